//! Sliding along lines on a grid of at most 128 cells, with sets of cells
//! as one `u128` (bit `i` for cell `i`): what a checker sees along its
//! lines, found with a table of rays and one bit scan per line instead of a
//! walk from cell to cell. Mad Bishops (10x10) and Mad Rooks (8x8) fit.

use super::{bits, Grid, Square};

/// A set of cells, one bit per cell index.
pub type Cells = u128;

/// The set holding only `sq`.
pub const fn cell(sq: Square) -> Cells {
    1 << sq
}

/// The cells of a set, lowest index first: its two 64-cell halves.
pub fn cells_of(set: Cells) -> impl Iterator<Item = Square> {
    let high = (set >> 64) as u64;
    bits::cells(set as u64).chain(bits::cells(high).map(|sq| sq + 64))
}

/// The four lines of a grid through every cell, as rays: for each cell and
/// direction, the cells met walking that way to the edge.
#[derive(Clone, PartialEq, Eq)]
pub struct Lines {
    /// `rays[sq][d]`: the cells from `sq` (not included) to the edge along
    /// direction `d`.
    rays: Vec<[Cells; 4]>,
    /// Whether walking along direction `d` raises the cell index, so that
    /// the nearest cell of a ray is its lowest bit (else its highest).
    rising: [bool; 4],
    /// The direction opposite direction `d`.
    opposite: [usize; 4],
    /// How far a step along direction `d` moves a cell's index.
    steps: [u32; 4],
    /// How many times a fill doubles its stride to reach across the board.
    doublings: u32,
    /// The cells a step along direction `d` can land on: those not on the
    /// file a step would wrap round to, and on the board.
    landings: [Cells; 4],
}

impl std::fmt::Debug for Lines {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Lines({} cells)", self.rays.len())
    }
}

impl Lines {
    /// The rays of `grid` along the four `directions` (file step, rank
    /// step); `None` when the grid has more than 128 cells, a line of more
    /// than 16, or rows so long that a fill's stride passes 127 indices.
    pub fn new(grid: Grid, directions: &[(i8, i8); 4]) -> Option<Lines> {
        let longest = u32::from(grid.files.max(grid.ranks)) - 1;
        if grid.cell_count() > 128 || longest > 15 {
            return None;
        }
        let rays = (0..grid.cell_count() as Square)
            .map(|sq| {
                directions.map(|dir| {
                    let mut ray = 0;
                    let mut at = sq;
                    while let Some(next) = grid.step(at, dir) {
                        ray |= cell(next);
                        at = next;
                    }
                    ray
                })
            })
            .collect();
        let delta = |(df, dr): (i8, i8)| i16::from(dr) * i16::from(grid.files) + i16::from(df);
        let rising = directions.map(|dir| delta(dir) > 0);
        let steps = directions.map(|dir| u32::from(delta(dir).unsigned_abs()));
        let landings = directions.map(|(df, _)| {
            (0..grid.cell_count() as Square)
                .filter(|&sq| match df {
                    1 => grid.file(sq) != 0,
                    -1 => grid.file(sq) != grid.files - 1,
                    _ => true,
                })
                .fold(0, |set, sq| set | cell(sq))
        });
        let opposite = directions.map(|(df, dr)| {
            directions
                .iter()
                .position(|&other| other == (-df, -dr))
                .expect("the directions come in opposite pairs")
        });
        // Enough doublings that 1 + 2 + 4 + … reaches the longest line.
        let doublings = (u32::BITS - longest.leading_zeros()).clamp(3, 4);
        if steps
            .iter()
            .any(|&step| step << (doublings - 1) >= Cells::BITS)
        {
            return None; // a fill's longest stride would shift past the set
        }
        Some(Lines {
            rays,
            rising,
            opposite,
            doublings,
            steps,
            landings,
        })
    }

    /// The nearest of `set`'s cells along direction `d` from `sq`, if any.
    pub fn first(&self, sq: Square, d: usize, set: Cells) -> Option<Square> {
        let met = self.rays[sq as usize][d] & set;
        if met == 0 {
            None
        } else if self.rising[d] {
            Some(met.trailing_zeros() as Square)
        } else {
            Some((127 - met.leading_zeros()) as Square)
        }
    }

    /// What a checker on `sq` sees among `occupied` cells: along each line,
    /// the empty cells up to the first occupied one, and that one.
    pub fn sight(&self, sq: Square, occupied: Cells) -> Cells {
        let rays = &self.rays[sq as usize];
        let mut seen = 0;
        for (d, &ray) in rays.iter().enumerate() {
            let met = ray & occupied;
            seen |= if met == 0 {
                ray
            } else {
                let first = if self.rising[d] {
                    met.trailing_zeros()
                } else {
                    127 - met.leading_zeros()
                };
                ray & !self.rays[first as usize][d]
            };
        }
        seen
    }

    /// The direction opposite direction `d`.
    pub fn opposite(&self, d: usize) -> usize {
        self.opposite[d]
    }

    /// Every cell seen along direction `d` by at least one checker of
    /// `from` among `occupied`. All of them slide at once over empty cells,
    /// in steps of 1, 2, 4 and so on (a Kogge-Stone fill).
    ///
    /// The strides of the Mad boards (1 and 8 squares on 8x8, 9 and 11 on
    /// 10x10 diagonals) are constants here: WebAssembly has no 128-bit
    /// shift, and a shift by a variable amount is a call to a library
    /// routine, which made the browser's search slower than before sets.
    #[inline(always)]
    pub fn sight_along(&self, d: usize, from: Cells, occupied: Cells) -> Cells {
        let open = !occupied & self.landings[d];
        let seen = match (self.rising[d], self.steps[d], self.doublings) {
            (true, 1, 3) => fill::<true, 1, 3>(from, open),
            (false, 1, 3) => fill::<false, 1, 3>(from, open),
            (true, 8, 3) => fill::<true, 8, 3>(from, open),
            (false, 8, 3) => fill::<false, 8, 3>(from, open),
            (true, 9, 4) => fill::<true, 9, 4>(from, open),
            (false, 9, 4) => fill::<false, 9, 4>(from, open),
            (true, 11, 4) => fill::<true, 11, 4>(from, open),
            (false, 11, 4) => fill::<false, 11, 4>(from, open),
            (up, step, doublings) => fill_any(from, open, up, step, doublings),
        };
        seen & self.landings[d]
    }

    /// Every cell seen by at least one checker of `from` among `occupied`.
    #[inline]
    pub fn sight_of_all(&self, from: Cells, occupied: Cells) -> Cells {
        (0..4).fold(0, |seen, d| seen | self.sight_along(d, from, occupied))
    }
}

/// Every cell one step beyond `from` or beyond a cell reached from it by
/// steps of `step` indices (up when `up`) over `open` cells, doubling the
/// stride `doublings` times: 3 reach 7 steps away, 4 reach 15.
#[inline(always)]
fn fill_any(from: Cells, mut open: Cells, up: bool, step: u32, doublings: u32) -> Cells {
    let shift = |set: Cells, by: u32| if up { set << by } else { set >> by };
    let mut reached = from;
    for k in 0..doublings {
        let by = step << k;
        reached |= open & shift(reached, by);
        open &= shift(open, by);
    }
    shift(reached, step)
}

/// [`fill_any`] with constant parameters, so that once inlined the loop
/// unrolls and every shift is by a constant.
#[inline(always)]
fn fill<const UP: bool, const STEP: u32, const DOUBLINGS: u32>(from: Cells, open: Cells) -> Cells {
    fill_any(from, open, UP, STEP, DOUBLINGS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::grid::{DIAGONAL, ORTHOGONAL};

    /// The sight of a cell found by walking, to check the table against.
    fn walked_sight(grid: Grid, dirs: &[(i8, i8); 4], sq: Square, occupied: Cells) -> Cells {
        let mut seen = 0;
        for &dir in dirs {
            let mut at = sq;
            while let Some(next) = grid.step(at, dir) {
                seen |= cell(next);
                if occupied & cell(next) != 0 {
                    break;
                }
                at = next;
            }
        }
        seen
    }

    #[test]
    fn sight_agrees_with_walking_on_random_boards() {
        let mut rng = crate::rng::Rng::new(7);
        for (grid, dirs) in [
            (Grid::new(10, 10), &DIAGONAL),
            (Grid::new(8, 8), &ORTHOGONAL),
            (Grid::new(6, 6), &DIAGONAL),
            (Grid::new(12, 10), &DIAGONAL),
            (Grid::new(5, 9), &ORTHOGONAL),
        ] {
            let lines = Lines::new(grid, dirs).unwrap();
            for _ in 0..200 {
                let occupied = cells_of(u128::MAX)
                    .take(grid.cell_count())
                    .filter(|_| rng.below(3) == 0)
                    .fold(0, |set, sq| set | cell(sq));
                let checkers = occupied & ((rng.next_u64() as u128) << 64 | rng.next_u64() as u128);
                assert_eq!(
                    lines.sight_of_all(checkers, occupied),
                    cells_of(checkers)
                        .fold(0, |seen, sq| seen | walked_sight(grid, dirs, sq, occupied)),
                    "{grid:?} {checkers:#x} {occupied:#x}"
                );
                for sq in 0..grid.cell_count() as Square {
                    assert_eq!(
                        lines.sight(sq, occupied),
                        walked_sight(grid, dirs, sq, occupied),
                        "{grid:?} {sq} {occupied:#x}"
                    );
                }
            }
        }
    }

    #[test]
    fn first_is_the_nearest_cell_either_way() {
        let grid = Grid::new(8, 8);
        let lines = Lines::new(grid, &ORTHOGONAL).unwrap();
        let d4 = grid.parse("d4").unwrap();
        let set = cell(grid.parse("d6").unwrap())
            | cell(grid.parse("d8").unwrap())
            | cell(grid.parse("d2").unwrap())
            | cell(grid.parse("d1").unwrap());
        // ORTHOGONAL: right, left, up, down.
        assert_eq!(lines.first(d4, 2, set), grid.parse("d6"));
        assert_eq!(lines.first(d4, 3, set), grid.parse("d2"));
        assert_eq!(lines.first(d4, 0, set), None);
    }

    #[test]
    fn grids_too_big_for_one_set_are_refused() {
        assert!(Lines::new(Grid::new(12, 12), &ORTHOGONAL).is_none());
        assert!(Lines::new(Grid::new(17, 2), &ORTHOGONAL).is_none());
        assert!(Lines::new(Grid::new(16, 8), &ORTHOGONAL).is_none());
        assert!(Lines::new(Grid::new(12, 10), &DIAGONAL).is_some());
    }
}
