// Looking back through a game, the one mechanism behind the move list (a
// click on a turn, the arrow keys, Home and End) and the replay bar: the
// board shows the position after any number of actions of the line, read
// with `session.viewAt`, while the game stays as it stands. Looking back at
// a game in progress, the board is not played on and the computer waits;
// back at the game, play resumes where it stood. A replay is the same
// looking back over a whole record, where a press plays on from the shown
// position (controller.takeOver).

import { countActions, replayCaption } from "./replay.js";

/** @typedef {import("./controller.js").GameController} GameController */
/** @typedef {import("../engine").Move} Move */

/** The positions between turns of `moves`: 0, and after each turn's last action. @param {Move[]} moves */
export function turnEnds(moves) {
  const ends = [0];
  moves.forEach((m, i) => {
    if (moves[i + 1]?.turn !== m.turn) ends.push(i + 1);
  });
  return ends;
}

/**
 * Shows the position after `at` actions (clamped to the line; the game as
 * it stands at its end).
 * @param {GameController} c @param {number} at
 */
export function showAt(c, at) {
  const last = c.listedMoves().length;
  const target = Math.max(0, Math.min(last, Number.isNaN(at) ? last : at));
  if (target === c.shownIndex()) return;
  const wasLive = c.shownAt === null;
  c.shownAt = target;
  c.clearPress();
  if (c.replay.replaying) {
    c.seats.cancel();
    c.gameChanged();
    c.announce(replayCaption(c.replay, c.view));
  } else if (target === c.live.moves.length) {
    c.gameChanged("Back to the game.");
  } else {
    // The computer waits while a player looks back; it is asked again on return.
    if (wasLive) c.seats.cancel();
    // The game itself has not changed: only the position shown.
    c.readShown();
    c.announcement = `${lookingCaption(c)}.`;
    c.changed("look");
  }
  if (c.view.changed.length) c.flashes++;
}

/** Moves by `steps` whole turns (±Infinity: to an end). @param {GameController} c @param {number} steps */
export function stepTurns(c, steps) {
  if (!Number.isFinite(steps)) {
    showAt(c, steps);
    return;
  }
  const ends = turnEnds(c.listedMoves());
  const at = c.shownIndex();
  const target = steps > 0 ? ends.filter((e) => e > at)[steps - 1] : ends.filter((e) => e < at).at(steps);
  showAt(c, target ?? (steps > 0 ? Infinity : 0));
}

/** Shows the position after turn number `turn`. @param {GameController} c @param {number} turn */
export function showTurn(c, turn) {
  const i = c.listedMoves().findLastIndex((m) => m.turn === turn);
  if (i >= 0) showAt(c, i + 1);
}

/** Back to the game as it stands (a replay: to the record's end). @param {GameController} c */
export function backToGame(c) {
  showAt(c, Infinity);
}

/** Moves a replay by `steps` actions (±Infinity: to an end). @param {GameController} c @param {number} steps */
export function replayStep(c, steps) {
  showAt(c, c.shownIndex() + steps);
}

/**
 * Replays the session's line from action `at` (default: its end); `label`
 * names what is replayed. The caller tells the page (gameChanged).
 * @param {GameController} c @param {string} label @param {number} [at]
 */
export function enterReplay(c, label, at) {
  c.seats.setPaused(true);
  c.replay.enter(label, countActions(c.session.recordLine()));
  c.shownAt = at ?? null;
  c.refresh();
}

/** The turn that led to the shown position, as the move list numbers it, or 0 at the start. @param {GameController} c */
export function shownTurn(c) {
  return c.listedMoves()[c.shownIndex() - 1]?.turn ?? 0;
}

/** "Viewing turn 14 of 20", while looking back. @param {GameController} c */
export function lookingCaption(c) {
  const turn = shownTurn(c);
  const last = c.listedMoves().at(-1)?.turn ?? 0;
  return turn === 0 ? "Viewing the start of the game" : `Viewing turn ${turn} of ${last}`;
}
