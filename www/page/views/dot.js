// A player's colour dot, with the seat's mark (circle, square, …) as a
// second cue, for the panel's lines about players.

import { h } from "../../dom.js";
import { inkOn } from "../../board/marks.js";

/** @param {import("../../engine").Seat|undefined} seat */
export function seatDot(seat) {
  const colour = seat?.colour ?? "#888888";
  const dot = h("span", { class: "dot", "data-mark": seat?.mark || false });
  // Set through the style object, not a style attribute, which the site's Content-Security-Policy refuses.
  dot.style.background = colour;
  dot.style.color = inkOn(colour);
  return dot;
}
