//! Speed of the rules: random complete games (five rounds) per second for 2,
//! 4 and 6 players, played as `majlis sim` plays them, and legal-action
//! generation on typical positions (into a kept buffer).
//!
//! `cargo bench -p majlis-toki -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rules_core::bench::count_legal;
use rules_core::{Game, Playouts, TableRng, ToAct, rng_from_seed, sample_chance};
use toki::{Action, Options, Phase, Toki};

/// Positions where a seat is to act, from seeded random four-player games.
fn positions(n: usize, phase: Phase) -> Vec<Toki> {
    let mut rng: TableRng = rng_from_seed(2024);
    let mut out = Vec::with_capacity(n);
    let mut legal = Vec::new();
    while out.len() < n {
        let mut game = Toki::new_game(4, &Options::default()).expect("four");
        loop {
            let action = match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance => sample_chance(&game.chance_outcomes().expect("chance"), &mut rng).expect("an outcome"),
                ToAct::Seat(_) => {
                    if out.len() < n && game.phase() == phase && rand::RngExt::random_bool(&mut rng, 0.05) {
                        out.push(game);
                    }
                    game.legal_actions_into(&mut legal);
                    legal[rand::RngExt::random_range(&mut rng, 0..legal.len())]
                }
            };
            game.apply_quiet(&action).expect("legal");
        }
    }
    out
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_game");
    group.throughput(Throughput::Elements(1));
    for players in [2, 4, 6] {
        // Exactly what `majlis sim` plays: the core's playouts, no record, no events.
        let mut playouts = Playouts::<Toki>::new(players, Options::default()).expect("a table");
        let mut seed = 0u64;
        group.bench_function(format!("{players}_players"), |b| {
            b.iter(|| {
                seed += 1;
                black_box(playouts.play(seed, seed ^ 0x5eed, 100_000))
            });
        });
    }
    group.finish();
}

fn legal_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    let placing = positions(256, Phase::Place);
    group.throughput(Throughput::Elements(placing.len() as u64));
    let mut legal: Vec<Action> = Vec::new();
    group.bench_function("place", |b| {
        b.iter(|| count_legal(&placing, &mut legal));
    });
    group.finish();
}

criterion_group!(benches, playouts, legal_generation);
criterion_main!(benches);
