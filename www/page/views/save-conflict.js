// Told when this page's game was saved by another tab or window (or the
// address holds another record than the save it names): load that save, or
// keep the game here apart from it. Nothing is written over until the
// player answers; playing on keeps this one apart.

import { h } from "../../dom.js";
import { savedSummary } from "../../saved-games.js";

/** @typedef {import("../controller.js").GameController} GameController */
/** @typedef {import("../../saved-games.js").SavedGame} SavedGame */

/**
 * @param {{load: (saved: SavedGame) => void, keepApart: () => void}} on
 */
export function buildSaveConflict(on) {
  const element = h("div", { class: "saved-offer", "data-testid": "save-conflict", role: "status", hidden: true });
  /** The moves when the notice was shown: a move played here answers it. */
  let shownAt = 0;

  /** Shows the notice of a newer save. @param {SavedGame} newer @param {GameController} c */
  function show(newer, c) {
    shownAt = c.live.moves.length;
    element.replaceChildren(
      h("p", {}, [`This game was played on in another tab or window: ${savedSummary(newer)}.`]),
      h("div", { class: "buttons" }, [
        h("button", { type: "button", onclick: () => ((element.hidden = true), on.load(newer)), "data-testid": "load-newer" }, ["Load that one"]),
        h("button", { type: "button", onclick: () => ((element.hidden = true), on.keepApart()), "data-testid": "keep-apart" }, ["Keep this one apart"]),
      ]),
    );
    element.hidden = false;
  }

  /** @param {GameController} c */
  function render(c) {
    if (!element.hidden && c.live.moves.length !== shownAt) element.hidden = true;
  }

  return { element, show, render };
}
