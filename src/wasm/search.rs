//! The computer's searches in the JavaScript API: `GameSession.think` and
//! the `Search` it answers. Only in the worker's engine (the `search`
//! feature): the page's engine, built without it, has no searches' code.

use super::GameSession;
use crate::ai::level::Budget;
use crate::ai::thinker::{search_within, Thinker};
use crate::ai::Engine;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
impl GameSession {
    /// A search from the current position, seeded with `seed`: `search`
    /// is a level's `search` (`mcts`, or `strongest`, the default: the
    /// game's strongest search).
    pub fn think(&self, seed: u32, search: Option<String>) -> Result<Search, JsError> {
        let engine = match search.as_deref() {
            None => Engine::Strongest,
            Some(name) => Engine::from_search_name(name).ok_or_else(|| {
                JsError::new(&format!(
                    "'{}' is not a search: casual, mcts or strongest",
                    crate::limits::excerpt(name)
                ))
            })?,
        };
        Ok(Search {
            inner: self.inner.searcher(engine, u64::from(seed)),
        })
    }
}

/// A think's budget from the worker's numbers: a time that is not a
/// finite number is none, and an iteration cap that is not a finite
/// number of zero or more is no cap.
fn budget_of(millis: f64, max_iterations: Option<f64>) -> Budget {
    Budget {
        millis: if millis.is_finite() {
            millis.max(0.0)
        } else {
            0.0
        },
        iterations: max_iterations
            .filter(|n| n.is_finite() && *n >= 0.0)
            .map_or(u64::MAX, |n| n as u64),
    }
}

/// The computer thinking about one position (see the crate's `ai` module).
/// The worker runs it in slices so that it can hear a cancellation.
#[wasm_bindgen]
pub struct Search {
    inner: Box<dyn Thinker>,
}

#[wasm_bindgen]
impl Search {
    /// Searches on for about `millis` milliseconds, stopping early once
    /// `max_iterations` iterations have run in all (or at once when the
    /// action is forced).
    #[wasm_bindgen(js_name = runFor)]
    pub fn run_for(&mut self, millis: f64, max_iterations: Option<f64>) {
        search_within(
            self.inner.as_mut(),
            budget_of(millis, max_iterations),
            &js_sys::Date::now,
        );
    }

    /// Says that a think of about `millis` milliseconds (and at most
    /// `max_iterations` iterations in all) begins now, to be run in slices
    /// of [`Search::run_for`]: sequential halving cuts its rounds from the
    /// whole think; other searches need not know.
    pub fn plan(&mut self, millis: f64, max_iterations: Option<f64>) {
        let budget = budget_of(millis, max_iterations);
        self.inner.plan(budget, &js_sys::Date::now);
    }

    /// The action to play in notation, or undefined when the game is over.
    pub fn best(&self) -> Option<String> {
        self.inner.best()
    }

    /// Iterations run (for alpha-beta, positions visited).
    pub fn iterations(&self) -> f64 {
        self.inner.iterations() as f64
    }

    /// Which search this is: `mcts` or `alpha-beta`.
    pub fn engine(&self) -> String {
        self.inner.engine_name().to_string()
    }

    /// True when there is one legal action or none: nothing to think about.
    #[wasm_bindgen(js_name = isForced)]
    pub fn is_forced(&self) -> bool {
        self.inner.is_forced()
    }

    /// True when more time would change nothing: a forced position, or a
    /// search that has finished (Easy's casual player after its one look).
    #[wasm_bindgen(js_name = isDone)]
    pub fn is_done(&self) -> bool {
        self.inner.is_done()
    }

    /// How the player to act rates the best action, 0 (lost) to 1 (won).
    pub fn confidence(&self) -> Option<f32> {
        self.inner.confidence()
    }

    /// Follows the game by `action` (in notation, legal at the position
    /// searched), keeping what the search learnt of the position it leads
    /// to; the iteration count starts again. False, with the search as it
    /// was, when this search cannot follow (only the Monte Carlo search
    /// can) or `action` is not legal there: then search afresh.
    pub fn advance(&mut self, action: &str) -> bool {
        self.inner.advance(action)
    }
}
