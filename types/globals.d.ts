// Globals the page sets or the tests read: the debug switch and handle (www/debug.js),
// and the browser tests' own long-task record.

declare global {
  interface Window {
    /** The debug switch (www/debug.js). */
    __abstractGamesDebug?: boolean;
    /** The game page's state, in debug mode (www/debug.js). */
    __gamePage: import("../www/debug.js").GamePageHandle;
    /** The boards of the rules page's figures or of the guided game's tasks, in debug mode (www/debug.js). */
    __figures: import("../www/learn/figure-board.js").FigureBoard[];
    /** When the first board was drawn, in debug mode. */
    __boardDrawnAt?: number;
    /** Long main-thread tasks, recorded by a browser test. */
    __longTasks: { start: number; duration: number }[];
    /** The pitch of every oscillator started, recorded by the sound test. */
    __oscillators: number[];
  }
  var __abstractGamesDebug: boolean | undefined;
  /** The <abstract-game> element (www/element.js). */
  interface HTMLElementTagNameMap {
    "abstract-game": HTMLElement & { page: import("../www/page/game-page.js").GamePage | null };
  }
}

export {};
