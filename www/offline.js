// Offline play: registers the service worker the build writes (sw.js, beside
// index.html), which keeps every file of the site after one visit. When a
// new version has been fetched and waits, a banner offers to switch to it;
// the switch happens only when the player says so, never mid-game.

import { h } from "./dom.js";

export function registerOffline() {
  if (location.protocol !== "http:" && location.protocol !== "https:") return;
  let container;
  try {
    // Throws in sandboxed frames and other opaque origins.
    container = navigator.serviceWorker;
  } catch {
    return;
  }
  if (!container) return;
  container
    .register("./sw.js")
    .then((registration) => {
      const offer = () => {
        if (registration.waiting && container.controller) showUpdate(registration.waiting);
      };
      offer();
      registration.addEventListener("updatefound", () => {
        registration.installing?.addEventListener("statechange", offer);
      });
    })
    .catch(() => {
      // No offline copy (a private window, a file:// page): the site works as before.
    });
  let reloading = false;
  container.addEventListener("controllerchange", () => {
    if (reloading || !document.querySelector(".update-banner")) return;
    reloading = true;
    location.reload();
  });
}

/** The banner that offers the new version. @param {ServiceWorker} waiting */
function showUpdate(waiting) {
  if (document.querySelector(".update-banner")) return;
  const banner = h("div", { class: "update-banner", role: "status", "data-testid": "update-banner" }, [
    "A new version of the site is ready. ",
    h("button", { type: "button", "data-testid": "update-reload", onclick: () => waiting.postMessage("skip-waiting") }, ["Reload"]),
  ]);
  document.body.append(banner);
}
