// Browser tests of embedding: the demo blog page (www/blog-demo.html)
// renders every embed, iframes and <abstract-game> elements; an embedded
// game can be played, in a sandboxed iframe too, against the computer; the
// smallest frame (240 px wide) holds the whole board; embeds make no request
// outside the site and set no cookies; the Embed dialog builds snippets for
// the game on screen, with a preview that shows it.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openSite, openGame, screenshot, seededRandom, click, select, tick, textOf } from "./browser.mjs";

const shared = useBrowser();

/** The blog page, with every embed drawn. */
/** @param {{page: import("playwright-core").Page, server: {url: string}}} site */
async function openBlog(site) {
  const { page } = site;
  await page.goto(`${site.server.url}www/blog-demo.html`);
  await page.waitForFunction(() => [...document.querySelectorAll("abstract-game")].every((e) => e.page?.controller.view));
  const all = () => page.frames().filter((f) => f !== page.mainFrame());
  await page.waitForFunction(() => document.querySelectorAll("iframe").length === 4);
  // The frames attach a little after their elements: wait for all four.
  const deadline = Date.now() + 120_000;
  while (all().length < 4) {
    if (Date.now() > deadline) throw new Error(`only ${all().length} of 4 frames attached`);
    await page.waitForTimeout(50);
  }
  // Three frames hold games; the fourth, a figure of the rules.
  const figure = all().find((f) => f.url().includes("/embed/rules/"));
  if (!figure) throw new Error("the figure's frame is missing");
  await figure.waitForFunction(() => window.__figures?.[0]?.renderer.cssWidth > 0);
  const games = all().filter((f) => f !== figure);
  for (const f of games) await f.waitForFunction(() => window.__gamePage?.view && window.__boardDrawnAt !== undefined);
  return games;
}

/**
 * Clicks a cell of a frame's board. The click goes through a locator, so the
 * point is scrolled into view and the board is checked to be what is hit,
 * even if the frames above change the page's layout as they load.
 * @param {import("playwright-core").Frame} frame @param {string|null} cell
 */
async function clickCellInFrame(frame, cell) {
  const position = await frame.evaluate((/** @type {string|null} */ cell) => {
    const p = window.__gamePage.renderer.centreOf(cell ?? "");
    if (!p) throw new Error(`there is no cell ${cell}`);
    return { x: p.x, y: p.y };
  }, cell);
  await frame.locator("canvas.board").click({ position });
}

/** An element's game: where a cell's centre is on the page. */
/** @param {import("playwright-core").Page} page @param {number} index @param {string|null} cell */
function cellInElement(page, index, cell) {
  return page.evaluate(
    ({ index, cell }) => {
      const g = document.querySelectorAll("abstract-game")[index].page;
      if (!g) throw new Error("the element has no game");
      const p = g.renderer.centreOf(cell ?? "");
      if (!p) throw new Error(`there is no cell ${cell}`);
      const r = g.canvas.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    },
    { index, cell },
  );
}

test("the demo blog page renders every embed, asks nothing outside the site and sets no cookies", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    const frames = await openBlog(site);
    const kinds = await page.evaluate(() => [...document.querySelectorAll("[data-embed]")].map((e) => /** @type {HTMLElement} */ (e).dataset.embed));
    assert.deepEqual(kinds, ["replay", "sandboxed", "position", "element-play", "figure", "narrow"]);
    // The figure of the rules: its caption, its designer, and the kill it shows marked.
    const figure = page.frames().find((f) => f.url().includes("/embed/rules/mad-bishops?figure=kill"));
    assert.ok(figure, "the figure's frame");
    assert.match(await textOf(figure, "figcaption"), /Figure 2: Red kills Blue/);
    assert.match(await textOf(figure, ".embed-title"), /Mad Bishops by Mark Steere/);
    const marked = await figure.evaluate(() => window.__figures[0].controller.view.groups.find((g) => g.from === "c3")?.targets.map((t) => t.action));
    assert.deepEqual(marked, ["c3xf6"]);
    const games = [];
    for (const f of frames) games.push(await f.evaluate(() => [window.__gamePage.info.id, window.__gamePage.view.moves.length]));
    assert.deepEqual(games.map((g) => g[0]).sort(), ["kobudai", "mad-bishops", "mad-rooks"]);
    assert.deepEqual(
      games.find((g) => g[0] === "mad-rooks"),
      ["mad-rooks", 12],
      "the replay opens at the end of its record",
    );
    const elements = await page.evaluate(() =>
      [...document.querySelectorAll("abstract-game")].map((e) => ({
        id: e.page?.controller.info.id,
        moves: e.page?.controller.view.moves.length,
        targets: e.page?.controller.view.groups.length,
        dark: e.shadowRoot?.querySelector(".embed-root")?.classList.contains("theme-dark"),
        drawn: (e.page?.renderer.cssWidth ?? 0) > 100,
      })),
    );
    assert.deepEqual(elements, [
      { id: "cross-hairs", moves: 3, targets: 0, dark: false, drawn: true },
      { id: "martian-checkers", moves: 0, targets: elements[1].targets, dark: true, drawn: true },
    ]);
    assert.ok((elements[1].targets ?? 0) > 0, "the element's game can be played");
    // The designer is named in every embed.
    for (const f of frames) assert.match(await textOf(f, ".embed-title"), / by /);
    await page.screenshot({ path: "target/screenshots/embed-blog-page.png", fullPage: true });
    assert.deepEqual(site.foreign, []);
    assert.deepEqual(await context.cookies(), []);
    assert.deepEqual(
      site.errors.filter((e) => !/favicon/.test(e)),
      [],
    );
  } finally {
    await site.close();
  }
});

test("a game in the sandboxed iframe is played by mouse against the computer", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    const frames = await openBlog(site);
    const frame = frames.find((f) => f.url().includes("kobudai"));
    assert.ok(frame);
    assert.equal(await page.evaluate(() => document.querySelector("[data-embed=sandboxed]")?.getAttribute("sandbox")), "allow-scripts");
    // The sandboxed page has an opaque origin: no storage, no cookies.
    assert.equal(await frame.evaluate(() => origin), "null");
    await page.locator("[data-embed=sandboxed]").scrollIntoViewIfNeeded();
    const random = seededRandom(2);
    for (let turn = 0; turn < 3; turn++) {
      const view = await frame.evaluate(() => window.__gamePage.view);
      const group = view.groups.find((g) => g.from) ?? view.groups[0];
      const target = group.targets[random(group.targets.length)];
      const before = view.moves.length;
      if (group.from) {
        await clickCellInFrame(frame, group.from);
        await frame.waitForFunction((from) => window.__gamePage.controller.overlay.selected === from, group.from, { polling: 100 });
      }
      await clickCellInFrame(frame, target.cell);
      // The computer (Blue, easy) answers. Polled on a timer, not on
      // animation frames, which Chromium may hold back in a cross-origin
      // frame; a wait that fails says where the game stood.
      await frame
        .waitForFunction(
          (n) => {
            const g = window.__gamePage;
            return g.view.moves.length > n + 0 && (g.view.status.over || g.view.status.toAct === 1) && g.seats.thinking === null;
          },
          before,
          { timeout: 120000, polling: 100 },
        )
        .catch(async (/** @type {Error} */ e) => {
          const stood = await frame.evaluate(() => {
            const g = window.__gamePage;
            return { moves: g.view.moves, status: g.view.status, thinking: g.seats.thinking, paused: g.seats.paused, message: g.controller.message };
          });
          throw new Error(`${e.message}; the game stood at ${JSON.stringify(stood)}`);
        });
      if (await frame.evaluate(() => window.__gamePage.view.status.over)) break;
    }
    const moves = await frame.evaluate(() => window.__gamePage.view.moves.map((m) => m.player));
    assert.ok(moves.includes(1) && moves.includes(2), `both sides moved: ${moves}`);
    await (await frame.frameElement()).screenshot({ path: "target/screenshots/embed-sandboxed-played.png" });
    assert.deepEqual(site.foreign, []);
  } finally {
    await site.close();
  }
});

test("the element's game is played by mouse, and the position-only element ignores presses", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openBlog(site);
    await page.locator("[data-embed=element-play]").scrollIntoViewIfNeeded();
    const view = await page.evaluate(() => document.querySelectorAll("abstract-game")[1].page?.controller.view);
    assert.ok(view, "the element shows a game");
    const group = view.groups.find((g) => g.from && g.targets.length);
    assert.ok(group, "a piece can move");
    for (const cell of [group.from, group.targets[0].cell]) {
      const p = await cellInElement(page, 1, cell);
      await page.mouse.click(p.x, p.y);
    }
    const moves = await page.evaluate(() => document.querySelectorAll("abstract-game")[1].page?.controller.view.moves.map((m) => m.action));
    assert.deepEqual(moves, [group.targets[0].action]);
    // The element leaves the host page's address alone.
    assert.equal(await page.evaluate(() => location.hash), "");
    // The position-only element: a press plays nothing.
    await page.locator("[data-embed=position]").scrollIntoViewIfNeeded();
    const p = await cellInElement(page, 0, "e5");
    await page.mouse.click(p.x, p.y);
    assert.equal(await page.evaluate(() => document.querySelectorAll("abstract-game")[0].page?.controller.view.moves.length), 3);
    await page.locator("[data-embed=element-play]").screenshot({ path: "target/screenshots/embed-element-played.png" });
  } finally {
    await site.close();
  }
});

test("an embed fits a frame 240 px wide: the whole board and the turn in view", async () => {
  const site = await openSite(shared.browser);
  try {
    const frames = await openBlog(site);
    const frame = frames.find((f) => f.url().includes("mad-bishops"));
    assert.ok(frame, "the Mad Bishops frame");
    const fit = await frame.evaluate(() => {
      const g = window.__gamePage;
      const c = g.canvas.getBoundingClientRect();
      const turn = /** @type {Element} */ (document.querySelector("[data-testid=turn]")).getBoundingClientRect();
      return {
        width: innerWidth,
        height: innerHeight,
        canvas: [c.left, c.top, c.right, c.bottom],
        turnBottom: turn.bottom,
        scroll: document.documentElement.scrollWidth,
      };
    });
    assert.equal(fit.width, 240);
    assert.ok(fit.canvas[0] >= 0 && fit.canvas[2] <= 240 && fit.canvas[3] <= fit.height, JSON.stringify(fit));
    assert.ok(fit.canvas[2] - fit.canvas[0] >= 180, "the board uses the width");
    assert.ok(fit.turnBottom <= fit.height, "the turn line is in view");
    assert.ok(fit.scroll <= 240, "nothing sticks out sideways");
    // Controls and move list are off, as its address asks.
    assert.equal(await frame.locator("[data-testid=undo]").count(), 0);
    assert.equal(await frame.locator("[data-testid=moves]").count(), 0);
    await (await frame.frameElement()).screenshot({ path: "target/screenshots/embed-240px.png" });
  } finally {
    await site.close();
  }
});

test("the Embed dialog builds iframe and element snippets for the game on screen, with a working preview", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    await page.evaluate(() => window.__gamePage.play("c3xc2"));
    await click(page, "[data-testid=share] summary");
    await click(page, "[data-testid=embed]");
    await page.waitForSelector("[data-testid=embed-dialog][open]");
    await select(page, "[data-testid=embed-mode]", "replay");
    await select(page, "[data-testid=embed-side]", "2");
    await select(page, "[data-testid=embed-theme]", "dark");
    await tick(page, "[data-testid=embed-movelist]", false);
    await tick(page, "[data-testid=embed-sandbox]");
    const iframe = await page.inputValue("[data-testid=embed-iframe-code]");
    assert.match(
      iframe,
      /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/#\/embed\/mad-rooks\?mode=replay&amp;side=2&amp;movelist=0&amp;theme=dark&amp;r=[\w-]+" width="480" height="420" title="Mad Rooks by Mark Steere"/,
    );
    assert.match(iframe, /sandbox="allow-scripts"/);
    const element = await page.inputValue("[data-testid=embed-element-code]");
    assert.match(element, /<script type="module" src="http:\/\/127\.0\.0\.1:\d+\/www\/element\.js"><\/script>/);
    assert.match(element, /<abstract-game game="mad-rooks" mode="replay" side="2" movelist="0" theme="dark" r="[\w-]+"/);
    // The preview is the embed itself.
    const preview = page.frameLocator("[data-testid=embed-preview]");
    await preview.locator("[data-testid=replay-caption]").waitFor();
    assert.match((await preview.locator("[data-testid=replay-caption]").textContent()) ?? "", /action 1 of 1/);
    const flipped = await page
      .frames()
      .find((f) => f.url().includes("/embed/"))
      ?.evaluate(() => window.__gamePage.renderer.flipped);
    assert.equal(flipped, true);
    await screenshot(page, "embed-dialog");
    await click(page, "[data-testid=embed-close]");
    // The dialog's close event comes in a later task; then it is removed.
    await page.waitForSelector("[data-testid=embed-dialog]", { state: "detached", timeout: 120000 });
  } finally {
    await site.close();
  }
});
