// Browser tests of the site's guarantees against failure: it runs under its
// strict Content-Security-Policy with no violation (a whole game against the
// computer, the Embed dialog, the blog demo), and an engine that traps never
// takes a game with it: the page, and each element, restores its game on a
// fresh engine and says so.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openSite, openGame, state, click, personActs, seededRandom, screenshot } from "./browser.mjs";

const shared = useBrowser();

/** Records every policy violation in every frame, as `window.__violations`. @param {import("playwright-core").BrowserContext} context */
async function recordViolations(context) {
  await context.addInitScript(() => {
    /** @type {string[]} */
    const seen = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener("securitypolicyviolation", (e) => seen.push(`${e.violatedDirective}: ${e.blockedURI} ${e.sample}`.trim()));
  });
}

/** The violations recorded in every frame of `page`. @param {import("playwright-core").Page} page */
async function violations(page) {
  const all = [];
  for (const frame of page.frames()) all.push(...(await frame.evaluate(() => /** @type {any} */ (window).__violations ?? [])));
  return all;
}

test("the site runs under its Content-Security-Policy: a whole game against the computer, the Embed dialog and the blog demo, with no violation", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    await recordViolations(context);
    await openGame(page, site.server.url, "kobudai?size=6&seats=easy,easy&pace=fast");
    const policy = await page.evaluate(() => document.querySelector("meta[http-equiv=Content-Security-Policy]")?.getAttribute("content") ?? "");
    assert.equal(
      policy,
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'none'",
    );
    // The listener hears what the policy refuses: an inline script does not run.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__inlineRan = true;";
      document.head.append(script);
    });
    await page.waitForFunction(() => /** @type {any} */ (window).__violations.length === 1);
    assert.equal(await page.evaluate(() => /** @type {any} */ (window).__inlineRan), undefined);
    await page.evaluate(() => {
      /** @type {any} */ (window).__violations.length = 0;
    });
    site.errors.length = 0;
    // A whole game, computer against computer.
    await page.waitForFunction(() => window.__gamePage.view.status.over, undefined, { timeout: 300_000 });
    // The Embed dialog, with its preview.
    await click(page, "[data-testid=share] summary");
    await click(page, "[data-testid=embed]");
    await page.waitForSelector("[data-testid=embed-dialog][open]");
    await page.frameLocator("[data-testid=embed-preview]").locator("canvas.board").waitFor();
    // The blog demo, with its iframes and elements.
    await page.goto(`${site.server.url}www/blog-demo.html`);
    await page.waitForFunction(() => [...document.querySelectorAll("abstract-game")].every((e) => e.page?.controller.view));
    await page.waitForFunction(() => document.querySelectorAll("iframe").length === 4);
    // Three frames hold games, one a figure of the rules.
    for (const frame of page.frames().slice(1)) await frame.waitForFunction(() => window.__gamePage?.view || window.__figures?.[0]?.renderer.cssWidth);
    assert.deepEqual(await violations(page), []);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

test("an engine that panics is replaced: the game is restored from its record, the player told, and play goes on", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "mad-rooks");
    const random = seededRandom(31);
    for (let i = 0; i < 3; i++) await personActs(page, random);
    const before = await page.evaluate(() => window.__gamePage.session.record());
    for (let trap = 1; trap <= 3; trap++) {
      const thrown = await page.evaluate(() => {
        try {
          window.__gamePage.debugPanic();
          return "nothing";
        } catch (e) {
          return String(e);
        }
      });
      assert.match(thrown, /the game engine stopped \(unreachable\); it is being restarted/);
      await page.waitForFunction(() => /restarted; the game is back as it was \(3 actions\)/.test(window.__gamePage.controller.message));
      assert.equal(await page.evaluate(() => window.__gamePage.session.record()), before, `after trap ${trap}`);
    }
    await screenshot(page, "engine-restarted");
    await personActs(page, random);
    assert.equal((await state(page)).view.moves.length, 4, "play goes on");
    // The panic's own report is the only error.
    assert.ok(
      site.errors.every((e) => /panicked|unreachable|RuntimeError/.test(e)),
      site.errors.join("\n"),
    );
  } finally {
    await site.close();
  }
});

test("every element on a page restores its own game when the shared engine panics", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await page.goto(`${site.server.url}www/blog-demo.html`);
    await page.waitForFunction(() => [...document.querySelectorAll("abstract-game")].every((e) => e.page?.controller.view));
    const records = () => page.evaluate(() => [...document.querySelectorAll("abstract-game")].map((e) => e.page?.controller.session.record()));
    const before = await records();
    await page.evaluate(() => {
      try {
        document.querySelector("abstract-game")?.page?.controller.engine.debugPanic();
      } catch {
        // The trap, turned into an error by the guard.
      }
    });
    await page.waitForFunction(() =>
      [...document.querySelectorAll("abstract-game")].every((e) => /engine stopped and was restarted/.test(e.page?.controller.message ?? "")),
    );
    assert.deepEqual(await records(), before);
    // Each answers on the fresh engine, and a game in play plays on.
    const alive = await page.evaluate(() => [...document.querySelectorAll("abstract-game")].map((e) => e.page?.controller.session.legal().length ?? -1));
    assert.ok(
      alive.every((n) => n >= 0),
      String(alive),
    );
    const moves = await page.evaluate(() => {
      const c = [...document.querySelectorAll("abstract-game")].map((e) => e.page?.controller).find((c) => c && !c.showOnly && !c.replay.active);
      if (!c) return -1;
      c.play(c.view.groups[0].targets[0].action);
      return c.view.moves.length;
    });
    assert.ok(moves > 0, `moves after a play: ${moves}`);
  } finally {
    await site.close();
  }
});

test("an embed that cannot load says why, with a link to play on the site, instead of Loading… for ever", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    const failed = () => page.waitForSelector("[data-testid=load-failed]").then((e) => e.textContent());
    const linkOf = () => page.getAttribute("[data-testid=load-failed] a", "href");
    // The page's modules refused (a host that does not allow them across origins).
    await page.route("**/www/app.js", (route) => route.abort());
    await page.goto(`${site.server.url}#/embed/kobudai?size=6&seats=human,easy`);
    assert.match((await failed()) ?? "", /^The game could not load here: the site's files were refused .*Play it on the site ↗$/);
    assert.equal(await linkOf(), `${site.server.url}#/kobudai?size=6&seats=human,easy`);
    await page.unroute("**/www/app.js");
    // The wasm refused.
    await page.route("**/*.wasm", (route) => route.abort());
    await page.goto("about:blank");
    await page.goto(`${site.server.url}#/embed/mad-rooks`);
    assert.match((await failed()) ?? "", /^The game could not load here: the engine did not load \(.+\)\. Play it on the site ↗$/);
    // The wasm never arriving: after a while the page says so.
    const fresh = await context.newPage();
    await fresh.route("**/*.wasm", () => {});
    await fresh.goto(`${site.server.url}#/embed/mad-rooks`);
    const slow = await fresh.waitForSelector("[data-testid=load-failed]");
    assert.match((await slow.textContent()) ?? "", /taking too long/);
    await fresh.close();
    // The element, on a blog whose wasm is refused: each says why, with its link.
    const blog = await context.newPage();
    await blog.route("**/*.wasm", (route) => route.abort());
    await blog.goto(`${site.server.url}www/blog-demo.html`);
    await blog.waitForFunction(() =>
      [...document.querySelectorAll("abstract-game")].every((e) => /The game could not load/.test(e.shadowRoot?.textContent ?? "")),
    );
    const href = await blog.evaluate(() => document.querySelector("[data-embed=element-play]")?.shadowRoot?.querySelector("a")?.href);
    assert.equal(href, `${site.server.url}#/martian-checkers?players=2`);
    // The element's script refused: the link the blogger put inside it shows.
    const bare = await context.newPage();
    await bare.route("**/www/element.js", (route) => route.abort());
    await bare.goto(`${site.server.url}www/blog-demo.html`);
    const fallback = bare.locator("[data-embed=element-play] > a");
    await fallback.waitFor();
    assert.equal(await fallback.textContent(), "Play Martian Checkers on the site");
    assert.ok(await fallback.isVisible());
  } finally {
    await site.close();
  }
});
