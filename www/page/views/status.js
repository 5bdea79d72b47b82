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
  const gameOver = h("div", { class: "game-over", hidden: true, "data-testid": "game-over" });
  // The card can be closed to see the final position; it stays closed for
  // that end, until the game goes on (undo) and ends again.
  let closedAt = "";
  // The card is rebuilt only when what it shows changes: a rebuild between
  // a press and its release (the render when the pointer leaves the board
  // for a button, say) would swallow the click on its buttons.
  let cardShown = "";

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
      const scoreText = view.seats.length > 2 || view.stashes.length ? view.seats.map((s, i) => `${s.name} ${view.scores[i]}`).join(" · ") : "";
      const scoreLine = scoreText ? [h("p", { "data-testid": "final-scores" }, [scoreText])] : [];
      // Which end this is: the actions played and why it ended (a chosen end
      // after the same actions is another one). Read from the view, not by
      // encoding the record on every render.
      const ended = `${view.moves.length}:${status.reason}`;
      const close = () => {
        closedAt = ended;
        gameOver.hidden = true;
      };
      const swapped = c.seats.anyComputer && !c.seats.allComputer;
      const card = JSON.stringify([ended, text, scoreText, swapped]);
      if (card !== cardShown) {
        cardShown = card;
        gameOver.replaceChildren(
          h("button", { type: "button", class: "close", onclick: close, "aria-label": "Close, to see the final position", "data-testid": "close-game-over" }, [
            "×",
          ]),
          h("p", { class: "headline", "data-testid": "winner" }, [`${text}!`]),
          h("p", {}, [status.reason.charAt(0).toUpperCase() + status.reason.slice(1) + "."]),
          ...scoreLine,
          h("div", { class: "buttons" }, [
            h("button", { type: "button", onclick: () => on.playAgain(false), "data-testid": "play-again" }, ["Play again"]),
            ...(swapped
              ? [h("button", { type: "button", onclick: () => on.playAgain(true), "data-testid": "play-again-swapped" }, ["Play again, seats swapped"])]
              : []),
          ]),
        );
      }
      gameOver.hidden = closedAt === ended;
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
