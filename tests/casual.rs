//! Easy's casual player: it takes what a position offers (a free kill,
//! every time), its other choices stay among the actions nearly as good as
//! the best (a beginner's slips, not random moves), it varies with the
//! seed, and it looks at each legal action exactly once.

mod common;

use boardgames::ai::casual::Casual;
use boardgames::ai::{Knowledge, Thinker};
use boardgames::board::Grid;
use boardgames::games::kobudai::Kobudai;
use boardgames::games::mad::{Mad, Variant};
use common::legal;
use std::collections::BTreeSet;

/// The casual player's action at `seed`.
fn choice<G: Knowledge>(game: &G, seed: u64) -> String {
    let mut player = Casual::new(game.clone(), seed);
    player.run(1);
    player.best().expect("the game goes on")
}

#[test]
fn a_free_kill_is_always_taken() {
    // Red's c2 kills Blue's c6, which nothing of Blue's sees afterwards; the
    // other checkers could only engage.
    let text = common::board_text(Grid::new(8, 8), "rc2 bc6 rg7 bh4 ra8", 1);
    let game = Mad::from_position(Variant::Rooks, &text).unwrap();
    for seed in 0..100 {
        assert_eq!(choice(&game, seed), "c2xc6", "seed {seed}");
    }
}

#[test]
fn its_choices_vary_among_the_good_actions_only() {
    // Red's d4 may kill d7 or a4, equally good one action ahead; b1 may
    // only engage, which takes nothing.
    let text = common::board_text(Grid::new(8, 8), "rd4 bd7 ba4 rb1", 1);
    let game = Mad::from_position(Variant::Rooks, &text).unwrap();
    let chosen: BTreeSet<String> = (0..100).map(|seed| choice(&game, seed)).collect();
    let expected: BTreeSet<String> = ["d4xa4", "d4xd7"].map(String::from).into();
    assert_eq!(chosen, expected);
    assert!(legal(&game).len() > 2, "engages were there to choose");
}

#[test]
fn it_looks_once_at_each_action_and_reports_itself() {
    let game = Kobudai::new(6).unwrap();
    let mut player = Casual::new(game.clone(), 3);
    assert_eq!(player.best(), None, "nothing is chosen before it runs");
    player.run(1);
    assert_eq!(player.iterations(), legal(&game).len() as u64);
    assert_eq!(player.engine_name(), "casual");
    assert!(!player.is_forced());
    assert!(player.confidence().is_some());
    let choice = player.best().unwrap();
    player.run(1000);
    assert_eq!(
        player.best().unwrap(),
        choice,
        "running again changes nothing"
    );
}

#[test]
fn it_is_done_once_it_has_chosen() {
    let game = Kobudai::new(6).unwrap();
    let mut player = Casual::new(game, 3);
    assert!(!player.is_done());
    player.run(1);
    assert!(player.is_done(), "more time would change nothing");
}
