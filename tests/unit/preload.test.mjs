// index.html preloads every module a page imports, so they arrive together
// rather than one import level per round trip: a module added without its
// preload line would slow the first draw, silently.

import { test } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Every file below `dir`. @param {string} dir @returns {string[]} */
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

test("index.html preloads every page module, and nothing that is not one", () => {
  const index = readFileSync(join(ROOT, "index.html"), "utf8");
  const preloaded = [...index.matchAll(/<link rel="modulepreload" href="www\/([^"]+)"/g)].map((m) => m[1]).sort();
  // The workers and the element are not page modules, nor is boot.js (a
  // classic script); engine-files.js is written by the build.
  const modules = walk(join(ROOT, "www"))
    .map((path) => relative(join(ROOT, "www"), path).split("\\").join("/"))
    .filter((f) => f.endsWith(".js") && !["worker.js", "element.js", "boot.js"].includes(f))
    .concat(["engine-files.js"])
    .sort();
  assert.deepEqual(preloaded, modules);
});
