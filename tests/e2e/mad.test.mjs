// Browser tests of the Mad Bishops and Mad Rooks pages in headless Chromium,
// against the release build in dist/.

import { test } from "node:test";
import assert from "node:assert/strict";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  useBrowser,
  COLOURS,
  PHONE,
  seededRandom,
  openSite,
  openGame,
  state,
  clickCell,
  cellPoint,
  pixelNear,
  close,
  screenshot,
  SHOTS,
  click,
  press,
  settled,
  textOf,
  newGameConfirmed,
} from "./browser.mjs";

const KILL = COLOURS.kill;
const ENGAGE = COLOURS.step;
const SELECTED = COLOURS.selected;

const shared = useBrowser();

test("the home page lists all five games with their designers", async () => {
  const site = await openSite(shared.browser);
  try {
    await site.page.goto(site.server.url);
    await site.page.waitForSelector(".game-card");
    const cards = await site.page.$$eval(".game-card", (els) => els.map((e) => ({ id: e.dataset.game, text: e.textContent })));
    assert.deepEqual(
      cards.map((c) => c.id),
      ["mad-bishops", "mad-rooks", "kobudai", "martian-checkers", "cross-hairs"],
    );
    const text = (/** @type {string} */ id) => cards.find((c) => c.id === id)?.text ?? "";
    assert.match(text("mad-bishops"), /Mark Steere/);
    assert.match(text("mad-rooks"), /Mark Steere/);
    assert.match(text("kobudai"), /Mark Steere/);
    assert.match(text("martian-checkers"), /Jesse Welton/);
    assert.match(text("cross-hairs"), /unknown author \(rule text dated Oct 24, 2005\)/);
    for (const id of ["mad-bishops", "mad-rooks", "kobudai", "martian-checkers", "cross-hairs"]) assert.doesNotMatch(text(id), /Not built yet/);
    // A game with a choice offers one Play link per choice.
    const kobudaiLinks = await site.page.$$eval("[data-game=kobudai] a.play", (els) => els.map((e) => [e.textContent, e.getAttribute("href")]));
    assert.deepEqual(kobudaiLinks, [
      ["Play 6x6", "#/kobudai?size=6"],
      ["Play 8x8", "#/kobudai?size=8"],
    ]);
    await screenshot(site.page, "home");
    await site.page.click("[data-game=mad-rooks] a.play");
    await site.page.waitForFunction(() => window.__gamePage?.info.id === "mad-rooks");
    assert.deepEqual(site.foreign, []);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("Mad Bishops loads with its set-up, sharp on a high-DPI screen, and times the first draw", async () => {
  const site = await openSite(shared.browser, { contextOptions: { deviceScaleFactor: 2 } });
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-bishops");
    const { view } = await state(page);
    assert.equal(view.board.cells.length, 100);
    assert.deepEqual(view.scores, [25, 25]);
    assert.match(await textOf(page, "[data-testid=scores]"), /Red: 25 checkers.*Blue: 25 checkers/);
    assert.match(await textOf(page, "[data-testid=turn]"), /Red to move/);
    const size = await page.evaluate(() => {
      const c = window.__gamePage.canvas;
      return { w: c.width, h: c.height, cssW: c.getBoundingClientRect().width };
    });
    assert.equal(size.w, Math.round(size.cssW * 2), "the canvas has a backing pixel per device pixel");
    assert.ok(size.cssW > 400, "the board fills the space it has");
    assert.match(await textOf(page, ".rules"), /Mark Steere/);
    const drawnAt = await page.evaluate(() => window.__boardDrawnAt);
    assert.ok(drawnAt !== undefined, "the first draw was timed");
    const line = `first board drawn ${drawnAt.toFixed(0)} ms after navigation start (Mad Bishops, local server)`;
    console.log(line);
    writeFileSync(join(SHOTS, "timing.txt"), line + "\n");
    await screenshot(page, "mad-bishops-start");
    assert.deepEqual(site.foreign, []);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("selecting a checker marks its kills and engages differently, with a legend", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    // Red d4 can kill d7 (Blue); Red a1 sees nothing and can engage at a8 or h1.
    await page.goto(`${site.server.url}#/mad-rooks`);
    await page.waitForFunction(() => window.__gamePage?.view);
    await page.evaluate(() => {
      window.__gamePage.loadPosition("7b/3b4/8/8/3r4/8/8/r7:1");
    });
    let { view } = await state(page);
    assert.deepEqual(view.groups.map((g) => g.from).sort(), ["a1", "d4"], "the checkers that can move");
    // Movable checkers carry a dashed halo before anything is selected.
    await clickCell(page, "d4");
    ({ view } = await state(page));
    assert.deepEqual(await page.evaluate(() => window.__gamePage.overlay.selected), "d4");
    assert.ok(close(await pixelNear(page, "d7", 0.325, 0.325), KILL), "a kill is a red crosshair round the enemy");
    assert.ok(close(await pixelNear(page, "d4", 0.47, 0), SELECTED, 60), "the selected checker is outlined");
    await screenshot(page, "mad-rooks-kill-marks");
    await clickCell(page, "a1");
    assert.ok(close(await pixelNear(page, "a8"), ENGAGE), "an engage is a green dot");
    assert.ok(close(await pixelNear(page, "h1"), ENGAGE));
    assert.ok(!close(await pixelNear(page, "a5"), ENGAGE), "no mark where the checker could not engage");
    await screenshot(page, "mad-rooks-engage-marks");
    const legend = await page.$$eval(".legend li", (els) => els.map((e) => e.textContent));
    assert.ok(legend.some((t) => /^Kill/.test(t)) && legend.some((t) => /^Engage/.test(t)), legend.join("|"));
    // A click on a square that is no target explains (in the engine's
    // words, naming the rule) and deselects.
    await clickCell(page, "a5");
    assert.equal(await page.evaluate(() => window.__gamePage.overlay.selected), null);
    assert.match(await textOf(page, "[data-testid=message]"), /From a5 the checker would see no enemy checker, so it cannot engage there\./);
  } finally {
    await site.close();
  }
});

test("a whole Mad Rooks game played by mouse clicks, to the winner", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    const random = seededRandom(12345);
    let played = 0;
    let { view } = await state(page);
    while (!view.status.over) {
      assert.ok(played < 1000, "the game ends");
      const mover = view.status.toAct;
      assert.ok(mover, "someone is to move");
      const group = view.groups[random(view.groups.length)];
      const target = group.targets[random(group.targets.length)];
      await clickCell(page, group.from);
      if (played % 10 === 0) {
        assert.equal((await state(page)).overlay.selected, group.from);
        const colour = target.kind === "kill" ? await pixelNear(page, target.cell, 0.325, 0.325) : await pixelNear(page, target.cell);
        assert.ok(close(colour, target.kind === "kill" ? KILL : ENGAGE), `${target.action} is marked as a ${target.kind}`);
      }
      await clickCell(page, target.cell);
      const before = view;
      ({ view } = await state(page));
      played += 1;
      assert.equal(view.moves.length, played);
      assert.equal(view.moves.at(-1)?.action, target.action);
      const last = view.recent.at(-1)?.actions[0];
      assert.deepEqual([last?.from, last?.to], [group.from, target.cell], "the last move is highlighted");
      const enemy = 2 - mover;
      assert.equal(view.scores[enemy], before.scores[enemy] - (target.kind === "kill" ? 1 : 0));
      assert.equal(view.scores[mover - 1], before.scores[mover - 1]);
      const shown = await page.$$eval("[data-testid=moves] li", (els) => els.map((e) => e.textContent));
      // The list's last line is the turn with this action last ("5. +c1 · b2-c3").
      assert.match(shown.at(-1) ?? "", new RegExp(`^\\d+\\. (.* · )?${target.action.replace("+", "\\+")}$`));
      if (!view.status.over) {
        assert.equal(view.status.toAct, 3 - mover);
        const name = view.seats[view.status.toAct - 1].name;
        assert.match(await textOf(page, "[data-testid=turn]"), new RegExp(`${name} to move`));
        const count = (/** @type {number} */ n) => `${n} checker${n === 1 ? "" : "s"}`;
        assert.match(await textOf(page, "[data-testid=scores]"), new RegExp(`Red: ${count(view.scores[0])}.*Blue: ${count(view.scores[1])}`));
      }
      if (played === 20) await screenshot(page, "mad-rooks-midgame");
    }
    const winner = view.seats[view.status.winners[0] - 1].name;
    assert.equal(await textOf(page, "[data-testid=winner]"), `${winner} wins!`);
    assert.match(await textOf(page, ".game-over"), /killed .*last checker/);
    assert.match(await textOf(page, "[data-testid=live]"), new RegExp(`${winner} wins`));
    await screenshot(page, "mad-rooks-game-over");
    console.log(`Mad Rooks by mouse: ${played} actions, ${winner} won`);
    await click(page, "[data-testid=play-again]");
    // Wait for the new game (read at once, a busy machine once saw the
    // finished one).
    await page.waitForFunction(() => window.__gamePage.view.moves.length === 0);
    ({ view } = await state(page));
    assert.deepEqual(view.scores, [32, 32]);
    assert.equal(view.moves.length, 0);
    assert.equal(await page.isVisible(".game-over"), false);
    assert.deepEqual(site.foreign, []);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("keyboard alone: focus the board, move the cursor, pick and place", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    await press(page, "Tab"); // the site title link
    await press(page, "Tab"); // the theme chooser
    await press(page, "Tab"); // the board
    assert.equal(await page.evaluate(() => document.activeElement === window.__gamePage.canvas), true);
    assert.equal((await state(page)).overlay.cursor, "a1", "the cursor starts bottom-left");
    await press(page, "ArrowRight");
    await press(page, "ArrowRight");
    await press(page, "ArrowUp");
    assert.equal((await state(page)).overlay.cursor, "c2");
    await press(page, "ArrowLeft");
    assert.equal((await state(page)).overlay.cursor, "b2");
    await press(page, "Enter"); // pick Red b2
    assert.equal((await state(page)).overlay.selected, "b2");
    await press(page, "ArrowUp"); // b3, a Blue checker b2 can kill
    await screenshot(page, "mad-rooks-keyboard");
    await press(page, " ");
    const { view } = await state(page);
    assert.deepEqual(
      view.moves.map((m) => m.action),
      ["b2xb3"],
    );
    assert.equal(await textOf(page, "[data-testid=live]"), "Red killed on b3 (b2xb3). Blue to move.");
    // Escape drops a selection.
    await press(page, "ArrowRight"); // c3, Blue's? no: c3 is Red; Blue to move
    await press(page, "ArrowDown"); // c2, a Blue checker
    await press(page, "Enter");
    assert.equal((await state(page)).overlay.selected, "c2");
    await press(page, "Escape");
    assert.equal((await state(page)).overlay.selected, null);
  } finally {
    await site.close();
  }
});

test("touch: tap to pick and tap to place; a mouse drag plays too", async () => {
  const site = await openSite(shared.browser, { contextOptions: PHONE });
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    let p = await cellPoint(page, "a1");
    await page.touchscreen.tap(p.x, p.y);
    assert.equal((await state(page)).overlay.selected, "a1");
    p = await cellPoint(page, "b1");
    await page.touchscreen.tap(p.x, p.y);
    assert.deepEqual(
      (await state(page)).view.moves.map((m) => m.action),
      ["a1xb1"],
    );
    await screenshot(page, "mad-rooks-touch-phone");
    assert.equal(await page.evaluate(() => window.scrollY), 0, "playing does not scroll the board away");
    // Drag Blue c2 onto Red c1.
    const from = await cellPoint(page, "c2");
    const to = await cellPoint(page, "c1");
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
    assert.equal((await state(page)).overlay.drag?.cell, "c2");
    await page.mouse.move(to.x, to.y, { steps: 4 });
    await page.mouse.up();
    await settled(page);
    assert.deepEqual(
      (await state(page)).view.moves.map((m) => m.action),
      ["a1xb1", "c2xc1"],
    );
  } finally {
    await site.close();
  }
});

test("undo, redo, flip and new game", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    assert.equal(await page.isDisabled("[data-testid=undo]"), true);
    await clickCell(page, "a1");
    await clickCell(page, "a2");
    await clickCell(page, "b1");
    await clickCell(page, "b2");
    await click(page, "[data-testid=undo]");
    let { view } = await state(page);
    assert.deepEqual(
      view.moves.map((m) => m.action),
      ["a1xa2"],
    );
    assert.match(await textOf(page, "[data-testid=turn]"), /Blue to move/);
    await click(page, "[data-testid=redo]");
    ({ view } = await state(page));
    assert.deepEqual(
      view.moves.map((m) => m.action),
      ["a1xa2", "b1xb2"],
    );
    assert.equal(await page.isDisabled("[data-testid=redo]"), true);
    // Flipped, a1 is drawn top-right.
    const before = await cellPoint(page, "a1");
    await click(page, "[data-testid=flip]");
    const after = await cellPoint(page, "a1");
    assert.ok(after.x > before.x && after.y < before.y, "a1 moves to the top right");
    await screenshot(page, "mad-rooks-flipped");
    await clickCell(page, "c1"); // a Red checker, clicked on the flipped board
    assert.equal((await state(page)).overlay.selected, "c1");
    await newGameConfirmed(page);
    ({ view } = await state(page));
    assert.equal(view.moves.length, 0);
    assert.deepEqual(view.scores, [32, 32]);
  } finally {
    await site.close();
  }
});

test("a click on the other side's checker says whose turn it is", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    await clickCell(page, "b1");
    assert.match(await textOf(page, "[data-testid=message]"), /Blue's piece; Red is to move/);
  } finally {
    await site.close();
  }
});

test("the site works from a sub-path and asks nothing of other origins", async () => {
  const site = await openSite(shared.browser, { prefix: "/some/blog/games/" });
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-bishops");
    await clickCell(page, "a1");
    await clickCell(page, "b2");
    assert.deepEqual(
      (await state(page)).view.moves.map((m) => m.action),
      ["a1xb2"],
    );
    assert.ok(site.server.requests.length > 3);
    assert.ok(
      site.server.requests.every((r) => r.startsWith("/some/blog/games/")),
      site.server.requests.join(" "),
    );
    assert.deepEqual(site.foreign, []);
    assert.deepEqual(site.errors, []);
    await page.goto(`${site.server.url}#/no-such-game`);
    await page.waitForSelector("text=There is no game called");
  } finally {
    await site.close();
  }
});
