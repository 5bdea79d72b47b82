//! Helpers shared by the integration tests.
#![allow(dead_code)]

pub mod random;

use boardgames::board::{ranks, Grid};
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
