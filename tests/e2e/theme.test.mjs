// Browser tests of the theme: the page follows the system's dark setting by
// default, the header's Light / Dark / Auto choice takes effect at once and
// is remembered, the board redraws in the theme's colours, and a dark
// seat's dot stays visible on the dark page. Screenshots of each game after
// a computer turn, in dark, on desktop and phone.

/** @typedef {import("playwright-core").Page} Page */

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openSite, openGame, state, personActs, seededRandom, select, screenshot, PHONE } from "./browser.mjs";

const shared = useBrowser();

/** @param {Page} page */
const isDark = (page) => page.evaluate(() => document.documentElement.classList.contains("theme-dark"));

/** WCAG contrast of two CSS colours as the page computes them. @param {Page} page @param {string} selector @param {string} a @param {string} b */
async function contrast(page, selector, a, b) {
  return page.evaluate(
    ({ selector, a, b }) => {
      const el = /** @type {HTMLElement} */ (document.querySelector(selector));
      const colourOf = (/** @type {string} */ prop, /** @type {HTMLElement} */ from) => {
        let node = /** @type {HTMLElement|null} */ (from);
        for (; node; node = node.parentElement) {
          const value = getComputedStyle(node).getPropertyValue(prop);
          const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
          if (parts.length >= 3 && (parts[3] ?? 1) > 0) return parts;
        }
        return [255, 255, 255, 1];
      };
      const fg = colourOf(a, el);
      const bg = colourOf(b, /** @type {HTMLElement} */ (el.parentElement));
      // Blend a translucent foreground onto the background.
      const alpha = fg[3] ?? 1;
      const mixed = [0, 1, 2].map((i) => fg[i] * alpha + bg[i] * (1 - alpha));
      const lum = (/** @type {number[]} */ c) =>
        c
          .slice(0, 3)
          .map((v) => v / 255)
          .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
          .reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i], 0);
      const [l1, l2] = [lum(mixed), lum(bg)].sort((x, y) => y - x);
      return (l1 + 0.05) / (l2 + 0.05);
    },
    { selector, a, b },
  );
}

test("the page follows the system's dark setting, and the header's choice is kept", async () => {
  const site = await openSite(shared.browser, { contextOptions: { colorScheme: "dark" } });
  try {
    const { page } = site;
    await openGame(page, site.server.url, "cross-hairs");
    assert.equal(await isDark(page), true, "Auto follows the system: dark");
    assert.equal(await page.inputValue("[data-testid=theme]"), "auto");
    const before = await page.evaluate(() => window.__gamePage.renderer.colours.label);
    // A dark seat's dot keeps a rim that shows on the dark panel.
    const rim = await contrast(page, "[data-player='2'] .dot", "border-top-color", "background-color");
    assert.ok(rim >= 3, `Dark's dot rim has ${rim.toFixed(2)}:1 against the panel`);
    await select(page, "[data-testid=theme]", "light");
    assert.equal(await isDark(page), false);
    const after = await page.evaluate(() => window.__gamePage.renderer.colours.label);
    assert.notEqual(after, before, "the board re-reads its colours");
    await page.reload();
    await page.waitForFunction(() => window.__gamePage?.view);
    assert.equal(await isDark(page), false, "Light is remembered");
    await select(page, "[data-testid=theme]", "auto");
    assert.equal(await isDark(page), true);
    // An address's theme wins over the choice.
    await page.goto(`${site.server.url}#/mad-rooks?theme=light`);
    await page.waitForFunction(() => window.__gamePage?.info.id === "mad-rooks");
    assert.equal(await isDark(page), false);
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

for (const [size, options] of /** @type {const} */ ([
  ["desktop", {}],
  ["phone", PHONE],
])) {
  test(`every game after a computer turn, in the dark theme (${size})`, { timeout: 300000 }, async () => {
    const site = await openSite(shared.browser, { contextOptions: { ...options, colorScheme: "dark" } });
    try {
      const { page } = site;
      for (const id of ["mad-rooks", "mad-bishops", "kobudai?size=8", "martian-checkers?players=3", "cross-hairs"]) {
        await openGame(page, site.server.url, `${id}${id.includes("?") ? "&" : "?"}seats=human,easy,easy&pace=fast`);
        await personActs(page, seededRandom(4));
        await page.waitForFunction(() => {
          const g = window.__gamePage;
          const s = g.view.status;
          return s.over || (!g.seats.isComputer(s.toAct) && g.seats.thinking === null && g.view.recent.some((t) => t.done && g.seats.isComputer(t.player)));
        });
        assert.equal(await isDark(page), true);
        const { view } = await state(page);
        assert.ok(view.recent.length > 0, "the computer's turn is marked");
        await screenshot(page, `dark-${id.replace(/[?=]/g, "-")}-${size}`);
      }
    } finally {
      await site.close();
    }
  });
}
