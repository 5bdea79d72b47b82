// Who plays each seat, a person or the computer at a level, and the
// computer's turns: when it thinks, how long each of its actions stays in
// view, pause and step. The search itself runs in a worker (computer.js).

import { Computer } from "./computer.js";

/**
 * How long each of the computer's actions stays on screen, at the least,
 * before its next: slow enough to follow, or fast to watch a whole game.
 */
export const PACES = [
  { id: "slow", name: "Slow", ms: 1500 },
  { id: "normal", name: "Normal", ms: 700 },
  { id: "fast", name: "Fast", ms: 150 },
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seat kinds from the address's `seats=human,hard,…`: one per seat, in
 * turn order; missing ones are human. Unknown words become human too, and
 * are reported so the page can say so.
 * @param {string|null} text @param {number} count @param {{id: string}[]} levels
 */
export function parseSeats(text, count, levels) {
  const words = (text ?? "").split(",").map((w) => w.trim().toLowerCase());
  const known = new Set(["human", ...levels.map((l) => l.id)]);
  const unknown = words.filter((w) => w && !known.has(w));
  const kinds = Array.from({ length: count }, (_, i) => (known.has(words[i]) ? words[i] : "human"));
  return { kinds, unknown };
}

export class Seats {
  /**
   * @param {{id: string, name: string, millis: number, iterations: number|null}[]} levels
   * @param {string[]} kinds "human" or a level id, per seat
   * @param {{request: () => any, play: (action: string) => void, changed: () => void, failed: (message: string) => void}} page
   */
  constructor(levels, kinds, page) {
    this.levels = levels;
    this.pace = PACES[1];
    this.kinds = kinds;
    this.page = page;
    this.computer = new Computer();
    this.paused = false;
    /** The player the computer is thinking for, or null. */
    this.thinking = null;
    /** Bumped whenever what the computer thinks about no longer applies. */
    this.token = 0;
    this.lastShownAt = 0;
    /** The last thought, for the curious and the tests. */
    this.lastThought = null;
  }

  /** @param {number} player */
  isComputer(player) {
    return this.kinds[player - 1] !== "human" && this.kinds[player - 1] !== undefined;
  }

  level(player) {
    return this.levels.find((l) => l.id === this.kinds[player - 1]);
  }

  get anyComputer() {
    return this.kinds.some((_, i) => this.isComputer(i + 1));
  }

  get allComputer() {
    return this.kinds.every((_, i) => this.isComputer(i + 1));
  }

  /** The address's `seats` and `pace` values, none when every seat is human. */
  toParams() {
    if (!this.anyComputer) return [];
    const params = [["seats", this.kinds.join(",")]];
    if (this.pace !== PACES[1]) params.push(["pace", this.pace.id]);
    return params;
  }

  /** Sets the pace by id; false for an unknown id. */
  setPace(id) {
    const pace = PACES.find((p) => p.id === id);
    if (pace) this.pace = pace;
    return Boolean(pace);
  }

  set(player, kind) {
    this.kinds[player - 1] = kind;
    this.cancel();
  }

  /** Drops any thinking in progress; the page calls this when the game changes under it. */
  cancel() {
    this.token++;
    this.computer.cancel();
    if (this.thinking !== null) {
      this.thinking = null;
      this.page.changed();
    }
  }

  /**
   * Starts the computer's turn if it is one: called after every update.
   * @param {{status: {over: boolean, toAct: number|null}}} view
   * @param {boolean} [step] act once even though paused
   */
  consider(view, step = false) {
    const player = view.status.toAct;
    if (view.status.over || player === null || !this.isComputer(player)) return;
    if (this.thinking !== null || (this.paused && !step)) return;
    this.think(player);
  }

  async think(player) {
    const token = ++this.token;
    const level = this.level(player);
    this.thinking = player;
    this.page.changed();
    const shown = sleep(Math.max(0, this.lastShownAt + this.pace.ms - performance.now()));
    let thought;
    try {
      thought = await this.computer.think({
        ...this.page.request(),
        millis: level.millis,
        iterations: level.iterations ?? undefined,
      });
      await shown;
    } catch (e) {
      if (token !== this.token) return;
      this.thinking = null;
      this.paused = true;
      this.page.failed(String(e?.message ?? e));
      return;
    }
    if (thought === null || token !== this.token) return;
    this.thinking = null;
    this.lastThought = { player, level: level.id, ...thought };
    this.lastShownAt = performance.now();
    this.page.play(thought.action);
  }

  destroy() {
    this.token++;
    this.computer.destroy();
  }
}
