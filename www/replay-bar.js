// Replay mode: step through a record (first, back, forward, last, autoplay)
// and branch off into play from any point. The record is the session's own
// line: the actions played so far and those waiting to be redone, so
// stepping is undo and redo, and playing anything else than the next action
// of the record starts a new line from there.

import { h } from "./dom.js";

/** How long each action stays in view when the replay plays itself. */
const AUTOPLAY_MS = 900;

/**
 * @typedef {{session: any, view: any, seats: any, update: () => void,
 *   flashChanges: () => void, announce: (text: string) => void}} ReplayPage
 */

export class ReplayBar {
  /** @param {ReplayPage} page */
  constructor(page) {
    this.page = page;
    /** True while the page is replaying a record. */
    this.active = false;
    /** The length of the record being replayed. */
    this.total = 0;
    /** Where play left the record, once it has. */
    this.branchedAt = null;
    /** What is replayed ("the sample game"), for the caption. */
    this.label = "the record";
    this.timer = null;
    const button = (label, act, testid, title) =>
      h("button", { type: "button", onclick: act, "data-testid": testid, title, "aria-label": title }, [label]);
    this.playButton = button("Play", () => this.toggleAutoplay(), "replay-play", "Play the record by itself");
    this.caption = h("p", { class: "replay-caption", "data-testid": "replay-caption", "aria-live": "polite" });
    this.controls = h("div", { class: "buttons replay-controls" }, [
      button("«", () => this.step(-Infinity), "replay-first", "First"),
      button("‹", () => this.step(-1), "replay-back", "Back one action"),
      this.playButton,
      button("›", () => this.step(1), "replay-forward", "Forward one action"),
      button("»", () => this.step(Infinity), "replay-last", "Last"),
    ]);
    this.element = h("section", { class: "replay", "data-testid": "replay", hidden: true }, [
      h("h2", {}, ["Replay"]),
      this.controls,
      this.caption,
    ]);
  }

  /** True while stepping through the record, before any branch. */
  get replaying() {
    return this.active && this.branchedAt === null;
  }

  /**
   * Replays the session's line from where it stands. `label` names what
   * is replayed in the caption.
   */
  enter(label = "the record") {
    const { session, seats } = this.page;
    seats.cancel();
    seats.paused = true;
    this.active = true;
    this.branchedAt = null;
    this.label = label;
    this.total = countActions(session.recordLine());
    this.element.hidden = false;
  }

  /** Leaves replay mode, the game staying where it is. */
  leave() {
    this.stopAutoplay();
    this.active = false;
    this.element.hidden = true;
  }

  /** Moves by `steps` actions (±Infinity: to an end of the record). */
  step(steps) {
    if (steps !== 1 || !this.page.session.canRedo()) this.stopAutoplay();
    const { session, seats } = this.page;
    seats.cancel();
    for (let i = 0; i < Math.abs(steps); i++) {
      const possible = steps > 0 ? session.canRedo() : session.canUndo();
      if (!possible) break;
      if (steps > 0) session.redo();
      else session.undo();
    }
    this.page.update();
    this.page.flashChanges();
    this.page.announce(this.caption.textContent ?? "");
  }

  toggleAutoplay() {
    if (this.timer !== null) {
      this.stopAutoplay();
      return;
    }
    if (!this.page.session.canRedo()) this.step(-Infinity);
    this.playButton.textContent = "Pause";
    this.playButton.setAttribute("aria-pressed", "true");
    this.timer = setInterval(() => {
      if (!this.page.session.canRedo()) this.stopAutoplay();
      else this.step(1);
    }, AUTOPLAY_MS);
  }

  stopAutoplay() {
    if (this.timer === null) return;
    clearInterval(this.timer);
    this.timer = null;
    this.playButton.textContent = "Play";
    this.playButton.setAttribute("aria-pressed", "false");
  }

  /** Refreshes the caption from the page's view; notices a branch. */
  refresh(view) {
    if (!this.active) return;
    const at = view.moves.length;
    const onRecord = this.branchedAt === null && (at === this.total || this.page.session.canRedo());
    if (!onRecord && this.branchedAt === null) {
      this.branchedAt = at - 1;
      this.stopAutoplay();
    }
    const last = view.moves.at(-1);
    this.caption.textContent = this.branchedAt === null
      ? `Replaying ${this.label}: action ${at} of ${this.total}${last ? ` (${view.seats[last.player - 1].name} ${last.action})` : ""}.`
      : `Playing on: you branched off ${this.label} after action ${this.branchedAt}.`;
    this.controls.hidden = this.branchedAt !== null;
  }

  destroy() {
    this.stopAutoplay();
  }
}

function countActions(record) {
  return record.split(/\s+/).filter(Boolean).length;
}
