// The game page's part in keeping games in progress: the keeper of this
// game's save, the offer of the games kept for this variant, and the notice
// of a save made elsewhere, put together.

import { setAsideGame } from "../saved-games.js";
import { h } from "../dom.js";
import { GameKeeper, NOT_KEPT } from "./keeper.js";
import { resumeSaved } from "./sources.js";
import { buildSaveConflict } from "./views/save-conflict.js";
import { buildSavedOffer } from "./views/saved-offer.js";

/** @typedef {import("./controller.js").GameController} GameController */
/** @typedef {import("../saved-games.js").SavedGame} SavedGame */
/** @typedef {import("../address.js").Settings} Settings */

/**
 * @param {GameController} c the page's controller, its game just opened
 * @param {Settings} settings the address's settings
 * @param {string[]} problems where notices for the page's message go
 */
export function buildSaving(c, settings, problems) {
  /** Brings a saved game back, or sets it aside and says why. @param {SavedGame} saved */
  const resume = (saved) => {
    const problem = resumeSaved(c, saved);
    if (problem) {
      setAsideGame(saved.id);
      c.say(`Your saved game could not be read, so it was set aside in this browser's storage (${problem}).`, { holds: true });
    } else keeper.resumed(saved);
  };
  const conflict = buildSaveConflict({
    load: resume,
    keepApart: () => {
      keeper.keepApart();
      keeper.keep(c);
      c.gameChanged("This game is kept apart from the other, as a game in progress of its own.");
    },
  });
  const keeper = new GameKeeper({ say: (text) => c.notify(text), conflict: (newer) => newer && conflict.show(newer, c) });
  const fresh = !settings.r && !settings.record && !settings.position;
  const offer = fresh ? buildSavedOffer(c, { resume, problems }) : null;
  const newer = keeper.opened(settings.saved, c.session.compactRecord(false));
  if (newer) conflict.show(newer, c);
  // Said while it lasts, not once in the message line that the next move clears.
  const notKept = h("p", { class: "saved-offer", "data-testid": "not-kept", role: "status", hidden: true }, [NOT_KEPT]);
  const notKeptView = { render: () => (notKept.hidden = !keeper.notKept) };

  return {
    keeper,
    /** The views to render each frame. */
    views: [conflict, notKeptView, ...(offer ? [offer] : [])],
    /** Their elements, for the panel. */
    elements: [conflict.element, notKept, ...(offer ? [offer.element] : [])],
    /**
     * A new game is starting: the one in progress stays saved. Answers
     * whether it was (false: it would be lost, and the player is asked).
     */
    startAfresh() {
      const kept = keeper.holds(c);
      offer?.hide();
      keeper.startAfresh();
      return kept;
    },
  };
}
