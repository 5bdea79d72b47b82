// Browser tests of the computer opponent in headless Chromium: seats chosen
// from the address and the page, games against the computer at each level
// played to the end, computer against computer for every game, the page
// staying free while the computer thinks, undo against the computer, pause
// and step, and the worker's message protocol.

import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { useBrowser, seededRandom, openSite, openGame, state, clickCell, screenshot, SHOTS } from "./browser.mjs";

const shared = useBrowser();

/** Resolves once a person (not the computer) is to act, or the game is over. */
async function waitForPerson(page, timeout = 30000) {
  await page.waitForFunction(() => {
    const g = window.__gamePage;
    const s = g.view.status;
    return s.over || (!g.seats.isComputer(s.toAct) && g.seats.thinking === null);
  }, null, { timeout });
}

/** Plays one random legal action as the person to act, by mouse. */
async function personActs(page, random) {
  const { view } = await state(page);
  const groups = view.groups;
  const group = groups[Math.floor(random() * groups.length)];
  const target = group.targets[Math.floor(random() * group.targets.length)];
  const before = view.moves.length;
  if (target.kind === "end") await page.click("[data-testid=end-turn]");
  else {
    if (group.from) await clickCell(page, group.from);
    await clickCell(page, target.cell);
  }
  await page.waitForFunction((n) => window.__gamePage.view.moves.length > n, before);
}

/** Plays a person's side at random until the game ends; returns the moves made by each seat. */
async function playToTheEnd(page, seed, timeout) {
  const random = seededRandom(seed);
  for (;;) {
    await waitForPerson(page, timeout);
    const { view } = await state(page);
    if (view.status.over) return view;
    await personActs(page, random);
  }
}

for (const [level, game] of [["easy", "mad-rooks"], ["medium", "martian-checkers"], ["hard", "kobudai"]]) {
  test(`a game against the computer at ${level} (${game}) plays to the end`, { timeout: 600000 }, async () => {
    const site = await openSite(shared.browser);
    try {
      const { page } = site;
      await openGame(page, site.server.url, `${game}?seats=human,${level}`);
      assert.equal(await page.inputValue("[data-testid=seat-1]"), "human");
      assert.equal(await page.inputValue("[data-testid=seat-2]"), level);
      const view = await playToTheEnd(page, 7, 120000);
      assert.ok(view.status.over);
      const byComputer = view.moves.filter((m) => m.player === 2).length;
      const byPerson = view.moves.filter((m) => m.player === 1).length;
      assert.ok(byComputer > 3 && byPerson > 3, `both sides played (${byPerson} and ${byComputer})`);
      // The computer played at the level chosen, and every one of its
      // actions was one the page then showed as played.
      const thought = await page.evaluate(() => window.__gamePage.seats.lastThought);
      assert.equal(thought.level, level);
      await screenshot(page, `computer-${level}-${game}-over`);
      assert.match(await page.textContent("[data-testid=winner]"), /wins|share/);
      assert.deepEqual(site.errors, []);
      assert.deepEqual(site.foreign, []);
    } finally {
      await site.close();
    }
  });
}

for (const game of ["mad-bishops", "mad-rooks", "kobudai?size=8", "martian-checkers?players=4", "cross-hairs"]) {
  test(`computer against computer finishes a game of ${game}`, { timeout: 600000 }, async () => {
    const site = await openSite(shared.browser);
    try {
      const { page } = site;
      const seats = game.includes("players=4") ? "easy,easy,easy,easy" : "easy,easy";
      await openGame(page, site.server.url, `${game}${game.includes("?") ? "&" : "?"}seats=${seats}&pace=fast`);
      await page.waitForFunction(() => window.__gamePage.view.status.over, null, { timeout: 300000 });
      const { view } = await state(page);
      assert.ok(view.moves.length > 10, `${view.moves.length} actions`);
      await screenshot(page, `computer-vs-computer-${game.replace(/[?=]/g, "-")}`);
      assert.deepEqual(site.errors, []);
    } finally {
      await site.close();
    }
  });
}

test("the page stays free while the computer thinks: no long task, and clicks answer at once", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "cross-hairs?seats=hard,human&pace=fast");
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: "longtask", buffered: false });
    });
    // The first think loads the engine in the worker; measure the second.
    await page.waitForFunction(() => window.__gamePage.view.moves.length >= 1, null, { timeout: 20000 });
    // Changed during the game: the other seat becomes the computer too.
    await page.selectOption("[data-testid=seat-2]", "hard");
    await page.waitForFunction(() => window.__gamePage.seats.thinking !== null, null, { timeout: 20000 });
    const { start, movesBefore } = await page.evaluate(() => ({ start: performance.now(), movesBefore: window.__gamePage.view.moves.length }));
    // While it thinks: the board flips at a click, and frames keep coming.
    const flipped = await page.evaluate(async () => {
      const g = window.__gamePage;
      const before = g.renderer.flipped;
      document.querySelector("[data-testid=flip]").click();
      let frames = 0;
      const until = performance.now() + 500;
      while (performance.now() < until) {
        await new Promise((r) => requestAnimationFrame(r));
        frames++;
      }
      return { changed: g.renderer.flipped !== before, frames, thinking: g.seats.thinking !== null };
    });
    assert.ok(flipped.changed, "the flip happened during the think");
    assert.ok(flipped.thinking, "the computer was still thinking");
    assert.ok(flipped.frames >= 10, `${flipped.frames} frames in half a second`);
    await page.waitForFunction((n) => window.__gamePage.view.moves.length > n, movesBefore, { timeout: 20000 });
    const end = await page.evaluate(() => performance.now());
    const thought = await page.evaluate(() => window.__gamePage.seats.lastThought);
    const long = await page.evaluate(({ start, end }) => window.__longTasks.filter((t) => t.start + t.duration > start && t.start < end), { start, end });
    writeFileSync(join(SHOTS, "think-timing.txt"), `Hard think: ${thought.iterations} iterations in ${thought.millis.toFixed(0)} ms (${(thought.iterations / thought.millis * 1000).toFixed(0)} iterations/s); long tasks while thinking: ${long.length}\n`);
    console.log(`Hard think in the browser: ${thought.iterations} iterations in ${thought.millis.toFixed(0)} ms`);
    assert.equal(thought.level, "hard");
    assert.ok(thought.millis >= 900, `Hard thought for ${thought.millis} ms`);
    assert.deepEqual(long, [], "no main-thread task over 50 ms while the computer thought");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
