//! The order in which the alpha-beta search tries actions: kills and
//! captures first, then actions that cut the search off elsewhere (the two
//! latest per ply, "killers", and a history over the whole search), so that
//! the best action tends to come first and the rest are cut off.

use super::knowledge::{is_capture, Forcing, Knowledge};
use crate::game::Action;

/// Slots of the history table: one per (from, to) pair of squares (a
/// square is a `u8`), then one per placed square, then `end`.
const HISTORY_SLOTS: usize = 256 * 256 + 256 + 1;

/// What the search remembers of the actions that cut it off.
#[derive(Default)]
pub struct Cuts {
    /// Per ply, the two latest quiet actions that cut the search off.
    killers: Vec<[Option<Action>; 2]>,
    /// How often each action cut the search off, weighted by depth; empty
    /// until the first cut.
    history: Vec<u32>,
}

impl Cuts {
    /// Forcing actions first (kills and captures: see
    /// [`Knowledge::forcing`]), then this ply's killers, then by history.
    pub fn order<G: Knowledge>(
        &self,
        state: &G,
        forcing: Forcing,
        ply: u32,
        actions: &mut [Action],
    ) {
        let killers = self.killers.get(ply as usize).copied().unwrap_or([None; 2]);
        actions.sort_by_cached_key(|&a| {
            let rank = if forcing.includes(state, a) {
                0
            } else if killers.contains(&Some(a)) {
                1
            } else {
                2
            };
            let history = self.history.get(action_slot(a)).copied().unwrap_or(0);
            (rank, std::cmp::Reverse(history))
        });
    }

    /// Notes that `action` cut the search off at `ply`, `depth` actions
    /// from the horizon; a forcing action is not a killer (it goes first
    /// anyway).
    pub fn remember<G: Knowledge>(
        &mut self,
        state: &G,
        forcing: Forcing,
        action: Action,
        ply: u32,
        depth: u32,
    ) {
        if self.history.is_empty() {
            self.history = vec![0; HISTORY_SLOTS];
        }
        let slot = &mut self.history[action_slot(action)];
        *slot = slot.saturating_add(depth * depth);
        if forcing.includes(state, action) {
            return;
        }
        let ply = ply as usize;
        if self.killers.len() <= ply {
            self.killers.resize(ply + 1, [None; 2]);
        }
        let k = &mut self.killers[ply];
        if k[0] != Some(action) {
            k[1] = k[0];
            k[0] = Some(action);
        }
    }
}

/// Kills and capturing jumps first, each group in the order it came.
pub fn order_captures_first<G: Knowledge>(state: &G, actions: &mut [Action]) {
    actions.sort_by_key(|&a| !is_capture(state, a));
}

/// A number for each action, by its squares alone (below
/// `HISTORY_SLOTS`): the history table's slot, and RAVE's key
/// (`super::mcts`).
pub(crate) fn action_slot(action: Action) -> usize {
    match action {
        Action::Move { from, to } => usize::from(from) * 256 + usize::from(to),
        Action::Place(sq) => 256 * 256 + usize::from(sq),
        Action::End | Action::Leave => HISTORY_SLOTS - 1,
    }
}
