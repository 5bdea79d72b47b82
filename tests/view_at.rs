//! Looking back through a game without changing it: the view after any
//! number of actions of the line (played, then waiting to be redone) is the
//! view a game played to that point shows, and the move list holds the
//! whole line.

use boardgames::registry;
use boardgames::session::AnySession;
use boardgames::view::View;

fn json(view: &View) -> serde_json::Value {
    serde_json::to_value(view).unwrap()
}

/// Plays the first legal action (cycled by `pick`) `count` times.
fn play_some(session: &mut dyn AnySession, count: usize) -> Vec<String> {
    let mut played = Vec::new();
    for pick in 0..count {
        let legal = session.legal();
        if legal.is_empty() {
            break;
        }
        let action = legal[(pick * 7) % legal.len()].action.clone();
        session.play(&action).unwrap();
        played.push(action);
    }
    played
}

#[test]
fn every_position_of_the_line_is_viewed_as_if_played_there() {
    for (id, options) in [
        ("mad-rooks", vec![]),
        ("kobudai", vec![("size".to_string(), "6".to_string())]),
        (
            "martian-checkers",
            vec![("players".to_string(), "3".to_string())],
        ),
        ("cross-hairs", vec![]),
    ] {
        let mut game = registry::start(id, &options).unwrap();
        let line = play_some(game.as_mut(), 30);
        // Half of it undone: looking back reaches into what waits for redo.
        for _ in 0..line.len() / 2 {
            game.undo().unwrap();
        }
        let before = json(&game.view());
        for at in 0..=line.len() {
            let mut replayed = registry::start(id, &options).unwrap();
            for action in &line[..at] {
                replayed.play(action).unwrap();
            }
            assert_eq!(
                json(&game.view_at(at).unwrap()),
                json(&replayed.view()),
                "{id} after {at} actions"
            );
        }
        assert_eq!(
            json(&game.view()),
            before,
            "{id}: looking back changes nothing"
        );
        let moves: Vec<String> = game.line_moves().into_iter().map(|m| m.action).collect();
        assert_eq!(moves, line, "{id}: the move list is the whole line");
        let error = game.view_at(line.len() + 1).unwrap_err();
        assert!(
            error.contains(&format!("{} actions", line.len())),
            "{error}"
        );
    }
}
