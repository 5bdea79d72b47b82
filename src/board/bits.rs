//! Sets of cells of a grid of at most 64 cells as one `u64`, bit `i` for cell
//! `i`, with the 8-neighbour growth and flood fill that distances and walls
//! need, and the one-step shifts along a line that jumps need. Kobudai's
//! boards (6x6, 8x8) and Martian Checkers' (4x8, 8x8) fit.

use super::{Grid, Square};

/// A set of cells, one bit per cell index.
pub type Bits = u64;

/// The set holding only `sq`.
pub const fn bit(sq: Square) -> Bits {
    1 << sq
}

/// The cells of a set, lowest index first.
pub fn cells(mut set: Bits) -> impl Iterator<Item = Square> {
    std::iter::from_fn(move || {
        if set == 0 {
            return None;
        }
        let sq = set.trailing_zeros() as Square;
        set &= set - 1;
        Some(sq)
    })
}

/// One step in a fixed direction for every cell of a set at once, made by
/// [`BitGrid::shift`]: the cells with a neighbour that way, and how far the
/// step moves a cell's index (up when positive).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shift {
    from: Bits,
    by: i8,
}

impl Shift {
    /// The same step taken `times` times (at least once) as one shift:
    /// from the cells whose every step stays on the board.
    pub fn times(self, times: u8) -> Shift {
        let mut from = self.from;
        for _ in 1..times {
            // The cells one step back from those that may take the rest.
            let onward = if self.by >= 0 {
                from >> self.by
            } else {
                from << -self.by
            };
            from = self.from & onward;
        }
        Shift {
            from,
            by: self.by * times.max(1) as i8,
        }
    }

    /// The cells one step from those of `set`, the ones still on the board.
    pub fn apply(self, set: Bits) -> Bits {
        // A rotation, which needs no branch on the direction: `from`
        // holds only cells that land on the board, so no bit wraps.
        (set & self.from).rotate_left(self.by as u32 & 63)
    }
}

/// The masks a grid needs to grow sets without wrapping round its edges.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitGrid {
    files: u8,
    all: Bits,
    /// Every cell not on the first file (`a`), which may grow leftwards.
    not_first_file: Bits,
    /// Every cell not on the last file, which may grow rightwards.
    not_last_file: Bits,
}

impl BitGrid {
    /// `None` when the grid has more than 64 cells.
    pub fn new(grid: Grid) -> Option<BitGrid> {
        let count = grid.cell_count();
        if count > 64 {
            return None;
        }
        let all = if count == 64 { !0 } else { (1u64 << count) - 1 };
        let mut first = 0;
        let mut last = 0;
        for rank in 0..grid.ranks {
            first |= bit(grid.square(0, rank));
            last |= bit(grid.square(grid.files - 1, rank));
        }
        Some(BitGrid {
            files: grid.files,
            all,
            not_first_file: all & !first,
            not_last_file: all & !last,
        })
    }

    /// Every cell of the board.
    pub fn all(self) -> Bits {
        self.all
    }

    /// `set` together with every cell next to one of its cells (orthogonally
    /// or diagonally).
    pub fn grow(self, set: Bits) -> Bits {
        let row = set | ((set & self.not_last_file) << 1) | ((set & self.not_first_file) >> 1);
        (row | (row << self.files) | (row >> self.files)) & self.all
    }

    /// The step of `df` files and `dr` ranks (each -1, 0 or 1) as a shift
    /// of whole sets; worked out once and kept by a caller that steps
    /// often.
    pub fn shift(self, df: i8, dr: i8) -> Shift {
        let files = self.files as i8;
        let mut from = self.all;
        match df.signum() {
            1 => from &= self.not_last_file,
            -1 => from &= self.not_first_file,
            _ => {}
        }
        // The cells below the last rank are the board moved down a rank,
        // those above the first the board moved up one.
        match dr.signum() {
            1 => from &= self.all >> files,
            -1 => from &= self.all << files,
            _ => {}
        }
        Shift {
            from,
            by: dr.signum() * files + df.signum(),
        }
    }

    /// The cells next to `sq` (up to 8).
    pub fn neighbours(self, sq: Square) -> Bits {
        self.grow(bit(sq)) & !bit(sq)
    }

    /// Every cell reachable from `seed` by steps to neighbouring cells of
    /// `passable` (the seed itself need not be passable).
    pub fn flood(self, seed: Bits, passable: Bits) -> Bits {
        let mut reached = seed;
        loop {
            let next = reached | (self.grow(reached) & passable);
            if next == reached {
                return reached;
            }
            reached = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(grid: Grid, names: &[&str]) -> Bits {
        names.iter().map(|n| bit(grid.parse(n).unwrap())).sum()
    }

    /// A step taken k times as one shift moves every cell as k single
    /// steps do, and drops those that would leave the board on the way.
    #[test]
    fn a_step_taken_times_over_is_that_many_steps() {
        for grid in [Grid::new(4, 8), Grid::new(6, 6), Grid::new(8, 8)] {
            let bits = BitGrid::new(grid).unwrap();
            for df in -1..=1 {
                for dr in -1..=1 {
                    let step = bits.shift(df, dr);
                    for times in 1..=3 {
                        let shift = step.times(times);
                        for sq in 0..grid.cell_count() as Square {
                            let stepped = (0..times).fold(bit(sq), |set, _| step.apply(set));
                            assert_eq!(
                                shift.apply(bit(sq)),
                                stepped,
                                "{df} {dr} x{times} from {sq}"
                            );
                        }
                        let all = bits.all();
                        let stepped = (0..times).fold(all, |set, _| step.apply(set));
                        assert_eq!(shift.apply(all), stepped);
                    }
                }
            }
        }
    }

    #[test]
    fn neighbours_stop_at_every_edge() {
        for grid in [Grid::new(6, 6), Grid::new(8, 8)] {
            let bits = BitGrid::new(grid).unwrap();
            let last = (b'a' + grid.files - 1) as char;
            let top = grid.ranks;
            assert_eq!(
                bits.neighbours(grid.parse("a1").unwrap()),
                set(grid, &["a2", "b1", "b2"])
            );
            let corner = format!("{last}{top}");
            let left = format!("{}{top}", (last as u8 - 1) as char);
            let below = format!("{last}{}", top - 1);
            let diag = format!("{}{}", (last as u8 - 1) as char, top - 1);
            assert_eq!(
                bits.neighbours(grid.parse(&corner).unwrap()),
                set(grid, &[&left, &below, &diag])
            );
            assert_eq!(
                bits.neighbours(grid.parse("c3").unwrap()),
                set(grid, &["b2", "c2", "d2", "b3", "d3", "b4", "c4", "d4"])
            );
            // An edge cell does not wrap to the other side of the board.
            assert_eq!(bits.neighbours(grid.parse("a3").unwrap()).count_ones(), 5);
            let right_edge = format!("{last}3");
            assert_eq!(
                bits.neighbours(grid.parse(&right_edge).unwrap())
                    .count_ones(),
                5
            );
        }
    }

    #[test]
    fn a_shift_moves_each_cell_one_step_and_drops_those_leaving_the_board() {
        for grid in [Grid::new(4, 8), Grid::new(6, 6), Grid::new(8, 8)] {
            let bits = BitGrid::new(grid).unwrap();
            for df in -1..=1 {
                for dr in -1..=1 {
                    let shift = bits.shift(df, dr);
                    let mut expected_all = 0;
                    for sq in 0..grid.cell_count() as Square {
                        let (f, r) = (grid.file(sq) as i8 + df, grid.rank(sq) as i8 + dr);
                        let on_board = (0..grid.files as i8).contains(&f)
                            && (0..grid.ranks as i8).contains(&r);
                        let expected = match on_board {
                            true => bit(grid.square(f as u8, r as u8)),
                            false => 0,
                        };
                        assert_eq!(shift.apply(bit(sq)), expected, "{grid:?} {sq} by {df},{dr}");
                        expected_all |= expected;
                    }
                    // Off-board bits are never stepped onto the board.
                    assert_eq!(shift.apply(!0), expected_all, "{grid:?} by {df},{dr}");
                }
            }
        }
    }

    #[test]
    fn flood_is_stopped_by_a_wall_and_passes_a_diagonal_gap() {
        let grid = Grid::new(6, 6);
        let bits = BitGrid::new(grid).unwrap();
        let a1 = bit(grid.parse("a1").unwrap());
        // An orthogonally connected wall from the left edge to the bottom edge.
        let wall = set(grid, &["a3", "b3", "c3", "c2", "c1"]);
        let inside = bits.flood(a1, bits.all() & !wall);
        assert_eq!(inside, set(grid, &["a1", "a2", "b1", "b2"]));
        // Only diagonally connected: the flood slips through.
        let diagonal = set(grid, &["a3", "b2", "c1"]);
        let through = bits.flood(a1, bits.all() & !diagonal);
        assert_eq!(through, bits.all() & !diagonal);
    }

    #[test]
    fn cells_lists_each_member_once() {
        assert_eq!(cells(0).count(), 0);
        assert_eq!(cells(!0).count(), 64);
        assert_eq!(cells(0b1010).collect::<Vec<_>>(), vec![1, 3]);
    }
}
