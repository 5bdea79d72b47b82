//! The engine text protocol (shared/protocol.md): one command per line in,
//! exactly one line out. Every input gets an answer; nothing panics, and a
//! bad line leaves the state as it was.

use crate::ai::level::Budget;
use crate::ai::thinker::{search_natively, KeptSearch};
use crate::game::Status;
use crate::registry;
use crate::session::AnySession;

/// What the engine does with one line.
#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    /// Print this line.
    Line(String),
    /// End the program.
    Quit,
}

/// The protocol's state: the game in progress, if any, and the search of
/// the last `think`, which the next one continues when the game has gone
/// on from there, as Hard does on the site.
#[derive(Default)]
pub struct Engine {
    session: Option<Box<dyn AnySession>>,
    kept: Option<KeptSearch>,
}

fn error(message: impl std::fmt::Display) -> Reply {
    Reply::Line(format!("error {message}"))
}

impl Engine {
    pub fn new() -> Engine {
        Engine::default()
    }

    /// Answers one line of input (without its line ending).
    pub fn handle(&mut self, line: &str) -> Reply {
        let mut words = line.split_whitespace();
        let Some(command) = words.next() else {
            return error("unknown command");
        };
        let args: Vec<&str> = words.collect();
        match command {
            "new" => self.new_game(&args),
            "quit" if args.is_empty() => Reply::Quit,
            "legal" | "play" | "undo" | "status" | "score" | "position" | "think" => {
                let Some(session) = self.session.as_mut() else {
                    return error("no game: start one with new GAME");
                };
                if command == "think" {
                    return think(session.as_ref(), &args, &mut self.kept);
                }
                answer(session.as_mut(), command, &args)
            }
            _ => error("unknown command"),
        }
    }

    fn new_game(&mut self, args: &[&str]) -> Reply {
        let Some((id, rest)) = args.split_first() else {
            let ids: Vec<&str> = registry::GAMES.iter().map(|g| g.id).collect();
            return error(format!("new needs a game: one of {}", ids.join(", ")));
        };
        let started = registry::parse_options(rest.iter().copied())
            .and_then(|opts| registry::start(id, &opts));
        match started {
            Ok(session) => {
                self.session = Some(session);
                self.kept = None;
                Reply::Line("ok".into())
            }
            Err(e) => error(e),
        }
    }
}

fn answer(session: &mut dyn AnySession, command: &str, args: &[&str]) -> Reply {
    let no_args = |reply: Reply| {
        if args.is_empty() {
            reply
        } else {
            error(format!("{command} takes no arguments"))
        }
    };
    match command {
        "legal" => {
            let mut actions: Vec<String> = session.legal().into_iter().map(|a| a.action).collect();
            actions.sort();
            no_args(Reply::Line(actions.join(" ")))
        }
        "play" if args.is_empty() => error("play needs one or more actions"),
        "play" => match session.play_all(args) {
            Ok(()) => Reply::Line("ok".into()),
            Err(e) => error(e),
        },
        "undo" if args.is_empty() => match session.undo() {
            Ok(()) => Reply::Line("ok".into()),
            Err(e) => error(e),
        },
        "status" => no_args(Reply::Line(match session.status() {
            Status::ToAct(p) => format!("turn {p}"),
            Status::Over { winners, .. } => {
                let list: Vec<String> = winners.iter().map(|w| w.to_string()).collect();
                format!("over {}", list.join(" "))
            }
        })),
        "score" => {
            let list: Vec<String> = session.scores().iter().map(|s| s.to_string()).collect();
            no_args(Reply::Line(list.join(" ")))
        }
        "position" => no_args(Reply::Line(session.position())),
        _ => error(format!("{command} takes no arguments")),
    }
}

/// The longest `think` accepted: an hour.
const MAX_THINK_MILLIS: u64 = 3_600_000;

/// `think MILLIS`: the search's best action after about that long, not
/// played. The search is kept in `kept` for the next `think`.
fn think(session: &dyn AnySession, args: &[&str], kept: &mut Option<KeptSearch>) -> Reply {
    let millis = match args {
        [text] => match text.parse::<u64>() {
            Ok(ms) if ms <= MAX_THINK_MILLIS => ms,
            _ => {
                return error(format!(
                    "'{text}' is not a time in milliseconds from 0 to {MAX_THINK_MILLIS}"
                ))
            }
        },
        _ => return error("think needs one time in milliseconds, such as think 1000"),
    };
    if let Status::Over { reason, .. } = session.status() {
        return error(format!("the game is over: {reason}"));
    }
    let record = session.record();
    // A fixed seed: the same position and time give much the same answer.
    let seed = 0x5eed ^ record.len() as u64;
    let mut thinker = KeptSearch::resume(kept.take(), &record, || session.thinker(seed));
    let budget = Budget {
        millis: millis as f64,
        iterations: u64::MAX,
    };
    search_natively(thinker.as_mut(), budget);
    let best = thinker.best();
    *kept = Some(KeptSearch::new(record, thinker));
    match best {
        Some(action) => Reply::Line(action),
        None => error("there is no legal action"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn say(engine: &mut Engine, line: &str) -> String {
        match engine.handle(line) {
            Reply::Line(l) => l,
            Reply::Quit => "<quit>".into(),
        }
    }

    #[test]
    fn commands_before_new_are_errors() {
        let mut e = Engine::new();
        for cmd in [
            "legal",
            "play a1xa2",
            "undo",
            "status",
            "score",
            "position",
            "think 10",
        ] {
            assert!(say(&mut e, cmd).starts_with("error "), "{cmd}");
        }
    }

    #[test]
    fn think_keeps_its_search_for_the_game_going_on_and_drops_it_for_a_new_one() {
        let mut e = Engine::new();
        assert_eq!(say(&mut e, "new martian-checkers players=3"), "ok");
        let first = say(&mut e, "think 20");
        assert_eq!(say(&mut e, &format!("play {first}")), "ok");
        let reply = say(&mut e, "legal").split(' ').next().unwrap().to_string();
        assert_eq!(say(&mut e, &format!("play {reply}")), "ok");
        let second = say(&mut e, "think 20");
        assert!(say(&mut e, "legal").split(' ').any(|a| a == second));
        assert_eq!(e.kept.as_ref().unwrap().record(), [first, reply.clone()]);
        // After an undo the search starts afresh and still answers legally.
        assert_eq!(say(&mut e, "undo"), "ok");
        let third = say(&mut e, "think 20");
        assert!(say(&mut e, "legal").split(' ').any(|a| a == third));
        assert_eq!(e.kept.as_ref().unwrap().record().len(), 1);
        assert_eq!(say(&mut e, "new mad-rooks"), "ok");
        assert!(e.kept.is_none(), "a new game drops the search");
    }

    #[test]
    fn unknown_and_empty_lines() {
        let mut e = Engine::new();
        assert_eq!(say(&mut e, "frobnicate"), "error unknown command");
        assert_eq!(say(&mut e, ""), "error unknown command");
        assert_eq!(say(&mut e, "quit"), "<quit>");
    }
}
