// Mad Rooks: the rule sheet's four figures, and a first game in five tasks.

import { squares } from "./positions.js";

/** @param {string} pieces */
const red = (pieces) => squares(8, 8, pieces, ":1");

/** @type {import("./lesson.js").Lesson} */
export default {
  intro: "Five short tasks teach you Mad Rooks: kill, engage, kill safely and win. Red is yours; press a checker, then where it goes.",
  figures: [
    {
      id: "setup",
      title: "Figure 1: the set-up",
      caption:
        "The board starts full: Red on the dark squares, Blue on the light ones. Every checker faces enemies on all its sides, so Red's first move is a kill.",
      rule: 0,
      claims: [{ moves: 112 }],
    },
    {
      id: "kill",
      title: "Figure 2: Red kills Blue",
      caption: "Red's checker on c2 sees Blue's on c6 up the column, so it may kill it: Blue's checker is removed and Red's takes c6 (c2xc6).",
      rule: 2,
      position: red("rc2 bc6 rg7 bh4 ra8"),
      select: "c2",
      claims: [{ legal: "c2xc6", kind: "kill" }],
    },
    {
      id: "must-kill",
      title: "Figure 3: a checker that can kill must kill",
      caption: "Red's checker on d4 sees Blue's on d7, so it may only kill. Sliding to b4 would engage Blue's b1, but d4 may not engage.",
      rule: 2,
      position: red("rd4 bd7 bb1 rh2"),
      select: "d4",
      outline: ["b4"],
      claims: [
        { legal: "d4xd7", kind: "kill" },
        { refused: ["d4", "b4"], says: "may only kill" },
      ],
    },
    {
      id: "can-engage",
      title: "Figure 4: kill or engage",
      caption: "Every move Red has is marked. Red may kill with c3 (c3xc6), or slide g1 to a square where it faces Blue's e5: killing is never compulsory.",
      rule: 4,
      position: red("rc3 bc6 rg1 be5 ba8"),
      allMarks: true,
      claims: [{ legal: "c3xc6", kind: "kill" }, { legal: "g1-e1", kind: "engage" }, { legal: "g1-g5", kind: "engage" }, { moves: 6 }],
    },
  ],
  tasks: [
    {
      id: "kill",
      title: "Kill",
      prompt: "Kill the Blue checker on c6 with your checker on c2.",
      position: red("rc2 bc6 rg7 bh4 ra8"),
      answers: [["c2xc6"]],
      praise: "Killed: your checker took c6. A checker kills along a row or column over any number of empty squares.",
      wrong: "That engages. This time kill: press c2, then the Blue checker on c6.",
    },
    {
      id: "must-kill",
      title: "Must kill",
      prompt: "One of your checkers sees an enemy. Find it and kill.",
      position: red("rd4 bd7 bb1 rh2"),
      answers: [["d4xd7"]],
      praise: "Right: d4 saw d7 up the column. A checker that sees an enemy can only kill.",
      wrong: "That checker engages: it saw no enemy. Look for the checker that sees a Blue one: d4 sees d7.",
    },
    {
      id: "engage",
      title: "Engage",
      prompt: "None of your checkers sees an enemy. Engage: slide one to a square where it faces a Blue checker.",
      position: red("rg1 be5 ba8 rc2"),
      kinds: ["engage"],
      praise: "Engaged: your checker now faces a Blue one, and whoever moves first there may kill.",
      wrong: "That is not an engage.",
    },
    {
      id: "safe-kill",
      title: "Kill safely",
      prompt: "Your checker on d4 can kill a4 or d7. Kill the one Blue cannot kill back.",
      position: red("rd4 bd7 ba4 bh7 rh1"),
      answers: [["d4xa4"]],
      praise: "Safe: nothing of Blue's sees a4. On d7, Blue's h7 would have killed you back.",
      wrong: "Kill a4 with d4: Blue cannot answer there.",
      hints: { d4xd7: "Blue's checker on h7 would now see yours on d7 and kill it. Try again: a4 is safe." },
    },
    {
      id: "win",
      title: "Win",
      prompt: "Blue has one checker left. Win the game.",
      position: red("rb2 bb6 rh8"),
      answers: [["b2xb6"]],
      praise: "You won: a player whose checkers are all killed has lost. Mad Rooks has no draws.",
      wrong: "Kill Blue's last checker, on b6, with b2.",
    },
  ],
};
