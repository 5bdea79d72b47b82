//! Fits the learnt evaluation of Martian Checkers for three or four
//! players (`src/games/martian_learnt.rs`: six features with
//! piece-square tables) to the positions of match replays, and writes its
//! weights, Hard's (`martian_three_player_weights.in` and
//! `martian_three_player_tables.in`, or with `--players 4`
//! `martian_four_player_weights.in` and `martian_four_player_tables.in`):
//!
//! ```sh
//! fit-martian-tables src/games $(git ls-tree -r --name-only aa9b364 runs | grep '\.rep$')
//! fit-martian-tables --players 4 src/games $(git ls-tree -r --name-only 828aacc runs | grep '\.rep$')
//! ```
//!
//! The committed weights were fitted that way (docs/strength.md, "The
//! eighty-second session" and "The eighty-fourth session"): at three
//! players the replays in `runs/` as of commit aa9b364, 7,944
//! three-player games of a Hard against two `mcts`; at four those as of
//! 828aacc, 2,448 four-player games of a Hard against three `mcts` (files
//! of other games or player counts are passed over). Every position
//! before an action gives one example for each player in the game: its
//! share of the win (1 alone, else shared by the tied), the six features,
//! the table weights of the pieces on the board, and a class for whether
//! the player is the match's first contender (the Hard), since Hard wins
//! more than `mcts` from the same positions and the tables would
//! otherwise learn to tell Hard's pieces from the others'. Every fourth
//! game is held out. The six features are fitted first with the class (20
//! passes), then the tables with them (4 passes at three players, 1 at
//! four, where the held-out loss was least after one), each by
//! stochastic gradient descent in a shuffled order; the class's mean (a
//! third the Hard's at three players, a quarter at four) goes into the
//! bias that every reading reads, since a search does not know who will
//! play. The log loss on the held-out games is printed by phase for the
//! model Hard reads (the tables' own since they became Hard's:
//! `fit-martian`'s before, when these weights were fitted), the refitted
//! features, and each pass with the tables. Given the same files in the
//! same order the weights are the same, bit for bit.
//!
//! A candidate, to be measured before it may replace Hard's, is the same
//! fit to a later set of replays written to another directory and renamed
//! `martian_{three,four}_player_candidate_*.in` (read by
//! `Model::candidate`). The last, at three players, was fitted to every
//! replay in `runs/` as of commit eea5c85 (4,896,264 examples, 1,244,829
//! held out) and set aside by its screen (docs/strength.md, "The ninetieth
//! session"):
//!
//! ```sh
//! fit-martian-tables /tmp/refit $(git ls-tree -r --name-only eea5c85 runs | grep '\.rep$')
//! ```

use boardgames::ai::knowledge::logistic;
use boardgames::fitting::{share_log_loss, weights_text, write};
use boardgames::game::Status;
use boardgames::games::martian::Martian;
use boardgames::games::martian_learnt::{self, table_weights, FEATURES, MODEL_WEIGHTS, PHASES};
use boardgames::registry;
use boardgames::rng::Rng;
use boardgames::tournament::winners_by_agreement;

const SHUFFLE_SEED: u64 = 7;
/// The six features fitted with the class, from zero.
const FEATURE_PASSES: usize = 20;
const FEATURE_RATE: f32 = 0.005;
const FEATURE_L2: f32 = 0.001;
/// Then the tables with them, by player count: at four players the
/// held-out loss rose after the first pass (0.4521, then 0.4524, 0.4523
/// and 0.4536 in a trial fit).
const fn table_passes(players: u8) -> usize {
    if players == 3 {
        4
    } else {
        1
    }
}
const TABLE_RATE: f32 = 0.002;
const TABLE_L2: f32 = 0.0001;
/// The bias weights, one a phase and turns away: every reading reads one.
const BIAS_WEIGHTS: usize = PHASES * 4;

/// One player in one position.
struct Example {
    features: [u16; FEATURES],
    tables: Vec<u16>,
    share: f32,
    /// The player is the match's first contender.
    named: bool,
    /// The committed model's chance for it.
    committed: f32,
    phase: usize,
    held_out: bool,
}

/// The model being fitted: the features' weights, then the tables'
/// followed by the two class weights.
struct Model {
    features: Vec<f32>,
    tables: Vec<f32>,
    /// Where the class weights start: `mcts`, then the Hard.
    class: usize,
    with_tables: bool,
}

impl Model {
    fn logit(&self, e: &Example) -> f32 {
        let mut z: f32 = e
            .features
            .iter()
            .map(|&i| self.features[usize::from(i)])
            .sum();
        z += self.tables[self.class + usize::from(e.named)];
        if self.with_tables {
            z += e
                .tables
                .iter()
                .map(|&i| self.tables[usize::from(i)])
                .sum::<f32>();
        }
        z
    }

    fn chance(&self, e: &Example) -> f32 {
        logistic(self.logit(e))
    }

    /// One step of stochastic gradient descent on `e`.
    fn step(&mut self, e: &Example, rate: f32, l2: f32) {
        let gradient = self.chance(e) - e.share;
        for &i in &e.features {
            let w = &mut self.features[usize::from(i)];
            *w -= rate * (gradient + l2 * *w);
        }
        self.tables[self.class + usize::from(e.named)] -= rate * gradient;
        if self.with_tables {
            for &i in &e.tables {
                let w = &mut self.tables[usize::from(i)];
                *w -= rate * (gradient + l2 * *w);
            }
        }
    }

    /// The held-out log loss, over all and by phase.
    fn report(&self, name: &str, examples: &[Example]) -> String {
        report(name, examples, |e| self.chance(e))
    }
}

fn report(name: &str, examples: &[Example], chance: impl Fn(&Example) -> f32) -> String {
    let mut sums = [(0.0, 0usize); PHASES];
    for e in examples.iter().filter(|e| e.held_out) {
        sums[e.phase].0 += share_log_loss(chance(e), e.share);
        sums[e.phase].1 += 1;
    }
    let (total, count) = sums.iter().fold((0.0, 0), |(t, c), &(s, n)| (t + s, c + n));
    let phases: Vec<String> = sums
        .iter()
        .map(|&(s, n)| format!("{:.4}", s / n.max(1) as f64))
        .collect();
    format!(
        "{name}: held-out log loss {:.4}; by phase (fewest pieces 0-1, 2, 3, 4-5, 6-9) {}\n",
        total / count.max(1) as f64,
        phases.join(" ")
    )
}

fn main() {
    if let Err(message) = run() {
        eprintln!("fit-martian-tables: {message}");
        std::process::exit(2);
    }
}

fn run() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (players, args) = match args.split_first() {
        Some((flag, rest)) if flag == "--players" => match rest.split_first() {
            Some((n, rest)) if n == "3" || n == "4" => (if n == "3" { 3 } else { 4 }, rest),
            _ => return Err("--players is 3 or 4".into()),
        },
        _ => (3, &args[..]),
    };
    let Some((out_dir, files)) = args.split_first() else {
        return Err("usage: fit-martian-tables [--players 3|4] OUT_DIR REPLAYS.rep ...".into());
    };
    let examples = read(players, files)?;
    let class = table_weights(usize::from(players));
    let mut out = format!(
        "{} examples, {} held out\n",
        examples.len(),
        examples.iter().filter(|e| e.held_out).count()
    );
    out += &report("the model Hard reads", &examples, |e| e.committed);
    let mut rng = Rng::new(SHUFFLE_SEED);
    let mut order: Vec<usize> = (0..examples.len())
        .filter(|&i| !examples[i].held_out)
        .collect();
    rng.shuffle(&mut order);
    let mut model = Model {
        features: vec![0.0; MODEL_WEIGHTS],
        tables: vec![0.0; class + 2],
        class,
        with_tables: false,
    };
    for _ in 0..FEATURE_PASSES {
        for &i in &order {
            model.step(&examples[i], FEATURE_RATE, FEATURE_L2);
        }
    }
    out += &model.report("the six features refitted, with the class", &examples);
    // The tables start from zero, the class too, beside the refitted
    // features.
    let mut model = Model {
        features: model.features,
        tables: vec![0.0; class + 2],
        class,
        with_tables: true,
    };
    for pass in 1..=table_passes(players) {
        rng.shuffle(&mut order);
        for &i in &order {
            model.step(&examples[i], TABLE_RATE, TABLE_L2);
        }
        out += &model.report(&format!("with the tables, pass {pass}"), &examples);
    }
    print!("{out}");
    // One Hard among `players`: the others are `mcts`.
    let others = f32::from(players - 1);
    let class_mean = (others * model.tables[class] + model.tables[class + 1]) / f32::from(players);
    let mut features = model.features;
    for w in &mut features[..BIAS_WEIGHTS] {
        *w += class_mean;
    }
    let name = if players == 3 {
        "martian_three_player"
    } else {
        "martian_four_player"
    };
    let dir = std::path::Path::new(out_dir);
    write(
        &dir.join(format!("{name}_weights.in")),
        weights_text(&features),
    )?;
    write(
        &dir.join(format!("{name}_tables.in")),
        weights_text(&model.tables[..class]),
    )
}

/// The examples of the games of `players` players in `files`, in order.
fn read(players: u8, files: &[String]) -> Result<Vec<Example>, String> {
    let header = format!("# martian-checkers players={players}:");
    let mut examples = Vec::new();
    let mut games = 0usize;
    let hard = martian_learnt::Model::hard(players);
    for file in files {
        let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
        if !text.starts_with(&header) {
            continue;
        }
        for (n, line) in text.lines().enumerate().skip(1) {
            if line.trim().is_empty() {
                continue;
            }
            let at = || format!("{file}, line {}", n + 1);
            let (seat, code) =
                seat_and_code(line).ok_or_else(|| format!("{}: not a game", at()))?;
            let positions = played(players, code).map_err(|e| format!("{}: {e}", at()))?;
            let Some((positions, winners)) = positions else {
                continue;
            };
            games += 1;
            let held_out = games % 4 == 3;
            for position in &positions {
                let tables = position.table_sums(&hard);
                for (i, reading) in position.learnt_readings().iter().enumerate() {
                    let Some(reading) = reading else { continue };
                    let player = i as u8 + 1;
                    let share = if winners.contains(&player) {
                        1.0 / winners.len() as f32
                    } else {
                        0.0
                    };
                    examples.push(Example {
                        features: reading.features(),
                        tables: position.table_indices(i),
                        share,
                        named: player == seat,
                        committed: hard.win_share(reading, tables[i]),
                        phase: reading.phase(),
                        held_out,
                    });
                }
            }
        }
    }
    Ok(examples)
}

/// A replays file's game line: the first contender's seat and the game's
/// compact record (after `r=` in its address).
fn seat_and_code(line: &str) -> Option<(u8, &str)> {
    let mut fields = line.split('\t');
    fields.next()?.strip_prefix("game ")?;
    let seat = fields.next()?.strip_prefix("player ")?.parse().ok()?;
    let (_, code) = line.rsplit_once("r=")?;
    Some((seat, code))
}

/// The positions before each action of the game of `players` players
/// `code` records, and its winners; `None` for a game with no winners
/// (one stopped where no agreement scores it).
#[allow(clippy::type_complexity)]
fn played(players: u8, code: &str) -> Result<Option<(Vec<Martian>, Vec<u8>)>, String> {
    let options = [("players".to_string(), players.to_string())];
    let mut session = registry::start("martian-checkers", &options)?;
    session.play_compact(code)?;
    let winners = match session.status() {
        Status::Over { winners, .. } => winners,
        _ => match winners_by_agreement(session.as_ref()) {
            Some(winners) => winners,
            None => return Ok(None),
        },
    };
    let mut positions = Vec::new();
    while session.undo().is_ok() {
        positions.push(Martian::from_position(&session.position(), Some(players))?);
    }
    positions.reverse();
    Ok(Some((positions, winners)))
}
