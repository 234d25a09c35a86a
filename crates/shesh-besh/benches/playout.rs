//! Speed of the rules: random complete games per second and legal-turn generation.
//!
//! `cargo bench -p majlis-shesh-besh -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rules_core::bench::{count_legal, sampled_positions};
use rules_core::{Game, Playouts, Table, rng_from_seed};
use shesh_besh::{Options, SheshBesh};

/// Positions with dice to play, from seeded random games.
fn positions(n: usize) -> Vec<SheshBesh> {
    let mut picks = rng_from_seed(2024);
    sampled_positions(2, &Options::default(), 0.., &mut picks, n, |_: &SheshBesh, _| true)
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("shesh-besh");
    group.throughput(Throughput::Elements(1));
    // One game to 1 point with uniformly random legal turns, exactly as
    // `majlis sim` plays it: dice from the game's seed, no record, no events,
    // the legal turns into one kept buffer.
    let mut playouts = Playouts::<SheshBesh>::new(2, Options::default()).expect("two players");
    let mut seed = 0u64;
    group.bench_function("random game", |b| {
        b.iter(|| {
            seed += 1;
            black_box(playouts.play(seed, !seed, 10_000).actions)
        });
    });
    // The same through a table that records every action (what a front-end keeps).
    group.bench_function("random game, recorded", |b| {
        b.iter(|| {
            seed += 1;
            let mut table = Table::<SheshBesh>::new(seed, 2, Options::default()).expect("two players");
            black_box(table.play_random(&mut rng_from_seed(!seed), 10_000))
        });
    });

    let set = positions(1000);
    let mut buffer = Vec::new();
    group.throughput(Throughput::Elements(set.len() as u64));
    group.bench_function("legal turns, 1000 positions", |b| {
        b.iter(|| count_legal(&set, &mut buffer));
    });

    // A front-end asks for the first steps of a turn: here a double of 1s with
    // fifteen checkers spread over fifteen points (1157 distinct turns).
    let board: Vec<i64> = (0..24)
        .map(|i| match i {
            0..15 => 1,
            18..23 => -3,
            _ => 0,
        })
        .collect();
    let spread = SheshBesh::load_json(&serde_json::json!({
        "board": board, "bar": [0, 0], "off": [0, 0], "to_move": 0, "dice": [1, 1]
    }))
    .expect("a legal position");
    group.throughput(Throughput::Elements(1));
    group.bench_function("legal steps, spread 1-1", |b| b.iter(|| spread.legal_steps(&[]).len()));
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
