// How pieces and marks look: the board's palette, target marks (a shape per
// kind, not only a colour), pieces with their stacks, crowns and seat marks.
// Shared by the board renderer and the legend.

/** @typedef {ReturnType<typeof palette>} Palette */

/** The board's colours, from the CSS custom properties where `element` sits. */
export function palette(element = document.documentElement) {
  const css = getComputedStyle(element);
  const v = (/** @type {string} */ name, /** @type {string} */ fallback) => css.getPropertyValue(name).trim() || fallback;
  return {
    light: v("--square-light", "#ecd9b5"),
    dark: v("--square-dark", "#b58863"),
    mid: v("--square-mid", "#d2b28a"),
    label: v("--board-label", "#5b4a3a"),
    last: v("--last-move", "rgba(255, 214, 64, 0.45)"),
    path: v("--last-path", "#d98a00"),
    pathHalo: v("--last-path-halo", "rgba(20, 12, 0, 0.6)"),
    kill: v("--mark-kill", "#e0301e"),
    engage: v("--mark-engage", "#178a3c"),
    selected: v("--selected", "#ffd400"),
    movable: v("--movable", "rgba(255,255,255,0.85)"),
    cursor: v("--cursor", "#1a73e8"),
    outline: v("--outline", "#ff6a00"),
    canal: v("--canal", "rgba(30, 70, 150, 0.85)"),
    changed: v("--changed", "#ff9f1a"),
  };
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
      ctx.strokeStyle = colours.kill;
      ctx.lineWidth = Math.max(2, r * 0.14);
      ctx.beginPath();
      ctx.arc(x, y, r * 0.92, 0, Math.PI * 2);
      ctx.stroke();
      ctx.beginPath();
      for (const [dx, dy] of [
        [1, 0],
        [-1, 0],
        [0, 1],
        [0, -1],
      ]) {
        ctx.moveTo(x + dx * r * 0.6, y + dy * r * 0.6);
        ctx.lineTo(x + dx * r * 1.12, y + dy * r * 1.12);
      }
      ctx.stroke();
      break;
    }
    case "jump": {
      ctx.strokeStyle = colours.engage;
      ctx.lineWidth = Math.max(2, r * 0.14);
      ctx.beginPath();
      ctx.arc(x, y, r * 0.5, 0, Math.PI * 2);
      ctx.stroke();
      break;
    }
    case "drop":
    case "convert": {
      ctx.strokeStyle = colours.engage;
      ctx.lineWidth = Math.max(2, r * 0.16);
      ctx.beginPath();
      ctx.moveTo(x - r * 0.4, y);
      ctx.lineTo(x + r * 0.4, y);
      ctx.moveTo(x, y - r * 0.4);
      ctx.lineTo(x, y + r * 0.4);
      ctx.stroke();
      break;
    }
    default: {
      // engage, step: a solid dot with a light rim, on an empty cell.
      ctx.fillStyle = colours.engage;
      ctx.strokeStyle = "rgba(255,255,255,0.9)";
      ctx.lineWidth = Math.max(1, r * 0.08);
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
    ctx.strokeStyle = "rgba(0,0,0,0.55)";
    ctx.lineWidth = Math.max(1, radius * 0.07);
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
