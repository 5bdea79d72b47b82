//! Matches between two players (a level, a baseline) over many games, with
//! seats alternating, for measuring strength. Games are played through the
//! registry by id, so every game and option is covered by the same code.

use crate::ai::level::{Budget, Level};
use crate::ai::mcts::MAX_NODES;
use crate::ai::thinker::{search_natively, KeptSearch};
use crate::ai::{Alteration, Engine, Evaluation, MctsSettings};
use crate::game::Status;
use crate::registry;
use crate::rng::Rng;
use crate::session::AnySession;

/// A game still going after this many actions is ended by agreement, as
/// the site offers for games with no move limit (Martian Checkers: scored
/// by the stashes), or else counted a draw. Two searchers at Martian
/// Checkers can avoid each other for thousands of actions; games of the
/// other kinds end long before this by their rules.
pub const MAX_ACTIONS: usize = 400;

/// The winners of `session`'s game ended now by agreement, as a game still
/// going after [`MAX_ACTIONS`] is ended; `None` for a game that has no end
/// by agreement (its rules always end it).
pub fn winners_by_agreement(session: &dyn AnySession) -> Option<Vec<u8>> {
    match session.stopped(None) {
        Some(Status::Over { winners, .. }) => Some(winners),
        _ => None,
    }
}

/// One side of a match.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Contender {
    Random,
    Greedy,
    /// A search with this budget; `name` is how the report calls it.
    /// With `keep_tree`, the contender's search follows the game from one
    /// of its actions to the next ([`crate::ai::Thinker::advance`]) where the search
    /// can, as the site's worker does for Hard and Expert; without, each
    /// action is searched afresh.
    Search {
        name: &'static str,
        engine: Engine,
        budget: Budget,
        keep_tree: bool,
    },
}

/// Hard changed in one way, at Hard's time, to measure that one part
/// against Hard: by name, the search and whether it keeps its tree
/// between actions.
const HARD_VARIANTS: [(&str, Engine, bool); 9] = [
    // Hard as it was until it kept its tree between actions.
    ("hard-fresh", Engine::Strongest, false),
    // Hard spending its time by sequential halving at the root, where its
    // search is the Monte Carlo search.
    (
        "hard-halving",
        Engine::StrongestAltered(Alteration::Halving),
        true,
    ),
    // Hard without RAVE, where its search has it (three-player Martian
    // Checkers).
    (
        "hard-without-rave",
        Engine::StrongestAltered(Alteration::WithoutRave),
        true,
    ),
    // Hard with short playouts of 8 actions instead of 4, where it plays
    // them (three- and four-player Martian Checkers, Mad Rooks).
    (
        "hard-playouts-8",
        Engine::StrongestAltered(Alteration::HorizonPlayouts(8)),
        true,
    ),
    // Hard with a tree of four times the usual nodes, where its search is
    // the Monte Carlo search.
    (
        "hard-tree-4x",
        Engine::StrongestAltered(Alteration::TreeNodes(4 * MAX_NODES)),
        true,
    ),
    // Hard with its exploration growing as a node's visits (exponent 1)
    // rather than their 0.6th power, where it grows (three- and
    // four-player Martian Checkers).
    (
        "hard-growth-1",
        Engine::StrongestAltered(Alteration::GrowthExponent(1.0)),
        true,
    ),
    // Hard with opponent-move abstraction (RAVE's equivalence, 100), where
    // its search is the Monte Carlo search: Hard itself at three players,
    // where it has it.
    (
        "hard-oma",
        Engine::StrongestAltered(Alteration::OpponentMoveAbstraction(Some(100.0))),
        true,
    ),
    // Hard without opponent-move abstraction, where it has it (three-player
    // Martian Checkers).
    (
        "hard-without-oma",
        Engine::StrongestAltered(Alteration::OpponentMoveAbstraction(None)),
        true,
    ),
    // Hard on the game's candidate horizon evaluation, where it has one
    // (Martian Checkers: a learnt model refitted since Hard's, measured
    // against it before it may replace it), else Hard.
    (
        "hard-candidate-evaluation",
        Engine::StrongestAltered(Alteration::CandidateEvaluation),
        true,
    ),
];

/// The searches a match may name besides the levels, each given Hard's
/// time per action.
const SEARCHES_AT_HARD_TIME: [(&str, Engine); 10] = [
    ("mcts", Engine::Mcts(MctsSettings::PLAIN)),
    (
        "mcts-horizon",
        Engine::Mcts(MctsSettings {
            on_horizon: true,
            ..MctsSettings::PLAIN
        }),
    ),
    ("mcts-implicit", Engine::Mcts(MctsSettings::implicit(false))),
    (
        "mcts-horizon-implicit",
        Engine::Mcts(MctsSettings::implicit(true)),
    ),
    ("alphabeta", Engine::AlphaBeta(Evaluation::Material)),
    (
        "alphabeta-knowledge",
        Engine::AlphaBeta(Evaluation::Knowledge),
    ),
    ("refined", Engine::RefinedAlphaBeta(Evaluation::Material)),
    (
        "refined-knowledge",
        Engine::RefinedAlphaBeta(Evaluation::Knowledge),
    ),
    (
        "refined-full-width",
        Engine::FullWidthAlphaBeta(Evaluation::Knowledge),
    ),
    (
        "refined-captures",
        Engine::CapturesForcingAlphaBeta(Evaluation::Knowledge),
    ),
];

impl Contender {
    /// `random`, `greedy`, a level (`easy`, `medium`, `hard`, `expert`)
    /// with its time multiplied by `scale` (Hard and Expert keep their
    /// tree between actions, [`Level::keeps_tree`]), Hard changed in one
    /// way (`HARD_VARIANTS`), `mcts` (the Monte Carlo search
    /// at Hard's budget: Hard until the alpha-beta search), `mcts-horizon`
    /// (the same with short playouts scored by the alpha-beta search's
    /// evaluation), `mcts-implicit` and `mcts-horizon-implicit` (the two
    /// with implicit minimax backups), `mcts-easy`
    /// (Easy until the casual player: the Monte Carlo search, 150
    /// iterations), `alphabeta` (the alpha-beta baseline, material only, at
    /// Hard's time), `alphabeta-knowledge` (alpha-beta on the game's own
    /// evaluation), `refined` and `refined-knowledge` (the refined search
    /// on material and on the game's evaluation), `refined-full-width` (the
    /// latter without null windows and reductions), `refined-captures`
    /// (the latter taking only kills and captures as forcing, whatever
    /// the game knows), or `iterations=N` (the
    /// Monte Carlo search with a fixed number of iterations per action,
    /// whatever the time). Any of these searches followed by `@K` thinks
    /// K times its time (`mcts@10` against `mcts`: how much ten times the
    /// time buys), so a match may give its two sides different times.
    pub fn parse(text: &str, scale: f64) -> Result<Contender, String> {
        if let Some((name, factor)) = text.split_once('@') {
            return Self::parse_at_times(name, factor, scale);
        }
        if let Some(level) = Level::parse(text) {
            return Ok(Contender::Search {
                name: level.id(),
                engine: level.engine(),
                budget: level.budget().scaled(scale),
                keep_tree: level.keeps_tree(),
            });
        }
        if let Some(&(name, engine, keep_tree)) = HARD_VARIANTS.iter().find(|(n, ..)| *n == text) {
            return Ok(Contender::Search {
                name,
                engine,
                budget: Level::Hard.budget().scaled(scale),
                keep_tree,
            });
        }
        if text == "mcts-easy" {
            // Easy until the casual player: the Monte Carlo search, capped.
            return Ok(Contender::Search {
                name: "mcts-easy",
                engine: Engine::Mcts(MctsSettings::PLAIN),
                budget: Budget {
                    millis: 100.0,
                    iterations: 150,
                }
                .scaled(scale),
                keep_tree: false,
            });
        }
        if let Some(&(name, engine)) = SEARCHES_AT_HARD_TIME.iter().find(|(n, _)| *n == text) {
            return Ok(Contender::Search {
                name,
                engine,
                budget: Level::Hard.budget().scaled(scale),
                keep_tree: false,
            });
        }
        match text.split_once('=') {
            Some(("iterations", n)) => match n.parse::<u64>() {
                Ok(n) if n > 0 => Ok(Contender::Search {
                    name: "iterations",
                    engine: Engine::Mcts(MctsSettings::PLAIN),
                    budget: Budget {
                        millis: f64::INFINITY,
                        iterations: n,
                    },
                    keep_tree: false,
                }),
                _ => Err(format!("'{n}' is not a positive number of iterations")),
            },
            _ => match text {
                "random" => Ok(Contender::Random),
                "greedy" => Ok(Contender::Greedy),
                _ => {
                    let variants: Vec<&str> = HARD_VARIANTS.iter().map(|(n, ..)| *n).collect();
                    let searches: Vec<&str> =
                        SEARCHES_AT_HARD_TIME.iter().map(|(n, _)| *n).collect();
                    Err(format!(
                        "'{text}' is not a player: one of random, greedy, easy, medium, hard, expert, {}, mcts-easy, {}, iterations=N; a search followed by @K thinks K times its time",
                        variants.join(", "),
                        searches.join(", ")
                    ))
                }
            },
        }
    }

    /// `name@factor`: the contender `name` with its time multiplied by
    /// `factor`, for those whose budget is a time.
    fn parse_at_times(name: &str, factor: &str, scale: f64) -> Result<Contender, String> {
        let excerpt: String = factor.chars().take(20).collect();
        let mut contender = Contender::parse(name, scale)?;
        let budget = match &mut contender {
            Contender::Search { budget, .. } if budget.millis.is_finite() => budget,
            _ => {
                return Err(format!(
                    "{name} has no thinking time to multiply by @{excerpt}"
                ))
            }
        };
        *budget = match factor.parse::<f64>() {
            Ok(k) if k > 0.0 => budget.scaled(k),
            _ => {
                return Err(format!(
                    "'{excerpt}' after @ is not a positive number of times"
                ))
            }
        };
        if !budget.millis.is_finite() {
            return Err(format!("{name}@{excerpt}: too many times its time"));
        }
        Ok(contender)
    }

    pub fn name(&self) -> &'static str {
        match self {
            Contender::Random => "random",
            Contender::Greedy => "greedy",
            Contender::Search { name, .. } => name,
        }
    }
}

/// How one game went for the first contender.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameResult {
    Win,
    /// A draw, or a win shared with the other contender: `among` players
    /// share it, 2 for a two-player draw or a win shared by two, 3 or 4
    /// when more share it (Martian Checkers for 3 or 4 players). Each of
    /// them holds that share of the win ([`GameResult::share`]).
    Draw {
        among: u8,
    },
    Loss,
}

impl GameResult {
    /// A draw between two.
    pub const DRAW: GameResult = GameResult::Draw { among: 2 };

    /// 0, 1 or 2 for a win, a draw or a loss: where the result counts in
    /// a record of wins, draws and losses.
    pub fn outcome(self) -> usize {
        match self {
            GameResult::Win => 0,
            GameResult::Draw { .. } => 1,
            GameResult::Loss => 2,
        }
    }

    /// The first contender's share of the win: 1, 1/k of a win shared by
    /// k (a draw between two half), or 0.
    pub fn share(self) -> f64 {
        match self {
            GameResult::Win => 1.0,
            GameResult::Draw { among } => 1.0 / f64::from(among.max(1)),
            GameResult::Loss => 0.0,
        }
    }
}

/// One finished game.
#[derive(Clone, Debug)]
pub struct GameRecord {
    pub result: GameResult,
    pub actions: usize,
    /// Search iterations and seconds spent searching, per contender.
    pub iterations: [u64; 2],
    pub seconds: [f64; 2],
    /// True when the game reached `MAX_ACTIONS` and was ended by agreement.
    pub stopped: bool,
    /// The seat the first contender played.
    pub seat: u8,
    /// The actions played, as the site's compact record (its address's
    /// `r=`): with [`replay_address`], the game opens on the site as a
    /// replay.
    pub code: String,
}

/// The seat (1-based) of the first contender in game `index` of a match
/// among `players` seats: the seats go round, one a game.
pub fn first_seat_of(index: u64, players: u64) -> u64 {
    index % players + 1
}

/// The index of the `n`th game (from 0) in which the first contender sits
/// in `seat`: the inverse of [`first_seat_of`], for a match that plays one
/// seat only and the same games a match of every seat plays there.
pub fn index_in_seat(n: u64, seat: u64, players: u64) -> u64 {
    n * players + seat - 1
}

/// Plays game number `index` of a match: the first contender sits in seat
/// [`first_seat_of`] the index, the second in every other seat.
pub fn play_game(
    game: &str,
    options: &[(String, String)],
    contenders: [Contender; 2],
    index: u64,
    seed: u64,
) -> Result<GameRecord, String> {
    let mut session = registry::start(game, options)?;
    let players = session.scores().len() as u64;
    let first_seat = first_seat_of(index, players) as u8;
    let mut rng = Rng::new(seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15));
    let mut record = GameRecord {
        result: GameResult::DRAW,
        actions: 0,
        iterations: [0; 2],
        seconds: [0.0; 2],
        stopped: false,
        seat: first_seat,
        code: String::new(),
    };
    // Each contender's search kept from its last action, if it keeps one.
    let mut kept: [Option<KeptSearch>; 2] = [None, None];
    loop {
        let mover = match session.status() {
            Status::ToAct(p) => p,
            Status::Over { winners, .. } => {
                record.result = result_for(&winners, first_seat, players);
                break;
            }
        };
        if record.actions >= MAX_ACTIONS {
            let winners = winners_by_agreement(session.as_ref()).unwrap_or_default();
            record.result = result_for(&winners, first_seat, players);
            record.stopped = true;
            break;
        }
        let side = usize::from(mover != first_seat);
        let action = choose(
            session.as_ref(),
            contenders[side],
            &mut rng,
            &mut record,
            side,
            &mut kept[side],
        )?;
        session.play(&action)?;
        record.actions += 1;
    }
    record.code = session.compact_record(false);
    Ok(record)
}

/// The site's address (its part from `#`) that opens a game of `game`
/// with `options`, played as the compact record `code`, as a replay at its
/// end; the options' values escaped where the address would misread them.
pub fn replay_address(game: &str, options: &[(String, String)], code: &str) -> String {
    let mut query: Vec<String> = options
        .iter()
        .map(|(key, value)| format!("{}={}", escaped(key), escaped(value)))
        .collect();
    query.push("mode=replay".into());
    query.push(format!("r={}", escaped(code)));
    format!("#/{}?{}", escaped(game), query.join("&"))
}

/// `text` with every byte but letters, digits and `-_.~/:,` written as
/// `%XX`, as an address's query reads it back (`+` would read as a space,
/// `&`, `=` and `#` would end the value).
fn escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.~/:,".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// How a game of `players` with `winners` went for the contender in
/// `seat`; no winners is a draw among all.
fn result_for(winners: &[u8], seat: u8, players: u64) -> GameResult {
    let among = |n: u64| GameResult::Draw {
        among: u8::try_from(n).unwrap_or(u8::MAX),
    };
    if winners.is_empty() {
        among(players)
    } else if !winners.contains(&seat) {
        GameResult::Loss
    } else if winners.len() == 1 {
        GameResult::Win
    } else {
        among(winners.len() as u64)
    }
}

fn choose(
    session: &dyn AnySession,
    contender: Contender,
    rng: &mut Rng,
    record: &mut GameRecord,
    side: usize,
    kept: &mut Option<KeptSearch>,
) -> Result<String, String> {
    let action = match contender {
        Contender::Random => session.baseline(false, rng),
        Contender::Greedy => session.baseline(true, rng),
        Contender::Search {
            engine,
            budget,
            keep_tree,
            ..
        } => {
            // Following the game counts against the time, as in the worker.
            let start = std::time::Instant::now();
            let seed = rng.next_u64();
            let played = session.record();
            let mut thinker =
                KeptSearch::resume(kept.take(), &played, || session.searcher(engine, seed));
            let following = start.elapsed().as_secs_f64();
            let budget = Budget {
                millis: (budget.millis - following * 1000.0).max(0.0),
                ..budget
            };
            record.seconds[side] += following + search_natively(thinker.as_mut(), budget);
            record.iterations[side] += thinker.iterations();
            let best = thinker.best();
            if keep_tree {
                *kept = Some(KeptSearch::new(played, thinker));
            }
            best
        }
    };
    action.ok_or_else(|| "no action in a game that goes on".to_string())
}

/// The tally of a match, from the first contender's side.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    pub actions: usize,
    pub iterations: [u64; 2],
    pub seconds: [f64; 2],
    /// The first contender's wins, draws and losses in the games ended
    /// by agreement at `MAX_ACTIONS`: a game still going then is often
    /// one whose leader does not end it, and a score over every game
    /// hides how those went.
    pub stopped: [u32; 3],
    /// Wins, draws and losses of the first contender by the seat it played
    /// (index seat - 1): in a game where one seat wins most games between
    /// equals, the score hides how the contenders play from each.
    pub by_seat: [[u32; 3]; 4],
    /// The draws by how many players shared them (index 2 to 4;
    /// [`GameResult::Draw`]'s `among`).
    pub draws_shared_by: [u32; 5],
}

impl Tally {
    pub fn add(&mut self, game: &GameRecord) {
        let outcome = game.result.outcome();
        if let Some(seat) = self.by_seat.get_mut(usize::from(game.seat).wrapping_sub(1)) {
            seat[outcome] += 1;
        }
        if let GameResult::Draw { among } = game.result {
            // A draw between two is the rule; more than four cannot be.
            self.draws_shared_by[usize::from(among).clamp(2, 4)] += 1;
        }
        if game.stopped {
            self.stopped[outcome] += 1;
        }
        self.actions += game.actions;
        for side in 0..2 {
            self.iterations[side] += game.iterations[side];
            self.seconds[side] += game.seconds[side];
        }
    }

    /// The first contender's wins, draws and losses over every seat.
    pub fn results(&self) -> [u32; 3] {
        let mut total = [0; 3];
        for seat in &self.by_seat {
            for (sum, count) in total.iter_mut().zip(seat) {
                *sum += count;
            }
        }
        total
    }

    pub fn games(&self) -> u32 {
        self.results().iter().sum()
    }

    /// The first player's wins, draws and losses in a two-player match,
    /// whichever contender held the seat: the first contender's record
    /// from seat 1 and its record from seat 2 seen from the other side.
    /// Between a contender and itself this is what
    /// `--first-seat-wins` asks for. `None` when a third or fourth seat
    /// was played.
    pub fn first_player(&self) -> Option<[u32; 3]> {
        let [first, second, third, fourth] = self.by_seat;
        if third.iter().chain(&fourth).any(|&n| n > 0) {
            return None;
        }
        Some([
            first[0] + second[2],
            first[1] + second[1],
            first[2] + second[0],
        ])
    }

    /// The first contender's score, 0..1: its share of the wins, a win
    /// shared by k players counting 1/k (a draw between two half). So
    /// the shares of every player add up to one a game, and an even share
    /// among n players is 1/n, as the targets for 3 and 4 players read.
    pub fn score(&self) -> f64 {
        let shares: f64 = self
            .counts()
            .map(|(result, n)| f64::from(n) * result.share())
            .sum();
        shares / f64::from(self.games().max(1))
    }

    /// How many games ended each way: wins, draws by how many shared them,
    /// losses.
    pub fn counts(&self) -> impl Iterator<Item = (GameResult, u32)> + '_ {
        let [wins, _, losses] = self.results();
        let draws = (2..=4u8).map(|among| {
            (
                GameResult::Draw { among },
                self.draws_shared_by[usize::from(among)],
            )
        });
        std::iter::once((GameResult::Win, wins))
            .chain(draws)
            .chain(std::iter::once((GameResult::Loss, losses)))
    }

    /// The draws more than two players shared (Martian Checkers for 3 or
    /// 4), where [`Tally::score`] and a draw counted half
    /// ([`score_of`]) part.
    pub fn draws_among_more_than_two(&self) -> u32 {
        self.draws_shared_by[3] + self.draws_shared_by[4]
    }

    /// The 95% confidence interval of the score (Wilson's, which stays
    /// inside 0..1 and is honest at 0% and 100%).
    pub fn interval(&self) -> (f64, f64) {
        wilson(self.score(), f64::from(self.games()))
    }

    /// Search iterations per second of one side, if it searched.
    pub fn speed(&self, side: usize) -> Option<f64> {
        (self.seconds[side] > 0.0).then(|| self.iterations[side] as f64 / self.seconds[side])
    }
}

/// The score of a record of wins, draws and losses, a draw counting half:
/// 0..1 (0 for no games). [`Tally::score`] where no draw was shared by
/// more than two; the figures of docs/strength.md before 2026-12-01
/// (morning) count every draw so.
pub fn score_of([wins, draws, losses]: [u32; 3]) -> f64 {
    let games = f64::from((wins + draws + losses).max(1));
    (f64::from(wins) + 0.5 * f64::from(draws)) / games
}

/// Wilson's 95% interval for a proportion `p` observed over `n` trials.
pub fn wilson(p: f64, n: f64) -> (f64, f64) {
    if n <= 0.0 {
        return (0.0, 1.0);
    }
    let z2 = 1.96f64 * 1.96;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = 1.96 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_ended_by_agreement_only_where_its_rules_allow_it() {
        let options = [(
            "position".to_string(),
            "8/8/5i2/c2e4/3a4/8/8/8:2:33,2,3".to_string(),
        )];
        let martian = registry::start("martian-checkers", &options).unwrap();
        assert_eq!(winners_by_agreement(martian.as_ref()), Some(vec![1]));
        let tied = [(
            "position".to_string(),
            "8/8/5i2/c2e4/3a4/8/8/8:2:3,2,3".to_string(),
        )];
        let tied = registry::start("martian-checkers", &tied).unwrap();
        assert_eq!(winners_by_agreement(tied.as_ref()), Some(vec![1, 3]));
        for game in ["mad-rooks", "kobudai", "cross-hairs"] {
            let session = registry::start(game, &[]).unwrap();
            assert_eq!(winners_by_agreement(session.as_ref()), None, "{game}");
        }
    }

    #[test]
    fn the_first_player_s_record_counts_both_contenders_in_that_seat() {
        let mut tally = Tally::default();
        // The first contender won 3, drew 1 and lost 2 from seat 1, and
        // from seat 2 won 1, drew 2 and lost 4: the first player won 3 +
        // 4, drew 1 + 2 and lost 2 + 1.
        tally.by_seat[0] = [3, 1, 2];
        tally.by_seat[1] = [1, 2, 4];
        assert_eq!(tally.first_player(), Some([7, 3, 3]));
        assert_eq!(score_of([7, 3, 3]), 8.5 / 13.0);
        assert_eq!(score_of([0, 0, 0]), 0.0, "no games");
        tally.by_seat[2] = [0, 0, 1];
        assert_eq!(tally.first_player(), None, "a third seat was played");
    }

    /// A game of `result` from the first seat, stopped at the cap or not.
    fn game_of(result: GameResult, stopped: bool) -> GameRecord {
        GameRecord {
            result,
            actions: if stopped { MAX_ACTIONS } else { 80 },
            iterations: [0; 2],
            seconds: [0.0; 2],
            stopped,
            seat: 1,
            code: String::new(),
        }
    }

    #[test]
    fn the_games_stopped_at_the_cap_keep_their_own_record() {
        let mut tally = Tally::default();
        for (result, stopped) in [
            (GameResult::Win, true),
            (GameResult::Loss, true),
            (GameResult::Loss, true),
            (GameResult::Win, false),
            (GameResult::DRAW, false),
        ] {
            tally.add(&game_of(result, stopped));
        }
        assert_eq!(tally.stopped, [1, 0, 2]);
        assert_eq!(tally.results(), [2, 1, 2], "and count in the whole record");
    }

    #[test]
    fn a_win_shared_by_more_players_is_a_smaller_share() {
        let among = |among| GameResult::Draw { among };
        assert_eq!(result_for(&[2], 2, 3), GameResult::Win);
        assert_eq!(result_for(&[1], 2, 3), GameResult::Loss);
        assert_eq!(result_for(&[1, 3], 3, 3), among(2));
        assert_eq!(result_for(&[1, 2, 3], 3, 3), among(3));
        assert_eq!(result_for(&[1, 2], 3, 3), GameResult::Loss);
        assert_eq!(result_for(&[], 1, 4), among(4), "no winner");
        assert_eq!(result_for(&[], 1, 2), GameResult::DRAW);
        let results = [
            GameResult::Win,
            among(2),
            among(3),
            among(4),
            GameResult::Loss,
            GameResult::Loss,
        ];
        let mut tally = Tally::default();
        for result in results {
            tally.add(&game_of(result, false));
        }
        assert_eq!(tally.results(), [1, 3, 2]);
        assert_eq!(tally.draws_shared_by, [0, 0, 1, 1, 1]);
        assert_eq!(tally.draws_among_more_than_two(), 2);
        let shares = 1.0 + 1.0 / 2.0 + 1.0 / 3.0 + 1.0 / 4.0;
        assert!((tally.score() - shares / 6.0).abs() < 1e-12);
        let each: f64 = results.iter().map(|r| r.share()).sum();
        assert!((each - shares).abs() < 1e-12, "the score is the mean share");
        assert_eq!(score_of(tally.results()), 2.5 / 6.0, "every draw half");
        // Between two, the two scores are one.
        let mut two = Tally::default();
        two.add(&game_of(GameResult::DRAW, false));
        two.add(&game_of(GameResult::Win, false));
        assert_eq!(two.score(), score_of(two.results()));
    }

    #[test]
    fn wilson_interval_of_known_cases() {
        let (lo, hi) = wilson(1.0, 20.0);
        assert!((lo - 0.839).abs() < 0.001 && hi == 1.0, "{lo} {hi}");
        let (lo, hi) = wilson(0.5, 100.0);
        assert!(
            (lo - 0.404).abs() < 0.001 && (hi - 0.596).abs() < 0.001,
            "{lo} {hi}"
        );
    }

    #[test]
    fn contenders_parse_and_bad_names_say_what_is_allowed() {
        assert_eq!(Contender::parse("greedy", 1.0), Ok(Contender::Greedy));
        assert!(matches!(
            Contender::parse("hard", 0.5),
            Ok(Contender::Search { budget, .. }) if budget.millis == 500.0
        ));
        assert!(matches!(
            Contender::parse("alphabeta", 0.5),
            Ok(Contender::Search { engine: Engine::AlphaBeta(Evaluation::Material), budget, .. })
                if budget.millis == 500.0
        ));
        assert!(matches!(
            Contender::parse("mcts", 1.0),
            Ok(Contender::Search { engine: Engine::Mcts(MctsSettings::PLAIN), budget, .. })
                if budget == Level::Hard.budget()
        ));
        assert!(Contender::parse("iterations=0", 1.0).is_err());
        assert!(matches!(
            Contender::parse("hard-without-rave", 0.1),
            Ok(Contender::Search { engine: Engine::StrongestAltered(Alteration::WithoutRave), budget, keep_tree: true, .. })
                if budget == Level::Hard.budget().scaled(0.1)
        ));
        assert!(matches!(
            Contender::parse("hard-tree-4x", 1.0),
            Ok(Contender::Search {
                engine: Engine::StrongestAltered(Alteration::TreeNodes(nodes)),
                keep_tree: true,
                ..
            }) if nodes == 4 * MAX_NODES
        ));
        assert!(matches!(
            Contender::parse("hard-growth-1", 1.0),
            Ok(Contender::Search {
                engine: Engine::StrongestAltered(Alteration::GrowthExponent(exponent)),
                keep_tree: true,
                ..
            }) if exponent == 1.0
        ));
        assert!(matches!(
            Contender::parse("hard-oma", 1.0),
            Ok(Contender::Search {
                engine: Engine::StrongestAltered(Alteration::OpponentMoveAbstraction(Some(equivalence))),
                keep_tree: true,
                ..
            }) if equivalence == 100.0
        ));
        assert!(matches!(
            Contender::parse("hard-without-oma", 1.0),
            Ok(Contender::Search {
                engine: Engine::StrongestAltered(Alteration::OpponentMoveAbstraction(None)),
                keep_tree: true,
                ..
            })
        ));
        assert!(matches!(
            Contender::parse("hard-candidate-evaluation", 1.0),
            Ok(Contender::Search {
                engine: Engine::StrongestAltered(Alteration::CandidateEvaluation),
                keep_tree: true,
                ..
            })
        ));
        assert!(matches!(
            Contender::parse("hard-playouts-8", 1.0),
            Ok(Contender::Search {
                engine: Engine::StrongestAltered(Alteration::HorizonPlayouts(8)),
                keep_tree: true,
                ..
            })
        ));
        assert!(matches!(
            Contender::parse("hard-fresh", 1.0),
            Ok(Contender::Search {
                engine: Engine::Strongest,
                keep_tree: false,
                ..
            })
        ));
        // `@K`: K times the time, the rest of the contender as it was.
        assert!(matches!(
            Contender::parse("mcts@10", 0.1),
            Ok(Contender::Search { engine: Engine::Mcts(MctsSettings::PLAIN), budget, keep_tree: false, .. })
                if (budget.millis - 1000.0).abs() < 1e-9
        ));
        assert!(matches!(
            Contender::parse("hard@0.5", 1.0),
            Ok(Contender::Search { budget, keep_tree: true, .. }) if budget.millis == 500.0
        ));
        for (text, says) in [
            ("hard@0", "not a positive number"),
            ("hard@-2", "not a positive number"),
            ("hard@ten", "not a positive number"),
            ("hard@1e308", "too many times"),
            ("hard@2@3", "not a positive number"),
            ("random@2", "no thinking time"),
            ("iterations=50@2", "no thinking time"),
            ("grandmaster@2", "not a player"),
        ] {
            let error = Contender::parse(text, 1.0).unwrap_err();
            assert!(error.contains(says), "{text}: {error}");
        }
        assert!(Contender::parse("grandmaster", 1.0)
            .unwrap_err()
            .contains("random, greedy"));
    }

    /// A match game's record replays on a fresh game to the same number
    /// of actions and the same end (or, stopped at the cap, no end), and
    /// its address names the game, its options (escaped), the replay and
    /// the record.
    #[test]
    fn a_match_game_s_record_replays_it() {
        let players = [Contender::Random, Contender::Greedy];
        for (game, options) in [
            ("mad-rooks", vec![]),
            (
                "martian-checkers",
                vec![("players".to_string(), "3".to_string())],
            ),
        ] {
            for index in 0..3 {
                let record = play_game(game, &options, players, index, 5).unwrap();
                let mut replayed = registry::start(game, &options).unwrap();
                replayed.play_compact(&record.code).unwrap();
                assert_eq!(replayed.move_count(), record.actions, "{game} {index}");
                // A game stopped at the cap goes on in its replay.
                match replayed.status() {
                    Status::Over { winners, .. } => {
                        assert!(!record.stopped, "{game} {index}");
                        let players = replayed.scores().len() as u64;
                        assert_eq!(result_for(&winners, record.seat, players), record.result);
                    }
                    Status::ToAct(_) => assert!(record.stopped, "{game} {index}"),
                }
            }
        }
        let options = [
            ("players".to_string(), "4".to_string()),
            ("position".to_string(), "a+b&c=d#e f".to_string()),
        ];
        assert_eq!(
            replay_address("martian-checkers", &options, "Ab-_."),
            "#/martian-checkers?players=4&position=a%2Bb%26c%3Dd%23e%20f&mode=replay&r=Ab-_."
        );
    }

    #[test]
    fn a_fixed_budget_match_game_is_repeatable() {
        let players = [
            Contender::parse("iterations=50", 1.0).unwrap(),
            Contender::Random,
        ];
        let a = play_game("kobudai", &[], players, 3, 11).unwrap();
        let b = play_game("kobudai", &[], players, 3, 11).unwrap();
        assert_eq!((a.result, a.actions), (b.result, b.actions));
        assert_eq!(a.iterations[0], b.iterations[0]);
    }
}
