// The home page's catalog (www/catalog.js), known before the engine loads,
// agrees with the engine's game list field by field.

import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";
import { CATALOG } from "../../www/catalog.js";

test("the catalog lists the engine's games, in its order, with the same names, credits, summaries and options", () => {
  const games = engine.gameList();
  assert.deepEqual(
    CATALOG.map((g) => g.id),
    games.map((g) => g.id),
  );
  for (const entry of CATALOG) {
    const info = games.find((g) => g.id === entry.id);
    assert.ok(info);
    for (const key of /** @type {const} */ (["name", "designer", "year", "players", "summary", "options"])) {
      assert.deepEqual(entry[key], info[key], `${entry.id} ${key}`);
    }
    assert.match(entry.length, /minutes/);
  }
});
