// The built engine (dist/, from scripts/build-site.sh) loaded in Node, for
// unit tests of the page logic with the real rules: wasm-bindgen's web
// module accepts the wasm bytes through initSync.

import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const DIST = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "dist");
const files = readdirSync(DIST);
const glue = files.find((f) => /^boardgames-[0-9a-f]+\.js$/.test(f));
const wasm = files.find((f) => /^boardgames-[0-9a-f]+_bg\.wasm$/.test(f));
if (!glue || !wasm) throw new Error("dist/ has no engine: run scripts/build-site.sh first");
const bindings = await import(pathToFileURL(join(DIST, glue)).href);
bindings.initSync({ module: readFileSync(join(DIST, wasm)) });

/** @type {import("../../www/engine").Engine} */
export const engine = bindings;
