//! The move generator and `apply` agree: on positions of seeded random games,
//! every candidate action (every card in hand with every marble, step count,
//! split and swap) applies exactly when it is listed as legal.

use rand::RngExt;
use rules_core::{Game, Seat, Table, rng_from_seed};

use crate::card::Walk;
use crate::{Action, Card, Jackar, MarbleId, Options, Passing, Phase};

/// Every action a seat could try in `Play`, legal or not.
fn candidates(game: &Jackar) -> Vec<Action> {
    let n = game.board().players();
    let seat = game.to_move().expect("a seat to move");
    let all: Vec<MarbleId> = Seat::all(n)
        .flat_map(|s| (0..4).map(move |i| MarbleId::new(s, i)))
        .collect();
    let colour = game.playing_colour(seat);
    let team: Vec<MarbleId> = all
        .iter()
        .copied()
        .filter(|m| m.seat == colour || Some(m.seat) == game.board().partner(colour))
        .collect();
    let mut out = vec![Action::Throw, Action::Stop];
    for card in Card::ALL {
        out.push(Action::Out(card));
        out.push(Action::Discard(card));
        for &m in &all {
            for steps in 0..=14 {
                out.push(Action::Move { card, marble: m, steps });
            }
        }
    }
    for &a in &team {
        for &b in &team {
            for s in 0..=7 {
                out.push(Action::Split {
                    first: (a, s),
                    second: (b, 7 - s),
                });
            }
            out.push(Action::Split {
                first: (a, 3),
                second: (b, 3),
            });
        }
    }
    for &a in &all {
        for &b in &all {
            out.push(Action::Swap { mine: a, theirs: b });
        }
    }
    out
}

fn check_games(players: usize, passing: Passing, games: u64, every: usize) {
    let mut picker = rng_from_seed(99);
    for seed in 0..games {
        let mut table = Table::<Jackar>::new(seed, players, Options { passing }).expect("a table");
        let mut step = 0;
        loop {
            table.resolve_chance();
            let game = *table.game();
            if game.phase() == Phase::Over {
                break;
            }
            let legal = game.legal_actions();
            if step % every == 0 && game.phase() == Phase::Play {
                for c in candidates(&game) {
                    let mut copy = game;
                    let applied = copy.apply(&c).is_ok();
                    assert_eq!(
                        applied,
                        legal.contains(&c),
                        "seed {seed} step {step}: {c:?} applies: {applied}, listed: {}\n{}",
                        !applied,
                        game.state_json()
                    );
                    if !applied {
                        assert_eq!(copy, game, "a refused action changed the state");
                    }
                }
            }
            let pick = legal[picker.random_range(0..legal.len())];
            table.apply(&pick).expect("a legal action applies");
            step += 1;
        }
    }
}

#[test]
fn generator_and_apply_agree_four_players() {
    for passing in [Passing::One, Passing::Block, Passing::Free] {
        check_games(4, passing, 3, 3);
    }
}

#[test]
fn generator_and_apply_agree_two_and_six_players() {
    check_games(2, Passing::One, 3, 2);
    check_games(6, Passing::Block, 1, 5);
}

/// Positions to act on from seeded random games of every size and passing option.
fn random_positions(players: usize, passing: Passing, games: u64) -> Vec<Jackar> {
    let mut picker = rng_from_seed(7);
    let mut out = Vec::new();
    for seed in 0..games {
        let mut table = Table::<Jackar>::new(seed, players, Options { passing }).expect("a table");
        loop {
            table.resolve_chance();
            let game = *table.game();
            if game.phase() == Phase::Over {
                break;
            }
            out.push(game);
            let legal = game.legal_actions();
            let pick = legal[picker.random_range(0..legal.len())];
            table.apply(&pick).expect("a legal action applies");
        }
    }
    out
}

/// The generator's shortcuts agree with the reference checks: the forward
/// walks found at once (`forward_steps`, `forward_dest`) with `walk_to` step by
/// step, for every marble of every seat, and the 4's and the King's walks
/// (`can_walk_back`, `can_walk_king`) and one walk's (`can_walk_forward`); the D9 check (`can_play_a_card`, which
/// stops at the first playable card) with the full list.
#[test]
fn fast_paths_agree_with_the_reference_checks() {
    let mut checked = [0usize; 3];
    for (players, passing) in [
        (2, Passing::One),
        (4, Passing::One),
        (4, Passing::Block),
        (4, Passing::Free),
        (6, Passing::Block),
        (6, Passing::One),
    ] {
        for game in random_positions(players, passing, 2) {
            for s in Seat::all(players) {
                for i in 0..4 {
                    let m = MarbleId::new(s, i);
                    // The 4 and the King's 13, answered from the occupied cells.
                    for (steps, walk, fast) in [
                        (4, Walk::Back, game.can_walk_back(m)),
                        (13, Walk::King, game.can_walk_king(m)),
                    ] {
                        let reference = game.walk_to(m, steps, walk);
                        assert_eq!(
                            fast,
                            reference.is_ok(),
                            "{m} {walk:?} ({reference:?})\n{}",
                            game.state_json()
                        );
                        checked[2] += usize::from(fast);
                    }
                    let fast = game.forward_steps(m);
                    assert_eq!(fast & !0x1FFE, 0, "only 1–12 steps");
                    for steps in 1..=12u8 {
                        let walk = game.walk_to(m, steps, Walk::Forward);
                        assert_eq!(
                            fast >> steps & 1 != 0,
                            walk.is_ok(),
                            "{m} {steps} steps ({walk:?}), passing {passing:?}\n{}",
                            game.state_json()
                        );
                        assert_eq!(game.can_walk_forward(m, steps), walk.is_ok(), "{m} {steps} steps");
                        if let Ok(to) = walk {
                            assert_eq!(game.forward_dest(m, steps), to, "{m} {steps} steps");
                            checked[0] += 1;
                        }
                    }
                }
            }
            if game.phase() == Phase::Play {
                let legal = game.legal_actions();
                assert_eq!(game.can_play_a_card(), legal != [Action::Throw], "{legal:?}");
                checked[1] += usize::from(legal == [Action::Throw]);
            }
        }
    }
    // The positions include legal walks (4s and Kings too) and hands that must be thrown.
    assert!(checked[0] > 1000 && checked[1] > 10 && checked[2] > 1000, "{checked:?}");
}
