// Pointer and keyboard to cell events. A press on a cell selects or plays
// (the page decides which); a drag from a selected piece to a cell plays on
// release; arrow keys move a cursor from cell to cell on screen, and Enter or
// Space presses the cell under it.

/** @typedef {import("./board/renderer.js").BoardRenderer} BoardRenderer */

/** Pixels a pointer must travel before a press becomes a drag. */
const DRAG_THRESHOLD = 6;

/**
 * @param {HTMLCanvasElement} canvas
 * @param {BoardRenderer} renderer
 * @param {{
 *   press: (cell: string|null) => boolean,
 *   release: (from: string, to: string|null) => void,
 *   drag: (state: {cell:string,x:number,y:number}|null) => void,
 *   cursor: (cell: string|null, visible: boolean) => void,
 *   cancel: () => void,
 *   getCursor: () => string|null,
 * }} on
 */
export function attachInput(canvas, renderer, on) {
  /** @type {{cell:string,x0:number,y0:number,dragging:boolean,id:number}|null} */
  let pressed = null;
  /** Focus that a press brings shows no cursor: the cursor is the keyboard's. */
  let focusByPointer = false;

  const point = (/** @type {PointerEvent} */ e) => {
    const r = canvas.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  canvas.addEventListener("pointerdown", (e) => {
    if (e.button !== 0) return;
    const p = point(e);
    const cell = renderer.cellAt(p.x, p.y);
    on.cursor(cell, false);
    if (on.press(cell) && cell) {
      pressed = { cell, x0: p.x, y0: p.y, dragging: false, id: e.pointerId };
      canvas.setPointerCapture(e.pointerId);
    }
    e.preventDefault();
    focusByPointer = true;
    canvas.focus({ preventScroll: true });
    focusByPointer = false;
  });

  canvas.addEventListener("pointermove", (e) => {
    if (!pressed || e.pointerId !== pressed.id) return;
    const p = point(e);
    if (!pressed.dragging && Math.hypot(p.x - pressed.x0, p.y - pressed.y0) > DRAG_THRESHOLD) {
      pressed.dragging = true;
    }
    if (pressed.dragging) on.drag({ cell: pressed.cell, x: p.x, y: p.y });
  });

  const finish = (/** @type {PointerEvent} */ e, /** @type {boolean} */ cancelled) => {
    if (!pressed || e.pointerId !== pressed.id) return;
    const { cell, dragging } = pressed;
    pressed = null;
    if (!dragging) return;
    on.drag(null);
    if (cancelled) return;
    const p = point(e);
    on.release(cell, renderer.cellAt(p.x, p.y));
  };
  canvas.addEventListener("pointerup", (e) => finish(e, false));
  canvas.addEventListener("pointercancel", (e) => finish(e, true));

  canvas.addEventListener("keydown", (e) => {
    /** @type {Record<string, [number, number]>} */
    const dirs = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
    const dir = dirs[e.key];
    if (dir) {
      const [dx, dy] = dir;
      on.cursor(nextCell(renderer, on.getCursor(), dx, dy), true);
    } else if (e.key === "Enter" || e.key === " ") {
      const cell = on.getCursor() ?? firstCell(renderer);
      on.cursor(cell, true);
      on.press(cell);
    } else if (e.key === "Escape") {
      on.cancel();
    } else {
      return;
    }
    e.preventDefault();
  });
  canvas.addEventListener("focus", () => {
    if (!focusByPointer) on.cursor(on.getCursor() ?? firstCell(renderer), true);
  });
  canvas.addEventListener("blur", () => on.cursor(on.getCursor(), false));
}

/** @param {BoardRenderer} renderer */
function firstCell(renderer) {
  const cells = renderer.view?.board.cells ?? [];
  // The cell nearest the bottom-left of the screen: where a reader starts.
  let best = null;
  let bestScore = -Infinity;
  for (const c of cells) {
    const p = renderer.toScreen(c.x, c.y);
    const score = p.y - p.x;
    if (score > bestScore) {
      bestScore = score;
      best = c.name;
    }
  }
  return best;
}

/**
 * The cell the cursor reaches by moving one step in screen direction
 * (dx, dy): the nearest cell ahead, preferring those straight ahead. Works
 * for any cell layout, square or hex.
 * @param {BoardRenderer} renderer @param {string|null} from @param {number} dx @param {number} dy
 */
export function nextCell(renderer, from, dx, dy) {
  if (!from) return firstCell(renderer);
  const start = renderer.centreOf(from);
  if (!start) return firstCell(renderer);
  let best = from;
  let bestCost = Infinity;
  for (const c of renderer.view?.board.cells ?? []) {
    const p = renderer.toScreen(c.x, c.y);
    const along = (p.x - start.x) * dx + (p.y - start.y) * dy;
    const across = Math.abs((p.x - start.x) * dy - (p.y - start.y) * dx);
    if (along <= 1 || across > along * 1.2) continue;
    // Near beats far, straight beats slanted: on a hex board the next row's
    // diagonal neighbour must win over the same column two rows away, or
    // Up and Down would skip every other row.
    const cost = Math.hypot(p.x - start.x, p.y - start.y) * (1 + across / along);
    if (cost < bestCost) {
      bestCost = cost;
      best = c.name;
    }
  }
  return best;
}
