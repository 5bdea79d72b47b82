//! The random-game harness the `*_random.rs` tests share: seeded random games
//! played through the session, as the site and the protocol play them, with
//! the checks every game gets (undo and redo restore the exact position and
//! actions, position text reads back, the record replays to the same end,
//! undo goes all the way back) and a game's own checks at every position
//! and after every action.

use boardgames::game::Status;
use boardgames::registry;
use boardgames::rng::Rng;
use boardgames::session::AnySession;

/// The legal actions in notation, sorted.
pub fn sorted_legal(session: &dyn AnySession) -> Vec<String> {
    let mut v: Vec<String> = session.legal().into_iter().map(|a| a.action).collect();
    v.sort();
    v
}

/// The status without its reason: a reloaded end position knows who won,
/// not how the last action ended the game.
pub fn winners_or_turn(status: Status) -> Result<u8, Vec<u8>> {
    match status {
        Status::ToAct(p) => Ok(p),
        Status::Over { winners, .. } => Err(winners),
    }
}

/// One position of a random game, as the checks see it.
pub struct Position<'a> {
    pub session: &'a dyn AnySession,
    /// The legal actions, sorted.
    pub legal: &'a [String],
    /// The position text.
    pub text: &'a str,
    /// Actions played so far in this game.
    pub step: usize,
    pub seed: u64,
}

impl Position<'_> {
    /// While the game goes on: the player the reference reads from the
    /// position text (`to_move`) is to act, and every `every`th step the
    /// legal actions are the reference's (`reference`, sorted), which is
    /// slow and so not run at every step.
    pub fn agrees_with(&self, to_move: u8, every: usize, reference: impl FnOnce() -> Vec<String>) {
        if matches!(self.session.status(), Status::Over { .. }) {
            return;
        }
        assert_eq!(
            self.session.status(),
            Status::ToAct(to_move),
            "seed {}",
            self.seed
        );
        if self.step.is_multiple_of(every) {
            assert_eq!(
                self.legal,
                reference(),
                "seed {}, step {}, position {}",
                self.seed,
                self.step,
                self.text
            );
        }
    }
}

/// The position an action was played from, for the checks after it.
pub struct Before {
    pub text: String,
    pub scores: Vec<u32>,
    pub step: usize,
    pub seed: u64,
}

/// A game's own checks.
pub trait Checks {
    /// At every position, the last one included.
    fn position(&mut self, at: &Position);
    /// After `choice` was played from `before`; `session` is the game now.
    fn after(&mut self, before: &Before, choice: &str, session: &dyn AnySession);
    /// At the end of a game (`winners` from the status).
    fn over(&mut self, at: &Position, winners: &[u8]);
}

/// How a batch of random games is played.
pub struct Batch<'a> {
    pub id: &'a str,
    pub options: Vec<(String, String)>,
    /// The seeds of the games' random choices.
    pub seeds: Vec<u64>,
    /// Undo and redo are checked every this many actions.
    pub undo_every: usize,
    /// Reading the position text back is checked every this many actions.
    pub reload_every: usize,
    /// A game still going after this many actions is left there (counted);
    /// `None`: such a game is a loop, and fails the test.
    pub cap: Option<usize>,
}

/// What a batch did.
#[derive(Debug, Default)]
pub struct Played {
    pub games: usize,
    pub finished: usize,
    pub capped: usize,
    pub longest: usize,
}

/// Plays the batch, checking everything after every action.
pub fn play(batch: &Batch, checks: &mut dyn Checks) -> Played {
    let mut played = Played::default();
    let start_text = registry::start(batch.id, &batch.options)
        .unwrap()
        .position();
    for &seed in &batch.seeds {
        let mut rng = Rng::new(seed);
        let mut session = registry::start(batch.id, &batch.options).unwrap();
        let mut step = 0;
        loop {
            let legal = sorted_legal(session.as_ref());
            let text = session.position();
            let at = Position {
                session: session.as_ref(),
                legal: &legal,
                text: &text,
                step,
                seed,
            };
            checks.position(&at);
            // `Game::status`'s contract, which the searches rely on: a
            // game to act has an action, a game over has none.
            if let Status::Over { winners, .. } = session.status() {
                assert!(legal.is_empty(), "seed {seed}: actions after the end");
                checks.over(&at, &winners);
                played.finished += 1;
                break;
            }
            assert!(!legal.is_empty(), "seed {seed}: the player to act can act");
            if batch.cap.is_some_and(|cap| step >= cap) {
                played.capped += 1;
                break;
            }
            assert!(
                step < 20_000,
                "seed {seed}: a game this long is a loop: {text}"
            );
            let choice = legal[rng.below(legal.len())].clone();
            let before = Before {
                text: text.clone(),
                scores: session.scores(),
                step,
                seed,
            };
            session
                .play(&choice)
                .unwrap_or_else(|e| panic!("seed {seed}: {choice} refused: {e}"));
            checks.after(&before, &choice, session.as_ref());
            if step.is_multiple_of(batch.undo_every) {
                let after = session.position();
                session.undo().unwrap();
                assert_eq!(session.position(), text, "seed {seed}: undo of {choice}");
                assert_eq!(sorted_legal(session.as_ref()), legal, "seed {seed}: undo");
                session.redo().unwrap();
                assert_eq!(session.position(), after, "seed {seed}: redo of {choice}");
            }
            if step.is_multiple_of(batch.reload_every) {
                let mut options = batch.options.clone();
                options.push(("position".to_string(), session.position()));
                let reloaded = registry::start(batch.id, &options).unwrap();
                assert_eq!(reloaded.position(), session.position(), "seed {seed}");
                assert_eq!(
                    sorted_legal(reloaded.as_ref()),
                    sorted_legal(session.as_ref()),
                    "seed {seed}: {}",
                    session.position()
                );
                assert_eq!(
                    winners_or_turn(reloaded.status()),
                    winners_or_turn(session.status()),
                    "seed {seed}"
                );
            }
            step += 1;
        }
        // The record replays to the same end; undo goes back to the start.
        let record = session.record();
        assert_eq!(record.len(), step, "seed {seed}");
        let mut replay = registry::start(batch.id, &batch.options).unwrap();
        let words: Vec<&str> = record.iter().map(String::as_str).collect();
        replay.play_all(&words).unwrap();
        assert_eq!(replay.position(), session.position(), "seed {seed}");
        assert_eq!(replay.status(), session.status(), "seed {seed}");
        while session.can_undo() {
            session.undo().unwrap();
        }
        assert_eq!(session.position(), start_text, "seed {seed}");
        played.games += 1;
        played.longest = played.longest.max(step);
    }
    played
}
