//! Mad Bishops' learnt evaluation ([`super::mad_learnt`]): its lines are
//! the 19 diagonals of the dark squares, of 1 to 10 squares each.
//!
//! A diagonal of 10 squares has 3^10 arrangements, far more than games
//! could fill, so a line's pattern is the order of the checkers along it,
//! the empty squares left out: who sees whom along the line, the kills it
//! holds. With a leading 1 to mark its length, a line of `n` checkers is
//! a number below `2^(n+1)`; a line and its mirror image are one pattern,
//! and each length of line (the class) has its own weights. The two lines
//! of a length are turned into each other by a half turn of the board, so
//! a position and its half turn are valued alike.

use super::mad_learnt::{Features, Model, MAX_LINES};
use crate::board::lines::Cells;

/// Squares a side of the board.
const SIDE: usize = 10;
/// The longest diagonal.
const LONGEST: usize = 10;
/// The pattern weights: for each length `n` of line, 1 to 10, the
/// patterns below `2^(n+1)`, starting at `2^(n+1) - 4`.
pub const PATTERN_WEIGHTS: usize = (1 << (LONGEST + 2)) - 4;
/// The patterns count only with fewer checkers than this on the board.
pub const PATTERN_CHECKERS: u32 = 32;

/// A diagonal: its squares (bit `rank * 10 + file`) from one end.
#[derive(Clone, Copy)]
struct Diagonal {
    squares: [u8; LONGEST],
    len: usize,
}

/// The 19 diagonals of the dark squares (a1 is dark): 9 running up to the
/// right, of even lengths, and 10 running down to the right, of odd ones.
const DIAGONALS: [Diagonal; MAX_LINES] = {
    let mut lines = [Diagonal {
        squares: [0; LONGEST],
        len: 0,
    }; MAX_LINES];
    let mut n = 0;
    // Up to the right: file - rank is even, from -8 to 8.
    let mut d: isize = -8;
    while d <= 8 {
        let mut rank = 0;
        while rank < SIDE {
            let file = rank as isize + d;
            if file >= 0 && file < SIDE as isize {
                lines[n].squares[lines[n].len] = (rank * SIDE + file as usize) as u8;
                lines[n].len += 1;
            }
            rank += 1;
        }
        n += 1;
        d += 2;
    }
    // Down to the right: file + rank is even, from 0 to 18.
    let mut s = 0;
    while s <= 18 {
        let mut rank = 0;
        while rank < SIDE {
            if s >= rank && s - rank < SIDE {
                lines[n].squares[lines[n].len] = (rank * SIDE + s - rank) as u8;
                lines[n].len += 1;
            }
            rank += 1;
        }
        n += 1;
        s += 2;
    }
    lines
};

/// The features of a 10x10 position: `own` and `enemy` are the player to
/// act's checkers and the enemy's (bit `rank * 10 + file`).
pub fn features(own: Cells, enemy: Cells, contact: bool, second_seat: bool) -> Features {
    let (mine, theirs) = (own.count_ones(), enemy.count_ones());
    if mine + theirs >= PATTERN_CHECKERS {
        return Features::new(mine, theirs, &[], contact, second_seat);
    }
    let lines: [u16; MAX_LINES] = std::array::from_fn(|i| {
        let line = &DIAGONALS[i];
        let first = (1 << (line.len + 1)) - 4;
        // Below `PATTERN_WEIGHTS` (4,092), which fits.
        (first + pattern(line, own, enemy)) as u16
    });
    Features::new(mine, theirs, &lines, contact, second_seat)
}

/// The pattern of `line`: its checkers in order, 1 for the enemy's, 0 for
/// the player to act's, read from whichever end gives the smaller number,
/// after a leading 1.
fn pattern(line: &Diagonal, own: Cells, enemy: Cells) -> usize {
    let occupied = own | enemy;
    let (mut bits, mut count) = (0u32, 0);
    for &sq in &line.squares[..line.len] {
        let at: Cells = 1 << sq;
        if occupied & at != 0 {
            bits = bits << 1 | u32::from(enemy & at != 0);
            count += 1;
        }
    }
    if count == 0 {
        return 1;
    }
    let reversed = bits.reverse_bits() >> (32 - count);
    (1 << count) | bits.min(reversed) as usize
}

/// The fitted model: its scalar weights by phase (bias, lead, contact,
/// second seat) and its [`PATTERN_WEIGHTS`] pattern weights.
pub static MODEL: Model = Model {
    scalars: include!("mad_bishops_scalars.in"),
    patterns: PATTERN_BYTES,
};

/// The pattern weights' bytes, typed by their count so that a file of
/// another size does not build.
const PATTERN_BYTES: &[u8; PATTERN_WEIGHTS] = include_bytes!("mad_bishops_patterns.bin");

#[cfg(test)]
mod tests {
    use super::*;

    /// The sets of a board drawn as text (`o` the player to act's, `x` the
    /// enemy's).
    fn board(rows: [&str; SIDE]) -> (Cells, Cells) {
        crate::games::mad_learnt::pictured(&rows)
    }

    /// The board turned half round.
    fn half_turn(set: Cells) -> Cells {
        (0..SIDE * SIDE)
            .filter(|&sq| set >> sq & 1 != 0)
            .fold(0, |out, sq| out | 1 << (SIDE * SIDE - 1 - sq))
    }

    const ENDGAME: [&str; SIDE] = [
        ".x........",
        "..........",
        "...o...x..",
        "..........",
        ".x...o....",
        "..........",
        "...x......",
        "..o.......",
        ".........o",
        "o.........",
    ];

    #[test]
    fn the_diagonals_cover_each_dark_square_once_in_each_direction() {
        let lengths: Vec<usize> = DIAGONALS.iter().map(|d| d.len).collect();
        assert_eq!(
            lengths,
            [2, 4, 6, 8, 10, 8, 6, 4, 2, 1, 3, 5, 7, 9, 9, 7, 5, 3, 1]
        );
        for direction in [&DIAGONALS[..9], &DIAGONALS[9..]] {
            let mut squares: Vec<u8> = direction
                .iter()
                .flat_map(|d| d.squares[..d.len].iter().copied())
                .collect();
            squares.sort_unstable();
            let dark: Vec<u8> = (0..100u8)
                .filter(|sq| (sq / 10 + sq % 10) % 2 == 0)
                .collect();
            assert_eq!(squares, dark);
        }
        // Each line steps one square diagonally.
        for d in &DIAGONALS {
            for pair in d.squares[..d.len].windows(2) {
                let step = i16::from(pair[1]) - i16::from(pair[0]);
                assert!(step == 11 || step == 9, "{pair:?}");
            }
        }
    }

    #[test]
    fn a_line_is_its_checkers_in_order_read_from_either_end() {
        let long = &DIAGONALS[4]; // a1 to j10
        assert_eq!(long.squares[..3], [0, 11, 22]);
        assert_eq!(pattern(long, 0, 0), 1);
        // o on a1, x on j10, the rest empty: "ox" is 0b01 or 0b10.
        assert_eq!(pattern(long, 1, 1 << 99), 0b101);
        assert_eq!(pattern(long, 1 << 99, 1), 0b101);
        // o x x on a1, c3, d4: 0b011 forward, 0b110 backward.
        assert_eq!(pattern(long, 1, 1 << 22 | 1 << 33), 0b1011);
        // The longest lines' last pattern is the last weight.
        assert_eq!((1 << 11) - 4 + 0b111_1111_1111, PATTERN_WEIGHTS - 1);
    }

    #[test]
    fn a_half_turn_is_valued_alike() {
        let (own, enemy) = board(ENDGAME);
        let here = features(own, enemy, true, false);
        let turned = features(half_turn(own), half_turn(enemy), true, false);
        let mut a = here.lines().to_vec();
        let mut b = turned.lines().to_vec();
        a.sort_unstable();
        b.sort_unstable();
        assert_eq!(a, b);
        assert_eq!(MODEL.win_chance(&here), MODEL.win_chance(&turned));
    }

    #[test]
    fn the_patterns_count_only_below_their_phase() {
        let (own, enemy) = board(ENDGAME);
        let late = features(own, enemy, true, true);
        assert_eq!((late.lines().len(), late.phase, late.lead), (19, 0, 1.0));
        assert!(late
            .lines()
            .iter()
            .all(|&i| usize::from(i) < PATTERN_WEIGHTS));
        let full = features((1 << 50) - 1, ((1 << 50) - 1) << 50, true, false);
        assert!(full.lines().is_empty());
        assert_eq!((full.phase, full.lead), (3, 0.0));
    }

    #[test]
    fn the_fitted_model_favours_a_lead_and_the_first_seat() {
        let dark = |rank_parity| {
            (0..SIDE * SIDE)
                .filter(|sq| {
                    (sq / SIDE + sq % SIDE).is_multiple_of(2) && (sq / SIDE) % 2 == rank_parity
                })
                .fold(0, |set: Cells, sq| set | 1 << sq)
        };
        let start = (dark(0), dark(1));
        assert_eq!((start.0.count_ones(), start.1.count_ones()), (25, 25));
        crate::games::mad_learnt::assert_favours_a_lead_and_the_first_seat(
            &MODEL,
            features,
            board(ENDGAME),
            start,
        );
    }
}
