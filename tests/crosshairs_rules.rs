//! The rules of docs/rules/cross-hairs.md on hand-made positions. Pieces are
//! written as a letter then a cell: `o`/`O` Light's soldier/King, `x`/`X`
//! Dark's.

mod common;

use boardgames::board::HexBoard;
use boardgames::game::{Game, Status};
use boardgames::games::crosshairs::CrossHairs;
use common::{legal, play, sorted};

/// A position with `pieces`, `to_move` to act, in the drop phase or (with
/// `moving`) after the drop.
fn board(pieces: &str, to_move: u8, moving: bool) -> CrossHairs {
    CrossHairs::from_position(&common::hex_text(pieces, to_move, moving)).unwrap()
}

fn made(game: &CrossHairs) -> Vec<String> {
    let mut cells: Vec<String> = game
        .last_conversions()
        .iter()
        .map(|c| HexBoard.name(c.cell))
        .collect();
    cells.sort();
    cells
}

fn words(list: &str) -> Vec<String> {
    sorted(&list.split_whitespace().collect::<Vec<_>>())
}

// ---- Drops and moves ----

#[test]
fn the_first_drop_may_go_anywhere_and_later_drops_touch_a_piece() {
    let mut game = CrossHairs::new();
    assert_eq!(legal(&game).len(), 61);
    assert_eq!(game.status(), Status::ToAct(1), "Light starts");
    play(&mut game, "i5");
    // A lone soldier cannot move and still touch a piece: the turn ends.
    assert_eq!(game.status(), Status::ToAct(2));
    assert_eq!(legal(&game), words("g5 k5 h4 j4 h6 j6"));
    assert!(game.why_illegal("a5").contains("touches no piece"));
}

#[test]
fn after_the_drop_any_soldier_may_move_one_step_to_a_cell_touching_another_piece() {
    let mut game = board("oi5", 2, false);
    play(&mut game, "j4");
    let actions = legal(&game);
    assert!(
        actions.contains(&"end".to_string()),
        "end is offered when a move is possible"
    );
    // Dark may move the soldier just dropped, or Light's soldier.
    assert!(actions.contains(&"j4-k5".to_string()));
    assert!(
        actions.contains(&"i5-h4".to_string()),
        "either colour moves: {actions:?}"
    );
    // j4-k3 would leave j4's soldier touching nothing.
    assert!(!actions.contains(&"j4-k3".to_string()));
    play(&mut game, "i5-h4");
    assert_eq!(game.status(), Status::ToAct(1));
}

#[test]
fn kings_never_move() {
    let game = board("Oi5 xg5", 2, true);
    assert!(legal(&game).iter().all(|a| !a.starts_with("i5-")));
    assert_eq!(game.why_illegal("i5-h4"), "Kings never move");
}

// ---- Conversions ----

#[test]
fn an_interior_soldier_on_lines_along_two_axes_becomes_a_king() {
    // Dark's i5 has Light on g5 (row) and h4, j6 (a diagonal); Light's drop
    // on k5 closes the row line and takes part in it.
    let mut game = board("og5 oh4 oj6 xi5", 1, false);
    play(&mut game, "k5");
    assert_eq!(made(&game), vec!["i5"]);
    assert_eq!(game.scores(), vec![1, 0]);
    let conversion = &game.last_conversions()[0];
    let lines: Vec<Vec<String>> = conversion
        .lines
        .iter()
        .map(|l| l.iter().map(|&c| HexBoard.name(c)).collect())
        .collect();
    assert!(
        lines.contains(&vec!["g5".into(), "i5".into(), "k5".into()]),
        "{lines:?}"
    );
    assert!(
        lines.contains(&vec!["h4".into(), "i5".into(), "j6".into()]),
        "{lines:?}"
    );
}

#[test]
fn lines_along_one_axis_count_once() {
    // Two lines through i5, both along row 5: not enough inside the board.
    let mut game = board("oe5 xg5 xi5 ok5", 1, false);
    play(&mut game, "m5");
    assert_eq!(made(&game), Vec::<String>::new());
}

#[test]
fn the_acting_piece_must_be_on_one_of_the_lines() {
    // i5 already lies on Light's lines along two axes; a drop elsewhere
    // (f4, on neither line) converts nothing.
    let mut game = board("og5 ok5 oh4 oj6 xi5", 1, false);
    play(&mut game, "f4");
    assert_eq!(made(&game), Vec::<String>::new());
    // A drop on m5 extends the row line: a far end takes part.
    let mut game = board("og5 ok5 oh4 oj6 xi5", 1, false);
    play(&mut game, "m5");
    assert_eq!(made(&game), vec!["i5"]);
}

#[test]
fn any_piece_of_the_actor_along_an_unbroken_run_is_an_end() {
    // Row 5: o c5, x e5, o g5, x i5, o k5. The line c5…k5 holds both Dark
    // soldiers; with the diagonals for the second axis, k5's drop converts
    // e5 through the far end k5 and i5 through the near one.
    let mut game = board("oc5 xe5 og5 xi5 od4 of6 oh4 oj6", 1, false);
    play(&mut game, "k5");
    assert_eq!(made(&game), words("e5 i5"));
}

#[test]
fn an_edge_soldier_needs_one_line_straight_along_the_rim() {
    let mut game = board("oe1 xg1", 1, false);
    play(&mut game, "i1");
    assert_eq!(made(&game), vec!["g1"]);
}

#[test]
fn a_perimeter_line_runs_round_a_corner() {
    // k1-m1-n2 turns at the corner m1: not straight, but along the rim.
    let mut game = board("ok1 xm1", 1, false);
    play(&mut game, "n2");
    assert_eq!(made(&game), vec!["m1"]);
    // Inside the board a bent run is no line.
    let mut game = board("oh4 xi5 xk5", 1, false);
    play(&mut game, "j6");
    assert_eq!(made(&game), Vec::<String>::new());
}

#[test]
fn a_perimeter_line_needs_two_distinct_ends() {
    // The whole ring taken, one Light soldier on it: going either way round
    // from any Dark soldier reaches the same piece, so there is no line.
    let ring = [
        "e1", "g1", "i1", "k1", "m1", "n2", "o3", "p4", "q5", "p6", "o7", "n8", "m9", "k9", "i9",
        "g9", "e9", "d8", "c7", "b6", "a5", "b4", "c3", "d2",
    ];
    let pieces: Vec<String> = ring[1..].iter().map(|c| format!("x{c}")).collect();
    let mut game = board(&pieces.join(" "), 1, false);
    play(&mut game, "e1");
    assert_eq!(made(&game), Vec::<String>::new());
}

#[test]
fn moving_an_enemy_soldier_into_the_lines_converts_it() {
    // Light moves Dark's j6 to i5, between g5 and k5 (row) and h6 and j4
    // (the other diagonal); the moved soldier is the acting piece.
    let mut game = board("og5 ok5 oh6 oj4 xj6 oa5", 1, false);
    play(&mut game, "c5");
    play(&mut game, "j6-i5");
    assert_eq!(made(&game), vec!["i5"]);
}

#[test]
fn conversions_after_the_drop_and_again_after_the_move() {
    let mut game = board("og5 oh4 oj6 xi5 oe1 xg1", 1, false);
    play(&mut game, "k5");
    assert_eq!(made(&game), vec!["i5"]);
    assert_eq!(game.status(), Status::ToAct(1), "the move comes next");
    play(&mut game, "e1-f2");
    assert_eq!(made(&game), Vec::<String>::new());
    assert_eq!(game.scores(), vec![1, 0]);
}

// ---- The end ----

#[test]
fn the_game_ends_when_the_board_is_full_and_more_kings_wins() {
    // 60 cells hold Kings (which are never converted), Light to drop on the
    // last one, e1: no move follows, and the Kings are counted.
    let hex = HexBoard;
    let full_but_e1 = |light_kings: usize| -> CrossHairs {
        let pieces: Vec<String> = (1..61)
            .map(|sq| {
                let letter = if (sq as usize) <= light_kings {
                    'O'
                } else {
                    'X'
                };
                format!("{letter}{}", hex.name(sq))
            })
            .collect();
        board(&pieces.join(" "), 1, false)
    };
    let outcome = |light_kings: usize| {
        let mut game = full_but_e1(light_kings);
        assert_eq!(legal(&game), vec!["e1"]);
        play(&mut game, "e1");
        assert!(legal(&game).is_empty(), "no move after the last drop");
        match game.status() {
            Status::Over { winners, reason } => {
                assert!(reason.contains("the board is full"), "{reason}");
                (winners, game.scores())
            }
            other => panic!("{other:?}"),
        }
    };
    assert_eq!(outcome(31), (vec![1], vec![31, 29]));
    assert_eq!(outcome(29), (vec![2], vec![29, 31]));
    assert_eq!(
        outcome(30),
        (vec![1, 2], vec![30, 30]),
        "equal Kings: a draw"
    );
}

#[test]
fn position_text_reads_back_and_says_what_is_wrong() {
    let game = CrossHairs::new();
    assert_eq!(game.position_text(), "5/6/7/8/9/8/7/6/5:1:drop");
    let game = board("og5 Oh4 xj6 Xi5", 2, true);
    let again = CrossHairs::from_position(&game.position_text()).unwrap();
    assert_eq!(again.position_text(), game.position_text());
    for (text, expected) in [
        ("5/6/7/8/9/8/7/6/5:1", "BOARD:PLAYER:PHASE"),
        ("5/6/7/8/9/8/7/6/5:3:drop", "1 or 2"),
        ("5/6/7/8/9/8/7/6/5:1:jump", "drop or move"),
        ("5/6/7/8/9/8/7/6:1:drop", "9 rows"),
        ("5/6/7/8/9/8/7/6/6:1:drop", "from 1 to 5"),
        ("5/6/7/8/9/8/7/6/4q:1:drop", "'q' is not a piece"),
        ("5/6/7/8/9/8/7/6/4:1:drop", "4 cells, not 5"),
        (
            "5/6/7/8/9/8/7/6/5:1:move",
            "some soldier must be able to move",
        ),
    ] {
        let err = CrossHairs::from_position(text).expect_err(text);
        assert!(err.contains(expected), "{text}: {err}");
    }
}

#[test]
fn a_drop_that_touches_no_piece_or_a_taken_cell_says_why() {
    let game = board("og5 xi5", 1, false);
    let why = |cell: &str| {
        game.explain(None, HexBoard.parse(cell).unwrap())
            .map(|e| e.reason)
    };
    assert_eq!(
        why("a5").as_deref(),
        Some("A drop must touch a piece, and a5 touches none.")
    );
    assert_eq!(
        why("g5").as_deref(),
        Some("g5 is taken: drop on an empty cell next to a piece.")
    );
    assert_eq!(why("e5"), None, "a legal drop needs no reason");
}
