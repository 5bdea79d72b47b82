//! The computer opponent: a Monte Carlo tree search over any [`Game`]
//! (`mcts`), the game knowledge it draws on (`knowledge`, implemented beside
//! each game), the named levels the site offers (`level`), the baselines it
//! is measured against (`baseline`), and a game-blind handle for the site and
//! the protocol (`thinker`).
//!
//! [`Game`]: crate::game::Game

pub mod alphabeta;
pub mod baseline;
pub mod casual;
pub mod knowledge;
pub mod level;
pub mod mcts;
pub mod ordering;
pub mod table;
pub mod thinker;

pub use alphabeta::{AlphaBeta, Evaluation};
pub use knowledge::{Forcing, Knowledge, Rewards, MAX_PLAYERS};
pub use level::Level;
pub use mcts::{ExplorationGrowth, Search, Settings as MctsSettings};
pub use thinker::Thinker;

/// Which search a computer player runs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Engine {
    /// Monte Carlo tree search ([`Search`]) set up so: plain, Medium's;
    /// with short playouts on the horizon, or implicit minimax backups.
    Mcts(MctsSettings),
    /// A beginner's choice: one action ahead, by a softmax of the values
    /// ([`casual::Casual`]), Easy's.
    Casual,
    /// Alpha-beta ([`AlphaBeta`]) valuing positions by this evaluation.
    AlphaBeta(Evaluation),
    /// The same with its refinements ([`AlphaBeta::refined`]).
    RefinedAlphaBeta(Evaluation),
    /// The refined search without null windows and reductions
    /// ([`AlphaBeta::full_width`]): Hard until 2026-11-24, for comparison.
    FullWidthAlphaBeta(Evaluation),
    /// The refined search taking only kills and captures as forcing
    /// ([`AlphaBeta::captures_forcing`]): Hard at Cross-Hairs until
    /// 2026-11-24, for comparison.
    CapturesForcingAlphaBeta(Evaluation),
    /// Whichever of these plays the game best, as its knowledge says
    /// ([`Knowledge::strongest_engine`]): the search of Hard and Expert.
    Strongest,
    /// Hard's search ([`Engine::Strongest`]) changed in one way where it
    /// is the Monte Carlo search, and Hard's own elsewhere: the
    /// tournament's variants of Hard, to measure that one part against
    /// Hard.
    StrongestAltered(Alteration),
}

/// One change to Hard's Monte Carlo search's settings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Alteration {
    /// Spending the budget by sequential halving at the root
    /// ([`Search::halving`]): the tournament's `hard-halving`.
    Halving,
    /// Without RAVE ([`Search::with_rave`]): the tournament's
    /// `hard-without-rave`, to measure at the site's full times what
    /// RAVE, chosen at a tenth of them, does there.
    WithoutRave,
    /// Short playouts ([`Search::on_horizon`]) of this many actions
    /// ([`Search::with_horizon_playouts`]), where Hard plays them: the
    /// tournament's `hard-playouts-8`, to measure at the site's full
    /// times whether a longer playout, leaning less on the evaluation,
    /// turns more time into strength.
    HorizonPlayouts(usize),
    /// A tree of at most this many nodes ([`Search::holding`]) rather than
    /// [`mcts::MAX_NODES`]: the tournament's `hard-tree-4x`, to measure at
    /// the site's full times, where Hard's tree is mostly full and its
    /// leaves are expanded ever more slowly, whether a larger one turns
    /// more time into strength.
    TreeNodes(usize),
    /// The exploration growing with a node's visits
    /// ([`mcts::ExplorationGrowth`]) by this exponent rather than the
    /// game's, where it grows: the tournament's `hard-growth-1`, to
    /// measure at the site's full times whether exploring more at the
    /// nodes of most visits turns more time into strength.
    GrowthExponent(f32),
    /// Opponent-move abstraction ([`Search::abstracting_opponent_moves`])
    /// with this equivalence parameter, or without it (`None`): the
    /// tournament's `hard-oma`, to measure whether sharing what the root
    /// player's later actions are worth across the opponents' replies
    /// helps at four players, and `hard-without-oma`, to measure what it
    /// does for Hard at three.
    OpponentMoveAbstraction(Option<f32>),
    /// The game's candidate horizon evaluation
    /// ([`Knowledge::candidate_horizon_evaluate`]) where it has one: the
    /// tournament's `hard-candidate-evaluation`, to measure a new
    /// evaluation against the one Hard plays on.
    CandidateEvaluation,
}

impl Alteration {
    /// `settings` changed so.
    fn alter(self, settings: MctsSettings) -> MctsSettings {
        match self {
            Alteration::Halving => MctsSettings {
                halving: true,
                ..settings
            },
            Alteration::WithoutRave => MctsSettings {
                rave: None,
                ..settings
            },
            Alteration::HorizonPlayouts(actions) => MctsSettings {
                horizon_playouts: actions,
                ..settings
            },
            Alteration::TreeNodes(nodes) => MctsSettings {
                tree_nodes: nodes,
                ..settings
            },
            Alteration::GrowthExponent(exponent) => MctsSettings {
                exploration_growth: settings
                    .exploration_growth
                    .map(|growth| mcts::ExplorationGrowth { exponent, ..growth }),
                ..settings
            },
            Alteration::OpponentMoveAbstraction(equivalence) => MctsSettings {
                opponent_move_abstraction: equivalence,
                ..settings
            },
            Alteration::CandidateEvaluation => MctsSettings {
                candidate_evaluation: true,
                ..settings
            },
        }
    }
}

impl Engine {
    /// The searches a level may name to the page and the worker, by name.
    const NAMED: [(&'static str, Engine); 3] = [
        ("casual", Engine::Casual),
        ("mcts", Engine::Mcts(MctsSettings::PLAIN)),
        ("strongest", Engine::Strongest),
    ];

    /// `casual`, `mcts` or `strongest`, as a level names its search; `None` for the
    /// tournament's other searches.
    pub fn search_name(self) -> Option<&'static str> {
        Engine::NAMED
            .iter()
            .find(|(_, e)| *e == self)
            .map(|(n, _)| *n)
    }

    pub fn from_search_name(name: &str) -> Option<Engine> {
        Engine::NAMED
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, e)| *e)
    }

    /// This search, proving wins and losses when it is the Monte Carlo
    /// search.
    fn solving(self) -> Engine {
        match self {
            Engine::Mcts(settings) => Engine::Mcts(MctsSettings {
                solver: true,
                ..settings
            }),
            other => other,
        }
    }

    /// The search itself for `game`: [`Engine::Strongest`] becomes the
    /// game's strongest (the Monte Carlo search should a game name
    /// `Strongest` itself), which, when it is the Monte Carlo search,
    /// proves wins and losses ([`Search::solving`]): Hard and Expert take
    /// a proven win, avoid a proven loss and stop thinking once the
    /// position is proven, where Medium and the tournament's `mcts` do
    /// not.
    pub fn for_game<G: Knowledge>(self, game: &G) -> Engine {
        match self {
            Engine::Strongest => match game.strongest_engine() {
                Engine::Strongest => Engine::Mcts(MctsSettings::PLAIN),
                chosen => chosen,
            }
            .solving(),
            Engine::StrongestAltered(alteration) => match Engine::Strongest.for_game(game) {
                Engine::Mcts(settings) => Engine::Mcts(alteration.alter(settings)),
                other => other,
            },
            other => other,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::kobudai::Kobudai;
    use crate::games::mad::{Mad, Variant};
    use crate::games::martian::Martian;

    /// Each of the tournament's variants of Hard is Hard with its one
    /// setting changed where Hard's search is the Monte Carlo search, and
    /// Hard itself where it is not (two-player Martian Checkers and
    /// Kobudai play alpha-beta). The change is spelt out here, not taken
    /// from [`Alteration::alter`], and each one changes three-player Hard,
    /// so a variant that altered nothing or the wrong setting fails.
    #[test]
    fn each_variant_of_hard_is_hard_but_for_its_one_change() {
        /// Hard's settings as the variant should have them.
        type Change = fn(MctsSettings) -> MctsSettings;
        let variants: [(Alteration, Change); 8] = [
            (Alteration::Halving, |hard| MctsSettings {
                halving: true,
                ..hard
            }),
            (Alteration::WithoutRave, |hard| MctsSettings {
                rave: None,
                ..hard
            }),
            (Alteration::HorizonPlayouts(8), |hard| MctsSettings {
                horizon_playouts: 8,
                ..hard
            }),
            (Alteration::TreeNodes(4 * mcts::MAX_NODES), |hard| {
                MctsSettings {
                    tree_nodes: 4 * mcts::MAX_NODES,
                    ..hard
                }
            }),
            // Where the exploration grows; elsewhere nothing changes.
            (Alteration::GrowthExponent(1.0), |hard| MctsSettings {
                exploration_growth: hard
                    .exploration_growth
                    .map(|growth| mcts::ExplorationGrowth {
                        from_visits: growth.from_visits,
                        exponent: 1.0,
                    }),
                ..hard
            }),
            (Alteration::OpponentMoveAbstraction(Some(100.0)), |hard| {
                MctsSettings {
                    opponent_move_abstraction: Some(100.0),
                    ..hard
                }
            }),
            (Alteration::OpponentMoveAbstraction(None), |hard| {
                MctsSettings {
                    opponent_move_abstraction: None,
                    ..hard
                }
            }),
            (Alteration::CandidateEvaluation, |hard| MctsSettings {
                candidate_evaluation: true,
                ..hard
            }),
        ];
        let many_player_hard = [3, 4].map(|players| {
            let Engine::Mcts(hard) = Engine::Strongest.for_game(&Martian::new(players).unwrap())
            else {
                panic!("Hard at {players} players is the Monte Carlo search");
            };
            hard
        });
        for (alteration, changed) in variants {
            // Each variant is Hard changed at three or four players, where
            // Hard is the Monte Carlo search.
            assert!(
                many_player_hard.iter().any(|&hard| changed(hard) != hard),
                "{alteration:?}"
            );
            let variant = Engine::StrongestAltered(alteration);
            let check = |hard: Engine, altered: Engine| match hard {
                Engine::Mcts(settings) => {
                    assert_eq!(altered, Engine::Mcts(changed(settings)), "{alteration:?}")
                }
                _ => assert_eq!(altered, hard, "{alteration:?}"),
            };
            for game in [2, 3, 4].map(|players| Martian::new(players).unwrap()) {
                check(Engine::Strongest.for_game(&game), variant.for_game(&game));
            }
            let rooks = Mad::new(Variant::Rooks);
            check(Engine::Strongest.for_game(&rooks), variant.for_game(&rooks));
            let kobudai = Kobudai::new(6).unwrap();
            check(
                Engine::Strongest.for_game(&kobudai),
                variant.for_game(&kobudai),
            );
        }
    }

    /// Hard's settings where its search is the Monte Carlo search leave the
    /// parts its variants change as the search's defaults, but for RAVE at
    /// three players.
    #[test]
    fn hard_plays_the_usual_playouts_and_tree() {
        for players in [3, 4] {
            let Engine::Mcts(hard) = Engine::Strongest.for_game(&Martian::new(players).unwrap())
            else {
                panic!("Hard at {players} players is the Monte Carlo search");
            };
            assert!(hard.on_horizon && !hard.halving);
            assert_eq!(hard.horizon_playouts, mcts::ON_HORIZON_PLAYOUT_DEPTH);
            assert_eq!(hard.tree_nodes, mcts::MAX_NODES);
            assert_eq!(hard.rave.is_some(), players == 3);
            assert_eq!(hard.opponent_move_abstraction.is_some(), players == 3);
        }
    }
}
