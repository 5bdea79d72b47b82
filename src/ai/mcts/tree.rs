//! Where a Monte Carlo search ([`Search`]) keeps its tree: the nodes, the
//! expanded nodes' lists of actions, and what some settings add to every
//! node (minimax values, RAVE's counts), all indexed alike; how the tree
//! grows without leaving memory behind, and how one node's subtree becomes
//! the whole tree in place. How the tree is searched is the search's.

use super::rave::Amaf;
#[cfg(doc)]
use super::Search;
use super::NEUTRAL;
use crate::ai::knowledge::Rewards;
use crate::game::Action;

/// A node not yet expanded has this many children ([`NOT_EXPANDED`]), and
/// this in place of its expansion's index ([`Node::expansion`]).
pub(super) const UNEXPANDED: u32 = u32::MAX;

/// A node as the choice among its parent's children reads it. Expanding a
/// node adds one for each of its actions, most never expanded in turn, so
/// what only an expanded node needs is kept apart ([`Expansion`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Node {
    /// The action that leads here from the parent.
    pub(super) action: Action,
    /// The node's value is proven ([`Search::solving`]): it is exact and
    /// held in [`Tree::minimax`].
    pub(super) solved: bool,
    pub(super) visits: u32,
    /// The rewards of the parent's player to act, the one who chooses
    /// this node, summed over the visits: the only player the node's
    /// rewards are read for (the root's stays as it was).
    pub(super) reward: f32,
    /// Where its [`Expansion`] is in [`Tree::expansions`]; `UNEXPANDED`
    /// until the node's actions are listed.
    pub(super) expansion: u32,
}

impl Node {
    fn new(action: Action) -> Node {
        Node {
            action,
            solved: false,
            visits: 0,
            reward: 0.0,
            expansion: UNEXPANDED,
        }
    }

    /// The mean reward of the parent's player to act.
    pub(super) fn mean(&self) -> f32 {
        if self.visits == 0 {
            return 0.0;
        }
        self.reward / self.visits as f32
    }
}

/// What an expanded node knows of its actions.
#[derive(Clone, Copy, Debug)]
pub(super) struct Expansion {
    /// The player to act here, 0 when the game is over.
    pub(super) mover: u8,
    pub(super) first_child: u32,
    /// `UNEXPANDED` for a node not expanded ([`NOT_EXPANDED`]).
    pub(super) child_count: u32,
    /// Children before this one have been visited; they are tried in order.
    pub(super) next_unvisited: u32,
}

/// How a node not yet expanded reads.
const NOT_EXPANDED: Expansion = Expansion {
    mover: 0,
    first_child: 0,
    child_count: UNEXPANDED,
    next_unvisited: 0,
};

/// A search's tree: a node is known by its index in [`Tree::nodes`], and
/// the vectors of what some settings add to each node are indexed alike
/// (or empty, where the setting is off).
pub(super) struct Tree {
    /// The nodes, the root first, each node's children side by side.
    pub(super) nodes: Vec<Node>,
    /// The expanded nodes' lists of actions ([`Node::expansion`]).
    pub(super) expansions: Vec<Expansion>,
    /// Each node's minimax value over the tree searched so far, its leaves
    /// valued by the evaluation; empty without implicit minimax backups
    /// or the solver ([`Search::implicit_minimax`], [`Search::solving`]).
    pub(super) minimax: Vec<Rewards>,
    /// Each node's all-moves-as-first statistics; empty without RAVE
    /// ([`Search::with_rave`]).
    pub(super) amaf: Vec<Amaf>,
    /// The most nodes the tree may hold ([`Search::holding`]).
    pub(super) capacity: usize,
}

impl Tree {
    /// A root alone, not expanded, in a tree of at most `capacity` nodes.
    pub(super) fn new(capacity: usize) -> Tree {
        Tree {
            nodes: vec![Node::new(Action::End)],
            expansions: Vec::new(),
            minimax: Vec::new(),
            amaf: Vec::new(),
            capacity,
        }
    }

    /// Node `node`'s children: none until it is expanded.
    #[inline]
    pub(super) fn children(&self, node: usize) -> std::ops::Range<usize> {
        let e = self.expansion(node);
        let first = e.first_child as usize;
        match e.child_count {
            UNEXPANDED => first..first,
            count => first..first + count as usize,
        }
    }

    /// Node `node`'s list of actions: [`NOT_EXPANDED`] until it has one.
    #[inline]
    pub(super) fn expansion(&self, node: usize) -> &Expansion {
        match self.nodes[node].expansion {
            UNEXPANDED => &NOT_EXPANDED,
            e => &self.expansions[e as usize],
        }
    }

    /// True once node `node`'s actions are listed.
    #[inline]
    pub(super) fn is_expanded(&self, node: usize) -> bool {
        self.nodes[node].expansion != UNEXPANDED
    }

    /// Gives every node a minimax value from now on: `root_value` to the
    /// root, [`NEUTRAL`] to the rest until the search values them.
    pub(super) fn value_by_minimax(&mut self, root_value: Rewards) {
        self.minimax = vec![NEUTRAL; self.nodes.len()];
        self.minimax[0] = root_value;
    }

    /// Gives every node RAVE's counts from now on, none counted yet.
    pub(super) fn count_amaf(&mut self) {
        self.amaf = self.nodes.iter().map(|n| Amaf::of(n.action)).collect();
    }

    /// Starts again from a root alone, not expanded; a tree that keeps
    /// minimax values gives it `root_value`.
    pub(super) fn restart(&mut self, root_value: Rewards) {
        self.nodes.clear();
        self.nodes.push(Node::new(Action::End));
        self.expansions.clear();
        if !self.amaf.is_empty() {
            self.amaf.clear();
            self.amaf.push(Amaf::default());
        }
        if !self.minimax.is_empty() {
            self.minimax.clear();
            self.minimax.push(root_value);
        }
    }

    /// True when `more` children fit in the tree; no children always fit
    /// (a node where the game is over is expanded to none).
    pub(super) fn has_room_for(&self, more: usize) -> bool {
        more == 0 || self.nodes.len() + more <= self.capacity
    }

    /// Expands node `node`, where `mover` is to act (0 when the game is
    /// over), to a child for each of `actions`, in their order. The caller
    /// has checked that they fit ([`Tree::has_room_for`]).
    pub(super) fn expand(&mut self, node: usize, mover: u8, actions: &[Action]) {
        let first = self.nodes.len() as u32;
        let more = actions.len();
        make_room(&mut self.nodes, more, self.capacity);
        self.nodes.extend(actions.iter().map(|&a| Node::new(a)));
        if !self.minimax.is_empty() {
            make_room(&mut self.minimax, more, self.capacity);
            self.minimax.resize(self.nodes.len(), NEUTRAL);
        }
        if !self.amaf.is_empty() {
            make_room(&mut self.amaf, more, self.capacity);
            self.amaf.extend(actions.iter().map(|&a| Amaf::of(a)));
        }
        self.nodes[node].expansion = self.expansions.len() as u32;
        self.expansions.push(Expansion {
            mover,
            first_child: first,
            child_count: more as u32,
            next_unvisited: 0,
        });
    }

    /// Makes node `top`'s subtree the whole tree, `top` its root. The kept
    /// nodes move down in place, in the order they were in: a node's
    /// children come after it and side by side, so they stay side by side
    /// and `top`, the first of them, becomes node 0. In place, because a
    /// copy would hold a second tree beside the first at every action, and
    /// the browser's WebAssembly memory keeps what it grew to: a game of
    /// kept trees grew it to about three times a full tree.
    pub(super) fn keep_subtree(&mut self, top: usize) {
        let kept = SubtreeMarks::of(self, top);
        let mut expansions = Vec::with_capacity(kept.expanded);
        let mut next = 0;
        for old in kept.members() {
            let mut node = self.nodes[old];
            if node.expansion != UNEXPANDED {
                let mut expansion = self.expansions[node.expansion as usize];
                expansion.first_child = kept.rank(expansion.first_child as usize) as u32;
                node.expansion = expansions.len() as u32;
                expansions.push(expansion);
            }
            // `next` <= `old`: nothing not yet read is overwritten.
            self.nodes[next] = node;
            if !self.minimax.is_empty() {
                self.minimax[next] = self.minimax[old];
            }
            if !self.amaf.is_empty() {
                self.amaf[next] = self.amaf[old];
            }
            next += 1;
        }
        self.nodes.truncate(next);
        self.minimax.truncate(next);
        self.amaf.truncate(next);
        self.nodes[0].action = Action::End;
        self.expansions = expansions;
    }
}

/// The nodes of one node's subtree, as a set of their indices, with each
/// index's place among them ([`Tree::keep_subtree`]).
struct SubtreeMarks {
    /// Bit `i % 64` of word `i / 64`: node `i` is in the subtree.
    words: Vec<u64>,
    /// How many nodes of the subtree come before each word's first.
    before: Vec<u32>,
    /// How many of them are expanded.
    expanded: usize,
}

impl SubtreeMarks {
    fn of(tree: &Tree, top: usize) -> SubtreeMarks {
        let len = tree.nodes.len();
        // A word more, so that the place of index `len` can be asked.
        let mut words = vec![0u64; len / 64 + 1];
        words[top / 64] |= 1 << (top % 64);
        let mut expanded = 0;
        // A node's children come after it, so one pass up from `top`
        // reaches each node after its parent has marked it. The pass goes
        // from mark to mark, over unmarked words whole: the subtree kept
        // after another player's action is often a few nodes of a full
        // tree.
        for w in top / 64..words.len() {
            // Bits of word `w` below `from` have been looked at.
            let mut from = 0;
            while from < 64 {
                // Read again each time: a node may mark children in its own word.
                let pending = words[w] & (u64::MAX << from);
                if pending == 0 {
                    break;
                }
                let bit = pending.trailing_zeros();
                let i = w * 64 + bit as usize;
                if tree.is_expanded(i) {
                    expanded += 1;
                    for child in tree.children(i) {
                        words[child / 64] |= 1 << (child % 64);
                    }
                }
                from = bit + 1;
            }
        }
        let mut before = Vec::with_capacity(words.len());
        let mut count = 0;
        for word in &words {
            before.push(count);
            count += word.count_ones();
        }
        SubtreeMarks {
            words,
            before,
            expanded,
        }
    }

    /// The subtree's nodes, in order.
    fn members(&self) -> impl Iterator<Item = usize> + '_ {
        self.words.iter().enumerate().flat_map(|(w, &word)| {
            // The word, then the word without its lowest mark, and so on
            // while marks are left.
            let marked = |rest: u64| (rest != 0).then_some(rest);
            std::iter::successors(marked(word), move |&rest| marked(rest & (rest - 1)))
                .map(move |rest| w * 64 + rest.trailing_zeros() as usize)
        })
    }

    /// How many nodes of the subtree come before node `i`: its index once
    /// the subtree is moved down. `i` is at most the tree's length.
    fn rank(&self, i: usize) -> usize {
        let below = self.words[i / 64] & ((1u64 << (i % 64)) - 1);
        self.before[i / 64] as usize + below.count_ones() as usize
    }
}

/// Makes room in `items` for `more`, doubling its room as a vector does
/// while it is small, and once it passes a sixteenth of `limit` items (the
/// tree's capacity) taking room for all of them at once. The browser's
/// WebAssembly memory, once grown, never gives back what a tree's vectors
/// let go as they move to larger room: doubling up to the capacity left
/// about as much again behind (Expert's 3-player tree of 46 MB grew the
/// memory to 72 MB; now to 49), and a doubling past it would take memory
/// the tree never uses.
fn make_room<T>(items: &mut Vec<T>, more: usize, limit: usize) {
    let needed = items.len() + more;
    if needed > items.capacity() {
        let doubled = items.capacity() * 2;
        let room = if doubled > limit / 16 { limit } else { doubled };
        items.reserve_exact(room.max(needed) - items.len());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A node not expanded costs 16 bytes, 12 more with RAVE: a full tree
    /// is mostly such nodes.
    #[test]
    fn a_node_takes_16_bytes_and_its_rave_counts_12() {
        assert_eq!(std::mem::size_of::<Node>(), 16);
        assert_eq!(std::mem::size_of::<Amaf>(), 12);
    }

    /// A tree built by hand: the root's children 1, 2, 3; node 1's 4, 5;
    /// node 3's 6, 7; node 7's 8. Every node's visits, minimax value and
    /// RAVE count say which node it was.
    fn small_tree() -> Tree {
        let mut tree = Tree::new(100);
        tree.minimax.push(NEUTRAL);
        tree.amaf.push(Amaf::default());
        let place = |cells: &[u8]| cells.iter().map(|&c| Action::Place(c)).collect::<Vec<_>>();
        tree.expand(0, 1, &place(&[1, 2, 3]));
        tree.expand(1, 2, &place(&[4, 5]));
        tree.expand(3, 2, &place(&[6, 7]));
        tree.expand(7, 1, &place(&[8]));
        for i in 0..tree.nodes.len() {
            tree.nodes[i].visits = 10 + i as u32;
            tree.minimax[i][0] = i as f32;
            tree.amaf[i].visits = 20 + i as u32;
        }
        tree
    }

    #[test]
    fn keeping_a_subtree_moves_its_nodes_down_in_order_with_their_values() {
        let mut tree = small_tree();
        assert_eq!(tree.nodes.len(), 9);
        assert!(tree.has_room_for(91) && !tree.has_room_for(92) && tree.has_room_for(0));
        tree.keep_subtree(3);
        // Nodes 3, 6, 7, 8 become 0, 1, 2, 3.
        let old = [3, 6, 7, 8];
        assert_eq!(tree.nodes.len(), 4);
        assert_eq!((tree.minimax.len(), tree.amaf.len()), (4, 4));
        for (new, &was) in old.iter().enumerate() {
            assert_eq!(tree.nodes[new].visits, 10 + was);
            assert_eq!(tree.minimax[new][0], was as f32);
            assert_eq!(tree.amaf[new].visits, 20 + was);
        }
        assert_eq!(tree.nodes[0].action, Action::End);
        assert_eq!(tree.nodes[1].action, Action::Place(6));
        assert_eq!(tree.nodes[3].action, Action::Place(8));
        // The lists of actions follow: the root's children are 1 and 2,
        // node 2's is 3, and nodes 1 and 3 are not expanded.
        assert_eq!(tree.expansions.len(), 2);
        assert_eq!((tree.children(0), tree.expansion(0).mover), (1..3, 2));
        assert_eq!((tree.children(2), tree.expansion(2).mover), (3..4, 1));
        assert!(!tree.is_expanded(1) && !tree.is_expanded(3));
        // The tree grows on from there as any other.
        tree.expand(1, 1, &[Action::Place(9)]);
        assert_eq!(tree.children(1), 4..5);
        assert_eq!(tree.minimax[4], NEUTRAL);
        assert_eq!(tree.amaf[4], Amaf::of(Action::Place(9)));
    }

    #[test]
    fn keeping_a_leaf_leaves_a_root_alone_and_a_restart_the_same() {
        let mut tree = small_tree();
        tree.keep_subtree(5);
        assert_eq!(tree.nodes.len(), 1);
        assert!(tree.expansions.is_empty() && !tree.is_expanded(0));
        assert_eq!(tree.nodes[0].visits, 15);
        let mut tree = small_tree();
        tree.restart([0.25; crate::ai::MAX_PLAYERS]);
        assert_eq!(tree.nodes.len(), 1);
        assert!(tree.expansions.is_empty() && !tree.is_expanded(0));
        assert_eq!(tree.nodes[0].visits, 0);
        assert_eq!(tree.minimax, [[0.25; crate::ai::MAX_PLAYERS]]);
        assert_eq!(tree.amaf, [Amaf::default()]);
    }

    /// Subtrees that span many 64-node words, and the marks' places in
    /// them, against a plain walk of the tree.
    #[test]
    fn marks_hold_the_subtree_and_each_members_place() {
        // A root with 150 children, each of the even ones with two.
        let mut tree = Tree::new(1000);
        let actions: Vec<Action> = (0..150).map(|c| Action::Place(c as u8)).collect();
        tree.expand(0, 1, &actions);
        for child in (1..=150).step_by(2) {
            tree.expand(child, 2, &actions[..2]);
        }
        for top in [0, 1, 2, 77, 149] {
            let marks = SubtreeMarks::of(&tree, top);
            let mut walked = vec![top];
            let mut i = 0;
            while i < walked.len() {
                walked.extend(tree.children(walked[i]));
                i += 1;
            }
            walked.sort_unstable();
            let members: Vec<usize> = marks.members().collect();
            assert_eq!(members, walked, "top {top}");
            for (place, &member) in members.iter().enumerate() {
                assert_eq!(marks.rank(member), place);
            }
            assert_eq!(marks.rank(tree.nodes.len()), members.len());
            let expanded = walked.iter().filter(|&&i| tree.is_expanded(i)).count();
            assert_eq!(marks.expanded, expanded);
        }
    }

    #[test]
    fn a_tree_vector_doubles_while_small_then_takes_the_whole_capacity() {
        let limit = 1600;
        let mut items: Vec<u32> = Vec::new();
        let mut rooms = Vec::new();
        for _ in 0..limit {
            make_room(&mut items, 1, limit);
            items.push(0);
            if rooms.last() != Some(&items.capacity()) {
                rooms.push(items.capacity());
            }
        }
        // What the vector let go on the way (1 + 2 + ... + 64 items) is
        // less than a tenth of the tree.
        assert_eq!(rooms, [1, 2, 4, 8, 16, 32, 64, limit]);
        // Room for many at once, as an expansion asks, past a sixteenth.
        let mut items: Vec<u32> = vec![0; 90];
        make_room(&mut items, 30, limit);
        assert_eq!(items.capacity(), limit);
    }
}
