//! Implicit minimax backups (Lanctot, Winands, Pepels and Sturtevant,
//! 2014) and the solver (MCTS-Solver: Winands, Björnsson and Saito, 2008)
//! for [`Search`] ([`Search::implicit_minimax`], [`Search::solving`]):
//! each node's minimax value over the tree searched so far, its leaves
//! valued by the evaluation, and the values proven exact.

use super::{outcome, Search, NEUTRAL};
use crate::ai::knowledge::{Knowledge, Rewards};

impl<G: Knowledge> Search<G> {
    /// Sets each node on `path` above its last to the minimax value of its
    /// visited children, for the player to act there, from the leaf up;
    /// stops where a value does not change. When solving, a node is solved
    /// too once one of its actions is solved as a win for its player to
    /// act (its value that action's), or all of them are solved and those
    /// best for that player are worth the same to every player.
    pub(super) fn back_up_minimax(&mut self, path: &[u32]) {
        let Some(&leaf) = path.last() else { return };
        // Whether the node below was solved by this iteration: only then
        // may the one above become solved.
        let mut newly_solved = self.tree.nodes[leaf as usize].solved;
        for &i in path.iter().rev().skip(1) {
            let node = i as usize;
            let mover = usize::from(self.tree.expansion(node).mover);
            if mover == 0 {
                continue;
            }
            let mut best: Option<Rewards> = None;
            // Another child as good for the mover but not for everyone
            // (looked at only when this node may be solved).
            let mut tied_apart = false;
            let mut all_solved = true;
            let mut won: Option<Rewards> = None;
            for child in self.tree.children(node) {
                let c = &self.tree.nodes[child];
                // Only a solved node below can solve this one: otherwise
                // the scan is the minimax backup's alone, as without the
                // solver.
                if newly_solved {
                    if !c.solved {
                        all_solved = false;
                    } else if won.is_none() && self.tree.minimax[child][mover - 1] >= 1.0 {
                        won = Some(self.tree.minimax[child]);
                    }
                }
                if c.visits == 0 {
                    continue;
                }
                let value = self.tree.minimax[child];
                match best {
                    Some(b) if value[mover - 1] < b[mover - 1] => {}
                    Some(b) if value[mover - 1] == b[mover - 1] => {
                        tied_apart |= newly_solved && value != b;
                    }
                    _ => (best, tied_apart) = (Some(value), false),
                }
            }
            let Some(best) = best else { continue };
            // With three or four players, actions equally good for the
            // mover may differ for the others, and then which is played,
            // and so the value, is not proven.
            let solved = newly_solved && (won.is_some() || (all_solved && !tied_apart));
            let best = won.filter(|_| solved).unwrap_or(best);
            if !solved && self.tree.minimax[node] == best {
                break;
            }
            self.tree.minimax[node] = best;
            self.tree.nodes[node].solved = solved;
            newly_solved = solved;
        }
    }

    /// The minimax value a node starts with: its outcome when the game is
    /// `over` there; else the evaluation where the minimax values steer
    /// the search, and [`NEUTRAL`] where they serve the solver alone (whose
    /// backups read only the values of solved nodes), which spares an
    /// evaluation an iteration.
    pub(super) fn first_value(&self, state: &G, over: bool) -> Rewards {
        if over {
            outcome(state)
        } else if self.minimax_weight > 0.0 {
            self.heuristic(state)
        } else {
            NEUTRAL
        }
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::ai::knowledge::final_rewards;
    use crate::ai::Thinker;
    use crate::game::{Action, Game, Status};
    use crate::games::mad::{Mad, Variant};
    use crate::games::martian::Martian;
    use crate::rng::Rng;

    /// Checks every visited node below `node` (reached by playing to
    /// `state`): a node with visited children holds the value of the one
    /// best for its player to act, and one without holds the evaluation
    /// of its position (or its outcome).
    pub(in crate::ai::mcts) fn check_minimax<G: Knowledge>(
        search: &Search<G>,
        node: usize,
        state: &G,
    ) -> usize {
        let n = search.tree.expansion(node);
        let visited: Vec<usize> = search
            .tree
            .children(node)
            .filter(|&c| search.tree.nodes[c].visits > 0)
            .collect();
        if visited.is_empty() {
            let expected = if n.child_count == 0 {
                outcome(state)
            } else {
                search.heuristic(state)
            };
            assert_eq!(search.tree.minimax[node], expected, "leaf {node}");
            return 1;
        }
        let mover = usize::from(n.mover) - 1;
        let best = visited
            .iter()
            .map(|&c| search.tree.minimax[c][mover])
            .fold(f32::NEG_INFINITY, f32::max);
        assert_eq!(search.tree.minimax[node][mover], best, "node {node}");
        assert!(
            visited
                .iter()
                .any(|&c| search.tree.minimax[c] == search.tree.minimax[node]),
            "node {node} holds no child's value"
        );
        let mut checked = 1;
        for c in visited {
            let mut next = state.clone();
            next.apply(search.tree.nodes[c].action);
            checked += check_minimax(search, c, &next);
        }
        checked
    }

    #[test]
    fn every_node_holds_the_minimax_value_of_its_visited_children() {
        let mad = Mad::new(Variant::Rooks);
        let mut search = Search::new(mad.clone(), 3).implicit_minimax(0.4);
        search.run(3000);
        assert!(check_minimax(&search, 0, &mad) > 1000);
        // Three players, short playouts on the horizon evaluation.
        let martian = Martian::new(3).unwrap();
        let mut search = Search::new(martian.clone(), 5)
            .on_horizon()
            .implicit_minimax(0.4);
        search.run(3000);
        assert!(check_minimax(&search, 0, &martian) > 1000);
    }

    /// The value a choice reports (the page's confidence) is the one the
    /// search chooses by: with implicit backups, mean and minimax blended.
    #[test]
    fn choices_are_valued_as_the_search_values_them() {
        let mad = Mad::new(Variant::Bishops);
        let mut search = Search::new(mad, 9).implicit_minimax(0.4);
        search.run(2000);
        let mover = search.tree.expansion(0).mover;
        for choice in search.choices() {
            let child = search
                .tree
                .children(0)
                .find(|&c| search.tree.nodes[c].action == choice.action)
                .unwrap();
            let mean = search.tree.nodes[child].mean();
            let minimax = search.tree.minimax[child][usize::from(mover - 1)];
            assert!((choice.value - (0.6 * mean + 0.4 * minimax)).abs() < 1e-6);
            if choice.visits > 50 {
                assert_ne!(choice.value, mean, "{:?}", choice.action);
            }
        }
    }

    /// The player to act's reward under perfect play from `state`, by
    /// plain minimax over every line to the game's end (two players);
    /// `None` past `budget` positions.
    fn exact_value<G: Knowledge>(state: &G, budget: &mut u32) -> Option<f32> {
        if let Status::Over { .. } = state.status() {
            return Some(0.0);
        }
        *budget = budget.checked_sub(1)?;
        let mut actions = Vec::new();
        state.legal_actions(&mut actions);
        let mut best = 0.0f32;
        for action in actions {
            best = best.max(exact_value_after(state, action, budget)?);
        }
        Some(best)
    }

    /// What `action` is worth under perfect play to the player who plays
    /// it from `state`; `None` past `budget` positions.
    fn exact_value_after<G: Knowledge>(state: &G, action: Action, budget: &mut u32) -> Option<f32> {
        let Status::ToAct(mover) = state.status() else {
            return None;
        };
        let mut next = state.clone();
        next.apply(action);
        match next.status() {
            Status::Over { winners, .. } => Some(final_rewards(&winners)[usize::from(mover - 1)]),
            Status::ToAct(p) if p == mover => exact_value(&next, budget),
            Status::ToAct(_) => exact_value(&next, budget).map(|v| 1.0 - v),
        }
    }

    /// Mad Rooks endgames of random games, with `left` checkers in all.
    fn endgames(left: u32, count: u64) -> Vec<Mad> {
        (0..count)
            .map(|seed| {
                let mut rng = Rng::new(seed);
                let mut game = Mad::new(Variant::Rooks);
                let mut actions = Vec::new();
                while game.scores().iter().sum::<u32>() > left {
                    actions.clear();
                    game.legal_actions(&mut actions);
                    if actions.is_empty() {
                        break;
                    }
                    game.apply(actions[rng.below(actions.len())]);
                }
                game
            })
            .collect()
    }

    #[test]
    fn a_solved_root_holds_the_value_of_perfect_play() {
        let mut checked = [0; 2];
        for (i, game) in endgames(6, 100).into_iter().enumerate() {
            let Status::ToAct(mover) = game.status() else {
                continue;
            };
            let Some(exact) = exact_value(&game, &mut 200_000) else {
                continue;
            };
            let mut search = Search::new(game.clone(), i as u64)
                .implicit_minimax(0.4)
                .solving();
            for _ in 0..200 {
                if search.is_solved() {
                    break;
                }
                search.run(100);
            }
            assert!(search.is_solved(), "endgame {i} not solved");
            let value = search.tree.minimax[0][usize::from(mover - 1)];
            assert_eq!(value, exact, "endgame {i}");
            let best = search.best().unwrap();
            let choice = &search.choices()[0];
            assert_eq!((choice.action, choice.value), (best, exact));
            // The action chosen keeps the value: after it, the same
            // player is as well off under perfect play.
            let mut unlimited = u32::MAX;
            let after = exact_value_after(&game, best, &mut unlimited);
            assert_eq!(after, Some(exact), "endgame {i}: {best:?}");
            checked[exact as usize] += 1;
        }
        // Both won and lost positions were among those checked.
        assert!(checked[0] >= 5 && checked[1] >= 5, "{checked:?}");
    }

    #[test]
    fn a_search_that_does_not_solve_marks_nothing_solved() {
        for game in endgames(5, 5) {
            let mut search = Search::new(game, 1).implicit_minimax(0.4);
            search.run(3000);
            assert!(!search.is_solved());
            assert!(search.tree.nodes.iter().all(|n| !n.solved));
        }
    }

    #[test]
    fn a_solved_root_is_searched_no_more_and_its_choice_kept() {
        let game = endgames(4, 1).pop().unwrap();
        let mut search = Search::new(game, 3).solving();
        while !search.is_solved() {
            search.run(50);
        }
        let (iterations, best) = (search.iterations(), search.best());
        search.run(1000);
        assert_eq!((search.iterations(), search.best()), (iterations, best));
        assert!(Thinker::is_done(&search));
    }

    /// A root whose every action is solved as the outcome `values[i]`
    /// (the actions taken in turn), backed up from its first action.
    fn root_solved_as(values: &[Rewards]) -> Search<Martian> {
        let mut search = Search::new(Martian::new(3).unwrap(), 1).solving();
        let children: Vec<usize> = search.tree.children(0).collect();
        assert!(children.len() > values.len());
        for (i, &c) in children.iter().enumerate() {
            search.tree.nodes[c].solved = true;
            search.tree.nodes[c].visits = 1;
            search.tree.minimax[c] = values[i % values.len()];
        }
        search.back_up_minimax(&[0, children[0] as u32]);
        search
    }

    #[test]
    fn with_three_players_a_tie_that_matters_to_the_others_proves_nothing() {
        let second_wins = [0.0, 1.0, 0.0, 0.0];
        let third_wins = [0.0, 0.0, 1.0, 0.0];
        let shared = [0.0, 0.5, 0.5, 0.0];
        // Player 1 loses whatever they play, and it is the same loss for
        // everyone: proven.
        let search = root_solved_as(&[second_wins]);
        assert!(search.is_solved());
        assert_eq!(search.tree.minimax[0], second_wins);
        // Player 1 loses whatever they play, but chooses who wins: not
        // proven, as the others cannot know which.
        let search = root_solved_as(&[second_wins, third_wins]);
        assert!(!search.is_solved());
        let search = root_solved_as(&[shared, second_wins]);
        assert!(!search.is_solved());
        // A win for player 1 among them is proven however the rest differ.
        let search = root_solved_as(&[second_wins, [1.0, 0.0, 0.0, 0.0], third_wins]);
        assert!(search.is_solved());
        assert_eq!(search.tree.minimax[0], [1.0, 0.0, 0.0, 0.0]);
    }

    #[test]
    fn with_no_weight_the_minimax_values_change_no_choice() {
        let game = Martian::new(2).unwrap();
        let mut plain = Search::new(game.clone(), 7);
        let mut implicit = Search::new(game, 7).implicit_minimax(0.0);
        plain.run(2000);
        implicit.run(2000);
        assert_eq!(plain.choices(), implicit.choices());
    }
}
