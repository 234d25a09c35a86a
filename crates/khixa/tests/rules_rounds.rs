//! The flow of a match: the roll-off and turn order (D7), the end of a round
//! (at once on a formation; D12 when the pile runs out), scoring through the
//! game (D8, D9, D11, D13, D14), the players and sets (D10), the end of the
//! match.

mod common;

use common::{load, pieces, play};
use khixa::{Action, Event, Formation, Khixa, Phase, Shape};
use rules_core::{Game, Seat, ToAct};
use serde_json::{Value, json};

fn roll(game: &mut Khixa, face: u8) -> Vec<Event> {
    game.apply(&Action::Roll(face)).expect("a roll")
}

/// Round `round`, seat 0 to place a 1 (the die's face), the areas by seat in
/// `pieces` text, with the scores of the rounds before when given.
fn placing_a_one(round: u8, areas: &[&str], scores: Option<Value>) -> Khixa {
    let mut state = json!({
        "players": areas.len(), "round": round,
        "areas": areas.iter().map(|area| pieces(area)).collect::<Vec<_>>(),
        "to_move": 0, "die": 1,
    });
    if let Some(scores) = scores {
        state["scores"] = scores;
    }
    load(state)
}

/// The scores of a round's end event, and its winner.
fn round_end(events: &[Event]) -> (Option<Seat>, Vec<u32>) {
    events
        .iter()
        .find_map(|e| match e {
            Event::RoundEnded { winner, scores, .. } => Some((*winner, scores.clone())),
            _ => None,
        })
        .expect("the round ended")
}

/// D7: every player rolls; the highest starts; those tied on the highest
/// roll again among themselves; play goes clockwise from the starter.
#[test]
fn d7_the_highest_roll_starts_and_ties_roll_again() {
    let mut game = Khixa::new_game(3, &Default::default()).expect("three");
    assert_eq!(game.phase(), Phase::Opening);
    roll(&mut game, 4);
    roll(&mut game, 6);
    let events = roll(&mut game, 6);
    assert_eq!(
        events,
        [
            Event::OpeningRolled {
                seat: Seat(2),
                value: 6
            },
            Event::OpeningTied {
                seats: vec![Seat(1), Seat(2)]
            }
        ]
    );
    assert_eq!(game.opening_contenders(), [Seat(1), Seat(2)], "seat 0 is out");
    assert_eq!(
        roll(&mut game, 3),
        [Event::OpeningRolled {
            seat: Seat(1),
            value: 3
        }]
    );
    let events = roll(&mut game, 5);
    assert_eq!(events[1], Event::OpeningWon { seat: Seat(2) });
    assert_eq!(
        (game.phase(), game.turn(), game.starter()),
        (Phase::Roll, Some(Seat(2)), Some(Seat(2)))
    );
    // Clockwise: seat 2 rolls and places, then seat 0.
    roll(&mut game, 1);
    play(&mut game, "place 1 a1 r0");
    assert_eq!(game.turn(), Some(Seat(0)));
}

/// D7: the round's winner starts the next round; all pieces go back to the pile.
#[test]
fn d7_the_round_winner_starts_the_next_round() {
    let mut game = load(json!({
        "players": 3, "round": 1,
        "areas": [pieces("a1:1r0"), pieces("d4:2r0 e4:2r0"), pieces("h8:3r0")],
        "to_move": 1, "die": 2, "starter": 0,
    }));
    // No 2 can interlock with these 2s, so any possible cell: d5 turned r1
    // (its flat north under d4's flat south) joins them into a trio.
    assert!(!game.placements().expect("to place").must_fit);
    let events = play(&mut game, "place 2 d5 r1");
    let (winner, _) = round_end(&events);
    assert_eq!(winner, Some(Seat(1)));
    assert_eq!(
        (game.round(), game.turn(), game.starter()),
        (2, Some(Seat(1)), Some(Seat(1)))
    );
    assert!(Seat::all(3).all(|s| game.area(s).is_empty()));
    assert_eq!(game.pile_total(), 60);
    assert_eq!(game.formation(), Formation::Pair);
}

/// D7, D12: when the pile runs out with no winner, the turn that took the
/// last piece is played out, jokers included; the next round starts with the
/// player after that round's starter, and nobody gets the bonus.
#[test]
fn d12_the_last_pieces_turn_is_played_out_then_nobody_wins() {
    // Every piece is out but one 5, which seat 0 holds: the pile is empty.
    let mut game = load(json!({
        "players": 2, "round": 3, "starter": 1,
        "areas": [pieces("d3:1r0 c4:1r0 e4:1r0"), pieces("a1:2r0 b1:2r0")],
        "set_aside": [7, 8, 10, 10, 9, 10],
        "to_move": 0, "die": 5,
    }));
    assert_eq!(game.pile_total(), 0);
    let events = play(&mut game, "place 5 d4 r0");
    assert_eq!(
        events.last(),
        Some(&Event::JokersEarned {
            seat: Seat(0),
            count: 2
        })
    );
    assert_eq!(game.phase(), Phase::Steal, "the turn goes on: jokers first (D12)");
    play(&mut game, "steal 1:a1 to d2 r1");
    let events = play(&mut game, "decline");
    let (winner, scores) = round_end(&events);
    assert_eq!(winner, None);
    // Seat 0: no same-colour pair joined (D13), 0; seat 1: its lone 2, 0.
    assert_eq!(scores, [0, 0]);
    assert_eq!(
        (game.round(), game.turn()),
        (4, Some(Seat(0))),
        "after starter 1 comes seat 0"
    );
}

/// The round ends at once when a player completes the formation, even with
/// a gap made: no joker is earned or used.
#[test]
fn a_completed_formation_ends_the_round_at_once() {
    // 1s in d3 and d4 (interlocked), a 2 turned r2 in e5 (hollow ● west).
    // A 1 in d5 turned r0 interlocks under d4 and meets e5's hollow with its
    // flat east (a gap): a trio of 1s all the same.
    let mut game = load(json!({
        "players": 2, "round": 1,
        "areas": [pieces("d3:1r0 d4:1r0 e5:2r2"), pieces("a1:2r0")],
        "to_move": 0, "die": 1,
    }));
    let events = play(&mut game, "place 1 d5 r0");
    assert!(matches!(events[0], Event::Placed { gaps: 1, .. }));
    assert!(matches!(
        events[1],
        Event::RoundEnded {
            round: 1,
            winner: Some(Seat(0)),
            ..
        }
    ));
    assert_eq!(events.len(), 2, "no joker: {events:?}");
    assert_eq!((game.round(), game.jokers(), game.turn()), (2, 0, Some(Seat(0))));
}

/// D8, D9: the winner scores their best formation plus 20; the others their
/// best partial formation; lone pieces score nothing (D13).
#[test]
fn d8_d9_d13_the_round_is_scored_through_the_game() {
    // Round 1 (trio). Seat 0 has two 1s stacked (d4 over d5) and places a
    // third in d6 under them: a trio of 1s, 3 + 20. Seat 1 has a pair of 6s
    // interlocked side by side and a lone 5: 6 × 2 = 12.
    // Seat 2 has lone pieces only: 0.
    let mut game = placing_a_one(1, &["d4:1r0 d5:1r0", "a1:6r0 b1:6r0 h8:5r0", "a1:4r0 c1:4r0"], None);
    let events = play(&mut game, "place 1 d6 r0");
    let (winner, scores) = round_end(&events);
    assert_eq!(winner, Some(Seat(0)));
    assert_eq!(scores, [3 + 20, 12, 0]);
    assert_eq!(game.scores(Seat(1)), [12]);
    assert_eq!(game.total(Seat(0)), 23);
    let cells = events.iter().find_map(|e| match e {
        Event::RoundEnded { formation_cells, .. } => Some(formation_cells.clone()),
        _ => None,
    });
    assert_eq!(
        cells.map(|c| c.iter().map(ToString::to_string).collect::<Vec<_>>()),
        Some(vec!["d4".into(), "d5".into(), "d6".into()])
    );
}

/// D11, D14: round 6 won with two different groups; the others score their
/// best pair of groups; after round 6 the highest total wins.
#[test]
fn d11_d14_round_six_and_the_end_of_the_match() {
    // Seat 0: four 1s in a column (d2-d5) and two 1s apart (a1-a2); placing a
    // third under a2 makes a trio: four and trio, two groups of 1s (D11):
    // 4 + 3 + 20. Seat 1: three 6s, three 4s and two 5s, the best pair of
    // groups (D14) 6s up to 4 and 4s up to 3 (or the other way): 18 + 12.
    let mut game = placing_a_one(
        6,
        &[
            "d2:1r0 d3:1r0 d4:1r0 d5:1r0 a1:1r0 a2:1r0",
            "a1:6r0 b1:6r0 c1:6r0 a3:4r0 b3:4r0 c3:4r0 a5:5r0 b5:5r0",
        ],
        Some(json!([[10, 10, 10, 10, 10], [30, 10, 10, 0, 0]])),
    );
    assert!(!Formation::FourAndTrio.is_complete(game.area(Seat(0))));
    let events = play(&mut game, "place 1 a3 r0");
    let (winner, scores) = round_end(&events);
    assert_eq!((winner, scores), (Some(Seat(0)), vec![4 + 3 + 20, 30]));
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(
        events.last(),
        Some(&Event::MatchOver {
            totals: vec![77, 80],
            winners: vec![Seat(1)]
        })
    );
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winners, [Seat(1)]);
    assert_eq!(outcome.scores.as_slice(), [77, 80]);
    assert!(game.legal_actions().is_empty());
}

/// After round 6 equal highest totals share the win.
#[test]
fn equal_highest_totals_share_the_win() {
    let mut game = placing_a_one(
        6,
        &["d2:1r0 d3:1r0 d4:1r0 d5:1r0 a1:1r0 a2:1r0", "", ""],
        Some(json!([[0, 0, 0, 0, 0], [27, 0, 0, 0, 0], [0, 0, 0, 0, 0]])),
    );
    play(&mut game, "place 1 a3 r0");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.scores.as_slice(), [27, 27, 0]);
    assert_eq!(outcome.winners, [Seat(0), Seat(1)]);
}

/// D10: 2 to 8 players; one set of 60 pieces up to four, two sets (120)
/// from five.
#[test]
fn d10_two_to_eight_players_and_a_second_set_above_four() {
    for players in [1, 9] {
        let refused = rules_core::Table::<Khixa>::new(0, players, Default::default()).expect_err("refused");
        assert_eq!(
            refused.0,
            format!("Khixa (خيكسا) is played by 2–8 players, not {players}")
        );
    }
    for players in 2..=8 {
        let game = Khixa::new_game(players, &Default::default()).expect("a table");
        let want = if players <= 4 { 10 } else { 20 };
        assert_eq!(game.per_shape(), want);
        assert!(Shape::ALL.iter().all(|&s| game.pile(s) == want));
        assert_eq!(game.opening_contenders().len(), players);
    }
}
