// The game page's "Share and save" section: copy a link to the game, copy or
// download its record, load a record or a position by pasting it, and open
// the embed builder.

import { h } from "../../dom.js";
import { copyText } from "../../clipboard.js";

/**
 * @typedef {{shareUrl: () => string, recordText: () => string, exportText: () => string,
 *   exportName: () => string, load: (text: string) => string|null,
 *   openEmbed: () => void}} RecordPage
 */

/**
 * @param {RecordPage} page
 * @returns {HTMLElement}
 */
export function buildRecordPanel(page) {
  const status = h("p", { class: "share-status", "data-testid": "share-status", "aria-live": "polite" });
  // Shown when the clipboard refused, so the text can be copied by hand.
  const manual = h("input", { type: "text", readonly: true, class: "manual-copy", "data-testid": "manual-copy", hidden: true, "aria-label": "Text to copy" });
  const tell = (/** @type {string} */ text) => {
    status.textContent = text;
  };
  const offer = async (/** @type {string} */ text, /** @type {string} */ what) => {
    manual.hidden = true;
    if (await copyText(text)) {
      tell(`${what} copied.`);
    } else {
      manual.value = text;
      manual.hidden = false;
      manual.select();
      tell(`The browser would not copy here; select the ${what.toLowerCase()} below and copy it.`);
    }
  };
  const button = (/** @type {string} */ label, /** @type {() => void} */ act, /** @type {string} */ testid) =>
    h("button", { type: "button", onclick: act, "data-testid": testid }, [label]);

  const importBox = h("textarea", {
    rows: "3",
    class: "import-box",
    "data-testid": "import-text",
    placeholder: "Paste a record (c3-e5 e5xf6 …), a position, or a link",
    "aria-label": "A record, a position or a link to load",
  });
  const importError = h("p", { class: "message", "data-testid": "import-error", role: "alert" });
  const load = () => {
    const problem = page.load(importBox.value);
    importError.textContent = problem ?? "";
    if (!problem) {
      importBox.value = "";
      tell("Loaded.");
    }
  };
  const download = () => {
    const blob = new Blob([page.exportText()], { type: "text/plain" });
    const a = h("a", { href: URL.createObjectURL(blob), download: page.exportName() });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(a.getAttribute("href") ?? ""), 10_000);
    tell(`Saved as ${page.exportName()}.`);
  };
  return h("details", { class: "share", "data-testid": "share" }, [
    h("summary", {}, ["Share, save and load"]),
    h("div", { class: "buttons" }, [
      button("Copy link", () => offer(page.shareUrl(), "Link"), "copy-link"),
      button("Copy record", () => offer(page.recordText(), "Record"), "copy-record"),
      button("Download record", download, "download-record"),
      button("Embed…", () => page.openEmbed(), "embed"),
    ]),
    status,
    manual,
    h("label", { class: "import" }, ["Load a record or a position", importBox]),
    button("Load", load, "import-load"),
    importError,
  ]);
}
