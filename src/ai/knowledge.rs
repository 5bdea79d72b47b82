//! What the search knows about a game beyond its rules: how good a position
//! is, and which actions a playout should favour. Each game implements
//! [`Knowledge`] in its own module; the defaults here use only the scores
//! the game already reports.

use super::{Engine, Evaluation};
use crate::game::{Action, ActionKind, Game, Player};
use crate::rng::Rng;

/// UCT's exploration constant for rewards in 0..1, unless a game's
/// knowledge says otherwise (see [`Knowledge::exploration`]).
const EXPLORATION: f32 = 0.7;

/// The most players a game has (Martian Checkers for four).
pub const MAX_PLAYERS: usize = 4;

/// What a finished or estimated game is worth to each player, 0 (lost) to
/// 1 (won), indexed by player number minus one.
pub type Rewards = [f32; MAX_PLAYERS];

/// Game knowledge for the search. Every method has a default built on the
/// rules alone, so a new game plays (weakly) before it has any knowledge.
pub trait Knowledge: Game {
    /// How a game that goes on looks for each player, 0..=1, as if it ended
    /// now. The default compares scores (pieces, points or Kings): see
    /// [`score_lead`].
    fn evaluate(&self) -> Rewards {
        score_lead(&self.scores(), self.seats().len(), 4.0)
    }

    /// How a position at the alpha-beta search's horizon looks for each
    /// player, 0..=1. The default is [`Knowledge::evaluate`]; a game keeps
    /// the two apart where the Monte Carlo search (and with it today's
    /// levels, measured on `evaluate`) should not change.
    fn horizon_evaluate(&self) -> Rewards {
        self.evaluate()
    }

    /// A second horizon evaluation, measured against
    /// [`Knowledge::horizon_evaluate`] before it may replace it (the
    /// tournament's `hard-candidate-evaluation`); `None` where the game
    /// has none, and the search then reads the usual one.
    fn candidate_horizon_evaluate(&self) -> Option<Rewards> {
        None
    }

    /// How much a playout prefers `action`: higher is played first. The
    /// default favours actions that take something.
    fn playout_priority(&self, action: Action) -> u8 {
        match self.kind_of(action) {
            ActionKind::Kill | ActionKind::CaptureJump => 1,
            _ => 0,
        }
    }

    /// Appends the actions that kill or capture, in the order
    /// [`Game::legal_actions`] lists them: the quiescence search follows
    /// these past the horizon. The default lists every legal action and
    /// keeps these; a game that can list its captures alone (or has none)
    /// says so faster (listing every action at every horizon position to
    /// keep none halved the search's speed at Cross-Hairs).
    fn capture_actions(&self, out: &mut Vec<Action>) {
        legal_actions_where(self, out, |action| is_capture(self, action));
    }

    /// Which actions the refined alpha-beta search treats as forcing: it
    /// tries them first, never searches them shallower, and follows them
    /// past its horizon. The default is the kills and captures.
    fn forcing(&self) -> Forcing {
        Forcing::Captures
    }

    /// How much the search explores actions that look worse (UCT's
    /// constant, for rewards in 0..1). A game whose rewards stay near one
    /// half for long stretches wants less, or the search spreads its visits
    /// almost evenly and more iterations buy little.
    fn exploration(&self) -> f32 {
        EXPLORATION
    }

    /// The search that plays this game best at Hard's time and beyond, as
    /// the tournaments measured it (README, "The computer's strength").
    /// The default is the refined alpha-beta on [`Knowledge::evaluate`];
    /// never [`Engine::Strongest`] itself.
    fn strongest_engine(&self) -> Engine {
        Engine::RefinedAlphaBeta(Evaluation::Knowledge)
    }

    /// A 64-bit key for the state as the rules see it (every field that
    /// decides what may happen next, and nothing of its history), for the
    /// alpha-beta search's transposition table; `None`, the default, for a
    /// game without one. Equal states must have equal keys; see
    /// [`super::table::KeyHasher`].
    fn position_key(&self) -> Option<u64> {
        None
    }

    /// How many actions a playout runs before it stops and asks
    /// [`Knowledge::evaluate`].
    fn playout_depth(&self) -> usize {
        24
    }

    /// The action a playout plays from here, `None` when there is none
    /// (the game is over): [`Knowledge::playout_action`] among the legal
    /// actions, listed into `actions`. A game that can find the actions
    /// its playouts favour without listing every action overrides this
    /// with a faster way to the same choice (see [`captures_first_choice`]).
    fn playout_choice(&self, actions: &mut Vec<Action>, rng: &mut Rng) -> Option<Action> {
        actions.clear();
        self.legal_actions(actions);
        (!actions.is_empty()).then(|| self.playout_action(actions, rng))
    }

    /// The action a playout plays: nine times in ten one of the actions of
    /// the highest [`Knowledge::playout_priority`] (a capture, say), else
    /// any action, each at random. Playouts that capture whenever they can
    /// play far more like real games than uniformly random ones.
    fn playout_action(&self, actions: &[Action], rng: &mut Rng) -> Action {
        if rng.below(ANY_ACTION_ONE_IN) == 0 {
            return actions[rng.below(actions.len())];
        }
        let mut best_priority = 0;
        let mut count = 0;
        let mut chosen = actions[0];
        for &action in actions {
            let priority = self.playout_priority(action);
            if priority > best_priority {
                best_priority = priority;
                count = 0;
            }
            if priority == best_priority {
                // Reservoir sampling: each of the best is equally likely.
                count += 1;
                if rng.below(count) == 0 {
                    chosen = action;
                }
            }
        }
        chosen
    }
}

/// The actions of a position that the refined alpha-beta search treats as
/// forcing (see [`Knowledge::forcing`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forcing {
    /// The kills and capturing jumps ([`is_capture`],
    /// [`Knowledge::capture_actions`]).
    Captures,
    /// The drops and moves onto these cells (bit `n` for square `n`, so
    /// for boards of at most 64 squares): at Cross-Hairs, where nothing is
    /// taken, the cells where a drop converts.
    LandingOn(u64),
}

impl Forcing {
    /// Whether `action`, one of `state`'s legal actions, is forcing.
    pub fn includes<G: Knowledge>(self, state: &G, action: Action) -> bool {
        match self {
            Forcing::Captures => is_capture(state, action),
            Forcing::LandingOn(cells) => match action {
                Action::Place(sq) | Action::Move { to: sq, .. } => sq < 64 && cells >> sq & 1 == 1,
                Action::End | Action::Leave => false,
            },
        }
    }

    /// Appends `state`'s forcing actions, in the order
    /// [`Game::legal_actions`] lists them.
    pub fn actions<G: Knowledge>(self, state: &G, out: &mut Vec<Action>) {
        match self {
            Forcing::Captures => state.capture_actions(out),
            Forcing::LandingOn(0) => {}
            Forcing::LandingOn(_) => {
                legal_actions_where(state, out, |action| self.includes(state, action));
            }
        }
    }
}

/// Appends `state`'s legal actions that `keep` holds, in the order
/// [`Game::legal_actions`] lists them.
fn legal_actions_where<G: Game>(state: &G, out: &mut Vec<Action>, keep: impl Fn(Action) -> bool) {
    let start = out.len();
    state.legal_actions(out);
    let mut kept = start;
    for i in start..out.len() {
        let action = out[i];
        if keep(action) {
            out[kept] = action;
            kept += 1;
        }
    }
    out.truncate(kept);
}

/// A playout plays any action, rather than one it favours, one time in
/// this many.
const ANY_ACTION_ONE_IN: usize = 10;

/// [`Knowledge::playout_choice`] for a game whose favoured actions are
/// exactly its captures and which lists those alone faster than every
/// action ([`Knowledge::capture_actions`]): the default's choice, with
/// every action listed only when there is no capture or the any-action
/// draw comes. `None` when the game is over (no legal action).
pub fn captures_first_choice<G: Knowledge>(
    state: &G,
    actions: &mut Vec<Action>,
    rng: &mut Rng,
) -> Option<Action> {
    actions.clear();
    if rng.below(ANY_ACTION_ONE_IN) != 0 {
        state.capture_actions(actions);
        if !actions.is_empty() {
            return Some(actions[rng.below(actions.len())]);
        }
    }
    state.legal_actions(actions);
    (!actions.is_empty()).then(|| actions[rng.below(actions.len())])
}

/// Whether `action` kills or captures, as the game names its kind.
pub fn is_capture<G: Knowledge>(state: &G, action: Action) -> bool {
    matches!(
        state.kind_of(action),
        ActionKind::Kill | ActionKind::CaptureJump
    )
}

/// Rewards from scores where more is better: each player's lead over the
/// best of the others, squashed into 0..1 (a lead of `scale` is worth about
/// 0.88). Equal scores are worth one half.
pub fn score_lead(scores: &[u32], players: usize, scale: f32) -> Rewards {
    value_lead(&as_values(scores), players, scale)
}

/// [`score_lead`] for values that need not be whole (a score plus what an
/// evaluation adds).
pub fn value_lead(values: &[f32], players: usize, scale: f32) -> Rewards {
    let mut rewards = [0.0; MAX_PLAYERS];
    for (p, reward) in rewards.iter_mut().enumerate().take(players) {
        *reward = reward_of_lead(lead_of(values, players, p), scale);
    }
    rewards
}

/// A lead squashed into 0..1: no lead is worth one half, a lead of `scale`
/// about 0.88.
pub fn reward_of_lead(lead: f32, scale: f32) -> f32 {
    0.5 + 0.5 * (lead / scale).tanh()
}

/// Rewards of a two-player game in which the first player leads by `lead`
/// (pieces or points, plus whatever an evaluation adds), on the scale of
/// the default evaluation: a lead of 4 is worth about 0.88.
pub fn two_player_rewards(lead: f32) -> Rewards {
    let first = reward_of_lead(lead, 4.0);
    [first, 1.0 - first, 0.0, 0.0]
}

/// Rewards of a two-player game in which `player` (numbered from 1) wins
/// with probability `chance` (a learnt evaluation's answer).
pub fn two_player_rewards_of_chance(player: Player, chance: f32) -> Rewards {
    let mut rewards = [0.0; MAX_PLAYERS];
    let p = usize::from(player - 1);
    rewards[p] = chance;
    rewards[1 - p] = 1.0 - chance;
    rewards
}

/// The chance a logit stands for (the learnt evaluations' models).
pub fn logistic(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

/// Player index `p`'s score less the best of the other `players - 1`.
pub fn lead(scores: &[u32], players: usize, p: usize) -> f32 {
    lead_of(&as_values(scores), players, p)
}

/// Player index `p`'s value less the best of the other `players - 1`'s
/// (0 for a player with none); a value not given counts 0.
fn lead_of(values: &[f32], players: usize, p: usize) -> f32 {
    let value = |o: usize| values.get(o).copied().unwrap_or(0.0);
    let best_other = (0..players)
        .filter(|&o| o != p)
        .map(value)
        .reduce(f32::max)
        .unwrap_or(0.0);
    value(p) - best_other
}

/// Scores as values, one a player (no more than [`MAX_PLAYERS`]).
fn as_values(scores: &[u32]) -> [f32; MAX_PLAYERS] {
    let mut values = [0.0; MAX_PLAYERS];
    for (value, &score) in values.iter_mut().zip(scores) {
        *value = score as f32;
    }
    values
}

/// Rewards of a finished game: the winners share one point (every player
/// listed, a draw, shares it among all).
pub fn final_rewards(winners: &[Player]) -> Rewards {
    let mut rewards = [0.0; MAX_PLAYERS];
    if winners.is_empty() {
        return rewards;
    }
    let share = 1.0 / winners.len() as f32;
    for &w in winners {
        if let Some(r) = rewards.get_mut(usize::from(w).wrapping_sub(1)) {
            *r = share;
        }
    }
    rewards
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chance_is_the_reward_of_its_player_and_the_rest_the_other_s() {
        assert_eq!(
            two_player_rewards_of_chance(1, 0.75),
            [0.75, 0.25, 0.0, 0.0]
        );
        assert_eq!(
            two_player_rewards_of_chance(2, 0.75),
            [0.25, 0.75, 0.0, 0.0]
        );
        assert_eq!(logistic(0.0), 0.5);
        assert!(logistic(4.0) > 0.98 && logistic(-4.0) < 0.02);
    }

    #[test]
    fn a_lead_is_worth_more_than_half_and_equal_scores_half() {
        let r = score_lead(&[10, 6], 2, 4.0);
        assert!(r[0] > 0.85 && r[0] < 0.9, "{r:?}");
        assert!(r[1] < 0.15, "{r:?}");
        assert_eq!(score_lead(&[3, 3, 3], 3, 4.0)[..3], [0.5, 0.5, 0.5]);
    }

    #[test]
    fn winners_share_a_point() {
        assert_eq!(final_rewards(&[2]), [0.0, 1.0, 0.0, 0.0]);
        assert_eq!(final_rewards(&[1, 3]), [0.5, 0.0, 0.5, 0.0]);
        assert_eq!(final_rewards(&[9]), [0.0; 4]);
    }
}
