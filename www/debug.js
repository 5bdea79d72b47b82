// The one debug switch. Set `globalThis.__abstractGamesDebug = true` before
// the page's scripts run (the browser tests do, with an init script) and the
// page exposes its state for inspection: `window.__gamePage` (the view, the
// overlay, the session, the seats, the renderer, `play(action)`) and
// `window.__boardDrawnAt` (when the first board was drawn). Without the
// switch nothing is exposed.

/** @type {Record<string, unknown>} */
const scope = /** @type {any} */ (globalThis);

export const DEBUG = scope.__abstractGamesDebug === true;

/**
 * What `window.__gamePage` holds.
 * @typedef {{view: import("./engine").View, overlay: import("./board/renderer.js").Overlay,
 *   session: import("./engine").GameSession, seats: import("./page/seats.js").Seats,
 *   info: import("./engine").GameInfo, controller: import("./page/controller.js").GameController,
 *   renderer: import("./board/renderer.js").BoardRenderer, canvas: HTMLCanvasElement,
 *   page: import("./page/game-page.js").GamePage, play: (action: string) => void,
 *   loadPosition: (position: string) => void, debugPanic: () => void}} GamePageHandle
 */

/**
 * Exposes a game page as `window.__gamePage`, in debug mode only: its
 * state (read live), its renderer and canvas, two ways in, and a way to
 * make the engine panic (to test that the page survives it).
 * @param {import("./page/game-page.js").GamePage} page
 */
export function exposeGamePage(page) {
  if (!DEBUG) return;
  const c = page.controller;
  /** @type {GamePageHandle} */
  const handle = {
    get view() {
      return c.view;
    },
    get overlay() {
      return c.overlay;
    },
    get session() {
      return c.session;
    },
    seats: c.seats,
    info: c.info,
    controller: c,
    renderer: page.renderer,
    canvas: page.canvas,
    page,
    /** Plays an action in notation, as a press would. @param {string} action */
    play: (action) => c.play(action),
    /** Replaces the game by one from position text (tests set up positions so). @param {string} position */
    loadPosition: (position) => {
      c.replaceSession(new c.engine.GameSession(c.info.id, c.options, position, undefined), undefined);
      c.gameChanged();
    },
    debugPanic: () => c.engine.debugPanic(),
  };
  scope.__gamePage = handle;
}

/**
 * Forgets `page` as `window.__gamePage` once it is gone (its session is
 * freed), so that a test waiting for the next page's state does not read
 * this one's.
 * @param {import("./page/game-page.js").GamePage} page
 */
export function forgetGamePage(page) {
  const handle = /** @type {{page?: unknown} | undefined} */ (scope.__gamePage);
  if (DEBUG && handle?.page === page) delete scope.__gamePage;
}

/**
 * Adds a figure's or task's board to `window.__figures`, in debug mode only
 * (the page's router empties it when it leaves the page).
 * @param {import("./learn/figure-board.js").FigureBoard} board
 */
export function exposeFigure(board) {
  if (!DEBUG) return;
  const figures = /** @type {unknown[]} */ (scope.__figures ??= []);
  figures.push(board);
}

/** Forgets the boards of the page left, in debug mode only. */
export function forgetFigures() {
  if (DEBUG) scope.__figures = [];
}

/** Notes when the first board was drawn, in debug mode only. */
export function markFirstDraw() {
  if (DEBUG && scope.__boardDrawnAt === undefined) scope.__boardDrawnAt = performance.now();
}
