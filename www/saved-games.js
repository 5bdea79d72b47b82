// Games in progress, kept in the browser's localStorage as they are played.
// Each game has its own identity and its own key, so opening a link or
// starting a new game never overwrites a different game, and two tabs on
// different games never touch each other's saves.
//
// Storage may be missing or refuse (a sandboxed iframe, private modes, a
// full disk), and what is stored may be corrupt or written by something
// else: every read is checked like address input, and a bad value is moved
// aside under a key of its own (as the notice says), never a broken page.
//
// Two tabs on one game: every write carries a revision, and a write only
// replaces the revision its page last read or wrote. A page that finds a
// newer revision is told so (`saveGame` answers the conflict; the `storage`
// event tells it sooner) and never writes over it.

/** One key per game in progress: PREFIX + its id. */
const PREFIX = "abstract-games/game/";
/** Where values that could not be read are kept aside: ASIDE + when + the key they had. */
const ASIDE = "abstract-games/set-aside/";
/** Before games had ids: one map of games by game and variant. Read once, moved to per-game keys. */
const OLD_KEY = "abstract-games/saved/v1";
/** The longest compact record kept: far beyond any real game (a long one is a few thousand actions). */
export const MAX_CODE = 100_000;

/**
 * @typedef {{id: string, game: string, options: string, code: string, actions: number,
 *   seats: string, savedAt: number, rev: string}} SavedGame
 * @typedef {{saved: true, rev: string} | {conflict: SavedGame|null} | {refused: true}} SaveResult
 *   `conflict` is the newer save found (null when it could not be read)
 */

/** The browser's localStorage, or null where the page may not use it. */
function storage() {
  try {
    return window.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The storage key of a game in progress. @param {string} id */
export function savedKey(id) {
  return PREFIX + id;
}

/** A new game's identity: short, random, safe in an address. */
export function newGameId() {
  return randomWord(12);
}

/** @param {number} length */
function randomWord(length) {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36]).join("");
}

/** Whether `text` can name a saved game (in an address or a key). @param {unknown} text */
export function isGameId(text) {
  return typeof text === "string" && /^[a-z0-9]{6,24}$/.test(text);
}

/**
 * Whether `value` is a saved game as this version writes them: every field
 * checked for type, shape and size, as address input is.
 * @param {any} value @returns {value is SavedGame}
 */
function isSavedGame(value) {
  return (
    value !== null &&
    typeof value === "object" &&
    isGameId(value.id) &&
    typeof value.game === "string" &&
    /^[a-z][a-z-]{0,39}$/.test(value.game) &&
    typeof value.options === "string" &&
    /^([a-z]{1,20}=[a-z0-9]{1,20}( [a-z]{1,20}=[a-z0-9]{1,20}){0,7})?$/.test(value.options) &&
    typeof value.code === "string" &&
    value.code.length <= MAX_CODE &&
    // The compact record's alphabet, and "." for a player who left the game.
    /^[A-Za-z0-9_.-]*$/.test(value.code) &&
    Number.isInteger(value.actions) &&
    value.actions > 0 &&
    value.actions <= MAX_CODE &&
    typeof value.seats === "string" &&
    /^[a-z]{1,20}(,[a-z]{1,20}){0,3}$/.test(value.seats) &&
    Number.isFinite(value.savedAt) &&
    typeof value.rev === "string" &&
    value.rev.length <= 40
  );
}

/** A stored value read back, or null when it is not a saved game. @param {string|null} raw @param {string} id */
function parseSaved(raw, id) {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw);
    return isSavedGame(value) && value.id === id ? value : null;
  } catch {
    return null;
  }
}

/** Moves a value that could not be read aside, under a key of its own. @param {Storage} s @param {string} key @param {string} raw */
function setAside(s, key, raw) {
  try {
    s.setItem(`${ASIDE}${Date.now()}-${randomWord(4)}/${key}`, raw);
  } catch {
    // Storage refuses even this: the value stays where it was, ignored.
    return;
  }
  remove(s, key);
}

/** @param {Storage} s @param {string} key */
function remove(s, key) {
  try {
    s.removeItem(key);
  } catch {
    // Nothing more can be done; the value is ignored.
  }
}

/** Every key in storage, or none where it refuses. @param {Storage} s */
function keys(s) {
  try {
    return Array.from({ length: s.length }, (_, i) => s.key(i) ?? "");
  } catch {
    return [];
  }
}

/**
 * Games saved before games had ids (one per game and variant under one key)
 * move to keys of their own; what does not read is set aside.
 * @param {Storage} s @returns {number} how many could not be read
 */
function moveOldGames(s) {
  let raw;
  try {
    raw = s.getItem(OLD_KEY);
  } catch {
    return 0;
  }
  if (raw === null) return 0;
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    setAside(s, OLD_KEY, raw);
    return 1;
  }
  let unread = 0;
  for (const value of Object.values(parsed)) {
    const game = value !== null && typeof value === "object" ? { ...value, id: newGameId(), rev: "moved" } : null;
    if (isSavedGame(game)) write(s, game);
    else unread += 1;
  }
  if (unread) setAside(s, OLD_KEY, raw);
  else remove(s, OLD_KEY);
  return unread;
}

/** @param {Storage} s @param {SavedGame} game */
function write(s, game) {
  try {
    s.setItem(savedKey(game.id), JSON.stringify(game));
    return true;
  } catch {
    return false;
  }
}

/**
 * Every saved game that reads back, newest first, and a notice when some
 * did not (they are kept aside, not deleted).
 * @returns {{games: SavedGame[], notice: string|null}}
 */
export function loadSavedGames() {
  /** @type {SavedGame[]} */
  const games = [];
  const s = storage();
  if (!s) return { games, notice: null };
  let unread = moveOldGames(s);
  for (const key of keys(s)) {
    if (!key.startsWith(PREFIX)) continue;
    let raw;
    try {
      raw = s.getItem(key);
    } catch {
      continue;
    }
    const game = parseSaved(raw, key.slice(PREFIX.length));
    if (game) games.push(game);
    else if (raw !== null) {
      setAside(s, key, raw);
      unread += 1;
    }
  }
  games.sort((a, b) => b.savedAt - a.savedAt);
  if (!unread) return { games, notice: null };
  const what = unread === 1 ? "A saved game" : `${unread} saved games`;
  return { games, notice: `${what} could not be read and ${unread === 1 ? "was" : "were"} set aside in this browser's storage.` };
}

/** "12 actions, saved 23 Nov 2026, 10:04" (in the reader's language). @param {SavedGame} saved */
export function savedSummary(saved) {
  const when = new Date(saved.savedAt).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
  return `${saved.actions} action${saved.actions === 1 ? "" : "s"}, saved ${when}`;
}

/** The saved game of this id, if it reads back. @param {string} id @returns {SavedGame|null} */
export function readSavedGame(id) {
  const s = storage();
  if (!s || !isGameId(id)) return null;
  try {
    return parseSaved(s.getItem(savedKey(id)), id);
  } catch {
    return null;
  }
}

/**
 * Keeps `game` under its id, unless another page saved it since the
 * revision `known` (null: nothing was known to be there).
 * @param {Omit<SavedGame, "rev">} game @param {string|null} known
 * @returns {SaveResult}
 */
export function saveGame(game, known) {
  const s = storage();
  if (!s) return { refused: true };
  let raw;
  try {
    raw = s.getItem(savedKey(game.id));
  } catch {
    return { refused: true };
  }
  if (raw !== null) {
    const stored = parseSaved(raw, game.id);
    if (stored?.rev !== known) return { conflict: stored };
  }
  const rev = randomWord(10);
  return write(s, { ...game, rev }) ? { saved: true, rev } : { refused: true };
}

/** Moves a saved game that no longer loads aside, as its notice says. @param {string} id */
export function setAsideGame(id) {
  const s = storage();
  if (!s || !isGameId(id)) return;
  let raw;
  try {
    raw = s.getItem(savedKey(id));
  } catch {
    return;
  }
  if (raw !== null) setAside(s, savedKey(id), raw);
}

/** Forgets a saved game. @param {string} id */
export function dropGame(id) {
  const s = storage();
  if (s && isGameId(id)) remove(s, savedKey(id));
}
