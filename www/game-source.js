// Where a game page's game comes from: the address (a start position and a
// record, compact or in notation) or text a player pasted (a record, a
// position, or both as the page exports them). A bad part is reported and
// left out, never a broken page.

import { tooLong } from "./address.js";

/** The engine's message for a failed call. @param {unknown} error */
export function message(error) {
  return String(error instanceof Error ? error.message : error);
}

/**
 * Starts the game from the address's settings.
 * @param {import("./engine").Engine} wasm the wasm bindings
 * @param {string} game @param {string} options KEY=VALUE options
 * @param {import("./address.js").Settings} settings
 * @returns {{session: import("./engine").GameSession, startPosition: string|undefined, problems: string[]}}
 */
export function openSession(wasm, game, options, settings) {
  const problems = [];
  let startPosition;
  let session;
  if (settings.position) {
    try {
      session = new wasm.GameSession(game, options, settings.position, undefined);
      startPosition = settings.position;
    } catch (e) {
      problems.push(`The position in the address could not be read (${message(e)}), so the game starts from its usual position.`);
    }
  }
  session ??= new wasm.GameSession(game, options, undefined, undefined);
  try {
    if (settings.r) {
      session.playCompact(settings.r);
    } else if (settings.record) {
      const played = new wasm.GameSession(game, options, startPosition, settings.record);
      session.free();
      session = played;
    }
  } catch (e) {
    problems.push(`The record in the address could not be read (${message(e)}), so the game starts from the beginning.`);
  }
  return { session, startPosition, problems };
}

/**
 * Reads pasted text: lines starting with `#` are comments, a word with a
 * `/` is a position, move numbers (`12.`) are skipped, and the rest is the
 * record.
 * @param {string} text
 * @returns {{position?: string, record: string} | {problem: string}}
 */
export function readPasted(text) {
  const long = tooLong("pasted text", String(text ?? ""));
  if (long) return { problem: long.replace("so it was left out", "so nothing was loaded") };
  const words = String(text ?? "")
    .split(/\r?\n/)
    .filter((line) => !line.trim().startsWith("#"))
    .join(" ")
    .split(/\s+/)
    .filter((w) => w && !/^\d+\.+$/.test(w));
  const positions = words.filter((w) => w.includes("/"));
  if (positions.length > 1) return { problem: "There are two positions in the text; paste one." };
  const record = words.filter((w) => !w.includes("/")).join(" ");
  if (!positions.length && !record) return { problem: "There is nothing to load: paste a record, a position or a link." };
  return { position: positions[0], record };
}

/**
 * The text Download record saves: comments naming the game, then the start
 * position when there is one, then the record. `readPasted` reads it back.
 * @param {{name: string, designer: string, optionsLine: string, position?: string, record: string, link: string}} game
 */
export function exportText({ name, designer, optionsLine, position, record, link }) {
  const lines = [`# ${name}, by ${designer}${optionsLine ? ` (${optionsLine})` : ""}`, `# ${link}`];
  if (position) lines.push(position);
  lines.push(record);
  return `${lines.join("\n")}\n`;
}
