//! The game-agnostic core: what every game module implements, and the small
//! types the session, the view, the protocol and the web API share.

use crate::board::{Shape, Square};
use serde::Serialize;

/// A player number, 1-based in turn order (player 1 moves first).
pub type Player = u8;

/// One action of a turn. Turns that take several clicks (a drop then a move,
/// a chain of jumps) are several actions; see docs/rules/README.md.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A piece goes from one cell to another: a kill, engage, step or jump.
    Move { from: Square, to: Square },
    /// A cell is acted on with no piece moving: a drop, or making a male.
    Place(Square),
    /// The player stops a turn that could go on.
    End,
    /// The player to act resigns and leaves the game while the others play
    /// on (Martian Checkers for 3 or 4 players). Never among the legal
    /// actions, so no search or playout plays it: the page offers it, and a
    /// record written on the site may hold it (`resign`).
    Leave,
}

/// What an action does, as the renderer marks it and the notation writes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum ActionKind {
    Kill,
    Engage,
    Step,
    Jump,
    CaptureJump,
    Drop,
    Convert,
    End,
    Leave,
}

/// Whose action it is, or how the game ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// This player is to act and has at least one legal action.
    ToAct(Player),
    /// The game is over. `winners` is in ascending order; every player listed
    /// means a draw. `reason` says why, for people.
    Over {
        winners: Vec<Player>,
        reason: String,
    },
}

impl Status {
    /// The player to act, or 0 once the game is over (the searches and
    /// the move list count players from 1).
    pub fn player_to_act(&self) -> Player {
        match self {
            Status::ToAct(player) => *player,
            Status::Over { .. } => 0,
        }
    }
}

/// How a game ended, as a game state keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// In ascending order; every player listed means a draw.
    pub winners: Vec<Player>,
    /// Why, for people.
    pub reason: String,
}

impl Outcome {
    pub fn status(&self) -> Status {
        Status::Over {
            winners: self.winners.clone(),
            reason: self.reason.clone(),
        }
    }

    /// The status of a game that has ended with `outcome`, or else has
    /// `to_move` to act.
    pub fn or_to_act(outcome: &Option<Outcome>, to_move: Player) -> Status {
        outcome
            .as_ref()
            .map_or(Status::ToAct(to_move), Outcome::status)
    }
}

/// A piece as the view shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Piece {
    pub cell: Square,
    pub owner: Player,
    /// Checkers in the stack (1 for a single checker).
    pub height: u8,
    /// A mark the renderer draws on the piece, such as a crown for a King.
    pub crowned: bool,
    /// For games whose pieces differ in size, 1 (smallest) to 3; 0 in
    /// games whose pieces all have one size.
    pub size: u8,
}

/// Why a press on the board plays nothing, with the cells that show why
/// (such as the wall that would cut a piece off).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explanation {
    pub reason: String,
    pub cells: Vec<Square>,
}

impl Explanation {
    pub fn new(reason: impl Into<String>) -> Explanation {
        Explanation {
            reason: reason.into(),
            cells: Vec::new(),
        }
    }
}

/// A player's name and colour as shown to people.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Seat {
    pub name: &'static str,
    pub colour: &'static str,
    /// A shape drawn on the player's pieces as a second cue beside the
    /// colour (`circle`, `square`, `triangle`, `diamond`), or empty.
    pub mark: &'static str,
}

/// Red (player 1) and Blue (player 2), the seats of Mark Steere's games.
pub const RED_BLUE: [Seat; 2] = [
    Seat {
        name: "Red",
        colour: "#d23c3c",
        mark: "",
    },
    Seat {
        name: "Blue",
        colour: "#2f6fd6",
        mark: "",
    },
];

/// The rules of one game. A value is one state of the game; the session
/// keeps the history. Every method except `apply` takes any state; `apply`
/// and `kind_of` are only called with an action that `legal_actions` listed,
/// or with [`Action::Leave`] when `may_leave` said so.
pub trait Game: Clone {
    /// The board the game is played on.
    fn shape(&self) -> Shape;

    /// The players' names and colours, in turn order.
    fn seats(&self) -> &'static [Seat];

    /// Who is to act, or how the game ended. A game to act always has a
    /// legal action (a player who has none is skipped, or the game ends),
    /// so the searches may ask this instead of listing the actions; the
    /// random-game harness (tests/common/random.rs) checks it at every
    /// position of every variant.
    fn status(&self) -> Status;

    /// Appends every legal action of the player to act (nothing when over).
    fn legal_actions(&self, out: &mut Vec<Action>);

    /// What a legal action does.
    fn kind_of(&self, action: Action) -> ActionKind;

    /// Plays a legal action, including any skipping of players that follows.
    fn apply(&mut self, action: Action);

    /// One number per player, as the protocol's `score` prints them.
    fn scores(&self) -> Vec<u32>;

    /// The pieces on the board.
    fn pieces(&self) -> Vec<Piece>;

    /// The state as one word of text that the game's position reader accepts.
    fn position_text(&self) -> String;

    /// Why `action`, written in notation, is not legal here, for a person.
    /// Only called while the game goes on, once the session has found no
    /// legal action of that name.
    fn why_illegal(&self, action: &str) -> String {
        let _ = action;
        "it is not a legal action in this position".to_string()
    }

    /// Whether the player to act is going on with the turn of the last
    /// action (a jump chain, the move after a drop, the step after making a
    /// male) rather than starting a turn of their own. A turn is every action
    /// from one state where this is false up to the next; so a player who
    /// acts again because the others were skipped starts a new turn. Games
    /// whose every action is a whole turn keep the default.
    fn turn_goes_on(&self) -> bool {
        false
    }

    /// The verb a turn's description uses for an action of `kind`, before
    /// its cells ("jumped b6-d4", "dropped on e5"); for `end` the whole
    /// clause ("did not move"), or "" when ending says nothing new.
    fn verb(&self, kind: ActionKind) -> &'static str {
        crate::turn_view::default_verb(kind)
    }

    /// Words for `count` pieces an action changed, after the action in a
    /// turn's description ("making 2 Kings").
    fn describe_changes(&self, count: usize) -> String {
        format!(
            "changing {count} piece{}",
            if count == 1 { "" } else { "s" }
        )
    }

    /// Something the players should know about the turn now, such as a
    /// player who sat out or a turn that starts in an unusual way.
    fn turn_note(&self) -> Option<String> {
        None
    }

    /// Why pressing `to`, after picking up the piece on `from` if any, is
    /// not an action, when the game can say more than "no legal move".
    /// Only called when that press matches no legal action.
    fn explain(&self, from: Option<Square>, to: Square) -> Option<Explanation> {
        let _ = (from, to);
        None
    }

    /// How the game ends if the players stop it now: by agreement
    /// (`resigned` is `None`) or with `resigned` giving up. The engine
    /// itself never stops a game; the page offers this. By default a
    /// two-player game may be resigned (the other player wins) and has no
    /// end by agreement, as its rules always bring it to an end.
    fn stopped(&self, resigned: Option<Player>) -> Option<Outcome> {
        let seats = self.seats();
        let p = resigned?;
        if seats.len() != 2 || !(1..=2).contains(&p) {
            return None;
        }
        Some(Outcome {
            winners: vec![3 - p],
            reason: format!("{} resigned", seats[usize::from(p) - 1].name),
        })
    }

    /// Whether the player to act may resign and leave the game while the
    /// others play on ([`Action::Leave`], which `apply` then takes). Games
    /// that end for everyone when a player resigns keep the default.
    fn may_leave(&self) -> bool {
        false
    }

    /// The players who left the game ([`Action::Leave`]) while the others
    /// play on.
    fn left_players(&self) -> Vec<Player> {
        Vec::new()
    }

    /// The piece in the middle of a multi-action move (a jumper between
    /// jumps), which stays picked up.
    fn active_piece(&self) -> Option<Square> {
        None
    }

    /// Each player's captured pieces, by size, for games that keep them.
    fn stashes(&self) -> Vec<Vec<u8>> {
        Vec::new()
    }

    /// The pieces the last action changed (such as soldiers made Kings),
    /// each with the lines of cells that changed it, for the page to show.
    fn changes(&self) -> Vec<(Square, Vec<Vec<Square>>)> {
        Vec::new()
    }

    /// Lines drawn on the board between cells, each `[x1, y1, x2, y2]` in
    /// the view's board units (such as Martian Checkers' canals).
    fn dividers(&self) -> Vec<[f32; 4]> {
        Vec::new()
    }
}

/// A reason written in lower case as a sentence for the page: the first
/// letter capitalised and a full stop added, except that a cell name
/// opening it stays lower case ("d5 is occupied."), as cell names are
/// everywhere.
pub fn as_sentence(reason: &str) -> String {
    let mut chars = reason.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let opens_with_cell =
        first.is_ascii_lowercase() && chars.clone().next().is_some_and(|c| c.is_ascii_digit());
    if opens_with_cell {
        format!("{reason}.")
    } else {
        format!("{}{}.", first.to_uppercase(), chars.as_str())
    }
}

/// The legal action of `game` written `text` in notation, if there is one.
pub fn legal_action_named<G: Game>(game: &G, text: &str) -> Option<Action> {
    let mut legal = Vec::new();
    game.legal_actions(&mut legal);
    legal.into_iter().find(|&a| notation(game, a) == text)
}

/// Writes `action` in the notation of docs/rules/README.md.
pub fn notation<G: Game>(game: &G, action: Action) -> String {
    let shape = game.shape();
    let kind = game.kind_of(action);
    match action {
        Action::Move { from, to } => {
            let separator = match kind {
                ActionKind::Kill => "x",
                ActionKind::Jump | ActionKind::CaptureJump => ":",
                _ => "-",
            };
            format!("{}{}{}", shape.name(from), separator, shape.name(to))
        }
        Action::Place(sq) if kind == ActionKind::Convert => format!("+{}", shape.name(sq)),
        Action::Place(sq) => shape.name(sq),
        Action::End => "end".to_string(),
        Action::Leave => LEAVE.to_string(),
    }
}

/// How records write [`Action::Leave`].
pub const LEAVE: &str = "resign";
