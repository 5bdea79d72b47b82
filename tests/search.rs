//! The computer opponent's search: on small positions with a known best
//! action it finds that action at a fixed seed and budget, for a game of
//! each kind; it is deterministic for a seed; it plays a forced action and
//! nothing when the game is over; and Hard beats the baselines in a few
//! fixed-budget games.

mod common;

use boardgames::ai::baseline::{greedy_action, random_action};
use boardgames::ai::mcts::MAX_NODES;
use boardgames::ai::{
    Alteration, Engine, Evaluation, ExplorationGrowth, Knowledge, MctsSettings, Search,
};
use boardgames::board::Grid;
use boardgames::game::{notation, Game, Status};
use boardgames::games::crosshairs::CrossHairs;
use boardgames::games::kobudai::Kobudai;
use boardgames::games::mad::{Mad, Variant};
use boardgames::games::martian::Martian;
use boardgames::rng::Rng;
use common::{legal, play};

/// The search's action after `iterations` iterations from `seed`.
fn best<G: Knowledge>(game: &G, seed: u64, iterations: u32) -> String {
    let mut search = Search::new(game.clone(), seed);
    search.run(iterations);
    notation(game, search.best().expect("the game goes on"))
}

/// Board text on a `files` x `ranks` grid (see `common::board_text`).
fn board_text(files: u8, ranks: u8, pieces: &str, to_move: u8) -> String {
    common::board_text(Grid::new(files, ranks), pieces, to_move)
}

#[test]
fn mad_kill_that_wins_at_once_is_found() {
    // Bishops: Red's c3 kills Blue's last checker; h2 could only engage it.
    // Rooks: Red's a1 kills Blue's last checker on a8; h2 could engage it.
    let bishops =
        Mad::from_position(Variant::Bishops, &board_text(10, 10, "rc3 rh2 bf6", 1)).unwrap();
    let rooks = Mad::from_position(Variant::Rooks, &board_text(8, 8, "ra1 rh2 ba8", 1)).unwrap();
    for (game, kill) in [(bishops, "c3xf6"), (rooks, "a1xa8")] {
        let actions = legal(&game);
        assert!(
            actions.len() >= 3 && actions.contains(&kill.to_string()),
            "{actions:?}"
        );
        for seed in 1..=5 {
            assert_eq!(best(&game, seed, 200), kill, "seed {seed}");
        }
    }
}

#[test]
fn kobudai_kill_of_the_last_male_is_found() {
    // Blue's only stack is its male on f6; Red's e5 stands next to it.
    let text = board_text(6, 6, "Ra1 rc3 re5 rb1 Bf6", 1);
    let game = Kobudai::from_position(&text, Some(6)).unwrap();
    let actions = legal(&game);
    assert!(
        actions.contains(&"e5xf6".to_string()) && actions.len() > 3,
        "{actions:?}"
    );
    for seed in 1..=5 {
        assert_eq!(best(&game, seed, 300), "e5xf6", "seed {seed}");
    }
}

#[test]
fn martian_chain_that_captures_the_last_piece_is_found_jump_by_jump() {
    // Red's small a1 jumps Blue's a2 to a3, then Blue's b4 (its last piece)
    // to c5, which ends the game 2 to 0. Red's large c1 offers other jumps
    // and steps; after the first jump, `end` would stop a point short.
    let text = format!("{}:,", board_text(4, 8, "aa1 cc1 da2 db4", 1));
    let mut game = Martian::from_position(&text, Some(2)).unwrap();
    let actions = legal(&game);
    assert!(actions.len() > 5, "{actions:?}");
    for seed in 1..=3 {
        assert_eq!(best(&game, seed, 3000), "a1:a3", "seed {seed}");
    }
    play(&mut game, "a1:a3");
    assert!(legal(&game).contains(&"end".to_string()));
    for seed in 1..=3 {
        assert_eq!(best(&game, seed, 1000), "a3:c5", "seed {seed}");
    }
    play(&mut game, "a3:c5");
    assert!(
        matches!(game.status(), Status::Over { ref winners, .. } if winners == &[1]),
        "{:?}",
        game.status()
    );
}

#[test]
fn the_search_is_deterministic_for_a_seed_and_budget() {
    let game = Martian::new(3).unwrap();
    let run = |seed| {
        let mut s = Search::new(game.clone(), seed);
        s.run(500);
        s.choices()
    };
    assert_eq!(run(9), run(9));
    assert_eq!(run(9).iter().map(|c| c.visits).sum::<u32>(), 500);
}

#[test]
fn a_forced_action_is_played_and_a_finished_game_gets_none() {
    // Red's c3 must kill (a checker that sees an enemy only kills); after
    // it the game is over and there is nothing to search.
    let mut game = Mad::from_position(Variant::Bishops, &board_text(10, 10, "rc3 bf6", 1)).unwrap();
    assert_eq!(legal(&game), ["c3xf6"]);
    let search = Search::new(game.clone(), 1);
    assert!(search.is_forced());
    assert_eq!(
        search.best().map(|a| notation(&game, a)),
        Some("c3xf6".into())
    );
    play(&mut game, "c3xf6");
    let mut search = Search::new(game.clone(), 1);
    search.run(10);
    assert_eq!(search.best(), None);
    assert_eq!(search.iterations(), 0);
}

/// Plays `a` (a search of `iterations`) against `b` from `start`, `a` as
/// player `seat`; returns the winners.
fn match_game<G: Knowledge>(
    start: G,
    seat: u8,
    iterations: u32,
    greedy: bool,
    seed: u64,
) -> Vec<u8> {
    match_game_with(start, seat, iterations, greedy, seed, Search::new)
}

/// [`match_game`] with the search made by `search` from a position and a
/// seed.
fn match_game_with<G: Knowledge>(
    start: G,
    seat: u8,
    iterations: u32,
    greedy: bool,
    seed: u64,
    search: impl Fn(G, u64) -> Search<G>,
) -> Vec<u8> {
    let mut game = start;
    let mut rng = Rng::new(seed);
    loop {
        let mover = match game.status() {
            Status::ToAct(p) => p,
            Status::Over { winners, .. } => return winners,
        };
        let action = if mover == seat {
            let mut s = search(game.clone(), rng.next_u64());
            s.run(iterations);
            s.best()
        } else if greedy {
            greedy_action(&game, &mut rng)
        } else {
            random_action(&game, &mut rng)
        };
        game.apply(action.unwrap());
    }
}

#[test]
fn a_modest_search_beats_random_players_in_every_game() {
    // Fixed budgets and seeds: the same games on every run. The search sits
    // in each seat once.
    for seat in 1..=2 {
        let seed = 40 + u64::from(seat);
        assert_eq!(
            match_game(Mad::new(Variant::Rooks), seat, 300, false, seed),
            [seat]
        );
        assert_eq!(
            match_game(Kobudai::new(6).unwrap(), seat, 300, false, seed),
            [seat]
        );
        assert_eq!(
            match_game(Martian::new(2).unwrap(), seat, 300, false, seed),
            [seat]
        );
        assert_eq!(
            match_game(CrossHairs::new(), seat, 300, false, seed),
            [seat]
        );
    }
    // Three players: the search against two random players.
    assert_eq!(match_game(Martian::new(3).unwrap(), 2, 300, false, 7), [2]);
}

#[test]
fn the_search_on_the_horizon_beats_greedy_players_at_martian_checkers_for_three_and_four() {
    // Short playouts scored by the game's horizon evaluation (the learnt
    // one): Hard's search at 3 and 4 players, with a thousand iterations
    // an action. Alone against greedy players, who take whatever a jump
    // offers, ten times in every seat, it wins at least twice an even
    // share of the games outright (two thirds at three players, a half at
    // four). It wins more: on 100 games a player count, about 94% at
    // three and 82 to 85% at four (2026-12-06, before and after the
    // four-player tables), so a change that only draws the random numbers
    // differently does not fail this, and an evaluation that misleads the
    // search does.
    let on_horizon = |game, seed| Search::new(game, seed).on_horizon();
    for players in [3, 4] {
        let (mut won, mut lost) = (0, Vec::new());
        for base in (70..1000).step_by(100) {
            for seat in 1..=players {
                let winners = match_game_with(
                    Martian::new(players).unwrap(),
                    seat,
                    1000,
                    true,
                    base + u64::from(seat),
                    on_horizon,
                );
                if winners == [seat] {
                    won += 1;
                } else {
                    lost.push((base, seat, winners));
                }
            }
        }
        let games = 10 * usize::from(players);
        assert!(
            won * usize::from(players) >= 2 * games,
            "{players} players, {won} of {games} won; not won: {lost:?}"
        );
    }
}

#[test]
fn a_modest_search_beats_the_greedy_player_at_kobudai_and_cross_hairs() {
    for seat in 1..=2 {
        let seed = 50 + u64::from(seat);
        assert_eq!(
            match_game(Kobudai::new(6).unwrap(), seat, 1000, true, seed),
            [seat]
        );
        assert_eq!(
            match_game(CrossHairs::new(), seat, 1000, true, seed),
            [seat]
        );
    }
}

#[test]
fn the_kobudai_search_settles_on_its_best_lines() {
    // Kobudai's rewards stay near even for long stretches, so its knowledge
    // asks for less exploration; with UCT's usual constant the search gave
    // its 8x8 opening moves nearly even visits and more thinking bought
    // little (the most visited of 18 opening actions drew 12-15% of 5,000
    // visits; with Kobudai's constant, 52-63%).
    let game = Kobudai::new(8).unwrap();
    for seed in 1..=3 {
        let mut search = Search::new(game.clone(), seed);
        search.run(5000);
        let choices = search.choices();
        let total: u32 = choices.iter().map(|c| c.visits).sum();
        let share = f64::from(choices[0].visits) / f64::from(total);
        assert!(
            share > 0.35,
            "seed {seed}: the best action drew {share:.2} of the visits"
        );
    }
}

/// Hard and Expert (and the protocol's `think`) run the search each game's
/// matches measured strongest (README, "Strength"): alpha-beta in the
/// two-player games but the Mad games, where the Monte Carlo search with
/// implicit minimax backups valued by their learnt evaluations beat it
/// (with playouts of 4 actions at Mad Rooks; at Kobudai 6x6 alpha-beta on
/// the learnt evaluation beat that search),
/// and the Monte Carlo search at Martian Checkers for 3 and 4 (with short
/// playouts on the learnt evaluation, exploring an eighth as much at
/// three and a quarter as much at four, and more at nodes of many visits;
/// with RAVE and opponent-move abstraction at three).
#[test]
fn hard_runs_the_search_measured_strongest_for_each_game() {
    for variant in [Variant::Bishops, Variant::Rooks] {
        assert_eq!(
            Mad::new(variant).strongest_engine(),
            Engine::Mcts(MctsSettings {
                on_horizon: variant == Variant::Rooks,
                horizon_playouts: 4,
                horizon_evaluation: true,
                implicit_minimax: true,
                exploration: 0.5,
                solver: false,
                exploration_growth: None,
                rave: None,
                halving: false,
                opponent_move_abstraction: None,
                tree_nodes: MAX_NODES,
                candidate_evaluation: false,
            }),
            "{variant:?}"
        );
    }
    for size in [6, 8] {
        assert_eq!(
            Kobudai::new(size).unwrap().strongest_engine(),
            Engine::RefinedAlphaBeta(Evaluation::Knowledge),
            "{size}"
        );
    }
    for players in [3, 4] {
        assert_eq!(
            Martian::new(players).unwrap().strongest_engine(),
            Engine::Mcts(MctsSettings {
                on_horizon: true,
                horizon_playouts: 4,
                horizon_evaluation: false,
                implicit_minimax: false,
                exploration: if players == 3 { 0.125 } else { 0.25 },
                solver: false,
                exploration_growth: Some(ExplorationGrowth {
                    from_visits: 10_000,
                    exponent: 0.6,
                }),
                rave: (players == 3).then_some(100.0),
                halving: false,
                opponent_move_abstraction: (players == 3).then_some(100.0),
                tree_nodes: MAX_NODES,
                candidate_evaluation: false,
            }),
            "{players}"
        );
    }
    let expected = [
        ("mad-bishops", "", "mcts"),
        ("mad-rooks", "", "mcts"),
        ("kobudai", "size=6", "alpha-beta"),
        ("kobudai", "size=8", "alpha-beta"),
        ("martian-checkers", "players=2", "alpha-beta"),
        ("martian-checkers", "players=3", "mcts"),
        ("martian-checkers", "players=4", "mcts"),
        ("cross-hairs", "", "alpha-beta"),
    ];
    for (game, option, engine) in expected {
        let options: Vec<(String, String)> = option
            .split_once('=')
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .into_iter()
            .collect();
        let session = boardgames::registry::start(game, &options).unwrap();
        assert_eq!(session.thinker(1).engine_name(), engine, "{game} {option}");
    }
}

/// The tournament's `hard-halving` is Hard's search with sequential
/// halving at the root where that search is the Monte Carlo search, and
/// Hard's own elsewhere.
#[test]
fn hard_halving_is_hards_search_halving_at_the_root_where_it_is_monte_carlo() {
    let martian = Martian::new(3).unwrap();
    match (
        Engine::Strongest.for_game(&martian),
        Engine::StrongestAltered(Alteration::Halving).for_game(&martian),
    ) {
        (Engine::Mcts(hard), Engine::Mcts(halving)) => {
            assert!(!hard.halving && halving.halving);
            assert_eq!(
                MctsSettings {
                    halving: false,
                    ..halving
                },
                hard
            );
        }
        other => panic!("{other:?}"),
    }
    let kobudai = Kobudai::new(6).unwrap();
    assert_eq!(
        Engine::StrongestAltered(Alteration::Halving).for_game(&kobudai),
        Engine::Strongest.for_game(&kobudai)
    );
}

/// Hard and Expert, where their search is the Monte Carlo search (the Mad
/// games), prove
/// wins and losses: given a position won in one action and as many
/// iterations as they like, they play the win and stop thinking once it is
/// proven, where the same search without the solver (Medium's kind, the
/// tournament's `mcts`) thinks on to the end of its budget.
#[test]
fn hard_proves_a_won_position_and_stops_thinking() {
    use boardgames::ai::level::Budget;
    use boardgames::ai::thinker::search_within;
    let positions = [
        ("mad-rooks", board_text(8, 8, "ra1 rh2 ba8", 1), "a1xa8"),
        ("mad-bishops", board_text(10, 10, "rc3 rh2 bf6", 1), "c3xf6"),
    ];
    let budget = Budget {
        millis: f64::INFINITY,
        iterations: 200_000,
    };
    for (game, text, win) in positions {
        let options = vec![("position".to_string(), text)];
        let session = boardgames::registry::start(game, &options).unwrap();
        let mut hard = session.thinker(1);
        search_within(hard.as_mut(), budget, &|| 0.0);
        assert!(hard.is_done(), "{game}");
        assert!(hard.iterations() < 5_000, "{game}: {}", hard.iterations());
        assert_eq!(hard.best().as_deref(), Some(win), "{game}");
        assert_eq!(hard.confidence(), Some(1.0), "{game}");
        let mut plain = session.searcher(Engine::Mcts(MctsSettings::PLAIN), 1);
        search_within(plain.as_mut(), budget, &|| 0.0);
        assert!(!plain.is_done(), "{game}");
        assert_eq!(plain.iterations(), budget.iterations, "{game}");
    }
}

/// The faster playout choices (Mad's and Martian Checkers') choose as the
/// default does: always a legal action, `None` only when the game is over,
/// nine times in ten a capture (a kill or a capturing jump) when there is
/// one, and now and then any action even then.
#[test]
fn playouts_choose_captures_nine_times_in_ten_and_sometimes_anything() {
    for variant in [Variant::Bishops, Variant::Rooks] {
        check_playout_choice(&format!("{variant:?}"), Mad::new(variant));
    }
    for players in 2..=4 {
        let name = format!("Martian Checkers, {players} players");
        check_playout_choice(&name, Martian::new(players).unwrap());
    }
}

/// The checks of the test above, through a random game from `game`.
fn check_playout_choice<G: Knowledge>(name: &str, mut game: G) {
    let mut moves = Rng::new(7);
    let mut choices = Rng::new(8);
    let mut scratch = Vec::new();
    let mut positions_with_both = 0;
    // A Martian game may shuffle on for long: enough positions are seen
    // in its first 600 actions.
    for _ in 0..600 {
        if !matches!(game.status(), Status::ToAct(_)) {
            break;
        }
        let mut actions = Vec::new();
        game.legal_actions(&mut actions);
        let captures: Vec<_> = actions
            .iter()
            .copied()
            .filter(|&a| game.playout_priority(a) > 0)
            .collect();
        let picks: Vec<_> = (0..400)
            .map(|_| game.playout_choice(&mut scratch, &mut choices).unwrap())
            .collect();
        let text = game.position_text();
        assert!(picks.iter().all(|a| actions.contains(a)), "{name}: {text}");
        let capturing = picks.iter().filter(|a| captures.contains(a)).count();
        if captures.is_empty() {
            assert_eq!(capturing, 0, "{name}: {text}");
        } else {
            assert!(
                capturing >= 340,
                "{name}: {capturing} captures of 400: {text}"
            );
        }
        if !captures.is_empty() && captures.len() * 2 <= actions.len() {
            positions_with_both += 1;
            assert!(capturing < 400, "{name}: never another action: {text}");
        }
        game.apply(actions[moves.below(actions.len())]);
    }
    if !matches!(game.status(), Status::ToAct(_)) {
        assert!(
            game.playout_choice(&mut scratch, &mut choices).is_none(),
            "{name}"
        );
    }
    assert!(
        positions_with_both > 0,
        "{name}: no position had captures and more other actions"
    );
}
