//! Sequential halving at the root for [`Search`] ([`Search::halving`]):
//! the budget is cut into rounds, each round shares its iterations out
//! evenly among the root's actions still in the running, and after each
//! the worse half by mean reward is dropped, until one is left (Karnin,
//! Koren and Somekh, 2013; below the root the search is UCT as ever, as
//! in H-MCTS: Pepels, Cazenave, Winands and Lanctot, 2014). UCT at the
//! root minimises the reward lost while searching, which is not what the
//! root is for: only the action finally played counts, and sequential
//! halving is built to find it. It also gives every action a real look
//! where a search told to explore little may settle early on one that
//! merely looked best first.

use super::{Search, UNEXPANDED};
use crate::ai::knowledge::Knowledge;
use crate::ai::level::Budget;
use crate::ai::thinker::CHUNK;

impl<G: Knowledge> Search<G> {
    /// Searches within `budget` by sequential halving at the root, then
    /// leaves the survivor as [`Search::best`]'s choice. A budget with
    /// neither time nor iterations bounded has no rounds to cut: it
    /// searches as [`Search::run`] does, until the root is solved.
    pub fn think_by_halving(&mut self, budget: Budget, now: &dyn Fn() -> f64) {
        let start = now();
        let bounded_time = budget.millis.is_finite();
        let bounded_iterations = budget.iterations != u64::MAX;
        self.halved_choice = None;
        if self.nodes[0].child_count == UNEXPANDED || self.is_forced() {
            return;
        }
        let mut candidates: Vec<u32> = self.children(0).map(|c| c as u32).collect();
        if !bounded_time && !bounded_iterations {
            self.root_candidates = candidates;
            while !self.is_solved() {
                self.run_some(CHUNK);
            }
            self.root_candidates.clear();
            return;
        }
        let rounds = rounds_for(candidates.len());
        for round in 1..=rounds {
            let millis_by = budget.millis * f64::from(round) / f64::from(rounds);
            let iterations_by = share(budget.iterations, round, rounds);
            self.root_candidates = candidates.clone();
            loop {
                let left = iterations_by.saturating_sub(self.iterations());
                self.run_some(CHUNK.min(u32::try_from(left).unwrap_or(CHUNK)));
                if self.iterations() >= iterations_by
                    || now() - start >= millis_by
                    || self.is_solved()
                {
                    break;
                }
            }
            if self.is_solved() {
                break;
            }
            let half = candidates.len().div_ceil(2);
            self.keep_best(&mut candidates, half);
        }
        self.root_candidates.clear();
        if !self.is_solved() {
            self.keep_best(&mut candidates, 1);
            self.halved_choice = candidates.first().map(|&c| self.nodes[c as usize].action);
        }
    }

    /// Keeps the best `count` of `candidates` (at least one) for the
    /// root's player to act, best first.
    fn keep_best(&self, candidates: &mut Vec<u32>, count: usize) {
        self.rank(candidates);
        candidates.truncate(count.max(1));
    }

    /// Orders `candidates` best first for the root's player: by value
    /// (a solved action's exact value), then by visits.
    fn rank(&self, candidates: &mut [u32]) {
        let mover = self.nodes[0].mover;
        candidates.sort_by(|&a, &b| {
            let (a, b) = (a as usize, b as usize);
            self.value_of(b, mover)
                .total_cmp(&self.value_of(a, mover))
                .then(self.nodes[b].visits.cmp(&self.nodes[a].visits))
        });
    }

    /// The root's child to follow while halving: the least visited of the
    /// actions still in the running that is not solved, so each round
    /// shares its iterations out evenly (an action kept from an earlier
    /// search starts with its visits). `None` when none is open, and then
    /// the root chooses as UCT does.
    pub(super) fn halving_child(&self) -> Option<usize> {
        self.root_candidates
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| !self.nodes[c].solved)
            .min_by_key(|&c| self.nodes[c].visits)
    }
}

/// Sequential halving's rounds for `actions` actions: as many as halving
/// takes to leave one (the count rounded up at each halving).
fn rounds_for(actions: usize) -> u32 {
    let mut left = actions;
    let mut rounds = 0;
    while left > 1 {
        left = left.div_ceil(2);
        rounds += 1;
    }
    rounds.max(1)
}

/// The iterations by the end of round `round` of `rounds`: that share of
/// `total`, or no bound when `total` is unbounded.
fn share(total: u64, round: u32, rounds: u32) -> u64 {
    if total == u64::MAX {
        return u64::MAX;
    }
    let scaled = u128::from(total) * u128::from(round) / u128::from(rounds.max(1));
    u64::try_from(scaled).unwrap_or(u64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::martian::Martian;

    #[test]
    fn rounds_halve_the_actions_down_to_one() {
        assert_eq!(rounds_for(1), 1);
        assert_eq!(rounds_for(2), 1);
        assert_eq!(rounds_for(3), 2);
        assert_eq!(rounds_for(4), 2);
        assert_eq!(rounds_for(5), 3);
        assert_eq!(rounds_for(24), 5);
        assert_eq!(share(100, 1, 4), 25);
        assert_eq!(share(100, 4, 4), 100);
        assert_eq!(share(u64::MAX, 1, 4), u64::MAX);
    }

    fn three_player_search() -> Search<Martian> {
        Search::new(Martian::new(3).unwrap(), 7).on_horizon()
    }

    #[test]
    fn halving_shares_the_first_round_evenly_and_chooses_a_survivor() {
        let mut search = three_player_search();
        let actions = search.children(0).len();
        assert!(actions > 4, "{actions}");
        let budget = Budget {
            millis: f64::INFINITY,
            iterations: 4_000,
        };
        search.think_by_halving(budget, &|| 0.0);
        assert_eq!(search.iterations(), 4_000);
        let visits: Vec<u32> = search.children(0).map(|c| search.nodes[c].visits).collect();
        // The first round's share, evenly, to every action; those kept
        // got more.
        let first_round = 4_000 / u64::from(rounds_for(actions)) / actions as u64;
        let least = u64::from(*visits.iter().min().unwrap());
        assert!(least + 1 >= first_round, "{least} of {first_round}");
        // The last round's two are the two most visited, equally but
        // for one; the choice is the better valued of them.
        let mut ranked: Vec<usize> = search.children(0).collect();
        ranked.sort_by_key(|&c| std::cmp::Reverse(search.nodes[c].visits));
        let (a, b) = (ranked[0], ranked[1]);
        assert!(search.nodes[a].visits - search.nodes[b].visits <= 1);
        assert!(u64::from(search.nodes[b].visits) > 2 * first_round);
        let better = if search.value_of(a, 1) >= search.value_of(b, 1) {
            a
        } else {
            b
        };
        let chosen = search.best().unwrap();
        assert_eq!(chosen, search.nodes[better].action);
        assert_eq!(search.choices()[0].action, chosen);
    }

    #[test]
    fn halving_with_a_clock_stops_on_time() {
        let mut search = three_player_search();
        let clock = std::cell::Cell::new(0.0);
        // Every look at the clock moves it on by a millisecond.
        let now = || {
            clock.set(clock.get() + 1.0);
            clock.get()
        };
        let budget = Budget {
            millis: 200.0,
            iterations: u64::MAX,
        };
        search.think_by_halving(budget, &now);
        assert!(clock.get() <= 212.0, "{}", clock.get());
        assert!(search.iterations() > 0);
        assert!(search.best().is_some());
    }

    #[test]
    fn searching_on_after_halving_drops_its_choice() {
        let mut search = three_player_search();
        let budget = Budget {
            millis: f64::INFINITY,
            iterations: 500,
        };
        search.think_by_halving(budget, &|| 0.0);
        assert!(search.halved_choice.is_some());
        search.run(10);
        assert!(search.halved_choice.is_none());
        let first = search.best().unwrap();
        search.advance(first);
        assert!(search.halved_choice.is_none());
        assert!(search.root_candidates.is_empty());
    }
}
