// Browser tests of the end of a game and the start of the next: the
// game-over card can be closed to see the final position and offers Play
// again and Play again with seats swapped; every game may be resigned; New
// game asks before it throws a game in progress away; Back returns from a
// game to the home page the player came from, and forward again.

/** @typedef {import("playwright-core").Page} Page */

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openSite, openGame, loadPosition, clickCell, click, state, textOf, screenshot, personActs, seededRandom } from "./browser.mjs";

const shared = useBrowser();

test("the game-over card closes to show the final position, and Play again can swap seats", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks?seats=human,easy");
    // Red's a1 kills Blue's last checker on a8.
    await loadPosition(page, "b7/8/8/8/3r4/8/8/r7:1");
    await clickCell(page, "a1");
    await clickCell(page, "a8");
    assert.equal(await textOf(page, "[data-testid=winner]"), "Red wins!");
    assert.equal(await page.isVisible("[data-testid=game-over]"), true);
    await screenshot(page, "game-over-card");
    await click(page, "[data-testid=close-game-over]");
    assert.equal(await page.isVisible("[data-testid=game-over]"), false, "closed: the final position shows");
    assert.match(await textOf(page, "[data-testid=turn]"), /Game over: Red wins/, "the panel still says who won");
    // Undo and the same move again: a new end, the card is back.
    await click(page, "[data-testid=undo]");
    await clickCell(page, "a1");
    await clickCell(page, "a8");
    assert.equal(await page.isVisible("[data-testid=game-over]"), true);
    // Play again with seats swapped: the computer is Red now and opens.
    await click(page, "[data-testid=play-again-swapped]");
    // The new game's seats are set as the page rebuilds: wait for them
    // (read at once, a busy machine saw the old ones).
    await page.waitForFunction(() => {
      const seat = (/** @type {number} */ n) => /** @type {HTMLSelectElement | null} */ (document.querySelector(`[data-testid=seat-${n}]`))?.value;
      return seat(1) === "easy" && seat(2) === "human";
    });
    assert.equal(await page.inputValue("[data-testid=seat-1]"), "easy");
    assert.equal(await page.inputValue("[data-testid=seat-2]"), "human");
    await page.waitForFunction(() => window.__gamePage.view.moves.length === 1 && window.__gamePage.view.moves[0].player === 1);
    await page.waitForFunction(() => location.hash.includes("seats=easy,human"));
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("every game may be resigned: the other player wins", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    for (const [id, loser, winner] of [
      ["mad-bishops", "Red", "Blue"],
      ["kobudai", "Red", "Blue"],
      ["cross-hairs", "Light", "Dark"],
    ]) {
      await openGame(page, site.server.url, id);
      assert.equal(await page.isVisible("[data-testid=agree]"), false, "no end by agreement in a game that always ends");
      await click(page, "[data-testid=resign]");
      assert.equal(await textOf(page, "[data-testid=winner]"), `${winner} wins!`);
      assert.match(await textOf(page, "[data-testid=game-over]"), new RegExp(`${loser} resigned`));
      // Undo takes a resignation back.
      await click(page, "[data-testid=undo]");
      assert.equal((await state(page)).view.status.over, false);
    }
  } finally {
    await site.close();
  }
});

test("in Martian Checkers for 3 players a player who resigns leaves, and the computers play on", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "martian-checkers?players=3&seats=human,easy,easy&pace=fast");
    // The computers start moving as soon as Red resigns, and with pieces
    // always in motion the page never settles: this test reads the page
    // without waiting for it to (not with `click` or `state`).
    await page.click("[data-testid=resign]");
    // The two computers play on without Red, whose pieces left the board.
    await page.waitForFunction(() => {
      const v = window.__gamePage.view;
      return v.status.over || v.moves.filter((m) => m.player !== 1).length >= 4;
    });
    const view = await page.evaluate(() => window.__gamePage.view);
    assert.ok(view.moves.filter((m) => m.player !== 1).length >= 4, "the game goes on after Red resigns");
    assert.equal(view.pieces.filter((p) => p.owner === 1).length, 0);
    assert.ok(
      view.moves.slice(1).every((m) => m.player !== 1),
      "Red never acts again",
    );
    assert.match(await textOf(page, "[data-testid=scores]"), /Red: 0 points \(resigned, left the game\)/);
    assert.match(await page.evaluate(() => location.hash), /r=\./, "the departure is in the address's record");
    await screenshot(page, "martian-3-resigned");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("New game asks before a game in progress is thrown away, and only then", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    /** @type {string[]} */
    const asked = [];
    const answer = (/** @type {boolean} */ yes) => (/** @type {import("playwright-core").Dialog} */ d) => {
      asked.push(d.message());
      return yes ? d.accept() : d.dismiss();
    };
    // On the site the game in progress is kept: nothing to ask.
    await openGame(page, site.server.url, "kobudai?size=6");
    await personActs(page, seededRandom(1));
    page.on("dialog", answer(false));
    await click(page, "[data-testid=new-game]");
    await page.waitForFunction(() => window.__gamePage.view.moves.length === 0);
    page.removeAllListeners("dialog");
    assert.deepEqual(asked, []);
    // Where the browser keeps nothing (storage full or refused), the question is asked.
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await page.goto("about:blank");
    await openGame(page, site.server.url, "kobudai?size=6");
    await personActs(page, seededRandom(1));
    const no = answer(false);
    page.on("dialog", no);
    await click(page, "[data-testid=new-game]");
    page.off("dialog", no);
    assert.match(asked[0] ?? "", /game in progress will be lost/);
    assert.equal((await state(page)).view.moves.length, 1, "No: the game goes on");
    const yes = answer(true);
    page.on("dialog", yes);
    await click(page, "[data-testid=new-game]");
    page.off("dialog", yes);
    assert.equal(asked.length, 2);
    assert.equal((await state(page)).view.moves.length, 0, "Yes: a new game");
    // With nothing played there is nothing to lose: no question.
    await click(page, "[data-testid=new-game]");
    assert.equal(asked.length, 2);
  } finally {
    await site.close();
  }
});

test("Back returns from a game to the home page, and Forward to the game", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await page.goto(`${site.server.url}#/`);
    await page.click("[data-game=cross-hairs] h2 a");
    await page.waitForFunction(() => window.__gamePage?.info.id === "cross-hairs");
    await clickCell(page, "i5");
    await page.goBack();
    await page.waitForSelector("[data-game=cross-hairs]");
    assert.equal(new URL(page.url()).hash, "#/");
    await page.goForward();
    await page.waitForFunction(() => window.__gamePage?.info.id === "cross-hairs");
    assert.equal((await state(page)).view.moves.length, 1, "the game is back as it was");
    // The site's title leads home, and Back to the game again.
    await page.click(".site-header a");
    await page.waitForSelector("[data-game=cross-hairs]");
    await page.goBack();
    await page.waitForFunction(() => window.__gamePage?.info.id === "cross-hairs");
  } finally {
    await site.close();
  }
});
