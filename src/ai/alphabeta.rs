//! Alpha-beta search over any game, one action at a time, deepened
//! iteratively until the time is spent. Values are from the point of view
//! of the player to act at the root, who maximises; every other player
//! minimises it (the "paranoid" reading, which is plain minimax for two
//! players and keeps three and four players on the same code). A turn of
//! several actions is searched whole: the same player simply acts again.
//!
//! [`AlphaBeta::baseline`] is the fixed opponent the site's levels are
//! measured against: captures first, material only, nothing else.

use super::knowledge::{lead, reward_of_lead, Forcing, Knowledge};
use super::level::Budget;
use super::ordering::{order_captures_first, Cuts};
use super::table::{bound_of, to_stored, usable, Entry, Table, DECIDED, WIN};
use crate::game::{Action, Player, Status};
use crate::rng::Rng;

/// Iterative deepening stops here even with time left (a position with
/// few actions can be searched very deep very fast).
const MAX_DEPTH: u32 = 64;

/// Nodes between looks at the clock.
const CLOCK_EVERY: u64 = 256;

/// Quiescence follows forcing actions (kills and captures) at most this
/// many actions past the horizon.
const QUIESCENCE_DEPTH: u32 = 8;

/// And over at most this many positions from one horizon position: in the
/// Mad games nearly every position has kills, and a quiescence search
/// could otherwise outlast a whole slice of the browser's thinking, to be
/// started again in the next.
const QUIESCENCE_NODES: u64 = 4096;

/// With reductions on, the first this many actions of a position (kills
/// and captures, the table's best, the killers, by the search's order)
/// are searched to the full depth; later quiet ones one action less,
/// unless that finds them better than the best so far.
const FULL_DEPTH_ACTIONS: usize = 3;

/// Reductions only where this many actions or more are left to search:
/// nearer the horizon a reduced search would only be the evaluation.
const REDUCE_FROM_DEPTH: u32 = 3;

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
    /// Killers, history, quiescence and the table switched on (see
    /// [`AlphaBeta::refined`]).
    refined: bool,
    /// The actions that cut the search off before, to try early.
    cuts: Cuts,
    /// What earlier searches found, for games that key their positions.
    table: Option<Box<Table>>,
    /// The node count at which the quiescence search in progress stops
    /// following kills (see `QUIESCENCE_NODES`).
    quiet_until: u64,
    /// Actions after a position's first searched with a null window
    /// (principal variation search; see [`Trial`]).
    null_windows: bool,
    /// Late quiet actions searched one action shallower first.
    reductions: bool,
    /// The refined search asks the game which actions are forcing
    /// ([`Knowledge::forcing`]) rather than taking kills and captures.
    game_forcing: bool,
    /// The depth in progress: the root's frame, then one per position down
    /// the line being searched. Empty between depths.
    frames: Vec<Frame<G>>,
}

/// How the action being searched below a position is tried. The first
/// action is searched in full; with null windows, each later one is first
/// only asked whether it beats the best so far (a window of no width,
/// which cuts off far more), and searched again in full only if it does;
/// with reductions, a late quiet action is first asked that one action
/// shallower, then at the full depth, then in full.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Trial {
    Full,
    NullWindow,
    Reduced,
}

/// One position on the line being searched, and how far its search got.
struct Frame<G> {
    state: G,
    /// The position's key in the transposition table, if it has one.
    key: Option<u64>,
    /// The window the position was searched with, which says what kind of
    /// bound its value is.
    window: (f32, f32),
    /// Actions still to search below this position.
    depth: u32,
    alpha: f32,
    beta: f32,
    /// The best value found here so far, for the player to act.
    best: f32,
    /// Which action gave it.
    best_index: usize,
    /// False once a value below came from the horizon rather than the end
    /// of the game.
    exact: bool,
    /// True where the root player acts.
    maximising: bool,
    /// Which of the position's actions are forcing (see
    /// [`Knowledge::forcing`]): kills and captures, unless the search is
    /// refined and the game knows more.
    forcing: Forcing,
    /// The actions, in the order they are searched.
    actions: Vec<Action>,
    /// The next action to search.
    next: usize,
    /// How the action being searched (`actions[next - 1]`) is tried.
    trial: Trial,
    /// How to try the next action again, when its last trial must be
    /// searched again wider or deeper, or was stopped by the budget.
    retry: Option<Trial>,
}

/// When the search in progress must give up.
#[derive(Clone, Copy, Debug)]
struct Stop {
    /// In the clock's milliseconds.
    deadline: f64,
    max_nodes: u64,
    /// The node count at which to look at the clock next.
    next_look: u64,
    stopped: bool,
}

impl Stop {
    /// No limit at all.
    const UNLIMITED: Stop = Stop {
        deadline: f64::INFINITY,
        max_nodes: u64::MAX,
        next_look: 0,
        stopped: false,
    };
}

impl<G: Knowledge> AlphaBeta<G> {
    /// A search valuing positions by `evaluation`; `seed` orders the root's
    /// equal actions, so games against it vary.
    pub fn new(root: G, evaluation: Evaluation, seed: u64) -> AlphaBeta<G> {
        let me = root.status().player_to_act();
        let mut root_actions = Vec::new();
        root.legal_actions(&mut root_actions);
        Rng::new(seed).shuffle(&mut root_actions);
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
            stop: Stop::UNLIMITED,
            refined: false,
            cuts: Cuts::default(),
            table: None,
            quiet_until: 0,
            null_windows: false,
            reductions: false,
            game_forcing: false,
            frames: Vec::new(),
        }
    }

    /// The same search with its refinements: actions that cut the search
    /// off elsewhere are tried early (killers per ply, and a history over
    /// the whole search), and at the horizon the forcing actions (kills
    /// and captures, or what the game names: [`Knowledge::forcing`]) are
    /// followed until the position is quiet, so a capture just past the
    /// horizon is not missed; for games that key their positions, a
    /// transposition table; and null windows and reductions (see
    /// `Trial`).
    pub fn refined(mut self) -> AlphaBeta<G> {
        self.refined = true;
        if self.root.position_key().is_some() {
            self.table = Some(Box::default());
        }
        self.null_windows = true;
        self.reductions = true;
        self.game_forcing = true;
        self
    }

    /// Only kills and captures taken as forcing, whatever the game knows,
    /// as the refined search did before 2026-11-24 (for comparison).
    pub fn captures_forcing(mut self) -> AlphaBeta<G> {
        self.game_forcing = false;
        self
    }

    /// Every action searched with the whole window to the whole depth, as
    /// the refined search did before 2026-11-24 (for comparison).
    pub fn full_width(mut self) -> AlphaBeta<G> {
        self.null_windows = false;
        self.reductions = false;
        self
    }

    /// Null windows without reductions: the same values as the plain
    /// search, found sooner.
    pub fn with_null_windows(mut self) -> AlphaBeta<G> {
        self.null_windows = true;
        self
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

    /// The action to play; `None` when the game is over. That is the best
    /// of the last complete depth, unless the depth in progress has already
    /// found a better one (having searched the last depth's best first).
    pub fn best(&self) -> Option<Action> {
        match self.frames.first() {
            Some(root) if root.best_index > 0 => Some(root.actions[root.best_index]),
            _ => self.root_actions.first().copied(),
        }
    }

    /// How the root player rates the best action, 0 (lost) to 1 (won).
    pub fn confidence(&self) -> Option<f32> {
        let v = self.value();
        self.best().map(|_| {
            if v > DECIDED {
                1.0
            } else if v < -DECIDED {
                0.0
            } else {
                match self.evaluation {
                    Evaluation::Material => reward_of_lead(v, 4.0),
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
        match self.frames.first() {
            Some(root) if root.best_index > 0 => root.best,
            _ => self.best_value,
        }
    }

    /// Searches every depth up to `depth` (or until the value is settled),
    /// however long it takes.
    pub fn deepen_to(&mut self, depth: u32) {
        self.stop = Stop::UNLIMITED;
        while self.depth < depth.min(MAX_DEPTH) && !self.settled && !self.is_forced() {
            self.search_depth(&|| 0.0);
        }
    }

    /// Deepens the search one action at a time until the budget is spent
    /// (its time on `now`'s clock from now, and its nodes counted over the
    /// whole search, as [`AlphaBeta::nodes`] counts them) or the value is
    /// settled. A search
    /// stopped by its budget goes on where it stopped when called again, so
    /// the browser's worker can search in short slices and still see deep.
    pub fn think(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        if self.is_forced() || self.settled {
            return;
        }
        let start = now();
        self.stop = Stop {
            deadline: start + budget.millis,
            max_nodes: budget.iterations,
            next_look: self.nodes + CLOCK_EVERY,
            stopped: false,
        };
        while self.depth < MAX_DEPTH && !self.settled {
            self.search_depth(now);
            if self.stop.stopped || now() >= self.stop.deadline {
                return;
            }
        }
    }

    /// Searches the next depth, or goes on with the one a budget stopped;
    /// returns when it is complete or the budget is spent. A depth is a
    /// stack of frames, one per position on the current line, so that it
    /// can stop anywhere and go on later.
    fn search_depth(&mut self, now: &dyn Fn() -> f64) {
        if self.frames.is_empty() {
            let frame = Frame {
                state: self.root.clone(),
                key: None,
                window: (-f32::INFINITY, f32::INFINITY),
                depth: self.depth + 1,
                alpha: -f32::INFINITY,
                beta: f32::INFINITY,
                best: -f32::INFINITY,
                best_index: 0,
                exact: true,
                maximising: true,
                forcing: self.forcing_of(&self.root),
                actions: self.root_actions.clone(),
                next: 0,
                trial: Trial::Full,
                retry: None,
            };
            self.frames.push(frame);
        }
        loop {
            let ply = self.frames.len() as u32;
            let top = self.frames.last_mut().expect("a depth in progress");
            if top.next < top.actions.len() && top.alpha < top.beta {
                if self.out_of_budget(now) {
                    return;
                }
                let top = self.frames.last_mut().expect("a depth in progress");
                let nodes_before = self.nodes;
                self.nodes += 1;
                let index = top.next;
                let action = top.actions[index];
                top.next += 1;
                let trial = match top.retry.take() {
                    Some(trial) => trial,
                    None => self.first_trial(index, action),
                };
                let top = self.frames.last_mut().expect("a depth in progress");
                top.trial = trial;
                let mut child = top.state.clone();
                child.apply(action);
                let (alpha, beta) = match trial {
                    Trial::Full => (top.alpha, top.beta),
                    _ if top.maximising => (top.alpha, top.alpha.next_up()),
                    _ => (top.beta.next_down(), top.beta),
                };
                let depth = match trial {
                    Trial::Reduced => top.depth - 2,
                    _ => top.depth - 1,
                };
                match child.status() {
                    Status::Over { winners, .. } => {
                        let value = self.decided(&winners, ply);
                        self.report(value, true);
                    }
                    Status::ToAct(mover) if depth == 0 => {
                        let value = if self.refined {
                            self.quiesce(&child, mover, ply, alpha, beta, 0, now)
                        } else {
                            Some(self.evaluate(&child))
                        };
                        let Some(value) = value else {
                            // Out of budget in the quiescence: this action
                            // is searched again, and its nodes counted
                            // again, when the search goes on, so that a
                            // search in slices ends where one whole does.
                            let top = self.frames.last_mut().expect("a depth in progress");
                            top.next -= 1;
                            top.retry = Some(trial);
                            self.nodes = nodes_before;
                            return;
                        };
                        self.child_value(value, false);
                    }
                    Status::ToAct(mover) => {
                        let key = self.table.as_ref().and_then(|_| child.position_key());
                        let known = key.and_then(|k| self.table.as_ref()?.get(k));
                        if let Some(value) = known.and_then(|e| usable(e, depth, ply, alpha, beta))
                        {
                            self.child_value(value, false);
                            continue;
                        }
                        let mut actions = Vec::new();
                        child.legal_actions(&mut actions);
                        let forcing = self.forcing_of(&child);
                        if self.refined {
                            self.cuts.order(&child, forcing, ply, &mut actions);
                        } else {
                            order_captures_first(&child, &mut actions);
                        }
                        // The best action found here before goes first.
                        if let Some(best) = known.and_then(|e| e.best) {
                            if let Some(i) = actions.iter().position(|&a| a == best) {
                                actions[..=i].rotate_right(1);
                            }
                        }
                        let maximising = mover == self.me;
                        self.frames.push(Frame {
                            state: child,
                            key,
                            window: (alpha, beta),
                            depth,
                            alpha,
                            beta,
                            best: if maximising {
                                -f32::INFINITY
                            } else {
                                f32::INFINITY
                            },
                            best_index: 0,
                            exact: true,
                            maximising,
                            forcing,
                            actions,
                            next: 0,
                            trial: Trial::Full,
                            retry: None,
                        });
                    }
                }
                continue;
            }
            // This position is done: every action searched, or a cut-off.
            let frame = self.frames.pop().expect("a depth in progress");
            if let (Some(key), Some(table)) = (frame.key, self.table.as_mut()) {
                table.put(Entry {
                    key,
                    depth: frame.depth,
                    value: to_stored(frame.best, ply - 1),
                    bound: bound_of(frame.best, frame.window),
                    best: frame.actions.get(frame.best_index).copied(),
                });
            }
            if self.frames.is_empty() {
                self.root_actions[..=frame.best_index].rotate_right(1);
                self.best_value = frame.best;
                self.depth = frame.depth;
                self.settled = frame.exact || frame.best.abs() > DECIDED;
                return;
            }
            if self.refined && frame.alpha >= frame.beta {
                let cut = frame.actions[frame.next - 1];
                self.cuts
                    .remember(&frame.state, frame.forcing, cut, ply - 1, frame.depth);
            }
            self.child_value(frame.best, frame.exact);
        }
    }

    /// How the action at `index` of the position on top is tried first.
    fn first_trial(&self, index: usize, action: Action) -> Trial {
        let top = self.frames.last().expect("a depth in progress");
        if self.reductions
            && index >= FULL_DEPTH_ACTIONS
            && top.depth >= REDUCE_FROM_DEPTH
            && !top.forcing.includes(&top.state, action)
        {
            Trial::Reduced
        } else if self.null_windows && index > 0 && !is_null(top.alpha, top.beta) {
            Trial::NullWindow
        } else {
            Trial::Full
        }
    }

    /// Takes the value the action on trial found below the position on
    /// top: reported, unless it beats the best so far on a narrower or
    /// shallower trial, when the action is searched again wider or deeper.
    fn child_value(&mut self, value: f32, exact: bool) {
        let null_windows = self.null_windows;
        let top = self.frames.last_mut().expect("a position to report to");
        let (beats, cuts) = if top.maximising {
            (value > top.alpha, value >= top.beta)
        } else {
            (value < top.beta, value <= top.alpha)
        };
        let retry = match top.trial {
            Trial::Reduced if beats => Some(if null_windows && !is_null(top.alpha, top.beta) {
                Trial::NullWindow
            } else {
                Trial::Full
            }),
            Trial::NullWindow if beats && !cuts => Some(Trial::Full),
            _ => None,
        };
        match retry {
            Some(trial) => {
                top.retry = Some(trial);
                top.next -= 1;
            }
            None => self.report(value, exact),
        }
    }

    /// Whether the budget is spent (looking at the clock every
    /// `CLOCK_EVERY` nodes); once it is, the search stops where it is.
    fn out_of_budget(&mut self, now: &dyn Fn() -> f64) -> bool {
        if self.nodes >= self.stop.max_nodes {
            self.stop.stopped = true;
        } else if self.nodes >= self.stop.next_look {
            self.stop.next_look = self.nodes + CLOCK_EVERY;
            if now() >= self.stop.deadline {
                self.stop.stopped = true;
            }
        }
        self.stop.stopped
    }

    /// Gives the frame on top the value of the action it last tried.
    fn report(&mut self, value: f32, exact: bool) {
        let top = self.frames.last_mut().expect("a position to report to");
        top.exact &= exact;
        let better = if top.maximising {
            value > top.best
        } else {
            value < top.best
        };
        if better {
            top.best = value;
            top.best_index = top.next - 1;
        }
        if top.maximising {
            top.alpha = top.alpha.max(value);
        } else {
            top.beta = top.beta.min(value);
        }
    }

    /// The value of a position at the horizon: its evaluation, unless the
    /// player to act has forcing actions (kills and captures; see
    /// [`Knowledge::forcing`]), when those are followed (the player may
    /// also stand on the evaluation instead). `None` when
    /// the budget ran out first: a long run of kills can take far longer
    /// than the clock's look every `CLOCK_EVERY` nodes allows for.
    #[allow(clippy::too_many_arguments)]
    fn quiesce(
        &mut self,
        state: &G,
        mover: Player,
        ply: u32,
        mut alpha: f32,
        mut beta: f32,
        qdepth: u32,
        now: &dyn Fn() -> f64,
    ) -> Option<f32> {
        let stand = self.evaluate(state);
        if qdepth == 0 {
            self.quiet_until = self.nodes + QUIESCENCE_NODES;
        }
        if qdepth >= QUIESCENCE_DEPTH || self.nodes >= self.quiet_until {
            return Some(stand);
        }
        let maximising = mover == self.me;
        if maximising {
            if stand >= beta {
                return Some(stand);
            }
            alpha = alpha.max(stand);
        } else {
            if stand <= alpha {
                return Some(stand);
            }
            beta = beta.min(stand);
        }
        let mut actions = Vec::new();
        self.forcing_of(state).actions(state, &mut actions);
        let mut best = stand;
        for action in actions {
            if self.out_of_budget(now) {
                return None;
            }
            self.nodes += 1;
            let mut next = state.clone();
            next.apply(action);
            let value = match next.status() {
                Status::Over { winners, .. } => self.decided(&winners, ply + 1),
                Status::ToAct(p) => {
                    self.quiesce(&next, p, ply + 1, alpha, beta, qdepth + 1, now)?
                }
            };
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
        Some(best)
    }

    /// Which of `state`'s actions the search treats as forcing: the game's
    /// choice when refined, else the kills and captures.
    fn forcing_of(&self, state: &G) -> Forcing {
        if self.game_forcing {
            state.forcing()
        } else {
            Forcing::Captures
        }
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
                lead(&scores, scores.len(), me)
            }
            Evaluation::Knowledge => state.horizon_evaluate()[me] - 0.5,
        }
    }
}

/// Whether a window holds no value strictly inside it.
fn is_null(alpha: f32, beta: f32) -> bool {
    beta <= alpha.next_up()
}
