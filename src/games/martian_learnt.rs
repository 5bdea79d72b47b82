//! Martian Checkers' learnt evaluation for 3 and 4 players: a logistic
//! model of each player's share of the win (1 alone, a half or a third
//! when tied), from six features and piece-square tables, fitted by
//! `fit-martian-tables` to the match replays in `runs/`: the three-player
//! model adopted in "The eighty-third session" of docs/strength.md, the
//! four-player one in "The eighty-sixth" (each after a screen and a
//! confirmation). Before them both player counts read a model of the
//! features alone fitted to games of Hard against itself (`self-play`,
//! then `fit-martian`; "The eighteenth session").
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
use std::sync::OnceLock;

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
/// The weights of one player count's model: a reading's
/// [`Reading::features`] index them.
pub const MODEL_WEIGHTS: usize = FEWEST + COUNT_CLASSES * LEAD_SIGNS;
/// The weights of `fit-martian`'s file, `martian_weights.in`: the
/// three-player model, then the four-player one.
pub const WEIGHTS: usize = 2 * MODEL_WEIGHTS;
/// The weights a reading adds up, one from each section.
pub const FEATURES: usize = 6;

// `fit-martian` writes a features-only model for both player counts
// (`martian_weights.in`, laid out as `WEIGHTS`: three players, then
// four); the engine reads neither since the models with tables below
// replaced them.

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
static THREE_PLAYER_BY_SEAT: OnceLock<SeatTables> = OnceLock::new();

/// The four-player model, of the same kind
/// (`martian_four_player_{weights,tables}.in`), written by
/// `fit-martian-tables --players 4` from the four-player match replays in
/// `runs/`. It replaced `fit-martian`'s four-player model after a screen
/// and a confirmation (docs/strength.md, "The eighty-fourth session" to
/// "The eighty-sixth session").
static FOUR_PLAYER_MODEL: [f32; MODEL_WEIGHTS] = include!("martian_four_player_weights.in");
static FOUR_PLAYER_TABLES: [f32; table_weights(4)] = include!("martian_four_player_tables.in");
static FOUR_PLAYER_BY_SEAT: OnceLock<SeatTables> = OnceLock::new();

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

/// A model's tables laid out for reading a position: by player (an
/// index), then by piece code as `Martian` keeps its cells (owner * 4 +
/// size, owner 1 to 4), then by square, the weight that player reads for
/// that piece there ([`table_index`]); 0 for the players and codes a
/// player count has not. One lookup a piece and player where
/// [`table_index`] works the relation and corner out each time.
pub type SeatTables = [[[f32; 64]; 20]; 4];

/// `tables` (a model's, for `players` players) as [`SeatTables`]: built
/// on first use, not when the engine is compiled, so the page's engine
/// does not carry every model twice.
fn by_seat(tables: &[f32], players: usize) -> SeatTables {
    let mut out = [[[0.0; 64]; 20]; 4];
    for (player, by_code) in out.iter_mut().enumerate().take(players) {
        for owner in 0..players {
            for size in 1..=3u8 {
                for (square, weight) in by_code[(owner + 1) * 4 + usize::from(size)]
                    .iter_mut()
                    .enumerate()
                {
                    let index = table_index(players, player, owner, size, square);
                    *weight = tables.get(index).copied().unwrap_or(0.0);
                }
            }
        }
    }
    out
}

/// One player count's model: the six features' weights and the
/// piece-square tables' ([`table_weights`]).
#[derive(Clone, Copy, Debug)]
pub struct Model {
    weights: &'static [f32; MODEL_WEIGHTS],
    tables: &'static [f32],
    /// The tables as [`SeatTables`], built from `tables` on first use.
    by_seat: &'static OnceLock<SeatTables>,
}

impl Model {
    /// The model Hard reads at `players` (3, else 4).
    pub fn hard(players: u8) -> Model {
        if players == 3 {
            Model {
                weights: &THREE_PLAYER_MODEL,
                tables: &THREE_PLAYER_TABLES,
                by_seat: &THREE_PLAYER_BY_SEAT,
            }
        } else {
            Model {
                weights: &FOUR_PLAYER_MODEL,
                tables: &FOUR_PLAYER_TABLES,
                by_seat: &FOUR_PLAYER_BY_SEAT,
            }
        }
    }

    /// A model fitted since Hard's at `players`, which Hard reads only as
    /// its candidate evaluation (the tournament's
    /// `hard-candidate-evaluation`) until it has been measured against
    /// Hard's; `None` where there is none.
    ///
    /// There is none at present: the last two, refits at four and at
    /// three players, were set aside by their screens (docs/strength.md,
    /// "The eighty-ninth session" and "The ninetieth session"). A new fit
    /// is returned here, from its own `.in` files, while it is measured.
    pub fn candidate(_players: u8) -> Option<Model> {
        None
    }

    /// The table weight at `index` ([`table_index`]); 0 past the tables'
    /// end.
    pub fn table_weight(&self, index: usize) -> f32 {
        self.tables.get(index).copied().unwrap_or(0.0)
    }

    /// The table weight player `player` (an index) reads for a piece of
    /// code `piece` (owner * 4 + size, as `Martian` keeps its cells) on
    /// `square`: [`Model::table_weight`] at that piece's [`table_index`].
    pub fn seat_weight(&self, player: usize, piece: u8, square: usize) -> f32 {
        self.seat_tables()[player % 4][usize::from(piece) % 20][square % 64]
    }

    /// The tables as [`SeatTables`].
    pub fn seat_tables(&self) -> &'static SeatTables {
        // Each model's tables hold `table_weights(players)` weights.
        let players = self.tables.len() / table_weights(1);
        self.by_seat.get_or_init(|| by_seat(self.tables, players))
    }

    /// The model's share of the win for the player `reading` is of, given
    /// the sum of the tables' weights over the pieces on the board as
    /// that player reads them ([`table_index`], [`Model::table_weight`]).
    pub fn win_share(&self, reading: &Reading, tables: f32) -> f32 {
        let z: f32 = reading
            .features()
            .iter()
            .map(|&i| self.weights[usize::from(i)])
            .sum();
        logistic(z + tables)
    }
}

impl Reading {
    /// The indices of the weights this reading adds up, in its player
    /// count's model (below [`MODEL_WEIGHTS`]).
    pub fn features(&self) -> [u16; FEATURES] {
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
        indices.map(|i| i as u16)
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
        assert_eq!(f[0], BIAS + 4 + 3);
        assert_eq!(f[4], PIECES + 9 * 3 + 2);
        assert!(f.iter().all(|&i| i < MODEL_WEIGHTS));
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
        // The tables' sum moves the share at either player count, and
        // past the tables' end there is nothing to read.
        for players in [3, 4] {
            let r = Reading {
                players,
                ..reading(0)
            };
            let hard = Model::hard(players);
            assert!(
                hard.win_share(&r, 1.0) > hard.win_share(&r, 0.0),
                "{players}"
            );
            assert_eq!(hard.table_weight(table_weights(4)), 0.0);
        }
    }

    /// Each player count reads a model of its own: the same reading is
    /// worth another share at four players than at three.
    #[test]
    fn each_player_count_reads_its_own_model() {
        for lead in [-6, 0, 6] {
            let four = Reading {
                players: 4,
                ..reading(lead)
            };
            assert_ne!(
                Model::hard(4).win_share(&four, 0.0),
                Model::hard(3).win_share(&reading(lead), 0.0),
                "{lead}"
            );
        }
    }

    #[test]
    fn the_fitted_model_favours_the_leader_near_the_end() {
        let three = |lead| Model::hard(3).win_share(&reading(lead), 0.0);
        let (ahead, level, behind) = (three(6), three(0), three(-6));
        // An even share is a third.
        assert!(ahead > 0.5 && behind < 0.3, "{ahead} {level} {behind}");
        assert!(ahead > level && level > behind, "{ahead} {level} {behind}");
        let four = |lead| {
            let reading = Reading {
                players: 4,
                ..reading(lead)
            };
            Model::hard(4).win_share(&reading, 0.0)
        };
        // An even share is a quarter; level, this player's four pieces
        // against another's two are worth about a half.
        let (ahead, level, behind) = (four(6), four(0), four(-6));
        assert!(ahead > 0.6 && behind < 0.25, "{ahead} {level} {behind}");
        assert!(ahead > level && level > behind, "{ahead} {level} {behind}");
    }

    /// The seat tables hold, for every player, piece and square, the
    /// weight `table_index` finds in the model's tables, and 0 for the
    /// seats and owners a player count has not.
    #[test]
    fn the_seat_tables_read_what_the_table_index_finds() {
        let models = [3, 4].into_iter().flat_map(|players| {
            [Some(Model::hard(players)), Model::candidate(players)]
                .into_iter()
                .flatten()
                .map(move |model| (usize::from(players), model))
        });
        for (players, model) in models {
            for player in 0..4 {
                for owner in 0..4 {
                    for size in 1..=3u8 {
                        let piece = (owner as u8 + 1) * 4 + size;
                        for square in 0..64 {
                            let expected = if player < players && owner < players {
                                model
                                    .table_weight(table_index(players, player, owner, size, square))
                            } else {
                                0.0
                            };
                            assert_eq!(
                                model.seat_weight(player, piece, square).to_bits(),
                                expected.to_bits(),
                                "{players} players, seat {player}, piece {piece}, square {square}"
                            );
                        }
                    }
                }
            }
        }
    }
}
