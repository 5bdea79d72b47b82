// Cross-Hairs: a straight line, a perimeter line, a conversion on the edge
// with one line and an inner one with two, and the sample game; and a first
// game in five tasks. Letters: o, x soldiers of Light and Dark; O, X Kings.

import { hexagon } from "./positions.js";

/** @param {string} pieces */
const drop = (pieces) => hexagon(pieces, ":1:drop");

const TWO_LINES = drop("oe5 xg5 of4 oi5 xf6 xh4");
const EDGE = drop("oe1 xg1 xh2 of2");
const CORNER = drop("od2 xe1 xf2 oe3");

/** @type {import("./lesson.js").Lesson} */
export default {
  intro: "Five short tasks teach you Cross-Hairs: drop, make Kings on the edge, round a corner and in the middle, and by a move. You play Light.",
  figures: [
    {
      id: "straight",
      title: "A straight line",
      caption:
        "Light dropped on i5: Dark's soldier on g5 now lies on a straight enemy line, e5-g5-i5, outlined. Inside the board one line is not enough, so g5 stays Dark's.",
      rule: 3,
      position: drop("oe5 xg5 xh4 of6"),
      actions: ["i5"],
      outline: ["e5", "g5", "i5"],
      claims: [{ legal: "g5-h6", kind: "step" }],
    },
    {
      id: "two-lines",
      title: "A King made by two lines",
      caption:
        "Light dropped on h6. Dark's g5 lies on two enemy lines in different directions, e5-g5-i5 and f4-g5-h6, and the drop is part of one: g5 becomes Light's King.",
      rule: 4,
      position: TWO_LINES,
      actions: ["h6"],
      claims: [{ king: "g5", owner: 1 }],
    },
    {
      id: "edge",
      title: "A King on the edge, with one line",
      caption: "On the edge one line is enough: Light dropped on i1, and Dark's g1, between e1 and i1, becomes Light's King.",
      rule: 4,
      position: EDGE,
      actions: ["i1"],
      claims: [{ king: "g1", owner: 1 }],
    },
    {
      id: "perimeter",
      title: "A perimeter line",
      caption: "A line on the edge may turn a corner along the rim: d2-e1-g1. Light dropped on g1, and Dark's corner soldier on e1 becomes Light's King.",
      rule: 3,
      position: CORNER,
      actions: ["g1"],
      claims: [{ king: "e1", owner: 1 }],
    },
    {
      id: "sample",
      title: "The sample game",
      caption:
        "The rule text's sample game as it ends, after turn 25: Light has 17 Kings, Dark 15. Replay it action by action to see every conversion with its lines.",
      rule: 5,
      sample: true,
      claims: [
        { king: "k1", owner: 1 },
        { king: "n2", owner: 1 },
      ],
    },
  ],
  tasks: [
    {
      id: "drop",
      title: "Drop",
      prompt: "Drop a soldier on any empty cell next to a piece.",
      position: drop("xi5 og5"),
      kinds: ["drop"],
      praise: "Every turn starts with a drop next to a piece. Then you may move one soldier, or end the turn.",
      wrong: "Drop first: press an empty cell next to a piece.",
    },
    {
      id: "edge",
      title: "A King on the edge",
      prompt: "Make a King on the edge: Dark's soldier on g1 sits between your e1 and an empty i1.",
      position: EDGE,
      answers: [["i1"]],
      praise: "On the edge one enemy line is enough: e1-g1-i1 made g1 your King.",
      wrong: "That drop makes no King. Drop on i1, so that g1 lies between two of your pieces.",
    },
    {
      id: "corner",
      title: "Round the corner",
      prompt: "Make a King in the corner: a line on the edge may turn round it.",
      position: CORNER,
      answers: [["g1"]],
      praise: "The line d2-e1-g1 runs along the rim round the corner, and one line is enough on the edge.",
      wrong: "That drop makes no King. Drop on g1: d2-e1-g1 goes round the corner.",
    },
    {
      id: "two-lines",
      title: "Two lines",
      prompt: "Make a King of Dark's g5, inside the board: it needs enemy lines in two directions.",
      position: TWO_LINES,
      answers: [["h6"]],
      praise: "Two lines, e5-g5-i5 and f4-g5-h6, and your drop on h6 is part of one: g5 is your King.",
      wrong: "That drop makes no King. g5 already lies on e5-g5-i5; drop where a second line through g5 ends.",
    },
    {
      id: "move",
      title: "A King by a move",
      prompt: "You have dropped; now move one soldier one step to make a King of Dark's g5.",
      position: hexagon("oe5 xg5 of4 oi5 xf6 xh4 oj6", ":1:move"),
      answers: [["j6-h6"]],
      praise: "A move converts too: your soldier on h6 closes the second line through g5.",
      wrong: "That makes no King. Move your soldier from j6 to h6.",
    },
  ],
};
