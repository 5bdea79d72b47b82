// www/engine-files.js is written by scripts/postbuild.mjs into the built
// site: where the engine's files are, with their content hashes.

/** The wasm-bindgen JavaScript module's address. */
export const glue: string;
/** The wasm file's address. */
export const wasm: string;
/** The search worker's address. */
export const worker: string;
/** The worker's engine, with the searches: its wasm-bindgen module's address. */
export const searchGlue: string;
/** The worker's engine's wasm file's address. */
export const searchWasm: string;
