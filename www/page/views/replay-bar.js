// The replay bar: first, back, play, forward and last through a record,
// its caption, and (for games with a worked example) the button that loads
// the rule text's sample game. Autoplay steps the controller on a timer.

import { h } from "../../dom.js";
import { replayCaption } from "../replay.js";
import { startSample } from "../sources.js";
import { replayStep } from "../browse.js";

/** @typedef {import("../controller.js").GameController} GameController */

/** How long each action stays in view when the replay plays itself. */
const AUTOPLAY_MS = 900;

/** @param {GameController} c */
export function buildReplayBar(c) {
  /** @type {ReturnType<typeof setInterval>|null} */
  let timer = null;
  /** @param {string} label @param {() => void} act @param {string} testid @param {string} title */
  const button = (label, act, testid, title) => h("button", { type: "button", onclick: act, "data-testid": testid, title, "aria-label": title }, [label]);
  const stopAutoplay = () => {
    if (timer === null) return;
    clearInterval(timer);
    timer = null;
    playButton.textContent = "Play";
    playButton.setAttribute("aria-pressed", "false");
  };
  const atEnd = () => c.shownIndex() >= c.line.length;
  /** @param {number} steps */
  const step = (steps) => {
    if (steps !== 1 || atEnd()) stopAutoplay();
    replayStep(c, steps);
  };
  const toggleAutoplay = () => {
    if (timer !== null) {
      stopAutoplay();
      return;
    }
    if (atEnd()) step(-Infinity);
    playButton.textContent = "Pause";
    playButton.setAttribute("aria-pressed", "true");
    timer = setInterval(() => {
      if (atEnd() || !c.replay.replaying) stopAutoplay();
      else step(1);
    }, AUTOPLAY_MS);
  };
  const playButton = button("Play", toggleAutoplay, "replay-play", "Play the record by itself");
  const caption = h("p", { class: "replay-caption", "data-testid": "replay-caption", "aria-live": "polite" });
  const controls = h("div", { class: "buttons replay-controls" }, [
    button("«", () => step(-Infinity), "replay-first", "First"),
    button("‹", () => step(-1), "replay-back", "Back one action"),
    playButton,
    button("›", () => step(1), "replay-forward", "Forward one action"),
    button("»", () => step(Infinity), "replay-last", "Last"),
  ]);
  const element = h("section", { class: "replay", "data-testid": "replay", hidden: true }, [h("h2", {}, ["Replay"]), controls, caption]);
  // The worked example: the rule text's sample record, to step through.
  const sample = c.info.sample
    ? [
        h("section", { class: "sample" }, [
          h("h2", {}, ["Worked example"]),
          h("p", {}, ["The sample game of the rule text, action by action, with every conversion shown. You can take over from any point."]),
          h("button", { type: "button", onclick: () => startSample(c), "data-testid": "sample-start" }, ["Replay the sample game"]),
        ]),
      ]
    : [];

  /** @param {GameController} c */
  function render(c) {
    element.hidden = !c.replay.active;
    if (!c.replay.active) {
      stopAutoplay();
      return;
    }
    if (!c.replay.replaying) stopAutoplay();
    caption.textContent = replayCaption(c.replay, c.view);
    controls.hidden = !c.replay.replaying;
  }

  return { element, sample, render, destroy: stopAutoplay };
}
