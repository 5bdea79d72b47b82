//! The plain Monte Carlo search's speed at Martian Checkers on a fixed set
//! of positions, so that two builds of the engine can be timed on the same
//! work: `scripts/mcts-then-and-now.sh` runs it against this checkout and
//! against the commit where `mcts` became the tournament's name for that
//! day's Hard (docs/strength.md, "The forty-fourth session"). It uses only
//! what both builds have.
//!
//! `mcts_speed positions PLAYERS GAMES` prints a position every tenth
//! action of GAMES games the search plays against itself at 1,000
//! iterations an action, one line each (`|` for the text's line breaks);
//! `mcts_speed time PLAYERS ITERATIONS` reads such lines and searches each
//! position afresh for ITERATIONS iterations, then prints the iterations a
//! second over them all.

use boardgames::ai::mcts::Search;
use boardgames::game::{Game, Status};
use boardgames::games::martian::Martian;
use std::io::BufRead;
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |i: usize| args.get(i).and_then(|a| a.parse::<u32>().ok());
    let result = match (args.first().map(String::as_str), number(1), number(2)) {
        (Some("positions"), Some(players), Some(games)) => positions(players, games),
        (Some("time"), Some(players), Some(iterations)) => time(players, iterations),
        _ => Err("usage: mcts_speed positions PLAYERS GAMES | time PLAYERS ITERATIONS".into()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("mcts_speed: {message}");
            ExitCode::FAILURE
        }
    }
}

fn players_of(players: u32) -> Result<u8, String> {
    u8::try_from(players).map_err(|_| format!("{players} players: no such game"))
}

fn positions(players: u32, games: u32) -> Result<(), String> {
    for g in 0..u64::from(games) {
        let mut game = Martian::new(players_of(players)?)?;
        for n in 0..400u64 {
            if !matches!(game.status(), Status::ToAct(_)) {
                break;
            }
            if n % 10 == 5 {
                println!("{}", game.position_text().replace('\n', "|"));
            }
            let mut search = Search::new(game.clone(), g * 1000 + n);
            search.run(1000);
            let Some(action) = search.best() else { break };
            game.apply(action);
        }
    }
    Ok(())
}

fn time(players: u32, iterations: u32) -> Result<(), String> {
    let players = players_of(players)?;
    let mut positions = Vec::new();
    for line in std::io::stdin().lock().lines() {
        let line = line.map_err(|e| e.to_string())?;
        positions.push(Martian::from_position(
            &line.replace('|', "\n"),
            Some(players),
        )?);
    }
    let start = std::time::Instant::now();
    let mut total = 0u64;
    for (i, position) in positions.iter().enumerate() {
        let mut search = Search::new(position.clone(), i as u64);
        search.run(iterations);
        total += search.iterations();
    }
    let seconds = start.elapsed().as_secs_f64();
    println!(
        "{} positions, {total} iterations, {seconds:.2} s, {:.0} iterations/s",
        positions.len(),
        total as f64 / seconds
    );
    Ok(())
}
