// "Who plays": a chooser per seat (Human, or the computer at a level),
// which takes effect at once, and Pause / Step / Pace for the computer.

import { h } from "../../dom.js";
import { PACES } from "../seats.js";
import { seatDot } from "./dot.js";

/** @typedef {import("../controller.js").GameController} GameController */

/** @param {GameController} c */
export function buildSeatControls(c) {
  const selects = c.view.seats.map((seat, i) => {
    const select = /** @type {HTMLSelectElement} */ (
      h("select", { "data-testid": `seat-${i + 1}`, onchange: () => c.setSeat(i + 1, select.value) }, [
        h("option", { value: "human" }, ["Human"]),
        ...c.seats.levels.map((l) => h("option", { value: l.id }, [`Computer: ${l.name}`])),
      ])
    );
    return { select, label: h("label", { class: "option seat" }, [seatDot(seat), `${seat.name} `, select]) };
  });
  const pause = /** @type {HTMLButtonElement} */ (h("button", { type: "button", "data-testid": "pause", onclick: () => c.togglePause() }, ["Pause"]));
  const step = /** @type {HTMLButtonElement} */ (
    h("button", { type: "button", "data-testid": "step", onclick: () => c.stepComputer(), title: "Let the computer play one action" }, ["Step"])
  );
  const pace = /** @type {HTMLSelectElement} */ (
    h(
      "select",
      { "data-testid": "pace", onchange: () => c.setPace(pace.value) },
      PACES.map((p) => h("option", { value: p.id }, [p.name])),
    )
  );
  const computerButtons = h("div", { class: "buttons" }, [
    pause,
    step,
    h("label", { class: "option", title: "How long each of the computer's moves stays in view" }, ["Pace ", pace]),
  ]);
  const element = h("fieldset", { class: "players" }, [h("legend", {}, ["Who plays"]), ...selects.map((s) => s.label), computerButtons]);

  /** @param {GameController} c */
  function render(c) {
    const seats = c.seats;
    selects.forEach(({ select }, i) => {
      if (select.value !== seats.kinds[i]) select.value = seats.kinds[i] ?? "human";
    });
    if (pace.value !== seats.pace.id) pace.value = seats.pace.id;
    computerButtons.hidden = !seats.anyComputer;
    pause.textContent = seats.paused ? "Resume" : "Pause";
    pause.setAttribute("aria-pressed", String(seats.paused));
    pause.disabled = c.view.status.over;
    step.disabled = !seats.paused || !c.computerToAct() || seats.thinking !== null;
  }

  return { element, render };
}
