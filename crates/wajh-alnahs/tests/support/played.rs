//! Positions of real play for the bot tests and the bot bench: seeded
//! four-player games played by the easy level, kept where a seat has a
//! choice to make. (Included by path by `benches/bots.rs` too.)

use rules_core::{Bots, Budget, Level, Seen, Table, ToAct};

/// From each game of `seeds` (four players, `options`), the positions at
/// the plays `keep` picks among the first `steps`, where the seat to act has
/// more than one legal action.
pub fn positions<G: Bots + Copy>(
    options: &G::Options,
    seeds: std::ops::Range<u64>,
    steps: u64,
    keep: impl Fn(u64) -> bool,
) -> Vec<G> {
    let mut out = Vec::new();
    for seed in seeds {
        let mut table = Table::<G>::new(seed, 4, options.clone()).expect("four players");
        let mut easy = G::bot(Level::Easy, 4);
        for step in 0..steps {
            table.resolve_chance();
            let game = *table.game();
            let ToAct::Seat(seat) = game.to_act() else { break };
            let legal = game.legal_actions();
            if keep(step) && legal.len() > 1 {
                out.push(game);
            }
            let view = game.view(seat);
            let seen = Seen {
                seat,
                view: &view,
                legal: &legal,
            };
            let action = easy.decide(&seen, step, Budget::iterations(1)).action;
            table.apply(&action).expect("the easy bot plays legal actions");
        }
    }
    out
}
