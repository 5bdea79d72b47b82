// The computer opponent's thread. The search runs here, in slices, so the
// page never waits for it and a newer request or a cancel stops it between
// slices.
//
// Messages in:
//   {type: "init", glue, wasm}          URLs of the worker's engine (with the searches): its
//                                       wasm-bindgen module and its wasm
//   {type: "think", id, game, options, position, record, millis, iterations, search, seed, keepTree}
//     (search: a level's search, "casual", "mcts" or "strongest"; keepTree: keep
//     the search for the next request that follows this game, as Hard and Expert ask)
//   {type: "cancel", id}
// Messages out:
//   {type: "ready"}
//   {type: "best", id, action, iterations, millis, confidence, engine, followed}
//     (followed: the search went on from a kept one, moved on by the actions since)
//   {type: "error", id, message}        id is null when loading failed
//   {type: "stopped", id, reason}       a think that stopped without an answer,
//     reason "cancelled" (a cancel came) or "superseded" (a newer think came first)

/** How long the search runs before it looks at its messages. */
const SLICE_MS = 40;

/** @type {import("./engine").SearchEngine|null} */
let engine = null;
/** @type {Promise<unknown>|null} */
let loading = null;
/** The request being served; any other id means it has been superseded. @type {number|null} */
let current = null;
/** Requests cancelled while being served, until their search has stopped. @type {Set<number>} */
const cancelled = new Set();

/** Lets queued messages (a cancel, a newer request) run, without timer clamping. */
function yieldToMessages() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(undefined);
    channel.port2.postMessage(null);
  });
}

/**
 * The search a request asked to keep, with the game it searched (`key`: game,
 * options, start position, search) and the actions played to its position.
 * A later request of that game whose record goes on from there continues it
 * (Search.advance), so the Monte Carlo search starts each action with what
 * it learnt of the position before, most within a chain of jumps.
 * @type {{key: string, record: string[], search: import("./engine").Search}|null}
 */
let kept = null;

/** @param {import("./engine").Search|null} search */
function free(search) {
  try {
    search?.free();
  } catch {
    // Freed with an instance that trapped.
  }
}

/**
 * The kept search moved on to `record`, or null when it cannot follow there
 * (another game, an undone action, a search that cannot follow); the kept
 * search is taken either way.
 * @param {string} key @param {string[]} record
 */
function follow(key, record) {
  const previous = kept;
  kept = null;
  if (!previous) return null;
  const goesOn = previous.key === key && previous.record.length <= record.length && previous.record.every((a, i) => a === record[i]);
  if (goesOn && record.slice(previous.record.length).every((action) => previous.search.advance(action))) return previous.search;
  free(previous.search);
  return null;
}

/** Where the engine's files are, for a fresh instance after a trap. @type {{glue: string, wasm: string}|null} */
let files = null;
/** How many instances were loaded: each after the first is a separate module copy, with its own memory. */
let instances = 0;

/** @param {string} glue @param {string} wasm */
async function load(glue, wasm) {
  files = { glue, wasm };
  instances += 1;
  const module = await import(instances === 1 ? glue : `${glue}#instance-${instances}`);
  await module.default({ module_or_path: wasm });
  engine = module;
  return module;
}

/**
 * @param {{id: number, game: string, options?: string, position?: string, record?: string,
 *   millis: number, iterations?: number, search?: "casual"|"mcts"|"strongest", seed: number, keepTree?: boolean}} request
 */
async function think(request) {
  const { id } = request;
  current = id;
  let session = null;
  let search = null;
  /** What a kept search would be kept as: set once the search is made. @type {{key: string, record: string[]}|null} */
  let keeping = null;
  try {
    if (!loading) throw new Error("the worker was not given the engine to load");
    await loading;
    if (!engine) throw new Error("the engine did not load");
    session = new engine.GameSession(request.game, request.options ?? "", request.position || undefined, request.record ?? "");
    const millis = Number(request.millis) || 0;
    const iterations = request.iterations ?? undefined;
    // Following the game counts against the time, as searching does.
    const start = performance.now();
    const key = JSON.stringify([request.game, request.options ?? "", request.position ?? "", request.search ?? "strongest"]);
    const record = session.record().split(" ").filter(Boolean);
    search = request.keepTree === true ? follow(key, record) : null;
    const followed = search !== null;
    search ??= session.think(request.seed >>> 0, request.search);
    if (request.keepTree === true) keeping = { key, record };
    // The whole think's budget, which the slices below spend: a search
    // that plans its time (sequential halving) cuts it from this.
    search.plan(Math.max(0, millis - (performance.now() - start)), iterations);
    for (;;) {
      const left = millis - (performance.now() - start);
      search.runFor(Math.max(0, Math.min(SLICE_MS, left)), iterations);
      const spent = performance.now() - start;
      if (search.isDone() || search.iterations() >= (iterations ?? Infinity) || spent >= millis) break;
      await yieldToMessages();
      if (current !== id) {
        postMessage({ type: "stopped", id, reason: cancelled.has(id) ? "cancelled" : "superseded" });
        return;
      }
    }
    const action = search.best();
    if (action === undefined) throw new Error("the game is over");
    postMessage({
      type: "best",
      id,
      action,
      iterations: search.iterations(),
      engine: search.engine(),
      millis: performance.now() - start,
      confidence: search.confidence() ?? null,
      followed,
    });
  } catch (e) {
    postMessage({ type: "error", id, message: e instanceof Error ? e.message : String(e) });
    // A trap leaves the instance unusable: the next request gets a fresh one.
    keeping = null;
    if (e instanceof WebAssembly.RuntimeError && files) {
      search = session = null;
      kept = null;
      engine = null;
      loading = load(files.glue, files.wasm);
      // Said to the request that waits for it; no unhandled rejection meanwhile.
      loading.catch(() => {});
    }
  } finally {
    // Kept even when superseded: its position is still this request's.
    if (keeping && search) {
      free(kept?.search ?? null);
      kept = { ...keeping, search };
    } else {
      free(search);
    }
    try {
      session?.free();
    } catch {
      // Freed with the instance that trapped.
    }
    if (current === id) current = null;
    cancelled.delete(id);
  }
}

self.onmessage = (event) => {
  const message = event.data ?? {};
  if (message.type === "init") {
    loading = load(message.glue, message.wasm).then(
      () => postMessage({ type: "ready" }),
      (e) => postMessage({ type: "error", id: null, message: `the engine could not load: ${e instanceof Error ? e.message : e}` }),
    );
  } else if (message.type === "think") {
    think(message);
  } else if (message.type === "cancel") {
    if (current === message.id) {
      current = null;
      cancelled.add(message.id);
    }
  } else {
    postMessage({ type: "error", id: message.id ?? null, message: `unknown message type: ${message.type}` });
  }
};
