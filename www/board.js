// The canvas renderer: draws a view (see src/view.rs) and answers which cell
// lies under a point. It knows no game: cells come with their centres, pieces
// with owner/height/size/crown, and targets with a kind mapped to a mark.

/** @typedef {{name:string,x:number,y:number,shade:number}} Cell */
/** @typedef {{cell:string,owner:number,height:number,crowned:boolean,size:number}} Piece */
/** @typedef {{name:string,colour:string,mark:string}} Seat */
/** @typedef {{cell:string|null,kind:string,action:string}} Target */
/** @typedef {{from:string|null,targets:Target[]}} Group */
/**
 * @typedef {{board:{cellShape:string,cellSize:number,width:number,height:number,cells:Cell[],labels:{text:string,x:number,y:number}[],lines:number[][]},
 *   seats:Seat[], pieces:Piece[], groups:Group[], last:string[], note:string|null, active:string|null, stashes:number[][],
 *   changed:{cell:string,lines:string[][]}[],
 *   status:{over:boolean,toAct:number|null,winners:number[],reason:string}, scores:number[],
 *   moves:{action:string,player:number}[]}} View
 */
/**
 * What the page adds on top of the view.
 * @typedef {{selected:string|null, cursor:string|null, showCursor:boolean,
 *   drag:{cell:string,x:number,y:number}|null, outline:string[], showValues?:boolean,
 *   hideLines?:boolean, flash?:number}} Overlay
 */

/** Board units of margin around the cells, for the coordinate labels. */
const MARGIN = 0.65;

/** The board's colours, from the CSS custom properties where `element` sits. */
function palette(element = document.documentElement) {
  const css = getComputedStyle(element);
  const v = (name, fallback) => css.getPropertyValue(name).trim() || fallback;
  return {
    light: v("--square-light", "#ecd9b5"),
    dark: v("--square-dark", "#b58863"),
    mid: v("--square-mid", "#d2b28a"),
    label: v("--board-label", "#5b4a3a"),
    last: v("--last-move", "rgba(255, 214, 64, 0.45)"),
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
 * @param {CanvasRenderingContext2D} ctx
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
      for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
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
 */
export function inkOn(colour) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#1d1d1d" : "#ffffff";
}

/** Draws a seat's mark (circle, square, triangle, diamond) centred at (x, y), radius s. */
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
 * @param {{height:number,size:number,crowned:boolean}} piece
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

export class BoardRenderer {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d"));
    this.flipped = false;
    this.cssWidth = 0;
    this.cssHeight = 0;
    /** @type {View|null} */
    this.view = null;
    this.colours = palette(canvas);
  }

  /** Sizes the canvas to the space it has, sharp at any device pixel ratio. */
  resize(cssWidth, cssHeight) {
    const dpr = window.devicePixelRatio || 1;
    this.cssWidth = cssWidth;
    this.cssHeight = cssHeight;
    this.canvas.style.width = `${cssWidth}px`;
    this.canvas.style.height = `${cssHeight}px`;
    this.canvas.width = Math.round(cssWidth * dpr);
    this.canvas.height = Math.round(cssHeight * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  }

  /** Scale and offset that fit the board and its labels in the canvas. */
  layout() {
    const b = /** @type {View} */ (this.view).board;
    const unitsW = b.width + 2 * MARGIN;
    const unitsH = b.height + 2 * MARGIN;
    const scale = Math.min(this.cssWidth / unitsW, this.cssHeight / unitsH);
    const ox = (this.cssWidth - unitsW * scale) / 2 + MARGIN * scale;
    const oy = (this.cssHeight - unitsH * scale) / 2 + MARGIN * scale;
    return { scale, ox, oy, b };
  }

  /** Board units to CSS pixels, honouring the flip. */
  toScreen(x, y) {
    const { scale, ox, oy, b } = this.layout();
    if (this.flipped) {
      x = b.width - x;
      y = b.height - y;
    }
    return { x: ox + x * scale, y: oy + y * scale };
  }

  /** The name of the cell whose centre is nearest (px, py), within the cell. */
  cellAt(px, py) {
    if (!this.view) return null;
    const { scale, b } = this.layout();
    let best = null;
    let bestDist = Infinity;
    for (const c of b.cells) {
      const p = this.toScreen(c.x, c.y);
      const d = Math.hypot(p.x - px, p.y - py);
      if (d < bestDist) {
        bestDist = d;
        best = c.name;
      }
    }
    return bestDist <= b.cellSize * scale * 0.72 ? best : null;
  }

  /** The CSS-pixel centre of a named cell. */
  centreOf(name) {
    const cell = this.view?.board.cells.find((c) => c.name === name);
    return cell ? this.toScreen(cell.x, cell.y) : null;
  }

  /**
   * @param {View} view
   * @param {Overlay} overlay
   */
  draw(view, overlay) {
    this.view = view;
    const ctx = this.ctx;
    const { scale, b } = this.layout();
    const half = (b.cellSize * scale) / 2;
    const colours = this.colours;
    ctx.clearRect(0, 0, this.cssWidth, this.cssHeight);

    const shades = [colours.light, colours.dark, colours.mid];
    for (const c of b.cells) {
      const p = this.toScreen(c.x, c.y);
      ctx.fillStyle = shades[c.shade] ?? colours.dark;
      this.cellPath(p.x, p.y, half, b.cellShape);
      ctx.fill();
      if (b.cellShape === "hex") {
        ctx.strokeStyle = "rgba(60, 40, 20, 0.35)";
        ctx.lineWidth = 1;
        ctx.stroke();
      }
      if (view.last.includes(c.name)) {
        ctx.fillStyle = colours.last;
        ctx.fill();
      }
    }

    ctx.fillStyle = colours.label;
    ctx.font = `${Math.max(10, Math.round(scale * 0.3))}px system-ui, sans-serif`;
    ctx.textAlign = "center";
    ctx.textBaseline = "middle";
    for (const l of b.labels) {
      const p = this.toScreen(l.x, l.y);
      ctx.fillText(l.text, p.x, p.y);
    }

    // Lines between cells, such as canals, drawn over the squares.
    ctx.strokeStyle = colours.canal;
    ctx.lineWidth = Math.max(3, scale * 0.09);
    ctx.lineCap = "round";
    for (const [x1, y1, x2, y2] of b.lines ?? []) {
      const a = this.toScreen(x1, y1);
      const z = this.toScreen(x2, y2);
      ctx.beginPath();
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(z.x, z.y);
      ctx.stroke();
    }

    // Any piece that can act carries a halo (in some games, either side's).
    const movable = new Set(view.groups.map((g) => g.from).filter(Boolean));
    for (const piece of view.pieces) {
      if (overlay.drag && overlay.drag.cell === piece.cell) continue;
      const p = this.centreOf(piece.cell);
      if (!p) continue;
      if (movable.has(piece.cell) && overlay.selected !== piece.cell) {
        ctx.strokeStyle = colours.movable;
        ctx.lineWidth = Math.max(2, half * 0.1);
        ctx.setLineDash([half * 0.22, half * 0.14]);
        ctx.beginPath();
        ctx.arc(p.x, p.y, half * 0.93, 0, Math.PI * 2);
        ctx.stroke();
        ctx.setLineDash([]);
      }
      this.drawPieceAt(piece, p.x, p.y, half, overlay);
    }

    // The lines behind the last action's changes, over the pieces so they
    // show, translucent so the pieces do too; a dot marks each end.
    if (!overlay.hideLines) {
      ctx.save();
      ctx.strokeStyle = colours.changed;
      ctx.fillStyle = colours.changed;
      ctx.globalAlpha = 0.7;
      ctx.lineWidth = Math.max(3, scale * 0.11);
      ctx.lineJoin = "round";
      ctx.lineCap = "round";
      for (const change of view.changed ?? []) {
        for (const line of change.lines) {
          const points = line.map((name) => this.centreOf(name)).filter(Boolean);
          ctx.beginPath();
          for (const p of points) ctx.lineTo(p.x, p.y);
          ctx.stroke();
          for (const p of [points[0], points.at(-1)]) {
            ctx.beginPath();
            ctx.arc(p.x, p.y, Math.max(3, scale * 0.13), 0, Math.PI * 2);
            ctx.fill();
          }
        }
      }
      ctx.restore();
    }

    // Pieces the last action changed: a ring round each, pulsing while the
    // page flashes them (flash runs from 1 down to 0).
    for (const change of view.changed ?? []) {
      const p = this.centreOf(change.cell);
      if (!p) continue;
      const pulse = overlay.flash ?? 0;
      ctx.strokeStyle = colours.changed;
      ctx.lineWidth = Math.max(3, half * 0.14) * (1 + pulse);
      ctx.beginPath();
      ctx.arc(p.x, p.y, half * (0.95 + 0.35 * pulse), 0, Math.PI * 2);
      ctx.stroke();
    }

    if (overlay.selected) {
      const p = this.centreOf(overlay.selected);
      if (p) {
        ctx.strokeStyle = colours.selected;
        ctx.lineWidth = Math.max(3, half * 0.16);
        this.cellPath(p.x, p.y, half * 0.94, b.cellShape);
        ctx.stroke();
      }
    }
    const group = view.groups.find((g) => g.from === overlay.selected) ??
      (overlay.selected ? null : view.groups.find((g) => g.from === null));
    for (const t of group?.targets ?? []) {
      if (!t.cell) continue;
      const p = this.centreOf(t.cell);
      if (p) drawMark(ctx, t.kind, p.x, p.y, half, colours);
    }

    if (overlay.drag) {
      const piece = view.pieces.find((q) => q.cell === overlay.drag?.cell);
      if (piece) {
        this.drawPieceAt(piece, overlay.drag.x, overlay.drag.y, half * 1.1, overlay);
      }
    }

    // Cells the page points out, such as the wall behind a refused move.
    for (const name of overlay.outline ?? []) {
      this.dashedCell(name, colours.outline, Math.max(3, half * 0.14), [half * 0.3, half * 0.16], half * 0.88);
    }
    if (overlay.cursor && overlay.showCursor) {
      this.dashedCell(overlay.cursor, colours.cursor, Math.max(2, half * 0.1), [half * 0.25, half * 0.15], half * 0.86);
    }
  }

  drawPieceAt(piece, x, y, r, overlay) {
    const seat = /** @type {View} */ (this.view).seats[piece.owner - 1];
    drawPiece(this.ctx, piece, seat.colour, x, y, r, seat, overlay.showValues && piece.size > 0 ? piece.size : null);
  }

  /** Strokes a dashed outline round the named cell, `inset` from its centre. */
  dashedCell(name, colour, width, dash, inset) {
    const p = this.centreOf(name);
    if (!p || !this.view) return;
    const ctx = this.ctx;
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    this.cellPath(p.x, p.y, inset, this.view.board.cellShape);
    ctx.stroke();
    ctx.setLineDash([]);
  }

  /** A path round a cell: a square, or a pointy-top hexagon. */
  cellPath(x, y, half, shape) {
    const ctx = this.ctx;
    ctx.beginPath();
    if (shape === "hex") {
      const r = half * 1.155; // circumradius of a hexagon whose inradius is `half`
      for (let i = 0; i < 6; i++) {
        const a = Math.PI / 6 + (i * Math.PI) / 3;
        ctx.lineTo(x + r * Math.cos(a), y + r * Math.sin(a));
      }
      ctx.closePath();
    } else {
      ctx.rect(x - half, y - half, 2 * half, 2 * half);
    }
  }
}
