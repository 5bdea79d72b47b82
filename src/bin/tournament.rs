//! Strength, measured: plays two players against each other for N games of
//! one game, seats alternating, and prints wins, draws and losses with a 95%
//! confidence interval, and each searcher's speed.
//!
//! ```text
//! cargo run --release --bin tournament -- GAME [KEY=VALUE …] A B [--games N] [--scale S] [--threads T] [--seed X] [--replays FILE]
//! ```
//!
//! A and B are `random`, `greedy`, `easy`, `medium`, `hard`, `expert`,
//! `hard-fresh` (Hard searching each action afresh, not keeping its tree),
//! `hard-halving` (Hard spending its time by sequential halving at the
//! root where its search is the Monte Carlo search), `hard-without-rave`
//! (Hard without RAVE, where its search has it),
//! `mcts` (the Monte Carlo search at Hard's budget), `alphabeta` (the
//! alpha-beta baseline: captures first, material only, at Hard's time),
//! the other searches at Hard's time that the README lists, or
//! `iterations=N`; a search followed by `@K` thinks K times its time
//! (`mcts@10`). `--scale 0.1` gives every player a tenth of its thinking
//! time, to measure faster than real time. `--first-seat-wins W-D-L` gives
//! the first seat's wins, draws and losses between equals (a searcher
//! against itself) in a two-player game, and the command then also prints
//! A's score with the first seat's advantage taken out
//! (`boardgames::seat_adjusted`). `--replays FILE` writes each game's
//! seat, result and the site's address that replays it, one game a line.
//! `--seat S` plays only the games where A sits in seat S: the same games,
//! numbered as a whole match numbers them, that A plays there in a match of
//! all seats with the same seed (a study of one seat costs no games spent
//! in the others).

use boardgames::command_line::{number, options_and_rest, Arguments};
use boardgames::pooling::shared_draws;
use boardgames::registry;
use boardgames::replays_file;
use boardgames::seat_adjusted::{seat_adjusted_score, SeatResults};
use boardgames::tournament::{
    index_in_seat, play_game, score_of, wilson, Contender, GameRecord, Tally, MAX_ACTIONS,
};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

struct Match {
    game: String,
    options: Vec<(String, String)>,
    contenders: [Contender; 2],
    /// The contenders as the command line names them (`mcts@10`, say),
    /// for the report.
    names: [String; 2],
    games: u64,
    scale: f64,
    threads: usize,
    seed: u64,
    /// The first seat's results between equals, if given.
    first_seat_wins: Option<SeatResults>,
    /// Where to write each game's replay address, if anywhere.
    replays: Option<String>,
    /// The one seat A plays, if only one; with `players`, which games
    /// those are.
    seat: Option<u64>,
    players: u64,
}

fn parse_args(args: &[String]) -> Result<Match, String> {
    let read = Arguments::read(
        args,
        &[
            "--games",
            "--scale",
            "--threads",
            "--seed",
            "--replays",
            "--first-seat-wins",
            "--seat",
        ],
    )?;
    let games = read.number("--games", 20u64)?;
    let scale = read.number("--scale", 1.0f64)?;
    let seed = read.number("--seed", 1u64)?;
    let threads = read.number(
        "--threads",
        std::thread::available_parallelism().map_or(1, |n| n.get()),
    )?;
    let replays = read.value("--replays").map(String::from);
    let seat = read
        .value("--seat")
        .map(|text| number::<u64>(text).map_err(|e| format!("--seat: {e}")))
        .transpose()?;
    let first_seat_wins = read
        .value("--first-seat-wins")
        .map(seat_results)
        .transpose()?;
    let Some((game, rest)) = read.words.split_first() else {
        return Err("usage: tournament GAME [KEY=VALUE …] A B [--games N] [--scale S] [--threads T] [--seed X] [--replays FILE] [--seat S]".into());
    };
    let (options, players) = options_and_rest(rest);
    let [a, b] = players[..] else {
        return Err(format!("give exactly two players, not {}", players.len()));
    };
    let options = registry::parse_options(options)?;
    let players = registry::start(game, &options)?.scores().len();
    if let Some(s) = seat {
        if s == 0 || s > players as u64 {
            return Err(format!("--seat {s}: this game has seats 1 to {players}"));
        }
    }
    if first_seat_wins.is_some() && players != 2 {
        return Err(format!(
            "--first-seat-wins needs a two-player game, and this one has {players} players"
        ));
    }
    Ok(Match {
        game: game.clone(),
        options,
        contenders: [Contender::parse(a, scale)?, Contender::parse(b, scale)?],
        names: [a.to_string(), b.to_string()],
        games,
        scale,
        threads: threads.max(1),
        seed,
        first_seat_wins,
        replays,
        seat,
        players: players as u64,
    })
}

impl Match {
    /// The index (as [`play_game`] takes it, which sets the seats and the
    /// game's random choices) of the match's game number `n`, from 0.
    fn game_index(&self, n: u64) -> u64 {
        match self.seat {
            Some(seat) => index_in_seat(n, seat, self.players),
            None => n,
        }
    }
}

/// Wins, draws and losses written `W-D-L`, as the by-seat counts print.
fn seat_results(text: &str) -> Result<SeatResults, String> {
    let counts: Vec<&str> = text.split('-').collect();
    let [w, d, l] = counts[..] else {
        return Err(format!(
            "'{}' is not wins-draws-losses, such as 48-0-12",
            text.chars().take(20).collect::<String>()
        ));
    };
    Ok([number(w)?, number(d)?, number(l)?])
}

/// Plays the match: its tally, and each game's record by its number.
fn run(m: &Match) -> Result<(Tally, Vec<(u64, GameRecord)>), String> {
    let next = AtomicU64::new(0);
    let tally = Mutex::new(Tally::default());
    let records = Mutex::new(Vec::new());
    let failure = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..m.threads {
            scope.spawn(|| loop {
                let n = next.fetch_add(1, Ordering::Relaxed);
                if n >= m.games {
                    return;
                }
                let index = m.game_index(n);
                match play_game(&m.game, &m.options, m.contenders, index, m.seed) {
                    Ok(record) => {
                        let mut t = tally.lock().unwrap_or_else(|e| e.into_inner());
                        t.add(&record);
                        eprintln!(
                            "game {}: {:?} in {} actions ({}/{} done)",
                            index + 1,
                            record.result,
                            record.actions,
                            t.games(),
                            m.games
                        );
                        drop(t);
                        let mut r = records.lock().unwrap_or_else(|e| e.into_inner());
                        r.push((index, record));
                    }
                    Err(e) => {
                        *failure.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                        return;
                    }
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    let mut records = records.into_inner().unwrap_or_else(|e| e.into_inner());
    records.sort_by_key(|(index, _)| *index);
    Ok((
        tally.into_inner().unwrap_or_else(|e| e.into_inner()),
        records,
    ))
}

/// The replays file: a comment line naming the match, then one line per
/// game: its number, the seat A played, A's result, the actions and the
/// address (after the site's `index.html`) that replays it.
fn replays_text(m: &Match, records: &[(u64, GameRecord)]) -> String {
    let [a, b] = &m.names;
    let mut text = replays_file::header(&m.game, &m.options, [a, b], m.seed, m.scale);
    for (index, record) in records {
        text.push_str(&replays_file::game_line(
            index + 1,
            record,
            &m.game,
            &m.options,
        ));
    }
    text
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args == ["--list"] {
        // Every game and option choice, one a line, as this command takes
        // them (scripts/strength.sh reads this list).
        for (game, options) in registry::variants() {
            let words: Vec<String> = options.iter().map(|(k, v)| format!("{k}={v}")).collect();
            println!("{} {}", game.id, words.join(" "));
        }
        return;
    }
    let m = match parse_args(&args) {
        Ok(m) => m,
        Err(e) => {
            eprintln!("tournament: {e}");
            std::process::exit(2);
        }
    };
    let (t, records) = match run(&m) {
        Ok(done) => done,
        Err(e) => {
            eprintln!("tournament: {e}");
            std::process::exit(1);
        }
    };
    if let Some(path) = &m.replays {
        if let Err(e) = std::fs::write(path, replays_text(&m, &records)) {
            eprintln!("tournament: could not write the replays to {path}: {e}");
        }
    }
    let [a, b] = &m.names;
    let options: Vec<String> = m.options.iter().map(|(k, v)| format!("{k}={v}")).collect();
    let (lo, hi) = t.interval();
    let game = [m.game.clone()]
        .into_iter()
        .chain(options)
        .collect::<Vec<_>>();
    println!(
        "{}: {a} vs {b}, {} games, time scale {}, {} threads",
        game.join(" "),
        t.games(),
        m.scale,
        m.threads
    );
    let [wins, draws, losses] = t.results();
    println!(
        "{a}: {wins} wins, {draws} draws, {losses} losses{}; score {:.1}% (95% CI {:.1}%–{:.1}%); {:.0} actions per game",
        shared_draws(&t),
        100.0 * t.score(),
        100.0 * lo,
        100.0 * hi,
        t.actions as f64 / f64::from(t.games().max(1))
    );
    let seats: Vec<String> = t
        .by_seat
        .iter()
        .enumerate()
        .filter(|(_, [w, d, l])| w + d + l > 0)
        .map(|(i, [w, d, l])| format!("as player {}: {w}-{d}-{l}", i + 1))
        .collect();
    println!("{a} by seat (wins-draws-losses): {}", seats.join("; "));
    // Between equals the seat alone decides the first player's share: what
    // `--first-seat-wins` takes, and how far a game favours one seat.
    if let (true, Some(first)) = (a == b, t.first_player()) {
        let [w, d, l] = first;
        let share = score_of(first);
        let (lo, hi) = wilson(share, f64::from(w + d + l));
        println!(
            "the first player, either {a}: {w}-{d}-{l}, {:.1}% (95% CI {:.1}%–{:.1}%)",
            100.0 * share,
            100.0 * lo,
            100.0 * hi
        );
    }
    if let Some(equals) = m.first_seat_wins {
        let [first, second, ..] = t.by_seat;
        match seat_adjusted_score(equals, first, second) {
            Some((score, lo, hi)) => println!(
                "{a} seat-adjusted (the first seat {}-{}-{} between equals): {:.1}% (95% CI {:.1}%–{:.1}%)",
                equals[0],
                equals[1],
                equals[2],
                100.0 * score,
                100.0 * lo,
                100.0 * hi
            ),
            None => println!("no seat-adjusted score: it needs games from both seats and between equals"),
        }
    }
    let [wins, draws, losses] = t.stopped;
    if wins + draws + losses > 0 {
        println!(
            "{} games reached {MAX_ACTIONS} actions and were ended by agreement ({a}: {wins}-{draws}-{losses} in them)",
            wins + draws + losses
        );
    }
    for (side, name) in [a, b].iter().enumerate() {
        if let Some(speed) = t.speed(side) {
            println!("{name}: {speed:.0} iterations/s");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardgames::tournament::GameResult;

    #[test]
    fn first_seat_wins_read_as_the_by_seat_counts_print() {
        assert_eq!(seat_results("48-0-12"), Ok([48, 0, 12]));
        for bad in ["48-0", "48-0-12-1", "a-0-1", "", "-1-0-0"] {
            assert!(seat_results(bad).is_err(), "{bad}");
        }
        let args: Vec<String> = [
            "mad-rooks",
            "hard",
            "alphabeta",
            "--first-seat-wins",
            "8-1-1",
        ]
        .map(String::from)
        .to_vec();
        assert_eq!(parse_args(&args).unwrap().first_seat_wins, Some([8, 1, 1]));
        let three: Vec<String> = [
            "martian-checkers",
            "players=3",
            "hard",
            "mcts",
            "--first-seat-wins",
            "8-1-1",
        ]
        .map(String::from)
        .to_vec();
        assert!(parse_args(&three).is_err_and(|e| e.contains("two-player")));
    }

    fn words(list: &[&str]) -> Vec<String> {
        list.iter().map(|w| w.to_string()).collect()
    }

    #[test]
    fn one_seat_plays_the_games_a_whole_match_plays_in_it() {
        let whole = parse_args(&words(&["martian-checkers", "players=3", "hard", "mcts"])).unwrap();
        assert_eq!(
            (0..4).map(|n| whole.game_index(n)).collect::<Vec<_>>(),
            [0, 1, 2, 3]
        );
        let third = parse_args(&words(&[
            "martian-checkers",
            "players=3",
            "hard",
            "mcts",
            "--seat",
            "3",
        ]))
        .unwrap();
        assert_eq!(
            (0..3).map(|n| third.game_index(n)).collect::<Vec<_>>(),
            [2, 5, 8]
        );
        // play_game seats the first contender by the index: seat 3 each time.
        let random = parse_args(&words(&["mad-rooks", "random", "random", "--seat", "2"])).unwrap();
        for n in 0..3 {
            let record = play_game(
                &random.game,
                &random.options,
                random.contenders,
                random.game_index(n),
                1,
            )
            .unwrap();
            assert_eq!(record.seat, 2);
        }
        for bad in ["0", "3", "x"] {
            let args = words(&["mad-rooks", "hard", "mcts", "--seat", bad]);
            assert!(
                parse_args(&args).is_err_and(|e| e.starts_with("--seat")),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_replays_file_has_a_line_per_game_with_its_address() {
        let args: Vec<String> = [
            "martian-checkers",
            "players=3",
            "hard",
            "mcts",
            "--seed",
            "7",
            "--replays",
            "games.txt",
        ]
        .map(String::from)
        .to_vec();
        let m = parse_args(&args).unwrap();
        assert_eq!(m.replays.as_deref(), Some("games.txt"));
        let record = |seat, result, stopped, code: &str| GameRecord {
            result,
            actions: 4,
            iterations: [0; 2],
            seconds: [0.0; 2],
            stopped,
            seat,
            code: code.into(),
        };
        let records = [
            (0, record(1, GameResult::Win, false, "ABCD")),
            (1, record(2, GameResult::DRAW, true, "EFGH")),
        ];
        let text = replays_text(&m, &records);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines,
            [
                "# martian-checkers players=3: hard vs mcts, seed 7, time scale 1; the seat and result are hard's",
                "game 1\tplayer 1\tWin\t4 actions\t#/martian-checkers?players=3&mode=replay&r=ABCD",
                "game 2\tplayer 2\tDraw, stopped\t4 actions\t#/martian-checkers?players=3&mode=replay&r=EFGH",
            ]
        );
    }
}
