//! The hexagon of 61 cells (side 5) named as in the Cross-Hairs rule text:
//! rows 1-9 from top to bottom, letters `a`-`q` indexing doubled-width
//! columns (a = 0 … q = 16). Row r holds the letter indices |5-r|,
//! |5-r|+2, …, 16-|5-r|. Cells are numbered row by row, left to right.

use super::Square;
use std::sync::OnceLock;

/// The 61-cell hexagon. A unit type: there is one such board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HexBoard;

/// The six directions as (column step, row step): along a row by two
/// columns, and the two diagonals. Opposites sit side by side, so axis `a`
/// runs along directions `2a` and `2a + 1`.
pub const DIRECTIONS: [(i8, i8); 6] = [(2, 0), (-2, 0), (1, 1), (-1, -1), (1, -1), (-1, 1)];

/// The edge cells in order round the board, clockwise from the top-left
/// corner: the perimeter ring.
pub const PERIMETER: [&str; 24] = [
    "e1", "g1", "i1", "k1", "m1", "n2", "o3", "p4", "q5", "p6", "o7", "n8", "m9", "k9", "i9", "g9",
    "e9", "d8", "c7", "b6", "a5", "b4", "c3", "d2",
];

pub const CELLS: usize = 61;

/// Every cell of the board as a set (bit `n` for cell `n`).
pub const ALL_CELLS: u64 = (1 << CELLS) - 1;

/// Every cell of the perimeter ring as ring bits (see
/// [`HexBoard::rim_bits`]).
const WHOLE_RING: u32 = (1 << 24) - 1;

/// Ring bits turned so that the perimeter's `start`-th cell is bit 0.
fn turned_to(ring: u32, start: usize) -> u32 {
    let ring = ring & WHOLE_RING;
    ((ring >> start) | (ring << (24 - start))) & WHOLE_RING
}

/// Ring bits turned by [`turned_to`] turned back.
fn turned_from(ring: u32, start: usize) -> u32 {
    turned_to(ring, (24 - start) % 24)
}

const ROWS: u8 = 9;
const NONE: u8 = u8::MAX;

/// Geometry worked out once: the engines ask it in their inner loops.
struct Tables {
    /// The cell at (letter index, row); rows 0 and 10 stay empty.
    cell_at: [[u8; 11]; 17],
    coords: [(i8, i8); CELLS],
    /// Each cell's neighbours in `DIRECTIONS` order, `NONE` off the board.
    neighbours: [[u8; 6]; CELLS],
    /// Each cell's rays in `DIRECTIONS` order, as sets of cells (bit `n`
    /// for cell `n`).
    rays: [[u64; 6]; CELLS],
    /// Each cell's neighbours as a set.
    neighbour_sets: [u64; CELLS],
    perimeter: [Square; 24],
    perimeter_index: [u8; CELLS],
    /// Per byte of a set of cells and each value it takes, the ring bits
    /// of its edge cells: [`HexBoard::rim_bits`] in eight lookups, as the
    /// search's horizon asks for it on every position.
    rim_by_byte: [[u32; 256]; 8],
}

fn tables() -> &'static Tables {
    static TABLES: OnceLock<Tables> = OnceLock::new();
    TABLES.get_or_init(|| {
        let mut t = Tables {
            cell_at: [[NONE; 11]; 17],
            coords: [(0, 0); CELLS],
            neighbours: [[NONE; 6]; CELLS],
            rays: [[0; 6]; CELLS],
            neighbour_sets: [0; CELLS],
            perimeter: [0; 24],
            perimeter_index: [NONE; CELLS],
            rim_by_byte: [[0; 256]; 8],
        };
        let mut sq = 0;
        for r in 1..=ROWS {
            let start = (5i8 - r as i8).unsigned_abs();
            for i in 0..9 - start {
                let x = start + 2 * i;
                t.cell_at[x as usize][r as usize] = sq;
                t.coords[sq as usize] = (x as i8, r as i8);
                sq += 1;
            }
        }
        for cell in 0..CELLS {
            let (x, r) = t.coords[cell];
            for (i, (dx, dr)) in DIRECTIONS.iter().enumerate() {
                let (nx, nr) = (x + dx, r + dr);
                if (0..17).contains(&nx) && (0..11).contains(&nr) {
                    t.neighbours[cell][i] = t.cell_at[nx as usize][nr as usize];
                }
            }
        }
        for cell in 0..CELLS {
            for direction in 0..DIRECTIONS.len() {
                let next = t.neighbours[cell][direction];
                if next != NONE {
                    t.neighbour_sets[cell] |= 1 << next;
                }
                let mut at = next;
                while at != NONE {
                    t.rays[cell][direction] |= 1 << at;
                    at = t.neighbours[at as usize][direction];
                }
            }
        }
        for (i, name) in PERIMETER.iter().enumerate() {
            let bytes = name.as_bytes();
            let cell = t.cell_at[(bytes[0] - b'a') as usize][(bytes[1] - b'0') as usize];
            t.perimeter[i] = cell;
            t.perimeter_index[cell as usize] = i as u8;
        }
        for (byte, rims) in t.rim_by_byte.iter_mut().enumerate() {
            for (value, rim) in rims.iter_mut().enumerate() {
                for bit in 0..8 {
                    let cell = 8 * byte + bit;
                    if value >> bit & 1 == 1 && cell < CELLS && t.perimeter_index[cell] != NONE {
                        *rim |= 1 << t.perimeter_index[cell];
                    }
                }
            }
        }
        t
    })
}

impl HexBoard {
    /// The cell at letter index `x` and row `r`, if the board has one.
    pub fn at(self, x: i8, r: i8) -> Option<Square> {
        if !(0..17).contains(&x) || !(0..11).contains(&r) {
            return None;
        }
        let cell = tables().cell_at[x as usize][r as usize];
        (cell != NONE).then_some(cell)
    }

    /// The letter index and row of a cell.
    pub fn coords(self, sq: Square) -> (i8, i8) {
        tables().coords[sq as usize]
    }

    /// The cells from `sq` (not included) along `DIRECTIONS[direction]` to
    /// the board's end, by the table of neighbours.
    pub fn ray(self, sq: Square, direction: usize) -> impl Iterator<Item = Square> {
        let neighbours = &tables().neighbours;
        let mut at = sq;
        std::iter::from_fn(move || {
            let next = neighbours[at as usize][direction];
            (next != NONE).then(|| {
                at = next;
                next
            })
        })
    }

    /// The cells of [`HexBoard::ray`] as a set: bit `n` for cell `n`.
    pub fn ray_set(self, sq: Square, direction: usize) -> u64 {
        tables().rays[sq as usize][direction]
    }

    /// The first cell of `set` along the ray from `sq` in `direction`, if
    /// any. Cells are numbered row by row, so every direction climbs or
    /// falls in number all along: the first is the lowest or the highest.
    pub fn first_along(self, sq: Square, direction: usize, set: u64) -> Option<Square> {
        let on_ray = set & self.ray_set(sq, direction);
        if on_ray == 0 {
            return None;
        }
        let (dx, dr) = DIRECTIONS[direction];
        let climbs = dr > 0 || (dr == 0 && dx > 0);
        Some(if climbs {
            on_ray.trailing_zeros() as Square
        } else {
            63 - on_ray.leading_zeros() as Square
        })
    }

    pub fn neighbours(self, sq: Square) -> impl Iterator<Item = Square> {
        tables().neighbours[sq as usize]
            .into_iter()
            .filter(|&n| n != NONE)
    }

    /// The cell's neighbours as a set (bit `n` for cell `n`).
    pub fn neighbour_set(self, sq: Square) -> u64 {
        tables().neighbour_sets[sq as usize]
    }

    /// Whether the cell is on the edge (fewer than six neighbours).
    pub fn is_edge(self, sq: Square) -> bool {
        self.perimeter_index(sq).is_some()
    }

    pub fn name(self, sq: Square) -> String {
        let (x, r) = self.coords(sq);
        format!("{}{}", (b'a' + x as u8) as char, r)
    }

    pub fn parse(self, text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let letter = chars.next()?;
        let digits = chars.as_str();
        if !letter.is_ascii_lowercase() || digits.len() != 1 {
            return None;
        }
        let r = digits.parse::<i8>().ok()?;
        self.at(letter as i8 - b'a' as i8, r)
    }

    /// The perimeter ring as cells, in order.
    pub fn perimeter(self) -> &'static [Square; 24] {
        &tables().perimeter
    }

    /// The cell's place in the perimeter ring, if it is an edge cell.
    pub fn perimeter_index(self, sq: Square) -> Option<usize> {
        let i = tables().perimeter_index[sq as usize];
        (i != NONE).then_some(i as usize)
    }

    /// The other 23 edge cells in order round the perimeter ring from the
    /// edge cell `sq`, clockwise or not; none if `sq` is not on the edge.
    pub fn round_rim(self, sq: Square, clockwise: bool) -> impl Iterator<Item = Square> {
        let ring = self.perimeter();
        let step = if clockwise { 1 } else { 23 };
        self.perimeter_index(sq)
            .into_iter()
            .flat_map(move |start| (1..24).map(move |k| ring[(start + step * k) % 24]))
    }

    /// The edge cells of `set` (bit `n` for cell `n`) as a ring of 24 bits,
    /// bit `k` for the perimeter's `k`-th cell.
    pub fn rim_bits(self, set: u64) -> u32 {
        let by_byte = &tables().rim_by_byte;
        set.to_le_bytes()
            .iter()
            .zip(by_byte)
            .fold(0, |ring, (&value, rims)| ring | rims[usize::from(value)])
    }

    /// The place in the perimeter of the first cell of `ring` (see
    /// [`HexBoard::rim_bits`]) met going round the rim from its `start`-th
    /// cell, as [`HexBoard::round_rim`] goes; the start itself is not met.
    /// Bits above the 24th are ignored.
    pub fn first_round_rim(self, start: usize, clockwise: bool, ring: u32) -> Option<usize> {
        let turned = turned_to(ring, start) & !1;
        if turned == 0 {
            return None;
        }
        let offset = if clockwise {
            turned.trailing_zeros()
        } else {
            31 - turned.leading_zeros()
        };
        Some((start + offset as usize) % 24)
    }

    /// The cells of the ray from `sq` in `direction` before the first cell
    /// of `stop` (all of it if none), as a set.
    pub fn ray_until(self, sq: Square, direction: usize, stop: u64) -> u64 {
        let ray = self.ray_set(sq, direction);
        match self.first_along(sq, direction, stop) {
            None => ray,
            Some(at) => ray & !(1 << at | self.ray_set(at, direction)),
        }
    }

    /// The cells round the rim from the perimeter's `start`-th cell before
    /// the first cell of the ring `stop` (all 23 others if none), as ring
    /// bits (see [`HexBoard::rim_bits`]); the start is not included.
    pub fn rim_until(self, start: usize, clockwise: bool, stop: u32) -> u32 {
        let passed = match self.first_round_rim(start, clockwise, stop) {
            None => WHOLE_RING & !1,
            Some(at) => {
                // In offsets from the start: 1..k clockwise, k+1..24 the
                // other way.
                let k = (at + 24 - start) % 24;
                if clockwise {
                    ((1 << k) - 1) & !1
                } else {
                    WHOLE_RING & !((1 << (k + 1)) - 1)
                }
            }
        };
        turned_from(passed, start)
    }

    /// Ring bits (see [`HexBoard::rim_bits`]) turned so that bit `k` is
    /// the `k`-th cell clockwise from the perimeter's `start`-th cell (bit
    /// 0 the start itself, bit `24 - k` the `k`-th the other way), as
    /// [`HexBoard::round_rim`] goes: distances round the rim.
    pub fn rim_offsets(self, ring: u32, start: usize) -> u32 {
        turned_to(ring, start)
    }

    /// The cells of ring bits (see [`HexBoard::rim_bits`]) as a set of cells.
    pub fn rim_cells(self, mut ring: u32) -> u64 {
        let mut set = 0;
        while ring != 0 {
            set |= 1 << self.perimeter()[ring.trailing_zeros() as usize];
            ring &= ring - 1;
        }
        set
    }

    /// The row lengths, top row first.
    pub fn rows(self) -> impl Iterator<Item = u8> {
        (1..=ROWS).map(|r| 9 - (5i8 - r as i8).unsigned_abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_one_cells_named_as_the_rule_text_names_them() {
        let b = HexBoard;
        assert_eq!(b.rows().map(|n| n as usize).sum::<usize>(), CELLS);
        for sq in 0..CELLS as Square {
            assert_eq!(b.parse(&b.name(sq)), Some(sq));
        }
        let row1: Vec<String> = (0..5).map(|sq| b.name(sq)).collect();
        assert_eq!(row1, ["e1", "g1", "i1", "k1", "m1"]);
        assert_eq!(b.name(b.at(0, 5).unwrap()), "a5");
        assert_eq!(b.name(b.at(16, 5).unwrap()), "q5");
        for bad in ["f1", "a1", "i6", "r5", "e0", "e10", "", "5e"] {
            assert_eq!(b.parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_edge_is_the_perimeter_ring_of_24_cells_with_6_corners() {
        let b = HexBoard;
        let edge: Vec<Square> = (0..CELLS as Square)
            .filter(|&sq| b.neighbours(sq).count() < 6)
            .collect();
        assert!(edge.iter().all(|&sq| b.is_edge(sq)));
        assert_eq!(edge.len(), 24);
        let ring = b.perimeter();
        for sq in &edge {
            assert!(ring.contains(sq));
        }
        // Each cell of the ring touches the next one.
        for i in 0..24 {
            let next = ring[(i + 1) % 24];
            assert!(
                b.neighbours(ring[i]).any(|n| n == next),
                "{}",
                b.name(ring[i])
            );
        }
        let corners: Vec<String> = (0..CELLS as Square)
            .filter(|&sq| b.neighbours(sq).count() == 3)
            .map(|sq| b.name(sq))
            .collect();
        assert_eq!(corners, ["e1", "m1", "a5", "q5", "e9", "m9"]);
    }

    #[test]
    fn rays_run_to_the_board_end_and_the_rim_runs_round_it() {
        let b = HexBoard;
        let names = |cells: &mut dyn Iterator<Item = Square>| -> Vec<String> {
            cells.map(|sq| b.name(sq)).collect()
        };
        let i5 = b.parse("i5").unwrap();
        assert_eq!(names(&mut b.ray(i5, 0)), ["k5", "m5", "o5", "q5"]);
        assert_eq!(names(&mut b.ray(i5, 3)), ["h4", "g3", "f2", "e1"]);
        // Every ray is the direction's steps by coordinates.
        for sq in 0..CELLS as Square {
            for (d, (dx, dr)) in DIRECTIONS.iter().enumerate() {
                let (mut x, mut r) = b.coords(sq);
                let mut expected = Vec::new();
                while let Some(next) = b.at(x + dx, r + dr) {
                    expected.push(next);
                    (x, r) = (x + dx, r + dr);
                }
                assert_eq!(b.ray(sq, d).collect::<Vec<_>>(), expected);
            }
        }
        let a5 = b.parse("a5").unwrap();
        let clockwise = names(&mut b.round_rim(a5, true));
        assert_eq!(clockwise.len(), 23);
        assert_eq!(clockwise[..3], ["b4", "c3", "d2"]);
        assert_eq!(names(&mut b.round_rim(a5, false))[..2], ["b6", "c7"]);
        assert_eq!(b.round_rim(i5, true).count(), 0, "i5 is not on the edge");
    }

    #[test]
    fn sets_along_a_ray_or_the_rim_agree_with_walking_it() {
        let b = HexBoard;
        let as_set =
            |cells: &mut dyn Iterator<Item = Square>| -> u64 { cells.map(|c| 1u64 << c).sum() };
        let mut rng = crate::rng::Rng::new(5);
        for _ in 0..200 {
            // A random set of cells, about a quarter of the board.
            let set = rng.next_u64() & rng.next_u64() & ALL_CELLS;
            let outside = |c: &Square| set >> c & 1 == 0;
            for sq in 0..CELLS as Square {
                assert_eq!(b.neighbour_set(sq), as_set(&mut b.neighbours(sq)));
                for d in 0..DIRECTIONS.len() {
                    assert_eq!(b.ray_set(sq, d), as_set(&mut b.ray(sq, d)));
                    let walked = b.ray(sq, d).find(|c| !outside(c));
                    assert_eq!(b.first_along(sq, d, set), walked);
                    let before = as_set(&mut b.ray(sq, d).take_while(outside));
                    assert_eq!(b.ray_until(sq, d, set), before);
                }
                let Some(start) = b.perimeter_index(sq) else {
                    continue;
                };
                let ring = b.rim_bits(set);
                assert_eq!(b.rim_cells(ring), set & b.rim_cells(WHOLE_RING));
                for clockwise in [true, false] {
                    let walked = b.round_rim(sq, clockwise).find(|c| !outside(c));
                    let found = b.first_round_rim(start, clockwise, ring);
                    assert_eq!(found.map(|k| b.perimeter()[k]), walked);
                    let high_bits = b.first_round_rim(start, clockwise, ring | 0xff00_0000);
                    assert_eq!(high_bits, found, "bits above the ring are ignored");
                    let before = as_set(&mut b.round_rim(sq, clockwise).take_while(outside));
                    let until = b.rim_until(start, clockwise, ring);
                    assert_eq!(b.rim_cells(until), before);
                }
            }
        }
    }
}
