// Browser tests of the move list you can browse: a line per turn with its
// actions, a click on a turn shows the position after it without undoing
// anything (a "Viewing turn N" bar below the board, the board not played on,
// the computer waiting), the arrow keys, Home and End step through it, and
// "Back to the game" resumes where it stood. Desktop and phone.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  seededRandom,
  openSite,
  openGame,
  state,
  click,
  press,
  screenshot,
  personActs,
  clickCell,
  textOf,
  assertBelowBoard,
  PHONE,
} from "./browser.mjs";

const shared = useBrowser();

/**
 * Plays against the computer until `turns` turns have been played in all,
 * then waits for the computer's reply. @param {import("playwright-core").Page} page @param {number} turns
 */
async function playAgainstComputer(page, turns, random = seededRandom(7)) {
  while (((await state(page)).view.moves.at(-1)?.turn ?? 0) < turns) {
    await page.waitForFunction(() => {
      const g = window.__gamePage;
      return g.view.status.over || (g.seats.thinking === null && !g.seats.isComputer(g.view.status.toAct) && g.view.groups.length > 0);
    });
    if ((await state(page)).view.status.over) return;
    await personActs(page, random);
  }
  await page.waitForFunction(() => {
    const g = window.__gamePage;
    return g.view.status.over || !g.seats.isComputer(g.view.status.toAct);
  });
}

/** The move list's lines. @param {import("playwright-core").Page} page */
const lines = (page) => page.$$eval("[data-testid=moves] li", (els) => els.map((e) => e.textContent ?? ""));

/** The number of the selected line's turn, or null. @param {import("playwright-core").Page} page */
const selectedTurn = (page) => page.$eval("[data-testid=moves]", (el) => el.querySelector("[aria-selected=true]")?.getAttribute("data-turn") ?? null);

test("the move list is browsed by mouse and keyboard, and the game resumes where it stood", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "cross-hairs?seats=human,easy&pace=fast");
    await playAgainstComputer(page, 8);
    const live = await state(page);
    const record = await page.evaluate(() => window.__gamePage.session.record());
    const turns = live.view.moves.at(-1)?.turn ?? 0;
    assert.ok(turns >= 7, `turns were played (${turns})`);
    // A turn per line: the turn's number, then its actions.
    const shown = await lines(page);
    assert.equal(shown.length, turns);
    const first = live.view.moves.filter((m) => m.turn === 1).map((m) => m.action);
    assert.equal(shown[0], `1. ${first.join(" · ")}`);
    assert.equal(await page.isHidden("[data-testid=viewing]"), true);

    // A click on turn 3 shows the position after it.
    await click(page, "[data-testid=moves] li[data-turn='3']");
    const after3 = live.view.moves.filter((m) => m.turn <= 3);
    let { view } = await state(page);
    assert.deepEqual(
      view.moves.map((m) => m.action),
      after3.map((m) => m.action),
    );
    assert.equal(await textOf(page, "[data-testid=viewing]"), `Viewing turn 3 of ${turns}`);
    assert.match(await textOf(page, "[data-testid=turn]"), /Viewing turn 3 of \d+: the game waits/);
    assert.equal(await selectedTurn(page), "3");
    assert.equal(view.recent.at(-1)?.turn, 3, "the board marks turn 3");
    assert.equal(await page.evaluate(() => window.__gamePage.session.record()), record, "nothing was undone");
    assert.doesNotMatch(await page.evaluate(() => location.hash), /mode=|at=/, "the address keeps the game");
    // The bar covers neither the board nor its letters.
    await assertBelowBoard(page, "[data-testid=back-to-game]");
    await screenshot(page, "browse-turn-3");
    // The board is not played on meanwhile, and says so.
    const empty = view.board.cells.find((c) => !view.pieces.some((p) => p.cell === c.name));
    await clickCell(page, empty?.name ?? null);
    assert.match(await textOf(page, "[data-testid=message]"), /Viewing turn 3 of \d+: press Back to the game/);
    assert.equal((await state(page)).view.moves.length, after3.length);

    // The keys step through the turns with the list focused.
    await page.focus("[data-testid=moves]");
    await press(page, "ArrowDown");
    assert.equal(await selectedTurn(page), "4");
    await press(page, "ArrowUp");
    await press(page, "ArrowUp");
    assert.equal(await selectedTurn(page), "2");
    await press(page, "Home");
    assert.equal(await textOf(page, "[data-testid=viewing]"), "Viewing the start of the game");
    assert.equal((await state(page)).view.pieces.length, 0);
    await press(page, "End");
    assert.equal(await page.isHidden("[data-testid=viewing]"), true, "End is back at the game");
    assert.equal(JSON.stringify((await state(page)).view.pieces), JSON.stringify(live.view.pieces));

    // The bar's buttons do the same; Back to the game, and the game goes on.
    await click(page, "[data-testid=moves] li[data-turn='2']");
    await click(page, "[data-testid=look-forward]");
    assert.equal(await textOf(page, "[data-testid=viewing]"), `Viewing turn 3 of ${turns}`);
    await click(page, "[data-testid=back-to-game]");
    ({ view } = await state(page));
    assert.equal(view.moves.length, live.view.moves.length);
    assert.ok(view.groups.length > 0, "the board is played on again");
    await playAgainstComputer(page, turns + 2);
    assert.ok((await state(page)).view.moves.length > live.view.moves.length, "play resumed");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("the computer waits while a player looks back, and replies on the return", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks?seats=human,easy&pace=slow");
    // A pace no reply outlasts (a test hook): the computer is surely still
    // waiting to show its reply when the player looks back.
    await page.evaluate(() => {
      const seats = window.__gamePage.seats;
      seats.pace = /** @type {typeof seats.pace} */ (/** @type {unknown} */ ({ id: "slow", name: "Slow", ms: 1e9 }));
    });
    await personActs(page, seededRandom(3));
    await page.waitForFunction(() => window.__gamePage.seats.thinking === 2);
    const boardHeight = () => page.$eval("canvas.board", (el) => el.getBoundingClientRect().height);
    const playing = await boardHeight();
    await page.focus("[data-testid=moves]");
    await press(page, "Home");
    assert.equal(await textOf(page, "[data-testid=viewing]"), "Viewing the start of the game");
    // A game without End turn makes room for the bar below the board while
    // the player looks back, and gives it back on the return.
    await assertBelowBoard(page, "[data-testid=back-to-game]");
    assert.ok((await boardHeight()) < playing, "the board makes room for the bar");
    assert.equal(await page.evaluate(() => window.__gamePage.seats.thinking), null, "the computer's turn was called off");
    assert.equal(await page.evaluate(() => window.__gamePage.controller.live.moves.length), 1);
    // Back at the game, at a normal pace, the computer is asked again and replies.
    await page.evaluate(() => window.__gamePage.seats.setPace("fast"));
    await click(page, "[data-testid=back-to-game]");
    await page.waitForFunction(() => window.__gamePage.view.moves.length === 2);
    await page.waitForFunction((h) => document.querySelector("canvas.board")?.getBoundingClientRect().height === h, playing);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("on a phone, a tap on a turn shows it and the bar below the board steps and returns", async () => {
  const site = await openSite(shared.browser, { contextOptions: PHONE });
  try {
    const { page } = site;
    await openGame(page, site.server.url, "martian-checkers?seats=human,easy&pace=fast");
    await playAgainstComputer(page, 5, seededRandom(11));
    const live = (await state(page)).view;
    await page.tap("[data-testid=moves] li[data-turn='2']");
    await state(page);
    assert.equal(await textOf(page, "[data-testid=viewing]"), `Viewing turn 2 of ${live.moves.at(-1)?.turn}`);
    // The bar is below the board, in view without scrolling.
    await page.evaluate(() => window.scrollTo(0, 0));
    const bar = await assertBelowBoard(page, "[data-testid=back-to-game]");
    assert.ok(bar.y + bar.height <= PHONE.viewport.height, `the bar ${JSON.stringify(bar)} is in view`);
    await screenshot(page, "browse-phone");
    await page.tap("[data-testid=look-back]");
    await state(page);
    assert.equal(await textOf(page, "[data-testid=viewing]"), `Viewing turn 1 of ${live.moves.at(-1)?.turn}`);
    await page.tap("[data-testid=back-to-game]");
    await state(page);
    assert.equal((await state(page)).view.moves.length, live.moves.length);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
