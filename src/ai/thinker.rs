//! A search that does not say which game it searches, for the site, the
//! protocol and the tournament, which know games only by id.

use super::level::Budget;
use super::{AlphaBeta, Knowledge, Search};
use crate::game::notation;

/// A search in progress over some game, spoken to in notation.
pub trait Thinker {
    /// Which search this is: `mcts` or `alpha-beta`.
    fn engine_name(&self) -> &'static str;
    /// Runs this many more iterations.
    fn run(&mut self, iterations: u32);
    fn iterations(&self) -> u64;
    /// True when the position has one legal action or none.
    fn is_forced(&self) -> bool;
    /// True when more thinking would change nothing: by default, a forced
    /// position.
    fn is_done(&self) -> bool {
        self.is_forced()
    }
    /// The action to play, in notation; `None` when the game is over.
    fn best(&self) -> Option<String>;
    /// How the player to act rates the best action, 0 (lost) to 1 (won).
    fn confidence(&self) -> Option<f32>;

    /// Searches until the budget is spent, as `now` (milliseconds) tells the
    /// time. By default in chunks of [`Thinker::run`], looking at the clock
    /// between them; searches that cannot stop between iterations so
    /// easily bring their own.
    fn think(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        let start = now();
        loop {
            let left = budget.iterations.saturating_sub(self.iterations());
            self.run(CHUNK.min(u32::try_from(left).unwrap_or(CHUNK)));
            if self.iterations() >= budget.iterations || now() - start >= budget.millis {
                return;
            }
        }
    }
}

impl<G: Knowledge> Thinker for Search<G> {
    fn engine_name(&self) -> &'static str {
        "mcts"
    }

    fn run(&mut self, iterations: u32) {
        Search::run(self, iterations);
    }

    fn iterations(&self) -> u64 {
        Search::iterations(self)
    }

    fn is_forced(&self) -> bool {
        Search::is_forced(self)
    }

    fn best(&self) -> Option<String> {
        Search::best(self).map(|a| notation(self.root(), a))
    }

    fn confidence(&self) -> Option<f32> {
        self.choices().first().map(|c| c.value)
    }
}

impl<G: Knowledge> Thinker for AlphaBeta<G> {
    fn engine_name(&self) -> &'static str {
        "alpha-beta"
    }

    /// Searches this many more nodes, however long they take.
    fn run(&mut self, iterations: u32) {
        let budget = Budget {
            millis: f64::INFINITY,
            iterations: self.nodes() + u64::from(iterations),
        };
        AlphaBeta::think(self, budget, &|| 0.0);
    }

    fn iterations(&self) -> u64 {
        self.nodes()
    }

    fn is_forced(&self) -> bool {
        AlphaBeta::is_forced(self)
    }

    fn best(&self) -> Option<String> {
        AlphaBeta::best(self).map(|a| notation(self.root(), a))
    }

    fn confidence(&self) -> Option<f32> {
        AlphaBeta::confidence(self)
    }

    fn think(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        AlphaBeta::think(self, budget, now);
    }
}

/// Iterations between looks at the clock: a few milliseconds of work in
/// every game, so a budget is kept to within a few milliseconds.
const CHUNK: u32 = 16;

/// Searches until the budget is spent, as `now` (milliseconds) tells the
/// time; at once when the action is forced. Runs at least one chunk, so
/// even a zero budget gives an informed answer.
pub fn search_within(thinker: &mut dyn Thinker, budget: Budget, now: &dyn Fn() -> f64) {
    if thinker.is_forced() {
        return;
    }
    thinker.think(budget, now);
}

/// [`search_within`] on the native clock (the protocol, the tournament);
/// returns the seconds spent. The browser's worker passes its own clock.
pub fn search_natively(thinker: &mut dyn Thinker, budget: Budget) -> f64 {
    let start = std::time::Instant::now();
    search_within(thinker, budget, &|| start.elapsed().as_secs_f64() * 1000.0);
    start.elapsed().as_secs_f64()
}
