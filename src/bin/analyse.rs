//! A game already played, looked into: its turns with the scores after
//! each, and what players would play at any point of it.
//!
//! ```text
//! cargo run --release --bin analyse -- GAME [KEY=VALUE …] CODE
//! cargo run --release --bin analyse -- GAME [KEY=VALUE …] CODE --at N
//! cargo run --release --bin analyse -- GAME [KEY=VALUE …] CODE --at N PLAYER … [--scale S] [--seed X] [--top K]
//! ```
//!
//! CODE is the game's compact record, as the site's address carries it
//! after `r=` and `tournament --replays` writes it. The first form lists
//! the turns. The second prints the position after the first N actions
//! as `position=TEXT`, the option that starts a game there (in the
//! tournament, say, to play a match from a point of a game). The third
//! asks each PLAYER (the tournament's names: `hard`, `mcts`, `alphabeta`,
//! `iterations=N`, …, at its time multiplied by `--scale`) what it would
//! play after the first N actions, and prints the search's K best-ranked
//! actions (5 by default) with their visits and values where the search
//! ranks them.

use boardgames::analysis::{consult, position_after, turns};
use boardgames::command_line::{number, options_and_rest, Arguments};
use boardgames::registry;
use boardgames::tournament::Contender;

#[derive(Debug)]
struct Request {
    game: String,
    options: Vec<(String, String)>,
    code: String,
    at: Option<usize>,
    /// Each player to ask, with its name as typed (`hard@10`), which the
    /// answer is printed under: the search's own name would not tell
    /// `hard` from `hard@10`.
    players: Vec<(String, Contender)>,
    seed: u64,
    top: usize,
}

const USAGE: &str =
    "usage: analyse GAME [KEY=VALUE …] CODE [--at N [PLAYER … [--scale S] [--seed X] [--top K]]]";

fn parse_args(args: &[String]) -> Result<Request, String> {
    let read = Arguments::read(args, &["--at", "--scale", "--seed", "--top"])?;
    let at = read.value("--at").map(number).transpose()?;
    let scale = read.number("--scale", 1.0f64)?;
    let Some((game, rest)) = read.words.split_first() else {
        return Err(USAGE.into());
    };
    let (options, rest) = options_and_rest(rest);
    let options = registry::parse_options(options)?;
    let Some((code, names)) = rest.split_first() else {
        return Err(format!("no record given; {USAGE}"));
    };
    let players = names
        .iter()
        .map(|name| Ok((name.to_string(), Contender::parse(name, scale)?)))
        .collect::<Result<Vec<_>, String>>()?;
    if at.is_none() && !players.is_empty() {
        return Err("players are asked at a point of the game: give --at N".into());
    }
    Ok(Request {
        game: game.clone(),
        options,
        code: code.to_string(),
        at,
        players,
        seed: read.number("--seed", 1)?,
        top: read.number("--top", 5)?,
    })
}

/// What the request asks, as the lines to print.
fn run(request: &Request) -> Result<String, String> {
    use std::fmt::Write;
    let mut out = String::new();
    let Request {
        game,
        options,
        code,
        ..
    } = request;
    let Some(at) = request.at else {
        let _ = writeln!(
            out,
            "# turn, actions before it, player, its actions, the scores after it"
        );
        for (number, turn) in turns(game, options, code)?.iter().enumerate() {
            let scores: Vec<String> = turn.scores.iter().map(u32::to_string).collect();
            let _ = writeln!(
                out,
                "{:>3} {:>4}  player {}  {:<36} {}",
                number + 1,
                turn.after,
                turn.player,
                turn.actions.join(" "),
                scores.join(" ")
            );
        }
        return Ok(out);
    };
    if request.players.is_empty() {
        let position = position_after(game, options, code, at)?;
        let _ = writeln!(out, "position={position}");
        return Ok(out);
    }
    for (name, player) in &request.players {
        let answer = consult(game, options, code, at, *player, request.seed)?;
        let confidence = answer
            .confidence
            .map_or(String::new(), |c| format!(", rated {c:.3}"));
        let _ = writeln!(
            out,
            "{name}: {} ({} iterations{confidence})",
            answer.action, answer.iterations
        );
        for ranked in answer.ranking.iter().take(request.top) {
            let _ = writeln!(
                out,
                "  {:<24} {:>8} visits  {:.3}",
                ranked.action, ranked.visits, ranked.value
            );
        }
    }
    Ok(out)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match parse_args(&args).and_then(|request| run(&request)) {
        // A reader gone early (`| head`) is no error of the analysis.
        Ok(out) => {
            let _ = std::io::Write::write_all(&mut std::io::stdout(), out.as_bytes());
        }
        Err(message) => {
            eprintln!("analyse: {message}");
            std::process::exit(2);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_record_comes_after_the_options_and_the_players_after_it() {
        let request = parse_args(&args(
            "martian-checkers players=4 ABCD --at 3 hard hard@10 iterations=50 --scale 0.1 --top 2",
        ))
        .unwrap();
        assert_eq!(request.game, "martian-checkers");
        assert_eq!(request.options, [("players".to_string(), "4".to_string())]);
        assert_eq!(request.code, "ABCD");
        assert_eq!(request.at, Some(3));
        assert_eq!(request.top, 2);
        let names: Vec<&str> = request.players.iter().map(|(n, _)| n.as_str()).collect();
        assert_eq!(names, ["hard", "hard@10", "iterations=50"]);
        let searches: Vec<&str> = request.players.iter().map(|(_, p)| p.name()).collect();
        assert_eq!(searches, ["hard", "hard", "iterations"]);
    }

    #[test]
    fn players_are_asked_at_a_point_of_the_game() {
        let position = parse_args(&args("mad-rooks ABCD --at 3")).unwrap();
        assert_eq!(position.at, Some(3));
        assert!(position.players.is_empty());
        let without_point = parse_args(&args("mad-rooks ABCD hard")).unwrap_err();
        assert!(without_point.contains("--at"), "{without_point}");
        assert!(parse_args(&args("mad-rooks")).is_err());
        assert!(parse_args(&args("mad-rooks ABCD --at -1 hard")).is_err());
        assert!(parse_args(&args("mad-rooks ABCD")).is_ok());
    }

    #[test]
    fn a_point_of_the_game_without_players_prints_the_option_that_starts_there() {
        let mut session = registry::start("kobudai", &[]).unwrap();
        let mut rng = boardgames::rng::Rng::new(5);
        for _ in 0..9 {
            let action = session.baseline(false, &mut rng).unwrap();
            session.play(&action).unwrap();
        }
        let code = session.compact_record(false);
        let request = parse_args(&args(&format!("kobudai {code} --at 9"))).unwrap();
        let out = run(&request).unwrap();
        let option = out.trim_end().strip_prefix("position=").unwrap();
        let started =
            registry::start("kobudai", &[("position".to_string(), option.to_string())]).unwrap();
        assert_eq!(started.position(), session.position());
        let past_the_end = parse_args(&args(&format!("kobudai {code} --at 10"))).unwrap();
        assert!(run(&past_the_end).is_err());
    }
}
