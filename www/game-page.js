// A game page: the board, the side panel (turn, scores, buttons, legend,
// move list, rules) and the game-over message, wired to a wasm GameSession.
// Everything game-specific comes from the engine (view, game list).

import { BoardRenderer, drawMark, drawPiece, inkOn } from "./board.js";
import { attachInput } from "./input.js";
import { PACES, parseSeats, Seats } from "./seats.js";
import { h } from "./dom.js";
import { formatAddress, optionsList } from "./address.js";
import { exportText, message, openSession, readPasted } from "./game-source.js";
import { ReplayBar } from "./replay-bar.js";
import { buildRecordPanel } from "./record-panel.js";
import { openEmbedBuilder } from "./embed-builder.js";
import { dropGame, loadSavedGames, saveGame, slot } from "./saved-games.js";

/** The site's base address (the folder of index.html), for links to share. */
function siteUrl() {
  return new URL("./", location.href.split("#")[0]).href;
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

/**
 * Where a game page lives: on the site's own page, in an embed (an iframe
 * or the custom element), whether it may keep the address and saved games.
 * @typedef {{embed: boolean, ownsAddress: boolean, saves: boolean, siteUrl: string}} Host
 */

export class GamePage {
  /**
   * @param {HTMLElement} root
   * @param {any} wasm the wasm bindings
   * @param {any} info the game's entry in the game list
   * @param {string} options KEY=VALUE options
   * @param {import("./address.js").Settings} [settings] page settings from the address
   * @param {Partial<Host>} [host]
   */
  constructor(root, wasm, info, options, settings = {}, host = {}) {
    this.wasm = wasm;
    this.info = info;
    this.options = options;
    /** @type {Host} */
    this.host = { embed: false, ownsAddress: true, saves: true, siteUrl: siteUrl(), ...host };
    this.settings = settings;
    const opened = openSession(wasm, info.id, options, settings);
    this.session = opened.session;
    /** The position the game started from, when not the usual one. */
    this.startPosition = opened.startPosition;
    /** Only the position: no moves by hand (embeds with mode=position). */
    this.showOnly = settings.mode === "position";
    const seatCount = this.session.view().seats.length;
    const levels = wasm.levels();
    const { kinds, unknown } = parseSeats(settings.seats ?? null, seatCount, levels);
    this.seats = new Seats(levels, kinds, {
      request: () => ({ game: this.info.id, options: this.options, position: this.startPosition, record: this.session.record() }),
      play: (action) => this.play(action),
      changed: () => this.update(),
      failed: (message) => {
        this.say(`The computer could not move: ${message}. It is paused.`);
        this.update();
      },
    });
    if (this.showOnly) this.seats.paused = true;
    this.replay = new ReplayBar(this);
    /** @type {import("./board.js").Overlay} */
    this.overlay = { selected: null, cursor: null, showCursor: false, drag: null, outline: [], showValues: false };
    /** An end the players chose (resignation, agreement), which the engine does not know. */
    this.chosenEnd = null;
    this.root = root;
    this.build(root);
    this.renderer = new BoardRenderer(this.canvas);
    if (settings.side === 2) this.renderer.flipped = true;
    if (!this.showOnly) this.attachInput();
    this.resizeObserver = new ResizeObserver(() => this.fit());
    this.resizeObserver.observe(this.boardBox);
    const problems = [...opened.problems];
    if (unknown.length) problems.push(`Unknown players in the address were made human: ${unknown.join(", ")}.`);
    if (settings.pace && !this.seats.setPace(settings.pace)) problems.push(`There is no pace “${settings.pace}”; the pace is Normal.`);
    this.paceSelect.value = this.seats.pace.id;
    if (settings.mode === "replay") this.startReplay(settings.at);
    this.update();
    if (this.host.saves && !settings.r && !settings.record && !settings.position) this.offerSavedGame(problems);
    if (problems.length) this.say(problems.join(" "));
  }

  attachInput() {
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
  }

  /** Replays the session's line from action `at` (default: where it stands). */
  startReplay(at, label) {
    this.replay.enter(label);
    if (at !== undefined) {
      while (this.session.view().moves.length > at && this.session.canUndo()) this.session.undo();
    }
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
    this.savedOffer = h("div", { class: "saved-offer", "data-testid": "saved-offer", hidden: true });
    const playButtons = h("div", { class: "buttons" }, [
      ...(this.host.embed ? [] : [button("New game", () => this.newGame(), "new-game")]),
      this.undoButton,
      this.redoButton,
      button("Flip board", () => this.flip(), "flip"),
      this.endButton,
      ...this.endingButtons,
    ]);
    const panel = this.host.embed
      ? this.embedPanel(credit, playButtons)
      : [
        h("h1", {}, [info.name]),
        h("p", { class: "credit" }, [credit]),
        ...this.optionSummary(),
        this.savedOffer,
        this.turn,
        this.note,
        this.scores,
        this.cellsLeft,
        ...this.optionControls(),
        this.buildSeatControls(),
        playButtons,
        ...valuesToggle,
        this.linesToggle,
        this.replay.element,
        ...(this.sampleBar ? [this.sampleBar] : []),
        this.message,
        buildRecordPanel(this),
        h("h2", {}, ["Legend"]),
        legend,
        h("h2", {}, ["Moves"]),
        this.moveList,
        h("details", { class: "rules" }, [
          h("summary", {}, ["Rules"]),
          h("p", { class: "credit" }, [`${info.name} was designed ${credit}.`]),
          ...info.rules.map((p) => h("p", {}, [p])),
        ]),
      ];
    root.replaceChildren(
      h("div", { class: this.host.embed ? "game-page embedded" : "game-page" }, [
        this.boardBox,
        h("aside", { class: "panel" }, panel),
        this.live,
      ]),
    );
  }

  /**
   * The short panel of an embed: the game and its designer with a link to
   * the site, the turn, and as the address asks the replay controls, the
   * buttons and the move list.
   */
  embedPanel(credit, playButtons) {
    const { controls = true, movelist = true } = this.settings;
    const link = h("a", { href: this.shareUrl(), target: "_blank", rel: "noopener", "data-testid": "embed-open" }, ["open ↗"]);
    this.embedLink = link;
    // The seat controls exist (the page reads them) but an embed's seats are the address's.
    this.buildSeatControls();
    return [
      h("p", { class: "embed-title" }, [h("strong", {}, [this.info.name]), ` ${credit} · `, link]),
      this.turn,
      this.note,
      ...(this.showOnly ? [] : [this.replay.element]),
      ...(controls && !this.showOnly ? [playButtons] : []),
      this.message,
      ...(movelist ? [this.moveList] : []),
    ];
  }

  /**
   * The worked example: a button that loads the game's sample record into
   * the replay, to step through action by action.
   */
  buildSampleBar() {
    return h("section", { class: "sample" }, [
      h("h2", {}, ["Worked example"]),
      h("p", {}, ["The sample game of the rule text, action by action, with every conversion shown. You can take over from any point."]),
      h("button", { type: "button", onclick: () => this.startSample(), "data-testid": "sample-start" }, ["Replay the sample game"]),
    ]);
  }

  startSample() {
    this.replaceSession(new this.wasm.GameSession(this.info.id, this.options, undefined, this.info.sample), undefined);
    this.startReplay(0, "the sample game");
    this.update();
    this.announce("The sample game is loaded at its start.");
  }

  /** Puts `session` in place of the page's game, which it frees. */
  replaceSession(session, startPosition) {
    this.seats.cancel();
    this.session.free();
    this.session = session;
    this.startPosition = startPosition;
    this.replay.leave();
    this.chosenEnd = null;
    this.overlay.selected = null;
    this.overlay.outline = [];
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
      this.keepAddress();
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
    this.keepAddress();
    this.update();
  }

  /** What the address says about this game now: its record, players, mode. */
  addressSettings() {
    const replaying = this.replay.replaying;
    const params = Object.fromEntries(this.seats.toParams());
    const { controls, movelist, theme } = this.settings;
    return {
      seats: params.seats,
      pace: params.pace,
      mode: this.showOnly ? "position" : replaying ? "replay" : undefined,
      at: replaying && this.session.canRedo() ? this.session.view().moves.length : undefined,
      side: this.renderer?.flipped ? 2 : undefined,
      controls,
      movelist,
      theme,
      position: this.startPosition,
      r: this.session.compactRecord(replaying) || undefined,
    };
  }

  /** The address of this game as it stands, on the site's game page. */
  shareUrl() {
    const { controls, movelist, theme, ...settings } = this.addressSettings();
    return this.host.siteUrl + formatAddress("game", this.info.id, optionsList(this.options), settings);
  }

  /** Keeps the address in step with the game, without reloading the page. */
  keepAddress() {
    if (this.embedLink) this.embedLink.setAttribute("href", this.shareUrl());
    if (!this.host.ownsAddress) return;
    const route = this.host.embed ? "embed" : "game";
    const hash = formatAddress(route, this.info.id, optionsList(this.options), this.addressSettings());
    if (location.hash !== hash) history.replaceState(history.state, "", hash);
  }

  /** Keeps the game in progress in the browser's storage, and forgets it once over. */
  keepSaved(view) {
    if (!this.host.saves || this.replay.replaying || this.startPosition) return;
    if (view.status.over) {
      dropGame(this.info.id, this.options);
    } else if (view.moves.length) {
      this.savedOffer.hidden = true;
      saveGame({
        game: this.info.id,
        options: this.options,
        code: this.session.compactRecord(false),
        actions: view.moves.length,
        seats: this.seats.kinds.join(","),
        savedAt: Date.now(),
      });
    }
  }

  /** Offers the saved game of this variant, if there is one; notes a corrupt store. */
  offerSavedGame(problems) {
    const { games, notice } = loadSavedGames();
    if (notice) problems.push(notice);
    const saved = games.get(slot(this.info.id, this.options));
    if (!saved) return;
    const when = new Date(saved.savedAt).toLocaleString();
    const resume = () => {
      this.savedOffer.hidden = true;
      const settings = { r: saved.code, seats: saved.seats };
      const opened = openSession(this.wasm, this.info.id, this.options, settings);
      if (opened.problems.length) {
        opened.session.free();
        dropGame(this.info.id, this.options);
        this.say(`Your saved game could not be read, so it was set aside (${opened.problems.join(" ")}).`);
        return;
      }
      this.replaceSession(opened.session, undefined);
      const kinds = saved.seats.split(",");
      kinds.forEach((kind, i) => this.seats.set(i + 1, kind));
      this.seatSelects.forEach((select, i) => (select.value = this.seats.kinds[i]));
      this.update();
      this.announce("Your saved game is back.");
    };
    const dismiss = () => {
      this.savedOffer.hidden = true;
      dropGame(this.info.id, this.options);
    };
    this.savedOffer.replaceChildren(
      h("p", {}, [`You have a game in progress here: ${saved.actions} action${saved.actions === 1 ? "" : "s"}, saved ${when}.`]),
      h("div", { class: "buttons" }, [
        h("button", { type: "button", onclick: resume, "data-testid": "resume-saved" }, ["Resume it"]),
        h("button", { type: "button", onclick: dismiss, "data-testid": "dismiss-saved" }, ["Start afresh"]),
      ]),
    );
    this.savedOffer.hidden = false;
  }

  /** The record to copy or download: the whole line while replaying. */
  recordText() {
    return this.replay.replaying ? this.session.recordLine() : this.session.record();
  }

  exportText() {
    const optionsLine = this.optionValues().map(({ option, choice, value }) => `${option.label}: ${choice?.label ?? value}`).join(", ");
    return exportText({
      name: this.info.name,
      designer: this.info.designer,
      optionsLine,
      position: this.startPosition,
      record: this.recordText(),
      link: this.shareUrl(),
    });
  }

  exportName() {
    return `${this.info.id}-${new Date().toISOString().slice(0, 10)}.txt`;
  }

  /**
   * Loads pasted text: a link to a game page goes there; a record and/or a
   * position replace the game, which then replays from its end. On a
   * problem the game is left as it was and the problem is returned.
   */
  load(text) {
    const link = String(text).trim().match(/#\/(embed\/)?[a-z-]+(\?\S*)?$/);
    if (link && !/\s/.test(String(text).trim())) {
      if (!this.host.ownsAddress) return "A link opens on the site's own page.";
      location.hash = link[0].replace("#/embed/", "#/");
      return null;
    }
    const pasted = readPasted(text);
    if ("problem" in pasted) return pasted.problem;
    let session;
    try {
      session = new this.wasm.GameSession(this.info.id, this.options, pasted.position, pasted.record);
    } catch (e) {
      const what = pasted.record ? "record" : "position";
      return `This ${what} could not be loaded, so the game is unchanged: ${message(e)}.`;
    }
    this.replaceSession(session, pasted.position);
    this.startReplay(undefined, "the loaded record");
    this.update();
    this.announce("The record is loaded; you can step through it or play on.");
    return null;
  }

  openEmbed() {
    const view = this.session.view();
    openEmbedBuilder(this.root, {
      game: this.info.id,
      name: this.info.name,
      designer: this.info.designer,
      options: optionsList(this.options),
      settings: this.addressSettings(),
      seatNames: view.seats.map((s) => s.name),
      levels: this.seats.levels,
      siteUrl: this.host.siteUrl,
    });
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
    // The computer's options are not the person's to press, nor a shown position's.
    if (computerTurn || this.showOnly) view.groups = [];
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
    this.replay.refresh(view);
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
    this.keepAddress();
    this.keepSaved(view);
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
    this.keepAddress();
  }

  /** A new game of the same kind, from the same start; the saved game is forgotten. */
  restart() {
    this.seats.lastShownAt = 0;
    this.replaceSession(new this.wasm.GameSession(this.info.id, this.options, this.startPosition, undefined), this.startPosition);
    if (this.host.saves) dropGame(this.info.id, this.options);
    this.savedOffer.hidden = true;
    this.say("");
    this.update();
    this.announce("New game.");
  }

  destroy() {
    this.replay.destroy();
    this.seats.destroy();
    this.resizeObserver.disconnect();
    this.session.free();
  }
}
