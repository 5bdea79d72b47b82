// Who plays each seat, a person or the computer at a level, and the
// computer's turns: when it thinks, how long each of its actions stays in
// view, pause and step. The search itself is the injected `computer` (the
// worker client, computer.js, on the page; a stand-in in unit tests).

/** @typedef {import("../engine").LevelInfo} LevelInfo */
/** @typedef {import("../computer.js").ThinkRequest} ThinkRequest */
/** @typedef {import("../computer.js").Thought} Thought */
/**
 * What the seats need of a computer: an action for a position (null when
 * cancelled), cancelling, and shutting down.
 * @typedef {{think: (request: Omit<ThinkRequest, "millis"|"iterations"> & {millis: number, iterations?: number, search?: "casual"|"mcts"|"strongest"}) => Promise<Thought|null>,
 *   cancel: () => void, destroy: () => void}} ComputerPlayer
 */

/**
 * How long each of the computer's actions stays on screen, at the least,
 * before its next: slow enough to follow, or fast to watch a whole game.
 */
export const PACES = [
  { id: "slow", name: "Slow", ms: 1500 },
  { id: "normal", name: "Normal", ms: 700 },
  { id: "fast", name: "Fast", ms: 150 },
];

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Seat kinds from the address's `seats=human,hard,…`: one per seat, in
 * turn order; missing ones are human. Unknown words become human too, and
 * are reported so the page can say so.
 * @param {string|null|undefined} text @param {number} count @param {{id: string}[]} levels
 */
export function parseSeats(text, count, levels) {
  const words = (text ?? "").split(",").map((w) => w.trim().toLowerCase());
  const known = new Set(["human", ...levels.map((l) => l.id)]);
  const unknown = words.filter((w) => w && !known.has(w));
  const kinds = Array.from({ length: count }, (_, i) => (known.has(words[i]) ? words[i] : "human"));
  return { kinds, unknown };
}

/**
 * The callbacks the seats call: what to think about, play the computer's
 * action, the seats' state changed, the computer failed.
 * @typedef {{request: () => Omit<ThinkRequest, "millis"|"iterations">, play: (action: string) => void,
 *   changed: () => void, failed: (message: string) => void}} SeatsCallbacks
 */

export class Seats {
  /**
   * @param {LevelInfo[]} levels
   * @param {string[]} kinds "human" or a level id, per seat
   * @param {ComputerPlayer} computer
   * @param {SeatsCallbacks} on
   */
  constructor(levels, kinds, computer, on) {
    this.levels = levels;
    this.pace = PACES[1];
    this.kinds = kinds;
    this.on = on;
    this.computer = computer;
    this.paused = false;
    /** The player the computer is thinking for, or null. @type {number|null} */
    this.thinking = null;
    /** Bumped whenever what the computer thinks about no longer applies. */
    this.token = 0;
    /** When the computer's last action was shown (performance.now()). */
    this.lastShownAt = 0;
    /** The last thought, for the curious and the tests. @type {(Thought & {player: number, level: string})|null} */
    this.lastThought = null;
  }

  /** @param {number|null} player */
  isComputer(player) {
    if (player === null) return false;
    const kind = this.kinds[player - 1];
    return kind !== "human" && kind !== undefined;
  }

  /** @param {number} player */
  level(player) {
    return this.levels.find((l) => l.id === this.kinds[player - 1]) ?? null;
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

  /** Sets the pace by id; false for an unknown id. @param {string} id */
  setPace(id) {
    const pace = PACES.find((p) => p.id === id);
    if (pace) this.pace = pace;
    return Boolean(pace);
  }

  /** Makes seat `player` human or the computer at a level (unknown kinds: human). @param {number} player @param {string} kind */
  set(player, kind) {
    const known = kind === "human" || this.levels.some((l) => l.id === kind);
    this.kinds[player - 1] = known ? kind : "human";
    this.cancel();
  }

  /** @param {boolean} paused */
  setPaused(paused) {
    this.paused = paused;
    if (paused) this.cancel();
  }

  /** The next computer action may come at once (a new game, say). */
  showNextAtOnce() {
    this.lastShownAt = 0;
  }

  /** Drops any thinking in progress; called when the game changes under it. */
  cancel() {
    this.token++;
    this.computer.cancel();
    if (this.thinking !== null) {
      this.thinking = null;
      this.on.changed();
    }
  }

  /**
   * Starts the computer's turn if it is one: called after every change.
   * @param {{over: boolean, toAct: number|null}} status
   * @param {boolean} [step] act once even though paused
   */
  consider(status, step = false) {
    const player = status.toAct;
    if (status.over || player === null || !this.isComputer(player)) return;
    if (this.thinking !== null || (this.paused && !step)) return;
    this.think(player);
  }

  /** @param {number} player */
  async think(player) {
    const token = ++this.token;
    const level = this.level(player);
    if (!level) return;
    this.thinking = player;
    this.on.changed();
    const shown = sleep(Math.max(0, this.lastShownAt + this.pace.ms - performance.now()));
    let thought;
    try {
      thought = await this.computer.think({
        ...this.on.request(),
        millis: level.millis,
        iterations: level.iterations ?? undefined,
        search: level.search,
        keepTree: level.keeps_tree,
      });
      await shown;
    } catch (e) {
      if (token !== this.token) return;
      this.thinking = null;
      this.paused = true;
      this.on.failed(String(/** @type {any} */ (e)?.message ?? e));
      return;
    }
    if (thought === null || token !== this.token) return;
    this.thinking = null;
    this.lastThought = { player, level: level.id, ...thought };
    this.lastShownAt = performance.now();
    this.on.play(thought.action);
  }

  destroy() {
    this.token++;
    this.computer.destroy();
  }
}
