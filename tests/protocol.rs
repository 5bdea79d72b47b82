//! The `engine` binary, driven through its standard input and output as
//! shared/protocol.md defines it.

use boardgames::rng::Rng;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine binary starts");
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Engine {
            child,
            input,
            output,
        }
    }

    /// Sends raw bytes as one line and reads exactly one line back.
    fn send_bytes(&mut self, bytes: &[u8]) -> String {
        self.input.write_all(bytes).unwrap();
        self.input.write_all(b"\n").unwrap();
        self.input.flush().unwrap();
        let mut line = String::new();
        self.output.read_line(&mut line).unwrap();
        assert!(
            line.ends_with('\n'),
            "an answer is one whole line: {line:?}"
        );
        line.trim_end_matches('\n').to_string()
    }

    fn say(&mut self, line: &str) -> String {
        self.send_bytes(line.as_bytes())
    }

    /// Ends the program with `quit` and checks it exits cleanly.
    fn quit(mut self) {
        self.input.write_all(b"quit\n").unwrap();
        drop(self.input);
        let status = self.child.wait().unwrap();
        assert!(status.success());
    }
}

#[test]
fn the_example_session() {
    let mut e = Engine::start();
    assert_eq!(e.say("new mad-rooks"), "ok");
    assert_eq!(e.say("play a1xa2"), "ok");
    assert_eq!(e.say("status"), "turn 2");
    assert_eq!(e.say("score"), "32 31");
    e.quit();
}

#[test]
fn legal_lists_actions_sorted_by_byte_order() {
    let mut e = Engine::start();
    e.say("new mad-rooks");
    let line = e.say("legal");
    let actions: Vec<&str> = line.split(' ').collect();
    assert_eq!(actions.len(), 112);
    let mut sorted = actions.clone();
    sorted.sort();
    assert_eq!(actions, sorted);
    assert!(!line.contains("  ") && !line.starts_with(' ') && !line.ends_with(' '));
    assert_eq!(actions[0], "a1xa2");
    e.quit();
}

#[test]
fn play_applies_all_or_nothing() {
    let mut e = Engine::start();
    e.say("new mad-rooks");
    let start = e.say("position");
    let answer = e.say("play a1xa2 b1xb2 a2xa9");
    assert!(answer.starts_with("error "), "{answer}");
    assert!(
        answer.contains("a2xa9"),
        "the error names the action: {answer}"
    );
    assert_eq!(e.say("position"), start, "nothing applied");
    assert_eq!(e.say("status"), "turn 1");
    assert_eq!(e.say("play a1xa2 b1xb2"), "ok");
    assert_eq!(e.say("status"), "turn 1");
    assert_eq!(e.say("score"), "31 31");
    assert!(e.say("play").starts_with("error "));
    e.quit();
}

#[test]
fn undo_takes_back_one_action_and_errs_at_the_start() {
    let mut e = Engine::start();
    e.say("new mad-bishops");
    let start = e.say("position");
    assert!(e.say("undo").starts_with("error "));
    assert_eq!(e.say("play a1xb2"), "ok");
    assert_eq!(e.say("undo"), "ok");
    assert_eq!(e.say("position"), start);
    assert_eq!(e.say("status"), "turn 1");
    e.quit();
}

#[test]
fn position_reads_back_with_new_position() {
    let mut e = Engine::start();
    e.say("new mad-rooks");
    e.say("play a1xa2 b1xb2 c1xc2");
    let pos = e.say("position");
    assert!(!pos.contains(' '));
    let legal = e.say("legal");
    assert_eq!(e.say(&format!("new mad-rooks position={pos}")), "ok");
    assert_eq!(e.say("position"), pos);
    assert_eq!(e.say("legal"), legal);
    assert_eq!(e.say("status"), "turn 2");
    assert!(e
        .say("new mad-rooks position=nonsense")
        .starts_with("error "));
    assert_eq!(e.say("position"), pos, "a failed new keeps the game");
    e.quit();
}

#[test]
fn game_over_status_and_empty_legal() {
    let mut e = Engine::start();
    assert_eq!(
        e.say("new mad-bishops position=10/10/10/10/5b4/10/10/2r7/10/10:1"),
        "ok"
    );
    assert_eq!(e.say("legal"), "c3xf6");
    assert_eq!(e.say("play c3xf6"), "ok");
    assert_eq!(e.say("status"), "over 1");
    assert_eq!(e.say("legal"), "");
    assert_eq!(e.say("score"), "1 0");
    assert!(e.say("play c3xd4").starts_with("error "));
    assert!(e.say("think 100").starts_with("error the game is over"));
    e.quit();
}

#[test]
fn games_not_built_yet_and_bad_commands_answer_errors() {
    let mut e = Engine::start();
    for line in [
        "new kobudai size=7",
        "new kobudai size=",
        "new kobudai players=2",
        "new kobudai size=6 position=6/6/6/6/6/6:1",
        "new martian-checkers players=5",
        "new martian-checkers size=6",
        "new cross-hairs players=2",
        "new cross-hairs position=5/6/7/8/9/8/7/6/5:1:move",
        "new chess",
        "new",
        "new mad-rooks size=6",
        "new mad-rooks foo",
        "legal",
        "",
        "   ",
        "LEGAL",
        "dance",
    ] {
        let answer = e.say(line);
        assert!(answer.starts_with("error "), "{line:?} -> {answer}");
    }
    assert_eq!(e.say("dance"), "error unknown command");
    e.quit();
}

#[test]
fn garbage_input_never_kills_the_engine() {
    let mut e = Engine::start();
    e.say("new mad-rooks");
    let start = e.say("position");
    let mut rng = Rng::new(42);
    for i in 0..400 {
        let len = rng.below(60);
        let mut bytes: Vec<u8> = (0..len)
            .map(|_| rng.below(256) as u8)
            .filter(|&b| b != b'\n')
            .collect();
        // Half the lines start with a real command, to reach deeper code.
        if i % 2 == 0 {
            let cmds: [&[u8]; 6] = [
                b"play ",
                b"new mad-rooks position=",
                b"new ",
                b"undo ",
                b"legal ",
                b"think ",
            ];
            let mut line = cmds[rng.below(cmds.len())].to_vec();
            line.extend(bytes);
            bytes = line;
        }
        let answer = e.send_bytes(&bytes);
        assert!(
            !answer.is_empty() || bytes.starts_with(b"legal"),
            "{bytes:?}"
        );
    }
    let long = format!("play {}", "a1xa2 ".repeat(20_000));
    assert!(e.say(&long).starts_with("error "));
    // The game may have been replaced by a fuzzed `new`; it still answers.
    assert!(e.say("status").starts_with("turn ") || e.say("status").starts_with("error"));
    e.say("new mad-rooks");
    assert_eq!(e.say("position"), start);
    e.quit();
}

#[test]
fn end_of_input_ends_the_program() {
    let mut e = Engine::start();
    e.say("new mad-rooks");
    drop(e.input);
    assert!(e.child.wait().unwrap().success());
}

#[test]
fn long_random_games_through_the_protocol_follow_the_rules() {
    for (game, total) in [("mad-rooks", 64), ("mad-bishops", 50)] {
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let mut e = Engine::start();
            assert_eq!(e.say(&format!("new {game}")), "ok");
            let mut expected_turn = 1;
            let mut counts = [total / 2, total / 2];
            loop {
                let status = e.say("status");
                let legal = e.say("legal");
                if status.starts_with("over") {
                    assert_eq!(legal, "");
                    let winner: usize = status["over ".len()..].parse().unwrap();
                    assert_eq!(
                        counts[2 - winner],
                        0,
                        "{game} seed {seed}: the loser has nothing left"
                    );
                    break;
                }
                assert_eq!(status, format!("turn {expected_turn}"));
                let actions: Vec<&str> = legal.split(' ').collect();
                let action = actions[rng.below(actions.len())];
                assert_eq!(e.say(&format!("play {action}")), "ok");
                if action.contains('x') {
                    counts[2 - expected_turn] -= 1;
                }
                assert_eq!(e.say("score"), format!("{} {}", counts[0], counts[1]));
                expected_turn = 3 - expected_turn;
            }
            e.quit();
        }
    }
}

#[test]
fn kobudai_on_both_boards() {
    let mut e = Engine::start();
    assert_eq!(e.say("new kobudai"), "ok");
    assert_eq!(
        e.say("position"),
        "1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1r1:1"
    );
    assert_eq!(
        e.say("legal"),
        "a3-b3 b2-b3 b2-c2 c1-c2 c3-c4 c3-d3 d2-d3 e1-e2 e3-e4 f2-f3"
    );
    assert_eq!(e.say("score"), "9 9");
    assert_eq!(e.say("play e3-e4 b4-b3 e4-f5"), "ok");
    assert_eq!(e.say("status"), "turn 2");
    assert_eq!(
        e.say("play e3-e4"),
        "error action 1, e3-e4: there is no Blue female on e3"
    );
    assert_eq!(e.say("undo"), "ok");
    assert_eq!(e.say("status"), "turn 1");
    assert_eq!(e.say("new kobudai size=8"), "ok");
    assert_eq!(e.say("score"), "16 16");
    let position = e.say("position");
    assert!(position.starts_with("1b1b1b1B/"), "{position}");
    assert_eq!(e.say(&format!("new kobudai position={position}")), "ok");
    assert_eq!(
        e.say("position"),
        position,
        "the size is read from the ranks"
    );
    assert!(e
        .say(&format!("new kobudai size=6 position={position}"))
        .starts_with("error bad position"));
    e.quit();
}

/// Stacks per player read from Kobudai position text.
fn kobudai_stacks(position: &str) -> String {
    let red = position.chars().filter(|c| matches!(c, 'r' | 'R')).count();
    let blue = position.chars().filter(|c| matches!(c, 'b' | 'B')).count();
    format!("{red} {blue}")
}

#[test]
fn long_random_kobudai_games_through_the_protocol_follow_the_rules() {
    for size in [6, 8] {
        for seed in 0..20 {
            let mut rng = Rng::new(seed);
            let mut e = Engine::start();
            assert_eq!(e.say(&format!("new kobudai size={size}")), "ok");
            loop {
                let status = e.say("status");
                let legal = e.say("legal");
                let position = e.say("position");
                assert_eq!(e.say("score"), kobudai_stacks(&position));
                if let Some(winner) = status.strip_prefix("over ") {
                    assert_eq!(legal, "");
                    let loser = if winner == "1" { "2" } else { "1" };
                    let scores = e.say("score");
                    let lost: Vec<&str> = scores.split(' ').collect();
                    assert_eq!(
                        lost[loser.parse::<usize>().unwrap() - 1],
                        "0",
                        "size {size} seed {seed}"
                    );
                    break;
                }
                // `status` names the player whose turn the position says,
                // and that player has an action: sit-outs happen in `play`.
                let to_move = position.rsplit(':').next().unwrap();
                assert_eq!(status, format!("turn {to_move}"));
                assert!(!legal.is_empty(), "size {size} seed {seed}: {position}");
                let actions: Vec<&str> = legal.split(' ').collect();
                let action = actions[rng.below(actions.len())];
                assert_eq!(e.say(&format!("play {action}")), "ok");
            }
            e.quit();
        }
    }
}

#[test]
fn martian_checkers_for_each_player_count() {
    let mut e = Engine::start();
    assert_eq!(e.say("new martian-checkers"), "ok");
    assert_eq!(e.say("position"), "1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:,");
    assert_eq!(e.say("score"), "0 0");
    assert_eq!(e.say("new martian-checkers players=4"), "ok");
    assert_eq!(e.say("score"), "0 0 0 0");
    assert_eq!(e.say("play c3-d4 c6-d5 f6-e5 f3-e4"), "ok");
    assert_eq!(e.say("status"), "turn 1");
    assert_eq!(e.say("new martian-checkers players=3"), "ok");
    assert_eq!(e.say("score"), "0 0 0");
    // A chain: `end` is listed only while another jump is possible.
    assert_eq!(
        e.say("new martian-checkers position=3e/4/4/4/4/4/ab2/ca2:1:,"),
        "ok"
    );
    assert_eq!(e.say("play a1:c1"), "ok");
    // Red's large a1 jumped own b1; from c1 it can jump own b2 to a3.
    assert_eq!(e.say("legal"), "c1:a3 end");
    assert_eq!(e.say("status"), "turn 1");
    assert_eq!(e.say("play end"), "ok");
    assert_eq!(e.say("status"), "turn 2");
    assert_eq!(
        e.say("play end"),
        "error action 1, end: end stops a jump chain, and no chain is in progress"
    );
    e.quit();
}

#[test]
fn long_random_martian_games_through_the_protocol_follow_the_rules() {
    for players in [2, 3, 4] {
        for seed in 0..10 {
            let mut rng = Rng::new(seed);
            let mut e = Engine::start();
            assert_eq!(
                e.say(&format!("new martian-checkers players={players}")),
                "ok"
            );
            loop {
                let status = e.say("status");
                let legal = e.say("legal");
                let position = e.say("position");
                // Scores are the stashes' points, one number a player.
                let stashes = position.split(':').nth(2).unwrap();
                let points: Vec<String> = stashes
                    .split(',')
                    .map(|s| {
                        s.chars()
                            .map(|c| c.to_digit(10).unwrap())
                            .sum::<u32>()
                            .to_string()
                    })
                    .collect();
                assert_eq!(e.say("score"), points.join(" "));
                if let Some(winners) = status.strip_prefix("over ") {
                    assert_eq!(legal, "");
                    let scores: Vec<u32> = points.iter().map(|p| p.parse().unwrap()).collect();
                    let best = *scores.iter().max().unwrap();
                    let expected: Vec<String> = (1..=players)
                        .filter(|&p| scores[p - 1] == best)
                        .map(|p| p.to_string())
                        .collect();
                    assert_eq!(
                        winners,
                        expected.join(" "),
                        "{players} players, seed {seed}"
                    );
                    break;
                }
                let to_move = position.split(':').nth(1).unwrap();
                assert_eq!(status, format!("turn {to_move}"));
                let actions: Vec<&str> = legal.split(' ').collect();
                let action = actions[rng.below(actions.len())];
                assert_eq!(e.say(&format!("play {action}")), "ok");
            }
            e.quit();
        }
    }
}

#[test]
fn cross_hairs_drop_then_move_or_end() {
    let mut e = Engine::start();
    assert_eq!(e.say("new cross-hairs"), "ok");
    assert_eq!(e.say("position"), "5/6/7/8/9/8/7/6/5:1:drop");
    assert_eq!(e.say("legal").split(' ').count(), 61);
    // A lone first soldier cannot move: the turn ends after the drop.
    assert_eq!(e.say("play i5"), "ok");
    assert_eq!(e.say("status"), "turn 2");
    assert_eq!(e.say("legal"), "g5 h4 h6 j4 j6 k5");
    assert_eq!(e.say("play j4"), "ok");
    assert_eq!(e.say("status"), "turn 2", "the optional move comes next");
    assert_eq!(e.say("legal"), "end i5-h4 i5-k5 j4-h4 j4-k5");
    assert_eq!(e.say("play end"), "ok");
    assert_eq!(e.say("score"), "0 0");
    assert_eq!(e.say("status"), "turn 1");
    e.quit();
}

#[test]
fn the_cross_hairs_sample_game_through_the_protocol() {
    let mut e = Engine::start();
    assert_eq!(e.say("new cross-hairs"), "ok");
    let sample = boardgames::games::crosshairs::SAMPLE;
    assert_eq!(e.say(&format!("play {sample}")), "ok");
    assert_eq!(e.say("score"), "17 15");
    e.quit();
}

#[test]
fn long_random_cross_hairs_games_through_the_protocol() {
    for seed in 0..10 {
        let mut rng = Rng::new(seed);
        let mut e = Engine::start();
        assert_eq!(e.say("new cross-hairs"), "ok");
        let mut drops = 0;
        loop {
            let status = e.say("status");
            let legal = e.say("legal");
            if let Some(winners) = status.strip_prefix("over ") {
                assert_eq!(legal, "");
                assert_eq!(drops, 61);
                let scores: Vec<u32> = e
                    .say("score")
                    .split(' ')
                    .map(|n| n.parse().unwrap())
                    .collect();
                let expected = match scores[0].cmp(&scores[1]) {
                    std::cmp::Ordering::Greater => "1",
                    std::cmp::Ordering::Less => "2",
                    std::cmp::Ordering::Equal => "1 2",
                };
                assert_eq!(winners, expected);
                break;
            }
            let actions: Vec<&str> = legal.split(' ').collect();
            let action = actions[rng.below(actions.len())];
            drops += (!action.contains('-') && action != "end") as usize;
            assert_eq!(e.say(&format!("play {action}")), "ok");
        }
        e.quit();
    }
}

#[test]
fn think_answers_a_legal_action_and_plays_nothing() {
    let mut e = Engine::start();
    for new in [
        "new mad-bishops",
        "new mad-rooks",
        "new kobudai size=6",
        "new kobudai size=8",
        "new martian-checkers players=2",
        "new martian-checkers players=3",
        "new martian-checkers players=4",
        "new cross-hairs",
    ] {
        assert_eq!(e.say(new), "ok");
        // Into the game a little, so the search is not at a start position.
        for _ in 0..3 {
            let first = e.say("legal").split(' ').next().unwrap().to_string();
            assert_eq!(e.say(&format!("play {first}")), "ok", "{new}");
        }
        let before = e.say("position");
        let legal = e.say("legal");
        let action = e.say("think 30");
        assert!(
            legal.split(' ').any(|a| a == action),
            "{new}: think said {action}, legal are {legal}"
        );
        assert_eq!(e.say("position"), before, "{new}: think played nothing");
        assert_eq!(e.say(&format!("play {action}")), "ok");
    }
    e.quit();
}

#[test]
fn think_finds_the_kill_that_wins() {
    let mut e = Engine::start();
    // Red's c3 can kill Blue's last checker on f6; h2 could engage it from
    // e5 or i3 instead, which lets the game go on.
    assert_eq!(
        e.say("new mad-bishops position=10/10/10/10/5b4/10/10/2r7/7r2/10:1"),
        "ok"
    );
    assert_eq!(e.say("legal"), "c3xf6 h2-e5 h2-i3");
    assert_eq!(e.say("think 50"), "c3xf6");
    e.quit();
}

#[test]
fn think_with_a_bad_time_or_a_finished_game_is_an_error() {
    let mut e = Engine::start();
    assert_eq!(e.say("new mad-rooks"), "ok");
    let start = e.say("position");
    for line in [
        "think",
        "think abc",
        "think -5",
        "think 1.5",
        "think 10 20",
        "think 99999999999",
    ] {
        let answer = e.say(line);
        assert!(answer.starts_with("error "), "{line}: {answer}");
        assert!(
            answer.contains("milliseconds"),
            "{line}: the error says what a time is: {answer}"
        );
    }
    assert_eq!(e.say("position"), start);
    assert_eq!(
        e.say("new mad-bishops position=10/10/10/10/5b4/10/10/2r7/10/10:1"),
        "ok"
    );
    assert_eq!(e.say("play c3xf6"), "ok");
    let answer = e.say("think 10");
    assert!(answer.starts_with("error the game is over"), "{answer}");
    e.quit();
}
