// Pieces in motion (board/animation.js, motion.js) over the real engine's
// views: a slide, a jump that arcs over what it jumps, a kill whose victim
// fades, a drop that pops in; steps played one after another and finished
// at once; the speed remembered, Off under reduced motion.

import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";
import { Animator, oneActionApart, planStep } from "../../www/board/animation.js";
import { SPEEDS, storedSpeed, storeSpeed } from "../../www/motion.js";

/**
 * The views before and after playing `action` from `position` in `game`.
 * @param {string} game @param {string} options @param {string|undefined} position @param {string} action
 */
function around(game, options, position, action) {
  const session = new engine.GameSession(game, options, position, undefined);
  const before = session.view();
  session.play(action);
  const after = session.view();
  session.free();
  return { before, after, mark: after.recent.at(-1)?.actions.at(-1) };
}

/** @param {import("../../www/engine").View} view @param {string} name */
const centre = (view, name) => {
  const cell = view.board.cells.find((c) => c.name === name);
  assert.ok(cell, name);
  return cell;
};

test("a kill slides the checker to its target while the victim fades", () => {
  const { before, after, mark } = around("mad-rooks", "", "7b/3b4/8/8/3r4/8/8/r7:1", "d4xd7");
  const step = planStep(before.pieces, after, mark, 1);
  assert.ok(step);
  assert.deepEqual([...step.hidden], ["d7"]);
  const [victim, mover] = step.sprites(0.5);
  assert.equal(victim.piece.owner, 2);
  assert.ok(victim.alpha < 1 && victim.alpha > 0, "the victim fades");
  const d4 = centre(after, "d4");
  const d7 = centre(after, "d7");
  assert.equal(mover.piece.owner, 1);
  assert.ok(Math.abs(mover.y - (d4.y + d7.y) / 2) < 1e-9, "half way at half time");
  assert.equal(mover.lift, 0, "a slide does not arc");
  const end = step.sprites(1);
  assert.deepEqual([end[1].x, end[1].y], [d7.x, d7.y]);
  assert.equal(end[0].alpha, 0);
  assert.equal(planStep(before.pieces, after, mark, 0), null, "Off: nothing moves");
});

test("a Martian jump arcs over the piece it captures", () => {
  // The checker on a3 jumps the one on b4, in the other player's zone, to c5.
  const { before, after, mark } = around("martian-checkers", "players=2", "4/4/4/4/1d2/a3/4/4:1:,", "a3:c5");
  assert.ok(mark && mark.removed.length === 1, `the jump captures (${JSON.stringify(mark)})`);
  const step = planStep(before.pieces, after, mark, 1);
  assert.ok(step);
  const mover = step.sprites(0.5).find((s) => s.piece.owner === 1 && s.alpha === 1);
  assert.ok(mover && mover.lift > 0 && mover.scale > 1, "lifted over the jumped piece half way");
  assert.ok(Math.abs(step.sprites(1).find((s) => s.alpha === 1)?.lift ?? 1) < 1e-9, "and down at the end");
});

test("a drop pops in; an end of turn does not move", () => {
  const { before, after, mark } = around("cross-hairs", "", undefined, "j2");
  const step = planStep(before.pieces, after, mark, 1);
  assert.ok(step);
  assert.deepEqual([...step.hidden], ["j2"]);
  assert.ok(step.sprites(0.1)[0].scale < 0.9 && step.sprites(0.1)[0].scale > 0, "small at first");
  assert.ok(Math.abs(step.sprites(1)[0].scale - 1) < 1e-9, "full size at the end");
  assert.equal(planStep(before.pieces, after, { action: "end", kind: "end", from: null, to: null, removed: [], changed: [] }, 1), null);
  assert.equal(oneActionApart(before, after), true);
  assert.equal(oneActionApart(after, before), false, "a step back is shown at once");
});

test("the animator plays steps one after another and a press finishes them at once", () => {
  const { before, after, mark } = around("mad-rooks", "", "7b/3b4/8/8/3r4/8/8/r7:1", "d4xd7");
  const step = planStep(before.pieces, after, mark, 1);
  assert.ok(step);
  const animator = new Animator();
  animator.add(step);
  animator.add(step);
  const first = animator.frame(0);
  assert.ok(first && first.sprites.length === 2);
  assert.ok(animator.frame(step.duration * 0.99), "the first step still plays");
  assert.ok(animator.frame(step.duration * 1.01), "the second begins when the first ends");
  assert.ok(animator.running);
  animator.finish();
  assert.equal(animator.frame(step.duration * 1.2), null);
  assert.equal(animator.running, false);
});

test("the speed is remembered; with nothing chosen it is Off under reduced motion", () => {
  const store = new Map();
  globalThis.window = /** @type {any} */ ({
    localStorage: {
      getItem: (/** @type {string} */ k) => store.get(k) ?? null,
      setItem: (/** @type {string} */ k, /** @type {string} */ v) => store.set(k, v),
    },
  });
  try {
    assert.equal(storedSpeed(true).id, "off");
    assert.equal(storedSpeed(false).id, "normal");
    assert.equal(storeSpeed("slow"), true);
    assert.equal(storedSpeed(true).id, "slow", "a choice wins over the system's default");
    assert.equal(storeSpeed("warp"), false);
    assert.deepEqual(
      SPEEDS.map((s) => s.id),
      ["off", "fast", "normal", "slow"],
    );
  } finally {
    delete (/** @type {any} */ (globalThis).window);
  }
});
