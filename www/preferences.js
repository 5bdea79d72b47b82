// The player's choices kept in the browser (the theme, sound, the speed of
// pieces in motion): read and written in one place, quietly doing without
// where storage is refused (private modes, sandboxed frames), where the
// choice still applies on the page.

/** The value kept under `key`, or null (none, or storage refused). @param {string} key */
export function readPreference(key) {
  try {
    return globalThis.window?.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key`; false when the browser refuses. @param {string} key @param {string} value */
export function writePreference(key, value) {
  try {
    globalThis.window?.localStorage?.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
