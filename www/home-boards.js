// The home page's pictures: each card's board in its set-up, drawn by the
// site's renderer once the engine has loaded (the cards do not wait).

import { bareOverlay, BoardRenderer } from "./board/renderer.js";

/**
 * Draws every `canvas.card-board` under `root` for its game. A game that
 * does not start leaves its picture empty: the card still works.
 * @param {HTMLElement} root @param {import("./engine").Engine} engine
 */
export function drawHomeBoards(root, engine) {
  for (const canvas of root.querySelectorAll("canvas.card-board")) {
    const game = canvas instanceof HTMLCanvasElement ? canvas.dataset.game : undefined;
    if (!game || !(canvas instanceof HTMLCanvasElement)) continue;
    let session = null;
    try {
      session = new engine.GameSession(game, undefined, undefined, undefined);
      const view = session.view();
      // The picture shows the set-up, not who may move.
      view.groups = [];
      const renderer = new BoardRenderer(canvas);
      const width = canvas.clientWidth || 160;
      renderer.resize(width, width * Math.min(1, (view.board.height + 1.3) / (view.board.width + 1.3)));
      renderer.draw(view, bareOverlay());
      canvas.dataset.drawn = "";
    } catch {
      // The card's links still work without the picture.
    } finally {
      session?.free();
    }
  }
}
