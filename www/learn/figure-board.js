// A small live board for a figure of the rules or a task of the guided
// game: the site's renderer and input over a game controller, with all
// seats human. The reader may press pieces there: the legal marks show,
// a refused press gets the engine's explanation, and Reset puts the
// figure back as it was.

import { BoardRenderer } from "../board/renderer.js";
import { palette } from "../board/marks.js";
import { attachInput } from "../input.js";
import { h } from "../dom.js";
import { GameController } from "../page/controller.js";
import { Seats } from "../page/seats.js";
import { press, release } from "../page/presses.js";
import { renderMessageLine } from "../page/views/message-line.js";
import { exposeFigure } from "../debug.js";
import { openLesson } from "./figure-session.js";

/** @typedef {import("../engine").Engine} Engine */
/** @typedef {import("../engine").GameInfo} GameInfo */
/** @typedef {import("../lessons/lesson.js").Figure} Figure */
/** @typedef {import("../lessons/lesson.js").Task} Task */

/** Every seat is a person's: a figure's computer never thinks. */
const NO_COMPUTER = { think: async () => null, cancel() {}, destroy() {} };

export class FigureBoard {
  /**
   * @param {Engine} engine @param {GameInfo} info @param {Figure|Task} lesson
   * @param {{caption?: (string|Node)[], label: string, onPlayed?: (board: FigureBoard) => void}} options
   */
  constructor(engine, info, lesson, { caption = [], label, onPlayed = () => {} }) {
    this.engine = engine;
    this.info = info;
    this.lesson = lesson;
    this.onPlayed = onPlayed;
    /** The actions the reader played since the figure was drawn, with their kinds. @type {import("./judge.js").Played[]} */
    this.played = [];
    this.frame = 0;
    this.destroyed = false;
    const session = openLesson(engine, info, lesson);
    const seats = new Seats(
      engine.levels(),
      session.view().seats.map(() => "human"),
      NO_COMPUTER,
      {
        request: () => ({ game: info.id, options: lesson.options ?? "", record: "" }),
        play: () => {},
        changed: () => {},
        failed: () => {},
      },
    );
    this.controller = new GameController({
      engine,
      info,
      options: lesson.options ?? "",
      session,
      startPosition: lesson.position,
      seats,
      changed: (change) => this.changed(change),
    });
    this.moveCount = session.moveCount();
    /** The kind of each legal action, read before the reader acts. @type {Map<string, import("../engine").ActionKind>} */
    this.kinds = this.readKinds();
    this.canvas = h("canvas", {
      class: "board",
      tabindex: "0",
      role: "application",
      "aria-label": `${label}. Arrow keys move the cursor; Enter or Space picks a piece and places it.`,
    });
    this.box = h("div", { class: "figure-box" }, [this.canvas]);
    this.message = h("p", { class: "message figure-message", "aria-live": "polite", "data-testid": "figure-message" });
    this.endTurn = h("button", { type: "button", hidden: true, "data-testid": "figure-end", onclick: () => this.controller.playEnd() }, ["End turn"]);
    const reset = h("button", { type: "button", "data-testid": "figure-reset", onclick: () => this.reset() }, ["Reset"]);
    this.element = h("figure", { class: "figure-board", "data-figure": lesson.id }, [
      this.box,
      h("div", { class: "figure-buttons" }, [this.endTurn, reset]),
      this.message,
      ...(caption.length ? [h("figcaption", {}, caption)] : []),
    ]);
    this.renderer = new BoardRenderer(this.canvas);
    this.onTheme = () => {
      this.renderer.colours = palette(this.canvas);
      this.draw();
    };
    window.addEventListener("themechange", this.onTheme);
    const board = this.controller.view.board;
    // The box keeps the board's shape, with room for the labels round it.
    this.box.style.aspectRatio = `${board.width + 1.3} / ${board.height + 1.3}`;
    this.attachInput();
    this.resizeObserver = new ResizeObserver(() => this.fit());
    this.resizeObserver.observe(this.box);
    this.showAsDrawn();
    exposeFigure(this);
  }

  /** The figure's own marks: the piece it picks up, every piece's marks, the cells it outlines. */
  showAsDrawn() {
    const figure = /** @type {Partial<Figure>} */ (this.lesson);
    this.controller.setOverlay({ selected: this.lesson.select ?? null, allTargets: figure.allMarks ?? false, outline: figure.outline ?? [] });
  }

  /** Takes no more presses: the board only shows (a judged task). */
  freeze() {
    const c = this.controller;
    c.showOnly = true;
    c.clearPress();
    c.refresh();
    c.changed("look");
  }

  /** Back to the figure as it was drawn. */
  reset() {
    const c = this.controller;
    c.showOnly = false;
    c.replaceSession(openLesson(this.engine, this.info, this.lesson), this.lesson.position);
    c.message = "";
    this.moveCount = c.session.moveCount();
    this.played = [];
    c.gameChanged();
    this.kinds = this.readKinds();
    this.showAsDrawn();
  }

  attachInput() {
    const c = this.controller;
    attachInput(this.canvas, this.renderer, {
      press: (cell) => (this.clearFigureMarks(), press(c, cell)),
      release: (from, to) => release(c, from, to),
      drag: (drag) => c.setOverlay({ drag }),
      cursor: (cursor, showCursor) => c.setOverlay({ cursor, showCursor }),
      cancel: () => c.cancelSelection(),
      getCursor: () => c.overlay.cursor,
    });
  }

  /** Each legal action's kind, from the targets the view already holds (no second call to the engine). */
  readKinds() {
    return new Map(this.controller.view.groups.flatMap((g) => g.targets.map((t) => [t.action, t.kind])));
  }

  /** A press is the reader's: every piece's marks give way to the pressed piece's. */
  clearFigureMarks() {
    this.controller.overlay.allTargets = false;
  }

  /** @param {import("../page/controller.js").Change} change */
  changed(change) {
    if (this.destroyed) return;
    const session = this.controller.session;
    const count = session.moveCount();
    if (change === "game" && count > this.moveCount) {
      const last = session.lastMove();
      this.moveCount = count;
      if (last) this.played.push({ action: last.action, kind: this.kinds.get(last.action) ?? "step" });
      this.kinds = this.readKinds();
      this.onPlayed(this);
    }
    if (!this.frame) this.frame = requestAnimationFrame(() => this.render());
  }

  render() {
    this.frame = 0;
    const c = this.controller;
    renderMessageLine(this.message, c);
    this.endTurn.hidden = !c.endTarget();
    this.draw();
  }

  draw() {
    const c = this.controller;
    if (!this.renderer.cssWidth) return;
    c.overlay.turns = c.markedTurns();
    this.renderer.draw(c.view, c.overlay);
  }

  fit() {
    const r = this.box.getBoundingClientRect();
    if (r.width < 10) return;
    // The board was built before it was in the page, where the theme's
    // colours could not be read: read them now that it is.
    this.renderer.colours = palette(this.canvas);
    this.renderer.resize(r.width, r.height);
    this.draw();
  }

  destroy() {
    this.destroyed = true;
    window.removeEventListener("themechange", this.onTheme);
    if (this.frame) cancelAnimationFrame(this.frame);
    this.resizeObserver.disconnect();
    this.controller.session.free();
  }
}
