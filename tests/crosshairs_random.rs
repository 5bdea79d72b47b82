//! Seeded random games of Cross-Hairs, played through the session: drops
//! and moves checked against a plain reference built from the pieces, Kings
//! never lost or moved, conversions only of the opponent's soldiers, and
//! the end exactly when the 61st cell is filled.

use boardgames::board::HexBoard;
use boardgames::game::Status;
use boardgames::registry;
use boardgames::rng::Rng;
use boardgames::session::AnySession;
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

fn sorted_legal(session: &dyn AnySession) -> Vec<String> {
    let mut v: Vec<String> = session.legal().into_iter().map(|a| a.action).collect();
    v.sort();
    v
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

#[test]
fn random_games_keep_every_invariant() {
    let mut kings_made = 0;
    let mut draws = 0;
    for seed in 0..250u64 {
        let mut rng = Rng::new(seed);
        let mut session = registry::start("cross-hairs", &[]).unwrap();
        let mut drops = 0;
        loop {
            let before = pieces(session.as_ref());
            let position = session.position();
            let legal = sorted_legal(session.as_ref());
            assert_eq!(before.len(), drops, "seed {seed}: nothing is ever removed");
            if let Status::Over { winners, .. } = session.status() {
                assert_eq!(
                    drops, 61,
                    "seed {seed}: the game ends when the board is full"
                );
                assert!(legal.is_empty());
                let s = session.scores();
                let expected = match s[0].cmp(&s[1]) {
                    std::cmp::Ordering::Greater => vec![1],
                    std::cmp::Ordering::Less => vec![2],
                    std::cmp::Ordering::Equal => vec![1, 2],
                };
                assert_eq!(winners, expected);
                draws += (winners.len() == 2) as usize;
                break;
            }
            let moving = position.ends_with(":move");
            assert_eq!(legal, reference(&before, moving), "seed {seed}: {position}");
            let choice = legal[rng.below(legal.len())].clone();
            let Status::ToAct(actor) = session.status() else {
                unreachable!()
            };
            session.play(&choice).unwrap();
            let after = pieces(session.as_ref());
            if !choice.contains('-') && choice != "end" {
                drops += 1;
            }
            // Kings stay where they are; soldiers change only to the
            // actor's Kings, and only the opponent's.
            for (cell, &(owner, king)) in &before {
                let now = after.get(cell).copied();
                if king {
                    assert_eq!(
                        now,
                        Some((owner, true)),
                        "seed {seed}: a King on {cell} changed"
                    );
                } else if let Some((new_owner, true)) = now {
                    assert_eq!(
                        (owner, new_owner),
                        (3 - actor, actor),
                        "seed {seed}: {cell}"
                    );
                    kings_made += 1;
                }
            }
            let s = session.scores();
            let count = |p: u8| after.values().filter(|&&(o, k)| o == p && k).count() as u32;
            assert_eq!(s, vec![count(1), count(2)], "scores are the Kings");
            if drops % 9 == 0 {
                let opts = vec![("position".to_string(), session.position())];
                let reloaded = registry::start("cross-hairs", &opts).unwrap();
                assert_eq!(reloaded.position(), session.position());
                assert_eq!(
                    sorted_legal(reloaded.as_ref()),
                    sorted_legal(session.as_ref())
                );
                session.undo().unwrap();
                assert_eq!(session.position(), position);
                session.redo().unwrap();
            }
        }
        let record = session.record();
        let mut replay = registry::start("cross-hairs", &[]).unwrap();
        let words: Vec<&str> = record.iter().map(String::as_str).collect();
        replay.play_all(&words).unwrap();
        assert_eq!(replay.position(), session.position());
    }
    println!("Kings made: {kings_made}, draws: {draws}");
    assert!(kings_made > 1000);
}
