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

use super::Search;
use crate::ai::knowledge::Knowledge;
use crate::ai::level::Budget;
use crate::ai::thinker::CHUNK;
use crate::game::Action;

/// One think by sequential halving, which may run in slices (the
/// browser's worker searches in slices of tens of milliseconds, so that
/// it can hear a cancellation): the rounds are cut from the whole think's
/// budget, not from a slice's.
#[derive(Clone, Debug)]
pub(super) struct HalvingPlan {
    /// The whole think's budget.
    budget: Budget,
    /// When the think began, by its clock.
    start: f64,
    rounds: u32,
    /// The rounds already over.
    finished: u32,
    /// The root's actions still in the running, as node indices: never
    /// empty while the think is under way.
    candidates: Vec<u32>,
}

/// Where a think by halving stands: the plan and the choice exclude each
/// other, so one value holds whichever there is.
#[derive(Clone, Debug, Default)]
pub(super) enum HalvingState {
    /// No think by halving under way, and no choice of one kept.
    #[default]
    Idle,
    /// A think under way, between its slices.
    Planned(HalvingPlan),
    /// The action a finished think left.
    Chose(Action),
}

impl<G: Knowledge> Search<G> {
    /// Begins a think by sequential halving within `budget`, from `start`
    /// by the clock that [`Search::think_by_halving`] will be given, for
    /// a caller that spends it in slices. Drops the choice of any think
    /// before. Nothing to plan where the root has one action or none.
    pub fn plan_halving(&mut self, budget: Budget, start: f64) {
        self.halving_state = HalvingState::Idle;
        if !self.tree.is_expanded(0) || self.is_forced() {
            return;
        }
        let candidates: Vec<u32> = self.tree.children(0).map(|c| c as u32).collect();
        self.halving_state = HalvingState::Planned(HalvingPlan {
            budget,
            start,
            rounds: rounds_for(candidates.len()),
            finished: 0,
            candidates,
        });
    }

    /// Searches by sequential halving at the root until `slice` is spent
    /// (its iterations counted in all, as [`Search::iterations`] counts
    /// them) or the think is over, then leaves the survivor as
    /// [`Search::best`]'s choice. Goes on with the think that
    /// [`Search::plan_halving`] began; with none under way, `slice` is a
    /// whole think. A think with neither time nor iterations bounded has
    /// no rounds to end: it shares its iterations among every action until
    /// the root is solved.
    pub fn think_by_halving(&mut self, slice: Budget, now: &dyn Fn() -> f64) {
        let slice_start = now();
        if !matches!(self.halving_state, HalvingState::Planned(_)) {
            self.plan_halving(slice, slice_start);
        }
        while let HalvingState::Planned(plan) = &self.halving_state {
            let round = plan.finished + 1;
            let iterations_by = share(plan.budget.iterations, round, plan.rounds);
            let millis_by = plan.budget.millis * f64::from(round) / f64::from(plan.rounds);
            let plan_start = plan.start;
            let left = iterations_by
                .min(slice.iterations)
                .saturating_sub(self.iterations());
            self.run_some(CHUNK.min(u32::try_from(left).unwrap_or(CHUNK)));
            if self.is_solved() {
                // The proven value decides; no choice of halving's.
                self.halving_state = HalvingState::Idle;
                return;
            }
            let time = now();
            if self.iterations() >= iterations_by || time - plan_start >= millis_by {
                self.end_round();
            }
            if self.iterations() >= slice.iterations || time - slice_start >= slice.millis {
                return;
            }
        }
    }

    /// Ends the plan's current round: the worse half of the actions still
    /// in the running drop out; after the last round the one left is the
    /// choice and the think is over.
    fn end_round(&mut self) {
        let mut plan = match std::mem::take(&mut self.halving_state) {
            HalvingState::Planned(plan) => plan,
            other => {
                self.halving_state = other;
                return;
            }
        };
        plan.finished += 1;
        let last = plan.finished >= plan.rounds;
        let keep = if last {
            1
        } else {
            plan.candidates.len().div_ceil(2)
        };
        self.keep_best(&mut plan.candidates, keep);
        self.halving_state = if last {
            plan.candidates.first().map_or(HalvingState::Idle, |&c| {
                HalvingState::Chose(self.tree.nodes[c as usize].action)
            })
        } else {
            HalvingState::Planned(plan)
        };
    }

    /// The action halving plays: the choice of the think just over, or
    /// during one the best of the actions still in the running (a caller
    /// out of time before the last round asks this).
    pub(super) fn halving_leader(&self) -> Option<Action> {
        match &self.halving_state {
            HalvingState::Idle => None,
            HalvingState::Chose(action) => Some(*action),
            HalvingState::Planned(plan) => {
                let mut candidates = plan.candidates.clone();
                self.rank(&mut candidates);
                candidates
                    .first()
                    .map(|&c| self.tree.nodes[c as usize].action)
            }
        }
    }

    /// True when a think by halving has chosen: more slices would begin
    /// another.
    pub fn has_halved(&self) -> bool {
        matches!(self.halving_state, HalvingState::Chose(_))
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
        let mover = self.tree.expansion(0).mover;
        candidates.sort_by(|&a, &b| {
            let (a, b) = (a as usize, b as usize);
            self.value_of(b, mover)
                .total_cmp(&self.value_of(a, mover))
                .then(self.tree.nodes[b].visits.cmp(&self.tree.nodes[a].visits))
        });
    }

    /// The root's child to follow while halving: the least visited of the
    /// actions still in the running that is not solved, so each round
    /// shares its iterations out evenly (an action kept from an earlier
    /// search starts with its visits). `None` when no think by halving is
    /// under way or none of its actions is open, and then the root
    /// chooses as UCT does.
    pub(super) fn halving_child(&self) -> Option<usize> {
        let HalvingState::Planned(plan) = &self.halving_state else {
            return None;
        };
        plan.candidates
            .iter()
            .map(|&c| c as usize)
            .filter(|&c| !self.tree.nodes[c].solved)
            .min_by_key(|&c| self.tree.nodes[c].visits)
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

    /// The root's actions still in the running: none when no think by
    /// halving is under way.
    fn running(search: &Search<Martian>) -> Vec<u32> {
        match &search.halving_state {
            HalvingState::Planned(plan) => plan.candidates.clone(),
            _ => Vec::new(),
        }
    }

    #[test]
    fn halving_shares_the_first_round_evenly_and_chooses_a_survivor() {
        let mut search = three_player_search();
        let actions = search.tree.children(0).len();
        assert!(actions > 4, "{actions}");
        let budget = Budget {
            millis: f64::INFINITY,
            iterations: 4_000,
        };
        search.think_by_halving(budget, &|| 0.0);
        assert_eq!(search.iterations(), 4_000);
        let visits: Vec<u32> = search
            .tree
            .children(0)
            .map(|c| search.tree.nodes[c].visits)
            .collect();
        // The first round's share, evenly, to every action; those kept
        // got more.
        let first_round = 4_000 / u64::from(rounds_for(actions)) / actions as u64;
        let least = u64::from(*visits.iter().min().unwrap());
        assert!(least + 1 >= first_round, "{least} of {first_round}");
        // The last round's two are the two most visited, equally but
        // for one; the choice is the better valued of them.
        let mut ranked: Vec<usize> = search.tree.children(0).collect();
        ranked.sort_by_key(|&c| std::cmp::Reverse(search.tree.nodes[c].visits));
        let (a, b) = (ranked[0], ranked[1]);
        assert!(search.tree.nodes[a].visits - search.tree.nodes[b].visits <= 1);
        assert!(u64::from(search.tree.nodes[b].visits) > 2 * first_round);
        let better = if search.value_of(a, 1) >= search.value_of(b, 1) {
            a
        } else {
            b
        };
        let chosen = search.best().unwrap();
        assert_eq!(chosen, search.tree.nodes[better].action);
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

    fn root_visits(search: &Search<Martian>) -> Vec<u32> {
        search
            .tree
            .children(0)
            .map(|c| search.tree.nodes[c].visits)
            .collect()
    }

    #[test]
    fn a_planned_think_run_in_slices_searches_as_one_think_does() {
        let whole = Budget {
            millis: f64::INFINITY,
            iterations: 4_000,
        };
        let mut one = three_player_search();
        one.think_by_halving(whole, &|| 0.0);
        let mut sliced = three_player_search();
        sliced.plan_halving(whole, 0.0);
        let mut slices = 0;
        while !sliced.has_halved() {
            slices += 1;
            assert!(
                slices <= 16,
                "still halving after {} iterations",
                sliced.iterations()
            );
            let slice = Budget {
                millis: f64::INFINITY,
                iterations: 250 * slices,
            };
            sliced.think_by_halving(slice, &|| 0.0);
            assert_eq!(sliced.iterations(), 250 * slices);
        }
        assert_eq!(slices, 16);
        assert_eq!(root_visits(&sliced), root_visits(&one));
        assert_eq!(sliced.best(), one.best());
    }

    #[test]
    fn a_planned_think_cuts_its_rounds_from_the_whole_time_not_a_slice() {
        let mut search = three_player_search();
        let clock = std::cell::Cell::new(0.0);
        // Every look at the clock moves it on by a millisecond.
        let now = || {
            clock.set(clock.get() + 1.0);
            clock.get()
        };
        let whole = Budget {
            millis: 200.0,
            iterations: u64::MAX,
        };
        search.plan_halving(whole, now());
        let actions = running(&search).len();
        let slice = Budget {
            millis: 20.0,
            iterations: u64::MAX,
        };
        search.think_by_halving(slice, &now);
        // A tenth of the time: still the first round, every action in it.
        assert!(!search.has_halved());
        assert_eq!(running(&search).len(), actions);
        while !search.has_halved() {
            assert!(clock.get() < 220.0, "still halving at {}", clock.get());
            search.think_by_halving(slice, &now);
        }
        assert!(clock.get() >= 200.0, "halved by {}", clock.get());
        assert!(search.best().is_some());
    }

    #[test]
    fn a_think_cut_short_plays_the_best_of_the_actions_still_in_the_running() {
        let mut search = three_player_search();
        let whole = Budget {
            millis: f64::INFINITY,
            iterations: 4_000,
        };
        search.plan_halving(whole, 0.0);
        let half = Budget {
            millis: f64::INFINITY,
            iterations: 2_000,
        };
        search.think_by_halving(half, &|| 0.0);
        assert!(!search.has_halved());
        let mut left = running(&search);
        assert!(left.len() > 1 && left.len() < search.tree.children(0).len());
        search.rank(&mut left);
        let leader = search.tree.nodes[left[0] as usize].action;
        assert_eq!(search.best(), Some(leader));
        assert_eq!(search.choices()[0].action, leader);
    }

    #[test]
    fn searching_on_after_halving_drops_its_choice() {
        let mut search = three_player_search();
        let budget = Budget {
            millis: f64::INFINITY,
            iterations: 500,
        };
        search.think_by_halving(budget, &|| 0.0);
        assert!(search.has_halved());
        search.run(10);
        assert!(!search.has_halved());
        let first = search.best().unwrap();
        search.advance(first);
        assert!(!search.has_halved());
        assert!(matches!(search.halving_state, HalvingState::Idle));
    }
}
