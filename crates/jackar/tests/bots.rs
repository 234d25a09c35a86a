//! The computer players: determinizations agree with the view they come from
//! (2, 4 and 6 players); every level plays legal plays to the end, decides
//! the same for a seed, never by the cards its seat cannot see; easy beats
//! random.

use jackar::{Jackar, Options, Passing};
use rand::seq::SliceRandom;
use rules_core::conformance::{
    check_blind_to_hidden, check_determinization, check_every_level, check_search_words, played_positions,
};
use rules_core::{Bots, Game, Level, Seat, arena, rng_from_seed};
use serde_json::Value;

#[test]
fn determinizations_keep_what_the_seat_sees_at_every_table() {
    for (players, games) in [(2, 3), (4, 3), (6, 2)] {
        let report = check_determinization::<Jackar>(players, &Options::default(), games, 300, 2)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert!(report.samples > 1000, "{players} players: {report:?}");
        // The other hands and the stock are dealt anew: most samples differ.
        assert!(report.differed * 2 > report.samples, "{players} players: {report:?}");
    }
}

#[test]
fn determinizations_keep_the_house_option() {
    let options = Options {
        passing: Passing::Block,
    };
    let report = check_determinization::<Jackar>(4, &options, 1, 200, 1).expect("agrees");
    assert!(report.samples > 0);
}

#[test]
fn every_level_plays_legal_plays_to_the_end_of_a_match() {
    let levels = [Level::Hard, Level::Easy, Level::Medium, Level::Random];
    for level in levels {
        assert!(Jackar::iterations(level) >= 1);
    }
    let report = arena::arena::<Jackar>(&levels, &Options::default(), 1, 7, 5000).expect("legal plays");
    assert_eq!(report.unfinished, 0, "{report:?}");
}

/// Positions with a choice to make, from seeded four-player games played by
/// the easy level.
fn positions(seeds: std::ops::Range<u64>) -> Vec<Jackar> {
    played_positions::<Jackar>(4, &Options::default(), seeds, 300, |_, step| step % 23 == 5).expect("easy plays")
}

#[test]
fn every_level_decides_legally_the_same_for_a_seed_with_reasons() {
    let positions = positions(0..2);
    assert!(positions.len() >= 10, "{} positions", positions.len());
    check_every_level::<Jackar>(&positions, Jackar::iterations, 100).unwrap_or_else(|e| panic!("{e}"));
}

/// The state with every card hidden from `seat` (other hands, stock,
/// set-aside) dealt again at random, sizes kept.
fn reshuffled(game: &Jackar, seat: Seat, seed: u64) -> Jackar {
    let mut json = game.state_json();
    let mut pool: Vec<Value> = Vec::new();
    let others: Vec<Seat> = Seat::all(game.players()).filter(|&s| s != seat).collect();
    for s in &others {
        pool.extend(json["hands"][s.index()].as_array().expect("hands").clone());
    }
    for field in ["stock", "set_aside"] {
        pool.extend(json[field].as_array().expect("cards").clone());
    }
    pool.shuffle(&mut rng_from_seed(seed));
    for s in &others {
        let size = json["hands"][s.index()].as_array().expect("hands").len();
        json["hands"][s.index()] = Value::Array(pool.drain(..size).collect());
    }
    for field in ["stock", "set_aside"] {
        let size = json[field].as_array().expect("cards").len();
        json[field] = Value::Array(pool.drain(..size).collect());
    }
    Jackar::load_json(&json).expect("a reshuffle is a possible state")
}

#[test]
fn no_level_reads_the_cards_its_seat_cannot_see() {
    let compared = check_blind_to_hidden::<Jackar>(&positions(2..4), &Level::ALL, Jackar::iterations, reshuffled)
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(compared >= 8, "only {compared} positions had hidden cards to reshuffle");
}

#[test]
fn the_search_levels_say_what_each_play_does_and_how_its_playouts_went() {
    let positions = positions(4..5);
    let words = check_search_words::<Jackar>(&positions, Level::Medium, 60).unwrap_or_else(|e| panic!("{e}"));
    assert!(words.in_words * 2 >= words.reasons, "{words:?}");
}

#[test]
fn easy_beats_random() {
    // 30 seeded matches, easy's team against random's: over a thousand it
    // wins nearly all (docs/bots/jackar.md), so 30 leave a wide margin.
    let levels = [Level::Easy, Level::Random, Level::Easy, Level::Random];
    let report = arena::arena::<Jackar>(&levels, &Options::default(), 30, 500, 10_000).expect("legal plays");
    let (rate, low, _) = report.level_rate(Level::Easy);
    assert_eq!(report.unfinished, 0, "{report:?}");
    assert!(low > 0.5, "easy won only {rate:.2}: {report:?}");
}
