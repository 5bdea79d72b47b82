// The site's entry point: routes on the address's hash (address.js
// describes the addresses). The home page shows at once, from the catalog;
// every other page (a game, an embed, a game's rules or guided first game)
// waits for the wasm engine, as do the home page's board pictures.

import { renderHome } from "./home.js";
import { drawHomeBoards } from "./home-boards.js";
import { CATALOG } from "./catalog.js";
import { GamePage } from "./page/game-page.js";
import { RulesPage, FigureEmbed } from "./learn/rules-page.js";
import { TutorialPage } from "./learn/tutorial-page.js";
import { lessonFor } from "./lessons/lesson.js";
import { h } from "./dom.js";
import { excerpt, gameOptions, optionsText, parseAddress, parseLessonAddress, problemsText } from "./address.js";
import { registerOffline } from "./offline.js";
import { message } from "./game-source.js";
import { loadEngine } from "./engine-loader.js";
import { forgetFigures } from "./debug.js";
import { applyTheme, followSystemTheme, storedTheme, storeTheme, THEME_CHOICES } from "./theme.js";

/** @typedef {import("./address.js").Address | import("./address.js").LessonAddress} Address */

/** The page shown, which must be destroyed when the address changes. @type {{destroy: () => void}|null} */
let page = null;
/** The engine, once loaded. @type {import("./engine").Engine|null} */
let engine = null;

function root() {
  return /** @type {HTMLElement} */ (document.getElementById("app"));
}

/** Shows the page the address names, as far as it can before the engine has loaded. */
function route() {
  page?.destroy();
  page = null;
  forgetFigures();
  const lesson = parseLessonAddress(location.hash);
  const address = lesson ?? parseAddress(location.hash);
  const embed = isEmbed(address);
  document.documentElement.classList.toggle("embed", embed);
  applyAddressTheme(address);
  if (address.route === "home") {
    renderHome(root(), CATALOG);
    if (engine) drawHomeBoards(root(), engine);
    return;
  }
  if (!engine) {
    root().replaceChildren(h("p", { class: "home" }, ["Loading…"]));
    return;
  }
  const info = engine.gameList().find((g) => g.id === address.game);
  if (!info) {
    root().replaceChildren(
      h("div", { class: "home" }, [
        h("p", { class: "message" }, [`There is no game called “${excerpt(address.game)}”.`]),
        h("a", { href: embed ? "./" : "#/", target: embed ? "_blank" : false }, ["See the games"]),
      ]),
    );
    return;
  }
  if (lesson) routeLesson(engine, info, lesson);
  else if ("settings" in address) routeGame(engine, info, address, embed);
}

/**
 * A game page, or a game embedded in another page's iframe.
 * @param {import("./engine").Engine} wasm @param {import("./engine").GameInfo} info
 * @param {Extract<import("./address.js").Address, {route: "game"|"embed"}>} address @param {boolean} embed
 */
function routeGame(wasm, info, address, embed) {
  try {
    const chosen = gameOptions(address.options, info);
    const game = new GamePage(root(), wasm, info, optionsText(chosen.options), address.settings, { embed, saves: !embed });
    page = game;
    const c = game.controller;
    const problems = [...address.problems, ...chosen.problems];
    if (problems.length) c.say([problemsText(problems), c.message].join(" ").trim());
    document.title = `${info.name} · Abstract board games`;
  } catch (e) {
    root().replaceChildren(h("p", { class: "message" }, [`This game could not start: ${message(e)}`]));
  }
}

/**
 * A game's rules page, one of its figures embedded, or its guided first game.
 * @param {import("./engine").Engine} wasm @param {import("./engine").GameInfo} info
 * @param {import("./address.js").LessonAddress} address
 */
function routeLesson(wasm, info, address) {
  const lesson = lessonFor(info.id);
  if (!lesson) {
    root().replaceChildren(h("p", { class: "message" }, [`${info.name} has no lessons yet.`]));
    return;
  }
  if (address.embed) {
    const figure = lesson.figures.find((f) => f.id === address.figure);
    if (!figure) {
      const known = lesson.figures.map((f) => f.id).join(", ");
      root().replaceChildren(h("p", { class: "message" }, [`${info.name}'s rules have no figure “${excerpt(address.figure ?? "")}” (${known}).`]));
      return;
    }
    page = new FigureEmbed(root(), wasm, info, figure);
    return;
  }
  page = address.route === "rules" ? new RulesPage(root(), wasm, info, lesson) : new TutorialPage(root(), wasm, info, lesson);
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
 * @param {Address} address
 */
function applyAddressTheme(address) {
  if (address.route === "home") applyTheme(storedTheme(), undefined);
  else if ("settings" in address) applyTheme(address.route === "embed" ? "light" : storedTheme(), address.settings.theme);
  else applyTheme(address.embed ? "light" : storedTheme(), address.theme ?? undefined);
}

/** The address of the page shown: a rules page, a guided game, or what parseAddress reads. @returns {Address} */
function currentAddress() {
  return parseLessonAddress(location.hash) ?? parseAddress(location.hash);
}

/** True for an address shown in someone else's iframe. @param {Address} address */
function isEmbed(address) {
  return address.route === "embed" || ("embed" in address && address.embed);
}

function reapplyTheme() {
  applyAddressTheme(currentAddress());
}

window.addEventListener("hashchange", route);
route();
if (!isEmbed(currentAddress())) {
  document.querySelector(".site-header")?.append(themeChooser());
  followSystemTheme(reapplyTheme);
  registerOffline();
}

loadEngine().then(
  (wasm) => {
    // boot.js says nothing once the page has started.
    document.documentElement.setAttribute("data-started", "");
    engine = wasm;
    if (currentAddress().route === "home") drawHomeBoards(root(), wasm);
    else route();
  },
  (e) => dispatchEvent(new CustomEvent("abstract-games-failed", { detail: `the engine did not load (${message(e)})` })),
);
