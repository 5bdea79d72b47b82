// A small static file server for the built site, bound to 127.0.0.1.
// `node static-server.mjs DIR [PORT]` serves DIR; tests import startServer,
// which can also mount the site under a sub-path and counts requests.

import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/**
 * @param {string} dir the folder to serve
 * @param {{port?: number, prefix?: string}} [options] prefix such as "/games/"
 * @returns {Promise<{url: string, requests: string[], close: () => Promise<void>}>}
 */
export async function startServer(dir, { port = 0, prefix = "/" } = {}) {
  const root = resolve(dir);
  /** @type {string[]} */
  const requests = [];
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    requests.push(path);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end("not found");
      return;
    }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (!file.startsWith(root)) {
      res.writeHead(403).end("forbidden");
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
      res.writeHead(200, {
        "content-type": TYPES[/** @type {keyof typeof TYPES} */ (extname(file))] ?? "application/octet-stream",
        "cache-control": "no-cache",
        // As GitHub Pages does: lets sandboxed frames and other sites'
        // pages (the embeds) load the site's modules, wasm and worker.
        "access-control-allow-origin": "*",
      });
      res.end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise((ok) => server.listen(port, "127.0.0.1", () => ok(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}${prefix}`,
    requests,
    close: () => new Promise((ok) => server.close(() => ok(undefined))),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const [dir = "dist", port = "8080"] = process.argv.slice(2);
  const { url } = await startServer(dir, { port: Number(port) });
  console.log(`Serving ${dir} at ${url} (Ctrl-C stops)`);
}
