// What the address says about a game: the compact record, who plays, the
// pace, the side, replay and position-only modes; and the link to share.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openController } from "./harness.mjs";
import { addressSettings, shareUrl } from "../../www/page/effects.js";
import { parseAddress } from "../../www/address.js";
import { enterReplay } from "../../www/page/browse.js";

test("the address holds the record, the seats and the side, and reads back", () => {
  const { c } = openController({ game: "kobudai", options: "size=8", seats: ["human", "hard"] });
  c.seats.setPaused(true);
  c.play(c.view.groups[0].targets[0].action);
  c.flip();
  const settings = addressSettings(c, { theme: "dark" });
  assert.equal(settings.seats, "human,hard");
  assert.equal(settings.pace, "fast");
  assert.equal(settings.side, 2);
  assert.equal(settings.theme, "dark");
  assert.equal(settings.r, c.session.compactRecord(false));
  const url = shareUrl(c, { theme: "dark", controls: false }, "https://example.org/games/");
  assert.ok(url.startsWith("https://example.org/games/#/kobudai?"), url);
  const read = parseAddress(url.slice(url.indexOf("#")));
  if (read.route !== "game") throw new Error("a game page's address");
  assert.deepEqual(read.options, [["size", "8"]]);
  assert.equal(read.settings.r, settings.r);
  assert.equal(read.settings.theme, undefined, "a shared link leaves the embed's display settings out");
});

test("a replay keeps the whole line and where it stands", () => {
  const { c } = openController({ game: "mad-rooks" });
  for (let i = 0; i < 3; i++) c.play(c.view.groups[0].targets[0].action);
  enterReplay(c, "the record", 1);
  const settings = addressSettings(c, {});
  assert.equal(settings.mode, "replay");
  assert.equal(settings.at, 1);
  assert.equal(settings.r, c.session.compactRecord(true));
  assert.equal(settings.seats, undefined, "every seat human: no seats in the address");
});
