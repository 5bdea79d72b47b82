//! Seeded random games of Mad Bishops and Mad Rooks, played through the
//! session as the site and the protocol play them, with every action checked
//! against an independent reference move generator.

use boardgames::game::Status;
use boardgames::registry;
use boardgames::rng::Rng;
use boardgames::session::AnySession;

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

fn sorted_legal(session: &dyn AnySession) -> Vec<String> {
    let mut v: Vec<String> = session.legal().into_iter().map(|a| a.action).collect();
    v.sort();
    v
}

/// Plays `games` random games and checks every property on every action.
/// `reference_every` sets how often (in actions) the slow reference runs.
fn random_games(id: &str, size: i32, diagonal: bool, games: u64, reference_every: usize) {
    let mut longest = 0;
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut session = registry::start(id, &[]).unwrap();
        let start = session.scores();
        assert_eq!(start[0], start[1]);
        let mut step = 0;
        loop {
            let status = session.status();
            let legal = sorted_legal(session.as_ref());
            let before = session.position();
            let board = Board::decode(&before, size);
            if let Status::Over { winners, .. } = status {
                assert!(legal.is_empty(), "seed {seed}: actions after the end");
                assert_eq!(winners.len(), 1, "seed {seed}: one winner");
                let scores = session.scores();
                let w = winners[0] as usize - 1;
                assert!(
                    scores[w] > 0 && scores[1 - w] == 0,
                    "seed {seed}: the loser has no checkers: {scores:?}"
                );
                break;
            }
            assert_eq!(status, Status::ToAct(board.to_move), "seed {seed}");
            assert!(
                !legal.is_empty(),
                "seed {seed}: the player to move can move"
            );
            if step % reference_every == 0 {
                assert_eq!(
                    legal,
                    board.reference_actions(diagonal),
                    "seed {seed}, step {step}, position {before}"
                );
            }
            let choice = legal[rng.below(legal.len())].clone();
            let scores = session.scores();
            session
                .play(&choice)
                .unwrap_or_else(|e| panic!("seed {seed}: {choice} refused: {e}"));
            let after = session.scores();
            let mover = board.to_move as usize - 1;
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
            let on_board = Board::decode(&session.position(), size)
                .cells
                .iter()
                .filter(|&&c| c != 0)
                .count();
            assert_eq!(
                on_board as u32,
                after[0] + after[1],
                "seed {seed}: scores count the checkers"
            );
            // Undo restores the exact position; redo brings the action back.
            if step % 7 == 0 {
                let position_after = session.position();
                session.undo().unwrap();
                assert_eq!(session.position(), before, "seed {seed}: undo of {choice}");
                assert_eq!(
                    sorted_legal(session.as_ref()),
                    legal,
                    "seed {seed}: undo of {choice}"
                );
                session.redo().unwrap();
                assert_eq!(
                    session.position(),
                    position_after,
                    "seed {seed}: redo of {choice}"
                );
            }
            // Position text reads back to the same state.
            if step % 11 == 0 {
                let opts = vec![("position".to_string(), session.position())];
                let reloaded = registry::start(id, &opts).unwrap();
                assert_eq!(reloaded.position(), session.position());
                assert_eq!(
                    sorted_legal(reloaded.as_ref()),
                    sorted_legal(session.as_ref())
                );
            }
            step += 1;
        }
        // The record replays to the same end.
        let record = session.record();
        assert_eq!(record.len(), step);
        let mut replay = registry::start(id, &[]).unwrap();
        let words: Vec<&str> = record.iter().map(String::as_str).collect();
        replay.play_all(&words).unwrap();
        assert_eq!(replay.position(), session.position());
        // Undo all the way back to the start.
        while session.can_undo() {
            session.undo().unwrap();
        }
        assert_eq!(
            session.position(),
            registry::start(id, &[]).unwrap().position()
        );
        longest = longest.max(step);
    }
    assert!(longest > 20, "games were played");
}

#[test]
fn random_mad_rooks_games_keep_every_invariant() {
    random_games("mad-rooks", 8, false, 2000, 5);
}

#[test]
fn random_mad_bishops_games_keep_every_invariant() {
    random_games("mad-bishops", 10, true, 1500, 5);
}
