//! Board text, line by line: the lines (ranks, rows) from the top down,
//! separated by `/`, each written left to right with one letter a piece and
//! a number for a run of empty cells. Square grids add `:` and the player to
//! move. Games choose their letters; this module reads and writes the layout.

use super::{Grid, Square};
use crate::game::Player;
use crate::limits;

/// Reads the player to move (1 to `players`).
pub fn player(text: &str, players: u8) -> Result<Player, String> {
    match text.parse::<u8>() {
        Ok(p) if (1..=players).contains(&p) && !text.starts_with('0') => Ok(p),
        _ => Err(format!(
            "the player to move must be a number from 1 to {players}, not '{}'",
            limits::excerpt(text)
        )),
    }
}

/// Splits `text` into the board and the player to move (1 to `players`).
pub fn split_player(text: &str, players: u8) -> Result<(&str, Player), String> {
    let (board, mover) = text.split_once(':').ok_or_else(|| {
        format!("a position is the board, ':', then the player to move (1 to {players})")
    })?;
    Ok((board, player(mover, players)?))
}

/// The shape of a board's text: how many cells each line has, top line
/// first, and what lines and cells are called in messages.
pub struct Lines<'a> {
    pub lengths: &'a [u8],
    /// Each line's number as people know it (rank 8 first, or row 1 first).
    pub number: &'a dyn Fn(usize) -> usize,
    /// "rank" or "row".
    pub line: &'a str,
    /// "square" or "cell".
    pub cell: &'a str,
}

/// Reads a board laid out as `lines` says. `piece` turns a letter into a
/// non-zero code; the answer has one code per cell (0 for empty), line by
/// line from the top, each left to right. `letters` names the accepted
/// letters for the error message.
pub fn read_lines(
    lines: &Lines,
    board: &str,
    piece: impl Fn(char) -> Option<u8>,
    letters: &str,
) -> Result<Vec<u8>, String> {
    let Lines { line, cell, .. } = *lines;
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != lines.lengths.len() {
        return Err(format!(
            "the board has {} {line}s separated by '/', not {}",
            lines.lengths.len(),
            rows.len()
        ));
    }
    let mut cells = Vec::new();
    for (i, (row, &len)) in rows.iter().zip(lines.lengths).enumerate() {
        let number = (lines.number)(i);
        let len = len as usize;
        let start = cells.len();
        let mut run = String::new();
        let flush = |run: &mut String, cells: &mut Vec<u8>| -> Result<(), String> {
            if !run.is_empty() {
                let n: usize = run.parse().unwrap_or(usize::MAX);
                if n == 0 || n > len {
                    return Err(format!(
                        "{line} {number}: '{}' is not a number of empty {cell}s from 1 to {len}",
                        limits::excerpt(run)
                    ));
                }
                cells.resize(cells.len() + n, 0);
                run.clear();
            }
            Ok(())
        };
        for ch in row.chars() {
            if ch.is_ascii_digit() {
                run.push(ch);
                continue;
            }
            flush(&mut run, &mut cells)?;
            let Some(code) = piece(ch) else {
                return Err(format!(
                    "{line} {number}: '{ch}' is not a piece; use {letters} or a number of empty {cell}s"
                ));
            };
            if cells.len() - start >= len {
                return Err(format!("{line} {number} has more than {len} {cell}s"));
            }
            cells.push(code);
        }
        flush(&mut run, &mut cells)?;
        if cells.len() - start != len {
            return Err(format!(
                "{line} {number} has {} {cell}s, not {len}",
                cells.len() - start
            ));
        }
    }
    Ok(cells)
}

/// Writes a board line by line: each line is its cells' letters left to
/// right, `None` for an empty cell.
pub fn write_lines<L, C>(lines: L) -> String
where
    L: IntoIterator<Item = C>,
    C: IntoIterator<Item = Option<char>>,
{
    let mut rows = Vec::new();
    for line in lines {
        let mut row = String::new();
        let mut empty = 0;
        for letter in line {
            match letter {
                None => empty += 1,
                Some(letter) => {
                    if empty > 0 {
                        row += &empty.to_string();
                        empty = 0;
                    }
                    row.push(letter);
                }
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    rows.join("/")
}

/// Reads a square grid's board (see `read_lines`); the answer is by cell
/// index.
pub fn read(
    grid: Grid,
    board: &str,
    piece: impl Fn(char) -> Option<u8>,
    letters: &str,
) -> Result<Vec<u8>, String> {
    let lengths = vec![grid.files; grid.ranks as usize];
    let ranks = grid.ranks as usize;
    let lines = Lines {
        lengths: &lengths,
        number: &|i| ranks - i,
        line: "rank",
        cell: "square",
    };
    let by_line = read_lines(&lines, board, piece, letters)?;
    let mut cells = vec![0; grid.cell_count()];
    for (i, &code) in by_line.iter().enumerate() {
        let rank = grid.ranks - 1 - (i / grid.files as usize) as u8;
        cells[grid.square((i % grid.files as usize) as u8, rank) as usize] = code;
    }
    Ok(cells)
}

/// Writes a square grid's board and the player to move; `piece` gives the
/// letter on a cell, `None` when it is empty.
pub fn write(grid: Grid, piece: impl Fn(Square) -> Option<char>, to_move: Player) -> String {
    let lines = (0..grid.ranks)
        .rev()
        .map(|rank| (0..grid.files).map(move |file| grid.square(file, rank)))
        .map(|line| line.map(&piece).collect::<Vec<_>>());
    format!("{}:{to_move}", write_lines(lines))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letter(ch: char) -> Option<u8> {
        "xyz".find(ch).map(|i| i as u8 + 1)
    }

    #[test]
    fn a_board_reads_back_as_written() {
        let grid = Grid::new(4, 3);
        let text = "x2y/4/1zz1:2";
        let (board, mover) = split_player(text, 2).unwrap();
        let cells = read(grid, board, letter, "x, y, z").unwrap();
        assert_eq!(mover, 2);
        assert_eq!(cells[grid.square(0, 2) as usize], 1);
        assert_eq!(cells[grid.square(3, 2) as usize], 2);
        assert_eq!(cells[grid.square(1, 0) as usize], 3);
        let again = write(
            grid,
            |sq| (cells[sq as usize] != 0).then(|| b"xyz"[cells[sq as usize] as usize - 1] as char),
            2,
        );
        assert_eq!(again, text);
    }

    #[test]
    fn malformed_boards_say_what_is_wrong() {
        let grid = Grid::new(4, 3);
        let bad = [
            ("x2y/4/1zz1", "':'"),
            ("x2y/4/1zz1:3", "from 1 to 2"),
            ("x2y/4/1zz1:01", "from 1 to 2"),
            ("x2y/4:1", "3 ranks"),
            ("x2y/5/1zz1:1", "from 1 to 4"),
            ("x2y/0/1zz1:1", "from 1 to 4"),
            ("x2y/4/1zq1:1", "'q' is not a piece"),
            ("x2y/4/zzzzz:1", "more than 4"),
            ("x2y/4/1zzz1:1", "5 squares, not 4"),
            ("x2y/3/1zz1:1", "3 squares, not 4"),
            ("x2y/99999999999999999999/1zz1:1", "from 1 to 4"),
        ];
        for (text, expected) in bad {
            let result = split_player(text, 2).and_then(|(b, _)| read(grid, b, letter, "x, y, z"));
            let err = result.expect_err(text);
            assert!(err.contains(expected), "{text}: {err}");
        }
    }
}
