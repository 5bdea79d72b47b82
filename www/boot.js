// A classic script, run before the modules have loaded: it says what went
// wrong when the page cannot start, instead of "Loading…" for ever. A
// classic script loads where module scripts may not (a sandboxed frame on
// a host that refuses cross-origin requests), so it can still speak when
// www/app.js is refused, WebAssembly is blocked, or loading takes too long.
// In an embed the message links to the game on the site.
// It imports nothing and is not a module; app.js marks the page started.

(function () {
  "use strict";
  /** How long loading may take before the page says it is stuck (it keeps trying). */
  const PATIENCE_MS = 20000;

  /** @param {string} reason */
  function explain(reason) {
    const root = document.getElementById("app");
    if (!root || document.documentElement.hasAttribute("data-started")) return;
    const embed = /^#\/embed\//.test(location.hash);
    const message = document.createElement("p");
    message.className = "message load-failed";
    message.setAttribute("data-testid", "load-failed");
    message.textContent = "The game could not load here: " + reason + ". ";
    if (embed) {
      const link = document.createElement("a");
      link.href = location.href.split("#")[0] + location.hash.replace(/^#\/embed\//, "#/");
      link.target = "_blank";
      link.rel = "noopener";
      link.textContent = "Play it on the site ↗";
      message.append(link);
    } else {
      message.append("Reload the page to try again.");
    }
    // The home page shows before the engine has loaded: its cards stay, under the message.
    if (root.querySelector(".game-card")) root.prepend(message);
    else root.replaceChildren(message);
  }

  const app = document.querySelector('script[type="module"][src$="app.js"]');
  if (app) {
    app.addEventListener("error", function () {
      explain("the site's files were refused (a host must allow them across origins)");
    });
  }
  window.addEventListener("abstract-games-failed", function (event) {
    explain(String(/** @type {CustomEvent} */ (event).detail));
  });
  setTimeout(function () {
    explain("it is taking too long (the site's files or WebAssembly may be blocked here)");
  }, PATIENCE_MS);
})();
