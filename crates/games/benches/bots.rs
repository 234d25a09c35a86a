//! How long a computer player takes to choose a move, for every game on the
//! shelf that has computer players, at each level but random: one
//! [`ShelfTable::bot_move`] with the level's own budget, on one core (a bot
//! spawns no thread), at a few mid-game positions.
//!
//! `cargo bench -p majlis-games --bench bots -- --warm-up-time 1 --measurement-time 3`
//!
//! The positions: six seeded games of uniformly random legal actions, each
//! played to its end from a seeded table; from game `k` the first position
//! `k` sevenths of the way through its player actions where the seat to act
//! has a choice (a forced move costs a bot nothing). The bench cycles through
//! them, so its figure is the mean of the six. Issue 12's targets, on one
//! core of the CI-class machine: medium at most 50 ms, hard at most 200 ms.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use majlis_games::{BoxedTable, GAMES, GameInfo};
use rand::RngExt;
use rules_core::{Level, ToAct, rng_from_seed};

/// Player actions of one seeded random game, as tables (a seat to act in each).
fn random_game(game: &GameInfo, seed: u64) -> Vec<BoxedTable> {
    let mut picks = rng_from_seed(seed ^ 0x5EED);
    let mut table = game
        .new_table(seed, game.description.usual_players, None)
        .expect("the usual player count and the default options are the game's");
    let mut seen = Vec::new();
    // A cap well beyond any random game, so that a game that never ends fails
    // the bench instead of hanging it.
    for _ in 0..200_000 {
        table.resolve_chance();
        if !matches!(table.to_act(), ToAct::Seat(_)) {
            return seen;
        }
        seen.push(table.clone_table());
        let (actions, _) = table.legal();
        let pick = &actions[picks.random_range(0..actions.len())];
        table.apply_json(pick).expect("a legal action applies");
    }
    panic!("{} seed {seed}: a random game did not end", game.id);
}

/// Six positions of `game` with a choice to make, from the opening to the end.
fn positions(game: &GameInfo) -> Vec<BoxedTable> {
    (1..=6)
        .map(|k| {
            let mut tables = random_game(game, 100 + k);
            let from = tables.len() * usize::try_from(k).unwrap_or(1) / 7;
            let at = (from..tables.len())
                .find(|&i| tables[i].legal().0.len() > 1)
                .unwrap_or_else(|| panic!("{} seed {}: no choice after action {from}", game.id, 100 + k));
            tables.swap_remove(at)
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    for game in GAMES.iter().filter(|g| g.has_computers()) {
        let positions = positions(game);
        let mut group = c.benchmark_group(format!("bots/{}", game.id));
        // A hard move may take up to 200 ms: the fewest samples criterion takes.
        group.sample_size(10);
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            group.bench_function(level.name(), |b| {
                let mut next = 0;
                b.iter(|| {
                    let table = &positions[next % positions.len()];
                    next += 1;
                    black_box(table.bot_move(level, None, None)).expect("a seat is to act")
                });
            });
        }
        group.finish();
    }
}

criterion_group!(benches, bench);
criterion_main!(benches);
