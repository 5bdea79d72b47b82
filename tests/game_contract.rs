//! What the searches rely on of every game (`Game::status`): a game to act
//! has a legal action, and a game over has none.

use boardgames::game::Status;
use boardgames::registry;
use boardgames::rng::Rng;

#[test]
fn a_game_is_to_act_exactly_when_it_has_a_legal_action() {
    let mut rng = Rng::new(29);
    for (game, options) in registry::variants() {
        let mut ends = 0;
        for _ in 0..40 {
            let mut session = registry::start(game.id, &options).unwrap();
            for _ in 0..1000 {
                let legal = session.legal();
                let to_act = matches!(session.status(), Status::ToAct(_));
                assert_eq!(
                    to_act,
                    !legal.is_empty(),
                    "{} {options:?}: {}",
                    game.id,
                    session.position()
                );
                if legal.is_empty() {
                    ends += 1;
                    break;
                }
                let action = legal[rng.below(legal.len())].action.clone();
                session.play(&action).unwrap();
            }
        }
        // Most random games end well within the cap, so the games' ends
        // were looked at too, not only their middles.
        assert!(ends >= 20, "{} {options:?}: {ends} of 40 ended", game.id);
    }
}
