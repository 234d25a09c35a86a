//! The shared conformance suite on seeded random games for 2 to 6 players,
//! with the invariant that nothing is created or lost: the 108 cards (eight
//! of each number, four Tokis) are always in the boxes, the bank, the discard
//! pile or the hand of the seat placing; and the description check.

use rand::RngExt;
use rules_core::conformance::Conformance;
use rules_core::{Game, Seat, TableRng};
use toki::{Action, Card, Cell, Phase, Pile, Toki};

/// 108 cards, each kind its copies; a card drawn exactly in `place`; the
/// bank never empty when a turn starts (D5); at most two runnings out (D7).
fn conserved(game: &Toki) -> Result<(), String> {
    let mut counts = [0u32; toki::KINDS];
    let mut add = |c: Card| counts[c.kind()] += 1;
    for s in Seat::all(game.players()) {
        if let Some(b) = game.player_box(s) {
            Cell::all().for_each(|c| add(b.card(c)));
        }
    }
    game.bank().iter().copied().for_each(&mut add);
    game.discard().iter().copied().for_each(&mut add);
    if let Some(d) = game.drawn() {
        add(d.card);
    }
    for card in Card::kinds() {
        if counts[card.kind()] != u32::from(card.copies()) {
            return Err(format!("{} cards {card}, not {}", counts[card.kind()], card.copies()));
        }
    }
    if (game.phase() == Phase::Place) != game.drawn().is_some() {
        return Err(format!("phase {:?} with drawn {:?}", game.phase(), game.drawn()));
    }
    if game.phase() == Phase::Take && game.bank().is_empty() {
        return Err("a turn starts with the bank empty".into());
    }
    if game.bank_emptied() > 2 {
        return Err(format!("the bank ran out {} times in a round", game.bank_emptied()));
    }
    Ok(())
}

/// Legal actions bent out of shape (the next cell, the other rule for the
/// same cell), random cells, and chance outcomes out of place.
fn near_misses(game: &Toki, rng: &mut TableRng) -> Vec<Action> {
    let cell = |rng: &mut TableRng| Cell::at(rng.random_range(0..8)).unwrap_or(Cell::at(0).expect("cell 0"));
    let next = |c: Cell| Cell::at((c.index() + 1) % 8).unwrap_or(c);
    let (a, b) = (cell(rng), cell(rng));
    let mut out = vec![
        Action::Take(Pile::Bank),
        Action::Take(Pile::Discard),
        Action::A(a),
        Action::B(a),
        Action::C(a),
        Action::Keep,
        Action::D { toki: a, to: b },
        Action::Open([a, b]),
        Action::Deal(rng.random()),
        Action::Reshuffle(3),
        Action::Starts(Seat(rng.random_range(0..6))),
    ];
    for action in game.legal_actions().into_iter().take(6) {
        out.extend(match action {
            Action::A(c) => vec![Action::B(c), Action::C(c), Action::A(next(c))],
            Action::B(c) => vec![Action::A(c), Action::B(next(c))],
            Action::C(c) => vec![Action::A(c), Action::C(next(c))],
            Action::D { toki, to } => vec![Action::D { toki: to, to: toki }, Action::D { toki, to: next(to) }],
            Action::Open([x, y]) => vec![Action::Open([y, x]), Action::Open([x, x])],
            _ => vec![],
        });
    }
    out
}

fn run(players: usize, games: usize) {
    let report = Conformance::<Toki>::new(players)
        .games(games)
        .first_seed(players as u64 * 1000)
        .max_legal_checked(8)
        .illegal_per_step(3)
        .invariant(conserved)
        .illegal_candidates(near_misses)
        .check("");
    assert!(report.illegal_refused > report.actions, "{report:?}");
}

rules_core::cases! { run:
    two_players_conform(2, 12),
    three_players_conform(3, 8),
    four_players_conform(4, 6),
    five_players_conform(5, 4),
    six_players_conform(6, 4),
}

#[test]
fn the_description_agrees_with_the_options_and_the_game() {
    assert_eq!(rules_core::conformance::check_description::<Toki>(), Ok(()));
}
