// The site's entry point: waits for the wasm engine, then routes on the
// address's hash (address.js describes the addresses): the home page, a
// game page, or a game embedded in another page's iframe.

import { renderHome } from "./home.js";
import { GamePage } from "./page/game-page.js";
import { h } from "./dom.js";
import { excerpt, gameOptions, optionsText, parseAddress, problemsText } from "./address.js";
import { registerOffline } from "./offline.js";
import { message } from "./game-source.js";
import { loadEngine } from "./engine-loader.js";
import { applyTheme, followSystemTheme, storedTheme, storeTheme, THEME_CHOICES } from "./theme.js";

/** @type {GamePage|null} */
let page = null;

/** @param {import("./engine").Engine} wasm */
function route(wasm) {
  const root = /** @type {HTMLElement} */ (document.getElementById("app"));
  const games = wasm.gameList();
  page?.destroy();
  page = null;
  const address = parseAddress(location.hash);
  const embed = address.route === "embed";
  document.documentElement.classList.toggle("embed", embed);
  applyAddressTheme(address);
  if (address.route === "home") {
    renderHome(root, games);
    return;
  }
  const info = games.find((g) => g.id === address.game);
  if (!info) {
    root.replaceChildren(
      h("div", { class: "home" }, [
        h("p", { class: "message" }, [`There is no game called “${excerpt(address.game)}”.`]),
        h("a", { href: embed ? "./" : "#/", target: embed ? "_blank" : false }, ["See the games"]),
      ]),
    );
    return;
  }
  try {
    const chosen = gameOptions(address.options, info);
    page = new GamePage(root, wasm, info, optionsText(chosen.options), address.settings, {
      embed,
      saves: !embed,
    });
    const c = page.controller;
    const problems = [...address.problems, ...chosen.problems];
    if (problems.length) c.say([problemsText(problems), c.message].join(" ").trim());
    document.title = `${info.name} · Abstract board games`;
  } catch (e) {
    root.replaceChildren(h("p", { class: "message" }, [`This game could not start: ${message(e)}`]));
  }
}

/** The header's Light / Dark / Auto chooser, which takes effect at once and is remembered. */
function themeChooser() {
  const select = /** @type {HTMLSelectElement} */ (
    h(
      "select",
      {
        "data-testid": "theme",
        onchange: () => {
          const choice = THEME_CHOICES.find((c) => c === select.value) ?? "auto";
          storeTheme(choice);
          reapplyTheme();
        },
      },
      THEME_CHOICES.map((c) => h("option", { value: c, selected: c === storedTheme() }, [c === "auto" ? "Auto" : c === "light" ? "Light" : "Dark"])),
    )
  );
  return h("label", { class: "theme-choice" }, ["Theme ", select]);
}

/**
 * An embed shows only the game, in the theme the address asks for (light
 * unless it says dark); the site in the player's choice, unless the address
 * says.
 * @param {ReturnType<typeof parseAddress>} address
 */
function applyAddressTheme(address) {
  applyTheme(address.route === "embed" ? "light" : storedTheme(), address.route === "home" ? undefined : address.settings.theme);
}

function reapplyTheme() {
  applyAddressTheme(parseAddress(location.hash));
}

/** @param {import("./engine").Engine} wasm */
function start(wasm) {
  window.addEventListener("hashchange", () => route(wasm));
  route(wasm);
  if (parseAddress(location.hash).route !== "embed") {
    document.querySelector(".site-header")?.append(themeChooser());
    followSystemTheme(reapplyTheme);
    registerOffline();
  }
}

loadEngine().then(
  (wasm) => {
    // boot.js says nothing once the page has started.
    document.documentElement.setAttribute("data-started", "");
    start(wasm);
  },
  (e) => dispatchEvent(new CustomEvent("abstract-games-failed", { detail: `the engine did not load (${message(e)})` })),
);
