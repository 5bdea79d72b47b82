// Browser tests of records everywhere: a game shared by its address opens
// the same position in a new page; reloading mid-game resumes it; games in
// progress are saved in the browser and offered again, and a corrupt saved
// value is set aside with a notice; a bad record pasted in is refused with
// the action named and the game unchanged; a downloaded record loads back;
// replay steps forward and back, plays itself and branches off into play.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { useBrowser, seededRandom, openSite, openGame, state, screenshot, personActs, clickCell, click, textOf, runClockFor } from "./browser.mjs";

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
    // It also names this browser's save of the game, which a shared link leaves out.
    assert.match(hash, /^#\/kobudai\?size=8&saved=[a-z0-9]{12}&r=[A-Za-z0-9_-]{7}$/);
    await click(page, "[data-testid=share] summary");
    await click(page, "[data-testid=copy-link]");
    // The clipboard answers asynchronously; the status line says how it went.
    await page.waitForFunction(() => document.querySelector("[data-testid=share-status]")?.textContent !== "");
    assert.match(await text(page, "share-status"), /Link copied/);
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.ok(link.startsWith(site.server.url), link);
    assert.doesNotMatch(link, /saved=/);
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
    assert.equal(await plain.evaluate(() => location.hash), hash.replace(/saved=\w+&/, ""), "the address is rewritten compactly");
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

test("reloading mid-game resumes it; the saved game is offered on a fresh page and listed at home, where it can be deleted", async () => {
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
    // Wait for the resumed game itself rather than reading at once after
    // the click (a stale debug handle once met a freed session here).
    await fresh.waitForFunction((record) => {
      try {
        return window.__gamePage.session.record() === record;
      } catch {
        return false;
      }
    }, before.record);
    assert.deepEqual(await game(fresh), before);
    // The home page lists it.
    await fresh.goto(`${site.server.url}#/`);
    const link = fresh.locator("[data-testid=saved-martian-checkers] a");
    assert.match((await link.textContent()) ?? "", /Continue your game \(players 2\): 5 actions/);
    await link.click();
    await fresh.waitForFunction(() => window.__gamePage?.view);
    assert.deepEqual(await game(fresh), before);
    // Start afresh keeps it: a reload offers it again.
    await fresh.goto(`${site.server.url}#/cross-hairs`);
    await fresh.goto(`${site.server.url}#/martian-checkers?players=2`);
    await fresh.waitForFunction(() => window.__gamePage?.view);
    await click(fresh, "[data-testid=dismiss-saved]");
    await fresh.reload();
    await fresh.waitForFunction(() => window.__gamePage?.view);
    assert.equal(await fresh.isVisible("[data-testid=saved-offer]"), true);
    // Deleted from the home page (after a question), it is gone.
    await fresh.goto(`${site.server.url}#/`);
    fresh.once("dialog", (d) => d.accept());
    await click(fresh, "[data-testid=saved-martian-checkers] [data-testid=delete-saved]");
    await fresh.waitForSelector("[data-testid=saved-martian-checkers]", { state: "detached" });
    await fresh.goto(`${site.server.url}#/martian-checkers?players=2`);
    await fresh.waitForFunction(() => window.__gamePage?.view);
    assert.equal(await fresh.isVisible("[data-testid=saved-offer]"), false);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

/** The games in progress this browser keeps: their action counts, newest first. @param {import("playwright-core").Page} page */
function savedCounts(page) {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith("abstract-games/game/"))
      .map((k) => JSON.parse(localStorage.getItem(k) ?? "{}"))
      .sort((a, b) => b.savedAt - a.savedAt)
      .map((g) => g.actions),
  );
}

test("no game in progress is overwritten: not by a link to the same game, not by New game, not by a move while the offer shows", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    await openGame(page, site.server.url, "mad-rooks");
    await playSome(page, 6, 4);
    assert.deepEqual(await savedCounts(page), [6]);
    // A link to the same game with another record: opened, nothing is saved over.
    const linked = await context.newPage();
    await openGame(linked, site.server.url, `mad-rooks?record=${(await game(page)).record.split(" ")[0]}`);
    assert.deepEqual(await savedCounts(linked), [6]);
    // Played on, it is a game of its own.
    await playSome(linked, 1, 5);
    assert.deepEqual(await savedCounts(linked), [2, 6]);
    // A fresh page shows the offer; a move made instead of answering starts a third game.
    const fresh = await context.newPage();
    await openGame(fresh, site.server.url, "mad-rooks");
    assert.match(await text(fresh, "saved-offer"), /2 games in progress here/);
    await playSome(fresh, 1, 6);
    assert.deepEqual(await savedCounts(fresh), [1, 2, 6]);
    // New game asks nothing (the game is kept) and says where it is.
    await click(fresh, "[data-testid=new-game]");
    await fresh.waitForFunction(() => window.__gamePage.view.moves.length === 0);
    assert.match(await text(fresh, "message"), /The last one is kept: the home page lists your games in progress/);
    await playSome(fresh, 1, 7);
    assert.deepEqual(await savedCounts(fresh), [1, 1, 2, 6]);
    await fresh.goto(`${site.server.url}#/`);
    assert.equal(await fresh.locator("[data-testid=saved-mad-rooks] li").count(), 4);
    await screenshot(fresh, "home-games-in-progress");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("two tabs on one game: the other tab is told of the newer save, and loads it or keeps its own apart", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    await openGame(page, site.server.url, "kobudai?size=6");
    await playSome(page, 2, 8);
    const address = await page.evaluate(() => location.hash);
    const second = await context.newPage();
    await openGame(second, site.server.url, address.slice(2));
    assert.equal(await second.isVisible("[data-testid=save-conflict]"), false, "the address and the save agree");
    await playSome(second, 1, 9);
    const newer = await game(second);
    // The first tab hears of it at once (the storage event).
    await page.waitForSelector("[data-testid=save-conflict]:not([hidden])");
    assert.match(await text(page, "save-conflict"), /played on in another tab or window: 3 actions, saved /);
    await screenshot(page, "share-save-conflict");
    await click(page, "[data-testid=load-newer]");
    assert.deepEqual(await game(page), newer);
    assert.deepEqual(await savedCounts(page), [3]);
    // The second tab moves again; the first plays on without answering: its game is kept apart, and it says so.
    await playSome(second, 1, 10);
    await page.waitForSelector("[data-testid=save-conflict]:not([hidden])");
    await playSome(page, 1, 11);
    assert.match(await text(page, "message"), /also played on in another tab or window\. Both are kept/);
    assert.equal(await page.isVisible("[data-testid=save-conflict]"), false);
    assert.deepEqual(await savedCounts(page), [4, 4]);
    const savedId = (/** @type {string} */ hash) => /saved=(\w+)/.exec(hash)?.[1];
    const apart = savedId(await page.evaluate(() => location.hash));
    assert.ok(apart && apart !== savedId(address), "the first tab's address names its own save now");
    // A third tab on the first's game moves; the first keeps its own apart by the button.
    const third = await context.newPage();
    await openGame(third, site.server.url, (await page.evaluate(() => location.hash)).slice(2));
    await playSome(third, 1, 12);
    await page.waitForSelector("[data-testid=save-conflict]:not([hidden])");
    await click(page, "[data-testid=keep-apart]");
    await page.waitForFunction((apart) => !location.hash.includes(`saved=${apart}`), apart);
    assert.deepEqual(await savedCounts(page), [4, 5, 4]);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("storage that is full: the game goes on in its address, and the player is told once", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await openGame(page, site.server.url, "mad-rooks");
    await playSome(page, 3, 12);
    assert.equal((await state(page)).view.moves.length, 3);
    assert.match(await text(page, "not-kept"), /not keeping your games .* its address holds it/);
    assert.match(await page.evaluate(() => location.hash), /r=\w{3}/);
    // New game would lose it, so the page asks.
    /** @type {string[]} */
    const asked = [];
    page.once("dialog", (d) => (asked.push(d.message()), d.dismiss()));
    await click(page, "[data-testid=new-game]");
    assert.match(asked[0] ?? "", /will be lost/);
    assert.equal((await state(page)).view.moves.length, 3);
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
    for (const value of ["{not json", "[1,2]", JSON.stringify({ id: "abcdef123456", game: "mad-rooks", code: "AA" })]) {
      await page.evaluate((v) => localStorage.setItem("abstract-games/game/abcdef123456", v), value);
      await page.reload();
      await page.waitForSelector(".game-list");
      assert.match(await text(page, "saved-notice"), /could not be read and was set aside/, value);
      const aside = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("abstract-games/set-aside/")));
      assert.ok(
        aside.some((k) => k.endsWith("/abstract-games/game/abcdef123456")),
        "kept aside, as the notice says",
      );
    }
    // A saved game whose record no longer reads: refused on Resume, with a message, and kept aside.
    await page.evaluate(() =>
      localStorage.setItem(
        "abstract-games/game/abcdef123456",
        JSON.stringify({ id: "abcdef123456", game: "mad-rooks", options: "", code: "zzzz", actions: 2, seats: "human,human", savedAt: 1, rev: "x" }),
      ),
    );
    await openGame(page, site.server.url, "mad-rooks");
    await click(page, "[data-testid=resume-saved]");
    assert.match(await text(page, "message"), /saved game could not be read, so it was set aside/);
    assert.equal((await game(page)).record, "");
    assert.equal(await page.evaluate(() => localStorage.getItem("abstract-games/game/abcdef123456")), null);
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
    // From here the page's clock can be moved on at once (runClockFor).
    await page.clock.install();
    await page.reload();
    await page.waitForFunction(() => window.__gamePage?.view);
    assert.equal(await moves(), "c3xc2");
    assert.match(await text(page, "replay-caption"), /action 1 of 8/);
    // Autoplay goes on by itself.
    await click(page, "[data-testid=replay-play]");
    await page.waitForFunction(() => window.__gamePage.view.moves.length >= 3, null, { timeout: 120000 });
    await click(page, "[data-testid=replay-play]");
    const stopped = (await state(page)).view.moves.length;
    assert.equal(await page.getAttribute("[data-testid=replay-play]", "aria-pressed"), "false");
    await runClockFor(page, 5000);
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
