// A game's rules page (#/rules/GAME): each rule of the engine's rules text
// beside the figures that illustrate it, each a live board to try. The same
// figures are shown in the game page's Rules panel, and one figure alone is
// the embed #/embed/rules/GAME?figure=ID.

import { h } from "../dom.js";
import { siteUrl } from "../address.js";
import { credit } from "../page/views/legend.js";
import { FigureBoard } from "./figure-board.js";

/** @typedef {import("../engine").Engine} Engine */
/** @typedef {import("../engine").GameInfo} GameInfo */
/** @typedef {import("../lessons/lesson.js").Lesson} Lesson */
/** @typedef {import("../lessons/lesson.js").Figure} Figure */

/**
 * A figure's board with its caption: the title, the text, and (for the
 * sample game) a link to replay it.
 * @param {Engine} engine @param {GameInfo} info @param {Figure} figure @param {{embedLinks: boolean}} options
 */
export function figureBoard(engine, info, figure, { embedLinks }) {
  const caption = [h("strong", {}, [figure.title]), " ", figure.caption];
  if (figure.sample) caption.push(" ", h("a", { href: `#/${info.id}?mode=replay&record=${encodeURIComponent(info.sample)}` }, ["Replay the sample game"]));
  if (embedLinks) caption.push(" ", embedCode(info, figure));
  return new FigureBoard(engine, info, figure, { caption, label: `${info.name}: ${figure.title}` });
}

/** How to put the figure in a blog post: an iframe of the figure's embed. @param {GameInfo} info @param {Figure} figure */
function embedCode(info, figure) {
  const src = `${siteUrl()}#/embed/rules/${info.id}?figure=${figure.id}`;
  const code = `<iframe src="${src}" width="360" height="480" title="${info.name}: ${figure.title}" style="border:0"></iframe>`;
  return h("details", { class: "figure-embed" }, [
    h("summary", {}, ["Embed"]),
    h("p", {}, ["Paste this into a page to show this figure, live, with its caption:"]),
    h("textarea", { readonly: true, rows: "3", "data-testid": "figure-embed-code" }, [code]),
  ]);
}

/** The rules page of one game. */
export class RulesPage {
  /** @param {HTMLElement} root @param {Engine} engine @param {GameInfo} info @param {Lesson} lesson */
  constructor(root, engine, info, lesson) {
    /** @type {FigureBoard[]} */
    this.boards = [];
    const sections = info.rules.map((text, i) => {
      const figures = lesson.figures.filter((f) => f.rule === i).map((f) => figureBoard(engine, info, f, { embedLinks: true }));
      this.boards.push(...figures);
      return h("section", { class: figures.length ? "rule illustrated" : "rule" }, [
        h("p", {}, [text]),
        ...(figures.length
          ? [
              h(
                "div",
                { class: "rule-figures" },
                figures.map((b) => b.element),
              ),
            ]
          : []),
      ]);
    });
    root.replaceChildren(
      h("div", { class: "rules-page" }, [
        h("h1", {}, [`${info.name}: the rules`]),
        h("p", { class: "credit" }, [
          `${info.name} was designed ${credit(info)}. Every figure is a live board: press a piece to see its moves, and Reset to put it back.`,
        ]),
        h("p", { class: "rules-links" }, [
          h("a", { href: `#/learn/${info.id}` }, ["Learn by playing"]),
          " · ",
          h("a", { href: `#/${info.id}` }, ["Play"]),
          " · ",
          h("a", { href: `#/${info.id}?seats=human,easy` }, ["Play the computer"]),
          " · ",
          h("a", { href: "#/" }, ["All games"]),
        ]),
        ...sections,
      ]),
    );
    document.title = `${info.name} rules · Abstract board games`;
  }

  destroy() {
    for (const b of this.boards) b.destroy();
  }
}

/** One figure alone, for an iframe in someone's page, with a link to the rules. */
export class FigureEmbed {
  /** @param {HTMLElement} root @param {Engine} engine @param {GameInfo} info @param {Figure} figure */
  constructor(root, engine, info, figure) {
    this.board = figureBoard(engine, info, figure, { embedLinks: false });
    const open = h("a", { href: `${siteUrl()}#/rules/${info.id}`, target: "_blank", rel: "noopener", "data-testid": "embed-open" }, ["all the rules ↗"]);
    const title = h("p", { class: "embed-title" }, [h("strong", {}, [info.name]), ` ${credit(info)} · `, open]);
    root.replaceChildren(h("div", { class: "figure-embed-page" }, [title, this.board.element]));
    document.title = `${info.name}: ${figure.title}`;
  }

  destroy() {
    this.board.destroy();
  }
}
