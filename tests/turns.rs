//! Turns as the session knows them (docs/rules/README.md: a turn is one or more
//! actions): each move of the view carries its turn, a skipped or
//! sitting-out player has none, a player who acts again after others were
//! skipped starts a new one, and undo and redo of a whole turn.

mod common;

use boardgames::board::Grid;
use boardgames::game::{Game, Status};
use boardgames::games::crosshairs::CrossHairs;
use boardgames::games::kobudai::Kobudai;
use boardgames::games::martian::Martian;
use boardgames::session::{AnySession, Session};

/// Each move of the view as (player, turn, action).
fn turns(session: &dyn AnySession) -> Vec<(u8, u32, String)> {
    session
        .view()
        .moves
        .into_iter()
        .map(|m| (m.player, m.turn, m.action))
        .collect()
}

fn play(session: &mut dyn AnySession, actions: &str) {
    for action in actions.split_whitespace() {
        session.play(action).unwrap_or_else(|e| panic!("{e}"));
    }
}

fn entry(player: u8, turn: u32, action: &str) -> (u8, u32, String) {
    (player, turn, action.to_string())
}

fn kobudai(size: u8, pieces: &str, to_move: u8) -> Session<Kobudai> {
    let text = common::board_text(Grid::new(size, size), pieces, to_move);
    Session::new(Kobudai::from_position(&text, Some(size)).unwrap())
}

fn martian(players: u8, pieces: &str, to_move: u8) -> Session<Martian> {
    common::martian_session(players, pieces, to_move)
}

#[test]
fn every_action_of_a_one_action_game_is_a_turn() {
    let mut s = boardgames::registry::start("mad-rooks", &[]).unwrap();
    let first: Vec<String> = s.legal().into_iter().take(1).map(|a| a.action).collect();
    play(s.as_mut(), &first[0]);
    let reply = s.legal()[0].action.clone();
    play(s.as_mut(), &reply);
    let numbers: Vec<(u8, u32)> = turns(s.as_ref()).iter().map(|t| (t.0, t.1)).collect();
    assert_eq!(numbers, vec![(1, 1), (2, 2)]);
}

#[test]
fn a_kobudai_player_who_sits_out_has_no_turn_and_the_other_plays_two() {
    // Blue boxes in Red's only female: Red sits out, and Blue's next
    // action is a turn of its own, not more of the last one.
    let mut s = kobudai(6, "Ra5 ra6 Bf1 bb5 bc6", 2);
    play(&mut s, "c6-b6 b5xa5 +a6 a5xa6");
    assert_eq!(
        turns(&s),
        vec![
            entry(2, 1, "c6-b6"),
            entry(2, 2, "b5xa5"),
            // Red makes a male who cannot step: the turn ends there.
            entry(1, 3, "+a6"),
            entry(2, 4, "a5xa6"),
        ]
    );
    // Undo by turns: each takes one action here, never Blue's two at once.
    s.undo_turn().unwrap();
    s.undo_turn().unwrap();
    s.undo_turn().unwrap();
    assert_eq!(turns(&s), vec![entry(2, 1, "c6-b6")]);
    assert_eq!(s.status(), Status::ToAct(2));
    s.redo_turn().unwrap();
    assert_eq!(turns(&s).len(), 2);
}

#[test]
fn making_a_kobudai_male_and_stepping_is_one_turn() {
    // Red has no male: the turn is a male made, then a step.
    let mut s2 = kobudai(6, "ra1 rc1 rb2 Bf6 be5 bf4", 1);
    let make = s2.legal()[0].action.clone();
    assert!(make.starts_with('+'), "{make}");
    play(&mut s2, &make);
    assert!(s2.current().turn_goes_on(), "a step follows");
    assert_eq!(s2.status(), Status::ToAct(1));
    let step = s2.legal()[0].action.clone();
    play(&mut s2, &step);
    let reply = s2.legal()[0].action.clone();
    play(&mut s2, &reply);
    assert_eq!(
        turns(&s2),
        vec![entry(1, 1, &make), entry(1, 1, &step), entry(2, 2, &reply)]
    );
    // Undo of a turn takes the step and the male back together.
    s2.undo_turn().unwrap();
    s2.undo_turn().unwrap();
    assert!(!s2.can_undo());
    s2.redo_turn().unwrap();
    assert_eq!(turns(&s2).len(), 2, "the male and the step come back");
}

#[test]
fn a_martian_chain_is_one_turn_and_a_skipped_player_has_none() {
    // a1 (large) jumps own b1 to c1, then own c2 to c3: one turn.
    let mut s = martian(2, "ca1 ab1 ac2 fd8", 1);
    play(&mut s, "a1:c1 c1:c3");
    let reply = s.legal()[0].action.clone();
    play(&mut s, &reply);
    assert_eq!(
        turns(&s),
        vec![
            entry(1, 1, "a1:c1"),
            entry(1, 1, "c1:c3"),
            entry(2, 2, &reply)
        ]
    );
    s.undo_turn().unwrap();
    s.undo_turn().unwrap();
    assert!(!s.can_undo(), "the whole chain is taken back");
    s.redo_turn().unwrap();
    assert_eq!(turns(&s).len(), 2, "the whole chain is replayed");

    // Three players: Blue is boxed in and skipped; Yellow's turn is next.
    let mut s = martian(3, "ca1 da8 ia7 ib7 ib8 ia6 ic6 ic7 ic8 ib6", 1);
    play(&mut s, "a1-a2");
    assert_eq!(s.status(), Status::ToAct(3));
    let yellow = s.legal()[0].action.clone();
    play(&mut s, &yellow);
    let numbers: Vec<(u8, u32)> = turns(&s).iter().map(|t| (t.0, t.1)).collect();
    assert_eq!(numbers, vec![(1, 1), (3, 2)]);
}

#[test]
fn a_martian_player_who_acts_again_after_a_skip_has_two_turns() {
    // Two players: Blue's one piece is boxed in two deep by Red's, so after
    // Red's step Blue is skipped and Red acts again, in a new turn.
    let mut s = martian(2, "ca1 da8 ca7 cb7 cb8 ca6 cc6 cc7 cc8 cb6", 1);
    play(&mut s, "a1-a2");
    assert_eq!(s.status(), Status::ToAct(1), "Blue is skipped");
    let again = s.legal()[0].action.clone();
    play(&mut s, &again);
    let numbers: Vec<(u8, u32)> = turns(&s).iter().map(|t| (t.0, t.1)).collect();
    assert_eq!(numbers[..2], [(1, 1), (1, 2)]);
    s.undo_turn().unwrap();
    assert_eq!(turns(&s), vec![entry(1, 1, "a1-a2")]);
}

/// A drop after which the dropper may move a soldier (the turn goes on).
fn drop_with_a_move(s: &Session<CrossHairs>) -> String {
    s.legal()
        .into_iter()
        .map(|a| a.action)
        .find(|a| {
            let mut next = s.clone();
            next.play(a).unwrap();
            next.current().turn_goes_on()
        })
        .expect("some drop lets a soldier move")
}

#[test]
fn a_cross_hairs_turn_is_a_drop_then_a_move_or_end() {
    let mut s = Session::new(CrossHairs::new());
    // The first drop leaves no soldier that can move: a turn of one action.
    let first = s.legal()[0].action.clone();
    play(&mut s, &first);
    assert!(!s.current().turn_goes_on());
    let second = drop_with_a_move(&s);
    play(&mut s, &second);
    play(&mut s, "end");
    let third = drop_with_a_move(&s);
    play(&mut s, &third);
    let moved = s
        .legal()
        .into_iter()
        .find(|a| a.action != "end")
        .expect("a soldier can move")
        .action;
    play(&mut s, &moved);
    assert_eq!(
        turns(&s),
        vec![
            entry(1, 1, &first),
            entry(2, 2, &second),
            entry(2, 2, "end"),
            entry(1, 3, &third),
            entry(1, 3, &moved)
        ]
    );
    // A turn in progress is taken back whole, and only it.
    let fourth = drop_with_a_move(&s);
    play(&mut s, &fourth);
    s.undo_turn().unwrap();
    assert_eq!(turns(&s).len(), 5);
    s.undo_turn().unwrap();
    assert_eq!(turns(&s).len(), 3);
    // Redo of a turn stops where the turn ends.
    s.redo_turn().unwrap();
    assert_eq!(turns(&s).len(), 5);
    for _ in 0..3 {
        s.undo_turn().unwrap();
    }
    assert!(s.undo_turn().is_err(), "nothing left to undo");
}

/// A game says it lets a turn be ended by choice (and the page keeps room
/// below its board for End turn) exactly when `end` is ever legal: in
/// random games of every variant, an `end` turns up where the game says
/// so and never where it says not.
#[test]
fn the_games_that_let_a_turn_be_ended_by_choice_say_so() {
    let mut rng = boardgames::rng::Rng::new(17);
    for (info, options) in boardgames::registry::variants() {
        let mut ends_seen = false;
        for _ in 0..10 {
            let mut session = boardgames::registry::start(info.id, &options).unwrap();
            for _ in 0..400 {
                let legal = session.legal();
                if legal.is_empty() {
                    break;
                }
                ends_seen |= legal
                    .iter()
                    .any(|a| a.kind == boardgames::game::ActionKind::End);
                let action = legal[rng.below(legal.len())].action.clone();
                session.play(&action).unwrap();
            }
        }
        assert_eq!(
            ends_seen, info.ends_turns_by_choice,
            "{} {options:?}",
            info.id
        );
    }
}
