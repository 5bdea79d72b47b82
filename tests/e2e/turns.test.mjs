// Browser tests of whole turns in view: after other players act, every
// action of their latest turns stays marked on the board (cells tinted, a
// path through every landing) and is said in words in the panel. Turns of
// each kind are played by hand (a Cross-Hairs drop then End or a move, a
// Martian chain, a Kobudai male and its step) and against the computer in
// every game, and a four-player round against three computers.

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {import("../../www/engine").TurnView} TurnView */

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  seededRandom,
  openSite,
  openGame,
  state,
  clickCell,
  click,
  screenshot,
  personActs,
  pixelNear,
  loadPosition,
  boardText,
  textOf,
  rgb,
  close,
  PHONE,
} from "./browser.mjs";

const shared = useBrowser();

/**
 * Eight points inside a cell, between its piece and its rim and off the
 * rows, columns and diagonals that paths follow, in cell sizes from its
 * centre. A cell's tint is judged by most of them, as a line (a canal, a
 * path passing by) may cross one or two.
 */
const SPOTS = Array.from({ length: 8 }, (_, k) => {
  const angle = Math.PI / 8 + (k * Math.PI) / 4;
  return [0.46 * Math.cos(angle), 0.46 * Math.sin(angle)];
});

/** How many of the SPOTS of `cell` pass `test`. @param {Page} page @param {string} cell @param {(colour: number[]) => boolean} test */
async function spotsWhere(page, cell, test) {
  let count = 0;
  for (const [dx, dy] of SPOTS) if (test(await pixelNear(page, cell, dx, dy))) count++;
  return count;
}

/** The plain colour of `cell` (its shade), as the renderer's palette has it. @param {Page} page @param {string} cell */
async function shadeOf(page, cell) {
  const hex = await page.evaluate((cell) => {
    const g = window.__gamePage;
    const c = g.view.board.cells.find((x) => x.name === cell);
    const colours = g.renderer.colours;
    return [colours.light, colours.dark, colours.mid][c?.shade ?? 0];
  }, cell);
  return rgb(hex);
}

/** True when `cell` is drawn tinted (not in its plain shade). @param {Page} page @param {string} cell */
async function tinted(page, cell) {
  const shade = await shadeOf(page, cell);
  return (await spotsWhere(page, cell, (colour) => !close(colour, shade, 10))) >= 5;
}

/** The colour on the straight line halfway between two cells' centres. @param {Page} page @param {string} a @param {string} b */
async function pixelBetween(page, a, b) {
  const offset = await page.evaluate(
    ({ a, b }) => {
      const r = window.__gamePage.renderer;
      const p = r.centreOf(a);
      const q = r.centreOf(b);
      const { scale } = r.layout();
      if (!p || !q) throw new Error(`no cell ${a} or ${b}`);
      return [(q.x - p.x) / 2 / scale, (q.y - p.y) / 2 / scale];
    },
    { a, b },
  );
  return pixelNear(page, a, offset[0], offset[1]);
}

const PATH = rgb("#d98a00");

/** Checks that every action of `turn` is marked: its cells tinted, each move's path drawn. @param {Page} page @param {TurnView} turn */
async function assertMarked(page, turn, twoPlayers = true) {
  for (const action of turn.actions) {
    for (const cell of [action.from, action.to]) {
      if (cell) assert.ok(await tinted(page, cell), `${turn.text}: ${cell} (${action.action}) is marked`);
    }
    if (action.from && action.to && twoPlayers) {
      const colour = await pixelBetween(page, action.from, action.to);
      assert.ok(close(colour, PATH, 50), `${turn.text}: the path ${action.action} is drawn (${colour})`);
    }
  }
}

/** Opens a game between people from a position. @param {Page} page @param {string} url @param {string} id @param {string} position */
async function openAt(page, url, id, position) {
  await openGame(page, url, id);
  await loadPosition(page, position);
}

test("a Cross-Hairs drop then End, and a drop then a move, stay marked and are said", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openAt(page, site.server.url, "cross-hairs", "5/6/7/8/3ox4/8/7/6/5:1:drop");
    await clickCell(page, "e5");
    await click(page, "[data-testid=end-turn]");
    let { view } = await state(page);
    assert.equal(view.status.toAct, 2);
    assert.equal(await textOf(page, "[data-testid=last-turn]"), "Light dropped on e5, then did not move.");
    assert.ok(await tinted(page, "e5"), "the drop is marked");
    assert.ok(!(await tinted(page, "k3")), "an untouched cell is not");
    // Dark drops, then moves a soldier: both stay marked for Light.
    const drop = view.groups.find((g) => g.from === null)?.targets.find((t) => t.cell === "k5");
    assert.ok(drop, "Dark may drop on k5");
    await clickCell(page, "k5");
    ({ view } = await state(page));
    const step = view.groups.find((g) => g.from === "k5")?.targets.find((t) => t.kind === "step");
    assert.ok(step?.cell, "the dropped soldier can move");
    await clickCell(page, "k5");
    await clickCell(page, step.cell);
    ({ view } = await state(page));
    assert.equal(view.status.toAct, 1);
    const turn = /** @type {TurnView} */ (view.recent.at(-1));
    assert.deepEqual(
      turn.actions.map((a) => a.kind),
      ["drop", "step"],
    );
    assert.equal(await textOf(page, "[data-testid=last-turn]"), `Dark dropped on k5, then moved k5-${step.cell}.`);
    await assertMarked(page, turn);
    await screenshot(page, "turns-cross-hairs-drop-and-move");
  } finally {
    await site.close();
  }
});

test("a Martian chain is marked landing by landing and said as one jump", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    // Red's large a1 jumps its own b1, then its own c2.
    await openAt(page, site.server.url, "martian-checkers?players=2", `${boardText(4, 8, "ca1 ab1 ac2 fd8")}:1:,`);
    await clickCell(page, "a1");
    await clickCell(page, "c1");
    await clickCell(page, "c3");
    let { view } = await state(page);
    if (view.status.toAct === 1) await click(page, "[data-testid=end-turn]");
    ({ view } = await state(page));
    assert.equal(view.status.toAct, 2);
    assert.equal(await textOf(page, "[data-testid=last-turn]"), "Red jumped a1-c1-c3.");
    await assertMarked(page, /** @type {TurnView} */ (view.recent.at(-1)));
    await screenshot(page, "turns-martian-chain");
  } finally {
    await site.close();
  }
});

test("a Kobudai male and the step after it are one marked turn", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openAt(page, site.server.url, "kobudai?size=6", `${boardText(6, 6, "ra1 rc1 rb2 Bf6 be5 bf4")}:1`);
    let { view } = await state(page);
    const make = view.groups.flatMap((g) => g.targets).find((t) => t.kind === "convert");
    assert.ok(make?.cell, "Red can make a male");
    const from = view.groups.find((g) => g.targets.includes(make))?.from ?? null;
    if (from) await clickCell(page, from);
    await clickCell(page, make.cell);
    ({ view } = await state(page));
    const group = view.groups.find((g) => g.from && g.targets.some((t) => t.kind === "step"));
    const step = group?.targets.find((t) => t.kind === "step");
    assert.ok(group?.from && step?.cell, "a step follows the male");
    await clickCell(page, group.from);
    await clickCell(page, step.cell);
    ({ view } = await state(page));
    assert.equal(view.status.toAct, 2);
    assert.equal(await textOf(page, "[data-testid=last-turn]"), `Red made a male on ${make.cell}, then stepped ${group.from}-${step.cell}.`);
    await assertMarked(page, /** @type {TurnView} */ (view.recent.at(-1)));
  } finally {
    await site.close();
  }
});

/** Waits until a person is to act (or the game is over). @param {Page} page */
async function waitForPerson(page) {
  await page.waitForFunction(() => {
    const g = window.__gamePage;
    const s = g.view.status;
    return s.over || (!g.seats.isComputer(s.toAct) && g.seats.thinking === null);
  });
}

/** Plays the person's whole turn at random. @param {Page} page @param {(n: number) => number} random */
async function personTurn(page, random) {
  const me = (await state(page)).view.status.toAct;
  do {
    await personActs(page, random);
  } while ((await state(page)).view.status.toAct === me && (await state(page)).view.recent.at(-1)?.done === false);
}

for (const [id, size] of [
  ["mad-rooks", "desktop"],
  ["mad-bishops", "phone"],
  ["kobudai?size=6", "desktop"],
  ["martian-checkers?players=2", "phone"],
  ["cross-hairs", "desktop"],
]) {
  test(`${id}: the computer's whole turn is marked and said (${size})`, { timeout: 300000 }, async () => {
    const site = await openSite(shared.browser, { contextOptions: size === "phone" ? PHONE : {} });
    try {
      const { page } = site;
      await openGame(page, site.server.url, `${id}${id.includes("?") ? "&" : "?"}seats=human,easy&pace=fast`);
      const random = seededRandom(3);
      for (let round = 0; round < 3; round++) {
        await waitForPerson(page);
        if ((await state(page)).view.status.over) break;
        await personTurn(page, random);
        await waitForPerson(page);
        const { view } = await state(page);
        if (view.status.over) break;
        const theirs = view.recent.filter((t) => t.player === 2 && t.done);
        assert.equal(theirs.length, 1, `the computer's turn is listed: ${JSON.stringify(view.recent)}`);
        const shown = await textOf(page, "[data-testid=last-turn]");
        assert.ok(shown.includes(theirs[0].text), `"${shown}" says "${theirs[0].text}"`);
        await assertMarked(page, theirs[0]);
      }
      await screenshot(page, `turns-${id.replace(/[?=]/g, "-")}-${size}`);
    } finally {
      await site.close();
    }
  });
}

test("with four players, each computer's turn of the round is marked in its colour and said in order", { timeout: 300000 }, async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openGame(page, site.server.url, "martian-checkers?players=4&seats=human,easy,easy,easy&pace=fast");
    const random = seededRandom(5);
    await waitForPerson(page);
    await personTurn(page, random);
    await waitForPerson(page);
    const { view } = await state(page);
    const players = view.recent.map((t) => t.player);
    assert.deepEqual(players, [2, 3, 4], "Blue's, Yellow's and Green's turns");
    const shown = await textOf(page, "[data-testid=last-turn]");
    assert.equal(shown, `${view.recent.map((t) => t.text).join("; ")}.`);
    assert.match(shown, /^Blue .*; Yellow .*; Green /);
    // Each cell in the colour of the last turn that touched it.
    /** @type {Map<string, number>} */
    const owner = new Map();
    for (const turn of view.recent) for (const a of turn.actions) for (const cell of [a.from, a.to, ...a.removed]) if (cell) owner.set(cell, turn.player);
    for (const [cell, player] of owner) {
      const shade = await shadeOf(page, cell);
      const seat = rgb(view.seats[player - 1].colour);
      const expected = shade.map((v, i) => Math.round(v * 0.6 + seat[i] * 0.4));
      const matching = await spotsWhere(page, cell, (colour) => close(colour, expected, 16));
      assert.ok(matching >= 5, `${cell} is in ${view.seats[player - 1].name}'s colour (${matching} of 8 points)`);
    }
    await screenshot(page, "turns-martian-4-players");
  } finally {
    await site.close();
  }
});
