//! Rules file, "Playing": the normal rule, laying equal cards together (D13),
//! drawing back to three, picking up when nothing fits (D7), four of a kind
//! (D8), face-up then face-down cards (D18), finishing.

mod support;

use rules_core::{Game, Seat};
use serde_json::json;
use support::{burns, card, cards, legal, play, position, refused};
use wajh_alnahs::{Action, Event, Phase, Source, WajhAlNahs};

/// Three seats, the draw pile empty, seat 0 to play on a pile topped by `top`.
fn on(pile: &[&str], hand: &[&str]) -> WajhAlNahs {
    position(json!({
        "hands": [hand, ["2", "3", "4"], ["5", "6", "11"]],
        "face_up": [["12"], [], []],
        "face_down": [["1"], [], []],
        "pile": pile,
        "draw": [],
        "to_move": 0,
    }))
}

#[test]
fn the_normal_rule_lays_a_card_at_least_the_piles_value() {
    let mut game = on(&["4", "8"], &["7", "8", "13"]);
    assert_eq!(legal(&game), ["8", "13"], "a 7 is below 8; an equal 8 goes");
    assert!(refused(&game, "7").contains("lower than the pile's value 8"));
    play(&mut game, "13");
    assert_eq!(game.value(), 13);
    assert_eq!(game.to_move(), Some(Seat(1)), "play passes to the next player");
    assert_eq!(legal(&game), ["pick up"], "nothing is 13 or more");
}

#[test]
fn d13_cards_of_one_kind_go_together_a_plain_6_not_with_a_skip_under_over_and_carry_it_one_at_a_time() {
    let game = on(
        &["2"],
        &[
            "6",
            "6",
            "6",
            "skip",
            "skip",
            "under-over",
            "under-over",
            "carry-it",
            "carry-it",
        ],
    );
    assert_eq!(
        legal(&game),
        ["6", "6 6", "6 6 6", "skip", "skip skip", "under-over", "carry-it"]
    );
    assert!(refused(&game, "under-over under-over").contains("one at a time (D13)"));
    assert!(refused(&game, "carry-it carry-it").contains("one at a time (D13)"));
    assert!(refused(&game, "6 6 6 6").contains("only 3"), "only what is held");
}

#[test]
fn after_laying_from_the_hand_a_player_draws_back_to_three_while_the_draw_pile_lasts() {
    let mut game = position(json!({
        "hands": [["9", "9", "11"], ["2", "3", "4"]],
        "face_up": [[], []],
        "face_down": [[], []],
        "pile": ["5"],
        "draw": ["13", "12"],
        "to_move": 0,
    }));
    let events = play(&mut game, "9 9");
    assert!(events.contains(&Event::Drew {
        seat: Seat(0),
        count: 2
    }));
    assert_eq!(
        game.hand(Seat(0)),
        cards(&["11", "12", "13"]),
        "the top card, last, first"
    );
    assert!(game.draw_pile().is_empty());
    // Holding more than three, nothing is drawn.
    let mut many = position(json!({
        "hands": [["9", "9", "11", "11", "11"], ["2", "3", "4"]],
        "face_up": [[], []], "face_down": [[], []],
        "pile": ["5"], "out": [], "to_move": 0,
    }));
    assert!(!many.draw_pile().is_empty());
    let events = play(&mut many, "9");
    assert!(!events.iter().any(|e| matches!(e, Event::Drew { .. })), "{events:?}");
    assert_eq!(many.hand_size(Seat(0)), 4);
}

#[test]
fn d7_a_player_with_no_card_to_lay_picks_up_the_whole_pile_and_only_then() {
    let mut game = on(&["3", "10", "12"], &["4", "9"]);
    assert_eq!(legal(&game), ["pick up"]);
    let events = play(&mut game, "pick up");
    assert!(events.contains(&Event::PickedUp {
        seat: Seat(0),
        cards: 3
    }));
    assert_eq!(game.hand(Seat(0)), cards(&["3", "4", "9", "10", "12"]));
    assert!(game.pile().is_empty());
    assert_eq!(game.value(), 0);
    assert_eq!(game.to_move(), Some(Seat(1)), "play passes to the next player");
    let able = on(&["3"], &["4", "9"]);
    assert!(refused(&able, "pick up").contains("(D7)"));
}

#[test]
fn d8_four_cards_of_one_value_on_top_burn_the_pile_and_whoever_laid_the_fourth_plays_again() {
    // Laid by several players: two 7s below, two laid now.
    burns(&mut on(&["2", "7", "7"], &["7", "7", "9"]), "7 7", 5, true);
    // D8: numbered specials count by face value; a Transparent counts 9.
    let mut nines = on(&["9", "9", "9"], &["transparent", "2"]);
    play(&mut nines, "transparent");
    assert!(nines.pile().is_empty(), "9, 9, 9 and a Transparent burn");
    let mut sixes = on(&["4", "skip", "6"], &["6", "6", "13"]);
    play(&mut sixes, "6 6");
    assert!(sixes.pile().is_empty(), "a Skip counts 6");
    // Three of a kind does not burn.
    let mut three = on(&["7"], &["7", "7", "9"]);
    play(&mut three, "7 7");
    assert_eq!(three.pile().len(), 3);
}

/// Seat 0's hand and the draw pile empty: it plays its face-up cards.
fn face_up_play(pile: &[&str], up: &[&str], down: &[&str]) -> WajhAlNahs {
    position(json!({
        "hands": [[], ["2", "3", "4"]],
        "face_up": [up, []],
        "face_down": [down, []],
        "pile": pile,
        "draw": [],
        "to_move": 0,
    }))
}

#[test]
fn with_hand_and_draw_pile_empty_a_player_plays_face_up_cards_equal_ones_together_d19() {
    let mut game = face_up_play(&["6"], &["8", "8", "3"], &["5"]);
    assert_eq!(game.source(Seat(0)), Some(Source::FaceUp));
    assert_eq!(legal(&game), ["8", "8 8"], "D19: D13 applies to face-up cards too");
    let events = play(&mut game, "8 8");
    assert!(events.contains(&Event::Laid {
        seat: Seat(0),
        card: card("8"),
        count: 2,
        from: Source::FaceUp
    }));
    assert_eq!(game.face_up(Seat(0)), cards(&["3"]));
    // None fits: the pile is taken into the hand; the face-up cards stay.
    let mut stuck = face_up_play(&["9"], &["8", "3"], &["5"]);
    assert_eq!(legal(&stuck), ["pick up"]);
    play(&mut stuck, "pick up");
    assert_eq!(stuck.hand(Seat(0)), cards(&["9"]));
    assert_eq!(stuck.face_up(Seat(0)).len(), 2);
    assert_eq!(stuck.source(Seat(0)), Some(Source::Hand), "the hand comes first again");
}

#[test]
fn d18_the_face_down_pick_is_the_players_choice_of_position_unseen() {
    let game = face_up_play(&["6"], &[], &["13", "2", "burn"]);
    assert_eq!(game.source(Seat(0)), Some(Source::FaceDown));
    assert_eq!(
        legal(&game),
        ["face-down 1", "face-down 2", "face-down 3"],
        "positions, whatever the cards"
    );
    assert!(refused(&game, "pick up").contains("face-down"));
    assert!(refused(&game, "13").contains("face-down"));
    // Each position turns over its own card.
    let mut first = game;
    let events = play(&mut first, "face-down 1");
    assert!(events.contains(&Event::TurnedUp {
        seat: Seat(0),
        card: card("13"),
        fits: true
    }));
    assert_eq!(first.pile().last(), Some(&card("13")));
    assert_eq!(first.face_down(Seat(0)), cards(&["2", "burn"]), "the others stay");
}

#[test]
fn a_face_down_card_that_does_not_fit_is_taken_with_the_pile_into_the_hand() {
    let mut game = face_up_play(&["4", "6"], &[], &["13", "2", "burn"]);
    let events = play(&mut game, "face-down 2");
    assert!(events.contains(&Event::TurnedUp {
        seat: Seat(0),
        card: card("2"),
        fits: false
    }));
    assert_eq!(game.hand(Seat(0)), cards(&["2", "4", "6"]));
    assert!(game.pile().is_empty());
    assert_eq!(
        game.face_down(Seat(0)),
        cards(&["13", "burn"]),
        "the others stay until the hand is empty"
    );
    assert_eq!(game.to_move(), Some(Seat(1)));
    assert_eq!(
        game.stalemate(),
        1,
        "D11: the play is progress, the pick-up then counts one"
    );
}

#[test]
fn a_player_with_no_card_left_finishes_and_is_passed_by() {
    let mut game = position(json!({
        "hands": [["9"], ["2", "3", "4"], ["5", "6", "7"]],
        "face_up": [[], [], []],
        "face_down": [[], [], []],
        "pile": ["5"],
        "draw": [],
        "to_move": 0,
    }));
    let events = play(&mut game, "9");
    assert!(events.contains(&Event::Finished {
        seat: Seat(0),
        place: 1
    }));
    assert_eq!(game.finished(), [Seat(0)]);
    assert!(!game.in_play(Seat(0)));
    play(&mut game, "pick up"); // seat 1
    assert_eq!(game.to_move(), Some(Seat(2)));
    play(&mut game, "5");
    assert_eq!(game.to_move(), Some(Seat(1)), "seat 0 is passed by");
}

#[test]
fn laying_zero_cards_or_an_unknown_position_is_refused() {
    let game = on(&["2"], &["7", "9"]);
    let mut copy = game;
    assert!(copy.apply(&Action::lay_n(card("7"), 0)).is_err());
    assert_eq!(copy, game);
    let down = face_up_play(&["6"], &[], &["13"]);
    assert!(refused(&down, "face-down 2").contains("1–1"));
    assert_eq!(game.phase(), Phase::Play);
}
