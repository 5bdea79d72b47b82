//! The JavaScript API. Thin: it turns JavaScript values into calls on a
//! session and answers into JavaScript values. Every error from outside
//! becomes a JavaScript `Error` with a message a person can act on.

use crate::ai::level::Level;
use crate::registry;
use crate::session::AnySession;
use crate::view::status_view;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(start)]
fn start() {
    console_error_panic_hook::set_once();
}

fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&format!("internal error: {e}")))
}

/// Every game the site lists, built or not, with credits and rules.
#[wasm_bindgen(js_name = gameList)]
pub fn game_list() -> Result<JsValue, JsError> {
    to_js(&registry::GAMES)
}

/// The computer's levels: `[{id, name, millis, iterations, search}]`,
/// weakest first.
#[wasm_bindgen]
pub fn levels() -> Result<JsValue, JsError> {
    let infos: Vec<_> = Level::ALL.iter().map(|l| l.info()).collect();
    to_js(&infos)
}

/// Panics on purpose, so that the browser tests can check that the page
/// survives an engine that traps (it starts a fresh instance and restores
/// its games). The page reaches it only through its debug handle.
#[wasm_bindgen(js_name = debugPanic)]
pub fn debug_panic() {
    panic!("a panic asked for by debugPanic, to test recovery");
}

/// A game in progress.
#[wasm_bindgen]
pub struct GameSession {
    inner: Box<dyn AnySession>,
}

#[wasm_bindgen]
impl GameSession {
    /// Starts `game` (an id such as `mad-rooks`) with options written
    /// `KEY=VALUE` separated by spaces, from its initial position or from
    /// `position`, then plays `record` (actions separated by spaces).
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &str,
        options: Option<String>,
        position: Option<String>,
        record: Option<String>,
    ) -> Result<GameSession, JsError> {
        let options = options.unwrap_or_default();
        let mut pairs =
            registry::parse_options(options.split_whitespace()).map_err(|e| JsError::new(&e))?;
        if let Some(p) = position.filter(|p| !p.trim().is_empty()) {
            pairs.push(("position".into(), p.trim().to_string()));
        }
        let mut inner = registry::start(game, &pairs).map_err(|e| JsError::new(&e))?;
        if let Some(record) = record {
            let actions: Vec<&str> = record.split_whitespace().collect();
            inner.play_record(&actions).map_err(|e| JsError::new(&e))?;
        }
        Ok(GameSession { inner })
    }

    /// The legal actions: `[{action, kind, from, to}]`.
    pub fn legal(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.legal())
    }

    /// Plays one action written in notation.
    pub fn play(&mut self, action: &str) -> Result<(), JsError> {
        self.inner.play(action).map_err(|e| JsError::new(&e))
    }

    pub fn undo(&mut self) -> Result<(), JsError> {
        self.inner.undo().map_err(|e| JsError::new(&e))
    }

    pub fn redo(&mut self) -> Result<(), JsError> {
        self.inner.redo().map_err(|e| JsError::new(&e))
    }

    /// Takes back the whole turn of the last action (see `view().moves`'
    /// `turn`); a turn still in progress, its actions so far.
    #[wasm_bindgen(js_name = undoTurn)]
    pub fn undo_turn(&mut self) -> Result<(), JsError> {
        self.inner.undo_turn().map_err(|e| JsError::new(&e))
    }

    /// Plays the next undone turn again, all its actions.
    #[wasm_bindgen(js_name = redoTurn)]
    pub fn redo_turn(&mut self) -> Result<(), JsError> {
        self.inner.redo_turn().map_err(|e| JsError::new(&e))
    }

    /// The player to act resigns and leaves while the others play on
    /// (Martian Checkers for 3 or 4 players); an error in other games.
    pub fn leave(&mut self) -> Result<(), JsError> {
        self.inner.leave().map_err(|e| JsError::new(&e))
    }

    /// Whether the player to act may leave while the others play on.
    #[wasm_bindgen(js_name = mayLeave)]
    pub fn may_leave(&self) -> bool {
        self.inner.may_leave()
    }

    #[wasm_bindgen(js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.inner.can_undo()
    }

    #[wasm_bindgen(js_name = canRedo)]
    pub fn can_redo(&self) -> bool {
        self.inner.can_redo()
    }

    /// What the renderer draws (see the crate's `view` module).
    pub fn view(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.view())
    }

    /// The view with only the moves from the `known`-th on (`movesFrom`
    /// says where they start, `moveCount` how many there are): for a page
    /// that keeps the earlier moves, so that a long game costs no more to
    /// show after each action than a short one.
    #[wasm_bindgen(js_name = moveCount)]
    pub fn move_count(&self) -> u32 {
        self.inner.move_count() as u32
    }

    /// The actions waiting to be redone, next first, as the record would
    /// have them (`lineMoves` is the moves played and these).
    #[wasm_bindgen(js_name = redoMoves)]
    pub fn redo_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.redo_moves())
    }

    /// The last action played, with its player and turn, if any.
    #[wasm_bindgen(js_name = lastMove)]
    pub fn last_move(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.last_move())
    }

    #[wasm_bindgen(js_name = viewSince)]
    pub fn view_since(&self, known: u32) -> Result<JsValue, JsError> {
        to_js(&self.inner.view_since(known as usize))
    }

    /// The view after the first `actions` actions of the whole line (played,
    /// then waiting to be redone), without changing the game: what the page
    /// shows while looking back or replaying.
    #[wasm_bindgen(js_name = viewAt)]
    pub fn view_at(&self, actions: u32) -> Result<JsValue, JsError> {
        let view = self
            .inner
            .view_at(actions as usize)
            .map_err(|e| JsError::new(&e))?;
        to_js(&view)
    }

    /// Every action of the whole line, `{action, player, turn}` each: the
    /// move list, which goes on past a position looked back at.
    #[wasm_bindgen(js_name = lineMoves)]
    pub fn line_moves(&self) -> Result<JsValue, JsError> {
        to_js(&self.inner.line_moves())
    }

    /// Why pressing `to`, after picking up the piece on `from` (or nothing),
    /// plays nothing: `{reason, cells}` with cells to outline, or null when
    /// the game has nothing to say beyond "no legal move".
    pub fn explain(&self, from: Option<String>, to: &str) -> Result<JsValue, JsError> {
        let answer = self
            .inner
            .explain(from.as_deref(), to)
            .map_err(|e| JsError::new(&e))?;
        to_js(&answer)
    }

    /// How the game ends if the players stop it now: by agreement, or with
    /// player `resigned` giving up. `{over, toAct, winners, reason}`, or null
    /// for games that always end by themselves.
    pub fn stopped(&self, resigned: Option<u8>) -> Result<JsValue, JsError> {
        if let Some(p) = resigned.filter(|&p| p == 0 || p as usize > self.inner.scores().len()) {
            return Err(JsError::new(&format!(
                "there is no player {p} in this game"
            )));
        }
        to_js(&self.inner.stopped(resigned).map(status_view))
    }

    /// `{over, toAct, winners, reason}`.
    pub fn status(&self) -> Result<JsValue, JsError> {
        to_js(&status_view(self.inner.status()))
    }

    pub fn scores(&self) -> Vec<u32> {
        self.inner.scores()
    }

    /// The actions played from the start, separated by spaces.
    pub fn record(&self) -> String {
        self.inner.record().join(" ")
    }

    /// The actions played from the start as a compact code for addresses;
    /// with `wholeLine`, followed by the actions waiting to be redone.
    #[wasm_bindgen(js_name = compactRecord)]
    pub fn compact_record(&self, whole_line: bool) -> String {
        self.inner.compact_record(whole_line)
    }

    /// The actions played and then those waiting to be redone, separated
    /// by spaces: the whole line a replay steps through.
    #[wasm_bindgen(js_name = recordLine)]
    pub fn record_line(&self) -> String {
        self.inner.record_line().join(" ")
    }

    /// Plays the actions of a compact code; on an error none is played and
    /// the message names the action.
    #[wasm_bindgen(js_name = playCompact)]
    pub fn play_compact(&mut self, code: &str) -> Result<(), JsError> {
        self.inner.play_compact(code).map_err(|e| JsError::new(&e))
    }

    /// The current position as text that the constructor accepts back.
    pub fn position(&self) -> String {
        self.inner.position()
    }
}

#[cfg(feature = "search")]
mod search;
