// Games that come from elsewhere into a running page: the rule text's
// sample game, a pasted record or position, a game this browser saved.
// Each replaces the controller's session, or leaves the game as it was
// and answers why.

import { message, openSession, readPasted } from "../game-source.js";
import { enterReplay } from "./browse.js";
import { parseSeats } from "./seats.js";
import { excerpt } from "../address.js";

/** @typedef {import("./controller.js").GameController} GameController */

/** Loads the rule text's sample game at its start, to replay. @param {GameController} c */
export function startSample(c) {
  c.replaceSession(new c.engine.GameSession(c.info.id, c.options, undefined, c.info.sample), undefined);
  enterReplay(c, "the sample game", 0);
  c.gameChanged("The sample game is loaded at its start.");
}

/**
 * Loads pasted text: a record and/or a position replace the game, which
 * then replays from its end. On a problem the game is left as it was and
 * the problem is returned.
 * @param {GameController} c @param {string} text
 * @returns {string|null}
 */
export function loadPasted(c, text) {
  const pasted = readPasted(text);
  if ("problem" in pasted) return pasted.problem;
  let session;
  try {
    session = new c.engine.GameSession(c.info.id, c.options, pasted.position, pasted.record);
  } catch (e) {
    const what = pasted.record ? "record" : "position";
    return `This ${what} could not be loaded, so the game is unchanged: ${message(e)}.`;
  }
  c.replaceSession(session, pasted.position);
  enterReplay(c, "the loaded record");
  c.gameChanged("The record is loaded; you can step through it or play on.");
  return null;
}

/**
 * Brings back a saved game: its compact record and who played each seat.
 * Answers a problem (the game left as it was), or null.
 * @param {GameController} c @param {{code: string, seats: string}} saved
 */
export function resumeSaved(c, saved) {
  const opened = openSession(c.engine, c.info.id, c.options, { r: saved.code });
  if (opened.problems.length) {
    opened.session.free();
    return opened.problems.join(" ");
  }
  c.replaceSession(opened.session, undefined);
  // A saved value is outside input: a player kind the site does not know plays as a person.
  const { kinds, unknown } = parseSeats(String(saved.seats ?? ""), c.seats.kinds.length, c.seats.levels);
  kinds.forEach((kind, i) => c.seats.set(i + 1, kind));
  c.gameChanged("Your saved game is back.");
  if (unknown.length) c.say(`The saved game named players this site does not know (${excerpt(unknown.join(", "))}); they play as Human.`);
  return null;
}
