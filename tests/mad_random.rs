//! Seeded random games of Mad Bishops and Mad Rooks, played through the
//! session as the site and the protocol play them, with every action checked
//! against an independent reference move generator.

mod common;

use boardgames::session::AnySession;
use common::random::{self, Batch, Before, Checks, Position};

/// A board decoded from position text: owner per (file, rank), and the mover.
#[derive(Clone, PartialEq, Debug)]
struct Board {
    size: i32,
    cells: Vec<u8>,
    to_move: u8,
}

impl Board {
    fn decode(text: &str, size: i32) -> Board {
        let (rows, mover) = text.split_once(':').unwrap();
        let mut cells = vec![0u8; (size * size) as usize];
        for (i, row) in rows.split('/').enumerate() {
            let rank = size - 1 - i as i32;
            let mut file = 0;
            let mut run = 0;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    run = run * 10 + d as i32;
                    continue;
                }
                file += run;
                run = 0;
                cells[(rank * size + file) as usize] = if ch == 'r' { 1 } else { 2 };
                file += 1;
            }
        }
        Board {
            size,
            cells,
            to_move: mover.parse().unwrap(),
        }
    }

    fn at(&self, f: i32, r: i32) -> u8 {
        self.cells[(r * self.size + f) as usize]
    }

    fn name(f: i32, r: i32) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    /// Whether (f1, r1) and (f2, r2) share a line and every square strictly
    /// between them is empty — a geometric test, unlike the engine's scan.
    fn clear_line(&self, diagonal: bool, (f1, r1): (i32, i32), (f2, r2): (i32, i32)) -> bool {
        let (df, dr) = (f2 - f1, r2 - r1);
        let on_line = if diagonal {
            df.abs() == dr.abs() && df != 0
        } else {
            (df == 0) != (dr == 0)
        };
        if !on_line {
            return false;
        }
        let n = df.abs().max(dr.abs());
        (1..n).all(|k| self.at(f1 + df / n * k, r1 + dr / n * k) == 0)
    }

    fn sees_enemy(&self, diagonal: bool, at: (i32, i32), player: u8) -> bool {
        let enemy = 3 - player;
        (0..self.size).any(|f| {
            (0..self.size).any(|r| self.at(f, r) == enemy && self.clear_line(diagonal, at, (f, r)))
        })
    }

    /// Every legal action, generated the slow, obvious way.
    fn reference_actions(&self, diagonal: bool) -> Vec<String> {
        let me = self.to_move;
        let mut out = Vec::new();
        for f in 0..self.size {
            for r in 0..self.size {
                if self.at(f, r) != me {
                    continue;
                }
                let mut kills = Vec::new();
                for tf in 0..self.size {
                    for tr in 0..self.size {
                        if self.at(tf, tr) == 3 - me && self.clear_line(diagonal, (f, r), (tf, tr))
                        {
                            kills.push(format!("{}x{}", Self::name(f, r), Self::name(tf, tr)));
                        }
                    }
                }
                if !kills.is_empty() {
                    out.extend(kills);
                    continue;
                }
                let mut moved = self.clone();
                moved.cells[(r * self.size + f) as usize] = 0;
                for tf in 0..self.size {
                    for tr in 0..self.size {
                        if moved.at(tf, tr) == 0
                            && moved.clear_line(diagonal, (f, r), (tf, tr))
                            && moved.sees_enemy(diagonal, (tf, tr), me)
                        {
                            out.push(format!("{}-{}", Self::name(f, r), Self::name(tf, tr)));
                        }
                    }
                }
            }
        }
        out.sort();
        out
    }
}

/// Mad's own checks: the reference's actions, the scores, one winner.
struct MadChecks {
    size: i32,
    diagonal: bool,
    /// How often (in actions) the slow reference runs.
    reference_every: usize,
}

impl Checks for MadChecks {
    fn position(&mut self, at: &Position) {
        let board = Board::decode(at.text, self.size);
        if at.step == 0 {
            let start = at.session.scores();
            assert_eq!(start[0], start[1]);
        }
        at.agrees_with(board.to_move, self.reference_every, || {
            board.reference_actions(self.diagonal)
        });
    }

    fn after(&mut self, before: &Before, choice: &str, session: &dyn AnySession) {
        let seed = before.seed;
        let (scores, after) = (&before.scores, session.scores());
        let mover = Board::decode(&before.text, self.size).to_move as usize - 1;
        let kill = choice.contains('x');
        assert_eq!(
            after[mover], scores[mover],
            "seed {seed}: {choice}: the mover loses nothing"
        );
        assert_eq!(
            after[1 - mover],
            scores[1 - mover] - kill as u32,
            "seed {seed}: {choice}"
        );
        let on_board = Board::decode(&session.position(), self.size)
            .cells
            .iter()
            .filter(|&&c| c != 0)
            .count();
        assert_eq!(
            on_board as u32,
            after[0] + after[1],
            "seed {seed}: scores count the checkers"
        );
    }

    fn over(&mut self, at: &Position, winners: &[u8]) {
        let seed = at.seed;
        assert_eq!(winners.len(), 1, "seed {seed}: one winner");
        let scores = at.session.scores();
        let w = winners[0] as usize - 1;
        assert!(
            scores[w] > 0 && scores[1 - w] == 0,
            "seed {seed}: the loser has no checkers: {scores:?}"
        );
    }
}

/// Plays `games` random games and checks every property on every action.
/// `reference_every` sets how often (in actions) the slow reference runs.
fn random_games(id: &str, size: i32, diagonal: bool, games: u64, reference_every: usize) {
    let batch = Batch {
        id,
        options: vec![],
        seeds: (0..games).collect(),
        undo_every: 7,
        reload_every: 11,
        cap: None,
    };
    let mut checks = MadChecks {
        size,
        diagonal,
        reference_every,
    };
    let played = random::play(&batch, &mut checks);
    assert_eq!(played.finished, games as usize);
    assert!(played.longest > 20, "games were played");
}

#[test]
fn random_mad_rooks_games_keep_every_invariant() {
    random_games("mad-rooks", 8, false, 2000, 5);
}

#[test]
fn random_mad_bishops_games_keep_every_invariant() {
    random_games("mad-bishops", 10, true, 1500, 5);
}
