//! Mad Rooks' learnt evaluation ([`super::mad_learnt`]): its lines are the
//! 16 rows and columns. Each, seen from the player to act (empty, theirs,
//! the enemy's on each of its 8 squares), is one of 3^8 patterns, with a
//! weight for each by how far the line is from the edge. A line and its
//! mirror image are the same pattern, and rows and columns share weights,
//! so a position and its mirror images and quarter turns are valued alike.
//!
//! Fitted on 5,000 games, the patterns predicted the winner better only
//! with fewer than 18 checkers on the board (log loss 0.541 against 0.568
//! on held-out games); with more they fitted noise. So they count only
//! there ([`PATTERN_CHECKERS`]). The weights now in use were fitted to
//! those games and 5,000 of Hard with the first weights (0.506 against
//! 0.525 there; docs/strength.md, "The fifteenth session").

use super::mad_learnt::{Features, Model};
use crate::board::lines::Cells;

/// Patterns of one line: 3 states on each of 8 squares.
pub const PATTERNS: usize = 6561;
/// Classes of lines: 0 on the edge, 3 through the middle.
pub const CLASSES: usize = 4;
/// The pattern weights: one per pattern and class.
pub const PATTERN_WEIGHTS: usize = CLASSES * PATTERNS;
/// The patterns count only with fewer checkers than this on the board.
pub const PATTERN_CHECKERS: u32 = 18;

/// The features of an 8x8 position: `own` and `enemy` are the player to
/// act's checkers and the enemy's (bit `rank * 8 + file`, or the other way
/// round: the model does not tell).
pub fn features(own: Cells, enemy: Cells, contact: bool, second_seat: bool) -> Features {
    let (own, enemy) = (own as u64, enemy as u64);
    let (mine, theirs) = (own.count_ones(), enemy.count_ones());
    if mine + theirs >= PATTERN_CHECKERS {
        return Features::new(mine, theirs, &[], contact, second_seat);
    }
    let lines: [u16; 16] = std::array::from_fn(|k| {
        let i = k / 2;
        let (own, enemy) = match k % 2 {
            0 => (row(own, i), row(enemy, i)),
            _ => (column(own, i), column(enemy, i)),
        };
        // At most 3 * 6561 + 6560, which fits.
        (i.min(7 - i) * PATTERNS + pattern(own, enemy)) as u16
    });
    Features::new(mine, theirs, &lines, contact, second_seat)
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

/// The fitted model: its scalar weights by phase (bias, lead, contact,
/// second seat) and its [`PATTERN_WEIGHTS`] pattern weights.
pub static MODEL: Model = Model {
    scalars: include!("mad_rooks_scalars.in"),
    patterns: PATTERN_BYTES,
};

/// The pattern weights' bytes, typed by their count so that a file of
/// another size does not build.
const PATTERN_BYTES: &[u8; PATTERN_WEIGHTS] = include_bytes!("mad_rooks_patterns.bin");

#[cfg(test)]
mod tests {
    use super::*;

    /// The sets of a board drawn as text (`o` the player to act's, `x` the
    /// enemy's).
    fn board(rows: [&str; 8]) -> (Cells, Cells) {
        crate::games::mad_learnt::pictured(&rows)
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
        let value = |own, enemy| MODEL.win_chance(&features(own, enemy, true, false));
        let here = value(own, enemy);
        assert_eq!(value(mirrored(own), mirrored(enemy)), here);
        assert_eq!(value(turned(own), turned(enemy)), here);
        assert_eq!(value(turned(turned(own)), turned(turned(enemy))), here);
    }

    #[test]
    fn the_patterns_count_only_late_in_the_game() {
        let (own, enemy) = board(ENDGAME);
        let late = features(own, enemy, true, true);
        assert_eq!((late.lines().len(), late.phase, late.lead), (16, 0, 1.0));
        let full = features(0x5555_5555_5555_5555, 0xaaaa_aaaa_aaaa_aaaa, true, false);
        assert!(full.lines().is_empty());
        assert_eq!((full.phase, full.lead), (3, 0.0));
        assert_eq!(full.scalars(), [1.0, 0.0, 1.0, 0.0]);
    }

    #[test]
    fn the_fitted_model_favours_a_lead_and_the_first_seat() {
        crate::games::mad_learnt::assert_favours_a_lead_and_the_first_seat(
            &MODEL,
            features,
            board(ENDGAME),
            (0x5555_5555_5555_5555, 0xaaaa_aaaa_aaaa_aaaa),
        );
    }
}
