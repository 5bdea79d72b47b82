// The engine's Search, as the worker calls it (GameSession.think, plan,
// runFor, best, advance), given the numbers and words a worker message
// could carry: none of them may trap the engine (a panic would kill the
// worker's module, and every later think with it), and every answer is
// an action legal where the search stands.

import { test } from "node:test";
import assert from "node:assert/strict";
import { engine, searchEngine } from "./engine.mjs";

// Every search a level runs, as the engine lists its levels.
const SEARCHES = [...new Set(engine.levels().map((level) => level.search))];

/** Every game in each of its first option's choices, as the page starts them. */
function variants() {
  return engine.gameList().flatMap((info) => {
    const option = info.options[0];
    const choices = option?.choices.map((c) => `${option.key}=${c.value}`) ?? [""];
    return choices.map((options) => ({ game: info.id, options }));
  });
}

/** The legal actions of `session`, in notation. @param {import("../../www/engine").GameSession} session */
function legalActions(session) {
  return session.legal().map((a) => a.action);
}

// Budgets a message could carry. Each is bounded by a few iterations or
// milliseconds where it bounds at all, so the test stays quick: a time
// that is not a finite number is no time, and an iteration cap that is
// not a finite number of zero or more is no cap.
/** @type {[number, number | undefined][]} */
const ODD_BUDGETS = [
  [Number.NaN, 40],
  [-5, 40],
  [Number.POSITIVE_INFINITY, 40],
  [Number.NEGATIVE_INFINITY, undefined],
  [3, Number.NaN],
  [3, -1],
  [3, Number.POSITIVE_INFINITY],
  [3, 1e300],
  [0, 0],
];

test("odd budgets neither trap nor leave a search without a legal action", () => {
  for (const { game, options } of variants()) {
    const session = new searchEngine.GameSession(game, options);
    const legal = legalActions(session);
    for (const kind of SEARCHES) {
      const search = session.think(7, kind);
      for (const [millis, iterations] of ODD_BUDGETS) {
        search.plan(millis, iterations);
        search.runFor(millis, iterations);
        const where = `${game} ${options} ${kind} runFor(${millis}, ${iterations})`;
        assert.ok(Number.isFinite(search.iterations()) && search.iterations() >= 0, where);
        assert.equal(typeof search.isDone(), "boolean", where);
      }
      // Whatever the budgets, the answer is a legal action here.
      search.runFor(5, 200);
      const best = search.best();
      assert.ok(best !== undefined && legal.includes(best), `${game} ${options} ${kind}: ${best}`);
      assert.ok(["casual", "mcts", "alpha-beta"].includes(search.engine()), search.engine());
      const confidence = search.confidence();
      assert.ok(confidence === undefined || (confidence >= 0 && confidence <= 1), `${kind}: ${confidence}`);
      search.free();
    }
    session.free();
  }
});

test("advance refuses what is not legal, keeps its search, and follows what is", () => {
  for (const { game, options } of variants()) {
    for (const kind of SEARCHES) {
      const where = `${game} ${options} ${kind}`;
      const session = new searchEngine.GameSession(game, options);
      const search = session.think(3, kind);
      search.runFor(5, 300);
      const before = search.best();
      for (const word of ["", "nonsense", "a1-a1", "z9:z9", "x".repeat(10_000), "é", "end end"]) {
        assert.equal(search.advance(word), false, `${where}: ${word.slice(0, 20)}`);
      }
      // Refused words changed nothing: the same search, the same answer.
      assert.equal(search.best(), before, where);
      // A legal action is followed where the search can follow (the Monte
      // Carlo search); the others say false, and the worker searches
      // afresh. Either way the search then answers for where it stands.
      const action = legalActions(session)[0];
      const followed = search.advance(action);
      assert.equal(followed, search.engine() === "mcts", where);
      if (followed) {
        session.play(action);
        search.runFor(5, 300);
        const next = search.best();
        const legal = legalActions(session);
        assert.ok(next === undefined ? legal.length === 0 : legal.includes(next), `${where}: ${next}`);
      } else {
        assert.equal(search.best(), before, `${where}: changed by a refused advance`);
      }
      search.free();
      session.free();
    }
  }
});

test("an unknown search is refused with a short excerpt of its name", () => {
  const session = new searchEngine.GameSession("mad-rooks", "");
  for (const name of ["deepest", "x".repeat(5_000), ""]) {
    assert.throws(
      () => session.think(1, /** @type {any} */ (name)),
      (/** @type {Error} */ error) => error.message.includes("is not a search") && error.message.length < 200,
    );
  }
  // The session is as it was: it still thinks.
  const search = session.think(1, "mcts");
  search.runFor(5, 100);
  assert.ok(legalActions(session).includes(/** @type {string} */ (search.best())));
  search.free();
  session.free();
});

test("a game that is over has nothing to search: best() is undefined and nothing traps", () => {
  // Mad Rooks played out by the first legal action each turn until it ends.
  const session = new searchEngine.GameSession("mad-rooks", "");
  for (let i = 0; i < 2_000 && legalActions(session).length > 0; i++) session.play(legalActions(session)[0]);
  assert.equal(legalActions(session).length, 0, "the game did not end");
  for (const kind of SEARCHES) {
    const search = session.think(1, kind);
    search.plan(10, 10);
    search.runFor(10, 10);
    assert.equal(search.best(), undefined, kind);
    assert.equal(search.advance("a1-a2"), false, kind);
    search.free();
  }
  session.free();
});

test("the page's engine has the rules and no searches; the worker's has both, and they agree", () => {
  assert.deepEqual(searchEngine.gameList(), engine.gameList());
  assert.deepEqual(searchEngine.levels(), engine.levels());
  for (const { game, options } of variants()) {
    const page = new engine.GameSession(game, options);
    const worker = new searchEngine.GameSession(game, options);
    assert.equal("think" in page, false, `${game} ${options}: the page's engine cannot search`);
    // The same game on both, played along the worker's choices for a few actions.
    for (let k = 0; k < 6 && !worker.status().over; k++) {
      assert.deepEqual(legalActions(page), legalActions(worker), `${game} ${options}, action ${k + 1}`);
      const search = worker.think(k + 1, "mcts");
      search.runFor(1000, 50);
      const action = search.best() ?? "";
      search.free();
      page.play(action);
      worker.play(action);
    }
    assert.equal(page.position(), worker.position());
    page.free();
    worker.free();
  }
});
