//! Rectangular boards of square cells: files `a`, `b`, … left to right,
//! ranks `1`, `2`, … bottom to top, `a1` dark.

use super::Square;

/// A rectangular board. Cell index = rank × files + file, both from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    pub files: u8,
    pub ranks: u8,
}

/// The four orthogonal directions as (file step, rank step).
pub const ORTHOGONAL: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
/// The four diagonal directions as (file step, rank step).
pub const DIAGONAL: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

impl Grid {
    pub const fn new(files: u8, ranks: u8) -> Grid {
        Grid { files, ranks }
    }

    pub fn cell_count(self) -> usize {
        self.files as usize * self.ranks as usize
    }

    /// The square at `file`, `rank` (both from 0).
    pub fn square(self, file: u8, rank: u8) -> Square {
        rank * self.files + file
    }

    pub fn file(self, sq: Square) -> u8 {
        sq % self.files
    }

    pub fn rank(self, sq: Square) -> u8 {
        sq / self.files
    }

    /// Dark squares are those of `a1`'s colour.
    pub fn is_dark(self, sq: Square) -> bool {
        (self.file(sq) + self.rank(sq)).is_multiple_of(2)
    }

    /// The neighbour of `sq` one step in direction `dir`, if on the board.
    pub fn step(self, sq: Square, dir: (i8, i8)) -> Option<Square> {
        let f = self.file(sq) as i8 + dir.0;
        let r = self.rank(sq) as i8 + dir.1;
        if f < 0 || r < 0 || f >= self.files as i8 || r >= self.ranks as i8 {
            None
        } else {
            Some(self.square(f as u8, r as u8))
        }
    }

    pub fn name(self, sq: Square) -> String {
        format!("{}{}", (b'a' + self.file(sq)) as char, self.rank(sq) + 1)
    }

    /// Parses a name such as `c3` or `j10`; `None` off the board or malformed.
    pub fn parse(self, text: &str) -> Option<Square> {
        let mut chars = text.chars();
        let letter = chars.next()?;
        if !letter.is_ascii_lowercase() {
            return None;
        }
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        if digits.starts_with('0') {
            return None;
        }
        let file = letter as u8 - b'a';
        let rank: u8 = digits.parse().ok()?;
        if file >= self.files || rank == 0 || rank > self.ranks {
            return None;
        }
        Some(self.square(file, rank - 1))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_on_every_square() {
        for g in [Grid::new(8, 8), Grid::new(10, 10), Grid::new(4, 8)] {
            for sq in 0..g.cell_count() as Square {
                assert_eq!(g.parse(&g.name(sq)), Some(sq));
            }
        }
    }

    #[test]
    fn a1_is_dark_and_bottom_left() {
        let g = Grid::new(10, 10);
        assert_eq!(g.parse("a1"), Some(0));
        assert!(g.is_dark(0));
        assert_eq!(g.parse("j10"), Some(99));
        assert!(!g.is_dark(g.parse("b1").unwrap()));
    }

    #[test]
    fn malformed_names_are_refused() {
        let g = Grid::new(8, 8);
        for bad in [
            "", "a", "a0", "a9", "i1", "A1", "a01", "1a", "a1x", "é1", "a-1",
        ] {
            assert_eq!(g.parse(bad), None, "{bad}");
        }
    }
}
