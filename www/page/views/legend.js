// The board's legend (each kind of mark this game uses, drawn as on the
// board) and the game's credit line: drawn once, from the game list.

import { h } from "../../dom.js";
import { drawMark, drawPiece } from "../../board/marks.js";

/** @typedef {import("../../engine").GameInfo} GameInfo */
/** @typedef {import("../../engine").ActionKind} ActionKind */

/** @param {ActionKind} kind @param {string} label */
function legendItem(kind, label) {
  const c = h("canvas", { width: "28", height: "28", "aria-hidden": "true" });
  const ctx = /** @type {CanvasRenderingContext2D} */ (/** @type {HTMLCanvasElement} */ (c).getContext("2d"));
  // Drawn on a dark square, as the marks appear on the board.
  ctx.fillStyle = getComputedStyle(document.documentElement).getPropertyValue("--square-dark").trim() || "#b58863";
  ctx.fillRect(0, 0, 28, 28);
  // A kill's mark sits round the piece it takes; a capturing jump's on
  // the empty square where the jumper lands.
  if (kind === "kill") drawPiece(ctx, { height: 1, size: 0, crowned: false }, "#999999", 14, 14, 11);
  drawMark(ctx, kind, 14, 14, 11);
  return h("li", { "data-kind": kind }, [c, label]);
}

/** @param {string} name @param {string} label */
function legendSwatch(name, label) {
  return h("li", {}, [h("span", { class: `swatch swatch-${name}`, "aria-hidden": "true" }), label]);
}

/** @param {GameInfo} info */
export function buildLegend(info) {
  const legend = h("ul", { class: "legend" });
  for (const { kind, label } of info.legend) legend.append(legendItem(kind, label));
  legend.append(legendSwatch("last", "Last move"));
  legend.append(legendSwatch("movable", "Can move"));
  return legend;
}

/** The game's credit line: "by Mark Steere, 2010". @param {GameInfo} info */
export function credit(info) {
  return `by ${info.designer}${info.year ? `, ${info.year}` : ""}`;
}
