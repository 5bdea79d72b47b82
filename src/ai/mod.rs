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
    use crate::games::martian::Martian;

    #[test]
    fn hard_with_longer_playouts_is_hard_but_for_their_length() {
        let longer = Engine::StrongestAltered(Alteration::HorizonPlayouts(8));
        for game in [Martian::new(3).unwrap(), Martian::new(4).unwrap()] {
            let Engine::Mcts(hard) = Engine::Strongest.for_game(&game) else {
                panic!("Hard at three and four players is the Monte Carlo search");
            };
            assert!(hard.on_horizon);
            assert_eq!(hard.horizon_playouts, mcts::ON_HORIZON_PLAYOUT_DEPTH);
            assert_eq!(
                longer.for_game(&game),
                Engine::Mcts(MctsSettings {
                    horizon_playouts: 8,
                    ..hard
                })
            );
        }
        // Two-player Hard is the alpha-beta search, which has no playouts.
        let two = Martian::new(2).unwrap();
        assert_eq!(longer.for_game(&two), Engine::Strongest.for_game(&two));
    }

    #[test]
    fn hard_with_a_larger_tree_is_hard_but_for_its_size() {
        let larger = Engine::StrongestAltered(Alteration::TreeNodes(4 * mcts::MAX_NODES));
        for game in [Martian::new(3).unwrap(), Martian::new(4).unwrap()] {
            let Engine::Mcts(hard) = Engine::Strongest.for_game(&game) else {
                panic!("Hard at three and four players is the Monte Carlo search");
            };
            assert_eq!(hard.tree_nodes, mcts::MAX_NODES);
            assert_eq!(
                larger.for_game(&game),
                Engine::Mcts(MctsSettings {
                    tree_nodes: 4 * mcts::MAX_NODES,
                    ..hard
                })
            );
        }
        // Two-player Hard is the alpha-beta search, which keeps no tree.
        let two = Martian::new(2).unwrap();
        assert_eq!(larger.for_game(&two), Engine::Strongest.for_game(&two));
    }

    #[test]
    fn hard_without_rave_is_hard_but_for_rave() {
        let three = Martian::new(3).unwrap();
        let Engine::Mcts(hard) = Engine::Strongest.for_game(&three) else {
            panic!("three-player Hard is the Monte Carlo search");
        };
        assert!(hard.rave.is_some());
        assert_eq!(
            Engine::StrongestAltered(Alteration::WithoutRave).for_game(&three),
            Engine::Mcts(MctsSettings { rave: None, ..hard })
        );
        // Where Hard has no RAVE, the variant is Hard itself.
        for game in [Martian::new(2).unwrap(), Martian::new(4).unwrap()] {
            assert_eq!(
                Engine::StrongestAltered(Alteration::WithoutRave).for_game(&game),
                Engine::Strongest.for_game(&game)
            );
        }
    }
}
