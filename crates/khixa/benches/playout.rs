//! Speed of the rules: random complete matches per second (as `majlis sim`
//! plays them) and legal-placement generation.
//!
//! `cargo bench -p majlis-khixa -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use khixa::{Khixa, Options, Phase};
use rules_core::bench::{count_legal, sampled_positions};
use rules_core::{Playouts, rng_from_seed};

/// Positions of `players` seats with a piece to place (`Phase::Place`) or
/// jokers to use (`Phase::Steal`), from seeded random matches.
fn positions(players: usize, phase: Phase, n: usize) -> Vec<Khixa> {
    let mut picks = rng_from_seed(2024);
    sampled_positions(players, &Options::default(), 0.., &mut picks, n, |game: &Khixa, _| {
        game.phase() == phase
    })
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("khixa");
    group.throughput(Throughput::Elements(1));
    // One whole match (six rounds) of uniformly random legal actions, exactly
    // as `majlis sim` plays it: dice from the match's seed, no record, no
    // events, the legal actions into one kept buffer.
    for players in [2, 4, 8] {
        let mut playouts = Playouts::<Khixa>::new(players, Options::default()).expect("a table");
        let mut seed = 0u64;
        group.bench_function(BenchmarkId::new("random match", format!("{players} players")), |b| {
            b.iter(|| {
                seed += 1;
                black_box(playouts.play(seed, !seed, 100_000).actions)
            });
        });
    }
    // Legal placements of the piece taken (D1, D2), 1,000 positions of four
    // players; then the steals of a joker (D5), 200 positions: one call each,
    // into a kept buffer.
    let mut buffer = Vec::new();
    for (name, phase, n) in [
        ("legal placements, 1000 positions", Phase::Place, 1000),
        ("legal steals, 200 positions", Phase::Steal, 200),
    ] {
        let set = positions(4, phase, n);
        group.throughput(Throughput::Elements(set.len() as u64));
        group.bench_function(name, |b| {
            b.iter(|| count_legal(&set, &mut buffer));
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
