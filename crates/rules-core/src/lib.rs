//! # rules-core
//!
//! The game-agnostic parts of Majlis: [`Seat`]s and [`PerSeat`] data, the
//! [`TurnOrder`], [`Dice`] thrown as chance outcomes, a [`Deck`], the [`Game`]
//! trait every rules crate implements, the [`Table`] driver that owns the seeded
//! generator and records the actions, random [`Playouts`] that record nothing
//! (for `majlis sim`), a JSON face of any table ([`DynTable`]) and the
//! [`conformance`] suite every rules crate runs.
//!
//! Chance is an actor. A rules crate holds no generator: at a chance point its
//! state says so ([`ToAct::Chance`]) and lists the outcomes (a weighted list,
//! [`Dice`] to throw, or any seed for a shuffle); the driver draws one and
//! applies it like any action. A seed plus the action list replays a game.
//!
//! A rules crate writes two things: [`Game::legal_actions_into`], which lists
//! the legal actions into a buffer, and [`Game::apply_into`], which applies an
//! action telling an [`Events`] sink what happened; the trait provides the
//! rest. Hot loops pay only for what they use: they keep one buffer of actions
//! and apply into [`Quiet`], which builds no events.
//!
//! ```
//! use rules_core::{Table, Game, ToAct};
//! # fn demo<G: Game>(options: G::Options) -> Result<(), rules_core::SetupError> {
//! let mut table = Table::<G>::new(42, 2, options)?;
//! table.resolve_chance();                       // roll or deal from the seed
//! if let ToAct::Seat(seat) = table.game().to_act() {
//!     let first = table.game().legal_actions()[0].clone();
//!     table.apply(&first).expect("a legal action applies");
//!     let _ = seat;
//! }
//! # Ok(()) }
//! ```

pub mod arena;
pub mod bench;
mod bot;
mod cases;
mod deck;
mod describe;
mod dice;
mod erased;
mod error;
mod events;
pub mod figures;
mod game;
mod ismcts;
mod playout;
mod seat;
mod state_reader;
mod table;
mod turn_order;
pub mod words;

pub mod conformance;
pub mod fuzz;
#[cfg(feature = "proptest")]
pub mod props;

pub use bot::{Bot, Bots, Budget, Decision, Determinize, Level, Question, RandomBot, decide_at, decision_seed};
pub use deck::{ArrayPile, Deck, Pile};
pub use describe::{Choice, Description, Hidden, OptionSpec, OptionValues};
pub use dice::{Dice, Die, MAX_DICE, Roll};
pub use erased::{DynError, DynTable};
pub use error::{LoadError, NotationError, RuleError, SetupError};
pub use events::{Events, Quiet};
pub use figures::{DynPlayouts, SimFigures, Tally};
pub use game::{ChanceOutcomes, Game, Outcome, ToAct, options_from_json};
pub use ismcts::{
    Ismcts, ONLY_MOVE, RandomRollouts, RolloutPolicy, Searched, Shortlist, chances_ahead, only_move, searched,
};
pub use playout::{Playout, PlayoutWatch, Playouts, random_playout, watched_playout};
pub use seat::{PerSeat, Seat, SeatSet};
pub use state_reader::{read_seat, read_state};
pub use table::{Record, ReplayError, Table, TableRng, rng_from_seed, sample_chance};
pub use turn_order::{Direction, TurnOrder};
