// Draws the app icons (assets/icon-192.png, assets/icon-512.png): a 4x4
// board in the site's square colours with a red and a blue checker in the
// middle, full-bleed so that it also serves as a maskable icon. Run once
// after changing the design: node scripts/make-icons.mjs
import { deflateSync } from "node:zlib";
import { writeFileSync } from "node:fs";

const LIGHT = [0xec, 0xd9, 0xb5];
const DARK = [0xb5, 0x88, 0x63];
const RED = [0xc8, 0x2a, 0x1e];
const BLUE = [0x1f, 0x4e, 0xa8];
const RIM = [0x2a, 0x22, 0x1a];

/** @param {number} x @param {number} y @param {number} size @returns {number[]} */
function pixel(x, y, size) {
  const cell = size / 4;
  const [cx, cy] = [Math.floor(x / cell), Math.floor(y / cell)];
  let colour = (cx + cy) % 2 ? DARK : LIGHT;
  // Two checkers on the middle diagonal, inside the maskable safe zone.
  /** @type {[number, number, number[]][]} */
  const checkers = [
    [1.5, 2.5, RED],
    [2.5, 1.5, BLUE],
  ];
  for (const [px, py, c] of checkers) {
    const d = Math.hypot(x / cell - px, y / cell - py);
    if (d < 0.42) colour = d > 0.36 ? RIM : c;
  }
  return colour;
}

/** @param {Uint8Array} bytes */
function crc32(bytes) {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "ascii");
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** @param {number} size */
function png(size) {
  const raw = Buffer.alloc(size * (size * 3 + 1));
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b] = pixel(x + 0.5, y + 0.5, size);
      raw.set([r, g, b], y * (size * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) writeFileSync(new URL(`../assets/icon-${size}.png`, import.meta.url), png(size));
