// The offer of a game in progress that this browser kept: Resume it or
// Start afresh. Shown on a fresh game page until the player answers or
// plays.

import { h } from "../../dom.js";
import { dropGame, loadSavedGames, slot } from "../../saved-games.js";

/** @typedef {import("../controller.js").GameController} GameController */

/**
 * @param {GameController} c
 * @param {{resume: (code: string, seats: string) => string|null, problems: string[]}} on
 *   `resume` answers a problem, or null once the game is back
 */
export function buildSavedOffer(c, on) {
  const element = h("div", { class: "saved-offer", "data-testid": "saved-offer", hidden: true });
  const { games, notice } = loadSavedGames();
  if (notice) on.problems.push(notice);
  const saved = games.get(slot(c.info.id, c.options));
  if (saved) {
    const when = new Date(saved.savedAt).toLocaleString();
    const resume = () => {
      element.hidden = true;
      const problem = on.resume(saved.code, saved.seats);
      if (problem) {
        dropGame(c.info.id, c.options);
        c.say(`Your saved game could not be read, so it was set aside (${problem}).`);
      }
    };
    const dismiss = () => {
      element.hidden = true;
      dropGame(c.info.id, c.options);
    };
    element.replaceChildren(
      h("p", {}, [`You have a game in progress here: ${saved.actions} action${saved.actions === 1 ? "" : "s"}, saved ${when}.`]),
      h("div", { class: "buttons" }, [
        h("button", { type: "button", onclick: resume, "data-testid": "resume-saved" }, ["Resume it"]),
        h("button", { type: "button", onclick: dismiss, "data-testid": "dismiss-saved" }, ["Start afresh"]),
      ]),
    );
    element.hidden = false;
  }

  /** @param {GameController} c */
  function render(c) {
    // Playing on answers the offer: the new game is the one kept now.
    if (c.live.moves.length && !element.hidden && !c.replay.active) element.hidden = true;
  }

  /** Hides the offer (a new game asked for). */
  const hide = () => {
    element.hidden = true;
  };

  return { element, render, hide };
}
