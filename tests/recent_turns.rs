//! The view's `recent` turns: what the page marks on the board and says in
//! words after other players have acted. Every action of each opponent's
//! latest turn since the player to act last acted, with the cells it moved
//! from and to and the pieces it removed or changed.

mod common;

use boardgames::board::Grid;
use boardgames::game::{ActionKind, Status};
use boardgames::games::crosshairs::CrossHairs;
use boardgames::games::kobudai::Kobudai;
use boardgames::games::mad::{Mad, Variant};
use boardgames::games::martian::Martian;
use boardgames::session::{AnySession, Session};
use boardgames::turn_view::TurnView;

fn play(session: &mut dyn AnySession, actions: &str) {
    for action in actions.split_whitespace() {
        session.play(action).unwrap_or_else(|e| panic!("{e}"));
    }
}

fn recent(session: &dyn AnySession) -> Vec<TurnView> {
    session.view().recent
}

fn texts(session: &dyn AnySession) -> Vec<String> {
    recent(session).into_iter().map(|t| t.text).collect()
}

fn martian(players: u8, pieces: &str, to_move: u8) -> Session<Martian> {
    common::martian_session(players, pieces, to_move)
}

#[test]
fn nothing_is_recent_at_the_start() {
    let s = boardgames::registry::start("mad-rooks", &[]).unwrap();
    assert!(recent(s.as_ref()).is_empty());
}

#[test]
fn a_kill_marks_its_origin_its_target_and_the_piece_it_removed() {
    let text = common::board_text(Variant::Bishops.grid(), "ra1 rc1 bd4 bh8", 1);
    let mut s = Session::new(Mad::from_position(Variant::Bishops, &text).unwrap());
    play(&mut s, "a1xd4");
    let turns = recent(&s);
    assert_eq!(turns.len(), 1);
    let turn = &turns[0];
    assert_eq!((turn.player, turn.turn, turn.done), (1, 1, true));
    assert_eq!(turn.text, "Red killed on d4 (a1xd4)");
    let kill = &turn.actions[0];
    assert_eq!(kill.kind, ActionKind::Kill);
    assert_eq!(kill.from.as_deref(), Some("a1"));
    assert_eq!(kill.to.as_deref(), Some("d4"));
    assert_eq!(kill.removed, vec!["d4"]);
    assert!(kill.changed.is_empty());
}

#[test]
fn a_martian_chain_is_one_turn_with_every_landing_and_the_points_captured() {
    // a1 jumps Blue's medium piece on a2 (captured, 2 points) and ends the
    // chain there.
    let mut s = martian(2, "ca1 ea2 fd8 dd7", 1);
    play(&mut s, "a1:a3");
    if s.legal().iter().any(|a| a.action == "end") {
        play(&mut s, "end");
    }
    assert_eq!(s.status(), Status::ToAct(2));
    let turns = recent(&s);
    assert_eq!(turns.len(), 1);
    assert_eq!(turns[0].text, "Red jumped a1-a3, capturing 2 points");
    assert_eq!(turns[0].actions[0].kind, ActionKind::CaptureJump);
    assert_eq!(turns[0].actions[0].removed, vec!["a2"]);

    // Two jumps over own pieces: one clause, every landing named.
    let mut s = martian(2, "ca1 ab1 ac2 fd8", 1);
    play(&mut s, "a1:c1 c1:c3");
    if s.legal().iter().any(|a| a.action == "end") {
        play(&mut s, "end");
    }
    let turns = recent(&s);
    assert_eq!(turns[0].text, "Red jumped a1-c1-c3");
    let landings: Vec<_> = turns[0]
        .actions
        .iter()
        .filter_map(|a| a.to.clone())
        .collect();
    assert_eq!(landings, vec!["c1", "c3"]);
}

#[test]
fn the_turn_in_progress_is_listed_and_not_done() {
    let mut s = martian(2, "ca1 ab1 ac2 fd8", 1);
    play(&mut s, "a1:c1");
    let turns = recent(&s);
    assert_eq!(turns.len(), 1);
    assert!(!turns[0].done, "Red's chain goes on");
    assert_eq!(turns[0].player, 1);
}

#[test]
fn a_cross_hairs_turn_marks_the_drop_and_the_move_and_names_the_kings_made() {
    // Light's drop on k5 closes a row and a diagonal round Dark's i5.
    let text = common::hex_text("og5 oh4 oj6 xi5 xm5", 1, false);
    let mut s = Session::new(CrossHairs::from_position(&text).unwrap());
    play(&mut s, "k5");
    let turns = recent(&s);
    assert_eq!(turns.len(), 1, "the drop so far: {turns:?}");
    assert!(!turns[0].done || s.status() == Status::ToAct(2));
    assert_eq!(turns[0].actions[0].changed, vec!["i5"]);
    if s.status() == Status::ToAct(1) {
        play(&mut s, "end");
    }
    let turns = recent(&s);
    assert_eq!(turns[0].actions[0].kind, ActionKind::Drop);
    assert!(
        turns[0]
            .text
            .starts_with("Light dropped on k5, making 1 King"),
        "{}",
        turns[0].text
    );

    // A drop and a move: both actions marked, one sentence.
    let text = common::hex_text("og5 xi5", 1, false);
    let mut s = Session::new(CrossHairs::from_position(&text).unwrap());
    play(&mut s, "e5");
    let step = s
        .legal()
        .into_iter()
        .find(|a| a.action != "end")
        .expect("a soldier can move")
        .action;
    play(&mut s, &step);
    let turns = recent(&s);
    assert_eq!(turns.len(), 1);
    let kinds: Vec<ActionKind> = turns[0].actions.iter().map(|a| a.kind).collect();
    assert_eq!(kinds, vec![ActionKind::Drop, ActionKind::Step]);
    let (from, to) = step.split_once('-').unwrap();
    assert_eq!(
        turns[0].text,
        format!("Light dropped on e5, then moved {from}-{to}")
    );

    // A drop and End: the page says no soldier moved.
    let text = common::hex_text("og5 xi5", 1, false);
    let mut s = Session::new(CrossHairs::from_position(&text).unwrap());
    play(&mut s, "e5 end");
    assert_eq!(texts(&s), vec!["Light dropped on e5, then did not move"]);
}

#[test]
fn a_kobudai_male_and_the_step_after_it_are_one_turn() {
    let text = common::board_text(Grid::new(6, 6), "ra1 rc1 rb2 Bf6 be5 bf4", 1);
    let mut s = Session::new(Kobudai::from_position(&text, Some(6)).unwrap());
    let make = s.legal()[0].action.clone();
    play(&mut s, &make);
    let step = s.legal()[0].action.clone();
    play(&mut s, &step);
    let turns = recent(&s);
    assert_eq!(turns.len(), 1);
    let kinds: Vec<ActionKind> = turns[0].actions.iter().map(|a| a.kind).collect();
    assert_eq!(kinds, vec![ActionKind::Convert, ActionKind::Step]);
    assert_eq!(
        turns[0].text,
        format!(
            "Red made a male on {}, then stepped {step}",
            make.trim_start_matches('+')
        )
    );
}

/// Plays one whole turn of the player to act: the first legal action, then
/// `end` (or the first action) while the turn goes on.
fn play_a_turn(s: &mut dyn AnySession) {
    let Status::ToAct(player) = s.status() else {
        return;
    };
    let first = s.legal()[0].action.clone();
    play(s, &first);
    while s.status() == Status::ToAct(player) && s.legal().iter().any(|a| a.action == "end") {
        play(s, "end");
    }
}

#[test]
fn with_four_players_each_opponents_latest_turn_is_listed_in_order() {
    let options = vec![("players".to_string(), "4".to_string())];
    let mut s = boardgames::registry::start("martian-checkers", &options).unwrap();
    for _ in 0..5 {
        play_a_turn(s.as_mut());
    }
    // Red, Blue, Yellow, Green, then Red again: Blue is to act, and sees
    // Yellow's, Green's and Red's latest turns, not its own.
    assert_eq!(s.status(), Status::ToAct(2));
    let turns = recent(s.as_ref());
    let players: Vec<u8> = turns.iter().map(|t| t.player).collect();
    assert_eq!(players, vec![3, 4, 1]);
    let numbers: Vec<u32> = turns.iter().map(|t| t.turn).collect();
    assert_eq!(numbers, vec![3, 4, 5]);
    for turn in &turns {
        let name = s.view().seats[usize::from(turn.player) - 1].name;
        assert!(turn.text.starts_with(name), "{}", turn.text);
        assert!(turn.done);
    }
}

#[test]
fn when_the_game_is_over_the_last_round_is_listed() {
    let text = common::board_text(Variant::Bishops.grid(), "ra1 bd4", 1);
    let mut s = Session::new(Mad::from_position(Variant::Bishops, &text).unwrap());
    play(&mut s, "a1xd4");
    assert!(matches!(s.status(), Status::Over { .. }));
    assert_eq!(texts(&s), vec!["Red killed on d4 (a1xd4)"]);
}
