//! Speed of the rules: random complete stages per second (2, 4 and 6
//! players), played as `majlis sim` plays them (`rules_core::Playouts`: the
//! legal actions into one kept buffer, applied without events, chance drawn
//! from a seed); a whole session of three stages; and legal-action
//! generation on positions of real play.
//!
//! `cargo bench -p majlis-wajh-alnahs -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::RngExt;
use rules_core::bench::{count_legal, sampled_positions};
use rules_core::{Playouts, rng_from_seed};
use wajh_alnahs::{Action, Options, Phase, WajhAlNahs};

/// One stage (a session of one), then the next seed.
fn stages(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_stage");
    group.throughput(Throughput::Elements(1));
    for players in [2, 4, 6] {
        let mut playouts = Playouts::<WajhAlNahs>::new(players, Options { stages: 1 }).expect("a table");
        let mut seed = 0u64;
        group.bench_function(format!("{players}_players"), |b| {
            b.iter(|| {
                seed += 1;
                let played = playouts.play(seed, seed ^ 0x9E37_79B9_7F4A_7C15, 100_000);
                assert!(played.ended, "seed {seed} did not end");
                black_box(played.actions)
            });
        });
    }
    group.finish();
}

/// A whole session of the default three stages, four players.
fn sessions(c: &mut Criterion) {
    let mut group = c.benchmark_group("random_session");
    group.throughput(Throughput::Elements(1));
    let mut playouts = Playouts::<WajhAlNahs>::new(4, Options::default()).expect("a table");
    let mut seed = 0u64;
    group.bench_function("4_players_3_stages", |b| {
        b.iter(|| {
            seed += 1;
            black_box(playouts.play(seed, seed ^ 0x5eed, 100_000).actions)
        });
    });
    group.finish();
}

/// Positions in play from seeded random four-player stages.
fn positions(n: usize) -> Vec<WajhAlNahs> {
    let mut picks = rng_from_seed(2026);
    sampled_positions(
        4,
        &Options { stages: 1 },
        1..,
        &mut picks,
        n,
        |game: &WajhAlNahs, picks| game.phase() == Phase::Play && picks.random_bool(0.1),
    )
}

fn legal_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    let positions = positions(256);
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut legal: Vec<Action> = Vec::new();
    group.bench_function("in_play", |b| {
        b.iter(|| count_legal(&positions, &mut legal));
    });
    group.finish();
}

criterion_group!(benches, stages, sessions, legal_generation);
criterion_main!(benches);
