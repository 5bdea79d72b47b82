// Looking back through a game (page/browse.js): the move list's turns, a
// position shown without changing the game, the board closed and the
// computer waiting meanwhile, and a replay as the same looking back.

import { test } from "node:test";
import assert from "node:assert/strict";
import { openController } from "./harness.mjs";
import { backToGame, lookingCaption, replayStep, showAt, showTurn, stepTurns, turnEnds } from "../../www/page/browse.js";
import { turnLines, turnText } from "../../www/page/views/move-list.js";
import { press } from "../../www/page/presses.js";
import { startSample } from "../../www/page/sources.js";
import { addressSettings } from "../../www/page/effects.js";

/** @param {import("../../www/page/controller.js").GameController} c */
const pieces = (c) => JSON.stringify(c.view.pieces);

test("the move list writes a turn per line with its actions", () => {
  const moves = [
    { action: "d2", player: 1, turn: 1 },
    { action: "h4i3", player: 1, turn: 1 },
    { action: "e5", player: 2, turn: 2 },
    { action: "end", player: 2, turn: 2 },
    { action: "c3", player: 1, turn: 3 },
  ];
  const lines = turnLines(moves);
  assert.deepEqual(lines.map(turnText), ["1. d2 · h4i3", "2. e5 · end", "3. c3"]);
  assert.deepEqual(turnEnds(moves), [0, 2, 4, 5]);
});

test("looking back shows an earlier position and changes nothing; the game resumes where it stood", async () => {
  const { c, settled, computer } = openController({ game: "cross-hairs", seats: ["human", "easy"] });
  for (let i = 0; i < 3; i++) {
    const drop = c.view.groups.find((g) => g.from === null)?.targets.find((t) => t.kind !== "end");
    assert.ok(drop);
    c.play(drop.action);
    c.playEnd();
    await settled();
  }
  const record = c.session.record();
  const live = pieces(c);
  const address = JSON.stringify(addressSettings(c, {}));
  const turns = c.live.moves.at(-1)?.turn ?? 0;
  assert.ok(turns >= 6, `six turns were played (${turns})`);
  showTurn(c, 2);
  assert.equal(c.lookingBack, true);
  assert.equal(lookingCaption(c), `Viewing turn 2 of ${turns}`);
  assert.deepEqual(
    c.view.moves.map((m) => m.turn),
    c.live.moves.filter((m) => m.turn <= 2).map((m) => m.turn),
    "the board shows the position after turn 2",
  );
  assert.equal(c.view.recent.at(-1)?.turn, 2, "and marks the turn that led to it");
  assert.deepEqual(c.view.groups, [], "the board is not played on");
  assert.equal(c.session.record(), record, "nothing was undone");
  assert.equal(JSON.stringify(addressSettings(c, {})), address, "the address keeps the game as it stands");
  press(c, "a1");
  assert.match(c.message, /^Viewing turn 2 of \d+: press Back to the game/);
  stepTurns(c, 1);
  assert.equal(lookingCaption(c), `Viewing turn 3 of ${turns}`);
  stepTurns(c, -Infinity);
  assert.equal(lookingCaption(c), "Viewing the start of the game");
  assert.equal(c.view.pieces.length, 0);
  stepTurns(c, -1);
  assert.equal(c.shownIndex(), 0, "the start is the first position");
  const asked = computer.asked;
  backToGame(c);
  assert.equal(c.lookingBack, false);
  assert.equal(pieces(c), live);
  assert.ok(c.view.groups.length > 0, "the board is played on again");
  await settled();
  assert.equal(computer.asked, asked, "the person is to act: the computer was not asked");
  assert.equal(c.session.record(), record);
});

test("the computer waits while a player looks back, and plays on the return", async () => {
  const { c, settled } = openController({ game: "mad-rooks", seats: ["human", "easy"] });
  c.play(c.view.groups[0].targets[0].action);
  // The computer is to act; looking back cancels its turn until the return.
  showAt(c, 0);
  await settled();
  assert.equal(c.live.moves.length, 1, "no reply while looking back");
  backToGame(c);
  await settled();
  assert.equal(c.live.moves.length, 2, "the computer replied on the return");
});

test("a change of the game (undo) brings the board back to it", () => {
  const { c } = openController({ game: "mad-rooks" });
  c.play(c.view.groups[0].targets[0].action);
  c.play(c.view.groups[0].targets[0].action);
  showAt(c, 1);
  assert.equal(c.lookingBack, true);
  c.chooseEnd("resign");
  assert.equal(c.lookingBack, false);
  assert.equal(c.view.status.over, true);
});

test("a replay is the same looking back over the whole record, and a press plays on from the shown position", () => {
  const { c } = openController({ game: "cross-hairs" });
  startSample(c);
  const total = c.line.length;
  assert.equal(c.listedMoves().length, total, "the list holds the whole record");
  assert.equal(c.lookingBack, false, "a replay's board is played on");
  replayStep(c, 5);
  assert.equal(c.view.moves.length, 5);
  assert.equal(c.session.record().split(" ").length, total, "stepping undoes nothing");
  stepTurns(c, 1);
  const after = c.shownIndex();
  assert.ok(after > 5 && c.line[after - 1].turn !== c.line[after]?.turn, "a turn step lands at a turn's end");
  const next = c.line[after].action;
  const other = c.view.groups.flatMap((g) => g.targets).find((t) => t.action !== next && t.kind !== "end");
  assert.ok(other);
  c.play(other.action);
  assert.equal(c.replay.branchedAt, after);
  assert.equal(c.live.moves.length, after + 1);
  assert.equal(c.live.moves.at(-1)?.action, other.action);
});
