// The Embed dialog's snippets (www/embed-builder.js): what the address of
// the game page holds goes into the iframe's address and the element's
// attributes, the computer's seats with their pace.

import { test } from "node:test";
import assert from "node:assert/strict";
import { embedSnippets } from "../../www/embed-builder.js";

const source = {
  game: "mad-rooks",
  name: "Mad Rooks",
  designer: "Mark Steere",
  options: [],
  settings: { seats: "human,hard", pace: "fast", r: "AbC" },
  seatNames: ["Red", "Blue"],
  levels: [],
  siteUrl: "https://example.org/games/",
};
const choice = { mode: "play", side: 1, controls: true, movelist: true, theme: "light", seats: "human,hard", width: 480, height: 420, sandbox: false };

test("an embed against the computer keeps its seats and its pace", () => {
  const { url, element } = embedSnippets(source, choice);
  assert.match(url, /#\/embed\/mad-rooks\?seats=human,hard&pace=fast&r=AbC$/);
  assert.match(element, / seats="human,hard" pace="fast" r="AbC"/);
});

test("between people, or in a replay, there is no pace", () => {
  assert.doesNotMatch(embedSnippets(source, { ...choice, seats: "human,human" }).url, /pace=/);
  assert.doesNotMatch(embedSnippets(source, { ...choice, mode: "replay" }).url, /pace=|seats=/);
});
