//! What the renderer draws, built from any game: cells with their centres,
//! pieces, coordinate labels and the legal actions grouped by the cell a
//! player clicks first. The renderer knows no game; it draws this.

use crate::board::hex::{self, HexBoard};
use crate::board::{Shape, Square};
use crate::game::{ActionKind, Game, Player, Seat, Status};
use crate::turn_view::TurnView;
use serde::Serialize;

/// A legal action as the web API lists it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LegalAction {
    /// In notation, such as `c3xe5`.
    pub action: String,
    pub kind: ActionKind,
    /// The cell clicked first (the moving piece), if any.
    pub from: Option<String>,
    /// The cell clicked to complete the action, if any.
    pub to: Option<String>,
}

/// Why a press on the board plays nothing, as the web API gives it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ExplanationView {
    pub reason: String,
    /// Cells that show why (such as a wall), to outline.
    pub cells: Vec<String>,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct View {
    pub board: BoardView,
    pub seats: Vec<Seat>,
    pub pieces: Vec<PieceView>,
    pub status: StatusView,
    pub scores: Vec<u32>,
    /// Legal actions grouped by the cell clicked first; actions with no
    /// first cell (drops, `end`) form a group whose `from` is null.
    pub groups: Vec<Group>,
    /// The latest turns, oldest first, with what each action did: the turn
    /// in progress, then each player's latest turn back to the player to act
    /// (see `Session::recent_turns`).
    pub recent: Vec<TurnView>,
    /// The actions played so far, each with the player who played it: all
    /// of them, or from the `moves_from`-th on (`view_since`).
    pub moves: Vec<Move>,
    /// Where `moves` starts in the record (0 unless asked for less).
    pub moves_from: usize,
    /// How many actions have been played.
    pub move_count: usize,
    /// Something the players should know about the turn (a player who sat
    /// out, a turn that starts in an unusual way), or null.
    pub note: Option<String>,
    /// The piece in the middle of a multi-action move, which stays picked
    /// up, or null.
    pub active: Option<String>,
    /// Each player's captured pieces by size, for games that keep them;
    /// empty otherwise.
    pub stashes: Vec<Vec<u8>>,
    /// The pieces the last action changed, with the lines that did it.
    pub changed: Vec<Changed>,
    /// The players who resigned and left while the others play on.
    pub left: Vec<Player>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Changed {
    pub cell: String,
    /// Each line as its cells from end to end.
    pub lines: Vec<Vec<String>>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Move {
    pub action: String,
    pub player: u8,
    /// The turn this action belongs to, counted from 1: a turn is a
    /// player's actions from the start of their turn to its end, so a player
    /// skipped has none and one who acts again after others were skipped
    /// has a new one.
    pub turn: u32,
}

/// The board in board units: a cell's centre is (x, y) with y growing
/// downwards; `width` × `height` bounds every cell.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BoardView {
    /// `square` or `hex`: how to draw a cell around its centre.
    pub cell_shape: &'static str,
    /// The distance between neighbouring centres.
    pub cell_size: f32,
    pub width: f32,
    pub height: f32,
    pub cells: Vec<CellView>,
    pub labels: Vec<Label>,
    /// Lines between cells, `[x1, y1, x2, y2]`, such as canals.
    pub lines: Vec<[f32; 4]>,
}

#[derive(Clone, Debug, Serialize)]
pub struct CellView {
    pub name: String,
    pub x: f32,
    pub y: f32,
    /// 0 light, 1 dark.
    pub shade: u8,
}

/// A coordinate written beside the board.
#[derive(Clone, Debug, Serialize)]
pub struct Label {
    pub text: String,
    pub x: f32,
    pub y: f32,
}

#[derive(Clone, Debug, Serialize)]
pub struct PieceView {
    pub cell: String,
    pub owner: u8,
    pub height: u8,
    pub crowned: bool,
    pub size: u8,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StatusView {
    pub over: bool,
    /// The player to act while the game goes on.
    pub to_act: Option<u8>,
    pub winners: Vec<u8>,
    pub reason: String,
}

#[derive(Clone, Debug, Serialize)]
pub struct Group {
    pub from: Option<String>,
    pub targets: Vec<Target>,
}

#[derive(Clone, Debug, Serialize)]
pub struct Target {
    /// The cell to click, or null for an action with no cell (`end`).
    pub cell: Option<String>,
    pub kind: ActionKind,
    /// The action in notation, as `play` takes it.
    pub action: String,
}

pub fn status_view(status: Status) -> StatusView {
    match status {
        Status::ToAct(p) => StatusView {
            over: false,
            to_act: Some(p),
            winners: vec![],
            reason: String::new(),
        },
        Status::Over { winners, reason } => StatusView {
            over: true,
            to_act: None,
            winners,
            reason,
        },
    }
}

/// Builds the view of `game`, whose legal actions are `legal`.
pub fn build<G: Game>(
    game: &G,
    legal: Vec<LegalAction>,
    recent: Vec<TurnView>,
    moves: Vec<Move>,
) -> View {
    let shape = game.shape();
    let mut groups: Vec<Group> = Vec::new();
    for a in legal {
        let target = Target {
            cell: a.to,
            kind: a.kind,
            action: a.action,
        };
        match groups.iter_mut().find(|g| g.from == a.from) {
            Some(g) => g.targets.push(target),
            None => groups.push(Group {
                from: a.from,
                targets: vec![target],
            }),
        }
    }
    View {
        board: board_view(shape, game.dividers()),
        seats: game.seats().to_vec(),
        pieces: game
            .pieces()
            .into_iter()
            .map(|p| PieceView {
                cell: shape.name(p.cell),
                owner: p.owner,
                height: p.height,
                crowned: p.crowned,
                size: p.size,
            })
            .collect(),
        status: status_view(game.status()),
        scores: game.scores(),
        groups,
        recent,
        moves_from: 0,
        move_count: moves.len(),
        moves,
        note: game.turn_note(),
        active: game.active_piece().map(|sq| shape.name(sq)),
        stashes: game.stashes(),
        changed: game
            .changes()
            .into_iter()
            .map(|(cell, lines)| Changed {
                cell: shape.name(cell),
                lines: lines
                    .into_iter()
                    .map(|line| line.into_iter().map(|c| shape.name(c)).collect())
                    .collect(),
            })
            .collect(),
        left: game.left_players(),
    }
}

fn board_view(shape: Shape, lines: Vec<[f32; 4]>) -> BoardView {
    match shape {
        Shape::Grid(g) => {
            let cells = (0..g.cell_count() as Square)
                .map(|sq| CellView {
                    name: g.name(sq),
                    x: g.file(sq) as f32 + 0.5,
                    y: (g.ranks - g.rank(sq)) as f32 - 0.5,
                    shade: g.is_dark(sq) as u8,
                })
                .collect();
            let mut labels = Vec::new();
            for f in 0..g.files {
                labels.push(Label {
                    text: ((b'a' + f) as char).to_string(),
                    x: f as f32 + 0.5,
                    y: g.ranks as f32 + 0.3,
                });
            }
            for r in 0..g.ranks {
                labels.push(Label {
                    text: (r + 1).to_string(),
                    x: -0.3,
                    y: (g.ranks - r) as f32 - 0.5,
                });
            }
            BoardView {
                cell_shape: "square",
                cell_size: 1.0,
                width: g.files as f32,
                height: g.ranks as f32,
                cells,
                labels,
                lines,
            }
        }
        Shape::Hex(hex) => hex_view(hex, lines),
    }
}

/// Pointy-top hexagons one unit apart: a row's neighbours are one unit
/// apart, rows sqrt(3)/2 apart. Letters run along the top and bottom rims,
/// row numbers at both ends of each row, as in the rule text.
fn hex_view(hex: HexBoard, lines: Vec<[f32; 4]>) -> BoardView {
    let row_gap = 3f32.sqrt() / 2.0;
    let centre = |x: i8, r: i8| (x as f32 / 2.0 + 0.5, (r - 1) as f32 * row_gap + 0.6);
    let cells = (0..hex::CELLS as Square)
        .map(|sq| {
            let (x, r) = hex.coords(sq);
            let (cx, cy) = centre(x, r);
            CellView {
                name: hex.name(sq),
                x: cx,
                y: cy,
                // Three shades, so that no two neighbours look alike.
                shade: ((x / 2 + r) % 3) as u8,
            }
        })
        .collect();
    let mut labels = Vec::new();
    for x in 0..17i8 {
        let letter = ((b'a' + x as u8) as char).to_string();
        let (cx, top) = centre(x, 1);
        let (_, bottom) = centre(x, 9);
        labels.push(Label {
            text: letter.clone(),
            x: cx,
            y: top - 0.95,
        });
        labels.push(Label {
            text: letter,
            x: cx,
            y: bottom + 0.95,
        });
    }
    for r in 1..=9i8 {
        let first = (5 - r).abs();
        let (left, y) = centre(first, r);
        let (right, _) = centre(16 - first, r);
        for x in [left - 0.85, right + 0.85] {
            labels.push(Label {
                text: r.to_string(),
                x,
                y,
            });
        }
    }
    BoardView {
        cell_shape: "hex",
        cell_size: 1.0,
        width: 9.0,
        height: 8.0 * row_gap + 1.2,
        cells,
        labels,
        lines,
    }
}
