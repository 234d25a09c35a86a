//! The search players' samples ([`rules_core::Determinize`]): every sample
//! shows each seat the view it was drawn from, is a state the reader accepts,
//! offers the seat to act the same actions, and deals the face-down cards
//! (the owner's too: nobody sees them) and the bank anew from the cards seen
//! nowhere.

mod support;

use rules_core::conformance::check_determinization;
use rules_core::{Determinize, Game, Seat};
use support::position;
use toki::{Card, Cell, Options, Toki};

#[test]
fn samples_keep_the_view_and_deal_the_hidden_cards_anew_for_two_to_six_players() {
    for (players, games) in [(2, 3), (3, 2), (4, 2), (5, 1), (6, 1)] {
        let report = check_determinization::<Toki>(players, &Options::default(), games, 500, 2)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert!(report.samples > 1_000, "{players} players: {report:?}");
        // The face-down cards and the bank are hidden from everyone: nearly
        // every sample deals them otherwise than the real game did.
        assert!(
            report.differed * 10 > report.samples * 9,
            "{players} players: {report:?}"
        );
    }
}

#[test]
fn the_owner_of_a_box_is_dealt_its_own_face_down_cards_anew() {
    // Seat 0 to take; its box has six face-down cards.
    let game = position(
        &["7 3? 4? 5? / 7 9? 10? 11?", "1 1? 2? 2? / 6 6? 8? 8?"],
        &["12"],
        0,
        None,
    );
    let view = game.view(Seat(0));
    let real = game
        .player_box(Seat(0))
        .expect("dealt")
        .card(Cell::numbered(2).expect("cell"));
    let dealt: Vec<Card> = (0..40)
        .map(|seed| {
            let sample = Toki::determinize(&view, Seat(0), seed).expect("a sample");
            assert_eq!(sample.view(Seat(0)), view);
            sample
                .player_box(Seat(0))
                .expect("dealt")
                .card(Cell::numbered(2).expect("cell"))
        })
        .collect();
    assert!(dealt.iter().any(|&c| c != real), "cell 2 is dealt anew: {dealt:?}");
    assert!(dealt.windows(2).any(|w| w[0] != w[1]), "seeds deal differently");
}

#[test]
fn cards_seen_face_up_or_on_the_discard_pile_are_never_dealt_face_down() {
    // Every Toki and every 12 is in sight: two Tokis face up, two Tokis and
    // eight 12s on the discard pile. No sample may hide one.
    let discard = ["T", "12", "12", "12", "T", "12", "12", "12", "12", "12"];
    let game = position(
        &["T 3? 4? 5? / 7 9? 10? 11?", "T 1? 2? 2? / 6 6? 8? 8?"],
        &discard,
        1,
        None,
    );
    let view = game.view(Seat(1));
    for seed in 0..60 {
        let sample = Toki::determinize(&view, Seat(1), seed).expect("a sample");
        for seat in Seat::all(2) {
            let b = sample.player_box(seat).expect("dealt");
            for cell in b.down_cells() {
                let card = b.card(cell);
                assert!(
                    !card.is_toki() && card.value() != Some(12),
                    "seed {seed}: {card} hidden"
                );
            }
        }
        assert!(sample.bank().iter().all(|c| !c.is_toki() && c.value() != Some(12)));
        assert_eq!(sample.discard(), game.discard());
    }
}

#[test]
fn a_view_that_no_game_gives_is_refused_with_a_reason() {
    let game = position(
        &["7 3? 4? 5? / 7 9? 10? 11?", "1 1? 2? 2? / 6 6? 8? 8?"],
        &["12"],
        0,
        None,
    );
    let mut view = game.view(Seat(0));
    view.discard = vec![Card::number(7).expect("a 7"); 9];
    let err = Toki::determinize(&view, Seat(0), 1).expect_err("nine 7s");
    assert!(err.contains("deck holds 8"), "{err}");
    let mut view = game.view(Seat(0));
    view.bank_count += 1;
    let err = Toki::determinize(&view, Seat(0), 1).expect_err("a card too many");
    assert!(err.contains("bank holds"), "{err}");
}
