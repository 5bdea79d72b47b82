// What the "Share, save and load" section does with the game: the link
// and the record to copy, the text to download, loading pasted text (a
// link goes to its page; a record or a position replaces the game), and
// the embed builder.

import { exportText } from "../game-source.js";
import { optionsList } from "../address.js";
import { openEmbedBuilder } from "../embed-builder.js";
import { loadPasted } from "./sources.js";
import { addressSettings, shareUrl } from "./effects.js";
import { optionsLine } from "./views/controls.js";

/** @typedef {import("./controller.js").GameController} GameController */

/**
 * @param {GameController} c
 * @param {{settings: import("../address.js").Settings, host: import("./effects.js").Host, root: HTMLElement}} page
 * @returns {import("./views/record-panel.js").RecordPage}
 */
export function recordActions(c, { settings, host, root }) {
  // A replay's record is its whole line; a game's, the actions played.
  const recordText = () => (c.replay.replaying ? c.session.recordLine() : c.session.record());
  return {
    shareUrl: () => shareUrl(c, settings, host.siteUrl),
    recordText,
    exportText: () =>
      exportText({
        name: c.info.name,
        designer: c.info.designer,
        optionsLine: optionsLine(c.info, c.options, ", "),
        position: c.startPosition,
        record: recordText(),
        link: shareUrl(c, settings, host.siteUrl),
      }),
    exportName: () => `${c.info.id}-${new Date().toISOString().slice(0, 10)}.txt`,
    load: (text) => {
      const trimmed = String(text).trim();
      const link = trimmed.match(/#\/(embed\/)?[a-z-]+(\?\S*)?$/);
      if (link && !/\s/.test(trimmed)) {
        if (!host.ownsAddress) return "A link opens on the site's own page.";
        location.hash = link[0].replace("#/embed/", "#/");
        return null;
      }
      return loadPasted(c, text);
    },
    openEmbed: () =>
      openEmbedBuilder(root, {
        game: c.info.id,
        name: c.info.name,
        designer: c.info.designer,
        options: optionsList(c.options),
        settings: addressSettings(c, settings),
        seatNames: c.view.seats.map((s) => s.name),
        levels: c.engine.levels(),
        siteUrl: host.siteUrl,
      }),
  };
}
