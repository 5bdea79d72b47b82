// Games kept in the browser's storage, with a stand-in localStorage: each
// game under its own identity, saves made elsewhere never written over,
// corrupt values kept aside as the notice says, storage that refuses
// survived with one notice; and the keeper that saves a page's game.

import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { dropGame, loadSavedGames, readSavedGame, saveGame, savedKey, setAsideGame } from "../../www/saved-games.js";
import { GameKeeper, KEPT_APART, NOT_KEPT } from "../../www/page/keeper.js";
import { openController } from "./harness.mjs";

/** A localStorage stand-in; `refuse` makes every call throw, `full` every write. */
class MemoryStorage {
  constructor() {
    /** @type {Map<string, string>} */
    this.items = new Map();
    this.refuse = false;
    this.full = false;
  }
  get length() {
    return this.items.size;
  }
  /** @param {number} i */
  key(i) {
    return [...this.items.keys()][i] ?? null;
  }
  /** @param {string} k */
  getItem(k) {
    if (this.refuse) throw new Error("refused");
    return this.items.get(k) ?? null;
  }
  /** @param {string} k @param {string} v */
  setItem(k, v) {
    if (this.refuse || this.full) throw new Error("QuotaExceededError");
    this.items.set(k, String(v));
  }
  /** @param {string} k */
  removeItem(k) {
    this.items.delete(k);
  }
}

let storage = new MemoryStorage();
/** @type {((e: any) => void)[]} */
let storageListeners = [];
beforeEach(() => {
  storage = new MemoryStorage();
  storageListeners = [];
  globalThis.window = /** @type {any} */ ({
    localStorage: storage,
    addEventListener: (/** @type {string} */ type, /** @type {(e: any) => void} */ f) => type === "storage" && storageListeners.push(f),
    removeEventListener: () => {},
  });
});

const game = (over = {}) => ({ id: "abcdef123456", game: "kobudai", options: "size=8", code: "AbC-_", actions: 3, seats: "human,hard", savedAt: 1, ...over });

test("each game is kept under its own identity; two games of one variant are both kept", () => {
  const first = saveGame(game(), null);
  const second = saveGame(game({ id: "zyxwvu987654", code: "Zz", actions: 1, savedAt: 2 }), null);
  assert.ok("saved" in first && "saved" in second);
  const { games, notice } = loadSavedGames();
  assert.equal(notice, null);
  assert.deepEqual(
    games.map((g) => g.id),
    ["zyxwvu987654", "abcdef123456"],
    "newest first",
  );
  assert.deepEqual(readSavedGame("abcdef123456"), { ...game(), rev: first.rev });
  dropGame("abcdef123456");
  assert.deepEqual(
    loadSavedGames().games.map((g) => g.id),
    ["zyxwvu987654"],
  );
});

test("a save made elsewhere since the revision a page knows is never written over", () => {
  const mine = saveGame(game(), null);
  assert.ok("saved" in mine);
  const theirs = saveGame(game({ code: "AbC-_Q", actions: 4 }), mine.rev);
  assert.ok("saved" in theirs, "the page that knew the revision writes");
  const late = saveGame(game({ code: "AbC-_R", actions: 4 }), mine.rev);
  assert.ok("conflict" in late && late.conflict?.code === "AbC-_Q", "the other page finds the newer save");
  assert.equal(readSavedGame("abcdef123456")?.code, "AbC-_Q");
  assert.ok("conflict" in saveGame(game({ code: "X" }), null), "nothing known: an existing save is not replaced either");
});

test("values that are not saved games are kept aside under a key of their own, as the notice says", () => {
  saveGame(game(), null);
  storage.setItem(savedKey("mmmmmm123456"), JSON.stringify({ id: "mmmmmm123456", game: "mad-rooks", code: "<script>" }));
  storage.setItem(savedKey("nnnnnn123456"), "{not json");
  const { games, notice } = loadSavedGames();
  assert.equal(games.length, 1);
  assert.equal(notice, "2 saved games could not be read and were set aside in this browser's storage.");
  const aside = [...storage.items.entries()].filter(([k]) => k.startsWith("abstract-games/set-aside/"));
  assert.deepEqual(aside.map(([, v]) => v).sort(), ["{not json", JSON.stringify({ id: "mmmmmm123456", game: "mad-rooks", code: "<script>" })].sort());
  assert.equal(loadSavedGames().notice, null, "said once: they are aside now");
  // A save whose record no longer loads is set aside by the page the same way.
  setAsideGame("abcdef123456");
  assert.equal(loadSavedGames().games.length, 0);
  assert.equal([...storage.items.keys()].filter((k) => k.startsWith("abstract-games/set-aside/")).length, 3);
});

test("games saved before games had identities move to keys of their own; what does not read is kept aside", () => {
  const old = { game: "kobudai", options: "size=8", code: "AbC", actions: 3, seats: "human,hard", savedAt: 7 };
  storage.setItem("abstract-games/saved/v1", JSON.stringify({ "kobudai?size=8": old, "mad-rooks": { game: "mad-rooks", code: 5 } }));
  const { games, notice } = loadSavedGames();
  assert.equal(games.length, 1);
  assert.deepEqual({ ...games[0], id: "", rev: "" }, { ...old, id: "", rev: "" });
  assert.match(notice ?? "", /A saved game could not be read and was set aside/);
  assert.equal(storage.getItem("abstract-games/saved/v1"), null);
  assert.equal(loadSavedGames().games.length, 1, "moved once");
});

test("storage that refuses: nothing saved, nothing thrown", () => {
  storage.refuse = true;
  assert.deepEqual(saveGame(game(), null), { refused: true });
  assert.deepEqual(loadSavedGames(), { games: [], notice: null });
});

test("a Martian game where a player left (a '.' in its code) is kept like any other", () => {
  const left = game({ game: "martian-checkers", options: "players=3", code: "A.Bc", seats: "human,easy,easy" });
  assert.ok("saved" in saveGame(left, null));
  assert.equal(loadSavedGames().games[0].code, "A.Bc");
});

/** A keeper for a controller, with what it said and the conflicts it was told. */
function keeperFor() {
  /** @type {string[]} */
  const said = [];
  /** @type {any[]} */
  const conflicts = [];
  const keeper = new GameKeeper({ say: (t) => said.push(t), conflict: (newer) => conflicts.push(newer) });
  return { keeper, said, conflicts };
}

/** @param {import("../../www/page/controller.js").GameController} c */
const playFirst = (c) => c.play(c.view.groups[0].targets[0].action);

test("the keeper saves a game played on, not one only opened, and forgets it once over", () => {
  const { c } = openController({ game: "mad-rooks" });
  const { keeper } = keeperFor();
  keeper.opened(undefined, c.session.compactRecord(false));
  keeper.keep(c);
  assert.equal(loadSavedGames().games.length, 0, "nothing played: nothing saved");
  playFirst(c);
  keeper.keep(c);
  const saved = loadSavedGames().games;
  assert.equal(saved.length, 1);
  assert.equal(saved[0].id, keeper.id);
  assert.equal(saved[0].code, c.session.compactRecord(false));
  assert.ok(keeper.holds(c));
  // A new game leaves the old save and starts another.
  keeper.startAfresh();
  c.restart();
  playFirst(c);
  keeper.keep(c);
  assert.equal(loadSavedGames().games.length, 2);
  // Opening another link of the same game saves nothing and overwrites nothing.
  const other = keeperFor().keeper;
  assert.equal(other.opened(undefined, c.session.compactRecord(false)), null);
  other.keep(c);
  assert.equal(loadSavedGames().games.length, 2);
  // Over: its save is forgotten.
  c.chooseEnd("resign");
  keeper.keep(c);
  assert.equal(loadSavedGames().games.length, 1);
});

test("two pages on one game: the later writer keeps its game apart and says so; the storage event tells the other", () => {
  const a = openController({ game: "mad-rooks" }).c;
  playFirst(a);
  const first = keeperFor();
  first.keeper.keep(a);
  const id = /** @type {string} */ (first.keeper.id);
  // A second tab opens the same save from its address.
  const b = openController({ game: "mad-rooks" }).c;
  playFirst(b);
  const second = keeperFor();
  assert.equal(second.keeper.opened(id, b.session.compactRecord(false)), null, "the address and the save agree");
  playFirst(b);
  second.keeper.keep(b);
  assert.equal(readSavedGame(id)?.actions, 2);
  // The first tab hears of it...
  for (const f of storageListeners) f({ key: savedKey(id) });
  assert.equal(first.conflicts.length, 1);
  assert.equal(first.conflicts[0].actions, 2);
  // ...and if it plays on regardless, its game is kept apart, not written over the newer one.
  playFirst(a);
  first.keeper.keep(a);
  assert.deepEqual(first.said, [KEPT_APART]);
  assert.notEqual(first.keeper.id, id);
  assert.equal(readSavedGame(id)?.actions, 2);
  assert.equal(readSavedGame(/** @type {string} */ (first.keeper.id))?.actions, 2);
  assert.equal(loadSavedGames().games.length, 2);
  // An address naming a save that has moved on is answered with that save.
  const c = openController({ game: "mad-rooks" }).c;
  assert.equal(keeperFor().keeper.opened(id, c.session.compactRecord(false))?.actions, 2);
});

test("storage full: the game goes on, and the page shows it is not kept", () => {
  const { c } = openController({ game: "mad-rooks" });
  const { keeper, said } = keeperFor();
  storage.full = true;
  playFirst(c);
  keeper.keep(c);
  playFirst(c);
  keeper.keep(c);
  assert.deepEqual(said, []);
  assert.equal(keeper.notKept, true, "the page shows NOT_KEPT while it lasts");
  assert.match(NOT_KEPT, /address holds it/);
  assert.equal(c.view.moves.length, 2);
  assert.equal(keeper.holds(c), false, "New game would lose it: the page asks");
});

test("storage that takes saves again: the notice goes", () => {
  const { c } = openController({ game: "mad-rooks" });
  const { keeper } = keeperFor();
  storage.full = true;
  playFirst(c);
  keeper.keep(c);
  assert.equal(keeper.notKept, true);
  storage.full = false;
  playFirst(c);
  keeper.keep(c);
  assert.equal(keeper.notKept, false);
  assert.equal(loadSavedGames().games[0].actions, 2);
});
