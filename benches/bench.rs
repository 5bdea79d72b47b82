//! Native benchmarks: per game, legal-action generation per second (over
//! positions taken from random games), random playouts per second, and the
//! computer opponent's search iterations per second (Monte Carlo from the
//! start, alpha-beta from positions of random games).
//! Run with `cargo run --release --bin bench [SECONDS]`; scripts/bench.sh
//! adds the size of the built site.

use boardgames::ai::level::Budget;
use boardgames::ai::{AlphaBeta, Engine, Evaluation, Knowledge, Search};
use boardgames::game::{Game, Status};
use boardgames::games::crosshairs::CrossHairs;
use boardgames::games::kobudai::Kobudai;
use boardgames::games::mad::{Mad, Variant};
use boardgames::games::martian::Martian;
use boardgames::registry;
use boardgames::rng::Rng;
use std::hint::black_box;
use std::time::{Duration, Instant};

/// Plays one random game from `start`; returns its length in actions.
fn playout<G: Game>(
    start: &G,
    rng: &mut Rng,
    seen: Option<&mut Vec<G>>,
    buf: &mut Vec<boardgames::game::Action>,
) -> usize {
    let mut game = start.clone();
    let mut seen = seen;
    let mut length = 0;
    while let Status::ToAct(_) = game.status() {
        if let Some(s) = seen.as_deref_mut() {
            s.push(game.clone());
        }
        buf.clear();
        game.legal_actions(buf);
        let action = buf[rng.below(buf.len())];
        game.apply(action);
        length += 1;
    }
    length
}

fn bench<G: Game>(name: &str, start: G, budget: Duration) {
    let mut rng = Rng::new(1);
    let mut buf = Vec::new();
    let mut positions = Vec::new();
    while positions.len() < 5000 {
        playout(&start, &mut rng, Some(&mut positions), &mut buf);
    }

    let mut generations = 0u64;
    let mut actions = 0u64;
    let t = Instant::now();
    while t.elapsed() < budget {
        for p in &positions {
            buf.clear();
            p.legal_actions(&mut buf);
            actions += black_box(buf.len()) as u64;
        }
        generations += positions.len() as u64;
    }
    let gen_secs = t.elapsed().as_secs_f64();

    let mut playouts = 0u64;
    let mut length = 0u64;
    let t = Instant::now();
    while t.elapsed() < budget {
        length += playout(&start, &mut rng, None, &mut buf) as u64;
        playouts += 1;
    }
    let play_secs = t.elapsed().as_secs_f64();

    println!(
        "| {name} | {:.0} | {:.1} | {:.0} | {:.0} |",
        generations as f64 / gen_secs,
        actions as f64 / generations as f64,
        playouts as f64 / play_secs,
        length as f64 / playouts as f64,
    );
}

/// Search iterations per second from the start position, one thread: the
/// plain Monte Carlo search (playouts of the game's length), and Hard's
/// when it is a Monte Carlo search (with the game's settings: short
/// playouts on the learnt evaluation at 3- and 4-player Martian
/// Checkers, say), "-" when Hard searches by alpha-beta.
fn search_speed<G: Knowledge>(name: &str, start: G, budget: Duration) {
    let rate = |mut search: Search<G>| {
        let t = Instant::now();
        while t.elapsed() < budget {
            search.run(64);
        }
        search.iterations() as f64 / t.elapsed().as_secs_f64()
    };
    let plain = rate(Search::new(start.clone(), 1));
    let hard = match start.strongest_engine() {
        Engine::Mcts(settings) => {
            format!("{:.0}", rate(Search::new(start, 1).with_settings(settings)))
        }
        _ => "-".into(),
    };
    println!("| {name} | {plain:.0} | {hard} |");
}

/// Alpha-beta positions per second, the baseline's and Hard's search's,
/// each searching 100,000 positions from each of 10 positions taken from
/// random games (mid-game positions, where the start would flatter or
/// slight a game).
fn alpha_beta_speed<G: Knowledge>(name: &str, start: G, _budget: Duration) {
    let mut rng = Rng::new(3);
    let mut buf = Vec::new();
    let mut positions = Vec::new();
    while positions.len() < 10 {
        let mut seen = Vec::new();
        playout(&start, &mut rng, Some(&mut seen), &mut buf);
        positions.push(seen.swap_remove(seen.len() / 2));
    }
    // Positions a second, and the mean depth completed.
    let rate = |make: &dyn Fn(G) -> AlphaBeta<G>| {
        let t = Instant::now();
        let mut nodes = 0;
        let mut depths = 0;
        for p in &positions {
            let mut search = make(p.clone());
            let budget = Budget {
                millis: f64::INFINITY,
                iterations: 100_000,
            };
            search.think(budget, &|| 0.0);
            nodes += search.nodes();
            depths += search.depth();
        }
        let rate = nodes as f64 / t.elapsed().as_secs_f64();
        (rate, f64::from(depths) / positions.len() as f64)
    };
    let (baseline, baseline_depth) = rate(&|p| AlphaBeta::baseline(p, 1));
    let (hard, hard_depth) = rate(&|p| AlphaBeta::new(p, Evaluation::Knowledge, 1).refined());
    let (_, full_width_depth) = rate(&|p| {
        AlphaBeta::new(p, Evaluation::Knowledge, 1)
            .refined()
            .full_width()
    });
    println!(
        "| {name} | {baseline:.0} | {hard:.0} | {baseline_depth:.1} | {full_width_depth:.1} | {hard_depth:.1} |"
    );
}

/// Every game and option choice in the registry, by name, as
/// `f(name, start)` with the game's own type (so the measurement is the
/// engine's, not the dynamic session's). A game the registry lists but
/// this match does not know is reported, not skipped silently.
macro_rules! each_game {
    ($f:ident, $budget:expr) => {
        for (game, options) in registry::variants() {
            let choice = options.first().map(|(_, v)| v.as_str()).unwrap_or("");
            let number: u8 = choice.parse().unwrap_or(0);
            match game.id {
                "mad-bishops" => $f(game.name, Mad::new(Variant::Bishops), $budget),
                "mad-rooks" => $f(game.name, Mad::new(Variant::Rooks), $budget),
                "kobudai" => {
                    let start = Kobudai::new(number).expect("a Kobudai board size");
                    $f(&format!("Kobudai {number}x{number}"), start, $budget);
                }
                "martian-checkers" => {
                    let start = Martian::new(number).expect("a Martian Checkers player count");
                    $f(
                        &format!("Martian Checkers, {number} players"),
                        start,
                        $budget,
                    );
                }
                "cross-hairs" => $f(game.name, CrossHairs::new(), $budget),
                other => {
                    println!("| {other} | (not measured: the bench does not know this game yet) |")
                }
            }
        }
    };
}

fn main() {
    let seconds: f64 = std::env::args()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(2.0);
    let budget = Duration::from_secs_f64(seconds);
    println!("| game | legal-action generations/s | actions per position | random playouts/s | actions per playout |");
    println!("|---|---|---|---|---|");
    each_game!(bench, budget);
    println!();
    println!("| game | search iterations/s from the start (native, one thread): the plain Monte Carlo search | Hard's, when Monte Carlo |");
    println!("|---|---|---|");
    each_game!(search_speed, budget);
    println!();
    println!("| game | alpha-beta positions/s: the baseline | refined, on the game's evaluation (Hard with two players) | depth in 100,000 positions: the baseline | refined, full width | refined |");
    println!("|---|---|---|---|---|---|");
    each_game!(alpha_beta_speed, budget);
}
