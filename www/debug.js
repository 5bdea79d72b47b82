// The one debug switch. Set `globalThis.__abstractGamesDebug = true` before
// the page's scripts run (the browser tests do, with an init script) and the
// page exposes its state for inspection: `window.__gamePage` (the view, the
// overlay, the session, the seats, the renderer, `play(action)`) and
// `window.__boardDrawnAt` (when the first board was drawn). Without the
// switch nothing is exposed.

/** @type {Record<string, unknown>} */
const scope = /** @type {any} */ (globalThis);

export const DEBUG = scope.__abstractGamesDebug === true;

/** Exposes `value` as a global named `name`, in debug mode only. @param {string} name @param {unknown} value */
export function expose(name, value) {
  if (DEBUG) scope[name] = value;
}

/** Notes when the first board was drawn, in debug mode only. */
export function markFirstDraw() {
  if (DEBUG && scope.__boardDrawnAt === undefined) scope.__boardDrawnAt = performance.now();
}
