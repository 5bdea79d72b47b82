//! The match replays kept in `runs/`: every file still reads as a replays
//! file (so `pool` can add later runs to it), holds games, and its
//! directory is described in `runs/README.md`.

use boardgames::replays_file::read_run;
use std::path::{Path, PathBuf};

fn runs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("runs")
}

/// The `.rep` files of each directory under `runs/`.
fn kept_runs() -> Vec<(String, Vec<PathBuf>)> {
    let mut dirs: Vec<(String, Vec<PathBuf>)> = std::fs::read_dir(runs_dir())
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|dir| {
            let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
                .unwrap()
                .map(|entry| entry.unwrap().path())
                .collect();
            files.sort();
            let name = dir.file_name().unwrap().to_string_lossy().into_owned();
            (name, files)
        })
        .collect();
    dirs.sort();
    dirs
}

#[test]
fn every_kept_run_reads_and_is_described() {
    let index = std::fs::read_to_string(runs_dir().join("README.md")).unwrap();
    let runs = kept_runs();
    assert!(!runs.is_empty(), "runs/ keeps no run");
    for (name, files) in runs {
        assert!(
            index.contains(&format!("`{name}/`")),
            "runs/README.md does not describe runs/{name}/"
        );
        assert!(!files.is_empty(), "runs/{name}/ is empty");
        for file in files {
            let shown = file
                .strip_prefix(env!("CARGO_MANIFEST_DIR"))
                .unwrap()
                .display()
                .to_string();
            assert!(
                shown.ends_with(".rep"),
                "{shown}: only replays files (.rep) belong in a run's directory"
            );
            let text = std::fs::read_to_string(&file).unwrap();
            let run = read_run(&shown, &text).unwrap_or_else(|e| panic!("{e}"));
            assert!(!run.games.is_empty(), "{shown} holds no game");
        }
    }
}
