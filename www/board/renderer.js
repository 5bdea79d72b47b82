// The canvas renderer: draws a view (see src/view.rs) and answers which cell
// lies under a point. It knows no game: cells come with their centres, pieces
// with owner/height/size/crown, and targets with a kind mapped to a mark.

import { drawMark, drawPiece, palette, strokeWithEdge } from "./marks.js";
import { drawTurnPaths, turnTints } from "./turn-paths.js";

/** @typedef {import("../engine").View} View */
/** @typedef {import("../engine").PieceView} PieceView */
/** @typedef {import("../engine").TurnView} TurnView */
/** @typedef {import("./animation.js").Motion} Motion */
/**
 * What the page adds on top of the view; `turns` are the recent turns to
 * mark (see page/turn-marks.js); `allTargets` shows every piece's marks
 * while none is picked up (a figure of the rules).
 * @typedef {{selected: string|null, cursor: string|null, showCursor: boolean,
 *   drag: {cell: string, x: number, y: number}|null, outline: string[], showValues: boolean,
 *   hideLines: boolean, flash: number, turns: TurnView[], allTargets: boolean}} Overlay
 */

/** An overlay that adds nothing: no selection, cursor, marks or outlines. @returns {Overlay} */
export function bareOverlay() {
  return {
    selected: null,
    cursor: null,
    showCursor: false,
    drag: null,
    outline: [],
    showValues: false,
    hideLines: false,
    flash: 0,
    turns: [],
    allTargets: false,
  };
}

/** Board units of margin around the cells, for the coordinate labels. */
const MARGIN = 0.65;

/**
 * How tall the board is drawn for its width, labels included: what a box
 * needs to hold it with no band to spare.
 * @param {{width: number, height: number}} board
 */
export function boardAspect(board) {
  const { unitsW, unitsH } = boardUnits(board);
  return unitsH / unitsW;
}

/** The board's size with its labels' margin, in board units. @param {{width: number, height: number}} board */
function boardUnits(board) {
  return { unitsW: board.width + 2 * MARGIN, unitsH: board.height + 2 * MARGIN };
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

  /** Sizes the canvas to the space it has, sharp at any device pixel ratio. @param {number} cssWidth @param {number} cssHeight */
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
    const { unitsW, unitsH } = boardUnits(b);
    const scale = Math.min(this.cssWidth / unitsW, this.cssHeight / unitsH);
    const ox = (this.cssWidth - unitsW * scale) / 2 + MARGIN * scale;
    const oy = (this.cssHeight - unitsH * scale) / 2 + MARGIN * scale;
    return { scale, ox, oy, b };
  }

  /** Board units to CSS pixels, honouring the flip. @param {number} x @param {number} y */
  toScreen(x, y) {
    const { scale, ox, oy, b } = this.layout();
    if (this.flipped) {
      x = b.width - x;
      y = b.height - y;
    }
    return { x: ox + x * scale, y: oy + y * scale };
  }

  /** The name of the cell whose centre is nearest (px, py), within the cell. @param {number} px @param {number} py */
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

  /** The CSS-pixel centre of a named cell. @param {string} name */
  centreOf(name) {
    const cell = this.view?.board.cells.find((c) => c.name === name);
    return cell ? this.toScreen(cell.x, cell.y) : null;
  }

  /**
   * Draws `view` with the page's `overlay`; while pieces move, `motion`
   * stands in for the pieces on its hidden cells (board/animation.js).
   * @param {View} view
   * @param {Overlay} overlay
   * @param {Motion|null} [motion]
   */
  draw(view, overlay, motion = null) {
    this.view = view;
    const ctx = this.ctx;
    const { scale, b } = this.layout();
    const half = (b.cellSize * scale) / 2;
    const colours = this.colours;
    ctx.clearRect(0, 0, this.cssWidth, this.cssHeight);

    const shades = [colours.light, colours.dark, colours.mid];
    const tints = turnTints(view, overlay.turns ?? [], colours);
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
      const tint = tints.get(c.name);
      if (tint) {
        ctx.save();
        ctx.globalAlpha = tint.alpha;
        ctx.fillStyle = tint.colour;
        ctx.fill();
        ctx.restore();
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
      if (motion?.hidden.has(piece.cell)) continue;
      const p = this.centreOf(piece.cell);
      if (!p) continue;
      if (movable.has(piece.cell) && overlay.selected !== piece.cell) {
        // Light dashes on a dark ring: one of the two shows on any cell.
        ctx.beginPath();
        ctx.arc(p.x, p.y, half * 0.93, 0, Math.PI * 2);
        ctx.strokeStyle = colours.edge;
        ctx.lineWidth = Math.max(2, half * 0.1) + 2;
        ctx.stroke();
        ctx.strokeStyle = colours.movable;
        ctx.lineWidth = Math.max(2, half * 0.1);
        ctx.setLineDash([half * 0.22, half * 0.14]);
        ctx.stroke();
        ctx.setLineDash([]);
      }
      this.drawPieceAt(piece, p.x, p.y, half, overlay);
    }

    drawTurnPaths(this, view, overlay.turns ?? [], colours);

    // Pieces in motion, over the paths that show where they go.
    for (const sprite of motion?.sprites ?? []) {
      const p = this.toScreen(sprite.x, sprite.y);
      ctx.save();
      ctx.globalAlpha = Math.max(0, Math.min(1, sprite.alpha));
      this.drawPieceAt(sprite.piece, p.x, p.y - sprite.lift * scale, half * sprite.scale, overlay);
      ctx.restore();
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
          const points = line.flatMap((name) => this.centreOf(name) ?? []);
          if (!points.length) continue;
          ctx.beginPath();
          for (const p of points) ctx.lineTo(p.x, p.y);
          ctx.stroke();
          for (const p of [points[0], points[points.length - 1]]) {
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
        this.cellPath(p.x, p.y, half * 0.9, b.cellShape);
        strokeWithEdge(ctx, colours.selected, colours.edge, Math.max(3, half * 0.16));
      }
    }
    const group = view.groups.find((g) => g.from === overlay.selected) ?? (overlay.selected ? null : view.groups.find((g) => g.from === null));
    const shown = overlay.allTargets && !overlay.selected ? view.groups : group ? [group] : [];
    for (const t of shown.flatMap((g) => g.targets)) {
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

  /** @param {PieceView} piece @param {number} x @param {number} y @param {number} r @param {Overlay} overlay */
  drawPieceAt(piece, x, y, r, overlay) {
    const seat = /** @type {View} */ (this.view).seats[piece.owner - 1];
    drawPiece(this.ctx, piece, seat.colour, x, y, r, seat, overlay.showValues && piece.size > 0 ? piece.size : null);
  }

  /**
   * Strokes a dashed outline round the named cell, `inset` from its centre, on a dark edge.
   * @param {string} name @param {string} colour @param {number} width @param {number[]} dash @param {number} inset
   */
  dashedCell(name, colour, width, dash, inset) {
    const p = this.centreOf(name);
    if (!p || !this.view) return;
    const ctx = this.ctx;
    this.cellPath(p.x, p.y, inset, this.view.board.cellShape);
    // Dashes of `colour` on a dark edge, so the outline shows on any cell.
    ctx.strokeStyle = this.colours.edge;
    ctx.lineWidth = width + 3;
    ctx.stroke();
    ctx.strokeStyle = colour;
    ctx.lineWidth = width;
    ctx.setLineDash(dash);
    ctx.stroke();
    ctx.setLineDash([]);
  }

  /** A path round a cell: a square, or a pointy-top hexagon. @param {number} x @param {number} y @param {number} half @param {string} shape */
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
