//! A player who resigns in Martian Checkers for 3 or 4 players leaves the
//! game while the others play on (README, "Martian Checkers"): their pieces
//! leave the board with them, their turns pass them by, their stash stays
//! but cannot win, and one player left ends the game. The departure is a
//! record's `resign` and a compact record's `.`, and position text marks it
//! with `x` after the player's stash. Two-player games end on resigning.

use boardgames::game::{Action, Game, Status};
use boardgames::games::martian::Martian;
use boardgames::registry;
use boardgames::session::{AnySession, Session};

fn players(n: u8) -> Vec<(String, String)> {
    vec![("players".to_string(), n.to_string())]
}

fn owners(game: &Martian) -> Vec<u8> {
    let mut owners: Vec<u8> = game.pieces().iter().map(|p| p.owner).collect();
    owners.sort();
    owners.dedup();
    owners
}

#[test]
fn a_player_who_resigns_leaves_with_their_pieces_and_the_others_play_on() {
    let mut game = Martian::new(3).unwrap();
    assert!(game.may_leave());
    game.apply(Action::Leave);
    assert_eq!(owners(&game), vec![2, 3], "Red's pieces left the board");
    assert_eq!(game.status(), Status::ToAct(2), "Blue plays on");
    assert_eq!(
        game.turn_note(),
        None,
        "a player who left is passed by without a note"
    );
    assert!(
        game.position_text().ends_with(":x,,"),
        "{}",
        game.position_text()
    );
    // Round after round, Red never acts again.
    let mut session = Session::new(game.clone());
    for _ in 0..30 {
        let Status::ToAct(p) = session.current().status() else {
            break;
        };
        assert_ne!(p, 1);
        let first = session.legal()[0].action.clone();
        session.play(&first).unwrap();
    }
    // The position text reads back as it was written.
    let text = session.current().position_text();
    assert_eq!(
        Martian::from_position(&text, Some(3))
            .unwrap()
            .position_text(),
        text
    );
}

#[test]
fn the_last_player_in_wins_and_a_stash_of_a_player_who_left_cannot_win() {
    let mut game = Martian::new(4).unwrap();
    game.apply(Action::Leave); // Red
    game.apply(Action::Leave); // Blue
    assert_eq!(game.status(), Status::ToAct(3));
    // Ending by agreement now scores only Yellow and Green, though Red and
    // Blue could have had more.
    let agreed = game.stopped(None).unwrap();
    assert_eq!(
        agreed.winners,
        vec![3, 4],
        "equal stashes of the two still in"
    );
    game.apply(Action::Leave); // Yellow
    match game.status() {
        Status::Over { winners, reason } => {
            assert_eq!(winners, vec![4]);
            assert_eq!(reason, "Yellow resigned, and one player is left in the game, so the game ends and the stashes are scored");
        }
        other => panic!("the game goes on: {other:?}"),
    }
    assert!(!game.may_leave(), "no one leaves a game that is over");
    // A big stash of a player who left does not win.
    let text = "d7/8/8/8/8/8/8/g6l:2:333x,,1,2";
    let rich = Martian::from_position(text, Some(4)).unwrap();
    assert_eq!(rich.stopped(None).unwrap().winners, vec![4]);
}

#[test]
fn a_player_who_left_with_no_pieces_does_not_end_the_game() {
    // Blue left; Red, Yellow play on with pieces; Blue's empty board side is no end.
    let game = Martian::from_position("g7/8/8/8/8/8/8/a7:1:,x,", Some(3)).unwrap();
    assert_eq!(game.status(), Status::ToAct(1));
}

#[test]
fn the_record_writes_resign_and_reads_it_back_in_both_forms() {
    let mut s = registry::start("martian-checkers", &players(3)).unwrap();
    let first = s.legal()[0].action.clone();
    s.play(&first).unwrap();
    s.leave().unwrap();
    let reply = s.legal()[0].action.clone();
    s.play(&reply).unwrap();
    let record = s.record();
    assert_eq!(record[1], "resign");
    assert_eq!(
        s.view().left,
        vec![2],
        "the view names who left: Blue, after Red's first action"
    );
    let compact = s.compact_record(false);
    assert_eq!(compact.chars().nth(1), Some('.'));
    let mut again = registry::start("martian-checkers", &players(3)).unwrap();
    again.play_compact(&compact).unwrap();
    assert_eq!(again.position(), s.position());
    let mut from_text = registry::start("martian-checkers", &players(3)).unwrap();
    from_text
        .play_record(&record.iter().map(String::as_str).collect::<Vec<_>>())
        .unwrap();
    assert_eq!(from_text.position(), s.position());
    // Undo brings the player and their pieces back.
    s.undo().unwrap();
    s.undo().unwrap();
    assert_eq!(s.view().pieces.len(), 27);
    assert!(!s.view().moves.iter().any(|m| m.action == "resign"));
}

#[test]
fn leaving_is_not_a_legal_action_nor_possible_with_two_players() {
    let mut s = registry::start("martian-checkers", &players(3)).unwrap();
    assert!(
        s.legal().iter().all(|a| a.action != "resign"),
        "no search or playout plays it"
    );
    // The protocol's play takes legal actions only.
    let error = s.play_all(&["resign"]).unwrap_err();
    assert!(error.starts_with("action 1, resign:"), "{error}");
    let mut two = registry::start("martian-checkers", &players(2)).unwrap();
    assert!(two.leave().is_err());
    let error = two.play_record(&["resign"]).unwrap_err();
    assert!(error.contains("resigning ends the game"), "{error}");
    let mut mad = registry::start("mad-rooks", &[]).unwrap();
    assert!(mad
        .play_compact(".")
        .unwrap_err()
        .contains("not possible here"));
}

#[test]
fn positions_that_mark_a_departure_wrongly_are_refused() {
    for (text, players, says) in [
        (
            "1eff/1def/1dde/4/4/baa1/cba1/ccb1:1:x,",
            2,
            "only with 3 or 4 players",
        ),
        (
            "g7/8/8/8/8/8/8/a6d:1:,x,",
            3,
            "Blue left the game (x) but has pieces",
        ),
        (
            "g7/8/8/8/8/8/8/a7:2:,x,",
            3,
            "Blue is to act but left the game",
        ),
    ] {
        let error = Martian::from_position(text, Some(players)).unwrap_err();
        assert!(error.contains(says), "{text}: {error}");
    }
}
