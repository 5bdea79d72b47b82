// The game page's Rules section: the rules text with its figures, drawn the
// first time the section is opened (a closed section costs nothing), and a
// link to the rules page.

import { h } from "../../dom.js";
import { credit } from "./legend.js";
import { figureBoard } from "../../learn/rules-page.js";
import { lessonFor } from "../../lessons/lesson.js";

/** @typedef {import("../../learn/figure-board.js").FigureBoard} FigureBoard */

/** @param {import("../../engine").Engine} engine @param {import("../../engine").GameInfo} info */
export function buildRulesPanel(engine, info) {
  const lesson = lessonFor(info.id);
  /** @type {FigureBoard[]} */
  const boards = [];
  const body = h("div", { class: "rules-body" });
  const details = h("details", { class: "rules", "data-testid": "rules-panel" }, [
    h("summary", {}, ["Rules"]),
    h("p", { class: "credit" }, [
      `${info.name} was designed ${credit(info)}. `,
      h("a", { href: `#/rules/${info.id}`, "data-testid": "rules-page-link" }, ["The rules with pictures"]),
      " · ",
      h("a", { href: `#/learn/${info.id}` }, ["Learn by playing"]),
    ]),
    body,
  ]);
  const paragraphs = () =>
    info.rules.map((text, i) => {
      const figures = (lesson?.figures ?? []).filter((f) => f.rule === i).map((f) => figureBoard(engine, info, f, { embedLinks: false }));
      boards.push(...figures);
      return h("div", { class: "rule" }, [h("p", {}, [text]), ...figures.map((b) => b.element)]);
    });
  // The text is there from the start (for find-in-page); the figures come with the first opening.
  body.replaceChildren(...info.rules.map((text) => h("p", {}, [text])));
  details.addEventListener("toggle", () => {
    if (details.open && !boards.length) body.replaceChildren(...paragraphs());
  });
  return {
    element: details,
    destroy() {
      for (const b of boards) b.destroy();
    },
  };
}
