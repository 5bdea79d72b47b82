// The wasm engine for the page: loaded once and shared by the site's page
// and every <abstract-game> element, and replaced when it traps.
//
// A trap (a panic in Rust, or memory running out) leaves a wasm instance
// unusable: every later call may fail. Every call into the engine goes
// through `guard`, which turns a trap into an ordinary error and reports
// it once; the loader then starts a fresh instance (a second copy of the
// wasm-bindgen module, imported under another fragment, with its own
// memory), and every page that used the stopped one is told, so that it
// restores its game from its record on the fresh one.

import * as files from "./engine-files.js";

/** @typedef {import("./engine").Engine} Engine */

/** The instance now in use. @type {Promise<Engine>|null} */
let current = null;
/** How many instances were started: each after the first is a separate module copy. */
let started = 0;
/** The instances that trapped. @type {WeakSet<object>} */
const stopped = new WeakSet();
/** @type {Set<(engine: Engine) => void>} */
const listeners = new Set();

/** Thrown in place of a trap, so that callers handle it like any refusal. */
export class EngineStopped extends Error {}

/** The engine: the instance in use, loaded on first use. */
export function loadEngine() {
  current ??= start();
  return current;
}

/** Starts an instance: a fresh copy of the module (its own `wasm` and memory) and the wasm. */
async function start() {
  started += 1;
  const bindings = await import(started === 1 ? files.glue : `${files.glue}#instance-${started}`);
  await bindings.default({ module_or_path: files.wasm });
  return guard(bindings);
}

/**
 * Tells `listener` of every instance that traps; it answers the function
 * that stops listening.
 * @param {(engine: Engine) => void} listener
 */
export function onEngineStopped(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether an instance has trapped (a page checks before it restores on it). @param {Engine} engine */
export function hasStopped(engine) {
  return stopped.has(engine);
}

/**
 * The bindings with every call guarded: a trap marks the instance stopped,
 * starts the next one, tells the listeners, and is thrown as EngineStopped.
 * @param {any} bindings the wasm-bindgen module
 * @returns {Engine}
 */
function guard(bindings) {
  /** @type {Engine} */
  // oxlint-disable-next-line prefer-const
  let engine;
  /** @template T @param {() => T} call @returns {T} */
  const guarded = (call) => {
    try {
      return call();
    } catch (e) {
      if (!(e instanceof WebAssembly.RuntimeError)) throw e;
      if (!stopped.has(engine)) {
        stopped.add(engine);
        current = start();
        for (const listener of listeners) listener(engine);
      }
      throw new EngineStopped(`the game engine stopped (${e.message}); it is being restarted`);
    }
  };
  /** @param {object} session */
  const guardSession = (session) =>
    new Proxy(session, {
      get(target, key) {
        const value = Reflect.get(target, key);
        return typeof value === "function" ? (/** @type {unknown[]} */ ...args) => guarded(() => value.apply(target, args)) : value;
      },
    });
  const GameSession = new Proxy(bindings.GameSession, {
    construct: (target, args) => guardSession(guarded(() => new target(...args))),
  });
  engine = {
    gameList: () => guarded(() => bindings.gameList()),
    levels: () => guarded(() => bindings.levels()),
    debugPanic: () => guarded(() => bindings.debugPanic()),
    GameSession,
  };
  return engine;
}
