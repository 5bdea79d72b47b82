// Browser tests of pieces in motion: the computer's turn plays out action
// by action (a Cross-Hairs drop pops in, then its soldier slides), a press
// during a motion finishes it at once, the Speed setting (with Off) is
// remembered, and reduced motion turns it off by default. The drawing time
// of every frame in motion is measured and written to
// target/motion-frames.json for the README (no time is asserted).

import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { useBrowser, seededRandom, openSite, openGame, state, select, click, screenshot, personActs, clickCell, cellPoint, SHOTS } from "./browser.mjs";

const shared = useBrowser();

/** The page's motion state. @param {import("playwright-core").Page} page */
const motion = (page) =>
  page.evaluate(() => {
    const m = window.__gamePage.page.motion;
    return { speed: m.speed.id, running: m.animator.running, steps: m.steps, frames: m.frameTimes.length };
  });

/**
 * Makes motions far slower than Slow (a test hook), so that a screenshot or
 * a press surely comes during one.
 * @param {import("playwright-core").Page} page
 */
async function verySlow(page) {
  await page.evaluate(() => {
    const motion = window.__gamePage.page.motion;
    motion.speed = /** @type {typeof motion.speed} */ (/** @type {unknown} */ ({ id: "slow", name: "Slow", factor: 1000 }));
  });
}

/** Waits until the person is to act and nothing moves. @param {import("playwright-core").Page} page */
async function personToAct(page) {
  await page.waitForFunction(() => {
    const g = window.__gamePage;
    const v = g.view;
    return v.status.over || (g.seats.thinking === null && !g.seats.isComputer(v.status.toAct) && v.groups.length > 0 && !g.page.motion.animator.running);
  });
}

test("the computer's turn plays out action by action, and frames are measured", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "cross-hairs?seats=human,easy");
    assert.equal((await motion(page)).speed, "normal", "Normal by default");
    const random = seededRandom(5);
    /** @type {{draw: number, interval: number}[]} */
    const frames = [];
    for (let round = 0; round < 6; round++) {
      await personToAct(page);
      const before = await motion(page);
      const view = (await state(page)).view;
      if (view.status.over) break;
      const actions = view.moves.length;
      await personActs(page, random);
      await personToAct(page);
      const after = (await state(page)).view;
      const computerActions = after.moves.slice(actions).filter((m) => m.player === 2 && m.action !== "end").length;
      const now = await motion(page);
      assert.ok(now.steps - before.steps >= computerActions, `each of the computer's ${computerActions} actions moved (${now.steps - before.steps} steps)`);
      frames.push(...(await page.evaluate(() => window.__gamePage.page.motion.frameTimes.splice(0))));
    }
    assert.ok(frames.length > 20, `frames in motion were drawn (${frames.length})`);
    // Mid-motion picture: a drop made very slow, caught while it pops in.
    await select(page, "[data-testid=animation-speed]", "slow");
    await personToAct(page);
    const dropsNow = (await state(page)).view.groups.some((g) => g.from === null && g.targets.some((t) => t.kind === "drop"));
    if (!dropsNow) {
      // In the middle of the person's turn: end it, and wait for the next.
      await click(page, "[data-testid=end-turn]");
      await personToAct(page);
    }
    await verySlow(page);
    const drop = (await state(page)).view.groups.find((g) => g.from === null)?.targets.find((t) => t.kind === "drop");
    assert.ok(drop?.cell);
    const at = await cellPoint(page, drop.cell);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction(() => window.__gamePage.page.motion.animator.running);
    await screenshot(page, "motion-mid-action");
    report("cross-hairs", frames);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

/** Writes the frames' figures for the README. @param {string} game @param {{draw: number, interval: number}[]} frames */
function report(game, frames) {
  const draws = frames.map((f) => f.draw).sort((a, b) => a - b);
  const intervals = frames.map((f) => f.interval).filter((i) => i > 0);
  const at = (/** @type {number[]} */ list, /** @type {number} */ q) => list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0;
  const figures = {
    game,
    frames: frames.length,
    drawMedianMs: at(draws, 0.5),
    drawP95Ms: at(draws, 0.95),
    drawMaxMs: draws.at(-1),
    framesOver16Ms: intervals.filter((i) => i > 16.7 * 1.5).length,
    intervals: intervals.length,
  };
  const dir = join(SHOTS, "..");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `motion-frames-${game}.json`), JSON.stringify(figures, null, 2));
  console.log(`motion frames ${JSON.stringify(figures)}`);
}

test("a press during a motion finishes it at once, and plays", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    await select(page, "[data-testid=animation-speed]", "slow");
    const { view } = await state(page);
    const group = view.groups[0];
    const target = group.targets[0];
    // Clicks without waiting for the board to settle (clickCell would wait
    // for the motion to end).
    const clickAt = async (/** @type {string} */ cell) => {
      const p = await cellPoint(page, cell);
      await page.mouse.click(p.x, p.y);
    };
    await verySlow(page);
    await clickCell(page, group.from);
    await clickAt(/** @type {string} */ (target.cell));
    await page.waitForFunction(() => window.__gamePage.page.motion.animator.running);
    // Blue presses at once: the motion ends and the press is taken.
    const blue = await page.evaluate(() => window.__gamePage.view.groups[0]);
    await clickAt(/** @type {string} */ (blue.from));
    assert.equal((await motion(page)).running, false, "the press finished the motion");
    assert.equal((await state(page)).overlay.selected, blue.from, "and picked the piece up");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("the speed is remembered, and Off moves nothing", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    // The panel's choosers each on a line; one for conversions only where they happen.
    assert.equal(await page.isHidden("[data-testid=show-lines]"), true, "Mad Rooks has no conversions");
    await select(page, "[data-testid=animation-speed]", "off");
    await page.reload();
    await page.waitForFunction(() => window.__gamePage?.view && window.__boardDrawnAt !== undefined);
    assert.equal(await page.inputValue("[data-testid=animation-speed]"), "off");
    await personActs(page, seededRandom(1));
    const m = await motion(page);
    assert.equal(m.steps, 0);
    assert.equal(m.frames, 0);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("with reduced motion asked for, the speed is Off until chosen", async () => {
  const site = await openSite(shared.browser, { contextOptions: { reducedMotion: "reduce" } });
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    assert.equal(await page.inputValue("[data-testid=animation-speed]"), "off");
    await personActs(page, seededRandom(2));
    assert.equal((await motion(page)).steps, 0);
    await select(page, "[data-testid=animation-speed]", "fast");
    await personActs(page, seededRandom(2));
    assert.equal((await motion(page)).steps, 1, "chosen, it moves");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
