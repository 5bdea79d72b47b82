// The offer of the games in progress this browser kept for this game and
// variant: Resume one, or Start afresh (which keeps them; the home page
// lists them all). Shown on a fresh game page until the player answers or
// plays.

import { h } from "../../dom.js";
import { loadSavedGames, savedSummary } from "../../saved-games.js";

/** @typedef {import("../controller.js").GameController} GameController */
/** @typedef {import("../../saved-games.js").SavedGame} SavedGame */

/** How many of this variant's games the offer names; the home page has the rest. */
const OFFERED = 3;

/**
 * @param {GameController} c
 * @param {{resume: (saved: SavedGame) => void, problems: string[]}} on
 */
export function buildSavedOffer(c, on) {
  const element = h("div", { class: "saved-offer", "data-testid": "saved-offer", hidden: true });
  const { games, notice } = loadSavedGames();
  if (notice) on.problems.push(notice);
  const mine = games.filter((g) => g.game === c.info.id && g.options === c.options);
  if (mine.length) {
    const more = mine.length - OFFERED;
    element.replaceChildren(
      h("p", {}, [mine.length === 1 ? "You have a game in progress here:" : `You have ${mine.length} games in progress here:`]),
      h(
        "ul",
        { class: "saved-list" },
        mine
          .slice(0, OFFERED)
          .map((saved) =>
            h("li", {}, [
              `${savedSummary(saved)} `,
              h("button", { type: "button", onclick: () => ((element.hidden = true), on.resume(saved)), "data-testid": "resume-saved" }, ["Resume it"]),
            ]),
          ),
      ),
      ...(more > 0 ? [h("p", {}, [`${more} more on the `, h("a", { href: "#/" }, ["home page"]), "."])] : []),
      h("div", { class: "buttons" }, [
        h("button", { type: "button", onclick: () => (element.hidden = true), "data-testid": "dismiss-saved" }, ["Start afresh"]),
      ]),
    );
    element.hidden = false;
  }

  /** @param {GameController} c */
  function render(c) {
    // Playing on answers the offer: the new game is kept beside the others.
    if (c.live.moves.length && !element.hidden && !c.replay.active) element.hidden = true;
  }

  /** Hides the offer (a new game asked for). */
  const hide = () => {
    element.hidden = true;
  };

  return { element, render, hide };
}
