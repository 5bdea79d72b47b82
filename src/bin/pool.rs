//! Pools tournament runs and compares two pools of them.
//!
//! ```text
//! cargo run --release --bin pool -- FILE … [--against FILE …] [--common-seeds]
//! ```
//!
//! Each FILE is a run's replays file (`tournament --replays FILE`). Prints
//! the pooled games of the FILEs (their score with its 95% interval, wins,
//! draws and losses, by seat, games stopped at the cap with their own
//! record) and, with `--against`, the same of the FILEs after it and how
//! far the first pool's score is above the second's, in points and in
//! standard errors of the difference. `--common-seeds` counts only the
//! seeds both pools played, so that two arms of a side-by-side run are
//! compared on the same seeds when one stopped before the other.

use boardgames::pooling::{describe, difference, tally};
use boardgames::replays_file::{read_run, Run};
use std::collections::BTreeSet;

const USAGE: &str = "usage: pool FILE … [--against FILE …] [--common-seeds]";

/// The runs of one pool, a file each.
struct Pool {
    runs: Vec<Run>,
}

impl Pool {
    fn read(files: &[String]) -> Result<Pool, String> {
        let mut runs = Vec::new();
        for file in files {
            let text = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            runs.push(read_run(file, &text)?);
        }
        Ok(Pool { runs })
    }

    fn seeds(&self) -> BTreeSet<u64> {
        self.runs
            .iter()
            .flat_map(|r| r.games.iter().map(|g| g.seed))
            .collect()
    }

    /// The matches its files hold, each once.
    fn descriptions(&self) -> Vec<&str> {
        let mut seen: Vec<&str> = Vec::new();
        for run in &self.runs {
            if !seen.contains(&run.description.as_str()) {
                seen.push(&run.description);
            }
        }
        seen
    }

    fn tally(&self, seeds: &BTreeSet<u64>) -> boardgames::tournament::Tally {
        tally(
            self.runs
                .iter()
                .flat_map(|r| &r.games)
                .filter(|g| seeds.contains(&g.seed)),
        )
    }
}

fn seed_span(seeds: &BTreeSet<u64>) -> String {
    match (seeds.first(), seeds.last()) {
        (Some(first), Some(last)) if first != last => {
            format!("{} seeds, {first}–{last}", seeds.len())
        }
        (Some(only), _) => format!("seed {only}"),
        _ => "no seeds".to_string(),
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let common = args.iter().any(|a| a == "--common-seeds");
    let words: Vec<String> = args
        .iter()
        .filter(|a| *a != "--common-seeds")
        .cloned()
        .collect();
    let (first, second) = match words.iter().position(|a| a == "--against") {
        Some(at) => (&words[..at], Some(&words[at + 1..])),
        None => (&words[..], None),
    };
    if first.is_empty() || second.is_some_and(<[String]>::is_empty) {
        return Err(USAGE.to_string());
    }
    if let Some(flag) = words
        .iter()
        .find(|a| a.starts_with("--") && *a != "--against")
    {
        return Err(format!("unknown flag {flag}; {USAGE}"));
    }
    let pools: Vec<Pool> = std::iter::once(first)
        .chain(second)
        .map(Pool::read)
        .collect::<Result<_, _>>()?;
    let seeds: Vec<BTreeSet<u64>> = pools.iter().map(Pool::seeds).collect();
    let common_seeds = seeds
        .iter()
        .skip(1)
        .fold(seeds[0].clone(), |both, s| &both & s);
    let mut out = String::new();
    let mut tallies = Vec::new();
    for ((name, pool), own) in ["A", "B"].iter().zip(&pools).zip(&seeds) {
        let counted = if common { &common_seeds } else { own };
        let t = pool.tally(counted);
        out.push_str(&format!(
            "{name}: {} ({} file{}, {}): {}\n",
            pool.descriptions().join("; "),
            pool.runs.len(),
            if pool.runs.len() == 1 { "" } else { "s" },
            seed_span(counted),
            describe(&t)
        ));
        tallies.push(t);
    }
    if let [a, b] = &tallies[..] {
        let (lead, error) = difference(a, b);
        let times = if error > 0.0 { lead / error } else { 0.0 };
        out.push_str(&format!(
            "A − B: {:+.2} points, standard error {:.2} ({times:+.2} standard errors)\n",
            100.0 * lead,
            100.0 * error
        ));
    }
    Ok(out)
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(text) => print!("{text}"),
        Err(e) => {
            eprintln!("pool: {e}");
            std::process::exit(2);
        }
    }
}
