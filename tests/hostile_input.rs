//! Input from outside — positions, records, options, actions — is parsed
//! into errors, never panics, and a refused input changes nothing.

use boardgames::registry;
use boardgames::rng::Rng;

const ALPHABET: &[u8] = b"rbRBacdefghijkloOxX.,0123456789/:-x+ abcdefghijklmnopqrstuvwxyz=\xc3\xa9";

fn random_text(rng: &mut Rng, max: usize) -> String {
    let bytes: Vec<u8> = (0..rng.below(max))
        .map(|_| ALPHABET[rng.below(ALPHABET.len())])
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// Mutates a valid text by replacing, inserting or deleting a few characters.
fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..1 + rng.below(3) {
        let c = ALPHABET[rng.below(ALPHABET.len() - 2)] as char;
        let i = rng.below(chars.len() + 1);
        match rng.below(3) {
            0 if i < chars.len() => chars[i] = c,
            1 => chars.insert(i, c),
            _ if i < chars.len() => {
                chars.remove(i);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

#[test]
fn random_and_mutated_positions_are_refused_or_read_back_exactly() {
    let mut rng = Rng::new(99);
    for (game, options) in registry::variants() {
        let (id, sized) = (game.id, &options[..]);
        let start = registry::start(id, sized).unwrap().position();
        for i in 0..20_000 {
            let text = if i % 2 == 0 {
                random_text(&mut rng, 120)
            } else {
                mutate(&mut rng, &start)
            };
            let opts = vec![("position".to_string(), text.clone())];
            if let Ok(session) = registry::start(id, &opts) {
                // Accepted text describes a state whose own text reads back.
                let again = vec![("position".to_string(), session.position())];
                let reread = registry::start(id, &again).unwrap();
                assert_eq!(reread.position(), session.position(), "{text}");
            }
        }
    }
}

/// Throws random and mutated actions, and random explain questions, at a
/// game; every refusal leaves it unchanged. Every fifth turn a legal action
/// is played so the fuzzing reaches later positions.
fn fuzz_actions(id: &str, options: &[(String, String)], seed: u64) {
    let mut rng = Rng::new(seed);
    let mut session = registry::start(id, options).unwrap();
    for i in 0..20_000 {
        let before = session.position();
        let legal: Vec<String> = session.legal().into_iter().map(|a| a.action).collect();
        if i % 5 == 4 && !legal.is_empty() {
            session.play(&legal[rng.below(legal.len())]).unwrap();
            continue;
        }
        let text = if i % 3 == 0 && !legal.is_empty() {
            let pick = rng.below(legal.len());
            mutate(&mut rng, &legal[pick])
        } else {
            random_text(&mut rng, 12)
        };
        let is_legal = legal.contains(&text.trim().to_string());
        match session.play(&text) {
            Ok(()) => assert!(is_legal, "{text} was played but is not legal"),
            Err(message) => {
                assert!(!is_legal, "{text} is legal but was refused: {message}");
                assert!(!message.is_empty());
                assert_eq!(session.position(), before);
            }
        }
        let from = random_text(&mut rng, 4);
        let to = random_text(&mut rng, 4);
        let _ = session.explain(Some(&from), &to);
        let _ = session.explain(None, &to);
        if session.legal().is_empty() {
            session = registry::start(id, options).unwrap();
        }
    }
}

#[test]
fn random_actions_and_records_are_refused_without_change() {
    for (seed, (game, options)) in registry::variants().into_iter().enumerate() {
        fuzz_actions(game.id, &options, 5 + seed as u64);
    }
}

#[test]
fn every_explain_question_on_the_board_gets_an_answer_or_none() {
    // Every pair of cells, in positions along a random game of each game
    // (with its first option choice; the explanations do not depend on it).
    for game in registry::GAMES {
        let (id, options) = (game.id, game.variants().swap_remove(0));
        let mut rng = Rng::new(8);
        let mut session = registry::start(id, &options).unwrap();
        let names: Vec<String> = session
            .view()
            .board
            .cells
            .into_iter()
            .map(|c| c.name)
            .collect();
        let mut step = 0;
        while !session.legal().is_empty() {
            if step % 6 == 0 {
                for from in &names {
                    for to in &names {
                        if let Some(e) = session.explain(Some(from), to).unwrap() {
                            assert!(!e.reason.is_empty(), "{id}");
                        }
                    }
                    session.explain(None, from).unwrap();
                }
            }
            let legal = session.legal();
            session.play(&legal[rng.below(legal.len())].action).unwrap();
            step += 1;
        }
        assert!(session.explain(None, "z9").is_err());
    }
}

#[test]
fn bad_records_name_the_failing_action_and_leave_the_game_as_it_was() {
    let mut session = registry::start("mad-rooks", &[]).unwrap();
    session.play("a1xa2").unwrap();
    let before = session.position();
    let err = session.play_all(&["b1xb2", "c1xc2", "c3xc5"]).unwrap_err();
    assert_eq!(
        err,
        "action 3, c3xc5: the checker on c3 is Red's, and Blue is to move"
    );
    assert_eq!(session.position(), before);
    assert_eq!(session.record(), vec!["a1xa2"]);
}

#[test]
fn bad_game_ids_and_options_are_explained() {
    for (id, opts, expected) in [
        ("chess", vec![], "unknown game 'chess'"),
        ("", vec![], "unknown game ''"),
        (
            "kobudai",
            vec![("size", "7")],
            "size must be 6 or 8, not '7'",
        ),
        (
            "kobudai",
            vec![("players", "2")],
            "kobudai has no option 'players'",
        ),
        (
            "kobudai",
            vec![
                ("size", "8"),
                ("position", "1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1r1:1"),
            ],
            "bad position: the board has 8 ranks",
        ),
        (
            "mad-rooks",
            vec![("size", "6")],
            "mad-rooks has no option 'size'",
        ),
        ("mad-rooks", vec![("position", "")], "bad position"),
    ] {
        let opts: Vec<(String, String)> = opts
            .into_iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        let err = registry::start(id, &opts)
            .err()
            .unwrap_or_else(|| panic!("{id} {opts:?} started"));
        assert!(err.contains(expected), "{err}");
    }
    assert!(registry::parse_options(["size"])
        .unwrap_err()
        .contains("KEY=VALUE"));
}

#[test]
fn martian_positions_with_too_many_stash_fields_or_pieces_are_refused_with_the_count() {
    let board = "1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:";
    for fields in [1usize, 5, 257, 258, 300] {
        let text = format!("{board}{}", ",".repeat(fields - 1));
        let options = [("position".to_string(), text)];
        let error = match boardgames::registry::start("martian-checkers", &options) {
            Ok(_) => panic!("{fields} stash fields were accepted"),
            Err(e) => e,
        };
        assert!(
            error.contains(&format!("{fields} stashes")),
            "{fields}: {error}"
        );
    }
    // 256 pieces in a stash must not wrap round to an empty stash.
    for count in [28usize, 256, 257] {
        let text = format!("{board}{},", "1".repeat(count));
        let options = [("position".to_string(), text)];
        let error = match boardgames::registry::start("martian-checkers", &options) {
            Ok(_) => panic!("a stash of {count} pieces was accepted"),
            Err(e) => e,
        };
        assert!(error.contains("more pieces than the game has"), "{error}");
    }
}

/// Input far beyond any real game is refused at once, and the message says
/// the limit and quotes only a short excerpt.
#[test]
fn oversized_input_is_refused_with_the_limit_and_a_short_excerpt() {
    use boardgames::limits::{MAX_COMPACT_CHARS, MAX_POSITION_CHARS, MAX_RECORD_ACTIONS};
    let short = |message: &str| {
        assert!(
            message.len() < 200,
            "{} chars: {message:.80}",
            message.len()
        )
    };
    // A position of 100,000 '/' (the audit's 10-second draw).
    let huge = "/".repeat(100_000);
    let refused = registry::start("mad-rooks", &[("position".to_string(), huge)])
        .err()
        .unwrap();
    assert!(
        refused.contains(&format!("at most {MAX_POSITION_CHARS} characters")),
        "{refused}"
    );
    short(&refused);
    // An action of 10,000 characters, in a session and over the protocol.
    let mut session = registry::start("kobudai", &[("size".to_string(), "6".to_string())]).unwrap();
    let refused = session.play(&"a1".repeat(5_000)).unwrap_err();
    assert!(refused.contains("at most 64 characters"), "{refused}");
    short(&refused);
    let mut engine = boardgames::protocol::Engine::new();
    engine.handle("new mad-bishops");
    let boardgames::protocol::Reply::Line(line) =
        engine.handle(&format!("play {}", "x".repeat(10_000)))
    else {
        panic!("play answers a line");
    };
    assert!(line.starts_with("error ") && line.len() < 200, "{line:.80}");
    // A record of more actions than are read, in notation and compact.
    let words = vec!["a1"; MAX_RECORD_ACTIONS + 1];
    let refused = session.play_record(&words).unwrap_err();
    assert!(
        refused.contains(&format!("at most {MAX_RECORD_ACTIONS} are read")),
        "{refused}"
    );
    let refused = session
        .play_compact(&"A".repeat(MAX_COMPACT_CHARS + 1))
        .unwrap_err();
    assert!(
        refused.contains(&format!("at most {MAX_COMPACT_CHARS} characters")),
        "{refused}"
    );
    short(&refused);
    assert!(session.record().is_empty(), "nothing refused was played");
    // An option's value is quoted short too.
    let refused = registry::start("kobudai", &[("size".to_string(), "9".repeat(50_000))])
        .err()
        .unwrap();
    short(&refused);
}
