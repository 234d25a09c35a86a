//! Placing a piece: the geometry (G2, G5), the sheet's first example, the
//! possible placements (D1), must-fit (D2) and a piece set aside (D3),
//! played through the game on positions loaded from the partial state JSON.

mod common;

use common::{legal_notation, load, pieces, play, refusal};
use khixa::{Cell, Event, Khixa, Phase, Piece, Refusal, Shape, Side};
use rules_core::{Game, Seat, ToAct};
use serde_json::json;

fn shape(v: u8) -> Shape {
    Shape::new(v).expect("1 to 6")
}

fn cell(name: &str) -> Cell {
    name.parse().expect("a cell")
}

/// Seat 0 to place a piece of `die` in an area of `area`; seat 1's area `other`.
fn to_place(area: &str, other: &str, die: u8) -> Khixa {
    load(json!({
        "players": 2, "round": 3,
        "areas": [pieces(area), pieces(other)],
        "to_move": 0, "die": die,
    }))
}

/// The sheet's first example: a player holding only a 1 and a 3 cannot
/// interlock a 4 (whatever their turns and wherever they lie), so the 4 may
/// go anywhere possible.
#[test]
fn sheet_example_one_a_one_and_a_three_cannot_interlock_a_four() {
    let mut checked = 0;
    for rot1 in 0..4 {
        for rot3 in 0..4 {
            for other in Cell::all() {
                let mut game_area = format!("d4:1r{rot1}");
                if other == cell("d4") {
                    continue;
                }
                game_area.push_str(&format!(" {other}:3r{rot3}"));
                // Only positions that are possible (no impossible contact) load.
                let Ok(game) = Khixa::load_json(&json!({
                    "players": 2, "round": 1,
                    "areas": [pieces(&game_area), []],
                    "to_move": 0, "die": 4,
                })) else {
                    continue;
                };
                let p = game.placements().expect("a piece to place");
                assert!(!p.must_fit, "{game_area}: a 4 would interlock");
                // Anywhere possible: every empty cell and rotation without an
                // impossible contact, counted from the contacts one by one.
                let possible = Cell::all()
                    .filter(|c| game.area(Seat(0)).piece(*c).is_none())
                    .flat_map(|c| (0..4).map(move |r| (c, r)))
                    .filter(|&(c, r)| {
                        !game
                            .area(Seat(0))
                            .contacts(c, Piece::new(shape(4), r))
                            .contains(&Some(khixa::Contact::Impossible))
                    })
                    .count();
                assert_eq!(game.legal_actions().len(), possible, "{game_area}");
                checked += 1;
            }
        }
    }
    assert!(checked > 900, "{checked} positions");
}

/// G2: a knob fits only a hollow of the same profile: the 1's hollow ● takes
/// a 1's knob ●, never a 2's knob ■.
#[test]
fn g2_a_knob_fits_only_a_hollow_of_its_profile() {
    let mut game = to_place("d4:1r0", "", 2);
    let why = refusal(&mut game, "place 2 d5 r0");
    assert!(why.contains("impossible contact"), "{why}");
    let fits = to_place("d4:1r0", "", 1);
    assert!(legal_notation(&fits).contains(&"place 1 d5 r0".to_string()));
}

/// G5: pieces sharing a side are joined whatever their contact: two 1s
/// meeting hollow against hollow (a gap) make a pair.
#[test]
fn g5_pieces_sharing_a_side_are_joined_whatever_the_contact() {
    let game = load(json!({
        "players": 2, "round": 1,
        "areas": [pieces("d4:1r0 d5:1r2"), []],
        "to_move": 0, "die": 3,
    }));
    assert_eq!(game.area(Seat(0)).group_of(cell("d4")).count_ones(), 2);
    assert!(khixa::Formation::Pair.is_complete(game.area(Seat(0))));
}

/// D1: a placement needs an empty cell inside the area and no impossible
/// contact; a cell outside the area cannot even be written.
#[test]
fn d1_a_placement_needs_an_empty_cell_and_no_impossible_contact() {
    let mut game = to_place("d4:4r0", "", 4);
    assert!(refusal(&mut game, "place 4 d4 r0").contains("d4 is taken"));
    // A 4 above a 4 (knob ▲ against knob ▲) is impossible.
    let why = refusal(&mut game, "place 4 d3 r0");
    assert!(why.contains("impossible contact"), "{why}");
    assert!(game.parse_notation("place 4 i4 r0").is_err(), "column i is outside");
    assert!(game.parse_notation("place 4 d9 r0").is_err(), "row 9 is outside");
    // Not the piece taken.
    assert!(refusal(&mut game, "place 5 a1 r0").contains("piece taken is a 4"));
}

/// D2: if some placement interlocks, only interlocking placements are
/// allowed; the first piece of a round is free.
#[test]
fn d2_must_fit_when_an_interlock_is_possible() {
    let mut game = to_place("d4:1r0", "", 1);
    assert_eq!(legal_notation(&game), ["place 1 d3 r0", "place 1 d5 r0"]);
    let why = refusal(&mut game, "place 1 a1 r0");
    assert!(why.contains("must (D2)"), "{why}");
    let placements = game.placements().expect("to place");
    assert!(placements.must_fit);
    // The first piece of a round goes anywhere: 64 cells, 4 rotations.
    let first = to_place("", "", 6);
    assert_eq!(first.legal_actions().len(), 256);
    assert!(!first.placements().expect("to place").must_fit);
    let mut game = first;
    play(&mut game, "place 6 h8 r2");
    assert_eq!(game.area(Seat(0)).piece(cell("h8")), Some(Piece::new(shape(6), 2)));
    assert_eq!(game.to_act(), ToAct::Chance);
}

/// D2 without an interlock: any possible placement, including one touching
/// nothing.
#[test]
fn d2_without_an_interlock_any_possible_placement_is_allowed() {
    let game = to_place("d4:1r0", "", 4);
    let legal = legal_notation(&game);
    assert!(legal.contains(&"place 4 a1 r0".to_string()), "touching nothing");
    assert!(legal.contains(&"place 4 d5 r1".to_string()), "a gap below the 1");
    assert!(!game.placements().expect("to place").must_fit);
}

/// The die names a shape: its piece is taken from the pile; if none is left
/// the turn is lost.
#[test]
fn the_die_takes_a_piece_of_its_value_or_the_turn_is_lost() {
    let mut game = load(json!({
        "players": 2, "round": 2,
        "areas": [pieces("a1:1r0"), pieces("h8:2r0")],
        "set_aside": [9, 0, 0, 0, 0, 0],
        "to_move": 0,
    }));
    // Ten 1s: one placed, nine set aside: none in the pile.
    assert_eq!(game.pile(shape(1)), 0);
    assert_eq!(game.phase(), Phase::Roll);
    let events = game.apply(&khixa::Action::Roll(1)).expect("a roll");
    assert_eq!(
        events,
        [Event::TurnLost {
            seat: Seat(0),
            value: 1
        }]
    );
    assert_eq!(game.turn(), Some(Seat(1)), "the next seat rolls");
    let before = game.pile(shape(5));
    game.apply(&khixa::Action::Roll(5)).expect("a roll");
    assert_eq!(game.pile(shape(5)), before - 1, "the 5 is taken");
    assert_eq!((game.to_act(), game.die()), (ToAct::Seat(Seat(1)), Some(shape(5))));
}

/// D3: a piece with no possible placement is set aside for the rest of the
/// round (not returned to the pile) and the turn ends. Here every empty cell
/// faces a knob ▲ of a 4 or a 3, which a 6 (three knobs and a hollow ●)
/// cannot meet in any rotation.
#[test]
fn d3_a_piece_that_cannot_be_placed_is_set_aside() {
    let mut area = String::new();
    for col in ["a", "b", "c", "d", "e", "f", "g", "h"] {
        area.push_str(&format!(" {col}2:4r0 {col}5:4r0 {col}8:3r0"));
    }
    let mut game = load(json!({
        "players": 5, "round": 4,
        "areas": [pieces(&area), [], [], [], []],
        "to_move": 0,
    }));
    assert!(!game.area(Seat(0)).placements(shape(6)).any());
    let pile = game.pile(shape(6));
    let events = game.apply(&khixa::Action::Roll(6)).expect("a roll");
    assert_eq!(
        events,
        [
            Event::Rolled {
                seat: Seat(0),
                value: 6
            },
            Event::SetAside {
                seat: Seat(0),
                shape: shape(6)
            }
        ]
    );
    assert_eq!((game.pile(shape(6)), game.set_aside(shape(6))), (pile - 1, 1));
    assert_eq!(game.turn(), Some(Seat(1)), "the turn ends");
    // Only a hollow ▲ may face a knob ▲: the 5 has two, and still fits there.
    assert!(game.area(Seat(0)).placements(shape(5)).must_fit);
    assert!(!game.area(Seat(0)).placements(shape(1)).any());
}

/// D1, D2, G4: a refused placement is a fact as well as words
/// (`Area::refused`), for a screen to word in its players' language; the
/// rules' English words are the fact's.
#[test]
fn d1_d2_g4_a_refusal_is_a_fact_a_screen_can_word() {
    let game = to_place("d4:4r0", "", 4);
    let area = game.area(Seat(0));
    let four = shape(4);
    assert_eq!(area.refused(four, cell("d4"), 0), Some(Refusal::Taken));
    // The 4's knob ▲ south of d3 meets the knob ▲ north of d4.
    assert_eq!(
        area.refused(four, cell("d3"), 0),
        Some(Refusal::Impossible(Side::South))
    );
    assert_eq!(area.refused(four, cell("a1"), 4), Some(Refusal::Rotation));
    for (at, rot) in [("d4", 0), ("d3", 0), ("a1", 4)] {
        let refused = area.refused(four, cell(at), rot).expect("refused");
        assert_eq!(
            area.refusal(four, cell(at), rot),
            Some(refused.words(four, cell(at), rot))
        );
    }
    let game = to_place("d4:1r0", "", 1);
    let area = game.area(Seat(0));
    assert_eq!(area.refused(shape(1), cell("a1"), 0), Some(Refusal::MustFit));
    assert_eq!(area.refused(shape(1), cell("d3"), 0), None, "an interlock");
}
