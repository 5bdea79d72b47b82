// What a press on the board means: pick a piece up, play a marked target,
// end a chain, or say why nothing happens (the engine's explanation, with
// the cells that show it outlined). Transitions of the controller, kept
// apart because they are the page's most detailed rules of interaction.

import { lookingCaption } from "./browse.js";

/** @typedef {import("./controller.js").GameController} GameController */
/** @typedef {import("../engine").ExplanationView} ExplanationView */

/**
 * What the engine says about a press that plays nothing, or null.
 * @param {GameController} c @param {string|null} from @param {string} to
 * @returns {ExplanationView|null}
 */
function explain(c, from, to) {
  try {
    return c.session.explain(from ?? undefined, to);
  } catch {
    return null;
  }
}

/**
 * A press (click, tap, Enter) on `cell`. True when a piece is now picked
 * up (so a drag may follow).
 * @param {GameController} c @param {string|null} cell
 */
export function press(c, cell) {
  // Whatever the last press said no longer applies.
  c.overlay.outline = [];
  c.message = "";
  if (c.lookingBack) {
    c.notify(`${lookingCaption(c)}: press Back to the game to play on.`);
    return false;
  }
  // A replay is played on from the position it shows.
  if (c.shownAt !== null) c.takeOver();
  if (c.computerToAct()) {
    const paused = c.seats.paused ? ", which is paused: press Step or Resume" : "";
    c.notify(`${c.toActName()} is played by the computer${paused}.`);
    return false;
  }
  if (!cell || c.view.status.over || c.showOnly) {
    c.changed("look");
    return false;
  }
  const selected = c.overlay.selected;
  const target = selected && c.group(selected)?.targets.find((t) => t.cell === cell);
  if (target) {
    c.play(target.action);
    return false;
  }
  if (cell === c.view.active) {
    // Pressing the jumper again does not end the chain: a slip of the
    // finger would throw away the rest of a turn. End turn does.
    c.notify(`Jump again with the piece on ${cell}, or press End turn to stop here.`);
    return false;
  }
  if (c.group(cell)) {
    c.select(selected === cell ? null : cell);
    return c.overlay.selected === cell;
  }
  const single = c.group(null)?.targets.find((t) => t.cell === cell);
  if (single) {
    c.play(single.action);
    return false;
  }
  sayWhyNot(c, cell, selected);
  if (!c.view.active) c.overlay.selected = null;
  c.changed("look");
  return false;
}

/**
 * Says why pressing `cell` (with `selected` picked up) plays nothing.
 * @param {GameController} c @param {string} cell @param {string|null} selected
 */
function sayWhyNot(c, cell, selected) {
  const piece = c.view.pieces.find((p) => p.cell === cell);
  // A press on one's own piece asks why that piece cannot act; any other
  // press asks why the selected piece cannot go there.
  const own = piece !== undefined && piece.owner === c.view.status.toAct;
  const why = explain(c, own ? null : selected, cell);
  if (why) {
    c.overlay.outline = why.cells;
    c.say(why.reason);
  } else if (own) {
    c.say(`The piece on ${cell} has no legal move now.`);
  } else if (piece) {
    c.say(`That is ${c.view.seats[piece.owner - 1].name}'s piece; ${c.toActName()} is to move.`);
  } else if (selected) {
    c.say(`The piece on ${selected} cannot go to ${cell}.`);
  }
}

/**
 * The end of a drag from `from`: plays there if it is a target, or says why not.
 * @param {GameController} c @param {string} from @param {string|null} to
 */
export function release(c, from, to) {
  if (c.computerToAct() || c.lookingBack) return;
  const target = c.group(from)?.targets.find((t) => t.cell === to);
  if (target) {
    c.play(target.action);
    return;
  }
  const why = to && to !== from ? explain(c, from, to) : null;
  if (why) {
    c.overlay.outline = why.cells;
    c.say(why.reason);
  } else {
    c.changed("look");
  }
}
