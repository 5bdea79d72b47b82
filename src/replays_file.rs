//! The replays file `tournament --replays FILE` writes and `pool` reads:
//! a header naming the match, then a line for each game (its number, the
//! seat the first contender played, that contender's result, the actions
//! and the site's address that replays it). Written and read here, so the
//! two cannot drift apart.
//!
//! A draw shared by more than two players is written `Draw of 3` or `Draw
//! of 4` (since 2026-12-01, morning); files written before say `Draw` for
//! every draw, which reads as a draw between two.

use crate::limits::excerpt;
use crate::tournament::{replay_address, GameRecord, GameResult};

/// How a game's result is written: `Win`, `Loss`, `Draw` for a draw
/// between two, and for a draw shared by more how many shared it
/// (`Draw of 3`).
fn result_text(result: GameResult) -> String {
    match result {
        GameResult::Win => "Win".into(),
        GameResult::Draw { among } if among > 2 => format!("Draw of {among}"),
        GameResult::Draw { .. } => "Draw".into(),
        GameResult::Loss => "Loss".into(),
    }
}

/// [`result_text`] read back.
fn read_result(text: &str) -> Option<GameResult> {
    match text {
        "Win" => Some(GameResult::Win),
        "Draw" => Some(GameResult::DRAW),
        "Loss" => Some(GameResult::Loss),
        _ => {
            let among = text.strip_prefix("Draw of ")?.parse::<u8>().ok()?;
            (2..=4)
                .contains(&among)
                .then_some(GameResult::Draw { among })
        }
    }
}

/// The header: `game` with its `options`, the contenders as named, the
/// match's seed and time scale.
pub fn header(
    game: &str,
    options: &[(String, String)],
    names: [&str; 2],
    seed: u64,
    scale: f64,
) -> String {
    let [a, b] = names;
    let options: String = options.iter().map(|(k, v)| format!(" {k}={v}")).collect();
    format!("# {game}{options}: {a} vs {b}, seed {seed}, time scale {scale}; the seat and result are {a}'s\n")
}

/// The line of game `number` (from 1) of a match of `game` with `options`.
pub fn game_line(
    number: u64,
    record: &GameRecord,
    game: &str,
    options: &[(String, String)],
) -> String {
    let stopped = if record.stopped { ", stopped" } else { "" };
    format!(
        "game {number}\tplayer {}\t{}{stopped}\t{} actions\t{}\n",
        record.seat,
        result_text(record.result),
        record.actions,
        replay_address(game, options, &record.code)
    )
}

/// One game of a replays file, from the first contender's side.
#[derive(Clone, Debug, PartialEq)]
pub struct PooledGame {
    /// The run's seed (`tournament --seed`).
    pub seed: u64,
    pub seat: u8,
    pub result: GameResult,
    /// It reached the tournament's cap of actions and was ended by
    /// agreement.
    pub stopped: bool,
}

/// One replays file read: what the match was, and its games.
#[derive(Clone, Debug, PartialEq)]
pub struct Run {
    /// The header's account of the match, before its seed
    /// ("martian-checkers players=3: hard vs mcts").
    pub description: String,
    pub games: Vec<PooledGame>,
}

/// Reads a replays file. `name` names it in errors, which give the line
/// and quote the start of it.
pub fn read_run(name: &str, text: &str) -> Result<Run, String> {
    let mut lines = text.lines().enumerate();
    let header = lines
        .next()
        .map(|(_, line)| line)
        .ok_or_else(|| format!("{name} is empty"))?;
    let (description, seed) = read_header(header).ok_or_else(|| {
        format!(
            "{name}, line 1: not a replays file's header: '{}'",
            excerpt(header)
        )
    })?;
    let mut games = Vec::new();
    for (index, line) in lines {
        if line.trim().is_empty() {
            continue;
        }
        let game = read_game(line, seed).ok_or_else(|| {
            format!(
                "{name}, line {}: not a game: '{}'",
                index + 1,
                excerpt(line)
            )
        })?;
        games.push(game);
    }
    Ok(Run { description, games })
}

/// "# GAME OPTIONS: A vs B, seed S, time scale X; …" → the description
/// and the seed.
fn read_header(line: &str) -> Option<(String, u64)> {
    let rest = line.strip_prefix("# ")?;
    let (description, after) = rest.split_once(", seed ")?;
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    Some((description.to_string(), digits.parse().ok()?))
}

/// "game N\tplayer S\tRESULT[, stopped]\tK actions\tADDRESS".
fn read_game(line: &str, seed: u64) -> Option<PooledGame> {
    let mut fields = line.split('\t');
    fields.next()?.strip_prefix("game ")?.parse::<u64>().ok()?;
    let seat = fields.next()?.strip_prefix("player ")?.parse().ok()?;
    let outcome = fields.next()?;
    let (result, stopped) = match outcome.strip_suffix(", stopped") {
        Some(result) => (result, true),
        None => (outcome, false),
    };
    let result = read_result(result)?;
    fields
        .next()?
        .strip_suffix(" actions")?
        .parse::<u64>()
        .ok()?;
    Some(PooledGame {
        seed,
        seat,
        result,
        stopped,
    })
}

/// A replays file of four games, for tests here and in
/// [`crate::pooling`].
#[cfg(test)]
pub(crate) const SAMPLE: &str = "# martian-checkers players=3: hard vs mcts, seed 1301, time scale 0.1; the seat and result are hard's\n\
game 1\tplayer 1\tLoss\t113 actions\t#/martian-checkers?players=3&mode=replay&r=AATF\n\
game 2\tplayer 2\tWin\t122 actions\t#/martian-checkers?players=3&mode=replay&r=CWAJ\n\
game 3\tplayer 3\tDraw of 3, stopped\t400 actions\t#/martian-checkers?players=3&mode=replay&r=BBQD\n\
game 4\tplayer 1\tWin\t80 actions\t#/martian-checkers?players=3&mode=replay&r=DDQA\n";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_replays_file_gives_its_match_seed_seats_and_results() {
        let run = read_run("a", SAMPLE).unwrap();
        assert_eq!(run.description, "martian-checkers players=3: hard vs mcts");
        assert_eq!(run.games.len(), 4);
        assert_eq!(
            run.games[2],
            PooledGame {
                seed: 1301,
                seat: 3,
                result: GameResult::Draw { among: 3 },
                stopped: true
            }
        );
    }

    #[test]
    fn what_is_not_a_replays_file_is_told_with_its_line() {
        let error = read_run("runs/x.txt", "game 1: Win in 93 actions (1/12 done)\n").unwrap_err();
        assert!(
            error.starts_with("runs/x.txt, line 1: not a replays file's header"),
            "{error}"
        );
        let broken = SAMPLE.replace("player 2\tWin", "player 2\tTriumph");
        let error = read_run("b", &broken).unwrap_err();
        assert!(
            error.starts_with("b, line 3: not a game: 'game 2\tplayer 2\tTriumph"),
            "{error}"
        );
        assert!(error.ends_with("…'"), "a long line is cut: {error}");
        assert_eq!(read_run("c", "").unwrap_err(), "c is empty");
        for bad in ["Draw of 5", "Draw of 1", "Draw of x", "Draw of "] {
            let broken = SAMPLE.replace("Draw of 3", bad);
            assert!(read_run("d", &broken).is_err(), "{bad}");
        }
    }

    #[test]
    fn what_is_written_reads_back() {
        let options = [("players".to_string(), "3".to_string())];
        let record = |seat, result, stopped| GameRecord {
            result,
            actions: 90,
            iterations: [0; 2],
            seconds: [0.0; 2],
            stopped,
            seat,
            code: "ABCD".into(),
        };
        let mut text = header("martian-checkers", &options, ["hard", "mcts"], 12, 0.1);
        text.push_str(&game_line(
            1,
            &record(3, GameResult::Loss, false),
            "martian-checkers",
            &options,
        ));
        text.push_str(&game_line(
            2,
            &record(1, GameResult::DRAW, true),
            "martian-checkers",
            &options,
        ));
        text.push_str(&game_line(
            3,
            &record(2, GameResult::Draw { among: 3 }, false),
            "martian-checkers",
            &options,
        ));
        let run = read_run("r", &text).unwrap();
        assert_eq!(run.description, "martian-checkers players=3: hard vs mcts");
        assert!(text.contains("\tDraw, stopped\t") && text.contains("\tDraw of 3\t"));
        let game = |seat, result, stopped| PooledGame {
            seed: 12,
            seat,
            result,
            stopped,
        };
        assert_eq!(
            run.games,
            [
                game(3, GameResult::Loss, false),
                game(1, GameResult::DRAW, true),
                game(2, GameResult::Draw { among: 3 }, false)
            ]
        );
    }
}
