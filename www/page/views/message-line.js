// The message line: what the last press or load said, drawn from the
// controller as a problem (the warning colour) or a notice (plain text).
// The game page and the learning pages' figures both show one.

/** @typedef {import("../controller.js").GameController} GameController */

/**
 * Shows `c`'s message on `line`. The text is written only when it changed:
 * the line is a live region, and one rewritten every frame would be read
 * out again and again.
 * @param {HTMLElement} line @param {GameController} c
 */
export function renderMessageLine(line, c) {
  if (line.textContent !== c.message) line.textContent = c.message;
  line.classList.toggle("notice", c.messageTone === "notice");
}
