//! Hidden information: nobody sees a face-down card, not even its owner, nor
//! the bank's order. For every seat, the view — and the choices of the seat to
//! act — are the same whatever the face-down cards and the bank hold (the
//! same cards dealt again at random into the same places), for 2 to 6
//! players. And every seat sees the same view.

use rand::seq::SliceRandom;
use rules_core::conformance::leak_test;
use rules_core::{Game, Seat, TableRng};
use serde_json::Value;
use toki::{Options, Toki};

/// The state with every card hidden from everyone (face-down cells of every
/// box, the bank) dealt again at random into the same places.
fn reshuffled(game: &Toki, _seat: Seat, rng: &mut TableRng) -> Option<Toki> {
    let mut json = game.state_json();
    let mut pool: Vec<Value> = json["bank"].as_array()?.clone();
    let mut slots: Vec<(usize, usize)> = Vec::new();
    for (s, cells) in json["boxes"].as_array()?.iter().enumerate() {
        for (i, slot) in cells.as_array()?.iter().enumerate() {
            if slot["up"] == Value::Bool(false) {
                slots.push((s, i));
                pool.push(slot["card"].clone());
            }
        }
    }
    pool.shuffle(rng);
    for (s, i) in slots {
        json["boxes"][s][i]["card"] = pool.pop()?;
    }
    json["bank"] = Value::Array(pool);
    Some(Toki::load_json(&json).expect("a reshuffle is a possible state"))
}

#[test]
fn no_seat_sees_a_face_down_card_or_the_bank_and_no_choice_depends_on_them() {
    for (players, games) in [(2, 3), (3, 2), (4, 2), (5, 2), (6, 2)] {
        let compared = leak_test::<Toki>(players, &Options::default(), games, 300, reshuffled).expect("no leak");
        assert!(compared > 300, "{players} players: only {compared} variants differed");
    }
}

#[test]
fn every_seat_sees_the_same_view_the_owner_no_more_than_the_others() {
    let mut table = rules_core::Table::<Toki>::new(5, 4, Options::default()).expect("four");
    let mut rng = rules_core::rng_from_seed(5);
    for _ in 0..120 {
        table.play_random(&mut rng, 1);
        let game = table.game();
        let first = game.view(Seat(0));
        for seat in Seat::all(4) {
            assert_eq!(game.view(seat), first, "{seat}");
        }
        for (s, cells) in first.boxes.iter().enumerate() {
            let b = game.player_box(Seat::new(s)).expect("dealt");
            for (i, card) in cells.iter().enumerate() {
                let cell = toki::Cell::at(i).expect("a cell");
                assert_eq!(*card, b.shown(cell), "a face-down card is null in the view");
            }
        }
        let text = serde_json::to_string(&first).expect("serialises");
        assert!(!text.contains("\"bank\":["), "the bank's cards are not in the view");
    }
}
