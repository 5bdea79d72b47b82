// How fast pieces move on the board: Off, Fast, Normal or Slow, chosen
// beside the board and remembered in the browser. With nothing chosen it
// is Normal, or Off when the system asks for reduced motion.

import { readPreference, writePreference } from "./preferences.js";

const KEY = "abstract-games/animation";

/** The speeds, each with how long its animations take against Normal (Off: none). */
export const SPEEDS = /** @type {const} */ ([
  { id: "off", name: "Off", factor: 0 },
  { id: "fast", name: "Fast", factor: 0.55 },
  { id: "normal", name: "Normal", factor: 1 },
  { id: "slow", name: "Slow", factor: 1.8 },
]);
/** @typedef {typeof SPEEDS[number]} Speed */

/** The system asks for reduced motion. */
export function prefersReducedMotion() {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The speed chosen before, or the default (Off under reduced motion);
 * the default too when storage is refused or holds something else.
 * @param {boolean} reduced @returns {Speed}
 */
export function storedSpeed(reduced = prefersReducedMotion()) {
  const value = readPreference(KEY);
  return SPEEDS.find((s) => s.id === value) ?? (reduced ? SPEEDS[0] : SPEEDS[2]);
}

/** Remembers the speed `id`; false when the browser refuses or there is no such speed. @param {string} id */
export function storeSpeed(id) {
  return SPEEDS.some((s) => s.id === id) && writePreference(KEY, id);
}
