// The home page: every game with its designer and one line, and whether it
// can be played yet.

import { h } from "./game-page.js";

export function renderHome(root, games) {
  root.replaceChildren(
    h("div", { class: "home" }, [
      h("p", { class: "intro" }, [
        "Five abstract strategy games to play in your browser, two to four players sharing one device or against the computer. Pick a game.",
      ]),
      h("ul", { class: "game-list" }, games.map((g) =>
        h("li", { class: g.available ? "game-card" : "game-card unavailable", "data-game": g.id }, [
          h("h2", {}, [g.available ? h("a", { href: `#/${g.id}` }, [g.name]) : g.name]),
          h("p", { class: "credit" }, [`by ${g.designer}${g.year ? ` (${g.year})` : ""} · ${g.players} players`]),
          h("p", {}, [g.summary]),
          g.available ? playLinks(g) : h("p", { class: "soon" }, ["Not built yet: coming soon."]),
          ...(g.available ? [h("a", { class: "play-computer", href: `#/${g.id}?seats=human,medium` }, ["Play the computer"])] : []),
        ])
      )),
    ]),
  );
  document.title = "Abstract board games";
}

/** A Play link, or one per choice of the game's first option ("Play 8x8"). */
function playLinks(game) {
  const option = game.options[0];
  if (!option) return h("a", { class: "play", href: `#/${game.id}` }, ["Play"]);
  return h("div", { class: "choices" }, option.choices.map((c) =>
    h("a", { class: "play", href: `#/${game.id}?${option.key}=${c.value}` }, [`Play ${c.label}`])
  ));
}
