//! The games of several tournament runs pooled into one tally, and two
//! pools compared: how docs/strength.md adds up a measurement played as
//! many runs of a few games each (one seed a run, one run a core). A run's
//! games are read from the replays file `tournament --replays` writes.

use crate::tournament::{wilson, GameRecord, GameResult, Tally};

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

/// At most this much of a line is quoted in an error.
const EXCERPT_CHARS: usize = 40;

fn excerpt(line: &str) -> String {
    let short: String = line.chars().take(EXCERPT_CHARS).collect();
    if short.len() < line.len() {
        format!("{short}…")
    } else {
        short
    }
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
    let result = match result {
        "Win" => GameResult::Win,
        "Draw" => GameResult::Draw,
        "Loss" => GameResult::Loss,
        _ => return None,
    };
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

/// The tally of `games`: scores, seats and games stopped at the cap (no
/// times or iterations: the replays do not keep them).
pub fn tally<'a>(games: impl IntoIterator<Item = &'a PooledGame>) -> Tally {
    let mut tally = Tally::default();
    for game in games {
        tally.add(&GameRecord {
            result: game.result,
            actions: 0,
            iterations: [0; 2],
            seconds: [0.0; 2],
            stopped: game.stopped,
            seat: game.seat,
            code: String::new(),
        });
    }
    tally
}

/// The variance of one game's score (1, ½ or 0) over a tally's games.
pub fn score_variance(tally: &Tally) -> f64 {
    let [wins, draws, losses] = tally.results().map(f64::from);
    let n = wins + draws + losses;
    if n < 2.0 {
        return 0.0;
    }
    let p = tally.score();
    (wins * (1.0 - p).powi(2) + draws * (0.5 - p).powi(2) + losses * p.powi(2)) / (n - 1.0)
}

/// How far `a`'s score is above `b`'s, with the standard error of that
/// difference (each tally's games taken as independent draws).
pub fn difference(a: &Tally, b: &Tally) -> (f64, f64) {
    let games = |t: &Tally| f64::from(t.games().max(1));
    let error = (score_variance(a) / games(a) + score_variance(b) / games(b)).sqrt();
    (a.score() - b.score(), error)
}

/// A tally in a line: games, score with its interval, wins-draws-losses,
/// by seat, games stopped at the cap.
pub fn describe(tally: &Tally) -> String {
    let (low, high) = wilson(tally.score(), f64::from(tally.games()));
    let [wins, draws, losses] = tally.results();
    let seats: Vec<String> = tally
        .by_seat
        .iter()
        .filter(|seat| seat.iter().sum::<u32>() > 0)
        .map(|[w, d, l]| format!("{w}-{d}-{l}"))
        .collect();
    format!(
        "{} games, {:.1}% ({:.1}–{:.1}), {wins}-{draws}-{losses}; by seat {}; {} stopped at the cap",
        tally.games(),
        100.0 * tally.score(),
        100.0 * low,
        100.0 * high,
        seats.join(", "),
        tally.stopped
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUN: &str = "# martian-checkers players=3: hard vs mcts, seed 1301, time scale 0.1; the seat and result are hard's\n\
game 1\tplayer 1\tLoss\t113 actions\t#/martian-checkers?players=3&mode=replay&r=AATF\n\
game 2\tplayer 2\tWin\t122 actions\t#/martian-checkers?players=3&mode=replay&r=CWAJ\n\
game 3\tplayer 3\tDraw, stopped\t400 actions\t#/martian-checkers?players=3&mode=replay&r=BBQD\n\
game 4\tplayer 1\tWin\t80 actions\t#/martian-checkers?players=3&mode=replay&r=DDQA\n";

    #[test]
    fn a_replays_file_gives_its_match_seed_seats_and_results() {
        let run = read_run("a", RUN).unwrap();
        assert_eq!(run.description, "martian-checkers players=3: hard vs mcts");
        assert_eq!(run.games.len(), 4);
        assert_eq!(
            run.games[2],
            PooledGame {
                seed: 1301,
                seat: 3,
                result: GameResult::Draw,
                stopped: true
            }
        );
        let t = tally(&run.games);
        assert_eq!(t.results(), [2, 1, 1]);
        assert_eq!(t.by_seat[0], [1, 0, 1]);
        assert_eq!(t.by_seat[2], [0, 1, 0]);
        assert_eq!(t.stopped, 1);
        assert!((t.score() - 0.625).abs() < 1e-12);
        assert_eq!(
            describe(&t),
            "4 games, 62.5% (21.9–90.8), 2-1-1; by seat 1-0-1, 1-0-0, 0-1-0; 1 stopped at the cap"
        );
    }

    #[test]
    fn what_is_not_a_replays_file_is_told_with_its_line() {
        let error = read_run("runs/x.txt", "game 1: Win in 93 actions (1/12 done)\n").unwrap_err();
        assert!(
            error.starts_with("runs/x.txt, line 1: not a replays file's header"),
            "{error}"
        );
        let broken = RUN.replace("player 2\tWin", "player 2\tTriumph");
        let error = read_run("b", &broken).unwrap_err();
        assert!(
            error.starts_with("b, line 3: not a game: 'game 2\tplayer 2\tTriumph"),
            "{error}"
        );
        assert!(error.ends_with("…'"), "a long line is cut: {error}");
        assert_eq!(read_run("c", "").unwrap_err(), "c is empty");
    }

    #[test]
    fn the_difference_of_two_pools_has_the_error_of_both() {
        let games = |wins: usize, draws: usize, losses: usize| -> Vec<PooledGame> {
            let game = |result| PooledGame {
                seed: 1,
                seat: 1,
                result,
                stopped: false,
            };
            std::iter::repeat_n(game(GameResult::Win), wins)
                .chain(std::iter::repeat_n(game(GameResult::Draw), draws))
                .chain(std::iter::repeat_n(game(GameResult::Loss), losses))
                .collect()
        };
        // 60 wins and 40 losses: p = 0.6, variance 0.24 × 100/99.
        let a = tally(&games(60, 0, 40));
        assert!((score_variance(&a) - 0.24 * 100.0 / 99.0).abs() < 1e-12);
        // All draws: no variance at all.
        let b = tally(&games(0, 100, 0));
        assert_eq!(score_variance(&b), 0.0);
        let (lead, error) = difference(&a, &b);
        assert!((lead - 0.1).abs() < 1e-12);
        assert!((error - (0.24f64 / 99.0).sqrt()).abs() < 1e-12);
        // Against itself: no lead, and the error of two such pools.
        let (lead, error) = difference(&a, &a);
        assert_eq!(lead, 0.0);
        assert!((error - (2.0 * 0.24 / 99.0f64).sqrt()).abs() < 1e-12);
    }
}
