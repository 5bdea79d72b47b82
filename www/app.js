// The site's entry point: waits for the wasm engine, then routes on the
// address's hash: `#/` is the home page, `#/GAME?KEY=VALUE&…` a game page
// (`seats=human,hard` says who plays each seat, `pace=fast` how fast the
// computer's moves go by).

import { renderHome } from "./home.js";
import { GamePage, h } from "./game-page.js";

/** @type {GamePage|null} */
let page = null;

function route(wasm) {
  const root = /** @type {HTMLElement} */ (document.getElementById("app"));
  const games = wasm.gameList();
  page?.destroy();
  page = null;
  const [path, query = ""] = location.hash.replace(/^#\/?/, "").split("?");
  if (!path) {
    renderHome(root, games);
    return;
  }
  const info = games.find((g) => g.id === path);
  if (!info || !info.available) {
    root.replaceChildren(
      h("div", { class: "home" }, [
        h("p", { class: "message" }, [info ? `${info.name} is not built yet.` : `There is no game called “${path}”.`]),
        h("a", { href: "#/" }, ["Back to the games"]),
      ]),
    );
    return;
  }
  // `seats` and `pace` are the page's (who plays each seat, how fast the
  // computer's moves go by); the rest are the game's options.
  const params = new URLSearchParams(query);
  const seats = params.get("seats");
  const pace = params.get("pace");
  params.delete("seats");
  params.delete("pace");
  const options = [...params].map(([k, v]) => `${k}=${v}`).join(" ");
  try {
    page = new GamePage(root, wasm, info, options, { seats, pace });
    // For the browser tests and the curious: the page's state and renderer.
    window.__gamePage = page;
    document.title = `${info.name} · Abstract board games`;
  } catch (e) {
    root.replaceChildren(h("p", { class: "message" }, [`This game could not start: ${e.message ?? e}`]));
  }
}

function start(wasm) {
  window.addEventListener("hashchange", () => route(wasm));
  route(wasm);
}

// Trunk's loader sets window.wasmBindings and fires TrunkApplicationStarted;
// this module may run before or after that.
if (window.wasmBindings) start(window.wasmBindings);
else window.addEventListener("TrunkApplicationStarted", () => start(window.wasmBindings), { once: true });
