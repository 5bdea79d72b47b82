// What the page says of a game in words, from its view alone.

/** @typedef {import("../engine").View} View */

/**
 * "Red wins", "Draw: Red and Blue share the win", "Red and Blue share the
 * win", for a game that is over.
 * @param {View} view
 */
export function headline(view) {
  const { status, seats } = view;
  const names = status.winners.map((p) => seats[p - 1]?.name ?? `Player ${p}`);
  if (names.length === 1) return `${names[0]} wins`;
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
  return `${names.length === seats.length ? "Draw: " : ""}${list} share the win`;
}
