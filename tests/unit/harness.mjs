// A game page's logic without a browser: the controller and the seats over
// the real engine, a stand-in computer that answers at once, and the
// effects reduced to what a test can see (the computer asked for its turn).

import { engine } from "./engine.mjs";
import { GameController } from "../../www/page/controller.js";
import { Seats } from "../../www/page/seats.js";

/**
 * A computer that plays, for each position, the action `choose` picks
 * among the legal ones (the first by default).
 * @param {(actions: string[]) => string} [choose]
 */
export function standInComputer(choose = (actions) => actions[0]) {
  let cancelled = 0;
  return {
    asked: 0,
    get cancelled() {
      return cancelled;
    },
    /** @param {{game: string, options: string, position?: string, record: string}} r */
    async think(r) {
      this.asked++;
      const session = new engine.GameSession(r.game, r.options, r.position, r.record);
      const actions = session.legal().map((a) => a.action);
      session.free();
      return { action: choose(actions), iterations: 1, millis: 0, confidence: null, engine: "test", followed: false };
    },
    cancel() {
      cancelled++;
    },
    destroy() {},
  };
}

/**
 * A controller for `game` with `seats` ("human" or a level per seat), from
 * `position` if given. `settled()` waits until the computer has nothing
 * more to do.
 * @param {{game: string, options?: string, position?: string, seats?: string[], computer?: ReturnType<typeof standInComputer>}} init
 */
export function openController({ game, options = "", position, seats, computer = standInComputer() }) {
  const info = engine.gameList().find((g) => g.id === game);
  if (!info) throw new Error(`no game ${game}`);
  const session = new engine.GameSession(game, options, position, undefined);
  const kinds = seats ?? session.view().seats.map(() => "human");
  /** @type {Promise<void>[]} */
  const pending = [];
  // Assigned once, below: the seats call back into the controller they are given to.
  /** @type {GameController} */
  // oxlint-disable-next-line prefer-const
  let c;
  const seatsState = new Seats(engine.levels(), kinds, computer, {
    request: () => ({ game, options, position: c.startPosition, record: c.session.record() }),
    play: (action) => c.play(action),
    changed: () => c.seatsChanged(),
    failed: (text) => c.computerFailed(text),
  });
  seatsState.setPace("fast");
  const changes = { game: 0, look: 0 };
  c = new GameController({
    engine,
    info,
    options,
    session,
    startPosition: position,
    seats: seatsState,
    changed: (change) => {
      changes[change]++;
      // The effects' part a test can see: the computer asked for its turn.
      if (change === "game")
        pending.push(
          Promise.resolve().then(() => {
            if (!c.lookingBack) seatsState.consider(c.live.status);
          }),
        );
    },
  });
  return {
    c,
    changes,
    computer,
    /** Waits until no computer turn is under way. */
    async settled() {
      for (let rounds = 0; rounds < 1000; rounds++) {
        await Promise.all(pending.splice(0));
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (seatsState.thinking === null && !pending.length) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error("the computer never finished");
    },
  };
}
