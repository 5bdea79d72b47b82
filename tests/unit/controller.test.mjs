// The game page's controller in Node, over the real engine: presses, plays,
// undo and redo by turns against the computer, chosen ends, replay and
// loading, and what it says when a press plays nothing.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openController, standInComputer } from "./harness.mjs";
import { press, release } from "../../www/page/presses.js";
import { loadPasted, resumeSaved, startSample } from "../../www/page/sources.js";
import { replayStep } from "../../www/page/browse.js";
import { redo, undo } from "../../www/page/take-back.js";
import { seededRandom } from "../support/seeded-random.mjs";

const actions = (/** @type {import("../../www/page/controller.js").GameController} */ c) => c.view.moves.map((m) => m.action);

test("a press picks a checker up, a second plays its target, and the view follows", () => {
  const { c } = openController({ game: "mad-rooks", position: "7b/3b4/8/8/3r4/8/8/r7:1" });
  assert.deepEqual(c.view.groups.map((g) => g.from).sort(), ["a1", "d4"]);
  assert.equal(press(c, "d4"), true, "d4 is picked up, so a drag may follow");
  assert.equal(c.overlay.selected, "d4");
  press(c, "d7");
  assert.deepEqual(actions(c), ["d4xd7"]);
  assert.equal(c.overlay.selected, null);
  // A finished turn is said whole, in the engine's words.
  assert.match(c.announcement, /^Red killed on d7 \(d4xd7\)\. (Blue to move|Game over)/);
});

test("a press that plays nothing says why, and a drag onto a target plays", () => {
  const { c } = openController({ game: "mad-rooks", position: "7b/3b4/8/8/3r4/8/8/r7:1" });
  press(c, "a1");
  press(c, "a5");
  assert.equal(c.message, "From a5 the checker would see no enemy checker, so it cannot engage there.");
  assert.equal(c.overlay.selected, null, "the selection is dropped");
  press(c, "h8");
  assert.equal(c.message, "That is Blue's piece; Red is to move.");
  assert.equal(c.messageTone, "problem", "a refused press reads as a problem");
  release(c, "d4", "d7");
  assert.deepEqual(actions(c), ["d4xd7"]);
});

test("the cordon rule's refusal outlines the wall the engine names", () => {
  // Kobudai 6x6: d1-c2 would wall in Red's male on a1.
  const { c } = openController({ game: "kobudai", options: "size=6", position: "3b1B/5b/6/rrr3/6/R1rr2:1" });
  press(c, "d1");
  press(c, "c2");
  assert.match(c.message, /d1 to c2 would cordon off Red's male on a1/);
  assert.deepEqual([...c.overlay.outline].sort(), ["a3", "b3", "c1", "c2", "c3"]);
  assert.deepEqual(actions(c), []);
});

test("undo against the computer takes back the person's last turn only, after a Kobudai sit-out", async () => {
  // Blue (a person) boxes in Red's only female: Red (the computer) sits
  // out, so Blue's next action is a turn of its own.
  const h = openController({ game: "kobudai", options: "size=6", position: "r1b3/Rb4/6/6/6/5B:2", seats: ["easy", "human"] });
  const { c } = h;
  c.play("c6-b6");
  await h.settled();
  assert.equal(c.view.status.toAct, 2, "Red sat out");
  c.play("b5xa5");
  await h.settled();
  assert.deepEqual(actions(c), ["c6-b6", "b5xa5", "+a6"], "Red made a male and could not step");
  assert.deepEqual(
    c.view.moves.map((m) => m.turn),
    [1, 2, 3],
  );
  undo(c);
  assert.deepEqual(actions(c), ["c6-b6"], "the computer's reply and Blue's last turn, not Blue's turn before it");
  assert.equal(c.view.status.toAct, 2);
  redo(c);
  assert.deepEqual(actions(c), ["c6-b6", "b5xa5", "+a6"], "redo brings the turn and the reply back");
});

test("undo against the computer takes back one turn of a player who moved again after a Martian skip", async () => {
  // Blue's one piece is boxed in two deep: Blue (the computer) is skipped
  // and Red (a person) acts twice in a row, in two turns.
  const h = openController({ game: "martian-checkers", options: "players=2", position: "dcc1/ccc1/ccc1/4/4/4/4/c3:1:,", seats: ["human", "hard"] });
  const { c } = h;
  c.play("a1-a2");
  await h.settled();
  assert.equal(c.view.status.toAct, 1, "Blue was skipped");
  c.play("a2-a3");
  await h.settled();
  assert.deepEqual(
    c.view.moves.map((m) => [m.player, m.turn]),
    [
      [1, 1],
      [1, 2],
    ],
  );
  assert.equal(h.computer.asked, 0, "the skipped computer was never asked");
  undo(c);
  assert.deepEqual(actions(c), ["a1-a2"]);
});

test("a turn of several actions is taken back whole against the computer (Cross-Hairs drop and move)", async () => {
  const h = openController({ game: "cross-hairs", seats: ["human", "easy"] });
  const { c } = h;
  c.play(c.view.groups[0].targets[0].action);
  await h.settled();
  const mine = c.view.groups[0].targets.find((t) => t.kind === "drop");
  assert.ok(mine, "a drop");
  const atMyTurn = c.view.moves.length;
  c.play(mine.action);
  // Finish the turn: the end of the move, if the turn goes on.
  const goesOn = c.view.status.toAct === 1;
  if (goesOn) c.playEnd();
  await h.settled();
  assert.ok(c.view.moves.length > atMyTurn + (goesOn ? 2 : 1), "the computer replied");
  undo(c);
  assert.equal(c.view.moves.length, atMyTurn, "the computer's turn and my whole turn");
  assert.equal(c.view.status.toAct, 1);
});

test("computer against computer: undo takes back one action and pauses", async () => {
  const h = openController({ game: "mad-rooks", seats: ["easy", "easy"] });
  const { c } = h;
  c.gameChanged();
  for (let i = 0; i < 50 && c.view.moves.length < 3; i++) await new Promise((r) => setTimeout(r, 20));
  undo(c);
  assert.equal(c.seats.paused, true);
  const n = c.view.moves.length;
  await h.settled();
  assert.equal(c.view.moves.length, n, "paused: the computer does not move");
});

test("a press during the computer's turn is refused and says so", async () => {
  const h = openController({ game: "mad-rooks", seats: ["easy", "human"] });
  const { c } = h;
  c.seats.setPaused(true);
  c.gameChanged();
  assert.deepEqual(c.view.groups, [], "the computer's options are not marked");
  assert.equal(press(c, "a1"), false);
  assert.match(c.message, /Red is played by the computer, which is paused/);
  assert.equal(c.messageTone, "notice", "guidance, not a problem");
  c.stepComputer();
  await h.settled();
  assert.equal(c.view.moves.length, 1, "Step plays one action while paused");
});

test("a notice goes once the player chooses who plays anew; the computer's failure stays until a move", async () => {
  const { c } = openController({ game: "mad-rooks" });
  // What the page says of a bad address when it opens.
  c.say("Unknown players in the address were made human: grandmaster.");
  c.setSeat(2, "easy");
  assert.equal(c.message, "", "the seats were chosen anew: the notice is stale");
  c.say("There is no pace “glacial”; the pace is Normal.");
  c.setPace("slow");
  assert.equal(c.message, "");

  const computer = standInComputer();
  computer.think = async () => {
    throw new Error("the worker stopped");
  };
  const h = openController({ game: "mad-rooks", position: "7b/3b4/8/8/3r4/8/8/r7:1", seats: ["easy", "human"], computer });
  h.c.gameChanged();
  await h.settled();
  const failure = "The computer could not move: the worker stopped. It is paused.";
  assert.equal(h.c.message, failure);
  assert.equal(h.c.seats.paused, true);
  h.c.setSeat(2, "hard");
  assert.equal(h.c.message, failure, "still paused: the failure still stands");
  // A refused press replaces it, and goes with the next change of seats.
  h.c.setSeat(1, "human");
  press(h.c, "h8");
  assert.match(h.c.message, /That is Blue's piece/);
  h.c.setSeat(2, "human");
  assert.equal(h.c.message, "");
  h.c.say(failure, { holds: true });
  h.c.play("d4xd7");
  assert.equal(h.c.message, "", "a move clears any message");
});

test("resignation and agreement: the engine scores them, undo takes them back", () => {
  const { c } = openController({ game: "martian-checkers", options: "players=2" });
  assert.deepEqual(c.endings(), { resign: true, agree: true });
  c.chooseEnd("resign");
  assert.equal(c.view.status.over, true);
  assert.deepEqual(c.view.groups, []);
  assert.match(c.announcement, /Red resigned\. Game over: Blue wins/);
  undo(c);
  assert.equal(c.view.status.over, false);
  c.chooseEnd("agree");
  assert.match(c.headline(), /share the win|wins/);
  // Games that always end may be resigned, not ended by agreement.
  const mad = openController({ game: "mad-rooks" }).c;
  assert.deepEqual(mad.endings(), { resign: true, agree: false });
  mad.chooseEnd("agree");
  assert.equal(mad.view.status.over, false, "no end by agreement");
  mad.chooseEnd("resign");
  assert.equal(mad.headline(), "Blue wins");
  assert.match(mad.view.status.reason, /Red resigned/);
});

test("replay steps through the line, and playing something else branches off", () => {
  const { c } = openController({ game: "cross-hairs" });
  startSample(c);
  assert.equal(c.replay.replaying, true);
  assert.equal(c.view.moves.length, 0);
  replayStep(c, 3);
  assert.equal(c.view.moves.length, 3);
  assert.match(c.announcement, /Replaying the sample game: action 3 of \d+/);
  replayStep(c, -Infinity);
  assert.equal(c.view.moves.length, 0);
  const next = c.session.recordLine().split(" ")[0];
  const other = c.view.groups.flatMap((g) => g.targets).find((t) => t.action !== next);
  assert.ok(other);
  c.play(other.action);
  assert.equal(c.replay.replaying, false);
  assert.equal(c.replay.branchedAt, 0);
});

test("a bad pasted record leaves the game as it was and names the action", () => {
  const { c } = openController({ game: "mad-rooks" });
  c.play(c.view.groups[0].targets[0].action);
  const before = c.session.record();
  const problem = loadPasted(c, "a1-a2 zz9");
  assert.match(problem ?? "", /could not be loaded, so the game is unchanged: action 1, a1-a2/);
  assert.equal(c.session.record(), before);
  assert.equal(loadPasted(c, before), null);
  assert.equal(c.replay.active, true, "a loaded record replays from its end");
});

test("restart starts afresh from the same start position", () => {
  const { c } = openController({ game: "mad-rooks", position: "7b/3b4/8/8/3r4/8/8/r7:1" });
  c.play("d4xd7");
  c.restart();
  assert.deepEqual(actions(c), []);
  assert.equal(c.session.position(), "7b/3b4/8/8/3r4/8/8/r7:1");
});

test("a saved game naming an unknown player resumes with that seat Human, and says so", () => {
  const { c } = openController({ game: "mad-rooks", seats: ["human", "easy"] });
  const other = openController({ game: "mad-rooks" }).c;
  other.play(other.view.groups[0].targets[0].action);
  const code = other.session.compactRecord(false);
  assert.equal(resumeSaved(c, { code, seats: "bogus,human" }), null);
  assert.deepEqual(c.seats.kinds, ["human", "human"]);
  assert.equal(c.view.moves.length, 1);
  assert.match(c.message, /players this site does not know \(bogus\); they play as Human/);
  assert.equal(resumeSaved(c, { code, seats: /** @type {string} */ (/** @type {unknown} */ (undefined)) }), null, "no seats at all: people");
});

test("with 3 or 4 Martian players a player who resigns leaves and the others play on; undo brings them back", () => {
  const { c } = openController({ game: "martian-checkers", options: "players=4" });
  c.chooseEnd("resign");
  assert.equal(c.view.status.over, false, "the game goes on");
  assert.equal(c.toActName(), "Blue");
  assert.equal(c.view.pieces.filter((p) => p.owner === 1).length, 0, "Red's pieces left with Red");
  assert.match(c.announcement, /^Red resigned and left the game; the others play on\. Blue to move\./);
  assert.equal(c.view.recent.at(-1)?.text, "Red resigned and left the game");
  assert.equal(c.session.record(), "resign");
  c.chooseEnd("resign");
  c.chooseEnd("resign");
  assert.equal(c.view.status.over, true, "one player is left");
  assert.deepEqual(c.view.status.winners, [4]);
  undo(c);
  undo(c);
  undo(c);
  assert.equal(c.view.pieces.length, 36);
  assert.equal(c.toActName(), "Red");
});

test("the moves the controller keeps are the engine's, through play, undo, redo and a new game; those that hold stay the same objects", () => {
  const { c } = openController({ game: "martian-checkers", options: "players=2" });
  const random = seededRandom(41);
  for (let step = 0; step < 400; step++) {
    const before = c.live.moves;
    const kind = random(10);
    if (kind === 0 && c.session.canUndo()) c.session.undo();
    else if (kind === 1 && c.session.canRedo()) c.session.redo();
    else if (kind === 2 && step % 50 === 0) c.restart();
    else if (c.view.groups.length) {
      const targets = c.view.groups.flatMap((g) => g.targets);
      c.session.play(targets[random(targets.length)].action);
    }
    c.refresh();
    assert.deepEqual(c.live.moves, c.session.view().moves, `step ${step}`);
    // Moves that still hold keep their objects, so the move list redraws only what changed.
    const shared = Math.min(before.length, c.live.moves.length) - 1;
    if (kind > 2 && shared > 0) assert.equal(c.live.moves[shared - 1], before[shared - 1]);
  }
});

test("guidance reads as a notice, a refusal as a problem, whichever came before", () => {
  const { c } = openController({ game: "mad-rooks", position: "7b/3b4/8/8/3r4/8/8/r7:1" });
  press(c, "h8");
  assert.equal(c.messageTone, "problem");
  c.notify("The game engine stopped; restarting it…");
  assert.equal(c.messageTone, "notice");
  press(c, "h8");
  assert.equal(c.message, "That is Blue's piece; Red is to move.");
  assert.equal(c.messageTone, "problem", "a refusal after a notice is drawn as a problem again");
});
