//! Seeded random games of Cross-Hairs, played through the session: drops
//! and moves checked against a plain reference built from the pieces, Kings
//! never lost or moved, conversions only of the opponent's soldiers, and
//! the end exactly when the 61st cell is filled.

mod common;

use boardgames::board::HexBoard;
use boardgames::game::Status;
use boardgames::session::AnySession;
use common::random::{self, Batch, Before, Checks, Position};
use std::collections::BTreeMap;

/// Cell name to (owner, King) from the view.
fn pieces(session: &dyn AnySession) -> BTreeMap<String, (u8, bool)> {
    session
        .view()
        .pieces
        .into_iter()
        .map(|p| (p.cell, (p.owner, p.crowned)))
        .collect()
}

/// The legal actions worked out from the pieces alone.
fn reference(board: &BTreeMap<String, (u8, bool)>, moving: bool) -> Vec<String> {
    let hex = HexBoard;
    let occupied = |sq: u8| board.contains_key(&hex.name(sq));
    let mut out = Vec::new();
    if !moving {
        for sq in 0..61 {
            if !occupied(sq) && (board.is_empty() || hex.neighbours(sq).any(occupied)) {
                out.push(hex.name(sq));
            }
        }
    } else {
        for (name, &(_, king)) in board {
            if king {
                continue;
            }
            let from = hex.parse(name).unwrap();
            for to in hex.neighbours(from) {
                if !occupied(to) && hex.neighbours(to).any(|n| n != from && occupied(n)) {
                    out.push(format!("{name}-{}", hex.name(to)));
                }
            }
        }
        if !out.is_empty() {
            out.push("end".into());
        }
    }
    out.sort();
    out
}

/// Cross-Hairs' own checks: the reference's actions, nothing ever removed,
/// Kings never moved or changed, conversions only of the opponent's
/// soldiers, scores are the Kings, and the end exactly when the board fills.
#[derive(Default)]
struct CrossHairsChecks {
    kings_made: usize,
    draws: usize,
}

impl Checks for CrossHairsChecks {
    fn position(&mut self, at: &Position) {
        let seed = at.seed;
        let board = pieces(at.session);
        if matches!(at.session.status(), Status::Over { .. }) {
            return;
        }
        let moving = at.text.ends_with(":move");
        assert_eq!(
            at.legal,
            reference(&board, moving),
            "seed {seed}: {}",
            at.text
        );
    }

    fn after(&mut self, before: &Before, choice: &str, session: &dyn AnySession) {
        let seed = before.seed;
        let actor: u8 = before.text.split(':').nth(1).unwrap().parse().unwrap();
        let options = vec![("position".to_string(), before.text.clone())];
        let was = pieces(
            boardgames::registry::start("cross-hairs", &options)
                .unwrap()
                .as_ref(),
        );
        let now = pieces(session);
        let dropped = !choice.contains('-') && choice != "end";
        assert_eq!(
            now.len(),
            was.len() + dropped as usize,
            "seed {seed}: {choice}"
        );
        // Kings stay where they are; soldiers change only to the actor's
        // Kings, and only the opponent's.
        for (cell, &(owner, king)) in &was {
            let after = now.get(cell).copied();
            if king {
                assert_eq!(
                    after,
                    Some((owner, true)),
                    "seed {seed}: a King on {cell} changed"
                );
            } else if let Some((new_owner, true)) = after {
                assert_eq!(
                    (owner, new_owner),
                    (3 - actor, actor),
                    "seed {seed}: {cell}"
                );
                self.kings_made += 1;
            }
        }
        let s = session.scores();
        let count = |p: u8| now.values().filter(|&&(o, k)| o == p && k).count() as u32;
        assert_eq!(s, vec![count(1), count(2)], "scores are the Kings");
    }

    fn over(&mut self, at: &Position, winners: &[u8]) {
        assert_eq!(
            pieces(at.session).len(),
            61,
            "seed {}: the game ends when the board is full",
            at.seed
        );
        let s = at.session.scores();
        let expected = match s[0].cmp(&s[1]) {
            std::cmp::Ordering::Greater => vec![1],
            std::cmp::Ordering::Less => vec![2],
            std::cmp::Ordering::Equal => vec![1, 2],
        };
        assert_eq!(winners, expected);
        self.draws += (winners.len() == 2) as usize;
    }
}

#[test]
fn random_games_keep_every_invariant() {
    let batch = Batch {
        id: "cross-hairs",
        options: vec![],
        seeds: (0..250).collect(),
        undo_every: 9,
        reload_every: 9,
        cap: None,
    };
    let mut checks = CrossHairsChecks::default();
    let played = random::play(&batch, &mut checks);
    println!("Kings made: {}, draws: {}", checks.kings_made, checks.draws);
    assert_eq!(played.finished, 250);
    assert!(checks.kings_made > 1000);
}
