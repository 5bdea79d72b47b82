//! The `engine` command: the text protocol of shared/protocol.md on standard
//! input and output. All the work is in `boardgames::protocol`.

use boardgames::protocol::{Engine, Reply};
use std::io::{BufRead, Write};

fn main() {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let stdout = std::io::stdout();
    let mut engine = Engine::new();
    let mut bytes = Vec::new();
    loop {
        bytes.clear();
        match input.read_until(b'\n', &mut bytes) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        // Invalid UTF-8 becomes U+FFFD, which no command contains: an error.
        let line = String::from_utf8_lossy(&bytes);
        match engine.handle(line.trim_end_matches(['\n', '\r'])) {
            Reply::Quit => break,
            Reply::Line(answer) => {
                let mut out = stdout.lock();
                if writeln!(out, "{answer}").and_then(|_| out.flush()).is_err() {
                    break; // nobody is reading any more
                }
            }
        }
    }
}
