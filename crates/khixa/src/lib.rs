//! # Khixa (خيكسا)
//!
//! The family puzzle-piece game of the Arabic sheet, for 2 to 8 players: the
//! rules crate of Majlis. The binding rules are `rules/khixa.md` of the design
//! (geometry G1–G7, decisions D1–D14); this crate implements them on the
//! shared [`rules_core::Game`] contract.
//!
//! ```
//! use khixa::{Action, Event, Khixa, Phase};
//! use rules_core::{Game, ToAct};
//! use serde_json::json;
//!
//! let mut game = Khixa::new_game(2, &Default::default()).expect("two players");
//! assert_eq!(game.to_act(), ToAct::Chance);          // the roll-off (D7)
//! game.apply(&Action::Roll(5))?;                     // seat 0 rolls 5
//! game.apply(&Action::Roll(2))?;                     // seat 1 rolls 2: seat 0 starts
//! game.apply(&Action::Roll(4))?;                     // seat 0 rolls a 4 and takes a green piece
//! assert_eq!(game.to_act(), ToAct::Seat(rules_core::Seat(0)));
//! assert_eq!(game.legal_actions().len(), 256);        // an empty area: any cell, any rotation
//! game.apply(&game.parse_notation("place 4 c4 r1")?)?;
//! assert_eq!(game.to_act(), ToAct::Chance);          // seat 1 rolls next
//!
//! // Any position, from the partial state JSON: seat 1 holds a 1 (knob ●
//! // north, hollow ● south); its 1 must interlock with the one at d4 (D2).
//! let pos = Khixa::load_json(&json!({
//!     "players": 2, "round": 1,
//!     "areas": [[], [{"row": 3, "col": 3, "shape": 1, "rot": 0}]],
//!     "to_move": 1, "die": 1,
//! })).expect("a position");
//! let moves: Vec<String> = pos.legal_actions().iter().map(|a| a.to_string()).collect();
//! assert_eq!(moves, ["place 1 d3 r0", "place 1 d5 r0"]);
//! assert_eq!(pos.phase(), Phase::Place);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Geometry (G)
//! - **G1** Each seat builds in its own [`Area`] of 8 × 8 [`Cell`]s, row 0 north,
//!   column 0 west; a piece is turned by clockwise quarter turns ([`Piece`]),
//!   never mirrored.
//! - **G2, G3** A side is flat, a knob or a hollow ([`Edge`]) of a
//!   [`Profile`] (●, ■, ▲); the six [`Shape`]s, their colours and values are
//!   G3's table.
//! - **G4, G6** Facing edges make a [`Contact`]: interlock, plain join, gap or
//!   impossible; a side on the edge of the area touches nothing.
//! - **G5, G7** Pieces sharing a side are joined; same-colour groups and
//!   ladder chains are found on the area's bit masks ([`Area::groups`],
//!   [`Area::chain_ends`]).
//!
//! ## Rules and decisions (D)
//! - A turn: the die is rolled (chance, [`Action::Roll`]); if a piece of that
//!   value is in the pile it is taken, else the turn is lost. **D3**: a piece
//!   with no possible placement is set aside at once (the roll's action does
//!   it: the player has no choice to make). Otherwise the player places it
//!   ([`Action::Place`]).
//! - **D1** possible placements; **D2** must fit (any interlock possible means
//!   only interlocking placements are listed: [`Area::placements`]).
//! - **D4** each gap contact the placed piece makes earns a joker; **D5** they
//!   are used at once, one at a time: [`Action::Steal`] takes a stealable piece
//!   of another player (its removal splits nothing: [`Area::stealable`]) and
//!   places it in the thief's area under D2, in **one action** (victim's cell,
//!   own cell, rotation) so that engines and bots act cleanly; the screen
//!   builds it in steps and confirms the whole. [`Action::Decline`] declines
//!   one joker. **D6** a stolen piece earns no joker; jokers that cannot be
//!   used are lost at once (no action: nothing is asked of the player).
//! - After every placement the [`Formation`] check of the round runs; the round
//!   ends at once when it is complete, or when the pile is empty after the turn
//!   that took the last piece (**D12**). Scoring **D8**, **D9**, **D11**,
//!   **D13**, **D14**: [`Formation::score`].
//! - **D7** the roll-off: each player rolls one die, one chance action each
//!   ([`Action::Roll`] in [`Phase::Opening`]), in seat order; the players tied
//!   on the highest roll roll again among themselves, until one is highest.
//!   (One chance action per player, rather than one outcome for all, keeps
//!   eight players' throws a list of six faces, and logs each throw.) Play
//!   goes clockwise (seat order); the round winner starts the next round,
//!   else the seat after the round's starter.
//! - **D10** 2–8 players; 10 pieces of each shape up to four players, 20 from five.
//! - After round 6 the highest total wins; equal totals share the win.
//!
//! ## Actions and notation
//! `roll 4`, `place 3 c4 r1` (shape, cell, rotation), `steal 2:d5 to e4 r0`
//! (victim's seat and cell, own cell, rotation), `decline`: see [`Action`] and
//! `docs/state.md`. Legal actions come in a fixed order (see the `legal`
//! module): placements by cell then rotation; steals by victim, victim's cell,
//! own cell, rotation; `decline` last.
//!
//! ## State
//! [`Khixa`] is one position of a match; its JSON (`docs/state.md`) carries
//! `players`, `round`, `areas` (per seat, `{"row","col","shape","rot"}`),
//! `pile`, `to_move`, `die`, `jokers`, `scores` and the rest; `load_json`
//! also reads a partial state and derives the pile, listing every reason a
//! state is impossible.
//!
//! ## Speed
//! An area is a handful of 64-bit masks: per side and profile, the cells
//! whose piece shows a knob or a hollow there. Shifting them one cell gives
//! what every empty cell faces on each side, so the possible and
//! interlocking cells of a piece in each rotation are a dozen word
//! operations ([`Area::placements`]); stealable pieces are found by flood
//! fills on the masks. The criterion benches (`cargo bench -p majlis-khixa`)
//! measure random matches per second and legal-placement generation.

mod action;
mod apply;
mod area;
pub mod bot;
mod cell;
mod contact;
mod event;
mod figures;
mod formation;
mod game;
mod json;
mod legal;
mod options;
mod shape;
mod state;
mod validate;
mod view;

pub use action::{Action, Unread, read};
pub use area::{Area, Placements, Refusal};
pub use cell::{Cell, NotACell, SIDE};
pub use contact::Contact;
pub use event::{Event, StolenFrom};
pub use formation::{BONUS, Formation, Found};
pub use json::{PieceAt, area_json};
pub use options::{DESCRIPTION, Options};
pub use shape::{Colour, Edge, Piece, Profile, Shape, Side};
pub use state::{Khixa, MAX_PLAYERS, MIN_PLAYERS, PER_SET, Phase, ROUNDS, sets};
pub use validate::MAX_ROUND_SCORE;
pub use view::View;
