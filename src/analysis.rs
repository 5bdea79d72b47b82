//! Looking into a game already played: its turns one by one with the
//! scores after each, and what a search would play at any point of it.
//! The `analyse` command prints these for a match game's record (the
//! compact code that `tournament --replays` writes), so that a question
//! like "why does Hard lose from the first seat" can be asked of the very
//! positions where it happened.

use crate::ai::thinker::{search_natively, Ranked};
use crate::game::Status;
use crate::registry;
use crate::rng::Rng;
use crate::session::AnySession;
use crate::tournament::Contender;

/// One turn of a game: who played it, its actions in notation, and the
/// scores once it was over.
#[derive(Clone, Debug, PartialEq)]
pub struct Turn {
    /// The number of actions played before the turn.
    pub after: usize,
    pub player: u8,
    pub actions: Vec<String>,
    pub scores: Vec<u32>,
}

/// The game `code` records, from the start of `game` with `options`.
pub fn replayed(
    game: &str,
    options: &[(String, String)],
    code: &str,
) -> Result<Box<dyn AnySession>, String> {
    let mut session = registry::start(game, options)?;
    session.play_compact(code)?;
    Ok(session)
}

/// The game `code` records, taken back to the position after its first
/// `at` actions.
fn replayed_to(
    game: &str,
    options: &[(String, String)],
    code: &str,
    at: usize,
) -> Result<Box<dyn AnySession>, String> {
    let mut session = replayed(game, options, code)?;
    let length = session.move_count();
    if at > length {
        return Err(format!(
            "the record has {length} actions, so there is no position after {at}"
        ));
    }
    // Taking actions back keeps the states the replay went through.
    for _ in at..length {
        session.undo()?;
    }
    Ok(session)
}

/// The position after the first `at` actions of the game `code` records,
/// as the text that starts a game there (`position=TEXT`, taken by the
/// protocol's `new`, the tournament and `analyse` alike): a match can be
/// played from the very point of a game that a question is about.
pub fn position_after(
    game: &str,
    options: &[(String, String)],
    code: &str,
    at: usize,
) -> Result<String, String> {
    Ok(replayed_to(game, options, code, at)?.position())
}

/// The turns of the game `code` records, in order.
pub fn turns(game: &str, options: &[(String, String)], code: &str) -> Result<Vec<Turn>, String> {
    let moves = replayed(game, options, code)?.line_moves();
    let mut session = registry::start(game, options)?;
    let mut turns: Vec<Turn> = Vec::new();
    let mut current_turn = 0;
    for (index, played) in moves.iter().enumerate() {
        session.play(&played.action)?;
        if played.turn != current_turn || turns.is_empty() {
            current_turn = played.turn;
            turns.push(Turn {
                after: index,
                player: played.player,
                actions: Vec::new(),
                scores: Vec::new(),
            });
        }
        if let Some(turn) = turns.last_mut() {
            turn.actions.push(played.action.clone());
            turn.scores = session.scores();
        }
    }
    Ok(turns)
}

/// What one player would play in a position.
#[derive(Clone, Debug, PartialEq)]
pub struct Consultation {
    /// The action, in notation.
    pub action: String,
    /// How the search rates it for the player to act, 0 (lost) to 1 (won),
    /// when it rates its choice.
    pub confidence: Option<f32>,
    /// Iterations or nodes searched (0 for `random` and `greedy`).
    pub iterations: u64,
    /// The search's ranking of the actions, best first, when it keeps one
    /// (the Monte Carlo search).
    pub ranking: Vec<Ranked>,
}

/// What `contender` would play in the position after the first `at`
/// actions of the game `code` records; the search seeded with `seed`.
pub fn consult(
    game: &str,
    options: &[(String, String)],
    code: &str,
    at: usize,
    contender: Contender,
    seed: u64,
) -> Result<Consultation, String> {
    let session = replayed_to(game, options, code, at)?;
    if let Status::Over { .. } = session.status() {
        return Err(format!("the game is over after {at} actions"));
    }
    let mut rng = Rng::new(seed);
    let (action, confidence, iterations, ranking) = match contender {
        Contender::Random => (session.baseline(false, &mut rng), None, 0, Vec::new()),
        Contender::Greedy => (session.baseline(true, &mut rng), None, 0, Vec::new()),
        Contender::Search { engine, budget, .. } => {
            let mut thinker = session.searcher(engine, seed);
            search_natively(thinker.as_mut(), budget);
            (
                thinker.best(),
                thinker.confidence(),
                thinker.iterations(),
                thinker.ranking(),
            )
        }
    };
    Ok(Consultation {
        action: action.ok_or("no action in a game that goes on")?,
        confidence,
        iterations,
        ranking,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::level::Budget;
    use crate::ai::Engine;

    fn four_players() -> Vec<(String, String)> {
        vec![("players".to_string(), "4".to_string())]
    }

    /// A short 4-player Martian Checkers game played by random players,
    /// as its compact code.
    fn random_game(actions: usize) -> String {
        let mut session = registry::start("martian-checkers", &four_players()).unwrap();
        let mut rng = Rng::new(7);
        for _ in 0..actions {
            let Some(action) = session.baseline(false, &mut rng) else {
                break;
            };
            session.play(&action).unwrap();
        }
        session.compact_record(false)
    }

    #[test]
    fn the_turns_hold_every_action_once_in_order_by_whose_turn_it_was() {
        let code = random_game(60);
        let session = replayed("martian-checkers", &four_players(), &code).unwrap();
        let turns = turns("martian-checkers", &four_players(), &code).unwrap();
        let flat: Vec<String> = turns.iter().flat_map(|t| t.actions.clone()).collect();
        assert_eq!(flat, session.record());
        for pair in turns.windows(2) {
            assert_eq!(pair[1].after, pair[0].after + pair[0].actions.len());
        }
        // Each turn is its player's, and its scores are those after it.
        let mut replay = registry::start("martian-checkers", &four_players()).unwrap();
        for turn in &turns {
            assert_eq!(replay.status(), Status::ToAct(turn.player));
            let actions: Vec<&str> = turn.actions.iter().map(String::as_str).collect();
            replay.play_record(&actions).unwrap();
            assert_eq!(replay.scores(), turn.scores);
        }
        assert_eq!(flat.len(), 60);
        assert_eq!(turns.last().unwrap().scores, session.scores());
        // A jump chain is one turn of several actions.
        assert!(turns.iter().any(|t| t.actions.len() > 1));
    }

    #[test]
    fn a_consultation_answers_with_a_legal_action_and_the_search_s_ranking() {
        let code = random_game(20);
        let hard = Contender::Search {
            name: "iterations",
            engine: Engine::Strongest,
            budget: Budget {
                millis: f64::INFINITY,
                iterations: 400,
            },
            keep_tree: false,
        };
        let options = four_players();
        let answer = consult("martian-checkers", &options, &code, 12, hard, 1).unwrap();
        let mut session = registry::start("martian-checkers", &options).unwrap();
        let whole = replayed("martian-checkers", &options, &code)
            .unwrap()
            .record();
        let first: Vec<&str> = whole[..12].iter().map(String::as_str).collect();
        session.play_record(&first).unwrap();
        assert!(session.legal().iter().any(|l| l.action == answer.action));
        assert!(answer.iterations >= 400);
        assert_eq!(answer.ranking[0].action, answer.action);
        let visits: u64 = answer.ranking.iter().map(|r| u64::from(r.visits)).sum();
        assert!(visits > 0 && visits <= answer.iterations);
        for pair in answer.ranking.windows(2) {
            assert!(pair[0].visits >= pair[1].visits);
        }
    }

    #[test]
    fn a_position_past_the_record_or_after_the_end_is_refused() {
        let code = random_game(10);
        let options = four_players();
        let error = consult(
            "martian-checkers",
            &options,
            &code,
            11,
            Contender::Random,
            1,
        )
        .unwrap_err();
        assert!(error.contains("has 10 actions"), "{error}");
        assert!(consult(
            "martian-checkers",
            &options,
            &code,
            10,
            Contender::Random,
            1
        )
        .is_ok());
        assert!(turns("martian-checkers", &options, "not a code!").is_err());
        // A finished game has no action to ask for at its end.
        let mut session = registry::start("mad-rooks", &[]).unwrap();
        let mut rng = Rng::new(3);
        while let Some(action) = session.baseline(false, &mut rng) {
            session.play(&action).unwrap();
        }
        let code = session.compact_record(false);
        let end = session.record().len();
        let error = consult("mad-rooks", &[], &code, end, Contender::Random, 1).unwrap_err();
        assert!(error.contains("is over"), "{error}");
        assert!(consult("mad-rooks", &[], &code, end - 1, Contender::Random, 1).is_ok());
    }

    #[test]
    fn a_game_started_from_a_position_in_the_record_goes_on_as_the_record_does() {
        let code = random_game(40);
        let options = four_players();
        let whole = replayed("martian-checkers", &options, &code).unwrap();
        let record = whole.record();
        for at in [0, 1, 17, 40] {
            let position = position_after("martian-checkers", &options, &code, at).unwrap();
            let mut started = options.clone();
            started.push(("position".to_string(), position));
            let mut session = registry::start("martian-checkers", &started).unwrap();
            let rest: Vec<&str> = record[at..].iter().map(String::as_str).collect();
            session.play_record(&rest).unwrap();
            assert_eq!(session.position(), whole.position(), "from {at}");
            assert_eq!(session.scores(), whole.scores(), "from {at}");
        }
        let error = position_after("martian-checkers", &options, &code, 41).unwrap_err();
        assert!(error.contains("has 40 actions"), "{error}");
    }
}
