//! Alpha-beta search over any game, one action at a time, deepened
//! iteratively until the time is spent. Values are from the point of view
//! of the player to act at the root, who maximises; every other player
//! minimises it (the "paranoid" reading, which is plain minimax for two
//! players and keeps three and four players on the same code). A turn of
//! several actions is searched whole: the same player simply acts again.
//!
//! [`AlphaBeta::baseline`] is the fixed opponent the site's levels are
//! measured against: captures first, material only, nothing else.

use super::knowledge::Knowledge;
use super::level::Budget;
use crate::game::{Action, ActionKind, Player, Status};
use crate::rng::Rng;

/// A won game is worth this, less one for each action it takes, so the
/// search prefers the quickest win and the slowest loss.
const WIN: f32 = 1.0e6;

/// Won and lost values lie beyond this.
const DECIDED: f32 = WIN - 10_000.0;

/// Iterative deepening stops here even with time left (a position with
/// few actions can be searched very deep very fast).
const MAX_DEPTH: u32 = 64;

/// Nodes between looks at the clock.
const CLOCK_EVERY: u64 = 256;

/// How a position that goes on is valued at the search's horizon.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// The root player's score (pieces, points or Kings) less the best
    /// other player's.
    Material,
    /// The game's own evaluation ([`Knowledge::evaluate`]).
    Knowledge,
}

/// An alpha-beta search from one position.
pub struct AlphaBeta<G: Knowledge> {
    root: G,
    /// The player to act at the root, whose values the search keeps.
    me: Player,
    evaluation: Evaluation,
    /// The root's actions, the best found so far first.
    root_actions: Vec<Action>,
    best_value: f32,
    /// The deepest search completed, in actions.
    depth: u32,
    nodes: u64,
    /// True once the value is known exactly (a won or lost game within the
    /// horizon, or a tree searched to its ends), so deeper searches cannot
    /// change it.
    settled: bool,
    stop: Stop,
}

/// When the search in progress must give up.
#[derive(Clone, Copy, Debug)]
struct Stop {
    /// In the clock's milliseconds.
    deadline: f64,
    max_nodes: u64,
    stopped: bool,
}

impl<G: Knowledge> AlphaBeta<G> {
    /// A search valuing positions by `evaluation`; `seed` orders the root's
    /// equal actions, so games against it vary.
    pub fn new(root: G, evaluation: Evaluation, seed: u64) -> AlphaBeta<G> {
        let me = match root.status() {
            Status::ToAct(p) => p,
            Status::Over { .. } => 0,
        };
        let mut root_actions = Vec::new();
        root.legal_actions(&mut root_actions);
        let mut rng = Rng::new(seed);
        for i in (1..root_actions.len()).rev() {
            let j = rng.below(i + 1);
            root_actions.swap(i, j);
        }
        order_captures_first(&root, &mut root_actions);
        AlphaBeta {
            root,
            me,
            evaluation,
            root_actions,
            best_value: 0.0,
            depth: 0,
            nodes: 0,
            settled: false,
            stop: Stop {
                deadline: f64::INFINITY,
                max_nodes: u64::MAX,
                stopped: false,
            },
        }
    }

    /// The fixed opponent of the tournaments: material only.
    pub fn baseline(root: G, seed: u64) -> AlphaBeta<G> {
        AlphaBeta::new(root, Evaluation::Material, seed)
    }

    pub fn root(&self) -> &G {
        &self.root
    }

    /// Positions visited so far, over every depth.
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// The deepest search completed, in actions.
    pub fn depth(&self) -> u32 {
        self.depth
    }

    pub fn is_forced(&self) -> bool {
        self.root_actions.len() <= 1
    }

    /// The action to play; `None` when the game is over.
    pub fn best(&self) -> Option<Action> {
        self.root_actions.first().copied()
    }

    /// How the root player rates the best action, 0 (lost) to 1 (won).
    pub fn confidence(&self) -> Option<f32> {
        let v = self.best_value;
        self.best().map(|_| {
            if v > DECIDED {
                1.0
            } else if v < -DECIDED {
                0.0
            } else {
                match self.evaluation {
                    Evaluation::Material => 0.5 + 0.5 * (v / 4.0).tanh(),
                    Evaluation::Knowledge => (0.5 + v).clamp(0.0, 1.0),
                }
            }
        })
    }

    /// The best action's value for the root player at the last depth:
    /// for material, a score lead; for the game's evaluation, its reward
    /// less one half; beyond ±999,000 a game won or lost (a million less
    /// the actions it takes).
    pub fn value(&self) -> f32 {
        self.best_value
    }

    /// Searches every depth up to `depth` (or until the value is settled),
    /// however long it takes.
    pub fn deepen_to(&mut self, depth: u32) {
        self.stop = Stop {
            deadline: f64::INFINITY,
            max_nodes: u64::MAX,
            stopped: false,
        };
        while self.depth < depth.min(MAX_DEPTH) && !self.settled && !self.is_forced() {
            self.search_root(self.depth + 1, &|| 0.0);
        }
    }

    /// Deepens the search one action at a time until the budget (time on
    /// `now`'s clock, and nodes) is spent or the value is settled. A depth
    /// cut short still counts where it already found a better action than
    /// the last complete depth's.
    pub fn think(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        if self.is_forced() || self.settled {
            return;
        }
        let start = now();
        self.stop = Stop {
            deadline: start + budget.millis,
            max_nodes: self.nodes.saturating_add(budget.iterations),
            stopped: false,
        };
        while self.depth < MAX_DEPTH && !self.settled {
            self.search_root(self.depth + 1, now);
            if self.stop.stopped || now() >= self.stop.deadline {
                return;
            }
        }
    }

    /// One depth over the root's actions, best first; keeps the new best at
    /// the front.
    fn search_root(&mut self, depth: u32, now: &dyn Fn() -> f64) {
        let mut alpha = -f32::INFINITY;
        let mut best = 0;
        let mut exact = true;
        let root = self.root.clone();
        for i in 0..self.root_actions.len() {
            let mut next = root.clone();
            next.apply(self.root_actions[i]);
            let Some((value, child_exact)) =
                self.search(&next, depth - 1, 1, alpha, f32::INFINITY, now)
            else {
                // Cut short: keep a better action found at this depth.
                if best > 0 {
                    self.root_actions[..=best].rotate_right(1);
                    self.best_value = alpha;
                }
                return;
            };
            exact &= child_exact;
            if value > alpha {
                alpha = value;
                best = i;
            }
        }
        self.root_actions[..=best].rotate_right(1);
        self.best_value = alpha;
        self.depth = depth;
        self.settled = exact || alpha.abs() > DECIDED;
    }

    /// The value of `state` searched `depth` more actions, with whether it
    /// is exact (no horizon reached below); `None` when the budget ran out.
    fn search(
        &mut self,
        state: &G,
        depth: u32,
        ply: u32,
        mut alpha: f32,
        mut beta: f32,
        now: &dyn Fn() -> f64,
    ) -> Option<(f32, bool)> {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CLOCK_EVERY)
            && (self.nodes >= self.stop.max_nodes || now() >= self.stop.deadline)
        {
            self.stop.stopped = true;
        }
        if self.stop.stopped {
            return None;
        }
        let mover = match state.status() {
            Status::ToAct(p) => p,
            Status::Over { winners, .. } => return Some((self.decided(&winners, ply), true)),
        };
        if depth == 0 {
            return Some((self.evaluate(state), false));
        }
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        order_captures_first(state, &mut actions);
        let maximising = mover == self.me;
        let mut best = if maximising {
            -f32::INFINITY
        } else {
            f32::INFINITY
        };
        let mut exact = true;
        for action in actions {
            let mut next = state.clone();
            next.apply(action);
            let (value, child_exact) = self.search(&next, depth - 1, ply + 1, alpha, beta, now)?;
            exact &= child_exact;
            if maximising {
                best = best.max(value);
                alpha = alpha.max(value);
            } else {
                best = best.min(value);
                beta = beta.min(value);
            }
            if alpha >= beta {
                break;
            }
        }
        Some((best, exact))
    }

    fn decided(&self, winners: &[Player], ply: u32) -> f32 {
        if !winners.contains(&self.me) {
            -(WIN - ply as f32)
        } else if winners.len() == 1 {
            WIN - ply as f32
        } else {
            0.0
        }
    }

    fn evaluate(&self, state: &G) -> f32 {
        let me = usize::from(self.me - 1);
        match self.evaluation {
            Evaluation::Material => {
                let scores = state.scores();
                let mine = scores.get(me).copied().unwrap_or(0) as f32;
                let best_other = scores
                    .iter()
                    .enumerate()
                    .filter(|&(p, _)| p != me)
                    .map(|(_, &s)| s)
                    .max()
                    .unwrap_or(0) as f32;
                mine - best_other
            }
            Evaluation::Knowledge => state.evaluate()[me] - 0.5,
        }
    }
}

/// Kills and capturing jumps first, each group in the order it came.
fn order_captures_first<G: Knowledge>(state: &G, actions: &mut [Action]) {
    actions
        .sort_by_key(|&a| !matches!(state.kind_of(a), ActionKind::Kill | ActionKind::CaptureJump));
}
