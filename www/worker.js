// The computer opponent's thread. The search runs here, in slices, so the
// page never waits for it and a newer request or a cancel stops it between
// slices.
//
// Messages in:
//   {type: "init", glue, wasm}          URLs of the wasm-bindgen module and the wasm
//   {type: "think", id, game, options, position, record, millis, iterations, search, seed}
//     (search: a level's search, "casual", "mcts" or "strongest")
//   {type: "cancel", id}
// Messages out:
//   {type: "ready"}
//   {type: "best", id, action, iterations, millis, confidence}
//   {type: "error", id, message}        id is null when loading failed

/** How long the search runs before it looks at its messages. */
const SLICE_MS = 40;

/** @type {import("./engine").Engine|null} */
let engine = null;
/** @type {Promise<unknown>|null} */
let loading = null;
/** The request being served; any other id means it has been superseded. @type {number|null} */
let current = null;

/** Lets queued messages (a cancel, a newer request) run, without timer clamping. */
function yieldToMessages() {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(undefined);
    channel.port2.postMessage(null);
  });
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
 *   millis: number, iterations?: number, search?: "casual"|"mcts"|"strongest", seed: number}} request
 */
async function think(request) {
  const { id } = request;
  current = id;
  let session = null;
  let search = null;
  try {
    if (!loading) throw new Error("the worker was not given the engine to load");
    await loading;
    if (!engine) throw new Error("the engine did not load");
    session = new engine.GameSession(request.game, request.options ?? "", request.position || undefined, request.record ?? "");
    search = session.think(request.seed >>> 0, request.search);
    const millis = Number(request.millis) || 0;
    const iterations = request.iterations ?? undefined;
    const start = performance.now();
    for (;;) {
      const left = millis - (performance.now() - start);
      search.runFor(Math.max(0, Math.min(SLICE_MS, left)), iterations);
      const spent = performance.now() - start;
      if (search.isDone() || search.iterations() >= (iterations ?? Infinity) || spent >= millis) break;
      await yieldToMessages();
      if (current !== id) return;
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
    });
  } catch (e) {
    postMessage({ type: "error", id, message: e instanceof Error ? e.message : String(e) });
    // A trap leaves the instance unusable: the next request gets a fresh one.
    if (e instanceof WebAssembly.RuntimeError && files) {
      search = session = null;
      engine = null;
      loading = load(files.glue, files.wasm);
      // Said to the request that waits for it; no unhandled rejection meanwhile.
      loading.catch(() => {});
    }
  } finally {
    try {
      search?.free();
      session?.free();
    } catch {
      // Freed with the instance that trapped.
    }
    if (current === id) current = null;
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
    if (current === message.id) current = null;
  } else {
    postMessage({ type: "error", id: message.id ?? null, message: `unknown message type: ${message.type}` });
  }
};
