// The games as the home page lists them, known without the engine so that
// the home page shows at once while the wasm still loads. The engine's game
// list (src/game_info.rs) stays the source of the rules; the unit test
// tests/unit/catalog.test.mjs checks that every field here agrees with it.

/**
 * A game's card: what GameInfo says of it, and how long a game takes (an
 * estimate for people, which the engine does not know).
 * @typedef {Pick<import("./engine").GameInfo, "id"|"name"|"designer"|"year"|"players"|"summary"|"options"> & {length: string}} CatalogEntry
 */

/** @type {CatalogEntry[]} */
export const CATALOG = [
  {
    id: "mad-bishops",
    name: "Mad Bishops",
    designer: "Mark Steere",
    year: "2010",
    players: "2",
    summary: "Checkers that see an enemy along a diagonal must kill it; the rest slide into sight of one.",
    options: [],
    length: "about 15 minutes",
  },
  {
    id: "mad-rooks",
    name: "Mad Rooks",
    designer: "Mark Steere",
    year: "2010",
    players: "2",
    summary: "A full 8x8 board where every checker starts face to face with the enemy along rows and columns.",
    options: [],
    length: "about 15 minutes",
  },
  {
    id: "kobudai",
    name: "Kobudai",
    designer: "Mark Steere",
    year: "2021",
    players: "2",
    summary: "Females race along shortest paths to kill the enemy male, without walling off their own.",
    options: [
      {
        key: "size",
        label: "Board",
        choices: [
          { value: "6", label: "6x6" },
          { value: "8", label: "8x8" },
        ],
      },
    ],
    length: "5 to 15 minutes",
  },
  {
    id: "martian-checkers",
    name: "Martian Checkers",
    designer: "Jesse Welton",
    year: "",
    players: "2 to 4",
    summary: "Jump chains across a Martian Chess board, capturing pieces worth 1, 2 or 3 points.",
    options: [
      {
        key: "players",
        label: "Players",
        choices: [
          { value: "2", label: "2 players" },
          { value: "3", label: "3 players" },
          { value: "4", label: "4 players" },
        ],
      },
    ],
    length: "15 to 30 minutes",
  },
  {
    id: "cross-hairs",
    name: "Cross-Hairs",
    designer: "an unknown author",
    year: "rule text dated Oct 24, 2005",
    players: "2",
    summary: "Drop soldiers on a hex board and catch enemy soldiers between your pieces to crown Kings.",
    options: [],
    length: "about 20 minutes",
  },
];
