//! The `pool` command on replays files: two pools compared, on their
//! common seeds or on all, and what it says of bad arguments and files.

use std::path::Path;
use std::process::Command;

/// A replays file of `seed` holding one game for each of `results`
/// (`W`, `D`, `L`), A in seats 1, 2, 3 in turn.
fn run_file(dir: &Path, name: &str, seed: u64, results: &str) -> String {
    let mut text = format!("# martian-checkers players=3: hard vs mcts, seed {seed}, time scale 0.1; the seat and result are hard's\n");
    for (i, r) in results.chars().enumerate() {
        let result = match r {
            'W' => "Win",
            'D' => "Draw, stopped",
            _ => "Loss",
        };
        text.push_str(&format!("game {}\tplayer {}\t{result}\t90 actions\t#/martian-checkers?players=3&mode=replay&r=AB\n", i + 1, i % 3 + 1));
    }
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

fn pool(args: &[String]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pool"))
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// A directory for one test's files, removed when the test ends, failing
/// or not.
struct ScratchDir(std::path::PathBuf);

impl Drop for ScratchDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

#[test]
fn two_pools_are_compared_on_their_common_seeds_or_on_all() {
    let scratch =
        ScratchDir(std::env::temp_dir().join(format!("pool-command-{}", std::process::id())));
    let dir = &scratch.0;
    std::fs::create_dir_all(dir).unwrap();
    let a1 = run_file(dir, "a-1.replays", 1, "WWWL");
    let a2 = run_file(dir, "a-2.replays", 2, "WWWW");
    let b1 = run_file(dir, "b-1.replays", 1, "WLDL");

    let args = |words: &[&str]| -> Vec<String> { words.iter().map(|w| w.to_string()).collect() };
    let (ok, out, _) = pool(&args(&[&a1, &a2, "--against", &b1]));
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 3, "{out}");
    // Wilson's intervals of 7 of 8 and 1.5 of 4, worked out apart.
    assert_eq!(lines[0], "A: martian-checkers players=3: hard vs mcts (2 files, 2 seeds, 1–2): 8 games, 87.5% (52.9–97.8), 7-0-1; by seat 3-0-1, 2-0-0, 2-0-0; 0 stopped at the cap");
    assert_eq!(lines[1], "B: martian-checkers players=3: hard vs mcts (1 file, seed 1): 4 games, 37.5% (9.2–78.1), 1-1-2; by seat 1-0-1, 0-0-1, 0-1-0; 1 stopped at the cap (0-1-0)");
    // Per-game variances 0.125 (7 wins, 1 loss) and 0.6875 / 3: an error
    // of √(0.125 / 8 + 0.6875 / 12).
    assert_eq!(
        lines[2],
        "A − B: +50.00 points, standard error 27.00 (+1.85 standard errors)"
    );

    // On the seed both played: A's first run alone.
    let (ok, out, _) = pool(&args(&[&a1, &a2, "--against", &b1, "--common-seeds"]));
    assert!(ok);
    assert!(
        out.contains(
            "A: martian-checkers players=3: hard vs mcts (2 files, seed 1): 4 games, 75.0%"
        ),
        "{out}"
    );
    assert!(out.contains("A − B: +37.50 points"), "{out}");

    // One pool alone: no comparison.
    let (ok, out, _) = pool(&args(&[&b1]));
    assert!(ok);
    assert_eq!(out.lines().count(), 1, "{out}");

    // Bad arguments and files are told, with a failing status.
    let (ok, _, err) = pool(&[]);
    assert!(!ok);
    assert!(err.starts_with("pool: usage: pool FILE"), "{err}");
    let (ok, _, err) = pool(&args(&[&a1, "--against"]));
    assert!(!ok && err.contains("usage"), "{err}");
    let (ok, _, err) = pool(&args(&[&a1, "--common"]));
    assert!(!ok && err.contains("unknown flag --common"), "{err}");
    let missing = dir.join("missing.replays").to_string_lossy().into_owned();
    let (ok, _, err) = pool(&args(&[&missing]));
    assert!(
        !ok && err.starts_with(&format!("pool: {missing}: ")),
        "{err}"
    );
    let summary = dir.join("a-1.txt");
    std::fs::write(&summary, "game 1: Win in 93 actions (1/12 done)\n").unwrap();
    let summary = summary.to_string_lossy().into_owned();
    let (ok, _, err) = pool(&args(&[&summary]));
    assert!(
        !ok && err.contains("line 1: not a replays file's header"),
        "{err}"
    );
}
