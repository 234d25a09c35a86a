//! The shared conformance suite on seeded random matches of 2, 3, 4, 6 and 8
//! players, with the invariant that no piece is made or lost.

mod common;

use khixa::{Action, Cell, Khixa};
use rand::RngExt;
use rules_core::conformance::{Conformance, check_description};
use rules_core::{Game, Seat, TableRng};

/// Actions close to the legal ones: a placement one cell off or turned once
/// more, a steal from the thief's own area, a decline while placing.
fn near_misses(game: &Khixa, rng: &mut TableRng) -> Vec<Action> {
    let legal = game.legal_actions();
    let mut out = vec![Action::Decline, Action::Roll(3)];
    let Some(&a) = legal.get(rng.random_range(0..legal.len().max(1))) else {
        return out;
    };
    let shifted = |c: Cell| Cell::from_index((c.index() as u8 + 1) % 64).unwrap_or(c);
    match a {
        Action::Place { shape, cell, rot } => {
            out.push(Action::Place {
                shape,
                cell: shifted(cell),
                rot,
            });
            out.push(Action::Place {
                shape,
                cell,
                rot: (rot + 1) % 4,
            });
            if let Some(other) = khixa::Shape::new(shape.value() % 6 + 1) {
                out.push(Action::Place {
                    shape: other,
                    cell,
                    rot,
                });
            }
        }
        Action::Steal { victim, from, to, rot } => {
            out.push(Action::Steal {
                victim,
                from: shifted(from),
                to,
                rot,
            });
            out.push(Action::Steal {
                victim,
                from,
                to: shifted(to),
                rot,
            });
            if let Some(thief) = game.to_act().seat() {
                out.push(Action::Steal {
                    victim: thief,
                    from,
                    to,
                    rot,
                });
            }
            out.push(Action::Steal {
                victim: Seat(9),
                from,
                to,
                rot,
            });
        }
        Action::Roll(_) | Action::Decline => {}
    }
    out
}

fn run(players: usize, games: usize, first_seed: u64) {
    let report = Conformance::<Khixa>::new(players)
        .games(games)
        .first_seed(first_seed)
        .max_actions(20_000)
        .max_legal_checked(6)
        .invariant(common::pieces_conserved)
        .illegal_candidates(near_misses)
        .check("");
    assert!(report.illegal_refused > 100, "{report:?}");
}

rules_core::cases! { run:
    d10_random_matches_of_two_players_conform(2, 12, 0),
    d10_random_matches_of_three_players_conform(3, 8, 100),
    d10_random_matches_of_four_players_conform(4, 8, 200),
    d10_random_matches_of_six_players_with_two_sets_conform(6, 3, 300),
    d10_random_matches_of_eight_players_with_two_sets_conform(8, 2, 400),
}

#[test]
fn the_description_agrees_with_the_options_and_the_game() {
    assert_eq!(check_description::<Khixa>(), Ok(()));
}
