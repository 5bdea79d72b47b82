// Which sound an action just played makes: a move, a kill or capture, a
// conversion or new male, the end of the game; an `end` of a chain none.

import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";
import { soundFor } from "../../www/sound.js";

/** The view after `actions` from `position`. @param {string} game @param {string} options @param {string} position @param {string[]} actions */
function after(game, options, position, actions) {
  const s = new engine.GameSession(game, options, position, undefined);
  for (const a of actions) s.play(a);
  const view = s.view();
  s.free();
  return view;
}

test("a move, a kill, a conversion and the end each have their sound", () => {
  // Mad Rooks: d4 engages, then a kill; the last kill ends the game.
  const start = "7b/3b4/8/8/3r4/8/8/r7:1";
  assert.equal(soundFor(after("mad-rooks", "", start, [])), null, "nothing played yet");
  assert.equal(soundFor(after("mad-rooks", "", start, ["d4xd7"])), "capture");
  assert.equal(soundFor(after("mad-rooks", "", "b7/8/8/8/3r4/8/8/r7:1", ["a1xa8"])), "end");
  const engage = after("mad-rooks", "", "8/3b4/8/8/8/8/8/r6r:1", []);
  const move = engage.groups.flatMap((g) => g.targets).find((t) => t.kind === "engage");
  assert.ok(move);
  assert.equal(soundFor(after("mad-rooks", "", "8/3b4/8/8/8/8/8/r6r:1", [move.action])), "move");
  // Cross-Hairs: Light's drop on k5 makes Dark's i5 a King.
  assert.equal(soundFor(after("cross-hairs", "", "5/6/7/3o4/3ox4/4o3/7/6/5:1:drop", ["k5"])), "convert");
});
