//! Every rule and example of docs/rules/mad.md, one test each.

mod common;

use boardgames::board::{ranks, Grid};
use boardgames::game::{ActionKind, Game, Status};
use boardgames::games::mad::{Mad, Variant};
use common::{legal, play, sorted};

/// A position with Red on `red`, Blue on `blue`, `to_move` to play.
fn position(variant: Variant, red: &[&str], blue: &[&str], to_move: u8) -> Mad {
    let grid = variant.grid();
    let letter = |sq| {
        let name = grid.name(sq);
        if red.contains(&name.as_str()) {
            Some('r')
        } else if blue.contains(&name.as_str()) {
            Some('b')
        } else {
            None
        }
    };
    Mad::from_position(variant, &ranks::write(grid, letter, to_move)).unwrap()
}

fn owner_at(game: &Mad, name: &str) -> u8 {
    game.owner(game.variant().grid().parse(name).unwrap())
}

#[test]
fn mad_rooks_setup_fills_the_board_red_on_dark_blue_on_light() {
    let game = Mad::new(Variant::Rooks);
    let grid = Grid::new(8, 8);
    assert_eq!(game.scores(), vec![32, 32]);
    for sq in 0..64 {
        let expected = if grid.is_dark(sq) { 1 } else { 2 };
        assert_eq!(game.owner(sq), expected, "{}", grid.name(sq));
    }
    assert_eq!(owner_at(&game, "a1"), 1);
    assert_eq!(owner_at(&game, "b1"), 2);
}

#[test]
fn mad_bishops_setup_fills_dark_squares_red_on_odd_ranks() {
    let game = Mad::new(Variant::Bishops);
    let grid = Grid::new(10, 10);
    assert_eq!(game.scores(), vec![25, 25]);
    for sq in 0..100 {
        let expected = match (grid.is_dark(sq), grid.rank(sq) % 2) {
            (false, _) => 0,
            (true, 0) => 1, // ranks 1, 3, 5, 7, 9
            (true, _) => 2,
        };
        assert_eq!(game.owner(sq), expected, "{}", grid.name(sq));
    }
    assert_eq!(owner_at(&game, "a1"), 1);
    assert_eq!(owner_at(&game, "b2"), 2);
    assert_eq!(owner_at(&game, "j10"), 2);
}

#[test]
fn red_moves_first_and_players_alternate() {
    let mut game = Mad::new(Variant::Rooks);
    assert_eq!(game.status(), Status::ToAct(1));
    play(&mut game, "a1xa2");
    assert_eq!(game.status(), Status::ToAct(2));
    play(&mut game, "b1xb2");
    assert_eq!(game.status(), Status::ToAct(1));
}

#[test]
fn example_red_has_exactly_112_kills_at_the_start_of_mad_rooks() {
    let game = Mad::new(Variant::Rooks);
    let actions = legal(&game);
    assert_eq!(actions.len(), 112);
    assert!(
        actions.iter().all(|a| a.contains('x')),
        "only kills at the start"
    );
    // 2 from each corner, 3 from each other edge square, 4 from each interior square.
    let from = |sq: &str| {
        actions
            .iter()
            .filter(|a| a.starts_with(&format!("{sq}x")))
            .count()
    };
    assert_eq!(from("a1"), 2); // Red's corners: a1 and h8
    assert_eq!(from("h8"), 2);
    assert_eq!(from("c1"), 3);
    assert_eq!(from("a3"), 3);
    assert_eq!(from("d4"), 4);
    assert_eq!(
        sorted(&["a1xa2", "a1xb1"]),
        actions
            .iter()
            .filter(|a| a.starts_with("a1x"))
            .cloned()
            .collect::<Vec<_>>()
    );
    // Every kill is of an orthogonally adjacent Blue checker.
    let grid = Grid::new(8, 8);
    for a in &actions {
        let (f, t) = a.split_once('x').unwrap();
        let (f, t) = (grid.parse(f).unwrap(), grid.parse(t).unwrap());
        let df = (grid.file(f) as i8 - grid.file(t) as i8).abs();
        let dr = (grid.rank(f) as i8 - grid.rank(t) as i8).abs();
        assert_eq!(df + dr, 1, "{a}");
    }
}

#[test]
fn mad_bishops_start_every_red_checker_sees_blue_diagonally_so_only_kills() {
    let game = Mad::new(Variant::Bishops);
    let actions = legal(&game);
    assert!(actions.iter().all(|a| a.contains('x')));
    assert!(actions.contains(&"a1xb2".to_string()));
    assert!(actions.contains(&"c1xb2".to_string()) && actions.contains(&"c1xd2".to_string()));
    // 25 Red checkers: corner a1 has one diagonal neighbour; every kill is
    // to a diagonal neighbour.
    assert_eq!(actions.iter().filter(|a| a.starts_with("a1x")).count(), 1);
}

#[test]
fn a_checker_sees_past_empty_squares_to_the_first_checker_only() {
    // Red a1 looks up the a-file: a4 (Blue) is seen, a6 (Blue) hides behind it.
    let game = position(Variant::Rooks, &["a1"], &["a4", "a6", "h8"], 1);
    assert_eq!(legal(&game), sorted(&["a1xa4"]));
}

#[test]
fn a_checker_sees_nothing_when_the_edge_comes_first() {
    // Red c3 sees nothing on its diagonals but Red's own checker on d4.
    let game = position(Variant::Bishops, &["c3", "d4"], &["j10"], 1);
    let actions = legal(&game);
    assert!(actions.iter().all(|a| !a.starts_with("c3x")));
}

#[test]
fn a_checker_in_position_to_kill_may_only_kill() {
    // Red d4 sees Blue d7 up the file; it could otherwise engage elsewhere.
    let game = position(Variant::Rooks, &["d4"], &["d7", "h1"], 1);
    assert_eq!(legal(&game), sorted(&["d4xd7"]));
}

#[test]
fn a_kill_removes_the_enemy_and_takes_its_square() {
    let mut game = position(Variant::Rooks, &["d4"], &["d7", "h1"], 1);
    play(&mut game, "d4xd7");
    assert_eq!(owner_at(&game, "d7"), 1);
    assert_eq!(owner_at(&game, "d4"), 0);
    assert_eq!(game.scores(), vec![1, 1]);
}

#[test]
fn a_checker_may_kill_any_enemy_it_sees_in_any_direction() {
    let game = position(Variant::Rooks, &["d4"], &["d8", "a4", "d1", "g4"], 1);
    assert_eq!(legal(&game), sorted(&["d4xa4", "d4xd1", "d4xd8", "d4xg4"]));
}

#[test]
fn engage_slides_over_empty_squares_to_a_square_that_sees_an_enemy() {
    // Red a1 sees nothing (Blue h8 is on no line of a1). Sliding up the
    // a-file to a8 sees h8 along rank 8; sliding along rank 1 to h1 sees h8.
    let game = position(Variant::Rooks, &["a1"], &["h8"], 1);
    assert_eq!(legal(&game), sorted(&["a1-a8", "a1-h1"]));
    let mut g = game.clone();
    play(&mut g, "a1-a8");
    assert_eq!(owner_at(&g, "a8"), 1);
    assert_eq!(g.scores(), vec![1, 1], "an engage kills nothing");
}

#[test]
fn engage_kinds_are_tagged_kill_and_engage() {
    let game = position(Variant::Rooks, &["a1", "d4"], &["h8", "d7"], 1);
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    for a in actions {
        let text = boardgames::game::notation(&game, a);
        let kind = game.kind_of(a);
        assert_eq!(kind == ActionKind::Kill, text.contains('x'), "{text}");
        assert_eq!(kind == ActionKind::Engage, text.contains('-'), "{text}");
    }
}

#[test]
fn a_slide_that_ends_seeing_no_enemy_is_illegal() {
    let game = position(Variant::Rooks, &["a1"], &["h8"], 1);
    let actions = legal(&game);
    for dead_end in ["a1-a2", "a1-a7", "a1-b1", "a1-g1"] {
        assert!(!actions.contains(&dead_end.to_string()), "{dead_end}");
    }
    assert!(game.why_illegal("a1-a5").contains("would see no enemy"));
}

#[test]
fn engage_cannot_pass_or_land_on_a_checker() {
    // Red c1 can slide up the c-file only to c2 (Red c3 blocks), which sees
    // Blue h2 along rank 2; right along rank 1 to h1, which sees h2; left to
    // b1, which sees nothing (Red a1 is its neighbour).
    let game = position(Variant::Rooks, &["c1", "c3", "a1"], &["h2", "h8"], 1);
    let actions = legal(&game);
    let c1: Vec<&String> = actions.iter().filter(|a| a.starts_with("c1")).collect();
    assert_eq!(c1, vec!["c1-c2", "c1-h1"]);
    assert!(game.why_illegal("c1-c4").contains("blocked"));
}

#[test]
fn engage_offers_every_square_of_every_line_that_sees_an_enemy() {
    // A checker that sees nothing slides; from each square it reached, it
    // looks along every line, including back through the square it left.
    let game = position(Variant::Rooks, &["b3"], &["a1", "h8"], 1);
    // b3 sees nothing (a1 is on neither line). Slide along rank 3 to a3:
    // a3 sees a1 down the file. Slide down to b1: sees a1 along the rank.
    // Slide up to b8: sees h8. Slide right to h3: sees h8.
    assert_eq!(legal(&game), sorted(&["b3-a3", "b3-b1", "b3-b8", "b3-h3"]));
}

#[test]
fn a_checker_that_can_neither_kill_nor_engage_cannot_move() {
    // Red a1 is boxed in by Red a2 and b1; Red a2, b1 see Blue on h1/a8.
    let game = position(Variant::Rooks, &["a1", "a2", "b1"], &["a8", "h1"], 1);
    let actions = legal(&game);
    assert!(actions.iter().all(|a| !a.starts_with("a1")), "{actions:?}");
    assert!(actions.contains(&"a2xa8".to_string()));
    assert!(actions.contains(&"b1xh1".to_string()));
}

#[test]
fn killing_is_not_mandatory_another_checker_may_engage() {
    // Red d4 can kill d7; Red a1 can engage instead.
    let game = position(Variant::Rooks, &["d4", "a1"], &["d7", "h8"], 1);
    let actions = legal(&game);
    assert!(actions.contains(&"d4xd7".to_string()));
    assert!(actions.contains(&"a1-a8".to_string()));
}

#[test]
fn killing_the_last_enemy_checker_wins_at_once() {
    let mut game = position(Variant::Bishops, &["c3"], &["f6"], 1);
    assert_eq!(legal(&game), sorted(&["c3xf6"]));
    play(&mut game, "c3xf6");
    assert_eq!(game.scores(), vec![1, 0]);
    match game.status() {
        Status::Over { winners, reason } => {
            assert_eq!(winners, vec![1]);
            assert!(
                reason.contains("Red killed Blue's last checker"),
                "{reason}"
            );
        }
        other => panic!("expected the game over, got {other:?}"),
    }
    assert!(legal(&game).is_empty());
}

#[test]
fn a_player_with_no_checkers_has_lost() {
    let game = position(Variant::Rooks, &["c3"], &[], 2);
    assert_eq!(
        game.status(),
        Status::Over {
            winners: vec![1],
            reason: "Blue has no checkers left".into()
        }
    );
}

#[test]
fn bishops_lines_are_diagonal_and_rooks_lines_orthogonal() {
    let bishops = position(Variant::Bishops, &["e5"], &["e9", "h8"], 1);
    assert_eq!(legal(&bishops), sorted(&["e5xh8"]));
    let rooks = position(Variant::Rooks, &["e5"], &["e8", "h8"], 1);
    assert_eq!(legal(&rooks), sorted(&["e5xe8"]));
}

#[test]
fn illegal_actions_are_explained() {
    let game = Mad::new(Variant::Rooks);
    assert_eq!(
        game.why_illegal("c3xc6"),
        "the checker on c3 does not see c6: another checker is in the way"
    );
    assert_eq!(game.why_illegal("c3xc5"), "c5 holds your own checker");
    assert_eq!(
        game.why_illegal("b1xb2"),
        "the checker on b1 is Blue's, and Red is to move"
    );
    assert_eq!(
        game.why_illegal("a1-a2"),
        "the checker on a1 is in position to kill, so it may only kill"
    );
    assert_eq!(
        game.why_illegal("a1xb2"),
        "b2 is not on a row or column through a1"
    );
    let empty = position(Variant::Rooks, &["a1"], &["h8"], 1);
    assert_eq!(empty.why_illegal("c3xc5"), "no checker on c3");
    assert!(empty.why_illegal("z9-a1").contains("not a square"));
    assert!(empty.why_illegal("hello").contains("not an action"));
}

#[test]
fn position_text_round_trips_and_bad_text_is_refused() {
    let mut game = Mad::new(Variant::Bishops);
    play(&mut game, "a1xb2");
    let text = game.position_text();
    assert_eq!(Mad::from_position(Variant::Bishops, &text).unwrap(), game);
    for bad in [
        "",
        "rb",
        "8/8/8/8/8/8/8/8:1",
        "8/8/8/8/8/8/8/r7:3",
        "9/8/8/8/8/8/8/r7:1",
        "8/8/8/8/8/8/8/r6:1",
        "8/8/8/8/8/8/8/r0r6:1",
        "8/8/8/8/8/8/8/q7:1",
        "8/8/8/8/8/8/8/r99999999999999999999999:1",
    ] {
        assert!(Mad::from_position(Variant::Rooks, bad).is_err(), "{bad}");
    }
}

// ---- What a refused press says (the page asks the engine) ----

/// The engine's reason for a press on `to` with `from` picked up.
fn explain(game: &Mad, from: &str, to: &str) -> Option<String> {
    let grid = game.variant().grid();
    game.explain(grid.parse(from), grid.parse(to).unwrap())
        .map(|e| e.reason)
}

#[test]
fn a_press_on_a_hidden_enemy_says_the_picked_up_checker_does_not_see_it() {
    // Red's a1 sees Blue's b2; Blue's d4 is behind it on the same diagonal.
    let game = position(Variant::Bishops, &["a1"], &["b2", "d4"], 1);
    assert_eq!(
        explain(&game, "a1", "d4").as_deref(),
        Some("The checker on a1 does not see d4: another checker is in the way.")
    );
    // An empty square off the checker's lines: named in lower case.
    assert_eq!(
        explain(&game, "a1", "a3").as_deref(),
        Some("a3 is not on a diagonal through a1.")
    );
    // Without a checker picked up, the engine has nothing to add.
    let grid = game.variant().grid();
    assert_eq!(game.explain(None, grid.parse("d4").unwrap()), None);
}
