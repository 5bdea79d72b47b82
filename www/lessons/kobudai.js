// Kobudai: the rule sheet's three figures, and a first game in five tasks.

import { squares } from "./positions.js";

/** @param {string} pieces @param {number} [mover] */
const board = (pieces, mover = 1) => squares(6, 6, pieces, `:${mover}`);

/** Blue to move, one step from walling in his own male (Figure 2). */
const WALL = board("Ra1 rc2 rb4 rd3 Bf6 be6 bf5 bf4 bb6 bc5", 2);

/** @type {import("./lesson.js").Lesson} */
export default {
  intro: "Five short tasks teach you Kobudai: step closer, kill the male, never wall yours in, and make a new one.",
  figures: [
    {
      id: "setup",
      title: "Figure 1: the set-up",
      caption:
        "Every dark square holds a stack. The double stacks in the corners, Red's on a1 and Blue's on f6, are the males; the single checkers are females.",
      rule: 0,
      claims: [{ moves: 10 }],
    },
    {
      id: "wall",
      title: "Figure 2: don't do it",
      caption:
        "Blue may not step f4-e5: his females on e6, e5 and f5 would join edge to edge and wall his male on f6 off from Red's stacks. The outlined squares are the wall.",
      rule: 3,
      position: WALL,
      select: "f4",
      outline: ["e6", "e5", "f5"],
      claims: [
        { legal: "f4-e4", kind: "step" },
        { refused: ["f4", "e5"], says: "cordon off Blue's male", cells: ["e5", "f5", "e6"] },
      ],
    },
    {
      id: "moves",
      title: "Figure 3: Red's moves",
      caption:
        "All of Red's moves are marked: each female may step one square closer to Blue's male along a shortest path of empty squares. The female on a6 is boxed in and cannot move.",
      rule: 1,
      position: board("Ra1 rb2 rd2 rc3 re3 ra6 Bf6 be6 bf4 bd5 bb5 ba5 bb6"),
      allMarks: true,
      claims: [{ legal: "c3-d4", kind: "step" }, { legal: "e3-e4", kind: "step" }, { legal: "b2-b3", kind: "step" }, { moves: 6 }],
    },
    {
      id: "kill",
      title: "Killing the male",
      caption: "Red's female on e5 stands next to Blue's male, so she may step onto it: the male's stack is removed (e5xf6). Only males can be killed.",
      rule: 2,
      position: board("Ra1 rb2 rd2 rc3 re5 Bf6 bd6 bf4 bb5"),
      select: "e5",
      claims: [{ legal: "e5xf6", kind: "kill" }],
    },
    {
      id: "new-male",
      title: "A new male",
      caption: "Red has lost his male, so his turn starts by adding a checker to one of his females to make her the male; every female is marked.",
      rule: 4,
      position: board("rb2 rd2 rc3 re3 Bf6 be5 bd6 bf4"),
      claims: [{ legal: "+c3", kind: "convert" }, { moves: 4 }],
    },
  ],
  tasks: [
    {
      id: "step",
      title: "Step closer",
      prompt: "Move your female on e3 one step closer to Blue's male on f6.",
      select: "e3",
      answers: [["e3-e4"]],
      praise: "Right: from e4 the male is two steps away (e4-f5-f6). Every move shortens a female's path to the enemy male.",
      wrong: "The task is the female on e3: press e3, and see which square the board marks.",
    },
    {
      id: "kill",
      title: "Kill the male",
      prompt: "Your female on e5 stands next to Blue's male. Kill it.",
      position: board("Ra1 rb2 rd2 rc3 re5 Bf6 bd6 bf4 bb5"),
      answers: [["e5xf6"]],
      praise: "Killed: the male's stack is gone. Only males can be killed, and only by females.",
      wrong: "Killing is never compulsory, but here it is the task: step e5 onto f6.",
    },
    {
      id: "wall",
      title: "No walls",
      prompt: "You play Blue here. Move the female on f4 one step closer to Red's male, without walling in your own male.",
      position: WALL,
      answers: [["f4-e4"], ["f4-e3"]],
      praise: "Good: e5 would have joined e6 and f5 into a wall round your male, which is never allowed.",
      wrong: "The task is the female on f4.",
    },
    {
      id: "new-male",
      title: "A new male",
      prompt: "Your male was killed. Start your turn by making a new one: press a female to add a checker to her.",
      position: board("rb2 rd2 rc3 re3 Bf6 be5 bd6 bf4"),
      kinds: ["convert"],
      praise: "She is your male now. Then you move a female as usual.",
      wrong: "First make a male: press one of your females.",
    },
    {
      id: "win",
      title: "Win",
      prompt: "Blue has only his male left. Win the game.",
      position: board("Ra1 rc3 re5 Bf6"),
      answers: [["e5xf6"]],
      praise: "You won: Blue has no stacks left. Kobudai has no draws.",
      wrong: "Step your female on e5 onto Blue's male on f6.",
    },
  ],
};
