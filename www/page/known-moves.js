// Reading the game as it stands without reading every move again: the page
// keeps the moves it has read, and asks the engine only for those from the
// last one it knows (viewSince), checking that one still holds. So a long
// game costs no more to read after each action than a short one, and the
// moves that still hold stay the very same objects, which lets the move
// list draw only what is new.

/** @typedef {import("../engine").GameSession} GameSession */
/** @typedef {import("../engine").View} View */
/** @typedef {import("../engine").Move} Move */

/**
 * The view of the game as it stands, its `moves` all of them: those in
 * `known` that still hold, and the new ones.
 * @param {GameSession} session @param {Move[]} known the moves last read
 * @returns {{live: View, moves: Move[]}}
 */
export function readLive(session, known) {
  // From the last move known, if the game still reaches it.
  const from = Math.max(0, Math.min(known.length, session.moveCount()) - 1);
  let live = session.viewSince(from);
  const first = live.moves[0];
  let moves;
  if (from < known.length && first && sameMove(first, known[from])) {
    moves = [...known.slice(0, from + 1), ...live.moves.slice(1)];
  } else if (from === 0) {
    moves = live.moves;
  } else {
    // Another line than the one known: the moves are read afresh.
    live = session.viewSince(0);
    moves = live.moves;
  }
  live.moves = moves;
  return { live, moves };
}

/** Whether two entries of the record are the same action by the same player in the same turn. @param {Move} a @param {Move} b */
function sameMove(a, b) {
  return a.action === b.action && a.player === b.player && a.turn === b.turn;
}
