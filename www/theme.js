// The page's theme: Light, Dark, or Auto (the system's setting, by
// `prefers-color-scheme`), chosen in the site's header and remembered in the
// browser. An address's `theme=` (embeds, shared links) wins over the
// choice. The board re-reads its colours on the `themechange` event.

import { readPreference, writePreference } from "./preferences.js";

const KEY = "abstract-games/theme";
export const THEME_CHOICES = /** @type {const} */ (["auto", "light", "dark"]);
/** @typedef {typeof THEME_CHOICES[number]} ThemeChoice */

/** The remembered choice; "auto" when none, or when storage is refused or holds something else. @returns {ThemeChoice} */
export function storedTheme() {
  const value = readPreference(KEY);
  return THEME_CHOICES.find((c) => c === value) ?? "auto";
}

/** Remembers `choice`; false when the browser refuses. @param {ThemeChoice} choice */
export function storeTheme(choice) {
  return writePreference(KEY, choice);
}

/** The system asks for dark. */
function systemDark() {
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
}

/**
 * Light or dark for `choice`, unless the address asks for one.
 * @param {ThemeChoice} choice @param {string|undefined} fromAddress @param {boolean} dark the system's setting
 * @returns {"light"|"dark"}
 */
export function resolveTheme(choice, fromAddress, dark) {
  if (fromAddress === "light" || fromAddress === "dark") return fromAddress;
  if (choice === "auto") return dark ? "dark" : "light";
  return choice;
}

/**
 * Applies the theme to the document and tells the board when it changed.
 * @param {ThemeChoice} choice @param {string|undefined} fromAddress
 */
export function applyTheme(choice, fromAddress) {
  const dark = resolveTheme(choice, fromAddress, systemDark()) === "dark";
  const root = document.documentElement;
  if (root.classList.contains("theme-dark") === dark) return;
  root.classList.toggle("theme-dark", dark);
  window.dispatchEvent(new Event("themechange"));
}

/**
 * Calls `changed` when the system's setting changes (for Auto).
 * @param {() => void} changed
 */
export function followSystemTheme(changed) {
  if (typeof matchMedia === "function") matchMedia("(prefers-color-scheme: dark)").addEventListener("change", changed);
}
