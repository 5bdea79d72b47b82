//! A game in progress: its states, its record, undo and redo, all driven by
//! action notation. The site (through wasm) and the text protocol talk to a
//! session through [`AnySession`], which hides which game it is.

#[cfg(feature = "search")]
use crate::ai::casual::Casual;
use crate::ai::Knowledge;
#[cfg(feature = "search")]
use crate::ai::{baseline, AlphaBeta, Engine, Search, Thinker};
use crate::board::Square;
use crate::game::{notation, Action, Game, Status, LEAVE};
use crate::limits;
use crate::record;
#[cfg(feature = "search")]
use crate::rng::Rng;
use crate::turn_view::{self, TurnView};
use crate::view::{self, ExplanationView, LegalAction, Move, View};

const NOTHING_TO_UNDO: &str = "there is nothing to undo: this is the start";
const NOTHING_TO_REDO: &str = "there is nothing to redo";

/// A game in progress with its history. `states[i]` is the state after the
/// first `i` actions of `actions`; undone actions wait in `redo`. Each
/// action's entry in the record (`moves`) and its compact code (`codes`)
/// are made once, as it is played, so that a long game's record, view and
/// address cost no more to keep up than a short one's.
#[derive(Clone, Debug)]
pub struct Session<G: Game> {
    states: Vec<G>,
    actions: Vec<Action>,
    /// The record: `moves[i]` is `actions[i]` in notation, with its player and turn.
    moves: Vec<Move>,
    /// `codes[i]` is `actions[i]` in the compact record.
    codes: Vec<String>,
    /// Undone actions, the next one to redo last.
    redo: Vec<Action>,
}

impl<G: Game> Session<G> {
    pub fn new(start: G) -> Session<G> {
        Session {
            states: vec![start],
            actions: Vec::new(),
            moves: Vec::new(),
            codes: Vec::new(),
            redo: Vec::new(),
        }
    }

    pub fn current(&self) -> &G {
        self.states
            .last()
            .expect("a session always has its start state")
    }

    /// The legal actions of the current state, each with its notation.
    pub fn legal_with_notation(&self) -> Vec<(Action, String)> {
        let game = self.current();
        let mut actions = Vec::new();
        game.legal_actions(&mut actions);
        actions
            .into_iter()
            .map(|a| (a, notation(game, a)))
            .collect()
    }

    /// The legal action written `text`, or a reason a person can act on.
    pub fn find(&self, text: &str) -> Result<Action, String> {
        let text = text.trim();
        limits::check_length("action", text, limits::MAX_ACTION_CHARS)?;
        if let Status::Over { reason, .. } = self.current().status() {
            return Err(format!("{text}: the game is over: {reason}"));
        }
        crate::game::legal_action_named(self.current(), text)
            .ok_or_else(|| format!("{text}: {}", self.current().why_illegal(text)))
    }

    /// Plays a legal action. Redo survives when it is the action redo holds.
    pub fn apply(&mut self, action: Action) {
        let before = self.states.last().expect("a session has its start state");
        // A turn ends after each action that leaves the game anywhere but
        // in the middle of a turn ([`Game::turn_goes_on`]).
        let turn = match self.moves.last() {
            None => 1,
            Some(last) => last.turn + u32::from(!before.turn_goes_on()),
        };
        let entry = Move {
            action: notation(before, action),
            player: before.status().player_to_act(),
            turn,
        };
        let code = record::encode_one(before, action);
        let mut next = before.clone();
        next.apply(action);
        self.moves.push(entry);
        self.codes.push(code);
        self.states.push(next);
        self.actions.push(action);
        if self.redo.last() == Some(&action) {
            self.redo.pop();
        } else {
            self.redo.clear();
        }
    }

    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// This session with every undone action played again.
    fn whole_line(&self) -> Session<G> {
        let mut line = self.clone();
        while let Some(&action) = line.redo.last() {
            line.apply(action);
        }
        line
    }

    /// The actions played, in notation, each with the player who played it
    /// and its turn: what the record and the view share.
    fn history(&self) -> &[Move] {
        &self.moves
    }

    /// The latest turns, oldest first, for the page to mark: walking back
    /// from the last action, the turn in progress (if any), then each
    /// player's latest turn until the player to act or a player already
    /// listed is reached. So a person to act sees every opponent's turn
    /// since their own; when the game is over, the last round.
    fn recent_turns(&self, history: &[Move]) -> Vec<TurnView> {
        let seats = self.current().seats().len();
        let to_act = match self.current().status() {
            Status::ToAct(p) => Some(p),
            Status::Over { .. } => None,
        };
        let mut in_progress = self.current().turn_goes_on();
        let mut listed: Vec<u8> = Vec::new();
        let mut turns = Vec::new();
        let mut end = history.len();
        while end > 0 && turns.len() <= seats {
            let (turn, player) = (history[end - 1].turn, history[end - 1].player);
            let start = history[..end]
                .iter()
                .rposition(|m| m.turn != turn)
                .map_or(0, |i| i + 1);
            if !in_progress {
                if listed.contains(&player) || Some(player) == to_act {
                    break;
                }
                listed.push(player);
            }
            turns.push(turn_view::describe(
                turn,
                &self.states[start..=end],
                &self.actions[start..end],
                !in_progress,
            ));
            in_progress = false;
            end = start;
        }
        turns.reverse();
        turns
    }

    /// Plays `texts` in turn, `resign` leaving the game when `leaving` (a
    /// record from the site); on an error none is applied.
    fn play_each(&mut self, texts: &[&str], leaving: bool) -> Result<(), String>
    where
        G: Knowledge + 'static,
    {
        if texts.len() > limits::MAX_RECORD_ACTIONS {
            return Err(format!(
                "the record has {} actions: at most {} are read",
                texts.len(),
                limits::MAX_RECORD_ACTIONS
            ));
        }
        let saved = self.clone();
        for (i, text) in texts.iter().enumerate() {
            let played = if leaving && text.trim() == LEAVE {
                self.leave().map_err(|e| format!("{LEAVE}: {e}"))
            } else {
                self.play(text)
            };
            if let Err(e) = played {
                *self = saved;
                return Err(format!("action {}, {e}", i + 1));
            }
        }
        Ok(())
    }

    /// Takes back one action; false at the start.
    fn undo_action(&mut self) -> bool {
        let Some(action) = self.actions.pop() else {
            return false;
        };
        self.states.pop();
        self.moves.pop();
        self.codes.pop();
        self.redo.push(action);
        true
    }

    /// Plays the next undone action again; false when there is none.
    fn redo_action(&mut self) -> bool {
        let Some(&action) = self.redo.last() else {
            return false;
        };
        self.apply(action);
        true
    }
}

/// A session of any game, spoken to in notation.
pub trait AnySession {
    fn legal(&self) -> Vec<LegalAction>;
    /// Plays one action written in notation.
    fn play(&mut self, text: &str) -> Result<(), String>;
    /// Plays several actions in turn; on an error none of them is applied and
    /// the message names the failing action's place ("action 3, c3xe5: …").
    fn play_all(&mut self, texts: &[&str]) -> Result<(), String>;
    /// Plays a record written on the site: as `play_all`, where `resign`
    /// also stands for a player leaving the game ([`Action::Leave`]).
    fn play_record(&mut self, texts: &[&str]) -> Result<(), String>;
    /// The player to act resigns and leaves while the others play on, in
    /// games that allow it ([`Game::may_leave`]); an error elsewhere.
    fn leave(&mut self) -> Result<(), String>;
    fn may_leave(&self) -> bool;
    fn undo(&mut self) -> Result<(), String>;
    fn redo(&mut self) -> Result<(), String>;
    /// Takes back the whole turn of the last action played (a turn still
    /// in progress: its actions so far).
    fn undo_turn(&mut self) -> Result<(), String>;
    /// Plays the next undone turn again, all its actions.
    fn redo_turn(&mut self) -> Result<(), String>;
    fn can_undo(&self) -> bool;
    fn can_redo(&self) -> bool;
    fn status(&self) -> Status;
    fn scores(&self) -> Vec<u32>;
    /// The current state as position text.
    fn position(&self) -> String;
    /// The actions played from the start, in notation.
    fn record(&self) -> Vec<String>;
    /// The actions played from the start as a compact code (see [`record`]);
    /// with `whole_line`, followed by the actions waiting to be redone.
    ///
    /// [`record`]: crate::record
    fn compact_record(&self, whole_line: bool) -> String;
    /// The actions played and then those waiting to be redone, in notation:
    /// the whole line being replayed.
    fn record_line(&self) -> Vec<String>;
    /// Plays the actions a compact code stands for; on an error none of
    /// them is applied and the message names the action.
    fn play_compact(&mut self, code: &str) -> Result<(), String>;
    fn view(&self) -> View;
    /// The view with only the moves from the `known`-th on (`moves_from`
    /// says where they start, `move_count` how many there are): what a page
    /// that keeps the earlier ones needs, at a cost that does not grow with
    /// the game.
    fn view_since(&self, known: usize) -> View;
    /// How many actions have been played.
    fn move_count(&self) -> usize;
    /// The actions waiting to be redone, next first, as the record would
    /// have them: what follows the moves played in the whole line.
    fn redo_moves(&self) -> Vec<Move>;
    /// The last action played, with its player and turn.
    fn last_move(&self) -> Option<Move>;
    /// What the view would be after the first `actions` actions of the whole
    /// line (those played, then those waiting to be redone), leaving the game
    /// as it stands: for looking back through a game and for replays. An
    /// error when the line is shorter.
    fn view_at(&self, actions: usize) -> Result<View, String>;
    /// Every action of the whole line, in notation, with its player and turn.
    fn line_moves(&self) -> Vec<Move>;
    /// Why pressing `to`, after picking up the piece on `from` if any, plays
    /// nothing: `Ok(None)` when the game has nothing to add, an error when a
    /// cell name is not on the board.
    fn explain(&self, from: Option<&str>, to: &str) -> Result<Option<ExplanationView>, String>;
    /// How the game ends if stopped now, by agreement or with `resigned`
    /// giving up; `None` for games that always end by themselves.
    fn stopped(&self, resigned: Option<u8>) -> Option<Status>;
    /// The game's strongest search from the current state (the protocol's
    /// `think`, Hard and Expert).
    #[cfg(feature = "search")]
    fn thinker(&self, seed: u64) -> Box<dyn Thinker> {
        self.searcher(Engine::Strongest, seed)
    }

    /// A search of the given kind from the current position. Only with the
    /// `search` feature: the page's engine is built without it, so that
    /// the searches' code is in the worker's engine alone.
    #[cfg(feature = "search")]
    fn searcher(&self, engine: Engine, seed: u64) -> Box<dyn Thinker>;
    /// A baseline player's action in notation (greedy, or else random);
    /// `None` when the game is over.
    #[cfg(feature = "search")]
    fn baseline(&self, greedy: bool, rng: &mut Rng) -> Option<String>;
}

impl<G: Knowledge + 'static> AnySession for Session<G> {
    fn legal(&self) -> Vec<LegalAction> {
        let game = self.current();
        let shape = game.shape();
        self.legal_with_notation()
            .into_iter()
            .map(|(a, text)| {
                let (from, to) = match a {
                    Action::Move { from, to } => (Some(shape.name(from)), Some(shape.name(to))),
                    Action::Place(sq) => (None, Some(shape.name(sq))),
                    Action::End | Action::Leave => (None, None),
                };
                LegalAction {
                    action: text,
                    kind: game.kind_of(a),
                    from,
                    to,
                }
            })
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<(), String> {
        let action = self.find(text)?;
        self.apply(action);
        Ok(())
    }

    fn play_all(&mut self, texts: &[&str]) -> Result<(), String> {
        self.play_each(texts, false)
    }

    fn play_record(&mut self, texts: &[&str]) -> Result<(), String> {
        self.play_each(texts, true)
    }

    fn may_leave(&self) -> bool {
        self.current().may_leave()
    }

    fn leave(&mut self) -> Result<(), String> {
        if !self.current().may_leave() {
            return Err(
                "here a player cannot leave while the others play on: resigning ends the game"
                    .into(),
            );
        }
        self.apply(Action::Leave);
        Ok(())
    }

    fn undo(&mut self) -> Result<(), String> {
        if self.undo_action() {
            Ok(())
        } else {
            Err(NOTHING_TO_UNDO.into())
        }
    }

    fn redo(&mut self) -> Result<(), String> {
        if self.redo_action() {
            Ok(())
        } else {
            Err(NOTHING_TO_REDO.into())
        }
    }

    fn undo_turn(&mut self) -> Result<(), String> {
        self.undo()?;
        // The action now last belongs to the same turn while the state it
        // led to was the middle of a turn.
        while self.current().turn_goes_on() && self.undo_action() {}
        Ok(())
    }

    fn redo_turn(&mut self) -> Result<(), String> {
        self.redo()?;
        while self.current().turn_goes_on() && self.redo_action() {}
        Ok(())
    }

    fn can_undo(&self) -> bool {
        !self.actions.is_empty()
    }

    fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    fn status(&self) -> Status {
        self.current().status()
    }

    fn scores(&self) -> Vec<u32> {
        self.current().scores()
    }

    fn position(&self) -> String {
        self.current().position_text()
    }

    fn record(&self) -> Vec<String> {
        self.history().iter().map(|m| m.action.clone()).collect()
    }

    fn compact_record(&self, whole_line: bool) -> String {
        if whole_line && !self.redo.is_empty() {
            self.whole_line().codes.concat()
        } else {
            self.codes.concat()
        }
    }

    fn record_line(&self) -> Vec<String> {
        self.whole_line().record()
    }

    fn play_compact(&mut self, code: &str) -> Result<(), String> {
        for action in record::decode(self.current(), code)? {
            self.apply(action);
        }
        Ok(())
    }

    fn explain(&self, from: Option<&str>, to: &str) -> Result<Option<ExplanationView>, String> {
        let game = self.current();
        let shape = game.shape();
        let cell = |name: &str| -> Result<Square, String> {
            shape
                .parse(name)
                .ok_or_else(|| format!("'{}' is not a cell of this board", limits::excerpt(name)))
        };
        let from = from.map(cell).transpose()?;
        let to = cell(to)?;
        Ok(game.explain(from, to).map(|e| ExplanationView {
            reason: e.reason,
            cells: e.cells.into_iter().map(|c| shape.name(c)).collect(),
        }))
    }

    fn stopped(&self, resigned: Option<u8>) -> Option<Status> {
        self.current().stopped(resigned).map(|o| o.status())
    }

    #[cfg(feature = "search")]
    fn searcher(&self, engine: Engine, seed: u64) -> Box<dyn Thinker> {
        let root = self.current().clone();
        match engine.for_game(&root) {
            Engine::Mcts(settings) => Box::new(Search::new(root, seed).with_settings(settings)),
            Engine::Strongest | Engine::StrongestAltered(_) => Box::new(Search::new(root, seed)),
            Engine::Casual => Box::new(Casual::new(root, seed)),
            Engine::AlphaBeta(evaluation) => Box::new(AlphaBeta::new(root, evaluation, seed)),
            Engine::RefinedAlphaBeta(evaluation) => {
                Box::new(AlphaBeta::new(root, evaluation, seed).refined())
            }
            Engine::FullWidthAlphaBeta(evaluation) => Box::new(
                AlphaBeta::new(root, evaluation, seed)
                    .refined()
                    .full_width(),
            ),
            Engine::CapturesForcingAlphaBeta(evaluation) => Box::new(
                AlphaBeta::new(root, evaluation, seed)
                    .refined()
                    .captures_forcing(),
            ),
        }
    }

    #[cfg(feature = "search")]
    fn baseline(&self, greedy: bool, rng: &mut Rng) -> Option<String> {
        let game = self.current();
        let action = if greedy {
            baseline::greedy_action(game, rng)
        } else {
            baseline::random_action(game, rng)
        };
        action.map(|a| notation(game, a))
    }

    fn view(&self) -> View {
        self.view_since(0)
    }

    fn move_count(&self) -> usize {
        self.moves.len()
    }

    fn redo_moves(&self) -> Vec<Move> {
        // Played on a copy of the last state only: the cost is the redo's, not the game's.
        let mut tail = Session {
            states: vec![self.current().clone()],
            actions: Vec::new(),
            moves: self.moves.last().cloned().into_iter().collect(),
            codes: Vec::new(),
            redo: Vec::new(),
        };
        for &action in self.redo.iter().rev() {
            tail.apply(action);
        }
        tail.moves.split_off(self.moves.len().min(1))
    }

    fn last_move(&self) -> Option<Move> {
        self.moves.last().cloned()
    }

    fn view_since(&self, known: usize) -> View {
        let moves = self.history();
        let recent = self.recent_turns(moves);
        let from = known.min(moves.len());
        let mut view = view::build(self.current(), self.legal(), recent, moves[from..].to_vec());
        view.moves_from = from;
        view.move_count = moves.len();
        view
    }

    fn view_at(&self, actions: usize) -> Result<View, String> {
        let played = self.actions.len();
        let length = played + self.redo.len();
        if actions > length {
            return Err(format!(
                "there is no position after action {actions}: the game has {length} actions"
            ));
        }
        let kept = actions.min(played);
        let mut at = Session {
            states: self.states[..=kept].to_vec(),
            actions: self.actions[..kept].to_vec(),
            moves: self.moves[..kept].to_vec(),
            codes: self.codes[..kept].to_vec(),
            redo: if actions > played {
                self.redo.clone()
            } else {
                Vec::new()
            },
        };
        while at.actions.len() < actions && at.redo_action() {}
        Ok(at.view())
    }

    fn line_moves(&self) -> Vec<Move> {
        if self.redo.is_empty() {
            self.moves.clone()
        } else {
            self.whole_line().moves
        }
    }
}
