// The bar below the board while a player looks back through the game: which
// turn the board shows, buttons to step (for touch, where the move list's
// keys are not at hand) and the way back to the game.

import { h } from "../../dom.js";
import { backToGame, lookingCaption, stepTurns } from "../browse.js";

/** @typedef {import("../controller.js").GameController} GameController */

/** @param {GameController} c */
export function buildLookingBack(c) {
  /** @param {string} label @param {() => void} act @param {string} testid @param {string} title */
  const button = (label, act, testid, title) => h("button", { type: "button", onclick: act, "data-testid": testid, title, "aria-label": title }, [label]);
  const caption = h("span", { class: "viewing", "data-testid": "viewing" });
  const element = h("div", { class: "board-actions looking-back", hidden: true }, [
    button("‹", () => stepTurns(c, -1), "look-back", "The turn before"),
    caption,
    button("›", () => stepTurns(c, 1), "look-forward", "The turn after"),
    button("Back to the game", () => backToGame(c), "back-to-game", "Back to the game"),
  ]);

  /** @param {GameController} c */
  function render(c) {
    element.hidden = !c.lookingBack;
    if (c.lookingBack) caption.textContent = lookingCaption(c);
  }
  return { element, render };
}
