// The service worker, written to dist/sw.js by scripts/postbuild.mjs, which
// fills in the build's version and the list of its files. After one visit
// every file of the site is in the cache, so the site works with no network.
//
// A new build has a new version: the browser installs it beside the old one
// (caching the new files), and it takes over when the page asks (the
// player pressed Reload on the banner) or once no page uses the old one.
// Taking over deletes the old caches.

/** The worker's own scope, with its service-worker events. */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));
const VERSION = "__VERSION__";
const FILES = __FILES__;
const PREFIX = "abstract-games-";
const CACHE = PREFIX + VERSION;

sw.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" })))));
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith(PREFIX) && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") sw.skipWaiting();
});

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== sw.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const cached = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
      return cached ?? fetch(request);
    }),
  );
});
