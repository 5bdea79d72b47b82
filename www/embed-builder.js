// The Embed dialog of a game page: choose how the game shows in someone
// else's page, see it in a preview, and copy an iframe snippet or a script
// and element snippet.

import { formatAddress, THEMES } from "./address.js";
import { h } from "./dom.js";
import { copyText } from "./clipboard.js";

/**
 * @typedef {{game: string, name: string, designer: string, options: [string, string][],
 *   settings: import("./address.js").Settings, seatNames: string[], levels: {id: string, name: string}[],
 *   siteUrl: string}} EmbedSource
 */

/** HTML-escapes an attribute value. @param {string} text */
function attr(text) {
  return String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/**
 * The snippets for an embed with these choices.
 * @param {EmbedSource} source
 * @param {{mode: string, side: number, controls: boolean, movelist: boolean, theme: string,
 *   seats: string, width: number, height: number, sandbox: boolean}} choice
 */
export function embedSnippets(source, choice) {
  const computer = choice.mode === "play" && choice.seats.split(",").some((k) => k !== "human");
  const settings = {
    seats: computer ? choice.seats : undefined,
    // The pace the game was played at goes with the computer.
    pace: computer ? source.settings.pace : undefined,
    mode: choice.mode === "play" ? undefined : choice.mode,
    at: choice.mode === "replay" ? source.settings.at : undefined,
    side: choice.side > 1 ? choice.side : undefined,
    controls: choice.controls ? undefined : false,
    movelist: choice.movelist ? undefined : false,
    theme: choice.theme === "light" ? undefined : choice.theme,
    position: source.settings.position,
    r: source.settings.r,
  };
  const url = source.siteUrl + formatAddress("embed", source.game, source.options, settings);
  const title = `${source.name} by ${source.designer}`;
  const iframe = `<iframe src="${attr(url)}" width="${choice.width}" height="${choice.height}" title="${attr(title)}" style="border:0;max-width:100%" loading="lazy"${choice.sandbox ? ' sandbox="allow-scripts"' : ""}></iframe>`;
  const attributes = [
    ["game", source.game],
    ["options", source.options.map(([k, v]) => `${k}=${v}`).join(" ")],
    ...Object.entries(settings)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, typeof v === "boolean" ? (v ? "1" : "0") : String(v)]),
  ].filter(([, v]) => v !== "");
  // The link inside the element shows wherever the element cannot start (its script refused or blocked).
  const site = source.siteUrl + formatAddress("game", source.game, source.options, { ...settings, controls: undefined, movelist: undefined, theme: undefined });
  const element =
    `<script type="module" src="${attr(source.siteUrl)}www/element.js"></script>\n` +
    `<abstract-game ${attributes.map(([k, v]) => `${k}="${attr(v)}"`).join(" ")} style="width:${choice.width}px;height:${choice.height}px;max-width:100%">` +
    `<a href="${attr(site)}">Play ${attr(title)} on the site</a></abstract-game>`;
  return { url, iframe, element };
}

/**
 * Opens the Embed dialog for the game `source` describes.
 * @param {HTMLElement} parent where the dialog goes
 * @param {EmbedSource} source
 */
export function openEmbedBuilder(parent, source) {
  const field = (/** @type {string} */ label, /** @type {HTMLElement} */ control) => h("label", { class: "option" }, [`${label} `, control]);
  const select = (/** @type {string} */ testid, /** @type {string[][]} */ choices, /** @type {string} */ value) =>
    h(
      "select",
      { "data-testid": testid },
      choices.map(([v, label]) => h("option", { value: v, selected: v === value }, [label])),
    );
  const check = (/** @type {string} */ testid, /** @type {boolean} */ checked) => h("input", { type: "checkbox", "data-testid": testid, checked });
  const number = (/** @type {string} */ testid, /** @type {number} */ value) =>
    h("input", { type: "number", min: "240", max: "2000", step: "10", value: String(value), "data-testid": testid });

  const mode = select(
    "embed-mode",
    [
      ["play", "Play from here"],
      ["replay", "Replay the record"],
      ["position", "Show the position only"],
    ],
    source.settings.mode === "replay" ? "replay" : "play",
  );
  const side = select(
    "embed-side",
    source.seatNames.map((n, i) => [String(i + 1), `${n} at the bottom`]),
    String(source.settings.side ?? 1),
  );
  const controls = check("embed-controls", true);
  const movelist = check("embed-movelist", true);
  const theme = select(
    "embed-theme",
    THEMES.map((t) => [t, t === "light" ? "Light" : "Dark"]),
    source.settings.theme ?? "light",
  );
  const seatKinds = (source.settings.seats ?? "").split(",");
  const seatSelects = source.seatNames.map((n, i) =>
    select(`embed-seat-${i + 1}`, [["human", "Human"], ...source.levels.map((l) => [l.id, `Computer: ${l.name}`])], seatKinds[i] || "human"),
  );
  const width = number("embed-width", 480);
  const height = number("embed-height", 420);
  const sandbox = check("embed-sandbox", false);
  const iframeCode = h("textarea", { readonly: true, rows: "4", "data-testid": "embed-iframe-code", "aria-label": "Iframe snippet" });
  const elementCode = h("textarea", { readonly: true, rows: "4", "data-testid": "embed-element-code", "aria-label": "Script and element snippet" });
  const preview = h("iframe", { class: "embed-preview", "data-testid": "embed-preview", title: "Preview of the embed" });
  const status = h("p", { class: "share-status", "aria-live": "polite" });

  const choice = () => ({
    mode: mode.value,
    side: Number(side.value),
    controls: controls.checked,
    movelist: movelist.checked,
    theme: theme.value,
    seats: seatSelects.map((s) => s.value).join(","),
    width: clamp(Number(width.value), 240, 2000, 480),
    height: clamp(Number(height.value), 200, 2000, 420),
    sandbox: sandbox.checked,
  });
  const refresh = () => {
    const c = choice();
    const snippets = embedSnippets(source, c);
    iframeCode.value = snippets.iframe;
    elementCode.value = snippets.element;
    preview.setAttribute("width", String(c.width));
    preview.setAttribute("height", String(c.height));
    if (c.sandbox) preview.setAttribute("sandbox", "allow-scripts");
    else preview.removeAttribute("sandbox");
    if (preview.getAttribute("src") !== snippets.url) preview.setAttribute("src", snippets.url);
    for (const s of seatSelects) s.disabled = c.mode !== "play";
  };
  const copy = (/** @type {HTMLTextAreaElement} */ area, /** @type {string} */ what) => async () => {
    status.textContent = (await copyText(area.value)) ? `${what} copied.` : "The browser would not copy here; select the text and copy it.";
  };
  const dialog = h("dialog", { class: "embed-dialog", "data-testid": "embed-dialog", onchange: refresh, oninput: refresh }, [
    h("h2", {}, [`Embed ${source.name}`]),
    h("div", { class: "embed-form" }, [
      field("Show", mode),
      field("Side", side),
      field("Theme", theme),
      h("label", { class: "option" }, [controls, " Buttons"]),
      h("label", { class: "option" }, [movelist, " Move list"]),
      ...seatSelects.map((s, i) => field(source.seatNames[i], s)),
      field("Width", width),
      field("Height", height),
      h("label", { class: "option" }, [sandbox, " Sandboxed frame"]),
    ]),
    h("h3", {}, ["In an iframe (works anywhere that allows iframes)"]),
    iframeCode,
    h("button", { type: "button", onclick: copy(iframeCode, "Iframe snippet"), "data-testid": "embed-copy-iframe" }, ["Copy iframe snippet"]),
    h("h3", {}, ["As an element (pages that allow scripts)"]),
    elementCode,
    h("button", { type: "button", onclick: copy(elementCode, "Element snippet"), "data-testid": "embed-copy-element" }, ["Copy element snippet"]),
    status,
    h("h3", {}, ["Preview"]),
    h("div", { class: "embed-preview-box" }, [preview]),
    h("form", { method: "dialog" }, [h("button", { "data-testid": "embed-close" }, ["Close"])]),
  ]);
  dialog.addEventListener("close", () => dialog.remove());
  parent.append(dialog);
  refresh();
  dialog.showModal();
  return dialog;
}

/** @param {number} value @param {number} low @param {number} high @param {number} fallback */
function clamp(value, low, high, fallback) {
  return Number.isFinite(value) ? Math.min(high, Math.max(low, Math.round(value))) : fallback;
}
