// A game page: puts the board, the panel's views, the controller, the
// effects and the input together. Events go to the controller; after each
// change the effects run once (for a change of the game) and the views and
// board are drawn once in the next animation frame, from the state alone.

import { BoardRenderer, boardAspect } from "../board/renderer.js";
import { palette } from "../board/marks.js";
import { SoundPlayer } from "../sound.js";
import { BoardMotion } from "./board-motion.js";
import { attachInput } from "../input.js";
import { h } from "../dom.js";
import { Computer } from "../computer.js";
import { openSession } from "../game-source.js";
import { optionsList, siteUrl } from "../address.js";
import { exposeGamePage, forgetGamePage, markFirstDraw } from "../debug.js";
import { GameController } from "./controller.js";
import { press, release } from "./presses.js";
import { enterReplay } from "./browse.js";
import { buildSaving } from "./saving.js";
import { watchEngine } from "./recovery.js";
import { createEffects, shareUrl } from "./effects.js";
import { parseSeats, Seats } from "./seats.js";
import { buildStatus } from "./views/status.js";
import { buildControls } from "./views/controls.js";
import { buildSeatControls } from "./views/seat-controls.js";
import { buildMoveList } from "./views/move-list.js";
import { buildLookingBack } from "./views/looking-back.js";
import { buildLegend, credit } from "./views/legend.js";
import { buildRulesPanel } from "./views/rules-panel.js";
import { buildReplayBar } from "./views/replay-bar.js";
import { buildRecordPanel } from "./views/record-panel.js";
import { renderMessageLine } from "./views/message-line.js";
import { recordActions } from "./record-actions.js";

/** @typedef {import("../engine").Engine} Engine */
/** @typedef {import("../engine").GameInfo} GameInfo */
/** @typedef {import("../address.js").Settings} Settings */
/** @typedef {import("./effects.js").Host} Host */

/** How long the pieces a conversion changed pulse, in milliseconds. */
const FLASH_MS = 1200;

export class GamePage {
  /**
   * @param {HTMLElement} root
   * @param {Engine} engine the wasm bindings
   * @param {GameInfo} info the game's entry in the game list
   * @param {string} options KEY=VALUE options
   * @param {Settings} [settings] page settings from the address
   * @param {Partial<Host>} [host]
   */
  constructor(root, engine, info, options, settings = {}, host = {}) {
    /** @type {Host} */
    this.host = { embed: false, ownsAddress: true, saves: true, siteUrl: siteUrl(), ...host };
    const opened = openSession(engine, info.id, options, settings);
    const problems = [...opened.problems];
    const levels = engine.levels();
    const seatCount = opened.session.view().seats.length;
    const { kinds, unknown } = parseSeats(settings.seats, seatCount, levels);
    if (unknown.length) problems.push(`Unknown players in the address were made human: ${unknown.join(", ")}.`);
    // Assigned once, below: the seats call back into the controller they are given to.
    /** @type {GameController} */
    // oxlint-disable-next-line prefer-const
    let c;
    const seats = new Seats(levels, kinds, new Computer(), {
      request: () => ({ game: info.id, options, position: c.startPosition, record: c.session.record() }),
      play: (action) => c.play(action),
      changed: () => c.seatsChanged(),
      failed: (text) => c.computerFailed(text),
    });
    if (settings.pace && !seats.setPace(settings.pace)) problems.push(`There is no pace “${settings.pace}”; the pace is Normal.`);
    c = new GameController({
      engine,
      info,
      options,
      session: opened.session,
      startPosition: opened.startPosition,
      showOnly: settings.mode === "position",
      seats,
      changed: (change) => this.changed(change),
    });
    this.controller = c;
    this.recovery = watchEngine(c);
    if (c.showOnly) seats.setPaused(true);
    c.flipped = settings.side === 2;
    this.settings = settings;
    this.frame = 0;
    this.destroyed = false;
    this.runEffects = false;
    this.flashStart = 0;
    this.seenFlashes = 0;
    this.sound = new SoundPlayer();
    this.motion = new BoardMotion();
    this.effects = createEffects(c, this.host, settings, {
      linkChanged: (url) => this.embedLink?.setAttribute("href", url),
      sound: (kind) => this.sound.play(kind),
      keep: () => {
        this.recovery.remember();
        this.saving?.keeper.keep(c);
      },
      savedId: () => this.saving?.keeper.id ?? null,
    });
    this.root = root;
    /** The embed's link to the game on the site, kept in step by the effects. @type {HTMLAnchorElement|null} */
    this.embedLink = null;
    this.canvas = h("canvas", {
      class: "board",
      tabindex: "0",
      role: "application",
      "aria-label": `${info.name} board. Arrow keys move the cursor; Enter or Space picks a piece and places it; Escape cancels.`,
    });
    // A status region: a screen reader says why a press did nothing, as it
    // says the moves (the live region below).
    this.message = h("p", { class: "message", role: "status", "data-testid": "message" });
    this.live = h("div", { class: "visually-hidden", "aria-live": "polite", "data-testid": "live" });
    const status = buildStatus({ playAgain: (swapped) => this.playAgain(swapped) });
    const sound = { on: this.sound.on, set: (/** @type {boolean} */ on) => this.sound.setOn(on) };
    const motion = { speed: this.motion.speed.id, set: (/** @type {string} */ id) => this.motion.setSpeed(id) };
    const controls = buildControls(c, { embed: this.host.embed, newGame: (chosen) => this.newGame(chosen), sound, motion });
    const lookingBack = buildLookingBack(c);
    this.boardBox = h("div", { class: "board-box" }, [this.canvas, controls.onBoard, lookingBack.element, status.gameOver]);
    const seatControls = buildSeatControls(c);
    const moveList = buildMoveList(c);
    this.replayBar = buildReplayBar(c);
    this.saving = this.host.saves ? buildSaving(c, settings, problems) : null;
    /** @type {{render: (c: GameController) => void}[]} */
    this.views = [status, controls, seatControls, moveList, lookingBack, this.replayBar, ...(this.saving?.views ?? [])];
    this.rulesPanel = buildRulesPanel(engine, info);
    const panel = this.host.embed
      ? this.embedPanel(status, controls.buttons, moveList.element)
      : this.sitePanel(status, controls, seatControls.element, moveList.element);
    root.replaceChildren(
      h("div", { class: this.host.embed ? "game-page embedded" : "game-page" }, [this.boardBox, h("aside", { class: "panel" }, panel), this.live]),
    );
    this.renderer = new BoardRenderer(this.canvas);
    // The board's colours come from the theme's style sheet.
    this.onTheme = () => {
      this.renderer.colours = palette(this.canvas);
      this.draw();
    };
    window.addEventListener("themechange", this.onTheme);
    this.renderer.flipped = c.flipped;
    if (!c.showOnly) this.attachInput();
    this.resizeObserver = new ResizeObserver(() => this.fit());
    this.resizeObserver.observe(this.boardBox);
    if (settings.mode === "replay") enterReplay(c, "the record", settings.at);
    c.gameChanged();
    if (problems.length) c.say(problems.join(" "));
    exposeGamePage(this);
  }

  /**
   * The panel on the site's own game page.
   * @param {ReturnType<typeof buildStatus>} status @param {ReturnType<typeof buildControls>} controls
   * @param {HTMLElement} seats @param {HTMLElement} moves
   */
  sitePanel(status, controls, seats, moves) {
    const info = this.controller.info;
    return [
      h("h1", {}, [info.name]),
      h("p", { class: "credit" }, [credit(info)]),
      ...controls.summary,
      ...(this.saving?.elements ?? []),
      status.turn,
      status.lastTurn,
      status.note,
      status.scores,
      status.cellsLeft,
      // Under the turn, where a phone shows it beside the board: a press
      // that plays nothing is answered where the player is looking.
      this.message,
      ...controls.options,
      seats,
      controls.buttons,
      ...controls.toggles,
      this.replayBar.element,
      ...this.replayBar.sample,
      buildRecordPanel(recordActions(this.controller, { settings: this.settings, host: this.host, root: this.root })),
      h("h2", {}, ["Legend"]),
      buildLegend(info),
      h("h2", {}, ["Moves"]),
      moves,
      this.rulesPanel.element,
    ];
  }

  /**
   * The short panel of an embed: the game and its designer with a link to
   * the site, the turn, and as the address asks the replay controls, the
   * buttons and the move list.
   * @param {ReturnType<typeof buildStatus>} status @param {HTMLElement} buttons @param {HTMLElement} moves
   */
  embedPanel(status, buttons, moves) {
    const c = this.controller;
    const replay = this.replayBar.element;
    const { controls = true, movelist = true } = this.settings;
    this.embedLink = h("a", { href: shareUrl(c, this.settings, this.host.siteUrl), target: "_blank", rel: "noopener", "data-testid": "embed-open" }, [
      "open ↗",
    ]);
    return [
      h("p", { class: "embed-title" }, [h("strong", {}, [c.info.name]), ` ${credit(c.info)} · `, this.embedLink]),
      status.turn,
      status.lastTurn,
      status.note,
      ...(c.showOnly ? [] : [replay]),
      ...(controls && !c.showOnly ? [buttons] : []),
      this.message,
      ...(movelist ? [moves] : []),
    ];
  }

  /**
   * New game: the same options restart here; other options (chosen in the
   * selects) go to the address, from which the router builds the game. The
   * game in progress stays saved; where it would be lost, the player is asked.
   * @param {[string, string][]|null} chosen
   */
  newGame(chosen) {
    const c = this.controller;
    const inProgress = c.live.moves.length > 0 && !c.live.status.over && !c.replay.active;
    const kept = this.saving?.keeper.holds(c) ?? false;
    if (inProgress && !kept && !confirm("Start a new game? The game in progress will be lost.")) return;
    const current = optionsList(c.options);
    if (chosen && JSON.stringify(chosen) !== JSON.stringify(current)) {
      const params = new URLSearchParams(chosen);
      for (const [k, v] of c.seats.toParams()) params.set(k, v);
      location.hash = `#/${c.info.id}?${params.toString().replaceAll("%2C", ",")}`;
      return;
    }
    this.saving?.startAfresh();
    c.restart();
    if (inProgress && kept) c.notify("A new game. The last one is kept: the home page lists your games in progress.");
  }

  /** After a game: the same again, or with each seat's player moved round one. @param {boolean} swapped */
  playAgain(swapped) {
    const seats = this.controller.seats;
    if (swapped) [...seats.kinds].forEach((_, i, kinds) => seats.set(i + 1, kinds.at(i - 1) ?? "human"));
    this.newGame(null);
  }

  attachInput() {
    const c = this.controller;
    attachInput(this.canvas, this.renderer, {
      // Input never waits for an animation: a press finishes it at once.
      press: (cell) => (this.motion.finish(), press(c, cell)),
      release: (from, to) => {
        this.motion.finish();
        // A piece dropped by a drag is already where it goes: it does not slide there.
        const before = c.view;
        this.motion.dropped = true;
        release(c, from, to);
        if (c.view === before) this.motion.dropped = false;
      },
      drag: (drag) => c.setOverlay({ drag }),
      cursor: (cursor, showCursor) => (this.motion.finish(), c.setOverlay({ cursor, showCursor })),
      cancel: () => c.cancelSelection(),
      getCursor: () => c.overlay.cursor,
    });
  }

  /** The controller changed: effects now (once), drawing in the next frame. @param {import("./controller.js").Change} change */
  changed(change) {
    // A destroyed page still hears its canvas lose focus as it leaves.
    if (this.destroyed) return;
    this.renderer.flipped = this.controller.flipped;
    if (change === "game" && !this.runEffects) {
      this.runEffects = true;
      // Effects follow the change at once, after the transition that made
      // it: the address, the save and the computer's turn must not wait
      // for a frame (a hidden tab has none).
      queueMicrotask(() => {
        this.runEffects = false;
        if (!this.destroyed) this.effects.run();
      });
    }
    if (!this.frame) this.frame = requestAnimationFrame(() => this.render());
  }

  /** Draws everything from the controller's state: the one render per frame. */
  render() {
    this.frame = 0;
    const c = this.controller;
    for (const view of this.views) view.render(c);
    renderMessageLine(this.message, c);
    if (this.live.textContent !== c.announcement) this.live.textContent = c.announcement;
    this.motion.notice(c.view, c.session);
    if (c.flashes !== this.seenFlashes) {
      this.seenFlashes = c.flashes;
      this.flashStart = performance.now();
    }
    // The bars on the board (End turn where a turn may be ended by choice,
    // and the looking-back bar) sit in a strip of their own below it, so
    // that they never cover a cell or a label. Games with End turn keep the
    // strip, so that the board does not jump between turns. Where the strip
    // takes room from the board, the box's resize observer refits it.
    this.boardBox.classList.toggle("with-strip", c.info.ends_turns_by_choice || c.lookingBack);
    // Where the page is a column (a phone), the box is as tall as the
    // board needs at the page's width (style.css), so a tall board (Martian
    // Checkers for two) grows and a square one leaves no band.
    // Written only when it changes (a new player count): this runs every
    // frame while pieces move.
    const aspect = boardAspect(c.view.board).toFixed(4);
    if (this.boardBox.style.getPropertyValue("--board-aspect") !== aspect) this.boardBox.style.setProperty("--board-aspect", aspect);
    this.draw();
  }

  /** Draws the board, with pieces in motion and changed pieces pulsing while a flash runs. */
  draw() {
    const c = this.controller;
    if (!this.renderer.cssWidth) return;
    const started = performance.now();
    const t = this.flashStart ? Math.min(1, (started - this.flashStart) / FLASH_MS) : 1;
    c.overlay.flash = t < 1 ? 0.5 * (1 - t) * (1 + Math.sin(t * Math.PI * 6)) : 0;
    c.overlay.turns = c.markedTurns();
    const motion = this.motion.frame(started);
    this.renderer.draw(motion?.view ?? c.view, c.overlay, motion);
    markFirstDraw();
    if (motion) this.motion.drawn(started, performance.now());
    if ((t < 1 || motion) && !this.frame) this.frame = requestAnimationFrame(() => this.render());
  }

  fit() {
    const r = this.boardBox.getBoundingClientRect();
    // The board is drawn above the box's bottom padding (the bars' strip).
    const strip = parseFloat(getComputedStyle(this.boardBox).paddingBottom) || 0;
    this.renderer.resize(Math.max(120, r.width), Math.max(120, r.height - strip));
    this.draw();
  }

  destroy() {
    this.destroyed = true;
    window.removeEventListener("themechange", this.onTheme);
    this.sound.destroy();
    if (this.frame) cancelAnimationFrame(this.frame);
    this.replayBar.destroy();
    this.controller.seats.destroy();
    this.saving?.keeper.destroy();
    this.recovery.stop();
    this.rulesPanel.destroy();
    this.resizeObserver.disconnect();
    forgetGamePage(this);
    this.controller.session.free();
  }
}
