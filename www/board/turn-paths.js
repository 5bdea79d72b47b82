// How the board marks recent turns: the cells each turn touched are tinted,
// every move is drawn as a path from its origin through each landing with
// an arrowhead, a piece taken off the board leaves a cross, and in games of
// three or four players each turn has its player's colour and shape, so
// colour is never the only signal. Two-player games keep the one
// last-move colour, as players of board games online expect.

import { drawSeatMark, inkOn } from "./marks.js";

/** @typedef {import("../engine").View} View */
/** @typedef {import("../engine").TurnView} TurnView */
/** @typedef {import("./marks.js").Palette} Palette */
/**
 * What drawing a path needs of the renderer.
 * @typedef {{ctx: CanvasRenderingContext2D, centreOf: (name: string) => {x: number, y: number}|null,
 *   layout: () => {scale: number}}} Surface
 */

/** The colour a turn is marked in. @param {View} view @param {TurnView} turn @param {Palette} colours */
function turnColour(view, turn, colours) {
  return view.seats.length > 2 ? (view.seats[turn.player - 1]?.colour ?? colours.path) : colours.path;
}

/**
 * The tint of each cell the turns touched: origin, landings, drops and the
 * cells pieces were taken from.
 * @param {View} view @param {TurnView[]} turns @param {Palette} colours
 * @returns {Map<string, {colour: string, alpha: number}>}
 */
export function turnTints(view, turns, colours) {
  const tints = new Map();
  const many = view.seats.length > 2;
  for (const turn of turns) {
    const tint = many ? { colour: view.seats[turn.player - 1]?.colour ?? colours.last, alpha: 0.4 } : { colour: colours.last, alpha: 1 };
    for (const a of turn.actions) {
      for (const cell of [a.from, a.to, ...a.removed]) if (cell) tints.set(cell, tint);
    }
  }
  return tints;
}

/**
 * The turn's moves as paths of cells: a chain of jumps is one path.
 * @param {TurnView} turn
 */
export function turnPaths(turn) {
  /** @type {string[][]} */
  const paths = [];
  for (const a of turn.actions) {
    if (!a.from || !a.to) continue;
    const last = paths.at(-1);
    if (last && last.at(-1) === a.from) last.push(a.to);
    else paths.push([a.from, a.to]);
  }
  return paths;
}

/**
 * Draws the turns' paths, crosses and seat shapes over the pieces.
 * @param {Surface} surface @param {View} view @param {TurnView[]} turns @param {Palette} colours
 */
export function drawTurnPaths(surface, view, turns, colours) {
  const { ctx } = surface;
  const { scale } = surface.layout();
  const width = Math.max(3, scale * 0.09);
  const occupied = new Set(view.pieces.map((p) => p.cell));
  ctx.save();
  ctx.lineJoin = "round";
  ctx.lineCap = "round";
  for (const turn of turns) {
    const colour = turnColour(view, turn, colours);
    for (const path of turnPaths(turn)) {
      const points = path.flatMap((name) => surface.centreOf(name) ?? []);
      if (points.length < 2) continue;
      for (const [stroke, w] of [
        [colours.edge, width + 3],
        [colour, width],
      ]) {
        ctx.strokeStyle = String(stroke);
        ctx.fillStyle = String(stroke);
        ctx.lineWidth = Number(w);
        strokeArrow(ctx, points, scale * 0.3, Number(w));
      }
    }
    // A cross where a piece was taken and nothing stands now.
    for (const a of turn.actions) {
      for (const cell of a.removed) {
        const p = occupied.has(cell) ? null : surface.centreOf(cell);
        if (!p) continue;
        const r = scale * 0.22;
        for (const [stroke, w] of [
          [colours.edge, width + 3],
          [colour, width],
        ]) {
          ctx.strokeStyle = String(stroke);
          ctx.lineWidth = Number(w);
          ctx.beginPath();
          ctx.moveTo(p.x - r, p.y - r);
          ctx.lineTo(p.x + r, p.y + r);
          ctx.moveTo(p.x + r, p.y - r);
          ctx.lineTo(p.x - r, p.y + r);
          ctx.stroke();
        }
      }
    }
    // The player's shape in the corner of the turn's last cell.
    const seat = view.seats[turn.player - 1];
    const end = turn.actions.findLast((a) => a.to)?.to;
    const p = end ? surface.centreOf(end) : null;
    if (seat?.mark && p && view.seats.length > 2) {
      const r = scale * 0.17;
      const x = p.x - scale * 0.32;
      const y = p.y - scale * 0.32;
      ctx.fillStyle = seat.colour;
      ctx.strokeStyle = colours.edge;
      ctx.lineWidth = 2;
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      drawSeatMark(ctx, seat.mark, inkOn(seat.colour), x, y, r * 0.6);
    }
  }
  ctx.restore();
}

/**
 * Strokes a polyline through `points`, stopping short of the last so its
 * arrowhead does not hide the piece there, and fills the arrowhead.
 * @param {CanvasRenderingContext2D} ctx @param {{x: number, y: number}[]} points @param {number} head @param {number} width
 */
function strokeArrow(ctx, points, head, width) {
  const end = /** @type {{x: number, y: number}} */ (points.at(-1));
  const before = points[points.length - 2];
  const length = Math.hypot(end.x - before.x, end.y - before.y) || 1;
  const ux = (end.x - before.x) / length;
  const uy = (end.y - before.y) / length;
  const tip = { x: end.x - ux * head * 0.35, y: end.y - uy * head * 0.35 };
  const base = { x: tip.x - ux * head, y: tip.y - uy * head };
  ctx.beginPath();
  ctx.moveTo(points[0].x, points[0].y);
  for (const p of points.slice(1, -1)) ctx.lineTo(p.x, p.y);
  ctx.lineTo(base.x, base.y);
  ctx.stroke();
  const spread = head * 0.55 + width / 2;
  ctx.beginPath();
  ctx.moveTo(tip.x + ux * (width / 2), tip.y + uy * (width / 2));
  ctx.lineTo(base.x - uy * spread, base.y + ux * spread);
  ctx.lineTo(base.x + uy * spread, base.y - ux * spread);
  ctx.closePath();
  ctx.fill();
}
