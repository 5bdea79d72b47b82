// The guided first game of a game (#/learn/GAME): its tasks one at a time
// on prepared positions, each checked by the engine as it is played (an
// illegal press gets the engine's reason on the board; a legal action is
// judged by judge.js). Progress is remembered; the last task leads to a
// game against the computer.

import { h } from "../dom.js";
import { FigureBoard } from "./figure-board.js";
import { judge, shownAnswer } from "./judge.js";
import { readProgress, writeProgress } from "./progress.js";

/** @typedef {import("../engine").Engine} Engine */
/** @typedef {import("../engine").GameInfo} GameInfo */
/** @typedef {import("../lessons/lesson.js").Lesson} Lesson */

export class TutorialPage {
  /** @param {HTMLElement} root @param {Engine} engine @param {GameInfo} info @param {Lesson} lesson */
  constructor(root, engine, info, lesson) {
    this.engine = engine;
    this.info = info;
    this.lesson = lesson;
    const ids = lesson.tasks.map((t) => t.id);
    this.done = readProgress(info.id, ids);
    /** @type {FigureBoard|null} */
    this.board = null;
    this.index = Math.max(
      0,
      ids.findIndex((id) => !this.done.has(id)),
    );
    this.steps = h("ol", { class: "task-list", "data-testid": "task-list" });
    this.prompt = h("p", { class: "task-prompt", "data-testid": "task-prompt" });
    this.heading = h("h2", {});
    this.feedback = h("p", { class: "task-feedback", "aria-live": "polite", "data-testid": "task-feedback" });
    this.boardSlot = h("div", { class: "task-board" });
    this.retry = h("button", { type: "button", "data-testid": "task-retry", onclick: () => this.open(this.index) }, ["Try again"]);
    this.show = h("button", { type: "button", "data-testid": "task-show", onclick: () => this.showAnswer() }, ["Show me"]);
    this.next = h("button", { type: "button", "data-testid": "task-next", onclick: () => this.open(this.index + 1) }, ["Next task"]);
    this.finish = h("p", { class: "task-finish", "data-testid": "learn-finish" }, [
      "You know the rules. ",
      h("a", { class: "play-computer", href: `#/${info.id}?seats=human,easy`, "data-testid": "learn-play" }, ["Play a game against the computer (Easy)"]),
    ]);
    root.replaceChildren(
      h("div", { class: "learn-page" }, [
        h("h1", {}, [`Learn ${info.name}`]),
        h("p", {}, [lesson.intro, " ", h("a", { href: `#/rules/${info.id}` }, ["The rules with pictures"]), " · ", h("a", { href: "#/" }, ["All games"])]),
        this.steps,
        h("section", { class: "task" }, [
          this.heading,
          this.prompt,
          this.boardSlot,
          this.feedback,
          h("div", { class: "task-buttons" }, [this.retry, this.show, this.next]),
          this.finish,
        ]),
      ]),
    );
    document.title = `Learn ${info.name} · Abstract board games`;
    this.open(this.index);
  }

  /** Opens task `index` on a fresh board. @param {number} index */
  open(index) {
    const tasks = this.lesson.tasks;
    this.index = Math.min(Math.max(0, index), tasks.length - 1);
    const task = tasks[this.index];
    this.board?.destroy();
    this.judged = false;
    this.board = new FigureBoard(this.engine, this.info, task, {
      label: `${this.info.name}, task ${this.index + 1}`,
      onPlayed: (board) => this.judge(board),
    });
    this.boardSlot.replaceChildren(this.board.element);
    this.heading.textContent = `Task ${this.index + 1} of ${tasks.length}: ${task.title}`;
    this.prompt.textContent = task.prompt;
    this.setFeedback("", "");
    this.retry.hidden = true;
    this.show.hidden = true;
    this.renderSteps();
  }

  /** Judges the actions played on the board so far. @param {FigureBoard} board */
  judge(board) {
    if (this.judged || board !== this.board) return;
    const task = this.lesson.tasks[this.index];
    const judgement = judge(task, board.played);
    if (judgement.verdict === "going") {
      this.setFeedback(judgement.text, "going");
      return;
    }
    this.judged = true;
    // A judged task takes no more presses: Try again or Next go on.
    board.freeze();
    if (judgement.verdict === "right") {
      this.done.add(task.id);
      writeProgress(this.info.id, this.done);
      this.setFeedback(`Well done! ${judgement.text}`, "right");
      this.renderSteps();
    } else {
      this.setFeedback(judgement.text, "wrong");
      this.retry.hidden = false;
      this.show.hidden = shownAnswer(task) === null;
    }
  }

  /** Puts the task back and plays its answer, for the board to show. */
  showAnswer() {
    const task = this.lesson.tasks[this.index];
    const answer = task.answers?.[0];
    if (!answer || !this.board) return;
    this.board.reset();
    this.judged = true;
    for (const action of answer) this.board.controller.play(action);
    this.board.freeze();
    this.setFeedback(`The answer: ${shownAnswer(task)}. ${task.praise}`, "shown");
    this.retry.hidden = false;
    this.show.hidden = true;
  }

  /** @param {string} text @param {string} state "right", "wrong", "going", "shown" or "" */
  setFeedback(text, state) {
    this.feedback.textContent = text;
    this.feedback.dataset.state = state;
    // On a phone the board fills the screen: what was said must come into view.
    if (text) this.feedback.scrollIntoView({ block: "nearest" });
    const tasks = this.lesson.tasks;
    const last = this.index === tasks.length - 1;
    this.next.hidden = last || !this.done.has(tasks[this.index].id);
    // Every task done, in any order (or before, in an earlier visit): on to a real game.
    this.finish.hidden = !tasks.every((t) => this.done.has(t.id));
  }

  renderSteps() {
    this.steps.replaceChildren(
      ...this.lesson.tasks.map((t, i) =>
        h("li", { class: i === this.index ? "current" : "", "data-done": this.done.has(t.id) ? "yes" : "no" }, [
          h("button", { type: "button", class: "task-step", onclick: () => this.open(i), "aria-current": i === this.index ? "step" : false }, [
            `${i + 1}. ${t.title}${this.done.has(t.id) ? " ✓" : ""}`,
          ]),
        ]),
      ),
    );
  }

  destroy() {
    this.board?.destroy();
  }
}
