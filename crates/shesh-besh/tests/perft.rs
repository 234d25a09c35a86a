//! Perft: the number of legal turns of a position and roll, checked against
//! count files (shakmaty's way: the files name their source, one generic test
//! reads them).
//!
//! - `tests/perft/gnubg.txt`: GNU Backgammon's counts (gnubg-nn's move
//!   generator) for 100 positions x 21 rolls, written by
//!   `tools/perft/generate.py`. gnubg counts distinct resulting positions and
//!   writes 0 when nothing can be played; our rules then offer one action, the
//!   pass (rules/shesh-besh.md, "A turn" item 7), so 0 is read as "the pass only".
//! - `tests/perft/hand.txt`: a few counts worked out by hand, each explained;
//!   there the count `pass` means the pass only.
//!
//! For every line the position is loaded with the side on roll as the mover,
//! then: the number of legal actions must equal the count, every action must
//! apply, and the resulting positions must be pairwise distinct (one action per
//! distinct result, as gnubg lists them).

use std::collections::{BTreeMap, HashSet};

use rules_core::{Game, Seat};
use shesh_besh::{SheshBesh, position_id};

/// What a line of a count file expects.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Expect {
    /// No die can be played: exactly one action, the pass.
    Pass,
    /// This many turns, each reaching a different position.
    Turns(usize),
}

/// One line of a count file.
struct Case {
    line: usize,
    id: String,
    dice: (u8, u8),
    expect: Expect,
}

/// Reads `ID D1-D2 COUNT` lines; `pass_word` is the COUNT text that means the
/// pass (`"0"` in gnubg's file, `"pass"` in the hand file).
fn parse(name: &str, text: &str, pass_word: &str) -> Vec<Case> {
    let mut cases = Vec::new();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let [id, dice, count] = fields[..] else {
            panic!("{name}:{}: expected `ID D1-D2 COUNT`, got {line:?}", index + 1);
        };
        let (d1, d2) = dice
            .split_once('-')
            .and_then(|(a, b)| Some((a.parse().ok()?, b.parse().ok()?)))
            .unwrap_or_else(|| panic!("{name}:{}: bad dice {dice:?}", index + 1));
        assert!(
            (1..=6).contains(&d1) && (1..=6).contains(&d2),
            "{name}:{}: dice {dice}",
            index + 1
        );
        let expect = if count == pass_word {
            Expect::Pass
        } else {
            match count.parse() {
                Ok(n) if n > 0 => Expect::Turns(n),
                _ => panic!("{name}:{}: bad count {count:?}", index + 1),
            }
        };
        cases.push(Case {
            line: index + 1,
            id: id.to_owned(),
            dice: (d1, d2),
            expect,
        });
    }
    cases
}

/// Everything that tells two positions apart after a turn.
type Key = ([i8; 24], [u8; 2], [u8; 2]);

fn key(game: &SheshBesh) -> Key {
    (
        game.board(),
        [game.bar(Seat(0)), game.bar(Seat(1))],
        [game.off(Seat(0)), game.off(Seat(1))],
    )
}

/// Checks one case with `mover` as the side on roll; `None` when it agrees,
/// else a description of the disagreement.
fn check(case: &Case, mover: Seat) -> Option<String> {
    let game = match SheshBesh::from_position_id(&case.id, mover, Some(case.dice)) {
        Ok(game) => game,
        Err(e) => return Some(format!("cannot load: {e}")),
    };
    let (pass, expected) = match case.expect {
        Expect::Pass => (true, 1),
        Expect::Turns(n) => (false, n),
    };
    let actions = game.legal_actions();
    let mut problems = Vec::new();
    if actions.len() != expected {
        problems.push(format!("expected {expected} actions, got {}", actions.len()));
    }
    // A pass is written `pass` in the notation.
    let passes = actions.iter().filter(|a| a.to_string() == "pass").count();
    if pass && (passes != 1 || actions.len() != 1) {
        problems.push("expected the pass only".to_owned());
    }
    if !pass && passes > 0 {
        problems.push("a pass is offered although a die can be played".to_owned());
    }
    let mut results: BTreeMap<Key, Vec<String>> = BTreeMap::new();
    // Each turn with the Position ID after it, to compare with
    // `tools/perft/show.py ID D1-D2` when a count disagrees.
    let mut turns = Vec::new();
    for action in &actions {
        let mut after = game.clone();
        match after.apply(action) {
            Ok(_) => {
                results.entry(key(&after)).or_default().push(action.to_string());
                turns.push(format!("{} {action}", after.position_id()));
            }
            Err(e) => problems.push(format!("{action} does not apply: {e}")),
        }
    }
    let distinct: HashSet<&Key> = results.keys().collect();
    if distinct.len() != actions.len() {
        let same: Vec<String> = results
            .values()
            .filter(|turns| turns.len() > 1)
            .map(|turns| turns.join(" = "))
            .collect();
        problems.push(format!("turns with the same result: {}", same.join("; ")));
    }
    if problems.is_empty() {
        return None;
    }
    Some(format!(
        "{}; our turns (id after, turn): [{}]",
        problems.join("; "),
        turns.join(", ")
    ))
}

fn run(name: &str, text: &str, pass_word: &str) {
    let cases = parse(name, text, pass_word);
    assert!(!cases.is_empty(), "{name} has no cases");
    let mut failures = Vec::new();
    for case in &cases {
        // Both seats as the mover: the rules must not depend on colour.
        for mover in [Seat(0), Seat(1)] {
            if let Some(problem) = check(case, mover) {
                failures.push(format!(
                    "{name}:{}: {} {}-{} (mover seat {}, expected {:?}): {problem}",
                    case.line, case.id, case.dice.0, case.dice.1, mover.0, case.expect
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} checks disagree; the first ones:\n{}",
        failures.len(),
        cases.len() * 2,
        failures.iter().take(15).cloned().collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn perft_matches_gnu_backgammon() {
    run("gnubg.txt", include_str!("perft/gnubg.txt"), "0");
}

#[test]
fn perft_matches_hand_counts() {
    run("hand.txt", include_str!("perft/hand.txt"), "pass");
}

/// The count file covers all 21 rolls of each of its positions, so a
/// truncated file cannot pass unnoticed.
#[test]
fn gnubg_file_has_every_roll_of_every_position() {
    let cases = parse("gnubg.txt", include_str!("perft/gnubg.txt"), "0");
    let mut rolls: BTreeMap<&str, HashSet<(u8, u8)>> = BTreeMap::new();
    for case in &cases {
        rolls.entry(&case.id).or_default().insert(case.dice);
    }
    assert!(rolls.len() >= 100, "{} positions", rolls.len());
    for (id, seen) in rolls {
        assert_eq!(seen.len(), 21, "{id}");
    }
}

/// Every id gnubg-nn wrote decodes, and encodes back to the same text: the
/// Position ID codec agrees with GNU Backgammon on 100 varied positions.
#[test]
fn gnubg_ids_read_back() {
    let cases = parse("gnubg.txt", include_str!("perft/gnubg.txt"), "0");
    for id in cases.iter().map(|c| c.id.as_str()).collect::<HashSet<_>>() {
        let (on_roll, other) = position_id::decode(id).unwrap_or_else(|e| panic!("{id}: {e}"));
        assert_eq!(position_id::encode(&on_roll, &other), id);
    }
}
