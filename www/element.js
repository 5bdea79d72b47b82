// <abstract-game>: a game embedded in any page that allows scripts, with no
// iframe. One line loads it:
//
//   <script type="module" src="https://SITE/www/element.js"></script>
//   <abstract-game game="mad-rooks" r="…" mode="replay"></abstract-game>
//
// Its attributes are the embed address's settings (address.js): game,
// options ("size=8"), r or record, position, mode, at, side, controls,
// movelist, seats, pace, theme. The game draws in the element's shadow
// root, styled by the site's own style.css, and sizes itself to the element
// (give it a width and height; the default is 480 by 420 pixels).

import * as engineFiles from "./engine-files.js";
import { message } from "./game-source.js";
import { GamePage } from "./page/game-page.js";
import { excerpt, formatAddress, gameOptions, MAX_INPUT_CHARS, optionsList, optionsText, parseAddress, problemsText, SETTINGS, tooLong } from "./address.js";

/** @type {Promise<import("./engine").Engine>|null} */
let engine = null;

/** The wasm engine, loaded once for every element on the page. */
function loadEngine() {
  engine ??= import(engineFiles.glue).then(async (bindings) => {
    await bindings.default({ module_or_path: engineFiles.wasm });
    return bindings;
  });
  return engine;
}

class AbstractGame extends HTMLElement {
  static get observedAttributes() {
    return ["game", "options", ...SETTINGS];
  }

  constructor() {
    super();
    /** @type {GamePage|null} */
    this.page = null;
    this.generation = 0;
  }

  connectedCallback() {
    this.start();
  }

  attributeChangedCallback() {
    if (this.isConnected) this.start();
  }

  disconnectedCallback() {
    this.generation += 1;
    this.page?.destroy();
    this.page = null;
  }

  /** (Re)builds the game from the attributes. */
  async start() {
    const generation = ++this.generation;
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: "open" });
    const style = document.createElement("link");
    style.rel = "stylesheet";
    style.href = new URL("./style.css", import.meta.url).href;
    const root = document.createElement("div");
    root.className = "embed-root";
    root.textContent = "Loading the game…";
    shadow.replaceChildren(style, root);
    this.page?.destroy();
    this.page = null;
    let wasm;
    try {
      wasm = await loadEngine();
    } catch (e) {
      root.textContent = `The game could not load: ${message(e)}`;
      return;
    }
    if (generation !== this.generation) return;
    const long = [...this.attributes].find((a) => tooLong("attribute", a.value));
    if (long) {
      root.textContent = `The ${excerpt(long.name)} attribute is too long to read (${long.value.length.toLocaleString("en")} characters; at most ${MAX_INPUT_CHARS.toLocaleString("en")}).`;
      return;
    }
    const settings = Object.fromEntries(SETTINGS.filter((k) => this.hasAttribute(k)).map((k) => [k, this.getAttribute(k) ?? ""]));
    const game = this.getAttribute("game") ?? "";
    const address = parseAddress(formatAddress("embed", game, optionsList(this.getAttribute("options")), settings));
    if (address.route === "home") {
      root.textContent = 'Say which game to show: game="mad-rooks", for example.';
      return;
    }
    const info = wasm.gameList().find((g) => g.id === address.game);
    if (!info) {
      root.textContent = `There is no game called “${excerpt(address.game)}”.`;
      return;
    }
    root.classList.toggle("theme-dark", address.settings.theme === "dark");
    try {
      const chosen = gameOptions(address.options, info);
      this.page = new GamePage(root, wasm, info, optionsText(chosen.options), address.settings, {
        embed: true,
        ownsAddress: false,
        saves: false,
        siteUrl: new URL("../", import.meta.url).href,
      });
      const problems = [...address.problems, ...chosen.problems];
      if (problems.length) this.page.controller.say(problemsText(problems));
    } catch (e) {
      root.textContent = `This game could not start: ${message(e)}`;
    }
  }
}

if (!customElements.get("abstract-game")) customElements.define("abstract-game", AbstractGame);
