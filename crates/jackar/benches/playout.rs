//! Speed of the rules: random complete games per second (2, 4 and 6 players),
//! played as `majlis sim` plays them, and legal-action generation on typical
//! positions (into a kept buffer).
//!
//! `cargo bench -p majlis-jackar -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use jackar::{Action, Card, Jackar, Options, Phase};
use rand::RngExt;
use rules_core::{Game, TableRng, ToAct, rng_from_seed};

/// One whole match with uniformly random legal actions, as `majlis sim` plays
/// it: the legal actions into one kept buffer, the one picked applied unchecked
/// and without events (`apply_listed`); chance (the opening draw and the
/// deals) gets seeds from the same generator.
/// Returns the number of actions applied.
fn random_game(players: usize, rng: &mut TableRng, legal: &mut Vec<Action>) -> usize {
    let mut game = Jackar::new_game(players, &Options::default()).expect("a table");
    let mut actions = 0;
    loop {
        let action = match game.to_act() {
            ToAct::Over => return actions,
            ToAct::Chance if game.phase() == Phase::Opening => Action::OpeningDraw(rng.random()),
            ToAct::Chance => Action::Deal(rng.random()),
            ToAct::Seat(_) => {
                game.legal_actions_into(legal);
                legal[rng.random_range(0..legal.len())]
            }
        };
        game.apply_listed(&action).expect("legal");
        actions += 1;
    }
}

/// Positions with a card to play, from seeded random four-player games;
/// `with_seven` keeps only those whose hand holds a 7 (the most actions).
fn positions(n: usize, with_seven: bool) -> Vec<Jackar> {
    let mut rng = rng_from_seed(2024);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut game = Jackar::new_game(4, &Options::default()).expect("four");
        loop {
            let action = match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance if game.phase() == Phase::Opening => Action::OpeningDraw(rng.random()),
                ToAct::Chance => Action::Deal(rng.random()),
                ToAct::Seat(seat) => {
                    if out.len() < n
                        && game.phase() == Phase::Play
                        && (!with_seven || game.hand(seat).contains(&Card::Seven))
                        && rng.random_bool(0.2)
                    {
                        out.push(game);
                    }
                    let legal = game.legal_actions();
                    legal[rng.random_range(0..legal.len())]
                }
            };
            game.apply(&action).expect("legal");
        }
    }
    out
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for players in [2, 4, 6] {
        let mut rng = rng_from_seed(players as u64);
        let mut legal = Vec::new();
        group.bench_function(format!("{players}_players"), |b| {
            b.iter(|| black_box(random_game(players, &mut rng, &mut legal)));
        });
    }
    group.finish();
}

fn legal_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    for (name, with_seven) in [("typical", false), ("holding_a_7", true)] {
        let positions = positions(256, with_seven);
        group.throughput(Throughput::Elements(positions.len() as u64));
        let mut legal = Vec::new();
        group.bench_function(name, |b| {
            b.iter(|| {
                positions
                    .iter()
                    .map(|g| {
                        black_box(g).legal_actions_into(&mut legal);
                        legal.len()
                    })
                    .sum::<usize>()
            });
        });
    }
    group.finish();
}

criterion_group!(benches, playouts, legal_generation);
criterion_main!(benches);
