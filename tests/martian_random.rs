//! Seeded random games of Martian Checkers for 2, 3 and 4 players, played
//! through the session, with every action list checked against an
//! independent reference that reads the position text and tries every
//! distance along every line. Games have no move limit; the test caps them.

mod common;

use boardgames::game::Status;
use boardgames::session::AnySession;
use common::random::{self, Batch, Before, Checks, Position};

const LETTERS: &str = "abcdefghijkl";

/// A position decoded from its text.
#[derive(Clone, Debug)]
struct Board {
    files: i32,
    ranks: i32,
    /// (owner, value) per square, by rank * files + file.
    cells: Vec<Option<(u8, u8)>>,
    to_move: u8,
    players: u8,
    stash_points: Vec<u32>,
    stash_pieces: Vec<usize>,
    /// The chain's squares, the jumper's last.
    chain: Vec<(i32, i32)>,
}

impl Board {
    fn decode(text: &str) -> Board {
        let parts: Vec<&str> = text.split(':').collect();
        let rows: Vec<&str> = parts[0].split('/').collect();
        let stashes: Vec<&str> = parts[2].split(',').collect();
        let players = stashes.len() as u8;
        let files = if players == 2 { 4 } else { 8 };
        let ranks = rows.len() as i32;
        let mut cells = vec![None; (files * ranks) as usize];
        for (i, row) in rows.iter().enumerate() {
            let rank = ranks - 1 - i as i32;
            let mut file = 0;
            for ch in row.chars() {
                match ch.to_digit(10) {
                    Some(d) => file += d as i32,
                    None => {
                        let k = LETTERS.find(ch).unwrap() as u8;
                        cells[(rank * files + file) as usize] = Some((k / 3 + 1, k % 3 + 1));
                        file += 1;
                    }
                }
            }
        }
        let square = |name: &str| {
            let f = name.as_bytes()[0] as i32 - 'a' as i32;
            let r: i32 = name[1..].parse().unwrap();
            (f, r - 1)
        };
        Board {
            files,
            ranks,
            cells,
            to_move: parts[1].parse().unwrap(),
            players,
            stash_points: stashes
                .iter()
                .map(|s| s.chars().map(|c| c.to_digit(10).unwrap()).sum())
                .collect(),
            stash_pieces: stashes.iter().map(|s| s.len()).collect(),
            chain: parts
                .get(3)
                .map(|c| c.split('.').map(square).collect())
                .unwrap_or_default(),
        }
    }

    fn on(&self, (f, r): (i32, i32)) -> bool {
        f >= 0 && r >= 0 && f < self.files && r < self.ranks
    }

    fn at(&self, (f, r): (i32, i32)) -> Option<(u8, u8)> {
        self.cells[(r * self.files + f) as usize]
    }

    fn name((f, r): (i32, i32)) -> String {
        format!("{}{}", (b'a' + f as u8) as char, r + 1)
    }

    fn pieces_of(&self, p: u8) -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        for r in 0..self.ranks {
            for f in 0..self.files {
                if self.at((f, r)).is_some_and(|(o, _)| o == p) {
                    out.push((f, r));
                }
            }
        }
        out
    }

    /// The jumps of the piece on `from`: for each line and each distance up
    /// to its value, the obvious test of every square.
    fn jumps(&self, from: (i32, i32), visited: &[(i32, i32)]) -> Vec<String> {
        let (owner, value) = self.at(from).unwrap();
        let mut out = Vec::new();
        for df in -1..=1 {
            for dr in -1..=1 {
                if (df, dr) == (0, 0) {
                    continue;
                }
                for d in 1..=value as i32 {
                    let sq = |k: i32| (from.0 + df * k, from.1 + dr * k);
                    let landing = sq(2 * d);
                    if !self.on(landing) || self.at(landing).is_some() {
                        continue;
                    }
                    let Some((pivot_owner, _)) = self.at(sq(d)) else {
                        continue;
                    };
                    let clear = (1..2 * d)
                        .filter(|&k| k != d)
                        .all(|k| self.at(sq(k)).is_none());
                    if !clear {
                        continue;
                    }
                    if pivot_owner == owner && visited.contains(&landing) {
                        continue;
                    }
                    out.push(format!("{}:{}", Self::name(from), Self::name(landing)));
                }
            }
        }
        out
    }

    fn reference_actions(&self) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(&jumper) = self.chain.last() {
            out = self.jumps(jumper, &self.chain);
            out.push("end".into());
        } else {
            for from in self.pieces_of(self.to_move) {
                for df in -1..=1 {
                    for dr in -1..=1 {
                        let to = (from.0 + df, from.1 + dr);
                        if (df, dr) != (0, 0) && self.on(to) && self.at(to).is_none() {
                            out.push(format!("{}-{}", Self::name(from), Self::name(to)));
                        }
                    }
                }
                out.extend(self.jumps(from, &[from]));
            }
        }
        out.sort();
        out
    }
}

#[derive(Debug, Default)]
struct Tally {
    finished: usize,
    capped: usize,
    captures: usize,
    chains: usize,
    shared_wins: usize,
}

/// Martian Checkers' own checks: the reference's actions, pieces never
/// lost, scores are the stashes, who is skipped, and the highest stash wins.
struct MartianChecks {
    players: u8,
    tally: Tally,
}

impl Checks for MartianChecks {
    fn position(&mut self, at: &Position) {
        let (seed, before, players) = (at.seed, at.text, self.players);
        let board = Board::decode(before);
        assert_eq!(board.players, players);
        // Pieces are never lost: on the board or in a stash.
        let on_board: usize = (1..=players).map(|p| board.pieces_of(p).len()).sum();
        let stashed: usize = board.stash_pieces.iter().sum();
        assert_eq!(
            on_board + stashed,
            9 * players as usize,
            "seed {seed}: {before}"
        );
        assert_eq!(
            at.session.scores(),
            board.stash_points,
            "seed {seed}: scores are stash points"
        );
        if matches!(at.session.status(), Status::Over { .. }) {
            return;
        }
        assert_eq!(at.session.status(), Status::ToAct(board.to_move));
        assert_eq!(
            at.legal,
            board.reference_actions(),
            "seed {seed}, step {}: {before}",
            at.step
        );
    }

    fn after(&mut self, before: &Before, choice: &str, session: &dyn AnySession) {
        let (seed, players) = (before.seed, self.players);
        let board = Board::decode(&before.text);
        let after = Board::decode(&session.position());
        let mover = board.to_move;
        self.tally.captures += (after.stash_pieces[mover as usize - 1]
            > board.stash_pieces[mover as usize - 1]) as usize;
        self.tally.chains += (!after.chain.is_empty() && board.chain.is_empty()) as usize;
        // The turn passes to the next player in order who can act; the
        // ones in between could not.
        if choice.contains('-')
            || choice == "end"
            || (choice.contains(':') && after.chain.is_empty())
        {
            if matches!(session.status(), Status::ToAct(_)) {
                let mut p = mover % players + 1;
                while p != after.to_move {
                    let mut probe = after.clone();
                    probe.to_move = p;
                    assert!(
                        probe.reference_actions().is_empty(),
                        "seed {seed}: {p} was skipped but could act"
                    );
                    p = p % players + 1;
                }
            }
        } else {
            assert_eq!(after.to_move, mover, "a chain keeps the turn");
        }
    }

    fn over(&mut self, at: &Position, winners: &[u8]) {
        let (seed, players) = (at.seed, self.players);
        let board = Board::decode(at.text);
        let scores = at.session.scores();
        let best = *scores.iter().max().unwrap();
        let expected: Vec<u8> = (1..=players)
            .filter(|&p| scores[p as usize - 1] == best)
            .collect();
        assert_eq!(winners, expected, "seed {seed}: the highest stash wins");
        assert!(
            (1..=players).any(|p| board.pieces_of(p).is_empty()),
            "seed {seed}: a player ran out of pieces"
        );
        self.tally.shared_wins += (winners.len() > 1) as usize;
    }
}

fn random_games(players: u8, games: u64, cap: usize) -> Tally {
    let batch = Batch {
        id: "martian-checkers",
        options: vec![("players".to_string(), players.to_string())],
        seeds: (0..games).map(|seed| seed * 7 + players as u64).collect(),
        undo_every: 13,
        reload_every: 13,
        cap: Some(cap),
    };
    let mut checks = MartianChecks {
        players,
        tally: Tally::default(),
    };
    let played = random::play(&batch, &mut checks);
    checks.tally.finished = played.finished;
    checks.tally.capped = played.capped;
    checks.tally
}

#[test]
fn random_two_player_games_match_the_reference() {
    let tally = random_games(2, 600, 3000);
    println!("2 players: {tally:?}");
    assert!(tally.finished > 500 && tally.chains > 100, "{tally:?}");
}

#[test]
fn random_three_player_games_match_the_reference() {
    let tally = random_games(3, 300, 3000);
    println!("3 players: {tally:?}");
    assert!(
        tally.finished > 250 && tally.chains > 100 && tally.shared_wins > 0,
        "{tally:?}"
    );
}

#[test]
fn random_four_player_games_match_the_reference() {
    let tally = random_games(4, 300, 3000);
    println!("4 players: {tally:?}");
    assert!(
        tally.finished > 250 && tally.chains > 100 && tally.shared_wins > 0,
        "{tally:?}"
    );
}
