// Shared set-up for the browser tests: Debian's Chromium driven by
// playwright-core, the built site (dist/) served on 127.0.0.1, a guard that
// fails on any request outside the site's origin, and screenshot saving.

import { chromium } from "playwright-core";
import { before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "./static-server.mjs";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {import("playwright-core").Frame} Frame */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const DIST = join(ROOT, "dist");
export const SHOTS = join(ROOT, "target", "screenshots");
mkdirSync(SHOTS, { recursive: true });

/** Mark colours, as www/style.css sets them. */
export const COLOURS = {
  kill: rgb("#e0301e"),
  step: rgb("#178a3c"),
  selected: rgb("#ffd400"),
  outline: rgb("#ff6a00"),
};

/** A phone: touch, a narrow screen, two device pixels per CSS pixel. */
export const PHONE = { hasTouch: true, isMobile: true, viewport: { width: 400, height: 800 }, deviceScaleFactor: 2 };

/**
 * Starts one Chromium for the test file and closes it at the end; the
 * answer's `browser` is set once the file's tests run.
 */
export function useBrowser() {
  /** @type {import("playwright-core").Browser|null} */
  let browser = null;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      if (!browser) throw new Error("the browser starts before the file's tests");
      return browser;
    },
  };
}

export { seededRandom } from "../support/seeded-random.mjs";

export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

/**
 * Serves dist/ (under `prefix`) and opens a page on it. Every request the
 * page makes outside the server's origin is recorded in `foreign`, and
 * uncaught page errors in `errors`.
 * @param {import("playwright-core").Browser} browser
 * @param {{prefix?: string, contextOptions?: import("playwright-core").BrowserContextOptions}} [options]
 */
export async function openSite(browser, { prefix = "/", contextOptions = {} } = {}) {
  const server = await startServer(DIST, { prefix });
  const context = await newContext(browser, { viewport: { width: 1100, height: 760 }, ...contextOptions });
  const page = await context.newPage();
  const origin = new URL(server.url).origin;
  /** @type {string[]} */
  const foreign = [];
  /** @type {string[]} */
  const errors = [];
  page.on("request", (r) => {
    const u = new URL(r.url());
    if (u.protocol !== "data:" && u.protocol !== "blob:" && u.origin !== origin) foreign.push(r.url());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return {
    server,
    context,
    page,
    foreign,
    errors,
    async close() {
      await context.close();
      await server.close();
    },
  };
}

/**
 * A browser context whose pages turn on the site's debug switch
 * (www/debug.js), so that tests can read the game page's state.
 * @param {import("playwright-core").Browser} browser
 * @param {import("playwright-core").BrowserContextOptions} [options]
 */
export async function newContext(browser, options = {}) {
  const context = await browser.newContext(options);
  // Every wait is for a state; this bound only ends a wait that will never
  // be met, and is generous so that a busy machine is not mistaken for one.
  context.setDefaultTimeout(120_000);
  await context.addInitScript(() => {
    globalThis.__abstractGamesDebug = true;
  });
  return context;
}

/** @param {Page} page @param {string} name */
export async function screenshot(page, name) {
  await page.screenshot({ path: join(SHOTS, `${name}.png`) });
}

/** Opens a game page and waits until its board has been drawn. @param {Page} page @param {string} baseUrl @param {string} id */
export async function openGame(page, baseUrl, id) {
  await page.goto(`${baseUrl}#/${id}`);
  await page.waitForFunction(() => window.__gamePage?.view && window.__boardDrawnAt !== undefined);
}

/**
 * The addresses of the engines' files: the page's engine as the page
 * preloads it, and the worker's engine (with the searches) as
 * www/engine-files.js names it, each a wasm-bindgen module and its
 * WebAssembly, for a test that loads an instance of its own (a worker, a
 * fresh memory, a search on the page's thread).
 * @param {Page} page
 * @returns {Promise<{glue: string, wasm: string, searchGlue: string, searchWasm: string}>}
 */
export async function engineFiles(page) {
  return page.evaluate(async () => {
    const link = (/** @type {string} */ sel) => new URL(document.querySelector(sel)?.getAttribute("href") ?? "", document.baseURI).href;
    const files = await import(new URL("www/engine-files.js", document.baseURI).href);
    return {
      glue: link('link[rel="modulepreload"][href*="boardgames-"]'),
      wasm: link('link[rel="preload"][href$="_bg.wasm"]'),
      searchGlue: files.searchGlue,
      searchWasm: files.searchWasm,
    };
  });
}

/**
 * Waits until the page has drawn what its last change asked for, with no
 * piece in motion: the game page draws once per animation frame, so the
 * frame after the motion ends has it.
 * @param {import("playwright-core").Page|import("playwright-core").Frame} page
 */
export async function settled(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const check = () => {
          if (window.__gamePage?.page.motion.animator.running) requestAnimationFrame(check);
          else requestAnimationFrame(() => resolve(undefined));
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Moves the page's clock on by `ms` at once, running every timer due in
 * between, then waits for the page to draw: how a test shows that nothing
 * happens over a stretch of time (autoplay paused, the computer paused)
 * without waiting that long. The page's clock must have been installed
 * (`page.clock.install()`) before the page loaded; it runs at the real
 * pace otherwise. The worker's own timers are not the page's: a test of the
 * computer checks too that nothing is asked of it (`computerIdle`).
 * @param {Page} page @param {number} ms
 */
export async function runClockFor(page, ms) {
  await page.clock.runFor(ms);
  await settled(page);
}

/**
 * Whether the computer is neither thinking nor owes the page an answer: no
 * action of the computer's can then be played until the page asks again.
 * @param {Page} page
 */
export async function computerIdle(page) {
  return page.evaluate(() => {
    const seats = window.__gamePage.seats;
    return seats.thinking === null && /** @type {any} */ (seats.computer).pending.size === 0;
  });
}

/**
 * Clicks an element, then waits until the page has drawn the change.
 * @param {Page|Frame} page @param {string} selector @param {Parameters<Page["click"]>[1]} [options]
 */
export async function click(page, selector, options) {
  await page.click(selector, options);
  await settled(page);
}

/** Presses a key, then waits until the page has drawn the change. @param {Page} page @param {string} key */
export async function press(page, key) {
  await page.keyboard.press(key);
  await settled(page);
}

/** Chooses in a select, then waits until the page has drawn the change. @param {Page|Frame} page @param {string} selector @param {string} value */
export async function select(page, selector, value) {
  await page.selectOption(selector, value);
  await settled(page);
}

/** Ticks or unticks a checkbox, then waits until the page has drawn the change. @param {Page|Frame} page @param {string} selector */
export async function tick(page, selector, on = true) {
  await (on ? page.check(selector) : page.uncheck(selector));
  await settled(page);
}

/**
 * The text of the first element `selector` finds ("" when it has none).
 * @param {Page|Frame} page @param {string} selector
 */
export async function textOf(page, selector) {
  return (await page.textContent(selector)) ?? "";
}

/**
 * How many times the message line `selector` (a live region) was rewritten
 * while its board was redrawn three times (the cursor moved) and the
 * message stayed the same: 0, or a screen reader would read it out again
 * and again. The board is the game page's, or the figure `figure`'s.
 * @param {Page} page @param {string} selector @param {string|null} [figure]
 */
export async function messageRewrites(page, selector, figure = null) {
  return page.evaluate(
    async ({ selector, figure }) => {
      const line = /** @type {Element} */ (document.querySelector(selector));
      const c = figure ? window.__figures.find((b) => b.lesson.id === figure)?.controller : window.__gamePage.controller;
      if (!c) throw new Error(`no board ${figure}`);
      let count = 0;
      const watcher = new MutationObserver((records) => (count += records.length));
      watcher.observe(line, { childList: true, characterData: true, subtree: true });
      for (const cell of ["a1", "b2", "c3"]) {
        c.setOverlay({ cursor: cell });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      watcher.disconnect();
      return count;
    },
    { selector, figure },
  );
}

/**
 * A bar on the board (End turn, looking back) lies in the strip below the
 * canvas, which holds the board and its labels, so it covers no cell and no
 * label. Returns the bar's box.
 * @param {Page} page @param {string} selector
 */
export async function assertBelowBoard(page, selector) {
  const bar = await page.locator(selector).boundingBox();
  const canvas = await page.locator("canvas.board").boundingBox();
  assert.ok(bar && canvas, `${selector} and the board are shown`);
  assert.ok(bar.y >= canvas.y + canvas.height - 0.5, `${selector} ${JSON.stringify(bar)} is below the board ${JSON.stringify(canvas)}`);
  return bar;
}

/** The current view and overlay of the game page, once drawn. @param {Page|Frame} page */
export async function state(page) {
  await settled(page);
  return page.evaluate(() => ({ view: window.__gamePage.view, overlay: window.__gamePage.overlay }));
}

/** The page coordinates of a cell's centre on the canvas. @param {Page} page @param {string|null} cell */
export async function cellPoint(page, cell) {
  return page.evaluate((cell) => {
    const g = window.__gamePage;
    const p = g.renderer.centreOf(cell ?? "");
    if (!p) throw new Error(`there is no cell ${cell}`);
    const r = g.canvas.getBoundingClientRect();
    return { x: r.left + p.x, y: r.top + p.y };
  }, cell);
}

/** Clicks the centre of a cell with the mouse. @param {Page} page @param {string|null} cell */
export async function clickCell(page, cell) {
  const p = await cellPoint(page, cell);
  await page.mouse.click(p.x, p.y);
  await settled(page);
}

/**
 * The colour [r, g, b] of the canvas at a point given in CSS pixels relative
 * to the centre of `cell`, offset by (dx, dy) cell sizes.
 * @param {Page} page @param {string|null} cell
 * @returns {Promise<number[]>}
 */
export async function pixelNear(page, cell, dx = 0, dy = 0) {
  await settled(page);
  return page.evaluate(
    ({ cell, dx, dy }) => {
      const g = window.__gamePage;
      const p = g.renderer.centreOf(cell ?? "");
      if (!p) throw new Error(`there is no cell ${cell}`);
      const { scale } = g.renderer.layout();
      const dpr = g.canvas.width / g.renderer.cssWidth;
      const x = Math.round((p.x + dx * scale) * dpr);
      const y = Math.round((p.y + dy * scale) * dpr);
      return Array.from(g.renderer.ctx.getImageData(x, y, 1, 1).data.slice(0, 3));
    },
    { cell, dx, dy },
  );
}

/** Parses a CSS hex colour such as #e0301e into [r, g, b]. @param {string} hex */
export function rgb(hex) {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** Whether two colours are within `tolerance` in every channel. @param {number[]} a @param {number[]} b */
export function close(a, b, tolerance = 40) {
  return a.every((v, i) => Math.abs(v - b[i]) <= tolerance);
}

/** Replaces the page's game by one of the same game from position text. @param {Page} page @param {string} position */
export async function loadPosition(page, position) {
  await page.evaluate((position) => {
    window.__gamePage.loadPosition(position);
  }, position);
  await settled(page);
}

/**
 * Moves the keyboard cursor to `cell` with the arrow keys, on any layout
 * (square or hex): each press goes the way the target lies on screen. Then
 * presses Enter.
 * @param {Page} page @param {string|null} cell
 */
export async function keyTo(page, cell) {
  for (let presses = 0; presses < 40; presses++) {
    const at = (await state(page)).overlay.cursor;
    if (at === cell) {
      await press(page, "Enter");
      return;
    }
    if (at === null) throw new Error("the board has no cursor");
    const [from, to] = [await cellPoint(page, at), await cellPoint(page, cell)];
    const [dx, dy] = [to.x - from.x, to.y - from.y];
    const key = Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "ArrowRight" : "ArrowLeft") : dy > 0 ? "ArrowDown" : "ArrowUp";
    await press(page, key);
  }
  throw new Error(`the cursor did not reach ${cell}`);
}

/** Plays one random legal action as the person to act, by mouse. @param {Page} page @param {(n: number) => number} random */
export async function personActs(page, random) {
  const { view } = await state(page);
  const groups = view.groups;
  const group = groups[random(groups.length)];
  const target = group.targets[random(group.targets.length)];
  const before = view.moves.length;
  if (target.kind === "end") await click(page, "[data-testid=end-turn]");
  else {
    if (group.from) await clickCell(page, group.from);
    await clickCell(page, /** @type {string} */ (target.cell));
  }
  await page.waitForFunction((n) => window.__gamePage.view.moves.length > n, before);
}

/** Taps the centre of a cell on a touch screen. @param {Page} page @param {string|null} cell */
export async function tap(page, cell) {
  const p = await cellPoint(page, cell);
  await page.touchscreen.tap(p.x, p.y);
  await settled(page);
}

/**
 * The board part of position text, ranks from the top, for pieces written
 * letter then square ("ra1 Bf6"): the letters are the game's own.
 * @param {number} files @param {number} ranks @param {string} pieces
 */
export function boardText(files, ranks, pieces) {
  const at = new Map(
    pieces
      .split(/\s+/)
      .filter(Boolean)
      .map((p) => [p.slice(1), p[0]]),
  );
  const rows = [];
  for (let rank = ranks; rank >= 1; rank--) {
    let row = "";
    let empty = 0;
    for (let file = 0; file < files; file++) {
      const letter = at.get(`${String.fromCharCode(97 + file)}${rank}`);
      if (!letter) {
        empty += 1;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += letter;
    }
    if (empty) row += empty;
    rows.push(row);
  }
  return rows.join("/");
}

/**
 * Presses New game, accepting the question asked while a game is in
 * progress (if it is asked), and waits for the change to be drawn.
 * @param {Page} page
 */
export async function newGameConfirmed(page) {
  const accept = (/** @type {import("playwright-core").Dialog} */ dialog) => dialog.accept();
  page.once("dialog", accept);
  await click(page, "[data-testid=new-game]");
  page.off("dialog", accept);
}
