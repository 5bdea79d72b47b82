// Which tasks of a game's guided first game the player has done, kept in
// the browser. A stored value is outside input: only the ids of the game's
// own tasks are read back, anything else is ignored.

import { readPreference, writePreference } from "../preferences.js";

const PREFIX = "abstract-games/learned/";

/** The ids of the done tasks of `game` among `taskIds`. @param {string} game @param {string[]} taskIds @returns {Set<string>} */
export function readProgress(game, taskIds) {
  let stored = [];
  try {
    stored = JSON.parse(readPreference(PREFIX + game) ?? "[]");
  } catch {
    stored = [];
  }
  return new Set(Array.isArray(stored) ? taskIds.filter((id) => stored.includes(id)) : []);
}

/** Keeps `done` for `game`; false when the browser refuses. @param {string} game @param {Set<string>} done */
export function writeProgress(game, done) {
  return writePreference(PREFIX + game, JSON.stringify([...done]));
}
