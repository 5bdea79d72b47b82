// How pieces and marks look: the board's palette, target marks (a shape per
// kind, not only a colour), pieces with their stacks, crowns and seat marks.
// Shared by the board renderer and the legend.

/**
 * The board's colours when the style sheet sets none; the custom property
 * of each is named beside it. `edge` is the dark rim every piece and mark
 * is drawn with, so that each reaches 3:1 contrast against every cell it
 * can stand on whatever its own colour (tests/unit/contrast.test.mjs).
 */
export const DEFAULT_COLOURS = {
  light: ["--square-light", "#ecd9b5"],
  dark: ["--square-dark", "#b58863"],
  mid: ["--square-mid", "#d2b28a"],
  label: ["--board-label", "#5b4a3a"],
  last: ["--last-move", "rgba(255, 214, 64, 0.45)"],
  path: ["--last-path", "#d98a00"],
  kill: ["--mark-kill", "#e0301e"],
  engage: ["--mark-engage", "#178a3c"],
  selected: ["--selected", "#ffd400"],
  movable: ["--movable", "rgba(255,255,255,0.85)"],
  cursor: ["--cursor", "#1a73e8"],
  outline: ["--outline", "#ff6a00"],
  canal: ["--canal", "rgba(30, 70, 150, 0.85)"],
  changed: ["--changed", "#ff9f1a"],
  edge: ["--edge", "#1a1410"],
};

/** @typedef {{[K in keyof typeof DEFAULT_COLOURS]: string}} Palette */

/** The board's colours, from the CSS custom properties where `element` sits. @returns {Palette} */
export function palette(element = document.documentElement) {
  const css = getComputedStyle(element);
  const entries = Object.entries(DEFAULT_COLOURS).map(([key, [name, fallback]]) => [key, css.getPropertyValue(name).trim() || fallback]);
  return /** @type {Palette} */ (Object.fromEntries(entries));
}

/** Strokes the current path twice: a wider dark edge, then `colour` on it. @param {CanvasRenderingContext2D} ctx @param {string} colour @param {string} edge @param {number} width */
export function strokeWithEdge(ctx, colour, edge, width) {
  ctx.strokeStyle = edge;
  ctx.lineWidth = width + 3;
  ctx.stroke();
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.stroke();
}

/**
 * Draws a target mark of `kind` centred at (x, y) with radius r (pixels).
 * Marks differ in shape, not only colour. Shared by the board and legend.
 * @param {CanvasRenderingContext2D} ctx @param {string} kind @param {number} x @param {number} y @param {number} r
 */
export function drawMark(ctx, kind, x, y, r, colours = palette()) {
  ctx.save();
  switch (kind) {
    case "kill":
    case "capture-jump": {
      // A crosshair: a ring with four ticks, round the piece to be taken.
      ctx.beginPath();
      ctx.arc(x, y, r * 0.92, 0, Math.PI * 2);
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        ctx.moveTo(x + dx * r * 0.6, y + dy * r * 0.6);
        ctx.lineTo(x + dx * r * 1.12, y + dy * r * 1.12);
      }
      strokeWithEdge(ctx, colours.kill, colours.edge, Math.max(2, r * 0.14));
      break;
    }
    case "jump": {
      ctx.beginPath();
      ctx.arc(x, y, r * 0.5, 0, Math.PI * 2);
      strokeWithEdge(ctx, colours.engage, colours.edge, Math.max(2, r * 0.14));
      break;
    }
    case "drop":
    case "convert": {
      ctx.beginPath();
      ctx.moveTo(x - r * 0.4, y);
      ctx.lineTo(x + r * 0.4, y);
      ctx.moveTo(x, y - r * 0.4);
      ctx.lineTo(x, y + r * 0.4);
      strokeWithEdge(ctx, colours.engage, colours.edge, Math.max(2, r * 0.16));
      break;
    }
    default: {
      // engage, step: a solid dot with a dark rim, on an empty cell.
      ctx.fillStyle = colours.engage;
      ctx.strokeStyle = colours.edge;
      ctx.lineWidth = Math.max(1.5, r * 0.08);
      ctx.beginPath();
      ctx.arc(x, y, r * 0.32, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
  }
  ctx.restore();
}

/**
 * A colour that reads on top of `colour`: near-black on light colours,
 * white on dark ones.
 * @param {string} colour "#rrggbb"
 */
export function inkOn(colour) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#1d1d1d" : "#ffffff";
}

/**
 * Draws a seat's mark (circle, square, triangle, diamond) centred at (x, y), radius s.
 * @param {CanvasRenderingContext2D} ctx @param {string} mark @param {string} ink @param {number} x @param {number} y @param {number} s
 */
export function drawSeatMark(ctx, mark, ink, x, y, s) {
  ctx.save();
  ctx.fillStyle = ink;
  ctx.beginPath();
  switch (mark) {
    case "circle":
      ctx.arc(x, y, s * 0.8, 0, Math.PI * 2);
      break;
    case "square":
      ctx.rect(x - s * 0.72, y - s * 0.72, s * 1.44, s * 1.44);
      break;
    case "triangle":
      ctx.moveTo(x, y - s);
      ctx.lineTo(x + s * 0.95, y + s * 0.7);
      ctx.lineTo(x - s * 0.95, y + s * 0.7);
      break;
    case "diamond":
      ctx.moveTo(x, y - s);
      ctx.lineTo(x + s * 0.8, y);
      ctx.lineTo(x, y + s);
      ctx.lineTo(x - s * 0.8, y);
      break;
    default:
      ctx.restore();
      return;
  }
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

/**
 * Draws one piece (a stack of `height` checkers) centred at (x, y): pieces
 * of size 1 to 3 are drawn clearly smaller or larger, size 0 is the one
 * size of games whose pieces do not differ. `seat` adds its mark; `value`,
 * when given, is written on the piece.
 * @param {CanvasRenderingContext2D} ctx
 * @param {{height:number,size:number,crowned:boolean}} piece
 * @param {string} colour @param {number} x @param {number} y @param {number} r
 * @param {{mark?:string}|null} [seat]
 * @param {number|null} [value]
 */
export function drawPiece(ctx, piece, colour, x, y, r, seat = null, value = null) {
  const radius = r * (piece.size > 0 ? 0.36 + 0.16 * piece.size : 0.82);
  for (let level = 0; level < piece.height; level++) {
    const cy = y - level * radius * 0.28 + (piece.height - 1) * radius * 0.14;
    const g = ctx.createRadialGradient(x - radius * 0.3, cy - radius * 0.35, radius * 0.1, x, cy, radius);
    g.addColorStop(0, "rgba(255,255,255,0.55)");
    g.addColorStop(0.35, colour);
    g.addColorStop(1, colour);
    ctx.fillStyle = g;
    // A dark rim, so that a piece stands out on any cell, whatever its colour.
    ctx.strokeStyle = DEFAULT_COLOURS.edge[1];
    ctx.lineWidth = Math.max(2, radius * 0.08);
    ctx.beginPath();
    ctx.arc(x, cy, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
  }
  if (piece.crowned) {
    // A King: an inner ring as well as the crown, so it never rests on colour.
    ctx.strokeStyle = inkOn(colour);
    ctx.lineWidth = Math.max(1.5, radius * 0.09);
    ctx.beginPath();
    ctx.arc(x, y, radius * 0.78, 0, Math.PI * 2);
    ctx.stroke();
    const s = radius * 0.5;
    ctx.fillStyle = "#ffe26a";
    ctx.strokeStyle = "rgba(0,0,0,0.6)";
    ctx.beginPath();
    ctx.moveTo(x - s, y + s * 0.5);
    ctx.lineTo(x - s, y - s * 0.4);
    ctx.lineTo(x - s * 0.5, y);
    ctx.lineTo(x, y - s * 0.7);
    ctx.lineTo(x + s * 0.5, y);
    ctx.lineTo(x + s, y - s * 0.4);
    ctx.lineTo(x + s, y + s * 0.5);
    ctx.closePath();
    ctx.fill();
    ctx.stroke();
  }
  const ink = inkOn(colour);
  if (value !== null) {
    ctx.save();
    ctx.fillStyle = ink;
    ctx.font = `bold ${Math.round(radius * 0.95)}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    ctx.fillText(String(value), x, y + radius * 0.05);
    ctx.restore();
  } else if (seat?.mark) {
    drawSeatMark(ctx, seat.mark, ink, x, y, Math.max(2.5, radius * 0.3));
  }
}
