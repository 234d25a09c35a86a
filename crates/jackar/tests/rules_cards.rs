//! Every card of `rules/jackar.md` with each of its effects, on a quiet board:
//! four players, seat 0 (home 0) to play with marble a alone on the track,
//! unless a test says otherwise. The finer rules each card obeys are in
//! `rules_moving.rs`, `rules_seven.rs` and `rules_turns.rs`.

mod support;

use jackar::{Event, Jackar};
use support::{G, at, count_at, killed, legal, m, play, set, t, table};

#[test]
fn ace_brings_out_or_moves_one_or_eleven() {
    let game = table(4).marble(0, 0, t(5)).hand(0, "A").game();
    assert_eq!(legal(&game), set(&["A out", "A a1", "A a11"]));

    let mut out = game;
    play(&mut out, "A out");
    assert_eq!(count_at(&out, 0, t(0)), 1, "one marble on the home");
    assert_eq!((at(&out, 0, 0), count_at(&out, 0, G)), (t(5), 2));

    let mut one = game;
    play(&mut one, "A a1");
    assert_eq!(at(&one, 0, 0), t(6));

    let mut eleven = game;
    play(&mut eleven, "A a11");
    assert_eq!(at(&eleven, 0, 0), t(16));
}

#[test]
fn two_three_six_eight_nine_and_queen_move_forward_by_their_value() {
    for (card, steps) in [("2", 2), ("3", 3), ("6", 6), ("8", 8), ("9", 9), ("Q", 12)] {
        only_move(card, 40, 40 + steps);
    }
}

/// Seat 0's lone marble a on `from` with only `card` in hand: moving a is the
/// one legal play, and it lands on `to`.
fn only_move(card: &str, from: u8, to: u8) {
    let mut game = table(4).marble(0, 0, t(from)).hand(0, card).game();
    let text = format!("{card} a");
    assert_eq!(legal(&game), set(&[&text]), "card {card}: one marble, one way");
    play(&mut game, &text);
    assert_eq!(at(&game, 0, 0), t(to), "card {card}");
}

#[test]
fn four_moves_backwards_four() {
    only_move("4", 44, 40);
}

#[test]
fn five_moves_a_marble_five() {
    // Own marble here; any colour's in rules_moving.rs (D5).
    only_move("5", 40, 45);
}

#[test]
fn seven_moves_one_marble_seven() {
    // One marble on the track: no split possible (the splits are in rules_seven.rs).
    only_move("7", 40, 47);
}

/// In `game` seat 0 may play `card` two ways: "`card` a", which takes its
/// marble a to `to`, or `other`; the game after `other`, and what it told.
fn moves_or(game: Jackar, card: &str, to: u8, other: &str) -> (Jackar, Vec<Event>) {
    let moving = format!("{card} a");
    assert_eq!(legal(&game), set(&[&moving, other]));
    let mut moved = game;
    play(&mut moved, &moving);
    assert_eq!(at(&moved, 0, 0), t(to));
    let mut instead = game;
    let events = play(&mut instead, other);
    (instead, events)
}

#[test]
fn ten_moves_ten_or_stops_the_next_player() {
    // Seat 1 holds a card, so the stop is possible (D7, rules_turns.rs).
    let game = table(4).marble(0, 0, t(40)).hand(0, "10").hand(1, "2").game();
    let (stopped, events) = moves_or(game, "10", 50, "10 stop");
    assert!(
        events.contains(&Event::Stopped {
            seat: rules_core::Seat(1)
        }),
        "{events:?}"
    );
    assert_eq!(at(&stopped, 0, 0), t(40), "a stop moves nothing");
}

#[test]
fn jack_swaps_own_marble_with_another_players() {
    let mut game = table(4).marble(0, 0, t(40)).marble(1, 0, t(30)).hand(0, "J").game();
    assert_eq!(legal(&game), set(&["J a<->2a"]));
    let events = play(&mut game, "J a<->2a");
    assert_eq!((at(&game, 0, 0), at(&game, 1, 0)), (t(30), t(40)));
    assert!(killed(&events).is_empty(), "a swap kills nothing");
}

#[test]
fn king_brings_out_or_moves_thirteen() {
    let game = table(4).marble(0, 0, t(40)).hand(0, "K").game();
    let (out, events) = moves_or(game, "K", 53, "K out");
    assert_eq!(count_at(&out, 0, t(0)), 1);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::BroughtOut { marble } if marble.seat == m(0, 0).seat)),
        "{events:?}"
    );
}
