//! Fits Kobudai's learnt evaluation at 6x6 (`src/games/kobudai_learnt.rs`)
//! to the positions of `self-play` games, and writes its weights
//! (`kobudai_weights.in`):
//!
//! ```sh
//! self-play kobudai hard 3000 101 2000 > a.txt
//! fit-kobudai src/games < a.txt
//! ```
//!
//! The committed weights were fitted that way, with `hard` as it was
//! before the learnt evaluation (commit b8428eb: the Monte Carlo search on
//! the race evaluation; built from today's code, `hard` is the alpha-beta
//! search on the learnt evaluation, whose games fitted a weaker model:
//! docs/strength.md, "The sixteenth session").
//!
//! A logistic model of whether the player to act wins, fitted by
//! stochastic gradient descent (a few passes, the positions in a shuffled
//! order, a small L2 penalty) on three games in four; the fourth is held
//! out, and the log loss on it is printed by phase, for the model and for
//! the seat and phase alone. Given the same input the weights are the same.

use boardgames::fitting::{chance, each_position, log_loss, weights_text, write, Descent};
use boardgames::game::{Game, Status};
use boardgames::games::kobudai::Kobudai;
use boardgames::games::kobudai_learnt::{FEATURES, PHASES, WEIGHTS};
use boardgames::rng::Rng;
use std::io::BufRead;

const DESCENT: Descent = Descent {
    passes: 30,
    learning_rate: 0.01,
    l2: 0.001,
};
const SHUFFLE_SEED: u64 = 7;
/// The model's phases, by the stacks on the board.
const PHASE_NAMES: [&str; PHASES] = ["2-6", "7-12", "13-18"];

/// One position: the weights it reads, whether its player to act won,
/// its phase and whether its game is held out.
struct Example {
    features: [u16; FEATURES],
    won: bool,
    phase: usize,
    held_out: bool,
}

fn main() {
    if let Err(message) = run() {
        eprintln!("fit-kobudai: {message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [out_dir] = args.as_slice() else {
        return Err("usage: fit-kobudai OUT_DIR < positions.txt".into());
    };
    let mut examples = read(std::io::stdin().lock())?;
    Rng::new(SHUFFLE_SEED).shuffle(&mut examples);
    let mut report = String::new();
    let mut weights = Vec::new();
    // The seat and phase alone (the first feature), then everything.
    for used in [1, FEATURES] {
        weights = fit(&examples, used);
        report += &format!("features: {used}; held-out log loss by phase (stacks");
        for (name, (sum, n)) in PHASE_NAMES.iter().zip(losses(&weights, &examples, used)) {
            report += &format!(" {name}: {:.4} ({n})", sum / n.max(1) as f64);
        }
        report += ")\n";
    }
    print!("{report}");
    let path = std::path::Path::new(out_dir).join("kobudai_weights.in");
    write(&path, weights_text(&weights))
}

/// The weights fitted to the first `used` features of the examples not
/// held out.
fn fit(examples: &[Example], used: usize) -> Vec<f32> {
    DESCENT.fit(WEIGHTS, examples, |e| {
        let won = f32::from(u8::from(e.won));
        (!e.held_out).then_some((&e.features[..used], won))
    })
}

/// Mean log loss on the held-out games, by phase.
fn losses(weights: &[f32], examples: &[Example], used: usize) -> [(f64, usize); PHASES] {
    let mut sums = [(0.0, 0); PHASES];
    for e in examples.iter().filter(|e| e.held_out) {
        sums[e.phase].0 += log_loss(chance(weights, &e.features[..used]), e.won);
        sums[e.phase].1 += 1;
    }
    sums
}

/// The examples of `self-play` lines.
fn read(input: impl BufRead) -> Result<Vec<Example>, String> {
    let mut examples = Vec::new();
    each_position(input, |position| {
        let kobudai = Kobudai::from_position(position.text, Some(6))?;
        let Status::ToAct(mover) = kobudai.status() else {
            return Err("the game is over there".into());
        };
        let reading = kobudai.learnt_reading();
        examples.push(Example {
            features: reading.features(),
            won: position.won_by(mover),
            phase: reading.phase(),
            held_out: position.held_out,
        });
        Ok(())
    })?;
    Ok(examples)
}
