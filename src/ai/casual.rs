//! Easy's player: a beginner's way of choosing. It looks one action ahead
//! with the game's evaluation, as a newcomer sees what a move takes or
//! makes, but never at the reply, so it leaves pieces where they can be
//! taken back; and it does not always find the best of what it sees: it
//! picks among the actions by a softmax of their values, so a move a
//! little worse than the best is often played, a much worse one rarely.
//! Its mistakes are those a person makes (a hanging piece, a missed
//! better capture), not random moves.

use super::knowledge::{final_rewards, Knowledge};
use super::thinker::Thinker;
use crate::game::{notation, Action, Status};
use crate::rng::Rng;

/// How far the choice strays from the best action: the softmax's
/// temperature, in the evaluation's units (0..1 for a whole game).
const TEMPERATURE: f32 = 0.01;

/// The casual player's choice in one position, made the first time it runs.
pub struct Casual<G: Knowledge> {
    root: G,
    rng: Rng,
    /// The chosen action and its value, once chosen.
    choice: Option<(Action, f32)>,
    /// How many actions it looked at.
    looked: u64,
    forced: bool,
}

impl<G: Knowledge> Casual<G> {
    pub fn new(root: G, seed: u64) -> Casual<G> {
        Casual {
            root,
            rng: Rng::new(seed),
            choice: None,
            looked: 0,
            forced: false,
        }
    }

    /// Each legal action with what the position after it is worth to the
    /// player to act.
    pub fn values(&self) -> Vec<(Action, f32)> {
        let Status::ToAct(mover) = self.root.status() else {
            return Vec::new();
        };
        let me = usize::from(mover - 1);
        let mut actions = Vec::new();
        self.root.legal_actions(&mut actions);
        actions
            .into_iter()
            .map(|action| {
                let mut next = self.root.clone();
                next.apply(action);
                let value = match next.status() {
                    Status::Over { winners, .. } => final_rewards(&winners)[me],
                    // The everyday evaluation (what a move takes or
                    // makes), not the alpha-beta search's horizon one:
                    // Kobudai's race, looked at one action ahead, played
                    // as well as Medium.
                    Status::ToAct(_) => next.evaluate()[me],
                };
                (action, value)
            })
            .collect()
    }

    fn choose(&mut self) {
        let values = self.values();
        self.looked = values.len() as u64;
        self.forced = values.len() <= 1;
        let best = values
            .iter()
            .map(|&(_, v)| v)
            .fold(f32::NEG_INFINITY, f32::max);
        let weights: Vec<f64> = values
            .iter()
            .map(|&(_, v)| f64::from(((v - best) / TEMPERATURE).exp()))
            .collect();
        let total: f64 = weights.iter().sum();
        // A uniform draw in 0..total, from 53 random bits.
        let mut draw = (self.rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * total;
        self.choice = values.last().copied();
        for (&choice, weight) in values.iter().zip(&weights) {
            if draw < *weight {
                self.choice = Some(choice);
                break;
            }
            draw -= weight;
        }
    }
}

impl<G: Knowledge> Thinker for Casual<G> {
    fn engine_name(&self) -> &'static str {
        "casual"
    }

    /// Chooses, the first time; it has nothing more to think about.
    fn run(&mut self, _iterations: u32) {
        if self.looked == 0 && self.choice.is_none() {
            self.choose();
        }
    }

    fn iterations(&self) -> u64 {
        self.looked
    }

    fn is_forced(&self) -> bool {
        self.forced
    }

    /// Done once it has chosen: it never thinks again.
    fn is_done(&self) -> bool {
        self.forced || self.choice.is_some()
    }

    fn best(&self) -> Option<String> {
        self.choice.map(|(a, _)| notation(&self.root, a))
    }

    fn confidence(&self) -> Option<f32> {
        self.choice.map(|(_, v)| v)
    }

    /// One look at every action, whatever the budget.
    fn think(&mut self, _budget: super::level::Budget, _now: &dyn Fn() -> f64) {
        self.run(1);
    }
}
