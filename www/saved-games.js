// Games in progress, kept in the browser's localStorage as they are played,
// one per game and variant, so a player who comes back is offered theirs.
//
// Storage may be missing or refuse (a sandboxed iframe, private modes, a
// full disk), and what is stored may be corrupt or written by something
// else: every read is checked, and a bad value is dropped with a notice,
// never a broken page.

const KEY = "abstract-games/saved/v1";

/**
 * @typedef {{game: string, options: string, code: string, actions: number,
 *   seats: string, savedAt: number}} SavedGame
 */

/** The browser's localStorage, or null where the page may not use it. */
function storage() {
  try {
    const s = window.localStorage;
    return s ?? null;
  } catch {
    return null;
  }
}

/** A saved game's key: its game and variant. @param {string} game @param {string} options */
export function slot(game, options) {
  return options ? `${game}?${options}` : game;
}

/** Whether `value` is a saved game as this version writes them. @param {any} value @returns {value is SavedGame} */
function isSavedGame(value) {
  return (
    value !== null &&
    typeof value === "object" &&
    typeof value.game === "string" &&
    typeof value.options === "string" &&
    typeof value.code === "string" &&
    // The compact record's alphabet, and "." for a player who left the game.
    /^[A-Za-z0-9_.-]*$/.test(value.code) &&
    Number.isInteger(value.actions) &&
    value.actions > 0 &&
    typeof value.seats === "string" &&
    Number.isFinite(value.savedAt)
  );
}

/**
 * Every saved game that reads back, and a notice when some did not.
 * @returns {{games: Map<string, SavedGame>, notice: string|null}}
 */
export function loadSavedGames() {
  const games = new Map();
  const s = storage();
  if (!s) return { games, notice: null };
  let raw;
  try {
    raw = s.getItem(KEY);
  } catch {
    return { games, notice: null };
  }
  if (raw === null) return { games, notice: null };
  let parsed;
  try {
    parsed = JSON.parse(raw);
  } catch {
    forget(s);
    return { games, notice: "Your saved games could not be read, so they were set aside." };
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    forget(s);
    return { games, notice: "Your saved games could not be read, so they were set aside." };
  }
  let dropped = 0;
  for (const [key, value] of Object.entries(parsed)) {
    if (isSavedGame(value) && key === slot(value.game, value.options)) games.set(key, value);
    else dropped += 1;
  }
  if (dropped) {
    write(s, games);
    return { games, notice: `${dropped === 1 ? "A saved game" : `${dropped} saved games`} could not be read and ${dropped === 1 ? "was" : "were"} set aside.` };
  }
  return { games, notice: null };
}

/** @param {Storage} s */
function forget(s) {
  try {
    s.removeItem(KEY);
  } catch {
    // Nothing more can be done; the value is ignored.
  }
}

/** @param {Storage} s @param {Map<string, SavedGame>} games */
function write(s, games) {
  try {
    s.setItem(KEY, JSON.stringify(Object.fromEntries(games)));
    return true;
  } catch {
    return false;
  }
}

/** Keeps `game` (replacing the one of the same variant); false when storage refused. */
export function saveGame(/** @type {SavedGame} */ game) {
  const s = storage();
  if (!s) return false;
  const { games } = loadSavedGames();
  games.set(slot(game.game, game.options), game);
  return write(s, games);
}

/** Forgets the saved game of this variant, if any. @param {string} game @param {string} options */
export function dropGame(game, options) {
  const s = storage();
  if (!s) return;
  const { games } = loadSavedGames();
  if (games.delete(slot(game, options))) write(s, games);
}
