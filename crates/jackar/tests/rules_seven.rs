//! The 7 of `rules/jackar.md`: whole or split between two marbles (D4), the rest
//! of a 7 for the partner (D11). Four players (homes 0, 19, 38, 57), seat 0 to play.

mod support;

use std::collections::BTreeSet;

use jackar::{Action, Event, Jackar, Place};
use rules_core::Seat;
use support::{G, at, b, killed, legal, m, play, refused, refused_action, set, t, table};

/// Every ordered split of the 7 between `first` and `second`, for the parts
/// `first` may take.
fn splits(first: &str, second: &str, first_parts: std::ops::RangeInclusive<u8>) -> BTreeSet<String> {
    first_parts
        .flat_map(|k| {
            [
                format!("7 {first}{k} {second}{}", 7 - k),
                format!("7 {second}{} {first}{k}", 7 - k),
            ]
        })
        .collect()
}

#[test]
fn d4_every_split_is_listed_in_both_orders() {
    // a on 10, b on 30, nothing in the way: each may move 1–7 steps, so the 7
    // is a whole 7 for either, or any k + (7 − k), k = 1..6, in either order.
    let game = seven_for(t(10), t(30));
    let mut expected = splits("a", "b", 1..=6);
    expected.extend(set(&["7 a", "7 b"]));
    assert_eq!(expected.len(), 14);
    assert_eq!(legal(&game), expected);
    split_to(game, "7 a3 b4", (t(13), t(34)));
}

#[test]
fn d4_a_part_may_move_a_marble_inside_its_base() {
    // a on base 0 can take only 1, 2 or 3 (base 1–3); b on 30 takes the rest.
    let game = seven_for(b(0), t(30));
    let mut expected = splits("a", "b", 1..=3);
    expected.insert("7 b".to_string());
    assert_eq!(legal(&game), expected);
    split_to(game, "7 b5 a2", (b(2), t(35)));
}

#[test]
fn d4_both_parts_must_be_possible() {
    // b on 74 can take 1–5 steps only (5 reaches base 3): no part of 6 for b,
    // and no whole 7 for b. a on 40 can take anything.
    let mut game = seven_for(t(40), t(74));
    let mut expected = splits("b", "a", 1..=5);
    expected.insert("7 a".to_string());
    assert_eq!(legal(&game), expected);
    refused(&mut game, "7 a1 b6");
    refused(&mut game, "7 b6 a1");
    refused(&mut game, "7 b");
}

#[test]
fn d4_order_matters_a_marble_moved_first_clears_the_way() {
    // a on 10, b on 12. a first (3, to 13) would pass b; b first (4, to 16) clears 12.
    b_first(t(10), t(12), (t(13), t(16)));
}

/// Seat 0's a on `a_at` and b on `b_at` with a 7: a 3 then b 4 is refused,
/// b 4 then a 3 is played and leaves a and b on `ends`; what it told.
fn b_first(a_at: Place, b_at: Place, ends: (Place, Place)) -> Vec<Event> {
    let mut game = seven_for(a_at, b_at);
    refused(&mut game, "7 a3 b4");
    split_to(game, "7 b4 a3", ends)
}

/// Seat 0's a on `a_at` and b on `b_at`, a 7 in hand.
fn seven_for(a_at: Place, b_at: Place) -> Jackar {
    table(4).marble(0, 0, a_at).marble(0, 1, b_at).hand(0, "7").game()
}

/// Plays `text` on `game`, after which a and b stand on `ends`; what it told.
fn split_to(mut game: Jackar, text: &str, ends: (Place, Place)) -> Vec<Event> {
    let events = play(&mut game, text);
    assert_eq!((at(&game, 0, 0), at(&game, 0, 1)), ends);
    events
}

#[test]
fn d4_order_matters_a_kill_in_part_one_changes_part_two() {
    // a on 40, b on 43. a's 3 first lands on b and kills it: b cannot then move 4.
    // b's 4 first (to 47), then a's 3 lands on the empty 43.
    let events = b_first(t(40), t(43), (t(43), t(47)));
    assert!(killed(&events).is_empty());
}

#[test]
fn d4_each_part_kills_only_where_it_lands() {
    // a on 40 passes seat 1's a (42) and lands on seat 1's b (44); b on 10 takes 3.
    let mut game = table(4)
        .marble(0, 0, t(40))
        .marble(0, 1, t(10))
        .marble(1, 0, t(42))
        .marble(1, 1, t(44))
        .hand(0, "7")
        .game();
    let events = play(&mut game, "7 a4 b3");
    assert_eq!(killed(&events), vec![m(1, 1)]);
    assert_eq!((at(&game, 0, 0), at(&game, 0, 1)), (t(44), t(13)));
    assert_eq!((at(&game, 1, 0), at(&game, 1, 1)), (t(42), G));
}

#[test]
fn d4_each_part_obeys_the_passing_option() {
    // a on 40 taking 3 would pass seat 1 on 41 and seat 3 on 42: two marbles.
    let setup = table(4)
        .marble(0, 0, t(40))
        .marble(0, 1, t(10))
        .marble(1, 0, t(41))
        .marble(3, 0, t(42))
        .hand(0, "7");
    refused(&mut setup.clone().game(), "7 a3 b4");
    let mut game = setup.passing("free").game();
    play(&mut game, "7 a3 b4");
    assert_eq!((at(&game, 0, 0), at(&game, 0, 1)), (t(43), t(14)));
}

#[test]
fn d4_the_parts_are_positive_add_to_seven_and_move_two_different_own_marbles() {
    let mut game = table(4)
        .marble(0, 0, t(10))
        .marble(0, 1, t(30))
        .marble(1, 0, t(50))
        .hand(0, "7")
        .game();
    let (a, bm) = (m(0, 0), m(0, 1));
    for (first, second) in [
        ((a, 3), (a, 4)),
        ((a, 0), (bm, 7)),
        ((a, 3), (bm, 3)),
        ((a, 4), (bm, 4)),
    ] {
        refused_action(&mut game, &Action::Split { first, second });
    }
    // Another colour's marble is not the player's to split a 7 with.
    refused(&mut game, "7 a3 2a4");
    refused(&mut game, "7 2a3 a4");
}

#[test]
fn d11_the_rest_of_a_seven_moves_a_partners_marble_once_the_last_own_marble_is_in() {
    // Seat 0: a, b, c in base 1–3, d on 73 (step 73). Seat 2 (partner): a on 40.
    // d alone: 7 overshoots (step 80); 1 or 2 leave d on the track, so no partner
    // part; 4+ would pass or land on b1. a, b, c cannot move (base 2, 3 taken).
    // So only d's 3 (into base 0, seat 0 finished) then the partner's a by 4.
    let mut game = table(4).last_out(0, 73).marble(2, 0, t(40)).hand(0, "7").game();
    assert_eq!(legal(&game), set(&["7 d3 3a4"]));
    refused(&mut game, "7 3a4 d3");
    let events = play(&mut game, "7 d3 3a4");
    assert_eq!((at(&game, 0, 3), at(&game, 2, 0)), (b(0), t(44)));
    assert!(events.contains(&Event::Finished { seat: Seat(0) }), "{events:?}");
}

#[test]
fn d11_no_split_when_the_partner_cannot_take_the_rest() {
    // As above but the partner's marbles all wait in the graveyard: the 4 left
    // over cannot be played, so the 7 cannot be played at all.
    let mut game = table(4).last_out(0, 73).hand(0, "7").game();
    assert_eq!(legal(&game), set(&["throw"]));
    refused(&mut game, "7 d3 3a4");
}
