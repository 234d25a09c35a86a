//! Properties of the state JSON reader, over states reached by seeded random
//! play: the full form round-trips exactly, the partial form of a table without
//! cards set aside loads to the same state, and JSON mutated anywhere (a
//! value of any kind anywhere, and fields set to values of about the right
//! kind) is refused or loads to a state that is whole and plays on — never a
//! panic.

use jackar::{Jackar, Options, Passing, Place, copies_per_rank};
use proptest::prelude::*;
use rules_core::props::{change, change_at, path, refused_or_whole, set_at};
use rules_core::{Game, Seat, Table, rng_from_seed};
use serde_json::{Value, json};

/// A state reached by `steps` random actions of a seeded game.
fn reached(players: usize, passing: Passing, seed: u64, steps: usize) -> Jackar {
    let mut table = Table::<Jackar>::new(seed, players, Options { passing }).expect("a table");
    table.play_random(&mut rng_from_seed(seed ^ 0x5eed), steps);
    *table.game()
}

fn players() -> impl Strategy<Value = usize> {
    prop_oneof![Just(2usize), Just(4), Just(6)]
}

fn passing() -> impl Strategy<Value = Passing> {
    prop_oneof![Just(Passing::One), Just(Passing::Block), Just(Passing::Free)]
}

/// The partial form of a state: the position and the public counts, no stock
/// (the full form without what a reader derives: the board's geometry, the
/// stock, the cards set aside and the winners).
fn partial(game: &Jackar) -> Value {
    let mut partial = game.state_json();
    if let Some(full) = partial.as_object_mut() {
        for derived in ["track_len", "home", "teams", "stock", "set_aside", "winners"] {
            full.remove(derived);
        }
    }
    partial
}

/// A JSON value of any kind, with the values the state uses among them.
fn any_json() -> impl Strategy<Value = Value> + Clone {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        (0u64..130).prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1e6f64..1e6).prop_map(Value::from),
        prop_oneof![
            Just("A"),
            Just("10"),
            Just("K"),
            Just("track"),
            Just("base"),
            Just("play"),
            Just("")
        ]
        .prop_map(Value::from),
        "[a-z0-9]{0,4}".prop_map(Value::from),
    ];
    leaf.prop_recursive(2, 12, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..5).prop_map(Value::Array),
            (inner.clone(), inner).prop_map(|(zone, pos)| json!({"zone": zone, "pos": pos})),
        ]
    })
}

/// A card symbol.
fn card() -> impl Strategy<Value = Value> {
    prop::sample::select(vec!["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]).prop_map(Value::from)
}

/// A place of any zone, the track cell now and then off the board.
fn place() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(json!({"zone": "graveyard", "pos": null})),
        (0u64..120).prop_map(|c| json!({"zone": "track", "pos": c})),
        (0u64..6).prop_map(|b| json!({"zone": "base", "pos": b})),
    ]
}

/// A change most likely to make a state impossible in a way only the
/// validation step can tell.
#[derive(Clone, Debug)]
enum NearMiss {
    /// The value at a JSON pointer set to one of about the right kind.
    Set(String, Value),
    /// One marble put where another is.
    Stack { from: (usize, usize), onto: (usize, usize) },
}

fn near_miss() -> impl Strategy<Value = NearMiss> {
    let marble = || (0usize..6, 0usize..4);
    prop_oneof![
        9 => set_field().prop_map(|(pointer, value)| NearMiss::Set(pointer, value)),
        2 => (marble(), marble()).prop_map(|(from, onto)| NearMiss::Stack { from, onto }),
    ]
}

/// A field of the state and a value of about the right kind for it.
fn set_field() -> impl Strategy<Value = (String, Value)> {
    let seat = prop_oneof![Just(Value::Null), (-2i64..8).prop_map(Value::from)];
    let cards = |n| prop::collection::vec(card(), 0..n).prop_map(Value::from);
    prop_oneof![
        4 => (0usize..6, 0usize..4, place()).prop_map(|(s, i, p)| (format!("/marbles/{s}/{i}"), p)),
        2 => (0usize..6, cards(7)).prop_map(|(s, h)| (format!("/hands/{s}"), h)),
        1 => (prop::sample::select(vec!["to_move", "leader"]), seat).prop_map(|(f, v)| (format!("/{f}"), v)),
        1 => prop::sample::select(vec!["opening", "deal", "play", "discard", "over", "nap"])
            .prop_map(|p| ("/phase".to_string(), Value::from(p))),
        1 => (prop::sample::select(vec!["deal", "series", "players"]), 0u64..8)
            .prop_map(|(f, v)| (format!("/{f}"), Value::from(v))),
        2 => (prop::sample::select(vec!["played", "stock", "set_aside"]), cards(60))
            .prop_map(|(f, v)| (format!("/{f}"), v)),
        1 => prop_oneof![Just(Value::Null), card()].prop_map(|c| ("/last_played".to_string(), c)),
    ]
}

/// Every card of the deck(s) somewhere and every marble on a cell of its own.
fn whole(game: &Jackar) -> Result<(), String> {
    let n = game.players();
    let mut cards = game.stock().len() + game.played().len() + game.set_aside().len();
    cards += Seat::all(n).map(|s| game.hand_size(s)).sum::<usize>();
    let deck = 13 * usize::from(copies_per_rank(n));
    if cards != deck {
        return Err(format!("{cards} cards, not {deck}"));
    }
    let mut cells = Vec::new();
    for s in Seat::all(n) {
        for p in game.marbles(s) {
            if let Place::Track(c) = p {
                if c >= game.board().track_len() || cells.contains(&c) {
                    return Err(format!("cell {c} off the board or taken twice"));
                }
                cells.push(c);
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn a_reached_state_round_trips_exactly(
        players in players(), passing in passing(), seed in any::<u64>(), steps in 0usize..600,
    ) {
        let game = reached(players, passing, seed, steps);
        let json = game.state_json();
        prop_assert_eq!(Jackar::load_json(&json), Ok(game));
    }

    #[test]
    fn the_partial_form_of_a_table_without_cards_set_aside_loads_to_the_same_state(
        players in prop_oneof![Just(2usize), Just(4)], seed in any::<u64>(), steps in 0usize..600,
    ) {
        let game = reached(players, Passing::One, seed, steps);
        let loaded = Jackar::load_json(&partial(&game));
        prop_assert_eq!(loaded, Ok(game), "{}", partial(&game));
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn mutated_json_is_refused_or_loads_a_whole_state_that_plays_on(
        players in players(),
        seed in any::<u64>(),
        steps in 0usize..300,
        full in any::<bool>(),
        anywhere in prop::option::of((path(), change(any_json()))),
        near in prop::collection::vec(near_miss(), 0..3),
    ) {
        let game = reached(players, Passing::One, seed, steps);
        let mut json = if full { game.state_json() } else { partial(&game) };
        for miss in near {
            match miss {
                NearMiss::Set(pointer, value) => set_at(&mut json, &pointer, value),
                NearMiss::Stack { from: (s, i), onto: (t, j) } => {
                    if let Some(place) = json.pointer(&format!("/marbles/{s}/{i}")).cloned() {
                        set_at(&mut json, &format!("/marbles/{t}/{j}"), place);
                    }
                }
            }
        }
        if let Some((path, change)) = anywhere {
            change_at(&mut json, &path, change);
        }
        refused_or_whole::<Jackar>(&json, Some(whole))?;
    }
}
