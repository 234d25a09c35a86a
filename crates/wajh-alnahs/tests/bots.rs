//! The computer players: determinizations agree with the view they come from
//! (2 to 6 players); every level plays legal actions to the end, decides
//! the same for a seed, never by the cards its seat cannot see; easy beats
//! random.

use rand::seq::SliceRandom;
use rules_core::conformance::{
    check_blind_to_hidden, check_determinization, check_every_level, check_search_words, played_positions,
};
use rules_core::{Bots, Game, Level, Seat, arena, rng_from_seed};
use serde_json::Value;
use wajh_alnahs::{Options, Phase, WajhAlNahs};

#[test]
fn determinizations_keep_what_the_seat_sees_at_every_table() {
    for players in 2..=6 {
        let report = check_determinization::<WajhAlNahs>(players, &Options { stages: 2 }, 2, 400, 2)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert!(report.samples > 1000, "{players} players: {report:?}");
        // The other hands, the draw pile and the face-down cards are dealt anew.
        assert!(report.differed * 2 > report.samples, "{players} players: {report:?}");
    }
}

#[test]
fn every_level_plays_legal_actions_to_the_end_of_a_session() {
    let levels = [Level::Hard, Level::Easy, Level::Medium, Level::Random];
    for level in levels {
        assert!(WajhAlNahs::iterations(level) >= 1);
    }
    let report = arena::arena::<WajhAlNahs>(&levels, &Options { stages: 1 }, 1, 7, 20_000).expect("legal actions");
    assert_eq!(report.unfinished, 0, "{report:?}");
}

/// Positions with a choice to make, from seeded four-player games played by
/// the easy level.
fn positions(seeds: std::ops::Range<u64>) -> Vec<WajhAlNahs> {
    played_positions::<WajhAlNahs>(4, &Options { stages: 1 }, seeds, 300, |_, step| step % 11 == 2).expect("easy plays")
}

#[test]
fn every_level_decides_legally_the_same_for_a_seed_with_reasons() {
    let positions = positions(0..2);
    assert!(positions.len() >= 10, "{} positions", positions.len());
    check_every_level::<WajhAlNahs>(&positions, WajhAlNahs::iterations, 100).unwrap_or_else(|e| panic!("{e}"));
}

/// The state with every card hidden from `seat` (the other hands, every
/// face-down card, the draw pile) dealt again at random, sizes kept; the
/// hands stay at the opening, when every hand is known to hold no number.
fn reshuffled(game: &WajhAlNahs, seat: Seat, seed: u64) -> WajhAlNahs {
    let mut json = game.state_json();
    let mut pointers: Vec<String> = Vec::new();
    for s in Seat::all(game.players()) {
        if s != seat && game.phase() != Phase::Opening {
            pointers.push(format!("/hands/{}", s.index()));
        }
        pointers.push(format!("/face_down/{}", s.index()));
    }
    pointers.push("/draw".into());
    let mut pool: Vec<Value> = Vec::new();
    for p in &pointers {
        pool.extend(json.pointer(p).and_then(Value::as_array).expect("cards").clone());
    }
    pool.shuffle(&mut rng_from_seed(seed));
    for p in &pointers {
        let size = json.pointer(p).and_then(Value::as_array).expect("cards").len();
        *json.pointer_mut(p).expect("cards") = Value::Array(pool.drain(..size).collect());
    }
    WajhAlNahs::load_json(&json).expect("a reshuffle is a possible state")
}

#[test]
fn no_level_reads_the_cards_its_seat_cannot_see() {
    let compared =
        check_blind_to_hidden::<WajhAlNahs>(&positions(2..4), &Level::ALL, WajhAlNahs::iterations, reshuffled)
            .unwrap_or_else(|e| panic!("{e}"));
    assert!(compared >= 8, "only {compared} positions had hidden cards to reshuffle");
}

#[test]
fn the_search_levels_say_what_each_play_does_and_how_its_playouts_went() {
    let positions = positions(4..5);
    let words = check_search_words::<WajhAlNahs>(&positions, Level::Medium, 60).unwrap_or_else(|e| panic!("{e}"));
    assert!(words.in_words * 2 >= words.reasons, "{words:?}");
}

#[test]
fn easy_beats_random() {
    // 40 seeded one-stage sessions, easy's side against random's: the side
    // without the stage's Wajh al-Nahs takes it. Over a thousand easy takes
    // nearly all (docs/bots/wajh-alnahs.md), so 40 leave a wide margin.
    let levels = [Level::Easy, Level::Random, Level::Easy, Level::Random];
    let mut taken = 0;
    for i in 0..40 {
        let game = arena::arena_game::<WajhAlNahs>(&levels, &Options { stages: 1 }, i, 500 + i, 50_000)
            .expect("legal actions");
        let loser = Seat::all(4)
            .find(|s| !game.winners.contains(s))
            .expect("a Wajh al-Nahs");
        taken += u64::from(game.slots[loser.index()] % 2 == 1);
    }
    let (rate, low, _) = arena::wilson(taken, 40);
    assert!(low > 0.5, "easy's side took only {rate:.2}");
}
