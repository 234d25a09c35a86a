//! How long a computer player thinks: one decision of each level on seeded
//! mid-stage four-player positions (one core). The ceilings are 50 ms at
//! medium and 200 ms at hard (issue 12).
//!
//! `cargo bench -p majlis-wajh-alnahs --bench bots -- --warm-up-time 1 --measurement-time 5`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rules_core::{Bots, Budget, Game, Level, Seen, Table, ToAct};
use wajh_alnahs::{Options, WajhAlNahs};

/// Positions with a choice to make, from seeded four-player sessions played
/// by the easy level: one every 37 actions between the 40th and the 400th.
fn positions() -> Vec<WajhAlNahs> {
    let mut out = Vec::new();
    for seed in 0..4 {
        let mut table = Table::<WajhAlNahs>::new(seed, 4, Options::default()).expect("four players");
        let mut easy = WajhAlNahs::bot(Level::Easy, 4);
        for step in 0..400u64 {
            table.resolve_chance();
            let game = *table.game();
            let ToAct::Seat(seat) = game.to_act() else { break };
            let legal = game.legal_actions();
            if step >= 40 && step % 37 == 0 && legal.len() > 1 {
                out.push(game);
            }
            let view = game.view(seat);
            let seen = Seen {
                seat,
                view: &view,
                legal: &legal,
            };
            let action = easy.decide(&seen, step, Budget::iterations(1)).action;
            table.apply(&action).expect("the easy bot plays legal plays");
        }
    }
    out
}

fn decisions(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("wajh_alnahs_bot_4p");
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mut bot = WajhAlNahs::bot(level, 4);
        let iterations = WajhAlNahs::iterations(level);
        let mut i = 0usize;
        group.bench_function(level.name(), |b| {
            b.iter(|| {
                let game = &positions[i % positions.len()];
                i += 1;
                let ToAct::Seat(seat) = game.to_act() else { return };
                let (view, legal) = (game.view(seat), game.legal_actions());
                let seen = Seen {
                    seat,
                    view: &view,
                    legal: &legal,
                };
                black_box(bot.decide(&seen, i as u64, Budget::iterations(iterations)));
            });
        });
    }
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
