//! Kobudai (Mark Steere, 2021). Rules: docs/rules/kobudai.md.
//!
//! Stacks of one checker (females) and of two (males) on a 6x6 or 8x8 board.
//! A female steps one square closer to the enemy male along a shortest path
//! of empty squares, and kills the male by stepping onto it. No move may
//! leave the mover's male walled off by their own females from any enemy
//! stack. A player left without a male starts the turn by making one. Both
//! boards fit a `u64`, so distances and walls are bitboard flood fills.
//!
//! Position text (see `board::ranks`): `r` and `b` are Red's and Blue's
//! females, `R` and `B` their males, then `:` and the player to move. The
//! 6x6 start is `1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1r1:1`. No turn phase
//! is stored: a player to move with no male is about to make one, and one
//! who has just made it has one.

use crate::board::bits::{bit, cells, BitGrid, Bits};
use crate::board::{ranks, Grid, Shape, Square};
use crate::game::{
    Action, ActionKind, Explanation, Game, Outcome, Piece, Player, Seat, Status, RED_BLUE,
};
use crate::game_info::{bad_position, session_of, Choice, GameInfo, GameOption, LegendEntry};
use crate::games::kobudai_learnt::{Race, Reading};

const RED: Player = 1;
const BLUE: Player = 2;

const SEATS: [Seat; 2] = RED_BLUE;

/// The board sizes the rules allow; the first is the default.
pub const SIZES: [u8; 2] = [6, 8];

fn opponent(p: Player) -> Player {
    3 - p
}

/// Index of a player's entry in the per-player arrays.
fn ix(p: Player) -> usize {
    p as usize - 1
}

fn seat_name(p: Player) -> &'static str {
    SEATS[ix(p)].name
}

fn grid_of(size: u8) -> Result<Grid, String> {
    if SIZES.contains(&size) {
        Ok(Grid::new(size, size))
    } else {
        Err(format!(
            "Kobudai is played on a 6x6 or an 8x8 board: size must be 6 or 8, not {size}"
        ))
    }
}

/// Cells by their distance to one target cell (the enemy male), counting
/// 8-connected paths whose squares in between are all empty: `layers[d]`
/// holds the cells at distance `d`, `layers[0]` the target itself.
struct Distances {
    layers: [Bits; 64],
    count: usize,
}

impl Distances {
    /// The distance of `sq`, or `None` when no clear path leads there.
    fn of(&self, sq: Square) -> Option<usize> {
        (0..self.count).find(|&d| self.layers[d] & bit(sq) != 0)
    }
}

/// A Kobudai position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Kobudai {
    grid: Grid,
    bits: BitGrid,
    /// Each player's females, by `ix(player)`.
    females: [Bits; 2],
    /// Each player's male (one cell at most), by `ix(player)`.
    males: [Bits; 2],
    to_move: Player,
    ended: Option<Outcome>,
    /// The player whose last turn passed without a move, for the turn note.
    sat_out: Option<Player>,
    /// The player to act has just made a male and steps next, in the same
    /// turn. History, not position: the position text leaves it out.
    stepping_after_male: bool,
}

impl Kobudai {
    /// The initial position on a `size`x`size` board (6 or 8).
    pub fn new(size: u8) -> Result<Kobudai, String> {
        let grid = grid_of(size)?;
        let mut game = Kobudai::empty(grid);
        for sq in 0..grid.cell_count() as Square {
            if grid.is_dark(sq) {
                let owner = if grid.rank(sq) < grid.ranks / 2 {
                    RED
                } else {
                    BLUE
                };
                game.females[ix(owner)] |= bit(sq);
            }
        }
        // The opposite dark corners hold the males.
        for (owner, corner) in [
            (RED, grid.square(0, 0)),
            (BLUE, grid.square(grid.files - 1, grid.ranks - 1)),
        ] {
            game.females[ix(owner)] &= !bit(corner);
            game.males[ix(owner)] = bit(corner);
        }
        Ok(game)
    }

    fn empty(grid: Grid) -> Kobudai {
        Kobudai {
            grid,
            bits: BitGrid::new(grid).expect("Kobudai boards have at most 64 squares"),
            females: [0; 2],
            males: [0; 2],
            to_move: RED,
            ended: None,
            sat_out: None,
            stepping_after_male: false,
        }
    }

    /// A position from its text (see the module docs). The board size is
    /// `size` when given, otherwise read from the number of ranks.
    pub fn from_position(text: &str, size: Option<u8>) -> Result<Kobudai, String> {
        let (board, to_move) = ranks::split_player(text, 2)?;
        let size = size.unwrap_or(if board.split('/').count() == 8 { 8 } else { 6 });
        let grid = grid_of(size)?;
        let codes = ranks::read(
            grid,
            board,
            |ch| match ch {
                'r' | 'R' | 'b' | 'B' => Some(ch as u8),
                _ => None,
            },
            "r, b (females), R, B (males)",
        )?;
        let mut game = Kobudai::empty(grid);
        game.to_move = to_move;
        for (sq, &code) in codes.iter().enumerate() {
            let b = bit(sq as Square);
            match code {
                b'r' => game.females[ix(RED)] |= b,
                b'b' => game.females[ix(BLUE)] |= b,
                b'R' => game.males[ix(RED)] |= b,
                b'B' => game.males[ix(BLUE)] |= b,
                _ => {}
            }
        }
        for p in [RED, BLUE] {
            if game.males[ix(p)].count_ones() > 1 {
                return Err(format!(
                    "{} has {} males; a player has one at most",
                    seat_name(p),
                    game.males[ix(p)].count_ones()
                ));
            }
        }
        if game.stacks(RED) | game.stacks(BLUE) == 0 {
            return Err("the board has no stacks".into());
        }
        let waiting = opponent(to_move);
        if game.males[ix(waiting)] == 0 && game.females[ix(waiting)] != 0 {
            return Err(format!(
                "{} has females but no male, and only the player to move can be without one (they make one first)",
                seat_name(waiting)
            ));
        }
        for p in [RED, BLUE] {
            if game.stacks(p) == 0 {
                game.ended = Some(Outcome {
                    winners: vec![opponent(p)],
                    reason: format!("{} has no stacks left", seat_name(p)),
                });
            }
        }
        if game.ended.is_none() && !game.can_act(to_move) {
            game.end_turn(to_move, false);
        }
        Ok(game)
    }

    pub fn size(&self) -> u8 {
        self.grid.files
    }

    /// The player's females and male.
    fn stacks(&self, p: Player) -> Bits {
        self.females[ix(p)] | self.males[ix(p)]
    }

    fn empty_squares(&self) -> Bits {
        self.bits.all() & !(self.stacks(RED) | self.stacks(BLUE))
    }

    /// Every cell's distance to `target`.
    fn distances(&self, target: Square) -> Distances {
        let empty = self.empty_squares();
        let mut d = Distances {
            layers: [0; 64],
            count: 1,
        };
        d.layers[0] = bit(target);
        let mut reached = bit(target);
        let mut frontier = bit(target);
        while frontier != 0 {
            let next = self.bits.grow(frontier) & !reached;
            if next == 0 {
                break;
            }
            d.layers[d.count] = next;
            d.count += 1;
            reached |= next;
            // Occupied cells get a distance but paths do not go through them.
            frontier = next & empty;
        }
        d
    }

    /// Where the female on `from` may step before the cordon rule: the
    /// empty neighbours one step closer to the enemy male, or the male's
    /// own square when she stands next to it.
    fn closer_squares(&self, from: Square, dist: &Distances, enemy_male: Bits) -> Bits {
        match dist.of(from) {
            Some(d) if d > 0 => {
                self.bits.neighbours(from)
                    & dist.layers[d - 1]
                    & (self.empty_squares() | enemy_male)
            }
            _ => 0,
        }
    }

    /// The cells a male on `male` reaches without crossing `females` (its
    /// owner's females); paths cross empty squares and any other stack.
    fn male_region(&self, male: Bits, females: Bits) -> Bits {
        self.bits.flood(male, self.bits.all() & !females)
    }

    /// Whether `females` cordon off the male on `male` from any of `enemy`.
    fn cordoned(&self, male: Bits, females: Bits, enemy: Bits) -> bool {
        enemy & !self.male_region(male, females) != 0
    }

    /// The wall: the females that touch both the male's region and the
    /// region of the enemy stacks he is cut off from.
    fn wall(&self, male: Bits, females: Bits, enemy: Bits) -> Bits {
        let region = self.male_region(male, females);
        let beyond = self.bits.flood(enemy & !region, self.bits.all() & !females);
        self.bits.grow(region) & self.bits.grow(beyond) & females
    }

    /// The enemy stacks the male on `male` cannot reach past `females`.
    fn cut_off(&self, male: Bits, females: Bits, enemy: Bits) -> Bits {
        enemy & !self.male_region(male, females)
    }

    /// The females `p` may make their male: those their other females do
    /// not cordon off from an enemy stack, or any female if none qualifies.
    fn male_candidates(&self, p: Player) -> Bits {
        let (fit, females) = self.strict_male_candidates(p);
        if fit == 0 {
            females
        } else {
            fit
        }
    }

    /// The females that qualify under the cordon rule, and all females.
    fn strict_male_candidates(&self, p: Player) -> (Bits, Bits) {
        let females = self.females[ix(p)];
        let enemy = self.stacks(opponent(p));
        let fit = cells(females)
            .filter(|&f| !self.cordoned(bit(f), females & !bit(f), enemy))
            .fold(0, |set, f| set | bit(f));
        (fit, females)
    }

    /// Calls `visit` with each legal step of `p`, who has a male; stops and
    /// answers true as soon as `visit` does.
    fn visit_steps(&self, p: Player, mut visit: impl FnMut(Square, Square) -> bool) -> bool {
        let male = self.males[ix(p)];
        let enemy_male = self.males[ix(opponent(p))];
        if male == 0 || enemy_male == 0 {
            return false;
        }
        let dist = self.distances(enemy_male.trailing_zeros() as Square);
        let females = self.females[ix(p)];
        let enemy = self.stacks(opponent(p));
        for from in cells(females) {
            for to in cells(self.closer_squares(from, &dist, enemy_male)) {
                let after = females ^ bit(from) ^ bit(to);
                if !self.cordoned(male, after, enemy & !bit(to)) && visit(from, to) {
                    return true;
                }
            }
        }
        false
    }

    fn has_step(&self, p: Player) -> bool {
        self.visit_steps(p, |_, _| true)
    }

    /// Whether `p` has a legal action at the start of a turn: making a male
    /// counts, since it is always possible for a player without one.
    fn can_act(&self, p: Player) -> bool {
        if self.males[ix(p)] == 0 {
            self.females[ix(p)] != 0
        } else {
            self.has_step(p)
        }
    }

    /// Passes the turn on after `p`'s: to the opponent when they can act,
    /// back to `p` when only `p` can, and a draw when neither can.
    /// `p_moved` is false when `p`'s turn passed without a move.
    fn end_turn(&mut self, p: Player, p_moved: bool) {
        let e = opponent(p);
        if self.can_act(e) {
            self.to_move = e;
            self.sat_out = (!p_moved).then_some(p);
        } else if self.can_act(p) {
            self.to_move = p;
            self.sat_out = Some(e);
        } else {
            self.ended = Some(Outcome {
                winners: vec![RED, BLUE],
                reason: "neither player can move (a guard of this engine; the rules say Kobudai has no draws)".into(),
            });
        }
    }

    fn names(&self, set: Bits) -> String {
        let names: Vec<String> = cells(set).map(|sq| self.grid.name(sq)).collect();
        match names.len() {
            0..=4 => names.join(", "),
            n => format!("{} and {} more", names[..3].join(", "), n - 3),
        }
    }

    /// Why the female on `from`, which has no legal step, cannot move.
    fn why_stuck(&self, from: Square) -> Explanation {
        let p = self.to_move;
        let e = opponent(p);
        let here = self.grid.name(from);
        let enemy_male = self.males[ix(e)];
        if enemy_male == 0 {
            return Explanation::new(format!("{} has no male to move towards.", seat_name(e)));
        }
        let target = self.grid.name(enemy_male.trailing_zeros() as Square);
        let dist = self.distances(enemy_male.trailing_zeros() as Square);
        let closer = self.closer_squares(from, &dist, enemy_male);
        if closer == 0 {
            return Explanation::new(format!(
                "The female on {here} has no clear path to {}'s male on {target}: no chain of empty squares leads there, so she cannot move.",
                seat_name(e)
            ));
        }
        let male = self.males[ix(p)];
        let females = self.females[ix(p)];
        let enemy = self.stacks(e);
        let wall = cells(closer).fold(0, |w, to| {
            w | self.wall(male, females ^ bit(from) ^ bit(to), enemy & !bit(to))
        });
        Explanation {
            reason: format!(
                "Every step that brings the female on {here} closer to {}'s male on {target} (a step to {}) would cordon off {}'s male from {}'s stacks; the outlined females would form the wall.",
                seat_name(e),
                self.names(closer),
                seat_name(p),
                seat_name(e)
            ),
            cells: cells(wall).collect(),
        }
    }

    /// Why the female on `from` cannot step to `to`.
    fn why_not_step(&self, from: Square, to: Square) -> Option<Explanation> {
        let p = self.to_move;
        let e = opponent(p);
        if self.females[ix(p)] & bit(from) == 0 || from == to {
            return None;
        }
        let (a, b) = (self.grid.name(from), self.grid.name(to));
        if self.bits.neighbours(from) & bit(to) == 0 {
            return Some(Explanation::new(format!(
                "A female steps to a neighbouring square, like a chess king: {b} is too far from {a}."
            )));
        }
        if self.stacks(p) & bit(to) != 0 {
            return Some(Explanation::new(format!(
                "{b} holds {}'s own stack.",
                seat_name(p)
            )));
        }
        if self.females[ix(e)] & bit(to) != 0 {
            return Some(Explanation::new(format!(
                "Females cannot be killed: only {}'s male can be taken.",
                seat_name(e)
            )));
        }
        let enemy_male = self.males[ix(e)];
        if enemy_male == 0 {
            return Some(Explanation::new(format!(
                "{} has no male to move towards.",
                seat_name(e)
            )));
        }
        let dist = self.distances(enemy_male.trailing_zeros() as Square);
        if self.closer_squares(from, &dist, enemy_male) & bit(to) != 0 {
            // One step closer, so only the cordon rule can forbid it.
            let male = self.males[ix(p)];
            let after = self.females[ix(p)] ^ bit(from) ^ bit(to);
            let enemy = self.stacks(e) & !bit(to);
            return Some(Explanation {
                reason: format!(
                    "{a} to {b} would cordon off {}'s male on {} from {}'s stacks on {}: the outlined females would wall it in.",
                    seat_name(p),
                    self.names(male),
                    seat_name(e),
                    self.names(self.cut_off(male, after, enemy)),
                ),
                cells: cells(self.wall(male, after, enemy)).collect(),
            });
        }
        let Some(d) = dist.of(from) else {
            return Some(self.why_stuck(from));
        };
        let male_name = self.names(enemy_male);
        let them = seat_name(e);
        Some(Explanation::new(match dist.of(to) {
            Some(dt) => format!(
                "{b} is not one step closer to {them}'s male on {male_name}: a female must step to a square {} away along a clear path, and {b} is {dt} away (the female on {a} is {d} away).",
                d - 1
            ),
            None => format!(
                "No clear path leads from {b} to {them}'s male on {male_name}; the female on {a} must step closer along a shortest clear path."
            ),
        }))
    }

    /// Whether the step `from` to `to` is legal now.
    fn is_legal_step(&self, from: Square, to: Square) -> bool {
        self.ended.is_none()
            && self.males[ix(self.to_move)] != 0
            && self.visit_steps(self.to_move, |f, t| f == from && t == to)
    }
}

impl Game for Kobudai {
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
        let p = self.to_move;
        if self.males[ix(p)] == 0 {
            out.extend(cells(self.male_candidates(p)).map(Action::Place));
            return;
        }
        self.visit_steps(p, |from, to| {
            out.push(Action::Move { from, to });
            false
        });
    }

    fn kind_of(&self, action: Action) -> ActionKind {
        match action {
            Action::Place(_) => ActionKind::Convert,
            Action::Move { to, .. } if self.males[ix(opponent(self.to_move))] & bit(to) != 0 => {
                ActionKind::Kill
            }
            Action::Move { .. } => ActionKind::Step,
            Action::End => ActionKind::End,
            Action::Leave => ActionKind::Leave,
        }
    }

    fn apply(&mut self, action: Action) {
        let p = self.to_move;
        let e = opponent(p);
        match action {
            Action::Place(sq) => {
                self.females[ix(p)] &= !bit(sq);
                self.males[ix(p)] |= bit(sq);
                self.sat_out = None;
                // The turn goes on with a move, if there is one.
                self.stepping_after_male = self.has_step(p);
                if !self.stepping_after_male {
                    self.end_turn(p, false);
                }
            }
            Action::Move { from, to } => {
                self.stepping_after_male = false;
                self.females[ix(p)] ^= bit(from) | bit(to);
                if self.males[ix(e)] & bit(to) != 0 {
                    self.males[ix(e)] = 0;
                    if self.stacks(e) == 0 {
                        self.ended = Some(Outcome {
                            winners: vec![p],
                            reason: format!(
                                "{} killed {}'s last stack",
                                seat_name(p),
                                seat_name(e)
                            ),
                        });
                        return;
                    }
                }
                self.end_turn(p, true);
            }
            Action::End | Action::Leave => debug_assert!(false, "Kobudai has no end action"),
        }
    }

    fn scores(&self) -> Vec<u32> {
        vec![
            self.stacks(RED).count_ones(),
            self.stacks(BLUE).count_ones(),
        ]
    }

    fn pieces(&self) -> Vec<Piece> {
        let mut pieces = Vec::new();
        for p in [RED, BLUE] {
            for (set, height) in [(self.females[ix(p)], 1), (self.males[ix(p)], 2)] {
                pieces.extend(cells(set).map(|cell| Piece {
                    cell,
                    owner: p,
                    height,
                    // The crown marks a male at a glance, beside his height.
                    crowned: height == 2,
                    size: 0,
                }));
            }
        }
        pieces.sort_by_key(|piece| piece.cell);
        pieces
    }

    fn position_text(&self) -> String {
        let letter = |sq: Square| {
            let b = bit(sq);
            [
                (self.females[0], 'r'),
                (self.males[0], 'R'),
                (self.females[1], 'b'),
                (self.males[1], 'B'),
            ]
            .into_iter()
            .find(|&(set, _)| set & b != 0)
            .map(|(_, letter)| letter)
        };
        ranks::write(self.grid, letter, self.to_move)
    }

    fn why_illegal(&self, action: &str) -> String {
        let usage = "write a step as b2-c3, a kill as e5xf6 and making a male as +b2";
        let p = self.to_move;
        let me = seat_name(p);
        let square = |text: &str| {
            self.grid
                .parse(text)
                .ok_or_else(|| format!("'{text}' is not a square of this board; {usage}"))
        };
        if let Some(rest) = action.strip_prefix('+') {
            let sq = match square(rest) {
                Ok(sq) => sq,
                Err(e) => return e,
            };
            if self.males[ix(p)] != 0 {
                return format!("{me} has a male; a male is made only by a player who has none");
            }
            if self.females[ix(p)] & bit(sq) == 0 {
                return format!("there is no {me} female on {rest} to make a male");
            }
            return self
                .explain(None, sq)
                .map_or_else(|| usage.to_string(), |e| e.reason);
        }
        let Some((at, sep)) = action.char_indices().find(|&(_, c)| c == 'x' || c == '-') else {
            return format!("'{action}' is not an action here; {usage}");
        };
        let (from_text, to_text) = (&action[..at], &action[at + 1..]);
        let (from, to) = match (square(from_text), square(to_text)) {
            (Ok(f), Ok(t)) => (f, t),
            (Err(e), _) | (_, Err(e)) => return e,
        };
        if self.males[ix(p)] == 0 {
            return format!(
                "{me} has no male, so the turn starts by making one (+ and a female's square)"
            );
        }
        if self.females[ix(p)] & bit(from) == 0 {
            return if self.males[ix(p)] & bit(from) != 0 {
                "males never move".to_string()
            } else if self.stacks(opponent(p)) & bit(from) != 0 {
                format!(
                    "the stack on {from_text} is {}'s, and {me} is to move",
                    seat_name(opponent(p))
                )
            } else {
                format!("there is no {me} female on {from_text}")
            };
        }
        if self.is_legal_step(from, to) {
            return if sep == 'x' {
                format!("{to_text} is empty: a step is written {from_text}-{to_text}")
            } else {
                format!("that is a kill, written {from_text}x{to_text}")
            };
        }
        self.why_not_step(from, to).map_or_else(
            || format!("'{action}' is not legal here; {usage}"),
            |e| e.reason,
        )
    }

    fn verb(&self, kind: ActionKind) -> &'static str {
        match kind {
            ActionKind::Convert => "made a male on",
            _ => crate::turn_view::default_verb(kind),
        }
    }

    fn turn_goes_on(&self) -> bool {
        self.stepping_after_male
    }

    fn turn_note(&self) -> Option<String> {
        if self.ended.is_some() {
            return None;
        }
        let mut notes = Vec::new();
        if let Some(s) = self.sat_out {
            notes.push(format!("{} had no legal move and sat out.", seat_name(s)));
        }
        let p = self.to_move;
        if self.males[ix(p)] == 0 {
            let (me, them) = (seat_name(p), seat_name(opponent(p)));
            notes.push(format!(
                "{me} has no male, so the turn starts by making one: pick one of the marked females to add a checker to her."
            ));
            notes.push(if self.strict_male_candidates(p).0 == 0 {
                format!("Each female would be walled off from {them}'s stacks by {me}'s others, so any may be chosen.")
            } else {
                format!("Only females that {me}'s other females do not wall off from {them}'s stacks qualify.")
            });
        }
        (!notes.is_empty()).then(|| notes.join(" "))
    }

    fn explain(&self, from: Option<Square>, to: Square) -> Option<Explanation> {
        if let Some(outcome) = &self.ended {
            return Some(Explanation::new(format!(
                "The game is over: {}.",
                outcome.reason
            )));
        }
        let p = self.to_move;
        let (me, them) = (seat_name(p), seat_name(opponent(p)));
        let females = self.females[ix(p)];
        if self.males[ix(p)] == 0 {
            if females & bit(to) != 0 {
                let others = females & !bit(to);
                return Some(Explanation {
                    reason: format!(
                        "The female on {} cannot become {me}'s male: {me}'s other females would wall her off from {them}'s stacks (outlined). Pick one of the marked females.",
                        self.grid.name(to)
                    ),
                    cells: cells(self.wall(bit(to), others, self.stacks(opponent(p)))).collect(),
                });
            }
            return Some(Explanation::new(format!(
                "{me} has no male: the turn starts by making one from one of the marked females."
            )));
        }
        match from {
            Some(from) => self.why_not_step(from, to),
            None if self.males[ix(p)] & bit(to) != 0 => Some(Explanation::new(format!(
                "Males never move: move one of {me}'s females."
            ))),
            None if females & bit(to) != 0 => Some(self.why_stuck(to)),
            None => None,
        }
    }
}

/// The rules panel, in the project's own words.
pub const RULES: &[&str] = &[
    "Kobudai is played on a 6x6 board (or 8x8). Every dark square starts with a stack: Red's on the bottom half, Blue's on the top. The stacks of two checkers in the opposite corners (Red's on a1) are the males; every other stack is a single checker, a female. Red moves first.",
    "On your turn, move one of your females one square in any of the eight directions, one step closer to the enemy male along a shortest path of empty squares. A female with no path of empty squares to the enemy male cannot move. Males never move.",
    "Kill: a female next to the enemy male may step onto it; the male's stack is removed. Killing is never compulsory.",
    "Never wall in your own male: a move is illegal if afterwards your females would block every path from your male to even one enemy stack (paths go in all eight directions, over empty squares and other stacks). Such a wall is a loop, or an edge-to-edge chain of your females joined orthogonally.",
    "A new male: if you have no male when your turn starts, first add a checker to one of your females to make her your male, choosing one your other females do not wall off; then move as usual.",
    "If you have no legal move, you sit out until you have one. Kill all the enemy's stacks to win; there are no draws.",
];

/// What the computer opponent knows about Kobudai: every kill removes a
/// stack, so the stack count decides (the default), with kills first in
/// playouts. Kills come in exchanges of one for one, so rewards stay near
/// one half for most of a game and the differences between actions are
/// small beside UCT's usual exploration term: the search spread its visits
/// nearly evenly, and ten times the iterations bought little (20,000
/// iterations against 2,000 at 8x8 won 20 of 30 games). Exploring less
/// lets the extra iterations deepen the best lines: 25 of 30 at 0.3 and
/// 27 of 30 at 0.15 (the same games and seeds).
///
/// Tried and dropped: racing playouts (the nearest female steps, a new
/// male goes farthest from the enemy's females) did not make more
/// iterations count for more (17, 26 and 22 of 30 at 0.7, 0.3 and 0.15);
/// adding the race to the enemy male (whose nearest female is closer) to
/// the evaluation did not either (18 of 30 with racing playouts at 0.7),
/// and with random playouts it made the greedy baseline, which looks one
/// action ahead with the evaluation, stronger than the search.
/// What a step of the race to the enemy male is worth, in stacks.
const RACE_STEP: f32 = 0.3;
/// The farthest a race is counted: beyond it, the lead is the same.
const RACE_CAP: f32 = 6.0;
/// What each female with a clear path is worth, in stacks.
const MOBILE_FEMALE: f32 = 0.05;

impl Kobudai {
    /// How far `p` is from killing: the distance of their nearest female to
    /// the enemy male along a clear path (`RACE_CAP` when none has one, or
    /// when either male is missing), and how many females have a path.
    fn race(&self, p: Player) -> (f32, u32) {
        let enemy_male = self.males[ix(opponent(p))];
        if enemy_male == 0 || self.males[ix(p)] == 0 {
            return (RACE_CAP, 0);
        }
        let dist = self.distances(enemy_male.trailing_zeros() as Square);
        let mut nearest = RACE_CAP;
        let mut mobile = 0;
        for f in cells(self.females[ix(p)]) {
            if let Some(d) = dist.of(f) {
                nearest = nearest.min(d as f32);
                mobile += 1;
            }
        }
        (nearest, mobile)
    }

    /// What the learnt evaluation reads in this position, for the player
    /// to act ([`crate::games::kobudai_learnt`]).
    pub fn learnt_reading(&self) -> Reading {
        let me = self.to_move;
        let count = |p: Player| self.stacks(p).count_ones() as u8;
        Reading {
            own: self.race_reading(me),
            enemy: self.race_reading(opponent(me)),
            stacks: (count(me), count(opponent(me))),
            second_seat: me == BLUE,
        }
    }

    /// How `p`'s females stand in the race to the enemy male.
    fn race_reading(&self, p: Player) -> Race {
        let enemy_male = self.males[ix(opponent(p))];
        let mut race = Race {
            target: enemy_male != 0,
            nearest: None,
            second: None,
            mobile: 0,
            close: 0,
        };
        if enemy_male == 0 {
            return race;
        }
        let dist = self.distances(enemy_male.trailing_zeros() as Square);
        let females = self.females[ix(p)];
        // Layer by layer outwards, counting the females on each at once:
        // this runs at every leaf of the search.
        for (d, &layer) in dist.layers[..dist.count].iter().enumerate() {
            let here = (layer & females).count_ones() as u8;
            if here == 0 {
                continue;
            }
            let d = d.min(usize::from(u8::MAX)) as u8;
            race.mobile += here;
            if d <= 3 {
                race.close += here;
            }
            if race.nearest.is_none() {
                race.nearest = Some(d);
                if here > 1 {
                    race.second = Some(d);
                }
            } else if race.second.is_none() {
                race.second = Some(d);
            }
        }
        race
    }
}

/// What the computer opponent knows about Kobudai: stacks only change with
/// a kill, so material alone is flat for most of a game. The game is a
/// race: the side whose nearest female is fewer steps from the enemy male
/// (the side to move a half step ahead) is ahead, and a female with a clear
/// path is worth a little, since she can move at all. The alpha-beta
/// search uses this at 8x8; at 6x6 a model fitted to Hard's games reads
/// the same race more finely. The plain Monte Carlo search's playouts run
/// the race out.
impl crate::ai::Knowledge for Kobudai {
    /// The alpha-beta search on the game's evaluation, at both sizes. At
    /// 6x6 the evaluation is learnt ([`crate::games::kobudai_learnt`]):
    /// with it the alpha-beta search won 85.6% of 160 games against the
    /// baseline, 59 of 80 as the second player, where the Monte Carlo
    /// search on the race evaluation (Hard until then) won 66.25% of 80
    /// and 15 of 40 as the second player, and the Monte Carlo search on
    /// the learnt evaluation did worse than alpha-beta on it
    /// (docs/strength.md, "The sixteenth session"). At 8x8 the race
    /// evaluation, with which it wins 95% against the baseline.
    fn strongest_engine(&self) -> crate::ai::Engine {
        crate::ai::Engine::RefinedAlphaBeta(crate::ai::Evaluation::Knowledge)
    }

    /// At 6x6 the learnt evaluation's chance that the player to act wins;
    /// at 8x8 the race, as above.
    fn horizon_evaluate(&self) -> crate::ai::Rewards {
        if self.grid.files == 6 {
            let chance = self.learnt_reading().win_chance();
            return crate::ai::knowledge::two_player_rewards_of_chance(self.to_move, chance);
        }
        let scores = self.scores();
        let mut lead = scores[0] as f32 - scores[1] as f32;
        let (red_distance, red_mobile) = self.race(RED);
        let (blue_distance, blue_mobile) = self.race(BLUE);
        let tempo = if self.to_move == RED { -0.5 } else { 0.5 };
        let race = (blue_distance - red_distance - tempo).clamp(-RACE_CAP, RACE_CAP);
        lead += RACE_STEP * race + MOBILE_FEMALE * (red_mobile as f32 - blue_mobile as f32);
        crate::ai::knowledge::two_player_rewards(lead)
    }

    fn position_key(&self) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        let mut h = crate::ai::table::KeyHasher::default();
        (self.females, self.males, self.to_move).hash(&mut h);
        (self.stepping_after_male, self.ended.is_some()).hash(&mut h);
        Some(h.finish())
    }

    fn exploration(&self) -> f32 {
        0.15
    }
}

/// Kobudai's entry in the registry.
pub static INFO: GameInfo = GameInfo {
    id: "kobudai",
    name: "Kobudai",
    designer: "Mark Steere",
    year: "2021",
    players: "2",
    summary:
        "Females race along shortest paths to kill the enemy male, without walling off their own.",
    start: |options| {
        let (size, position) = INFO.numeric_option(options)?;
        session_of(match position {
            Some(text) => Kobudai::from_position(text, size).map_err(bad_position),
            None => Kobudai::new(size.unwrap_or(SIZES[0])),
        })
    },
    rules: RULES,
    legend: &[
        LegendEntry {
            kind: ActionKind::Kill,
            label: "Kill: step onto the enemy male",
        },
        LegendEntry {
            kind: ActionKind::Step,
            label: "Step one square closer to the enemy male",
        },
        LegendEntry {
            kind: ActionKind::Convert,
            label: "Make this female your male",
        },
    ],
    score_name: "stacks",
    options: &[GameOption {
        key: "size",
        label: "Board",
        choices: &[
            Choice {
                value: "6",
                label: "6x6",
            },
            Choice {
                value: "8",
                label: "8x8",
            },
        ],
    }],
    fills_board: false,
    ends_turns_by_choice: false,
    sample: "",
};
