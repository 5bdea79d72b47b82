//! Mad Bishops and Mad Rooks (Mark Steere, 2010): one engine, two geometries.
//! Rules: docs/rules/mad.md. A checker that sees an enemy along one of its lines
//! may only kill; any other checker may only slide to a square from which it
//! would see an enemy. Killing the last enemy checker wins.
//!
//! Position text: the ranks from the top down, separated by `/`, each rank
//! written left to right with `r` for Red, `b` for Blue and a number for a
//! run of empty squares; then `:` and the number of the player to move.
//! Mad Rooks starts as `brbrbrbr/rbrbrbrb/…/rbrbrbrb:1`.

use crate::board::grid::{DIAGONAL, ORTHOGONAL};
use crate::board::{ranks, Grid, Shape, Square};
use crate::game::{
    Action, ActionKind, Explanation, Game, Outcome, Piece, Player, Seat, Status, RED_BLUE,
};
use crate::game_info::{bad_position, session_of, GameInfo, LegendEntry};
use crate::session::AnySession;

const EMPTY: u8 = 0;
const RED: Player = 1;
const BLUE: Player = 2;
const MAX_CELLS: usize = 100;

const SEATS: [Seat; 2] = RED_BLUE;

/// Which of the two games: they differ only in board, set-up and lines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variant {
    Bishops,
    Rooks,
}

impl Variant {
    pub fn grid(self) -> Grid {
        match self {
            Variant::Bishops => Grid::new(10, 10),
            Variant::Rooks => Grid::new(8, 8),
        }
    }

    /// The directions a checker sees and slides along.
    pub fn lines(self) -> &'static [(i8, i8); 4] {
        match self {
            Variant::Bishops => &DIAGONAL,
            Variant::Rooks => &ORTHOGONAL,
        }
    }

    fn line_name(self) -> &'static str {
        match self {
            Variant::Bishops => "diagonal",
            Variant::Rooks => "row or column",
        }
    }

    /// The owner of `sq` at the start, per docs/rules/mad.md's set-up table.
    fn initial_owner(self, grid: Grid, sq: Square) -> u8 {
        let dark = grid.is_dark(sq);
        match self {
            // Dark squares only; Red on odd ranks (1, 3, …), Blue on even.
            Variant::Bishops if !dark => EMPTY,
            Variant::Bishops if grid.rank(sq).is_multiple_of(2) => RED,
            Variant::Bishops => BLUE,
            // Every square; Red on dark, Blue on light.
            Variant::Rooks if dark => RED,
            Variant::Rooks => BLUE,
        }
    }
}

/// A Mad Bishops or Mad Rooks position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mad {
    variant: Variant,
    grid: Grid,
    /// Owner of each square (`EMPTY`, `RED` or `BLUE`); only the first
    /// `grid.cell_count()` entries are used.
    cells: [u8; MAX_CELLS],
    to_move: Player,
    /// Checkers on the board, indexed by player - 1.
    counts: [u32; 2],
    ended: Option<Outcome>,
}

fn opponent(p: Player) -> Player {
    3 - p
}

impl Mad {
    /// The initial position of the variant.
    pub fn new(variant: Variant) -> Mad {
        let grid = variant.grid();
        let mut cells = [EMPTY; MAX_CELLS];
        for sq in 0..grid.cell_count() as Square {
            cells[sq as usize] = variant.initial_owner(grid, sq);
        }
        Mad::from_cells(variant, cells, RED).expect("the initial set-up is a valid position")
    }

    /// A position from its text (see the module docs).
    pub fn from_position(variant: Variant, text: &str) -> Result<Mad, String> {
        let grid = variant.grid();
        let (board, to_move) = ranks::split_player(text, 2)?;
        let read = ranks::read(
            grid,
            board,
            |ch| match ch {
                'r' => Some(RED),
                'b' => Some(BLUE),
                _ => None,
            },
            "r, b",
        )?;
        let mut cells = [EMPTY; MAX_CELLS];
        cells[..read.len()].copy_from_slice(&read);
        Mad::from_cells(variant, cells, to_move)
    }

    fn from_cells(
        variant: Variant,
        cells: [u8; MAX_CELLS],
        to_move: Player,
    ) -> Result<Mad, String> {
        let grid = variant.grid();
        let mut counts = [0; 2];
        for &c in &cells[..grid.cell_count()] {
            if c != EMPTY {
                counts[c as usize - 1] += 1;
            }
        }
        if counts == [0, 0] {
            return Err("the board has no checkers".into());
        }
        let mut game = Mad {
            variant,
            grid,
            cells,
            to_move,
            counts,
            ended: None,
        };
        for p in [RED, BLUE] {
            if game.counts[p as usize - 1] == 0 {
                let winner = opponent(p);
                game.ended = Some(Outcome {
                    winners: vec![winner],
                    reason: format!("{} has no checkers left", SEATS[p as usize - 1].name),
                });
            }
        }
        game.settle_turn();
        Ok(game)
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The owner of `sq` (0 when empty).
    pub fn owner(&self, sq: Square) -> u8 {
        self.cells[sq as usize]
    }

    /// The first occupied square from `sq` along `dir`, treating `vacated`
    /// as empty (the square a sliding checker has just left).
    fn first_seen(&self, sq: Square, dir: (i8, i8), vacated: Option<Square>) -> Option<Square> {
        let mut at = sq;
        while let Some(next) = self.grid.step(at, dir) {
            if self.cells[next as usize] != EMPTY && Some(next) != vacated {
                return Some(next);
            }
            at = next;
        }
        None
    }

    /// Whether a checker of `player` standing on `sq` sees an enemy checker.
    fn sees_enemy(&self, sq: Square, player: Player, vacated: Option<Square>) -> bool {
        let enemy = opponent(player);
        self.variant.lines().iter().any(|&dir| {
            self.first_seen(sq, dir, vacated)
                .is_some_and(|t| self.cells[t as usize] == enemy)
        })
    }

    /// Appends the actions of the checker on `from` (owned by `player`).
    fn checker_actions(&self, from: Square, player: Player, out: &mut Vec<Action>) {
        let enemy = opponent(player);
        let before = out.len();
        for &dir in self.variant.lines() {
            if let Some(t) = self.first_seen(from, dir, None) {
                if self.cells[t as usize] == enemy {
                    out.push(Action::Move { from, to: t });
                }
            }
        }
        if out.len() > before {
            return; // in position to kill: kills only
        }
        for &dir in self.variant.lines() {
            let mut at = from;
            while let Some(next) = self.grid.step(at, dir) {
                if self.cells[next as usize] != EMPTY {
                    break;
                }
                if self.sees_enemy(next, player, Some(from)) {
                    out.push(Action::Move { from, to: next });
                }
                at = next;
            }
        }
    }

    /// Whether the checker on `from` (owned by `player`) has any action: it
    /// sees an enemy, or can slide to a square that sees one. The same test
    /// as `checker_actions`, stopping at the first action and allocating
    /// nothing, since `apply` asks it after every action.
    fn checker_can_act(&self, from: Square, player: Player) -> bool {
        if self.sees_enemy(from, player, None) {
            return true;
        }
        self.variant.lines().iter().any(|&dir| {
            let mut at = from;
            while let Some(next) = self.grid.step(at, dir) {
                if self.cells[next as usize] != EMPTY {
                    return false;
                }
                if self.sees_enemy(next, player, Some(from)) {
                    return true;
                }
                at = next;
            }
            false
        })
    }

    fn has_action(&self, player: Player) -> bool {
        (0..self.grid.cell_count() as Square)
            .any(|sq| self.cells[sq as usize] == player && self.checker_can_act(sq, player))
    }

    /// Makes sure the player to move can move. The rule sheet says a player
    /// with checkers always can; should a loaded position prove otherwise,
    /// that player is skipped, and if neither can move the game is drawn.
    fn settle_turn(&mut self) {
        if self.ended.is_some() || self.has_action(self.to_move) {
            return;
        }
        if self.has_action(opponent(self.to_move)) {
            self.to_move = opponent(self.to_move);
        } else {
            self.ended = Some(Outcome {
                winners: vec![RED, BLUE],
                reason: "neither player can move (a guard of this engine; the rules say it cannot happen)"
                    .into(),
            });
        }
    }

    fn seat_name(p: Player) -> &'static str {
        SEATS[p as usize - 1].name
    }
}

impl Game for Mad {
    fn shape(&self) -> Shape {
        Shape::Grid(self.grid)
    }

    fn seats(&self) -> &'static [Seat] {
        &SEATS
    }

    fn status(&self) -> Status {
        Outcome::or_to_act(&self.ended, self.to_move)
    }

    fn legal_actions(&self, out: &mut Vec<Action>) {
        if self.ended.is_some() {
            return;
        }
        for sq in 0..self.grid.cell_count() as Square {
            if self.cells[sq as usize] == self.to_move {
                self.checker_actions(sq, self.to_move, out);
            }
        }
    }

    fn kind_of(&self, action: Action) -> ActionKind {
        match action {
            Action::Move { to, .. } if self.cells[to as usize] != EMPTY => ActionKind::Kill,
            _ => ActionKind::Engage,
        }
    }

    fn apply(&mut self, action: Action) {
        let Action::Move { from, to } = action else {
            debug_assert!(false, "Mad games only have moves");
            return;
        };
        let mover = self.to_move;
        let enemy = opponent(mover);
        if self.cells[to as usize] == enemy {
            self.counts[enemy as usize - 1] -= 1;
        }
        self.cells[to as usize] = mover;
        self.cells[from as usize] = EMPTY;
        if self.counts[enemy as usize - 1] == 0 {
            self.ended = Some(Outcome {
                winners: vec![mover],
                reason: format!(
                    "{} killed {}'s last checker",
                    Self::seat_name(mover),
                    Self::seat_name(enemy)
                ),
            });
            return;
        }
        self.to_move = enemy;
        self.settle_turn();
    }

    fn scores(&self) -> Vec<u32> {
        self.counts.to_vec()
    }

    fn pieces(&self) -> Vec<Piece> {
        (0..self.grid.cell_count() as Square)
            .filter(|&sq| self.cells[sq as usize] != EMPTY)
            .map(|sq| Piece {
                cell: sq,
                owner: self.cells[sq as usize],
                height: 1,
                crowned: false,
                size: 0,
            })
            .collect()
    }

    fn position_text(&self) -> String {
        let letter = |sq: Square| match self.cells[sq as usize] {
            RED => Some('r'),
            BLUE => Some('b'),
            _ => None,
        };
        ranks::write(self.grid, letter, self.to_move)
    }

    /// A press on `to` with the player's checker on `from` picked up: the
    /// reason the kill or engage it would be is not legal, so that a press
    /// on a hidden enemy says the checker does not see it.
    fn explain(&self, from: Option<Square>, to: Square) -> Option<Explanation> {
        let from = from?;
        if self.cells[from as usize] != self.to_move || from == to {
            return None;
        }
        let separator = if self.cells[to as usize] == EMPTY {
            '-'
        } else {
            'x'
        };
        let text = format!("{}{separator}{}", self.grid.name(from), self.grid.name(to));
        Some(Explanation::new(crate::game::as_sentence(
            &self.why_illegal(&text),
        )))
    }

    fn why_illegal(&self, action: &str) -> String {
        let usage = "write a kill as c3xe5 and an engage as c3-e5";
        let Some((sep_at, sep)) = action.char_indices().find(|&(_, c)| c == 'x' || c == '-') else {
            return format!("'{action}' is not an action here; {usage}");
        };
        let (from_text, to_text) = (&action[..sep_at], &action[sep_at + 1..]);
        let grid = self.grid;
        let Some(from) = grid.parse(from_text) else {
            return format!("'{from_text}' is not a square of this board; {usage}");
        };
        let Some(to) = grid.parse(to_text) else {
            return format!("'{to_text}' is not a square of this board; {usage}");
        };
        let me = self.to_move;
        match self.cells[from as usize] {
            EMPTY => return format!("no checker on {from_text}"),
            owner if owner != me => {
                return format!(
                    "the checker on {from_text} is {}'s, and {} is to move",
                    Self::seat_name(owner),
                    Self::seat_name(me)
                )
            }
            _ => {}
        }
        let line = self.variant.lines().iter().copied().find(|&dir| {
            let mut at = from;
            while let Some(next) = grid.step(at, dir) {
                if next == to {
                    return true;
                }
                at = next;
            }
            false
        });
        let Some(dir) = line else {
            return format!(
                "{to_text} is not on a {} through {from_text}",
                self.variant.line_name()
            );
        };
        let seen = self.first_seen(from, dir, None);
        let can_kill = self.sees_enemy(from, me, None);
        if sep == 'x' {
            if self.cells[to as usize] == EMPTY {
                return format!("{to_text} is empty: there is nothing to kill (an engage is written {from_text}-{to_text})");
            }
            if self.cells[to as usize] == me {
                return format!("{to_text} holds your own checker");
            }
            if seen != Some(to) {
                return format!("the checker on {from_text} does not see {to_text}: another checker is in the way");
            }
        } else {
            if can_kill {
                return format!(
                    "the checker on {from_text} is in position to kill, so it may only kill"
                );
            }
            if self.cells[to as usize] != EMPTY {
                return format!("{to_text} is occupied");
            }
            if seen.is_some_and(|s| {
                // `s` lies between from and to when it is reached before `to`.
                let mut at = from;
                while let Some(next) = grid.step(at, dir) {
                    if next == to {
                        return false;
                    }
                    if next == s {
                        return true;
                    }
                    at = next;
                }
                false
            }) {
                return format!("the way from {from_text} to {to_text} is blocked");
            }
            if !self.sees_enemy(to, me, Some(from)) {
                return format!("from {to_text} the checker would see no enemy checker, so it cannot engage there");
            }
        }
        format!("'{action}' is not a legal action here; {usage}")
    }
}

/// The rules panel of each variant, in the project's own words.
pub const fn rules(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Bishops => &[
            "Mad Bishops is played on a 10x10 board. Every dark square starts filled: Red on ranks 1, 3, 5, 7 and 9, Blue on ranks 2, 4, 6, 8 and 10. Red moves first; players alternate and may not pass.",
            "Checkers look along the four diagonals. A checker sees the first checker along a diagonal, however many empty squares lie between.",
            "Kill: a checker that sees an enemy checker may only kill. It removes one enemy checker it sees and takes its square.",
            "Engage: a checker that sees no enemy may slide diagonally over empty squares to an empty square from which it sees an enemy. A slide that ends seeing no enemy is not allowed.",
            "Killing is never compulsory: you may engage with one checker while another could kill.",
            "Kill every enemy checker to win. There are no draws.",
        ],
        Variant::Rooks => &[
            "Mad Rooks is played on an 8x8 board that starts full: Red on the dark squares, Blue on the light ones. Red moves first; players alternate and may not pass.",
            "Checkers look along rows and columns. A checker sees the first checker along each, however many empty squares lie between.",
            "Kill: a checker that sees an enemy checker may only kill. It removes one enemy checker it sees and takes its square.",
            "Engage: a checker that sees no enemy may slide along a row or column over empty squares to an empty square from which it sees an enemy. A slide that ends seeing no enemy is not allowed.",
            "Killing is never compulsory: you may engage with one checker while another could kill.",
            "Kill every enemy checker to win. There are no draws.",
        ],
    }
}

/// What the computer opponent knows about Mad Bishops and Mad Rooks: a
/// checker more is worth the same all game long, and the player to move is
/// half a checker up when one of their checkers sees an enemy, since it
/// kills first (seeing is mutual). Kills come first in playouts (the default
/// policy), which measured far stronger than playouts that kill only now and
/// then: 100% against the greedy player instead of 80% at 3,000 iterations.
impl crate::ai::Knowledge for Mad {
    fn position_key(&self) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        let mut h = crate::ai::table::KeyHasher::default();
        let cells = &self.cells[..self.grid.cell_count()];
        (cells, self.to_move, self.ended.is_some()).hash(&mut h);
        Some(h.finish())
    }

    fn evaluate(&self) -> crate::ai::Rewards {
        let mut scores: Vec<f32> = self.scores().iter().map(|&s| s as f32).collect();
        let me = self.to_move;
        let kills_first = (0..self.grid.cell_count() as Square)
            .any(|sq| self.cells[sq as usize] == me && self.sees_enemy(sq, me, None));
        if kills_first {
            scores[usize::from(me - 1)] += 0.5;
        }
        let red = 0.5 + 0.5 * ((scores[0] - scores[1]) / 4.0).tanh();
        [red, 1.0 - red, 0.0, 0.0]
    }

    fn playout_priority(&self, action: Action) -> u8 {
        match action {
            Action::Move { to, .. } => u8::from(self.cells[to as usize] != EMPTY),
            _ => 0,
        }
    }
}

/// Mad Bishops' entry in the registry.
pub static BISHOPS_INFO: GameInfo = GameInfo {
    id: "mad-bishops",
    name: "Mad Bishops",
    designer: "Mark Steere",
    year: "2010",
    players: "2",
    summary: "Checkers that see an enemy along a diagonal must kill it; the rest slide into sight of one.",
    start: |options| start(&BISHOPS_INFO, options, Variant::Bishops),
    rules: rules(Variant::Bishops),
    legend: LEGEND,
    score_name: "checkers",
    options: &[],
    fills_board: false,
    sample: "",
};

/// Mad Rooks' entry in the registry.
pub static ROOKS_INFO: GameInfo = GameInfo {
    id: "mad-rooks",
    name: "Mad Rooks",
    designer: "Mark Steere",
    year: "2010",
    players: "2",
    summary: "A full 8x8 board where every checker starts face to face with the enemy along rows and columns.",
    start: |options| start(&ROOKS_INFO, options, Variant::Rooks),
    rules: rules(Variant::Rooks),
    legend: LEGEND,
    score_name: "checkers",
    options: &[],
    fills_board: false,
    sample: "",
};

const LEGEND: &[LegendEntry] = &[
    LegendEntry {
        kind: ActionKind::Kill,
        label: "Kill: takes the enemy checker there",
    },
    LegendEntry {
        kind: ActionKind::Engage,
        label: "Engage: slide here to face an enemy",
    },
];

fn start(
    info: &GameInfo,
    options: &[(String, String)],
    variant: Variant,
) -> Result<Box<dyn AnySession>, String> {
    session_of(match info.only_position(options)? {
        Some(text) => Mad::from_position(variant, text).map_err(bad_position),
        None => Ok(Mad::new(variant)),
    })
}
