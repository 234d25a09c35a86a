//! Speed of the computer players: one decision of each search level on seeded
//! mid-game positions of four players (`Khixa::iterations` of each level, one
//! core). The ceilings are 50 ms for medium and 200 ms for hard.
//!
//! `cargo bench -p majlis-khixa --bench bots -- --warm-up-time 1 --measurement-time 5`

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use khixa::{Khixa, Options, Phase};
use rules_core::{Bots, Budget, Game, Level, Seen, Table, ToAct};

/// Positions where a seat is to place a piece or use a joker, a few turns
/// into rounds of seeded matches between heuristic players.
fn positions() -> Vec<Khixa> {
    let mut out = Vec::new();
    for seed in 0..8u64 {
        let mut table = Table::<Khixa>::new(seed, 4, Options::default()).expect("four players");
        let mut easy = Khixa::bot(Level::Easy, 4);
        for step in 0..300u64 {
            table.resolve_chance();
            let game = table.game();
            let ToAct::Seat(seat) = game.to_act() else { break };
            let (view, legal) = (game.view(seat), game.legal_actions());
            if step % 23 == 11 && matches!(game.phase(), Phase::Place | Phase::Steal) && legal.len() > 1 {
                out.push(game.clone());
            }
            let seen = Seen::<Khixa> {
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
    let mut group = c.benchmark_group("khixa_bot_decision");
    for level in [Level::Medium, Level::Hard] {
        let mut bot = Khixa::bot(level, 4);
        let mut i = 0usize;
        group.bench_function(level.name(), |b| {
            b.iter(|| {
                i += 1;
                let game = &positions[i % positions.len()];
                let seat = game.turn().expect("a seat acts");
                let (view, legal) = (game.view(seat), game.legal_actions());
                let seen = Seen::<Khixa> {
                    seat,
                    view: &view,
                    legal: &legal,
                };
                black_box(bot.decide(&seen, i as u64, Budget::iterations(Khixa::iterations(level))))
            });
        });
    }
    group.finish();
}

criterion_group!(benches, decisions);
criterion_main!(benches);
