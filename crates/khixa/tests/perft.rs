//! Golden counts of legal placements (shakmaty's way: the count file says
//! how each count was found, one generic test reads it).
//!
//! `tests/perft/hand.txt`: positions whose placements were counted by hand,
//! each with its reasoning. For every line the area is loaded as seat 0's
//! with the piece to place, and: the number of legal actions must be the
//! count, must-fit must be as written, every action must apply, and the
//! count must also be what the contacts give cell by cell (D1, D2).

mod common;

use khixa::{Cell, Contact, Khixa, Piece, Shape};
use rules_core::{Game, Seat};
use serde_json::json;

struct Case {
    line: usize,
    shape: u8,
    area: String,
    count: usize,
    must_fit: bool,
}

fn parse(text: &str) -> Vec<Case> {
    let mut out = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let [shape, area, count, kind] = fields[..] else {
            panic!(
                "hand.txt:{}: expected `SHAPE | AREA | COUNT | KIND`, got {line:?}",
                i + 1
            );
        };
        out.push(Case {
            line: i + 1,
            shape: shape
                .parse()
                .unwrap_or_else(|_| panic!("hand.txt:{}: shape {shape:?}", i + 1)),
            area: area.to_string(),
            count: count
                .parse()
                .unwrap_or_else(|_| panic!("hand.txt:{}: count {count:?}", i + 1)),
            must_fit: match kind {
                "must-fit" => true,
                "free" => false,
                _ => panic!("hand.txt:{}: kind {kind:?}", i + 1),
            },
        });
    }
    out
}

/// The placements counted from the contacts, cell by cell (D1, D2).
fn slow_count(game: &Khixa, shape: Shape) -> (usize, bool) {
    let area = game.area(Seat(0));
    let mut possible = 0;
    let mut interlocking = 0;
    for cell in Cell::all().filter(|c| area.piece(*c).is_none()) {
        for rot in 0..4 {
            let contacts = area.contacts(cell, Piece::new(shape, rot));
            if contacts.contains(&Some(Contact::Impossible)) {
                continue;
            }
            possible += 1;
            interlocking += usize::from(contacts.contains(&Some(Contact::Interlock)));
        }
    }
    if interlocking > 0 {
        (interlocking, true)
    } else {
        (possible, false)
    }
}

#[test]
fn perft_matches_the_hand_counts() {
    let cases = parse(include_str!("perft/hand.txt"));
    assert!(cases.len() >= 7, "{} cases", cases.len());
    for case in cases {
        let at = format!("hand.txt:{}", case.line);
        let game = common::load(json!({
            "players": 2, "round": 3,
            "areas": [common::pieces(&case.area), []],
            "to_move": 0, "die": case.shape,
        }));
        let shape = Shape::new(case.shape).expect("a shape");
        let legal = game.legal_actions();
        assert_eq!(
            legal.len(),
            case.count,
            "{at}: {}",
            common::legal_notation(&game).join(", ")
        );
        assert_eq!(game.placements().map(|p| p.must_fit), Some(case.must_fit), "{at}");
        assert_eq!(
            slow_count(&game, shape),
            (case.count, case.must_fit),
            "{at}: cell by cell"
        );
        for action in &legal {
            let mut after = game.clone();
            after.apply(action).unwrap_or_else(|e| panic!("{at}: {action}: {e}"));
        }
    }
}
