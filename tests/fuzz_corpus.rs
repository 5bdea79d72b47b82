//! Replays the fuzzer's corpus (fuzz/corpus/TARGET/*): every input the
//! fuzzer kept as interesting, and every input that once found a fault,
//! must pass its target's checks (boardgames::fuzzing) without a panic.

use std::fs;
use std::path::Path;

fn replay(target: &str, check: fn(&[u8])) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let mut count = 0;
    for entry in fs::read_dir(&dir).expect("the corpus is in the repository") {
        let path = entry.unwrap().path();
        let data = fs::read(&path).unwrap();
        let outcome = std::panic::catch_unwind(|| check(&data));
        assert!(outcome.is_ok(), "{} fails its check", path.display());
        count += 1;
    }
    assert!(count >= 10, "{target}: only {count} inputs in the corpus");
}

#[test]
fn the_position_corpus_passes() {
    replay("position", boardgames::fuzzing::position);
}

#[test]
fn the_record_corpus_passes() {
    replay("record", boardgames::fuzzing::record);
}

#[test]
fn the_protocol_corpus_passes() {
    replay("protocol", boardgames::fuzzing::protocol);
}
