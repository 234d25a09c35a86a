//! Plays random games from a seed and prints how many turns they took: a fixed
//! workload for `perf stat` when tuning the move generator
//! (`cargo run --release -p majlis-shesh-besh --example playouts -- 20000`).

use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use rules_core::{Game, ToAct};
use shesh_besh::{Action, Options, SheshBesh};

fn main() {
    let games: usize = std::env::args().nth(1).and_then(|n| n.parse().ok()).unwrap_or(10_000);
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut turns = 0usize;
    let mut listed = 0usize;
    for _ in 0..games {
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
                    turns += 1;
                    let legal = game.legal_actions();
                    listed += legal.len();
                    legal[rng.random_range(0..legal.len())]
                }
            };
            game.apply(&action).expect("legal");
        }
    }
    println!("{games} games, {turns} turns, {listed} turns listed");
}
