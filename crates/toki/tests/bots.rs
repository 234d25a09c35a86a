//! The computer players: every level plays legal actions, decides the same
//! for the same seed, and finishes its games; the heuristic beats random.

use rules_core::arena::{arena, arena_game};
use rules_core::conformance::{check_blind_to_hidden, check_every_level, check_search_words, played_positions};
use rules_core::{Bots, Game, Level};
use toki::{Options, Toki};

#[test]
fn every_level_chooses_a_legal_action_the_same_for_the_same_seed_with_reasons() {
    // Positions of two seeded games between heuristic players; the search
    // levels' budgets cut for a debug build.
    let positions =
        played_positions::<Toki>(4, &Options::default(), 11..13, 300, |_, step| step % 7 == 3).expect("easy plays");
    assert!(positions.len() >= 20, "{} positions", positions.len());
    check_every_level::<Toki>(&positions, |level| Toki::iterations(level).min(60), 5).unwrap_or_else(|e| panic!("{e}"));
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
    // D7 ends every round, and D10 would at 30 turns a player anyway.
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
    let positions =
        played_positions::<Toki>(4, &Options::default(), 23..24, 200, |_, step| step % 11 == 5).expect("easy plays");
    let compared = check_blind_to_hidden::<Toki>(
        &positions,
        &Level::ALL,
        |level| Toki::iterations(level).min(60),
        |game, _, i| hidden_dealt_again(game, i),
    )
    .unwrap_or_else(|e| panic!("{e}"));
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

#[test]
fn the_search_levels_say_what_each_choice_does_and_how_its_playouts_went() {
    let positions = played_positions::<Toki>(4, &Options::default(), 21..22, 200, |game, step| {
        // The opening reveal is the heuristic's alone.
        step % 9 == 4 && game.phase() != toki::Phase::Open
    })
    .expect("easy plays");
    // "the 4 replaces the 9; wins 40 % of 12 playouts"
    let words = check_search_words::<Toki>(&positions, Level::Medium, 30).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        words.in_words >= positions.len(),
        "{words:?} over {} positions",
        positions.len()
    );
}
