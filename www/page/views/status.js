// The game's status in the panel: whose turn (and whether the computer is
// thinking), what the latest turns did, the turn's note, the scores and stashes, the cells left, and
// the game-over card over the board. Draws from the controller's state.

import { h } from "../../dom.js";
import { seatDot } from "./dot.js";
import { turnWords } from "../turn-marks.js";
import { lookingCaption } from "../browse.js";

/** @typedef {import("../controller.js").GameController} GameController */

/**
 * @param {{playAgain: (swapped: boolean) => void}} on
 */
export function buildStatus(on) {
  const turn = h("p", { class: "turn", "data-testid": "turn" });
  const note = h("p", { class: "note", "data-testid": "note", hidden: true });
  const lastTurn = h("p", { class: "last-turn", "data-testid": "last-turn", hidden: true });
  const scores = h("ul", { class: "scores", "data-testid": "scores" });
  const cellsLeft = h("p", { class: "cells-left", "data-testid": "cells-left", hidden: true });
  // The card can be closed to see the final position; it stays closed for
  // that end, until the game goes on (undo) and ends again.
  let closedAt = "";
  // Which end the card shows: the actions played and why it ended (a chosen
  // end after the same actions is another one).
  let shownEnd = "";
  // The card's elements are made once, as the controls' buttons are, and
  // render only sets their text and shows them: buttons made anew on every
  // render lost clicks, a render between a press and its release (the
  // pointer leaving the board for the card, say) putting the two on
  // different elements.
  const closeCard = () => {
    closedAt = shownEnd;
    gameOver.hidden = true;
  };
  const close = h(
    "button",
    { type: "button", class: "close", onclick: closeCard, "aria-label": "Close, to see the final position", "data-testid": "close-game-over" },
    ["×"],
  );
  const headline = h("p", { class: "headline", "data-testid": "winner" });
  const reason = h("p");
  const finalScores = h("p", { "data-testid": "final-scores", hidden: true });
  const playAgainSwapped = h("button", { type: "button", onclick: () => on.playAgain(true), "data-testid": "play-again-swapped", hidden: true }, [
    "Play again, seats swapped",
  ]);
  const gameOver = h("div", { class: "game-over", hidden: true, "data-testid": "game-over" }, [
    close,
    headline,
    reason,
    finalScores,
    h("div", { class: "buttons" }, [
      h("button", { type: "button", onclick: () => on.playAgain(false), "data-testid": "play-again" }, ["Play again"]),
      playAgainSwapped,
    ]),
  ]);

  /** @param {GameController} c */
  function render(c) {
    const view = c.view;
    const status = view.status;
    const seat = (/** @type {number} */ p) => view.seats[p - 1];
    const unit = (/** @type {number} */ n) => (n === 1 ? c.info.score_name.replace(/s$/, "") : c.info.score_name);
    if (c.lookingBack) {
      // The game as it stands is not on the board; its card waits for the return.
      turn.replaceChildren(`${lookingCaption(c)}: the game waits.`);
      gameOver.hidden = true;
    } else if (status.over) {
      const text = c.headline();
      turn.replaceChildren(`Game over: ${text}.`);
      const manyScores = view.seats.length > 2 || view.stashes.length > 0;
      finalScores.textContent = manyScores ? view.seats.map((s, i) => `${s.name} ${view.scores[i]}`).join(" · ") : "";
      finalScores.hidden = !manyScores;
      shownEnd = `${view.moves.length}:${status.reason}`;
      headline.textContent = `${text}!`;
      reason.textContent = status.reason.charAt(0).toUpperCase() + status.reason.slice(1) + ".";
      playAgainSwapped.hidden = !(c.seats.anyComputer && !c.seats.allComputer);
      gameOver.hidden = closedAt === shownEnd;
    } else if (status.toAct !== null) {
      closedAt = "";
      const s = seat(status.toAct);
      const level = c.computerToAct() ? c.seats.level(status.toAct) : null;
      if (level && c.seats.thinking === status.toAct) {
        turn.replaceChildren(
          seatDot(s),
          `${s.name} (computer, ${level.name}) is thinking`,
          h("span", { class: "thinking", "data-testid": "thinking", "aria-hidden": "true" }),
        );
      } else {
        turn.replaceChildren(seatDot(s), level ? `${s.name} (computer, ${level.name}) to move${c.seats.paused ? ": paused" : ""}` : `${s.name} to move`);
      }
      gameOver.hidden = true;
    }
    scores.replaceChildren(
      ...view.seats.map((s, i) => {
        const stash = view.stashes[i];
        const captured = stash ? [h("span", { class: "stash" }, [stash.length ? `captured ${stash.join(", ")}` : "nothing captured"])] : [];
        const toAct = !status.over && status.toAct === i + 1;
        const left = view.left.includes(i + 1) ? " (resigned, left the game)" : "";
        return h("li", { "data-player": String(i + 1), class: toAct ? "to-act" : "" }, [
          seatDot(s),
          `${s.name}: ${view.scores[i]} ${unit(view.scores[i])}${left}`,
          ...captured,
        ]);
      }),
    );
    if (c.info.fills_board) {
      const left = view.board.cells.length - view.pieces.length;
      cellsLeft.textContent = `${left} cell${left === 1 ? "" : "s"} left`;
      cellsLeft.hidden = false;
    }
    note.textContent = view.note ?? "";
    note.hidden = !view.note;
    const words = turnWords(c.markedTurns());
    lastTurn.textContent = words ? `${words}.` : "";
    lastTurn.hidden = !words;
  }

  return { turn, lastTurn, note, scores, cellsLeft, gameOver, render };
}
