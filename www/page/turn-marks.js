// Which of the engine's recent turns the board marks and the panel puts in
// words. The engine lists them (view.recent: the turn in progress, then each
// player's latest turn back to the player to act); the page chooses how many
// to show: against the computer every opponent's turn since the person's
// own, so nothing the computer did is missed; between people, and while
// stepping through a record, only the turn that led to the position.

/** @typedef {import("../engine").View} View */
/** @typedef {import("../engine").TurnView} TurnView */

/**
 * @param {View} view
 * @param {{browsing: boolean, everyoneHuman: boolean}} how
 * @returns {TurnView[]}
 */
export function markedTurns(view, { browsing, everyoneHuman }) {
  const recent = view.recent;
  if (!browsing && !everyoneHuman) return recent;
  // The last finished turn, and the turn in progress after it if any.
  const lastDone = recent.findLastIndex((t) => t.done);
  return lastDone < 0 ? recent : recent.slice(lastDone);
}

/**
 * The marked turns in words, finished turns only (a turn in progress is the
 * player's own and on the board): "Blue jumped b6-d4-f2, capturing 2 points;
 * Yellow stepped g6-f5".
 * @param {TurnView[]} turns
 */
export function turnWords(turns) {
  return turns
    .filter((t) => t.done)
    .map((t) => t.text)
    .join("; ");
}
