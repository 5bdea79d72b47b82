// The address parser (www/address.js), in Node: every setting read and
// written back, bad settings reported, and random or malformed addresses
// never throw. The engine's parsers of records and positions are fuzzed in
// Rust (tests/records.rs, tests/hostile_input.rs); the pasted-text reader
// (www/game-source.js) here.

import { test } from "node:test";
import assert from "node:assert/strict";
import { formatAddress, gameOptions, MAX_INPUT_CHARS, parseAddress, problemsText, tooLong } from "../../www/address.js";
import { engine } from "./engine.mjs";
import { readPasted } from "../../www/game-source.js";
import { seededRandom } from "../support/seeded-random.mjs";

/** A game page's address, failing the test for the home page. @param {string} hash */
function gameAddress(hash) {
  const a = parseAddress(hash);
  if (a.route === "home") throw new Error(`${hash} is the home page`);
  return a;
}

test("a game address reads its game, options and every setting", () => {
  const a = parseAddress("#/kobudai?size=8&seats=human,hard&pace=fast&r=AbC-_&mode=replay&at=12&side=2&controls=0&movelist=no&theme=dark");
  assert.equal(a.route, "game");
  assert.equal(a.game, "kobudai");
  assert.deepEqual(a.options, [["size", "8"]]);
  assert.deepEqual(a.settings, {
    seats: "human,hard",
    pace: "fast",
    r: "AbC-_",
    mode: "replay",
    at: 12,
    side: 2,
    controls: false,
    movelist: false,
    theme: "dark",
  });
  assert.deepEqual(a.problems, []);
  assert.deepEqual(parseAddress("#/"), { route: "home" });
  assert.deepEqual(parseAddress(""), { route: "home" });
  assert.equal(parseAddress("#/embed/cross-hairs?record=i5+j4+end").route, "embed");
  assert.equal(gameAddress("#/embed/cross-hairs?record=i5+j4+end").settings.record, "i5 j4 end");
});

test("addresses are written back as they are read", () => {
  const settings = { seats: "human,easy", mode: "replay", at: 3, side: 2, controls: false, theme: "dark", position: "5/6/7/8/9/8/7/6/5:1:drop", r: "eDA" };
  const hash = formatAddress("embed", "cross-hairs", [], settings);
  assert.match(hash, /^#\/embed\/cross-hairs\?/);
  assert.match(hash, /position=5\/6\/7/, "slashes stay readable");
  const back = parseAddress(hash);
  assert.equal(back.route, "embed");
  assert.deepEqual(back.settings, settings);
  assert.equal(formatAddress("game", "mad-rooks", [], {}), "#/mad-rooks");
});

test("bad settings are reported and left out, never thrown", () => {
  const a = gameAddress("#/mad-rooks?mode=fly&at=-3&side=two&controls=maybe&theme=neon&r=AA&record=a1-a2");
  assert.deepEqual(a.settings, { r: "AA" });
  assert.equal(a.problems.length, 6);
  assert.match(a.problems.join(" "), /no mode “fly”/);
  assert.match(a.problems.join(" "), /both r= and record=/);
});

test("random and malformed addresses never throw", () => {
  const pick = seededRandom(17);
  const alphabet = "#/?&=%+,.:;abcdefghijklmnopqrstuvwxyz-_0123456789 éß\u0000\ud800%E0%A4%A";
  const pieces = ["#/", "embed/", "mad-rooks", "?", "&", "r=", "record=", "at=", "mode=replay", "side=", "%", "%zz", "=", "seats=", "theme="];
  for (let i = 0; i < 20_000; i++) {
    let text = "";
    const n = pick(40);
    for (let j = 0; j < n; j++) text += i % 2 ? alphabet[pick(alphabet.length)] : pieces[pick(pieces.length)];
    const a = parseAddress(text);
    assert.ok(a.route === "home" || typeof a.game === "string", text);
    if (a.route !== "home") {
      // What was read writes back to an address that reads the same.
      const again = gameAddress(formatAddress(a.route, a.game, a.options, a.settings));
      assert.deepEqual(again.settings, a.settings, text);
    }
  }
});

test("pasted text: comments and move numbers skipped, a position found, nothing refused kindly", () => {
  assert.deepEqual(readPasted("# Mad Rooks\n# a link\n1. c3xc2 d1xe1\n2. b2xb3"), { position: undefined, record: "c3xc2 d1xe1 b2xb3" });
  assert.deepEqual(readPasted("5/6/7/8/9/8/7/6/5:1:drop\ni5"), { position: "5/6/7/8/9/8/7/6/5:1:drop", record: "i5" });
  assert.match(/** @type {any} */ (readPasted("  \n# only a comment")).problem, /nothing to load/);
  assert.match(/** @type {any} */ (readPasted("a/b c/d")).problem, /two positions/);
  const pick = seededRandom(5);
  for (let i = 0; i < 5000; i++) {
    const text = Array.from({ length: pick(60) }, () => "ab1/ #.\n-x:+9"[pick(14)]).join("");
    const read = readPasted(text);
    assert.ok("problem" in read || typeof read.record === "string");
  }
});

test("saved games: random and hostile stored values are set aside, never thrown", async () => {
  /** @type {Map<string, string>} */
  const store = new Map();
  globalThis.window = /** @type {any} */ ({
    localStorage: {
      getItem: (/** @type {string} */ k) => (store.has(k) ? store.get(k) : null),
      setItem: (/** @type {string} */ k, /** @type {string} */ v) => store.set(k, String(v)),
      removeItem: (/** @type {string} */ k) => store.delete(k),
      key: (/** @type {number} */ i) => [...store.keys()][i] ?? null,
      get length() {
        return store.size;
      },
    },
  });
  const { loadSavedGames, saveGame, dropGame, savedKey } = await import("../../www/saved-games.js");
  const good = { id: "abcdef123456", game: "kobudai", options: "size=8", code: "AbC", actions: 3, seats: "human,hard", savedAt: 5 };
  const saved = saveGame(good, null);
  assert.ok("saved" in saved);
  const stored = { ...good, rev: saved.rev };
  assert.deepEqual(loadSavedGames().games, [stored]);
  dropGame(good.id);
  assert.equal(loadSavedGames().games.length, 0);
  const pick = seededRandom(23);
  const values = [
    null,
    0,
    -1,
    1.5,
    "",
    "x",
    [],
    {},
    true,
    { game: 1 },
    { ...stored, code: "<script>" },
    { ...stored, actions: 0 },
    { ...stored, seats: "human,<b>" },
    { ...stored, options: "size=8&position=x" },
    { ...stored, id: "other1234567" },
    { ...stored, code: "A".repeat(100_001) },
    stored,
  ];
  for (let i = 0; i < 3000; i++) {
    store.clear();
    const raw = i % 3 === 0 ? Array.from({ length: pick(30) }, () => '{}[]":,1a'[pick(9)]).join("") : JSON.stringify(values[pick(values.length)]);
    store.set(savedKey(good.id), raw);
    const { games, notice } = loadSavedGames();
    for (const g of games) assert.deepEqual(g, stored, raw);
    if (!games.length) {
      // Set aside, as the notice says: moved under a key of its own, not deleted.
      assert.match(notice ?? "", /set aside/, raw);
      assert.deepEqual([...store.values()], [raw]);
      assert.match([...store.keys()][0], /^abstract-games\/set-aside\/\d+-[a-z0-9]{4}\/abstract-games\/game\/abcdef123456$/);
    }
  }
  // Storage that refuses (a sandboxed frame) is no storage: nothing saved, nothing thrown.
  globalThis.window = /** @type {any} */ ({
    get localStorage() {
      throw new Error("SecurityError");
    },
  });
  assert.deepEqual(saveGame(good, null), { refused: true });
  assert.deepEqual(loadSavedGames(), { games: [], notice: null });
  delete (/** @type {any} */ (globalThis).window);
});

test("only the game's own options with its own values reach the engine; the rest is noted and ignored", () => {
  const kobudai = engine.gameList().find((g) => g.id === "kobudai");
  assert.ok(kobudai);
  const read = parseAddress(`#/kobudai?size=8&utm_source=chat&players=3`);
  if (read.route === "home") throw new Error("a game address");
  const chosen = gameOptions(read.options, kobudai);
  assert.deepEqual(chosen.options, [["size", "8"]]);
  assert.equal(chosen.problems.length, 2);
  assert.match(chosen.problems[0], /“utm_source” in the address is not a setting of Kobudai; it was ignored/);
  // A value cannot carry more options or a start position.
  const smuggled = parseAddress(`#/kobudai?size=6%20position%3D${"x".repeat(500)}`);
  if (smuggled.route === "home") throw new Error("a game address");
  const refused = gameOptions(smuggled.options, kobudai);
  assert.deepEqual(refused.options, []);
  assert.match(refused.problems[0], /^Board “6 position=x+…” is not one of 6, 8; the usual one is used\.$/);
  assert.ok(refused.problems[0].length < 100, "the message quotes a short excerpt");
});

test("input too big to read is refused at once, and messages stay short", () => {
  // An address of 1 MB: the game it names opens, nothing else is read.
  const huge = parseAddress(`#/mad-rooks?position=${"/".repeat(1_000_000)}`);
  assert.equal(huge.route, "game");
  if (huge.route !== "game") return;
  assert.equal(huge.game, "mad-rooks");
  assert.deepEqual(huge.settings, {});
  assert.deepEqual(huge.problems, ["The address is too long to read (1,000,019 characters; at most 200,000), so it was left out."]);
  // Many bad settings within the limit: three are said, and how many more.
  const many = parseAddress(`#/mad-rooks?${"at=x&".repeat(30_000)}`);
  assert.equal(many.route === "game" && many.problems.length, 30_000);
  const said = problemsText(many.route === "game" ? many.problems : []);
  assert.ok(said.length < 200, said);
  assert.match(said, /\(29997 more problems with the address\.\)$/);
  // A value is quoted short.
  const long = parseAddress(`#/mad-rooks?mode=${"x".repeat(5000)}`);
  assert.ok(long.route === "game" && long.problems[0].length < 100);
  // 10 MB pasted: refused before it is split into words.
  const pasted = readPasted("a1 ".repeat(3_500_000));
  assert.ok("problem" in pasted);
  assert.match(pasted.problem, /^The pasted text is too long to read \(10,500,000 characters; at most 200,000\), so nothing was loaded\.$/);
  assert.equal(tooLong("address", "x".repeat(MAX_INPUT_CHARS)), null);
});
