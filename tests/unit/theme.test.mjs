// The theme's choice: an address's theme wins, Auto follows the system.

import { test } from "node:test";
import assert from "node:assert/strict";
import { resolveTheme } from "../../www/theme.js";

test("the address's theme wins; Auto follows the system; Light and Dark are kept", () => {
  assert.equal(resolveTheme("auto", undefined, true), "dark");
  assert.equal(resolveTheme("auto", undefined, false), "light");
  assert.equal(resolveTheme("light", undefined, true), "light");
  assert.equal(resolveTheme("dark", undefined, false), "dark");
  assert.equal(resolveTheme("dark", "light", true), "light");
  assert.equal(resolveTheme("light", "dark", false), "dark");
  assert.equal(resolveTheme("light", "bogus", true), "light", "an unknown address theme is ignored");
});
