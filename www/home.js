// The home page: every game with a picture of its board, its designer, one
// line, how long it takes, and links to learn, read the rules and play. It
// is drawn from the catalog before the engine has loaded; the pictures
// follow once it has (home-boards.js).

import { h } from "./dom.js";
import { formatAddress, optionsList } from "./address.js";
import { dropGame, loadSavedGames, savedSummary } from "./saved-games.js";

/** @typedef {import("./saved-games.js").SavedGame} SavedGame */
/** @typedef {import("./catalog.js").CatalogEntry} CatalogEntry */

/** @param {HTMLElement} root @param {CatalogEntry[]} games */
export function renderHome(root, games) {
  const saved = loadSavedGames();
  root.replaceChildren(
    h("div", { class: "home" }, [
      ...(saved.notice ? [h("p", { class: "message", "data-testid": "saved-notice" }, [saved.notice])] : []),
      h("p", { class: "intro" }, [
        "Five abstract strategy games to play in your browser, two to four players sharing one device or against the computer. Pick a game.",
      ]),
      h(
        "ul",
        { class: "game-list" },
        games.map((g) =>
          h("li", { class: "game-card", "data-game": g.id }, [
            h("a", { class: "card-picture", href: `#/rules/${g.id}`, tabindex: "-1", "aria-hidden": "true" }, [
              h("canvas", { class: "card-board", "data-testid": "card-board", "data-game": g.id }),
            ]),
            h("h2", {}, [h("a", { href: `#/${g.id}` }, [g.name])]),
            h("p", { class: "credit" }, [`by ${g.designer}${g.year ? ` (${g.year})` : ""} · ${g.players} players · ${g.length}`]),
            h("p", {}, [g.summary]),
            h("p", { class: "card-links" }, [
              h("a", { class: "learn", href: `#/learn/${g.id}` }, ["Learn"]),
              h("a", { class: "rules-link", href: `#/rules/${g.id}` }, ["Rules"]),
            ]),
            playLinks(g),
            h("a", { class: "play-computer", href: `#/${g.id}?seats=human,medium` }, ["Play the computer"]),
            ...savedLinks(g, saved.games),
          ]),
        ),
      ),
      ...offlineCopy(),
    ]),
  );
  document.title = "Abstract board games";
}

/** A Play link, or one per choice of the game's first option ("Play 8x8"). @param {CatalogEntry} game */
function playLinks(game) {
  const option = game.options[0];
  if (!option) return h("a", { class: "play", href: `#/${game.id}` }, ["Play"]);
  return h(
    "div",
    { class: "choices" },
    option.choices.map((c) => h("a", { class: "play", href: `#/${game.id}?${option.key}=${c.value}` }, [`Play ${c.label}`])),
  );
}

/**
 * Links back to this game's games in progress, newest first, each with a
 * Delete button.
 * @param {CatalogEntry} game @param {SavedGame[]} saved
 */
function savedLinks(game, saved) {
  const mine = saved.filter((s) => s.game === game.id);
  if (!mine.length) return [];
  const list = h(
    "ul",
    { class: "saved-list", "data-testid": `saved-${game.id}` },
    mine.map((s) => {
      const seats = s.seats.split(",").some((k) => k !== "human") ? s.seats : undefined;
      const href = formatAddress("game", s.game, optionsList(s.options), { seats, saved: s.id, r: s.code });
      const variant = s.options ? ` (${s.options.replaceAll("=", " ")})` : "";
      const item = h("li", {}, [
        h("a", { href }, [`Continue your game${variant}: ${savedSummary(s)}`]),
        " ",
        h(
          "button",
          {
            type: "button",
            class: "delete-saved",
            "data-testid": "delete-saved",
            "aria-label": `Delete your game${variant} of ${s.actions} actions`,
            onclick: () => {
              if (!confirm(`Delete this game in progress (${s.actions} actions)? It cannot be brought back.`)) return;
              dropGame(s.id);
              item.remove();
              if (!list.children.length) list.remove();
            },
          },
          ["Delete"],
        ),
      ]);
      return item;
    }),
  );
  return [list];
}

/** The single-file copy to keep, except in that copy itself. */
function offlineCopy() {
  if (document.documentElement.hasAttribute("data-single-file")) {
    return [h("p", { class: "offline-copy" }, ["This is the offline copy of the site: everything is in this one file."])];
  }
  return [
    h("p", { class: "offline-copy" }, [
      "Once you have visited, the site works offline and can be installed as an app. Or keep a copy: ",
      h("a", { href: "abstract-games.html", download: "abstract-games.html", "data-testid": "download-offline" }, ["Download for offline play"]),
      " (one HTML file; open it from disk).",
    ]),
  ];
}
