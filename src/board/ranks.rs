//! Board text for square grids, rank by rank: the ranks from the top down,
//! separated by `/`, each written left to right with one letter a piece and
//! a number for a run of empty squares; then `:` and the player to move.
//! Games choose their letters; this module reads and writes the layout.

use super::{Grid, Square};
use crate::game::Player;

/// Splits `text` into the board and the player to move (1 to `players`).
pub fn split_player(text: &str, players: u8) -> Result<(&str, Player), String> {
    let (board, mover) = text.split_once(':').ok_or_else(|| {
        format!("a position is the board, ':', then the player to move (1 to {players})")
    })?;
    match mover.parse::<u8>() {
        Ok(p) if (1..=players).contains(&p) && !mover.starts_with('0') => Ok((board, p)),
        _ => Err(format!(
            "the player to move must be a number from 1 to {players}, not '{mover}'"
        )),
    }
}

/// Reads a board. `piece` turns a letter into a non-zero code; the answer
/// has one code per cell (0 for empty), by cell index. `letters` names the
/// accepted letters for the error message.
pub fn read(
    grid: Grid,
    board: &str,
    piece: impl Fn(char) -> Option<u8>,
    letters: &str,
) -> Result<Vec<u8>, String> {
    let rows: Vec<&str> = board.split('/').collect();
    if rows.len() != grid.ranks as usize {
        return Err(format!(
            "the board has {} ranks separated by '/', not {}",
            grid.ranks,
            rows.len()
        ));
    }
    let mut cells = vec![0; grid.cell_count()];
    for (i, row) in rows.iter().enumerate() {
        let rank = grid.ranks - 1 - i as u8;
        let mut file: usize = 0;
        let mut run = String::new();
        let flush = |run: &mut String, file: &mut usize| -> Result<(), String> {
            if !run.is_empty() {
                let n: usize = run.parse().unwrap_or(usize::MAX);
                if n == 0 || n > grid.files as usize {
                    return Err(format!(
                        "rank {}: '{run}' is not a number of empty squares from 1 to {}",
                        rank + 1,
                        grid.files
                    ));
                }
                *file += n;
                run.clear();
            }
            Ok(())
        };
        for ch in row.chars() {
            if ch.is_ascii_digit() {
                run.push(ch);
                continue;
            }
            flush(&mut run, &mut file)?;
            let Some(code) = piece(ch) else {
                return Err(format!(
                    "rank {}: '{ch}' is not a piece; use {letters} or a number of empty squares",
                    rank + 1
                ));
            };
            if file >= grid.files as usize {
                return Err(format!(
                    "rank {} has more than {} squares",
                    rank + 1,
                    grid.files
                ));
            }
            cells[grid.square(file as u8, rank) as usize] = code;
            file += 1;
        }
        flush(&mut run, &mut file)?;
        if file != grid.files as usize {
            return Err(format!(
                "rank {} has {} squares, not {}",
                rank + 1,
                file,
                grid.files
            ));
        }
    }
    Ok(cells)
}

/// Writes a board and the player to move; `piece` gives the letter on a
/// cell, `None` when it is empty.
pub fn write(grid: Grid, piece: impl Fn(Square) -> Option<char>, to_move: Player) -> String {
    let mut text = String::new();
    for rank in (0..grid.ranks).rev() {
        let mut empty = 0;
        for file in 0..grid.files {
            match piece(grid.square(file, rank)) {
                None => empty += 1,
                Some(letter) => {
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text.push(letter);
                }
            }
        }
        if empty > 0 {
            text += &empty.to_string();
        }
        if rank > 0 {
            text.push('/');
        }
    }
    text.push(':');
    text += &to_move.to_string();
    text
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
