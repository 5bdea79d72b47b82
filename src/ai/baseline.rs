//! The opponents the search is measured against: a player who picks any
//! legal action at random, and a greedy player who looks one action ahead
//! with the game's evaluation.

use super::knowledge::{final_rewards, Knowledge};
use crate::game::{Action, Status};
use crate::rng::Rng;

/// Any legal action, uniformly; `None` when the game is over.
pub fn random_action<G: Knowledge>(state: &G, rng: &mut Rng) -> Option<Action> {
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    (!actions.is_empty()).then(|| actions[rng.below(actions.len())])
}

/// The action after which the game's evaluation (or the end of the game)
/// is best for the player to act, ties broken at random; `None` when the
/// game is over.
pub fn greedy_action<G: Knowledge>(state: &G, rng: &mut Rng) -> Option<Action> {
    let Status::ToAct(mover) = state.status() else {
        return None;
    };
    let me = usize::from(mover - 1);
    let mut actions = Vec::new();
    state.legal_actions(&mut actions);
    let mut best = Vec::new();
    let mut best_value = f32::NEG_INFINITY;
    for action in actions {
        let mut next = state.clone();
        next.apply(action);
        let value = match next.status() {
            Status::Over { winners, .. } => final_rewards(&winners)[me],
            Status::ToAct(_) => next.evaluate()[me],
        };
        if value > best_value {
            best_value = value;
            best.clear();
        }
        if value >= best_value {
            best.push(action);
        }
    }
    (!best.is_empty()).then(|| best[rng.below(best.len())])
}
