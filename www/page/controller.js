// A game page's state and every change to it: presses on the board, plays,
// undo and redo (by turns against the computer), replay positions, chosen
// ends, new games. No DOM: the views draw from this state, effects.js acts
// on the world after each change, and the unit tests drive it in Node.
//
// State flows one way: an event calls a method here; the method changes
// the state through the wasm session; `changed` tells the page, which runs
// the effects (for a change of the game) and draws once per frame.

import { readLive } from "./known-moves.js";
import { message } from "../game-source.js";
import { ReplayState } from "./replay.js";
import { markedTurns } from "./turn-marks.js";
import { headline } from "./words.js";
import { bareOverlay } from "../board/renderer.js";

/** @typedef {import("../engine").Engine} Engine */
/** @typedef {import("../engine").GameInfo} GameInfo */
/** @typedef {import("../engine").GameSession} GameSession */
/** @typedef {import("../engine").View} View */
/** @typedef {import("../engine").Move} Move */
/** @typedef {import("../engine").Group} Group */
/** @typedef {import("../board/renderer.js").Overlay} Overlay */
/** @typedef {import("./seats.js").Seats} Seats */
/** @typedef {{winners: number[], reason: string}} ChosenEnd */
/** @typedef {"problem"|"notice"} MessageTone */
/**
 * What changed: `game` (the game or who plays: the effects run) or `look`
 * (only what is drawn: selection, cursor, messages).
 * @typedef {"game"|"look"} Change
 */

export class GameController {
  /**
   * @param {{engine: Engine, info: GameInfo, options: string, session: GameSession,
   *   startPosition?: string, showOnly?: boolean, seats: Seats, changed: (change: Change) => void}} init
   */
  constructor({ engine, info, options, session, startPosition, showOnly = false, seats, changed }) {
    this.engine = engine;
    this.info = info;
    /** The game's options, KEY=VALUE words. */
    this.options = options;
    this.session = session;
    /** The position the game started from, when not the usual one. @type {string|undefined} */
    this.startPosition = startPosition;
    /** Only the position: no moves by hand (embeds with mode=position). */
    this.showOnly = showOnly;
    this.seats = seats;
    this.changed = changed;
    this.overlay = bareOverlay();
    /** An end the players chose (resignation, agreement), which the engine does not know. @type {ChosenEnd|null} */
    this.chosenEnd = null;
    this.replay = new ReplayState();
    /** The message line: what the last press or load said. */
    this.message = "";
    /**
     * How the message reads: a problem (a refused press, a failure: drawn
     * in the warning colour) or a notice (guidance, or news that all is
     * well: drawn as plain text).
     * @type {MessageTone}
     */
    this.messageTone = "problem";
    /**
     * The message said to hold until the next move (say), or null. Other
     * messages (a notice about the address, a refused press) are stale once
     * the player chooses who plays anew; a failure of the computer or the
     * engine still stands then.
     * @type {string|null}
     */
    this.heldMessage = null;
    /** What a screen reader hears after a change. */
    this.announcement = "";
    /** Bumped when the last action changed pieces, for the page to flash them. */
    this.flashes = 0;
    this.flipped = false;
    /** How many actions the board shows when not the game as it stands (null): looking back, or a replay's place (browse.js). @type {number|null} */
    this.shownAt = null;
    /** The moves played, as last read: each read fetches only what is new (readLive). @type {Move[]} */
    this.knownMoves = [];
    /** The game as it stands. @type {View} */
    this.live = this.readLive();
    /** Every action of the line, played and waiting to be redone. @type {Move[]} */
    this.line = [];
    /** What the board and panel show: the game as it stands, or a position looked back at. @type {View} */
    this.view = this.live;
    this.refresh();
  }

  // ---- Reading the game ----

  /**
   * Reads the game again: as it stands (with a chosen end), its whole line,
   * and the view to draw (the shown position's, when looking back).
   */
  refresh() {
    const live = this.readLive();
    if (this.chosenEnd) {
      live.status = { over: true, toAct: null, ...this.chosenEnd };
      live.groups = [];
      live.active = null;
    }
    this.live = live;
    // The line is the actions played and those waiting to be redone, read apart: the cost is the redo's, not the game's.
    this.line = this.session.canRedo() ? [...live.moves, ...this.session.redoMoves()] : live.moves;
    this.readShown();
  }

  /** The game as it stands, reading only the moves not yet known (known-moves.js). @returns {View} */
  readLive() {
    const { live, moves } = readLive(this.session, this.knownMoves);
    this.knownMoves = moves;
    return live;
  }

  /** Reads the view to draw: the game as it stands, or the position looked back at. */
  readShown() {
    const live = this.live;
    const shownAt = this.shownAt === null ? null : Math.min(this.shownAt, this.line.length);
    this.shownAt = shownAt === live.moves.length ? null : shownAt;
    const view = this.shownAt === null ? live : this.session.viewAt(this.shownAt);
    // The computer's options are not the person's to press, nor a shown
    // position's, nor those of a position looked back at.
    if (this.computerToAct(view) || this.showOnly || this.lookingBack) view.groups = [];
    this.view = view;
  }

  /** True while looking back at an earlier position of the game: the board is not played on. */
  get lookingBack() {
    return this.shownAt !== null && !this.replay.replaying;
  }

  /** How many actions the shown position comes after. */
  shownIndex() {
    return this.shownAt ?? this.live.moves.length;
  }

  /** The actions the move list offers: a replay's whole record, or the game's actions played. */
  listedMoves() {
    return this.replay.replaying ? this.line : this.live.moves;
  }

  /** The recent turns the board marks and the panel says (page/turn-marks.js). */
  markedTurns() {
    const browsing = this.replay.replaying || this.shownAt !== null;
    return markedTurns(this.view, { browsing, everyoneHuman: !this.seats.anyComputer });
  }

  /** True when the computer is to act in `view`. @param {View} view */
  computerToAct(view = this.view) {
    const s = view.status;
    return !s.over && this.seats.isComputer(s.toAct);
  }

  /** The name of the seat to act, or "". */
  toActName() {
    const p = this.view.status.toAct;
    return p === null ? "" : (this.view.seats[p - 1]?.name ?? "");
  }

  /** "Red wins", "Draw: …", for a game that is over (page/words.js). */
  headline() {
    return headline(this.view);
  }

  /** @param {string|null} from */
  group(from) {
    return this.view.groups.find((g) => g.from === from);
  }

  /** The `end` target, when the turn may be ended now. */
  endTarget() {
    return this.group(null)?.targets.find((t) => t.kind === "end") ?? null;
  }

  /** How the game can be stopped, as the engine says: resigned (every game), ended by agreement (some). */
  endings() {
    return { resign: this.session.stopped(1) !== null, agree: this.session.stopped(undefined) !== null };
  }

  // ---- Changing it ----

  /**
   * Re-reads the game after the session changed, keeps the selection
   * sensible, and tells the page.
   * @param {string} [announcement]
   */
  gameChanged(announcement) {
    // A change of the game brings the board back to it; a replay keeps its place.
    if (!this.replay.replaying) this.shownAt = null;
    this.refresh();
    if (this.replay.follow(this.live.moves.length, this.session.canRedo())) this.refresh();
    if (this.view.active) {
      // The jumper of a chain stays picked up until the chain ends.
      this.overlay.selected = this.view.active;
    } else if (this.overlay.selected && !this.group(this.overlay.selected)) {
      this.overlay.selected = null;
    }
    if (announcement !== undefined) this.announce(announcement);
    this.changed("game");
  }

  /**
   * Puts `text` on the message line until the next move, or with `holds`
   * false (the usual) until the player also changes who plays or the pace.
   * `tone` is "notice" for guidance and good news, which are not problems.
   * @param {string} text @param {{holds?: boolean, tone?: MessageTone}} [how]
   */
  say(text, { holds = false, tone = "problem" } = {}) {
    this.message = text;
    this.messageTone = tone;
    this.heldMessage = holds ? text : null;
    this.changed("look");
  }

  /** Says `text` as a notice (guidance, good news), not a problem. @param {string} text */
  notify(text) {
    this.say(text, { tone: "notice" });
  }

  /** What a screen reader hears: `prefix`, then whose turn it is. @param {string} prefix */
  announce(prefix) {
    const s = this.view.status;
    const next = s.over ? `Game over: ${this.headline()}.` : `${this.toActName()} to move.`;
    this.announcement = `${prefix} ${next} ${this.view.note ?? ""}`.trim();
  }

  /**
   * Changes what is drawn over the board (selection, cursor, drag, toggles).
   * @param {Partial<Overlay>} patch
   */
  setOverlay(patch) {
    Object.assign(this.overlay, patch);
    this.changed("look");
  }

  /** @param {string|null} cell */
  select(cell) {
    this.setOverlay({ selected: cell });
  }

  /** Escape: drops the selection, except a jumper in the middle of a chain. */
  cancelSelection() {
    if (!this.view.active) this.select(null);
  }

  flip() {
    this.flipped = !this.flipped;
    this.changed("game");
  }

  /** Plays one action in notation (a press, a drag, the computer). @param {string} action */
  play(action) {
    if (this.lookingBack) return;
    // A replay is played on from the position it shows.
    if (this.shownAt !== null) this.takeOver();
    const mover = this.toActName();
    try {
      this.session.play(action);
    } catch (e) {
      this.say(message(e));
      return;
    }
    this.clearPress();
    this.gameChanged();
    // A finished turn is said whole ("Blue jumped b6-d4-f2, …").
    const turn = this.view.recent.at(-1);
    this.announce(turn?.done ? `${turn.text}.` : `${mover} played ${action}.`);
    if (this.view.changed.length) this.flashes++;
  }

  /**
   * Brings the game to the position a replay shows, keeping the rest of the
   * record to redo, so play goes on from there.
   */
  takeOver() {
    const at = this.shownIndex();
    for (let played = this.live.moves.length; played > at && this.session.canUndo(); played--) this.session.undo();
    for (let played = this.live.moves.length; played < at && this.session.canRedo(); played++) this.session.redo();
    this.shownAt = null;
    this.refresh();
  }

  /** Forgets the piece picked up, the cells outlined and the message. */
  clearPress() {
    this.overlay.selected = null;
    this.overlay.outline = [];
    this.message = "";
  }

  /** Ends a turn that could go on (a chain, the move after a drop). */
  playEnd() {
    const end = this.endTarget();
    if (end) this.play(end.action);
  }

  /**
   * Ends the game as the players choose: `resign` (the player to act gives
   * up) or `agree`. The engine says who wins; the page keeps the end, which
   * Undo takes back.
   * @param {"resign"|"agree"} how
   */
  chooseEnd(how) {
    const status = this.view.status;
    if (status.over || status.toAct === null) return;
    this.seats.cancel();
    const name = this.toActName();
    // With 3 or 4 Martian players the resigner leaves and the others play on.
    if (how === "resign" && this.session.mayLeave()) {
      this.session.leave();
      this.clearPress();
      this.gameChanged(`${name} resigned and left the game; the others play on.`);
      return;
    }
    const ended = this.session.stopped(how === "resign" ? status.toAct : undefined);
    if (!ended) return;
    this.chosenEnd = { winners: ended.winners, reason: ended.reason };
    this.overlay.selected = null;
    this.message = "";
    this.gameChanged(how === "agree" ? "The game was ended by agreement." : `${name} resigned.`);
  }

  /**
   * Puts `session` in place of the page's game, which it frees.
   * @param {GameSession} session @param {string|undefined} startPosition
   */
  replaceSession(session, startPosition) {
    this.seats.cancel();
    this.session.free();
    this.session = session;
    this.knownMoves = [];
    this.startPosition = startPosition;
    this.replay.leave();
    this.chosenEnd = null;
    this.overlay.selected = null;
    this.overlay.outline = [];
  }

  /** A new game of the same kind, from the same start. */
  restart() {
    this.seats.showNextAtOnce();
    this.replaceSession(new this.engine.GameSession(this.info.id, this.options, this.startPosition, undefined), this.startPosition);
    this.message = "";
    this.gameChanged("New game.");
  }

  // ---- Who plays ----

  /** @param {number} player @param {string} kind */
  setSeat(player, kind) {
    this.seats.set(player, kind);
    this.forgetStaleMessage();
    this.gameChanged();
  }

  /** @param {string} id */
  setPace(id) {
    this.seats.setPace(id);
    this.forgetStaleMessage();
    this.changed("game");
  }

  /** The computer could not choose, so it is paused (seats.js): said until a move. @param {string} text */
  computerFailed(text) {
    this.say(`The computer could not move: ${text}. It is paused.`, { holds: true });
  }

  /** The player changed who plays: what the message said no longer applies, unless it holds (say). */
  forgetStaleMessage() {
    if (this.message !== this.heldMessage) this.message = "";
  }

  togglePause() {
    this.seats.setPaused(!this.seats.paused);
    this.gameChanged(this.seats.paused ? "The computer is paused." : "The computer plays on.");
  }

  /** While paused: the computer plays the one action it is to play. */
  stepComputer() {
    if (this.lookingBack) return;
    if (this.shownAt !== null) this.takeOver();
    this.seats.consider(this.live.status, true);
  }

  /** The computer's turn state changed (it started or stopped thinking). */
  seatsChanged() {
    this.changed("look");
  }
}
