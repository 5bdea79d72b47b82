//! Monte Carlo tree search over any game, one action at a time, so a turn of
//! several actions (a drop then a move, a chain of jumps) is searched whole.
//! The player to act at a node picks among its children by the rewards they
//! brought that player (UCT), which serves two, three and four players
//! alike; so each node keeps the rewards of its parent's player to act.

use super::knowledge::{final_rewards, Knowledge, Rewards};
use crate::game::{Action, Status};
use crate::rng::Rng;
use rave::{PlayedBelow, RaveWeights};
use tree::{Expansion, Tree};

mod halving;
mod minimax;
mod oma;
mod rave;
mod tree;

/// Playouts scored by the horizon evaluation ([`Search::on_horizon`]) stop
/// after this many actions. At 3-player Martian Checkers, with an
/// evaluation that counts threats, playouts of 2, 4, 8 and 24 actions
/// scored 50%, 55%, 50% and 32.5% against the usual search (20 games
/// each, docs/strength.md): the evaluation sees more than a long random
/// continuation does. Nor did longer playouts measurably pay where the
/// search has ten times the iterations: at 4-player Martian Checkers at
/// the site's full times (1 s an action) 8 actions scored 32.5% of 40
/// against three copies of `mcts` where 4 scored 28.75% on the same
/// seeds, within the noise (docs/strength.md, "The thirty-second
/// session"), and at 3 players at the site's full times 8 scored 46.8%
/// of 63 where 4 scored 45.5% on the same seeds ("The fifty-seventh
/// session").
pub const ON_HORIZON_PLAYOUT_DEPTH: usize = 4;

/// The weight of a child's minimax value beside its mean reward with
/// implicit minimax backups ([`Search::implicit_minimax`]). Against the
/// `alphabeta` baseline at Mad Rooks (40 games each, docs/strength.md),
/// 0.2, 0.4, 0.6 and 0.8 scored 60%, 62.5%, 65% and 47.5%: the weights up
/// to about a half are alike within the noise, and 0.4 also scored best of
/// the two tried at Mad Bishops (72.5%, against 70% at 0.6).
pub const MINIMAX_WEIGHT: f32 = 0.4;

/// How much less the search explores with implicit minimax backups: UCT's
/// constant (the game's, [`Knowledge::exploration`]) times this. The
/// minimax values already point at the actions worth a look. At Mad Rooks
/// against the `alphabeta` baseline (40 games, seed 1) the game's 0.7
/// scored 62.5%, 1.0 scored 55% and 0.35 (this factor) 75%, and 75% again
/// on seed 3 where 0.7 also scored 62.5% (docs/strength.md).
pub const IMPLICIT_EXPLORATION_FACTOR: f32 = 0.5;

/// How a Monte Carlo search is set up beyond what the game knows; each
/// part is one of the search's builders, with the constants measured for
/// it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Settings {
    /// Short playouts scored by the horizon evaluation
    /// ([`Search::on_horizon`]).
    pub on_horizon: bool,
    /// How many actions those short playouts run:
    /// [`ON_HORIZON_PLAYOUT_DEPTH`] but where a longer or shorter one is
    /// measured ([`Search::with_horizon_playouts`]).
    pub horizon_playouts: usize,
    /// Playouts of the game's length scored by the horizon evaluation
    /// ([`Search::valued_on_horizon`]).
    pub horizon_evaluation: bool,
    /// Implicit minimax backups at [`MINIMAX_WEIGHT`]
    /// ([`Search::implicit_minimax`]).
    pub implicit_minimax: bool,
    /// UCT's constant as a multiple of the game's ([`Search::exploring`]):
    /// 1 for the game's own, [`IMPLICIT_EXPLORATION_FACTOR`] with implicit
    /// minimax backups.
    pub exploration: f32,
    /// Proves wins and losses in the tree ([`Search::solving`]).
    pub solver: bool,
    /// UCT's constant growing at nodes of many visits
    /// ([`Search::exploring_more_with_visits`]); `None` keeps it fixed.
    pub exploration_growth: Option<ExplorationGrowth>,
    /// Rapid action value estimation with this equivalence parameter
    /// ([`Search::with_rave`]); `None` for none.
    pub rave: Option<f32>,
    /// Sequential halving at the root ([`Search::halving`]).
    pub halving: bool,
    /// Opponent-move abstraction with this equivalence parameter
    /// ([`Search::abstracting_opponent_moves`]); `None` for none.
    pub opponent_move_abstraction: Option<f32>,
    /// The most nodes the tree may hold: [`MAX_NODES`] but where a larger
    /// or smaller tree is measured ([`Search::holding`]).
    pub tree_nodes: usize,
    /// The horizon evaluation is the game's candidate one where it has
    /// one ([`Search::with_candidate_evaluation`]).
    pub candidate_evaluation: bool,
}

/// UCT's constant at a node of `visits` visits, above `from_visits`, is
/// multiplied by `(visits / from_visits)^exponent`. A search told to
/// explore little (a small constant suits a short search, whose few
/// iterations must go where the evaluation points) would otherwise
/// spend a long one deepening the same line; growing the constant with
/// the visits keeps the short search's focus and widens the long one.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ExplorationGrowth {
    pub from_visits: u32,
    pub exponent: f32,
}

impl Settings {
    /// The search as it was first built: Medium's, and `mcts`.
    pub const PLAIN: Settings = Settings {
        on_horizon: false,
        horizon_playouts: ON_HORIZON_PLAYOUT_DEPTH,
        horizon_evaluation: false,
        implicit_minimax: false,
        exploration: 1.0,
        solver: false,
        exploration_growth: None,
        rave: None,
        halving: false,
        opponent_move_abstraction: None,
        tree_nodes: MAX_NODES,
        candidate_evaluation: false,
    };

    /// Implicit minimax backups, exploring [`IMPLICIT_EXPLORATION_FACTOR`]
    /// as much; on the horizon or not.
    pub const fn implicit(on_horizon: bool) -> Settings {
        Settings {
            on_horizon,
            horizon_playouts: ON_HORIZON_PLAYOUT_DEPTH,
            horizon_evaluation: false,
            implicit_minimax: true,
            exploration: IMPLICIT_EXPLORATION_FACTOR,
            solver: false,
            exploration_growth: None,
            rave: None,
            halving: false,
            opponent_move_abstraction: None,
            tree_nodes: MAX_NODES,
            candidate_evaluation: false,
        }
    }
}

/// With opponent-move abstraction ([`oma`]), a child's value from its
/// visits, its own value (`own`, asked only of a child with visits) and
/// its action's shared mean with that mean's weight (`shared`; `None`
/// while unknown): their blend, the shared mean alone for an untried
/// child, `None` while neither is known. The selection with RAVE and
/// [`Search::own_or_shared_value`] both value children by it.
#[inline]
fn blend_with_shared(
    visits: u32,
    own: impl FnOnce() -> f32,
    shared: Option<(f32, f32)>,
) -> Option<f32> {
    match (visits, shared) {
        (0, None) => None,
        (0, Some((_, mean))) => Some(mean),
        (_, None) => Some(own()),
        (_, Some((weight, mean))) => Some((1.0 - weight) * own() + weight * mean),
    }
}

/// The minimax value of a node not yet valued: even for everyone.
const NEUTRAL: Rewards = [0.5; super::MAX_PLAYERS];

/// The tree stops growing at this many nodes; the search goes on with
/// playouts from its leaves. `visits_to_expand` slows it down before
/// that. A node takes 16 bytes (32 with implicit minimax backups' values,
/// 28 with RAVE's counts) and one expanded 16 more, but only about one in
/// twenty-five is expanded, so a full tree takes about 18 MB (30 with
/// RAVE, 34 with implicit minimax backups).
pub const MAX_NODES: usize = 1 << 20;

/// The visits a leaf needs before it is expanded, given the nodes the tree
/// holds and may hold: 1 (expanded on its second visit) until the tree is
/// half full, then twice as many for each further eighth. Expanding a leaf
/// adds a node for each of its actions, most never visited, so expanding
/// every leaf on its second visit filled the tree after 23,000 iterations
/// from Mad Rooks' start and about 220,000 at 3-player Martian Checkers
/// (a second or so natively, less than Expert's five in the browser), and
/// the search then went on without deepening. This way a long search
/// keeps deepening, more slowly, and a short one is searched as before.
fn visits_to_expand(nodes: usize, capacity: usize) -> u32 {
    let eighths = nodes.saturating_mul(8) / capacity.max(1);
    1 << eighths.saturating_sub(3).min(8)
}

/// The search from one position. Deterministic for a seed and a number of
/// iterations; [`Search::run`] may be called again and again to search on.
pub struct Search<G: Knowledge> {
    root: G,
    /// The tree searched, the root node 0.
    tree: Tree,
    rng: Rng,
    /// Scratch space for legal actions.
    actions: Vec<Action>,
    /// Scratch space for a node's actions with their playout priorities
    /// ([`Search::expand`]).
    prioritised: Vec<(std::cmp::Reverse<u8>, Action)>,
    /// Scratch space for the path of one iteration.
    path: Vec<u32>,
    /// UCT's constant: the game's, unless [`Search::exploring`] changed it.
    exploration: f32,
    /// How the constant grows with a node's visits
    /// ([`Search::exploring_more_with_visits`]).
    exploration_growth: Option<ExplorationGrowth>,
    iterations: u64,
    /// Playouts are short (`horizon_playouts` actions); they are then
    /// scored by the horizon evaluation too (`horizon_values`).
    on_horizon: bool,
    /// How many actions a short playout runs: [`ON_HORIZON_PLAYOUT_DEPTH`]
    /// unless [`Search::with_horizon_playouts`] changed it.
    horizon_playouts: usize,
    /// Playouts and leaves are scored by [`Knowledge::horizon_evaluate`]
    /// (the alpha-beta search's) rather than [`Knowledge::evaluate`].
    horizon_values: bool,
    /// The horizon evaluation is [`Knowledge::candidate_horizon_evaluate`]
    /// where the game has one ([`Search::with_candidate_evaluation`]).
    candidate_evaluation: bool,
    /// With implicit minimax backups ([`Search::implicit_minimax`]), the
    /// weight of a child's minimax value beside its mean reward.
    minimax_weight: f32,
    /// Proving wins and losses ([`Search::solving`]).
    solver: bool,
    /// RAVE's equivalence parameter ([`Search::with_rave`]; 0 for none)
    /// and the weights it gives the all-moves-as-first mean by a child's
    /// visits.
    rave_weights: RaveWeights,
    /// Scratch space: the actions one iteration played, in the tree then
    /// in the playout, each with its player.
    played: Vec<(u8, Action)>,
    /// Scratch space: the actions played from a node on.
    played_below: PlayedBelow,
    /// A budget is spent by sequential halving at the root
    /// ([`Search::halving`]).
    halving: bool,
    /// Where a think by halving stands: none under way, one under way
    /// between its slices, or its choice, kept until the search goes on
    /// or moves.
    halving_state: halving::HalvingState,
    /// Opponent-move abstraction's shared statistics
    /// ([`Search::abstracting_opponent_moves`]), when on.
    oma: Option<Box<oma::OpponentMoveAbstraction>>,
}

/// What the search thinks of one of the root's actions.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub action: Action,
    pub visits: u32,
    /// What the action is worth to the player who plays it, 0..1: its mean
    /// reward, blended with its minimax value as the search chooses
    /// ([`Search::implicit_minimax`]) when it has one.
    pub value: f32,
}

impl<G: Knowledge> Search<G> {
    pub fn new(root: G, seed: u64) -> Search<G> {
        let exploration = root.exploration();
        let mut search = Search {
            root,
            tree: Tree::new(MAX_NODES),
            rng: Rng::new(seed),
            actions: Vec::new(),
            prioritised: Vec::new(),
            path: Vec::new(),
            exploration,
            exploration_growth: None,
            iterations: 0,
            on_horizon: false,
            horizon_playouts: ON_HORIZON_PLAYOUT_DEPTH,
            horizon_values: false,
            candidate_evaluation: false,
            minimax_weight: 0.0,
            solver: false,
            rave_weights: RaveWeights::default(),
            played: Vec::new(),
            played_below: PlayedBelow::default(),
            halving: false,
            halving_state: halving::HalvingState::Idle,
            oma: None,
        };
        let root = search.root.clone();
        search.expand(0, &root);
        search
    }

    /// The same search with short playouts scored by the game's horizon
    /// evaluation, which may know more (threats, say) at a higher cost.
    pub fn on_horizon(mut self) -> Search<G> {
        self.on_horizon = true;
        self.valued_on_horizon()
    }

    /// The same search with short playouts of `actions` actions rather
    /// than [`ON_HORIZON_PLAYOUT_DEPTH`], should it play on the horizon:
    /// to measure a length against the usual one.
    pub fn with_horizon_playouts(mut self, actions: usize) -> Search<G> {
        self.horizon_playouts = actions;
        self
    }

    /// The same search with a tree of at most `nodes` nodes rather than
    /// [`MAX_NODES`]: to measure a larger tree against the usual one (a
    /// search of the site's full times fills most of the usual one, so
    /// its leaves are expanded ever more slowly: `visits_to_expand`).
    /// A tree that already holds more keeps them and grows no further.
    pub fn holding(mut self, nodes: usize) -> Search<G> {
        self.tree.capacity = nodes;
        self
    }

    /// The same search with playouts of the game's length scored by the
    /// horizon evaluation: where that evaluation knows more and the
    /// game's playouts measured no worse than short ones (the Mad games'
    /// learnt evaluations; at Mad Rooks playouts of 4 actions won 202 of
    /// 300 games from the second seat against the baseline, those of 24
    /// won 190 beside them, within the noise: docs/strength.md).
    pub fn valued_on_horizon(mut self) -> Search<G> {
        self.horizon_values = true;
        self
    }

    /// The same search reading the game's candidate horizon evaluation
    /// ([`Knowledge::candidate_horizon_evaluate`]) wherever it reads the
    /// horizon evaluation, where the game has one: to measure a new
    /// evaluation against the one Hard plays on.
    pub fn with_candidate_evaluation(mut self) -> Search<G> {
        self.candidate_evaluation = true;
        self
    }

    /// The same search set up as `settings` say.
    pub fn with_settings(self, settings: Settings) -> Search<G> {
        let search = if settings.on_horizon {
            self.on_horizon()
                .with_horizon_playouts(settings.horizon_playouts)
        } else {
            self
        };
        let search = if settings.horizon_evaluation {
            search.valued_on_horizon()
        } else {
            search
        };
        let search = if settings.implicit_minimax {
            search.implicit_minimax(MINIMAX_WEIGHT)
        } else {
            search
        };
        let search = if settings.solver {
            search.solving()
        } else {
            search
        };
        let search = match settings.exploration_growth {
            Some(growth) => search.exploring_more_with_visits(growth),
            None => search,
        };
        let search = match settings.rave {
            Some(equivalence) => search.with_rave(equivalence),
            None => search,
        };
        let search = if settings.halving {
            search.halving()
        } else {
            search
        };
        let search = match settings.opponent_move_abstraction {
            Some(equivalence) => search.abstracting_opponent_moves(equivalence),
            None => search,
        };
        let search = if settings.candidate_evaluation {
            search.with_candidate_evaluation()
        } else {
            search
        };
        search
            .holding(settings.tree_nodes)
            .exploring(settings.exploration)
    }

    /// The same search with implicit minimax backups (Lanctot, Winands,
    /// Pepels and Sturtevant, 2014): every node also keeps the minimax
    /// value of the tree below it, each leaf valued by the evaluation the
    /// playouts end on, and the player to act picks a child by its mean
    /// reward and, with `weight` (0..1), that value. The evaluation then
    /// steers the tree directly rather than only through noisy playouts.
    pub fn implicit_minimax(mut self, weight: f32) -> Search<G> {
        self.minimax_weight = weight.clamp(0.0, 1.0);
        let root = self.root.clone();
        let value = self.first_value(&root, false);
        self.tree.value_by_minimax(value);
        self
    }

    /// The same search proving wins and losses (MCTS-Solver: Winands,
    /// Björnsson and Saito, 2008). A position where the game is over is
    /// solved, its value the outcome; so is one where the player to act
    /// has an action solved as a win for them, or where every action is
    /// solved (the value of the best for that player, provided the
    /// actions best for them are worth the same to every player, as they
    /// always are with two players). A solved node is
    /// then played as the game's end is: the search no longer goes below
    /// it, a solved loss is never chosen while anything else is open, a
    /// solved win is chosen at once, and a solved root is searched no
    /// more. Its exact value is kept with the minimax values, which this
    /// turns on (at no weight, if [`Search::implicit_minimax`] did not).
    pub fn solving(mut self) -> Search<G> {
        self.solver = true;
        if self.tree.minimax.is_empty() {
            let root = self.root.clone();
            let value = self.first_value(&root, false);
            self.tree.value_by_minimax(value);
        }
        self
    }

    /// True when the root's value is proven ([`Search::solving`]): more
    /// search would change nothing.
    pub fn is_solved(&self) -> bool {
        self.tree.nodes[0].solved
    }

    /// The same search exploring `factor` times as much as the game's
    /// knowledge asks (UCT's constant times `factor`).
    pub fn exploring(mut self, factor: f32) -> Search<G> {
        self.exploration *= factor;
        self
    }

    /// The same search exploring more at nodes of many visits, as `growth`
    /// says ([`ExplorationGrowth`]).
    pub fn exploring_more_with_visits(mut self, growth: ExplorationGrowth) -> Search<G> {
        self.exploration_growth = Some(growth);
        self
    }

    /// The same search with rapid action value estimation (RAVE: Gelly and
    /// Silver, 2007): each node also counts, as "all moves as first", the
    /// iterations through its parent in which the parent's player to act
    /// played the node's action there or at any later turn of theirs, in
    /// the tree or the playout, and a child is chosen by its mean reward
    /// blended with that mean, the latter weighing
    /// √(k / (3·visits + k)) for an `equivalence` k: much while a child
    /// has few visits of its own, little once it has many. An action
    /// never tried at a node but played later in its iterations is judged
    /// by that mean alone, so a node's few visits go to its likely best
    /// actions rather than to every action in turn; an action neither
    /// tried nor played later is still tried first.
    pub fn with_rave(mut self, equivalence: f32) -> Search<G> {
        let equivalence = equivalence.max(0.0);
        if equivalence > 0.0 {
            self.rave_weights = RaveWeights::new(equivalence);
            self.tree.count_amaf();
        }
        self
    }

    /// The same search with opponent-move abstraction (`oma.rs`): at the
    /// root player's nodes below the root, a child is chosen by its mean
    /// reward blended with its action's mean over every node reached by
    /// the same actions of the root player, whatever the others played
    /// between, the latter weighing √(k / (3·visits + k)) for an
    /// `equivalence` k, as RAVE's mean does. The shared statistics hold
    /// a hash table of a pair a slot, from 64 kB, growing with the pairs
    /// (a few thousand in a search of Hard's or Expert's time).
    pub fn abstracting_opponent_moves(mut self, equivalence: f32) -> Search<G> {
        let equivalence = equivalence.max(0.0);
        self.oma = (equivalence > 0.0).then(|| {
            Box::new(oma::OpponentMoveAbstraction::new(
                equivalence,
                self.root.status().player_to_act(),
            ))
        });
        self
    }

    /// The same search spending a budget ([`crate::ai::thinker::Thinker::think`])
    /// by sequential halving at the root (`halving.rs`): rounds that share
    /// their iterations evenly among the root's actions still in the
    /// running, the worse half dropped after each, the last one left
    /// played. [`Search::run`] alone still chooses at the root by UCT.
    pub fn halving(mut self) -> Search<G> {
        self.halving = true;
        self
    }

    /// True when a budget is spent by sequential halving at the root.
    pub fn is_halving(&self) -> bool {
        self.halving
    }

    /// UCT's constant at a node of `visits` visits.
    fn exploration_at(&self, visits: u32) -> f32 {
        match self.exploration_growth {
            Some(growth) if visits > growth.from_visits && growth.from_visits > 0 => {
                let times = visits as f32 / growth.from_visits as f32;
                self.exploration * times.powf(growth.exponent)
            }
            _ => self.exploration,
        }
    }

    /// The position searched.
    pub fn root(&self) -> &G {
        &self.root
    }

    /// Iterations run since the root was set (by [`Search::new`] or
    /// [`Search::advance`]); the tree may hold visits from before.
    pub fn iterations(&self) -> u64 {
        self.iterations
    }

    /// Moves the root on by `action`, a legal action at the root, keeping
    /// what the search learnt below it: the subtree of that action becomes
    /// the tree, and the rest is dropped. A search that follows the game
    /// this way starts each action with the visits its earlier searches
    /// gave the position, which counts most within a turn of several
    /// actions (a chain of jumps), where the chosen action's subtree is
    /// most of the tree. When the tree never reached `action`, the search
    /// starts afresh from the new position. Settings and the random
    /// stream carry on; the iteration count starts again at zero.
    pub fn advance(&mut self, action: Action) {
        let child = self
            .tree
            .children(0)
            .find(|&c| self.tree.nodes[c].action == action);
        self.root.apply(action);
        self.iterations = 0;
        self.halving_state = halving::HalvingState::Idle;
        match child {
            Some(child) if self.tree.nodes[child].visits > 0 => self.tree.keep_subtree(child),
            _ => {
                let root = self.root.clone();
                let value = self.first_value(&root, false);
                self.tree.restart(value);
            }
        }
        if !self.tree.is_expanded(0) {
            let root = self.root.clone();
            self.expand(0, &root);
        }
        // Shared statistics are keyed by sequences from the root.
        if let Some(oma) = &mut self.oma {
            oma.restart(self.root.status().player_to_act());
        }
    }

    /// True when the root has one action or none, so searching cannot help.
    pub fn is_forced(&self) -> bool {
        self.tree.expansion(0).child_count <= 1
    }

    /// Runs `iterations` more iterations (none when the game is over or
    /// the root is solved). The root is then no longer as halving left
    /// it, so [`Search::best`] goes by the visits again.
    pub fn run(&mut self, iterations: u32) {
        self.halving_state = halving::HalvingState::Idle;
        self.run_some(iterations);
    }

    /// [`Search::run`], keeping halving's choice: halving runs its rounds
    /// with this.
    fn run_some(&mut self, iterations: u32) {
        if self.tree.expansion(0).child_count == 0 || self.tree.nodes[0].solved {
            return;
        }
        for _ in 0..iterations {
            self.iterate();
        }
    }

    /// The root's actions with their visits and values: an action solved
    /// as a win for the player to act first, one solved as a loss last,
    /// and the rest most visited first, but for the one sequential
    /// halving chose ([`Search::halving`]; during a think by halving, the
    /// best of the actions still in the running), first among them.
    pub fn choices(&self) -> Vec<Choice> {
        let mover = self.tree.expansion(0).mover;
        let halved = self.halving_leader();
        // 2 for an action solved as a win for the mover, 0 for one solved
        // as a loss, 1 for the rest.
        let mut ranked: Vec<(u8, Choice)> = self
            .tree
            .children(0)
            .map(|i| {
                let n = &self.tree.nodes[i];
                let value = self.value_of(i, mover);
                let rank = match n.solved {
                    true if value >= 1.0 => 2,
                    true if value <= 0.0 => 0,
                    _ => 1,
                };
                let choice = Choice {
                    action: n.action,
                    visits: n.visits,
                    value,
                };
                (rank, choice)
            })
            .collect();
        ranked.sort_by(|(ra, a), (rb, b)| {
            rb.cmp(ra)
                .then((Some(b.action) == halved).cmp(&(Some(a.action) == halved)))
                .then(b.visits.cmp(&a.visits))
                .then(b.value.total_cmp(&a.value))
        });
        ranked.into_iter().map(|(_, c)| c).collect()
    }

    /// The action the search would play: the most visited (the best valued
    /// among equals); `None` when the game is over.
    pub fn best(&self) -> Option<Action> {
        self.choices().first().map(|c| c.action)
    }

    /// One iteration: down the tree by UCT, one playout, rewards back up.
    fn iterate(&mut self) {
        let mut state = self.root.clone();
        let mut path = std::mem::take(&mut self.path);
        path.clear();
        path.push(0);
        self.played.clear();
        if let Some(oma) = &mut self.oma {
            oma.start_path();
        }
        let mut node = 0usize;
        loop {
            // A solved node is played as the game's end is.
            if self.tree.nodes[node].solved {
                break;
            }
            // The root is expanded from the start, so a leaf reached here
            // has been visited; too few times yet for a tree this full, or
            // the tree is full: play out from it.
            if !self.tree.is_expanded(node)
                && (self.tree.nodes[node].visits
                    < visits_to_expand(self.tree.nodes.len(), self.tree.capacity)
                    || !self.expand(node, &state))
            {
                break;
            }
            // A copy: `select` borrows the search mutably.
            let Expansion {
                mover, child_count, ..
            } = *self.tree.expansion(node);
            if child_count == 0 {
                break;
            }
            let child = self.select(node);
            if !self.tree.amaf.is_empty() {
                self.played.push((mover, self.tree.nodes[child].action));
            }
            if let Some(oma) = &mut self.oma {
                oma.extend_path(mover, self.tree.nodes[child].action);
            }
            state.apply(self.tree.nodes[child].action);
            path.push(child as u32);
            node = child;
            if self.tree.nodes[child].visits == 0 {
                break;
            }
        }
        // Expanded with no action: the game is over there.
        let no_actions = self.tree.expansion(node).child_count == 0;
        if !self.tree.minimax.is_empty() && self.tree.nodes[node].visits == 0 {
            let over = no_actions || (self.solver && matches!(state.status(), Status::Over { .. }));
            self.tree.minimax[node] = self.first_value(&state, over);
            self.tree.nodes[node].solved = self.solver && over;
        }
        let rewards = if self.tree.nodes[node].solved {
            self.tree.minimax[node]
        } else if no_actions {
            outcome(&state)
        } else {
            self.playout(state)
        };
        self.tree.nodes[0].visits += 1;
        for step in path.windows(2) {
            let (parent, i) = (step[0] as usize, step[1] as usize);
            // A node with children has a player to act.
            let mover = usize::from(self.tree.expansion(parent).mover);
            let n = &mut self.tree.nodes[i];
            n.visits += 1;
            n.reward += rewards[mover.saturating_sub(1)];
        }
        if !self.tree.minimax.is_empty() {
            self.back_up_minimax(&path);
        }
        if !self.tree.amaf.is_empty() {
            self.back_up_amaf(&path, &rewards);
        }
        if self.oma.is_some() {
            self.back_up_shared(&path, &rewards);
        }
        self.path = path;
        self.iterations += 1;
    }

    /// What the evaluation the playouts end on says of `state`.
    fn heuristic(&self, state: &G) -> Rewards {
        if self.horizon_values {
            let candidate = self
                .candidate_evaluation
                .then(|| state.candidate_horizon_evaluate());
            candidate
                .flatten()
                .unwrap_or_else(|| state.horizon_evaluate())
        } else {
            state.evaluate()
        }
    }

    /// Lists a node's actions as children, favoured ones first, in random
    /// order among equals. False when the tree is full, which leaves the
    /// node a leaf for playouts.
    fn expand(&mut self, node: usize, state: &G) -> bool {
        self.actions.clear();
        state.legal_actions(&mut self.actions);
        let mover = state.status().player_to_act();
        if !self.tree.has_room_for(self.actions.len()) {
            return false;
        }
        self.rng.shuffle(&mut self.actions);
        // A stable sort by priority, highest first, each priority worked
        // out once (a sort by key works it out at every comparison), and
        // none where all are alike, as at most nodes.
        self.prioritised.clear();
        self.prioritised.extend(
            self.actions
                .iter()
                .map(|&a| (std::cmp::Reverse(state.playout_priority(a)), a)),
        );
        if self
            .prioritised
            .windows(2)
            .any(|pair| pair[0].0 != pair[1].0)
        {
            self.prioritised.sort_by_key(|&(priority, _)| priority);
            self.actions.clear();
            self.actions
                .extend(self.prioritised.iter().map(|&(_, a)| a));
        }
        self.tree.expand(node, mover, &self.actions);
        true
    }

    /// The child to follow: an untried one if any, else the best by UCT for
    /// the player to act.
    fn select(&mut self, node: usize) -> usize {
        if node == 0 {
            if let Some(child) = self.halving_child() {
                return child;
            }
        }
        if !self.tree.amaf.is_empty() {
            return self.select_by_rave(node);
        }
        let expansion = self.tree.nodes[node].expansion as usize;
        let e = &mut self.tree.expansions[expansion];
        if e.next_unvisited < e.child_count {
            let child = (e.first_child + e.next_unvisited) as usize;
            e.next_unvisited += 1;
            return child;
        }
        let (mover, first_child) = (e.mover, e.first_child);
        let n = &self.tree.nodes[node];
        let exploration = self.exploration_at(n.visits);
        let log_visits = (n.visits.max(1) as f32).ln();
        let shared_key = self.oma.as_ref().and_then(|oma| oma.key_at(node, mover));
        let mut best = first_child as usize;
        let mut best_score = f32::NEG_INFINITY;
        for i in self.tree.children(node) {
            let visits = self.tree.nodes[i].visits as f32;
            // A solved action is worth its value, and no more is to be
            // learnt of it.
            let bonus = match self.tree.nodes[i].solved {
                true => 0.0,
                false => exploration * (log_visits / visits).sqrt(),
            };
            // Every child has been tried here, so it has a value.
            let value = match shared_key {
                Some(_) => self
                    .own_or_shared_value(i, mover, shared_key)
                    .unwrap_or(0.0),
                None => self.value_of(i, mover),
            };
            let score = value + bonus;
            if score > best_score {
                best_score = score;
                best = i;
            }
        }
        best
    }

    /// What node `i` is worth to `player` (1-based), the player to act at
    /// its parent (the one player whose rewards a node keeps; 0 where no
    /// one acts): its mean reward, blended with its minimax value under
    /// implicit minimax backups; its value when it is solved.
    fn value_of(&self, i: usize, player: u8) -> f32 {
        if player == 0 {
            return 0.0;
        }
        let p = usize::from(player - 1);
        if self.tree.nodes[i].solved {
            return self.tree.minimax[i][p];
        }
        let mean = self.tree.nodes[i].mean();
        match self.tree.minimax.get(i) {
            Some(minimax) => {
                let weight = self.minimax_weight;
                (1.0 - weight) * mean + weight * minimax[p]
            }
            None => mean,
        }
    }

    /// Plays on with the game's playout policy until the game ends or the
    /// playout depth is reached (the game's, or a short one on the
    /// horizon), then scores the result.
    fn playout(&mut self, mut state: G) -> Rewards {
        let depth = if self.on_horizon {
            self.horizon_playouts
        } else {
            state.playout_depth()
        };
        for _ in 0..depth {
            let Some(action) = state.playout_choice(&mut self.actions, &mut self.rng) else {
                return outcome(&state);
            };
            if !self.tree.amaf.is_empty() {
                if let Status::ToAct(player) = state.status() {
                    self.played.push((player, action));
                }
            }
            state.apply(action);
        }
        // A game to act has an action (the `Game` contract), so the
        // status alone says whether the playout ended the game: listing
        // the actions to ask would cost a fifth of a short playout.
        match state.status() {
            Status::Over { winners, .. } => final_rewards(&winners),
            Status::ToAct(_) => self.heuristic(&state),
        }
    }
}

/// The rewards of a state with no legal action: the game is over.
fn outcome<G: Knowledge>(state: &G) -> Rewards {
    match state.status() {
        Status::Over { winners, .. } => final_rewards(&winners),
        Status::ToAct(_) => state.evaluate(),
    }
}

#[cfg(test)]
mod tests {
    use super::rave::Amaf;
    use super::*;
    use crate::game::Game;
    use crate::games::mad::{Mad, Variant};
    use crate::games::martian::Martian;

    /// A node and everything below it, as the search knows it, wherever
    /// the nodes lie in its vector.
    #[derive(Debug, PartialEq)]
    struct Subtree {
        action: Action,
        mover: u8,
        visits: u32,
        reward: f32,
        next_unvisited: u32,
        minimax: Option<Rewards>,
        amaf: Option<Amaf>,
        children: Option<Vec<Subtree>>,
    }

    fn subtree<G: Knowledge>(search: &Search<G>, node: usize) -> Subtree {
        let n = &search.tree.nodes[node];
        let e = search.tree.expansion(node);
        Subtree {
            action: n.action,
            mover: e.mover,
            visits: n.visits,
            reward: n.reward,
            next_unvisited: e.next_unvisited,
            minimax: search.tree.minimax.get(node).copied(),
            amaf: search.tree.amaf.get(node).copied(),
            children: search.tree.is_expanded(node).then(|| {
                search
                    .tree
                    .children(node)
                    .map(|c| subtree(search, c))
                    .collect()
            }),
        }
    }

    /// How many nodes a subtree holds, and how many of them are expanded.
    fn sizes(tree: &Subtree) -> (usize, usize) {
        let below = tree.children.iter().flatten().map(sizes);
        below.fold(
            (1, usize::from(tree.children.is_some())),
            |(n, e), (cn, ce)| (n + cn, e + ce),
        )
    }

    /// The legal actions of `state`, as a sorted list to compare.
    fn legal_set<G: Knowledge>(state: &G) -> Vec<String> {
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let mut names: Vec<String> = actions.iter().map(|a| format!("{a:?}")).collect();
        names.sort();
        names
    }

    #[test]
    fn advancing_keeps_exactly_the_subtree_of_the_action_played() {
        let martian = Martian::new(3).unwrap();
        let mut search = Search::new(martian.clone(), 11)
            .on_horizon()
            .implicit_minimax(0.4)
            .with_rave(100.0);
        let mut state = martian;
        // Several actions in, each from a search carried on from the last.
        for _ in 0..6 {
            search.run(1500);
            let best = search.best().unwrap();
            let child = search
                .tree
                .children(0)
                .find(|&c| search.tree.nodes[c].action == best)
                .unwrap();
            let mut kept = subtree(&search, child);
            kept.action = Action::End;
            let visits = kept.visits;
            let room = (search.tree.nodes.capacity(), search.tree.amaf.capacity());
            search.advance(best);
            state.apply(best);
            assert_eq!(subtree(&search, 0), kept);
            assert_eq!(search.iterations(), 0);
            assert_eq!(format!("{:?}", search.root()), format!("{state:?}"));
            assert_eq!(search.tree.nodes[0].visits, visits);
            // The rest of the tree is dropped, and the kept nodes stay in
            // the vectors they were in.
            let (nodes, expanded) = sizes(&kept);
            assert_eq!(search.tree.nodes.len(), nodes);
            assert_eq!(search.tree.minimax.len(), nodes);
            assert_eq!(search.tree.amaf.len(), nodes);
            assert_eq!(search.tree.expansions.len(), expanded);
            assert_eq!(
                (search.tree.nodes.capacity(), search.tree.amaf.capacity()),
                room
            );
            // The kept tree still holds every node's minimax value, and
            // its all-moves-as-first counts (compared above) stay whole.
            minimax::tests::check_minimax(&search, 0, &state);
            rave::tests::check_amaf(&search, 0);
            let children: Vec<String> = search
                .tree
                .children(0)
                .map(|c| format!("{:?}", search.tree.nodes[c].action))
                .collect();
            let mut children = children;
            children.sort();
            assert_eq!(children, legal_set(&state));
        }
    }

    #[test]
    fn advancing_where_the_tree_never_went_starts_afresh() {
        let mad = Mad::new(Variant::Rooks);
        let mut search = Search::new(mad.clone(), 4).implicit_minimax(0.4);
        // Two iterations visit two of the root's actions; a third is new.
        search.run(2);
        let unvisited = search
            .tree
            .children(0)
            .find(|&c| search.tree.nodes[c].visits == 0)
            .map(|c| search.tree.nodes[c].action)
            .unwrap();
        search.advance(unvisited);
        let mut state = mad;
        state.apply(unvisited);
        assert_eq!(search.tree.nodes[0].visits, 0);
        assert_eq!(search.tree.nodes.len(), 1 + legal_set(&state).len());
        assert_eq!(search.tree.minimax, {
            let mut fresh = vec![search.heuristic(&state)];
            fresh.resize(search.tree.nodes.len(), [0.5; crate::ai::MAX_PLAYERS]);
            fresh
        });
        search.run(500);
        minimax::tests::check_minimax(&search, 0, &state);
        assert_eq!(search.iterations(), 500);
    }

    #[test]
    fn a_search_followed_to_the_end_of_the_game_has_nothing_to_play() {
        let mut game = Mad::new(Variant::Bishops);
        let mut search = Search::new(game.clone(), 2);
        while let Status::ToAct(_) = game.status() {
            search.run(20);
            let action = search.best().unwrap();
            search.advance(action);
            game.apply(action);
        }
        search.run(20);
        assert_eq!(search.best(), None);
        assert!(search.is_forced());
    }

    #[test]
    fn settings_set_the_playouts_the_backups_and_the_exploration() {
        let game = Martian::new(3).unwrap();
        let usual = game.exploration();
        let plain = Search::new(game.clone(), 1).with_settings(Settings::PLAIN);
        assert_eq!(plain.exploration, usual);
        assert!(!plain.on_horizon && plain.tree.minimax.is_empty());
        let narrow = Search::new(game.clone(), 1).with_settings(Settings {
            on_horizon: true,
            exploration: 0.25,
            ..Settings::PLAIN
        });
        assert_eq!(narrow.exploration, usual * 0.25);
        assert!(narrow.on_horizon && narrow.tree.minimax.is_empty());
        let implicit = Search::new(game.clone(), 1).with_settings(Settings::implicit(false));
        assert_eq!(implicit.exploration, usual * IMPLICIT_EXPLORATION_FACTOR);
        assert!(
            !implicit.on_horizon && !implicit.horizon_values && !implicit.tree.minimax.is_empty()
        );
        let valued = Search::new(game, 1).with_settings(Settings {
            horizon_evaluation: true,
            ..Settings::implicit(false)
        });
        assert!(!valued.on_horizon && valued.horizon_values);
        assert!(plain.tree.amaf.is_empty() && valued.tree.amaf.is_empty());
        let rave = Search::new(Martian::new(3).unwrap(), 1).with_settings(Settings {
            rave: Some(100.0),
            ..Settings::PLAIN
        });
        assert_eq!(rave.rave_weights.equivalence(), 100.0);
        assert_eq!(rave.tree.amaf.len(), rave.tree.nodes.len());
    }

    #[test]
    fn exploration_grows_with_the_visits_only_above_its_threshold() {
        let game = Martian::new(3).unwrap();
        let usual = game.exploration();
        let growth = ExplorationGrowth {
            from_visits: 1000,
            exponent: 0.5,
        };
        let fixed = Search::new(game.clone(), 1).with_settings(Settings::PLAIN);
        assert_eq!(fixed.exploration_at(1_000_000), usual);
        let growing = Search::new(game, 1).with_settings(Settings {
            exploration: 0.5,
            exploration_growth: Some(growth),
            ..Settings::PLAIN
        });
        assert_eq!(growing.exploration_at(10), usual * 0.5);
        assert_eq!(growing.exploration_at(1000), usual * 0.5);
        assert!((growing.exploration_at(4000) - usual).abs() < 1e-5);
        assert!((growing.exploration_at(100_000) - usual * 5.0).abs() < 1e-4);
    }

    /// A search that explores little puts nearly all of a long search's
    /// visits on one action; growing the constant with the visits spreads
    /// them, and leaves a short search as it was.
    #[test]
    fn a_growing_exploration_spreads_a_long_search_and_not_a_short_one() {
        let game = Martian::new(3).unwrap();
        let narrow = Settings {
            on_horizon: true,
            exploration: 0.125,
            ..Settings::PLAIN
        };
        let widening = Settings {
            exploration_growth: Some(ExplorationGrowth {
                from_visits: 400,
                exponent: 1.0,
            }),
            ..narrow
        };
        let top_share = |settings: Settings, iterations: u32| {
            let mut search = Search::new(game.clone(), 5).with_settings(settings);
            search.run(iterations);
            let most = search.choices().iter().map(|c| c.visits).max().unwrap();
            f64::from(most) / f64::from(iterations)
        };
        assert_eq!(top_share(narrow, 300), top_share(widening, 300));
        let (fixed, grown) = (top_share(narrow, 20_000), top_share(widening, 20_000));
        assert!(
            grown < fixed * 0.8,
            "top action's share {grown} against {fixed}"
        );
    }

    /// With the horizon evaluation (and playouts of the game's length, as
    /// the test above checks), the search values its root by it;
    /// otherwise by the game's evaluation.
    #[test]
    fn playouts_may_keep_their_length_and_be_valued_on_the_horizon() {
        let mut game = Mad::new(Variant::Rooks);
        let mut actions = Vec::new();
        // Play kills until few checkers are left, where the learnt
        // evaluation reads the lines and differs from the checker count.
        for _ in 0..200 {
            if game.scores().iter().sum::<u32>() <= 14 {
                break;
            }
            actions.clear();
            game.legal_actions(&mut actions);
            game.apply(actions[0]);
        }
        assert!(game.scores().iter().sum::<u32>() <= 14);
        assert_ne!(game.horizon_evaluate(), game.evaluate());
        let valued = Search::new(game.clone(), 1).with_settings(Settings {
            horizon_evaluation: true,
            ..Settings::implicit(false)
        });
        assert_eq!(valued.tree.minimax[0], game.horizon_evaluate());
        let usual = Search::new(game.clone(), 1).with_settings(Settings::implicit(false));
        assert_eq!(usual.tree.minimax[0], game.evaluate());
    }

    #[test]
    fn leaves_need_more_visits_as_the_tree_fills() {
        let capacity = 1 << 20;
        let needed = |eighths: usize| visits_to_expand(capacity / 8 * eighths, capacity);
        assert_eq!(visits_to_expand(0, capacity), 1);
        assert_eq!(visits_to_expand(capacity / 2 - 1, capacity), 1);
        assert_eq!((4..=8).map(needed).collect::<Vec<_>>(), [2, 4, 8, 16, 32]);
        assert_eq!(visits_to_expand(usize::MAX, 0), 1 << 8, "no panic");
    }

    /// Nodes whose actions are listed, the root included.
    fn expanded(search: &Search<impl Knowledge>) -> usize {
        (0..search.tree.nodes.len())
            .filter(|&i| search.tree.is_expanded(i))
            .count()
    }

    /// A short playout runs as many actions as the search was told (RAVE's
    /// list of the actions played counts them), the usual number unless
    /// told otherwise; settings pass their length on.
    #[test]
    fn short_playouts_run_the_length_they_are_given() {
        let game = Martian::new(3).unwrap();
        let played = |search: Search<Martian>| {
            let mut search = search.with_rave(100.0);
            let root = search.root.clone();
            search.playout(root);
            search.played.len()
        };
        let usual = Search::new(game.clone(), 2).on_horizon();
        assert_eq!(played(usual), ON_HORIZON_PLAYOUT_DEPTH);
        for actions in [1, 8, 13] {
            let longer = Search::new(game.clone(), 2)
                .on_horizon()
                .with_horizon_playouts(actions);
            assert_eq!(played(longer), actions);
            let set = Search::new(game.clone(), 2).with_settings(Settings {
                on_horizon: true,
                horizon_playouts: actions,
                ..Settings::PLAIN
            });
            assert_eq!(set.horizon_playouts, actions);
        }
        // Playouts not on the horizon keep the game's length.
        let long = Search::new(game.clone(), 2).with_horizon_playouts(8);
        assert_eq!(played(long), game.playout_depth());
    }

    /// A search told to read the candidate evaluation reads it where the
    /// game has one and the usual horizon evaluation where it has none
    /// (no player count of Martian Checkers has one at present), so it
    /// searches otherwise only where there is a candidate.
    #[test]
    fn a_search_reads_the_candidate_evaluation_where_the_game_has_one() {
        let choices = |players: u8, candidate: bool| {
            let settings = Settings {
                on_horizon: true,
                candidate_evaluation: candidate,
                ..Settings::PLAIN
            };
            let mut search = Search::new(Martian::new(players).unwrap(), 5).with_settings(settings);
            search.run(3000);
            search.choices()
        };
        for players in [3, 4] {
            let candidate = crate::games::martian_learnt::Model::candidate(players);
            assert_eq!(
                choices(players, true) != choices(players, false),
                candidate.is_some(),
                "{players} players"
            );
        }
    }

    /// A search holds the tree it is given room for, from its settings
    /// too, and grows on the second visit for longer in a larger one.
    #[test]
    fn a_search_holds_as_many_nodes_as_it_is_given() {
        let game = Martian::new(3).unwrap();
        assert_eq!(Search::new(game.clone(), 3).tree.capacity, MAX_NODES);
        let grown = |nodes: usize| {
            let mut search = Search::new(game.clone(), 3).on_horizon().holding(nodes);
            search.run(3000);
            (search.tree.nodes.len(), expanded(&search))
        };
        let (small, small_expanded) = grown(4000);
        let (large, large_expanded) = grown(40_000);
        assert!(small <= 4000, "{small}");
        assert!(large > 4000, "{large}");
        assert!(
            large_expanded > small_expanded,
            "{small_expanded} {large_expanded}"
        );
        let set = Search::new(game, 3).with_settings(Settings {
            tree_nodes: 12_345,
            ..Settings::PLAIN
        });
        assert_eq!(set.tree.capacity, 12_345);
    }

    /// A full tree's vectors hold no room past its capacity, with RAVE's
    /// counts and the minimax values too.
    #[test]
    fn a_full_tree_takes_no_more_memory_than_its_nodes_need() {
        let capacity = 5000;
        let mut search = Search::new(Martian::new(3).unwrap(), 8)
            .on_horizon()
            .implicit_minimax(0.4)
            .with_rave(100.0)
            .holding(capacity);
        search.run(20_000);
        assert!(
            search.tree.nodes.len() > capacity * 7 / 8,
            "{}",
            search.tree.nodes.len()
        );
        assert!(search.tree.nodes.capacity() <= capacity);
        assert!(search.tree.minimax.capacity() <= capacity);
        assert!(search.tree.amaf.capacity() <= capacity);
        // Few nodes are expanded, so their lists cost little.
        assert!(search.tree.expansions.len() < capacity / 5);
    }

    #[test]
    fn a_tree_past_half_full_keeps_deepening_more_slowly() {
        let capacity = 6000;
        let mut search = Search::new(Martian::new(3).unwrap(), 8)
            .on_horizon()
            .holding(capacity);
        let mut grown = Vec::new();
        for _ in 0..4 {
            search.run(2500);
            grown.push((search.tree.nodes.len(), expanded(&search)));
        }
        // Half full soon, so expanding every leaf on its second visit would
        // have filled the tree and stopped it there.
        assert!(grown[0].0 > capacity / 2, "{grown:?}");
        // More slowly: a stretch of 2,500 iterations may expand nothing
        // (the visits spread over leaves short of the raised threshold),
        // but the tree never stops deepening for good.
        assert!(grown.windows(2).all(|w| w[1].1 >= w[0].1), "{grown:?}");
        assert!(grown[3].1 > grown[1].1, "{grown:?}");
        assert!(grown[3].0 <= capacity, "{grown:?}");
    }
}
