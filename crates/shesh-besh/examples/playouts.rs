//! Plays random games from seeds through the core's playouts (what `majlis sim`
//! does) and prints how many actions they took: a fixed workload for `perf` when
//! tuning the move generator
//! (`cargo run --release -p majlis-shesh-besh --example playouts -- 20000`).

use rules_core::Playouts;
use shesh_besh::{Options, SheshBesh};

fn main() {
    let games: u64 = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let mut playouts = Playouts::<SheshBesh>::new(2, Options::default()).expect("two players");
    let (mut actions, mut white) = (0, 0);
    for seed in 0..games {
        let played = playouts.play(seed, seed ^ 0x9E37_79B9_7F4A_7C15, 10_000);
        actions += played.actions;
        white += usize::from(played.outcome.is_some_and(|o| o.winners == [rules_core::Seat(0)]));
    }
    println!("{games} games, {actions} actions, White won {white}");
}
