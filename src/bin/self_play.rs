//! Games of a search against itself, or of searches against each other,
//! for fitting an evaluation:
//!
//! ```sh
//! self-play GAME [KEY=VALUE …] SEARCH GAMES SEED ITERATIONS > positions.txt
//! self-play mad-rooks mcts-implicit 2500 101 2000 > positions.txt
//! self-play martian-checkers players=3 hard 3000 101 2000 > positions.txt
//! self-play martian-checkers players=3 hard,mcts,mcts 1000 401 3000,4500,4500 > mixed.txt
//! ```
//!
//! SEARCH is one of the tournament's searches (`hard`, `mcts-implicit`, …),
//! or one for each of the game's players joined by commas; ITERATIONS is
//! one number, or one for each search joined by commas. Each game opens
//! with six actions at random (so that the games differ) and goes on with
//! the searches at their ITERATIONS iterations an action, each action
//! searched afresh. With a search for each player, the searches move round
//! the seats from one game to the next (game 0 seats them as listed, game 1
//! starts the list at the second), so each plays each seat as often. Every
//! position met before the end is printed as one line: the game's number,
//! the position's text, and the winners (players numbered from 1, joined by
//! commas). A game that can be ended by agreement (Martian Checkers, scored
//! by the stashes) is ended so after the tournament's
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
    let number = |text: &str, what: &str| {
        text.parse::<u64>()
            .map_err(|_| format!("{what} must be a whole number, not '{text}'"))
    };
    let (games, seed) = (number(games, "GAMES")?, number(seed, "SEED")?);
    let iterations = iterations
        .split(',')
        .map(|text| Ok(number(text, "ITERATIONS")?.max(1)))
        .collect::<Result<Vec<u64>, String>>()?;
    let names: Vec<&str> = search.split(',').collect();
    if iterations.len() > 1 && iterations.len() != names.len() {
        return Err(format!(
            "ITERATIONS gives {} numbers for {} searches",
            iterations.len(),
            names.len()
        ));
    }
    let searches = names
        .into_iter()
        .enumerate()
        .map(|(index, name)| {
            let Contender::Search { engine, .. } = Contender::parse(name, 1.0)? else {
                return Err(format!("'{name}' is not a search"));
            };
            let iterations = match iterations.as_slice() {
                [all] => *all,
                each => each[index],
            };
            Ok(Seat { engine, iterations })
        })
        .collect::<Result<Vec<Seat>, String>>()?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    for index in 0..games {
        let mut rng =
            Rng::new(seed.wrapping_mul(1_000_003) ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
        let first = usize::try_from(index % searches.len() as u64).unwrap_or(0);
        let Some(played) = play(game, &options, &searches, first, &mut rng)? else {
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

/// How one player searches: which search, and its iterations an action.
#[derive(Clone, Copy)]
struct Seat {
    engine: Engine,
    iterations: u64,
}

/// A game played out: the positions before each action, and the winners.
struct Played {
    positions: Vec<String>,
    winners: Vec<u8>,
}

/// One game, `seats[first]` playing for player 1, the next for player 2
/// and so on round the list (one seat plays for all); `None` when it ran
/// past [`MAX_ACTIONS`].
fn play(
    game: &str,
    options: &[(String, String)],
    seats: &[Seat],
    first: usize,
    rng: &mut Rng,
) -> Result<Option<Played>, String> {
    let mut session = registry::start(game, options)?;
    let players = session.view().seats.len();
    if seats.len() > 1 && seats.len() != players {
        return Err(format!("{} searches for {players} players", seats.len()));
    }
    let mut positions = Vec::new();
    loop {
        let to_act = match session.status() {
            Status::Over { winners, .. } => return Ok(Some(Played { positions, winners })),
            Status::ToAct(player) => player,
        };
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
            // Player `to_act` (from 1) sits `to_act - 1` places round
            // from `first`; written so that no player number underflows.
            let seat = seats[(usize::from(to_act) + first + seats.len() - 1) % seats.len()];
            let mut search = session.searcher(seat.engine, rng.next_u64());
            search_natively(
                search.as_mut(),
                Budget {
                    millis: f64::INFINITY,
                    iterations: seat.iterations,
                },
            );
            search.best()
        };
        let action = action.ok_or("no action in a game that goes on")?;
        session.play(&action)?;
    }
}
