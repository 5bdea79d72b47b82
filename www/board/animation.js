// Pieces in motion: an action just played is shown moving, from the view
// before it to the view after. A move slides; a jump arcs over the piece it
// jumps; pieces taken off fade; a drop, a new King or a new male pops in.
// Generic: it reads the engine's marks of the action (from, to, removed,
// changed), never a game's rules. The Animator plays steps one after
// another, so a computer's turn of several actions plays out action by
// action, and finishes them all at once when the player presses.

/** @typedef {import("../engine").View} View */
/** @typedef {import("../engine").PieceView} PieceView */
/** @typedef {import("../engine").ActionMark} ActionMark */
/**
 * A piece drawn away from its cell: at (x, y) in board units, lifted by
 * `lift` board units (a jump), scaled and faded.
 * @typedef {{piece: PieceView, x: number, y: number, lift: number, scale: number, alpha: number}} Sprite
 */
/**
 * One action's animation: the view after it, the cells whose pieces the
 * sprites stand in for, and the sprites at a time t from 0 to 1.
 * @typedef {{after: View, duration: number, hidden: Set<string>, sprites: (t: number) => Sprite[]}} Step
 */
/** What to draw now: the view, and the pieces in motion over it. @typedef {{view: View, hidden: Set<string>, sprites: Sprite[]}} Motion */

/** How long an action takes at Normal speed, and the extra per cell a slide crosses. */
const BASE_MS = 260;
const PER_CELL_MS = 45;
/** More steps than this waiting: the oldest are finished at once, so the board never lags far behind. */
const MAX_WAITING = 3;

/** @param {number} t */
const easeInOut = (t) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);
/** Overshoots a little before settling: a pop. @param {number} t */
const easeOutBack = (t) => 1 + 2.2 * (t - 1) ** 3 + 1.2 * (t - 1) ** 2;

/**
 * The animation of the action `mark` that led from the pieces `before` to
 * `after`, at a speed `factor` (1: Normal); null when nothing moves (an
 * end of turn) or the speed is Off.
 * @param {PieceView[]} before @param {View} after @param {ActionMark|undefined} mark @param {number} factor
 * @returns {Step|null}
 */
export function planStep(before, after, mark, factor) {
  if (!mark || factor <= 0 || !mark.to) return null;
  const cells = new Map(after.board.cells.map((c) => [c.name, c]));
  const size = after.board.cellSize || 1;
  const beforeAt = new Map(before.map((p) => [p.cell, p]));
  const afterAt = new Map(after.pieces.map((p) => [p.cell, p]));
  const to = cells.get(mark.to);
  if (!to) return null;
  const from = mark.from ? cells.get(mark.from) : undefined;
  /** @type {Set<string>} */
  const hidden = new Set();
  /** @type {((t: number) => Sprite|null)[]} */
  const parts = [];
  // Pieces taken off fade where they stood (under a piece landing there).
  for (const cell of mark.removed) {
    const victim = beforeAt.get(cell);
    const at = cells.get(cell);
    if (!victim || !at) continue;
    parts.push((t) => ({ piece: victim, x: at.x, y: at.y, lift: 0, scale: 1 + 0.25 * t, alpha: 1 - t }));
  }
  let cellsCrossed = 0;
  const arrived = afterAt.get(mark.to);
  if (from && arrived) {
    // A move: slides, or arcs over what it jumps.
    const jumps = mark.removed.some((cell) => cell !== mark.to);
    cellsCrossed = Math.hypot(to.x - from.x, to.y - from.y) / size;
    const mover = beforeAt.get(/** @type {string} */ (mark.from)) ?? arrived;
    hidden.add(mark.to);
    parts.push((t) => {
      const e = easeInOut(t);
      const arc = jumps ? Math.sin(Math.PI * e) : 0;
      return {
        piece: t < 1 ? mover : arrived,
        x: from.x + (to.x - from.x) * e,
        y: from.y + (to.y - from.y) * e,
        lift: 0.45 * size * arc,
        scale: 1 + 0.2 * arc,
        alpha: 1,
      };
    });
  } else if (arrived) {
    // A drop or a piece made where it stands: pops in.
    hidden.add(mark.to);
    parts.push((t) => ({ piece: arrived, x: to.x, y: to.y, lift: 0, scale: Math.max(0.05, easeOutBack(t)), alpha: Math.min(1, 0.3 + t) }));
  }
  // Pieces the action changed where they stand (soldiers made Kings) pop.
  for (const cell of mark.changed) {
    const piece = afterAt.get(cell);
    const at = cells.get(cell);
    if (!piece || !at || hidden.has(cell)) continue;
    hidden.add(cell);
    parts.push((t) => ({
      piece: t < 0.5 ? (beforeAt.get(cell) ?? piece) : piece,
      x: at.x,
      y: at.y,
      lift: 0,
      scale: 1 + 0.3 * Math.sin(Math.PI * t),
      alpha: 1,
    }));
  }
  if (!parts.length) return null;
  const duration = factor * (BASE_MS + PER_CELL_MS * Math.min(cellsCrossed, 8));
  return {
    after,
    duration,
    hidden,
    sprites: (t) => parts.flatMap((part) => part(Math.max(0, Math.min(1, t))) ?? []),
  };
}

/** Plays steps one after another, each from the moment the one before ends. */
export class Animator {
  constructor() {
    /** @type {Step[]} */
    this.waiting = [];
    /** @type {{step: Step, start: number}|null} */
    this.current = null;
  }

  /** @param {Step} step */
  add(step) {
    this.waiting.push(step);
    while (this.waiting.length > MAX_WAITING) this.waiting.shift();
  }

  /** True while a step is playing or waiting. */
  get running() {
    return this.current !== null || this.waiting.length > 0;
  }

  /** Ends every step at once: the board shows the game as it is. */
  finish() {
    this.current = null;
    this.waiting = [];
  }

  /**
   * What to draw at time `now` (milliseconds), or null when nothing moves.
   * @param {number} now @returns {Motion|null}
   */
  frame(now) {
    while (true) {
      if (!this.current) {
        const step = this.waiting.shift();
        if (!step) return null;
        this.current = { step, start: now };
      }
      const { step, start } = this.current;
      const t = step.duration > 0 ? (now - start) / step.duration : 1;
      if (t < 1) return { view: step.after, hidden: step.hidden, sprites: step.sprites(t) };
      this.current = null;
    }
  }
}

/**
 * True when `after` is `before` with one action more on the same line (an
 * action played, or a replay's step forward): the change that animates.
 * Anything else (undo, a jump through a record, a new game) is shown at once.
 * @param {View} before @param {View} after
 */
export function oneActionApart(before, after) {
  const n = before.moves.length;
  if (after.moves.length !== n + 1) return false;
  const last = before.moves[n - 1];
  const same = after.moves[n - 1];
  return n === 0 || (last.action === same.action && last.turn === same.turn && last.player === same.player);
}
