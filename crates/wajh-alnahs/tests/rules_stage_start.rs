//! Rules file, "Cards", "Dealing a stage" and "Start": the deck (D1), the
//! deal, the swap before play, and the opening lay (D6, D19).

mod support;

use rules_core::{Game, Seat, ToAct};
use serde_json::json;
use support::{card, cards, legal, play, position, refused};
use wajh_alnahs::{Action, Event, Options, Phase, WajhAlNahs, counts_of, full_deck};

/// Two seats in the swap before play, seat 1 to swap: seat 0 holds 3, zero, 9.
fn swapping(hand0: &[&str], hand1: &[&str]) -> WajhAlNahs {
    position(json!({
        "phase": "swap",
        "hands": [hand0, hand1],
        "face_up": [["4", "6", "12"], ["7", "8", "13"]],
        "face_down": [["5", "5", "10"], ["11", "11", "12"]],
        "pile": [],
        "to_move": 1,
    }))
}

#[test]
fn d1_a_new_session_holds_the_68_cards_of_the_deck_and_deals_first() {
    let game = WajhAlNahs::new_game(4, &Options::default()).expect("four");
    assert_eq!(game.to_act(), ToAct::Chance, "the first deal is chance's");
    assert_eq!(game.draw_pile().len(), 68);
    assert_eq!(counts_of(game.draw_pile()), counts_of(&full_deck().collect::<Vec<_>>()));
    for n in [1, 7] {
        let refused = rules_core::Table::<WajhAlNahs>::new(0, n, Options::default()).expect_err("2–6 players");
        assert!(
            refused.0.ends_with(&format!("is played by 2–6 players, not {n}")),
            "{refused}"
        );
    }
    assert!(WajhAlNahs::new_game(4, &Options { stages: 0 }).is_err());
}

#[test]
fn a_deal_gives_each_seat_three_face_down_three_face_up_three_in_hand() {
    for players in 2..=6 {
        let mut game = WajhAlNahs::new_game(players, &Options::default()).expect("a table");
        let events = game.apply(&Action::Deal(99)).expect("the deal");
        assert_eq!(events, [Event::Dealt { stage: 1 }]);
        for s in Seat::all(players) {
            assert_eq!(
                (game.hand_size(s), game.face_up(s).len(), game.face_down(s).len()),
                (3, 3, 3)
            );
        }
        assert_eq!(game.draw_pile().len(), 68 - 9 * players, "the rest is the draw pile");
        assert_eq!(game.phase(), Phase::Swap);
        assert_eq!(game.to_move(), Some(Seat(0)), "seat 0 swaps first");
    }
    let deal = |seed| {
        let mut g = WajhAlNahs::new_game(3, &Options::default()).expect("three");
        g.apply(&Action::Deal(seed)).expect("the deal");
        g
    };
    assert_eq!(deal(5), deal(5), "a seed gives one deal");
    assert_ne!(deal(5), deal(6));
}

#[test]
fn the_swap_before_play_exchanges_face_up_cards_with_hand_cards_once_per_seat_in_turn() {
    let mut game = swapping(&["3", "zero", "9"], &["2", "2", "13"]);
    let options = legal(&game);
    assert_eq!(options[0], "keep", "keeping the cards as dealt comes first");
    assert!(options.contains(&"swap 13 for 7".to_string()), "{options:?}");
    assert!(
        !options.contains(&"swap 2 2 13 for 7 8 13".to_string()),
        "a kind both given and taken is not offered"
    );
    assert!(
        options.contains(&"swap 2 2 for 7 8".to_string()),
        "any number of cards, as many each way"
    );
    // A kind given and taken would change nothing: not offered, refused.
    assert!(refused(&game, "swap 13 for 13").contains("changes nothing"));
    assert!(refused(&game, "swap 9 for 7").contains("does not have 1 9 in hand"));
    assert!(refused(&game, "7").contains("swap before play"));
    let events = play(&mut game, "swap 2 13 for 7 8");
    assert!(matches!(events[0], Event::Swapped { seat: Seat(1), .. }));
    assert_eq!(game.face_up(Seat(1)), cards(&["2", "13", "13"]));
    // Seat 1 was the last to swap: the opening follows at once, and the swap is not offered again.
    assert_eq!(game.phase(), Phase::Play);
    assert!(legal(&game).iter().all(|a| !a.starts_with("swap")));
}

#[test]
fn d6_d19_the_lowest_number_card_is_laid_for_its_holder_one_card_and_play_passes() {
    // Seat 1 holds two 2s; seat 0 a Zero (specials never open, D6) and a 3.
    let mut game = swapping(&["3", "zero", "9"], &["2", "2", "13"]);
    let events = play(&mut game, "keep");
    assert!(events.contains(&Event::Opened {
        seat: Seat(1),
        card: card("2")
    }));
    assert_eq!(game.pile(), cards(&["2"]), "one card, though seat 1 holds two (D19)");
    assert_eq!(game.value(), 2);
    assert_eq!(game.hand_size(Seat(1)), 3, "the opener draws back to three");
    assert!(game.hand(Seat(1)).contains(&card("2")));
    assert_eq!(game.to_move(), Some(Seat(0)), "play passes to the next player");
}

#[test]
fn d6_ties_go_to_the_first_seat_from_seat_0() {
    let mut game = position(json!({
        "phase": "swap",
        "hands": [["13", "12", "11"], ["1", "9", "9"], ["8", "8", "10"], ["1", "3", "4"]],
        "face_up": [["2", "2", "3"], ["4", "5", "6"], ["7", "7", "6"], ["10", "10", "12"]],
        "face_down": [["3", "4", "5"], ["6", "7", "8"], ["9", "11", "12"], ["13", "13", "11"]],
        "pile": [],
        "to_move": 3,
    }));
    play(&mut game, "keep");
    assert_eq!(game.pile(), cards(&["1"]));
    assert_eq!(game.hand_size(Seat(1)), 3);
    assert!(
        !game.hand(Seat(1)).contains(&card("1")),
        "seat 1, before seat 3, opened"
    );
    assert_eq!(game.to_move(), Some(Seat(2)));
}

/// Every hand holds special cards only: seat 0 chooses the opening card.
fn no_number_card() -> WajhAlNahs {
    position(json!({
        "phase": "opening",
        "hands": [["skip", "burn", "zero"], ["reverse", "transparent", "five-or-less"], ["skip", "under-over", "zero"]],
        "face_up": [["2", "3", "4"], ["5", "6", "7"], ["8", "9", "10"]],
        "face_down": [["11", "12", "13"], ["1", "1", "2"], ["3", "4", "5"]],
        "pile": [],
        "to_move": 0,
    }))
}

#[test]
fn d6_d19_with_no_number_card_in_any_hand_seat_0_chooses_one_card_and_its_effect_applies() {
    let mut game = no_number_card();
    assert_eq!(game.phase(), Phase::Opening);
    assert_eq!(legal(&game), ["zero", "skip", "burn"], "any one card of seat 0's hand");
    assert!(refused(&game, "skip skip").contains("one card (D19)"));
    let events = play(&mut game, "skip");
    assert!(events.contains(&Event::Skipped { seats: vec![Seat(1)] }), "{events:?}");
    assert_eq!(game.to_move(), Some(Seat(2)), "the Skip's effect applies as usual");
    let mut burnt = no_number_card();
    play(&mut burnt, "burn");
    assert!(burnt.pile().is_empty());
    assert_eq!(burnt.to_move(), Some(Seat(0)), "the Burn's player plays again");
    assert_eq!(burnt.phase(), Phase::Play);
}

#[test]
fn the_swap_refuses_giving_and_taking_unequal_numbers_of_cards() {
    let game = swapping(&["3", "zero", "9"], &["2", "2", "13"]);
    let mut uneven = game;
    let give = [card("2"), card("13")].into_iter().collect();
    let take = [card("7")].into_iter().collect();
    let error = uneven
        .apply(&Action::Swap(wajh_alnahs::Exchange::new(give, take)))
        .expect_err("two for one");
    assert!(error.to_string().contains("as many"), "{error}");
    assert_eq!(uneven, game);
}
