//! Mad Rooks' learnt evaluation: a logistic model of whether the player to
//! act goes on to win, fitted to games of Hard's search against itself
//! (`self-play`, then `fit-mad-rooks`; docs/strength.md, "The fourteenth
//! session").
//!
//! A checker acts along its row and column, so the model reads the board
//! as its 16 lines: each row and column, seen from the player to act
//! (empty, theirs, the enemy's on each of its 8 squares), is one of 3^8
//! patterns, with a weight for each by how far the line is from the edge.
//! A line and its mirror image are the same pattern, and rows and columns
//! share weights, so a position and its mirror images and quarter turns
//! are valued alike. Beside the patterns: the lead in checkers, whether
//! the player to act is in contact (can kill), and whether they sit in the
//! second seat, each weighted by the phase (the checkers left).
//!
//! Fitted on 5,000 games, the patterns predicted the winner better only
//! with fewer than 18 checkers on the board (log loss 0.541 against 0.568
//! on held-out games); with more they fitted noise. So they count only
//! there ([`PATTERN_CHECKERS`]).

use crate::board::lines::Cells;

/// Patterns of one line: 3 states on each of 8 squares.
pub const PATTERNS: usize = 6561;
/// Classes of lines: 0 on the edge, 3 through the middle.
pub const CLASSES: usize = 4;
/// Phases with their own scalar weights, by the checkers on the board.
pub const PHASES: usize = 4;
/// Scalar weights a phase: the bias, the lead, contact, the second seat.
pub const SCALARS_PER_PHASE: usize = 4;
/// The patterns count only with fewer checkers than this on the board.
pub const PATTERN_CHECKERS: u32 = 18;
/// A stored pattern weight is this many times its value, as an `i8`.
pub const PATTERN_SCALE: f32 = 256.0;

/// What the model reads in a position, for the player to act.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// Each row's and column's pattern, `class * PATTERNS + pattern`;
    /// `None` when the patterns do not count ([`PATTERN_CHECKERS`]).
    pub lines: Option<[u16; 16]>,
    /// The phase, 0 (fewest checkers) to 3.
    pub phase: usize,
    /// The player to act's checkers less the enemy's.
    pub lead: f32,
    /// Whether the player to act can kill.
    pub contact: bool,
    /// Whether the player to act is the second player.
    pub second_seat: bool,
}

impl Features {
    /// The features of an 8x8 position: `own` and `enemy` are the player
    /// to act's checkers and the enemy's (bit `rank * 8 + file`, or the
    /// other way round: the model does not tell).
    pub fn of(own: Cells, enemy: Cells, contact: bool, second_seat: bool) -> Features {
        let (own, enemy) = (own as u64, enemy as u64);
        let checkers = own.count_ones() + enemy.count_ones();
        let lines = (checkers < PATTERN_CHECKERS).then(|| {
            std::array::from_fn(|k| {
                let i = k / 2;
                let (own, enemy) = match k % 2 {
                    0 => (row(own, i), row(enemy, i)),
                    _ => (column(own, i), column(enemy, i)),
                };
                // At most 3 * 6561 + 6560, which fits.
                (i.min(7 - i) * PATTERNS + pattern(own, enemy)) as u16
            })
        });
        Features {
            lines,
            phase: phase(checkers),
            lead: own.count_ones() as f32 - enemy.count_ones() as f32,
            contact,
            second_seat,
        }
    }

    /// The scalar inputs, in the order of a phase's weights.
    pub fn scalars(&self) -> [f32; SCALARS_PER_PHASE] {
        [
            1.0,
            self.lead,
            f32::from(u8::from(self.contact)),
            f32::from(u8::from(self.second_seat)),
        ]
    }

    /// The model's logit (the log-odds that the player to act wins), given
    /// the scalar weights (`PHASES * SCALARS_PER_PHASE`) and a pattern's
    /// weight by its index.
    pub fn logit(&self, scalars: &[f32], pattern: impl Fn(usize) -> f32) -> f32 {
        let weights = &scalars[self.phase * SCALARS_PER_PHASE..][..SCALARS_PER_PHASE];
        let linear: f32 = weights.iter().zip(self.scalars()).map(|(w, x)| w * x).sum();
        let lines = self.lines.iter().flatten();
        linear + lines.map(|&i| pattern(usize::from(i))).sum::<f32>()
    }
}

/// The phase of a position with `checkers` on the board.
fn phase(checkers: u32) -> usize {
    match checkers {
        0..=9 => 0,
        10..=17 => 1,
        18..=31 => 2,
        _ => 3,
    }
}

/// Row `i` as 8 bits.
fn row(set: u64, i: usize) -> u8 {
    (set >> (8 * i)) as u8
}

/// Column `i` as 8 bits (in some fixed order along the column).
fn column(set: u64, i: usize) -> u8 {
    let spread = (set >> i) & 0x0101_0101_0101_0101;
    (spread.wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// The pattern of a line holding `own` and `enemy`: the smaller of its
/// base-3 numbers read from either end (a line and its mirror image are
/// one pattern).
fn pattern(own: u8, enemy: u8) -> usize {
    let forward = base3(own) + 2 * base3(enemy);
    let backward = base3(own.reverse_bits()) + 2 * base3(enemy.reverse_bits());
    forward.min(backward)
}

/// The set bits of `bits` as a base-3 number of 0s and 1s, looked up:
/// every evaluation reads 64 of them.
fn base3(bits: u8) -> usize {
    usize::from(BASE3[usize::from(bits)])
}

/// [`base3`] of every byte.
const BASE3: [u16; 256] = {
    let mut table = [0; 256];
    let mut bits = 0;
    while bits < 256 {
        let (mut n, mut power, mut rest) = (0, 1, bits);
        while rest != 0 {
            n += (rest & 1) * power;
            power *= 3;
            rest >>= 1;
        }
        table[bits] = n as u16;
        bits += 1;
    }
    table
};

/// The fitted scalar weights, by phase: bias, lead, contact, second seat.
const SCALARS: [f32; PHASES * SCALARS_PER_PHASE] = include!("mad_rooks_scalars.in");

/// The fitted pattern weights, `CLASSES * PATTERNS` bytes, each an `i8`
/// [`PATTERN_SCALE`] times the weight.
static PATTERN_BYTES: &[u8; CLASSES * PATTERNS] = include_bytes!("mad_rooks_patterns.bin");

/// The fitted model's chance that the player to act wins.
pub fn win_chance(features: &Features) -> f32 {
    let z = features.logit(&SCALARS, |i| {
        f32::from(PATTERN_BYTES[i] as i8) / PATTERN_SCALE
    });
    logistic(z)
}

/// The chance a logit stands for.
pub fn logistic(z: f32) -> f32 {
    1.0 / (1.0 + (-z).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cells from a picture of the board, rank 8 first: `o` the player to
    /// act's, `x` the enemy's.
    fn board(rows: [&str; 8]) -> (Cells, Cells) {
        let (mut own, mut enemy) = (0, 0);
        for (r, line) in rows.iter().enumerate() {
            for (f, ch) in line.chars().enumerate() {
                let bit: Cells = 1 << ((7 - r) * 8 + f);
                match ch {
                    'o' => own |= bit,
                    'x' => enemy |= bit,
                    _ => {}
                }
            }
        }
        (own, enemy)
    }

    /// The board turned a quarter: (file, rank) to (rank, 7 - file).
    fn turned(set: Cells) -> Cells {
        let mut out = 0;
        for sq in 0..64 {
            if set >> sq & 1 != 0 {
                let (rank, file) = (sq / 8, sq % 8);
                out |= 1 << ((7 - file) * 8 + rank);
            }
        }
        out
    }

    fn mirrored(set: Cells) -> Cells {
        let mut out = 0;
        for sq in 0..64 {
            if set >> sq & 1 != 0 {
                let (rank, file) = (sq / 8, sq % 8);
                out |= 1 << (rank * 8 + 7 - file);
            }
        }
        out
    }

    const ENDGAME: [&str; 8] = [
        "o...x...", "........", "..x.....", "......o.", "...o....", ".o......", "....x...",
        "x......o",
    ];

    #[test]
    fn a_line_is_read_in_base_three_from_either_end() {
        assert_eq!(base3(0b101), 1 + 9);
        // o at one end, x at the other: 1 + 2 * 3^7, or 2 + 1 * 3^7.
        assert_eq!(pattern(0b1, 0b1000_0000), 2 + 2187);
        assert_eq!(pattern(0b1000_0000, 0b1), 2 + 2187);
        assert_eq!(pattern(0, 0), 0);
        assert_eq!(pattern(0xff, 0), PATTERNS / 2);
    }

    #[test]
    fn columns_are_read_as_rows_are() {
        let (own, enemy) = board(ENDGAME);
        let (t_own, t_enemy) = (turned(own) as u64, turned(enemy) as u64);
        let mut rows: Vec<usize> = (0..8)
            .map(|i| pattern(row(own as u64, i), row(enemy as u64, i)))
            .collect();
        let mut columns: Vec<usize> = (0..8)
            .map(|i| pattern(column(t_own, i), column(t_enemy, i)))
            .collect();
        rows.sort_unstable();
        columns.sort_unstable();
        assert_eq!(rows, columns);
    }

    #[test]
    fn mirror_images_and_quarter_turns_are_valued_alike() {
        let (own, enemy) = board(ENDGAME);
        let value = |own, enemy| win_chance(&Features::of(own, enemy, true, false));
        let here = value(own, enemy);
        assert_eq!(value(mirrored(own), mirrored(enemy)), here);
        assert_eq!(value(turned(own), turned(enemy)), here);
        assert_eq!(value(turned(turned(own)), turned(turned(enemy))), here);
    }

    #[test]
    fn the_patterns_count_only_late_in_the_game() {
        let (own, enemy) = board(ENDGAME);
        let late = Features::of(own, enemy, true, true);
        assert_eq!(
            (late.lines.map(|l| l.len()), late.phase, late.lead),
            (Some(16), 0, 1.0)
        );
        let full = Features::of(0x5555_5555_5555_5555, 0xaaaa_aaaa_aaaa_aaaa, true, false);
        assert!(full.lines.is_none());
        assert_eq!((full.phase, full.lead), (3, 0.0));
        assert_eq!(full.scalars(), [1.0, 0.0, 1.0, 0.0]);
    }

    #[test]
    fn the_fitted_model_favours_a_lead_and_the_first_seat() {
        let (own, enemy) = board(ENDGAME);
        let ahead = win_chance(&Features::of(own, enemy, true, false));
        let behind = win_chance(&Features::of(enemy, own, true, false));
        assert!(ahead > 0.5 && behind < ahead, "{ahead} {behind}");
        let start = (0x5555_5555_5555_5555, 0xaaaa_aaaa_aaaa_aaaa);
        let first = win_chance(&Features::of(start.0, start.1, true, false));
        let second = win_chance(&Features::of(start.0, start.1, true, true));
        assert!(first > second, "{first} {second}");
    }
}
