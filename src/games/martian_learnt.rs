//! Martian Checkers' learnt evaluation for 3 and 4 players: a logistic
//! model of each player's share of the win (1 alone, a half or a third
//! when tied), fitted to games of Hard against itself (`self-play`, then
//! `fit-martian`; docs/strength.md, "The eighteenth session").
//!
//! With three or four players the stashes decide only at the end, and the
//! end comes the moment anyone's last piece goes: a lead is worth more the
//! nearer that is, a player with few pieces left is the one whose capture
//! ends the game, and a piece the next player can take is as good as gone
//! while one a later player could take may still get away. A hand-set
//! lead squashed at so many points cannot say that; the model reads each
//! player's lead over the best of the others by phase (the fewest pieces
//! any player has), the captures each player has and faces, by when they
//! act, and the pieces left, each as one-hot classes with a weight apiece.

use crate::ai::knowledge::logistic;

/// What the model reads in a position, for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    /// The number of players, 3 or 4.
    pub players: u8,
    /// The turns before this player acts: 0 when it is to act, 1 when it
    /// acts next, and so on.
    pub turns_away: u8,
    /// This player's stash less the best stash of the others still in the
    /// game.
    pub lead: i32,
    /// This player's pieces on the board.
    pub pieces: u8,
    /// The fewest pieces on the board of any other player still in the
    /// game.
    pub fewest_other: u8,
    /// The largest enemy piece (1 to 3, 0 for none) this player could
    /// capture with one jump now.
    pub threat: u8,
    /// The largest piece of this player the next enemy to act could
    /// capture with one jump now.
    pub danger_next: u8,
    /// The largest piece of this player any enemy could capture with one
    /// jump now.
    pub danger: u8,
}

/// Phases with their own weights, by the fewest pieces any player has.
pub const PHASES: usize = 5;
/// The lead is counted from −10 to 10 points.
const LEAD_CAP: i32 = 10;
const LEAD_CLASSES: usize = 2 * LEAD_CAP as usize + 1;
/// Piece counts are 0 to 9.
const COUNT_CLASSES: usize = 10;
/// Piece values are 0 (none) to 3.
const VALUE_CLASSES: usize = 4;
/// Ahead, level, behind.
const LEAD_SIGNS: usize = 3;

/// The weight table of one player count's model, by each section's
/// first index.
const BIAS: usize = 0;
const LEAD: usize = BIAS + PHASES * 4;
const THREAT: usize = LEAD + PHASES * LEAD_CLASSES;
const DANGER: usize = THREAT + 4 * VALUE_CLASSES;
const PIECES: usize = DANGER + VALUE_CLASSES * VALUE_CLASSES;
const FEWEST: usize = PIECES + COUNT_CLASSES * LEAD_SIGNS;
/// The weights of one player count's model.
const MODEL_WEIGHTS: usize = FEWEST + COUNT_CLASSES * LEAD_SIGNS;
/// The number of weights: a model for 3 players, then one for 4.
pub const WEIGHTS: usize = 2 * MODEL_WEIGHTS;
/// The weights a reading adds up, one from each section.
pub const FEATURES: usize = 6;

/// The fitted weights, in the order of the table above
/// (`martian_weights.in`, written by `fit-martian`).
static MODEL: [f32; WEIGHTS] = include!("martian_weights.in");

impl Reading {
    /// The indices of the weights this reading adds up.
    pub fn features(&self) -> [u16; FEATURES] {
        let model = if self.players >= 4 { MODEL_WEIGHTS } else { 0 };
        let phase = self.phase();
        let lead = (self.lead.clamp(-LEAD_CAP, LEAD_CAP) + LEAD_CAP) as usize;
        let sign = match self.lead {
            1.. => 0,
            0 => 1,
            _ => 2,
        };
        let turns = usize::from(self.turns_away.min(3));
        let value = |v: u8| usize::from(v.min(3));
        let count = |n: u8| usize::from(n).min(COUNT_CLASSES - 1);
        let indices = [
            BIAS + phase * 4 + turns,
            LEAD + phase * LEAD_CLASSES + lead,
            THREAT + turns * VALUE_CLASSES + value(self.threat),
            DANGER + value(self.danger_next) * VALUE_CLASSES + value(self.danger),
            PIECES + count(self.pieces) * LEAD_SIGNS + sign,
            FEWEST + count(self.fewest_other) * LEAD_SIGNS + sign,
        ];
        indices.map(|i| (model + i) as u16)
    }

    /// The phase, 0 (someone has one piece left) to 4 (six or more each).
    pub fn phase(&self) -> usize {
        match self.pieces.min(self.fewest_other) {
            0..=1 => 0,
            2 => 1,
            3 => 2,
            4..=5 => 3,
            _ => 4,
        }
    }

    /// The model's share of the win for this player.
    pub fn win_share(&self) -> f32 {
        let z: f32 = self.features().iter().map(|&i| MODEL[usize::from(i)]).sum();
        logistic(z)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reading(lead: i32) -> Reading {
        Reading {
            players: 3,
            turns_away: 1,
            lead,
            pieces: 4,
            fewest_other: 2,
            threat: 0,
            danger_next: 0,
            danger: 0,
        }
    }

    #[test]
    fn each_feature_is_its_section_s_start_plus_its_class() {
        let r = Reading {
            threat: 3,
            danger_next: 2,
            danger: 3,
            ..reading(-14)
        };
        // Phase 1 (2 pieces); the lead capped at −10, so class 0; behind.
        let expected = [
            BIAS + 4 + 1,
            LEAD + LEAD_CLASSES,
            THREAT + 4 + 3,
            DANGER + 2 * 4 + 3,
            PIECES + 4 * 3 + 2,
            FEWEST + 2 * 3 + 2,
        ];
        assert_eq!(r.features().map(usize::from), expected);
        let four = Reading {
            players: 4,
            turns_away: 7,
            pieces: 12,
            ..r
        };
        let f = four.features().map(usize::from);
        assert_eq!(f[0], MODEL_WEIGHTS + BIAS + 4 + 3);
        assert_eq!(f[4], MODEL_WEIGHTS + PIECES + 9 * 3 + 2);
        assert!(f.iter().all(|&i| i < WEIGHTS));
    }

    #[test]
    fn the_fitted_model_favours_the_leader_near_the_end() {
        let ahead = reading(6).win_share();
        let level = reading(0).win_share();
        let behind = reading(-6).win_share();
        // An even share is a third.
        assert!(ahead > 0.5 && behind < 0.3, "{ahead} {level} {behind}");
        assert!(ahead > level && level > behind, "{ahead} {level} {behind}");
    }
}
