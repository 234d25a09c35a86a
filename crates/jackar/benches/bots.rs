//! How long a computer player thinks: one decision of each level on seeded
//! mid-game four-player positions (one core). The ceilings are 50 ms at
//! medium and 200 ms at hard (issue 12).
//!
//! `cargo bench -p majlis-jackar --bench bots -- --warm-up-time 1 --measurement-time 5`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use jackar::{Jackar, Options};
use rules_core::{Bots, Budget, Game, Level, Seen, ToAct};

#[path = "../tests/support/played.rs"]
mod played;

/// Positions with a choice to make, from seeded four-player games played by
/// the easy level: one every 37 actions between the 40th and the 400th.
fn positions() -> Vec<Jackar> {
    played::positions::<Jackar>(&Options::default(), 0..4, 400, |step| step >= 40 && step % 37 == 0)
}

fn decisions(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("jackar_bot_4p");
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mut bot = Jackar::bot(level, 4);
        let iterations = Jackar::iterations(level);
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
