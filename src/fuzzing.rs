//! What the fuzzer checks, one function a target: given any bytes, the
//! engine answers with a value or an error and never panics, and what it
//! accepts reads back exactly. `fuzz/` runs these under libFuzzer, and
//! `tests/fuzz_corpus.rs` replays the corpus the fuzzer kept, so every
//! input it found interesting stays a test.

use crate::limits;
use crate::protocol::{Engine, Reply};
use crate::registry;

/// The variant a byte picks (every game with every choice of its option).
fn variant(pick: u8) -> (&'static str, Vec<(String, String)>) {
    let variants = registry::variants();
    let (game, options) = &variants[pick as usize % variants.len()];
    (game.id, options.clone())
}

/// The first byte picks a variant; the rest is a position text. An accepted
/// position reads back to itself, and its view and legal actions are made.
pub fn position(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let (id, mut options) = variant(pick);
    let text = String::from_utf8_lossy(rest).into_owned();
    options.push(("position".to_string(), text.clone()));
    let Ok(session) = registry::start(id, &options) else {
        return;
    };
    assert!(text.chars().count() <= limits::MAX_POSITION_CHARS);
    let written = session.position();
    options.pop();
    options.push(("position".to_string(), written.clone()));
    let again = registry::start(id, &options).expect("a position the engine wrote reads back");
    assert_eq!(again.position(), written);
    let _ = session.view();
    for action in session.legal().iter().take(8) {
        let mut next = registry::start(id, &options).expect("reads back");
        next.play(&action.action).expect("a legal action plays");
        let _ = next.view();
    }
}

/// The first byte picks a variant, the second how the rest is read: as a
/// compact record or as a record in notation (actions separated by
/// spaces); the second byte also picks a look back into the record and
/// how many actions to take back. A refused record changes nothing.
pub fn record(data: &[u8]) {
    let [pick, how, rest @ ..] = data else {
        return;
    };
    let (id, options) = variant(*pick);
    let mut session = registry::start(id, &options).expect("every variant starts");
    let text = String::from_utf8_lossy(rest).into_owned();
    let read = if how % 2 == 0 {
        session.play_compact(&text)
    } else {
        let words: Vec<&str> = text.split_whitespace().collect();
        session.play_record(&words)
    };
    if read.is_err() {
        assert_eq!(session.record().len(), 0, "a refused record plays nothing");
        return;
    }
    // What was read is written back the same way.
    let code = session.compact_record(false);
    let mut again = registry::start(id, &options).expect("starts");
    again
        .play_compact(&code)
        .expect("a code the engine wrote reads back");
    assert_eq!(again.position(), session.position());
    // Looking back, taking back and playing again.
    let played = session.record().len();
    let _ = session.view_at(*how as usize / 2);
    assert!(session.view_at(played + 1).is_err());
    for _ in 0..(how / 2) % 4 {
        let _ = session.undo();
    }
    let _ = session.redo();
    let _ = session.view();
}

/// Lines of protocol input, answered in turn. `think` lines are answered
/// as `legal` instead, so that a run spends its time on input, not search.
pub fn protocol(data: &[u8]) {
    let text = String::from_utf8_lossy(data);
    let mut engine = Engine::new();
    for line in text.lines().take(64) {
        let line = if line.trim_start().starts_with("think") {
            "legal"
        } else {
            line
        };
        if let Reply::Quit = engine.handle(line) {
            return;
        }
    }
}
