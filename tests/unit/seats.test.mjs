// Who plays each seat: reading the address's seats, unknown kinds, the
// address's values, pause and step, and answers that come too late.

import { test } from "node:test";
import assert from "node:assert/strict";
import { parseSeats, Seats } from "../../www/page/seats.js";

/** @type {import("../../www/engine").LevelInfo[]} */
const LEVELS = [
  { id: "easy", name: "Easy", millis: 5, iterations: null, search: "casual", keeps_tree: false },
  { id: "medium", name: "Medium", millis: 5, iterations: 2000, search: "mcts", keeps_tree: false },
  { id: "hard", name: "Hard", millis: 1000, iterations: null, search: "strongest", keeps_tree: true },
];

/** A computer whose answers the test releases by hand. */
function heldComputer() {
  /** @type {{resolve: (t: any) => void}[]} */
  const waiting = [];
  /** @type {any[]} */
  const requests = [];
  return {
    waiting,
    requests,
    /** @param {any} request */
    think(request) {
      requests.push(request);
      return new Promise((resolve) => waiting.push({ resolve }));
    },
    cancel() {},
    destroy() {},
  };
}

/** @param {string[]} kinds */
function seats(kinds, computer = heldComputer()) {
  /** @type {string[]} */
  const played = [];
  const s = new Seats(LEVELS, kinds, computer, {
    request: () => ({ game: "mad-rooks", options: "", record: "" }),
    play: (action) => played.push(action),
    changed: () => {},
    failed: () => {},
  });
  s.setPace("fast");
  return { s, played, computer };
}

test("the address's seats: missing ones are human, unknown ones are human and reported", () => {
  assert.deepEqual(parseSeats("hard", 2, LEVELS), { kinds: ["hard", "human"], unknown: [] });
  assert.deepEqual(parseSeats(" Easy ,bogus,hard", 2, LEVELS), { kinds: ["easy", "human"], unknown: ["bogus"] });
  assert.deepEqual(parseSeats(undefined, 3, LEVELS).kinds, ["human", "human", "human"]);
});

test("a seat set to an unknown kind becomes human, never a blank seat", () => {
  const { s } = seats(["human", "human"]);
  s.set(1, "bogus");
  assert.deepEqual(s.kinds, ["human", "human"]);
  s.set(2, "hard");
  assert.equal(s.isComputer(2), true);
  assert.equal(s.level(2)?.name, "Hard");
  assert.equal(s.isComputer(null), false);
});

test("the address's values: none when every seat is human, the pace only when not Normal", () => {
  const { s } = seats(["human", "human"]);
  assert.deepEqual(s.toParams(), []);
  s.set(2, "easy");
  assert.deepEqual(s.toParams(), [
    ["seats", "human,easy"],
    ["pace", "fast"],
  ]);
  s.setPace("normal");
  assert.deepEqual(s.toParams(), [["seats", "human,easy"]]);
  assert.equal(s.setPace("warp"), false);
  assert.equal(s.anyComputer && !s.allComputer, true);
});

test("the computer thinks only on its own turn, not while paused unless stepped", async () => {
  const { s, computer, played } = seats(["easy", "human"]);
  s.consider({ over: false, toAct: 2 });
  assert.equal(s.thinking, null, "a person's turn");
  s.setPaused(true);
  s.consider({ over: false, toAct: 1 });
  assert.equal(s.thinking, null, "paused");
  s.consider({ over: false, toAct: 1 }, true);
  assert.equal(s.thinking, 1, "stepped");
  computer.waiting[0].resolve({ action: "a1-a2", iterations: 1, millis: 1, confidence: null, engine: "test", followed: false });
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(played, ["a1-a2"]);
  assert.equal(s.thinking, null);
});

test("an answer that comes after the game changed is dropped", async () => {
  const { s, computer, played } = seats(["easy", "human"]);
  s.consider({ over: false, toAct: 1 });
  s.cancel();
  computer.waiting[0].resolve({ action: "a1-a2", iterations: 1, millis: 1, confidence: null, engine: "test", followed: false });
  await new Promise((r) => setTimeout(r, 200));
  assert.deepEqual(played, []);
});

test("the computer is asked for its level's time, cap and search, and whether to keep its tree", () => {
  const easy = seats(["easy", "human"]);
  easy.s.consider({ over: false, toAct: 1 });
  const medium = seats(["medium", "human"]);
  medium.s.consider({ over: false, toAct: 1 });
  const hard = seats(["human", "hard"]);
  hard.s.consider({ over: false, toAct: 2 });
  const asked = [easy, medium, hard].map(({ computer }) => {
    const { millis, iterations, search, keepTree } = computer.requests[0];
    return [millis, iterations, search, keepTree];
  });
  assert.deepEqual(asked, [
    [5, undefined, "casual", false],
    [5, 2000, "mcts", false],
    [1000, undefined, "strongest", true],
  ]);
});
