//! Speed of the rules: random complete games per second and legal-turn generation.
//!
//! `cargo bench -p majlis-shesh-besh -- --warm-up-time 1 --measurement-time 3`

use std::hint::black_box;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules_core::{Game, ToAct};
use shesh_besh::{Action, Options, SheshBesh};

/// One game to 1 point with uniformly random legal turns; the dice are drawn from
/// the seeded generator (the same distribution as the listed chance outcomes).
/// Returns the number of turns played.
fn random_game(rng: &mut ChaCha8Rng) -> usize {
    let mut game = SheshBesh::new_game(2, &Options::default()).expect("two players");
    let mut turns = 0;
    loop {
        let action = match game.to_act() {
            ToAct::Over => return turns,
            ToAct::Chance if game.dice().is_none() && game.mover().is_none() => Action::OpeningRoll {
                white: rng.random_range(1..=6),
                black: rng.random_range(1..=6),
            },
            ToAct::Chance => Action::Roll(rng.random_range(1..=6), rng.random_range(1..=6)),
            ToAct::Seat(_) => {
                turns += 1;
                let legal = game.legal_actions();
                legal[rng.random_range(0..legal.len())]
            }
        };
        game.apply(&action).expect("legal");
    }
}

/// Positions with dice to play, from seeded random games.
fn positions(n: usize) -> Vec<SheshBesh> {
    let mut rng = ChaCha8Rng::seed_from_u64(2024);
    let mut out = Vec::with_capacity(n);
    while out.len() < n {
        let mut game = SheshBesh::new_game(2, &Options::default()).expect("two players");
        loop {
            let action = match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance if game.mover().is_none() => Action::OpeningRoll {
                    white: rng.random_range(1..=6),
                    black: rng.random_range(1..=6),
                },
                ToAct::Chance => Action::Roll(rng.random_range(1..=6), rng.random_range(1..=6)),
                ToAct::Seat(_) => {
                    if out.len() < n {
                        out.push(game.clone());
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

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("shesh-besh");
    group.throughput(Throughput::Elements(1));
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    group.bench_function("random game", |b| b.iter(|| black_box(random_game(&mut rng))));

    let set = positions(1000);
    group.throughput(Throughput::Elements(set.len() as u64));
    group.bench_function("legal turns, 1000 positions", |b| {
        b.iter(|| set.iter().map(|g| g.legal_actions().len()).sum::<usize>())
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
