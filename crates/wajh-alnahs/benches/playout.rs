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
use rules_core::{Game, Playouts, Table, ToAct, rng_from_seed};
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
    let mut rng = rng_from_seed(2026);
    let mut out = Vec::with_capacity(n);
    let mut seed = 0;
    while out.len() < n {
        seed += 1;
        let mut table = Table::<WajhAlNahs>::new(seed, 4, Options { stages: 1 }).expect("four");
        loop {
            table.resolve_chance();
            let game = *table.game();
            if game.to_act() == ToAct::Over {
                break;
            }
            if game.phase() == Phase::Play && out.len() < n && rng.random_bool(0.1) {
                out.push(game);
            }
            let legal = game.legal_actions();
            let pick: Action = legal[rng.random_range(0..legal.len())];
            table.apply(&pick).expect("legal");
        }
    }
    out
}

fn legal_generation(c: &mut Criterion) {
    let mut group = c.benchmark_group("legal_actions");
    let positions = positions(256);
    group.throughput(Throughput::Elements(positions.len() as u64));
    let mut legal = Vec::new();
    group.bench_function("in_play", |b| {
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
    group.finish();
}

criterion_group!(benches, stages, sessions, legal_generation);
criterion_main!(benches);
