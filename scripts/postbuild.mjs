// After trunk has built dist/, writes what needs the build's own file names:
//
// - dist/index.html without Trunk's inline loader script: the page loads
//   the engine itself (www/engine-loader.js), so that it runs under the
//   strict Content-Security-Policy in index.html, which allows no inline
//   script.
// - the worker's engine (index.html's second Rust build, with the searches),
//   which Trunk writes to dist/search/ under fixed names, moved beside the
//   page's engine and named by its content, as Trunk names the page's.
// - dist/www/engine-files.js: where the page's engine (wasm-bindgen module
//   and wasm), the worker's engine and the computer's worker are, for
//   modules that load them themselves (the worker client, the
//   <abstract-game> element).
// - dist/abstract-games.html: the whole site in one file (styles, modules,
//   worker and wasm inlined), which works when opened from disk.
// - dist/sw.js: the service worker (offline/service-worker.js) with the list
//   of every file of the build and a version that changes with any of them.
//
// Usage: node scripts/postbuild.mjs [DIST]

import { createHash } from "node:crypto";
import { readdirSync, readFileSync, renameSync, rmdirSync, statSync, writeFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";

const dist = process.argv[2] ?? "dist";
const SINGLE_FILE = "abstract-games.html";
const built = readFileSync(join(dist, "index.html"), "utf8");
const TRUNK_LOADER = /<script type="module">\s*import init, \* as bindings from[\s\S]*?<\/script>\s*/;
if (!TRUNK_LOADER.test(built)) throw new Error("dist/index.html has no Trunk loader script to take out; did Trunk's output change?");
const index = built.replace(TRUNK_LOADER, "");
writeFileSync(join(dist, "index.html"), index);

const glueName = index.match(/boardgames-[0-9a-f]+\.js/)?.[0];
const wasmName = index.match(/boardgames-[0-9a-f]+_bg\.wasm/)?.[0];
if (!glueName || !wasmName) throw new Error("dist/index.html does not name the engine files; did trunk build?");

// 1. The worker's engine, named by its content so that a new build is never
// served from an old cache. Its glue is given the wasm's address when it is
// loaded (worker.js), so the names need not match what the glue expects.
const searchDir = join(dist, "search");
const searchHash = createHash("sha256")
  .update(readFileSync(join(searchDir, "boardgames.js")))
  .update(readFileSync(join(searchDir, "boardgames_bg.wasm")))
  .digest("hex")
  .slice(0, 16);
const searchGlueName = `boardgames-search-${searchHash}.js`;
const searchWasmName = `boardgames-search-${searchHash}_bg.wasm`;
renameSync(join(searchDir, "boardgames.js"), join(dist, searchGlueName));
renameSync(join(searchDir, "boardgames_bg.wasm"), join(dist, searchWasmName));
rmdirSync(searchDir);

// 2. Where the engines are, relative to the modules that need them.
writeFileSync(
  join(dist, "www", "engine-files.js"),
  `// Written by scripts/postbuild.mjs: this build's engine files and the computer's worker.
export const glue = new URL("../${glueName}", import.meta.url).href;
export const wasm = new URL("../${wasmName}", import.meta.url).href;
export const worker = new URL("./worker.js", import.meta.url).href;
export const searchGlue = new URL("../${searchGlueName}", import.meta.url).href;
export const searchWasm = new URL("../${searchWasmName}", import.meta.url).href;
`,
);

/** Every file below `dir`. @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

// 3. The single-file copy. It inlines the worker's engine alone and the page
// uses it too (it has everything the page's has): one copy of the wasm.
const dataUrl = (/** @type {string} */ type, /** @type {string|Buffer} */ bytes) => `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
const js = (/** @type {string} */ text) => dataUrl("text/javascript", text);
const www = (/** @type {string} */ name) => readFileSync(join(dist, "www", name), "utf8");
// Inline modules can only import each other by names an import map gives
// them: "./board/renderer.js" in www/page/game-page.js resolves to
// "@site/board/renderer.js" wherever it is imported from.
const MODULES = walk(join(dist, "www"))
  .map((path) => relative(join(dist, "www"), path).split(sep).join("/"))
  .filter((f) => f.endsWith(".js") && !["worker.js", "element.js", "engine-files.js"].includes(f));
const rewrite = (/** @type {string} */ source, /** @type {string} */ name) =>
  source.replace(/(from\s+|import\s*\(\s*|import\s+)"(\.\.?\/[\w./-]+\.js)"/g, (_, /** @type {string} */ lead, /** @type {string} */ spec) => {
    const resolved = posix.normalize(posix.join(posix.dirname(name), spec));
    return `${lead}"@site/${resolved}"`;
  });
const glueUrl = js(readFileSync(join(dist, searchGlueName), "utf8"));
const wasmUrl = dataUrl("application/wasm", readFileSync(join(dist, searchWasmName)));
// The engine's data URLs sit in a classic script, so they are encoded once.
const engineFiles = { glue: glueUrl, wasm: wasmUrl, worker: js(www("worker.js")) };
/** @type {Record<string, string>} */
const imports = {
  "@site/engine-files.js": js("export const { glue, wasm, worker } = window.engineFiles;\nexport { glue as searchGlue, wasm as searchWasm };\n"),
};
for (const name of MODULES) imports[`@site/${name}`] = js(rewrite(www(name), name));
const favicon = dataUrl("image/svg+xml", readFileSync(join(dist, "assets", "favicon.svg")));
const single = `<!doctype html>
<html lang="en" data-single-file>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Abstract board games</title>
    <link rel="icon" href="${favicon}" type="image/svg+xml" />
    <style>
${www("style.css").replace(/<\/style/gi, "<\\/style")}
    </style>
    <script>window.engineFiles = ${JSON.stringify(engineFiles)};</script>
    <script type="importmap">${JSON.stringify({ imports })}</script>
  </head>
  <body>
    <header class="site-header"><a href="#/">Abstract board games</a></header>
    <main id="app"><p class="home">Loading…</p></main>
    <noscript>This page needs JavaScript and WebAssembly to draw the boards.</noscript>
    <script type="module">import "@site/app.js";</script>
  </body>
</html>
`;
writeFileSync(join(dist, SINGLE_FILE), single);

// 4. The service worker, with every file of the build.
const files = walk(dist)
  .map((path) => relative(dist, path).split(sep).join("/"))
  .filter((f) => f !== "sw.js")
  .sort();
const version = createHash("sha256");
for (const f of files) version.update(f).update(readFileSync(join(dist, f)));
const template = readFileSync(new URL("../offline/service-worker.js", import.meta.url), "utf8");
writeFileSync(
  join(dist, "sw.js"),
  template.replace('"__VERSION__"', JSON.stringify(version.digest("hex").slice(0, 16))).replace("__FILES__", JSON.stringify(["./", ...files], null, 2)),
);
console.log(`postbuild: engine-files.js, ${SINGLE_FILE} (${Math.round(single.length / 1024)} KiB), sw.js (${files.length + 1} files)`);
