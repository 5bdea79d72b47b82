//! The games of several tournament runs pooled into one tally, and two
//! pools compared: how docs/strength.md adds up a measurement played as
//! many runs of a few games each (one seed a run, one run a core). A run's
//! games are read from its replays file ([`crate::replays_file`]).

use crate::replays_file::PooledGame;
use crate::tournament::{score_of, wilson, GameRecord, Tally};

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

/// The variance of one game's score (1, a share 1/k of a win shared by k,
/// or 0) over a tally's games.
pub fn score_variance(tally: &Tally) -> f64 {
    let n = f64::from(tally.games());
    if n < 2.0 {
        return 0.0;
    }
    let p = tally.score();
    let squares: f64 = tally
        .counts()
        .map(|(result, count)| f64::from(count) * (result.share() - p).powi(2))
        .sum();
    squares / (n - 1.0)
}

/// How far `a`'s score is above `b`'s, with the standard error of that
/// difference (each tally's games taken as independent draws).
pub fn difference(a: &Tally, b: &Tally) -> (f64, f64) {
    let games = |t: &Tally| f64::from(t.games().max(1));
    let error = (score_variance(a) / games(a) + score_variance(b) / games(b)).sqrt();
    (a.score() - b.score(), error)
}

/// A tally in a line: games, score with its interval, wins-draws-losses
/// (with the draws shared by more than two, and the score with every draw
/// counted half, where there are any), by seat, games stopped at the cap
/// (and their wins-draws-losses).
pub fn describe(tally: &Tally) -> String {
    let (low, high) = wilson(tally.score(), f64::from(tally.games()));
    let [wins, draws, losses] = tally.results();
    let stopped = tally.stopped.iter().sum::<u32>();
    let [stopped_wins, stopped_draws, stopped_losses] = tally.stopped;
    let seats: Vec<String> = tally
        .by_seat
        .iter()
        .filter(|seat| seat.iter().sum::<u32>() > 0)
        .map(|[w, d, l]| format!("{w}-{d}-{l}"))
        .collect();
    format!(
        "{} games, {:.1}% ({:.1}–{:.1}), {wins}-{draws}-{losses}{}; by seat {}; {stopped} stopped at the cap{}",
        tally.games(),
        100.0 * tally.score(),
        100.0 * low,
        100.0 * high,
        shared_draws(tally),
        seats.join(", "),
        if stopped > 0 {
            format!(" ({stopped_wins}-{stopped_draws}-{stopped_losses})")
        } else {
            String::new()
        }
    )
}

/// ", of the draws N shared by three and M by four (every draw counted
/// half: X%)", or nothing when no draw was shared by more than two.
pub fn shared_draws(tally: &Tally) -> String {
    if tally.draws_among_more_than_two() == 0 {
        return String::new();
    }
    let [.., three, four] = tally.draws_shared_by;
    let by = match (three, four) {
        (_, 0) => format!("{three} shared by three"),
        (0, _) => format!("{four} shared by four"),
        _ => format!("{three} shared by three and {four} by four"),
    };
    format!(
        ", of the draws {by} (every draw counted half: {:.1}%)",
        100.0 * score_of(tally.results())
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::replays_file::{read_run, SAMPLE};
    use crate::tournament::GameResult;

    #[test]
    fn a_replays_file_pools_into_its_seats_results_and_cap() {
        let run = read_run("a", SAMPLE).unwrap();
        let t = tally(&run.games);
        assert_eq!(t.results(), [2, 1, 1]);
        assert_eq!(
            t.draws_shared_by,
            [0, 0, 0, 1, 0],
            "the draw is among three"
        );
        assert_eq!(t.by_seat[0], [1, 0, 1]);
        assert_eq!(t.by_seat[2], [0, 1, 0]);
        assert_eq!(t.stopped, [0, 1, 0], "the game at the cap is the draw");
        assert!((t.score() - (2.0 + 1.0 / 3.0) / 4.0).abs() < 1e-12);
        assert_eq!(
            describe(&t),
            "4 games, 58.3% (19.5–89.0), 2-1-1, of the draws 1 shared by three (every draw counted half: 62.5%); by seat 1-0-1, 1-0-0, 0-1-0; 1 stopped at the cap (0-1-0)"
        );
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
                .chain(std::iter::repeat_n(game(GameResult::DRAW), draws))
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
        // A draw among three is a third of a win, in the mean and the
        // spread alike.
        let mut three = games(1, 1, 1);
        three[1].result = GameResult::Draw { among: 3 };
        let c = tally(&three);
        let p = (1.0 + 1.0 / 3.0) / 3.0;
        assert!((c.score() - p).abs() < 1e-12);
        let spread = (1.0 - p).powi(2) + (1.0 / 3.0 - p).powi(2) + p.powi(2);
        assert!((score_variance(&c) - spread / 2.0).abs() < 1e-12);
    }
}
