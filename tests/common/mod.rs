//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod random;

use boardgames::board::{ranks, Grid, HexBoard};
use boardgames::game::{notation, Game};

/// The legal actions of `game` in notation, sorted.
pub fn legal<G: Game>(game: &G) -> Vec<String> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    let mut out: Vec<String> = actions.into_iter().map(|a| notation(game, a)).collect();
    out.sort();
    out
}

/// Plays the action written `text`, failing the test when it is not legal.
pub fn play<G: Game>(game: &mut G, text: &str) {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    let action = actions
        .into_iter()
        .find(|&a| notation(game, a) == text)
        .unwrap_or_else(|| panic!("{text} is not legal; legal: {:?}", legal(game)));
    game.apply(action);
}

/// Sorted owned strings from a list of literals.
pub fn sorted(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// Board text for `grid` with pieces written letter then square (`"Ra1
/// bf6"`, the letters being the game's own) and `to_move` to act, as the
/// square-board games' position texts begin.
pub fn board_text(grid: Grid, pieces: &str, to_move: u8) -> String {
    let placed: Vec<(char, String)> = pieces
        .split_whitespace()
        .map(|p| (p.chars().next().unwrap(), p[1..].to_string()))
        .collect();
    let letter = |sq| {
        let name = grid.name(sq);
        placed.iter().find(|(_, at)| *at == name).map(|(l, _)| *l)
    };
    ranks::write(grid, letter, to_move)
}

/// Cross-Hairs position text with `pieces` (`"og5 xi5"`: `o`/`O` Light's
/// soldier/King, `x`/`X` Dark's), `to_move` to act, in the drop phase or
/// (with `moving`) after the drop.
pub fn hex_text(pieces: &str, to_move: u8, moving: bool) -> String {
    let hex = HexBoard;
    let placed: Vec<(char, u8)> = pieces
        .split_whitespace()
        .map(|p| (p.chars().next().unwrap(), hex.parse(&p[1..]).unwrap()))
        .collect();
    let mut rows = Vec::new();
    let mut sq = 0u8;
    for len in hex.rows() {
        let mut row = String::new();
        let mut empty = 0;
        for cell in sq..sq + len {
            match placed.iter().find(|(_, c)| *c == cell) {
                Some((letter, _)) => {
                    if empty > 0 {
                        row += &empty.to_string();
                        empty = 0;
                    }
                    row.push(*letter);
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
        sq += len;
    }
    let phase = if moving { "move" } else { "drop" };
    format!("{}:{to_move}:{phase}", rows.join("/"))
}

/// A Martian Checkers session for `players` with `pieces` (position
/// letters, see tests/martian_rules.rs), `to_move` to act and empty stashes.
pub fn martian_session(
    players: u8,
    pieces: &str,
    to_move: u8,
) -> boardgames::session::Session<boardgames::games::martian::Martian> {
    let grid = if players == 2 {
        Grid::new(4, 8)
    } else {
        Grid::new(8, 8)
    };
    let stashes = vec![""; players as usize].join(",");
    let text = format!("{}:{stashes}", board_text(grid, pieces, to_move));
    boardgames::session::Session::new(
        boardgames::games::martian::Martian::from_position(&text, Some(players)).unwrap(),
    )
}
