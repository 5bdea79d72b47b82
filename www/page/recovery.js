// When the engine traps (engine-loader.js), the page restores its game on
// the fresh instance from the record it last saw, and tells the player.
// Each game page (the site's, and each <abstract-game> element's) does so
// for itself.

import { loadEngine, onEngineStopped } from "../engine-loader.js";
import { message } from "../game-source.js";

/** @typedef {import("./controller.js").GameController} GameController */

/**
 * Watches the engine for `c`: `remember` keeps the game's record after
 * each change; `stop` ends the watch.
 * @param {GameController} c
 */
export function watchEngine(c) {
  /** The whole line (with what redo would replay) and how much of it is played. */
  let known = { code: "", played: 0 };
  let restoring = false;

  const remember = () => {
    try {
      // The whole line only when there is something to redo: the common case costs nothing more.
      known = { code: c.session.compactRecord(c.session.canRedo()), played: c.live.moves.length };
    } catch {
      // The engine stopped: the record from before stays the one to restore.
    }
  };

  /** Rebuilds the game on the fresh instance. @param {import("../engine").Engine} fresh */
  const restore = (fresh) => {
    const session = new fresh.GameSession(c.info.id, c.options, c.startPosition, undefined);
    session.playCompact(known.code);
    for (let extra = session.moveCount() - known.played; extra > 0 && session.canUndo(); extra--) session.undo();
    const stopped = c.session;
    c.engine = fresh;
    c.session = session;
    try {
      stopped.free();
    } catch {
      // The stopped instance may refuse even this; its memory goes with it.
    }
    c.gameChanged();
    c.notify(`The game engine stopped and was restarted; the game is back as it was (${known.played} action${known.played === 1 ? "" : "s"}).`);
  };

  const stop = onEngineStopped((engine) => {
    if (engine !== c.engine || restoring) return;
    restoring = true;
    c.seats.cancel();
    c.notify("The game engine stopped; restarting it…");
    loadEngine()
      .then(restore)
      .catch((e) =>
        c.say(`The game engine stopped and could not be restarted (${message(e)}). The game's record is in the address: reload the page to play on.`, {
          holds: true,
        }),
      )
      .finally(() => (restoring = false));
  });

  return { remember, stop };
}
