//! `rules/toki.md`, *Components* and *Setup of a round*: the 108 cards, the
//! deal into boxes, the bank and the discard pile, the opening reveal of two
//! cards each, and who starts (D1, D2).

mod support;

use rules_core::{ChanceOutcomes, Game, Seat, Table, ToAct};
use support::{cell, load, num, play};
use toki::{Action, Card, Cell, Event, Options, Phase, Pile, Toki};

fn dealt(players: usize, seed: u64) -> Toki {
    let mut game = Toki::new_game(players, &Options::default()).expect("a table");
    game.apply(&Action::Deal(seed)).expect("the deal");
    game
}

#[test]
fn the_deck_holds_104_number_cards_eight_of_each_0_to_12_and_four_tokis() {
    let game = Toki::new_game(2, &Options::default()).expect("two players");
    let bank = game.bank();
    assert_eq!(bank.len(), 108);
    for v in 0..=12 {
        assert_eq!(bank.iter().filter(|&&c| c == num(v)).count(), 8, "value {v}");
    }
    assert_eq!(bank.iter().filter(|c| c.is_toki()).count(), 4);
    assert!(Card::number(13).is_none());
}

#[test]
fn two_to_six_play_and_no_other_count() {
    for n in 2..=6 {
        assert!(Toki::new_game(n, &Options::default()).is_ok(), "{n}");
    }
    for n in [0, 1, 7] {
        let e = rules_core::Table::<Toki>::new(0, n, Options::default()).expect_err("refused");
        assert_eq!(e.0, format!("Toki Toki (توكي توكي) is played by 2–6 players, not {n}"));
    }
}

#[test]
fn the_deal_lays_eight_face_down_cards_in_each_box_and_starts_the_discard_pile_from_the_bank() {
    for players in 2..=6 {
        let game = dealt(players, 40 + players as u64);
        for s in Seat::all(players) {
            let b = game.player_box(s).expect("dealt");
            assert_eq!(
                b.face_down(),
                8,
                "nobody knows the cards of the box, not even its owner"
            );
        }
        assert_eq!(game.discard().len(), 1, "one card turned up beside the bank");
        assert_eq!(game.bank().len(), 108 - 8 * players - 1);
        assert_eq!(game.phase(), Phase::Open);
        assert_eq!(game.to_act(), ToAct::Seat(Seat(0)), "seat 1 reveals first");
    }
}

#[test]
fn the_same_seed_deals_the_same_and_another_seed_otherwise() {
    assert_eq!(dealt(4, 9), dealt(4, 9));
    assert_ne!(dealt(4, 9).state_json()["boxes"], dealt(4, 10).state_json()["boxes"]);
}

#[test]
fn each_seat_in_turn_turns_up_two_cards_of_its_choice() {
    let mut game = dealt(3, 5);
    let choices = game.legal_actions();
    assert_eq!(choices.len(), 28, "any two of eight cells");
    assert!(choices.iter().all(|a| matches!(a, Action::Open(_))));
    let events = play(&mut game, "open 3 8");
    let b = game.player_box(Seat(0)).expect("dealt");
    assert!(b.is_up(cell(3)) && b.is_up(cell(8)));
    assert_eq!(b.face_down(), 6);
    assert!(matches!(events[0], Event::Opened { seat: Seat(0), .. }));
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)), "then the next seat");
    play(&mut game, "open 1 5");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)));
    support::refused(&game, "a1", "two cards");
}

/// Four players whose opening cells hold `sums` (top row cells 1 and 2).
fn opening(cards: [[&str; 2]; 4]) -> Toki {
    let boxes: Vec<String> = cards
        .iter()
        .map(|[a, b]| format!("{a}? {b}? 1? 2? / 3? 4? 5? 6?"))
        .collect();
    let mut json = support::position_json(&boxes.iter().map(String::as_str).collect::<Vec<_>>(), &["9"], 0, None);
    json["phase"] = serde_json::json!("open");
    let mut game = load(json);
    for _ in 0..4 {
        play(&mut game, "open 1 2");
    }
    game
}

#[test]
fn d1_the_highest_opening_sum_starts_and_a_toki_counts_0() {
    // Seat 3's 12 + Toki is 12, not more; seat 2's 7 + 6 = 13 is the highest.
    let game = opening([["5", "5"], ["T", "12"], ["7", "6"], ["0", "11"]]);
    assert_eq!(game.opening_sum(Seat(1)), 12, "D1: the Toki counts 0");
    assert_eq!(game.phase(), Phase::Take);
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)), "the highest sum starts");
    assert_eq!(
        game.legal_actions(),
        [Action::Take(Pile::Bank), Action::Take(Pile::Discard)]
    );
}

#[test]
fn d2_a_tie_is_a_chance_point_among_the_tied_seats() {
    let game = opening([["6", "6"], ["T", "11"], ["12", "0"], ["5", "7"]]);
    assert_eq!(game.phase(), Phase::Starter);
    assert_eq!(game.to_act(), ToAct::Chance, "the players decide (or the seed)");
    assert_eq!(game.tied(), [Seat(0), Seat(2), Seat(3)], "12 each; T + 11 is 11 (D1)");
    let Some(ChanceOutcomes::Weighted(outcomes)) = game.chance_outcomes() else {
        panic!("a weighted choice");
    };
    assert_eq!(
        outcomes,
        [
            (Action::Starts(Seat(0)), 1),
            (Action::Starts(Seat(2)), 1),
            (Action::Starts(Seat(3)), 1)
        ],
        "each tied seat alike"
    );
    let mut refused = game;
    let e = refused.apply(&Action::Starts(Seat(1))).expect_err("seat 1 is not tied");
    assert!(e.to_string().contains("not among those tied"), "{e}");
    assert!(
        refused.apply(&Action::Take(Pile::Bank)).is_err(),
        "nobody plays before it is decided"
    );
}

#[test]
fn d2_the_family_picks_among_the_tied_or_the_seed_breaks_the_tie() {
    let game = opening([["6", "6"], ["T", "11"], ["12", "0"], ["5", "7"]]);
    // At the table the players' pick is forced as the chance outcome.
    let mut picked = Table::from_state(game, 3);
    let events = picked.apply(&Action::Starts(Seat(3))).expect("a tied seat");
    assert_eq!(
        events,
        [Event::Starts {
            seat: Seat(3),
            sum: 12,
            tie: true
        }]
    );
    assert_eq!(picked.game().to_act(), ToAct::Seat(Seat(3)));
    // Headless, the seed decides: always one of the tied, the same for the same seed.
    let mut starters = Vec::new();
    for seed in 0..40 {
        let mut table = Table::from_state(game, seed);
        table.resolve_chance();
        let seat = table.game().to_act().seat().expect("a seat starts");
        assert!([Seat(0), Seat(2), Seat(3)].contains(&seat), "{seat}");
        let mut again = Table::from_state(game, seed);
        again.resolve_chance();
        assert_eq!(again.game(), table.game(), "same seed, same start");
        starters.push(seat);
    }
    for seat in [Seat(0), Seat(2), Seat(3)] {
        assert!(starters.contains(&seat), "{seat} never drawn in 40 seeds");
    }
}

#[test]
fn play_goes_clockwise_from_the_starter() {
    let mut game = opening([["5", "5"], ["T", "12"], ["7", "6"], ["0", "11"]]);
    for expected in [2, 3, 0, 1, 2] {
        assert_eq!(game.to_act(), ToAct::Seat(Seat(expected)));
        play(&mut game, "take bank");
        let b = game.player_box(Seat(expected)).expect("dealt");
        let up = b.up_cells().next().unwrap_or(Cell::at(0).expect("cell"));
        play(&mut game, &format!("a{up}"));
    }
}

#[test]
fn every_round_is_dealt_afresh_and_opened_again() {
    let mut table = Table::<Toki>::new(8, 3, Options::default()).expect("three");
    let mut rng = rules_core::rng_from_seed(1);
    // Play until the second round's deal.
    while table.game().round() < 2 || table.game().phase() != Phase::Open {
        assert!(table.play_random(&mut rng, 1) || table.game().to_act() != ToAct::Over);
        table.resolve_chance();
    }
    let game = table.game();
    assert_eq!(game.rounds_scored(), 1);
    for s in Seat::all(3) {
        assert_eq!(
            game.player_box(s).expect("dealt").face_down(),
            8,
            "a new box, face down"
        );
    }
    assert_eq!(game.discard().len(), 1);
    assert_eq!(game.bank().len(), 108 - 24 - 1, "every card gathered and shuffled");
}
