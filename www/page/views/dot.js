// A player's colour dot, with the seat's mark (circle, square, …) as a
// second cue, for the panel's lines about players.

import { h } from "../../dom.js";
import { inkOn } from "../../board/marks.js";

/** @param {import("../../engine").Seat|undefined} seat */
export function seatDot(seat) {
  const colour = seat?.colour ?? "#888888";
  return h("span", {
    class: "dot",
    "data-mark": seat?.mark || false,
    style: `background:${colour};color:${inkOn(colour)}`,
  });
}
