//! `rules/toki.md`, *Scoring a box*: pairs in columns, the Toki's copy (D3),
//! fours (D6), sixes and eights, negative rounds, and the points shown during
//! the round (D9).

mod support;

use rules_core::Seat;
use support::{num, position};
use toki::{Bonus, BoxScore, Card, ColumnScore};

/// A box as seen from eight tokens (`?` face down), top row then bottom row.
fn seen(text: &str) -> [Option<Card>; 8] {
    let mut out = [None; 8];
    let tokens: Vec<&str> = text.split_whitespace().filter(|t| *t != "/").collect();
    assert_eq!(tokens.len(), 8, "{text}");
    for (slot, token) in out.iter_mut().zip(tokens) {
        *slot = match token {
            "?" => None,
            "T" => Some(Card::TOKI),
            n => Some(num(n.parse().expect("a number"))),
        };
    }
    out
}

fn points(text: &str) -> i32 {
    BoxScore::of(&seen(text)).points
}

#[test]
fn a_pair_is_two_equal_cards_one_above_the_other_and_scores_0() {
    let score = BoxScore::of(&seen("7 3 12 9 / 7 4 10 11"));
    assert_eq!(score.columns[0], ColumnScore::Pair { value: 7, tokis: 0 });
    assert_eq!(score.columns[1], ColumnScore::Apart { top: 3, bottom: 4 });
    assert_eq!(
        score.points,
        3 + 4 + 12 + 10 + 9 + 11,
        "every card not in a pair scores its value"
    );
    assert_eq!(score.pairs(), 1);
}

#[test]
fn equal_cards_side_by_side_or_in_different_columns_are_not_a_pair() {
    assert_eq!(points("5 5 1 2 / 3 4 6 5"), 5 + 5 + 1 + 2 + 3 + 4 + 6 + 5);
    assert_eq!(BoxScore::of(&seen("5 5 1 2 / 3 4 6 5")).pairs(), 0);
}

#[test]
fn a_toki_copies_the_other_card_of_its_column_and_forms_a_pair_with_it() {
    let score = BoxScore::of(&seen("T 12 1 2 / 12 3 4 5"));
    assert_eq!(score.columns[0], ColumnScore::Pair { value: 12, tokis: 1 });
    assert_eq!(score.points, 12 + 3 + 1 + 4 + 2 + 5);
    assert_eq!(
        BoxScore::of(&seen("1 12 1 2 / 3 T 4 5")).columns[1],
        ColumnScore::Pair { value: 12, tokis: 1 },
        "below as above"
    );
}

#[test]
fn d3_two_tokis_in_one_column_are_a_pair_of_0() {
    let score = BoxScore::of(&seen("T 1 2 3 / T 4 5 6"));
    assert_eq!(score.columns[0], ColumnScore::Pair { value: 0, tokis: 2 });
    assert_eq!(score.points, 1 + 2 + 3 + 4 + 5 + 6);
}

#[test]
fn d6_two_pairs_of_one_value_are_a_four_worth_minus_10() {
    let score = BoxScore::of(&seen("8 8 1 2 / 8 8 3 4"));
    assert_eq!(
        score.bonuses,
        [Bonus {
            value: 8,
            pairs: 2,
            points: -10
        }]
    );
    assert_eq!(score.bonuses[0].name(), "four");
    assert_eq!(score.points, 1 + 2 + 3 + 4 - 10);
    // A Toki's pair counts with the others of its value.
    assert_eq!(points("8 T 1 2 / 8 8 3 4"), 1 + 2 + 3 + 4 - 10);
}

#[test]
fn three_pairs_of_one_value_are_a_six_minus_15_and_four_an_eight_minus_20() {
    let six = BoxScore::of(&seen("6 6 T 2 / 6 6 6 4"));
    assert_eq!(
        six.bonuses,
        [Bonus {
            value: 6,
            pairs: 3,
            points: -15
        }]
    );
    assert_eq!(six.bonuses[0].name(), "six");
    assert_eq!(six.points, 2 + 4 - 15);
    let eight = BoxScore::of(&seen("3 3 3 3 / 3 3 3 3"));
    assert_eq!(
        eight.bonuses,
        [Bonus {
            value: 3,
            pairs: 4,
            points: -20
        }]
    );
    assert_eq!(eight.bonuses[0].name(), "eight");
    assert_eq!(eight.points, -20, "one bonus for the group, not a four and a six");
}

#[test]
fn d3_d6_a_pair_of_tokis_and_a_pair_of_0s_are_a_four() {
    let score = BoxScore::of(&seen("T 0 5 9 / T 0 7 9"));
    assert_eq!(
        score.bonuses,
        [Bonus {
            value: 0,
            pairs: 2,
            points: -10
        }]
    );
    assert_eq!(score.points, 5 + 7 - 10);
}

#[test]
fn two_fours_of_different_values_both_count() {
    let score = BoxScore::of(&seen("2 2 9 9 / 2 2 9 9"));
    assert_eq!(score.bonuses.len(), 2);
    assert_eq!(score.points, -20);
}

#[test]
fn a_round_may_score_below_0() {
    assert_eq!(points("1 1 0 1 / 1 1 0 2"), 1 + 2 - 10);
    assert!(points("4 4 4 0 / 4 4 4 0") < 0);
    let b = position(
        &["12 12 12 12 / 12 12 12 12?", "1 1? 2? 2? / 6 6? 8? 8?"],
        &["5"],
        1,
        None,
    );
    // Seat 0 has turned up seven 12s: three pairs, a six (−15), and a 12 over a
    // face-down card (D9 during the round): −3.
    assert_eq!(b.box_points()[0], -3);
}

#[test]
fn d9_during_the_round_a_face_down_card_counts_0_and_pairs_with_nothing() {
    assert_eq!(points("7 ? ? ? / ? ? ? ?"), 7);
    assert_eq!(points("? ? ? ? / ? ? ? ?"), 0);
    let score = BoxScore::of(&seen("7 ? 3 ? / ? ? 3 ?"));
    assert_eq!(
        score.columns[0],
        ColumnScore::Apart { top: 7, bottom: 0 },
        "no pair with a face-down card"
    );
    assert_eq!(score.points, 7);
}

#[test]
fn d9_a_face_up_toki_over_a_face_down_card_counts_0_and_makes_no_pair() {
    let score = BoxScore::of(&seen("T 5 ? ? / ? 6 ? ?"));
    assert_eq!(score.columns[0], ColumnScore::Apart { top: 0, bottom: 0 });
    assert_eq!(score.points, 11);
    let game = position(&["T 5 1? 1? / 9? 6 2? 2?", "1 1? 2? 2? / 6 6? 8? 8?"], &["5"], 0, None);
    assert_eq!(game.box_points(), [11, 7], "box_points is D9's score, seat by seat");
    assert_eq!(game.player_box(Seat(0)).expect("dealt").score().points, 11);
}

/// The examples in the players' rules (`docs/rules/toki.md`) score what they say.
#[test]
fn the_scoring_examples_of_the_players_rules_are_right() {
    let doc = include_str!("../../../docs/rules/toki.md");
    let mut checked = 0;
    for line in doc.lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let layout = cells[1].trim_matches('`');
        let said = cells[2].replace('−', "-");
        let last = said
            .split(|c: char| !(c.is_ascii_digit() || c == '-'))
            .rfind(|t| !t.is_empty() && *t != "-")
            .expect("a number");
        let expected: i32 = last.parse().expect("the score");
        assert_eq!(points(layout), expected, "{line}");
        checked += 1;
    }
    assert_eq!(checked, 5, "the five examples");
}
