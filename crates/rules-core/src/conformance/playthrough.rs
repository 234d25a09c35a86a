//! The golden playthrough every rules crate keeps: one seeded game played to
//! its end with random legal actions, each step written to a log the crate
//! words its own way (and snapshots), and the record replayed to the same end.

use rand::RngExt;

use crate::{Game, Seat, Table, ToAct, rng_from_seed};

/// One step of a playthrough, as it is handed to the log.
pub enum Step<G: Game> {
    /// Chance acted.
    Chance(Drawn<G>),
    /// A seat played a random legal action.
    Seat(Played<G>),
}

/// What chance drew at a step: more than one outcome when a tied roll is
/// thrown again.
pub struct Drawn<G: Game> {
    /// The outcomes drawn, in order.
    pub outcomes: Vec<G::Action>,
    /// The index in the record (from 0) of the first one.
    pub first: usize,
    /// What they did.
    pub events: Vec<G::Event>,
}

impl<G: Game> Drawn<G> {
    /// The outcomes drawn, each with its number in the record (from 1).
    pub fn numbered(&self) -> impl Iterator<Item = (usize, &G::Action)> {
        self.outcomes.iter().enumerate().map(|(n, a)| (self.first + n + 1, a))
    }
}

/// What a seat played at a step.
pub struct Played<G: Game> {
    /// Who played.
    pub seat: Seat,
    /// What it played, in the game's notation in the position it was played in.
    pub notation: String,
    /// How many legal actions there were.
    pub legal: usize,
    /// What it did.
    pub events: Vec<G::Event>,
}

/// Plays a table of `players` with `options`, seeded `seed`, to its end:
/// chance resolved from the seed, each seat's action picked uniformly among
/// its legal ones with a generator seeded `picks`; `log` is told of each
/// step with the table after it. Then checks the table's record replays to
/// the same end, and gives the table.
///
/// # Panics
/// When the table cannot be set up, a listed action does not apply, or the
/// record does not replay to the same end: that is the test failing.
pub fn play_through<G: Game + PartialEq>(
    seed: u64,
    players: usize,
    options: G::Options,
    picks: u64,
    mut log: impl FnMut(&Table<G>, Step<G>),
) -> Table<G> {
    let mut table = Table::<G>::new(seed, players, options).expect("a table of a described count");
    let mut picker = rng_from_seed(picks);
    loop {
        match table.game().to_act() {
            ToAct::Over => break,
            ToAct::Chance => {
                let first = table.actions().len();
                let events = table.resolve_chance();
                let outcomes = table.actions()[first..].to_vec();
                log(
                    &table,
                    Step::Chance(Drawn {
                        outcomes,
                        first,
                        events,
                    }),
                );
            }
            ToAct::Seat(seat) => {
                let legal = table.game().legal_actions();
                let action = &legal[picker.random_range(0..legal.len())];
                let notation = table.game().notation(action);
                let events = table.apply(action).expect("a legal action applies");
                let legal = legal.len();
                log(
                    &table,
                    Step::Seat(Played {
                        seat,
                        notation,
                        legal,
                        events,
                    }),
                );
            }
        }
    }
    let replayed = Table::<G>::replay(&table.record()).expect("the record replays");
    assert_eq!(replayed.game(), table.game(), "the record replays to the same end");
    table
}
