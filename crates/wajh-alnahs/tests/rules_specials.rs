//! Rules file, "Cards": each special card but Carry-it (see
//! `rules_carry_it.rs`) — Zero, Five-or-less (D2, D3, D12, D17), Skip and
//! Reverse (D2, D15, the two-player case), Burn, Transparent (D4, on an empty
//! pile), Under-over (D5) — and the pile's value (D14).

mod support;

use rules_core::Seat;
use serde_json::json;
use support::{burns, card, cards, legal, play, position, refused};
use wajh_alnahs::{Card, Event, Special, WajhAlNahs};

/// Seats with the hands given (seat 0 to play), the draw pile empty, the
/// pile as given with its value and limit read from it.
fn table(pile: &[&str], hands: &[&[&str]]) -> WajhAlNahs {
    let none: Vec<Vec<&str>> = vec![vec![]; hands.len()];
    position(json!({
        "hands": hands,
        "face_up": none,
        "face_down": none,
        "pile": pile,
        "draw": [],
        "to_move": 0,
    }))
}

#[test]
fn zero_makes_the_piles_value_0_so_the_next_player_may_play_any_card() {
    let mut game = table(&["9", "12"], &[&["zero", "2"], &["1", "3"], &["4", "6"]]);
    play(&mut game, "zero");
    assert_eq!(game.value(), 0);
    assert_eq!(legal(&game), ["1", "3"], "a 1 goes on a Zero");
}

#[test]
fn d2_five_or_less_goes_only_on_a_value_strictly_lower_than_5() {
    let on_five = table(&["5"], &[&["five-or-less", "13"], &["1", "3"]]);
    assert!(refused(&on_five, "five-or-less").contains("lower than 5 (D2)"));
    let on_four = table(&["4"], &[&["five-or-less", "13"], &["1", "3"]]);
    assert_eq!(legal(&on_four), ["13", "five-or-less"]);
}

#[test]
fn d12_d3_after_a_five_or_less_the_next_play_is_5_or_less_or_a_wild_card_then_the_normal_rule() {
    // A 3, a 7 and every special but the five-or-less.
    let specials = Special::ALL.into_iter().filter(|&s| s != Special::FiveOrLess);
    let hand1: Vec<&str> = ["3", "7"]
        .into_iter()
        .chain(specials.map(|s| Card::special(s).name()))
        .collect();
    let mut game = table(&["2"], &[&["five-or-less", "13"], &hand1, &["12", "12"]]);
    let events = play(&mut game, "five-or-less");
    assert!(events.contains(&Event::Limit));
    assert!(game.limit());
    assert_eq!(game.value(), 5);
    // Lower than 5 goes too (the limit replaces the normal rule); a 7, a Skip
    // and a Reverse do not; the five wild cards do (D3).
    assert_eq!(
        legal(&game),
        ["3", "zero", "burn", "transparent", "under-over", "carry-it"]
    );
    assert!(refused(&game, "7").contains("5 or less!"));
    assert!(refused(&game, "skip").contains("5 or less!"));
    play(&mut game, "3");
    assert!(!game.limit(), "for the next play only");
    assert_eq!(game.value(), 3);
    assert_eq!(legal(&game), ["12", "12 12"], "the normal rule resumes");
}

#[test]
fn d12_a_five_or_less_cannot_follow_a_five_or_less() {
    let mut game = table(&["1"], &[&["five-or-less", "13"], &["five-or-less", "2"]]);
    play(&mut game, "five-or-less");
    assert_eq!(legal(&game), ["2"]);
    assert!(refused(&game, "five-or-less").contains("5 or less!"));
}

#[test]
fn d17_the_limit_ends_with_the_pile_picked_up_or_burnt() {
    let mut picked = table(&["1"], &[&["five-or-less", "13"], &["9", "12"], &["6"]]);
    play(&mut picked, "five-or-less");
    assert_eq!(legal(&picked), ["pick up"]);
    play(&mut picked, "pick up");
    assert!(!picked.limit());
    assert_eq!(picked.value(), 0);
    assert_eq!(legal(&picked), ["6"], "seat 2 plays on an empty pile, no limit");
    let mut burnt = table(&["1"], &[&["five-or-less", "13"], &["burn", "12"], &["6"]]);
    play(&mut burnt, "five-or-less");
    play(&mut burnt, "burn");
    assert!(!burnt.limit());
    assert_eq!(burnt.to_move(), Some(Seat(1)), "the Burn's player plays again");
    assert_eq!(legal(&burnt), ["12"]);
}

#[test]
fn d2_skip_goes_only_on_a_value_lower_than_6_and_the_next_player_loses_their_turn() {
    goes_only_below("skip", 6, &Event::Skipped { seats: vec![Seat(1)] });
}

/// D2: `special` is refused on a pile of value `limit`; laid on `limit - 1`
/// among three seats it does `effect`, seat 2 plays next, and the pile's
/// value is `limit`.
fn goes_only_below(special: &str, limit: u8, effect: &Event) {
    let (on_limit, below) = (limit.to_string(), (limit - 1).to_string());
    let on_limit = table(&[&on_limit], &[&[special, "13"], &["1"], &["2"]]);
    let reason = refused(&on_limit, special);
    assert!(reason.contains(&format!("lower than {limit} (D2)")), "{reason}");
    let mut game = table(&[&below], &[&[special, "13"], &["1", "2"], &["7", "8"]]);
    let events = play(&mut game, special);
    assert!(events.contains(effect), "{events:?}");
    assert_eq!(game.to_move(), Some(Seat(2)));
    assert_eq!(game.value(), limit);
}

#[test]
fn d15_two_skips_laid_together_skip_two_players_going_round_when_few_are_left() {
    let hands: [&[&str]; 4] = [&["skip", "skip", "13"], &["1"], &["2"], &["7", "8"]];
    let mut four = table(&["5"], &hands);
    play(&mut four, "skip skip");
    assert_eq!(four.to_move(), Some(Seat(3)), "seats 1 and 2 lose their turns");
    // Three holding cards: two Skips skip both others, back to the player.
    let mut three = table(&["5"], &[&["skip", "skip", "13"], &["1"], &["7", "8"]]);
    let events = play(&mut three, "skip skip");
    assert!(events.contains(&Event::Skipped {
        seats: vec![Seat(1), Seat(2)]
    }));
    assert_eq!(three.to_move(), Some(Seat(0)));
}

#[test]
fn d15_with_two_players_holding_cards_any_number_of_skips_let_the_player_lay_again_once() {
    for skips in ["skip", "skip skip"] {
        let mut game = table(&["5"], &[&["skip", "skip", "13", "13"], &["1", "2"]]);
        let events = play(&mut game, skips);
        assert!(events.contains(&Event::PlaysAgain { seat: Seat(0) }), "{skips}");
        assert_eq!(game.to_move(), Some(Seat(0)));
        play(&mut game, "13");
        assert_eq!(game.to_move(), Some(Seat(1)), "once");
    }
    // "Two players" counts those still holding cards after the lay: three
    // seats, one finished earlier, make a two-player stage.
    let mut game = position(json!({
        "hands": [["skip", "13"], [], ["1", "2"]],
        "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["5"], "draw": [], "finished": [1], "to_move": 0,
    }));
    play(&mut game, "skip");
    assert_eq!(game.to_move(), Some(Seat(0)));
}

#[test]
fn d15_a_skip_that_is_its_players_last_card_skips_as_usual_even_when_two_are_left() {
    let mut game = table(&["5"], &[&["skip"], &["1", "2"], &["7", "8"]]);
    let events = play(&mut game, "skip");
    assert!(events.contains(&Event::Finished {
        seat: Seat(0),
        place: 1
    }));
    assert!(events.contains(&Event::Skipped { seats: vec![Seat(1)] }));
    assert_eq!(game.to_move(), Some(Seat(2)), "seat 1 is skipped");
}

#[test]
fn d2_reverse_goes_only_on_a_value_lower_than_7_and_reverses_the_direction() {
    // Seat 2 plays next: the other way round.
    goes_only_below("reverse", 7, &Event::Reversed { direction: -1 });
}

#[test]
fn d15_two_reverses_leave_the_direction_as_it_was() {
    let mut game = table(&["6"], &[&["reverse", "reverse", "13"], &["1", "2"], &["7", "8"]]);
    play(&mut game, "reverse reverse");
    assert_eq!(game.to_move(), Some(Seat(1)));
    assert_eq!(game.direction(), rules_core::Direction::Forward);
}

#[test]
fn d15_with_two_players_a_reverse_is_a_plain_7_unless_it_is_the_last_card() {
    let mut two = table(&["6"], &[&["reverse", "13"], &["1", "2"]]);
    let events = play(&mut two, "reverse");
    assert!(
        !events.iter().any(|e| matches!(e, Event::Reversed { .. })),
        "{events:?}"
    );
    assert_eq!(two.direction(), rules_core::Direction::Forward);
    assert_eq!(two.value(), 7);
    // Three seats, the Reverse the player's last card: it reverses among the rest.
    let mut last = table(&["6"], &[&["reverse"], &["1", "2"], &["7", "8"]]);
    play(&mut last, "reverse");
    assert_eq!(last.direction(), rules_core::Direction::Backward);
    assert_eq!(last.to_move(), Some(Seat(2)));
}

#[test]
fn burn_goes_on_anything_sends_the_pile_out_of_the_game_and_its_player_plays_again() {
    let mut game = table(&["13", "13"], &[&["burn", "2"], &["1"]]);
    burns(&mut game, "burn", 3, false);
    assert_eq!(legal(&game), ["2"]);
    // Its player's last card: the next plays.
    let mut last = table(&["13"], &[&["burn"], &["1", "2"], &["3"]]);
    play(&mut last, "burn");
    assert_eq!(last.to_move(), Some(Seat(1)));
}

#[test]
fn d4_transparent_keeps_the_value_under_it_and_any_limit() {
    let mut game = table(&["12", "5"], &[&["transparent", "2"], &["4", "5", "6"], &["3"]]);
    play(&mut game, "transparent");
    assert_eq!(game.value(), 5, "D14: on [5, Transparent] the value is 5");
    assert_eq!(legal(&game), ["5", "6"]);
    let mut limited = table(&["1", "five-or-less"], &[&["transparent", "2"], &["4", "7"], &["3"]]);
    assert!(limited.limit());
    play(&mut limited, "transparent");
    assert!(limited.limit(), "D4: the limit stays");
    assert_eq!(legal(&limited), ["4"]);
}

#[test]
fn d14_transparent_on_an_empty_pile_counts_9() {
    let mut game = table(&[], &[&["transparent", "transparent", "2"], &["8", "9"], &["3"]]);
    play(&mut game, "transparent transparent");
    assert_eq!(game.value(), 9);
    assert_eq!(legal(&game), ["9"]);
}

#[test]
fn d5_under_over_brings_the_bottom_card_to_the_top_giving_its_face_value_not_its_effect() {
    let mut game = table(
        &["five-or-less", "3", "8"],
        &[&["under-over", "2"], &["4", "9"], &["3"]],
    );
    let events = play(&mut game, "under-over");
    assert!(events.contains(&Event::BroughtUp {
        card: card("five-or-less")
    }));
    assert_eq!(game.pile(), cards(&["3", "8", "under-over", "five-or-less"]));
    assert_eq!(game.value(), 5);
    assert!(!game.limit(), "the Five-or-less brought up sets no limit (D5)");
    assert_eq!(legal(&game), ["9"]);
}

#[test]
fn d14_a_transparent_brought_up_counts_9_an_under_over_brought_up_0() {
    let mut clear = table(&["transparent", "3"], &[&["under-over", "2"], &["4", "9"], &["3"]]);
    play(&mut clear, "under-over");
    assert_eq!(clear.value(), 9);
    let mut alone = table(&[], &[&["under-over", "2"], &["1", "9"], &["3"]]);
    play(&mut alone, "under-over");
    assert_eq!(alone.pile(), cards(&["under-over"]));
    assert_eq!(alone.value(), 0, "D5: on an otherwise empty pile the value is 0");
    assert_eq!(legal(&alone), ["1", "9"]);
}

#[test]
fn d3_under_over_goes_under_a_limit_and_ends_it() {
    let mut game = table(&["2", "five-or-less"], &[&["under-over", "13"], &["4", "9"], &["3"]]);
    play(&mut game, "under-over");
    assert!(!game.limit());
    assert_eq!(game.value(), 2, "the 2 from the bottom");
    assert_eq!(legal(&game), ["4", "9"]);
}
