//! Every rule of docs/rules/martian-checkers.md, with hand-made positions.
//! Pieces are written as in position text, a letter then a square: player 1
//! `a` `b` `c` (small, medium, large), player 2 `d` `e` `f`, player 3 `g`
//! `h` `i`, player 4 `j` `k` `l`; so `ca1` is player 1's large piece on a1.

mod common;

use boardgames::board::Grid;
use boardgames::game::{ActionKind, Game, Status};
use boardgames::games::martian::Martian;
use common::{legal, play, sorted};

fn grid(players: u8) -> Grid {
    if players == 2 {
        Grid::new(4, 8)
    } else {
        Grid::new(8, 8)
    }
}

/// A position with `pieces`, `to_move` to act and empty stashes.
fn board(players: u8, pieces: &str, to_move: u8) -> Martian {
    board_with(
        players,
        pieces,
        to_move,
        &vec![""; players as usize].join(","),
    )
}

fn board_with(players: u8, pieces: &str, to_move: u8, stashes: &str) -> Martian {
    let text = format!(
        "{}:{stashes}",
        common::board_text(grid(players), pieces, to_move)
    );
    Martian::from_position(&text, Some(players)).unwrap()
}

fn words(list: &str) -> Vec<String> {
    sorted(&list.split_whitespace().collect::<Vec<_>>())
}

/// The legal actions of the piece on `from`.
fn legal_from(game: &Martian, from: &str) -> Vec<String> {
    legal(game)
        .into_iter()
        .filter(|a| a.starts_with(from) && a[from.len()..].starts_with(['-', ':']))
        .collect()
}

fn over(game: &Martian) -> (Vec<u8>, String) {
    match game.status() {
        Status::Over { winners, reason } => (winners, reason),
        other => panic!("not over: {other:?}"),
    }
}

// ---- Board, pieces and set-up ----

#[test]
fn two_players_set_up_in_opposite_corners_of_the_4x8_board() {
    let game = Martian::new(2).unwrap();
    assert_eq!(
        game.shape(),
        boardgames::board::Shape::Grid(Grid::new(4, 8))
    );
    // Bottom-left as the rule file draws it; top-right its mirror.
    assert_eq!(
        game.position_text(),
        "1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:,"
    );
    assert_eq!(game.scores(), vec![0, 0]);
    assert_eq!(game.status(), Status::ToAct(1));
    let sizes: Vec<u8> = game
        .pieces()
        .iter()
        .filter(|p| p.owner == 1)
        .map(|p| p.size)
        .collect();
    for size in 1..=3 {
        assert_eq!(sizes.iter().filter(|&&s| s == size).count(), 3);
    }
}

#[test]
fn four_players_fill_the_corners_clockwise_from_bottom_left() {
    let game = Martian::new(4).unwrap();
    assert_eq!(
        game.position_text(),
        "ffe2hii/fed2ghi/edd2ggh/8/8/baa2jjk/cba2jkl/ccb2kll:1:,,,"
    );
    // Every corner square holds its owner's large piece.
    let g = Grid::new(8, 8);
    let owner_at = |name: &str| {
        let sq = g.parse(name).unwrap();
        game.pieces()
            .into_iter()
            .find(|p| p.cell == sq)
            .map(|p| (p.owner, p.size))
    };
    assert_eq!(owner_at("a1"), Some((1, 3)));
    assert_eq!(owner_at("a8"), Some((2, 3)));
    assert_eq!(owner_at("h8"), Some((3, 3)));
    assert_eq!(owner_at("h1"), Some((4, 3)));
    assert_eq!(game.seats().len(), 4);
}

#[test]
fn three_players_leave_the_bottom_right_corner_empty() {
    let game = Martian::new(3).unwrap();
    assert_eq!(
        game.position_text(),
        "ffe2hii/fed2ghi/edd2ggh/8/8/baa5/cba5/ccb5:1:,,"
    );
    assert_eq!(game.seats().len(), 3);
    assert!(Martian::new(1).is_err());
    assert!(Martian::new(5).is_err());
}

#[test]
fn turns_go_in_order_1_2_3_4_and_round_again() {
    let mut game = Martian::new(4).unwrap();
    // Each player steps a small piece forward.
    for (mover, step) in [
        (1, "c3-d4"),
        (2, "c6-d5"),
        (3, "f6-e5"),
        (4, "f3-e4"),
        (1, "d4-c4"),
    ] {
        assert_eq!(game.status(), Status::ToAct(mover));
        play(&mut game, step);
    }
    let mut game = Martian::new(3).unwrap();
    for (mover, step) in [(1, "c3-d4"), (2, "c6-d5"), (3, "f6-e5"), (1, "d4-e4")] {
        assert_eq!(game.status(), Status::ToAct(mover));
        play(&mut game, step);
    }
}

// ---- Steps ----

#[test]
fn a_step_goes_one_square_in_any_direction_to_an_empty_square_and_ends_the_turn() {
    let mut game = board(2, "bb2 ec2 fd8", 1);
    // b2's eight neighbours but c2 (taken); and the jump over c2.
    let from_b2 = legal_from(&game, "b2");
    assert_eq!(
        from_b2,
        words("b2-a1 b2-a2 b2-a3 b2-b1 b2-b3 b2-c1 b2-c3 b2:d2")
    );
    play(&mut game, "b2-b3");
    assert_eq!(game.status(), Status::ToAct(2));
}

// ---- Jumps by distance and size ----

#[test]
fn each_size_jumps_pivots_up_to_its_value_away() {
    // Player 1's piece on a1, a pivot (player 2's large) d squares up the
    // a-file: the jump lands 2d up, if the piece's value is at least d.
    for (letter, value) in [('a', 1), ('b', 2), ('c', 3)] {
        for d in 1..=3u8 {
            let pivot = format!("fa{}", 1 + d);
            let landing = format!("a{}", 1 + 2 * d);
            let game = board(2, &format!("{letter}a1 {pivot} fd8"), 1);
            let jump = format!("a1:{landing}");
            let listed = legal(&game).contains(&jump);
            assert_eq!(listed, d <= value, "value {value}, pivot {d} away: {jump}");
            if !listed {
                let why = game.why_illegal(&jump);
                assert!(why.contains("at most"), "{why}");
            }
        }
    }
}

#[test]
fn jumps_go_along_rows_columns_and_diagonals() {
    // A large piece in the middle of the 8x8 board with pivots at distance
    // 1, 2 and 3 in different directions.
    let game = board(3, "cd4 ie5 id6 ig4 ia4 fa8 gh8", 1);
    let jumps: Vec<String> = legal_from(&game, "d4")
        .into_iter()
        .filter(|a| a.contains(':'))
        .collect();
    // e5 at 1 (diagonal) lands f6; d6 at 2 (column) lands d8; g4 at 3 (row)
    // would land on j4, off the board; a4 at 3 (row, left) likewise.
    assert_eq!(jumps, words("d4:f6 d4:d8"));
}

#[test]
fn blocked_jumps_are_not_offered() {
    let jumps_from_a1 = |pieces: &str| -> Vec<String> {
        legal_from(&board(2, pieces, 1), "a1")
            .into_iter()
            .filter(|a| a.contains(':'))
            .collect()
    };
    // A square between pivot and landing is taken: a3 is 2 away, so the
    // landing is a5, and a4 is in the way.
    assert_eq!(jumps_from_a1("ca1 fa3 da4 fd8"), Vec::<String>::new());
    // The first piece along the line is the pivot: a2 is, and its landing
    // a3 is taken, so a3 cannot be jumped either.
    assert_eq!(jumps_from_a1("ca1 da2 fa3 fd8"), Vec::<String>::new());
    // The landing square itself is taken.
    assert_eq!(jumps_from_a1("ca1 fa3 da5 fd8"), Vec::<String>::new());
    // The same lines with the way clear: each jump is offered.
    assert_eq!(jumps_from_a1("ca1 fa3 fd8"), words("a1:a5"));
    // A landing off the board: d8 is 1 above d7, the landing would be d9.
    let game = board(2, "cd7 fd8 fa1", 1);
    assert!(legal_from(&game, "d7").iter().all(|a| !a.contains(':')));
}

// ---- Capture ----

#[test]
fn jumping_an_enemy_captures_it_at_once_and_an_own_piece_is_unharmed() {
    let mut game = board(2, "ca1 ea2 bb1 fd8 dd7", 1);
    let mut all = Vec::new();
    game.legal_actions(&mut all);
    let kinds: Vec<(String, ActionKind)> = all
        .iter()
        .map(|&a| (boardgames::game::notation(&game, a), game.kind_of(a)))
        .collect();
    assert!(kinds.contains(&("a1:a3".into(), ActionKind::CaptureJump)));
    assert!(kinds.contains(&("a1:c1".into(), ActionKind::Jump)));
    play(&mut game, "a1:a3");
    assert_eq!(
        game.scores(),
        vec![2, 0],
        "the medium piece is in the stash at once"
    );
    assert_eq!(game.stashes(), vec![vec![2], vec![]]);
    assert!(game
        .pieces()
        .iter()
        .all(|p| game.shape().name(p.cell) != "a2"));
    // Jumping one's own piece leaves it where it is.
    let mut game = board(2, "ca1 bb1 fd8 dd7", 1);
    play(&mut game, "a1:c1");
    assert_eq!(game.scores(), vec![0, 0]);
    assert_eq!(game.pieces().len(), 4);
}

// ---- Chains ----

#[test]
fn after_a_jump_the_same_piece_may_jump_again_or_end() {
    // a1 (large) jumps own b1 to c1; from c1 it can jump own c2 to c3.
    let mut game = board(2, "ca1 ab1 ac2 fd8", 1);
    play(&mut game, "a1:c1");
    assert_eq!(game.status(), Status::ToAct(1), "the chain goes on");
    let actions = legal(&game);
    assert!(actions.contains(&"end".to_string()), "{actions:?}");
    assert!(
        actions.iter().all(|a| a == "end" || a.starts_with("c1:")),
        "only the jumper: {actions:?}"
    );
    assert_eq!(game.active_piece(), game.shape().parse("c1"));
    assert!(game
        .turn_note()
        .unwrap()
        .contains("jump again with the piece on c1"));
    play(&mut game, "end");
    assert_eq!(game.status(), Status::ToAct(2));
    assert_eq!(game.active_piece(), None);
}

#[test]
fn the_turn_ends_by_itself_when_no_further_jump_exists() {
    let mut game = board(2, "ca1 ab1 fd8", 1);
    play(&mut game, "a1:c1");
    // From c1 nothing is left to jump: no `end` is offered, player 2 acts.
    assert_eq!(game.status(), Status::ToAct(2));
    assert!(!legal(&game).contains(&"end".to_string()));
    assert!(game.why_illegal("end").contains("no chain"));
}

#[test]
fn the_no_loop_guard_forbids_returning_without_a_capture() {
    // A small piece on a1 and its own small piece on b1: after a1:c1, the
    // jump c1:a1 would recreate the start, and nothing else is left to
    // jump (d1 lands off the board), so the turn ends by itself.
    let mut game = board(2, "aa1 ab1 bd1 fd8", 1);
    play(&mut game, "a1:c1");
    assert_eq!(game.status(), Status::ToAct(2));
    // With a capture possible the chain goes on, but still not back to a1.
    let mut game = board(2, "ca1 ab1 db2 aa2 fd8", 1);
    play(&mut game, "a1:c1");
    assert_eq!(legal(&game), words("c1:a3 end"));
    assert!(
        game.why_illegal("c1:a1").contains("no-loop"),
        "{}",
        game.why_illegal("c1:a1")
    );
    // After the capture on b2 the guard starts again: back to a1 is fine.
    play(&mut game, "c1:a3");
    assert_eq!(game.scores(), vec![1, 0]);
    assert!(
        legal(&game).contains(&"a3:a1".to_string()),
        "{:?}",
        legal(&game)
    );
}

#[test]
fn a_capture_that_leaves_a_player_with_no_pieces_ends_the_game_mid_chain() {
    // Player 2 has one piece left; player 1's jump captures it while a
    // further jump over an own piece would be possible.
    let mut game = board_with(2, "ca1 da2 ab3 ab4", 1, "3,");
    play(&mut game, "a1:a3");
    let (winners, reason) = over(&game);
    assert_eq!(winners, vec![1]);
    assert!(reason.contains("Blue has no pieces left"), "{reason}");
    assert!(legal(&game).is_empty());
    assert_eq!(game.scores(), vec![4, 0]);
}

// ---- Skipping and the end ----

#[test]
fn a_player_with_no_legal_action_is_skipped() {
    // Blue's only piece (small, a8) is boxed in by Yellow's pieces two deep,
    // so it can neither step nor jump.
    let mut game = board(3, "ca1 da8 ia7 ib7 ib8 ia6 ic6 ic7 ic8 ib6", 1);
    play(&mut game, "a1-a2");
    assert_eq!(game.status(), Status::ToAct(3), "Blue is skipped");
    assert!(game
        .turn_note()
        .unwrap()
        .contains("Blue had no legal action and was skipped"));
    // Yellow's b6 moving away does not free Blue (a7, b7, b8 and the
    // landings a6, c6, c8 stay taken), so Blue is skipped again.
    play(&mut game, "b6-b5");
    assert_eq!(game.status(), Status::ToAct(1));
    play(&mut game, "a2-a3");
    assert_eq!(game.status(), Status::ToAct(3));
}

#[test]
fn tied_highest_scores_share_the_win() {
    // Red, on 2 points, takes Blue's last piece (1 point): 3 against 3.
    let mut game = board_with(2, "ca1 da2 ad8", 1, "2,3");
    play(&mut game, "a1:a3");
    let (winners, reason) = over(&game);
    assert_eq!(game.scores(), vec![3, 3]);
    assert_eq!(
        winners,
        vec![1, 2],
        "tied on the highest score: a shared win"
    );
    assert!(reason.contains("stashes are scored"), "{reason}");
    // A higher score wins alone, even for the player who lost every piece.
    let mut game = board_with(2, "ca1 da2 ad8", 1, "2,333");
    play(&mut game, "a1:a3");
    assert_eq!(over(&game).0, vec![2]);
}

#[test]
fn no_player_able_to_act_ends_the_game_by_scores() {
    // A full board: no empty square to step or land on.
    let full = format!("{}/aaad:1:1,", ["aaaa"; 7].join("/"));
    let game = Martian::from_position(&full, None).unwrap();
    let (winners, reason) = over(&game);
    assert_eq!(winners, vec![1], "Red leads 1 to 0");
    assert!(reason.contains("no player has a legal action"), "{reason}");
}

// ---- Position text ----

#[test]
fn position_text_reads_back_including_a_chain_in_progress() {
    for players in [2, 3, 4] {
        let game = Martian::new(players).unwrap();
        let again = Martian::from_position(&game.position_text(), None).unwrap();
        assert_eq!(again, game);
    }
    let mut game = board(2, "ca1 ab1 ac2 fd8", 1);
    play(&mut game, "a1:c1");
    let text = game.position_text();
    assert!(text.ends_with(":a1.c1"), "{text}");
    let again = Martian::from_position(&text, None).unwrap();
    assert_eq!(legal(&again), legal(&game));
    let bad = [
        ("1eff/1def/1dde/4/4/baa1/cba1/ccb1:1", "BOARD:MOVER:STASHES"),
        ("1eff/1def/1dde/4/4/baa1/cba1/ccb1:3:,", "1 to 2"),
        ("1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:", "2 to 4"),
        (
            "1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:4,",
            "not a piece value",
        ),
        (
            "1eff/1def/1dde/4/4/baa1/cba1/ccg1:1:,",
            "'g' is not a piece",
        ),
        ("1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:,:z9", "not a square"),
        (
            "1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:,:d8",
            "not a piece of the player to move",
        ),
    ];
    for (text, expected) in bad {
        let err = Martian::from_position(text, None).expect_err(text);
        assert!(err.contains(expected), "{text}: {err}");
    }
    assert!(Martian::from_position("1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:,", Some(3)).is_err());
}

// ---- Stopping a game with no move limit ----

#[test]
fn a_stopped_game_is_scored_by_the_stashes_and_a_resigner_loses() {
    let game = board_with(4, "ca1 fa8 ih8 lh1", 2, "3,2,3,1");
    let agreed = game.stopped(None).unwrap();
    assert_eq!(agreed.winners, vec![1, 3], "tied best stashes share");
    assert!(agreed.reason.contains("agreed"));
    let resigned = game.stopped(Some(2)).unwrap();
    assert_eq!(resigned.winners, vec![1, 3]);
    assert!(resigned.reason.contains("Blue resigned"));
    let two = Martian::new(2).unwrap();
    assert_eq!(two.stopped(Some(1)).unwrap().winners, vec![2]);
    assert_eq!(two.stopped(Some(3)), None, "no player 3");
    // Games that always end by themselves have no end by agreement, but
    // either player may resign and the other wins.
    let kobudai = boardgames::games::kobudai::Kobudai::new(6).unwrap();
    assert_eq!(kobudai.stopped(None), None);
    let resigned = kobudai.stopped(Some(1)).unwrap();
    assert_eq!(resigned.winners, vec![2]);
    assert_eq!(resigned.reason, "Red resigned");
    assert_eq!(kobudai.stopped(Some(3)), None, "no player 3");
    let hex = boardgames::games::crosshairs::CrossHairs::new();
    assert_eq!(hex.stopped(Some(2)).unwrap().winners, vec![1]);
}

#[test]
fn a_refused_press_names_cells_in_lower_case() {
    let game = board(2, "ca1 fd8", 1);
    let grid = grid(2);
    let reason = game
        .explain(grid.parse("a1"), grid.parse("b4").unwrap())
        .unwrap()
        .reason;
    assert!(
        reason.starts_with("b4 is not a landing square from a1"),
        "{reason}"
    );
    assert!(reason.ends_with('.'), "{reason}");
}
