// Games kept in the browser's storage, with a stand-in localStorage: they
// read back, corrupt values are reported, and storage that refuses is
// survived.

import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { dropGame, loadSavedGames, saveGame, slot } from "../../www/saved-games.js";

/** A localStorage stand-in; `refuse` makes every call throw. */
class MemoryStorage {
  constructor() {
    this.items = new Map();
    this.refuse = false;
  }
  /** @param {string} k */
  getItem(k) {
    if (this.refuse) throw new Error("refused");
    return this.items.get(k) ?? null;
  }
  /** @param {string} k @param {string} v */
  setItem(k, v) {
    if (this.refuse) throw new Error("refused");
    this.items.set(k, String(v));
  }
  /** @param {string} k */
  removeItem(k) {
    this.items.delete(k);
  }
}

let storage = new MemoryStorage();
beforeEach(() => {
  storage = new MemoryStorage();
  globalThis.window = /** @type {any} */ ({ localStorage: storage });
});

const game = (over = {}) => ({ game: "kobudai", options: "size=8", code: "AbC-_", actions: 3, seats: "human,hard", savedAt: 1, ...over });

test("a saved game reads back under its game and variant, and is dropped", () => {
  assert.equal(saveGame(game()), true);
  const { games, notice } = loadSavedGames();
  assert.equal(notice, null);
  assert.deepEqual(games.get(slot("kobudai", "size=8")), game());
  dropGame("kobudai", "size=8");
  assert.equal(loadSavedGames().games.size, 0);
});

test("values that are not saved games are reported, and the good ones kept", () => {
  saveGame(game());
  const raw = JSON.parse(storage.getItem("abstract-games/saved/v1"));
  raw["mad-rooks"] = { game: "mad-rooks", code: "<script>" };
  storage.setItem("abstract-games/saved/v1", JSON.stringify(raw));
  const { games, notice } = loadSavedGames();
  assert.equal(games.size, 1);
  assert.match(notice ?? "", /A saved game could not be read/);
  storage.setItem("abstract-games/saved/v1", "{not json");
  assert.match(loadSavedGames().notice ?? "", /could not be read/);
});

test("storage that refuses: nothing saved, nothing thrown", () => {
  storage.refuse = true;
  assert.equal(saveGame(game()), false);
  assert.deepEqual(loadSavedGames(), { games: new Map(), notice: null });
});

test("a Martian game where a player left (a '.' in its code) is kept like any other", () => {
  const left = game({ game: "martian-checkers", options: "players=3", code: "A.Bc", seats: "human,easy,easy" });
  assert.equal(saveGame(left), true);
  const { games, notice } = loadSavedGames();
  assert.equal(notice, null);
  assert.deepEqual(games.get(slot("martian-checkers", "players=3")), left);
});
