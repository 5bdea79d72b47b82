// Browser tests of the Kobudai page in headless Chromium, against the
// release build in dist/: both board sizes, a whole game by mouse with new
// males made, the cordon rule and stuck females explained, keyboard and touch.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  COLOURS,
  PHONE,
  seededRandom,
  openSite,
  loadPosition,
  keyTo,
  tap,
  boardText,
  openGame,
  state,
  clickCell,
  cellPoint,
  pixelNear,
  close,
  screenshot,
  click,
  press,
  select,
  settled,
  textOf,
  newGameConfirmed,
  messageRewrites,
} from "./browser.mjs";

const KILL = COLOURS.kill;
const STEP = COLOURS.step;
const OUTLINE = COLOURS.outline;

const shared = useBrowser();

/** Kobudai position text: pieces written letter then square ("Ra1 rc3 Bf6"). */
const positionText = (/** @type {number} */ size, /** @type {string} */ pieces, /** @type {number} */ toMove) => `${boardText(size, size, pieces)}:${toMove}`;

const message = (/** @type {import("playwright-core").Page} */ page) => textOf(page, "[data-testid=message]");

test("a whole 6x6 game by mouse clicks, with new males made, to the winner", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "kobudai");
    const random = seededRandom(2024);
    let { view } = await state(page);
    assert.equal(view.board.cells.length, 36);
    assert.match(await textOf(page, "[data-testid=options]"), /Board: 6x6/);
    assert.match(await textOf(page, ".rules"), /Mark Steere/);
    let played = 0;
    let conversions = 0;
    let markedConversion = false;
    while (!view.status.over) {
      assert.ok(played < 600, "the game ends");
      const mover = view.status.toAct;
      assert.ok(mover, "someone is to move");
      const group = view.groups[random(view.groups.length)];
      const target = group.targets[random(group.targets.length)];
      if (group.from === null) {
        // No male: the turn starts by making one; the page says so and
        // marks the females that qualify.
        assert.equal(target.kind, "convert");
        assert.match(await textOf(page, "[data-testid=note]"), new RegExp(`${view.seats[mover - 1].name} has no male`));
        if (!markedConversion) {
          assert.ok(close(await pixelNear(page, target.cell), STEP), "a qualifying female is marked with a plus");
          await screenshot(page, "kobudai-make-male");
          markedConversion = true;
        }
        await clickCell(page, target.cell);
        conversions += 1;
      } else {
        await clickCell(page, group.from);
        if (played % 9 === 0) {
          const colour = target.kind === "kill" ? await pixelNear(page, target.cell, 0.325, 0.325) : await pixelNear(page, target.cell);
          assert.ok(close(colour, target.kind === "kill" ? KILL : STEP), `${target.action} is marked as a ${target.kind}`);
        }
        await clickCell(page, target.cell);
      }
      const before = view;
      ({ view } = await state(page));
      played += 1;
      assert.equal(view.moves.length, played);
      assert.equal(view.moves.at(-1)?.action, target.action);
      const shown = await page.$$eval("[data-testid=moves] li", (els) => els.map((e) => e.textContent));
      // The list's last line is the turn with this action last ("5. +c1 · b2-c3").
      assert.match(shown.at(-1) ?? "", new RegExp(`^\\d+\\. (.* · )?${target.action.replace("+", "\\+")}$`));
      const enemy = 3 - mover;
      assert.equal(view.scores[enemy - 1], before.scores[enemy - 1] - (target.kind === "kill" ? 1 : 0));
      if (target.kind === "convert") {
        const male = view.pieces.find((p) => p.cell === target.cell);
        assert.ok(male);
        assert.equal(male.height, 2, "the new male is a stack of two");
      }
      if (!view.status.over) {
        const name = view.seats[(view.status.toAct ?? 0) - 1]?.name;
        assert.match(await textOf(page, "[data-testid=turn]"), new RegExp(`${name} to move`));
        const count = (/** @type {number} */ n) => `${n} stack${n === 1 ? "" : "s"}`;
        assert.match(await textOf(page, "[data-testid=scores]"), new RegExp(`Red: ${count(view.scores[0])}.*Blue: ${count(view.scores[1])}`));
      }
      if (played === 30) await screenshot(page, "kobudai-midgame");
    }
    assert.ok(conversions > 0, "at least one male was made");
    const winner = view.seats[view.status.winners[0] - 1].name;
    assert.equal(await textOf(page, "[data-testid=winner]"), `${winner} wins!`);
    assert.match(await textOf(page, ".game-over"), /killed .*last stack/);
    await screenshot(page, "kobudai-game-over");
    console.log(`Kobudai 6x6 by mouse: ${played} actions, ${conversions} males made, ${winner} won`);
    assert.deepEqual(site.foreign, []);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("a whole 8x8 game to the end, each action by mouse, keyboard or touch in turn", async () => {
  const site = await openSite(shared.browser, { contextOptions: { hasTouch: true } });
  try {
    const { page } = site;
    await page.goto(`${site.server.url}#/kobudai?size=8`);
    await page.waitForFunction(() => window.__gamePage?.view?.board.cells.length === 64);
    await page.focus("canvas.board");
    const random = seededRandom(88);
    const ways = /** @type {const} */ (["mouse", "keyboard", "touch"]);
    const press = { mouse: clickCell, keyboard: keyTo, touch: tap };
    let { view } = await state(page);
    let played = 0;
    const used = { mouse: 0, keyboard: 0, touch: 0, convert: 0 };
    while (!view.status.over) {
      assert.ok(played < 800, "the game ends");
      // Kills first, so the game ends sooner; otherwise any action.
      const all = view.groups.flatMap((g) => g.targets.map((t) => ({ from: g.from, ...t })));
      const kills = all.filter((t) => t.kind === "kill");
      const pick = kills.length ? kills[random(kills.length)] : all[random(all.length)];
      const way = ways[played % 3];
      if (way === "keyboard") await page.focus("canvas.board");
      if (pick.from) await press[way](page, pick.from);
      await press[way](page, pick.cell);
      ({ view } = await state(page));
      played += 1;
      used[way] += 1;
      used.convert += pick.kind === "convert" ? 1 : 0;
      assert.equal(view.moves.at(-1)?.action, pick.action, `${way}: ${pick.action}`);
    }
    assert.match(await textOf(page, ".game-over"), /killed .*last stack/);
    await screenshot(page, "kobudai-8x8-game-over");
    console.log(`Kobudai 8x8 by mouse, keyboard and touch: ${played} actions ${JSON.stringify(used)}`);
    assert.ok(used.convert > 0, "a male was made");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("the 8x8 board from the address and from the size chooser", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await page.goto(`${site.server.url}#/kobudai?size=8`);
    await page.waitForFunction(() => window.__gamePage?.view?.board.cells.length === 64);
    let { view } = await state(page);
    assert.deepEqual(view.scores, [16, 16]);
    assert.match(await textOf(page, "[data-testid=options]"), /Board: 8x8/);
    const males = view.pieces.filter((p) => p.height === 2).map((p) => p.cell);
    assert.deepEqual(males, ["a1", "h8"]);
    assert.ok(
      view.pieces.filter((p) => p.height === 2).every((p) => p.crowned),
      "males wear a crown",
    );
    await screenshot(page, "kobudai-8x8");
    await clickCell(page, "g3");
    await clickCell(page, "g4");
    ({ view } = await state(page));
    assert.deepEqual(
      view.moves.map((m) => m.action),
      ["g3-g4"],
    );
    // Choosing 6x6 and New game puts the size in the address.
    await select(page, "[data-testid=option-size]", "6");
    await newGameConfirmed(page);
    await page.waitForFunction(() => window.__gamePage?.view?.board.cells.length === 36);
    assert.match(page.url(), /#\/kobudai\?size=6$/);
    assert.equal(await page.inputValue("[data-testid=option-size]"), "6");
    // A size the game does not have is refused with the reason, and the usual board is played.
    await page.goto(`${site.server.url}#/kobudai?size=7`);
    await page.waitForSelector("text=Board “7” is not one of 6, 8; the usual one is used.");
    await page.waitForFunction(() => window.__gamePage?.view?.board.cells.length === 36);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("a step refused by the cordon rule says so and outlines the wall, by click and by drag", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "kobudai");
    // d1-c2 is one step closer to f6 but closes a3-b3-c3-c2-c1 round a1.
    await loadPosition(page, positionText(6, "Ra1 ra3 rb3 rc3 rc1 rd1 Bf6 bf4 bd6", 1));
    await clickCell(page, "d1");
    let s = await state(page);
    const targets = (s.view.groups.find((g) => g.from === "d1")?.targets ?? []).map((t) => t.cell).sort();
    assert.deepEqual(targets, ["d2", "e2"], "c2 is not offered");
    await clickCell(page, "c2");
    assert.match(await message(page), /d1 to c2 would cordon off Red's male on a1/);
    // A screen reader hears it: the message line is a status region, and it
    // is not rewritten while it stays the same (else it would be read again).
    assert.match((await page.getByRole("status").textContent()) ?? "", /would cordon off/);
    assert.equal(await messageRewrites(page, "[data-testid=message]"), 0, "the unchanged message was rewritten");
    s = await state(page);
    assert.deepEqual([...s.overlay.outline].sort(), ["a3", "b3", "c1", "c2", "c3"]);
    assert.deepEqual(s.view.moves, [], "nothing was played");
    assert.ok(close(await pixelNear(page, "b3", 0.44, 0.2), OUTLINE, 50), "the wall is outlined on the board");
    await screenshot(page, "kobudai-cordon-wall");
    // Any other press clears the message and the outline.
    await clickCell(page, "b1");
    assert.equal(await message(page), "");
    assert.deepEqual((await state(page)).overlay.outline, []);
    // The same by dragging d1 onto c2.
    const from = await cellPoint(page, "d1");
    const to = await cellPoint(page, "c2");
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 6 });
    await page.mouse.up();
    await settled(page);
    assert.match(await message(page), /would cordon off/);
    assert.deepEqual((await state(page)).view.moves, []);
  } finally {
    await site.close();
  }
});

test("pressing a female that cannot move, or a male, says why", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "kobudai");
    // Red's c3 is boxed in on all eight sides.
    await loadPosition(page, positionText(6, "Ra1 rc3 rb2 rc2 rd2 rb3 rd3 rf1 Bf6 bb4 bc4 bd4", 1));
    await clickCell(page, "c3");
    assert.match(await message(page), /female on c3 has no clear path to Blue's male on f6/);
    assert.equal((await state(page)).overlay.selected, null);
    await clickCell(page, "a1");
    assert.match(await message(page), /Males never move/);
    // Every closer step of a2 would wall in Red's male: the wall is shown.
    await loadPosition(page, positionText(6, "Rf1 ra2 rb2 rb1 rd3 Bf6 ba1 bf4", 1));
    await clickCell(page, "d3");
    assert.match(await message(page), /Every step that brings the female on d3 closer .* would cordon off/);
    assert.deepEqual([...(await state(page)).overlay.outline].sort(), ["a2", "b1", "b2"]);
    await screenshot(page, "kobudai-stuck-female");
  } finally {
    await site.close();
  }
});

test("making a male: the note, the marked females and a refused choice", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "kobudai");
    // Red has no male; a1 behind a2, b2, b1 would be walled off.
    await loadPosition(page, positionText(6, "ra1 ra2 rb2 rb1 rd3 Bf6 bd6", 1));
    let { view } = await state(page);
    assert.match(await textOf(page, "[data-testid=note]"), /Red has no male, so the turn starts by making one/);
    assert.deepEqual(
      view.groups.map((g) => g.from),
      [null],
    );
    assert.deepEqual(view.groups[0].targets.map((t) => t.action).sort(), ["+a2", "+b1", "+b2", "+d3"]);
    assert.ok(close(await pixelNear(page, "d3"), STEP), "d3 is marked");
    assert.ok(!close(await pixelNear(page, "a1"), STEP), "a1 is not");
    await clickCell(page, "a1");
    assert.match(await message(page), /cannot become Red's male/);
    assert.deepEqual([...(await state(page)).overlay.outline].sort(), ["a2", "b1", "b2"]);
    await clickCell(page, "d3");
    ({ view } = await state(page));
    assert.deepEqual(
      view.moves.map((m) => m.action),
      ["+d3"],
    );
    assert.equal(await page.isVisible("[data-testid=note]"), false);
    assert.match(await textOf(page, "[data-testid=turn]"), /Red to move/, "the turn goes on with a move");
    assert.ok(view.groups.every((g) => g.from !== null));
    // Undo takes back the new male alone.
    await click(page, "[data-testid=undo]");
    ({ view } = await state(page));
    assert.deepEqual(view.moves, []);
    assert.equal(view.pieces.find((p) => p.cell === "d3")?.height, 1);
  } finally {
    await site.close();
  }
});

test("keyboard alone and touch play Kobudai", async () => {
  let site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "kobudai");
    // The site title, the theme chooser, then the board.
    await press(page, "Tab");
    await press(page, "Tab");
    await press(page, "Tab");
    assert.equal((await state(page)).overlay.cursor, "a1");
    assert.equal((await state(page)).overlay.showCursor, true, "focus by the keyboard shows the cursor");
    for (const key of ["ArrowRight", "ArrowRight", "ArrowRight", "ArrowRight", "ArrowUp", "ArrowUp"]) {
      await press(page, key);
    }
    assert.equal((await state(page)).overlay.cursor, "e3");
    await press(page, "Enter");
    assert.equal((await state(page)).overlay.selected, "e3");
    await press(page, "ArrowUp");
    await press(page, "Enter");
    assert.deepEqual(
      (await state(page)).view.moves.map((m) => m.action),
      ["e3-e4"],
    );
    assert.equal(await textOf(page, "[data-testid=live]"), "Red stepped e3-e4. Blue to move.");
  } finally {
    await site.close();
  }
  site = await openSite(shared.browser, { contextOptions: PHONE });
  try {
    const { page } = site;
    await openGame(page, site.server.url, "kobudai");
    for (const cell of ["c3", "d3", "d4", "c4"]) {
      const p = await cellPoint(page, cell);
      await page.touchscreen.tap(p.x, p.y);
      // The first tap focuses the board; the keyboard's cursor stays hidden.
      assert.equal((await state(page)).overlay.showCursor, false, `the cursor is shown after a tap on ${cell}`);
    }
    assert.deepEqual(
      (await state(page)).view.moves.map((m) => m.action),
      ["c3-d3", "d4-c4"],
    );
    // A tap on Blue's piece in Red's turn is answered in sight, without scrolling.
    const blue = await cellPoint(page, "e5");
    await page.touchscreen.tap(blue.x, blue.y);
    assert.equal(await textOf(page, "[data-testid=message]"), "That is Blue's piece; Red is to move.");
    const line = await page.locator("[data-testid=message]").boundingBox();
    assert.ok(line && line.y + line.height <= PHONE.viewport.height, `the message line ${JSON.stringify(line)} is on the phone's screen`);
    await screenshot(page, "kobudai-touch-phone");
    assert.equal(await page.evaluate(() => window.scrollY), 0);
  } finally {
    await site.close();
  }
});
