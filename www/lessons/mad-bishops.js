// Mad Bishops: the rule sheet's four figures, and a first game in five tasks.

import { squares } from "./positions.js";

/** @param {string} pieces */
const red = (pieces) => squares(10, 10, pieces, ":1");

/** @type {import("./lesson.js").Lesson} */
export default {
  intro: "Five short tasks teach you Mad Bishops: kill, engage, kill safely and win. Red is yours; press a checker, then where it goes.",
  figures: [
    {
      id: "setup",
      title: "Figure 1: the set-up",
      caption: "Every dark square is filled: Red on ranks 1, 3, 5, 7 and 9, Blue on the ranks between. Each checker starts with enemies on its diagonals.",
      rule: 0,
      claims: [{ moves: 81 }],
    },
    {
      id: "kill",
      title: "Figure 2: Red kills Blue",
      caption: "Red's checker on c3 sees Blue's on f6 across two empty squares, so it may kill it: Blue's checker is removed and Red's takes f6 (c3xf6).",
      rule: 2,
      position: red("rc3 bf6 ra1 bj9 bh10 ri1"),
      select: "c3",
      claims: [{ legal: "c3xf6", kind: "kill" }],
    },
    {
      id: "must-kill",
      title: "Figure 3: a checker that can kill must kill",
      caption: "Red's checker on d4 sees Blue's on g7, so it may only kill. Sliding to e3 would engage Blue's h6, but d4 may not engage.",
      rule: 2,
      position: red("rd4 bg7 bh6 ra9 bc9 rj1"),
      select: "d4",
      outline: ["e3"],
      claims: [
        { legal: "d4xg7", kind: "kill" },
        { refused: ["d4", "e3"], says: "may only kill" },
      ],
    },
    {
      id: "can-engage",
      title: "Figure 4: kill or engage",
      caption: "Every move Red has is marked. Red may kill with c3 (c3xe5), or slide h1 to g2, where it faces Blue's j5: killing is never compulsory.",
      rule: 4,
      position: red("rc3 be5 rh1 bj5 bb10"),
      allMarks: true,
      claims: [{ legal: "c3xe5", kind: "kill" }, { legal: "h1-g2", kind: "engage" }, { moves: 2 }],
    },
  ],
  tasks: [
    {
      id: "kill",
      title: "Kill",
      prompt: "Kill the Blue checker on f6 with your checker on c3.",
      position: red("rc3 bf6 ra1 bj9 bh10 ri1"),
      answers: [["c3xf6"]],
      praise: "Killed: your checker took f6. A checker kills along a diagonal over any number of empty squares.",
      wrong: "That engages. This time kill: press c3, then the Blue checker on f6.",
    },
    {
      id: "must-kill",
      title: "Must kill",
      prompt: "One of your checkers sees an enemy. Find it and kill.",
      position: red("rd4 bg7 bh6 ra9 bc9 rj1"),
      answers: [["d4xg7"]],
      praise: "Right: d4 saw g7 along the diagonal. A checker that sees an enemy can only kill.",
      wrong: "That checker engages: it saw no enemy. Look for the checker that sees a Blue one along a diagonal: d4 sees g7.",
    },
    {
      id: "engage",
      title: "Engage",
      prompt: "None of your checkers sees an enemy. Engage: slide one to a square where it faces a Blue checker.",
      position: red("rh1 bj5 bb10 rc1"),
      kinds: ["engage"],
      praise: "Engaged: your checker now faces a Blue one, and whoever moves first there may kill.",
      wrong: "That is not an engage.",
    },
    {
      id: "safe-kill",
      title: "Kill safely",
      prompt: "Your checker on c3 can kill a5 or e5. Kill the one Blue cannot kill back.",
      position: red("rc3 be5 ba5 bg7 rj1"),
      answers: [["c3xa5"]],
      praise: "Safe: nothing of Blue's sees a5. On e5, Blue's g7 would have killed you back.",
      wrong: "Kill a5 with c3: Blue cannot answer there.",
      hints: { c3xe5: "Blue's checker on g7 would now see yours on e5 and kill it. Try again: a5 is safe." },
    },
    {
      id: "win",
      title: "Win",
      prompt: "Blue has one checker left. Win the game.",
      position: red("rb2 be5 rc9 rj1"),
      answers: [["b2xe5"]],
      praise: "You won: a player whose checkers are all killed has lost. Mad Bishops has no draws.",
      wrong: "Kill Blue's last checker, on e5, with b2.",
    },
  ],
};
