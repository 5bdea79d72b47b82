//! A search that does not say which game it searches, for the site, the
//! protocol and the tournament, which know games only by id.

use super::level::Budget;
use super::{AlphaBeta, Knowledge, Search};
use crate::game::{legal_action_named, notation};

/// One action as a search ranks it.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// In notation.
    pub action: String,
    /// The iterations that went through it.
    pub visits: u32,
    /// What it is worth to the player to act, 0 (lost) to 1 (won).
    pub value: f32,
}

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

    /// The actions as the search ranks them, best first; empty for a
    /// search that keeps only its best (the default).
    fn ranking(&self) -> Vec<Ranked> {
        Vec::new()
    }

    /// Follows the game by the action written `action`, legal at the
    /// position searched, keeping what the search knows of the position
    /// it leads to; the iteration count starts again. False, and nothing
    /// changed, when the search cannot follow (by default: make a new
    /// search from the new position) or `action` is not legal there.
    fn advance(&mut self, action: &str) -> bool {
        let _ = action;
        false
    }

    /// Tells the search the budget of the whole think about to run in
    /// slices of [`Thinker::think`] (the browser's worker), from `now()`
    /// on. Most searches spend a slice as they would any budget and
    /// need not know (the default: nothing); sequential halving cuts its
    /// rounds from the whole think's budget.
    fn plan(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        let _ = (budget, now);
    }

    /// Searches until the budget is spent, as `now` (milliseconds) tells the
    /// time. By default in chunks of [`Thinker::run`], looking at the clock
    /// between them; searches that cannot stop between iterations so
    /// easily bring their own.
    fn think(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        think_in_chunks(self, budget, now);
    }
}

/// [`Thinker::think`] as most searches do it: [`Thinker::run`] a chunk
/// at a time until the budget is spent or the search is done.
fn think_in_chunks<T: Thinker + ?Sized>(thinker: &mut T, budget: Budget, now: &dyn Fn() -> f64) {
    let start = now();
    loop {
        let left = budget.iterations.saturating_sub(thinker.iterations());
        thinker.run(CHUNK.min(u32::try_from(left).unwrap_or(CHUNK)));
        if thinker.iterations() >= budget.iterations
            || now() - start >= budget.millis
            || thinker.is_done()
        {
            return;
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

    /// A forced position, one whose value the search has proven, or a
    /// think by sequential halving over.
    fn is_done(&self) -> bool {
        Search::is_forced(self) || self.is_solved() || self.has_halved()
    }

    fn plan(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        if self.is_halving() {
            self.plan_halving(budget, now());
        }
    }

    fn think(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        if self.is_halving() {
            self.think_by_halving(budget, now);
        } else {
            think_in_chunks(self, budget, now);
        }
    }

    fn best(&self) -> Option<String> {
        Search::best(self).map(|a| notation(self.root(), a))
    }

    fn confidence(&self) -> Option<f32> {
        self.choices().first().map(|c| c.value)
    }

    fn ranking(&self) -> Vec<Ranked> {
        self.choices()
            .into_iter()
            .map(|c| Ranked {
                action: notation(self.root(), c.action),
                visits: c.visits,
                value: c.value,
            })
            .collect()
    }

    fn advance(&mut self, text: &str) -> bool {
        let Some(action) = legal_action_named(self.root(), text) else {
            return false;
        };
        Search::advance(self, action);
        true
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

/// A search kept from one action of a game to a later one, with the record
/// (actions in notation) that led to the position it searched: the
/// tournament's and the protocol's, as the page's worker keeps one for Hard
/// and Expert.
pub struct KeptSearch {
    record: Vec<String>,
    thinker: Box<dyn Thinker>,
}

impl KeptSearch {
    pub fn new(record: Vec<String>, thinker: Box<dyn Thinker>) -> KeptSearch {
        KeptSearch { record, thinker }
    }

    /// The record of the position searched.
    pub fn record(&self) -> &[String] {
        &self.record
    }

    /// The search moved on to the position after `record`, when `record`
    /// goes on from the one it searched and it can follow every action
    /// since ([`Thinker::advance`]); `None` means: search afresh.
    pub fn follow(self, record: &[String]) -> Option<Box<dyn Thinker>> {
        let KeptSearch {
            record: kept,
            mut thinker,
        } = self;
        let since = record.strip_prefix(kept.as_slice())?;
        since
            .iter()
            .all(|action| thinker.advance(action))
            .then_some(thinker)
    }

    /// The search for the position after `record`: `kept` moved on to it
    /// when it can follow ([`KeptSearch::follow`]), else `fresh()`.
    pub fn resume(
        kept: Option<KeptSearch>,
        record: &[String],
        fresh: impl FnOnce() -> Box<dyn Thinker>,
    ) -> Box<dyn Thinker> {
        kept.and_then(|kept| kept.follow(record))
            .unwrap_or_else(fresh)
    }
}

/// Iterations between looks at the clock: a few milliseconds of work in
/// every game, so a budget is kept to within a few milliseconds.
pub(crate) const CHUNK: u32 = 16;

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry;

    fn start(game: &str, options: &[(&str, &str)]) -> Box<dyn crate::session::AnySession> {
        let options: Vec<(String, String)> = options
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        registry::start(game, &options).unwrap()
    }

    #[test]
    fn a_kept_search_follows_a_game_that_goes_on_from_its_position() {
        let mut session = start("martian-checkers", &[("players", "3")]);
        let mut thinker = session.thinker(1);
        thinker.run(400);
        let mut kept = KeptSearch::new(session.record(), thinker);
        for _ in 0..4 {
            // Two actions: a reply chosen by someone else, then the kept search's own.
            let reply = session.legal()[0].action.clone();
            session.play(&reply).unwrap();
            let mut thinker = kept.follow(&session.record()).expect("it follows");
            assert_eq!(thinker.iterations(), 0);
            thinker.run(400);
            let best = thinker.best().unwrap();
            assert!(session.legal().iter().any(|a| a.action == best), "{best}");
            kept = KeptSearch::new(session.record(), thinker);
            session.play(&best).unwrap();
        }
        // The same record: nothing to follow, the search as it was.
        assert!(KeptSearch::new(session.record(), session.thinker(2))
            .follow(&session.record())
            .is_some());
    }

    #[test]
    fn a_kept_search_does_not_follow_a_game_that_left_its_line() {
        let mut session = start("mad-rooks", &[]);
        let first = session.legal()[0].action.clone();
        session.play(&first).unwrap();
        let kept = KeptSearch::new(session.record(), session.thinker(1));
        session.undo().unwrap();
        let other = session.legal()[1].action.clone();
        session.play(&other).unwrap();
        assert!(kept.follow(&session.record()).is_none(), "another line");
        let kept = KeptSearch::new(session.record(), session.thinker(1));
        session.undo().unwrap();
        assert!(kept.follow(&session.record()).is_none(), "an undone action");
        // An action the record holds but the search's position does not allow.
        let kept = KeptSearch::new(Vec::new(), session.thinker(1));
        assert!(kept.follow(&["a1-a1".to_string()]).is_none());
    }

    #[test]
    fn a_search_resumes_kept_when_it_can_follow_and_afresh_otherwise() {
        let session = start("mad-rooks", &[]);
        let first = session.legal()[0].action.clone();
        let resumed_fresh = |kept: Option<KeptSearch>, record: &[String]| {
            let made = std::cell::Cell::new(false);
            let thinker = KeptSearch::resume(kept, record, || {
                made.set(true);
                session.thinker(2)
            });
            (thinker, made.get())
        };
        let (_, fresh) = resumed_fresh(None, &[]);
        assert!(fresh, "nothing kept");
        let kept = KeptSearch::new(Vec::new(), session.thinker(1));
        let (_, fresh) = resumed_fresh(Some(kept), std::slice::from_ref(&first));
        assert!(!fresh, "the kept search follows the game");
        let kept = KeptSearch::new(vec![first.clone()], session.thinker(1));
        let (_, fresh) = resumed_fresh(Some(kept), &[]);
        assert!(fresh, "the game is not where the kept search was");
    }

    #[test]
    fn an_alpha_beta_search_is_never_followed() {
        let mut session = start("kobudai", &[("size", "8")]);
        let mut thinker = session.thinker(1);
        assert_eq!(thinker.engine_name(), "alpha-beta");
        thinker.run(200);
        let best = thinker.best().unwrap();
        let kept = KeptSearch::new(session.record(), thinker);
        session.play(&best).unwrap();
        assert!(kept.follow(&session.record()).is_none());
    }

    #[test]
    fn a_planned_think_in_slices_is_done_when_halving_has_chosen() {
        let session = start("martian-checkers", &[("players", "4")]);
        let mut thinker = session.searcher(
            crate::ai::Engine::StrongestAltered(crate::ai::Alteration::Halving),
            3,
        );
        let whole = Budget {
            millis: f64::INFINITY,
            iterations: 2_000,
        };
        thinker.plan(whole, &|| 0.0);
        let mut slices = 0;
        while !thinker.is_done() {
            slices += 1;
            let slice = Budget {
                millis: f64::INFINITY,
                iterations: 100 * slices,
            };
            search_within(thinker.as_mut(), slice, &|| 0.0);
            assert!(slices <= 20, "not done after {}", thinker.iterations());
        }
        assert_eq!(thinker.iterations(), 2_000);
        // A search that does not halve plans nothing: a slice is spent as
        // any budget, and more time can still change its choice.
        let mut plain = session.thinker(3);
        plain.plan(whole, &|| 0.0);
        search_within(
            plain.as_mut(),
            Budget {
                millis: f64::INFINITY,
                iterations: 100,
            },
            &|| 0.0,
        );
        assert_eq!(plain.iterations(), 100);
        assert!(!plain.is_done());
    }
}
