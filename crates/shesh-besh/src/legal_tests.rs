//! The move generator against a slow, obvious reference: every step sequence in
//! every dice order, rule 7 applied afterwards, positions deduplicated in a set.

use std::collections::{BTreeMap, BTreeSet};

use rand::RngExt;
use rules_core::{Seat, rng_from_seed};

use crate::legal::{BAR, generate, is_listed};
use crate::state::CHECKERS;
use crate::{Action, Phase, Place, SheshBesh, Step, Turn};

type Sides = [[u8; 25]; 2];

/// One single step by die `d` from mover-frame index `i`, if legal (rules 2-5, 8).
fn step(me: &[u8; 25], opp: &[u8; 25], i: usize, d: usize) -> Option<([u8; 25], [u8; 25])> {
    if me[i] == 0 || (me[BAR] > 0 && i != BAR) {
        return None;
    }
    let (mut me2, mut opp2) = (*me, *opp);
    me2[i] -= 1;
    if i >= d {
        let t = i - d;
        if opp[23 - t] >= 2 {
            return None;
        }
        if opp[23 - t] == 1 {
            opp2[23 - t] = 0;
            opp2[BAR] += 1;
        }
        me2[t] += 1;
    } else {
        let all_home = me[6..].iter().all(|&n| n == 0);
        let exact = i + 1 == d;
        let highest = me[i + 1..6].iter().all(|&n| n == 0);
        if !all_home || !(exact || highest) {
            return None;
        }
    }
    Some((me2, opp2))
}

/// Leaves: (position, steps used, the die of a lone step).
fn walk(me: &[u8; 25], opp: &[u8; 25], dice: &[usize], used: u8, first: usize, out: &mut Vec<(Sides, u8, usize)>) {
    let mut any = false;
    for (n, &d) in dice.iter().enumerate() {
        for i in 0..25 {
            if let Some((me2, opp2)) = step(me, opp, i, d) {
                any = true;
                let mut rest = dice.to_vec();
                rest.remove(n);
                walk(&me2, &opp2, &rest, used + 1, if used == 0 { d } else { first }, out);
            }
        }
    }
    if !any {
        out.push(([*me, *opp], used, first));
    }
}

fn dice_of(a: u8, b: u8) -> Vec<usize> {
    if a == b {
        vec![usize::from(a); 4]
    } else {
        vec![usize::from(a), usize::from(b)]
    }
}

/// Every step sequence (any length, any dice order), as turns.
fn walk_turns(me: &[u8; 25], opp: &[u8; 25], dice: &[usize], turn: Turn, out: &mut Vec<Turn>) {
    out.push(turn);
    for (n, &d) in dice.iter().enumerate() {
        for i in 0..25 {
            if let Some((me2, opp2)) = step(me, opp, i, d) {
                let to = if i >= d { Place::from_index(i - d) } else { Place::Off };
                let mut t = turn;
                t.push(Step::new(Place::from_index(i), to));
                let mut rest = dice.to_vec();
                rest.remove(n);
                walk_turns(&me2, &opp2, &rest, t, out);
            }
        }
    }
}

fn reference(me: &[u8; 25], opp: &[u8; 25], a: usize, b: usize) -> BTreeSet<Sides> {
    let dice = if a == b { vec![a; 4] } else { vec![a, b] };
    let mut leaves = Vec::new();
    walk(me, opp, &dice, 0, 0, &mut leaves);
    let max = leaves.iter().map(|l| l.1).max().unwrap_or(0);
    leaves.retain(|l| l.1 == max);
    // Rule 7: a lone die is the larger one when it can be.
    if max == 1 && a != b && leaves.iter().any(|l| l.2 == a.max(b)) {
        leaves.retain(|l| l.2 == a.max(b));
    }
    leaves.into_iter().map(|l| l.0).collect()
}

fn random_sides(rng: &mut rules_core::TableRng) -> Sides {
    let mut sides = [[0u8; 25]; 2];
    // Sometimes a race or a bear-off: checkers kept near home.
    let reach = [6, 9, 12, 24][rng.random_range(0..4)];
    for s in 0..2 {
        let off = if rng.random_range(0..3) == 0 {
            rng.random_range(0..14)
        } else {
            0
        };
        let bar = if rng.random_range(0..4) == 0 {
            rng.random_range(1..3)
        } else {
            0
        };
        let mut left = CHECKERS - off - bar;
        sides[s][BAR] = bar;
        while left > 0 {
            let i = rng.random_range(0..reach);
            // Never both sides on one point.
            if sides[1 - s][23 - i] == 0 {
                sides[s][i] += 1;
                left -= 1;
            }
        }
    }
    sides
}

/// White to move `sides` with the dice `a` and `b`.
fn white_to_move(sides: Sides, a: u8, b: u8) -> SheshBesh {
    SheshBesh {
        sides,
        phase: Phase::Move,
        turn: Seat(0),
        dice: Some((a.max(b), a.min(b))),
        ..SheshBesh::start(crate::Options::default())
    }
}

fn check(sides: Sides, a: u8, b: u8, every_order: bool) {
    let moves = generate::<true>(&sides[0], &sides[1], a, b);
    let quick = generate::<false>(&sides[0], &sides[1], a, b);
    assert_eq!(quick.actions, moves.actions, "keys or not, the same list");
    let want = reference(&sides[0], &sides[1], usize::from(a), usize::from(b));
    let game = white_to_move(sides, a, b);
    let mut got = BTreeMap::new();
    for action in &moves.actions {
        let Action::Turn(turn) = action else { panic!("a turn") };
        let mut after = game.clone();
        after.play_steps(turn.steps());
        assert!(
            got.insert(after.sides, *action).is_none(),
            "{sides:?} {a}-{b}: two listed turns reach one position ({action})"
        );
    }
    let got_set: BTreeSet<Sides> = got.keys().copied().collect();
    // The step-by-step check accepts exactly the listed turns among every legal
    // step sequence (and their other orders).
    if !every_order {
        return;
    }
    let mut every = Vec::new();
    walk_turns(&sides[0], &sides[1], &dice_of(a, b), Turn::PASS, &mut every);
    for turn in every {
        let listed = moves.actions.contains(&Action::Turn(turn));
        assert_eq!(
            is_listed(&sides[0], &sides[1], a, b, &turn),
            listed,
            "{sides:?} {a}-{b}: {turn} listed {listed}"
        );
    }
    assert_eq!(
        got_set,
        want,
        "{sides:?} {a}-{b}: listed {:?}",
        moves.actions.iter().map(ToString::to_string).collect::<Vec<_>>()
    );
    // Keys agree with positions: distinct keys for distinct positions.
    let keys: BTreeSet<u128> = moves.keys.iter().copied().collect();
    assert_eq!(keys.len(), moves.keys.len());
}

fn against_reference(seed: u64, positions: usize, every_order_each: usize) {
    let mut rng = rng_from_seed(seed);
    for n in 0..positions {
        let sides = random_sides(&mut rng);
        for a in 1..=6 {
            for b in 1..=a {
                // Every order of a double is many sequences: check them now and then.
                check(sides, a, b, a != b || n % every_order_each == 0);
            }
        }
    }
}

#[test]
fn the_generator_lists_exactly_the_reference_positions_rule_7() {
    against_reference(7, 60, 10);
}

#[test]
#[ignore = "a soak of a few minutes: cargo test -p majlis-shesh-besh -- --ignored"]
fn the_generator_matches_the_reference_on_thousands_of_positions() {
    against_reference(8, 3000, 25);
}

#[test]
fn the_generator_matches_the_reference_at_the_start() {
    for a in 1..=6 {
        for b in 1..=a {
            check([crate::state::START; 2], a, b, true);
        }
    }
}

/// Turn building against the reference: the steps offered after any prefix are
/// exactly the next steps of the full-length step sequences that reach a listed
/// position, and each such sequence maps to the listed action of its position.
fn check_building(sides: Sides, a: u8, b: u8) {
    let game = white_to_move(sides, a, b);
    let legal = generate::<true>(&sides[0], &sides[1], a, b);
    let depth = usize::from(legal.depth);
    let mut every = Vec::new();
    walk_turns(&sides[0], &sides[1], &dice_of(a, b), Turn::PASS, &mut every);
    // The position of each listed action.
    let listed: BTreeMap<Sides, Action> = legal
        .actions
        .iter()
        .map(|act| {
            let mut after = game.clone();
            after.play_steps(act.steps());
            (after.sides, *act)
        })
        .collect();
    let mut full = Vec::new();
    for t in &every {
        if t.len() != depth {
            continue;
        }
        let mut after = game.clone();
        after.play_steps(t.steps());
        let expected = listed.get(&after.sides).copied();
        assert_eq!(game.turn_for(t.steps()), expected, "{sides:?} {a}-{b}: {t}");
        if expected.is_some() {
            full.push(*t);
        }
    }
    let mut prefixes: BTreeSet<Vec<Step>> = BTreeSet::new();
    for t in &full {
        for n in 0..t.len() {
            prefixes.insert(t.steps()[..n].to_vec());
        }
    }
    for prefix in prefixes {
        let want: BTreeSet<Step> = full
            .iter()
            .filter(|t| t.steps().starts_with(&prefix))
            .map(|t| t.steps()[prefix.len()])
            .collect();
        let got: BTreeSet<Step> = game.legal_steps(&prefix).into_iter().collect();
        assert_eq!(got, want, "{sides:?} {a}-{b} after {prefix:?}");
    }
}

#[test]
fn turn_building_offers_exactly_the_steps_of_legal_turns() {
    let mut rng = rng_from_seed(9);
    for n in 0..30 {
        let sides = random_sides(&mut rng);
        for a in 1..=6 {
            for b in 1..=a {
                if a != b || n % 10 == 0 {
                    check_building(sides, a, b);
                }
            }
        }
    }
    check_building([crate::state::START; 2], 3, 3);
}
