// Every piece and every mark reaches 3:1 contrast (WCAG non-text contrast)
// against every cell colour it can stand on, computed from the palette the
// page draws with: the style sheet's colours (light and dark themes) over
// www/board/marks.js's defaults, and each game's seat colours from the
// engine. A piece or mark counts the better of its own colour and the dark
// edge it is drawn with (marks.js), which is why the edge is there: a
// light Cross-Hairs soldier on a light cell is about 1.1:1 by its fill.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { engine } from "./engine.mjs";
import { DEFAULT_COLOURS } from "../../www/board/marks.js";

const CSS = readFileSync(new URL("../../www/style.css", import.meta.url), "utf8");

/** The custom properties set in the rule whose selector starts `selector`. @param {string} selector */
function properties(selector) {
  const start = CSS.indexOf(`${selector} {`);
  assert.ok(start >= 0, `style.css has a rule ${selector}`);
  const body = CSS.slice(CSS.indexOf("{", start) + 1, CSS.indexOf("}", start));
  return new Map([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]));
}

/** The board's colours in a theme: the defaults, then the style sheet's. @param {Map<string, string>[]} layers */
function paletteOf(...layers) {
  /** @type {Record<string, string>} */
  const colours = {};
  for (const [key, [name, fallback]] of Object.entries(DEFAULT_COLOURS)) {
    colours[key] = layers.reduce((value, layer) => layer.get(name) ?? value, fallback);
  }
  return colours;
}

/** [r, g, b, a] of "#rrggbb" or "rgb(a)(…)". @param {string} colour */
function parse(colour) {
  if (colour.startsWith("#")) return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)).concat(1);
  const parts = colour.match(/[\d.]+/g)?.map(Number) ?? [];
  assert.ok(parts.length >= 3, `a colour: ${colour}`);
  return [parts[0], parts[1], parts[2], parts[3] ?? 1];
}

/** `colour` as seen over the opaque `under`. @param {string} colour @param {string} under */
function over(colour, under) {
  const [r, g, b, a] = parse(colour);
  const base = parse(under);
  return [r, g, b].map((v, i) => v * a + base[i] * (1 - a));
}

/** @param {number[]} rgb */
function luminance(rgb) {
  const [r, g, b] = rgb.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast of `colour` drawn over the cell colour `cell`. @param {string} colour @param {string} cell */
function contrast(colour, cell) {
  const [a, b] = [luminance(over(colour, cell)), luminance(parse(cell).slice(0, 3))].sort((x, y) => y - x);
  return (a + 0.05) / (b + 0.05);
}

const THEMES = {
  light: paletteOf(properties(":root, :host")),
  dark: paletteOf(properties(":root, :host"), properties(".theme-dark")),
};

/** Each variant's seats and the cell colours its pieces can stand on. */
function boards() {
  /** @type {{name: string, seats: {name: string, colour: string}[], shades: number[]}[]} */
  const out = [];
  for (const info of engine.gameList()) {
    const choices = info.options[0]?.choices.map((c) => `${info.options[0].key}=${c.value}`) ?? [""];
    for (const options of choices) {
      const session = new engine.GameSession(info.id, options);
      const view = session.view();
      const shadeOf = new Map(view.board.cells.map((c) => [c.name, c.shade]));
      // A bishop never leaves its square colour: Mad Bishops' checkers stand
      // only on the shades they start on. Every other game's pieces go anywhere.
      const shades = info.id === "mad-bishops" ? view.pieces.map((p) => shadeOf.get(p.cell) ?? 0) : view.board.cells.map((c) => c.shade);
      out.push({ name: `${info.name} ${options}`.trim(), seats: view.seats, shades: [...new Set(shades)] });
      session.free();
    }
  }
  return out;
}

for (const [theme, colours] of Object.entries(THEMES)) {
  const cellColour = (/** @type {number} */ shade) => [colours.light, colours.dark, colours.mid][shade];

  test(`${theme} theme: every piece reaches 3:1 against every cell it can stand on`, () => {
    for (const board of boards()) {
      for (const seat of board.seats) {
        for (const shade of board.shades) {
          const cell = cellColour(shade);
          const best = Math.max(contrast(seat.colour, cell), contrast(colours.edge, cell));
          assert.ok(best >= 3, `${board.name}: ${seat.name}'s piece on ${cell} is ${best.toFixed(2)}:1`);
        }
      }
    }
  });

  test(`${theme} theme: every mark reaches 3:1 against every cell`, () => {
    const marks = ["kill", "engage", "selected", "movable", "cursor", "outline", "path"];
    for (const shade of [0, 1, 2]) {
      const cell = cellColour(shade);
      for (const mark of marks) {
        const best = Math.max(contrast(colours[mark], cell), contrast(colours.edge, cell));
        assert.ok(best >= 3, `the ${mark} mark on ${cell} is ${best.toFixed(2)}:1`);
      }
    }
  });
}

test("without the dark edge, a light Cross-Hairs soldier would not show on a light cell", () => {
  // The defect this guards against, computed: the soldier's own colour is
  // too close to the light cell, so the edge is needed.
  const light = THEMES.light.light;
  assert.ok(contrast("#f4efe2", light) < 1.5);
  assert.ok(contrast(THEMES.light.edge, light) >= 3);
});
