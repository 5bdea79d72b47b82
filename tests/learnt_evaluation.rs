//! The Mad games' learnt evaluations are reproducible: `self-play` writes
//! the same games for the same arguments, and `fit-mad` fits them into
//! weight files of the size each game's evaluation reads. The weights the
//! games use were made this way (docs/strength.md, "The fourteenth
//! session" and "The fifteenth session").

use std::path::PathBuf;
use std::process::{Command, Stdio};

fn self_play(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_self-play"))
        .args(args)
        .output()
        .expect("self-play runs")
}

#[test]
fn self_play_is_reproducible_and_lists_every_position_with_its_winner() {
    let args = ["mad-rooks", "mcts-implicit", "2", "5", "20"];
    let first = self_play(&args);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert_eq!(first.stdout, self_play(&args).stdout);
    let text = String::from_utf8(first.stdout).unwrap();
    let games: Vec<Vec<&str>> = text.lines().map(|l| l.split(' ').collect()).collect();
    assert!(games.iter().all(|fields| fields.len() == 3), "{text}");
    assert_eq!(games[0][0], "0");
    assert_eq!(
        games[0][1],
        "brbrbrbr/rbrbrbrb/brbrbrbr/rbrbrbrb/brbrbrbr/rbrbrbrb/brbrbrbr/rbrbrbrb:1"
    );
    assert_eq!(games.last().unwrap()[0], "1");
    // Every position of a game names the same single winner.
    for game in ["0", "1"] {
        let winners: Vec<&str> = games
            .iter()
            .filter(|f| f[0] == game)
            .map(|f| f[2])
            .collect();
        assert!(winners
            .iter()
            .all(|w| *w == winners[0] && (*w == "1" || *w == "2")));
    }
}

#[test]
fn self_play_says_what_is_wrong_with_its_arguments() {
    for (args, said) in [
        (vec!["mad-rooks"], "usage"),
        (vec!["mad-rooks", "random", "1", "1", "1"], "not a search"),
        (
            vec!["mad-rooks", "hard", "x", "1", "1"],
            "GAMES must be a whole number",
        ),
        (vec!["chess", "hard", "1", "1", "1"], "chess"),
    ] {
        let out = self_play(&args);
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(said), "{args:?}: {stderr}");
    }
}

/// Runs `fit-mad` on `input`, writing into `dir`.
fn fit(args: &[&str], input: &[u8]) -> std::process::Output {
    let mut fit = Command::new(env!("CARGO_BIN_EXE_fit-mad"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("fit-mad runs");
    use std::io::Write;
    fit.stdin.take().unwrap().write_all(input).unwrap();
    fit.wait_with_output().unwrap()
}

#[test]
fn the_fit_writes_weights_of_the_size_the_evaluation_reads() {
    for (game, name, patterns_len) in [
        ("mad-rooks", "mad_rooks", 4 * 6561),
        ("mad-bishops", "mad_bishops", 4092),
    ] {
        let games = self_play(&[game, "mcts-implicit", "4", "9", "20"]);
        assert!(games.status.success());
        let dir: PathBuf = std::env::temp_dir().join(format!("fit-{game}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let out = fit(&[game, dir.to_str().unwrap()], &games.stdout);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let report = String::from_utf8(out.stdout).unwrap();
        assert_eq!(report.lines().count(), 2, "{report}");
        let patterns = std::fs::read(dir.join(format!("{name}_patterns.bin"))).unwrap();
        assert_eq!(patterns.len(), patterns_len, "{game}");
        assert!(patterns.iter().any(|&b| b != 0), "some pattern was fitted");
        let scalars = std::fs::read_to_string(dir.join(format!("{name}_scalars.in"))).unwrap();
        let values: Vec<f32> = scalars
            .trim()
            .trim_start_matches('[')
            .trim_end_matches(']')
            .split(", ")
            .map(|v| v.parse().unwrap())
            .collect();
        assert_eq!(values.len(), 16);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn the_fit_says_what_is_wrong_with_its_arguments_and_input() {
    let dir = std::env::temp_dir();
    let dir = dir.to_str().unwrap();
    for (args, input, said) in [
        (vec!["mad-rooks"], &b""[..], "usage"),
        (
            vec!["chess", dir],
            &b""[..],
            "'chess' is not mad-bishops or mad-rooks",
        ),
        (vec!["mad-rooks", dir], &b"0 rrrr:1\n"[..], "line 1"),
        (vec!["mad-bishops", dir], &b"0 rrrr:1 1\n"[..], "line 1"),
    ] {
        let out = fit(&args, input);
        assert!(!out.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(said), "{args:?}: {stderr}");
    }
}
