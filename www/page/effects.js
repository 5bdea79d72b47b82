// What a change of the game does outside the page's own state, in one place
// run once after each change: the address follows the game, the game in
// progress is kept in the browser (keeper.js), an action just played is heard, and the
// computer is asked for its turn.
// `addressSettings` and `shareUrl` need no browser and are unit-tested.

import { formatAddress, optionsList } from "../address.js";
import { soundFor } from "../sound.js";

/** @typedef {import("./controller.js").GameController} GameController */
/** @typedef {import("../address.js").Settings} Settings */
/**
 * Where a game page lives: on the site's own page, in an embed (an iframe
 * or the custom element), whether it may keep the address and saved games.
 * @typedef {{embed: boolean, ownsAddress: boolean, saves: boolean, siteUrl: string}} Host
 */

/**
 * What the address says about the game now: its record, players, mode,
 * and the display settings it was opened with.
 * @param {GameController} c @param {Settings} opened the settings the page was opened with
 * @param {string|null} [saved] the identity of the game's save, on the page's own address
 * @returns {Settings}
 */
export function addressSettings(c, opened, saved = null) {
  const replaying = c.replay.replaying;
  const params = Object.fromEntries(c.seats.toParams());
  const { controls, movelist, theme } = opened;
  return {
    seats: params.seats,
    pace: params.pace,
    mode: c.showOnly ? "position" : replaying ? "replay" : undefined,
    at: replaying && c.shownIndex() < c.line.length ? c.shownIndex() : undefined,
    side: c.flipped ? 2 : undefined,
    controls,
    movelist,
    theme,
    saved: saved ?? undefined,
    position: c.startPosition,
    r: c.session.compactRecord(replaying) || undefined,
  };
}

/**
 * The address of the game as it stands, on the site's own game page (no
 * embed display settings).
 * @param {GameController} c @param {Settings} opened @param {string} siteUrl
 */
export function shareUrl(c, opened, siteUrl) {
  // The embed's display settings stay with the embed.
  const settings = { ...addressSettings(c, opened), controls: undefined, movelist: undefined, theme: undefined };
  return siteUrl + formatAddress("game", c.info.id, optionsList(c.options), settings);
}

/**
 * The effects of a game page. `sound` plays a sound of sound.js (the page's
 * player, which stays quiet while sound is off).
 * @param {GameController} c @param {Host} host @param {Settings} opened
 * @param {{linkChanged: (url: string) => void, sound: (kind: import("../sound.js").SoundKind|null) => void,
 *   keep: () => void, savedId: () => string|null}} on
 *   `keep` saves the game in progress; `savedId` is its save's identity, for the address
 */
export function createEffects(c, host, opened, on) {
  let heard = c.live.moves.length;
  return {
    /** Runs every effect of the change just made. */
    run() {
      // One action more, played now (not a record loaded, undo or a replay step).
      const actions = c.live.moves.length;
      if (actions === heard + 1 && !c.replay.replaying) on.sound(soundFor(c.live));
      heard = actions;
      // Kept first: a game's first save gives it the identity its address names.
      on.keep();
      on.linkChanged(shareUrl(c, opened, host.siteUrl));
      if (host.ownsAddress) {
        const route = host.embed ? "embed" : "game";
        const hash = formatAddress(route, c.info.id, optionsList(c.options), addressSettings(c, opened, on.savedId()));
        if (location.hash !== hash) history.replaceState(history.state, "", hash);
      }
      // The computer waits while a player looks back.
      if (!c.lookingBack) c.seats.consider(c.live.status);
    },
  };
}
