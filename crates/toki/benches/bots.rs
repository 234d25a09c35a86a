//! Speed of the computer players: one decision of each search level on seeded
//! mid-game positions of four players (`Toki::iterations` of each level, one
//! core). The ceilings are 50 ms for medium and 200 ms for hard.
//!
//! `cargo bench -p majlis-toki --bench bots -- --warm-up-time 1 --measurement-time 5`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use rules_core::{Bots, Budget, Game, Level, Seen, Table, ToAct};
use toki::{Options, Phase, Toki};

/// Positions where a seat is to take or place, a few turns into rounds of
/// seeded games between heuristic players.
fn positions() -> Vec<Toki> {
    let mut out = Vec::new();
    for seed in 0..8u64 {
        let mut table = Table::<Toki>::new(seed, 4, Options::default()).expect("four players");
        let mut easy = Toki::bot(Level::Easy, 4);
        for step in 0..400u64 {
            table.resolve_chance();
            let game = table.game();
            let ToAct::Seat(seat) = game.to_act() else { break };
            if step % 97 == 40 && matches!(game.phase(), Phase::Take | Phase::Place) {
                out.push(*game);
            }
            let (view, legal) = (game.view(seat), game.legal_actions());
            let seen = Seen::<Toki> {
                seat,
                view: &view,
                legal: &legal,
            };
            let action = easy.decide(&seen, step, Budget::iterations(1)).action;
            table.apply(&action).expect("the heuristic plays legal actions");
        }
    }
    out
}

fn decisions(c: &mut Criterion) {
    let positions = positions();
    let mut group = c.benchmark_group("toki_bot_decision");
    for level in [Level::Medium, Level::Hard] {
        let mut bot = Toki::bot(level, 4);
        let mut i = 0usize;
        group.bench_function(level.name(), |b| {
            b.iter(|| {
                i += 1;
                let game = &positions[i % positions.len()];
                let seat = game.to_move().expect("a seat acts");
                let (view, legal) = (game.view(seat), game.legal_actions());
                let seen = Seen::<Toki> {
                    seat,
                    view: &view,
                    legal: &legal,
                };
                black_box(bot.decide(&seen, i as u64, Budget::iterations(Toki::iterations(level))))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
