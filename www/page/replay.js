// Replay mode's state: stepping through a record and noticing when play
// branches off it. The record is the session's own line (the actions played
// and those waiting to be redone), so stepping is undo and redo; playing
// anything but the record's next action starts a new line from there.
// No DOM here: the replay bar (views/replay-bar.js) draws this.

export class ReplayState {
  constructor() {
    /** True while the page is replaying a record (or playing on from it). */
    this.active = false;
    /** The length of the record being replayed. */
    this.total = 0;
    /** Where play left the record, once it has. @type {number|null} */
    this.branchedAt = null;
    /** What is replayed ("the sample game"), for the caption. */
    this.label = "the record";
  }

  /** True while stepping through the record, before any branch. */
  get replaying() {
    return this.active && this.branchedAt === null;
  }

  /** Starts replaying a record of `total` actions. @param {string} label @param {number} total */
  enter(label, total) {
    this.active = true;
    this.branchedAt = null;
    this.label = label;
    this.total = total;
  }

  leave() {
    this.active = false;
    this.branchedAt = null;
  }

  /**
   * Notices a branch: at `at` actions, with the line going on (`canRedo`)
   * or not. True when play has just left the record.
   * @param {number} at @param {boolean} canRedo
   */
  follow(at, canRedo) {
    if (!this.active || this.branchedAt !== null) return false;
    if (at === this.total || canRedo) return false;
    this.branchedAt = at - 1;
    return true;
  }
}

/**
 * The replay's caption: where it stands, or that play branched off.
 * @param {ReplayState} replay @param {import("../engine").View} view
 */
export function replayCaption(replay, view) {
  if (replay.branchedAt !== null) return `Playing on: you branched off ${replay.label} after action ${replay.branchedAt}.`;
  const at = view.moves.length;
  const last = view.moves.at(-1);
  const what = last ? ` (${view.seats[last.player - 1]?.name ?? ""} ${last.action})` : "";
  return `Replaying ${replay.label}: action ${at} of ${replay.total}${what}.`;
}

/** The number of actions in a record written in notation. @param {string} record */
export function countActions(record) {
  return record.split(/\s+/).filter(Boolean).length;
}
