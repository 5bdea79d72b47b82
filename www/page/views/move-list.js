// The list of actions played, each with its player's dot.

import { h } from "../../dom.js";
import { seatDot } from "./dot.js";

/** @typedef {import("../controller.js").GameController} GameController */

export function buildMoveList() {
  const element = h("ol", { class: "moves", "data-testid": "moves" });
  /** @param {GameController} c */
  function render(c) {
    const { moves, seats } = c.view;
    element.replaceChildren(...moves.map((m) => h("li", { "data-turn": String(m.turn) }, [seatDot(seats[m.player - 1]), m.action])));
    // Scroll the list itself, never the page (on a phone that hid the board).
    element.scrollTop = element.scrollHeight;
  }
  return { element, render };
}
