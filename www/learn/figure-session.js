// A figure's or a task's game, opened from its data: the position (or the
// game's start) with its options, then the figure's actions (or the game's
// sample record). Shared by the boards and the lessons' tests.

/** @typedef {import("../engine").Engine} Engine */
/** @typedef {import("../engine").GameInfo} GameInfo */
/** @typedef {import("../lessons/lesson.js").Figure} Figure */
/** @typedef {import("../lessons/lesson.js").Task} Task */

/**
 * @param {Engine} engine @param {GameInfo} info @param {Figure|Task} lesson
 * @returns {import("../engine").GameSession}
 */
export function openLesson(engine, info, lesson) {
  const figure = /** @type {Partial<Figure>} */ (lesson);
  const record = figure.sample ? info.sample : (figure.actions ?? []).join(" ");
  return new engine.GameSession(info.id, lesson.options, lesson.position, record || undefined);
}
