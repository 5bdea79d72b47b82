// Undo and redo as the players mean them: against the computer a person's
// whole turn with the computer's replies; between people, one action.
// Transitions of the controller, kept apart like the presses.

/** @typedef {import("./controller.js").GameController} GameController */

/** The player of the last action played, or null at the start. @param {GameController} c */
function lastActor(c) {
  return c.session.lastMove()?.player ?? null;
}

/**
 * Undo. Against the computer: the computer's turns since the person's
 * last turn, and that turn, so a person is to move again. Computer
 * against computer: one action, and the computer waits. People only:
 * one action. A chosen end is taken back first.
 * @param {GameController} c
 */
export function undo(c) {
  if (c.chosenEnd) {
    c.chosenEnd = null;
    c.gameChanged("The game goes on.");
    return;
  }
  if (!c.session.canUndo()) return;
  c.seats.cancel();
  let said = "Move taken back.";
  if (c.seats.anyComputer && !c.seats.allComputer) {
    while (c.session.canUndo() && c.seats.isComputer(lastActor(c))) c.session.undoTurn();
    if (c.session.canUndo()) c.session.undoTurn();
    said = "Your last turn and the computer's reply are taken back.";
  } else {
    if (c.seats.allComputer) c.seats.setPaused(true);
    c.session.undo();
  }
  c.clearPress();
  c.gameChanged(said);
}

/**
 * Redo: against the computer, a person's whole turn and the computer's
 * replies after it; otherwise one action.
 * @param {GameController} c
 */
export function redo(c) {
  if (!c.session.canRedo()) return;
  c.seats.cancel();
  let said = "Move replayed.";
  if (c.seats.anyComputer && !c.seats.allComputer) {
    c.session.redoTurn();
    while (c.session.canRedo() && c.seats.isComputer(c.session.status().toAct)) c.session.redoTurn();
    said = "Moves replayed.";
  } else {
    c.session.redo();
  }
  c.clearPress();
  c.gameChanged(said);
}
