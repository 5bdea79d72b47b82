//! Cross-Hairs (rule text dated Oct 24, 2005; author unknown). Rules:
//! docs/rules/cross-hairs.md. Players drop soldiers on a 61-cell hexagon and may
//! then move one soldier a step; an enemy soldier caught on enemy lines (two
//! axes inside the board, one line on the edge, which may run round the
//! perimeter) becomes a King of the acting player if the piece that acted is
//! on one of those lines. When the board is full, more Kings wins.
//!
//! Position text: the rows from the top down, separated by `/`, each left to
//! right with `o`/`O` for player 1's soldier/King, `x`/`X` for player 2's and
//! a number for a run of empty cells; then `:` and the player to act, then
//! `:drop` or `:move` (after the drop, before the optional move). The start
//! is `5/6/7/8/9/8/7/6/5:1:drop`.

use crate::board::bits::cells;
use crate::board::hex::{HexBoard, ALL_CELLS, CELLS, DIRECTIONS};
use crate::board::ranks::{self, Lines};
use crate::board::{Shape, Square};
use crate::game::{Action, ActionKind, Explanation, Game, Outcome, Piece, Player, Seat, Status};
use crate::game_info::{bad_position, session_of, GameInfo, LegendEntry};
use crate::limits;

const SEATS: [Seat; 2] = [
    Seat {
        name: "Light",
        colour: "#f4efe2",
        mark: "",
    },
    Seat {
        name: "Dark",
        colour: "#2c2c30",
        mark: "",
    },
];

const BOARD: HexBoard = HexBoard;
const EMPTY: u8 = 0;

/// A cell's content: 0 empty, else the owner, plus 2 for a King.
fn owner_of(c: u8) -> Player {
    match c {
        0 => 0,
        1 | 3 => 1,
        _ => 2,
    }
}

fn is_king(c: u8) -> bool {
    c >= 3
}

fn seat_name(p: Player) -> &'static str {
    SEATS[p as usize - 1].name
}

/// A soldier made a King, and the enemy lines that did it (each a run of
/// cells from end to end).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Conversion {
    pub cell: Square,
    pub lines: Vec<Vec<Square>>,
}

/// A Cross-Hairs position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CrossHairs {
    cells: [u8; CELLS],
    /// The same as sets, bit `n` for cell `n`: each player's pieces, for
    /// the quick look along lines that conversions and the search's
    /// horizon take on every action.
    pieces_of: [u64; 2],
    /// The cells holding a King, either player's.
    king_cells: u64,
    to_move: Player,
    /// The soldier has been dropped; the optional move comes next.
    moving: bool,
    ended: Option<Outcome>,
    /// What the last action converted, for the page (not part of the state
    /// the rules see, nor of the position text): the cells, and the piece
    /// whose drop or move converted them (0 when none was). Their lines are
    /// worked out only when asked for ([`CrossHairs::last_conversions`]):
    /// the search applies and copies millions of positions and never asks,
    /// and listing the lines on each action took a quarter of its time.
    last_converted: u64,
    last_piece: Square,
}

impl Default for CrossHairs {
    fn default() -> Self {
        CrossHairs::new()
    }
}

impl CrossHairs {
    pub fn new() -> CrossHairs {
        CrossHairs {
            cells: [EMPTY; CELLS],
            pieces_of: [0; 2],
            king_cells: 0,
            to_move: 1,
            moving: false,
            ended: None,
            last_converted: 0,
            last_piece: 0,
        }
    }

    /// A position from its text (see the module docs).
    pub fn from_position(text: &str) -> Result<CrossHairs, String> {
        let parts: Vec<&str> = text.split(':').collect();
        let [board, mover, phase] = parts[..] else {
            return Err("a position is BOARD:PLAYER:PHASE, the phase drop or move".into());
        };
        let mut game = CrossHairs::new();
        game.to_move = match mover {
            "1" => 1,
            "2" => 2,
            other => {
                return Err(format!(
                    "the player to act must be 1 or 2, not '{}'",
                    limits::excerpt(other)
                ))
            }
        };
        game.moving = match phase {
            "drop" => false,
            "move" => true,
            other => {
                return Err(format!(
                    "the phase must be drop or move, not '{}'",
                    limits::excerpt(other)
                ))
            }
        };
        let lengths: Vec<u8> = BOARD.rows().collect();
        let rows = Lines {
            lengths: &lengths,
            number: &|i| i + 1,
            line: "row",
            cell: "cell",
        };
        let piece = |ch| {
            ['o', 'x', 'O', 'X']
                .iter()
                .position(|&l| l == ch)
                .map(|i| i as u8 + 1)
        };
        let codes = ranks::read_lines(&rows, board, piece, "o, O, x, X")?;
        for (sq, &c) in codes.iter().enumerate() {
            game.put(sq as Square, c);
        }
        if game.moving && !game.has_move() {
            return Err("in the move phase some soldier must be able to move".into());
        }
        if game.is_full() {
            game.finish();
        }
        Ok(game)
    }

    fn is_full(&self) -> bool {
        self.occupied_set() == ALL_CELLS
    }

    /// Puts `c` (a piece, or `EMPTY`) on `sq`, in the cells and the sets.
    fn put(&mut self, sq: Square, c: u8) {
        let bit = 1u64 << sq;
        self.pieces_of[0] &= !bit;
        self.pieces_of[1] &= !bit;
        self.king_cells &= !bit;
        if c != EMPTY {
            self.pieces_of[usize::from(owner_of(c) - 1)] |= bit;
        }
        if is_king(c) {
            self.king_cells |= bit;
        }
        self.cells[sq as usize] = c;
    }

    /// The occupied cells as a set (bit `n` for cell `n`).
    fn occupied_set(&self) -> u64 {
        self.pieces_of[0] | self.pieces_of[1]
    }

    fn occupied(&self, sq: Square) -> bool {
        self.cells[sq as usize] != EMPTY
    }

    fn kings(&self, p: Player) -> u32 {
        (self.king_cells & self.pieces_of[usize::from(p - 1)]).count_ones()
    }

    /// Whether `sq` touches a piece.
    fn touches_piece(&self, sq: Square) -> bool {
        BOARD.neighbour_set(sq) & self.occupied_set() != 0
    }

    /// The soldiers' steps, soldier by soldier in the order of their cells
    /// and each in the order of the directions, added to `out`.
    fn push_moves(&self, out: &mut Vec<Action>) {
        for from in cells(self.soldiers()) {
            let steps = self.steps_from(from);
            for to in BOARD.neighbours(from).filter(|&to| steps >> to & 1 == 1) {
                out.push(Action::Move { from, to });
            }
        }
    }

    /// Whether some soldier can step: asked after every drop.
    fn has_move(&self) -> bool {
        cells(self.soldiers()).any(|from| self.steps_from(from) != 0)
    }

    /// The soldiers of both colours, which may step (Kings stay put).
    fn soldiers(&self) -> u64 {
        self.occupied_set() & !self.king_cells
    }

    /// The cells the piece on `from` could step to: the empty neighbours
    /// that touch a piece once it has left its own.
    fn steps_from(&self, from: Square) -> u64 {
        let occupied = self.occupied_set();
        let others = occupied & !(1u64 << from);
        cells(BOARD.neighbour_set(from) & !occupied)
            .filter(|&to| BOARD.neighbour_set(to) & others != 0)
            .fold(0, |steps, to| steps | 1 << to)
    }

    /// The occupied run from `v` along `cells` (a ray or a way round the
    /// rim): the cells in order, stopping at the first empty cell or the
    /// end.
    fn run(&self, cells: impl Iterator<Item = Square>) -> Vec<Square> {
        cells.take_while(|&sq| self.occupied(sq)).collect()
    }

    /// The enemy lines through the enemy soldier on `v` for `actor`, and
    /// whether `piece` lies on one of them: straight lines by axis, then
    /// perimeter lines. Each line is given end to end.
    fn lines_through(
        &self,
        v: Square,
        actor: Player,
        piece: Square,
    ) -> (usize, bool, Vec<Vec<Square>>, bool) {
        let mine = |sq: Square| owner_of(self.cells[sq as usize]) == actor;
        let mut axes = 0;
        let mut participates = false;
        let mut lines = Vec::new();
        for axis in 0..3 {
            let plus = self.run(BOARD.ray(v, 2 * axis));
            let minus = self.run(BOARD.ray(v, 2 * axis + 1));
            let far = |run: &[Square]| run.iter().rposition(|&sq| mine(sq));
            let (Some(p), Some(m)) = (far(&plus), far(&minus)) else {
                continue;
            };
            axes += 1;
            let mut line: Vec<Square> = minus[..=m].iter().rev().copied().collect();
            line.push(v);
            line.extend(&plus[..=p]);
            if line.contains(&piece) {
                participates = true;
            }
            lines.push(line);
        }
        let mut perimeter_line = false;
        if BOARD.is_edge(v) {
            let cw = self.run(BOARD.round_rim(v, true));
            let ccw = self.run(BOARD.round_rim(v, false));
            let ends = |run: &[Square]| -> Vec<usize> {
                run.iter()
                    .enumerate()
                    .filter(|&(_, &sq)| mine(sq))
                    .map(|(i, _)| i + 1)
                    .collect()
            };
            let (cw_ends, ccw_ends) = (ends(&cw), ends(&ccw));
            // A line takes i cells one way and j the other; it is a simple
            // path with two distinct ends while i + j <= 23.
            let mut best: Option<(usize, usize)> = None;
            for &i in &ccw_ends {
                for &j in &cw_ends {
                    if i + j > 23 {
                        continue;
                    }
                    let covers = |i: usize, j: usize| {
                        piece == v || ccw[..i].contains(&piece) || cw[..j].contains(&piece)
                    };
                    perimeter_line = true;
                    let better = match best {
                        None => true,
                        Some((bi, bj)) => covers(i, j) && !covers(bi, bj),
                    };
                    if better {
                        best = Some((i, j));
                    }
                    if covers(i, j) {
                        participates = true;
                    }
                }
            }
            if let Some((i, j)) = best {
                let mut line: Vec<Square> = ccw[..i].iter().rev().copied().collect();
                line.push(v);
                line.extend(&cw[..j]);
                lines.push(line);
            }
        }
        (axes, participates, lines, perimeter_line)
    }

    /// The enemy soldiers `actor`'s action with `piece` converts, all found
    /// in the position as it stands, before any is converted, as a set.
    fn conversions(&self, actor: Player, piece: Square) -> u64 {
        let enemy = 3 - actor;
        // A line the acting piece takes part in is an occupied run through
        // it, straight or round the rim: only soldiers on such runs (or the
        // piece itself) can be converted.
        let empty = !self.occupied_set();
        let mut candidates: u64 = 1 << piece;
        for direction in 0..DIRECTIONS.len() {
            candidates |= BOARD.ray_until(piece, direction, empty);
        }
        if let Some(start) = BOARD.perimeter_index(piece) {
            let empty = BOARD.rim_bits(empty);
            for clockwise in [true, false] {
                candidates |= BOARD.rim_cells(BOARD.rim_until(start, clockwise, empty));
            }
        }
        candidates &= self.pieces_of[usize::from(enemy - 1)] & !self.king_cells;
        let mut converted = 0;
        let mut occupancy = None;
        while candidates != 0 {
            let v = candidates.trailing_zeros() as Square;
            candidates &= candidates - 1;
            let occupancy = occupancy.get_or_insert_with(|| Occupancy::of(self));
            if self.converts(v, actor, piece, occupancy) {
                converted |= 1 << v;
            }
        }
        converted
    }

    /// Whether `actor`'s action with `piece` converts the enemy soldier on
    /// `v`: enemy lines on enough axes (or round the rim), one of them
    /// through `piece`. It decides exactly as [`CrossHairs::lines_through`]
    /// does (a test holds it to that), with sets of cells instead of lists,
    /// since the search asks it on nearly every action. `occupancy` is
    /// this position's, made once for all the soldiers an action may
    /// convert.
    fn converts(&self, v: Square, actor: Player, piece: Square, occupancy: &Occupancy) -> bool {
        let mine = occupancy.cells[usize::from(actor - 1)];
        let empty = ALL_CELLS & !(occupancy.cells[0] | occupancy.cells[1]);
        // A side of a line is the occupied run from `v` to the first empty
        // cell; it holds an enemy line's end when it holds one of `mine`.
        // `piece` lies on that line when some end lies at or beyond it.
        let mut lines = 0;
        let mut participates = piece == v;
        for axis in 0..3 {
            let directions = [2 * axis, 2 * axis + 1];
            let runs = directions.map(|direction| BOARD.ray_until(v, direction, empty));
            if runs.iter().any(|&run| run & mine == 0) {
                continue;
            }
            lines += 1;
            participates |= runs.iter().zip(directions).any(|(&run, direction)| {
                let from_piece = 1 << piece | BOARD.ray_set(piece, direction);
                run >> piece & 1 == 1 && run & from_piece & mine != 0
            });
        }
        if let Some(start) = BOARD.perimeter_index(v) {
            // Round the rim, by distance from `v`: bit k is the k-th cell
            // clockwise, and the (24 - k)-th the other way.
            let offsets = |ring: u32| BOARD.rim_offsets(ring, start) & !1;
            let rim = occupancy.rim;
            let (empty, mine) = (
                offsets(!(rim[0] | rim[1])),
                offsets(rim[usize::from(actor - 1)]),
            );
            const OTHERS: u32 = ((1 << 24) - 1) & !1;
            let (clockwise_run, other_run) = if empty == 0 {
                (OTHERS, OTHERS)
            } else {
                let nearest = empty.trailing_zeros();
                let farthest = 31 - empty.leading_zeros();
                (((1 << nearest) - 1) & !1, OTHERS & !((2 << farthest) - 1))
            };
            let (clockwise_ends, other_ends) = (mine & clockwise_run, mine & other_run);
            // A line runs i cells one way and j the other, ending on pieces
            // of `mine`; it is a simple path while i + j <= 23.
            let clockwise_distance = |ends: u32| ends.trailing_zeros();
            let other_distance = |ends: u32| 24 - (31 - ends.leading_zeros());
            if clockwise_ends != 0 && other_ends != 0 {
                let (j, i) = (
                    clockwise_distance(clockwise_ends),
                    other_distance(other_ends),
                );
                if i + j <= 23 {
                    lines += 1;
                    if let Some(at) = BOARD.perimeter_index(piece).filter(|_| piece != v) {
                        let at = (at + 24 - start) % 24;
                        // The nearest end at or beyond the piece, each way
                        // (there is one only if the piece is in that run).
                        let beyond = clockwise_ends & !((1 << at) - 1);
                        if beyond != 0 && i + clockwise_distance(beyond) <= 23 {
                            participates = true;
                        }
                        let beyond = other_ends & ((2 << at) - 1);
                        if beyond != 0 && other_distance(beyond) + j <= 23 {
                            participates = true;
                        }
                    }
                }
            }
        }
        participates && lines >= lines_needed(v)
    }

    fn convert(&mut self, piece: Square) {
        let actor = self.to_move;
        let converted = self.conversions(actor, piece);
        self.last_converted = converted;
        self.last_piece = if converted == 0 { 0 } else { piece };
        for sq in cells(converted) {
            self.put(sq, actor + 2);
        }
    }

    fn pass_turn(&mut self) {
        self.moving = false;
        self.to_move = 3 - self.to_move;
    }

    fn finish(&mut self) {
        let (a, b) = (self.kings(1), self.kings(2));
        let winners = match a.cmp(&b) {
            std::cmp::Ordering::Greater => vec![1],
            std::cmp::Ordering::Less => vec![2],
            std::cmp::Ordering::Equal => vec![1, 2],
        };
        self.ended = Some(Outcome {
            winners,
            reason: format!("the board is full: Light has {a} Kings and Dark {b}"),
        });
    }

    /// The conversions the last action made, with their lines, in the
    /// order of their cells.
    pub fn last_conversions(&self) -> Vec<Conversion> {
        let converted = self.last_converted;
        if converted == 0 {
            return Vec::new();
        }
        let actor = owner_of(self.cells[converted.trailing_zeros() as usize]);
        // The lines as they stood when the piece acted, the new Kings
        // still enemy soldiers.
        let mut before = self.clone();
        for sq in cells(converted) {
            before.put(sq, 3 - actor);
        }
        cells(converted)
            .map(|sq| Conversion {
                cell: sq,
                lines: before.lines_through(sq, actor, self.last_piece).2,
            })
            .collect()
    }
}

impl Game for CrossHairs {
    fn shape(&self) -> Shape {
        Shape::Hex(BOARD)
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
        if !self.moving {
            let occupied = self.occupied_set();
            let mut cells = if occupied == 0 {
                ALL_CELLS
            } else {
                (0..CELLS as Square)
                    .filter(|&sq| BOARD.neighbour_set(sq) & occupied != 0)
                    .fold(0u64, |set, sq| set | 1 << sq)
                    & !occupied
            };
            while cells != 0 {
                out.push(Action::Place(cells.trailing_zeros() as Square));
                cells &= cells - 1;
            }
            return;
        }
        let before = out.len();
        self.push_moves(out);
        if out.len() > before {
            out.push(Action::End);
        }
    }

    fn kind_of(&self, action: Action) -> ActionKind {
        match action {
            Action::Place(_) => ActionKind::Drop,
            Action::Move { .. } => ActionKind::Step,
            Action::End => ActionKind::End,
            Action::Leave => ActionKind::Leave,
        }
    }

    fn apply(&mut self, action: Action) {
        match action {
            Action::Place(sq) => {
                self.put(sq, self.to_move);
                self.convert(sq);
                if self.is_full() {
                    self.finish();
                    return;
                }
                self.moving = true;
                if !self.has_move() {
                    self.pass_turn();
                }
            }
            Action::Move { from, to } => {
                self.put(to, self.cells[from as usize]);
                self.put(from, EMPTY);
                self.convert(to);
                self.pass_turn();
            }
            Action::End => {
                self.last_converted = 0;
                self.last_piece = 0;
                self.pass_turn();
            }
            Action::Leave => debug_assert!(false, "Cross-Hairs is never left"),
        }
    }

    fn scores(&self) -> Vec<u32> {
        vec![self.kings(1), self.kings(2)]
    }

    fn pieces(&self) -> Vec<Piece> {
        (0..CELLS as Square)
            .filter(|&sq| self.occupied(sq))
            .map(|sq| {
                let c = self.cells[sq as usize];
                Piece {
                    cell: sq,
                    owner: owner_of(c),
                    height: 1,
                    crowned: is_king(c),
                    size: 0,
                }
            })
            .collect()
    }

    fn position_text(&self) -> String {
        let letter = |c: &u8| (*c != EMPTY).then(|| ['o', 'x', 'O', 'X'][*c as usize - 1]);
        let mut start = 0;
        let rows = BOARD.rows().map(|len| {
            let row = self.cells[start..start + len as usize].iter().map(letter);
            start += len as usize;
            row
        });
        let board = ranks::write_lines(rows.collect::<Vec<_>>());
        let phase = if self.moving { "move" } else { "drop" };
        format!("{board}:{}:{phase}", self.to_move)
    }

    fn why_illegal(&self, action: &str) -> String {
        let usage = "write a drop as i5, a move as k3-i3 and no move as end";
        if action == "end" {
            return "end skips the move after a drop; drop a soldier first".into();
        }
        if let Some((a, b)) = action.split_once('-') {
            let (Some(from), Some(to)) = (BOARD.parse(a), BOARD.parse(b)) else {
                return format!("'{action}' does not name two cells of this board; {usage}");
            };
            if !self.moving {
                return "drop a soldier first; the move comes after the drop".into();
            }
            let c = self.cells[from as usize];
            return if c == EMPTY {
                format!("there is no soldier on {a}")
            } else if is_king(c) {
                "Kings never move".into()
            } else if !BOARD.neighbours(from).any(|n| n == to) {
                format!("{b} is not next to {a}: a soldier moves one step")
            } else if self.occupied(to) {
                format!("{b} is occupied")
            } else {
                format!("on {b} the soldier would touch no other piece")
            };
        }
        let Some(sq) = BOARD.parse(action) else {
            return format!("'{action}' is not a cell of this board; {usage}");
        };
        if self.moving {
            format!(
                "{} has dropped already: move a soldier or end the turn",
                seat_name(self.to_move)
            )
        } else if self.occupied(sq) {
            format!("{action} is occupied")
        } else {
            format!("{action} touches no piece: drop next to one")
        }
    }

    fn verb(&self, kind: ActionKind) -> &'static str {
        match kind {
            ActionKind::Step => "moved",
            // `end` follows a drop: the player chose not to move.
            ActionKind::End => "did not move",
            _ => crate::turn_view::default_verb(kind),
        }
    }

    fn describe_changes(&self, count: usize) -> String {
        format!("making {count} King{}", if count == 1 { "" } else { "s" })
    }

    fn turn_goes_on(&self) -> bool {
        // After the drop, the optional move (or end) completes the turn.
        self.moving
    }

    fn turn_note(&self) -> Option<String> {
        let mut notes = Vec::new();
        let converted = self.last_converted;
        if converted != 0 {
            let cells: Vec<String> = cells(converted).map(|sq| BOARD.name(sq)).collect();
            let maker = owner_of(self.cells[converted.trailing_zeros() as usize]);
            notes.push(format!(
                "{} made {} King{}: {}.",
                seat_name(maker),
                cells.len(),
                if cells.len() == 1 { "" } else { "s" },
                cells.join(", ")
            ));
        }
        if self.ended.is_none() && self.moving {
            notes.push(format!(
                "{} may now move a soldier of either colour one step, or end the turn.",
                seat_name(self.to_move)
            ));
        }
        (!notes.is_empty()).then(|| notes.join(" "))
    }

    fn explain(&self, from: Option<Square>, to: Square) -> Option<Explanation> {
        if self.ended.is_some() {
            return None;
        }
        let c = self.cells[to as usize];
        if !self.moving {
            let cell = BOARD.name(to);
            let reason = if c != EMPTY {
                format!("{cell} is taken: drop on an empty cell next to a piece.")
            } else if !self.touches_piece(to) {
                format!("A drop must touch a piece, and {cell} touches none.")
            } else {
                return None;
            };
            return Some(Explanation::new(reason));
        }
        let reason = match from {
            None if is_king(c) => "Kings never move.".to_string(),
            None if c != EMPTY => format!(
                "The soldier on {} has no step to a cell that touches another piece.",
                BOARD.name(to)
            ),
            None => format!(
                "{} has dropped already: move a soldier or end the turn.",
                seat_name(self.to_move)
            ),
            Some(_) => return None,
        };
        Some(Explanation::new(reason))
    }

    fn changes(&self) -> Vec<(Square, Vec<Vec<Square>>)> {
        self.last_conversions()
            .into_iter()
            .map(|c| (c.cell, c.lines))
            .collect()
    }
}

/// A King's worth of a soldier one drop from conversion, at the horizon.
/// Against the alpha-beta baseline over 40 games (docs/strength.md): 0.3
/// scored 77.5%, 0.6 65%, none 50%.
const CONVERTIBLE_WEIGHT: f32 = 0.3;

/// The sample game of the rule text in this project's notation, with the
/// three slips cross-hairs.md names corrected (turn 10's move is h6-i7) and
/// `end` where a player could have moved but did not. It stops where Dark
/// resigned.
pub const SAMPLE: &str = "i5 j4 end k3 end g5 j4-h4 f6 k3-i3 k5 h4-j4 e5 i3-h4 e7 end l4 h4-i3 \
     m5 j4-k3 l2 l4-m3 d4 k3-l4 n6 m3-n4 c5 e7-g7 l6 l2-k3 h6 l4-j4 a5 \
     f6-e7 o7 h6-j6 h6 h6-i7 h8 j6-k7 b4 e7-d6 j6 o7-p6 q5 n6-o7 c7 g7-e7 \
     d8 a5-b6 a5 d4-c3 d2 d6-f6 e9 j6-h6 g9 d2-e3 d6 e7-g7 e7 e3-f4 f8 \
     h8-i9 h8 f4-d4 j8 h6-j6 m7 q5-o5 m3 i9-k9 l2 d4-f4 n6 m3-o3 n2 o5-p4 \
     n8 k7-l8 g3 p4-o5 q5 q5-p4 q5 n2-m1 h2 n8-m9 f2 i3-j2 n2 n2-m3 i1 \
     n4-l4 k1 m3-n2 n8 i1-g1";

/// The rules panel, in the project's own words.
pub const RULES: &[&str] = &[
    "Cross-Hairs is played on a hexagon of 61 cells by two players, Light (who starts) and Dark. Nothing is ever removed from the board.",
    "Drop: each turn starts by placing a soldier of your colour on an empty cell next to at least one piece (the very first drop may go anywhere).",
    "Move (optional): then you may move one soldier, of either colour, one step to an empty neighbouring cell that still touches another piece once it has left its old cell. Kings never move.",
    "Enemy line: a row of occupied cells along one of the three directions, with an enemy soldier inside and one of your pieces at each end; on the edge, a line may also run along the board's rim, round its corners.",
    "Conversion: after your drop, and again after your move, every enemy soldier that lies on your enemy lines in two different directions (or on one line, if it is on the edge) becomes your King, provided the piece you just dropped or moved is part of one of those lines. All conversions happen at once.",
    "When all 61 cells are full, the player with more Kings wins; equal Kings is a draw.",
];

/// How many enemy lines convert the soldier on `v`: one on the edge (where
/// a line may also run round the rim), two on different axes inside.
fn lines_needed(v: Square) -> u8 {
    if BOARD.is_edge(v) {
        1
    } else {
        2
    }
}

/// How one side of an enemy soldier looks to a would-be converter: a run
/// of occupied cells that holds one of the converter's pieces (a line's end
/// is there), a run that stops at an empty cell (one drop there makes an
/// end), or neither.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Reaches,
    Open(Square),
    Closed,
}

/// How one direction (straight or round the rim) and its opposite look:
/// a whole enemy line already, or one drop short of one, and where the
/// drops that would complete those go.
#[derive(Default)]
struct LineCount {
    complete: u8,
    one_drop_short: u8,
    completing_cells: u64,
    /// Which directions hold a whole line: bit `axis` for the three axes,
    /// bit 3 for the rim.
    complete_directions: u8,
}

/// The rim's bit in [`LineCount::complete_directions`].
const RIM_DIRECTION: u8 = 3;

impl LineCount {
    fn add(&mut self, direction: u8, a: Side, b: Side) {
        match (a, b) {
            (Side::Reaches, Side::Reaches) => {
                self.complete += 1;
                self.complete_directions |= 1 << direction;
            }
            (Side::Reaches, Side::Open(cell)) | (Side::Open(cell), Side::Reaches) => {
                self.one_drop_short += 1;
                self.completing_cells |= 1 << cell;
            }
            _ => {}
        }
    }
}

/// Where each player's pieces stand, as sets: the board's cells (bit `n`
/// for cell `n`) and the perimeter's ring (see [`HexBoard::rim_bits`]).
///
/// [`HexBoard::rim_bits`]: crate::board::hex::HexBoard::rim_bits
struct Occupancy {
    cells: [u64; 2],
    rim: [u32; 2],
}

impl Occupancy {
    fn of(game: &CrossHairs) -> Occupancy {
        let cells = game.pieces_of;
        Occupancy {
            cells,
            rim: cells.map(|set| BOARD.rim_bits(set)),
        }
    }

    /// The enemy lines round the soldier on `v`, whole or one drop short,
    /// on the three axes and (on the edge) round the rim.
    fn line_count(&self, v: Square, converter: Player) -> LineCount {
        let (theirs, soldiers_side) = (usize::from(converter - 1), usize::from(2 - converter));
        // Going out from the soldier its own side's pieces are passed
        // over: the first other cell, empty or the converter's, decides.
        // `first` is the deciding cell's bit in `theirs` and the cell.
        let decide = |first: Option<(usize, Square)>, theirs: u64| match first {
            None => Side::Closed,
            Some((at, _)) if theirs >> at & 1 == 1 => Side::Reaches,
            Some((_, cell)) => Side::Open(cell),
        };
        let others = ALL_CELLS & !self.cells[soldiers_side];
        let along = |direction| {
            let first = BOARD.first_along(v, direction, others);
            decide(
                first.map(|cell| (usize::from(cell), cell)),
                self.cells[theirs],
            )
        };
        let mut lines = LineCount::default();
        for axis in 0..3 {
            lines.add(
                axis,
                along(2 * usize::from(axis)),
                along(2 * usize::from(axis) + 1),
            );
        }
        if let Some(start) = BOARD.perimeter_index(v) {
            let others = !self.rim[soldiers_side];
            let round = |clockwise| {
                let first = BOARD.first_round_rim(start, clockwise, others);
                let first = first.map(|at| (at, BOARD.perimeter()[at]));
                decide(first, u64::from(self.rim[theirs]))
            };
            lines.add(RIM_DIRECTION, round(true), round(false));
        }
        lines
    }

    /// The first empty cell each way along the `directions` (as in
    /// [`LineCount::complete_directions`]) from `v`: a piece dropped there
    /// lengthens a whole line through `v` and so takes part in it.
    fn extending_cells(&self, v: Square, directions: u8) -> u64 {
        let occupied = self.cells[0] | self.cells[1];
        let mut cells = 0;
        for axis in 0..3 {
            if directions >> axis & 1 == 1 {
                for direction in [2 * axis, 2 * axis + 1] {
                    if let Some(at) = BOARD.first_along(v, direction, ALL_CELLS & !occupied) {
                        cells |= 1 << at;
                    }
                }
            }
        }
        if let (true, Some(start)) = (
            directions >> RIM_DIRECTION & 1 == 1,
            BOARD.perimeter_index(v),
        ) {
            let empty = !(self.rim[0] | self.rim[1]);
            for clockwise in [true, false] {
                if let Some(at) = BOARD.first_round_rim(start, clockwise, empty) {
                    cells |= 1 << BOARD.perimeter()[at];
                }
            }
        }
        cells
    }
}

impl CrossHairs {
    /// Whether the enemy soldier on `v` is one drop (or one move) from
    /// being converted by `converter`: two enemy lines on two axes (one on
    /// the edge), or all but one of them and the last one drop short. The
    /// search's horizon counts these, since a Kings count alone does not
    /// see a conversion coming until it is made.
    fn convertible(&self, v: Square, converter: Player, occupancy: &Occupancy) -> bool {
        let lines = occupancy.line_count(v, converter);
        lines.complete + lines.one_drop_short.min(1) >= lines_needed(v)
    }

    /// The empty cells where a drop by the player to act converts: those
    /// that complete an enemy line round a soldier that lacks only that
    /// line (see `CrossHairs::convertible`), and those that lengthen a
    /// whole line round a soldier on enough of them. A soldier moved there
    /// may convert as well, or may break the line it was to complete.
    pub fn completing_cells(&self) -> u64 {
        if self.ended.is_some() {
            return 0;
        }
        let occupancy = Occupancy::of(self);
        let converter = self.to_move;
        let mut cells = 0;
        let mut soldiers = self.pieces_of[usize::from(2 - converter)] & !self.king_cells;
        while soldiers != 0 {
            let sq = soldiers.trailing_zeros() as Square;
            soldiers &= soldiers - 1;
            let lines = occupancy.line_count(sq, converter);
            if lines.complete + 1 >= lines_needed(sq) {
                cells |= lines.completing_cells;
            }
            if lines.complete >= lines_needed(sq) {
                cells |= occupancy.extending_cells(sq, lines.complete_directions);
            }
        }
        cells
    }

    /// Per player, how many enemy soldiers that player is one drop from
    /// converting (see `CrossHairs::convertible`).
    pub fn convertible_counts(&self) -> [u8; 2] {
        let occupancy = Occupancy::of(self);
        let mut counts = [0u8; 2];
        for converter in [1, 2] {
            let mut soldiers = self.pieces_of[usize::from(2 - converter)] & !self.king_cells;
            while soldiers != 0 {
                let sq = soldiers.trailing_zeros() as Square;
                soldiers &= soldiers - 1;
                if self.convertible(sq, converter, &occupancy) {
                    counts[usize::from(converter - 1)] += 1;
                }
            }
        }
        counts
    }
}

/// What the computer opponent knows about Cross-Hairs: Kings decide (the
/// default), at the alpha-beta search's horizon the soldiers each side is
/// one drop from converting count a part of a King, and the drops that
/// convert are the search's forcing actions.
impl crate::ai::Knowledge for CrossHairs {
    /// Kings, and `CONVERTIBLE_WEIGHT` of a King for each enemy soldier a
    /// player is one drop from converting (see
    /// `CrossHairs::convertible`). The Monte Carlo search and Easy keep
    /// the Kings alone.
    fn horizon_evaluate(&self) -> crate::ai::Rewards {
        let counts = self.convertible_counts();
        let value = |p: Player| {
            self.kings(p) as f32 + CONVERTIBLE_WEIGHT * f32::from(counts[usize::from(p - 1)])
        };
        crate::ai::knowledge::two_player_rewards(value(1) - value(2))
    }

    /// Nothing is ever taken: conversions are drops and moves.
    fn capture_actions(&self, _out: &mut Vec<Action>) {}

    /// Nothing is taken, so the search's forcing actions are the drops
    /// and moves onto the cells where a drop converts (see
    /// [`CrossHairs::completing_cells`]).
    fn forcing(&self) -> crate::ai::Forcing {
        crate::ai::Forcing::LandingOn(self.completing_cells())
    }

    fn position_key(&self) -> Option<u64> {
        use std::hash::{Hash, Hasher};
        let mut h = crate::ai::table::KeyHasher::default();
        (self.cells, self.to_move, self.moving, self.ended.is_some()).hash(&mut h);
        Some(h.finish())
    }
}

/// Cross-Hairs' entry in the registry.
pub static INFO: GameInfo = GameInfo {
    id: "cross-hairs",
    name: "Cross-Hairs",
    designer: "an unknown author",
    year: "rule text dated Oct 24, 2005",
    players: "2",
    summary:
        "Drop soldiers on a hex board and catch enemy soldiers between your pieces to crown Kings.",
    start: |options| {
        session_of(match INFO.only_position(options)? {
            Some(text) => CrossHairs::from_position(text).map_err(bad_position),
            None => Ok(CrossHairs::new()),
        })
    },
    rules: RULES,
    legend: &[
        LegendEntry {
            kind: ActionKind::Drop,
            label: "Drop a soldier here",
        },
        LegendEntry {
            kind: ActionKind::Step,
            label: "Move the soldier here",
        },
    ],
    score_name: "Kings",
    options: &[],
    fills_board: true,
    ends_turns_by_choice: true,
    sample: SAMPLE,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::Rng;

    /// The search's test of a conversion ([`CrossHairs::converts`], on
    /// sets) against the page's ([`CrossHairs::lines_through`], which
    /// builds the lines), on random boards from sparse to full (a full rim
    /// is where lines round it can meet themselves), for every enemy
    /// soldier and every piece that could have acted: one of the actor's,
    /// or a soldier of the other colour moved.
    #[test]
    fn converts_decides_as_the_lines_do() {
        let mut rng = Rng::new(17);
        let (mut checked, mut converting) = (0, 0);
        for board in 0..4000 {
            let mut game = CrossHairs::new();
            // From sparse to full, and from one player's board to the
            // other's, so that a full rim with one or two of a player's
            // pieces on it comes up too.
            let filled = 30 + board % 71;
            let light = [2, 5, 10, 30, 50, 70, 90, 95, 98][board % 9];
            for sq in 0..CELLS as Square {
                if rng.below(100) < filled {
                    let dark = rng.below(100) >= light;
                    game.put(sq, 1 + u8::from(dark) + 2 * rng.below(2) as u8);
                }
            }
            let occupancy = Occupancy::of(&game);
            for actor in [1, 2] {
                let soldiers = game.pieces_of[usize::from(2 - actor)] & !game.king_cells;
                let pieces = game.pieces_of[usize::from(actor - 1)] | soldiers;
                for v in (0..CELLS as Square).filter(|&v| soldiers >> v & 1 == 1) {
                    for piece in (0..CELLS as Square).filter(|&p| pieces >> p & 1 == 1) {
                        let (axes, participates, _, perimeter) =
                            game.lines_through(v, actor, piece);
                        let expected = participates
                            && axes + usize::from(perimeter) >= usize::from(lines_needed(v));
                        assert_eq!(
                            game.converts(v, actor, piece, &occupancy),
                            expected,
                            "{} converting {} with {}",
                            game.position_text(),
                            BOARD.name(v),
                            BOARD.name(piece)
                        );
                        checked += 1;
                        converting += usize::from(expected);
                    }
                }
            }
        }
        // Enough of both answers for the comparison to mean something.
        assert!(
            checked > 1_000_000 && converting > 20_000,
            "{checked} {converting}"
        );
    }
}
