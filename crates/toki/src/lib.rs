//! # Toki Toki (توكي توكي)
//!
//! Boxes of eight face-down cards, pairs in columns and the copying Toki, for 2
//! to 6 players over five rounds: the rules crate of Majlis. The binding rules
//! are `rules/toki.md` of the design (decisions D1–D9), read from the Arabic
//! sheet of Haim Shafir's game; this crate implements them on the shared
//! [`rules_core::Game`] contract.
//!
//! ```
//! use rules_core::{Game, ToAct};
//! use toki::{Action, Card, Cell, Phase, Pile, Toki};
//! use serde_json::json;
//!
//! let mut game = Toki::new_game(4, &toki::Options::default()).expect("four players");
//! assert_eq!(game.to_act(), ToAct::Chance);               // the deal
//! game.apply(&Action::Deal(7)).expect("a deal");
//! while game.phase() == Phase::Open {                     // two cards each, seat 0 first
//!     let open = game.parse_notation("open 1 5").expect("notation");
//!     game.apply(&open).expect("the opening reveal");
//! }
//! if game.phase() == Phase::Starter {                     // a tie (D2): here chance's pick
//!     let tied = game.tied()[0];
//!     game.apply(&Action::Starts(tied)).expect("one of the tied");
//! }
//! assert_eq!(game.legal_actions(), [Action::Take(Pile::Bank), Action::Take(Pile::Discard)]);
//!
//! // Any position, from the partial state JSON: seat 0 took a 7 from the bank
//! // and holds a Toki over a 7 (a pair), so the Toki may fly (rule d).
//! let up = |card: serde_json::Value| json!({"card": card, "up": true});
//! let down = |card: u8| json!({"card": card, "up": false});
//! let pos = Toki::load_json(&json!({
//!     "players": 2,
//!     "boxes": [
//!         [up(json!("toki")), down(3), down(4), down(5), up(json!(7)), down(9), down(10), down(11)],
//!         [up(json!(1)), down(1), down(2), down(2), up(json!(6)), down(6), down(8), down(8)],
//!     ],
//!     "discard": [12],
//!     "to_move": 0,
//!     "drawn": {"card": 7, "from": "bank"},
//! })).expect("a position");
//! assert_eq!(pos.box_points(), [0, 7]);                  // D9: face down counts 0
//! let flights: Vec<String> = pos.legal_actions().iter()
//!     .filter(|a| matches!(a, Action::D { .. }))
//!     .map(|a| pos.notation(a))
//!     .collect();
//! assert_eq!(flights, ["d1>2", "d1>3", "d1>4", "d1>6", "d1>7", "d1>8"]);
//! let mut after = pos;
//! after.apply(&"d1>2".parse().expect("notation")).expect("legal");
//! let b = after.player_box(rules_core::Seat(0)).expect("dealt");
//! assert_eq!(b.card(Cell::numbered(1).expect("cell")), Card::number(7).expect("a 7"));
//! assert_eq!(b.card(Cell::numbered(2).expect("cell")), Card::TOKI);  // landed, face up
//! assert_eq!(after.discard().last(), Card::number(3).as_ref());     // unseen, discarded
//! ```
//!
//! ## Rules and decisions
//! - **Cards and deal** ([`Card`]): 104 number cards 0–12, eight of each, and
//!   four Tokis. Each round ([`Action::Deal`], a chance outcome) shuffles all
//!   108 with the core's [`rules_core::Deck`], deals eight face down to each
//!   seat, laid out unseen in the seat's box (cells 1–4 the top row, 5–8 the
//!   bottom; cell *n* and *n* + 4 are a column, [`Cell`]), and turns the next
//!   card up to start the discard pile; the rest is the bank.
//! - **Opening** ([`Phase::Open`]): each seat in turn, player 1 (seat 0) first, turns up
//!   two cards of its choice ([`Action::Open`]). The highest sum starts,
//!   a Toki counting 0 (**D1**). **D2**: a tie is the players' decision (the
//!   sheet: the birthday nearest); it is a chance point among the tied seats
//!   ([`Phase::Starter`], [`Action::Starts`]) which headless play resolves
//!   from the seed and the terminal lets the family resolve by picking.
//! - **A turn** is two actions, so the card taken is known before it is
//!   placed: [`Action::Take`] from the bank or the discard pile, then one of
//!   the rules: **a** ([`Action::A`]) replace a face-up card; **b**
//!   ([`Action::B`]) replace a face-down card, which is discarded unseen;
//!   **c** ([`Action::C`]) discard a card taken from the bank and turn one
//!   face-down card up — or, with exactly one face-down card left, keep it
//!   hidden ([`Action::Keep`]); **d** ([`Action::D`]) the flying Toki. A card
//!   taken from the discard pile must be placed (a, b or d). Cards never move
//!   inside a box, except the Toki by d.
//! - **The Toki** copies the other card of its column and so pairs with it;
//!   two Tokis are a pair of 0 (**D3**). **Rule d**: a number card taken equal
//!   to what a face-up Toki copies (its partner face up; a Toki over a Toki
//!   copies 0) takes the Toki's place, and the Toki lands face up on a
//!   face-down card of the same box, which is discarded unseen. **D4**: with
//!   no face-down card left the Toki cannot fly. (A Toki taken cannot make a
//!   Toki fly: it has no value of its own, and rule b gives the same box.)
//! - **End of a round**: the first box all face up ([`Event::BoxUp`]) gives
//!   every other seat exactly one more turn. **D5**/**D8**: the bank runs out
//!   when its last card is taken; the turn is finished, then the discard pile
//!   but its top card is shuffled into a new bank ([`Phase::Reshuffle`],
//!   [`Action::Reshuffle`]). **D7**: its second running out in a round ends
//!   the round at the end of that turn — without it, players keeping their
//!   last card hidden could play for ever. **D10**: so does the end of the
//!   turn in which every player has played [`TURNS_PER_ROUND`] (30) turns in
//!   the round ([`Toki::round_turns`], [`RoundEnd::TurnLimit`]) — players who
//!   only take from the discard pile never run the bank out. Then the
//!   face-down cards are turned up one by one ([`Event::Revealed`]) and every
//!   box is scored.
//! - **Scoring** ([`BoxScore`]): a pair (two equal values in a column, the
//!   Toki's copy included) scores 0, every other card its value; several pairs
//!   of one value earn a bonus: a four −10 (**D6**), a six −15, an eight −20;
//!   a round may score below 0. **D9**: during the round a face-down card
//!   counts 0 and pairs with nothing, and a face-up Toki over a face-down card
//!   counts 0 ([`Toki::box_points`]). After five rounds the lowest total wins;
//!   equal lowest totals share the win ([`rules_core::Outcome`]'s scores are
//!   the totals).
//!
//! ## Actions and notation
//! Chance acts three ways: the deal and the reshuffle are
//! [`rules_core::ChanceOutcomes::Seeded`] (the deck is shuffled with the
//! action's seed, so the crate holds no generator), and the tie for the start
//! is a weighted list of the tied seats. The notation (`take bank`, `a3`,
//! `b6`, `c6`, `c keep`, `d2>6`, `open 1 6`, …) is documented in
//! [`notation`]; it does not depend on the position.
//!
//! ## State and hidden information
//! [`Toki`] is `Copy` and holds no heap data: the bank and the discard pile
//! are the core's [`rules_core::Deck`] in an inline [`rules_core::ArrayPile`],
//! the turn is the core's [`rules_core::TurnOrder`]. Its JSON (full, or a
//! partial position from which the bank is derived) is documented in
//! `docs/state.md`: read through one serde type, then checked by a validation
//! step that refuses an impossible state with every reason. Nobody sees a
//! face-down card, not even its owner, and the bank's order is hidden, so
//! [`rules_core::Game::view`] is the same [`View`] for every seat, and the
//! legal actions never depend on a face-down card (the leak test proves both).
//!
//! ## Speed
//! Legal actions come from a face-up bit mask per box; `apply` checks the
//! one action it is given without listing the others; for playouts
//! [`rules_core::Game::legal_actions_into`] fills a kept buffer and
//! [`rules_core::Game::apply_quiet`] builds no event. The criterion bench
//! (`cargo bench -p majlis-toki`) measures random complete games per second.

mod action;
mod apply;
pub mod bot;
mod card;
mod event;
mod figures;
mod game;
mod json;
mod legal;
pub mod notation;
mod options;
mod score;
mod state;
mod validate;
mod view;

pub use action::{Action, Rule};
pub use card::{BadCard, CELLS, COLUMNS, Card, Cell, DECK_SIZE, KINDS, NUMBER_COPIES, Pile, TOKI_COPIES};
pub use event::{Event, RoundEnd};
pub use options::{DESCRIPTION, Options};
pub use score::{Bonus, BoxScore, ColumnScore};
pub use state::{Drawn, MAX_SEATS, Phase, PlayerBox, ROUNDS, TURNS_PER_ROUND, Toki};
pub use view::View;
