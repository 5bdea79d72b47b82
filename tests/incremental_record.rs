//! The record, its compact code and the view's moves are kept up as each
//! action is played (src/session.rs), not rebuilt: they must equal what a
//! rebuild from the start gives, through play, undo, redo and view_since.

use boardgames::registry;
use boardgames::rng::Rng;

#[test]
fn kept_up_records_equal_rebuilt_ones_through_play_undo_and_redo() {
    for (game, options) in registry::variants() {
        let mut rng = Rng::new(17);
        for _ in 0..3 {
            let mut session = registry::start(game.id, &options).unwrap();
            for step in 0..120 {
                match rng.below(6) {
                    0 => {
                        let _ = session.undo();
                    }
                    1 => {
                        let _ = session.redo();
                    }
                    _ => {
                        let legal = session.legal();
                        if legal.is_empty() {
                            break;
                        }
                        session.play(&legal[rng.below(legal.len())].action).unwrap();
                    }
                }
                // The compact code reads back to the same game, played and whole line.
                let code = session.compact_record(false);
                let mut again = registry::start(game.id, &options).unwrap();
                again.play_compact(&code).unwrap();
                assert_eq!(
                    again.position(),
                    session.position(),
                    "{} step {step}",
                    game.id
                );
                assert_eq!(again.record(), session.record());
                let line = session.compact_record(true);
                let mut whole = registry::start(game.id, &options).unwrap();
                whole.play_compact(&line).unwrap();
                assert_eq!(whole.record(), session.record_line());
                // The view's moves, all or from any point, and the redo's.
                let all = session.view().moves;
                assert_eq!(all.len(), session.move_count());
                assert_eq!(session.last_move(), all.last().cloned());
                let known = rng.below(all.len() + 2);
                let since = session.view_since(known);
                assert_eq!(since.moves_from, known.min(all.len()));
                assert_eq!(since.move_count, all.len());
                assert_eq!(since.moves, all[since.moves_from..].to_vec());
                let line_moves = session.line_moves();
                assert_eq!(line_moves[..all.len()].to_vec(), all);
                assert_eq!(session.redo_moves(), line_moves[all.len()..].to_vec());
                // Turns as a rebuild from the record numbers them.
                let rebuilt = {
                    let mut s = registry::start(game.id, &options).unwrap();
                    let words = session.record();
                    let refs: Vec<&str> = words.iter().map(String::as_str).collect();
                    s.play_all(&refs).unwrap();
                    s.view().moves
                };
                assert_eq!(rebuilt, all);
            }
        }
    }
}
