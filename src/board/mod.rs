//! Board geometry shared by the games: how cells are named, where they are
//! drawn, and how to walk from one to the next.

pub mod bits;
pub mod grid;
pub mod hex;
pub mod lines;
pub mod ranks;

pub use grid::Grid;
pub use hex::HexBoard;

/// A cell of a board, as an index into the board's cells.
pub type Square = u8;

/// The shape of a board, as the renderer and the notation need it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A rectangle of square cells.
    Grid(Grid),
    /// The 61-cell hexagon of Cross-Hairs.
    Hex(HexBoard),
}

impl Shape {
    /// How many cells the board has; cells are numbered `0..cell_count()`.
    pub fn cell_count(self) -> usize {
        match self {
            Shape::Grid(g) => g.cell_count(),
            Shape::Hex(_) => hex::CELLS,
        }
    }

    /// The cell's name in notation, such as `c3`.
    pub fn name(self, sq: Square) -> String {
        match self {
            Shape::Grid(g) => g.name(sq),
            Shape::Hex(h) => h.name(sq),
        }
    }

    /// The cell named `text`, if the board has one.
    pub fn parse(self, text: &str) -> Option<Square> {
        match self {
            Shape::Grid(g) => g.parse(text),
            Shape::Hex(h) => h.parse(text),
        }
    }
}
