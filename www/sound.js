// Sounds of play, made with the Web Audio API (nothing is fetched): a short
// distinct sound for a move, a kill or capture, a conversion or new male,
// and the end of the game. Off unless the player turns them on; the choice
// is remembered in the browser.

import { readPreference, writePreference } from "./preferences.js";

/** @typedef {import("./engine").View} View */
/** @typedef {"move"|"capture"|"convert"|"end"} SoundKind */

const KEY = "abstract-games/sound";

/**
 * Each sound as notes: [frequency in Hz, start in s, length in s], and the
 * wave. Distinct in pitch and rhythm, not only in timbre.
 * @type {Record<SoundKind, {wave: OscillatorType, notes: [number, number, number][]}>}
 */
const SOUNDS = {
  move: { wave: "sine", notes: [[520, 0, 0.07]] },
  capture: {
    wave: "triangle",
    notes: [
      [330, 0, 0.08],
      [196, 0.07, 0.14],
    ],
  },
  convert: {
    wave: "sine",
    notes: [
      [523, 0, 0.07],
      [659, 0.07, 0.07],
      [784, 0.14, 0.12],
    ],
  },
  end: {
    wave: "triangle",
    notes: [
      [392, 0, 0.5],
      [494, 0.1, 0.45],
      [587, 0.2, 0.6],
    ],
  },
};

/**
 * The sound for the last action of `view`, just played.
 * @param {View} view
 * @returns {SoundKind|null}
 */
export function soundFor(view) {
  if (view.status.over) return "end";
  const action = view.recent.at(-1)?.actions.at(-1);
  if (!action || action.kind === "end") return null;
  if (action.removed.length || action.kind === "kill" || action.kind === "capture-jump") return "capture";
  if (action.changed.length || action.kind === "convert") return "convert";
  return "move";
}

/** Whether the player turned sound on (remembered); off when storage is refused. */
export function storedSoundOn() {
  return readPreference(KEY) === "on";
}

export class SoundPlayer {
  constructor() {
    this.on = storedSoundOn();
    /** @type {AudioContext|null} */
    this.context = null;
    /** The sounds asked for, newest last (kept short), for the curious and the tests. @type {SoundKind[]} */
    this.played = [];
  }

  /** Turns sound on or off and remembers it. @param {boolean} on */
  setOn(on) {
    this.on = on;
    writePreference(KEY, on ? "on" : "off");
    // The switch is a user gesture: the browser lets audio start now.
    if (on) this.audio()?.resume();
  }

  /** The audio context, made on first use; null where there is none. */
  audio() {
    if (!this.context && typeof AudioContext === "function") this.context = new AudioContext();
    return this.context;
  }

  /** Plays `kind` if sound is on. @param {SoundKind|null} kind */
  play(kind) {
    if (!this.on || !kind) return;
    const ctx = this.audio();
    if (!ctx) return;
    this.played = [...this.played.slice(-19), kind];
    const { wave, notes } = SOUNDS[kind];
    const now = ctx.currentTime;
    for (const [frequency, start, length] of notes) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = wave;
      osc.frequency.value = frequency;
      // A soft attack and decay, so no note clicks.
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.18, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
  }

  destroy() {
    this.context?.close();
    this.context = null;
  }
}
