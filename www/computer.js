// The page's side of the computer opponent: one Web Worker (worker.js) that
// loads the worker's wasm engine (the page's, with the searches) and searches
// there, so the page stays free and loads no searches' code.

import * as engineFiles from "./engine-files.js";

/**
 * The worker, started from the site's own worker.js. A page on another
 * origin (the custom element in someone's blog, a sandboxed frame) may not
 * start a worker from the site's address directly; a tiny worker of its own
 * (a data: address, which the site's Content-Security-Policy allows for
 * workers and nothing else; Chromium refuses a blob: one made in an opaque
 * origin) that imports worker.js may.
 */
function startWorker() {
  try {
    return new Worker(engineFiles.worker, { type: "module" });
  } catch {
    const loader = `import ${JSON.stringify(engineFiles.worker)};`;
    return new Worker(`data:text/javascript,${encodeURIComponent(loader)}`, { type: "module" });
  }
}

/**
 * @typedef {{game: string, options: string, position?: string, record: string,
 *   millis: number, iterations?: number, search?: "casual"|"mcts"|"strongest", keepTree?: boolean}} ThinkRequest
 * (keepTree: the worker keeps the search for the next request that follows this game, as Hard and Expert ask)
 * @typedef {{action: string, iterations: number, millis: number, confidence: number|null, engine: string, followed: boolean}} Thought
 * (followed: the search went on from a kept one rather than starting afresh)
 * What the worker answers (worker.js): an error with no id is the worker's own;
 * "stopped" says a cancelled or superseded think ended without an answer.
 * @typedef {{type: "ready"} | {type: "best", id: number, action: string, iterations: number, millis: number, confidence: number|null, engine: string,
 *   followed: boolean}
 *   | {type: "error", id: number|null, message: string}
 *   | {type: "stopped", id: number, reason: "cancelled"|"superseded"}} WorkerAnswer
 */

export class Computer {
  constructor() {
    /** @type {Worker|null} */
    this.worker = null;
    this.nextId = 1;
    /** @type {Map<number, {resolve: (t: Thought|null) => void, reject: (e: Error) => void}>} */
    this.pending = new Map();
  }

  start() {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.onmessage = (event) => this.receive(event.data);
    worker.onerror = (event) => this.failAll(`the computer opponent stopped: ${event.message || "the worker failed to load"}`);
    // The worker's engine, with the searches; the page's has none.
    worker.postMessage({ type: "init", glue: engineFiles.searchGlue, wasm: engineFiles.searchWasm });
    this.worker = worker;
    return worker;
  }

  /** @param {WorkerAnswer} message */
  receive(message) {
    if (message.type === "ready") return;
    if (message.type === "error" && message.id === null) {
      this.failAll(message.message);
      return;
    }
    const id = message.id ?? -1;
    const waiting = this.pending.get(id);
    if (!waiting) return;
    this.pending.delete(id);
    if (message.type === "best") {
      const { action, iterations, millis, confidence, engine, followed } = message;
      waiting.resolve({ action, iterations, millis, confidence, engine, followed });
    } else if (message.type === "stopped") {
      // The page drops a request before it stops it, so this is not met;
      // were it, the request was cancelled, which resolves to null.
      waiting.resolve(null);
    } else {
      waiting.reject(new Error(message.message));
    }
  }

  /** @param {string} text */
  failAll(text) {
    for (const { reject } of this.pending.values()) reject(new Error(text));
    this.pending.clear();
  }

  /**
   * The computer's action for a position; resolves to null when cancelled
   * (by `cancel` or a newer request).
   * @param {ThinkRequest} request
   * @returns {Promise<Thought|null>}
   */
  think(request) {
    this.cancel();
    const worker = this.start();
    const id = this.nextId++;
    const seed = Math.floor(Math.random() * 2 ** 32);
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ type: "think", id, seed, ...request });
    });
  }

  /** Stops whatever the computer is thinking about; its answer is dropped. */
  cancel() {
    for (const [id, { resolve }] of this.pending) {
      this.worker?.postMessage({ type: "cancel", id });
      resolve(null);
    }
    this.pending.clear();
  }

  destroy() {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }
}
