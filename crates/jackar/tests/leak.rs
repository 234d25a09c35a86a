//! Hidden information: a seat's view is the same whatever the other hands, the
//! stock and the set-aside cards hold (their sizes kept), for 2, 4 and 6 players.

use jackar::{Jackar, Options};
use rand::seq::SliceRandom;
use rules_core::conformance::leak_test;
use rules_core::{Game, Seat, TableRng};
use serde_json::Value;

/// The state with every card hidden from `seat` (other hands, stock,
/// set-aside) dealt again at random into the same places, sizes kept.
fn reshuffled(game: &Jackar, seat: Seat, rng: &mut TableRng) -> Option<Jackar> {
    let mut json = game.state_json();
    let mut slots: Vec<(String, usize, usize)> = Vec::new(); // (field, hand index, size)
    let mut pool: Vec<Value> = Vec::new();
    for s in Seat::all(game.players()).filter(|&s| s != seat) {
        let hand = json["hands"][s.index()].as_array()?.clone();
        slots.push(("hands".into(), s.index(), hand.len()));
        pool.extend(hand);
    }
    for field in ["stock", "set_aside"] {
        let cards = json[field].as_array()?.clone();
        slots.push((field.into(), 0, cards.len()));
        pool.extend(cards);
    }
    pool.shuffle(rng);
    for (field, index, size) in slots {
        let cards: Vec<Value> = pool.drain(..size).collect();
        if field == "hands" {
            json["hands"][index] = Value::Array(cards);
        } else {
            json[field] = Value::Array(cards);
        }
    }
    Some(Jackar::load_json(&json).expect("a reshuffle is a possible state"))
}

#[test]
fn views_show_only_the_own_hand() {
    for (players, games) in [(2, 3), (4, 3), (6, 2)] {
        let compared = leak_test::<Jackar>(players, &Options::default(), games, 400, reshuffled).expect("no leak");
        assert!(compared > 100, "{players} players: only {compared} variants differed");
    }
}

#[test]
fn a_view_names_the_own_hand_and_only_sizes_of_the_others() {
    let mut table = rules_core::Table::<Jackar>::new(5, 4, Options::default()).expect("four");
    table.resolve_chance();
    let game = table.game();
    let view = game.view(Seat(1));
    assert_eq!(view.hand, game.hand(Seat(1)));
    assert_eq!(view.hand_sizes, vec![4; 4]);
    assert_eq!(view.stock_count, 52 - 16);
    let text = serde_json::to_string(&view).expect("serialises");
    assert!(
        !text.contains("\"stock\""),
        "the stock's cards are not in the view: {text}"
    );
}
