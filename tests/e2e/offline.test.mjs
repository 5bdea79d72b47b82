// Browser tests of offline play: after one visit the service worker keeps
// every file, so with the network gone the site reloads and a game can be
// played; a new build's service worker waits, offers itself, and replaces
// the old cache when the player reloads; the manifest makes the site
// installable; the single-file copy plays from file:// with no server.

import { test } from "node:test";
import assert from "node:assert/strict";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { useBrowser, openSite, openGame, screenshot, seededRandom, personActs, newContext, DIST, textOf } from "./browser.mjs";
import { startServer } from "./static-server.mjs";

const shared = useBrowser();

/** Waits until the page is controlled by an active service worker. */
/** @param {import("playwright-core").Page} page */
async function waitForServiceWorker(page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", resolve, { once: true }));
    }
  });
}

test("after one visit the site reloads and plays with no network", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    await openGame(page, site.server.url, "cross-hairs");
    await waitForServiceWorker(page);
    // Every file of the build is in the cache, hashed names included.
    const cached = await page.evaluate(async () => {
      const keys = await caches.keys();
      const cache = await caches.open(keys[0]);
      return { caches: keys.length, files: (await cache.keys()).map((r) => new URL(r.url).pathname) };
    });
    assert.equal(cached.caches, 1);
    for (const file of ["/", "/index.html", "/www/app.js", "/www/worker.js", "/assets/manifest.webmanifest", "/abstract-games.html"]) {
      assert.ok(cached.files.includes(file), `${file} is cached`);
    }
    assert.ok(
      cached.files.some((f) => /^\/boardgames-[0-9a-f]+_bg\.wasm$/.test(f)),
      "the page's hashed wasm is cached",
    );
    assert.ok(
      cached.files.some((f) => /^\/boardgames-search-[0-9a-f]+_bg\.wasm$/.test(f)),
      "the worker's hashed wasm (the searches) is cached",
    );
    await context.setOffline(true);
    const served = site.server.requests.length;
    await page.goto(`${site.server.url}#/mad-rooks?seats=human,easy&pace=fast`);
    await page.reload();
    await page.waitForFunction(() => window.__gamePage?.view && window.__boardDrawnAt !== undefined);
    // A move by mouse, and the computer (its worker, its wasm) answers offline.
    await personActs(page, seededRandom(4));
    await page.waitForFunction(() => window.__gamePage.view.moves.length >= 2 && window.__gamePage.seats.thinking === null, null, { timeout: 120000 });
    assert.equal(site.server.requests.length, served, "nothing reached the server");
    await screenshot(page, "offline-played");
    await context.setOffline(false);
  } finally {
    await site.close();
  }
});

test("the manifest names the app and its icons, and Chromium finds the site installable", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page, context } = site;
    await page.goto(site.server.url);
    await page.waitForSelector(".game-list");
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // The test's browser profile is private, which alone bars installing;
    // every other reason (manifest, icons, service worker) is the site's.
    const siteErrors = installabilityErrors.filter((e) => e.errorId !== "in-incognito");
    assert.deepEqual(siteErrors, []);
    const href = await page.getAttribute("link[rel=manifest]", "href");
    assert.ok(href, "the page links its manifest");
    const manifest = await page.evaluate(async (href) => (await fetch(href)).json(), href);
    assert.equal(manifest.display, "standalone");
    assert.equal(new URL(manifest.start_url, new URL(href, site.server.url)).href, site.server.url);
    for (const size of ["192x192", "512x512"]) {
      const icon = manifest.icons.find((/** @type {{sizes: string}} */ i) => i.sizes === size);
      /** @type {number[]} */
      const ok = await page.evaluate(
        async (src) => {
          const img = new Image();
          img.src = src;
          await img.decode();
          return [img.naturalWidth, img.naturalHeight];
        },
        new URL(icon.src, new URL(href, site.server.url)).href,
      );
      assert.deepEqual(ok, size.split("x").map(Number));
    }
  } finally {
    await site.close();
  }
});

test("a new version waits, is offered, and replaces the old cache when the player reloads", async () => {
  const dir = mkdtempSync(join(tmpdir(), "site-"));
  cpSync(DIST, dir, { recursive: true });
  const server = await startServer(dir);
  const context = await newContext(shared.browser);
  try {
    const page = await context.newPage();
    await openGame(page, server.url, "mad-bishops");
    await waitForServiceWorker(page);
    const first = await page.evaluate(() => caches.keys());
    // Deploy a new version: a changed file, so a new service worker.
    const sw = readFileSync(join(dir, "sw.js"), "utf8").replace(/const VERSION = "([0-9a-f]+)"/, 'const VERSION = "$1-next"');
    writeFileSync(join(dir, "sw.js"), sw);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForSelector("[data-testid=update-banner]", { timeout: 120000 });
    // The old version still serves the page until the player says so.
    assert.deepEqual(await page.evaluate(() => window.__gamePage.info.id), "mad-bishops");
    await screenshot(page, "offline-update-offered");
    await Promise.all([page.waitForEvent("load"), page.click("[data-testid=update-reload]")]);
    await page.waitForFunction(() => window.__gamePage?.view);
    await page.waitForFunction((old) => caches.keys().then((k) => k.length === 1 && k[0] !== old), first[0]);
    const now = await page.evaluate(() => caches.keys());
    assert.match(now[0], /-next$/);
  } finally {
    await context.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the single-file copy plays from file:// against the computer, with no server", async () => {
  const context = await newContext(shared.browser, { viewport: { width: 1100, height: 760 } });
  try {
    const page = await context.newPage();
    /** @type {string[]} */
    const errors = [];
    /** @type {string[]} */
    const requests = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("request", (r) => {
      if (!/^(data|blob|file):/.test(r.url())) requests.push(r.url());
    });
    const file = pathToFileURL(join(DIST, "abstract-games.html")).href;
    await page.goto(`${file}#/`);
    await page.waitForSelector(".game-list");
    assert.match(await textOf(page, ".offline-copy"), /offline copy/);
    await page.goto(`${file}#/kobudai?seats=human,easy&pace=fast`);
    await page.waitForFunction(() => window.__gamePage?.view && window.__boardDrawnAt !== undefined);
    const random = seededRandom(9);
    for (let i = 0; i < 3; i++) {
      await personActs(page, random);
      await page.waitForFunction(
        () => {
          const g = window.__gamePage;
          return g.view.status.over || (g.view.status.toAct === 1 && g.seats.thinking === null);
        },
        null,
        { timeout: 120000 },
      );
    }
    const players = await page.evaluate(() => window.__gamePage.view.moves.map((m) => m.player));
    assert.ok(players.includes(2), "the computer played");
    await screenshot(page, "offline-single-file");
    assert.deepEqual(errors, []);
    assert.deepEqual(requests, []);
  } finally {
    await context.close();
  }
});

test("the home page offers the single-file copy for download", async () => {
  const site = await openSite(shared.browser, { contextOptions: { acceptDownloads: true } });
  try {
    const { page } = site;
    await page.goto(site.server.url);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("[data-testid=download-offline]")]);
    assert.equal(download.suggestedFilename(), "abstract-games.html");
    const body = readFileSync(await download.path(), "utf8");
    assert.match(body, /^<!doctype html>/);
    assert.ok(body.includes("data:application/wasm;base64,"), "the engine is inside");
  } finally {
    await site.close();
  }
});
