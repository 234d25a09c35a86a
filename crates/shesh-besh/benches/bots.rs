//! Decision time of each computer level (issue 12's ceilings: medium ≤ 50 ms,
//! hard ≤ 200 ms) on seeded mid-game positions with dice to play.
//!
//! `cargo bench -p majlis-shesh-besh --bench bots -- --warm-up-time 1 --measurement-time 5`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rules_core::{Bots, Budget, Game, Level, Seat, Table, ToAct};
use shesh_besh::{Options, Phase, SheshBesh};

/// Positions with dice to play, turns 10 to 40 of seeded games the easy
/// player plays against itself (middle games, some races), each with its
/// seat.
fn positions(n: usize) -> Vec<(SheshBesh, Seat)> {
    let mut out = Vec::with_capacity(n);
    let mut easy = SheshBesh::bot(Level::Easy, 2);
    for seed in 0.. {
        let mut table = Table::<SheshBesh>::new(seed, 2, Options::default()).expect("two players");
        for step in 0..40u64 {
            table.resolve_chance();
            let game = table.game();
            let ToAct::Seat(seat) = game.to_act() else { break };
            let legal = game.legal_actions();
            if step >= 10 && step % 5 == 0 && game.phase() == Phase::Move && legal.len() > 1 {
                out.push((game.clone(), seat));
                if out.len() == n {
                    return out;
                }
            }
            let view = game.view(seat);
            let seen = rules_core::Seen {
                seat,
                view: &view,
                legal: &legal,
            };
            let action = easy.decide(&seen, seed, Budget::iterations(1)).action;
            table.apply(&action).expect("a legal choice");
        }
    }
    out
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("shesh-besh bots");
    let set: Vec<_> = positions(20)
        .into_iter()
        .map(|(g, seat)| (g.view(seat), g.legal_actions(), seat))
        .collect();
    for level in Level::ALL {
        let mut bot = SheshBesh::bot(level, 2);
        let mut i = 0usize;
        group.bench_function(format!("{level} decision"), |b| {
            b.iter(|| {
                i = (i + 1) % set.len();
                let (view, legal, seat) = &set[i];
                let seen = rules_core::Seen {
                    seat: *seat,
                    view,
                    legal,
                };
                black_box(bot.decide(&seen, i as u64, Budget::iterations(SheshBesh::iterations(level))))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
