//! # Shesh-Besh (שש בש)
//!
//! Backgammon as played in Israel, the rules crate of Majlis. The binding rules are
//! `rules/shesh-besh.md` of the design (marks D1-D4); this crate implements them on
//! the shared [`rules_core::Game`] contract.
//!
//! ```
//! use rules_core::{Game, ToAct};
//! use shesh_besh::{Action, Options, SheshBesh, WinKind};
//!
//! let mut game = SheshBesh::new_game(2, &Options::default()).expect("two players");
//! assert_eq!(game.to_act(), ToAct::Chance);           // the opening roll (D1)
//! game.apply(&"opening 3-1".parse()?).expect("a legal roll");   // White 3, Black 1: White plays 3-1
//! let moves = game.legal_actions();
//! assert_eq!(moves.len(), 16);                        // every distinct position 3-1 reaches
//! let point = game.parse_notation("8/5 6/5")?;        // make the 5-point
//! game.apply(&point).expect("a legal turn");
//! assert_eq!(game.to_act(), ToAct::Chance);           // Black rolls next
//! assert_eq!(game.board()[4], 2);                     // White's 5-point holds two
//! assert_eq!(WinKind::TurkishMars.points(), 3);
//! # Ok::<(), rules_core::NotationError>(())
//! ```
//!
//! ## Rules and decisions
//! - Setup: 2 checkers on the 24-point, 5 on the 13, 3 on the 8, 5 on the 6.
//! - **D1** opening roll: each player rolls one die ([`Action::OpeningRoll`], 36
//!   ordered outcomes); equal dice are rolled again; the higher die starts and
//!   plays both dice ([`Opening::PlayRoll`], default) or rolls again
//!   ([`Opening::Reroll`]).
//! - Moves, hits, the bar (nothing else moves while a checker is on the bar),
//!   rule 7 (both dice if possible, all four of a double, else as many as
//!   possible, else the larger die), bearing off with a higher die from the highest
//!   point, and moving inside the home board instead.
//! - Scoring: plain 1, Mars 2, Turkish Mars 3 (**D2**: a checker on the bar counts).
//! - **D3**: no doubling cube by default. With [`Options::cube`] on, standard
//!   doubling: before rolling, the player on turn may double if the cube is in the
//!   middle or theirs ([`Phase::Decide`]: `double` or `roll`); the other player
//!   takes (the cube doubles and is theirs) or drops (losing the game at the
//!   cube's value before the double) in [`Phase::Respond`]. A game scores its kind
//!   of win times the cube; the cube stops at 64. In a match the Crawford rule
//!   holds: no doubling in the game right after a player first comes within one
//!   point of the match. Doubling is otherwise always allowed, even when the
//!   points cannot matter (no "dead cube" rule), and a one-game match plays the
//!   cube like a money game.
//! - **D4**: a match to [`Options::match_to`] points; every game opens with the
//!   D1 opening roll.
//!
//! ## Actions
//! Chance is an actor: [`Action::OpeningRoll`] and [`Action::Roll`] (21 outcomes with
//! weights). With the cube on, a player who may double acts first before the roll
//! ([`Action::Double`] or [`Action::NoDouble`], written `roll`), and the other
//! player answers a double ([`Action::Take`], [`Action::Drop`]); a player who may
//! not double (the cube is the opponent's, at 64, or the Crawford game) is rolled
//! for at once, as without the cube. A player's action is a whole [`Turn`] of up to four [`Step`]s (a `Copy`
//! value, no allocation); [`rules_core::Game::legal_actions`] lists one turn per
//! distinct resulting position, and a lone pass when no die can be used. Points in
//! steps and notation are numbered from the mover's side; see [`notation`].
//!
//! A front-end that builds a turn one checker at a time asks
//! [`SheshBesh::legal_steps`] for the steps that may come next, draws
//! [`SheshBesh::position_after`] the steps so far, and turns a complete sequence
//! (in whatever order it was played) into the listed action with
//! [`SheshBesh::turn_for`]. [`rules_core::Game::parse_notation`] reads steps in any
//! order and moves spanning several dice (`24/13`) the same way.
//!
//! ## State
//! [`SheshBesh`] is one position of a match: the board (GNU Backgammon layout per
//! side), the dice, whose turn ([`Phase`]), the score. Its JSON is documented in
//! `docs/state.md` and carries the GNU Backgammon [`position_id`].
//!
//! ## Speed
//! The board is two fixed arrays, a turn is a `Copy` array of four steps, and the
//! move generator searches the dice orders with bit masks, listing each resulting
//! position once by rule rather than by hashing (see the `legal` module's notes).
//! `apply` checks a turn step by step without listing every turn. The criterion
//! benches (`cargo bench -p majlis-shesh-besh`) measure random games per second and
//! legal-turn generation.

mod action;
pub mod bot;
mod building;
mod event;
mod figures;
mod game;
mod json;
mod legal;
pub mod notation;
mod options;
mod place;
pub mod position_id;
mod state;
mod validate;
mod view;

pub use action::{Action, Turn};
pub use event::{Event, WinKind};
pub use options::{MAX_CUBE, Opening, Options};
pub use place::{Place, Step};
pub use state::{CHECKERS, Phase, SheshBesh, board_index};
pub use view::View;

#[cfg(test)]
mod legal_tests;
