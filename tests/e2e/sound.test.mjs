// Browser test of sound: off by default, so nothing plays; once the player
// ticks Sound (remembered), each action played asks Web Audio for its own
// notes at that moment: a move, a kill, the end of the game. The audio
// calls are spied on (every oscillator started, with its pitch).

/** @typedef {import("playwright-core").Page} Page */

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openSite, openGame, loadPosition, clickCell, tick, state } from "./browser.mjs";

const shared = useBrowser();

/** The pitches started since the last call. @param {Page} page @returns {Promise<number[]>} */
const heard = (page) => page.evaluate(() => window.__oscillators.splice(0));

test("sounds play at the right moments when on, and never when off", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    await context.addInitScript(() => {
      /** @type {number[]} */
      window.__oscillators = [];
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (/** @type {number|undefined} */ when) {
        window.__oscillators.push(this.frequency.value);
        return start.call(this, when);
      };
    });
    await openGame(page, site.server.url, "mad-rooks");
    assert.equal(await page.isChecked("[data-testid=sound]"), false, "sound is off at first");
    // Red's d4 kills d7 (Blue has d7 and h7); nothing is heard while off.
    await loadPosition(page, "8/3b3b/8/8/3r4/8/8/r7:1");
    await clickCell(page, "d4");
    await clickCell(page, "d7");
    assert.equal((await state(page)).view.moves.length, 1);
    assert.deepEqual(await heard(page), [], "nothing plays while sound is off");
    await tick(page, "[data-testid=sound]");
    // Blue's h7 kills d7: the capture's two notes.
    const { view } = await state(page);
    const kill = view.groups.flatMap((g) => g.targets.map((t) => ({ from: g.from, ...t }))).find((t) => t.kind === "kill");
    assert.ok(kill?.from && kill.cell, "Blue can kill");
    await clickCell(page, kill.from);
    await clickCell(page, kill.cell);
    await page.waitForFunction(() => window.__oscillators.length >= 2);
    assert.deepEqual(await heard(page), [330, 196], "a kill sounds");
    // Selecting without playing makes no sound; undo makes none either.
    await clickCell(page, "a1");
    await page.click("[data-testid=undo]");
    await state(page);
    assert.deepEqual(await heard(page), [], "no sound for a selection or an undo");
    // The choice is remembered.
    await page.reload();
    await page.waitForFunction(() => window.__gamePage?.view);
    assert.equal(await page.isChecked("[data-testid=sound]"), true, "sound stays on after a reload");
    // A last kill ends the game: the end's chord.
    await loadPosition(page, "b7/8/8/8/3r4/8/8/r7:1");
    await clickCell(page, "a1");
    await clickCell(page, "a8");
    await page.waitForFunction(() => window.__oscillators.length >= 3);
    assert.deepEqual(await heard(page), [392, 494, 587], "the end of the game sounds");
    // Off again: silence.
    await tick(page, "[data-testid=sound]", false);
    await loadPosition(page, "7b/3b4/8/8/3r4/8/8/r7:1");
    await clickCell(page, "d4");
    await clickCell(page, "d7");
    await state(page);
    assert.deepEqual(await heard(page), []);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
