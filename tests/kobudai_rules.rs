//! Every rule and example of docs/rules/kobudai.md, with hand-made positions for
//! the cordon rule, making a male, sitting out and the end of the game.

mod common;

use boardgames::board::Grid;
use boardgames::game::{ActionKind, Game, Status};
use boardgames::games::kobudai::Kobudai;
use common::{legal, play, sorted};

/// A position from pieces written letter then square, such as
/// `"Ra1 rc3 Bf6 bd4"` (`r`/`b` females, `R`/`B` males), `to_move` to play.
fn board(size: u8, pieces: &str, to_move: u8) -> Kobudai {
    let text = common::board_text(Grid::new(size, size), pieces, to_move);
    Kobudai::from_position(&text, Some(size)).unwrap()
}

/// The pieces on the board written as `board` takes them, sorted.
fn pieces(game: &Kobudai) -> Vec<String> {
    let grid = Grid::new(game.size(), game.size());
    let mut out: Vec<String> = game
        .pieces()
        .into_iter()
        .map(|p| {
            let letter = match (p.owner, p.height) {
                (1, 1) => 'r',
                (1, _) => 'R',
                (_, 1) => 'b',
                _ => 'B',
            };
            format!("{letter}{}", grid.name(p.cell))
        })
        .collect();
    out.sort();
    out
}

fn words(list: &str) -> Vec<String> {
    sorted(&list.split_whitespace().collect::<Vec<_>>())
}

fn explain(game: &Kobudai, from: Option<&str>, to: &str) -> (String, Vec<String>) {
    let grid = Grid::new(game.size(), game.size());
    let e = game
        .explain(
            from.map(|f| grid.parse(f).unwrap()),
            grid.parse(to).unwrap(),
        )
        .expect("an explanation");
    let mut cells: Vec<String> = e.cells.iter().map(|&c| grid.name(c)).collect();
    cells.sort();
    (e.reason, cells)
}

// ---- Board and set-up ----

#[test]
fn the_6x6_setup_matches_the_example_listing() {
    let game = Kobudai::new(6).unwrap();
    assert_eq!(
        pieces(&game),
        words(
            "Ra1 rc1 re1 rb2 rd2 rf2 ra3 rc3 re3 \
             Bf6 bb4 bd4 bf4 ba5 bc5 be5 bb6 bd6"
        )
    );
    assert_eq!(game.status(), Status::ToAct(1), "Red moves first");
    assert_eq!(game.scores(), vec![9, 9]);
    // The 18 light squares are the empty ones.
    let grid = Grid::new(6, 6);
    let occupied: Vec<u8> = game.pieces().iter().map(|p| p.cell).collect();
    for sq in 0..36 {
        assert_eq!(
            occupied.contains(&sq),
            grid.is_dark(sq),
            "{}",
            grid.name(sq)
        );
    }
    assert_eq!(
        game.position_text(),
        "1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1r1:1"
    );
}

#[test]
fn the_8x8_setup_has_one_male_and_15_females_each() {
    let game = Kobudai::new(8).unwrap();
    let all = game.pieces();
    for owner in [1, 2] {
        let mine: Vec<_> = all.iter().filter(|p| p.owner == owner).collect();
        assert_eq!(mine.iter().filter(|p| p.height == 2).count(), 1);
        assert_eq!(mine.iter().filter(|p| p.height == 1).count(), 15);
    }
    let grid = Grid::new(8, 8);
    for p in &all {
        assert!(grid.is_dark(p.cell));
        let red_half = grid.rank(p.cell) < 4;
        assert_eq!(p.owner == 1, red_half, "{}", grid.name(p.cell));
    }
    let males: Vec<String> = all
        .iter()
        .filter(|p| p.height == 2)
        .map(|p| grid.name(p.cell))
        .collect();
    assert_eq!(males, vec!["a1", "h8"]);
    assert_eq!(game.status(), Status::ToAct(1));
}

#[test]
fn only_6_and_8_are_board_sizes() {
    for size in [0, 4, 5, 7, 9, 10] {
        assert!(Kobudai::new(size).is_err(), "{size}");
    }
}

// ---- Distance and female steps ----

#[test]
fn example_e3_steps_only_to_e4_at_distance_2() {
    let game = Kobudai::new(6).unwrap();
    let from_e3: Vec<String> = legal(&game)
        .into_iter()
        .filter(|a| a.starts_with("e3"))
        .collect();
    assert_eq!(from_e3, vec!["e3-e4"]);
    // e4 is 2 from f6 (e4-f5-f6): from e4 the female's only step is f5.
    let mut game = game;
    play(&mut game, "e3-e4");
    play(&mut game, "b4-b3");
    let from_e4: Vec<String> = legal(&game)
        .into_iter()
        .filter(|a| a.starts_with("e4"))
        .collect();
    assert_eq!(from_e4, vec!["e4-f5"]);
}

#[test]
fn red_opening_steps_are_exactly_the_shortest_clear_path_steps() {
    let game = Kobudai::new(6).unwrap();
    assert_eq!(
        legal(&game),
        words("a3-b3 b2-b3 b2-c2 c1-c2 c3-c4 c3-d3 d2-d3 e1-e2 e3-e4 f2-f3")
    );
}

#[test]
fn every_neighbour_one_step_closer_is_a_choice_and_none_other() {
    // A lone female on c3, Blue's male on f6: d4 is the only square 2 from
    // f6 next to c3 (d4-e5-f6); b4, c4, d3 and the rest are 3 or more.
    let game = board(6, "Ra1 rc3 Bf6", 1);
    assert_eq!(legal(&game), words("c3-d4"));
    // From d3 (distance 3) two neighbours are 2 away: d4 (d4-e5-f6) and
    // e4 (e4-f5-f6); e3, c4 and the rest are 3 or more.
    let game = board(6, "Ra1 rd3 Bf6", 1);
    assert_eq!(legal(&game), words("d3-d4 d3-e4"));
}

#[test]
fn paths_run_through_empty_squares_only_in_all_eight_directions() {
    // Blue's females fill every square next to Blue's male: no path of
    // empty squares reaches f6, so no Red female can move and Red sits out.
    let game = board(6, "Ra1 rc3 Bf6 be5 be6 bf5 ba6", 1);
    assert_eq!(game.status(), Status::ToAct(2));
    assert!(game.turn_note().unwrap().contains("Red had no legal move"));
    // With f5 empty the path bends round e5: f5 is 1 away, e4 2, d3 and d4
    // 3 (d4's diagonal through e5 is blocked), so c3 is 4 away and steps to
    // d3 or d4, not to the diagonal's b2-c3-d4-e5 line past e5.
    let game = board(6, "Ra1 rc3 Bf6 be5 be6 ba6", 1);
    assert_eq!(legal(&game), words("c3-d3 c3-d4"));
}

#[test]
fn a_female_with_no_clear_path_cannot_move_and_the_page_says_why() {
    // Red's c3 is boxed in by stacks on all eight sides.
    let game = board(6, "Ra1 rc3 rb2 rc2 rd2 rb3 rd3 Bf6 bb4 bc4 bd4 rf1", 1);
    assert!(legal(&game).iter().all(|a| !a.starts_with("c3")));
    let (reason, _) = explain(&game, None, "c3");
    assert!(reason.contains("no clear path"), "{reason}");
}

#[test]
fn males_never_move() {
    let game = Kobudai::new(6).unwrap();
    assert!(legal(&game).iter().all(|a| !a.starts_with("a1")));
    let (reason, _) = explain(&game, None, "a1");
    assert!(reason.contains("Males never move"), "{reason}");
}

// ---- Kill ----

#[test]
fn a_female_next_to_the_enemy_male_may_kill_it() {
    let mut game = board(6, "Ra1 re5 rc1 Bf6 bb6 bd6", 1);
    let actions = legal(&game);
    assert!(actions.contains(&"e5xf6".to_string()), "{actions:?}");
    // Killing is not mandatory: other steps stay legal.
    assert!(actions.contains(&"c1-d2".to_string()), "{actions:?}");
    let mut all = Vec::new();
    game.legal_actions(&mut all);
    let kill = all
        .into_iter()
        .find(|&a| game.kind_of(a) == ActionKind::Kill)
        .unwrap();
    assert_eq!(boardgames::game::notation(&game, kill), "e5xf6");
    play(&mut game, "e5xf6");
    assert_eq!(pieces(&game), words("Ra1 rf6 rc1 bb6 bd6"));
    assert_eq!(game.scores(), vec![3, 2], "the male's stack is removed");
    // Blue has no male now: the turn starts by making one.
    assert_eq!(game.status(), Status::ToAct(2));
    assert_eq!(legal(&game), words("+b6 +d6"));
}

#[test]
fn females_cannot_be_killed() {
    // Red's e5 stands next to Blue's female f5 and male f6; only the male
    // can be stepped on.
    let game = board(6, "Ra1 re5 Bf6 bf5 be6 bd6", 1);
    let actions = legal(&game);
    assert!(actions.contains(&"e5xf6".to_string()));
    assert!(actions
        .iter()
        .all(|a| !a.ends_with("f5") && !a.ends_with("e6")));
    let (reason, _) = explain(&game, Some("e5"), "f5");
    assert!(reason.contains("Females cannot be killed"), "{reason}");
}

// ---- The cordon rule ----

#[test]
fn a_closer_step_that_would_wall_in_the_own_male_is_refused() {
    // Red's females a3 b3 c3 c1 and the gap c2: d1-c2 is one step closer to
    // f6, but closes an orthogonal chain from the left edge to the bottom
    // edge round Red's male on a1.
    let game = board(6, "Ra1 ra3 rb3 rc3 rc1 rd1 Bf6 bf4 bd6", 1);
    let actions = legal(&game);
    assert!(!actions.contains(&"d1-c2".to_string()), "{actions:?}");
    // d1's other closer steps stay legal.
    assert!(actions.contains(&"d1-d2".to_string()), "{actions:?}");
    assert!(actions.contains(&"d1-e2".to_string()), "{actions:?}");
    let (reason, wall) = explain(&game, Some("d1"), "c2");
    assert!(reason.contains("cordon off Red's male on a1"), "{reason}");
    assert_eq!(wall, words("a3 b3 c3 c2 c1"));
    let text = game.why_illegal("d1-c2");
    assert!(text.contains("cordon off"), "{text}");
}

#[test]
fn cordoning_off_even_one_enemy_stack_is_illegal() {
    // Red's a2, b2, b1 wall Blue's female on a1 off from Red's male on f1,
    // though Blue's male and f4 stay in reach. Every step that leaves the
    // wall standing is illegal, such as d3-e4 and d3-d4 (both one closer to
    // f6); only the steps that open it remain.
    let game = board(6, "Rf1 ra2 rb2 rb1 rd3 Bf6 ba1 bf4", 1);
    assert_eq!(legal(&game), words("a2-b3 b2-c3 b1-c2"));
    let (reason, wall) = explain(&game, Some("d3"), "e4");
    assert!(
        reason.contains("stacks on a1"),
        "names the stack cut off: {reason}"
    );
    assert_eq!(wall, words("a2 b2 b1"));
    // Pressing d3 alone: the message names Blue's male by its square, apart
    // from the squares d3 could step to (it once read "male (e4)").
    let (reason, _) = explain(&game, None, "d3");
    assert!(
        reason.contains("closer to Blue's male on f6 (a step to "),
        "{reason}"
    );
}

#[test]
fn stacks_and_empty_squares_do_not_wall_only_the_own_females_do() {
    // The same chain as above, but with Blue's female on c2 instead of a
    // gap: paths cross other stacks, so Red's male is not cordoned off.
    let game = board(6, "Ra1 ra3 rb3 rc3 rc1 rd1 Bf6 bc2 bd6", 1);
    let actions = legal(&game);
    assert!(actions.contains(&"d1-d2".to_string()), "{actions:?}");
    assert!(actions.iter().any(|a| a.starts_with("a3")));
}

#[test]
fn a_diagonal_chain_is_no_wall() {
    // a3, b2 and c1 run from the left edge to the bottom edge round a1 but
    // touch only diagonally: paths slip between them, so nothing is walled
    // off and every closer step is legal.
    let game = board(6, "Ra1 ra3 rb2 rc1 re1 Bf6", 1);
    let from_e1: Vec<String> = legal(&game)
        .into_iter()
        .filter(|a| a.starts_with("e1"))
        .collect();
    assert_eq!(from_e1, words("e1-d2 e1-e2 e1-f2"));
    let all = legal(&game);
    for from in ["a3", "b2", "c1"] {
        assert!(all.iter().any(|a| a.starts_with(from)), "{from}: {all:?}");
    }
}

#[test]
fn a_loop_round_the_male_is_a_wall_too() {
    // Red's male on c3 ringed by females but for d4: not walled, so the
    // ring's females may step.
    let game = board(6, "Rc3 rb2 rc2 rd2 rb3 rd3 rb4 rc4 Bf6", 1);
    assert!(legal(&game).contains(&"c4-d5".to_string()));
    // With Blue's male on a1, Red's e5 stepping to d4 is one closer to it
    // and would close the loop b2 c2 d2 d3 d4 c4 b4 b3: refused.
    let game = board(6, "Rc3 rb2 rc2 rd2 rb3 rd3 rb4 rc4 re5 Ba1 bf6", 1);
    let actions = legal(&game);
    assert!(!actions.contains(&"e5-d4".to_string()), "{actions:?}");
    let (reason, wall) = explain(&game, Some("e5"), "d4");
    assert!(reason.contains("cordon off"), "{reason}");
    assert_eq!(wall, words("b2 c2 d2 b3 d3 b4 c4 d4"));
}

// ---- Making a male ----

#[test]
fn a_player_without_a_male_first_makes_one_then_moves() {
    let mut game = board(6, "rc1 re3 Bf6 bd6", 1);
    assert_eq!(legal(&game), words("+c1 +e3"));
    let note = game.turn_note().unwrap();
    assert!(note.contains("Red has no male"), "{note}");
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    assert!(actions
        .iter()
        .all(|&a| game.kind_of(a) == ActionKind::Convert));
    play(&mut game, "+c1");
    assert_eq!(pieces(&game), words("Rc1 re3 Bf6 bd6"));
    assert_eq!(game.status(), Status::ToAct(1), "the same turn goes on");
    assert_eq!(legal(&game), words("e3-d4 e3-e4 e3-f4"));
    assert_eq!(game.turn_note(), None);
    play(&mut game, "e3-e4");
    assert_eq!(game.status(), Status::ToAct(2));
}

#[test]
fn a_female_walled_off_by_the_others_cannot_become_the_male() {
    // Red's a1 sits behind Red's a2, b2, b1: as a male she would be walled
    // off from every Blue stack, so she does not qualify.
    let game = board(6, "ra1 ra2 rb2 rb1 rd3 Bf6 bd6", 1);
    assert_eq!(legal(&game), words("+a2 +b2 +b1 +d3"));
    let (reason, wall) = explain(&game, None, "a1");
    assert!(reason.contains("cannot become Red's male"), "{reason}");
    assert_eq!(wall, words("a2 b2 b1"));
    assert!(game.why_illegal("+a1").contains("wall"));
}

#[test]
fn when_no_female_qualifies_any_may_be_chosen() {
    // Red fills the 3x3 corner round Blue's female on a1: the inner three
    // would be cut off from f6 and f1, the outer five from a1.
    let mut game = board(6, "ra2 rb2 rb1 ra3 rb3 rc3 rc2 rc1 ba1 bf1 Bf6", 1);
    assert_eq!(legal(&game), words("+a2 +b2 +b1 +a3 +b3 +c3 +c2 +c1"));
    let note = game.turn_note().unwrap();
    assert!(note.contains("any may be chosen"), "{note}");
    // The new male is walled off either way and no step frees it, so Red
    // sits out after making him.
    play(&mut game, "+c3");
    assert_eq!(game.status(), Status::ToAct(2));
    let note = game.turn_note().unwrap();
    assert!(note.contains("Red had no legal move and sat out"), "{note}");
}

// ---- Sitting out and the end ----

#[test]
fn sit_out_then_kill_of_the_last_stack_wins() {
    // Blue boxes in Red's only female (a6, next to Red's male a5).
    let mut game = board(6, "Ra5 ra6 Bf1 bb5 bc6", 2);
    play(&mut game, "c6-b6");
    // Red's a6 has no empty neighbour: Red sits out, Blue plays again.
    assert_eq!(game.status(), Status::ToAct(2));
    assert!(game
        .turn_note()
        .unwrap()
        .contains("Red had no legal move and sat out"));
    assert_eq!(legal(&game), words("b5xa5 b6xa5"));
    play(&mut game, "b5xa5");
    // Red makes a male of the only female; he has no move, so Red's turn
    // ends there and Blue kills the last stack.
    assert_eq!(game.status(), Status::ToAct(1));
    assert_eq!(legal(&game), words("+a6"));
    play(&mut game, "+a6");
    assert_eq!(game.status(), Status::ToAct(2));
    assert_eq!(game.scores(), vec![1, 3]);
    assert!(legal(&game).contains(&"a5xa6".to_string()));
    play(&mut game, "a5xa6");
    match game.status() {
        Status::Over { winners, reason } => {
            assert_eq!(winners, vec![2]);
            assert!(reason.contains("Blue killed Red's last stack"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(game.scores(), vec![0, 3]);
    assert!(legal(&game).is_empty());
}

#[test]
fn neither_player_able_to_act_is_a_draw_by_the_engine_guard() {
    // Males alone cannot move.
    let game = board(6, "Ra1 Bf6", 1);
    match game.status() {
        Status::Over { winners, reason } => {
            assert_eq!(winners, vec![1, 2]);
            assert!(reason.contains("guard"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    // Reached by play: Red's last female becomes a male with no move, and
    // Blue has only a male.
    let mut game = board(6, "rc3 Bf6", 1);
    play(&mut game, "+c3");
    assert!(matches!(game.status(), Status::Over { ref winners, .. } if winners == &vec![1, 2]));
}

#[test]
fn a_player_with_no_stacks_has_lost() {
    let game = board(6, "Ra1 ra3", 2);
    match game.status() {
        Status::Over { winners, .. } => assert_eq!(winners, vec![1]),
        other => panic!("{other:?}"),
    }
}

// ---- Position text ----

#[test]
fn position_text_reads_back_and_says_what_is_wrong() {
    for size in [6, 8] {
        let game = Kobudai::new(size).unwrap();
        let again = Kobudai::from_position(&game.position_text(), None).unwrap();
        assert_eq!(again, game, "the size is read from the ranks");
    }
    let bad = [
        ("1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1r1", "':'"),
        ("1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1r1:3", "1 to 2"),
        ("1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1R1:1", "2 males"),
        (
            "1b1b1b/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1r1:1",
            "Blue has females but no male",
        ),
        ("6/6/6/6/6/6:1", "no stacks"),
        (
            "1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/R1r1x1:1",
            "'x' is not a piece",
        ),
    ];
    for (text, expected) in bad {
        let err = Kobudai::from_position(text, None).expect_err(text);
        assert!(err.contains(expected), "{text}: {err}");
    }
    let six = Kobudai::new(6).unwrap().position_text();
    assert!(Kobudai::from_position(&six, Some(8)).is_err());
    // A player to move without a male is legal: they are about to make one.
    let game = Kobudai::from_position("1b1b1B/b1b1b1/1b1b1b/r1r1r1/1r1r1r/r1r1r1:1", None).unwrap();
    assert_eq!(legal(&game).len(), 9);
}
