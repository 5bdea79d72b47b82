// A game page: the board, the side panel (turn, scores, buttons, legend,
// move list, rules) and the game-over message, wired to a wasm GameSession.
// Everything game-specific comes from the engine (view, game list).

import { BoardRenderer, drawMark, drawPiece, inkOn } from "./board.js";
import { attachInput } from "./input.js";
import { PACES, parseSeats, Seats } from "./seats.js";

/** @param {string} tag @param {Record<string,any>} [props] @param {(Node|string)[]} [children] */
export function h(tag, props = {}, children = []) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (v !== false && v != null) el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) el.append(c);
  return el;
}

/** A player's colour dot, with the seat's mark as a second cue. */
export function seatDot(seat) {
  return h("span", {
    class: "dot",
    "data-mark": seat?.mark || false,
    style: `background:${seat?.colour ?? "#888"};color:${inkOn(seat?.colour ?? "#888888")}`,
  });
}

/** "Red", "Red and Blue", "Red, Blue and Green". */
function namesList(names) {
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : names[0] ?? "";
}

export class GamePage {
  /**
   * @param {HTMLElement} root
   * @param {any} wasm the wasm bindings
   * @param {any} info the game's entry in the game list
   * @param {string} options KEY=VALUE options
   * @param {{seats?: string|null, pace?: string|null}} [settings] page settings from the address
   */
  constructor(root, wasm, info, options, settings = {}) {
    this.wasm = wasm;
    this.info = info;
    this.options = options;
    this.session = new wasm.GameSession(info.id, options, undefined, undefined);
    const seatCount = this.session.view().seats.length;
    const levels = wasm.levels();
    const { kinds, unknown } = parseSeats(settings.seats ?? null, seatCount, levels);
    this.seats = new Seats(levels, kinds, {
      request: () => ({ game: this.info.id, options: this.options, record: this.session.record() }),
      play: (action) => this.play(action),
      changed: () => this.update(),
      failed: (message) => {
        this.say(`The computer could not move: ${message}. It is paused.`);
        this.update();
      },
    });
    /** @type {import("./board.js").Overlay} */
    this.overlay = { selected: null, cursor: null, showCursor: false, drag: null, outline: [], showValues: false };
    /** An end the players chose (resignation, agreement), which the engine does not know. */
    this.chosenEnd = null;
    this.build(root);
    this.renderer = new BoardRenderer(this.canvas);
    attachInput(this.canvas, this.renderer, {
      press: (cell) => this.press(cell),
      release: (from, to) => this.release(from, to),
      drag: (state) => {
        this.overlay.drag = state;
        this.draw();
      },
      cursor: (cell, visible) => {
        this.overlay.cursor = cell;
        this.overlay.showCursor = visible;
        this.draw();
      },
      cancel: () => {
        // A piece in the middle of a jump chain stays picked up.
        if (!this.view.active) this.select(null);
      },
      getCursor: () => this.overlay.cursor,
    });
    this.resizeObserver = new ResizeObserver(() => this.fit());
    this.resizeObserver.observe(this.boardBox);
    this.update();
    const problems = [];
    if (unknown.length) problems.push(`Unknown players in the address were made human: ${unknown.join(", ")}.`);
    if (settings.pace && !this.seats.setPace(settings.pace)) problems.push(`There is no pace “${settings.pace}”; the pace is Normal.`);
    this.paceSelect.value = this.seats.pace.id;
    if (problems.length) this.say(problems.join(" "));
  }

  build(root) {
    const info = this.info;
    this.canvas = h("canvas", {
      class: "board",
      tabindex: "0",
      role: "application",
      "aria-label": `${info.name} board. Arrow keys move the cursor; Enter or Space picks a piece and places it; Escape cancels.`,
    });
    this.gameOver = h("div", { class: "game-over", hidden: true });
    this.boardBox = h("div", { class: "board-box" }, [this.canvas, this.gameOver]);
    this.turn = h("p", { class: "turn", "data-testid": "turn" });
    this.note = h("p", { class: "note", "data-testid": "note", hidden: true });
    this.scores = h("ul", { class: "scores", "data-testid": "scores" });
    this.message = h("p", { class: "message", "data-testid": "message" });
    this.moveList = h("ol", { class: "moves", "data-testid": "moves" });
    this.live = h("div", { class: "visually-hidden", "aria-live": "polite", "data-testid": "live" });
    const button = (label, action, testid) => h("button", { type: "button", onclick: action, "data-testid": testid }, [label]);
    this.undoButton = button("Undo", () => this.undo(), "undo");
    this.redoButton = button("Redo", () => this.redo(), "redo");
    this.endButton = button("End turn", () => this.playEnd(), "end-turn");
    this.endButton.hidden = true;
    const sized = this.session.view().pieces.some((p) => p.size > 0);
    const valuesBox = h("input", { type: "checkbox", "data-testid": "show-values", onchange: (e) => {
      this.overlay.showValues = e.target.checked;
      this.draw();
    } });
    const valuesToggle = sized ? [h("label", { class: "option" }, [valuesBox, " Show values"])] : [];
    this.cellsLeft = h("p", { class: "cells-left", "data-testid": "cells-left", hidden: !info.fills_board });
    const linesBox = h("input", { type: "checkbox", checked: true, "data-testid": "show-lines", onchange: (e) => {
      this.overlay.hideLines = !e.target.checked;
      this.draw();
    } });
    // Shown once an action has changed pieces (conversions), with their lines.
    this.linesToggle = h("label", { class: "option", hidden: true }, [linesBox, " Show the lines behind the last conversions"]);
    this.sampleBar = info.sample ? this.buildSampleBar() : null;
    // Games with no move limit can be stopped; the engine says how they end.
    this.endingButtons = this.session.stopped(undefined)
      ? [button("Resign", () => this.chooseEnd("resign"), "resign"), button("End by agreement", () => this.chooseEnd("agree"), "agree")]
      : [];
    const legend = h("ul", { class: "legend" });
    for (const { kind, label } of info.legend) legend.append(this.legendItem(kind, label));
    legend.append(this.legendSwatch("last", "Last move"));
    legend.append(this.legendSwatch("movable", "Can move"));
    const credit = `by ${info.designer}${info.year ? `, ${info.year}` : ""}`;
    root.replaceChildren(
      h("div", { class: "game-page" }, [
        this.boardBox,
        h("aside", { class: "panel" }, [
          h("h1", {}, [info.name]),
          h("p", { class: "credit" }, [credit]),
          ...this.optionSummary(),
          this.turn,
          this.note,
          this.scores,
          this.cellsLeft,
          ...this.optionControls(),
          this.buildSeatControls(),
          h("div", { class: "buttons" }, [
            button("New game", () => this.newGame(), "new-game"),
            this.undoButton,
            this.redoButton,
            button("Flip board", () => this.flip(), "flip"),
            this.endButton,
            ...this.endingButtons,
          ]),
          ...valuesToggle,
          this.linesToggle,
          ...(this.sampleBar ? [this.sampleBar] : []),
          this.message,
          h("h2", {}, ["Legend"]),
          legend,
          h("h2", {}, ["Moves"]),
          this.moveList,
          h("details", { class: "rules" }, [
            h("summary", {}, ["Rules"]),
            h("p", { class: "credit" }, [`${info.name} was designed ${credit}.`]),
            ...info.rules.map((p) => h("p", {}, [p])),
          ]),
        ]),
        this.live,
      ]),
    );
  }

  /**
   * The worked example: a button that loads the game's sample record, then
   * first / back / forward / last through it, with the action shown.
   */
  buildSampleBar() {
    const button = (label, action, testid, title) =>
      h("button", { type: "button", onclick: action, "data-testid": testid, title, "aria-label": title }, [label]);
    this.sampleCaption = h("p", { class: "sample-caption", "data-testid": "sample-caption" });
    this.sampleControls = h("div", { class: "buttons", hidden: true }, [
      button("First", () => this.sampleStep(-Infinity), "sample-first", "First"),
      button("◀ Back", () => this.sampleStep(-1), "sample-back", "Back one action"),
      button("Forward ▶", () => this.sampleStep(1), "sample-forward", "Forward one action"),
      button("Last", () => this.sampleStep(Infinity), "sample-last", "Last"),
    ]);
    return h("section", { class: "sample" }, [
      h("h2", {}, ["Worked example"]),
      h("p", {}, ["The sample game of the rule text, action by action, with every conversion shown. You can take over from any point."]),
      button("Replay the sample game", () => this.startSample(), "sample-start", "Replay the sample game"),
      this.sampleControls,
      this.sampleCaption,
    ]);
  }

  startSample() {
    this.seats.cancel();
    this.seats.paused = true;
    this.session.free();
    this.session = new this.wasm.GameSession(this.info.id, this.options, undefined, this.info.sample);
    this.sampleLength = this.session.view().moves.length;
    while (this.session.canUndo()) this.session.undo();
    this.replaying = true;
    this.chosenEnd = null;
    this.overlay.selected = null;
    this.sampleControls.hidden = false;
    this.update();
    this.announce("The sample game is loaded at its start.");
  }

  /** Moves through the sample by `steps` actions (±Infinity: to an end). */
  sampleStep(steps) {
    this.seats.cancel();
    for (let i = 0; i < Math.abs(steps); i++) {
      const possible = steps > 0 ? this.session.canRedo() : this.session.canUndo();
      if (!possible) break;
      if (steps > 0) this.session.redo();
      else this.session.undo();
    }
    this.overlay.selected = null;
    this.update();
    this.flashChanges();
    this.announce(this.sampleCaption.textContent);
  }

  /** The values of this game's options, from the options string. */
  optionValues() {
    const given = new Map(this.options.split(/\s+/).filter(Boolean).map((w) => w.split("=", 2)));
    return this.info.options.map((o) => {
      const value = given.get(o.key) ?? o.choices[0].value;
      return { option: o, value, choice: o.choices.find((c) => c.value === value) };
    });
  }

  /** A line naming the options this game was started with ("Board: 8x8"). */
  optionSummary() {
    const parts = this.optionValues().map(({ option, choice, value }) => `${option.label}: ${choice?.label ?? value}`);
    return parts.length ? [h("p", { class: "credit", "data-testid": "options" }, [parts.join(" · ")])] : [];
  }

  /** A select per option, read by New game. */
  optionControls() {
    this.optionSelects = this.optionValues().map(({ option, value }) => {
      const select = h("select", { "data-testid": `option-${option.key}` },
        option.choices.map((c) => h("option", { value: c.value, selected: c.value === value }, [c.label])));
      return { key: option.key, select, label: h("label", { class: "option" }, [`${option.label} `, select]) };
    });
    return this.optionSelects.length
      ? [h("div", { class: "options" }, this.optionSelects.map((o) => o.label))]
      : [];
  }

  /** New game: with the options chosen in the selects, which the address shows. */
  newGame() {
    const chosen = this.optionSelects.map(({ key, select }) => [key, select.value]);
    const current = this.optionValues().map(({ option, value }) => [option.key, value]);
    if (JSON.stringify(chosen) === JSON.stringify(current)) {
      this.restart();
      return;
    }
    // The address holds the options; the router builds the new game from it.
    const params = new URLSearchParams(chosen);
    for (const [k, v] of this.seats.toParams()) params.set(k, v);
    location.hash = `#/${this.info.id}?${params.toString().replaceAll("%2C", ",")}`;
  }

  /**
   * A select per seat (Human or Computer at a level), which takes effect at
   * once, and Pause / Step for the computer's turns.
   */
  buildSeatControls() {
    const seats = this.session.view().seats;
    this.seatSelects = seats.map((seat, i) => {
      const select = h("select", { "data-testid": `seat-${i + 1}`, onchange: (e) => this.setSeat(i + 1, e.target.value) }, [
        h("option", { value: "human", selected: this.seats.kinds[i] === "human" }, ["Human"]),
        ...this.seats.levels.map((l) => h("option", { value: l.id, selected: this.seats.kinds[i] === l.id }, [`Computer: ${l.name}`])),
      ]);
      return h("label", { class: "option seat" }, [seatDot(seat), `${seat.name} `, select]);
    });
    this.pauseButton = h("button", { type: "button", "data-testid": "pause", onclick: () => this.togglePause() }, ["Pause"]);
    this.stepButton = h("button", { type: "button", "data-testid": "step", onclick: () => this.stepComputer(), title: "Let the computer play one action" }, ["Step"]);
    this.paceSelect = h("select", { "data-testid": "pace", onchange: (e) => {
      this.seats.setPace(e.target.value);
      this.replaceAddress();
    } }, PACES.map((p) => h("option", { value: p.id }, [p.name])));
    this.computerButtons = h("div", { class: "buttons" }, [
      this.pauseButton,
      this.stepButton,
      h("label", { class: "option", title: "How long each of the computer's moves stays in view" }, ["Pace ", this.paceSelect]),
    ]);
    return h("fieldset", { class: "players" }, [h("legend", {}, ["Who plays"]), ...this.seatSelects, this.computerButtons]);
  }

  /** Makes seat `player` human or the computer at a level, and keeps the address in step. */
  setSeat(player, kind) {
    this.seats.set(player, kind);
    this.replaceAddress();
    this.update();
  }

  /** The address for this game and its players, without reloading the page. */
  replaceAddress() {
    const params = new URLSearchParams(this.options.split(/\s+/).filter(Boolean).map((w) => w.split("=", 2)));
    for (const [k, v] of this.seats.toParams()) params.set(k, v);
    const query = params.toString().replaceAll("%2C", ",");
    history.replaceState(null, "", `#/${this.info.id}${query ? `?${query}` : ""}`);
  }

  togglePause() {
    this.seats.paused = !this.seats.paused;
    if (this.seats.paused) this.seats.cancel();
    this.update();
    this.announce(this.seats.paused ? "The computer is paused." : "The computer plays on.");
  }

  /** While paused: the computer plays the one action it is to play. */
  stepComputer() {
    this.seats.consider(this.view, true);
  }

  /** True when the player to act is the computer, whose turn a press must not disturb. */
  computerToAct() {
    const s = this.view.status;
    return !s.over && s.toAct !== null && this.seats.isComputer(s.toAct);
  }

  legendItem(kind, label) {
    const c = h("canvas", { width: "28", height: "28", "aria-hidden": "true" });
    const ctx = /** @type {CanvasRenderingContext2D} */ (c.getContext("2d"));
    // Drawn on a dark square, as the marks appear on the board.
    ctx.fillStyle = getComputedStyle(document.documentElement).getPropertyValue("--square-dark").trim() || "#b58863";
    ctx.fillRect(0, 0, 28, 28);
    // A kill's mark sits round the piece it takes; a capturing jump's on
    // the empty square where the jumper lands.
    if (kind === "kill") drawPiece(ctx, { height: 1, size: 0, crowned: false }, "#999999", 14, 14, 11);
    drawMark(ctx, kind, 14, 14, 11);
    return h("li", { "data-kind": kind }, [c, label]);
  }

  legendSwatch(name, label) {
    return h("li", {}, [h("span", { class: `swatch swatch-${name}`, "aria-hidden": "true" }), label]);
  }

  fit() {
    const r = this.boardBox.getBoundingClientRect();
    this.renderer.resize(Math.max(120, r.width), Math.max(120, r.height));
    this.draw();
  }

  draw() {
    if (!this.view || !this.renderer.cssWidth) return;
    this.renderer.draw(this.view, this.overlay);
    if (window.__boardDrawnAt === undefined) window.__boardDrawnAt = performance.now();
  }

  /** Reads the session again and refreshes everything on screen. */
  update() {
    const view = this.session.view();
    if (this.chosenEnd) {
      view.status = { over: true, toAct: null, ...this.chosenEnd };
      view.groups = [];
      view.active = null;
    }
    const computerTurn = !view.status.over && this.seats.isComputer(view.status.toAct);
    // The computer's options are not the person's to press.
    if (computerTurn) view.groups = [];
    this.view = view;
    const seat = (p) => view.seats[p - 1];
    const status = view.status;
    const unit = (n) => (n === 1 ? this.info.score_name.replace(/s$/, "") : this.info.score_name);
    if (status.over) {
      const names = status.winners.map((p) => seat(p).name);
      const headline = names.length === 1 ? `${names[0]} wins`
        : `${names.length === view.seats.length ? "Draw: " : ""}${namesList(names)} share the win`;
      this.turn.replaceChildren(`Game over: ${headline}.`);
      const scoreLine = view.seats.length > 2 || view.stashes.length
        ? [h("p", { "data-testid": "final-scores" }, [view.seats.map((s, i) => `${s.name} ${view.scores[i]}`).join(" · ")])]
        : [];
      this.gameOver.replaceChildren(
        h("p", { class: "headline", "data-testid": "winner" }, [`${headline}!`]),
        h("p", {}, [status.reason.charAt(0).toUpperCase() + status.reason.slice(1) + "."]),
        ...scoreLine,
        h("button", { type: "button", onclick: () => this.restart(), "data-testid": "play-again" }, ["Play again"]),
      );
      this.gameOver.hidden = false;
    } else {
      const s = seat(status.toAct);
      const level = computerTurn ? this.seats.level(status.toAct) : null;
      if (this.seats.thinking === status.toAct) {
        this.turn.replaceChildren(seatDot(s), `${s.name} (computer, ${level.name}) is thinking`, h("span", { class: "thinking", "data-testid": "thinking", "aria-hidden": "true" }));
      } else {
        this.turn.replaceChildren(seatDot(s), level ? `${s.name} (computer, ${level.name}) to move${this.seats.paused ? ": paused" : ""}` : `${s.name} to move`);
      }
      this.gameOver.hidden = true;
    }
    this.scores.replaceChildren(
      ...view.seats.map((s, i) => {
        const stash = view.stashes[i];
        const captured = stash ? [h("span", { class: "stash" }, [stash.length ? `captured ${stash.join(", ")}` : "nothing captured"])] : [];
        const toAct = !status.over && status.toAct === i + 1;
        return h("li", { "data-player": String(i + 1), class: toAct ? "to-act" : "" }, [
          seatDot(s),
          `${s.name}: ${view.scores[i]} ${unit(view.scores[i])}`,
          ...captured,
        ]);
      }),
    );
    this.moveList.replaceChildren(
      ...view.moves.map((m) => h("li", {}, [seatDot(seat(m.player)), m.action])),
    );
    // Scroll the list itself, never the page (on a phone that hid the board).
    this.moveList.scrollTop = this.moveList.scrollHeight;
    if (this.info.fills_board) {
      const left = view.board.cells.length - view.pieces.length;
      this.cellsLeft.textContent = `${left} cell${left === 1 ? "" : "s"} left`;
    }
    this.linesToggle.hidden = !view.changed.length;
    if (this.sampleBar && this.replaying) {
      const at = view.moves.length;
      const last = view.moves.at(-1);
      const onTrack = at === this.sampleLength || this.session.canRedo();
      this.sampleCaption.textContent = onTrack
        ? `Sample game: action ${at} of ${this.sampleLength}${last ? ` (${view.seats[last.player - 1].name} ${last.action})` : ""}.`
        : `You have left the sample game after action ${at}; Replay starts it again.`;
    }
    this.note.textContent = view.note ?? "";
    this.note.hidden = !view.note;
    this.undoButton.disabled = !this.session.canUndo() && !this.chosenEnd;
    for (const b of this.endingButtons) b.disabled = status.over;
    this.redoButton.disabled = !this.session.canRedo();
    this.computerButtons.hidden = !this.seats.anyComputer;
    this.pauseButton.textContent = this.seats.paused ? "Resume" : "Pause";
    this.pauseButton.setAttribute("aria-pressed", String(this.seats.paused));
    this.pauseButton.disabled = status.over;
    this.stepButton.disabled = !this.seats.paused || !computerTurn || this.seats.thinking !== null;
    const end = view.groups.find((g) => g.from === null)?.targets.find((t) => t.kind === "end");
    this.endButton.hidden = !end;
    if (view.active) {
      // The jumper of a chain stays picked up until the chain ends.
      this.overlay.selected = view.active;
    } else if (this.overlay.selected && !view.groups.some((g) => g.from === this.overlay.selected)) {
      this.overlay.selected = null;
    }
    this.draw();
    this.seats.consider(view);
  }

  /** The group of targets for `from`. */
  group(from) {
    return this.view.groups.find((g) => g.from === from);
  }

  select(cell) {
    this.overlay.selected = cell;
    this.draw();
  }

  say(text) {
    this.message.textContent = text;
  }

  /**
   * What the engine says about a press that plays nothing: `{reason, cells}`
   * or null when it has nothing to add.
   */
  explain(from, to) {
    try {
      return this.session.explain(from ?? undefined, to);
    } catch {
      return null;
    }
  }

  /** Says why a press plays nothing, outlining the cells that show it. */
  sayWhy(why) {
    this.say(why.reason);
    this.overlay.outline = why.cells;
  }

  /** A press (click, tap, Enter) on `cell`. True when a piece is now picked up. */
  press(cell) {
    // Whatever the last press said no longer applies.
    this.overlay.outline = [];
    this.say("");
    if (this.computerToAct()) {
      const name = this.view.seats[this.view.status.toAct - 1].name;
      this.say(`${name} is played by the computer${this.seats.paused ? ", which is paused: press Step or Resume" : ""}.`);
      this.draw();
      return false;
    }
    if (!cell || this.view.status.over) {
      this.draw();
      return false;
    }
    const selected = this.overlay.selected;
    const target = selected && this.group(selected)?.targets.find((t) => t.cell === cell);
    if (target) {
      this.play(target.action);
      return false;
    }
    if (cell === this.view.active) {
      // Pressing the jumper again stops the chain.
      this.playEnd();
      return false;
    }
    if (this.group(cell)) {
      this.select(selected === cell ? null : cell);
      return this.overlay.selected === cell;
    }
    const single = this.group(null)?.targets.find((t) => t.cell === cell);
    if (single) {
      this.play(single.action);
      return false;
    }
    const piece = this.view.pieces.find((p) => p.cell === cell);
    const toAct = this.view.seats[this.view.status.toAct - 1];
    // A press on one's own piece asks why that piece cannot act; any other
    // press asks why the selected piece cannot go there.
    const own = piece && piece.owner === this.view.status.toAct;
    const why = this.explain(own ? null : selected, cell);
    if (why) {
      this.sayWhy(why);
    } else if (own) {
      this.say(`The piece on ${cell} has no legal move now.`);
    } else if (piece) {
      this.say(`That is ${this.view.seats[piece.owner - 1].name}'s piece; ${toAct.name} is to move.`);
    } else if (selected) {
      this.say(`The piece on ${selected} cannot go to ${cell}.`);
    }
    if (!this.view.active) this.select(null);
    else this.draw();
    return false;
  }

  /** The end of a drag from `from`: play there if it is a target. */
  release(from, to) {
    if (this.computerToAct()) return;
    const target = this.group(from)?.targets.find((t) => t.cell === to);
    if (target) {
      this.play(target.action);
      return;
    }
    const why = to && to !== from ? this.explain(from, to) : null;
    if (why) this.sayWhy(why);
    this.draw();
  }

  play(action) {
    const mover = this.view.seats[this.view.status.toAct - 1].name;
    try {
      this.session.play(action);
    } catch (e) {
      this.say(String(e.message ?? e));
      return;
    }
    this.overlay.selected = null;
    this.overlay.outline = [];
    this.say("");
    this.update();
    this.flashChanges();
    this.announce(`${mover} played ${action}.`);
  }

  /** Pulses the pieces the last action changed, for about a second. */
  flashChanges() {
    if (!this.view.changed.length) return;
    const start = performance.now();
    const frame = (now) => {
      const t = Math.min(1, (now - start) / 1200);
      this.overlay.flash = 0.5 * (1 - t) * (1 + Math.sin(t * Math.PI * 6));
      this.draw();
      if (t < 1) requestAnimationFrame(frame);
      else this.overlay.flash = 0;
    };
    requestAnimationFrame(frame);
  }

  playEnd() {
    const end = this.group(null)?.targets.find((t) => t.kind === "end");
    if (end) this.play(end.action);
  }

  announce(prefix) {
    const s = this.view.status;
    const next = s.over ? this.turn.textContent : `${this.view.seats[s.toAct - 1].name} to move.`;
    this.live.textContent = `${prefix} ${next} ${this.view.note ?? ""}`.trim();
  }

  /**
   * Ends the game as the players choose: `resign` (the player to act gives
   * up) or `agree`. The engine says who wins; the page keeps the end, which
   * Undo takes back.
   */
  chooseEnd(how) {
    if (this.view.status.over) return;
    this.seats.cancel();
    const name = this.view.seats[this.view.status.toAct - 1].name;
    const { winners, reason } = this.session.stopped(how === "resign" ? this.view.status.toAct : undefined);
    this.chosenEnd = { winners, reason };
    this.overlay.selected = null;
    this.say("");
    this.update();
    this.announce(how === "agree" ? "The game was ended by agreement." : `${name} resigned.`);
  }

  undo() {
    if (this.chosenEnd) {
      // Undo takes back the resignation or agreed end first.
      this.chosenEnd = null;
      this.update();
      this.announce("The game goes on.");
      return;
    }
    this.seats.cancel();
    if (this.seats.anyComputer && !this.seats.allComputer) {
      this.step(() => this.session.canUndo(), () => this.undoTurn(), "Your last turn and the computer's reply are taken back.");
      return;
    }
    // Computer against computer: one action back, and the computer waits.
    if (this.seats.allComputer) this.seats.paused = true;
    this.step(() => this.session.canUndo(), () => this.session.undo(), "Move taken back.");
  }

  /**
   * Against the computer: takes back the computer's actions since the last
   * person's turn, and that whole turn, so a person is to move again.
   */
  undoTurn() {
    const moves = this.session.view().moves;
    let keep = moves.length;
    while (keep > 0 && this.seats.isComputer(moves[keep - 1].player)) keep--;
    const person = moves[keep - 1]?.player;
    while (keep > 0 && moves[keep - 1].player === person) keep--;
    for (let i = keep; i < moves.length; i++) this.session.undo();
  }

  redo() {
    this.seats.cancel();
    if (this.seats.anyComputer && !this.seats.allComputer) {
      // Replays a person's whole turn and the computer's replies after it.
      this.step(() => this.session.canRedo(), () => {
        const person = this.session.status().toAct;
        this.session.redo();
        while (this.session.canRedo()) {
          const next = this.session.status();
          if (next.over || !(next.toAct === person || this.seats.isComputer(next.toAct))) break;
          this.session.redo();
        }
      }, "Moves replayed.");
      return;
    }
    this.step(() => this.session.canRedo(), () => this.session.redo(), "Move replayed.");
  }

  /** Undo or redo one action, when `possible`, and say so. */
  step(possible, act, said) {
    if (!possible()) return;
    act();
    this.overlay.selected = null;
    this.overlay.outline = [];
    this.update();
    this.announce(said);
  }

  flip() {
    this.renderer.flipped = !this.renderer.flipped;
    this.draw();
  }

  restart() {
    this.seats.cancel();
    this.seats.lastShownAt = 0;
    this.session.free();
    this.session = new this.wasm.GameSession(this.info.id, this.options, undefined, undefined);
    this.chosenEnd = null;
    this.overlay.selected = null;
    this.overlay.outline = [];
    this.say("");
    this.update();
    this.announce("New game.");
  }

  destroy() {
    this.seats.destroy();
    this.resizeObserver.disconnect();
    this.session.free();
  }
}
