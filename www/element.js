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

import { message } from "./game-source.js";
import { GamePage } from "./page/game-page.js";
import { loadEngine } from "./engine-loader.js";
import { excerpt, formatAddress, gameOptions, MAX_INPUT_CHARS, optionsList, optionsText, parseAddress, problemsText, SETTINGS, tooLong } from "./address.js";

/** How long the engine may take to load before the element says it is stuck. */
const PATIENCE_MS = 20_000;

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

  /**
   * Says why the game is not here, with a link to it on the site.
   * @param {HTMLElement} root @param {string} why
   */
  explain(root, why) {
    const kept = ["seats", "pace", "mode", "at", "position", "record", "r"].filter((k) => this.hasAttribute(k));
    /** @type {import("./address.js").Settings} */
    const settings = Object.fromEntries(kept.map((k) => [k, this.getAttribute(k) ?? ""]));
    const game = this.getAttribute("game") ?? "";
    const href = new URL("../", import.meta.url).href + formatAddress("game", game, optionsList(this.getAttribute("options")), settings);
    const link = document.createElement("a");
    link.href = href;
    link.target = "_blank";
    link.rel = "noopener";
    link.textContent = "Play it on the site ↗";
    root.replaceChildren(`${why} `, link);
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
    // Loading for ever would say nothing: after a while the element says so, and keeps trying.
    const patience = setTimeout(() => this.explain(root, "The game is taking too long to load (its files or WebAssembly may be blocked here)."), PATIENCE_MS);
    let wasm;
    try {
      wasm = await loadEngine();
    } catch (e) {
      this.explain(root, `The game could not load: ${message(e)}.`);
      return;
    } finally {
      clearTimeout(patience);
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
