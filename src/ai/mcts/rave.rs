//! Rapid action value estimation for [`Search`] ([`Search::with_rave`]):
//! each node's children also count, "all moves as first", the iterations
//! through the node in which its player to act played the child's action
//! there or at a later turn of theirs, and UCT blends that count's mean
//! reward with the child's own.

use super::tree::Node;
use super::{blend_with_shared, Search};
use crate::ai::knowledge::{Knowledge, Rewards};
use crate::ai::MAX_PLAYERS;
use crate::game::Action;

/// What the iterations that passed through a node's parent say of the
/// node's action played then or later by the same player: "all moves as
/// first" ([`Search::with_rave`]).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub(super) struct Amaf {
    pub(super) visits: u32,
    /// The reward of the parent's player to act, summed over those visits.
    pub(super) reward: f32,
    /// The node's action's slot ([`slot_of`]), kept here so that the
    /// backup, which looks at every child of every node on the path, reads
    /// these statistics alone and not the nodes.
    pub(super) slot: u32,
}

impl Amaf {
    /// No iteration yet, for a node reached by `action`.
    pub(super) fn of(action: Action) -> Amaf {
        Amaf {
            visits: 0,
            reward: 0.0,
            slot: slot_of(action),
        }
    }
}

/// The actions each player played from a node of an iteration's path on,
/// by their slots ([`crate::ai::ordering::action_slot`]: actions compared by
/// their squares), for RAVE's backup. Each player's list comes with a
/// 64-bit filter of it, so that one test rules out most of a node's
/// children: the backup looks at every child of every node on the path.
#[derive(Default)]
pub(super) struct PlayedBelow {
    slots: [Vec<u32>; MAX_PLAYERS],
    filters: [u64; MAX_PLAYERS],
}

impl PlayedBelow {
    pub(super) fn clear(&mut self) {
        self.slots.iter_mut().for_each(Vec::clear);
        self.filters = [0; MAX_PLAYERS];
    }

    /// Notes that `player` (1-based) played `action`.
    fn note(&mut self, player: u8, action: Action) {
        let p = usize::from(player - 1);
        let slot = slot_of(action);
        if !self.contains(player, slot) {
            self.slots[p].push(slot);
            self.filters[p] |= filter_bit(slot);
        }
    }

    // Inlined by hand: the backup asks it of every child of every node
    // on the path, and when the compiler stopped inlining it on its own
    // (after a change elsewhere in the search) the 3-player search took
    // a tenth more instructions.
    #[inline]
    fn contains(&self, player: u8, slot: u32) -> bool {
        let p = usize::from(player - 1);
        self.filters[p] & filter_bit(slot) != 0 && self.slots[p].contains(&slot)
    }

    fn has_any_of(&self, player: u8) -> bool {
        self.filters[usize::from(player - 1)] != 0
    }
}

/// An action's slot as [`PlayedBelow`] keeps it.
fn slot_of(action: Action) -> u32 {
    // Slots are below 2^17.
    crate::ai::ordering::action_slot(action) as u32
}

/// A slot's bit in [`PlayedBelow`]'s filters: the top 6 bits of a
/// multiplicative hash, so that slots differing in either square spread.
fn filter_bit(slot: u32) -> u64 {
    1 << (slot.wrapping_mul(0x9E37_79B1) >> 26)
}

/// RAVE's weight of a child's all-moves-as-first mean beside its own,
/// √(k / (3·visits + k)) for the equivalence k, looked up for the
/// children of fewer than [`RaveWeights::TABULATED`] visits (most of
/// them), which spares the selection a division and a square root per
/// child: the selection weighs every child of every node on an
/// iteration's path, and the lookup took about 3.5% off Hard's
/// three-player time. The table holds the very values the formula gives,
/// so the search chooses as it did without it.
#[derive(Clone, Debug, Default)]
pub(super) struct RaveWeights {
    equivalence: f32,
    by_visits: Vec<f32>,
}

impl RaveWeights {
    const TABULATED: usize = 1 << 12;

    pub(super) fn new(equivalence: f32) -> RaveWeights {
        RaveWeights {
            equivalence,
            by_visits: (0..Self::TABULATED as u32)
                .map(|visits| Self::formula(equivalence, visits))
                .collect(),
        }
    }

    /// The equivalence parameter k; 0 for a search without RAVE.
    #[cfg(test)]
    pub(super) fn equivalence(&self) -> f32 {
        self.equivalence
    }

    fn formula(equivalence: f32, visits: u32) -> f32 {
        (equivalence / (3.0 * visits as f32 + equivalence)).sqrt()
    }

    /// The weight for a child of `visits` visits.
    #[inline]
    pub(super) fn of(&self, visits: u32) -> f32 {
        match self.by_visits.get(visits as usize) {
            Some(&weight) => weight,
            None => Self::formula(self.equivalence, visits),
        }
    }
}

impl<G: Knowledge> Search<G> {
    /// Adds this iteration's rewards to the all-moves-as-first statistics
    /// of the children of each expanded node on `path` whose action the
    /// node's player to act played at the node or later (`played`: the
    /// tree's actions, one for each step of `path`, then the playout's).
    pub(super) fn back_up_amaf(&mut self, path: &[u32], rewards: &Rewards) {
        let mut below = std::mem::take(&mut self.played_below);
        below.clear();
        let in_tree = path.len() - 1;
        for &(player, action) in &self.played[in_tree..] {
            below.note(player, action);
        }
        for (depth, &node) in path.iter().enumerate().rev() {
            // The action played from this node, when the path goes on.
            if depth < in_tree {
                let (player, action) = self.played[depth];
                below.note(player, action);
            }
            let mover = self.tree.expansion(node as usize).mover;
            // Not expanded (no children), or no one to act.
            if mover == 0 || !below.has_any_of(mover) {
                continue;
            }
            let reward = rewards[usize::from(mover - 1)];
            let children = self.tree.children(node as usize);
            for counts in &mut self.tree.amaf[children] {
                if below.contains(mover, counts.slot) {
                    counts.visits += 1;
                    counts.reward += reward;
                }
            }
        }
        self.played_below = below;
    }

    /// [`Search::select`] with RAVE ([`Search::with_rave`]): the first
    /// child neither tried nor played later in an iteration through this
    /// node, else the best by UCT on the blend of each child's mean reward
    /// and its all-moves-as-first mean; an untried child is valued by the
    /// latter alone, with the exploration bonus of a child tried once.
    pub(super) fn select_by_rave(&self, node: usize) -> usize {
        let mover = self.tree.expansion(node).mover;
        let visits = self.tree.nodes[node].visits;
        let exploration = self.exploration_at(visits);
        let log_visits = (visits.max(1) as f32).ln();
        let children = self.tree.children(node);
        let shared_key = self.oma.as_ref().and_then(|oma| oma.key_at(node, mover));
        // One loop for each case, the shared means looked up only at the
        // nodes that share: the selection weighs every child of every
        // node on an iteration's path, and asking `own_or_shared_value`
        // for each cost the three-player search about a tenth of its
        // instructions.
        match (&self.oma, shared_key) {
            (Some(oma), Some(key)) => {
                self.select_by_rave_among(children, mover, exploration, log_visits, |child| {
                    oma.shared(key, child.action, child.visits)
                })
            }
            _ => self.select_by_rave_among(children, mover, exploration, log_visits, |_| None),
        }
    }

    /// [`Search::select_by_rave`] among `children`, where `mover` acts,
    /// given the shared mean of a child's action and its weight
    /// (opponent-move abstraction, [`OpponentMoveAbstraction::shared`]),
    /// if any.
    ///
    /// [`OpponentMoveAbstraction::shared`]: super::oma::OpponentMoveAbstraction::shared
    #[inline]
    fn select_by_rave_among(
        &self,
        children: std::ops::Range<usize>,
        mover: u8,
        exploration: f32,
        log_visits: f32,
        shared: impl Fn(&Node) -> Option<(f32, f32)>,
    ) -> usize {
        let first = children.start;
        // A node with children has a player to act.
        let Some(p) = usize::from(mover).checked_sub(1) else {
            return first;
        };
        // The child's own value: its mean reward, blended with its
        // minimax value under implicit minimax backups.
        let blends_minimax = self.minimax_weight > 0.0;
        let own_value = |i: usize, child: &Node| match blends_minimax {
            true => self.value_of(i, mover),
            false => child.mean(),
        };
        let nodes = &self.tree.nodes[children.clone()];
        let amafs = &self.tree.amaf[children];
        let mut best = first;
        let mut best_score = f32::NEG_INFINITY;
        for (i, (child, amaf)) in (first..).zip(nodes.iter().zip(amafs)) {
            // Its own value, or with opponent-move abstraction its blend
            // with the shared mean (which alone values an untried child).
            let own = blend_with_shared(child.visits, || own_value(i, child), shared(child));
            if own.is_none() && amaf.visits == 0 {
                return i;
            }
            let score = if child.solved {
                self.tree.minimax[i][p]
            } else {
                let value = match (own, amaf.visits) {
                    (None, _) => amaf.reward / amaf.visits as f32,
                    (Some(own), 0) => own,
                    (Some(own), _) => {
                        let weight = self.rave_weights.of(child.visits);
                        let amaf_mean = amaf.reward / amaf.visits as f32;
                        (1.0 - weight) * own + weight * amaf_mean
                    }
                };
                let visits = child.visits as f32;
                value + exploration * (log_visits / visits.max(1.0)).sqrt()
            };
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::games::martian::Martian;

    /// Checks every expanded node below `node`: each child has at least
    /// as many all-moves-as-first visits as visits of its own (an
    /// iteration through it played its action there) and no more than its
    /// parent's visits, and a mean reward within 0..1. Returns how many
    /// children were never tried but have all-moves-as-first visits.
    pub(in crate::ai::mcts) fn check_amaf<G: Knowledge>(search: &Search<G>, node: usize) -> usize {
        let parent_visits = search.tree.nodes[node].visits;
        let mut untried_known = 0;
        for child in search.tree.children(node) {
            let amaf = search.tree.amaf[child];
            let visits = search.tree.nodes[child].visits;
            assert_eq!(amaf.slot, slot_of(search.tree.nodes[child].action));
            assert!(amaf.visits >= visits, "{amaf:?} below {visits} visits");
            assert!(
                amaf.visits <= parent_visits,
                "{amaf:?} above the parent's {}",
                parent_visits
            );
            assert!((0.0..=amaf.visits as f32 + 1e-3).contains(&amaf.reward));
            if visits == 0 && amaf.visits > 0 {
                untried_known += 1;
            }
            untried_known += check_amaf(search, child);
        }
        untried_known
    }

    /// The choice [`Search::select_by_rave`] makes, child by child through
    /// [`Search::own_or_shared_value`] and [`Search::value_of`]: the
    /// formula as first written, before the selection read the children's
    /// counts directly.
    fn select_by_rave_child_by_child<G: Knowledge>(search: &Search<G>, node: usize) -> usize {
        let mover = search.tree.expansion(node).mover;
        let visits = search.tree.nodes[node].visits;
        let exploration = search.exploration_at(visits);
        let log_visits = (visits.max(1) as f32).ln();
        let shared_key = search.oma.as_ref().and_then(|oma| oma.key_at(node, mover));
        let children = search.tree.children(node);
        let mut best = children.start;
        let mut best_score = f32::NEG_INFINITY;
        for i in children {
            let child = &search.tree.nodes[i];
            let amaf = search.tree.amaf[i];
            let own = search.own_or_shared_value(i, mover, shared_key);
            if own.is_none() && amaf.visits == 0 {
                return i;
            }
            let score = if child.solved {
                search.value_of(i, mover)
            } else {
                let value = match (own, amaf.visits) {
                    (None, _) => amaf.reward / amaf.visits as f32,
                    (Some(own), 0) => own,
                    (Some(own), _) => {
                        let weight = search.rave_weights.of(child.visits);
                        (1.0 - weight) * own + weight * (amaf.reward / amaf.visits as f32)
                    }
                };
                value + exploration * (log_visits / (child.visits as f32).max(1.0)).sqrt()
            };
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    /// At every expanded node of searches with RAVE alone, with the
    /// solver and opponent-move abstraction (Hard's three-player search),
    /// with the abstraction's shared means weighed heavily, and with
    /// implicit minimax backups, the selection chooses the child
    /// the formula child by child chooses. Each search has nodes of every
    /// case: shared means, proven children, minimax values blended in.
    #[test]
    fn rave_selection_is_the_formula_child_by_child() {
        let martian = Martian::new(3).unwrap();
        let searches = [
            Search::new(martian.clone(), 5)
                .on_horizon()
                .with_rave(100.0),
            Search::new(martian.clone(), 6)
                .on_horizon()
                .with_rave(100.0)
                .solving()
                .abstracting_opponent_moves(100.0),
            // Shared means weighed heavily, so that they sway choices.
            Search::new(martian.clone(), 7)
                .on_horizon()
                .with_rave(100.0)
                .abstracting_opponent_moves(1e6),
            Search::new(martian, 8)
                .on_horizon()
                .with_rave(100.0)
                .implicit_minimax(crate::ai::mcts::MINIMAX_WEIGHT),
        ];
        for mut search in searches {
            search.run(20_000);
            let (mut compared, mut shared) = (0, 0);
            // Each expanded node with the actions leading to it, each
            // with its player, which give its key under the abstraction.
            let mut stack = vec![(0usize, Vec::new())];
            while let Some((node, path)) = stack.pop() {
                let mover = search.tree.expansion(node).mover;
                if let Some(oma) = &mut search.oma {
                    oma.start_path();
                    for &(player, action) in &path {
                        oma.extend_path(player, action);
                    }
                    if let Some(key) = oma.key_at(node, mover) {
                        let nodes = &search.tree.nodes[search.tree.children(node)];
                        let known = |c: &&Node| oma.shared(key, c.action, c.visits).is_some();
                        shared += nodes.iter().filter(known).count();
                    }
                }
                let expected = select_by_rave_child_by_child(&search, node);
                assert_eq!(search.select_by_rave(node), expected, "node {node}");
                compared += 1;
                for child in search.tree.children(node) {
                    if !search.tree.children(child).is_empty() {
                        let mut below = path.clone();
                        below.push((mover, search.tree.nodes[child].action));
                        stack.push((child, below));
                    }
                }
            }
            assert!(compared > 100, "{compared} nodes compared");
            assert!(
                search.oma.is_none() || shared > 100,
                "{shared} shared means"
            );
        }
    }

    #[test]
    fn rave_counts_each_action_where_its_player_plays_it_then_or_later() {
        let martian = Martian::new(3).unwrap();
        let mut search = Search::new(martian.clone(), 4)
            .on_horizon()
            .with_rave(100.0);
        search.run(3000);
        // Every child the search went through, and many it never tried
        // but saw played later, hold counts.
        assert!(check_amaf(&search, 0) > 50);
        assert!(search.tree.amaf.len() == search.tree.nodes.len());
        // The root's children are player 1's actions: each counts the
        // iterations in which player 1 played it at some turn, so the
        // counts add up to more than the root's visits (player 1 acts
        // again in most iterations, some actions still legal) but to a
        // few times them at most (an iteration plays a few actions of
        // each player's).
        let total: u32 = search
            .tree
            .children(0)
            .map(|c| search.tree.amaf[c].visits)
            .sum();
        let root = search.tree.nodes[0].visits;
        assert!(
            total > root && total < 4 * root,
            "{total} for {root} visits"
        );
        // Without RAVE nothing is counted.
        let mut plain = Search::new(martian, 4).on_horizon();
        plain.run(300);
        assert!(plain.tree.amaf.is_empty());
    }

    /// The table gives the formula's own values, bit for bit, within it
    /// and past it, so a search with it chooses as one without.
    #[test]
    fn rave_weights_are_the_formula_within_and_past_the_table() {
        let equivalence = 30.0f32;
        let weights = RaveWeights::new(equivalence);
        let last = RaveWeights::TABULATED as u32 - 1;
        for visits in [0, 1, 2, 37, last, last + 1, last + 2, 1 << 20] {
            let formula = (equivalence / (3.0 * visits as f32 + equivalence)).sqrt();
            assert_eq!(weights.of(visits).to_bits(), formula.to_bits(), "{visits}");
        }
        assert!(weights.of(0) == 1.0 && weights.of(1 << 20) < 0.01);
    }

    #[test]
    fn rave_tries_an_untried_action_by_its_all_moves_as_first_mean() {
        let mut search = Search::new(Martian::new(3).unwrap(), 1).with_rave(100.0);
        let children: Vec<usize> = search.tree.children(0).collect();
        search.tree.nodes[0].visits = 40;
        for &c in &children {
            search.tree.amaf[c] = Amaf {
                visits: 10,
                reward: 2.0,
                ..search.tree.amaf[c]
            };
        }
        // Untried, every child is judged by its all-moves-as-first mean.
        let liked = children[children.len() / 2];
        search.tree.amaf[liked].reward = 8.0;
        assert_eq!(search.select(0), liked);
        // Tried often and badly, its own mean outweighs that.
        search.tree.nodes[liked].visits = 400;
        search.tree.nodes[liked].reward = 40.0;
        assert_ne!(search.select(0), liked);
        // A child neither tried nor seen played is tried first.
        let unknown = children[children.len() - 1];
        search.tree.amaf[unknown] = Amaf::of(search.tree.nodes[unknown].action);
        assert_eq!(search.select(0), unknown);
    }
}
