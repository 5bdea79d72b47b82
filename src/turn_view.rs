//! What the latest turns did, for the page to mark on the board and say in
//! words: every action of a turn with the cells it moved from and to, the
//! pieces it removed or changed, and one sentence for the whole turn.
//!
//! Everything here is read from the states before and after each action
//! (pieces, scores), so it knows no game beyond the verbs a game may name.

use crate::board::Square;
use crate::game::{Action, ActionKind, Game, Piece};
use serde::Serialize;

/// One turn as the page marks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TurnView {
    /// The turn's number, as in the view's `moves`.
    pub turn: u32,
    pub player: u8,
    /// False while the player is still in the middle of this turn.
    pub done: bool,
    /// The turn in words: "Blue jumped b6-d4-f2, capturing 2 points".
    pub text: String,
    pub actions: Vec<ActionMark>,
}

/// One action of a turn, with what it did to the board.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ActionMark {
    pub kind: ActionKind,
    /// In notation.
    pub action: String,
    /// The cell a piece left, if one moved.
    pub from: Option<String>,
    /// The cell a piece reached or was placed on, if any.
    pub to: Option<String>,
    /// Cells whose piece the action took off the board (killed, captured).
    pub removed: Vec<String>,
    /// Other cells whose piece the action changed (such as soldiers made
    /// Kings).
    pub changed: Vec<String>,
}

/// The verb a turn's description uses for an action of `kind`, before its
/// cells ("jumped b6-d4", "dropped on e5"); for `end`, the whole clause, or
/// nothing to leave it out. Games may name their own.
pub fn default_verb(kind: ActionKind) -> &'static str {
    match kind {
        ActionKind::Kill => "killed",
        ActionKind::Engage => "moved",
        ActionKind::Step => "stepped",
        ActionKind::Jump | ActionKind::CaptureJump => "jumped",
        ActionKind::Drop => "dropped on",
        ActionKind::Convert => "converted",
        ActionKind::End => "ended the turn",
        ActionKind::Leave => "resigned and left the game",
    }
}

/// Describes the action that led from `before` to `after`.
pub fn mark<G: Game>(before: &G, action: Action, after: &G) -> ActionMark {
    let shape = before.shape();
    let kind = before.kind_of(action);
    let (from, to) = match action {
        Action::Move { from, to } => (Some(from), Some(to)),
        Action::Place(sq) => (None, Some(sq)),
        Action::End | Action::Leave => (None, None),
    };
    let before_pieces = before.pieces();
    let after_pieces = after.pieces();
    let at = |pieces: &[Piece], sq: Square| pieces.iter().find(|p| p.cell == sq).copied();
    let mut removed = Vec::new();
    let mut changed = Vec::new();
    for old in &before_pieces {
        if Some(old.cell) == from {
            continue;
        }
        match at(&after_pieces, old.cell) {
            None => removed.push(old.cell),
            // A piece moved onto an occupied cell took what stood there.
            Some(_) if Some(old.cell) == to && from.is_some() => removed.push(old.cell),
            Some(new) if Some(old.cell) != to && new != *old => changed.push(old.cell),
            Some(_) => {}
        }
    }
    let names = |cells: Vec<Square>| cells.into_iter().map(|c| shape.name(c)).collect();
    ActionMark {
        kind,
        action: crate::game::notation(before, action),
        from: from.map(|c| shape.name(c)),
        to: to.map(|c| shape.name(c)),
        removed: names(removed),
        changed: names(changed),
    }
}

/// One turn: `states[i]` is the state before `actions[i]` and
/// `states[i + 1]` after it.
pub fn describe<G: Game>(turn: u32, states: &[G], actions: &[Action], done: bool) -> TurnView {
    let first = &states[0];
    let player = first.status().player_to_act();
    let marks: Vec<ActionMark> = actions
        .iter()
        .zip(states.windows(2))
        .map(|(&a, pair)| mark(&pair[0], a, &pair[1]))
        .collect();
    let idx = usize::from(player.max(1) - 1);
    let score = |g: &G| g.scores().get(idx).copied().unwrap_or(0);
    let gained = score(&states[states.len() - 1]).saturating_sub(score(first));
    let name = first
        .seats()
        .get(idx)
        .map_or("A player", |s| s.name)
        .to_string();
    TurnView {
        turn,
        player,
        done,
        text: format!("{name} {}", clauses(first, &marks, gained).join(", then ")),
        actions: marks,
    }
}

/// The turn's actions as clauses: a chain of jumps is one clause.
fn clauses<G: Game>(game: &G, marks: &[ActionMark], gained: u32) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < marks.len() {
        let m = &marks[i];
        let verb = game.verb(m.kind);
        let from = m.from.as_deref().unwrap_or("");
        let to = m.to.as_deref().unwrap_or("");
        let clause = match m.kind {
            ActionKind::Jump | ActionKind::CaptureJump => {
                let mut path = vec![from, to];
                let mut captured = m.kind == ActionKind::CaptureJump;
                while let Some(next) = marks.get(i + 1).filter(|n| {
                    matches!(n.kind, ActionKind::Jump | ActionKind::CaptureJump)
                        && n.from.as_deref() == Some(path[path.len() - 1])
                }) {
                    path.push(next.to.as_deref().unwrap_or(""));
                    captured |= next.kind == ActionKind::CaptureJump;
                    i += 1;
                }
                let mut clause = format!("{verb} {}", path.join("-"));
                if captured && gained > 0 {
                    let s = if gained == 1 { "" } else { "s" };
                    clause.push_str(&format!(", capturing {gained} point{s}"));
                }
                clause
            }
            ActionKind::Kill => format!("{verb} on {to} ({})", m.action),
            ActionKind::Engage | ActionKind::Step => format!("{verb} {from}-{to}"),
            ActionKind::Drop | ActionKind::Convert => format!("{verb} {to}"),
            // A game whose `end` says nothing new (the end of a chain) names
            // no verb for it.
            ActionKind::End if verb.is_empty() => {
                i += 1;
                continue;
            }
            ActionKind::End | ActionKind::Leave => verb.to_string(),
        };
        let clause = match m.changed.len() {
            0 => clause,
            made => format!("{clause}, {}", game.describe_changes(made)),
        };
        out.push(clause);
        i += 1;
    }
    out
}
