//! `rules/toki.md`, *A turn* and *The Toki*: taking from either pile, rules
//! a–d, a discard-pile card must be placed, cards never move inside a box
//! (only the Toki, by rule d), the copying Toki and the flying Toki (D3, D4).

mod support;

use rules_core::{Game, Seat, ToAct};
use support::{cell, legal, load, num, play, position, position_json, refused, seen, with_bank_top};
use toki::{Action, Card, Drawn, Event, Phase, Pile, Rule};

/// Seat 0's box: a Toki over a 7 in column 1, three face-down columns below
/// face-up 3 and 12; seat 1 has its two opening cards up.
const MINE: &str = "T 3 12? 4? / 7 9? 10? 11?";
const THEIRS: &str = "1 1? 2? 2? / 6 6? 8? 8?";

#[test]
fn a_turn_first_takes_the_top_of_the_bank_or_of_the_discard_pile() {
    let game = with_bank_top(position_json(&[MINE, THEIRS], &["5", "9"], 0, None), &["4"]);
    assert_eq!(game.phase(), Phase::Take);
    assert_eq!(legal(&game), ["take bank", "take discard"]);
    let mut from_bank = game;
    let events = play(&mut from_bank, "take bank");
    assert_eq!(
        from_bank.drawn(),
        Some(Drawn {
            card: num(4),
            from: Pile::Bank
        }),
        "the bank's top card"
    );
    assert_eq!(from_bank.bank().len(), game.bank().len() - 1);
    assert_eq!(
        events,
        [Event::Took {
            seat: Seat(0),
            from: Pile::Bank,
            card: num(4)
        }]
    );
    let mut from_discard = game;
    play(&mut from_discard, "take discard");
    assert_eq!(
        from_discard.drawn().map(|d| d.card),
        Some(num(9)),
        "the discard pile's top"
    );
    assert_eq!(from_discard.discard(), [num(5)]);
    assert_eq!(from_discard.to_act(), ToAct::Seat(Seat(0)), "the same seat places it");
    refused(&from_discard, "take bank", "a card is taken already");
    refused(&game, "a1", "first take a card");
}

#[test]
fn rule_a_replaces_a_face_up_card_which_goes_face_up_onto_the_discard_pile() {
    let mut game = position(&[MINE, THEIRS], &["5"], 0, Some("2 bank"));
    let before = seen(&game, 0);
    let events = play(&mut game, "a2");
    assert_eq!(seen(&game, 0)[1], Some(num(2)));
    assert_eq!(game.discard().last(), Some(&num(3)), "the replaced 3, face up");
    assert!(matches!(events[0], Event::Replaced { rule: Rule::A, old, .. } if old == num(3)));
    // Nothing else in the box moved.
    for i in (0..8).filter(|&i| i != 1) {
        assert_eq!(seen(&game, 0)[i], before[i], "cell {}", i + 1);
    }
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)), "the turn passes on");
    assert_eq!(game.phase(), Phase::Take);
}

#[test]
fn rule_b_replaces_a_face_down_card_which_is_discarded_unseen_and_lands_face_up() {
    let mut game = position(&[MINE, THEIRS], &["5"], 0, Some("2 discard"));
    let events = play(&mut game, "b6");
    let b = game.player_box(Seat(0)).expect("dealt");
    assert!(b.is_up(cell(6)), "the new card is placed face up");
    assert_eq!(b.card(cell(6)), num(2));
    assert_eq!(game.discard().last(), Some(&num(9)), "the face-down 9, now seen by all");
    assert!(matches!(events[0], Event::Replaced { rule: Rule::B, cell: c, .. } if c == cell(6)));
    refused(
        &position(&[MINE, THEIRS], &["5"], 0, Some("2 bank")),
        "b1",
        "face up: replacing it is rule a",
    );
    refused(
        &position(&[MINE, THEIRS], &["5"], 0, Some("2 bank")),
        "a6",
        "face down: replacing it is rule b",
    );
}

#[test]
fn rule_c_discards_the_card_taken_from_the_bank_then_turns_one_face_down_card_up() {
    let mut game = position(&[MINE, THEIRS], &["5"], 0, Some("12 bank"));
    let events = play(&mut game, "c7");
    assert_eq!(game.discard().last(), Some(&num(12)), "the card taken is discarded");
    assert_eq!(
        seen(&game, 0)[6],
        Some(num(10)),
        "the chosen card turned up, where it was"
    );
    assert_eq!(
        events[..2],
        [
            Event::Discarded {
                seat: Seat(0),
                card: num(12)
            },
            Event::TurnedUp {
                seat: Seat(0),
                cell: cell(7),
                card: num(10)
            }
        ]
    );
    refused(
        &position(&[MINE, THEIRS], &["5"], 0, Some("12 bank")),
        "c2",
        "turns up a face-down card",
    );
}

#[test]
fn a_card_taken_from_the_discard_pile_must_be_placed_with_a_b_or_d() {
    let game = position(&[MINE, THEIRS], &["5"], 0, Some("7 discard"));
    let rules: Vec<Option<Rule>> = game.legal_actions().iter().map(|a| a.rule()).collect();
    assert!(!rules.contains(&Some(Rule::C)), "no rule c: {:?}", legal(&game));
    assert!(rules.contains(&Some(Rule::A)) && rules.contains(&Some(Rule::B)) && rules.contains(&Some(Rule::D)));
    refused(&game, "c6", "must be placed");
    refused(&game, "c keep", "must be placed");
}

#[test]
fn cards_never_move_inside_a_box_only_the_toki_flies() {
    // Every legal placement changes one cell, except rule d, which changes two:
    // the Toki's and the one it lands on.
    let game = position(&[MINE, THEIRS], &["5"], 0, Some("7 bank"));
    for action in game.legal_actions() {
        let mut after = game;
        after.apply(&action).expect("legal");
        let (was, now) = (
            game.player_box(Seat(0)).expect("dealt"),
            after.player_box(Seat(0)).expect("dealt"),
        );
        let changed = (1..=8).filter(|&n| was.card(cell(n)) != now.card(cell(n))).count();
        let expected = match action {
            Action::D { .. } => 2,
            Action::C(_) => 0,
            _ => 1,
        };
        assert!(changed <= expected, "{action}: {changed} cells changed");
    }
}

#[test]
fn a_toki_copies_the_other_card_of_its_column_and_flies_when_that_value_is_taken() {
    let mut game = position(&[MINE, THEIRS], &["5"], 0, Some("7 bank"));
    let flights: Vec<String> = legal(&game).into_iter().filter(|a| a.starts_with('d')).collect();
    assert_eq!(
        flights,
        ["d1>3", "d1>4", "d1>6", "d1>7", "d1>8"],
        "onto any face-down card"
    );
    let events = play(&mut game, "d1>6");
    let b = game.player_box(Seat(0)).expect("dealt");
    assert_eq!(b.card(cell(1)), num(7), "the 7 taken is in the Toki's place");
    assert_eq!(b.card(cell(6)), Card::TOKI, "the Toki landed");
    assert!(b.is_up(cell(6)), "and stays face up there");
    assert_eq!(
        game.discard().last(),
        Some(&num(9)),
        "the card under it discarded unseen"
    );
    assert_eq!(b.score().columns[0], toki::ColumnScore::Pair { value: 7, tokis: 0 });
    assert!(matches!(events[0], Event::Flew { old, .. } if old == num(9)));
    // Another value does not make it fly.
    let other = position(&[MINE, THEIRS], &["5"], 0, Some("8 bank"));
    assert!(legal(&other).iter().all(|a| !a.starts_with('d')));
    refused(&other, "d1>6", "copies 7; only a 7 taken makes it fly");
    refused(
        &position(&[MINE, THEIRS], &["5"], 0, Some("7 bank")),
        "d1>2",
        "lands only on a face-down card",
    );
}

#[test]
fn a_toki_over_a_face_down_card_copies_nothing_and_does_not_fly() {
    let game = position(&["T 3 12? 4? / 7? 9? 10? 11?", THEIRS], &["5"], 0, Some("7 bank"));
    assert!(legal(&game).iter().all(|a| !a.starts_with('d')));
    refused(&game, "d1>3", "copies nothing");
}

#[test]
fn d3_d4_a_toki_over_a_toki_copies_0_and_flies_for_a_0_taken() {
    let mut game = position(&["T 3 12? 4? / T 9? 10? 11?", THEIRS], &["5"], 0, Some("0 discard"));
    let flights: Vec<String> = legal(&game).into_iter().filter(|a| a.starts_with('d')).collect();
    assert_eq!(
        flights,
        [
            "d1>3", "d1>4", "d1>6", "d1>7", "d1>8", "d5>3", "d5>4", "d5>6", "d5>7", "d5>8"
        ],
        "either Toki of the pair copies 0 (D3)"
    );
    play(&mut game, "d5>4");
    let b = game.player_box(Seat(0)).expect("dealt");
    assert_eq!(
        (b.card(cell(1)), b.card(cell(5)), b.card(cell(4))),
        (Card::TOKI, num(0), Card::TOKI)
    );
    assert_eq!(b.score().columns[0], toki::ColumnScore::Pair { value: 0, tokis: 1 });
}

/// In play a seat with no face-down card never has a turn again (it ended
/// the round), so D4 shows in two ways: the Toki may land on the last
/// face-down card, and a box set up with none offers no flight at all.
#[test]
fn d4_with_no_face_down_card_left_the_toki_cannot_fly() {
    let mut last = position(&["T 3 12 4 / 7 9 10 11?", THEIRS], &["5"], 0, Some("7 bank"));
    assert_eq!(
        legal(&last).iter().filter(|a| a.starts_with('d')).collect::<Vec<_>>(),
        ["d1>8"]
    );
    play(&mut last, "d1>8");
    assert_eq!(
        last.ender(),
        Some(Seat(0)),
        "its box is all face up: the others play one more turn"
    );
    let mut json = position_json(
        &["T 3 12 4 / 7 9 10 11", "1 1 2 2 / 6 6 8 8", "0 0? 1? 2? / 5 3? 4? 5?"],
        &["5"],
        0,
        Some("7 bank"),
    );
    json["ender"] = serde_json::json!(1);
    let none_down = load(json);
    assert!(
        legal(&none_down).iter().all(|a| !a.starts_with('d')),
        "{:?}",
        legal(&none_down)
    );
    refused(&none_down, "d1>2", "lands only on a face-down card");
    assert_eq!(
        legal(&none_down).len(),
        8,
        "only rule a is left: {:?}",
        legal(&none_down)
    );
}

#[test]
fn a_toki_taken_does_not_make_a_toki_fly_rule_b_gives_the_same_box() {
    let game = position(&[MINE, THEIRS], &["5"], 0, Some("T bank"));
    assert!(legal(&game).iter().all(|a| !a.starts_with('d')));
    refused(&game, "d1>3", "only a 7 taken makes it fly, not Toki");
    let mut b3 = game;
    play(&mut b3, "b3");
    assert_eq!(b3.player_box(Seat(0)).expect("dealt").card(cell(3)), Card::TOKI);
}

#[test]
fn the_legal_placements_are_listed_a_then_b_then_c_then_d() {
    let game = position(&[MINE, THEIRS], &["5"], 0, Some("7 bank"));
    assert_eq!(
        legal(&game),
        [
            "a1", "a2", "a5", "b3", "b4", "b6", "b7", "b8", "c3", "c4", "c6", "c7", "c8", "d1>3", "d1>4", "d1>6",
            "d1>7", "d1>8"
        ]
    );
}
