//! Fits the features-only model of Martian Checkers' learnt evaluation
//! for 3 and 4 players (`src/games/martian_learnt.rs`) to the positions
//! of `self-play` games, and writes its weights (`martian_weights.in`).
//! Hard read it until 2026-12-06; since then both player counts read the
//! models with piece-square tables that `fit-martian-tables` fits, and
//! nothing reads this file: it is kept, with this tool, as the record of
//! the model Hard played on from "The eighteenth session" of
//! docs/strength.md and to fit such a model again from new games.
//!
//! ```sh
//! self-play martian-checkers players=3 hard 1500 101 3000 > a.txt
//! self-play martian-checkers players=3 hard 1500 102 3000 > b.txt
//! self-play martian-checkers players=4 hard 800 201 3000 > d.txt
//! cat a.txt b.txt d.txt | fit-martian src/games
//! ```
//!
//! The committed weights were fitted that way (docs/strength.md, "The
//! eighteenth session"), with the three-player games of `hard` as it was
//! before the learnt evaluation: short playouts scored by the
//! threat-counting lead (commit 8da6ab0, built with this `self-play`,
//! which takes the game's options; built from today's code, `hard` scores
//! them by the learnt evaluation). Hard at four players was then the
//! usual Monte Carlo search (since, the three-player one, on these
//! weights).
//!
//! A logistic model of each player's share of the win, one example a
//! player a position, fitted by stochastic gradient descent (a few passes,
//! the examples in a shuffled order, a small L2 penalty) on three games in
//! four; the fourth is held out, and the log loss on it is printed by
//! player count and phase, for the model and for the lead alone. The
//! weights of a player count no game was given for stay 0 (a chance of
//! one half for every player). Given the same input the weights are the
//! same.

use boardgames::fitting::{chance, each_position, share_log_loss, weights_text, write, Descent};
use boardgames::games::martian::Martian;
use boardgames::games::martian_learnt::{FEATURES, MODEL_WEIGHTS, PHASES, WEIGHTS};
use boardgames::rng::Rng;
use std::io::BufRead;
use std::ops::Range;

const DESCENT: Descent = Descent {
    passes: 20,
    learning_rate: 0.005,
    l2: 0.001,
};
const SHUFFLE_SEED: u64 = 7;
/// The model's phases, by the fewest pieces on the board of any player.
const PHASE_NAMES: [&str; PHASES] = ["0-1", "2", "3", "4-5", "6-9"];
/// The feature read alone for comparison: the lead, by phase (the
/// second of a reading's features).
const LEAD_ALONE: Range<usize> = 1..2;
/// Every feature of a reading.
const ALL: Range<usize> = 0..FEATURES;

/// One player in one position: the weights it reads, the player's share
/// of the win, the number of players, the phase and whether its game is
/// held out.
struct Example {
    features: [u16; FEATURES],
    share: f32,
    players: u8,
    phase: usize,
    held_out: bool,
}

fn main() {
    if let Err(message) = run() {
        eprintln!("fit-martian: {message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [out_dir] = args.as_slice() else {
        return Err("usage: fit-martian OUT_DIR < positions.txt".into());
    };
    let examples = read(std::io::stdin().lock())?;
    let mut report = String::new();
    let mut weights = vec![0.0; WEIGHTS];
    // Each player count's model is fitted to its own games alone, so that
    // games of the other count leave its weights as they were.
    // The file holds the three-player model, then the four-player one.
    for (players, model) in [(3, 0..MODEL_WEIGHTS), (4, MODEL_WEIGHTS..WEIGHTS)] {
        let mut own: Vec<&Example> = examples.iter().filter(|e| e.players == players).collect();
        Rng::new(SHUFFLE_SEED).shuffle(&mut own);
        for (name, used) in [("the lead alone", LEAD_ALONE), ("every feature", ALL)] {
            let fitted = fit(&own, used.clone());
            report +=
                &format!("{players} players, {name}: held-out log loss by phase (fewest pieces");
            for (phase, (sum, n)) in PHASE_NAMES.iter().zip(losses(&fitted, &own, used.clone())) {
                report += &format!(" {phase}: {:.4} ({n})", sum / n.max(1) as f64);
            }
            report += ")\n";
            if used == ALL {
                // The model's weights are its own; the other's stay 0.
                for (w, f) in weights[model.clone()].iter_mut().zip(fitted) {
                    *w += f;
                }
            }
        }
    }
    print!("{report}");
    let path = std::path::Path::new(out_dir).join("martian_weights.in");
    write(&path, weights_text(&weights))
}

/// The weights fitted to the features at positions `used` of the
/// examples not held out.
fn fit(examples: &[&Example], used: Range<usize>) -> Vec<f32> {
    DESCENT.fit(MODEL_WEIGHTS, examples, |e| {
        (!e.held_out).then_some((&e.features[used.clone()], e.share))
    })
}

/// The log loss summed over the held-out games, and the examples
/// counted, by phase.
fn losses(weights: &[f32], examples: &[&Example], used: Range<usize>) -> [(f64, usize); PHASES] {
    let mut sums = [(0.0, 0); PHASES];
    for e in examples.iter().filter(|e| e.held_out) {
        sums[e.phase].0 += share_log_loss(chance(weights, &e.features[used.clone()]), e.share);
        sums[e.phase].1 += 1;
    }
    sums
}

/// The examples of `self-play` lines: one for each player still in the
/// game, in every position of 3 or 4 players.
fn read(input: impl BufRead) -> Result<Vec<Example>, String> {
    let mut examples = Vec::new();
    each_position(input, |position| {
        let martian = Martian::from_position(position.text, None)?;
        for (p, reading) in martian.learnt_readings().iter().enumerate() {
            let Some(reading) = reading else { continue };
            examples.push(Example {
                features: reading.features(),
                share: position.share_of(p as u8 + 1),
                players: reading.players,
                phase: reading.phase(),
                held_out: position.held_out,
            });
        }
        Ok(())
    })?;
    Ok(examples)
}
