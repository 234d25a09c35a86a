//! Turns in `rules/jackar.md`: one card per turn clockwise, the 10 as a stop
//! (D7), own marbles needed (D8), throwing the hand (D9), and a finished player
//! playing the partner's marbles. Four players (homes 0, 19, 38, 57).

mod support;

use jackar::{Event, Phase};
use rules_core::{Game, Seat, ToAct};
use support::{G, at, b, cards, count_at, legal, play, refused, set, t, table};

// ---- Turn order -------------------------------------------------------------------

#[test]
fn play_goes_clockwise_one_card_a_turn_skipping_empty_hands_until_all_are_empty() {
    // Seat 1 holds nothing (it threw, say). Seat 2 plays, then seat 3, then 0,
    // skipping 1, then 2 its last card; then every hand is empty and the
    // leader (seat 0) deals the next hand.
    let mut game = table(4)
        .marble(0, 0, t(40))
        .marble(2, 0, t(45))
        .marble(3, 0, t(60))
        .hand(0, "2")
        .hand(2, "3 6")
        .hand(3, "5")
        .mover(2)
        .leader(0)
        .game();
    play(&mut game, "3 a");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(3)));
    assert_eq!(game.hand(Seat(2)), cards("6"), "the card played left the hand");
    assert!(game.played().contains(&"3".parse().expect("card")));
    play(&mut game, "5 a");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(0)));
    play(&mut game, "2 a");
    assert_eq!(
        game.to_act(),
        ToAct::Seat(Seat(2)),
        "seat 1 is skipped; seat 2 still holds its 6"
    );
    play(&mut game, "6 a");
    assert_eq!((game.to_act(), game.phase()), (ToAct::Chance, Phase::Deal));
}

// ---- D7: the 10 as a stop ----------------------------------------------------------------

#[test]
fn d7_stopped_player_chooses_the_discard_and_loses_the_turn() {
    // The Jack has no marble of another colour on the track to swap with.
    let mut game = table(4)
        .marble(0, 0, t(40))
        .hand(0, "10 J")
        .hand(1, "3 7")
        .hand(2, "2")
        .hand(3, "2")
        .game();
    assert_eq!(legal(&game), set(&["10 a", "10 stop"]));
    let events = play(&mut game, "10 stop");
    assert!(events.contains(&Event::Stopped { seat: Seat(1) }), "{events:?}");
    assert_eq!(at(&game, 0, 0), t(40));
    // Seat 1 now chooses which of its cards to discard.
    assert_eq!((game.phase(), game.to_act()), (Phase::Discard, ToAct::Seat(Seat(1))));
    assert_eq!(legal(&game), set(&["discard 3", "discard 7"]));
    refused(&mut game, "discard K");
    refused(&mut game, "3 2a");
    let events = play(&mut game, "discard 7");
    assert!(events.contains(&Event::Discarded {
        seat: Seat(1),
        card: "7".parse().expect("card")
    }));
    assert_eq!(game.hand(Seat(1)), cards("3"));
    assert_eq!(game.played(), cards("7 10"));
    // Its turn is spent: play goes on with seat 2.
    assert_eq!((game.phase(), game.to_act()), (Phase::Play, ToAct::Seat(Seat(2))));
}

#[test]
fn d7_no_stop_when_the_next_player_holds_no_card() {
    // Seat 1 (next) has no card; seat 2 has, but it is not the next player.
    let mut game = table(4).marble(0, 0, t(40)).hand(0, "10").hand(2, "2").game();
    assert_eq!(legal(&game), set(&["10 a"]));
    refused(&mut game, "10 stop");
}

#[test]
fn d7_the_stop_is_possible_when_the_ten_cannot_move() {
    // a in base 1 cannot move 10, but it is outside the graveyard (D8): stop only.
    let game = table(4).marble(0, 0, b(1)).hand(0, "10").hand(1, "3").game();
    assert_eq!(legal(&game), set(&["10 stop"]));
}

// ---- D8: own marbles needed ----------------------------------------------------------------

#[test]
fn d8_with_every_marble_in_the_graveyard_only_a_bring_out_card_plays() {
    // Seat 1 has a marble to move with a 5 or swap with a J, and a card to be stopped.
    // The last deal of four players gives five cards a hand.
    let setup = table(4).marble(1, 0, t(30));
    let mut game = setup.clone().deal(2).hand(0, "5 10 J 8 A").hand(1, "3 4 6 9").game();
    assert_eq!(legal(&game), set(&["A out"]));
    refused(&mut game, "5 2a");
    refused(&mut game, "10 stop");
    let game = setup.hand(0, "5 10 J").hand(1, "3 4").game();
    assert_eq!(legal(&game), set(&["throw"]));
}

#[test]
fn d8_a_refused_play_with_nothing_out_says_why() {
    // Whatever the card (a 5 on another's marble, a stop, a Jack), the reason is D8.
    let game = table(4).marble(1, 0, t(30)).hand(1, "3 4").hand(0, "5 10 J").game();
    for text in ["5 2a", "10 stop", "J 1a<->2a"] {
        let a = game.parse_notation(text).expect("parses");
        let mut copy = game;
        let err = copy.apply(&a).expect_err("refused").to_string();
        assert!(err.contains("(D8)"), "{text}: {err}");
    }
}

#[test]
fn d8_a_marble_in_the_base_counts_as_outside_the_graveyard() {
    // a in base 0, the rest in the graveyard: the 5 on seat 1's marble, the stop,
    // and a 2 inside the base (to base 2) all play; the 10 cannot move a.
    let game = table(4)
        .marble(0, 0, b(0))
        .marble(1, 0, t(30))
        .hand(0, "5 10 2")
        .hand(1, "3 4")
        .game();
    assert_eq!(legal(&game), set(&["5 2a", "10 stop", "2 a"]));
}

// ---- D9: throwing the hand ---------------------------------------------------------------------

#[test]
fn d9_throw_only_when_nothing_can_be_played_and_the_whole_hand_goes() {
    // a in base 0: the 4 cannot go back out, 8 overshoots. Nothing plays.
    let mut game = table(4).marble(0, 0, b(0)).hand(0, "4 8 8").hand(1, "2 3").game();
    assert_eq!(legal(&game), set(&["throw"]));
    let events = play(&mut game, "throw");
    assert!(
        events.contains(&Event::Threw {
            seat: Seat(0),
            cards: cards("4 8 8")
        }),
        "{events:?}"
    );
    assert_eq!(game.hand_size(Seat(0)), 0);
    assert_eq!(game.played(), cards("4 8 8"));
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
}

#[test]
fn d9_no_throw_while_a_card_can_be_played() {
    // The 2 moves a inside the base (base 0 → 2); the 4 alone could not play.
    let mut game = table(4).marble(0, 0, b(0)).hand(0, "4 2").hand(1, "2").game();
    assert_eq!(legal(&game), set(&["2 a"]));
    refused(&mut game, "throw");
}

// ---- A finished player plays the partner's marbles -----------------------------------------------

/// Seat 0 finished (all four in base); seat 2 (its partner) as given.
fn finished_seat_0(partner: [jackar::Place; 4], hand: &str) -> jackar::Jackar {
    table(4)
        .finished(0)
        .marbles(2, partner)
        .marble(1, 0, t(30))
        .hand(0, hand)
        .hand(1, "3")
        .game()
}

#[test]
fn finished_player_brings_out_onto_the_partners_home() {
    let mut game = finished_seat_0([G; 4], "K");
    assert_eq!(game.playing_colour(Seat(0)), Seat(2));
    assert_eq!(legal(&game), set(&["K out"]));
    play(&mut game, "K out");
    assert_eq!((count_at(&game, 2, t(38)), count_at(&game, 0, t(0))), (1, 0));
}

#[test]
fn finished_player_moves_the_partners_marbles() {
    let mut game = finished_seat_0([t(40), G, G, G], "8");
    assert_eq!(legal(&game), set(&["8 a"]));
    play(&mut game, "8 a");
    assert_eq!(at(&game, 2, 0), t(48));
}

#[test]
fn finished_player_swaps_with_the_partners_marble() {
    let mut game = finished_seat_0([t(40), G, G, G], "J");
    assert_eq!(legal(&game), set(&["J a<->2a"]));
    play(&mut game, "J a<->2a");
    assert_eq!((at(&game, 2, 0), at(&game, 1, 0)), (t(30), t(40)));
}

#[test]
fn finished_player_with_the_partners_marbles_all_in_the_graveyard_only_brings_out() {
    // D8 for the partner's colour: no 5 on seat 1, no stop.
    let mut game = finished_seat_0([G; 4], "5 10");
    assert_eq!(legal(&game), set(&["throw"]));
    refused(&mut game, "10 stop");
}

#[test]
fn d8_d9_the_playable_cards_are_those_with_a_legal_play_and_none_while_discarding() {
    // D8: nothing out, so of K, 8 and 5 only the K (bring out) plays; the screen dims the rest.
    let game = table(4).marble(1, 0, t(30)).hand(0, "8 K 5").hand(1, "3 7").game();
    assert_eq!(game.playable_cards(), cards("K"));
    // D9: nothing plays at all.
    let game = table(4).marble(1, 0, t(30)).hand(0, "8 5").hand(1, "3").game();
    assert!(game.playable_cards().is_empty());
    // D7: while seat 1 chooses a discard there is no card to play.
    let mut game = table(4).marble(0, 0, t(40)).hand(0, "10 J").hand(1, "3 7").game();
    play(&mut game, "10 stop");
    assert_eq!(game.phase(), Phase::Discard);
    assert!(game.playable_cards().is_empty());
}
