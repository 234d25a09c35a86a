//! Hidden information: a seat sees its own hand, everyone's face-up cards,
//! the pile and the counts of the rest; nobody sees a face-down card, its
//! owner included. A seat's view (and, at its turn, its choices) is the same
//! whatever the other hands, every face-down card and the draw pile hold,
//! their sizes kept, for 2 to 6 players.

use rand::seq::SliceRandom;
use rules_core::conformance::leak_test;
use rules_core::{Game, Seat, Table, TableRng};
use serde_json::Value;
use wajh_alnahs::{Options, Phase, WajhAlNahs};

/// The state with every card hidden from `seat` — the other hands, every
/// face-down card (its own too), the draw pile — dealt again at random into
/// the same places, sizes kept. (At the opening, when every hand is known to
/// hold no number card, the hands stay.)
fn reshuffled(game: &WajhAlNahs, seat: Seat, rng: &mut TableRng) -> Option<WajhAlNahs> {
    let mut json = game.state_json();
    let mut slots: Vec<(String, usize)> = Vec::new(); // (JSON pointer, size)
    let mut pool: Vec<Value> = Vec::new();
    let mut take = |pointer: String, json: &Value| {
        let cards = json.pointer(&pointer)?.as_array()?.clone();
        slots.push((pointer, cards.len()));
        pool.extend(cards);
        Some(())
    };
    for s in Seat::all(game.players()) {
        if s != seat && game.phase() != Phase::Opening {
            take(format!("/hands/{}", s.index()), &json)?;
        }
        take(format!("/face_down/{}", s.index()), &json)?;
    }
    take("/draw".into(), &json)?;
    pool.shuffle(rng);
    for (pointer, size) in slots {
        *json.pointer_mut(&pointer)? = Value::Array(pool.drain(..size).collect());
    }
    Some(WajhAlNahs::load_json(&json).expect("a reshuffle is a possible state"))
}

#[test]
fn views_show_only_the_own_hand_and_no_face_down_card() {
    for (players, games) in [(2, 4), (3, 3), (4, 3), (5, 2), (6, 2)] {
        let compared = leak_test::<WajhAlNahs>(players, &Options::default(), games, 600, reshuffled).expect("no leak");
        assert!(compared > 500, "{players} players: only {compared} variants differed");
    }
}

#[test]
fn a_view_holds_the_own_hand_the_face_up_cards_and_counts_of_the_rest() {
    let mut table = Table::<WajhAlNahs>::new(5, 4, Options::default()).expect("four");
    table.resolve_chance();
    let game = table.game();
    let view = game.view(Seat(1));
    assert_eq!(view.hand, game.hand(Seat(1)));
    assert_eq!(view.hand_sizes, vec![3; 4]);
    assert_eq!(view.face_up[2], game.face_up(Seat(2)), "face-up cards are public");
    assert_eq!(view.face_down, vec![3; 4], "face-down cards only counted, the own too");
    assert_eq!(view.draw_count, 68 - 36);
    let text = serde_json::to_string(&view).expect("serialises");
    for hidden in ["\"draw\"", "\"hands\""] {
        assert!(!text.contains(hidden), "{hidden} is not in the view: {text}");
    }
}
