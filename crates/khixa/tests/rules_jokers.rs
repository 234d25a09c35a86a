//! Jokers: earned per gap contact (D4), used at once to steal a piece that
//! splits nothing and can be placed, or declined (D5), none for a stolen
//! piece, and lost when they cannot be used (D6).

mod common;

use common::{legal_notation, load, pieces, play, refusal};
use khixa::{Action, Event, Khixa, Phase, Shape};
use rules_core::{Game, RuleError, Seat, ToAct};
use serde_json::json;

/// Seat 0 (the thief) to use `jokers`, its area `mine`; seat 1's `theirs`.
fn to_steal(mine: &str, theirs: &str, jokers: u8) -> Khixa {
    load(json!({
        "players": 2, "round": 3,
        "areas": [pieces(mine), pieces(theirs)],
        "to_move": 0, "jokers": jokers,
    }))
}

/// Seat 0, its area `mine`, places a 5 turned r0 in d4 (seat 1 has a 2 in
/// a1), interlocking once and making `gaps` gap contacts: one joker each
/// (D4). The game after.
fn five_placed_in_d4_beside(mine: &str, gaps: u8) -> Khixa {
    let mut game = load(json!({
        "players": 2, "round": 3,
        "areas": [pieces(mine), pieces("a1:2r0")],
        "to_move": 0, "die": 5,
    }));
    let events = play(&mut game, "place 5 d4 r0");
    assert!(
        matches!(
            events[0],
            Event::Placed { interlocks: 1, gaps: g, stolen_from: None, .. } if g == gaps
        ),
        "{events:?}"
    );
    assert_eq!(
        events[1],
        Event::JokersEarned {
            seat: Seat(0),
            count: gaps
        }
    );
    game
}

/// D4: each gap contact the placed piece makes earns a joker: a 5 turned r0
/// in d4 interlocks with the 1 above and meets the flat sides of the 1s on
/// either side with its two hollows ▲: two gaps, two jokers.
#[test]
fn d4_each_gap_contact_earns_a_joker() {
    let game = five_placed_in_d4_beside("d3:1r0 c4:1r0 e4:1r0", 2);
    assert_eq!((game.phase(), game.jokers()), (Phase::Steal, 2));
    assert_eq!(
        game.to_act(),
        ToAct::Seat(Seat(0)),
        "used at once, in the same turn (D5)"
    );
}

/// D4: two hollows facing each other are one gap, one joker: the 5's hollow ▲
/// west against the 2's hollow ● east.
#[test]
fn d4_a_hollow_against_a_hollow_is_one_joker() {
    let game = five_placed_in_d4_beside("d3:1r0 c4:2r0", 1);
    assert_eq!(game.jokers(), 1);
}

/// D5: the steals, counted by hand. Seat 1 holds 1s in a1, b1, c1 (a line)
/// and a 3 in h8: b1 holds the line together, so a1, c1 and h8 may be
/// stolen. In seat 0's area (a 1 in d4, a 2 turned r2 in e5 showing a
/// hollow ● west and a knob ■ south) a 1 must interlock (D2): d3 r0 (its
/// hollow ● south on the knob ● of d4), d5 r0 (its knob ● north into d4's
/// hollow ●) and d5 r1 (its knob ● east into e5's hollow ●): three cells.
/// A 3 interlocks only in e6 turned r2 (its hollow ■ north on e5's knob ■).
/// 3 + 3 + 1 steals, and decline.
#[test]
fn d5_the_steals_of_a_joker_by_hand() {
    let game = to_steal("d4:1r0 e5:2r2", "a1:1r0 b1:1r0 c1:1r0 h8:3r0", 1);
    assert_eq!(
        legal_notation(&game),
        [
            "steal 1:a1 to d3 r0",
            "steal 1:a1 to d5 r0",
            "steal 1:a1 to d5 r1",
            "steal 1:c1 to d3 r0",
            "steal 1:c1 to d5 r0",
            "steal 1:c1 to d5 r1",
            "steal 1:h8 to e6 r2",
            "decline",
        ]
    );
    let targets: Vec<String> = game
        .steal_targets()
        .iter()
        .map(|(s, c)| format!("{}:{c}", s.0))
        .collect();
    assert_eq!(targets, ["1:a1", "1:c1", "1:h8"]);
}

/// D5: a piece whose removal would split its owner's pieces cannot be
/// stolen; nor a piece of one's own; and the stolen piece goes under D2.
#[test]
fn d5_what_cannot_be_stolen_and_where_a_stolen_piece_cannot_go() {
    let mut game = to_steal("d4:1r0 e5:2r2", "a1:1r0 b1:1r0 c1:1r0 h8:3r0", 1);
    assert!(refusal(&mut game, "steal 1:b1 to d3 r0").contains("split"));
    assert!(refusal(&mut game, "steal 0:d4 to d3 r0").contains("another player"));
    assert!(refusal(&mut game, "steal 1:e4 to d3 r0").contains("no piece in e4"));
    let why = refusal(&mut game, "steal 1:a1 to a8 r0");
    assert!(why.contains("must (D2)"), "{why}");
    assert!(refusal(&mut game, "steal 3:a1 to d3 r0").contains("no seat 3"));
    assert!(refusal(&mut game, "place 1 d3 r0").contains("steal"));
}

/// D5/D6: the stolen piece becomes the thief's; placing it earns no joker
/// even where it makes a gap; the next joker may be declined, ending the turn.
#[test]
fn d5_d6_a_stolen_piece_is_the_thiefs_and_earns_no_joker() {
    let mut game = to_steal("d4:1r0 e5:2r2", "a1:1r0 b1:1r0 c1:1r0 h8:3r0", 2);
    let events = play(&mut game, "steal 1:a1 to d5 r0");
    // Its flat east meets e5's hollow ●: a gap, but no joker for a stolen piece.
    assert_eq!(
        events,
        [Event::Placed {
            seat: Seat(0),
            shape: Shape::new(1).expect("1"),
            cell: "d5".parse().expect("cell"),
            rot: 0,
            interlocks: 1,
            gaps: 1,
            stolen_from: Some(khixa::StolenFrom {
                victim: Seat(1),
                cell: "a1".parse().expect("cell"),
            }),
        }]
    );
    assert_eq!(game.jokers(), 1, "one joker used, none earned");
    assert!(game.area(Seat(1)).piece("a1".parse().expect("cell")).is_none());
    assert_eq!(game.area(Seat(0)).len(), 3);
    let events = play(&mut game, "decline");
    assert_eq!(events, [Event::Declined { seat: Seat(0) }]);
    assert_eq!((game.to_act(), game.turn()), (ToAct::Chance, Some(Seat(1))));
}

/// D6: jokers that cannot be used (nobody has a stealable piece that can be
/// placed) are lost at once, and the turn ends.
#[test]
fn d6_jokers_that_cannot_be_used_are_lost() {
    let mut game = load(json!({
        "players": 2, "round": 3,
        "areas": [pieces("d3:1r0 c4:1r0 e4:1r0"), []],
        "to_move": 0, "die": 5,
    }));
    let events = play(&mut game, "place 5 d4 r0");
    assert_eq!(
        events[1..],
        [
            Event::JokersEarned {
                seat: Seat(0),
                count: 2
            },
            Event::JokersLost {
                seat: Seat(0),
                count: 2
            }
        ]
    );
    assert_eq!((game.jokers(), game.turn()), (0, Some(Seat(1))));
    // A state claiming jokers nobody can use is refused.
    let err = Khixa::load_json(&json!({
        "players": 2, "round": 3,
        "areas": [pieces("d3:1r0"), []],
        "to_move": 0, "jokers": 1,
    }))
    .expect_err("jokers that would be lost");
    assert!(err.reasons.iter().any(|r| r.contains("D6")), "{err}");
}

/// D5: jokers are used one at a time; each decline uses one.
#[test]
fn d5_jokers_are_used_one_at_a_time() {
    let mut game = to_steal("d4:1r0 e5:2r2", "a1:1r0 h8:3r0", 3);
    play(&mut game, "decline");
    assert_eq!((game.phase(), game.jokers()), (Phase::Steal, 2));
    play(&mut game, "steal 1:h8 to e6 r2");
    assert_eq!(game.jokers(), 1);
    // The 1 in a1 can still be stolen.
    assert_eq!(legal_notation(&game).len(), 4);
    play(&mut game, "steal 1:a1 to d3 r0");
    assert_eq!(game.phase(), Phase::Roll, "the last joker used ends the turn");
    assert!(game.area(Seat(1)).is_empty());
    assert!(matches!(game.apply(&Action::Decline), Err(RuleError::ChanceToAct)));
}
