//! The shapes the engine sends to JavaScript (the view, the game list, the
//! levels, a legal action, an explanation) against their declarations in
//! www/engine.d.ts, which the page's type checker reads: every field sent
//! is declared in its interface, and every field declared (unless marked
//! optional) is sent, so Rust and JavaScript cannot drift apart.

use boardgames::ai::Level;
use boardgames::registry;
use serde_json::Value;
use std::collections::BTreeSet;

const DECLARATIONS: &str = include_str!("../www/engine.d.ts");

/// The fields of `export interface NAME { … }`: (name, optional).
fn declared(name: &str) -> Vec<(String, bool)> {
    let start = DECLARATIONS
        .find(&format!("export interface {name} {{"))
        .unwrap_or_else(|| panic!("www/engine.d.ts declares no interface {name}"));
    let body = &DECLARATIONS[start..];
    let body = &body[body.find('{').unwrap() + 1..body.find("\n}").unwrap()];
    body.lines()
        .map(str::trim)
        .filter(|l| !l.starts_with("//") && !l.starts_with("/*") && !l.starts_with('*'))
        .filter_map(|l| {
            let (field, _) = l.split_once(':')?;
            // Methods (`play(action: string): void`) are not data fields.
            (!field.contains('(')).then(|| {
                let optional = field.ends_with('?');
                (field.trim_end_matches('?').to_string(), optional)
            })
        })
        .collect()
}

/// Checks that `value`, an object, has exactly the fields `name` declares,
/// then each field named in `children` against its own interface.
fn check(value: &Value, name: &str, children: &[(&str, &str)]) {
    let object = value
        .as_object()
        .unwrap_or_else(|| panic!("{name}: {value} is not an object"));
    let sent: BTreeSet<&str> = object.keys().map(String::as_str).collect();
    let fields = declared(name);
    for key in &sent {
        assert!(
            fields.iter().any(|(f, _)| f == key),
            "the engine sends {name}.{key}, which www/engine.d.ts does not declare"
        );
    }
    for (field, optional) in &fields {
        assert!(
            *optional || sent.contains(field.as_str()),
            "www/engine.d.ts declares {name}.{field}, which the engine does not send"
        );
    }
    for (field, child) in children {
        match &object[*field] {
            Value::Array(items) => items.iter().for_each(|item| check(item, child, &[])),
            Value::Null => {}
            one => check(one, child, &[]),
        }
    }
}

#[test]
fn every_view_the_engine_sends_is_declared_for_the_page() {
    for (game, options) in registry::variants() {
        let mut session = registry::start(game.id, &options).unwrap();
        // A few actions in, so that moves and the last action are there.
        for _ in 0..3 {
            let Some(action) = session.legal().into_iter().next() else {
                break;
            };
            session.play(&action.action).unwrap();
        }
        let view = serde_json::to_value(session.view()).unwrap();
        check(
            &view,
            "View",
            &[
                ("board", "BoardView"),
                ("seats", "Seat"),
                ("pieces", "PieceView"),
                ("status", "StatusView"),
                ("groups", "Group"),
                ("moves", "Move"),
                ("changed", "Changed"),
                ("recent", "TurnView"),
            ],
        );
        for turn in view["recent"].as_array().unwrap() {
            check(turn, "TurnView", &[("actions", "ActionMark")]);
        }
        check(
            &view["board"],
            "BoardView",
            &[("cells", "CellView"), ("labels", "Label")],
        );
        for group in view["groups"].as_array().unwrap() {
            check(group, "Group", &[("targets", "Target")]);
        }
        for action in session.legal() {
            check(&serde_json::to_value(action).unwrap(), "LegalAction", &[]);
        }
    }
}

#[test]
fn the_game_list_levels_and_explanations_are_declared_for_the_page() {
    for game in registry::GAMES {
        let info = serde_json::to_value(game).unwrap();
        check(
            &info,
            "GameInfo",
            &[("legend", "LegendEntry"), ("options", "GameOption")],
        );
        for option in info["options"].as_array().unwrap() {
            check(option, "GameOption", &[("choices", "Choice")]);
        }
    }
    for level in Level::ALL {
        check(
            &serde_json::to_value(level.info()).unwrap(),
            "LevelInfo",
            &[],
        );
    }
    // Kobudai 6x6: d1-c2 would wall in Red's male, so the engine explains.
    let position = vec![(
        "position".to_string(),
        "3b1B/5b/6/rrr3/6/R1rr2:1".to_string(),
    )];
    let session = registry::start("kobudai", &position).unwrap();
    let why = session
        .explain(Some("d1"), "c2")
        .unwrap()
        .expect("a reason");
    check(&serde_json::to_value(why).unwrap(), "ExplanationView", &[]);
}
