// The site's addresses, read and written. Everything lives in the hash, so
// the site works from plain files in any folder:
//
//   #/                          the home page
//   #/GAME?KEY=VALUE&…          a game page
//   #/embed/GAME?KEY=VALUE&…    the same game for an iframe in someone's page
//   #/rules/GAME                the game's rules, with figures to try
//   #/learn/GAME                the guided first game
//   #/embed/rules/GAME?figure=ID&theme=dark   one figure of the rules, for an iframe
//
// The game's own options (`size=8`, `players=3`) sit beside the page's
// settings, which are:
//
//   r=CODE          the record, compact (the engine's compactRecord)
//   record=TEXT     the record in notation, actions separated by spaces or +
//   position=TEXT   a position to start from instead of the initial one
//   mode=play|replay|position    play on, step through the record, or only show
//   at=N            in a replay: how many actions are played (default all)
//   seats=human,hard,…   who plays each seat
//   pace=slow|normal|fast how long each computer move stays in view
//   side=N          the player whose side faces the viewer (at the bottom)
//   controls=0      no buttons (embeds)
//   movelist=0      no move list (embeds)
//   theme=light|dark
//   saved=ID        the identity of this browser's save of the game (saved-games.js)
//
// This module only parses and formats; it knows no game. It never throws:
// a problem with a setting is reported and the setting left out.

/** The page's settings, in the order addresses write them. */
export const SETTINGS = ["seats", "pace", "mode", "at", "side", "controls", "movelist", "theme", "saved", "position", "record", "r"];
export const MODES = ["play", "replay", "position"];
/**
 * The most characters of outside text (an address, pasted text, an
 * element's attribute) the site reads. Far above any real game (a record
 * of 20,000 actions in notation), so that bigger input is refused at once
 * instead of freezing the page.
 */
export const MAX_INPUT_CHARS = 200_000;
export const THEMES = ["light", "dark"];

/**
 * @typedef {{seats?: string, pace?: string, mode?: string, at?: number, side?: number,
 *   controls?: boolean, movelist?: boolean, theme?: string, saved?: string, position?: string,
 *   record?: string, r?: string}} Settings
 * @typedef {{route: "home"} | {route: "game"|"embed", game: string, options: [string, string][],
 *   settings: Settings, problems: string[]}} Address
 * @typedef {{route: "rules"|"learn", game: string, embed: boolean, figure: string|null, theme: string|null}} LessonAddress
 */

/**
 * Reads an address's hash (with or without the leading `#`).
 * @param {string} hash
 * @returns {Address}
 */
export function parseAddress(hash) {
  const text = String(hash ?? "").replace(/^#\/?/, "");
  const cut = text.indexOf("?");
  const path = (cut < 0 ? text : text.slice(0, cut)).slice(0, 100);
  const long = tooLong("address", text);
  // Too long: the game it names opens as usual, and nothing else is read.
  const query = cut < 0 || long ? "" : text.slice(cut + 1);
  if (!path) return { route: "home" };
  let route = /** @type {"game"|"embed"} */ ("game");
  let game = path;
  if (path.startsWith("embed/")) {
    route = "embed";
    game = path.slice("embed/".length);
  }
  game = safeDecode(game);
  const problems = long ? [long] : [];
  /** @type {Settings} */
  const settings = {};
  /** @type {[string, string][]} */
  const options = [];
  let params;
  try {
    params = new URLSearchParams(query);
  } catch {
    params = new URLSearchParams();
    problems.push("The address's settings could not be read.");
  }
  for (const [key, value] of params) {
    if (!SETTINGS.includes(key)) {
      if (key) options.push([key, value]);
      continue;
    }
    // An empty setting (`r=`) is as good as none.
    if (!value.trim()) continue;
    const problem = readSetting(/** @type {Record<string, string|number|boolean>} */ (settings), key, value.trim());
    if (problem) problems.push(problem);
  }
  if (settings.record !== undefined && settings.r !== undefined) {
    problems.push("The address has both r= and record=; the compact r= is used.");
    delete settings.record;
  }
  return { route, game, options, settings, problems };
}

/**
 * A rules page or guided game (`#/rules/GAME`, `#/learn/GAME`, or
 * `#/embed/rules/GAME?figure=ID`): which game, and for an embedded figure
 * its id and theme (anything else in the query is ignored). Null for any
 * other address, which parseAddress reads.
 * @param {string} hash
 * @returns {LessonAddress|null}
 */
export function parseLessonAddress(hash) {
  const text = String(hash ?? "")
    .replace(/^#\/?/, "")
    .slice(0, 2000);
  const match = /^(embed\/)?(rules|learn)\/([^?]*)(?:\?(.*))?$/.exec(text);
  if (!match) return null;
  const route = /** @type {"rules"|"learn"} */ (match[2]);
  const game = safeDecode(match[3]).slice(0, 100);
  const embed = match[1] !== undefined;
  const query = match[4] ?? "";
  let params;
  try {
    params = new URLSearchParams(query);
  } catch {
    params = new URLSearchParams();
  }
  const figure = params.get("figure")?.trim().slice(0, 40) || null;
  const theme = params.get("theme") ?? "";
  return { route, game, embed, figure, theme: THEMES.includes(theme) ? theme : null };
}

/**
 * Sets one setting from the address, or says what is wrong with it.
 * @param {Record<string, string|number|boolean>} settings @param {string} key @param {string} value
 */
function readSetting(settings, key, value) {
  switch (key) {
    case "at":
    case "side": {
      if (!/^\d{1,6}$/.test(value)) return `“${key}=${excerpt(value)}” is not a number; it is left out.`;
      settings[key] = Number(value);
      return null;
    }
    case "controls":
    case "movelist": {
      /** @type {Record<string, boolean>} */
      const words = { 1: true, yes: true, true: true, 0: false, no: false, false: false };
      const on = words[value.toLowerCase()];
      if (on === undefined) return `“${key}=${excerpt(value)}” should be 1 or 0; it is left out.`;
      settings[key] = on;
      return null;
    }
    case "mode":
      if (!MODES.includes(value)) return `There is no mode “${excerpt(value)}” (${MODES.join(", ")}); the game is played.`;
      settings.mode = value;
      return null;
    case "theme":
      if (!THEMES.includes(value)) return `There is no theme “${excerpt(value)}” (light or dark); the light theme is used.`;
      settings.theme = value;
      return null;
    case "saved":
      if (!/^[a-z0-9]{6,24}$/.test(value)) return `“saved=${excerpt(value)}” names no saved game; it is left out.`;
      settings.saved = value;
      return null;
    default:
      settings[key] = value;
      return null;
  }
}

/** @param {string} text */
function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The hash of a game page or embed.
 * @param {"game"|"embed"} route
 * @param {string} game
 * @param {[string, string][]} options
 * @param {Settings} settings
 */
export function formatAddress(route, game, options, settings) {
  const params = new URLSearchParams(options);
  for (const key of SETTINGS) {
    const value = settings[/** @type {keyof Settings} */ (key)];
    if (value === undefined || value === null || value === "") continue;
    params.set(key, typeof value === "boolean" ? (value ? "1" : "0") : String(value));
  }
  // Commas and slashes read better left alone, and are safe in a hash.
  const query = params.toString().replaceAll("%2C", ",").replaceAll("%2F", "/").replaceAll("%3A", ":");
  return `#/${route === "embed" ? "embed/" : ""}${game}${query ? `?${query}` : ""}`;
}

/** The site's base address (the folder of index.html), for links to share and embed. */
export function siteUrl() {
  return new URL("./", location.href.split("#")[0]).href;
}

/** Options as the engine takes them: `KEY=VALUE` separated by spaces. @param {[string, string][]} options */
export function optionsText(options) {
  return options.map(([k, v]) => `${k}=${v}`).join(" ");
}

/** Options from the engine's text form. @param {string|null|undefined} text */
export function optionsList(text) {
  return String(text ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => {
      const at = w.indexOf("=");
      return /** @type {[string, string]} */ (at < 0 ? [w, ""] : [w.slice(0, at), w.slice(at + 1)]);
    });
}

/**
 * Says that outside text is too long to read, or null when it is not.
 * @param {string} what "address", "pasted text", … @param {string} text
 */
export function tooLong(what, text) {
  if (text.length <= MAX_INPUT_CHARS) return null;
  return `The ${what} is too long to read (${text.length.toLocaleString("en")} characters; at most ${MAX_INPUT_CHARS.toLocaleString("en")}), so it was left out.`;
}

/** The first few problems, and how many more, for one message. @param {string[]} problems */
export function problemsText(problems, shown = 3) {
  const more = problems.length - shown;
  return [...problems.slice(0, shown), ...(more > 0 ? [`(${more} more problem${more === 1 ? "" : "s"} with the address.)`] : [])].join(" ");
}

/** At most `max` characters of outside text, for a message. @param {string} text */
export function excerpt(text, max = 30) {
  const s = String(text);
  return s.length > max ? `${s.slice(0, max)}…` : s;
}

/**
 * The address's options that the game has, with one of its values; every
 * other word is left out with a note (a link's `utm_source=` must not stop
 * the game, nor a value smuggle in more options or a position).
 * @param {[string, string][]} options @param {import("./engine").GameInfo} info
 * @returns {{options: [string, string][], problems: string[]}}
 */
export function gameOptions(options, info) {
  /** @type {[string, string][]} */
  const kept = [];
  const problems = [];
  for (const [key, value] of options) {
    const option = info.options.find((o) => o.key === key);
    if (!option) {
      problems.push(`“${excerpt(key)}” in the address is not a setting of ${info.name}; it was ignored.`);
    } else if (!option.choices.some((c) => c.value === value)) {
      const choices = option.choices.map((c) => c.value).join(", ");
      problems.push(`${option.label} “${excerpt(value)}” is not one of ${choices}; the usual one is used.`);
    } else if (!kept.some(([k]) => k === key)) {
      kept.push([key, value]);
    }
  }
  return { options: kept, problems };
}
