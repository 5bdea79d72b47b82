//! Opponent-move abstraction for [`Search`]
//! ([`Search::abstracting_opponent_moves`]; Baier and Kaisers, "Guiding
//! multiplayer MCTS by focusing on yourself", 2020): the root player's
//! actions also keep statistics shared by every node reached by the same
//! sequence of the root player's own actions, whatever the opponents
//! played between, and the root player's choice at such a node blends a
//! child's own mean with that shared mean. With three or four players the
//! root player's second action lies three or four plies down, below
//! every combination of the opponents' replies; the shared mean lets what
//! one reply taught about the root player's plan count under the others.

use super::{blend_with_shared, Search};
use crate::ai::knowledge::{Knowledge, Rewards};
use crate::game::Action;

use super::rave::RaveWeights;

/// One (sequence of the root player's actions, next action) pair's shared
/// statistics: a slot of [`OpponentMoveAbstraction`]'s table.
#[derive(Clone, Copy, Default)]
struct Shared {
    /// The pair's hash, odd; 0 marks an empty slot.
    key: u64,
    visits: u32,
    /// The root player's reward, summed over the visits.
    reward: f32,
}

/// The shared statistics, in a hash table of linear probing that grows
/// to stay at most half full, so that every pair keeps its own count.
/// Few pairs are shared: a search of 1,500,000 iterations at three
/// players (Expert's time, its tree full) makes 2,400 to 9,000, one
/// of 300,000 (Hard's) 1,900 to 5,000; so the table stays between 64
/// kB and 512 kB and is read from the processor's nearer caches. A pair
/// is a child of a node of the tree, so the tree's capacity bounds them.
pub(super) struct OpponentMoveAbstraction {
    /// The shared mean's weight beside a child's own, by the child's
    /// visits, as RAVE's.
    weights: RaveWeights,
    /// A power of two slots, at most half of them used.
    table: Vec<Shared>,
    /// How many slots hold a pair.
    used: usize,
    /// The player to act at the root (1-based; 0 when no one acts).
    root_player: u8,
    /// The sequence key of each node on the current iteration's path.
    keys: Vec<u64>,
}

/// The key of the root: its sequence of the root player's actions is empty.
const ROOT_KEY: u64 = 0x243F_6A88_85A3_08D3;
/// The table's first size, 2^12 slots (64 kB): a tenth of the site's
/// times makes a few hundred pairs to 1,000.
const FIRST_BITS: u32 = 12;

/// The key of a sequence `key` followed by `action`.
fn followed_by(key: u64, action: Action) -> u64 {
    let slot = crate::ai::ordering::action_slot(action) as u64;
    let x = (key ^ slot.wrapping_mul(0x9E37_79B9_7F4A_7C15)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x ^ (x >> 31)
}

/// The pair (odd, so never an empty slot's 0) of `action` after `key`.
fn pair_of(key: u64, action: Action) -> u64 {
    followed_by(key, action) | 1
}

impl OpponentMoveAbstraction {
    pub(super) fn new(equivalence: f32, root_player: u8) -> OpponentMoveAbstraction {
        OpponentMoveAbstraction {
            weights: RaveWeights::new(equivalence),
            table: vec![Shared::default(); 1 << FIRST_BITS],
            used: 0,
            root_player,
            keys: Vec::new(),
        }
    }

    /// Forgets everything, for a new root: keys are sequences from the
    /// root. The table keeps its size (at most a few hundred kB to clear).
    pub(super) fn restart(&mut self, root_player: u8) {
        self.table.fill(Shared::default());
        self.used = 0;
        self.root_player = root_player;
    }

    /// A new iteration starts at the root.
    pub(super) fn start_path(&mut self) {
        self.keys.clear();
        self.keys.push(ROOT_KEY);
    }

    /// The iteration went on from the path's last node, where `mover`
    /// played `action`: only the root player's actions change the key.
    pub(super) fn extend_path(&mut self, mover: u8, action: Action) {
        let key = *self.keys.last().expect("a path starts at the root");
        let next = if mover == self.root_player {
            followed_by(key, action)
        } else {
            key
        };
        self.keys.push(next);
    }

    /// Whether `node`, where `mover` acts, shares its children's
    /// statistics: the root player's nodes below the root (the root's
    /// would be its own).
    fn shares(&self, node: usize, mover: u8) -> bool {
        node != 0 && mover == self.root_player
    }

    /// The key of the path's last node, `node`, where it shares its
    /// children's statistics.
    pub(super) fn key_at(&self, node: usize, mover: u8) -> Option<u64> {
        self.shares(node, mover)
            .then(|| self.keys.last().copied())
            .flatten()
    }

    /// The slot holding `pair`, or the empty slot where it would go: the
    /// first of the two from its home slot on (the table is never full).
    fn slot(table: &[Shared], pair: u64) -> usize {
        let mask = table.len() - 1;
        let mut i = (pair >> (64 - table.len().trailing_zeros())) as usize;
        while table[i].key != pair && table[i].key != 0 {
            i = (i + 1) & mask;
        }
        i
    }

    /// `action`'s shared mean at the nodes of `key`, with its weight
    /// beside the own mean of a child of `visits` visits; `None` while
    /// unknown.
    pub(super) fn shared(&self, key: u64, action: Action, visits: u32) -> Option<(f32, f32)> {
        let pair = pair_of(key, action);
        let s = self.table[Self::slot(&self.table, pair)];
        (s.key == pair && s.visits > 0)
            .then(|| (self.weights.of(visits), s.reward / s.visits as f32))
    }

    fn add(&mut self, key: u64, action: Action, reward: f32) {
        let pair = pair_of(key, action);
        let mut i = Self::slot(&self.table, pair);
        if self.table[i].key == 0 {
            if 2 * (self.used + 1) > self.table.len() {
                self.grow();
                i = Self::slot(&self.table, pair);
            }
            self.table[i].key = pair;
            self.used += 1;
        }
        let s = &mut self.table[i];
        s.visits += 1;
        s.reward += reward;
    }

    /// Twice the slots, every pair moved to its place among them.
    fn grow(&mut self) {
        let mut larger = vec![Shared::default(); self.table.len() * 2];
        for s in self.table.iter().filter(|s| s.key != 0) {
            let i = Self::slot(&larger, s.key);
            larger[i] = *s;
        }
        self.table = larger;
    }
}

impl<G: Knowledge> Search<G> {
    /// Adds the iteration's reward to the shared statistics of the root
    /// player's actions on `path` below the root.
    pub(super) fn back_up_shared(&mut self, path: &[u32], rewards: &Rewards) {
        let Some(mut oma) = self.oma.take() else {
            return;
        };
        if oma.root_player > 0 {
            let reward = rewards[usize::from(oma.root_player - 1)];
            for (depth, step) in path.windows(2).enumerate() {
                let (parent, child) = (step[0] as usize, step[1] as usize);
                if oma.shares(parent, self.tree.expansion(parent).mover) {
                    let key = oma.keys[depth];
                    oma.add(key, self.tree.nodes[child].action, reward);
                }
            }
        }
        self.oma = Some(oma);
    }

    /// A child's own value blended with its action's shared mean at the
    /// nodes of `key` (the root player's nodes below the root); its
    /// shared mean alone while it has no visits; `None` while neither is
    /// known.
    pub(super) fn own_or_shared_value(&self, i: usize, mover: u8, key: Option<u64>) -> Option<f32> {
        let child = &self.tree.nodes[i];
        let shared = match (&self.oma, key) {
            (Some(oma), Some(key)) => oma.shared(key, child.action, child.visits),
            _ => None,
        };
        blend_with_shared(child.visits, || self.value_of(i, mover), shared)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ai::mcts::Settings;
    use crate::ai::Engine;
    use crate::game::Game;
    use crate::games::martian::Martian;
    use std::collections::HashMap;

    #[test]
    fn only_the_root_player_s_actions_change_a_node_s_key() {
        let game = Martian::new(3).unwrap();
        let mut actions = Vec::new();
        game.legal_actions(&mut actions);
        let (a, b) = (actions[0], actions[1]);
        let mut oma = OpponentMoveAbstraction::new(100.0, 1);
        oma.start_path();
        oma.extend_path(1, a);
        let after_a = oma.keys[1];
        assert_ne!(after_a, ROOT_KEY);
        // The opponents' actions, whatever they are, leave it.
        oma.extend_path(2, a);
        oma.extend_path(3, b);
        assert_eq!(oma.keys[3], after_a);
        // Another action of the root player's is another sequence, and
        // so is the same one played again.
        oma.start_path();
        oma.extend_path(1, b);
        assert_ne!(oma.keys[1], after_a);
        oma.extend_path(1, b);
        assert_ne!(oma.keys[2], oma.keys[1]);
        // Only the root player's nodes below the root share.
        assert_eq!(oma.key_at(5, 1), Some(oma.keys[2]));
        assert_eq!(oma.key_at(0, 1), None);
        assert_eq!(oma.key_at(5, 2), None);
    }

    #[test]
    fn the_table_grows_and_keeps_every_pair_s_count() {
        let game = Martian::new(3).unwrap();
        let mut actions = Vec::new();
        game.legal_actions(&mut actions);
        let mut oma = OpponentMoveAbstraction::new(100.0, 1);
        // 20,000 sequences, the i-th given i % 7 + 1 visits of reward 0.5
        // each but one of reward 1: ten times the first table's slots.
        let keys: Vec<u64> = (0..20_000u64)
            .map(|i| followed_by(ROOT_KEY, actions[0]) ^ (i << 20))
            .collect();
        for (i, &key) in keys.iter().enumerate() {
            for visit in 0..=i % 7 {
                oma.add(key, actions[1], if visit == 0 { 1.0 } else { 0.5 });
            }
        }
        assert_eq!(oma.used, keys.len());
        assert!(oma.table.len().is_power_of_two());
        assert!(oma.table.len() >= 2 * oma.used && oma.table.len() <= 4 * oma.used);
        for (i, &key) in keys.iter().enumerate() {
            let visits = (i % 7 + 1) as f32;
            let (_, mean) = oma.shared(key, actions[1], 0).expect("every pair is kept");
            assert_eq!(mean, (1.0 + 0.5 * (visits - 1.0)) / visits);
            assert_eq!(oma.shared(key, actions[2], 0), None);
        }
        oma.restart(2);
        assert_eq!((oma.used, oma.root_player), (0, 2));
        assert!(keys
            .iter()
            .all(|&key| oma.shared(key, actions[1], 0).is_none()));
    }

    /// Walks the tree from `node` (of sequence key `key`) and adds, for
    /// each of the root player's nodes below the root, each visited
    /// child's visits to its pair's total, and counts the nodes.
    fn totals<G: Knowledge>(
        search: &Search<G>,
        node: usize,
        key: u64,
        into: &mut HashMap<u64, (u32, u32)>,
    ) {
        if !search.tree.is_expanded(node) {
            return;
        }
        let mover = search.tree.expansion(node).mover;
        let root_player = search.oma.as_ref().unwrap().root_player;
        for child in search.tree.children(node) {
            let action = search.tree.nodes[child].action;
            let visits = search.tree.nodes[child].visits;
            if node != 0 && mover == root_player && visits > 0 {
                let total = into.entry(followed_by(key, action) | 1).or_default();
                *total = (total.0 + visits, total.1 + 1);
            }
            let next = if mover == root_player {
                followed_by(key, action)
            } else {
                key
            };
            totals(search, child, next, into);
        }
    }

    #[test]
    fn a_pair_s_shared_visits_are_its_visits_at_every_node_of_its_sequence() {
        let game = Martian::new(3).unwrap();
        let Engine::Mcts(hard) = Engine::Strongest.for_game(&game) else {
            panic!("three-player Hard is the Monte Carlo search");
        };
        let mut search = Search::new(game, 7).with_settings(Settings {
            opponent_move_abstraction: Some(100.0),
            ..hard
        });
        search.run(20_000);
        let mut expected = HashMap::new();
        totals(&search, 0, ROOT_KEY, &mut expected);
        let oma = search.oma.as_ref().unwrap();
        // Many pairs, some visited at several nodes: the sequences recur
        // under different replies of the others.
        assert!(expected.len() > 200, "{} pairs", expected.len());
        assert!(expected.values().filter(|(_, nodes)| *nodes > 1).count() > 50);
        // Every pair keeps its own count, and the table holds no other.
        for (&pair, &(visits, _)) in &expected {
            let shared = oma.table[OpponentMoveAbstraction::slot(&oma.table, pair)];
            assert_eq!((shared.key, shared.visits), (pair, visits));
        }
        assert_eq!(oma.used, expected.len());
        // A search moved on with the game forgets them: its keys were
        // sequences from the old root.
        let best = search.best().unwrap();
        search.advance(best);
        let oma = search.oma.as_ref().unwrap();
        assert_eq!(oma.root_player, search.root().status().player_to_act());
        assert_eq!(oma.used, 0);
        assert!(oma.table.iter().all(|s| s.key == 0));
        // Without it the search keeps no such statistics.
        assert!(Search::new(Martian::new(3).unwrap(), 7)
            .with_settings(Settings {
                opponent_move_abstraction: None,
                ..hard
            })
            .oma
            .is_none());
    }
}
