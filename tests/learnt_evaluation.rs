//! The learnt evaluations (the Mad games', Kobudai's at 6x6, Martian
//! Checkers' for 3 and 4 players) are reproducible: `self-play` writes the
//! same games for the same arguments, and `fit-mad`, `fit-kobudai` and
//! `fit-martian` fit them into weight files of the size each game's
//! evaluation reads. The weights the games use were made this way
//! (docs/strength.md, "The fourteenth session" to "The eighteenth
//! session").

use std::path::PathBuf;
use std::process::{Command, Stdio};

fn self_play(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_self-play"))
        .args(args)
        .output()
        .expect("self-play runs")
}

/// The output of `self-play` with `args`, checked to succeed and to be the
/// same when run again.
fn reproducible_self_play(args: &[&str]) -> String {
    let first = self_play(args);
    assert!(
        first.status.success(),
        "{}",
        String::from_utf8_lossy(&first.stderr)
    );
    assert_eq!(first.stdout, self_play(args).stdout);
    String::from_utf8(first.stdout).unwrap()
}

#[test]
fn self_play_is_reproducible_and_lists_every_position_with_its_winner() {
    let args = ["mad-rooks", "mcts-implicit", "2", "5", "20"];
    let text = reproducible_self_play(&args);
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
fn self_play_takes_a_search_for_each_player() {
    // The same search named for each player, at the same iterations, plays
    // the same games as that search named once.
    let once = reproducible_self_play(&["mad-rooks", "mcts-implicit", "2", "5", "20"]);
    let each = reproducible_self_play(&[
        "mad-rooks",
        "mcts-implicit,mcts-implicit",
        "2",
        "5",
        "20,20",
    ]);
    assert_eq!(once, each);
    // A different search for the second player plays other games.
    let mixed = reproducible_self_play(&["mad-rooks", "mcts-implicit,mcts", "2", "5", "20"]);
    assert_ne!(once, mixed);
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
        (
            vec!["martian-checkers", "players", "hard", "1", "1", "1"],
            "KEY=VALUE",
        ),
        (
            vec!["martian-checkers", "players=5", "hard", "1", "1", "1"],
            "players must be 2, 3 or 4",
        ),
        (
            vec!["mad-rooks", "hard,mcts", "1", "1", "1,2,3"],
            "ITERATIONS gives 3 numbers for 2 searches",
        ),
        (
            vec!["martian-checkers", "players=3", "hard,mcts", "1", "1", "1"],
            "2 searches for 3 players",
        ),
        (
            vec!["mad-rooks", "hard,mcts,mcts", "1", "1", "1"],
            "3 searches for 2 players",
        ),
        (
            vec!["mad-rooks", "hard,greedy", "1", "1", "1"],
            "not a search",
        ),
    ] {
        let out = self_play(&args);
        assert!(!out.status.success());
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(said), "{args:?}: {stderr}");
    }
}

/// Runs the fitting tool `program` with `args` on `input`.
fn run_fit(program: &str, args: &[&str], input: &[u8]) -> std::process::Output {
    let mut fit = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the fitting tool runs");
    use std::io::Write;
    fit.stdin.take().unwrap().write_all(input).unwrap();
    fit.wait_with_output().unwrap()
}

/// Runs the fitting tool `program` with `args` and then a new directory
/// under the temporary one (named by `name`), on the output of `self-play`
/// with `self_play_args`; checks it succeeded with `report_lines` lines
/// of report and returns the directory it wrote.
fn fit_into_new_directory(
    program: &str,
    args: &[&str],
    name: &str,
    self_play_args: &[&str],
    report_lines: usize,
) -> PathBuf {
    let games = self_play(self_play_args);
    assert!(games.status.success());
    let dir: PathBuf = std::env::temp_dir().join(format!("fit-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut args = args.to_vec();
    args.push(dir.to_str().unwrap());
    let out = run_fit(program, &args, &games.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let report = String::from_utf8(out.stdout).unwrap();
    assert_eq!(report.lines().count(), report_lines, "{report}");
    dir
}

/// The numbers of a weight file written as a Rust array, `[a, b, …]`.
fn read_weights(path: &std::path::Path) -> Vec<f32> {
    std::fs::read_to_string(path)
        .unwrap()
        .trim()
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(", ")
        .map(|v| v.parse().unwrap())
        .collect()
}

/// Checks that `program` fails on each case, saying what it should.
fn assert_each_fails_saying(program: &str, cases: &[(Vec<&str>, &[u8], &str)]) {
    for (args, input, said) in cases {
        let out = run_fit(program, args, input);
        assert!(!out.status.success(), "{args:?}");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(stderr.contains(said), "{args:?}: {stderr}");
    }
}

#[test]
fn the_fit_writes_weights_of_the_size_the_evaluation_reads() {
    for (game, name, patterns_len) in [
        ("mad-rooks", "mad_rooks", 4 * 6561),
        ("mad-bishops", "mad_bishops", 4092),
    ] {
        let program = env!("CARGO_BIN_EXE_fit-mad");
        let self_play_args = [game, "mcts-implicit", "4", "9", "20"];
        let dir = fit_into_new_directory(program, &[game], game, &self_play_args, 2);
        let patterns = std::fs::read(dir.join(format!("{name}_patterns.bin"))).unwrap();
        assert_eq!(patterns.len(), patterns_len, "{game}");
        assert!(patterns.iter().any(|&b| b != 0), "some pattern was fitted");
        let values = read_weights(&dir.join(format!("{name}_scalars.in")));
        assert_eq!(values.len(), 16);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

#[test]
fn the_fit_says_what_is_wrong_with_its_arguments_and_input() {
    let dir = std::env::temp_dir();
    let dir = dir.to_str().unwrap();
    assert_each_fails_saying(
        env!("CARGO_BIN_EXE_fit-mad"),
        &[
            (vec!["mad-rooks"], b"", "usage"),
            (
                vec!["chess", dir],
                b"",
                "'chess' is not mad-bishops or mad-rooks",
            ),
            (vec!["mad-rooks", dir], b"0 rrrr:1\n", "line 1"),
            (vec!["mad-bishops", dir], b"0 rrrr:1 1\n", "line 1"),
        ],
    );
}

#[test]
fn kobudai_reads_each_side_s_race_to_the_enemy_male() {
    use boardgames::game::{Game, Status};
    use boardgames::games::kobudai::Kobudai;
    use boardgames::games::kobudai_learnt::{Race, Reading};
    // At the start each side's nearest female (Red's e3, Blue's b4) is 3
    // steps from the enemy male, three more are 4 steps away, and all 8
    // have a clear path.
    let start = Race {
        target: true,
        nearest: Some(3),
        second: Some(4),
        mobile: 8,
        close: 1,
    };
    let game = Kobudai::new(6).unwrap();
    assert_eq!(
        game.learnt_reading(),
        Reading {
            own: start,
            enemy: start,
            stacks: (9, 9),
            second_seat: false
        }
    );
    // Red's female has just killed Blue's male on f6: Blue, to act, has
    // no male for Red to race to; Blue's a5 is 4 steps from Red's a1 and
    // d6 is 5.
    let after = Kobudai::from_position("3b1r/b5/6/6/6/R5:2", Some(6)).unwrap();
    assert!(matches!(after.status(), Status::ToAct(2)));
    let reading = after.learnt_reading();
    assert!(reading.second_seat && !reading.enemy.target);
    assert_eq!(reading.stacks, (2, 2));
    assert_eq!(
        reading.own,
        Race {
            target: true,
            nearest: Some(4),
            second: Some(5),
            mobile: 2,
            close: 0
        }
    );
    let chance = reading.win_chance();
    assert!((0.0..=1.0).contains(&chance), "{chance}");
}

#[test]
fn fit_kobudai_writes_every_weight_the_evaluation_reads() {
    use boardgames::games::kobudai_learnt::WEIGHTS;
    let program = env!("CARGO_BIN_EXE_fit-kobudai");
    let self_play_args = ["kobudai", "hard", "8", "9", "200"];
    let dir = fit_into_new_directory(program, &[], "kobudai", &self_play_args, 2);
    let weights = read_weights(&dir.join("kobudai_weights.in"));
    assert_eq!(weights.len(), WEIGHTS);
    assert!(weights.iter().any(|&w| w != 0.0), "some weight was fitted");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_usage_and_bad_lines_fail(program, [b"0 1b1b1B:1\n", b"0 zz:1 1\n"]);
}

/// Checks that the fitting tool `program`, which takes only a directory,
/// fails without one saying how to use it, and on each of the `bad` inputs
/// naming their first line.
fn assert_usage_and_bad_lines_fail(program: &str, bad: [&[u8]; 2]) {
    let temp = std::env::temp_dir();
    let temp = temp.to_str().unwrap();
    assert_each_fails_saying(
        program,
        &[
            (vec![], b"", "usage"),
            (vec![temp], bad[0], "line 1"),
            (vec![temp], bad[1], "line 1"),
        ],
    );
}

#[test]
fn self_play_takes_the_game_s_options() {
    let args = ["martian-checkers", "players=3", "mcts", "2", "5", "20"];
    let text = reproducible_self_play(&args);
    let start: Vec<&str> = text.lines().next().unwrap().split(' ').collect();
    assert_eq!(
        start[..2],
        ["0", "ffe2hii/fed2ghi/edd2ggh/8/8/baa5/cba5/ccb5:1:,,"]
    );
    // Three stashes in every position, and winners among three players.
    for line in text.lines() {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields[1].split(':').nth(2).unwrap().split(',').count(), 3);
        assert!(fields[2].split(',').all(|w| ["1", "2", "3"].contains(&w)));
    }
}

#[test]
fn fit_martian_writes_a_weight_for_each_feature_of_both_player_counts() {
    use boardgames::games::martian_learnt::WEIGHTS;
    let program = env!("CARGO_BIN_EXE_fit-martian");
    let self_play_args = ["martian-checkers", "players=3", "mcts", "6", "9", "50"];
    // Two lines a player count: the lead alone, then every feature.
    let dir = fit_into_new_directory(program, &[], "martian", &self_play_args, 4);
    let weights = read_weights(&dir.join("martian_weights.in"));
    assert_eq!(weights.len(), WEIGHTS);
    // Only the three-player model was given games.
    let (three, four) = weights.split_at(WEIGHTS / 2);
    assert!(three.iter().any(|&w| w != 0.0), "some weight was fitted");
    assert!(four.iter().all(|&w| w == 0.0), "{four:?}");
    std::fs::remove_dir_all(&dir).unwrap();
    assert_usage_and_bad_lines_fail(program, [b"0 8/8:1:,, 1\n", b"0 two-fields\n"]);
}
