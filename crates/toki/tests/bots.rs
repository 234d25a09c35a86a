//! The computer players: every level plays legal actions, decides the same
//! for the same seed, and finishes its games; the heuristic beats random.

use rules_core::arena::{arena, arena_game};
use rules_core::{Bots, Budget, Game, Level, Seen, Table, ToAct};
use toki::{Options, Toki};

#[test]
fn every_level_chooses_a_legal_action_and_the_same_for_the_same_seed() {
    let mut table = Table::<Toki>::new(11, 4, Options::default()).expect("four players");
    let mut rng = rules_core::rng_from_seed(11);
    for _ in 0..30 {
        table.play_random(&mut rng, 7);
        table.resolve_chance();
        let game = table.game();
        let ToAct::Seat(seat) = game.to_act() else { break };
        let (view, legal) = (game.view(seat), game.legal_actions());
        let seen = Seen::<Toki> {
            seat,
            view: &view,
            legal: &legal,
        };
        for level in Level::ALL {
            let budget = Budget::iterations(Toki::iterations(level).min(60));
            let first = Toki::bot(level, 4).decide(&seen, 5, budget);
            assert!(
                legal.contains(&first.action),
                "{level}: {:?} not in {legal:?}",
                first.action
            );
            let again = Toki::bot(level, 4).decide(&seen, 5, budget);
            assert_eq!(first, again, "{level} decides the same for the same seed");
            if level != Level::Random && legal.len() > 1 {
                // The hint key's words: the choice first, with its reason.
                let reason = first.reasons.first();
                assert!(
                    reason.is_some_and(|(a, why)| *a == first.action && !why.is_empty()),
                    "{level}: {first:?}"
                );
            }
        }
    }
}

#[test]
fn the_heuristic_side_beats_the_random_side_and_every_game_ends() {
    let levels = [Level::Easy, Level::Random, Level::Easy, Level::Random];
    let report = arena::<Toki>(&levels, &Options::default(), 24, 100, 20_000).expect("the bots play");
    assert_eq!(report.unfinished, 0, "{report:?}");
    let (easy, random) = (report.level_rate(Level::Easy).0, report.level_rate(Level::Random).0);
    assert!(easy > 0.8 && random < 0.2, "{report:?}");
}

#[test]
fn a_game_of_heuristic_players_ends_within_the_rules_own_bound() {
    // Four heuristic players never loop: they draw from the bank again, so
    // D7 ends every round at the latest.
    for index in 0..4 {
        let game =
            arena_game::<Toki>(&[Level::Easy; 4], &Options::default(), index, 7 + index, 20_000).expect("a game");
        assert!(!game.winners.is_empty(), "game {index} ended with a winner");
    }
}

/// The state with the face-down cards of every box and the bank dealt again
/// from `seed` into the same places: what no seat can see, changed.
fn hidden_dealt_again(game: &Toki, seed: u64) -> Toki {
    use rand::seq::SliceRandom;
    let mut json = game.state_json();
    let mut pool: Vec<serde_json::Value> = json["bank"].as_array().expect("a bank").clone();
    let mut slots = Vec::new();
    for (s, cells) in json["boxes"].as_array().expect("boxes").iter().enumerate() {
        for (i, slot) in cells.as_array().expect("cells").iter().enumerate() {
            if slot["up"] == serde_json::Value::Bool(false) {
                slots.push((s, i));
                pool.push(slot["card"].clone());
            }
        }
    }
    pool.shuffle(&mut rules_core::rng_from_seed(seed));
    for (s, i) in slots {
        json["boxes"][s][i]["card"] = pool.pop().expect("as many cards as places");
    }
    json["bank"] = serde_json::Value::Array(pool);
    Toki::load_json(&json).expect("the same cards in the same places")
}

#[test]
fn no_level_reads_what_the_seat_cannot_see() {
    // Fair play: two states that differ only in the face-down cards and the
    // bank give every level's bot the same decision for the same seed.
    let mut table = Table::<Toki>::new(23, 4, Options::default()).expect("four players");
    let mut rng = rules_core::rng_from_seed(23);
    let mut compared = 0;
    for round in 0..12u64 {
        table.play_random(&mut rng, 5);
        table.resolve_chance();
        let game = *table.game();
        let ToAct::Seat(seat) = game.to_act() else { break };
        let other = hidden_dealt_again(&game, round);
        if other == game {
            continue;
        }
        assert_eq!(other.view(seat), game.view(seat), "only hidden cards differ");
        let decide = |g: &Toki, level: Level| {
            let (view, legal) = (g.view(seat), g.legal_actions());
            let seen = Seen::<Toki> {
                seat,
                view: &view,
                legal: &legal,
            };
            Toki::bot(level, 4).decide(&seen, round, Budget::iterations(Toki::iterations(level).min(60)))
        };
        for level in Level::ALL {
            assert_eq!(decide(&game, level), decide(&other, level), "{level}, round {round}");
        }
        compared += 1;
    }
    assert!(compared >= 8, "only {compared} positions compared");
}

#[test]
fn every_level_plays_only_legal_actions_at_one_table() {
    // The arena refuses a game in which a bot chooses an illegal action; the
    // seats rotate, so each level plays from two seats. Cut short: the
    // search levels at their full budget are slow in a debug build.
    let levels = [Level::Random, Level::Easy, Level::Medium, Level::Hard];
    for index in 0..2 {
        let game = arena_game::<Toki>(&levels, &Options::default(), index, 40 + index, 160);
        assert!(game.is_ok(), "{game:?}");
    }
}
