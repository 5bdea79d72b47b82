// Which recent turns the board marks and the panel says: against the
// computer every opponent's turn since the person's own; between people and
// while replaying, only the turn that led to the position.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openController } from "./harness.mjs";
import { markedTurns, turnWords } from "../../www/page/turn-marks.js";

/** Plays the first legal action until `count` turns are done. @param {import("../../www/page/controller.js").GameController} c @param {number} count */
function playTurns(c, count) {
  const done = () => (c.view.moves.at(-1)?.turn ?? 0) - (c.view.recent.at(-1)?.done === false ? 1 : 0);
  while (done() < count && !c.view.status.over) {
    const end = c.session.legal().find((a) => a.kind === "end");
    c.play((c.view.recent.at(-1)?.done === false && end ? end : c.session.legal()[0]).action);
  }
}

test("against the computer, every opponent's turn since the person's own is marked; between people, the last", () => {
  const { c } = openController({ game: "martian-checkers", options: "players=4", seats: ["human", "hard", "hard", "hard"] });
  c.seats.setPaused(true);
  playTurns(c, 4);
  assert.equal(c.view.status.toAct, 1);
  const all = markedTurns(c.view, { browsing: false, everyoneHuman: false });
  assert.deepEqual(
    all.map((t) => t.player),
    [2, 3, 4],
  );
  assert.equal(turnWords(all), all.map((t) => t.text).join("; "));
  assert.match(turnWords(all), /^Blue .*; Yellow .*; Green /);
  const people = markedTurns(c.view, { browsing: false, everyoneHuman: true });
  assert.deepEqual(
    people.map((t) => t.player),
    [4],
  );
  const browsing = markedTurns(c.view, { browsing: true, everyoneHuman: false });
  assert.deepEqual(
    browsing.map((t) => t.player),
    [4],
  );
  assert.equal(c.markedTurns().length, 3, "the controller asks with its own seats");
});

test("a turn in progress is marked but not said", () => {
  // Red's large a1 jumps its own b1: the chain may go on.
  const { c } = openController({ game: "martian-checkers", options: "players=2", position: "3f/4/4/4/4/4/2a1/ca2:1:," });
  c.play("a1:c1");
  const turns = markedTurns(c.view, { browsing: false, everyoneHuman: true });
  assert.equal(turns.length, 1);
  assert.equal(turns[0].done, false);
  assert.equal(turnWords(turns), "");
});
