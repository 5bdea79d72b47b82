// The shapes that cross from the Rust engine (src/view.rs, src/game_info.rs,
// src/ai/level.rs, src/wasm.rs), declared once for the whole page. The Rust
// test `tests/js_types.rs` checks that every field the engine sends is named
// here, so the two cannot drift apart silently.

export type ActionKind = "kill" | "engage" | "step" | "jump" | "capture-jump" | "drop" | "convert" | "end" | "leave";

export interface Seat {
  name: string;
  colour: string;
  /** `circle`, `square`, `triangle`, `diamond`, or empty. */
  mark: string;
}

export interface CellView {
  name: string;
  x: number;
  y: number;
  shade: number;
}

export interface Label {
  text: string;
  x: number;
  y: number;
}

export interface BoardView {
  cellShape: "square" | "hex";
  cellSize: number;
  width: number;
  height: number;
  cells: CellView[];
  labels: Label[];
  /** `[x1, y1, x2, y2]` in board units. */
  lines: number[][];
}

export interface PieceView {
  cell: string;
  owner: number;
  height: number;
  crowned: boolean;
  size: number;
}

export interface StatusView {
  over: boolean;
  toAct: number | null;
  winners: number[];
  reason: string;
}

export interface Target {
  cell: string | null;
  kind: ActionKind;
  action: string;
}

export interface Group {
  from: string | null;
  targets: Target[];
}

export interface Move {
  action: string;
  player: number;
  /** The turn the action belongs to, from 1. */
  turn: number;
}

export interface Changed {
  cell: string;
  lines: string[][];
}

/** One action of a recent turn, with what it did to the board (src/turn_view.rs). */
export interface ActionMark {
  kind: ActionKind;
  action: string;
  from: string | null;
  to: string | null;
  /** Cells whose piece the action took off the board. */
  removed: string[];
  /** Other cells whose piece the action changed (soldiers made Kings). */
  changed: string[];
}

/** A recent turn: every action, and the turn in words. */
export interface TurnView {
  turn: number;
  player: number;
  /** False while the player is still in the middle of this turn. */
  done: boolean;
  text: string;
  actions: ActionMark[];
}

export interface View {
  board: BoardView;
  seats: Seat[];
  pieces: PieceView[];
  status: StatusView;
  scores: number[];
  groups: Group[];
  /** The latest turns, oldest first: the turn in progress, then each player's latest back to the player to act. */
  recent: TurnView[];
  /** The moves played: all of them from view(), from the `movesFrom`-th on from viewSince(). */
  moves: Move[];
  movesFrom: number;
  moveCount: number;
  note: string | null;
  active: string | null;
  stashes: number[][];
  changed: Changed[];
  /** The players who resigned and left while the others play on. */
  left: number[];
}

export interface ExplanationView {
  reason: string;
  cells: string[];
}

export interface LegalAction {
  action: string;
  kind: ActionKind;
  from: string | null;
  to: string | null;
}

export interface LegendEntry {
  kind: ActionKind;
  label: string;
}

export interface Choice {
  value: string;
  label: string;
}

export interface GameOption {
  key: string;
  label: string;
  choices: Choice[];
}

export interface GameInfo {
  id: string;
  name: string;
  designer: string;
  year: string;
  players: string;
  summary: string;
  rules: string[];
  legend: LegendEntry[];
  score_name: string;
  options: GameOption[];
  fills_board: boolean;
  /** A turn may be ended before it must, with the action `end`: the page keeps room below the board for End turn. */
  ends_turns_by_choice: boolean;
  sample: string;
}

export interface LevelInfo {
  id: string;
  name: string;
  millis: number;
  iterations: number | null;
  /** Which search the level runs: "casual" (Easy's beginner), "mcts", or "strongest" (the game's strongest). */
  search: "casual" | "mcts" | "strongest";
  /** Whether the level's search follows the game between its actions (Search.advance): Hard and Expert. */
  keeps_tree: boolean;
}

/** A game in progress (src/wasm.rs). */
export interface GameSession {
  legal(): LegalAction[];
  play(action: string): void;
  undo(): void;
  redo(): void;
  undoTurn(): void;
  redoTurn(): void;
  leave(): void;
  mayLeave(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  view(): View;
  /** How many actions have been played. */
  moveCount(): number;
  /** The actions waiting to be redone, next first. */
  redoMoves(): Move[];
  /** The last action played, if any. */
  lastMove(): Move | undefined;
  /** The view with only the moves from the `known`-th on. */
  viewSince(known: number): View;
  viewAt(actions: number): View;
  lineMoves(): Move[];
  explain(from: string | undefined, to: string): ExplanationView | null;
  stopped(resigned: number | undefined): StatusView | null;
  status(): StatusView;
  scores(): Uint32Array;
  record(): string;
  compactRecord(wholeLine: boolean): string;
  recordLine(): string;
  playCompact(code: string): void;
  position(): string;
  free(): void;
}

/** A session of the worker's engine, which also searches (the page's engine has no searches). */
export interface SearchingGameSession extends GameSession {
  think(seed: number, search?: "casual" | "mcts" | "strongest"): Search;
}

export interface Search {
  /** Says that a think of about `millis` ms (at most `maxIterations` iterations in all) begins now, to be run in slices of runFor. */
  plan(millis: number, maxIterations?: number): void;
  runFor(millis: number, maxIterations?: number): void;
  best(): string | undefined;
  iterations(): number;
  isForced(): boolean;
  /** True when more time would change nothing (a forced position, or a finished search such as Easy's). */
  isDone(): boolean;
  confidence(): number | undefined;
  /** Which search this is: "casual", "mcts" or "alpha-beta". */
  engine(): string;
  /** Follows the game by a legal action, keeping what the search knows; false (nothing changed) when it cannot: search afresh. */
  advance(action: string): boolean;
  free(): void;
}

/** The wasm-bindgen module's exports the page uses: the page's engine, built without the searches. */
export interface Engine {
  gameList(): GameInfo[];
  levels(): LevelInfo[];
  /** Panics on purpose: for the tests of recovery from a trap (engine-loader.js). */
  debugPanic(): void;
  GameSession: new (game: string, options?: string, position?: string, record?: string) => GameSession;
}

/** The worker's engine: the page's, with the searches (GameSession.think). */
export interface SearchEngine extends Engine {
  GameSession: new (game: string, options?: string, position?: string, record?: string) => SearchingGameSession;
}
