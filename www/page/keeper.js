// Keeps a page's game in progress in the browser, under the game's own
// identity (saved-games.js), and watches for another tab saving the same
// game. The identity is in the page's address (`saved=ID`), so a reload or
// the home page's Continue link keeps writing to the same save.
//
// What it promises: a game that was played on here is saved (or the page
// shows, while it lasts, that this browser keeps nothing); a save made elsewhere is
// never written over: this page's game goes on under a new identity, and
// the player is told.

import { dropGame, isGameId, newGameId, readSavedGame, saveGame, savedKey } from "../saved-games.js";

/** @typedef {import("./controller.js").GameController} GameController */
/** @typedef {import("../saved-games.js").SavedGame} SavedGame */

/** Shown (saving.js) while storage refuses this page's saves. */
export const NOT_KEPT =
  "This browser is not keeping your games (its storage is full or refused). The game goes on, and its address holds it: bookmark or share the address to keep it.";
/** Said when a save made elsewhere could not be replaced, and this game was kept apart. */
export const KEPT_APART = "This game was also played on in another tab or window. Both are kept: the one here is now saved as a separate game in progress.";

export class GameKeeper {
  /**
   * @param {{say: (text: string) => void, conflict: (newer: SavedGame|null) => void}} on
   *   `conflict` is told when another page saved this game (newer: that save, or null when it was deleted)
   */
  constructor(on) {
    this.on = on;
    /** This game's identity, once it has one. @type {string|null} */
    this.id = null;
    /** The revision last read or written here, or null when none was. @type {string|null} */
    this.rev = null;
    /** The compact record as last kept (or as opened), so that opening a game saves nothing. */
    this.keptCode = "";
    /** Whether the last save was refused (storage full or refused). */
    this.notKept = false;
    /** @param {StorageEvent} e */
    this.onStorage = (e) => {
      if (!this.id || e.key !== savedKey(this.id)) return;
      const newer = readSavedGame(this.id);
      if (newer?.rev === this.rev) return;
      if (!newer) {
        // Deleted elsewhere (finished there, or deleted from the home page): a next save starts it afresh.
        this.rev = null;
        return;
      }
      this.on.conflict(newer);
    };
    window.addEventListener("storage", this.onStorage);
  }

  /**
   * The page opened: with `saved=ID` from its address it continues that
   * game's save; a record it was opened with is not saved until played on.
   * Answers the save found when it holds another record than the page.
   * @param {string|undefined} id @param {string} code the compact record opened
   * @returns {SavedGame|null}
   */
  opened(id, code) {
    this.keptCode = code;
    if (!isGameId(id)) return null;
    this.id = /** @type {string} */ (id);
    const stored = readSavedGame(this.id);
    if (!stored) return null;
    if (stored.code === code) {
      this.rev = stored.rev;
      return null;
    }
    return stored;
  }

  /** A saved game was brought back: its save is this page's now. @param {SavedGame} saved */
  resumed(saved) {
    this.id = saved.id;
    this.rev = saved.rev;
    this.keptCode = saved.code;
  }

  /** A new game: the next action starts a new save; the old one stays. */
  startAfresh() {
    this.id = null;
    this.rev = null;
    this.keptCode = "";
  }

  /** Whether the game as it stands is saved (or needs no save: nothing played, or over). @param {GameController} c */
  holds(c) {
    if (!c.live.moves.length || c.live.status.over) return true;
    return !c.replay.replaying && !c.startPosition && this.id !== null && this.keptCode === c.session.compactRecord(false);
  }

  /** Goes on under a new identity, leaving the other save as it is. */
  keepApart() {
    this.id = newGameId();
    this.rev = null;
    this.keptCode = "";
  }

  /**
   * After each change: saves the game if it changed here, forgets it once
   * over. Replays and games from a pasted position are not kept.
   * @param {GameController} c
   */
  keep(c) {
    if (c.replay.replaying || c.startPosition) return;
    const view = c.live;
    if (view.status.over) {
      if (this.id && this.rev) dropGame(this.id);
      this.rev = null;
      return;
    }
    const code = c.session.compactRecord(false);
    if (code === this.keptCode || !view.moves.length) return;
    this.id ??= newGameId();
    const game = { id: this.id, game: c.info.id, options: c.options, code, actions: view.moves.length, seats: c.seats.kinds.join(","), savedAt: Date.now() };
    let result = saveGame(game, this.rev);
    if ("conflict" in result) {
      this.keepApart();
      result = saveGame({ ...game, id: /** @type {string} */ (this.id) }, null);
      this.on.say(KEPT_APART);
    }
    this.notKept = !("saved" in result);
    if (!("saved" in result)) return;
    this.rev = result.rev;
    this.keptCode = code;
  }

  destroy() {
    window.removeEventListener("storage", this.onStorage);
  }
}
