//! The computer's named levels, as the site offers them. A level is a
//! search and a thinking budget: a time per action, and for the weaker
//! levels also a number of iterations, which keeps them weaker on a fast
//! machine. Easy plays as a beginner does (one action ahead, with a
//! beginner's slips: see [`super::casual`]). Medium is the Monte Carlo
//! search, capped; Medium's
//! cap is what sets it apart from Hard: in the Mad games four times the
//! thinking time alone bought little (6 of 10 at the site's times), while
//! Hard against 2,000 iterations won 10 of 10. Hard and Expert run the
//! game's strongest search (see [`Knowledge::strongest_engine`]) for one
//! second and five.
//!
//! [`Knowledge::strongest_engine`]: super::Knowledge::strongest_engine

use super::{Engine, MctsSettings};
use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    Easy,
    Medium,
    Hard,
    Expert,
}

/// A level as the game list and the web API describe it.
#[derive(Clone, Debug, Serialize)]
pub struct LevelInfo {
    pub id: &'static str,
    pub name: &'static str,
    /// Thinking time per action, in milliseconds.
    pub millis: u32,
    /// The most iterations per action, if the level has such a cap.
    pub iterations: Option<u32>,
    /// Which search the level runs: `mcts`, or `strongest` (the game's
    /// strongest search), as the engine's `think` takes it.
    pub search: &'static str,
    /// Whether the level's search follows the game between its actions
    /// ([`Level::keeps_tree`]).
    pub keeps_tree: bool,
}

impl Level {
    pub const ALL: [Level; 4] = [Level::Easy, Level::Medium, Level::Hard, Level::Expert];

    pub fn id(self) -> &'static str {
        match self {
            Level::Easy => "easy",
            Level::Medium => "medium",
            Level::Hard => "hard",
            Level::Expert => "expert",
        }
    }

    pub fn parse(text: &str) -> Option<Level> {
        Level::ALL.into_iter().find(|l| l.id() == text)
    }

    pub fn info(self) -> LevelInfo {
        let (name, millis, iterations) = match self {
            // The casual player looks once at each action, whatever the time.
            Level::Easy => ("Easy", 100, None),
            Level::Medium => ("Medium", 250, Some(2000)),
            Level::Hard => ("Hard", 1000, None),
            Level::Expert => ("Expert", 5000, None),
        };
        LevelInfo {
            id: self.id(),
            name,
            millis,
            iterations,
            search: self.engine().search_name().unwrap_or("mcts"),
            keeps_tree: self.keeps_tree(),
        }
    }

    /// The search the level runs.
    pub fn engine(self) -> Engine {
        match self {
            Level::Easy => Engine::Casual,
            Level::Medium => Engine::Mcts(MctsSettings::PLAIN),
            Level::Hard | Level::Expert => Engine::Strongest,
        }
    }

    /// True when the level's search follows the game from one of its
    /// actions to the next, keeping what it learnt of the position
    /// reached ([`super::Thinker::advance`]; the Monte Carlo search can,
    /// the others start afresh). Hard and Expert do; Medium, whose cap on
    /// iterations is what makes it Medium, searches each action afresh.
    pub fn keeps_tree(self) -> bool {
        matches!(self, Level::Hard | Level::Expert)
    }

    pub fn budget(self) -> Budget {
        let info = self.info();
        Budget {
            millis: f64::from(info.millis),
            iterations: info.iterations.map_or(u64::MAX, u64::from),
        }
    }
}

/// How long a search may go on: whichever limit comes first.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    pub millis: f64,
    pub iterations: u64,
}

impl Budget {
    /// This budget with its time multiplied by `scale` (for tournaments run
    /// faster than real time). The iteration cap stays: a scaled budget is
    /// the same level on a machine `1 / scale` times as slow.
    pub fn scaled(self, scale: f64) -> Budget {
        Budget {
            millis: self.millis * scale,
            ..self
        }
    }
}
