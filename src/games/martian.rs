//! Martian Checkers (Jesse Welton), for 2, 3 or 4 players. Rules:
//! docs/rules/martian-checkers.md. Pieces worth 1, 2 or 3 points step one square,
//! or jump over a pivot of any owner as far as their value, capturing other
//! players' pivots into their stash; jumps chain. The game ends the moment a
//! player has no pieces, and the stashes are scored.
//!
//! Position text: `BOARD:MOVER:STASHES[:CHAIN]`.
//! - BOARD: the ranks from the top down (see `board::ranks`), one letter a
//!   piece: player 1 `a` `b` `c` (small, medium, large), player 2 `d` `e`
//!   `f`, player 3 `g` `h` `i`, player 4 `j` `k` `l`. Two players play on
//!   4 files and 8 ranks, three or four on 8x8.
//! - MOVER: the player to act.
//! - STASHES: one entry a player, separated by `,`, each the values of the
//!   pieces captured (`321` is a large, a medium and a small piece), then
//!   `x` for a player who resigned and left the game; the number of entries
//!   is the number of players.
//! - CHAIN, during a jump chain only: the squares the jumper has stood on
//!   since the turn began or last captured, separated by `.`, the last one
//!   where it stands now.
//!
//! The two-player start is `1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:,`.

use crate::board::bits::{bit, cells as cells_of, BitGrid, Bits, Shift};
use crate::board::{ranks, Grid, Shape, Square};
use crate::game::{Action, ActionKind, Explanation, Game, Outcome, Piece, Player, Seat, Status};
use crate::game_info::{bad_position, session_of, Choice, GameInfo, GameOption, LegendEntry};
use crate::games::martian_learnt::{self, Model, Reading};
use crate::limits;
use std::sync::OnceLock;

/// The seats in turn order. Colours from the Okabe-Ito palette, each with a
/// mark drawn on its pieces, so no one needs to tell the colours apart.
const SEATS: [Seat; 4] = [
    Seat {
        name: "Red",
        colour: "#d55e00",
        mark: "circle",
    },
    Seat {
        name: "Blue",
        colour: "#0072b2",
        mark: "square",
    },
    Seat {
        name: "Yellow",
        colour: "#f0e442",
        mark: "triangle",
    },
    Seat {
        name: "Green",
        colour: "#009e73",
        mark: "diamond",
    },
];

/// The player counts the rules allow; the first is the default.
pub const PLAYER_COUNTS: [u8; 3] = [2, 3, 4];

const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// The most squares a move looks along a line: a large piece (worth 3)
/// looks 3 squares for its pivot and lands up to 3 beyond.
const REACH: usize = 6;

/// Past the board's edge, in [`Rays`].
const OFF: Square = Square::MAX;

/// The squares along each of [`DIRECTIONS`] from each square, nearest
/// first, up to [`REACH`] away, [`OFF`] past the edge: looked up rather
/// than worked out from files and ranks, which cost a division a step.
struct Rays {
    along: [[[Square; REACH]; 8]; 64],
    /// The first `k + 1` squares of each of those lines (those on the
    /// board) as a set, at index `k`: whether a stretch of a line is
    /// empty is one test against the occupied squares.
    ahead: [[[Bits; REACH]; 8]; 64],
    /// The squares next to each square, any direction
    /// ([`BitGrid::neighbours`], kept for each square).
    neighbours: [Bits; 64],
    /// Every square of the board.
    board: Bits,
    /// 1, 2 and 3 steps against each of [`DIRECTIONS`] (index 0 to 2),
    /// each as one shift: from the squares a jump's pivot or landing is
    /// seen, back to the square that many steps before.
    back: [[Shift; 3]; 8],
}

impl Rays {
    fn new(grid: Grid) -> Rays {
        let bits = BitGrid::new(grid).expect("Martian boards have at most 64 squares");
        let mut rays = [[[OFF; REACH]; 8]; 64];
        let mut ahead = [[[0; REACH]; 8]; 64];
        let mut neighbours = [0; 64];
        let back = DIRECTIONS.map(|(df, dr)| {
            let step = bits.shift(-df, -dr);
            [1, 2, 3].map(|times| step.times(times))
        });
        for sq in 0..grid.cell_count() as Square {
            for (d, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                let (f, r) = (grid.file(sq) as i8, grid.rank(sq) as i8);
                for (k, out) in rays[sq as usize][d].iter_mut().enumerate() {
                    let times = k as i8 + 1;
                    let (f, r) = (f + df * times, r + dr * times);
                    if f < 0 || r < 0 || f >= grid.files as i8 || r >= grid.ranks as i8 {
                        break;
                    }
                    *out = grid.square(f as u8, r as u8);
                }
                let mut stretch = 0;
                for (k, &at) in rays[sq as usize][d].iter().enumerate() {
                    if at != OFF {
                        stretch |= bit(at);
                    }
                    ahead[sq as usize][d][k] = stretch;
                }
            }
            neighbours[sq as usize] = bits.neighbours(sq);
        }
        Rays {
            along: rays,
            ahead,
            neighbours,
            board: bits.all(),
            back,
        }
    }
}

/// The rays of `grid`, one of the two boards (4x8 for two players, 8x8
/// for three or four), built once each.
fn rays_of(grid: Grid) -> &'static Rays {
    static NARROW: OnceLock<Rays> = OnceLock::new();
    static SQUARE: OnceLock<Rays> = OnceLock::new();
    let cell = if grid.files == 4 { &NARROW } else { &SQUARE };
    cell.get_or_init(|| Rays::new(grid))
}

const SIZE_NAMES: [&str; 3] = ["small", "medium", "large"];

fn seat_name(p: Player) -> &'static str {
    SEATS[p as usize - 1].name
}

/// A piece on a cell: `owner * 4 + size`, owner 1 to 4, size 1 to 3; 0 is
/// an empty cell.
fn code(owner: Player, size: u8) -> u8 {
    owner * 4 + size
}

fn owner_of(c: u8) -> Player {
    c / 4
}

fn size_of(c: u8) -> u8 {
    c % 4
}

/// A jump chain in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Chain {
    /// Where the jumping piece stands.
    jumper: Square,
    /// Where it has stood since the turn began or it last captured.
    visited: Bits,
    /// The directions of the jumps the no-loop guard allows it now, a
    /// bit each by index into [`DIRECTIONS`]: worked out once, where the
    /// chain goes on, for the listings of its actions to read
    /// ([`Martian::allowed_jump_directions`]).
    directions: u8,
}

/// A Martian Checkers position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Martian {
    players: u8,
    grid: Grid,
    /// A piece code per cell (see `code`), by cell index.
    cells: [u8; 64],
    /// The squares each player occupies, by player - 1: `cells` as
    /// sets, kept in step with it by [`Martian::set`].
    occupied: [Bits; 4],
    /// The squares of the pieces of each size, by size - 1, kept in step
    /// the same way.
    sized: [Bits; 3],
    to_move: Player,
    /// Pieces captured, by player - 1 and size - 1.
    stash: [[u8; 3]; 4],
    chain: Option<Chain>,
    ended: Option<Outcome>,
    /// Players passed over for having no legal action since the last turn.
    skipped: Vec<Player>,
    /// The players who resigned and left the game (bit `p - 1`), with 3 or
    /// 4 players: their pieces are gone, their turns pass them by, their
    /// stash stays but cannot win, and the others play on.
    left: u8,
}

impl Martian {
    /// The initial position for `players` players (2, 3 or 4).
    pub fn new(players: u8) -> Result<Martian, String> {
        let mut game = Martian::empty(players)?;
        let last_file = game.grid.files as i8 - 1;
        let last_rank = game.grid.ranks as i8 - 1;
        // Each player's corner, and the directions into the board from it.
        let corners: &[(i8, i8, i8, i8)] = if players == 2 {
            &[(0, 0, 1, 1), (last_file, last_rank, -1, -1)]
        } else {
            &[
                (0, 0, 1, 1),
                (0, last_rank, 1, -1),
                (last_file, last_rank, -1, -1),
                (last_file, 0, -1, 1),
            ]
        };
        for (i, &(cf, cr, sf, sr)) in corners.iter().take(players as usize).enumerate() {
            for df in 0..3i8 {
                for dr in 0..3i8 {
                    // Large nearest the corner, then medium, then small.
                    let size = match df + dr {
                        0 | 1 => 3,
                        2 => 2,
                        _ => 1,
                    };
                    let sq = game.grid.square((cf + sf * df) as u8, (cr + sr * dr) as u8);
                    game.set(sq, code(i as u8 + 1, size));
                }
            }
        }
        Ok(game)
    }

    fn empty(players: u8) -> Result<Martian, String> {
        let grid = match players {
            2 => Grid::new(4, 8),
            3 | 4 => Grid::new(8, 8),
            other => {
                return Err(format!(
                    "Martian Checkers is for 2, 3 or 4 players, not {other}"
                ))
            }
        };
        Ok(Martian {
            players,
            grid,
            cells: [0; 64],
            occupied: [0; 4],
            sized: [0; 3],
            to_move: 1,
            stash: [[0; 3]; 4],
            chain: None,
            ended: None,
            skipped: Vec::new(),
            left: 0,
        })
    }

    /// A position from its text (see the module docs). `players`, when
    /// given, must match the number of stashes.
    pub fn from_position(text: &str, players: Option<u8>) -> Result<Martian, String> {
        let parts: Vec<&str> = text.split(':').collect();
        if !(3..=4).contains(&parts.len()) {
            return Err(
                "a position is BOARD:MOVER:STASHES, with :CHAIN during a jump chain".into(),
            );
        }
        let stashes: Vec<&str> = parts[2].split(',').collect();
        // Counted before narrowing: 258 fields must not wrap round to 2.
        let fields = stashes.len();
        if let Some(p) = players.filter(|&p| usize::from(p) != fields) {
            return Err(format!(
                "the position has {fields} stashes (one a player), but {p} players were asked for"
            ));
        }
        if !(2..=4).contains(&fields) {
            return Err(format!(
                "the position has {fields} stashes; there must be one a player, 2 to 4"
            ));
        }
        let count = fields as u8;
        let mut game = Martian::empty(count).map_err(|_| {
            format!("the position has {count} stashes; there must be one a player, 2 to 4")
        })?;
        let (board, mover) = (parts[0], ranks::player(parts[1], count)?);

        let letters = &"abcdefghijkl"[..3 * count as usize];
        let cells = ranks::read(
            game.grid,
            board,
            |ch| {
                letters
                    .find(ch)
                    .map(|i| code(i as u8 / 3 + 1, i as u8 % 3 + 1))
            },
            &format!("{}-{}", &letters[..1], &letters[letters.len() - 1..]),
        )?;
        for (sq, &piece) in cells.iter().enumerate() {
            game.set(sq as Square, piece);
        }
        game.to_move = mover;
        for (p, stash) in stashes.iter().enumerate() {
            let stash = match stash.strip_suffix('x') {
                Some(rest) if count > 2 => {
                    game.left |= 1 << p;
                    rest
                }
                Some(_) => {
                    return Err(format!(
                        "stash {}: only with 3 or 4 players may a player leave the game (x)",
                        p + 1
                    ))
                }
                None => stash,
            };
            // At most every piece of the game, before counting into a u8.
            if stash.len() > 9 * 3 {
                return Err(format!(
                    "stash {} holds more pieces than the game has",
                    p + 1
                ));
            }
            for ch in stash.chars() {
                match ch {
                    '1'..='3' => game.stash[p][(ch as u8 - b'1') as usize] += 1,
                    other => {
                        return Err(format!(
                            "stash {}: '{other}' is not a piece value (1, 2 or 3)",
                            p + 1
                        ))
                    }
                }
            }
            let total: u32 = game.stash[p].iter().map(|&n| n as u32).sum();
            if total > 9 * 3 {
                return Err(format!(
                    "stash {} holds more pieces than the game has",
                    p + 1
                ));
            }
        }
        if let Some(p) = (1..=count).find(|&p| !game.in_game(p) && game.piece_count(p) > 0) {
            return Err(format!(
                "{} left the game (x) but has pieces on the board",
                seat_name(p)
            ));
        }
        if !game.in_game(mover) {
            return Err(format!(
                "{} is to act but left the game (x)",
                seat_name(mover)
            ));
        }
        if let Some(chain) = parts.get(3) {
            game.chain = Some(game.read_chain(chain)?);
        }
        if game.players_in() < 2 {
            game.end_by_scores("one player is left in the game".into());
            return Ok(game);
        }
        if let Some(out) = (1..=count).find(|&p| game.in_game(p) && game.piece_count(p) == 0) {
            game.end_by_scores(format!("{} has no pieces left", seat_name(out)));
            return Ok(game);
        }
        match &game.chain {
            Some(c) if c.directions == 0 => {
                return Err(
                    "the jumping piece has no further jump: the chain would have ended".into(),
                )
            }
            Some(_) => {}
            None if !game.has_action(mover) => game.pass_turn(),
            None => {}
        }
        Ok(game)
    }

    fn read_chain(&self, text: &str) -> Result<Chain, String> {
        let mut visited = 0;
        let mut last = None;
        for name in text.split('.') {
            let sq = self.grid.parse(name).ok_or_else(|| {
                format!(
                    "chain: '{}' is not a square of this board",
                    limits::excerpt(name)
                )
            })?;
            visited |= bit(sq);
            last = Some(sq);
        }
        let jumper = last.ok_or("chain: no squares")?;
        if owner_of(self.cells[jumper as usize]) != self.to_move {
            return Err(format!(
                "chain: the jumper on {} is not a piece of the player to move",
                self.grid.name(jumper)
            ));
        }
        let directions = self.allowed_jump_directions(jumper, visited);
        Ok(Chain {
            jumper,
            visited,
            directions,
        })
    }

    pub fn players(&self) -> u8 {
        self.players
    }

    /// What the learnt evaluation reads for each player still in a game
    /// of 3 or 4 ([`crate::games::martian_learnt`]), by player index;
    /// `None` for a player who left or is not in the game.
    pub fn learnt_readings(&self) -> [Option<Reading>; 4] {
        let mut readings = [None; 4];
        if self.players < 3 {
            return readings;
        }
        let captures = self.largest_captures();
        // The players still in, in turn order from the player to act.
        let (mut order, mut count) = ([0 as Player; 4], 0);
        for i in 0..self.players {
            let p = (self.to_move - 1 + i) % self.players + 1;
            if self.in_game(p) {
                order[count] = p;
                count += 1;
            }
        }
        let order = &order[..count];
        for (turns_away, &p) in order.iter().enumerate() {
            let others = || order.iter().copied().filter(move |&o| o != p);
            let best_other = others().map(|o| self.points(o)).max().unwrap_or(0);
            let fewest_other = others().map(|o| self.piece_count(o)).min().unwrap_or(0);
            // The enemy who acts first from now: the player to act, or
            // when that is this player, the one after (none when the
            // others have all left and the game is over).
            let next_enemy = order.get(usize::from(turns_away == 0));
            let i = usize::from(p - 1);
            readings[i] = Some(Reading {
                players: self.players,
                turns_away: turns_away as u8,
                lead: self.points(p) as i32 - best_other as i32,
                pieces: self.piece_count(p) as u8,
                fewest_other: fewest_other as u8,
                threat: captures[i].iter().copied().max().unwrap_or(0),
                danger_next: next_enemy.map_or(0, |&e| captures[usize::from(e - 1)][i]),
                danger: captures.iter().map(|row| row[i]).max().unwrap_or(0),
            });
        }
        readings
    }

    /// Each player's share of the win by the learnt `model` (0 for a
    /// player who left), with 3 or 4 players: the features' weights with
    /// the piece-square tables' ([`Martian::table_sums`]).
    fn learnt_rewards(&self, model: &Model) -> crate::ai::Rewards {
        let tables = self.table_sums(model);
        let mut rewards = [0.0; 4];
        for (i, reading) in self.learnt_readings().iter().enumerate() {
            if let Some(reading) = reading {
                rewards[i] = model.win_share(reading, tables[i]);
            }
        }
        rewards
    }

    /// For each player (by index) of 3 or 4, the sum of `model`'s table
    /// weights over the pieces on the board, as that player reads them
    /// ([`crate::games::martian_learnt::table_index`]); 0 for the players
    /// a game has not.
    pub fn table_sums(&self, model: &Model) -> [f32; 4] {
        let tables = &model.seat_tables()[..usize::from(self.players)];
        let mut sums = [0.0; 4];
        // One walk over the pieces in the order of the squares; each
        // player's sum still takes its terms in that order, as
        // `fit-martian-tables` adds them up.
        for square in cells_of(self.all_pieces()) {
            let code = usize::from(self.cells[square as usize]) % 20;
            for (sum, by_code) in sums.iter_mut().zip(tables) {
                *sum += by_code[code][square as usize];
            }
        }
        sums
    }

    /// The indices of the table weights ([`Martian::table_sums`]) that
    /// player `player` (an index) reads, piece by piece in the order of
    /// the squares: what `fit-martian-tables` fits.
    pub fn table_indices(&self, player: usize) -> Vec<u16> {
        let players = usize::from(self.players);
        self.pieces_by_square()
            .map(|(square, owner, size)| {
                martian_learnt::table_index(players, player, owner, size, square) as u16
            })
            .collect()
    }

    /// The pieces on the board in the order of the squares: each one's
    /// square, owner (an index) and size, as the tables read them.
    fn pieces_by_square(&self) -> impl Iterator<Item = (usize, usize, u8)> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter(|&(_, &c)| c != 0)
            .map(|(square, &c)| (square, usize::from(owner_of(c)) - 1, size_of(c)))
    }

    /// For each player (by index) and each other, the largest piece of the
    /// other's the player could capture with one jump now (0 for none).
    fn largest_captures(&self) -> [[u8; 4]; 4] {
        let mut largest = [[0u8; 4]; 4];
        let along = &rays_of(self.grid).along;
        for (dir, by_distance) in self.jumpers(self.all_pieces()).iter().enumerate() {
            for (d, &jumpers) in by_distance.iter().enumerate() {
                for sq in cells_of(jumpers) {
                    let me = usize::from(owner_of(self.cells[sq as usize]) - 1);
                    let target = self.cells[along[sq as usize][dir][d] as usize];
                    let them = usize::from(owner_of(target) - 1);
                    if them != me {
                        largest[me][them] = largest[me][them].max(size_of(target));
                    }
                }
            }
        }
        largest
    }

    /// The jumps of the piece on `from` as the first of a turn, in the
    /// order of [`DIRECTIONS`], each as its pivot and landing square:
    /// those of `jumpers` ([`Martian::jumpers`], for pieces including
    /// this one). A first jump never lands where its piece stands, so the
    /// no-loop guard allows them all.
    fn first_jumps<'a>(
        &self,
        jumpers: &'a [[Bits; 3]; 8],
        from: Square,
    ) -> impl Iterator<Item = (Square, Square)> + 'a {
        let ray = &rays_of(self.grid).along[from as usize];
        jumpers
            .iter()
            .zip(ray)
            .filter_map(move |(by_distance, line)| {
                let d = by_distance.iter().position(|&set| set & bit(from) != 0)?;
                Some((line[d], line[2 * d + 1]))
            })
    }

    /// The pieces of `pieces` that have a jump, as sets: by direction
    /// (an index into [`DIRECTIONS`]) and by how far away the pivot is (1
    /// to 3, index 0 to 2). What [`Martian::jump_along`] finds for one
    /// piece and line, worked out for every piece at once by shifting
    /// sets along the line (a piece has at most one jump a line: its
    /// pivot is the first piece along it), which the evaluation's
    /// capture counts and the listing of actions do for every piece.
    fn jumpers(&self, pieces: Bits) -> [[Bits; 3]; 8] {
        let rays = rays_of(self.grid);
        let empty = self.empty_squares();
        let occupied = self.all_pieces();
        // The pieces that reach a pivot 1, 2 or 3 squares away.
        let able = [
            pieces,
            pieces & (self.sized[1] | self.sized[2]),
            pieces & self.sized[2],
        ];
        let mut jumpers = [[0; 3]; 8];
        for (dir, by_distance) in jumpers.iter_mut().enumerate() {
            let back = &rays.back[dir];
            // The squares with the next k squares along the line empty
            // (on the board), k = 1 to 3.
            let clear_1 = back[0].apply(empty);
            let clear_2 = clear_1 & back[1].apply(empty);
            let clear_3 = clear_2 & back[2].apply(empty);
            // Back from the pivots d squares away with d empty squares
            // beyond them, to a jumper with the d - 1 squares before the
            // pivot empty.
            *by_distance = [
                back[0].apply(occupied & clear_1) & able[0],
                back[1].apply(occupied & clear_2) & clear_1 & able[1],
                back[2].apply(occupied & clear_3) & clear_2 & able[2],
            ];
        }
        jumpers
    }

    /// The pieces that have a jump in any direction, of `jumpers`
    /// ([`Martian::jumpers`]): most pieces have none, so the listings
    /// look for the jumps of these alone.
    fn with_a_jump(jumpers: &[[Bits; 3]; 8]) -> Bits {
        jumpers.iter().flatten().fold(0, |all, &set| all | set)
    }

    fn piece_count(&self, p: Player) -> usize {
        self.occupied[usize::from(p - 1)].count_ones() as usize
    }

    /// Puts `piece` (a code, 0 for none) on `sq`, keeping `occupied` and
    /// `sized` in step.
    fn set(&mut self, sq: Square, piece: u8) {
        let old = self.cells[sq as usize];
        if old != 0 {
            self.occupied[usize::from(owner_of(old) - 1)] &= !bit(sq);
            self.sized[usize::from(size_of(old) - 1)] &= !bit(sq);
        }
        if piece != 0 {
            self.occupied[usize::from(owner_of(piece) - 1)] |= bit(sq);
            self.sized[usize::from(size_of(piece) - 1)] |= bit(sq);
        }
        self.cells[sq as usize] = piece;
    }

    /// The squares of every player's pieces.
    fn all_pieces(&self) -> Bits {
        self.occupied.iter().fold(0, |all, &set| all | set)
    }

    /// The empty squares of the board.
    fn empty_squares(&self) -> Bits {
        rays_of(self.grid).board & !self.all_pieces()
    }

    fn points(&self, p: Player) -> u32 {
        self.stash[p as usize - 1]
            .iter()
            .enumerate()
            .map(|(i, &n)| n as u32 * (i as u32 + 1))
            .sum()
    }

    /// The square `times` steps (1 to [`REACH`]) from `sq` along direction
    /// `dir` (an index into [`DIRECTIONS`]), if it is on the board: the
    /// tests' way along a line, square by square.
    #[cfg(test)]
    fn step(&self, sq: Square, dir: usize, times: usize) -> Option<Square> {
        let at = rays_of(self.grid).along[sq as usize][dir][times - 1];
        (at != OFF).then_some(at)
    }

    /// The jump of the piece on `from` along direction `dir`, if it has
    /// one: the first piece along the line is the pivot, no farther than
    /// the piece's value, and as many empty squares beyond it lead to an
    /// empty landing.
    fn jump_along(&self, from: Square, dir: usize) -> Option<(Square, Square)> {
        Self::jump_among(
            rays_of(self.grid),
            self.all_pieces(),
            from,
            self.cells[from as usize],
            dir,
        )
    }

    /// [`Martian::jump_along`] for `piece` (a code) on `from`, given the
    /// board's rays and occupied squares, which a caller looking along
    /// several lines finds once.
    fn jump_among(
        rays: &Rays,
        occupied: Bits,
        from: Square,
        piece: u8,
        dir: usize,
    ) -> Option<(Square, Square)> {
        let value = usize::from(size_of(piece));
        let line = &rays.along[from as usize][dir];
        let ahead = &rays.ahead[from as usize][dir];
        // The pivot is the nearest piece, at most `value` squares away
        // (a stretch past the edge adds no square, so finds nothing new).
        let d = (1..=value).find(|&d| ahead[d - 1] & occupied != 0)?;
        let pivot = line[d - 1];
        let to = line[2 * d - 1];
        // On the board, with the d squares beyond the pivot empty.
        (to != OFF && ahead[2 * d - 1] & occupied == bit(pivot)).then_some((pivot, to))
    }

    /// Whether the jump to `to` is allowed by the no-loop guard.
    fn jump_allowed(&self, from: Square, pivot: Square, to: Square, visited: Bits) -> bool {
        let captures = owner_of(self.cells[pivot as usize]) != owner_of(self.cells[from as usize]);
        captures || visited & bit(to) == 0
    }

    /// Each jump the no-loop guard allows the piece on `from`, as its
    /// direction (an index into [`DIRECTIONS`]), pivot and landing
    /// square, in the order of [`DIRECTIONS`]: the one walk of all eight
    /// lines, which `has_action` stops at the first of and a chain's
    /// directions are gathered from.
    fn allowed_jumps(
        &self,
        from: Square,
        visited: Bits,
    ) -> impl Iterator<Item = (usize, Square, Square)> + '_ {
        let (rays, occupied) = (rays_of(self.grid), self.all_pieces());
        let piece = self.cells[from as usize];
        (0..DIRECTIONS.len()).filter_map(move |dir| {
            Self::jump_among(rays, occupied, from, piece, dir)
                .filter(|&(pivot, to)| self.jump_allowed(from, pivot, to, visited))
                .map(|(pivot, to)| (dir, pivot, to))
        })
    }

    /// The directions of the jumps the no-loop guard allows the piece on
    /// `from`, a bit each by index into [`DIRECTIONS`].
    fn allowed_jump_directions(&self, from: Square, visited: Bits) -> u8 {
        self.allowed_jumps(from, visited)
            .fold(0, |directions, (dir, _, _)| directions | 1 << dir)
    }

    /// Each jump the chain's piece may make next, as its pivot and
    /// landing square, in the order of [`DIRECTIONS`]: those of the
    /// directions the chain holds, so only those lines are walked again.
    /// (The chain keeps directions, a byte, not the jumps themselves:
    /// walking one line again is a few squares, and every position the
    /// search copies carries its chain.)
    fn visit_chain_jumps(&self, chain: &Chain, mut visit: impl FnMut(Square, Square)) {
        let mut directions = chain.directions;
        while directions != 0 {
            let dir = directions.trailing_zeros() as usize;
            directions &= directions - 1;
            if let Some((pivot, to)) = self.jump_along(chain.jumper, dir) {
                visit(pivot, to);
            }
        }
    }

    /// Whether player `p` is still in the game (has not resigned and left).
    fn in_game(&self, p: Player) -> bool {
        self.left & (1 << (p - 1)) == 0
    }

    fn players_in(&self) -> usize {
        (1..=self.players).filter(|&p| self.in_game(p)).count()
    }

    fn has_action(&self, p: Player) -> bool {
        let neighbours = &rays_of(self.grid).neighbours;
        let empty = self.empty_squares();
        cells_of(self.occupied[usize::from(p - 1)]).any(|sq| {
            neighbours[sq as usize] & empty != 0 || self.allowed_jumps(sq, bit(sq)).next().is_some()
        })
    }

    /// Ends the turn: the next player in order who can act is to act; the
    /// ones passed over are skipped; when no one can act the game ends.
    fn pass_turn(&mut self) {
        self.chain = None;
        self.skipped.clear();
        for i in 1..=self.players {
            let p = (self.to_move - 1 + i) % self.players + 1;
            if self.has_action(p) {
                self.to_move = p;
                return;
            }
            // A player who left is passed by without a note.
            if p != self.to_move && self.in_game(p) {
                self.skipped.push(p);
            }
        }
        self.skipped.clear();
        self.end_by_scores("no player has a legal action".into());
    }

    /// Ends the game, the highest stash winning (ties share the win).
    fn end_by_scores(&mut self, why: String) {
        self.chain = None;
        self.ended = Some(Outcome {
            winners: self.best_stashes(None),
            reason: format!("{why}, so the game ends and the stashes are scored"),
        });
    }

    /// The players still in the game with the highest stash, leaving out
    /// `excluded`.
    fn best_stashes(&self, excluded: Option<Player>) -> Vec<Player> {
        let players =
            || (1..=self.players).filter(move |&p| Some(p) != excluded && self.in_game(p));
        let best = players().map(|p| self.points(p)).max().unwrap_or(0);
        players().filter(|&p| self.points(p) == best).collect()
    }

    /// The square a jump from `from` to `to` passes over: halfway, which
    /// in index order is the mean of the two (a jump's file and rank
    /// offsets are both even).
    fn pivot_of(&self, from: Square, to: Square) -> Square {
        ((u16::from(from) + u16::from(to)) / 2) as Square
    }

    fn is_step(&self, from: Square, to: Square) -> bool {
        let neighbours = &rays_of(self.grid).neighbours;
        to < 64
            && neighbours
                .get(from as usize)
                .is_some_and(|&n| n & bit(to) != 0)
    }

    fn describe(&self, sq: Square) -> String {
        let c = self.cells[sq as usize];
        format!(
            "{}'s {} piece",
            seat_name(owner_of(c)),
            SIZE_NAMES[size_of(c) as usize - 1]
        )
    }

    /// Why the piece on `from` cannot go to `to`, or `None` when it can.
    fn why_not_move(&self, from: Square, to: Square) -> Option<String> {
        let (a, b) = (self.grid.name(from), self.grid.name(to));
        let me = self.to_move;
        let c = self.cells[from as usize];
        if c == 0 {
            return Some(format!("there is no piece on {a}"));
        }
        if owner_of(c) != me {
            return Some(format!(
                "the piece on {a} is {}, and {} is to act",
                self.describe(from),
                seat_name(me)
            ));
        }
        if let Some(chain) = &self.chain {
            if from != chain.jumper {
                return Some(format!(
                    "{} is in the middle of a jump chain with the piece on {}: jump again with it or end the turn",
                    seat_name(me),
                    self.grid.name(chain.jumper)
                ));
            }
        }
        if self.cells[to as usize] != 0 {
            return Some(format!("{b} is occupied"));
        }
        let df = self.grid.file(to) as i8 - self.grid.file(from) as i8;
        let dr = self.grid.rank(to) as i8 - self.grid.rank(from) as i8;
        if df.abs().max(dr.abs()) == 1 {
            if self.chain.is_some() {
                return Some("a chain goes on only with jumps; a step is a turn of its own".into());
            }
            return None;
        }
        if !(df == 0 || dr == 0 || df.abs() == dr.abs()) || df % 2 != 0 || dr % 2 != 0 {
            return Some(format!(
                "{b} is not a landing square from {a}: a jump lands along a row, column or diagonal, as far beyond the pivot as the pivot is from the jumper"
            ));
        }
        let Some(dir) = DIRECTIONS
            .iter()
            .position(|&dir| dir == (df.signum(), dr.signum()))
        else {
            return Some(format!("{b} is where the piece on {a} already stands"));
        };
        let d = df.abs().max(dr.abs()) / 2;
        let value = size_of(c) as i8;
        match self.jump_along(from, dir) {
            Some((pivot, landing)) if landing == to => {
                let visited = self.chain.as_ref().map_or(bit(from), |ch| ch.visited);
                if !self.jump_allowed(from, pivot, to, visited) {
                    return Some(format!(
                        "that jump would bring the piece back to {b}, where it already stood this turn with no capture since (the no-loop guard)"
                    ));
                }
                None
            }
            _ if d > value => Some(format!(
                "a {} piece jumps a pivot at most {value} square{} away; {b} would need one {d} away",
                SIZE_NAMES[value as usize - 1],
                if value == 1 { "" } else { "s" }
            )),
            _ => Some(format!(
                "no jump from {a} lands on {b}: the jump needs the first piece along the line {d} square{} away and nothing between it and {b}",
                if d == 1 { "" } else { "s" }
            )),
        }
    }
}

impl Game for Martian {
    fn shape(&self) -> Shape {
        Shape::Grid(self.grid)
    }

    fn seats(&self) -> &'static [Seat] {
        &SEATS[..self.players as usize]
    }

    fn status(&self) -> Status {
        Outcome::or_to_act(&self.ended, self.to_move)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.ended.is_some() {
            return;
        }
        if let Some(chain) = &self.chain {
            let from = chain.jumper;
            self.visit_chain_jumps(chain, |_, to| out.push(Action::Move { from, to }));
            out.push(Action::End);
            return;
        }
        let mine = self.occupied[usize::from(self.to_move - 1)];
        let jumpers = self.jumpers(mine);
        let with_a_jump = Self::with_a_jump(&jumpers);
        let rays = rays_of(self.grid);
        let empty = self.empty_squares();
        for from in cells_of(mine) {
            // The steps in the order of DIRECTIONS, looked for only where
            // the piece has an empty neighbour.
            let open = rays.neighbours[from as usize] & empty;
            if open != 0 {
                for line in &rays.along[from as usize] {
                    let to = line[0];
                    if to != OFF && open & bit(to) != 0 {
                        out.push(Action::Move { from, to });
                    }
                }
            }
            if with_a_jump & bit(from) != 0 {
                for (_, to) in self.first_jumps(&jumpers, from) {
                    out.push(Action::Move { from, to });
                }
            }
        }
    }

    fn kind_of(&self, action: Action) -> ActionKind {
        match action {
            Action::Move { from, to } if self.is_step(from, to) => ActionKind::Step,
            Action::Move { from, to } => {
                let pivot = self.pivot_of(from, to);
                if owner_of(self.cells[pivot as usize]) == owner_of(self.cells[from as usize]) {
                    ActionKind::Jump
                } else {
                    ActionKind::CaptureJump
                }
            }
            Action::End => ActionKind::End,
            Action::Leave => ActionKind::Leave,
            Action::Place(_) => ActionKind::Drop,
        }
    }

    fn apply(&mut self, action: Action) {
        self.skipped.clear();
        let me = self.to_move;
        match action {
            Action::Move { from, to } if self.is_step(from, to) => {
                self.set(to, self.cells[from as usize]);
                self.set(from, 0);
                self.pass_turn();
            }
            Action::Move { from, to } => {
                let pivot = self.pivot_of(from, to);
                let taken = self.cells[pivot as usize];
                self.set(to, self.cells[from as usize]);
                self.set(from, 0);
                let mut visited = self.chain.as_ref().map_or(bit(from), |c| c.visited);
                if owner_of(taken) != me {
                    self.set(pivot, 0);
                    self.stash[me as usize - 1][size_of(taken) as usize - 1] += 1;
                    visited = 0;
                    if self.piece_count(owner_of(taken)) == 0 {
                        self.end_by_scores(format!(
                            "{} has no pieces left",
                            seat_name(owner_of(taken))
                        ));
                        return;
                    }
                }
                visited |= bit(to);
                let directions = self.allowed_jump_directions(to, visited);
                if directions != 0 {
                    self.chain = Some(Chain {
                        jumper: to,
                        visited,
                        directions,
                    });
                } else {
                    self.pass_turn();
                }
            }
            Action::End => self.pass_turn(),
            Action::Leave => {
                // The player's pieces leave the board with them.
                for sq in cells_of(self.occupied[usize::from(me - 1)]) {
                    self.set(sq, 0);
                }
                self.left |= 1 << (me - 1);
                if self.players_in() < 2 {
                    self.end_by_scores(format!(
                        "{} resigned, and one player is left in the game",
                        seat_name(me)
                    ));
                } else {
                    self.pass_turn();
                }
            }
            Action::Place(_) => debug_assert!(false, "Martian Checkers has no drops"),
        }
    }

    fn scores(&self) -> Vec<u32> {
        (1..=self.players).map(|p| self.points(p)).collect()
    }

    fn pieces(&self) -> Vec<Piece> {
        (0..self.grid.cell_count() as Square)
            .filter(|&sq| self.cells[sq as usize] != 0)
            .map(|sq| {
                let c = self.cells[sq as usize];
                Piece {
                    cell: sq,
                    owner: owner_of(c),
                    height: 1,
                    crowned: false,
                    size: size_of(c),
                }
            })
            .collect()
    }

    fn position_text(&self) -> String {
        let letters = b"abcdefghijkl";
        let letter = |sq: Square| {
            let c = self.cells[sq as usize];
            (c != 0)
                .then(|| letters[(owner_of(c) as usize - 1) * 3 + size_of(c) as usize - 1] as char)
        };
        let mut text = ranks::write(self.grid, letter, self.to_move);
        let stashes: Vec<String> = (0..self.players as usize)
            .map(|p| {
                (0..3)
                    .rev()
                    .flat_map(|s| {
                        std::iter::repeat_n((b'1' + s as u8) as char, self.stash[p][s] as usize)
                    })
                    .chain((!self.in_game(p as u8 + 1)).then_some('x'))
                    .collect()
            })
            .collect();
        text.push(':');
        text += &stashes.join(",");
        if let Some(chain) = &self.chain {
            // The visited squares, the jumper's own square last.
            let mut squares: Vec<String> = (0..self.grid.cell_count() as Square)
                .filter(|&sq| chain.visited & bit(sq) != 0 && sq != chain.jumper)
                .map(|sq| self.grid.name(sq))
                .collect();
            squares.push(self.grid.name(chain.jumper));
            text.push(':');
            text += &squares.join(".");
        }
        text
    }

    fn why_illegal(&self, action: &str) -> String {
        let usage = "write a step as b2-c3, a jump as b2:d4 and stopping a chain as end";
        if action == "end" {
            return "end stops a jump chain, and no chain is in progress".into();
        }
        let Some((at, sep)) = action.char_indices().find(|&(_, c)| c == '-' || c == ':') else {
            return format!("'{action}' is not an action here; {usage}");
        };
        let (from_text, to_text) = (&action[..at], &action[at + 1..]);
        let (Some(from), Some(to)) = (self.grid.parse(from_text), self.grid.parse(to_text)) else {
            return format!("'{action}' does not name two squares of this board; {usage}");
        };
        match self.why_not_move(from, to) {
            Some(reason) => reason,
            None if sep == '-' => format!("that is a jump, written {from_text}:{to_text}"),
            None => format!("that is a step, written {from_text}-{to_text}"),
        }
    }

    fn turn_note(&self) -> Option<String> {
        if self.ended.is_some() {
            return None;
        }
        let mut notes: Vec<String> = self
            .skipped
            .iter()
            .map(|&p| format!("{} had no legal action and was skipped.", seat_name(p)))
            .collect();
        if let Some(chain) = &self.chain {
            notes.push(format!(
                "{} may jump again with the piece on {}, or end the turn.",
                seat_name(self.to_move),
                self.grid.name(chain.jumper)
            ));
        }
        (!notes.is_empty()).then(|| notes.join(" "))
    }

    fn explain(&self, from: Option<Square>, to: Square) -> Option<Explanation> {
        let reason = match (from, &self.chain) {
            (Some(from), _) => self.why_not_move(from, to)?,
            // Mid-chain, pressing another piece of one's own.
            (None, Some(chain)) if owner_of(self.cells[to as usize]) == self.to_move => format!(
                "{} is in the middle of a jump chain with the piece on {}: jump again with it or end the turn",
                seat_name(self.to_move),
                self.grid.name(chain.jumper)
            ),
            (None, _) => return None,
        };
        Some(Explanation::new(crate::game::as_sentence(&reason)))
    }

    /// The rules set no move limit, so players may stop: by agreement the
    /// stashes decide; a player who resigns loses, and the other stashes
    /// decide among the rest (the rule file leaves 3-4 players open).
    fn stopped(&self, resigned: Option<Player>) -> Option<Outcome> {
        if resigned.is_some_and(|p| !(1..=self.players).contains(&p)) {
            return None;
        }
        let reason = match resigned {
            None => "the players agreed to end the game, and the stashes are scored".to_string(),
            Some(p) if self.players == 2 => format!("{} resigned", seat_name(p)),
            Some(p) => format!(
                "{} resigned, and the other players' stashes are scored",
                seat_name(p)
            ),
        };
        Some(Outcome {
            winners: self.best_stashes(resigned),
            reason,
        })
    }

    /// With 3 or 4 players a player who resigns leaves and the others play
    /// on (README: their pieces leave the board with them).
    fn may_leave(&self) -> bool {
        self.players > 2 && self.ended.is_none()
    }

    fn left_players(&self) -> Vec<Player> {
        (1..=self.players).filter(|&p| !self.in_game(p)).collect()
    }

    fn verb(&self, kind: ActionKind) -> &'static str {
        match kind {
            // `end` stops a chain, whose jumps the description already names.
            ActionKind::End => "",
            _ => crate::turn_view::default_verb(kind),
        }
    }

    fn turn_goes_on(&self) -> bool {
        self.chain.is_some()
    }

    fn active_piece(&self) -> Option<Square> {
        self.chain.as_ref().map(|c| c.jumper)
    }

    fn stashes(&self) -> Vec<Vec<u8>> {
        (0..self.players as usize)
            .map(|p| {
                (0..3u8)
                    .rev()
                    .flat_map(|s| std::iter::repeat_n(s + 1, self.stash[p][s as usize] as usize))
                    .collect()
            })
            .collect()
    }

    fn dividers(&self) -> Vec<[f32; 4]> {
        // The canals between the Martian Chess board's 4x4 quadrants.
        let (w, h) = (self.grid.files as f32, self.grid.ranks as f32);
        let mut lines = vec![[0.0, h / 2.0, w, h / 2.0]];
        if self.grid.files == 8 {
            lines.push([w / 2.0, 0.0, w / 2.0, h]);
        }
        lines
    }
}

/// The rules panel, in the project's own words.
pub const RULES: &[&str] = &[
    "Martian Checkers is played by 2 players on a 4x8 board, or by 3 or 4 on an 8x8 board, each starting from a corner with nine pieces: three large (worth 3 points), three medium (2) and three small (1), the large ones nearest the corner. Players take turns in order, clockwise from the bottom-left corner.",
    "Step: move one of your pieces one square in any of the eight directions to an empty square. That ends your turn.",
    "Jump: a piece may jump over another piece (the pivot, anyone's) along a row, column or diagonal, landing as far beyond the pivot as the pivot was from it. The pivot may be at most as many squares away as the piece's value, the squares in between and beyond must be empty, and so must the landing square.",
    "Capture: jumping another player's piece captures it at once into your stash. Jumping your own pieces does them no harm.",
    "After a jump you may jump again with the same piece, or end your turn; when it has no further jump the turn ends by itself. A chain may not bring the piece back to a square it stood on this turn unless it captured since.",
    "A player who cannot move is skipped. The game ends the moment any player has no pieces on the board, even in the middle of a chain. The highest stash wins; players tied for the highest share the win.",
];

/// UCT's constant for Hard's search with three players, as a multiple of
/// the usual one: the search on the horizon, its playouts scored by the
/// threat-counting evaluation, does best exploring little. Alone against
/// two copies of the `alphabeta` baseline (80 games each, seeds 1 and 2,
/// docs/strength.md), 1 scored 58.75%, 0.5 67.5%, 0.25 71.25% and 0.125
/// 78.1%; on seed 1 alone 0.125 scored 85% and 0.0625 75%. Measured
/// again on the learnt evaluation, against two copies of `mcts` (80
/// games each, seeds 1 and 2): 0.0625 47.5%, 0.125 59.4%, 0.25 50%.
/// All of that at a tenth of the site's times (about 21,000 iterations
/// an action). With Expert's five times as long, against `mcts` at
/// Hard's, 0.5 scored 68.75% of 96 where 0.125 scored 47.9%, but
/// against Hard 38.6% of 44 where 0.125 scored 43.0% of 43; at Hard's
/// budget 0.5 scored 58.1% of 80 against `mcts` and 57.5% of 40 against
/// the baseline (72.5% on that seed). So the constant stays, one for
/// every budget (docs/strength.md, "The twenty-fourth session" and "The
/// twenty-fifth session"). With RAVE, side by side on the same seeds,
/// 0.0625 scored 58.9% of 420 where 0.125 scored 60.7% ("The
/// fifty-fourth session").
const THREE_PLAYER_EXPLORATION: f32 = 0.125;

/// RAVE's equivalence parameter for Hard's search with three players
/// ([`crate::ai::Search::with_rave`], since 2026-11-30): a node's few
/// visits go to the actions its player did well with when playing them
/// later in the node's iterations, rather than to every action in turn.
/// Alone against two copies of `mcts` at a tenth of the site's times, by
/// a rule set before the games: k = 100 scored 61.6% (56.3–66.6) of 336
/// games where the search without it scored 56.5% (51.2–61.7) on the
/// same seeds, 1.5 standard errors of the difference (62.8% of 192 where
/// 56.5%, then side by side 60.1% of 144 where 56.6%); k = 1000 scored
/// 60.9% of 96 on the first seeds. It costs about a quarter of the
/// iterations a second (docs/strength.md, "The forty-sixth session").
const THREE_PLAYER_RAVE_EQUIVALENCE: f32 = 100.0;

/// Opponent-move abstraction's equivalence parameter for Hard's search
/// with three players ([`crate::ai::Search::abstracting_opponent_moves`],
/// since 2026-12-03): the root player's later actions also keep a mean
/// shared across the opponents' replies between, weighed as RAVE's.
/// Alone against two copies of `mcts` at a tenth of the site's times,
/// side by side with the search without it, by rules set before the
/// games: 66.0% of 312 where 60.5%, then on new seeds 61.9% of 312
/// where 56.6%; together 64.0% (60.1–67.6) of 624 where 58.6%, +5.4
/// points, 2.2 standard errors of the difference (a screen before them,
/// 62.6% of 384 where 58.4%, decided nothing). It costs 5–17% of the
/// iterations a second in those matches (with a fixed 16 MB table,
/// exact since 2026-12-03, evening: docs/strength.md, "The
/// sixty-fourth session" to "The sixty-ninth session").
const THREE_PLAYER_OMA_EQUIVALENCE: f32 = 100.0;

/// The same with four players, where it was three players' until
/// 2026-11-27 (night). Against three copies of `mcts` at a tenth of the
/// site's times (40 games a seed): 0.0625 37.5% and 0.5 37.1% of 120
/// (seeds 1 to 3), 0.25 42.3% of 240 (seeds 1 to 6), where 0.125 had
/// scored 37.75% of 200 (seeds 1 to 5) and 36.75% of 200 (seeds 6 to
/// 10); and side by side on seeds 11 to 13, 0.25 40.0% of 120 where
/// 0.125 scored 36.25%. At the site's full times (seeds 1 to 4, 80
/// games each) 0.25 scored 28.75% where 0.125 scored 26.25% (side by
/// side on seeds 3 and 4, 28.75% against 16.25%): no loss there, and
/// both barely above an even share (docs/strength.md, "The thirtieth
/// session" and "The thirty-first session").
const FOUR_PLAYER_EXPLORATION: f32 = 0.25;

/// How UCT's constant of Hard's search at three and four players grows at
/// a node of many visits ([`crate::ai::ExplorationGrowth`]): times
/// (visits / 10,000)^0.6 above 10,000 visits (since 2026-11-29; from
/// 20,000 before, which the figures below until "Growing from" are of).
/// The constants above were
/// measured at a tenth of the site's times, about 20,000 iterations an
/// action, where this changes little; with the site's second (ten times
/// as many) they kept the root on one or two favourite actions, and the
/// search did not turn time into strength: alone at 1 s against two
/// copies of `mcts` at 0.1 s, 53.3% of 45 at three players where `mcts`
/// itself scored 76.7% of 30. Growing the constant (about four times at
/// a root of 200,000 visits) scored 74.6% of 69 there, and at the site's
/// full times, against `mcts` at the same time, 48.4% of 32 at three
/// players where the fixed constant scored 38.6% of 35, and 40.6% of 48
/// at four where it scored 28.75% of 40 on two of those seeds; against
/// the baseline at four 61.25% of 40 where it scored 35.0% of 40, at
/// three 80.6% of 18 where it scored 75.0% on that seed
/// (docs/strength.md, "The thirty-third session" to "The thirty-sixth
/// session"). At a tenth of the times, where the root of a kept tree
/// passes 20,000 visits in most actions on an idle machine, it scored
/// 41.6% of 440 against `mcts` at four players (41.5% of 360 before: no
/// gain there) and 52.1% of 96 against the baseline (46.4% on the same
/// seeds), and 54.4% of 80 against `mcts` at three (58.75% on the same
/// seeds, within the noise; "The thirty-fifth session"). 20,000 and 0.6
/// were chosen once, from where the short search's constant was
/// measured and Expert's gain exploring four times as much. Growing from
/// 10,000 visits instead scored, side by side at a tenth of the times,
/// 53.2% of 200 at three players where this scored 46.0%, and 44.2% of
/// 320 at four where this scored 40.8%: up on every seed group, by about
/// one and a half and one standard error ("The thirty-sixth session"
/// and "The thirty-seventh session"). At the site's full times, four
/// players, side by side on seeds 61 to 64, it scored 45.1% of 92 where
/// 20,000 scored 41.1% of 95, about half a standard error; 10,000 was
/// chosen by a rule set before the last of those games (the higher
/// pooled score), with every comparison so far on its side, none by
/// much ("The thirty-ninth session").
const EXPLORATION_GROWTH: crate::ai::ExplorationGrowth = crate::ai::ExplorationGrowth {
    from_visits: 10_000,
    exponent: 0.6,
};

/// What the computer opponent knows about Martian Checkers: points in the
/// stash decide (the default), with capturing jumps first in playouts.
impl crate::ai::Knowledge for Martian {
    /// Capturing jumps are the favoured actions, and listing them alone
    /// skips every piece's steps: the same choice as the default's.
    fn playout_choice(
        &self,
        actions: &mut Vec<Action>,
        rng: &mut crate::rng::Rng,
    ) -> Option<Action> {
        crate::ai::knowledge::captures_first_choice(self, actions, rng)
    }

    /// The capturing jumps alone, found from the jumps of the pieces that
    /// can move, without listing their steps.
    fn capture_actions(&self, out: &mut Vec<Action>) {
        if self.ended.is_some() {
            return;
        }
        let me = self.to_move;
        let enemy = |pivot: Square| owner_of(self.cells[pivot as usize]) != me;
        if let Some(chain) = &self.chain {
            let from = chain.jumper;
            self.visit_chain_jumps(chain, |pivot, to| {
                if enemy(pivot) {
                    out.push(Action::Move { from, to });
                }
            });
            return;
        }
        let mine = self.occupied[usize::from(me - 1)];
        let jumpers = self.jumpers(mine);
        for from in cells_of(mine & Self::with_a_jump(&jumpers)) {
            for (pivot, to) in self.first_jumps(&jumpers, from) {
                if enemy(pivot) {
                    out.push(Action::Move { from, to });
                }
            }
        }
    }

    /// With two players alpha-beta, which won 20 of 20 against the Monte
    /// Carlo search. With three, the Monte Carlo search with short
    /// playouts scored by the horizon (since 2026-11-26 the learnt
    /// evaluation, before it the threat-counting lead), exploring an
    /// eighth as much (`THREE_PLAYER_EXPLORATION`): against the
    /// `alphabeta` baseline 78.1% of 80 games on the threat-counting lead
    /// and 71.9% on the learnt evaluation (the same seeds), where an even
    /// share is 33%; against `mcts` 43.3% of 120 and 60.1% of 400 (38.6%
    /// of 35 at the site's full times; docs/strength.md).
    /// With four the same since 2026-11-26 (noon): against `mcts` 37.75%
    /// of 200 games where the usual Monte Carlo search scored 28.25% on
    /// the same seeds (an even share is 25%); on the threat-counting lead
    /// short playouts had scored 20% of 20 against it, and the paranoid
    /// alpha-beta search won 2 of 20. Since 2026-11-27 (night) it explores
    /// a quarter as much (`FOUR_PLAYER_EXPLORATION`). At both counts,
    /// since 2026-11-28, more at nodes of many visits
    /// (`EXPLORATION_GROWTH`), so a search of the site's time widens.
    /// With three, since 2026-11-30, with RAVE
    /// (`THREE_PLAYER_RAVE_EQUIVALENCE`), and since 2026-12-03 with
    /// opponent-move abstraction (`THREE_PLAYER_OMA_EQUIVALENCE`).
    fn strongest_engine(&self) -> crate::ai::Engine {
        match self.players {
            2 => crate::ai::Engine::RefinedAlphaBeta(crate::ai::Evaluation::Knowledge),
            // 3 or 4: `Martian::empty`, behind every constructor, allows no
            // other count.
            _ => crate::ai::Engine::Mcts(crate::ai::MctsSettings {
                on_horizon: true,
                exploration: match self.players {
                    3 => THREE_PLAYER_EXPLORATION,
                    _ => FOUR_PLAYER_EXPLORATION,
                },
                exploration_growth: Some(EXPLORATION_GROWTH),
                rave: (self.players == 3).then_some(THREE_PLAYER_RAVE_EQUIVALENCE),
                opponent_move_abstraction: (self.players == 3)
                    .then_some(THREE_PLAYER_OMA_EQUIVALENCE),
                ..crate::ai::MctsSettings::PLAIN
            }),
        }
    }

    /// With two players the horizon also counts threats: each player is
    /// credited with a third of the largest enemy piece one of theirs could
    /// capture with one jump now, and plain minimax runs on the difference
    /// of stashes plus that. On stashes alone both searches shuffled their
    /// pieces apart, and 11 of 20 two-player games against the baseline
    /// ran to the 400-action cap. With three or four players each player's
    /// share of the win by the learnt evaluation
    /// ([`crate::games::martian_learnt`]), which replaced the
    /// threat-counting lead squashed at 4 points; what each scored is
    /// under `strongest_engine` (docs/strength.md, "The eighteenth
    /// session"); with piece-square tables since "The eighty-third
    /// session" at three players and "The eighty-sixth" at four.
    fn horizon_evaluate(&self) -> crate::ai::Rewards {
        if self.players >= 3 {
            return self.learnt_rewards(&Model::hard(self.players));
        }
        let captures = self.largest_captures();
        let value = |p: usize| {
            let threat = captures[p].iter().copied().max().unwrap_or(0);
            self.points(p as Player + 1) as f32 + f32::from(threat) / 3.0
        };
        crate::ai::knowledge::two_player_rewards(value(0) - value(1))
    }

    /// The learnt evaluation by the candidate model
    /// ([`Model::candidate`]) where the player count has one.
    fn candidate_horizon_evaluate(&self) -> Option<crate::ai::Rewards> {
        let model = Model::candidate(self.players).filter(|_| self.players >= 3)?;
        Some(self.learnt_rewards(&model))
    }

    fn position_key(&self) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        let mut h = crate::ai::table::KeyHasher::default();
        (
            self.cells,
            self.to_move,
            self.stash,
            self.left,
            self.ended.is_some(),
        )
            .hash(&mut h);
        self.chain
            .as_ref()
            .map(|c| (c.jumper, c.visited))
            .hash(&mut h);
        Some(h.finish())
    }
}

/// Martian Checkers' entry in the registry.
pub static INFO: GameInfo = GameInfo {
    id: "martian-checkers",
    name: "Martian Checkers",
    designer: "Jesse Welton",
    year: "",
    players: "2 to 4",
    summary: "Jump chains across a Martian Chess board, capturing pieces worth 1, 2 or 3 points.",
    start: |options| {
        let (players, position) = INFO.numeric_option(options)?;
        session_of(match position {
            Some(text) => Martian::from_position(text, players).map_err(bad_position),
            None => Martian::new(players.unwrap_or(PLAYER_COUNTS[0])),
        })
    },
    rules: RULES,
    legend: &[
        LegendEntry {
            kind: ActionKind::Step,
            label: "Step: one square, ends the turn",
        },
        LegendEntry {
            kind: ActionKind::Jump,
            label: "Jump over your own piece",
        },
        LegendEntry {
            kind: ActionKind::CaptureJump,
            label: "Jump that captures the piece jumped",
        },
    ],
    score_name: "points",
    options: &[GameOption {
        key: "players",
        label: "Players",
        choices: &[
            Choice {
                value: "2",
                label: "2 players",
            },
            Choice {
                value: "3",
                label: "3 players",
            },
            Choice {
                value: "4",
                label: "4 players",
            },
        ],
    }],
    fills_board: false,
    ends_turns_by_choice: true,
    sample: "",
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The sets of squares each player occupies, and those of each size,
    /// stay in step with the cells; the legal actions are listed as a scan
    /// of every square in index order lists them, one line at a time
    /// ([`Martian::jump_along`]); the jumps found for all pieces at once,
    /// with the captures the evaluation counts, are those found one piece
    /// and line at a time; and the captures listed alone are the capturing
    /// jumps of that listing: through random games with every number of
    /// players, resignations included.
    #[test]
    fn occupied_squares_follow_the_cells() {
        let mut rng = Rng::new(17);
        for players in [2, 3, 4] {
            for _ in 0..30 {
                let mut game = Martian::new(players).unwrap();
                let mut actions = Vec::new();
                while game.ended.is_none() {
                    // The squares whose piece passes `test`, by a scan.
                    let scan = |test: &dyn Fn(u8) -> bool| {
                        (0..64u8)
                            .filter(|&sq| game.cells[sq as usize] != 0)
                            .filter(|&sq| test(game.cells[sq as usize]))
                            .fold(0, |set, sq| set | bit(sq))
                    };
                    for p in 1..=players {
                        let scanned = scan(&|c| owner_of(c) == p);
                        assert_eq!(game.occupied[usize::from(p - 1)], scanned);
                    }
                    for size in 1..=3 {
                        let scanned = scan(&|c| size_of(c) == size);
                        assert_eq!(game.sized[usize::from(size - 1)], scanned);
                    }
                    let mut jumpers = [[0; 3]; 8];
                    let mut largest = [[0u8; 4]; 4];
                    for from in cells_of(game.all_pieces()) {
                        let me = usize::from(owner_of(game.cells[from as usize]) - 1);
                        let value = usize::from(size_of(game.cells[from as usize]));
                        for (dir, by_distance) in jumpers.iter_mut().enumerate() {
                            // The jump walked square by square: the first
                            // piece within reach, then as many empty
                            // squares on the board beyond it.
                            let empty = |at: Option<Square>| {
                                at.is_some_and(|at| game.cells[at as usize] == 0)
                            };
                            let walked = (1..=value)
                                .find(|&d| !empty(game.step(from, dir, d)))
                                .and_then(|d| Some((game.step(from, dir, d)?, d)))
                                .filter(|&(_, d)| {
                                    (d + 1..=2 * d).all(|k| empty(game.step(from, dir, k)))
                                })
                                .and_then(|(pivot, d)| Some((pivot, game.step(from, dir, 2 * d)?)));
                            assert_eq!(game.jump_along(from, dir), walked);
                            if let Some((pivot, to)) = game.jump_along(from, dir) {
                                let d = (1..=3).find(|&d| game.step(from, dir, d) == Some(pivot));
                                let d = d.expect("a pivot 1 to 3 squares away");
                                assert_eq!(game.step(from, dir, 2 * d), Some(to));
                                by_distance[d - 1] |= bit(from);
                                let target = game.cells[pivot as usize];
                                let them = usize::from(owner_of(target) - 1);
                                if them != me {
                                    largest[me][them] = largest[me][them].max(size_of(target));
                                }
                            }
                        }
                    }
                    assert_eq!(game.jumpers(game.all_pieces()), jumpers);
                    assert_eq!(game.largest_captures(), largest);
                    let mut captures = Vec::new();
                    crate::ai::Knowledge::capture_actions(&game, &mut captures);
                    actions.clear();
                    game.legal_actions(&mut actions);
                    if let Some(chain) = &game.chain {
                        // The chain's directions are the jumps the guard
                        // allows, worked out afresh.
                        let mut listed: Vec<Action> = game
                            .allowed_jumps(chain.jumper, chain.visited)
                            .map(|(_, _, to)| Action::Move {
                                from: chain.jumper,
                                to,
                            })
                            .collect();
                        listed.push(Action::End);
                        assert_eq!(actions, listed);
                        assert_eq!(
                            chain.directions,
                            game.allowed_jump_directions(chain.jumper, chain.visited)
                        );
                    } else {
                        let mut listed = Vec::new();
                        for from in 0..64u8 {
                            let c = game.cells[from as usize];
                            if c == 0 || owner_of(c) != game.to_move {
                                continue;
                            }
                            for dir in 0..DIRECTIONS.len() {
                                if let Some(to) = game
                                    .step(from, dir, 1)
                                    .filter(|&n| game.cells[n as usize] == 0)
                                {
                                    listed.push(Action::Move { from, to });
                                }
                            }
                            listed.extend(
                                game.allowed_jumps(from, bit(from))
                                    .map(|(_, _, to)| Action::Move { from, to }),
                            );
                        }
                        assert_eq!(actions, listed);
                    }
                    let capturing: Vec<Action> = actions
                        .iter()
                        .copied()
                        .filter(|&a| game.kind_of(a) == ActionKind::CaptureJump)
                        .collect();
                    assert_eq!(captures, capturing);
                    if players > 2 && game.may_leave() && rng.below(200) == 0 {
                        game.apply(Action::Leave);
                    } else {
                        game.apply(actions[rng.below(actions.len())]);
                    }
                }
            }
        }
    }

    /// The three-player tables' weights, worked out by hand for the
    /// position below (Red's small d4 and large a5, Blue's medium d5,
    /// Yellow's large f6): Red reads the board as it stands, Blue turned
    /// so that its corner a8 is a1, each piece by its owner's place after
    /// the reader (0 itself, 1 the next to act, 2 the one after), its
    /// size and that square. The evaluation adds them to the features'
    /// weights, with three players alone.
    #[test]
    fn the_three_player_evaluation_reads_the_tables_from_each_player_s_corner() {
        let three = Martian::from_position("8/8/5i2/c2e4/3a4/8/8/8:2:33,2,31", None).unwrap();
        // Red: d4 = 27, a5 = 32, d5 = 35, f6 = 45.
        assert_eq!(
            three.table_indices(0),
            [27, 128 + 32, 192 + 64 + 35, 384 + 128 + 45]
        );
        // Blue: d4 -> e4 (28), a5 -> d1 (3), d5 -> d4 (27), f6 -> c6 (42).
        assert_eq!(
            three.table_indices(1),
            [384 + 28, 384 + 128 + 3, 64 + 27, 192 + 128 + 42]
        );
        assert_learnt_evaluations(&three);
    }

    /// Hard's learnt rewards in `game` (3 or 4 players), and the
    /// candidate's where the player count has one: each player's share of
    /// the win by the model, the tables' sum the one the player's table
    /// indices add up to; the tables count, and the candidate is another
    /// evaluation.
    fn assert_learnt_evaluations(game: &Martian) {
        let players = game.players();
        let mut evaluations = vec![(
            Model::hard(players),
            crate::ai::Knowledge::horizon_evaluate(game),
        )];
        let candidate = crate::ai::Knowledge::candidate_horizon_evaluate(game);
        assert_eq!(candidate.is_some(), Model::candidate(players).is_some());
        if let (Some(model), Some(rewards)) = (Model::candidate(players), candidate) {
            assert_ne!(rewards, evaluations[0].1);
            evaluations.push((model, rewards));
        }
        for (model, rewards) in evaluations {
            let sums = game.table_sums(&model);
            for (i, reading) in game.learnt_readings().iter().enumerate() {
                let Some(reading) = reading else {
                    assert_eq!(rewards[i], 0.0);
                    assert_eq!(sums[i], 0.0);
                    continue;
                };
                let sum: f32 = game
                    .table_indices(i)
                    .iter()
                    .map(|&t| model.table_weight(usize::from(t)))
                    .sum();
                assert_eq!(sums[i], sum);
                assert_eq!(rewards[i], model.win_share(reading, sum));
                // The tables count: without them the share differs.
                assert_ne!(rewards[i], model.win_share(reading, 0.0));
                assert!(rewards[i] > 0.0 && rewards[i] < 1.0);
            }
        }
    }

    /// The four-player tables, worked out by hand for the position above
    /// with a fourth player's medium piece on g2: the fourth player reads
    /// the board turned so that its corner h1 is a1, each piece by its
    /// owner's place after it (0 itself, then 1, 2, 3). The evaluation
    /// adds them to the four-player model's features.
    #[test]
    fn the_four_player_evaluation_reads_the_tables_from_each_player_s_corner() {
        let four = Martian::from_position("8/8/5i2/c2e4/3a4/8/6k1/8:2:33,2,31,3", None).unwrap();
        // Red: g2 = 14, d4 = 27, a5 = 32, d5 = 35, f6 = 45.
        assert_eq!(
            four.table_indices(0),
            [576 + 64 + 14, 27, 128 + 32, 192 + 64 + 35, 384 + 128 + 45]
        );
        // The fourth: g2 -> b2 (9), d4 -> d5 (35), a5 -> e8 (60),
        // d5 -> e5 (36), f6 -> f3 (21).
        assert_eq!(
            four.table_indices(3),
            [
                64 + 9,
                192 + 35,
                192 + 128 + 60,
                384 + 64 + 36,
                576 + 128 + 21
            ]
        );
        assert_learnt_evaluations(&four);
    }

    /// The learnt evaluation's readings, worked out by hand: Red's large
    /// piece on a5 and small on d4, Blue's medium on d5, Yellow's large on
    /// f6, Blue to act. Blue's medium can take Red's small (d5:d3), and
    /// Red can take it back two ways (a5:g5, d4:d6); Yellow's large can
    /// take Red's small (f6:b2).
    #[test]
    fn the_learnt_readings_count_leads_pieces_and_captures_by_turn() {
        let board = "8/8/5i2/c2e4/3a4/8/8/8:2:33,2,31";
        let reading = |lead, turns_away, pieces, threat, danger_next, danger| {
            Some(Reading {
                players: 3,
                turns_away,
                lead,
                pieces,
                fewest_other: 1,
                threat,
                danger_next,
                danger,
            })
        };
        let three = Martian::from_position(board, None).unwrap();
        let expected = [
            reading(2, 2, 2, 2, 1, 1),
            reading(-4, 0, 1, 1, 0, 2),
            reading(-2, 1, 1, 1, 0, 0),
            None,
        ];
        assert_eq!(three.learnt_readings(), expected);
        let rewards = crate::ai::Knowledge::horizon_evaluate(&three);
        let model = Model::hard(3);
        let tables = three.table_sums(&model);
        for (i, (reward, reading)) in rewards.iter().zip(expected).enumerate() {
            assert_eq!(
                *reward,
                reading.map_or(0.0, |r| model.win_share(&r, tables[i]))
            );
        }
        // With a fourth player who left, the others read the same, but
        // by the four-player model; the one who left reads nothing.
        let four = Martian::from_position(&format!("{board},x"), None).unwrap();
        let readings = four.learnt_readings();
        for (read, wanted) in readings.iter().zip(expected) {
            assert_eq!(*read, wanted.map(|r| Reading { players: 4, ..r }));
        }
        assert_eq!(crate::ai::Knowledge::horizon_evaluate(&four)[3], 0.0);
        let two = Martian::new(2).unwrap();
        assert_eq!(two.learnt_readings(), [None; 4]);
        // Read after the others have left, the last player has no enemy.
        let alone = Martian::from_position("8/8/8/c7/3a4/8/8/8:1:33,2x,31x", None).unwrap();
        assert!(alone.ended.is_some());
        assert_eq!(
            alone.learnt_readings(),
            [
                Some(Reading {
                    players: 3,
                    turns_away: 0,
                    lead: 6,
                    pieces: 2,
                    fewest_other: 0,
                    threat: 0,
                    danger_next: 0,
                    danger: 0,
                }),
                None,
                None,
                None
            ]
        );
    }
}
