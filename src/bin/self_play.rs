//! Games of a search against itself, for fitting an evaluation:
//!
//! ```sh
//! self-play GAME [KEY=VALUE …] SEARCH GAMES SEED ITERATIONS > positions.txt
//! self-play mad-rooks mcts-implicit 2500 101 2000 > positions.txt
//! self-play martian-checkers players=3 hard 3000 101 2000 > positions.txt
//! ```
//!
//! SEARCH is one of the tournament's searches (`hard`, `mcts-implicit`,
//! …). Each game opens with six actions at random (so that the games
//! differ) and goes on with that search at ITERATIONS iterations an
//! action, on both sides, each action searched afresh. Every position met
//! before the end is printed as one line: the game's number, the
//! position's text, and the winners (players numbered from 1, joined by
//! commas). A game that can be ended by agreement (Martian Checkers,
//! scored by the stashes) is ended so after the tournament's
//! [`MAX_ACTIONS`](boardgames::tournament::MAX_ACTIONS), as the tournament
//! ends it; any other game still going after [`MAX_ACTIONS`] is left out.
//! Given the same arguments the output is the same.

use boardgames::ai::level::Budget;
use boardgames::ai::thinker::search_natively;
use boardgames::ai::Engine;
use boardgames::game::Status;
use boardgames::registry;
use boardgames::rng::Rng;
use boardgames::tournament::{self, Contender};
use std::io::Write;

/// Actions played at random at the start of each game.
const RANDOM_OPENING: usize = 6;
/// A game still going after this many actions is left out.
const MAX_ACTIONS: usize = 1000;

fn main() {
    if let Err(message) = run() {
        eprintln!("self-play: {message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: self-play GAME [KEY=VALUE …] SEARCH GAMES SEED ITERATIONS";
    let (game, rest) = args.split_first().ok_or(usage)?;
    let split = rest.len().checked_sub(4).ok_or(usage)?;
    let (options, [search, games, seed, iterations]) = rest.split_at(split) else {
        return Err(usage.into());
    };
    let options = registry::parse_options(options.iter().map(String::as_str))?;
    let Contender::Search { engine, .. } = Contender::parse(search, 1.0)? else {
        return Err(format!("'{search}' is not a search"));
    };
    let number = |text: &str, what: &str| {
        text.parse::<u64>()
            .map_err(|_| format!("{what} must be a whole number, not '{text}'"))
    };
    let (games, seed, iterations) = (
        number(games, "GAMES")?,
        number(seed, "SEED")?,
        number(iterations, "ITERATIONS")?.max(1),
    );
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for index in 0..games {
        let mut rng =
            Rng::new(seed.wrapping_mul(1_000_003) ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let Some(played) = play(game, &options, engine, iterations, &mut rng)? else {
            continue;
        };
        let winners: Vec<String> = played.winners.iter().map(u8::to_string).collect();
        let winners = winners.join(",");
        for position in played.positions {
            writeln!(out, "{index} {position} {winners}").map_err(|e| e.to_string())?;
        }
    }
    out.flush().map_err(|e| e.to_string())
}

/// A game played out: the positions before each action, and the winners.
struct Played {
    positions: Vec<String>,
    winners: Vec<u8>,
}

/// One game; `None` when it ran past [`MAX_ACTIONS`].
fn play(
    game: &str,
    options: &[(String, String)],
    engine: Engine,
    iterations: u64,
    rng: &mut Rng,
) -> Result<Option<Played>, String> {
    let mut session = registry::start(game, options)?;
    let mut positions = Vec::new();
    loop {
        if let Status::Over { winners, .. } = session.status() {
            return Ok(Some(Played { positions, winners }));
        }
        if positions.len() >= tournament::MAX_ACTIONS {
            if let Some(winners) = tournament::winners_by_agreement(session.as_ref()) {
                return Ok(Some(Played { positions, winners }));
            }
        }
        if positions.len() >= MAX_ACTIONS {
            return Ok(None);
        }
        positions.push(session.position());
        let action = if positions.len() <= RANDOM_OPENING {
            session.baseline(false, rng)
        } else {
            let mut search = session.searcher(engine, rng.next_u64());
            search_natively(
                search.as_mut(),
                Budget {
                    millis: f64::INFINITY,
                    iterations,
                },
            );
            search.best()
        };
        let action = action.ok_or("no action in a game that goes on")?;
        session.play(&action)?;
    }
}
