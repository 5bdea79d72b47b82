// Browser tests of records everywhere: a game shared by its address opens
// the same position in a new page; reloading mid-game resumes it; games in
// progress are saved in the browser and offered again, and a corrupt saved
// value is set aside with a notice; a bad record pasted in is refused with
// the action named and the game unchanged; a downloaded record loads back;
// replay steps forward and back, plays itself and branches off into play.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useBrowser, seededRandom, openSite, openGame, state, screenshot, personActs, clickCell, click, textOf } from "./browser.mjs";

const shared = useBrowser();

const text = (/** @type {import("playwright-core").Page} */ page, /** @type {string} */ id) => textOf(page, `[data-testid=${id}]`);

/** The game on the page: its record and position. */
/** @param {import("playwright-core").Page} page */
function game(page) {
  return page.evaluate(() => ({ record: window.__gamePage.session.record(), position: window.__gamePage.session.position() }));
}

/** Plays `n` random actions by mouse. */
/** @param {import("playwright-core").Page} page @param {number} n @param {number} seed */
async function playSome(page, n, seed) {
  const random = seededRandom(seed);
  for (let i = 0; i < n; i++) await personActs(page, random);
}

test("a game shared by Copy link opens at the same position in a new page, and the address holds it as it is played", async () => {
  const site = await openSite(shared.browser, { contextOptions: { permissions: ["clipboard-read", "clipboard-write"] } });
  try {
    const { page, context } = site;
    await openGame(page, site.server.url, "kobudai?size=8");
    await playSome(page, 7, 3);
    const before = await game(page);
    assert.equal(before.record.split(" ").length, 7);
    // The address is kept in step: a compact record, one character an action here.
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /^#\/kobudai\?size=8&r=[A-Za-z0-9_-]{7}$/);
    await click(page, "[data-testid=share] summary");
    await click(page, "[data-testid=copy-link]");
    // The clipboard answers asynchronously; the status line says how it went.
    await page.waitForFunction(() => document.querySelector("[data-testid=share-status]")?.textContent !== "");
    assert.match(await text(page, "share-status"), /Link copied/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(link.startsWith(site.server.url), link);
    const other = await context.newPage();
    await other.goto(link);
    await other.waitForFunction(() => window.__gamePage?.view);
    assert.deepEqual(await game(other), before);
    await screenshot(other, "share-link-opened");
    // The same game written in notation in the address reads the same.
    const plain = await context.newPage();
    await plain.goto(`${site.server.url}#/kobudai?size=8&record=${before.record.replaceAll(" ", "+")}`);
    await plain.waitForFunction(() => window.__gamePage?.view);
    assert.deepEqual(await game(plain), before);
    assert.equal(await plain.evaluate(() => location.hash), hash, "the address is rewritten compactly");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("a bad record in the address is reported and the game starts from the beginning", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await page.goto(`${site.server.url}#/mad-rooks?record=c3xc2+d1xe1+zz9`);
    await page.waitForFunction(() => window.__gamePage?.view);
    assert.match(await text(page, "message"), /record in the address could not be read \(action 3, zz9: .+\)/);
    assert.equal((await game(page)).record, "");
    await page.goto(`${site.server.url}#/mad-rooks?r=A!`);
    await page.waitForFunction(() => window.__gamePage?.view.moves.length === 0);
    // Two characters an action here: more than 64 actions are legal at the start.
    assert.match(await text(page, "message"), /action 1: '!' is not a character of a compact record/);
  } finally {
    await site.close();
  }
});

test("reloading mid-game resumes it; the saved game is offered on a fresh page and listed at home", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    await openGame(page, site.server.url, "martian-checkers?players=2");
    await playSome(page, 5, 8);
    const before = await game(page);
    await page.reload();
    await page.waitForFunction(() => window.__gamePage?.view);
    assert.deepEqual(await game(page), before);
    // A new tab with no record in its address offers the saved game.
    const fresh = await context.newPage();
    await openGame(fresh, site.server.url, "martian-checkers?players=2");
    assert.equal(await fresh.isVisible("[data-testid=saved-offer]"), true);
    assert.match(await text(fresh, "saved-offer"), /5 actions/);
    await screenshot(fresh, "share-saved-offer");
    await click(fresh, "[data-testid=resume-saved]");
    assert.deepEqual(await game(fresh), before);
    // The home page lists it.
    await fresh.goto(`${site.server.url}#/`);
    const link = fresh.locator("[data-testid=saved-martian-checkers] a");
    assert.match((await link.textContent()) ?? "", /Continue your game \(players 2\): 5 actions/);
    await link.click();
    await fresh.waitForFunction(() => window.__gamePage?.view);
    assert.deepEqual(await game(fresh), before);
    // Start afresh forgets it.
    await fresh.goto(`${site.server.url}#/cross-hairs`);
    await fresh.goto(`${site.server.url}#/martian-checkers?players=2`);
    await fresh.waitForFunction(() => window.__gamePage?.view);
    await click(fresh, "[data-testid=dismiss-saved]");
    await fresh.reload();
    await fresh.waitForFunction(() => window.__gamePage?.view);
    assert.equal(await fresh.isVisible("[data-testid=saved-offer]"), false);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("a corrupt or foreign saved value is set aside with a notice, never a broken page", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await page.goto(site.server.url);
    for (const value of ["{not json", "[1,2]", "null", JSON.stringify({ "mad-rooks": { game: "mad-rooks", code: "AA" }, x: 5 })]) {
      await page.evaluate((v) => localStorage.setItem("abstract-games/saved/v1", v), value);
      await page.reload();
      await page.waitForSelector(".game-list");
      if (value === "null") continue;
      assert.match(await text(page, "saved-notice"), /could not be read/, value);
    }
    // A saved game whose record no longer reads: refused on Resume, with a message.
    await page.evaluate(() =>
      localStorage.setItem(
        "abstract-games/saved/v1",
        JSON.stringify({
          "mad-rooks": { game: "mad-rooks", options: "", code: "zzzz", actions: 2, seats: "human,human", savedAt: 1 },
        }),
      ),
    );
    await openGame(page, site.server.url, "mad-rooks");
    await click(page, "[data-testid=resume-saved]");
    assert.match(await text(page, "message"), /saved game could not be read, so it was set aside/);
    assert.equal((await game(page)).record, "");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("a bad record pasted in is refused with the action named and the game unchanged; a downloaded record loads back", async () => {
  const site = await openSite(shared.browser, { contextOptions: { acceptDownloads: true } });
  try {
    const { page, context } = site;
    await openGame(page, site.server.url, "mad-rooks");
    await playSome(page, 4, 21);
    const before = await game(page);
    await click(page, "[data-testid=share] summary");
    await page.fill("[data-testid=import-text]", "c3xc2 d1xe1 b2xb3 h3xh2 c3xc5");
    await click(page, "[data-testid=import-load]");
    assert.match(await text(page, "import-error"), /could not be loaded, so the game is unchanged: action 5, c3xc5: /);
    assert.deepEqual(await game(page), before);
    await screenshot(page, "share-import-error");
    // A bad position too.
    await page.fill("[data-testid=import-text]", "8/8/8/zz:1");
    await click(page, "[data-testid=import-load]");
    assert.match(await text(page, "import-error"), /position could not be loaded/);
    assert.deepEqual(await game(page), before);
    // Download the record; a fresh page loads it back.
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-testid=download-record]")]);
    assert.match(download.suggestedFilename(), /^mad-rooks-\d{4}-\d\d-\d\d\.txt$/);
    const saved = readFileSync(await download.path(), "utf8");
    assert.match(saved, /^# Mad Rooks, by Mark Steere/);
    const other = await context.newPage();
    await openGame(other, site.server.url, "cross-hairs");
    await other.goto(`${site.server.url}#/mad-rooks`);
    await other.waitForFunction(() => window.__gamePage?.info.id === "mad-rooks");
    await click(other, "[data-testid=share] summary");
    await other.fill("[data-testid=import-text]", saved);
    await click(other, "[data-testid=import-load]");
    assert.equal(await text(other, "import-error"), "");
    assert.deepEqual(await game(other), before);
    // It is loaded as a replay, at its end.
    assert.match(await text(other, "replay-caption"), /action 4 of 4/);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("replay steps forward and back, plays by itself, keeps its place in the address and branches off into play", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    const record = "c3xc2 d1xe1 b2xb3 h3xh2 e3xf3 f5xf4 b8xa8 b1xc1";
    await page.goto(`${site.server.url}#/mad-rooks?record=${record.replaceAll(" ", "+")}&mode=replay&at=2`);
    await page.waitForFunction(() => window.__gamePage?.view);
    const moves = async () => (await state(page)).view.moves.map((m) => m.action).join(" ");
    assert.equal(await moves(), "c3xc2 d1xe1");
    assert.match(await text(page, "replay-caption"), /action 2 of 8 \(Blue d1xe1\)/);
    await click(page, "[data-testid=replay-forward]");
    assert.equal(await moves(), "c3xc2 d1xe1 b2xb3");
    assert.match(await page.evaluate(() => location.hash), /mode=replay&at=3&r=/);
    await click(page, "[data-testid=replay-back]");
    await click(page, "[data-testid=replay-back]");
    assert.equal(await moves(), "c3xc2");
    await click(page, "[data-testid=replay-last]");
    assert.equal(await moves(), record);
    await click(page, "[data-testid=replay-first]");
    assert.equal(await moves(), "");
    // The reload comes back at the same place of the same record.
    await click(page, "[data-testid=replay-forward]");
    await page.reload();
    await page.waitForFunction(() => window.__gamePage?.view);
    assert.equal(await moves(), "c3xc2");
    assert.match(await text(page, "replay-caption"), /action 1 of 8/);
    // Autoplay goes on by itself.
    await click(page, "[data-testid=replay-play]");
    await page.waitForFunction(() => window.__gamePage.view.moves.length >= 3, null, { timeout: 120000 });
    await click(page, "[data-testid=replay-play]");
    const stopped = (await state(page)).view.moves.length;
    await page.waitForTimeout(1200);
    assert.equal((await state(page)).view.moves.length, stopped, "paused autoplay stays");
    await screenshot(page, "share-replay");
    // Branch off: any other action than the record's next one.
    const { view } = await state(page);
    const next = record.split(" ")[stopped];
    const group = view.groups.find((g) => g.targets.some((t) => t.action !== next));
    assert.ok(group);
    const other = group.targets.find((t) => t.action !== next);
    assert.ok(other);
    await clickCell(page, group.from);
    await clickCell(page, other.cell);
    assert.equal((await state(page)).view.moves.at(-1)?.action, other.action);
    assert.match(await text(page, "replay-caption"), new RegExp(`branched off the record after action ${stopped}`));
    assert.doesNotMatch(await page.evaluate(() => location.hash), /mode=replay/);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("a resumed game against the computer shows who plays as saved, and the computer plays on", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    await openGame(page, site.server.url, "kobudai?size=6&seats=human,hard");
    await personActs(page, seededRandom(2));
    await page.waitForFunction(() => window.__gamePage.view.moves.length >= 2 && window.__gamePage.seats.thinking === null);
    // A fresh tab with no seats (all people) in its address offers the game.
    const fresh = await context.newPage();
    await openGame(fresh, site.server.url, "kobudai?size=6");
    assert.equal(await fresh.inputValue("[data-testid=seat-2]"), "human", "before resuming: people only");
    await click(fresh, "[data-testid=resume-saved]");
    assert.equal(await fresh.inputValue("[data-testid=seat-1]"), "human");
    assert.equal(await fresh.inputValue("[data-testid=seat-2]"), "hard", "Who plays shows Blue as the computer");
    await fresh.waitForFunction(() => location.hash.includes("seats=human,hard"));
    assert.equal((await state(fresh)).view.moves.length, 2, "the saved game is back");
    // The person moves and the computer, as the selector says, answers.
    await personActs(fresh, seededRandom(3));
    await fresh.waitForFunction(() => window.__gamePage.view.moves.length >= 4 || window.__gamePage.view.status.over);
    assert.equal(await fresh.inputValue("[data-testid=seat-2]"), "hard");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
