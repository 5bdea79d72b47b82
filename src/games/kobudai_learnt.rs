//! Kobudai's learnt evaluation at 6x6: a logistic model of whether the
//! player to act goes on to win, fitted to 3,000 games of the Monte Carlo
//! search on the race evaluation (Hard until this model) against itself
//! (`self-play`, then `fit-kobudai`; docs/strength.md, "The sixteenth
//! session").
//!
//! Kobudai is a race to the enemy male, and the race decides more sharply
//! than a hand-set weight (a stack's worth for so many steps) can say:
//! what a step is worth depends on how near both sides are and on how
//! many stacks are left. The model reads
//! each side's race (how near its nearest and second-nearest females are
//! to the enemy male, how many females have a clear path, how many stand
//! within three steps), the lead in stacks and the seat, each as one-hot
//! classes with a weight apiece; the nearest distances are read as a pair,
//! by phase, since what a distance is worth depends on the enemy's.

use crate::ai::knowledge::logistic;

/// How the player to act's or the enemy's females stand in the race to
/// the other side's male.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Race {
    /// Whether there is a male to race to (none when he has just been
    /// killed and his owner is about to make another).
    pub target: bool,
    /// The distance of the nearest female with a clear path, if any.
    pub nearest: Option<u8>,
    /// The distance of the second-nearest such female, if any.
    pub second: Option<u8>,
    /// The females with a clear path.
    pub mobile: u8,
    /// The females within three steps.
    pub close: u8,
}

/// What the model reads in a position, for the player to act.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The player to act's race to the enemy male.
    pub own: Race,
    /// The enemy's race to the player to act's male.
    pub enemy: Race,
    /// The player to act's stacks and the enemy's.
    pub stacks: (u8, u8),
    /// Whether the player to act is the second player.
    pub second_seat: bool,
}

/// Phases with their own weights, by the stacks on the board.
pub const PHASES: usize = 3;
/// Classes of a distance: 0 no male to race to, 1–7 the distance (7 or
/// more), 8 no clear path.
const DISTANCE_CLASSES: usize = 9;
/// The lead in stacks is counted from −4 to 4.
const LEAD_CAP: i32 = 4;
/// Counts of females are classed 0 to 8 (8 or more).
const COUNT_CLASSES: usize = 9;

/// The weight table's sections, by their first index.
const BIAS: usize = 0;
const LEAD: usize = BIAS + PHASES * 2;
const NEAREST: usize = LEAD + PHASES * (2 * LEAD_CAP as usize + 1);
const SECOND: usize = NEAREST + PHASES * DISTANCE_CLASSES * DISTANCE_CLASSES;
const MOBILE: usize = SECOND + DISTANCE_CLASSES * DISTANCE_CLASSES;
const CLOSE: usize = MOBILE + 2 * COUNT_CLASSES;
/// The number of weights.
pub const WEIGHTS: usize = CLOSE + 2 * COUNT_CLASSES;
/// The weights a position reads, one from each section.
pub const FEATURES: usize = 8;

/// The fitted weights, in the order of the table above
/// (`kobudai_weights.in`, written by `fit-kobudai`).
static MODEL: [f32; WEIGHTS] = include!("kobudai_weights.in");

impl Reading {
    /// The indices of the weights this reading adds up.
    pub fn features(&self) -> [u16; FEATURES] {
        let (own, enemy) = (i32::from(self.stacks.0), i32::from(self.stacks.1));
        let phase = self.phase();
        let lead = ((own - enemy).clamp(-LEAD_CAP, LEAD_CAP) + LEAD_CAP) as usize;
        let pair = |a: usize, b: usize| a * DISTANCE_CLASSES + b;
        let count = |n: u8| usize::from(n).min(COUNT_CLASSES - 1);
        let indices = [
            BIAS + phase * 2 + usize::from(self.second_seat),
            LEAD + phase * (2 * LEAD_CAP as usize + 1) + lead,
            NEAREST
                + phase * DISTANCE_CLASSES * DISTANCE_CLASSES
                + pair(
                    class(self.own, self.own.nearest),
                    class(self.enemy, self.enemy.nearest),
                ),
            SECOND
                + pair(
                    class(self.own, self.own.second),
                    class(self.enemy, self.enemy.second),
                ),
            MOBILE + count(self.own.mobile),
            MOBILE + COUNT_CLASSES + count(self.enemy.mobile),
            CLOSE + count(self.own.close),
            CLOSE + COUNT_CLASSES + count(self.enemy.close),
        ];
        indices.map(|i| i as u16)
    }

    /// The phase, 0 (fewest stacks: 6 or fewer) to 2 (13 or more).
    pub fn phase(&self) -> usize {
        match self.stacks.0 + self.stacks.1 {
            0..=6 => 0,
            7..=12 => 1,
            _ => 2,
        }
    }

    /// The model's chance that the player to act wins.
    pub fn win_chance(&self) -> f32 {
        let z: f32 = self.features().iter().map(|&i| MODEL[usize::from(i)]).sum();
        logistic(z)
    }
}

/// A distance's class (see [`DISTANCE_CLASSES`]).
fn class(race: Race, distance: Option<u8>) -> usize {
    match (race.target, distance) {
        (false, _) => 0,
        (true, None) => DISTANCE_CLASSES - 1,
        (true, Some(d)) => usize::from(d).clamp(1, 7),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn race(nearest: u8) -> Race {
        Race {
            target: true,
            nearest: Some(nearest),
            second: Some(nearest + 1),
            mobile: 4,
            close: 1,
        }
    }

    #[test]
    fn each_feature_is_its_section_s_start_plus_its_class() {
        let reading = Reading {
            own: race(2),
            enemy: Race {
                target: false,
                nearest: None,
                second: None,
                mobile: 12,
                close: 0,
            },
            stacks: (9, 3),
            second_seat: true,
        };
        // Phase 1 (12 stacks), second seat; the lead capped at 4; the own
        // nearest 2 and second 3 against no male; 12 mobile capped at 8.
        let expected = [
            BIAS + 2 + 1,
            LEAD + 9 + 8,
            NEAREST + 81 + 2 * 9,
            SECOND + 3 * 9,
            MOBILE + 4,
            MOBILE + 9 + 8,
            CLOSE + 1,
            CLOSE + 9,
        ];
        assert_eq!(reading.features().map(usize::from), expected);
        assert!(expected.iter().all(|&i| i < WEIGHTS));
        let far = Reading {
            own: Race {
                nearest: Some(40),
                second: None,
                ..race(1)
            },
            ..reading
        };
        assert_eq!(usize::from(far.features()[2]), NEAREST + 81 + 7 * 9);
        assert_eq!(usize::from(far.features()[3]), SECOND + 8 * 9);
    }

    #[test]
    fn the_fitted_model_favours_the_side_ahead_in_the_race() {
        let reading = |own: u8, enemy: u8| Reading {
            own: race(own),
            enemy: race(enemy),
            stacks: (4, 4),
            second_seat: false,
        };
        let ahead = reading(1, 3).win_chance();
        let behind = reading(3, 1).win_chance();
        assert!(ahead > 0.7 && behind < 0.3, "{ahead} {behind}");
    }
}
