//! The sample game of the Cross-Hairs rule text, replayed as
//! docs/rules/cross-hairs.md says: every action legal, each action making as many
//! Kings as its `:` markers (three printed slips corrected), every
//! conversion of the table made by its own action, and the final position
//! equal to the printed diagram.

use boardgames::board::HexBoard;
use boardgames::game::{notation, Game, Status};
use boardgames::games::crosshairs::CrossHairs;

/// The record as printed: per turn, Light's then Dark's half, each a drop
/// then a move (`--` for none), with one `:` per King made.
const PRINTED: [(&str, &str); 25] = [
    ("i5 --", "j4 --"),
    ("k3 --", "g5 j4h4"),
    ("f6 k3i3", "k5 h4j4"),
    ("e5 i3h4:", "e7 --"),
    ("l4 h4i3", "m5 j4k3"),
    ("l2 l4m3", "d4 k3l4"),
    ("n6 m3n4", "c5 e7g7:"),
    ("l6 l2k3:", "h6 l4j4:"),
    ("a5: f6e7", "o7 h6j6"),
    ("h6: h6i6", "h8 j6k7"),
    ("b4 e7d6:", "j6: o7p6"),
    ("q5 n6o7:", "c7 g7e7"),
    ("d8 a5b6:", "a5 d4c3:"),
    ("d2: d6f6", "e9:: j6h6"),
    ("g9: d2e3", "d6 e7g7:"),
    ("e7 e3f4:", "f8: h8i9:"),
    ("h8 f4d4:", "j8: h6j6"),
    ("m7 q5o5", "m3 i9k9"),
    ("l2 d4f4", "n6 m3o3:"),
    ("n2 o5p4:", "n8 k7l8:"),
    ("g3 p4o5", "q5: q5p4"),
    ("q5: n2m1", "h2 n8m9"),
    ("f2 i3j2", "n2: n2m3"),
    ("i1: n4l4", "k1 m3n2:"),
    ("n8: i1g1", "resign"),
];

/// The final diagram as printed; its columns line up with `abcdefghijklmnopq`.
const DIAGRAM: [&str; 9] = [
    "    . o . @ #     1",
    "   . o @ o o @    2",
    "  @ . o . o . @   3",
    " # . o . @ o . @  4",
    "@ @ # @ # @ @ o # 5",
    " # @ # . x # x @  6",
    "  @ # @ # . # #   7",
    "   # x # x x o    8",
    "    @ # . x x     9",
];

/// The conversions table of cross-hairs.md: turn, player, action, cells.
const TABLE: [(u32, u8, &str, &[&str]); 29] = [
    (4, 1, "i3-h4", &["g5"]),
    (7, 2, "e7-g7", &["e5"]),
    (8, 1, "l2-k3", &["m5"]),
    (8, 2, "l4-j4", &["i5"]),
    (9, 1, "a5", &["k5"]),
    (10, 1, "h6", &["j4"]),
    (11, 1, "e7-d6", &["c5"]),
    (11, 2, "j6", &["i7"]),
    (12, 1, "n6-o7", &["p6"]),
    (13, 1, "a5-b6", &["c7"]),
    (13, 2, "d4-c3", &["b4"]),
    (14, 1, "d2", &["c3", "a5"]),
    (14, 2, "e9", &["b6", "d8"]),
    (15, 1, "g9", &["e9"]),
    (15, 2, "e7-g7", &["f6"]),
    (16, 1, "e3-f4", &["d6"]),
    (16, 2, "f8", &["e7"]),
    (16, 2, "h8-i9", &["g9"]),
    (17, 1, "f4-d4", &["g7"]),
    (17, 2, "j8", &["h8"]),
    (19, 2, "m3-o3", &["l6"]),
    (20, 1, "o5-p4", &["o3"]),
    (20, 2, "k7-l8", &["m7"]),
    (21, 2, "q5", &["o7"]),
    (22, 1, "q5", &["p4"]),
    (23, 2, "n2", &["q5"]),
    (24, 1, "i1", &["h2"]),
    (24, 2, "m3-n2", &["m1"]),
    (25, 1, "n8", &["k1", "n2"]),
];

/// One action of the record: notation and the Kings it makes.
#[derive(Debug, Clone)]
struct Step {
    turn: u32,
    player: u8,
    action: String,
    kings: u32,
}

/// The record with the three slips cross-hairs.md names corrected; each
/// correction is checked to be needed.
fn corrected_record() -> Vec<Step> {
    let mut steps = Vec::new();
    for (i, (light, dark)) in PRINTED.iter().enumerate() {
        let turn = i as u32 + 1;
        for (player, half) in [(1u8, light), (2, dark)] {
            if *half == "resign" {
                continue;
            }
            let mut words = half.split_whitespace();
            let drop = words.next().unwrap();
            let movement = words.next().unwrap();
            let mut push = |word: &str| {
                let kings = word.matches(':').count() as u32;
                let bare = word.trim_end_matches(':');
                let action = if bare.len() == 4 {
                    format!("{}-{}", &bare[..2], &bare[2..])
                } else {
                    bare.to_string()
                };
                steps.push(Step {
                    turn,
                    player,
                    action,
                    kings,
                });
            };
            push(drop);
            if movement != "--" {
                push(movement);
            }
        }
    }
    let board = HexBoard;
    let fix = |steps: &mut Vec<Step>, turn: u32, printed: &str, action: &str, kings: u32| {
        let step = steps
            .iter_mut()
            .find(|s| s.turn == turn && s.player == 1 && s.action == printed)
            .unwrap();
        step.action = action.to_string();
        step.kings = kings;
    };
    // Turn 10: i6 is not a cell; the move is h6-i7.
    assert_eq!(board.parse("i6"), None);
    fix(&mut steps, 10, "h6-i6", "h6-i7", 0);
    // Turns 14 and 25: each drop makes two Kings, printed with one `:`.
    fix(&mut steps, 14, "d2", "d2", 2);
    fix(&mut steps, 25, "n8", "n8", 2);
    steps
}

fn legal(game: &CrossHairs) -> Vec<String> {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    actions.into_iter().map(|a| notation(game, a)).collect()
}

fn play(game: &mut CrossHairs, text: &str) {
    let mut actions = Vec::new();
    game.legal_actions(&mut actions);
    let action = actions
        .into_iter()
        .find(|&a| notation(game, a) == text)
        .unwrap_or_else(|| panic!("{text} is not legal: {}", game.why_illegal(text)));
    game.apply(action);
}

/// Replays the corrected record, ending each turn that had no move with
/// `end` when a move was possible. Calls `check` after every action.
fn replay(mut check: impl FnMut(&Step, &CrossHairs, &[String])) -> (CrossHairs, Vec<String>) {
    let mut game = CrossHairs::new();
    let mut record = Vec::new();
    let steps = corrected_record();
    for (i, step) in steps.iter().enumerate() {
        assert_eq!(
            game.status(),
            Status::ToAct(step.player),
            "turn {}: {}",
            step.turn,
            step.action
        );
        let before = game.scores();
        play(&mut game, &step.action);
        record.push(step.action.clone());
        let made: Vec<String> = game
            .last_conversions()
            .iter()
            .map(|c| HexBoard.name(c.cell))
            .collect();
        let after = game.scores();
        let p = step.player as usize - 1;
        assert_eq!(
            after[p] - before[p],
            step.kings,
            "turn {} {}: Kings made {made:?}",
            step.turn,
            step.action
        );
        assert_eq!(made.len() as u32, step.kings);
        check(step, &game, &made);
        // A drop with no move after it: `end`, if a move was possible.
        let next_is_move = steps
            .get(i + 1)
            .is_some_and(|n| n.turn == step.turn && n.player == step.player);
        let dropped = !step.action.contains('-');
        if dropped && !next_is_move && legal(&game).contains(&"end".to_string()) {
            play(&mut game, "end");
            record.push("end".into());
        }
    }
    (game, record)
}

#[test]
fn every_action_of_the_sample_is_legal_and_makes_the_printed_kings() {
    let (game, record) = replay(|_, _, _| {});
    assert_eq!(game.scores(), vec![17, 15]);
    // The site's worked example is this very record.
    assert_eq!(record.join(" "), boardgames::games::crosshairs::SAMPLE);
}

#[test]
fn every_conversion_of_the_table_is_made_by_its_own_action() {
    let mut seen = Vec::new();
    replay(|step, _, made| {
        if let Some((_, _, _, cells)) = TABLE
            .iter()
            .find(|(t, p, a, _)| *t == step.turn && *p == step.player && *a == step.action)
        {
            let mut expected: Vec<String> = cells.iter().map(|c| c.to_string()).collect();
            expected.sort();
            let mut made = made.to_vec();
            made.sort();
            assert_eq!(made, expected, "turn {} {}", step.turn, step.action);
            seen.push((step.turn, step.player, step.action.clone()));
        } else {
            assert!(
                made.is_empty(),
                "turn {} {} made {made:?}, not in the table",
                step.turn,
                step.action
            );
        }
    });
    assert_eq!(
        seen.len(),
        TABLE.len(),
        "every row of the table was reached"
    );
}

#[test]
fn the_final_position_equals_the_diagram() {
    let (game, _) = replay(|_, _, _| {});
    let board = HexBoard;
    let pieces = game.pieces();
    let mut cells = 0;
    for (i, row) in DIAGRAM.iter().enumerate() {
        let r = i as i8 + 1;
        for (x, ch) in row.chars().take(17).enumerate() {
            if ch == ' ' {
                continue;
            }
            let sq = board
                .at(x as i8, r)
                .unwrap_or_else(|| panic!("{ch} at {x},{r} is not a cell"));
            cells += 1;
            let piece = pieces.iter().find(|p| p.cell == sq);
            let actual = match piece {
                None => '.',
                Some(p) => match (p.owner, p.crowned) {
                    (1, false) => 'o',
                    (1, true) => '@',
                    (_, false) => 'x',
                    (_, true) => '#',
                },
            };
            assert_eq!(actual, ch, "{}", board.name(sq));
        }
    }
    assert_eq!(cells, 61);
}
