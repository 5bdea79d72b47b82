// The game's buttons (New game, Undo, Redo, Flip board, End turn, Resign,
// End by agreement), its option choosers and the display toggles. Buttons
// call the page's callbacks; `render` only enables and shows them.

import { h } from "../../dom.js";
import * as takeBack from "../take-back.js";
import { SPEEDS } from "../../motion.js";

/** @typedef {import("../controller.js").GameController} GameController */
/** @typedef {import("../../engine").GameInfo} GameInfo */
/** @typedef {import("../../engine").GameOption} GameOption */

/**
 * The values of a game's options, from its options text: each option with
 * its value and the chosen choice.
 * @param {GameInfo} info @param {string} options
 */
export function optionValues(info, options) {
  const given = new Map(
    options
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => /** @type {[string, string]} */ (w.split("=", 2))),
  );
  return info.options.map((o) => {
    const value = given.get(o.key) ?? o.choices[0]?.value ?? "";
    return { option: o, value, choice: o.choices.find((c) => c.value === value) };
  });
}

/** "Board: 8x8 · …", or "" for a game with no options. @param {GameInfo} info @param {string} options */
export function optionsLine(info, options, separator = " · ") {
  return optionValues(info, options)
    .map(({ option, choice, value }) => `${option.label}: ${choice?.label ?? value}`)
    .join(separator);
}

/** How fast pieces move: Off, Fast, Normal, Slow. @param {{speed: string, set: (id: string) => void}} motion */
function speedChooser(motion) {
  const choices = SPEEDS.map((s) => h("option", { value: s.id, selected: s.id === motion.speed }, [s.name]));
  const onchange = (/** @type {Event} */ e) => motion.set(/** @type {HTMLSelectElement} */ (e.target).value);
  return h("label", { class: "option" }, ["Animation ", h("select", { "data-testid": "animation-speed", onchange }, choices)]);
}

/**
 * @param {{label: string, act: () => void, testid: string}} b
 */
function button({ label, act, testid }) {
  return /** @type {HTMLButtonElement} */ (h("button", { type: "button", onclick: act, "data-testid": testid }, [label]));
}

/**
 * @param {GameController} c
 * @param {{embed: boolean, newGame: (chosen: [string, string][]) => void, sound: {on: boolean, set: (on: boolean) => void},
 *   motion: {speed: string, set: (id: string) => void}}} on
 */
export function buildControls(c, on) {
  const undo = button({ label: "Undo", act: () => takeBack.undo(c), testid: "undo" });
  const redo = button({ label: "Redo", act: () => takeBack.redo(c), testid: "redo" });
  // End turn sits on the board, not in the panel: it is needed in the
  // middle of a turn, when the player's eyes and finger are on the board
  // (on a phone the panel is below it, out of view).
  const end = button({ label: "End turn", act: () => c.playEnd(), testid: "end-turn" });
  const onBoard = h("div", { class: "board-actions", hidden: true }, [end]);
  // Every game may be resigned; games with no move limit may also end by
  // agreement. The engine says how each ends.
  const can = c.endings();
  const endings = [
    ...(can.resign ? [button({ label: "Resign", act: () => c.chooseEnd("resign"), testid: "resign" })] : []),
    ...(can.agree ? [button({ label: "End by agreement", act: () => c.chooseEnd("agree"), testid: "agree" })] : []),
  ];
  const selects = optionValues(c.info, c.options).map(({ option, value }) => {
    const select = /** @type {HTMLSelectElement} */ (
      h(
        "select",
        { "data-testid": `option-${option.key}` },
        option.choices.map((ch) => h("option", { value: ch.value, selected: ch.value === value }, [ch.label])),
      )
    );
    return { key: option.key, select, label: h("label", { class: "option" }, [`${option.label} `, select]) };
  });
  const newGame = () => on.newGame(selects.map(({ key, select }) => [key, select.value]));
  const buttons = h("div", { class: "buttons" }, [
    ...(on.embed ? [] : [button({ label: "New game", act: newGame, testid: "new-game" })]),
    undo,
    redo,
    button({ label: "Flip board", act: () => c.flip(), testid: "flip" }),
    ...endings,
  ]);
  const summary = optionsLine(c.info, c.options);
  const toggle = (/** @type {string} */ testid, /** @type {string} */ text, /** @type {boolean} */ checked, /** @type {(on: boolean) => void} */ set) =>
    h("label", { class: "option" }, [
      h("input", {
        type: "checkbox",
        checked,
        "data-testid": testid,
        onchange: (/** @type {Event} */ e) => set(/** @type {HTMLInputElement} */ (e.target).checked),
      }),
      text,
    ]);
  const sized = c.view.pieces.some((p) => p.size > 0);
  const values = sized ? [toggle("show-values", " Show values", false, (showValues) => c.setOverlay({ showValues }))] : [];
  // Shown once an action has changed pieces (conversions), with their lines.
  const lines = toggle("show-lines", " Show the lines behind the last conversions", true, (v) => c.setOverlay({ hideLines: !v }));
  lines.hidden = true;

  /** @param {GameController} c */
  function render(c) {
    const over = c.view.status.over;
    undo.disabled = !c.session.canUndo() && !c.chosenEnd;
    redo.disabled = !c.session.canRedo();
    for (const b of endings) b.disabled = over;
    onBoard.hidden = !c.endTarget();
    lines.hidden = !c.view.changed.length;
  }

  return {
    buttons,
    onBoard,
    summary: summary ? [h("p", { class: "credit", "data-testid": "options" }, [summary])] : [],
    options: selects.length
      ? [
          h(
            "div",
            { class: "options" },
            selects.map((o) => o.label),
          ),
        ]
      : [],
    toggles: [...values, lines, ...(on.embed ? [] : [toggle("sound", " Sound", on.sound.on, on.sound.set), speedChooser(on.motion)])],
    render,
  };
}
