//! The compact form of a game record, for addresses that have to stay short.
//!
//! Each action is written as its index among the legal actions of the state
//! it was played in, those actions sorted by their notation (so the code
//! does not depend on the order the rules happen to generate them in). The
//! index is written in base 64 with the URL-safe alphabet, in as many
//! characters as the number of legal actions there needs: one character
//! when there are at most 64 (every Cross-Hairs drop, most moves of every
//! game), two up to 4,096. A forced action still takes one character, so
//! the code says exactly where the record stops. A reader replays the code
//! from the start, so it always knows how many characters come next. A
//! player resigning and leaving the game, which is not a legal action, is
//! written `.`.

use crate::game::{notation, Action, Game, Status};
use crate::limits;

/// A player resigning and leaving the game ([`Action::Leave`]), which is
/// never among the legal actions: a character outside the alphabet.
const LEAVE_CODE: char = '.';

/// The URL-safe base 64 alphabet: nothing in it needs escaping in an address.
const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// The legal actions of `game`, each with its notation, sorted by notation:
/// the order the compact code counts in.
pub fn sorted_legal<G: Game>(game: &G) -> Vec<(Action, String)> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    let mut named: Vec<(Action, String)> = actions
        .into_iter()
        .map(|a| (a, notation(game, a)))
        .collect();
    named.sort_by(|a, b| a.1.cmp(&b.1));
    named
}

/// How many characters an index among `count` choices takes (at least one).
fn width(count: usize) -> usize {
    let mut width = 1;
    let mut reach = 64usize;
    while reach < count {
        width += 1;
        reach = reach.saturating_mul(64);
    }
    width
}

fn digit_value(c: u8) -> Option<usize> {
    ALPHABET.iter().position(|&a| a == c)
}

/// The compact code of the actions played from `start`, as `states[i]` (the
/// state before action `i`) and `actions[i]` give them.
pub fn encode<G: Game>(states: &[G], actions: &[Action]) -> String {
    states
        .iter()
        .zip(actions)
        .map(|(state, &action)| encode_one(state, action))
        .collect()
}

/// The compact code of one action played in `state`.
pub fn encode_one<G: Game>(state: &G, action: Action) -> String {
    if action == Action::Leave {
        return LEAVE_CODE.to_string();
    }
    let legal = sorted_legal(state);
    let index = legal.iter().position(|(a, _)| *a == action).unwrap_or(0);
    let w = width(legal.len());
    (0..w)
        .rev()
        .map(|place| char::from(ALPHABET[(index >> (6 * place)) & 63]))
        .collect()
}

/// The actions a compact code stands for, played from `start`, in order.
/// An error names the action (counting from 1) and what is wrong with it.
pub fn decode<G: Game>(start: &G, code: &str) -> Result<Vec<Action>, String> {
    let code = code.trim();
    limits::check_length("compact record", code, limits::MAX_COMPACT_CHARS)?;
    let bytes = code.as_bytes();
    let mut state = start.clone();
    let mut actions = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        let number = actions.len() + 1;
        if number > limits::MAX_RECORD_ACTIONS {
            return Err(format!(
                "the record has more than {} actions, which is more than is read",
                limits::MAX_RECORD_ACTIONS
            ));
        }
        if let Status::Over { reason, .. } = state.status() {
            return Err(format!(
                "action {number}: the game is already over ({reason}), but the record goes on"
            ));
        }
        if bytes[at] == LEAVE_CODE as u8 {
            if !state.may_leave() {
                return Err(format!(
                    "action {number}: '{LEAVE_CODE}' stands for a player leaving the game, which is not possible here"
                ));
            }
            state.apply(Action::Leave);
            actions.push(Action::Leave);
            at += 1;
            continue;
        }
        let legal = sorted_legal(&state);
        let w = width(legal.len());
        let Some(digits) = bytes.get(at..at + w) else {
            return Err(format!(
                "action {number}: the record stops in the middle of an action"
            ));
        };
        let mut index = 0usize;
        for &c in digits {
            let value = digit_value(c).ok_or_else(|| {
                let shown = String::from_utf8_lossy(&[c]).into_owned();
                format!(
                    "action {number}: '{}' is not a character of a compact record (A-Z, a-z, 0-9, - and _)",
                    shown.escape_default()
                )
            })?;
            index = index * 64 + value;
        }
        let Some((action, _)) = legal.get(index) else {
            return Err(format!(
                "action {number}: the record names choice {} but there are only {} legal actions here",
                index + 1,
                legal.len()
            ));
        };
        state.apply(*action);
        actions.push(*action);
        at += w;
    }
    Ok(actions)
}

#[cfg(test)]
mod tests {
    use super::width;

    #[test]
    fn an_index_takes_as_many_characters_as_its_choices_need() {
        assert_eq!(width(0), 1);
        assert_eq!(width(1), 1);
        assert_eq!(width(64), 1);
        assert_eq!(width(65), 2);
        assert_eq!(width(4096), 2);
        assert_eq!(width(4097), 3);
    }
}
