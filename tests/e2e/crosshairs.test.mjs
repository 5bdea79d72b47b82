// Browser tests of the Cross-Hairs page in headless Chromium, against the
// release build in dist/: the hex board with the rule text's coordinates, a
// whole game by mouse, keyboard and touch, drops then optional moves, the
// conversions shown with their lines, and the sample game replayed.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  COLOURS,
  seededRandom,
  openSite,
  keyTo,
  tap,
  state,
  clickCell,
  pixelNear,
  close,
  screenshot,
  click,
  tick,
  textOf,
  settled,
} from "./browser.mjs";

const shared = useBrowser();
const CHANGED = [0xff, 0x9f, 0x1a];

/** @param {import("playwright-core").Page} page @param {string} url */
async function openCrossHairs(page, url) {
  await page.goto(`${url}#/cross-hairs`);
  await page.waitForFunction(() => window.__gamePage?.view?.board.cells.length === 61);
}

/** Waits until the changed pieces have stopped pulsing. @param {import("playwright-core").Page} page */
async function flashOver(page) {
  await page.waitForFunction(() => window.__gamePage.overlay.flash === 0);
  await settled(page);
}

const text = (/** @type {import("playwright-core").Page} */ page, /** @type {string} */ id) => textOf(page, `[data-testid=${id}]`);

test("the hex board: 61 cells, the rule text's coordinates on the rims, credits", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openCrossHairs(page, site.server.url);
    const { view } = await state(page);
    assert.equal(view.board.cellShape, "hex");
    const labels = view.board.labels.map((l) => l.text);
    for (const letter of "abcdefghijklmnopq") assert.equal(labels.filter((t) => t === letter).length, 2, letter);
    for (let r = 1; r <= 9; r++) assert.equal(labels.filter((t) => t === String(r)).length, 2, String(r));
    // e1 sits above-right of d2 and left of g1, as in the rule text.
    const at = (/** @type {string} */ name) => {
      const cell = view.board.cells.find((c) => c.name === name);
      assert.ok(cell, name);
      return cell;
    };
    assert.ok(at("e1").x > at("d2").x && at("e1").y < at("d2").y);
    assert.ok(Math.abs(at("g1").x - at("e1").x - 1) < 1e-6);
    assert.match(await textOf(page, ".credit"), /unknown author, rule text dated Oct 24, 2005/);
    assert.match(await textOf(page, ".rules"), /rule text dated Oct 24, 2005/);
    assert.match(await text(page, "cells-left"), /61 cells left/);
    await screenshot(page, "cross-hairs-start");
  } finally {
    await site.close();
  }
});

test("a whole game by mouse, keyboard and touch in turn, to the full board", async () => {
  const site = await openSite(shared.browser, { contextOptions: { hasTouch: true } });
  try {
    const { page } = site;
    await openCrossHairs(page, site.server.url);
    await page.focus("canvas.board");
    const random = seededRandom(61);
    const ways = /** @type {const} */ (["mouse", "keyboard", "touch"]);
    const press = { mouse: clickCell, keyboard: keyTo, touch: tap };
    let { view } = await state(page);
    let played = 0;
    let moves = 0;
    let ends = 0;
    let conversions = 0;
    let shotConversion = false;
    while (!view.status.over) {
      assert.ok(played < 400, "the game ends");
      const way = ways[played % 3];
      if (way === "keyboard") await page.focus("canvas.board");
      const drops = view.groups.find((g) => g.from === null)?.targets.filter((t) => t.kind === "drop") ?? [];
      if (drops.length) {
        // Drop phase: the legal drop cells are marked.
        assert.ok(view.groups.every((g) => g.from === null));
        const target = drops[random(drops.length)];
        await press[way](page, target.cell);
      } else {
        // After the drop: move a soldier (of either side) or end the turn.
        assert.equal(await page.isVisible("[data-testid=end-turn]"), true, "End turn is offered");
        const movers = view.groups.filter((g) => g.from !== null);
        if (random(3) === 0) {
          await click(page, "[data-testid=end-turn]");
          ends += 1;
        } else {
          const group = movers[random(movers.length)];
          const target = group.targets[random(group.targets.length)];
          await press[way](page, group.from);
          await press[way](page, target.cell);
          moves += 1;
        }
      }
      const before = view;
      ({ view } = await state(page));
      played += 1;
      assert.equal(view.moves.length, before.moves.length + 1, `${way}: one action`);
      assert.equal(await text(page, "cells-left"), `${61 - view.pieces.length} cell${61 - view.pieces.length === 1 ? "" : "s"} left`);
      if (view.changed.length) {
        conversions += view.changed.length;
        assert.match(await text(page, "note"), /made \d+ Kings?/);
        for (const c of view.changed) {
          assert.ok(view.pieces.find((p) => p.cell === c.cell)?.crowned, "a converted soldier is a King");
          assert.ok(
            c.lines.every((line) => line.includes(c.cell)),
            "its lines run through it",
          );
        }
        if (!shotConversion) {
          await flashOver(page);
          assert.ok(close(await pixelNear(page, view.changed[0].cell, 0.47, 0), CHANGED, 60), "the converted piece is ringed");
          await screenshot(page, "cross-hairs-conversion");
          shotConversion = true;
        }
      }
    }
    assert.ok(moves > 0 && ends > 0 && conversions > 0, `moves ${moves}, ends ${ends}, conversions ${conversions}`);
    assert.equal(view.pieces.length, 61);
    const headline = await text(page, "winner");
    assert.match(headline, /^(Light wins|Dark wins|Draw: Light and Dark share the win)!$/);
    assert.match(await textOf(page, ".game-over"), /The board is full: Light has \d+ Kings and Dark \d+/);
    await screenshot(page, "cross-hairs-game-over");
    console.log(`Cross-Hairs: ${played} actions (${moves} moves, ${ends} ends), ${conversions} conversions; ${headline}`);
    assert.deepEqual(site.errors, []);
    assert.deepEqual(site.foreign, []);
  } finally {
    await site.close();
  }
});

test("the sample game replays action by action, conversions shown, and play can branch off", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openCrossHairs(page, site.server.url);
    await click(page, "[data-testid=sample-start]");
    let { view } = await state(page);
    assert.equal(view.moves.length, 0);
    assert.match(await text(page, "replay-caption"), /action 0 of 97/);
    // Forward to turn 4's i3-h4, the first conversion: g5 by two lines.
    for (let i = 0; i < 13; i++) await click(page, "[data-testid=replay-forward]");
    ({ view } = await state(page));
    assert.equal(view.moves.at(-1)?.action, "i3-h4");
    assert.match(await text(page, "replay-caption"), /action 13 of 97 \(Light i3-h4\)/);
    assert.deepEqual(
      view.changed.map((c) => c.cell),
      ["g5"],
    );
    // Each line end to end, in either direction.
    const line = (/** @type {string[]} */ cells) => [cells.join(" "), [...cells].reverse().join(" ")].sort()[0];
    assert.deepEqual(view.changed[0].lines.map(line).sort(), ["e5 g5 i5", "f6 g5 h4"]);
    assert.match(await text(page, "note"), /Light made 1 King: g5/);
    await flashOver(page);
    await screenshot(page, "cross-hairs-replay-first-king");
    // The lines can be hidden.
    await tick(page, "[data-testid=show-lines]", false);
    assert.equal((await state(page)).overlay.hideLines, true);
    await tick(page, "[data-testid=show-lines]");
    // Back one, then to the end: 17 Kings to 15, as the diagram.
    await click(page, "[data-testid=replay-back]");
    assert.equal((await state(page)).view.moves.length, 12);
    await click(page, "[data-testid=replay-last]");
    ({ view } = await state(page));
    assert.deepEqual(view.scores, [17, 15]);
    assert.match(await text(page, "replay-caption"), /action 97 of 97/);
    await click(page, "[data-testid=replay-first]");
    assert.equal((await state(page)).view.pieces.length, 0);
    // Take over after action 3 (Dark's end): Light drops on g5, not k3.
    for (let i = 0; i < 3; i++) await click(page, "[data-testid=replay-forward]");
    await clickCell(page, "g5");
    ({ view } = await state(page));
    assert.deepEqual(
      view.moves.map((m) => m.action),
      ["i5", "j4", "end", "g5"],
    );
    assert.match(await text(page, "replay-caption"), /branched off the sample game after action 3/);
  } finally {
    await site.close();
  }
});

test("after the drop any soldier may move, the other side's too; Kings may not", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openCrossHairs(page, site.server.url);
    await clickCell(page, "i5");
    let { view } = await state(page);
    assert.match(await text(page, "turn"), /Dark to move/, "a lone soldier cannot move: the turn ends");
    assert.ok(close(await pixelNear(page, "j4"), COLOURS.step, 40), "drop cells next to a piece are marked");
    await clickCell(page, "j4");
    ({ view } = await state(page));
    assert.match(await text(page, "note"), /Dark may now move a soldier of either colour/);
    assert.deepEqual(
      view.groups
        .filter((g) => g.from)
        .map((g) => g.from)
        .sort(),
      ["i5", "j4"],
    );
    // Dark moves Light's soldier.
    await clickCell(page, "i5");
    await clickCell(page, "h4");
    ({ view } = await state(page));
    assert.deepEqual(
      view.moves.map((m) => m.action),
      ["i5", "j4", "i5-h4"],
    );
    assert.match(await text(page, "turn"), /Light to move/);
  } finally {
    await site.close();
  }
});
