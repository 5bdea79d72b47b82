// Martian Checkers: the set-ups for 2, 3 and 4 players, a jump of each
// value, a chain and a capture; and a first game in five tasks. Letters:
// a, b, c are Red's small, medium and large pieces; d, e, f Blue's.

import { squares } from "./positions.js";

/** @param {string} pieces */
const red = (pieces) => squares(4, 8, pieces, ":1:,");

const CHAIN = red("aa1 ba2 eb4 fd8 dd7");

/** @type {import("./lesson.js").Lesson} */
export default {
  intro: "Five short tasks teach you Martian Checkers: step, jump, capture, chain jumps and take the biggest piece. Red is yours.",
  figures: [
    {
      id: "setup-2",
      title: "The set-up for 2 players",
      caption: "Each player's nine pieces fill a corner: the large ones (3 points) nearest it, then the medium (2), then the small (1).",
      rule: 0,
      claims: [{ moves: 26 }],
    },
    {
      id: "setup-3",
      title: "The set-up for 3 players",
      caption: "With three players the 8x8 board is used, one player per corner clockwise from a1; the corner h1 stays empty.",
      rule: 0,
      options: "players=3",
      claims: [{ moves: 26 }],
    },
    {
      id: "setup-4",
      title: "The set-up for 4 players",
      caption: "Four players take the four corners, clockwise from Red on a1.",
      rule: 0,
      options: "players=4",
      claims: [{ moves: 26 }],
    },
    {
      id: "jump-1",
      title: "A small piece jumps",
      caption: "A small piece (1 point) jumps a piece next to it and lands just beyond: b2 over b3 to b4.",
      rule: 2,
      position: red("ab2 bb3 fd8 ec7"),
      select: "b2",
      claims: [{ legal: "b2:b4", kind: "jump" }],
    },
    {
      id: "jump-2",
      title: "A medium piece jumps",
      caption: "A medium piece (2 points) may jump a piece up to two squares away and lands as far beyond it: b1 over b3 to b5.",
      rule: 2,
      position: red("bb1 ab3 fd8 ec7"),
      select: "b1",
      claims: [{ legal: "b1:b5", kind: "jump" }],
    },
    {
      id: "jump-3",
      title: "A large piece jumps",
      caption: "A large piece (3 points) may jump a piece up to three squares away: c1 over c4 to c7.",
      rule: 2,
      position: red("cc1 bc4 fa8 ea7"),
      select: "c1",
      claims: [{ legal: "c1:c7", kind: "jump" }],
    },
    {
      id: "capture",
      title: "A capture",
      caption: "Red's medium piece on b2 jumps Blue's on c3 and lands on d4: Blue's piece goes to Red's stash, worth 2 points.",
      rule: 3,
      position: red("bb2 ec3 fd8 ab1"),
      select: "b2",
      claims: [{ legal: "b2:d4", kind: "capture-jump" }],
    },
    {
      id: "chain",
      title: "A chain of jumps",
      caption: "Red's small piece jumped a1:a3 over his own piece and may jump again: a3:c5 over Blue's b4 captures it. Or Red ends his turn.",
      rule: 4,
      position: CHAIN,
      actions: ["a1:a3"],
      select: "a3",
      claims: [
        { legal: "a3:c5", kind: "capture-jump" },
        { legal: "end", kind: "end" },
      ],
    },
  ],
  tasks: [
    {
      id: "step",
      title: "Step",
      prompt: "Step one of your pieces one square, in any direction.",
      kinds: ["step"],
      praise: "A step moves a piece one square in any of eight directions and ends the turn.",
      wrong: "That is a jump. This time step: press a piece, then a square next to it.",
    },
    {
      id: "jump",
      title: "Jump",
      prompt: "Jump your large piece on c1 over the piece on c4.",
      position: red("cc1 bc4 fa8 ea7"),
      answers: [["c1:c7"]],
      praise: "A large piece jumps a pivot up to three squares away and lands as far beyond it. Jumping your own pieces does them no harm.",
      wrong: "Press c1, then c7: three squares to the pivot on c4, three beyond.",
    },
    {
      id: "capture",
      title: "Capture",
      prompt: "Capture Blue's piece on c3 by jumping it.",
      position: red("bb2 ec3 fd8 ab1"),
      answers: [["b2:d4"]],
      praise: "Captured: Blue's medium piece is in your stash, 2 points.",
      wrong: "Jump b2 over c3 to d4.",
    },
    {
      id: "chain",
      title: "Jump twice",
      prompt: "Jump twice in one turn: first over your own piece on a2, then capture Blue's piece on b4.",
      position: CHAIN,
      answers: [["a1:a3", "a3:c5"]],
      praise: "Two jumps in one turn, and a capture. After a jump you may go on with the same piece, or end the turn.",
      wrong: "Start with a1:a3 (over a2), then jump a3:c5 (over b4).",
      hints: { end: "You stopped after one jump. Try again, and jump on from a3 over b4." },
    },
    {
      id: "biggest",
      title: "The biggest piece",
      prompt: "You can capture either of two Blue pieces. Take the one worth more.",
      position: red("bb2 dc3 fb4 ab1 fd8"),
      answers: [["b2:b6"]],
      praise: "Right: the large piece is worth 3 points. The highest stash wins when a player runs out of pieces.",
      wrong: "Count the points: a small piece is worth 1, a large one 3.",
      hints: { "b2:d4": "That small piece is worth only 1 point; the large one on b4 is worth 3. Try again." },
    },
  ],
};
