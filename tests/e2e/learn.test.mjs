// Browser tests of learning a game: every game's rules page draws each
// figure with the marks its caption names (checked in the engine's view and
// in the canvas's pixels), a press on a figure is answered and Reset puts
// it back; the guided first game is completed by mouse on the desktop and
// by touch on a phone, a wrong answer is explained, and progress is kept.
// The home page's cards appear before the engine has loaded.

import { test } from "node:test";
import assert from "node:assert/strict";
import { useBrowser, openSite, PHONE, SHOTS, rgb, screenshot, messageRewrites } from "./browser.mjs";
import { allLessons } from "../../www/lessons/lesson.js";
import { shownAnswer } from "../../www/learn/judge.js";
import { join } from "node:path";

/** @typedef {import("playwright-core").Page} Page */
/** @typedef {import("../../www/lessons/lesson.js").Figure} Figure */
/** @typedef {import("../../www/lessons/lesson.js").Task} Task */

const shared = useBrowser();

/** Mark colours as www/style.css and board/marks.js set them. */
const KILL = rgb("#e0301e");
const ENGAGE = rgb("#178a3c");
const OUTLINE = rgb("#ff6a00");
const CHANGED = rgb("#ff9f1a");

/** Waits until every figure board on the page has drawn what it was last told. @param {Page} page */
async function figuresSettled(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        const check = () => {
          const busy = window.__figures.some((b) => !b.destroyed && (b.frame || !b.renderer.cssWidth));
          requestAnimationFrame(busy ? check : () => resolve(undefined));
        };
        requestAnimationFrame(check);
      }),
  );
}

/**
 * Device pixels of `colour` in the square round `cell` on figure `id`'s
 * board that a drawing without marks, outlines or changes lacks: a mark of
 * that colour is drawn there.
 * @param {Page} page @param {string} id @param {string} cell @param {number[]} colour
 */
async function markPixels(page, id, cell, colour) {
  await figuresSettled(page);
  return page.evaluate(
    ({ id, cell, colour }) => {
      const board = window.__figures.find((b) => !b.destroyed && b.lesson.id === id);
      if (!board) throw new Error(`no figure ${id}`);
      const r = board.renderer;
      const centre = r.centreOf(cell);
      if (!centre) throw new Error(`no cell ${cell}`);
      const dpr = r.canvas.width / r.cssWidth;
      const half = (r.layout().scale * r.layout().b.cellSize * 0.6) | 0;
      const box = [Math.round((centre.x - half) * dpr), Math.round((centre.y - half) * dpr), Math.round(2 * half * dpr), Math.round(2 * half * dpr)];
      const marked = r.ctx.getImageData(box[0], box[1], box[2], box[3]).data;
      // The same board with nothing over it, drawn by the same renderer class.
      const canvas = document.createElement("canvas");
      const Renderer = /** @type {any} */ (r.constructor);
      const bare = new Renderer(canvas);
      bare.colours = r.colours;
      bare.resize(r.cssWidth, r.cssHeight);
      bare.flipped = r.flipped;
      const c = board.controller;
      bare.draw({ ...c.view, groups: [], changed: [] }, { ...c.overlay, selected: null, outline: [], allTargets: false, turns: [], cursor: null });
      const plain = bare.ctx.getImageData(box[0], box[1], box[2], box[3]).data;
      const near = (/** @type {Uint8ClampedArray} */ d, /** @type {number} */ i) =>
        Math.abs(d[i] - colour[0]) <= 40 && Math.abs(d[i + 1] - colour[1]) <= 40 && Math.abs(d[i + 2] - colour[2]) <= 40;
      let count = 0;
      for (let i = 0; i < marked.length; i += 4) if (near(marked, i) && !near(plain, i)) count++;
      return count;
    },
    { id, cell, colour },
  );
}

/** The targets a figure shows: the picked-up piece's, or every piece's. @param {Page} page @param {string} id */
async function shownTargets(page, id) {
  return page.evaluate((id) => {
    const board = window.__figures.find((b) => !b.destroyed && b.lesson.id === id);
    if (!board) throw new Error(`no figure ${id}`);
    const { view, overlay } = board.controller;
    const groups = overlay.allTargets && !overlay.selected ? view.groups : view.groups.filter((g) => g.from === overlay.selected);
    return groups.flatMap((g) => g.targets);
  }, id);
}

/** The page point of a cell's centre on the current task's (or figure `id`'s) board. @param {Page} page @param {string} cell @param {string} [id] */
async function boardPoint(page, cell, id) {
  await figuresSettled(page);
  return page.evaluate(
    ({ cell, id }) => {
      const live = window.__figures.filter((b) => !b.destroyed && (id === undefined || b.lesson.id === id));
      const board = live.at(-1);
      if (!board) throw new Error("no board");
      board.canvas.scrollIntoView({ block: "center" });
      const p = board.renderer.centreOf(cell);
      if (!p) throw new Error(`no cell ${cell}`);
      const r = board.canvas.getBoundingClientRect();
      return { x: r.left + p.x, y: r.top + p.y };
    },
    { cell, id },
  );
}

/**
 * Presses a cell the way a person does: a mouse click, or a tap.
 * @param {Page} page @param {string} cell @param {boolean} touch @param {string} [id]
 */
async function pressCell(page, cell, touch, id) {
  const p = await boardPoint(page, cell, id);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
  await figuresSettled(page);
}

/**
 * Plays one action on the current task's board by presses: the piece (unless
 * it is already picked up), then the target; `end` by its button.
 * @param {Page} page @param {string} action @param {boolean} touch
 */
async function playByPresses(page, action, touch) {
  await figuresSettled(page);
  const move = await page.evaluate((action) => {
    const board = window.__figures.filter((b) => !b.destroyed).at(-1);
    if (!board) throw new Error("no board");
    const { view, overlay } = board.controller;
    for (const g of view.groups) {
      const t = g.targets.find((t) => t.action === action);
      if (t) return { from: g.from === overlay.selected ? null : g.from, to: t.cell, kind: t.kind };
    }
    throw new Error(`${action} is not a target on the board`);
  }, action);
  if (move.kind === "end") {
    await page.locator("[data-testid=figure-end]").last()[touch ? "tap" : "click"]();
    await figuresSettled(page);
    return;
  }
  if (move.from) await pressCell(page, move.from, touch);
  await pressCell(page, /** @type {string} */ (move.to), touch);
}

/** An action that does a task: its first answer, or the first legal action of a kind it asks for. @param {Page} page @param {Task} task */
async function rightActions(page, task) {
  if (task.answers) return task.answers[0];
  const kinds = task.kinds ?? [];
  const action = await page.evaluate((kinds) => {
    const board = window.__figures.filter((b) => !b.destroyed).at(-1);
    if (!board) throw new Error("no board");
    const legal = board.controller.session.legal().find((l) => kinds.includes(l.kind));
    return legal?.action ?? null;
  }, kinds);
  assert.ok(action, `a legal action of kind ${kinds.join(", ")}`);
  return [action];
}

/** A legal action on the current task's board that is not the task's answer. @param {Page} page @param {Task} task */
async function wrongAction(page, task) {
  const answers = (task.answers ?? []).map((a) => a[0]);
  return page.evaluate(
    ({ answers, kinds }) => {
      const board = window.__figures.filter((b) => !b.destroyed).at(-1);
      if (!board) throw new Error("no board");
      const legal = board.controller.session.legal().find((l) => !answers.includes(l.action) && !kinds.includes(l.kind));
      return legal?.action ?? null;
    },
    { answers, kinds: task.kinds ?? [] },
  );
}

for (const [game, lesson] of allLessons()) {
  test(`${game}: the rules page draws every figure with the marks its caption names`, async () => {
    const site = await openSite(shared.browser);
    try {
      const { page } = site;
      await page.goto(`${site.server.url}#/rules/${game}`);
      await page.waitForFunction((n) => window.__figures?.length === n, lesson.figures.length);
      await figuresSettled(page);
      for (const figure of lesson.figures) {
        const targets = await shownTargets(page, figure.id);
        for (const claim of figure.claims) {
          if ("legal" in claim) {
            const target = targets.find((t) => t.action === claim.legal);
            if (!target?.cell) continue; // an `end`, or a target of a piece not shown
            assert.equal(target.kind, claim.kind, `${figure.id}: ${claim.legal} is marked as a ${claim.kind}`);
            const colour = claim.kind === "kill" || claim.kind === "capture-jump" ? KILL : ENGAGE;
            const pixels = await markPixels(page, figure.id, target.cell, colour);
            assert.ok(pixels > 20, `${figure.id}: the ${claim.kind} mark on ${target.cell} is drawn (${pixels} pixels)`);
          } else if ("king" in claim && !figure.sample) {
            const pixels = await markPixels(page, figure.id, claim.king, CHANGED);
            assert.ok(pixels > 20, `${figure.id}: the new King on ${claim.king} is ringed (${pixels} pixels)`);
          }
        }
        assert.ok(targets.length > 0 || figure.sample || !figure.select, `${figure.id} shows marks`);
        for (const cell of figure.outline ?? []) {
          const pixels = await markPixels(page, figure.id, cell, OUTLINE);
          assert.ok(pixels > 20, `${figure.id}: ${cell} is outlined (${pixels} pixels)`);
        }
      }
      await page.screenshot({ path: join(SHOTS, `rules-${game}.png`), fullPage: true });
      // A press on a figure: refused with the engine's reason; Reset puts the figure back.
      const tried = lesson.figures.find((f) => f.select) ?? lesson.figures[0];
      await illegalPressExplained(page, tried.id);
      await page.locator(`[data-figure=${tried.id}] [data-testid=figure-reset]`).click();
      await figuresSettled(page);
      const back = await page.evaluate((id) => {
        const c = window.__figures.find((b) => b.lesson.id === id)?.controller;
        return { message: c?.message, selected: c?.overlay.selected ?? null };
      }, tried.id);
      assert.deepEqual(back, { message: "", selected: tried.select ?? null });
      assert.deepEqual(site.errors, []);
    } finally {
      await site.close();
    }
  });
}

test("a press on a figure is answered by the engine, and Reset puts the figure back", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await page.goto(`${site.server.url}#/rules/kobudai`);
    await page.waitForFunction(() => window.__figures?.length > 3);
    // f4 is picked up; e5 would wall Blue's male in: the engine says so and outlines the wall.
    await pressCell(page, "e5", false, "wall");
    const wall = page.locator("[data-figure=wall]");
    assert.match((await wall.locator("[data-testid=figure-message]").textContent()) ?? "", /would cordon off Blue's male/);
    assert.equal(await messageRewrites(page, "[data-figure=wall] [data-testid=figure-message]", "wall"), 0, "the unchanged message was rewritten");
    const outline = await page.evaluate(() => window.__figures.find((b) => b.lesson.id === "wall")?.controller.overlay.outline);
    assert.deepEqual([...(outline ?? [])].sort(), ["e5", "e6", "f5"]);
    // A legal step plays, and Reset brings the figure back with f4 picked up.
    await pressCell(page, "f4", false, "wall");
    await pressCell(page, "e4", false, "wall");
    const moved = await page.evaluate(() => window.__figures.find((b) => b.lesson.id === "wall")?.controller.view.moves.map((m) => m.action));
    assert.deepEqual(moved, ["f4-e4"]);
    await screenshot(page, "rules-kobudai-pressed");
    await wall.locator("[data-testid=figure-reset]").click();
    await figuresSettled(page);
    const back = await page.evaluate(() => {
      const c = window.__figures.find((b) => b.lesson.id === "wall")?.controller;
      return { moves: c?.view.moves.length, selected: c?.overlay.selected, message: c?.message };
    });
    assert.deepEqual(back, { moves: 0, selected: "f4", message: "" });
    // The game page's Rules panel shows the same figures once opened, and links to the rules page.
    await page.goto(`${site.server.url}#/kobudai`);
    await page.waitForFunction(() => window.__gamePage?.view);
    await page.click("[data-testid=rules-panel] summary");
    await page.waitForFunction(() => window.__figures.filter((b) => !b.destroyed).length === 5);
    assert.equal(await page.getAttribute("[data-testid=rules-page-link]", "href"), "#/rules/kobudai");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});

/**
 * Completes every task of a game's guided first game, checking each is
 * praised, with a screenshot of each step; the last leads to a game against
 * the computer.
 * @param {Page} page @param {string} baseUrl @param {string} game @param {Task[]} tasks @param {{touch: boolean, shots: string}} how
 */
async function completeTutorial(page, baseUrl, game, tasks, { touch, shots }) {
  await page.goto(`${baseUrl}#/learn/${game}`);
  // From the first task, wherever the page was.
  await page.locator("[data-testid=task-list] li:nth-child(1) button")[touch ? "tap" : "click"]();
  for (const [i, task] of tasks.entries()) {
    await page.waitForFunction((text) => document.querySelector("[data-testid=task-prompt]")?.textContent === text, task.prompt);
    for (const action of await rightActions(page, task)) await playByPresses(page, action, touch);
    await page.waitForFunction(() => document.querySelector("[data-testid=task-feedback]")?.getAttribute("data-state") === "right");
    assert.match((await page.textContent("[data-testid=task-feedback]")) ?? "", /^Well done!/);
    await page.screenshot({ path: join(SHOTS, `${shots}-${game}-${i + 1}.png`) });
    if (i < tasks.length - 1) await page.locator("[data-testid=task-next]")[touch ? "tap" : "click"]();
  }
  const play = page.locator("[data-testid=learn-play]");
  assert.equal(await play.getAttribute("href"), `#/${game}?seats=human,easy`);
}

/**
 * Presses, on the current task's board, a cell the engine refuses for a
 * piece that can act (or for a drop), and checks the board says the
 * engine's reason. The board is figure `id`'s, or the current task's.
 * @param {Page} page @param {string} [id]
 */
async function illegalPressExplained(page, id) {
  await figuresSettled(page);
  const refused = await page.evaluate((id) => {
    const board = window.__figures.filter((b) => !b.destroyed && (id === undefined || b.lesson.id === id)).at(-1);
    if (!board) throw new Error("no board");
    const { view, session } = board.controller;
    for (const g of view.groups) {
      const targets = new Set(g.targets.map((t) => t.cell));
      for (const cell of view.board.cells) {
        if (targets.has(cell.name) || cell.name === g.from || view.pieces.some((p) => p.cell === cell.name)) continue;
        const why = session.explain(g.from ?? undefined, cell.name);
        if (why) return { from: g.from, cell: cell.name, reason: why.reason, selected: board.controller.overlay.selected };
      }
    }
    return null;
  }, id);
  assert.ok(refused, "some press is refused with a reason");
  if (refused.from && refused.from !== refused.selected) await pressCell(page, refused.from, false, id);
  await pressCell(page, refused.cell, false, id);
  const message = id ? page.locator(`[data-figure=${id}] [data-testid=figure-message]`) : page.locator("[data-testid=figure-message]").last();
  assert.equal(await message.textContent(), refused.reason);
}

for (const [game, lesson] of allLessons()) {
  test(`${game}: the guided first game, by mouse, with a wrong answer explained and progress kept`, async () => {
    const site = await openSite(shared.browser);
    try {
      const { page } = site;
      // A wrong but legal answer is explained and can be retried; an illegal press gets the engine's reason.
      const index = lesson.tasks.findIndex((t) => t.answers);
      const task = lesson.tasks[index];
      await page.goto(`${site.server.url}#/learn/${game}`);
      await page.click(`[data-testid=task-list] li:nth-child(${index + 1}) button`);
      await page.waitForFunction((text) => document.querySelector("[data-testid=task-prompt]")?.textContent === text, task.prompt);
      await illegalPressExplained(page);
      const wrong = await wrongAction(page, task);
      assert.ok(wrong, "the task has a wrong answer");
      await playByPresses(page, wrong, false);
      await page.waitForFunction(() => document.querySelector("[data-testid=task-feedback]")?.getAttribute("data-state") === "wrong");
      assert.match((await page.textContent("[data-testid=task-feedback]")) ?? "", /is legal, but not what this task asks/);
      await page.screenshot({ path: join(SHOTS, `learn-wrong-${game}.png`) });
      await page.click("[data-testid=task-show]");
      await figuresSettled(page);
      assert.match((await page.textContent("[data-testid=task-feedback]")) ?? "", new RegExp(`^The answer: ${shownAnswer(task)}`));
      await page.click("[data-testid=task-retry]");
      await figuresSettled(page);
      assert.equal(await page.getAttribute("[data-testid=task-feedback]", "data-state"), "");

      await completeTutorial(page, site.server.url, game, lesson.tasks, { touch: false, shots: "learn" });
      // Progress is remembered: every task is marked done after a reload.
      await page.reload();
      await page.waitForSelector("[data-testid=task-list] li");
      const done = await page.$$eval("[data-testid=task-list] li", (items) => items.map((li) => li.getAttribute("data-done")));
      assert.deepEqual(
        done,
        lesson.tasks.map(() => "yes"),
      );
      await page.click("[data-testid=learn-play]");
      await page.waitForFunction(() => window.__gamePage?.view);
      assert.equal(await page.evaluate(() => window.__gamePage.seats.kinds[1]), "easy");
      assert.deepEqual(site.errors, []);
    } finally {
      await site.close();
    }
  });

  test(`${game}: the guided first game by touch on a phone, in the dark theme`, async () => {
    const site = await openSite(shared.browser, { contextOptions: { ...PHONE, colorScheme: "dark" } });
    try {
      await completeTutorial(site.page, site.server.url, game, lesson.tasks, { touch: true, shots: "learn-phone" });
      // The board is drawn in the dark theme's colours (its labels light on the dark page).
      const label = await site.page.evaluate(() => window.__figures.filter((b) => !b.destroyed).at(-1)?.renderer.colours.label);
      assert.equal(label, "#d8c8b4");
      await site.page.goto(`${site.server.url}#/rules/${game}`);
      await site.page.waitForFunction((n) => window.__figures?.filter((b) => !b.destroyed).length === n, lesson.figures.length);
      await figuresSettled(site.page);
      await site.page.screenshot({ path: join(SHOTS, `rules-phone-${game}.png`), fullPage: true });
      assert.deepEqual(site.errors, []);
    } finally {
      await site.close();
    }
  });
}

test("a task is done by keyboard too: arrows move the cursor, Enter presses", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await page.goto(`${site.server.url}#/learn/mad-rooks`);
    await page.waitForFunction(() => window.__figures?.length === 1);
    await page.focus("[data-figure=kill] canvas");
    for (const cell of ["c2", "c6"]) {
      for (let presses = 0; ; presses++) {
        await figuresSettled(page);
        const at = await page.evaluate(() => window.__figures[0].controller.overlay.cursor);
        if (at === cell) break;
        assert.ok(at && presses < 20, `the cursor reaches ${cell}`);
        const [from, to] = [await boardPoint(page, at), await boardPoint(page, cell)];
        const [dx, dy] = [to.x - from.x, to.y - from.y];
        await page.keyboard.press(Math.abs(dx) > Math.abs(dy) ? (dx > 0 ? "ArrowRight" : "ArrowLeft") : dy > 0 ? "ArrowDown" : "ArrowUp");
      }
      await page.keyboard.press("Enter");
    }
    await page.waitForFunction(() => document.querySelector("[data-testid=task-feedback]")?.getAttribute("data-state") === "right");
  } finally {
    await site.close();
  }
});

test("the home page's cards appear before the engine has loaded, and each board's picture once it has", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    /** @type {() => void} */
    let release = () => {};
    const held = new Promise((resolve) => (release = () => resolve(undefined)));
    await page.route("**/*.wasm", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(site.server.url);
    await page.waitForFunction(() => document.querySelectorAll(".game-card").length === 5);
    const firstCard = await page.evaluate(() => performance.now());
    assert.equal(await page.evaluate(() => document.documentElement.hasAttribute("data-started")), false, "the engine has not loaded yet");
    const links = await page.$$eval("[data-game=kobudai] a", (as) => as.map((a) => a.getAttribute("href")));
    for (const href of ["#/learn/kobudai", "#/rules/kobudai", "#/kobudai?size=6", "#/kobudai?seats=human,medium"]) assert.ok(links.includes(href), href);
    assert.match((await page.textContent("[data-game=kobudai]")) ?? "", /minutes/);
    console.log(`home page: first card ${firstCard.toFixed(0)} ms after navigation began, with the engine held back`);
    await screenshot(page, "home-before-engine");
    release();
    await page.waitForFunction(() => document.querySelectorAll("canvas.card-board[data-drawn]").length === 5);
    // Every picture has the board's squares in it, not a blank canvas.
    const colours = await page.$$eval("canvas.card-board", (canvases) =>
      canvases.map((c) => {
        const canvas = /** @type {HTMLCanvasElement} */ (c);
        const data = /** @type {CanvasRenderingContext2D} */ (canvas.getContext("2d")).getImageData(0, 0, canvas.width, canvas.height).data;
        const seen = new Set();
        for (let i = 0; i < data.length; i += 4 * 97) if (data[i + 3] > 0) seen.add(`${data[i] >> 4},${data[i + 1] >> 4},${data[i + 2] >> 4}`);
        return seen.size;
      }),
    );
    for (const n of colours) assert.ok(n >= 3, `a picture has ${n} colours`);
    await screenshot(page, "home");
    assert.deepEqual(site.errors, []);
  } finally {
    await site.close();
  }
});
