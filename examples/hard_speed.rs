//! Hard's Monte Carlo search at 3- and 4-player Martian Checkers on a
//! fixed set of positions, so that a speed-up can be timed and shown to
//! change no choice: `hard_speed PLAYERS ITERATIONS < POSITIONS` (the
//! lines `mcts_speed positions` prints) searches each position afresh for
//! ITERATIONS iterations with Hard's settings and prints the iterations a
//! second and a digest of every search's choices and visits. Two builds
//! that print the same digest chose alike on every position. A third
//! argument, `candidate`, searches with the game's candidate evaluation
//! (the tournament's `hard-candidate-evaluation`).

use boardgames::ai::mcts::Search;
use boardgames::ai::Engine;
use boardgames::games::martian::Martian;
use std::hash::{Hash, Hasher};
use std::io::BufRead;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| args.get(i).and_then(|a| a.parse::<u32>().ok());
    let candidate = match args.get(2).map(String::as_str) {
        None => Some(false),
        Some("candidate") => Some(true),
        Some(_) => None,
    };
    match (number(0), number(1), candidate) {
        (Some(players), Some(iterations), Some(candidate)) => {
            match time(players, iterations, candidate) {
                Ok(()) => ExitCode::SUCCESS,
                Err(message) => {
                    eprintln!("hard_speed: {message}");
                    ExitCode::FAILURE
                }
            }
        }
        _ => {
            eprintln!("usage: hard_speed PLAYERS ITERATIONS [candidate] < POSITIONS");
            ExitCode::FAILURE
        }
    }
}

fn time(players: u32, iterations: u32, candidate: bool) -> Result<(), String> {
    let players = u8::try_from(players).map_err(|_| format!("{players} players: no such game"))?;
    // Read as `mcts_speed time` reads them; that example shares no code
    // with this one, since the script copies it alone into an old build.
    let mut positions = Vec::new();
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        positions.push(Martian::from_position(
            &line.replace('|', "\n"),
            Some(players),
        )?);
    }
    let Some(first) = positions.first() else {
        return Err("no positions on stdin".into());
    };
    // Hard's engine as the levels build it (the solver included), not the
    // game's bare choice.
    let Engine::Mcts(settings) = Engine::Strongest.for_game(first) else {
        return Err("Hard does not search this game by Monte Carlo".into());
    };
    let settings = boardgames::ai::MctsSettings {
        candidate_evaluation: candidate,
        ..settings
    };
    let mut digest = std::collections::hash_map::DefaultHasher::new();
    let start = std::time::Instant::now();
    let mut total = 0u64;
    for (i, position) in positions.iter().enumerate() {
        let mut search = Search::new(position.clone(), i as u64).with_settings(settings);
        search.run(iterations);
        total += search.iterations();
        for choice in search.choices() {
            format!("{:?}", choice.action).hash(&mut digest);
            choice.visits.hash(&mut digest);
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{} positions, {total} iterations, {seconds:.2} s, {:.0} iterations/s, digest {:016x}",
        positions.len(),
        total as f64 / seconds,
        digest.finish()
    );
    Ok(())
}
