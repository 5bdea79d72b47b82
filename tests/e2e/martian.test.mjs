// Browser tests of the Martian Checkers page in headless Chromium, against
// the release build in dist/: every player count played to the end by
// mouse, keyboard and touch; chains, captures, the stash panel, skipping,
// shared wins, resignation and agreed ends; sizes, marks and values.

import { test } from "node:test";
import assert from "node:assert/strict";
import {
  useBrowser,
  COLOURS,
  seededRandom,
  openSite,
  loadPosition,
  keyTo,
  tap,
  boardText,
  state,
  clickCell,
  pixelNear,
  close,
  screenshot,
  click,
  tick,
  textOf,
  assertBelowBoard,
} from "./browser.mjs";

const shared = useBrowser();

/** Martian position text: pieces as position letters then squares ("ca1 fd8"). */
/** @param {number} players @param {string} pieces @param {number} toMove @param {string} [stashes] */
function positionText(players, pieces, toMove, stashes) {
  const [files, ranks] = players === 2 ? [4, 8] : [8, 8];
  return `${boardText(files, ranks, pieces)}:${toMove}:${stashes ?? Array(players).fill("").join(",")}`;
}

/** @param {import("playwright-core").Page} page @param {string} url @param {number} players */
async function openMartian(page, url, players) {
  await page.goto(`${url}#/martian-checkers?players=${players}`);
  await page.waitForFunction((/** @type {number} */ n) => window.__gamePage?.view?.seats.length === n, players);
}

const text = (/** @type {import("playwright-core").Page} */ page, /** @type {string} */ id) => textOf(page, `[data-testid=${id}]`);

test("a whole game for 2, 3 and 4 players, by mouse, keyboard and touch in turn", async () => {
  const site = await openSite(shared.browser, { contextOptions: { hasTouch: true } });
  try {
    const { page } = site;
    const ways = /** @type {const} */ (["mouse", "keyboard", "touch"]);
    const press = { mouse: clickCell, keyboard: keyTo, touch: tap };
    for (const players of [2, 3, 4]) {
      await openMartian(page, site.server.url, players);
      await page.focus("canvas.board");
      const random = seededRandom(100 + players);
      let { view } = await state(page);
      let played = 0;
      let chains = 0;
      let endedByButton = 0;
      let endedByPiece = 0;
      while (!view.status.over) {
        assert.ok(played < 600, "the game ends");
        const way = ways[played % 3];
        if (way === "keyboard") await page.focus("canvas.board");
        if (view.active) {
          // Mid-chain: the jumper stays picked up, and the turn may end.
          chains += 1;
          const s = await state(page);
          assert.equal(s.overlay.selected, view.active, "the jumper stays selected");
          assert.equal(await page.isVisible("[data-testid=end-turn]"), true);
          assert.match(await text(page, "note"), /may jump again/);
          const jumps = view.groups.find((g) => g.from === view.active)?.targets ?? [];
          if (random(3) === 0) {
            if (played % 2) {
              await click(page, "[data-testid=end-turn]");
              endedByButton += 1;
            } else {
              // Pressing the jumper again only says how to stop; End turn does.
              await press[way](page, view.active);
              assert.equal((await state(page)).view.moves.length, view.moves.length, "pressing the jumper does not end the chain");
              assert.match(await text(page, "message"), /press End turn to stop here/);
              await click(page, "[data-testid=end-turn]");
              endedByPiece += 1;
            }
            ({ view } = await state(page));
            assert.equal(view.moves.at(-1)?.action, "end");
            played += 1;
            continue;
          }
          await press[way](page, jumps[random(jumps.length)].cell);
        } else {
          const all = view.groups.flatMap((g) => g.targets.map((t) => ({ from: g.from, ...t })));
          const jumps = all.filter((t) => t.kind !== "step");
          const pick = jumps.length && random(10) < 7 ? jumps[random(jumps.length)] : all[random(all.length)];
          await press[way](page, pick.from);
          await press[way](page, pick.cell);
        }
        const before = view;
        ({ view } = await state(page));
        played += 1;
        assert.equal(view.moves.length, before.moves.length + 1, `${way}: one action played`);
        // The score panel shows every player's points and stash.
        const lines = await page.$$eval("[data-testid=scores] li", (els) => els.map((e) => e.textContent));
        view.seats.forEach((s, i) => {
          assert.match(lines[i], new RegExp(`${s.name}: ${view.scores[i]} point`));
          const stash = view.stashes[i];
          assert.match(lines[i], stash.length ? new RegExp(`captured ${stash.join(", ")}`) : /nothing captured/);
        });
      }
      const names = view.status.winners.map((p) => view.seats[p - 1].name);
      const headline = await text(page, "winner");
      if (names.length === 1) assert.equal(headline, `${names[0]} wins!`);
      else assert.equal(headline, `${names.length === players ? "Draw: " : ""}${names.slice(0, -1).join(", ")} and ${names.at(-1)} share the win!`);
      assert.match(await textOf(page, ".game-over"), /has no pieces left, so the game ends and the stashes are scored/);
      assert.equal(await text(page, "final-scores"), view.seats.map((s, i) => `${s.name} ${view.scores[i]}`).join(" · "));
      await screenshot(page, `martian-${players}-game-over`);
      console.log(
        `Martian Checkers, ${players} players: ${played} actions, ${chains} chain steps, ended by button ${endedByButton}, by the button after pressing the piece ${endedByPiece}; ${headline}`,
      );
      assert.ok(chains > 0, "a chain happened");
    }
    assert.deepEqual(site.errors, []);
    assert.deepEqual(site.foreign, []);
  } finally {
    await site.close();
  }
});

test("a chain: the jumper stays picked up, captures go to the stash, and End turn (not the jumper pressed again) ends the turn", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openMartian(page, site.server.url, 2);
    // Red's large a1, own b1 and a2, Blue's small b2.
    await loadPosition(page, positionText(2, "ca1 ab1 aa2 db2 fd8", 1));
    await clickCell(page, "a1");
    assert.ok(close(await pixelNear(page, "c3", 0.325, 0.325), COLOURS.kill), "the jump over b2 would capture: drawn as a capture");
    assert.ok(close(await pixelNear(page, "c1", 0.25, 0), COLOURS.step), "the jump over own b1 is a green ring");
    await clickCell(page, "c1");
    const first = await state(page);
    let view = first.view;
    const overlay = first.overlay;
    assert.equal(view.active, "c1");
    assert.equal(overlay.selected, "c1", "the jumper stays selected");
    assert.deepEqual(
      view.groups.find((g) => g.from === "c1")?.targets.map((t) => t.action),
      ["c1:a3"],
    );
    assert.equal(await page.isVisible("[data-testid=end-turn]"), true);
    await assertBelowBoard(page, "[data-testid=end-turn]");
    assert.ok(close(await pixelNear(page, "a3", 0.325, 0.325), COLOURS.kill), "the next landing is shown");
    // Another piece cannot be picked up mid-chain; the page says why.
    await clickCell(page, "a2");
    assert.match(await text(page, "message"), /in the middle of a jump chain with the piece on c1/);
    assert.equal((await state(page)).overlay.selected, "c1");
    await screenshot(page, "martian-chain");
    await clickCell(page, "a3");
    ({ view } = await state(page));
    assert.deepEqual(view.scores, [1, 0]);
    assert.match(await text(page, "scores"), /Red: 1 point\s*captured 1/);
    assert.equal(view.active, "a3", "after the capture, back to a1 is allowed again");
    // Pressing the jumper again keeps the chain going and says how to stop.
    await clickCell(page, "a3");
    ({ view } = await state(page));
    assert.equal(view.active, "a3", "a slip on the jumper does not end the turn");
    assert.match(await text(page, "message"), /Jump again with the piece on a3, or press End turn to stop here/);
    await click(page, "[data-testid=end-turn]");
    ({ view } = await state(page));
    assert.deepEqual(
      view.moves.map((m) => m.action),
      ["a1:c1", "c1:a3", "end"],
    );
    assert.equal(view.active, null);
    assert.match(await text(page, "turn"), /Blue to move/);
    assert.equal(await page.isVisible("[data-testid=end-turn]"), false);
    // Undo goes back one action at a time, into the chain.
    await click(page, "[data-testid=undo]");
    ({ view } = await state(page));
    assert.equal(view.active, "a3");
  } finally {
    await site.close();
  }
});

test("a capture that empties a player's board ends the game at once; tied stashes share the win", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openMartian(page, site.server.url, 2);
    await loadPosition(page, positionText(2, "ca1 da2 ad8", 1, "2,3"));
    await clickCell(page, "a1");
    await clickCell(page, "a3");
    assert.equal(await text(page, "winner"), "Draw: Red and Blue share the win!");
    assert.equal(await text(page, "final-scores"), "Red 3 · Blue 3");
    await screenshot(page, "martian-shared-win");
  } finally {
    await site.close();
  }
});

test("a player with no legal action is skipped, and the page says so", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openMartian(page, site.server.url, 3);
    // Blue's only piece on a8 is boxed in two deep by Yellow's.
    await loadPosition(page, positionText(3, "ca1 da8 ia7 ib7 ib8 ia6 ic6 ic7 ic8 ib6", 1));
    await clickCell(page, "a1");
    await clickCell(page, "a2");
    assert.match(await text(page, "note"), /Blue had no legal action and was skipped/);
    assert.match(await text(page, "turn"), /Yellow to move/);
  } finally {
    await site.close();
  }
});

test("resignation and ending by agreement, and undo takes them back", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openMartian(page, site.server.url, 2);
    await click(page, "[data-testid=resign]");
    assert.equal(await text(page, "winner"), "Blue wins!");
    assert.match(await textOf(page, ".game-over"), /Red resigned/);
    assert.equal(await page.isDisabled("[data-testid=agree]"), true, "a finished game cannot be ended again");
    await click(page, "[data-testid=undo]");
    assert.equal(await page.isVisible(".game-over"), false);
    assert.match(await text(page, "turn"), /Red to move/);
    await openMartian(page, site.server.url, 4);
    await loadPosition(page, positionText(4, "ca1 fa8 ih8 lh1", 2, "3,2,3,1"));
    await click(page, "[data-testid=agree]");
    assert.equal(await text(page, "winner"), "Red and Yellow share the win!");
    assert.match(await textOf(page, ".game-over"), /agreed to end the game/);
    // Resigning in a 4-player game: Blue leaves, with Blue's piece, and the others play on.
    await click(page, "[data-testid=undo]");
    await click(page, "[data-testid=resign]");
    assert.equal(await page.isVisible(".game-over"), false);
    assert.match(await text(page, "turn"), /Yellow to move/);
    assert.deepEqual((await state(page)).view.pieces.map((p) => p.cell).sort(), ["a1", "h1", "h8"]);
    assert.match(await text(page, "scores"), /Blue: 2 points \(resigned, left the game\)/);
  } finally {
    await site.close();
  }
});

test("three sizes, a mark per player beside the colour, and values on request", async () => {
  const site = await openSite(shared.browser);
  try {
    const { page } = site;
    await openMartian(page, site.server.url, 4);
    const { view } = await state(page);
    assert.deepEqual(
      view.seats.map((s) => s.mark),
      ["circle", "square", "triangle", "diamond"],
    );
    assert.equal(view.board.lines.length, 2, "two canals split the 8x8 board into quadrants");
    // Sizes: a large piece is wider than a small one. At 0.5 cell from the
    // centre of a1 (large) the piece still shows; of c3 (small) the square.
    assert.ok(close(await pixelNear(page, "a1", 0.38, 0), [0xd5, 0x5e, 0x00], 60), "the large piece reaches out");
    assert.ok(!close(await pixelNear(page, "b3", 0.38, 0), [0xd5, 0x5e, 0x00], 60), "the small one does not");
    // Each player's mark is drawn in the middle of their pieces.
    assert.ok(close(await pixelNear(page, "a8"), [255, 255, 255], 30), "Blue's square mark, in white");
    assert.ok(close(await pixelNear(page, "h8", 0, 0.05), [29, 29, 29], 40), "Yellow's triangle, in dark ink on yellow");
    const dots = await page.$$eval("[data-testid=scores] .dot", (els) => els.map((e) => e.dataset.mark));
    assert.deepEqual(dots, ["circle", "square", "triangle", "diamond"]);
    await tick(page, "[data-testid=show-values]");
    assert.equal((await state(page)).overlay.showValues, true);
    await screenshot(page, "martian-4-values");
    // Values appear as digits: the centre of a1 (value 3) is now ink, not a mark.
    await tick(page, "[data-testid=show-values]", false);
    assert.equal((await state(page)).overlay.showValues, false);
  } finally {
    await site.close();
  }
});

test("on a phone, End turn is in view beside the board in the middle of a chain", async () => {
  const site = await openSite(shared.browser, {
    contextOptions: { hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 },
  });
  try {
    const { page } = site;
    for (const players of [2, 4]) {
      await openMartian(page, site.server.url, players);
      await loadPosition(
        page,
        positionText(
          players,
          "ca1 ab1 aa2 db2 fd8 ga8 jh8"
            .split(" ")
            .slice(0, players + 3)
            .join(" "),
          1,
        ),
      );
      await tap(page, "a1");
      await tap(page, "c1");
      assert.equal((await state(page)).view.active, "c1", "the chain goes on");
      const box = await page.locator("[data-testid=end-turn]").boundingBox();
      const board = await page.locator(".board-box").boundingBox();
      assert.ok(box && board, "End turn and the board are shown");
      // The board is given the height its shape needs at the page's
      // width: the tall 2-player board more than it is wide, the square
      // 4-player board as much.
      const canvas = await page.locator("canvas.board").boundingBox();
      assert.ok(canvas, "the board's canvas is shown");
      if (players === 2) assert.ok(canvas.height > 1.5 * canvas.width, `the tall board is drawn tall: ${JSON.stringify(canvas)}`);
      else assert.ok(Math.abs(canvas.height - canvas.width) <= 1, `the square board is drawn square: ${JSON.stringify(canvas)}`);
      assert.ok(box.y >= 0 && box.y + box.height <= 844 && box.x >= 0 && box.x + box.width <= 390, `End turn is on screen: ${JSON.stringify(box)}`);
      assert.ok(box.y >= board.y && box.y + box.height <= board.y + board.height, "End turn sits on the board");
      await assertBelowBoard(page, "[data-testid=end-turn]");
      // Pressing the jumper again is answered on screen, even below the tall
      // board: the message line keeps to the screen's bottom edge.
      await tap(page, "c1");
      assert.match(await textOf(page, "[data-testid=message]"), /^Jump again with the piece on c1/);
      const line = await page.locator("[data-testid=message]").boundingBox();
      assert.ok(line && line.y >= 0 && line.y + line.height <= 844, `the message line is on screen: ${JSON.stringify(line)}`);
      await screenshot(page, `martian-${players}-chain-phone`);
      await page.locator("[data-testid=end-turn]").tap();
      await page.waitForFunction(() => window.__gamePage.view.active === null);
      // The button goes with the next drawing of the page.
      await page.waitForSelector("[data-testid=end-turn]", { state: "hidden" });
    }
  } finally {
    await site.close();
  }
});
