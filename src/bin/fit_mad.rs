//! Fits a Mad game's learnt evaluation (`src/games/mad_learnt.rs`) to the
//! positions of `self-play` games, and writes its weights
//! (`mad_rooks_patterns.bin` and `mad_rooks_scalars.in`, or the same for
//! `mad_bishops`):
//!
//! ```sh
//! self-play mad-bishops mcts-implicit 2500 101 2000 > a.txt
//! self-play mad-bishops mcts-implicit 2500 202 2000 > b.txt
//! cat a.txt b.txt | fit-mad mad-bishops src/games
//! ```
//!
//! Mad Rooks' weights were fitted to four sets of games: `self-play
//! mad-rooks mcts-implicit 2500 SEED 2000` with seeds 101 and 202, then
//! `self-play mad-rooks hard 2500 SEED 2000` with seeds 303 and 404, with
//! `hard` as it was with the first weights (commit 1928273; built from
//! today's code, `hard` plays with the weights in use), in that order:
//! `cat a.txt b.txt c.txt d.txt | fit-mad mad-rooks src/games`.
//!
//! A logistic model of whether the player to act wins, fitted by
//! stochastic gradient descent (two passes, the positions in a shuffled
//! order, a small L2 penalty on the patterns) on three games in four; the
//! fourth is held out, and the log loss on it is printed by phase, for the
//! model with and without the patterns. Given the same input the weights
//! are the same.

use boardgames::ai::knowledge::logistic;
use boardgames::fitting::{each_position, log_loss, write};
use boardgames::game::{Game, Status};
use boardgames::games::mad::{Mad, Variant};
use boardgames::games::mad_learnt::{Features, PATTERN_SCALE, PHASES, SCALARS_PER_PHASE};
use boardgames::games::{mad_bishops_lines, mad_rooks_lines};
use boardgames::rng::Rng;
use std::io::BufRead;

const PASSES: usize = 2;
const LEARNING_RATE: f32 = 0.003;
const PATTERN_L2: f32 = 0.01;
const SHUFFLE_SEED: u64 = 7;

/// One position: what the model reads, whether its player to act won, and
/// whether its game is held out.
struct Example {
    features: Features,
    won: bool,
    held_out: bool,
}

/// A model being fitted.
struct Model {
    scalars: Vec<f32>,
    patterns: Vec<f32>,
    with_patterns: bool,
}

impl Model {
    fn new(pattern_weights: usize, with_patterns: bool) -> Model {
        Model {
            scalars: vec![0.0; PHASES * SCALARS_PER_PHASE],
            patterns: vec![0.0; pattern_weights],
            with_patterns,
        }
    }

    fn chance(&self, features: &Features) -> f32 {
        let z = features.logit(&self.scalars, |i| {
            if self.with_patterns {
                self.patterns[i]
            } else {
                0.0
            }
        });
        logistic(z)
    }

    fn fit(&mut self, examples: &[Example]) {
        for _ in 0..PASSES {
            for example in examples.iter().filter(|e| !e.held_out) {
                let f = &example.features;
                let gradient = self.chance(f) - f32::from(u8::from(example.won));
                let phase = &mut self.scalars[f.phase * SCALARS_PER_PHASE..][..SCALARS_PER_PHASE];
                for (w, x) in phase.iter_mut().zip(f.scalars()) {
                    *w -= LEARNING_RATE * gradient * x;
                }
                if self.with_patterns {
                    for &i in f.lines() {
                        let w = &mut self.patterns[usize::from(i)];
                        *w -= LEARNING_RATE * (gradient + PATTERN_L2 * *w);
                    }
                }
            }
        }
    }

    /// Mean log loss on the held-out games (or the others), by phase.
    fn losses(&self, examples: &[Example], held_out: bool) -> [(f64, usize); PHASES] {
        let mut sums = [(0.0, 0); PHASES];
        for e in examples.iter().filter(|e| e.held_out == held_out) {
            sums[e.features.phase].0 += log_loss(self.chance(&e.features), e.won);
            sums[e.features.phase].1 += 1;
        }
        sums
    }
}

fn main() {
    if let Err(message) = run() {
        eprintln!("fit-mad: {message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [game, out_dir] = args.as_slice() else {
        return Err("usage: fit-mad mad-bishops|mad-rooks OUT_DIR < positions.txt".into());
    };
    let (variant, pattern_weights, name) = match game.as_str() {
        "mad-bishops" => (
            Variant::Bishops,
            mad_bishops_lines::PATTERN_WEIGHTS,
            "mad_bishops",
        ),
        "mad-rooks" => (
            Variant::Rooks,
            mad_rooks_lines::PATTERN_WEIGHTS,
            "mad_rooks",
        ),
        _ => {
            let game = boardgames::limits::excerpt(game);
            return Err(format!("'{game}' is not mad-bishops or mad-rooks"));
        }
    };
    let mut examples = read(variant, std::io::stdin().lock())?;
    Rng::new(SHUFFLE_SEED).shuffle(&mut examples);
    let mut report = String::new();
    let mut fitted = None;
    for with_patterns in [false, true] {
        let mut model = Model::new(pattern_weights, with_patterns);
        model.fit(&examples);
        let losses = model.losses(&examples, true);
        report += &format!("patterns: {with_patterns}; held-out log loss by phase (checkers 0-9, 10-17, 18-31, 32+):");
        for (sum, n) in losses {
            report += &format!(" {:.4} ({n})", sum / n.max(1) as f64);
        }
        report += "\n";
        fitted = Some(model);
    }
    print!("{report}");
    let model = fitted.ok_or("no model")?;
    let bytes: Vec<u8> = model
        .patterns
        .iter()
        .map(|w| (w * PATTERN_SCALE).round().clamp(-127.0, 127.0) as i8 as u8)
        .collect();
    let scalars: Vec<String> = model.scalars.iter().map(|w| format!("{w:?}")).collect();
    let dir = std::path::Path::new(&out_dir);
    write(&dir.join(format!("{name}_patterns.bin")), bytes)?;
    write(
        &dir.join(format!("{name}_scalars.in")),
        format!("[{}]\n", scalars.join(", ")),
    )
}

/// The examples of `self-play` lines.
fn read(variant: Variant, input: impl BufRead) -> Result<Vec<Example>, String> {
    let mut examples = Vec::new();
    each_position(input, |position| {
        let mad = Mad::from_position(variant, position.text)?;
        let Status::ToAct(mover) = mad.status() else {
            return Err("the game is over there".into());
        };
        examples.push(Example {
            features: mad.learnt_features(),
            won: position.won_by(mover),
            held_out: position.held_out,
        });
        Ok(())
    })?;
    Ok(examples)
}
