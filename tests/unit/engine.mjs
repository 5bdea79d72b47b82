// The built engines (dist/, from scripts/build-site.sh) loaded in Node, for
// unit tests of the page logic with the real rules: wasm-bindgen's web
// module accepts the wasm bytes through initSync. `engine` is the page's
// (the rules, no searches); `searchEngine` the worker's, with the searches.

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const DIST = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist");
const files = readdirSync(DIST);

/** The build whose files are `${prefix}-HASH.js` and `${prefix}-HASH_bg.wasm`, loaded. @param {string} prefix */
async function load(prefix) {
  const glue = files.find((f) => new RegExp(`^${prefix}-[0-9a-f]+\\.js$`).test(f));
  const wasm = files.find((f) => new RegExp(`^${prefix}-[0-9a-f]+_bg\\.wasm$`).test(f));
  if (!glue || !wasm) throw new Error(`dist/ has no ${prefix} engine: run scripts/build-site.sh first`);
  const bindings = await import(pathToFileURL(join(DIST, glue)).href);
  bindings.initSync({ module: readFileSync(join(DIST, wasm)) });
  return bindings;
}

/** @type {import("../../www/engine").Engine} */
export const engine = await load("boardgames");

/** @type {import("../../www/engine").SearchEngine} */
export const searchEngine = await load("boardgames-search");
