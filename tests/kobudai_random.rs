//! Seeded random games of Kobudai on both boards, played through the
//! session as the site and the protocol play them, with every action list
//! checked against an independent reference: plain arrays, distances
//! searched outwards from each female, walls by flood fill from the male.
//! The same reference checks what Kobudai's learnt evaluation reads in
//! every position.

mod common;

use boardgames::game::Status;
use boardgames::games::kobudai::Kobudai;
use boardgames::games::kobudai_learnt::{Race, Reading};
use boardgames::session::AnySession;
use common::random::{self, Batch, Before, Checks, Position};
use std::collections::VecDeque;

/// A board decoded from position text: a letter per (file, rank) (`.`
/// empty, `r`/`b` females, `R`/`B` males) and the player to move.
#[derive(Clone, Debug)]
struct Board {
    size: i32,
    cells: Vec<char>,
    to_move: u8,
}

const NEIGHBOURS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

impl Board {
    fn decode(text: &str) -> Board {
        let (rows, mover) = text.split_once(':').unwrap();
        let size = rows.split('/').count() as i32;
        let mut cells = vec!['.'; (size * size) as usize];
        for (i, row) in rows.split('/').enumerate() {
            let rank = size - 1 - i as i32;
            let mut file = 0;
            for ch in row.chars() {
                match ch.to_digit(10) {
                    Some(d) => file += d as i32,
                    None => {
                        cells[(rank * size + file) as usize] = ch;
                        file += 1;
                    }
                }
            }
        }
        Board {
            size,
            cells,
            to_move: mover.parse().unwrap(),
        }
    }

    fn at(&self, (f, r): (i32, i32)) -> char {
        self.cells[(r * self.size + f) as usize]
    }

    fn set(&mut self, (f, r): (i32, i32), c: char) {
        self.cells[(r * self.size + f) as usize] = c;
    }

    fn on_board(&self, (f, r): (i32, i32)) -> bool {
        f >= 0 && r >= 0 && f < self.size && r < self.size
    }

    fn squares(&self) -> Vec<(i32, i32)> {
        (0..self.size)
            .flat_map(|r| (0..self.size).map(move |f| (f, r)))
            .collect()
    }

    fn around(&self, (f, r): (i32, i32)) -> Vec<(i32, i32)> {
        NEIGHBOURS
            .iter()
            .map(|(df, dr)| (f + df, r + dr))
            .filter(|&s| self.on_board(s))
            .collect()
    }

    fn name((f, r): (i32, i32)) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    fn letters(player: u8) -> (char, char) {
        if player == 1 {
            ('r', 'R')
        } else {
            ('b', 'B')
        }
    }

    fn find(&self, c: char) -> Vec<(i32, i32)> {
        self.squares()
            .into_iter()
            .filter(|&s| self.at(s) == c)
            .collect()
    }

    /// The length of the shortest path from `from` to `target` whose squares
    /// in between are empty, searched outwards from `from`.
    fn distance(&self, from: (i32, i32), target: (i32, i32)) -> Option<usize> {
        let mut seen = vec![false; self.cells.len()];
        let mut queue = VecDeque::from([(from, 0)]);
        seen[(from.1 * self.size + from.0) as usize] = true;
        while let Some((at, d)) = queue.pop_front() {
            for next in self.around(at) {
                if next == target {
                    return Some(d + 1);
                }
                let i = (next.1 * self.size + next.0) as usize;
                if !seen[i] && self.at(next) == '.' {
                    seen[i] = true;
                    queue.push_back((next, d + 1));
                }
            }
        }
        None
    }

    /// Whether `player`'s females wall their male off from an enemy stack.
    fn cordoned(&self, player: u8) -> bool {
        let (female, male) = Self::letters(player);
        let (enemy_female, enemy_male) = Self::letters(3 - player);
        let Some(&start) = self.find(male).first() else {
            return false;
        };
        let mut reached = vec![false; self.cells.len()];
        let mut stack = vec![start];
        reached[(start.1 * self.size + start.0) as usize] = true;
        while let Some(at) = stack.pop() {
            for next in self.around(at) {
                let i = (next.1 * self.size + next.0) as usize;
                if !reached[i] && self.at(next) != female {
                    reached[i] = true;
                    stack.push(next);
                }
            }
        }
        self.squares().into_iter().any(|s| {
            let c = self.at(s);
            (c == enemy_female || c == enemy_male) && !reached[(s.1 * self.size + s.0) as usize]
        })
    }

    /// Every legal action, the slow, obvious way.
    fn reference_actions(&self) -> Vec<String> {
        let me = self.to_move;
        let (female, male) = Self::letters(me);
        let mut out = Vec::new();
        if self.find(male).is_empty() {
            let mut fit = Vec::new();
            for f in self.find(female) {
                let mut made = self.clone();
                made.set(f, male);
                if !made.cordoned(me) {
                    fit.push(format!("+{}", Self::name(f)));
                }
            }
            if fit.is_empty() {
                fit = self
                    .find(female)
                    .into_iter()
                    .map(|f| format!("+{}", Self::name(f)))
                    .collect();
            }
            fit.sort();
            return fit;
        }
        let (_, enemy_male) = Self::letters(3 - me);
        let Some(&target) = self.find(enemy_male).first() else {
            return out;
        };
        for f in self.find(female) {
            let Some(d) = self.distance(f, target) else {
                continue;
            };
            for n in self.around(f) {
                let closer = if n == target {
                    d == 1
                } else {
                    self.at(n) == '.' && self.distance(n, target) == Some(d - 1)
                };
                if !closer {
                    continue;
                }
                let mut after = self.clone();
                after.set(f, '.');
                after.set(n, female);
                if !after.cordoned(me) {
                    let sep = if n == target { 'x' } else { '-' };
                    out.push(format!("{}{sep}{}", Self::name(f), Self::name(n)));
                }
            }
        }
        out.sort();
        out
    }

    fn stacks(&self, player: u8) -> usize {
        let (female, male) = Self::letters(player);
        self.cells
            .iter()
            .filter(|&&c| c == female || c == male)
            .count()
    }

    /// How `player`'s females stand in the race to the enemy male, as the
    /// learnt evaluation reads it, found female by female.
    fn reference_race(&self, player: u8) -> Race {
        let (female, _) = Self::letters(player);
        let (_, enemy_male) = Self::letters(3 - player);
        let mut race = Race {
            target: false,
            nearest: None,
            second: None,
            mobile: 0,
            close: 0,
        };
        let Some(&target) = self.find(enemy_male).first() else {
            return race;
        };
        race.target = true;
        let mut distances: Vec<u8> = self
            .find(female)
            .into_iter()
            .filter_map(|f| self.distance(f, target))
            .map(|d| d as u8)
            .collect();
        distances.sort();
        race.nearest = distances.first().copied();
        race.second = distances.get(1).copied();
        race.mobile = distances.len() as u8;
        race.close = distances.iter().filter(|&&d| d <= 3).count() as u8;
        race
    }

    /// What Kobudai's learnt evaluation reads here, for the player to move.
    fn reference_reading(&self) -> Reading {
        let me = self.to_move;
        Reading {
            own: self.reference_race(me),
            enemy: self.reference_race(3 - me),
            stacks: (self.stacks(me) as u8, self.stacks(3 - me) as u8),
            second_seat: me == 2,
        }
    }

    fn males(&self, player: u8) -> usize {
        let (_, male) = Self::letters(player);
        self.cells.iter().filter(|&&c| c == male).count()
    }
}

/// The outcome counts of a batch of random games.
#[derive(Default, Debug)]
struct Tally {
    wins: usize,
    draws: usize,
    conversions: usize,
    sit_outs: usize,
}

/// Kobudai's own checks: the reference's actions, one male a player, kills
/// counted in the scores, and the outcome.
struct KobudaiChecks {
    size: u8,
    /// How often (in actions) the slow reference runs.
    reference_every: usize,
    tally: Tally,
}

impl Checks for KobudaiChecks {
    fn position(&mut self, at: &Position) {
        let (seed, before) = (at.seed, at.text);
        let board = Board::decode(before);
        assert_eq!(board.size, self.size as i32);
        for p in [1, 2] {
            assert!(board.males(p) <= 1, "seed {seed}: {before}");
        }
        let waiting = 3 - board.to_move;
        assert!(
            board.males(waiting) == 1 || board.stacks(waiting) == 0,
            "seed {seed}: the waiting player has a male: {before}"
        );
        at.agrees_with(board.to_move, self.reference_every, || {
            board.reference_actions()
        });
        let engine = Kobudai::from_position(before, Some(self.size)).unwrap();
        assert_eq!(
            engine.learnt_reading(),
            board.reference_reading(),
            "seed {seed}: {before}"
        );
    }

    fn after(&mut self, before: &Before, choice: &str, session: &dyn AnySession) {
        let seed = before.seed;
        let board = Board::decode(&before.text);
        let (scores, after) = (&before.scores, session.scores());
        let mover = board.to_move as usize - 1;
        assert_eq!(after[mover], scores[mover], "seed {seed}: {choice}");
        let killed = choice.contains('x') as u32;
        assert_eq!(
            after[1 - mover],
            scores[1 - mover] - killed,
            "seed {seed}: {choice}"
        );
        self.tally.conversions += choice.starts_with('+') as usize;
        let next = Board::decode(&session.position());
        if !choice.starts_with('+')
            && next.to_move == board.to_move
            && matches!(session.status(), Status::ToAct(_))
        {
            self.tally.sit_outs += 1;
        }
    }

    fn over(&mut self, at: &Position, winners: &[u8]) {
        let seed = at.seed;
        let board = Board::decode(at.text);
        if winners.len() == 1 {
            let loser = 3 - winners[0];
            assert_eq!(
                board.stacks(loser),
                0,
                "seed {seed}: the loser was annihilated"
            );
            assert!(board.stacks(winners[0]) > 0);
            self.tally.wins += 1;
        } else {
            assert_eq!(winners, [1, 2]);
            assert!(board.reference_actions().is_empty());
            self.tally.draws += 1;
        }
    }
}

/// Plays `games` random games on a `size` board, checking every property
/// after every action; the reference runs on every `reference_every`th.
fn random_games(size: u8, games: u64, reference_every: usize) -> Tally {
    let batch = Batch {
        id: "kobudai",
        options: vec![("size".to_string(), size.to_string())],
        seeds: (0..games).map(|seed| seed * 31 + size as u64).collect(),
        undo_every: 7,
        reload_every: 11,
        cap: None,
    };
    let mut checks = KobudaiChecks {
        size,
        reference_every,
        tally: Tally::default(),
    };
    random::play(&batch, &mut checks);
    checks.tally
}

#[test]
fn random_6x6_games_match_the_reference_and_keep_every_invariant() {
    let tally = random_games(6, 1500, 1);
    println!("6x6: {tally:?}");
    assert!(tally.wins > 1000, "{tally:?}");
    assert!(tally.conversions > 100, "new males were made: {tally:?}");
}

#[test]
fn random_8x8_games_match_the_reference_and_keep_every_invariant() {
    let tally = random_games(8, 600, 2);
    println!("8x8: {tally:?}");
    assert!(tally.wins > 400, "{tally:?}");
    assert!(tally.conversions > 50, "new males were made: {tally:?}");
}
