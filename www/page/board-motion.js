// When the board moves: the game page shows it each view it draws; a view
// with one action more than the one before sets that action moving (at the
// chosen speed), anything else is shown at once. It also keeps how long the
// frames in motion took, for the benchmark (tests/e2e/motion.test.mjs).

import { SPEEDS, storedSpeed, storeSpeed } from "../motion.js";
import { Animator, oneActionApart, planStep } from "../board/animation.js";

/** @typedef {import("../engine").View} View */
/** @typedef {import("../board/animation.js").Motion} Motion */

export class BoardMotion {
  constructor() {
    /** How fast pieces move (motion.js). @type {import("../motion.js").Speed} */
    this.speed = storedSpeed();
    this.animator = new Animator();
    /** The game last seen: an action more animates. @type {{view: View, session: object}|null} */
    this.seen = null;
    /** The next action was dropped in place by a drag: it does not slide again. */
    this.dropped = false;
    /** For each frame in motion: how long drawing took, and the time since the frame before (ms). @type {{draw: number, interval: number}[]} */
    this.frameTimes = [];
    /** When the last frame in motion began, or 0. */
    this.lastFrame = 0;
    /** How many actions were set moving. */
    this.steps = 0;
  }

  /** Chooses how fast pieces move, and remembers it. @param {string} id */
  setSpeed(id) {
    this.speed = SPEEDS.find((s) => s.id === id) ?? this.speed;
    storeSpeed(this.speed.id);
    this.animator.finish();
  }

  /** Ends every motion at once (input never waits for one). */
  finish() {
    this.animator.finish();
  }

  /** The game as it is now: animates an action more than the game seen before. @param {View} view @param {object} session */
  notice(view, session) {
    const seen = this.seen;
    if (seen?.view === view) return;
    this.seen = { view, session };
    const dropped = this.dropped;
    this.dropped = false;
    if (!seen) return;
    if (seen.session !== session || !oneActionApart(seen.view, view)) {
      this.animator.finish();
      return;
    }
    const step = dropped ? null : planStep(seen.view.pieces, view, view.recent.at(-1)?.actions.at(-1), this.speed.factor);
    if (!step) return;
    this.animator.add(step);
    this.steps++;
  }

  /** What to draw at `now`, or null when nothing moves. @param {number} now @returns {Motion|null} */
  frame(now) {
    const motion = this.animator.frame(now);
    if (!motion) this.lastFrame = 0;
    return motion;
  }

  /** Notes a frame in motion drawn from `started` to `ended`. @param {number} started @param {number} ended */
  drawn(started, ended) {
    this.frameTimes.push({ draw: ended - started, interval: this.lastFrame ? started - this.lastFrame : 0 });
    if (this.frameTimes.length > 1000) this.frameTimes.splice(0, 500);
    this.lastFrame = started;
  }
}
