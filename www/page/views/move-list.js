// The move list: a line per turn with its actions ("14. ● d2 · h4i3"), and
// the way to look back through the game (page/browse.js). A click shows the
// position after a turn; with the list focused the arrow keys step through
// the turns, Page Up and Page Down ten at a time, Home goes to the start,
// End or Escape back to the game. Lines are added and removed as the game
// changes, never all rebuilt, and sit in blocks of CHUNK lines that the
// browser skips when out of view: a long game's list costs no more to keep
// up than a short one's.

import { h } from "../../dom.js";
import { seatDot } from "./dot.js";
import { shownTurn, showTurn, stepTurns } from "../browse.js";

/** @typedef {import("../controller.js").GameController} GameController */
/** @typedef {import("../../engine").Move} Move */
/** @typedef {import("../../engine").Seat} Seat */
/** @typedef {{turn: number, player: number, actions: string[]}} TurnLine */

/** The keys of the list and how many turns each steps. @type {Record<string, number>} */
const KEY_STEPS = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1, PageUp: -10, PageDown: 10, Home: -Infinity, End: Infinity, Escape: Infinity };

/** Actions grouped by turn, in order. @param {Move[]} moves @returns {TurnLine[]} */
export function turnLines(moves) {
  /** @type {TurnLine[]} */
  const lines = [];
  for (const m of moves) {
    const last = lines.at(-1);
    if (last && last.turn === m.turn) last.actions.push(m.action);
    else lines.push({ turn: m.turn, player: m.player, actions: [m.action] });
  }
  return lines;
}

/** "14. d2 · h4i3": a turn as the list writes it, without the player's dot. @param {TurnLine} line */
export function turnText(line) {
  return `${line.turn}. ${line.actions.join(" · ")}`;
}

/** How many lines a block of the list holds (style.css lets the browser skip blocks out of view). */
const CHUNK = 100;

/** Tells lists apart, for the ids of their lines (a blog post may hold several games). */
let lists = 0;

/** @param {GameController} c */
export function buildMoveList(c) {
  const id = `moves-${++lists}`;
  const element = /** @type {HTMLDivElement} */ (
    h("div", {
      class: "moves",
      "data-testid": "moves",
      role: "listbox",
      tabindex: "0",
      "aria-label": "Moves. Arrow keys look back through the turns; End returns to the game.",
    })
  );
  element.addEventListener("click", (e) => {
    const line = /** @type {HTMLElement|null} */ (/** @type {Element} */ (e.target).closest("li[data-turn]"));
    if (line) showTurn(c, Number(line.dataset.turn));
  });
  element.addEventListener("keydown", (e) => {
    const steps = KEY_STEPS[e.key];
    if (steps === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    stepTurns(c, steps);
  });
  /** The lines drawn, one per turn. @type {HTMLLIElement[]} */
  const lines = [];
  /** The blocks of lines, CHUNK each; line n (from 0) is in block n / CHUNK. @type {HTMLOListElement[]} */
  const chunks = [];

  /** Adds a line at the end of the list. @param {HTMLLIElement} li */
  const appendLine = (li) => {
    const at = Math.floor(lines.length / CHUNK);
    if (!chunks[at]) {
      chunks[at] = /** @type {HTMLOListElement} */ (h("ol", { class: "moves-chunk", role: "none" }));
      element.append(chunks[at]);
    }
    chunks[at].append(li);
    lines.push(li);
  };

  /** Takes the last line off the list. */
  const removeLine = () => {
    lines.pop()?.remove();
    while (chunks.length > Math.ceil(lines.length / CHUNK)) chunks.pop()?.remove();
  };
  /** The moves last drawn (the controller reads new ones after each change). @type {Move[]|null} */
  let drawn = null;
  /** @type {HTMLLIElement|null} */
  let selected = null;

  /** @param {TurnLine} line @param {Seat[]} seats */
  const makeLine = (line, seats) => {
    const text = turnText(line);
    const li = /** @type {HTMLLIElement} */ (
      h("li", { id: `${id}-${line.turn}`, role: "option", "aria-selected": "false", "data-turn": String(line.turn) }, [seatDot(seats[line.player - 1]), text])
    );
    return li;
  };

  /**
   * Keeps the lines in step with `moves`, at a cost that does not grow with
   * the game: the controller keeps the very same move objects for the moves
   * that still hold, so the moves drawn and the new ones agree up to the
   * last shared object, and only the turns from there on are drawn again.
   * @param {Move[]} moves @param {Seat[]} seats
   */
  const update = (moves, seats) => {
    const old = drawn ?? [];
    let common = Math.min(old.length, moves.length);
    while (common > 0 && old[common - 1] !== moves[common - 1]) common--;
    const turn = Math.min(old[common]?.turn ?? Infinity, moves[common]?.turn ?? Infinity);
    if (turn === Infinity) return;
    let start = common;
    while (start > 0 && moves[start - 1].turn >= turn) start--;
    while (lines.length && Number(lines[lines.length - 1].dataset.turn) >= turn) removeLine();
    for (const line of turnLines(moves.slice(start))) appendLine(makeLine(line, seats));
  };

  /** Scrolls the list itself (never the page: on a phone that hid the board) to show `li`. @param {HTMLElement} li */
  const keepInView = (li) => {
    const top = li.offsetTop;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + li.offsetHeight > element.scrollTop + element.clientHeight) element.scrollTop = top + li.offsetHeight - element.clientHeight;
  };

  /** @param {GameController} c */
  function render(c) {
    const moves = c.listedMoves();
    const changed = moves !== drawn;
    if (changed) {
      update(moves, c.view.seats);
      drawn = moves;
    }
    // The line of the shown position, while looking back or replaying.
    const browsing = c.shownAt !== null || c.replay.replaying;
    const turn = browsing ? shownTurn(c) : 0;
    // Turns are numbered from 1 without gaps, so line n - 1 is turn n.
    const line = lines[turn - 1]?.dataset.turn === String(turn) ? lines[turn - 1] : null;
    if (line !== selected) {
      selected?.setAttribute("aria-selected", "false");
      line?.setAttribute("aria-selected", "true");
      selected = line;
      if (line) element.setAttribute("aria-activedescendant", line.id);
      else element.removeAttribute("aria-activedescendant");
    }
    if (line) keepInView(line);
    else if (changed && !browsing) element.scrollTop = element.scrollHeight;
  }
  return { element, render };
}
