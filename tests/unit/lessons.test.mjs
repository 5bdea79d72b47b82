// The lessons' data (www/lessons/) against the engine: every figure opens
// and shows what its caption claims, and every task of the guided first
// games can be done, has a wrong answer to explain, and is judged right.

import { test } from "node:test";
import assert from "node:assert/strict";
import { engine } from "./engine.mjs";
import { allLessons } from "../../www/lessons/lesson.js";
import { openLesson } from "../../www/learn/figure-session.js";
import { judge } from "../../www/learn/judge.js";

const games = engine.gameList();
const infoOf = (/** @type {string} */ id) => {
  const info = games.find((g) => g.id === id);
  assert.ok(info, `${id} is a game`);
  return info;
};

test("every game has lessons: figures and 5 to 10 tasks", () => {
  assert.deepEqual(
    allLessons().map(([id]) => id),
    games.map((g) => g.id),
  );
  for (const [id, lesson] of allLessons()) {
    assert.ok(lesson.figures.length >= 3, id);
    assert.ok(lesson.tasks.length >= 5 && lesson.tasks.length <= 10, id);
    assert.equal(new Set(lesson.figures.map((f) => f.id)).size, lesson.figures.length, `${id}: figure ids are distinct`);
  }
});

for (const [id, lesson] of allLessons()) {
  const info = infoOf(id);
  for (const figure of lesson.figures) {
    test(`${id} figure ${figure.id}: the position reads and shows what the caption claims`, () => {
      const session = openLesson(engine, info, figure);
      const view = session.view();
      const cells = new Set(view.board.cells.map((c) => c.name));
      assert.ok(figure.rule >= 0 && figure.rule < info.rules.length, "the rule it illustrates exists");
      const legal = session.legal();
      for (const claim of figure.claims) {
        if ("legal" in claim) {
          const found = legal.find((l) => l.action === claim.legal);
          assert.ok(found, `${claim.legal} is legal`);
          assert.equal(found.kind, claim.kind, `${claim.legal} is a ${claim.kind}`);
        } else if ("refused" in claim) {
          const [from, to] = claim.refused;
          assert.ok(!legal.some((l) => l.from === from && l.to === to), `${from}-${to} is not legal`);
          const why = session.explain(from ?? undefined, to);
          assert.ok(why, `the engine explains ${from}-${to}`);
          assert.match(why.reason, new RegExp(claim.says));
          if (claim.cells) assert.deepEqual([...why.cells].sort(), [...claim.cells].sort());
        } else if ("king" in claim) {
          const piece = view.pieces.find((p) => p.cell === claim.king);
          assert.ok(piece?.crowned && piece.owner === claim.owner, `${claim.king} is a King of player ${claim.owner}`);
        } else {
          assert.equal(legal.length, claim.moves, "the number of actions");
        }
      }
      if (figure.select)
        assert.ok(
          view.groups.some((g) => g.from === figure.select),
          `${figure.select} can act`,
        );
      if (figure.allMarks) assert.ok(view.groups.length > 1, "more than one piece can act");
      for (const cell of figure.outline ?? []) assert.ok(cells.has(cell), `${cell} is a cell`);
      // A figure whose actions converted something shows the lines.
      if (figure.claims.some((c) => "king" in c) && !figure.sample) assert.ok(view.changed.length > 0, "the conversion is shown");
      session.free();
    });
  }

  for (const task of lesson.tasks) {
    test(`${id} task ${task.id}: its answer is legal and judged right, and a wrong one is explained`, () => {
      const session = openLesson(engine, info, task);
      const start = session.legal();
      const answers = task.answers ?? [];
      assert.ok(answers.length || task.kinds?.length, "the task says what is right");
      for (const answer of answers) {
        /** @type {import("../../www/learn/judge.js").Played[]} */
        const played = [];
        for (const [i, action] of answer.entries()) {
          const found = session.legal().find((l) => l.action === action);
          assert.ok(found, `${action} is legal`);
          session.play(action);
          played.push({ action, kind: found.kind });
          assert.equal(judge(task, played).verdict, i === answer.length - 1 ? "right" : "going");
        }
        for (const _ of answer) session.undo();
      }
      if (task.kinds)
        assert.ok(
          start.some((l) => task.kinds?.includes(l.kind)),
          "an action of the kind is legal",
        );
      const isRight = (/** @type {import("../../www/engine").LegalAction} */ l) => task.kinds?.includes(l.kind) || answers.some((a) => a[0] === l.action);
      // A task with answers has a legal action that is wrong, to be
      // explained; where any action of a kind will do, every wrong press
      // may be refused by the engine instead.
      const wrong = start.find((l) => !isRight(l));
      if (answers.length) assert.ok(wrong, "a legal action is wrong, so the wrong answer can be tried");
      if (wrong) {
        const judged = judge(task, [{ action: wrong.action, kind: wrong.kind }]);
        assert.equal(judged.verdict, "wrong");
        assert.match(judged.text, /not what this task asks/);
      }
      for (const action of Object.keys(task.hints ?? {})) {
        const found = session.legal().find((l) => l.action === action) ?? null;
        const afterFirst = answers.some((a) => a.length > 1);
        if (!afterFirst) assert.ok(found, `the hinted ${action} is legal`);
      }
      if (task.select) assert.ok(session.view().groups.some((g) => g.from === task.select));
      session.free();
    });
  }
}

test("a chain answer is on its way after its first jump, and an end there is wrong with its hint", () => {
  const lesson = allLessons().find(([id]) => id === "martian-checkers")?.[1];
  const task = lesson?.tasks.find((t) => t.id === "chain");
  assert.ok(task);
  assert.equal(judge(task, [{ action: "a1:a3", kind: "jump" }]).verdict, "going");
  const stopped = judge(task, [
    { action: "a1:a3", kind: "jump" },
    { action: "end", kind: "end" },
  ]);
  assert.equal(stopped.verdict, "wrong");
  assert.match(stopped.text, /You stopped after one jump/);
});
