//! What the rules crates' legal-generation benchmarks share: positions of
//! seeded random games to run on, and the timed work itself.

use std::hint::black_box;

use rand::RngExt;

use crate::{Game, Table, TableRng, ToAct};

/// Lists the legal actions of every position into one kept `buffer` (each
/// position hidden from the optimiser) and counts them: the work a
/// legal-generation benchmark times.
pub fn count_legal<G: Game>(positions: &[G], buffer: &mut Vec<G::Action>) -> usize {
    positions
        .iter()
        .map(|g| {
            black_box(g).legal_actions_into(buffer);
            buffer.len()
        })
        .sum()
}

/// `n` positions where a seat is to act, from seeded random games of
/// `players` with `options`: one game a seed of `seeds` in turn (chance
/// drawn from the game's seed), the seats' actions picked uniformly at random
/// with `picks`, each position kept when `keep` says so (it may draw from
/// `picks` too).
///
/// # Panics
/// When the game cannot be set up so.
pub fn sampled_positions<G: Game>(
    players: usize,
    options: &G::Options,
    seeds: std::ops::RangeFrom<u64>,
    picks: &mut TableRng,
    n: usize,
    mut keep: impl FnMut(&G, &mut TableRng) -> bool,
) -> Vec<G> {
    let mut out = Vec::with_capacity(n);
    for seed in seeds {
        let mut table = Table::<G>::new(seed, players, options.clone()).expect("a table of the described count");
        loop {
            table.resolve_chance();
            let game = table.game();
            if game.to_act() == ToAct::Over {
                break;
            }
            if out.len() < n && keep(game, picks) {
                out.push(game.clone());
            }
            if out.len() == n {
                return out;
            }
            let legal = game.legal_actions();
            let pick = legal[picks.random_range(0..legal.len())].clone();
            table.apply(&pick).expect("a listed action applies");
        }
    }
    out
}
