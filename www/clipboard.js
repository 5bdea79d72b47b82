// Copying text for the player, where the browser allows it.

/** Copies `text`, or says it could not (a sandboxed frame, an old browser). @param {string} text */
export async function copyText(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
