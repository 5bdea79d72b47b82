//! Martian Checkers' learnt evaluation for 3 and 4 players: a logistic
//! model of each player's share of the win (1 alone, a half or a third
//! when tied). The four-player model was fitted to games of Hard against
//! itself (`self-play`, then `fit-martian`; docs/strength.md, "The
//! eighteenth session"); the three-player one, with piece-square tables
//! beside the same features, to the three-player match replays in
//! `runs/` (`fit-martian-tables`; "The eighty-second session", adopted in
//! "The eighty-third").
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

/// The weights `fit-martian` fits, in the order of the table above
/// (`martian_weights.in`): a model for three players, then one for four.
/// Only the four-player one is read: at three players the model with
/// piece-square tables below replaced it (the file keeps both, as
/// `fit-martian` writes them).
static MODEL: [f32; WEIGHTS] = include!("martian_weights.in");

/// The weights of the piece-square tables for `players` players (3 or
/// 4): by the piece's owner as seen from the player (the player itself,
/// the next to act after it, and so on), the piece's size, and its
/// square as seen from the player's corner (the board turned so that
/// corner is `a1`).
pub const fn table_weights(players: usize) -> usize {
    players * 3 * 64
}

/// The three-player model: the six features with weights of their own
/// (`martian_three_player_weights.in`), plus the piece-square tables
/// (`martian_three_player_tables.in`), both written by
/// `fit-martian-tables`, fitted to the positions of the three-player
/// match replays in `runs/`. It replaced `fit-martian`'s three-player
/// model after a screen and a confirmation (docs/strength.md, "The
/// eighty-second session" and "The eighty-third session").
static THREE_PLAYER_MODEL: [f32; MODEL_WEIGHTS] = include!("martian_three_player_weights.in");
static THREE_PLAYER_TABLES: [f32; table_weights(3)] = include!("martian_three_player_tables.in");

/// The four-player candidate: the same kind of model, fitted by
/// `fit-martian-tables --players 4` to the four-player match replays in
/// `runs/`, which Hard reads only as its candidate evaluation (the
/// tournament's `hard-candidate-evaluation`) until it has been measured
/// against the four-player model above.
static FOUR_PLAYER_CANDIDATE_MODEL: [f32; MODEL_WEIGHTS] =
    include!("martian_four_player_candidate_weights.in");
static FOUR_PLAYER_CANDIDATE_TABLES: [f32; table_weights(4)] =
    include!("martian_four_player_candidate_tables.in");

/// Each square of the 8x8 board as seen from each player's corner:
/// turned `(file, rank) -> (7 - rank, file)` once for each corner
/// clockwise from `a1` (the second player's `a8`, the third's `h8` and
/// the fourth's `h1` become `a1`).
const FROM_CORNER: [[usize; 64]; 4] = {
    let mut table = [[0; 64]; 4];
    let mut player = 0;
    while player < 4 {
        let mut square = 0;
        while square < 64 {
            let (mut file, mut rank) = (square % 8, square / 8);
            let mut turns = 0;
            while turns < player {
                (file, rank) = (7 - rank, file);
                turns += 1;
            }
            table[player][square] = rank * 8 + file;
            square += 1;
        }
        player += 1;
    }
    table
};

/// The table weight that player `player` (an index) of `players` (3 or
/// 4) reads for a piece of size `size` (1 to 3) of player `owner` (an
/// index) on `square` (an index of the 8x8 board).
pub fn table_index(players: usize, player: usize, owner: usize, size: u8, square: usize) -> usize {
    let players = players.clamp(3, 4);
    let relation = (owner % players + players - player % players) % players;
    relation * 192
        + usize::from(size.clamp(1, 3) - 1) * 64
        + FROM_CORNER[player % players][square % 64]
}

/// The table weight at `index` ([`table_index`]) of the tables for
/// `players`: Hard's at three players, the candidate's at four.
pub fn table_weight(players: usize, index: usize) -> f32 {
    let tables: &[f32] = if players == 3 {
        &THREE_PLAYER_TABLES
    } else {
        &FOUR_PLAYER_CANDIDATE_TABLES
    };
    tables.get(index).copied().unwrap_or(0.0)
}

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

    /// The model's share of the win for this player, given, at three
    /// players, the sum of the tables' weights over the pieces on the
    /// board as this player reads them ([`table_index`]; not read at
    /// four players, whose model Hard reads has no tables).
    pub fn win_share(&self, tables: f32) -> f32 {
        if self.players == 3 {
            let z: f32 = self
                .features()
                .iter()
                .map(|&i| THREE_PLAYER_MODEL[usize::from(i)])
                .sum();
            logistic(z + tables)
        } else {
            let z: f32 = self.features().iter().map(|&i| MODEL[usize::from(i)]).sum();
            logistic(z)
        }
    }

    /// The candidate's share of the win for this player: at four players
    /// the candidate model's with its tables' sum (`tables`, the
    /// candidate's as this player reads them), at three
    /// [`Reading::win_share`].
    pub fn candidate_win_share(&self, tables: f32) -> f32 {
        if self.players >= 4 {
            let z: f32 = self
                .features()
                .iter()
                .map(|&i| FOUR_PLAYER_CANDIDATE_MODEL[usize::from(i) - MODEL_WEIGHTS])
                .sum();
            logistic(z + tables)
        } else {
            self.win_share(tables)
        }
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

    /// Each player's corner is a1 as the tables see it, every square is
    /// seen somewhere, and every index is a weight of the tables.
    #[test]
    fn the_tables_see_the_board_from_each_player_s_corner() {
        for (player, corner) in [0, 56, 63, 7].into_iter().enumerate() {
            assert_eq!(FROM_CORNER[player][corner], 0, "player {player}");
            let mut seen = FROM_CORNER[player];
            seen.sort_unstable();
            assert_eq!(seen, std::array::from_fn(|i| i), "player {player}");
        }
        // The next corner clockwise is the next player's: a8 for Red, h8
        // for Blue, h1 for the third, a1 for the fourth, all a8 as the
        // reader sees them.
        assert_eq!(FROM_CORNER[0][56], 56);
        assert_eq!(FROM_CORNER[1][63], 56);
        assert_eq!(FROM_CORNER[2][7], 56);
        assert_eq!(FROM_CORNER[3][0], 56);
        for players in [3, 4] {
            for player in 0..players {
                for owner in 0..players {
                    let relation = (owner + players - player) % players;
                    let index = table_index(players, player, owner, 3, 63);
                    assert!(index < table_weights(players));
                    assert_eq!(index / 192, relation);
                }
            }
        }
        // The tables' sum moves a three-player share, not a four-player
        // one.
        assert!(reading(0).win_share(1.0) > reading(0).win_share(0.0));
        let four = Reading {
            players: 4,
            ..reading(0)
        };
        assert_eq!(four.win_share(1.0), four.win_share(0.0));
    }

    /// The four-player candidate reads its own weights and its tables'
    /// sum; at three players it is Hard's model.
    #[test]
    fn the_candidate_reads_its_own_model_at_four_players() {
        let four = Reading {
            players: 4,
            ..reading(0)
        };
        assert!(four.candidate_win_share(1.0) > four.candidate_win_share(0.0));
        assert_ne!(four.candidate_win_share(0.0), four.win_share(0.0));
        let ahead = Reading {
            players: 4,
            ..reading(6)
        };
        assert!(ahead.candidate_win_share(0.0) > four.candidate_win_share(0.0));
        for lead in [-6, 0, 6] {
            let three = reading(lead);
            assert_eq!(three.candidate_win_share(0.3), three.win_share(0.3));
        }
        assert_eq!(table_weight(3, table_weights(3)), 0.0);
        assert_eq!(table_weight(4, table_weights(4)), 0.0);
    }

    #[test]
    fn the_fitted_model_favours_the_leader_near_the_end() {
        let ahead = reading(6).win_share(0.0);
        let level = reading(0).win_share(0.0);
        let behind = reading(-6).win_share(0.0);
        // An even share is a third.
        assert!(ahead > 0.5 && behind < 0.3, "{ahead} {level} {behind}");
        assert!(ahead > level && level > behind, "{ahead} {level} {behind}");
    }
}
