// Whether the actions played in a task of the guided first game do what it
// asks: done, on the way (the first jumps of a chain the answer goes on
// with), or not it, with what to say. No DOM and no engine: the kinds come
// from the view (tests/unit/lessons.test.mjs drives it with the engine).

/** @typedef {import("../lessons/lesson.js").Task} Task */
/** @typedef {{action: string, kind: import("../engine").ActionKind}} Played */
/** @typedef {{verdict: "right"|"going"|"wrong", text: string}} Judgement */

/**
 * @param {Task} task @param {Played[]} played the actions since the task's position, in order
 * @returns {Judgement}
 */
export function judge(task, played) {
  const last = played.at(-1);
  if (!last) return { verdict: "going", text: "" };
  if (task.kinds?.includes(last.kind)) return { verdict: "right", text: task.praise };
  const actions = played.map((p) => p.action);
  const answers = task.answers ?? [];
  if (answers.some((a) => same(a, actions))) return { verdict: "right", text: task.praise };
  if (answers.some((a) => a.length > actions.length && same(a.slice(0, actions.length), actions))) {
    return { verdict: "going", text: "Good. Go on." };
  }
  const hint = task.hints && Object.hasOwn(task.hints, last.action) ? task.hints[last.action] : null;
  return { verdict: "wrong", text: `${last.action} is legal, but not what this task asks. ${hint ?? task.wrong}` };
}

/** The answer to show on request, in notation ("a1:a3 then a3:c5"), or null when any action of a kind will do. @param {Task} task */
export function shownAnswer(task) {
  const first = task.answers?.[0];
  return first ? first.join(" then ") : null;
}

/** @param {string[]} a @param {string[]} b */
function same(a, b) {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
