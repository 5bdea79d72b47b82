//! The compact record of addresses (src/record.rs): it reads back every
//! record exactly, stays short, and refuses malformed codes with a message
//! naming the action, never a panic, leaving the game as it was.

use boardgames::game::Status;
use boardgames::registry;
use boardgames::rng::Rng;
use boardgames::session::AnySession;

fn start(id: &str, options: &[(String, String)]) -> Box<dyn AnySession> {
    registry::start(id, options).unwrap()
}

/// A random game of at most `limit` actions.
fn random_game(session: &mut Box<dyn AnySession>, rng: &mut Rng, limit: usize) {
    for _ in 0..limit {
        let legal = session.legal();
        if legal.is_empty() || matches!(session.status(), Status::Over { .. }) {
            break;
        }
        let pick = legal[rng.below(legal.len())].action.clone();
        session.play(&pick).unwrap();
    }
}

#[test]
fn random_records_read_back_exactly_in_every_game() {
    let mut rng = Rng::new(7);
    for (game, options) in registry::variants() {
        let id = game.id;
        for _ in 0..12 {
            let mut played = start(id, &options);
            random_game(&mut played, &mut rng, 300);
            let code = played.compact_record(false);
            let mut read = start(id, &options);
            read.play_compact(&code).unwrap();
            assert_eq!(read.record(), played.record(), "{id} {options:?}: {code}");
            assert_eq!(read.position(), played.position());
            // One character per action, two where more than 64 actions were legal.
            let actions = played.record().len();
            assert!(
                code.len() >= actions && code.len() <= 2 * actions,
                "{id}: {code}"
            );
            assert!(code
                .bytes()
                .all(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_'));
        }
    }
}

#[test]
fn the_whole_line_includes_the_actions_waiting_to_be_redone() {
    let mut session = start("mad-rooks", &[]);
    let mut rng = Rng::new(3);
    random_game(&mut session, &mut rng, 12);
    let whole = session.compact_record(false);
    let text = session.record();
    for _ in 0..5 {
        session.undo().unwrap();
    }
    assert_eq!(session.compact_record(true), whole);
    assert_eq!(session.record_line(), text);
    let mut shorter = start("mad-rooks", &[]);
    let first: Vec<&str> = text[..text.len() - 5].iter().map(String::as_str).collect();
    shorter.play_all(&first).unwrap();
    assert_eq!(session.compact_record(false), shorter.compact_record(false));
}

#[test]
fn a_forced_action_still_takes_one_character() {
    // Cross-Hairs starts with 61 drops: one character each; a record of two
    // drops and `end` choices reads back the same.
    let mut session = start("cross-hairs", &[]);
    session.play("e5").unwrap();
    let code = session.compact_record(false);
    assert_eq!(code.len(), 1);
    let mut read = start("cross-hairs", &[]);
    read.play_compact(&code).unwrap();
    assert_eq!(read.record(), vec!["e5".to_string()]);
    // The empty code is the start.
    let mut empty = start("cross-hairs", &[]);
    empty.play_compact("").unwrap();
    assert!(empty.record().is_empty());
}

#[test]
fn malformed_codes_are_refused_with_the_action_named_and_nothing_played() {
    let mut session = start("cross-hairs", &[]);
    // 61 legal drops: `9` is index 61, one past the last.
    let e = session.play_compact("A9").unwrap_err();
    assert!(e.starts_with("action 2: the record names choice 62"), "{e}");
    assert!(session.record().is_empty());
    let e = session.play_compact("AB!").unwrap_err();
    assert!(e.starts_with("action 3: '!' is not a character"), "{e}");
    assert!(session.record().is_empty());

    // Mad Bishops has more than 64 legal actions at the start: two
    // characters each, so one character alone is cut short.
    let mut bishops = start("mad-bishops", &[]);
    assert!(bishops.legal().len() > 64);
    let e = bishops.play_compact("A").unwrap_err();
    assert_eq!(e, "action 1: the record stops in the middle of an action");
}

#[test]
fn a_code_that_goes_on_after_the_end_is_refused() {
    let mut rng = Rng::new(11);
    let mut session = start("kobudai", &[("size".into(), "6".into())]);
    random_game(&mut session, &mut rng, 2000);
    assert!(matches!(session.status(), Status::Over { .. }));
    let code = format!("{}A", session.compact_record(false));
    let mut read = start("kobudai", &[("size".into(), "6".into())]);
    let e = read.play_compact(&code).unwrap_err();
    let n = session.record().len() + 1;
    assert!(
        e.starts_with(&format!("action {n}: the game is already over")),
        "{e}"
    );
}

#[test]
fn random_and_mutated_codes_are_refused_or_read_never_a_panic() {
    let alphabet: Vec<char> =
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_ %!é.\u{0}"
            .chars()
            .collect();
    let mut rng = Rng::new(5);
    for (game, options) in registry::variants() {
        let id = game.id;
        let mut played = start(id, &options);
        random_game(&mut played, &mut rng, 60);
        let valid = played.compact_record(false);
        for i in 0..1000 {
            let code: String = if i % 2 == 0 {
                (0..rng.below(90))
                    .map(|_| alphabet[rng.below(alphabet.len())])
                    .collect()
            } else {
                let mut chars: Vec<char> = valid.chars().collect();
                let at = rng.below(chars.len() + 1);
                let c = alphabet[rng.below(alphabet.len())];
                match rng.below(3) {
                    0 if at < chars.len() => chars[at] = c,
                    1 => chars.insert(at, c),
                    _ => chars.truncate(at),
                }
                chars.into_iter().collect()
            };
            let mut session = start(id, &options);
            match session.play_compact(&code) {
                Ok(()) => assert_eq!(session.compact_record(false), code.trim()),
                Err(e) => {
                    assert!(e.starts_with("action "), "{e}");
                    assert!(session.record().is_empty());
                }
            }
        }
    }
}
