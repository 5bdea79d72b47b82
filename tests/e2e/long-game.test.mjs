// A benchmark, not a timed test: how long the page works to play, undo and
// redo one action in a short game and in a long one, everything included
// (the engine, the address, the save, the move list, drawing the board, and
// the page's layout).
// The engine keeps each action's record entry and compact code as it is
// played and the page fetches only new moves, so the long game should cost
// about what the short one does; the figures are printed for the README,
// and only that the game came through right is asserted.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openSite, openGame } from "./browser.mjs";

const shared = useBrowser();

/**
 * A Martian Checkers game (2 players) of `length` actions, made in the page:
 * random actions, captures avoided while there is another choice (so that
 * it lasts).
 * @param {import("playwright-core").Page} page @param {number} length
 */
function longGame(page, length) {
  return page.evaluate((length) => {
    const engine = window.__gamePage.controller.engine;
    let seed = 1;
    const random = (/** @type {number} */ n) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    let best = { code: "", played: 0 };
    for (let attempt = 0; attempt < 40 && best.played < length; attempt++) {
      const session = new engine.GameSession("martian-checkers", "players=2", undefined, undefined);
      let played = 0;
      while (played < length) {
        const legal = session.legal();
        const quiet = legal.filter((a) => a.kind !== "capture-jump");
        const choices = quiet.length ? quiet : legal;
        if (!choices.length) break;
        session.play(choices[random(choices.length)].action);
        played += 1;
        if (session.status().over) {
          session.undo();
          played -= 1;
          break;
        }
      }
      if (played > best.played) best = { code: session.compactRecord(false), played };
      session.free();
    }
    return best;
  }, length);
}

/**
 * The work of one press, in milliseconds: the press, the effects that
 * follow it, and the drawing of the page.
 * @param {import("playwright-core").Page} page @param {string} what "play", "undo" or "redo"
 */
function timed(page, what) {
  return page.evaluate(async (what) => {
    const g = window.__gamePage;
    const started = performance.now();
    if (what === "play") {
      const targets = g.view.groups.flatMap((group) => group.targets);
      g.play((targets.find((t) => t.kind !== "capture-jump") ?? targets[0]).action);
    } else {
      /** @type {HTMLButtonElement} */ (document.querySelector(`[data-testid=${what}]`)).click();
    }
    await Promise.resolve();
    g.page.render();
    // The layout the change needs, which the browser would do before the next frame.
    void document.body.offsetHeight;
    return performance.now() - started;
  }, what);
}

/** The median of some numbers. @param {number[]} xs */
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

test("playing, undoing and redoing cost about the same in a long game as in a short one (figures printed)", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "martian-checkers?players=2");
    const long = await longGame(page, 5000);
    const short = await longGame(page, 10);
    /** @type {Record<string, Record<string, number>>} */
    const figures = {};
    for (const game of [short, long]) {
      await page.goto("about:blank");
      await openGame(page, site.server.url, `martian-checkers?players=2&r=${game.code}`);
      assert.equal(await page.evaluate(() => window.__gamePage.view.moves.length), game.played);
      /** @type {Record<string, number[]>} */
      const times = { play: [], undo: [], redo: [] };
      for (let i = 0; i < 15; i++) {
        for (const what of ["play", "undo", "redo"]) times[what].push(await timed(page, what));
        await timed(page, "undo");
      }
      assert.equal(await page.evaluate(() => window.__gamePage.view.moves.length), game.played, "back where it started");
      // The record on the page is the engine's, move for move.
      const agree = await page.evaluate(() => {
        const g = window.__gamePage;
        return g.view.moves.map((m) => m.action).join(" ") === g.session.record();
      });
      assert.ok(agree, "the page's moves are the engine's record");
      figures[`${game.played} actions`] = Object.fromEntries(Object.entries(times).map(([k, v]) => [k, Number(median(v).toFixed(2))]));
    }
    const [atShort, atLong] = Object.values(figures);
    const ratios = Object.keys(atShort).map((k) => `${k} ${(atLong[k] / atShort[k]).toFixed(2)}×`);
    console.log(`# long game benchmark (median ms per press): ${JSON.stringify(figures)}; long/short: ${ratios.join(", ")}`);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
