// What a lesson is: the figures of a game's rules page and the tasks of its
// guided first game, as data. Each game's data is in the file named after
// it; the rules page (learn/rules-page.js) and the guided game
// (learn/tutorial-page.js) draw them with the site's own board, and
// tests/unit/lessons.test.mjs checks every claim below against the engine.

import madBishops from "./mad-bishops.js";
import madRooks from "./mad-rooks.js";
import kobudai from "./kobudai.js";
import martianCheckers from "./martian-checkers.js";
import crossHairs from "./cross-hairs.js";

/** @typedef {import("../engine").ActionKind} ActionKind */

/**
 * What a figure's caption says, for the engine to confirm: an action is
 * legal and of a kind; a press (from a picked-up piece, or none, to a
 * cell) is refused with a reason containing `says`, outlining `cells`; a
 * cell holds a King of `owner` after the figure's actions; the player to
 * act has exactly `moves` actions.
 * @typedef {{legal: string, kind: ActionKind} | {refused: [string|null, string], says: string, cells?: string[]}
 *   | {king: string, owner: number} | {moves: number}} Claim
 */

/**
 * One figure: a small live board beside rule number `rule` of the game's
 * rules (GameInfo.rules). The board starts from `position` (the game's
 * start when absent) with `options`, then plays `actions` (or the game's
 * sample record when `sample`), so that the last action's changes show.
 * `select` picks a piece up to show its marks; `allMarks` shows every
 * piece's; `outline` points cells out.
 * @typedef {{id: string, title: string, caption: string, rule: number, options?: string,
 *   position?: string, actions?: string[], sample?: boolean, select?: string, allMarks?: boolean,
 *   outline?: string[], claims: Claim[]}} Figure
 */

/**
 * One task of the guided first game, on a prepared position. It is done
 * when the actions played from the position are one of `answers`, or when
 * one action of a kind in `kinds` is played. `praise` is said when it is
 * done; `wrong` when a legal action is not the answer (or `hints[action]`
 * for that action). `answers[0]` is the answer shown on request.
 * @typedef {{id: string, title: string, prompt: string, position?: string, options?: string, select?: string,
 *   answers?: string[][], kinds?: ActionKind[], praise: string, wrong: string,
 *   hints?: Record<string, string>}} Task
 */

/**
 * A game's lessons; `intro` opens the guided game.
 * @typedef {{intro: string, figures: Figure[], tasks: Task[]}} Lesson
 */

/** @type {Record<string, Lesson>} */
const LESSONS = {
  "mad-bishops": madBishops,
  "mad-rooks": madRooks,
  kobudai,
  "martian-checkers": martianCheckers,
  "cross-hairs": crossHairs,
};

/** The lessons of a game, or null for a game with none. @param {string} game @returns {Lesson|null} */
export function lessonFor(game) {
  return Object.hasOwn(LESSONS, game) ? LESSONS[game] : null;
}

/** Every game's lessons, by game id. */
export function allLessons() {
  return Object.entries(LESSONS);
}
