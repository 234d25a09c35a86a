//! # Jackar (جاكار)
//!
//! Marbles moved by cards, for 2, 4 or 6 players (in teams of two for 4 and 6):
//! the rules crate of Majlis. The binding rules are `rules/jackar.md` of the
//! design (board B1–B4, decisions D1–D12); this crate implements them on the
//! shared [`rules_core::Game`] contract.
//!
//! ```
//! use jackar::{Action, Event, Jackar, Options, Place};
//! use rules_core::{Game, ToAct};
//! use serde_json::json;
//!
//! let mut game = Jackar::new_game(4, &Options::default()).expect("four players");
//! assert_eq!(game.to_act(), ToAct::Chance);                  // the opening draw
//! game.apply(&Action::OpeningDraw(7)).expect("a draw");
//! game.apply(&Action::Deal(1)).expect("the first deal: 4 cards each");
//! let leader = game.leader().expect("drawn");
//! assert_eq!(game.to_act(), ToAct::Seat(leader));            // the leader plays first (D10)
//! assert_eq!(game.hand(leader).len(), 4);
//! assert!(!game.legal_actions().is_empty());                 // at worst, throw the hand (D9)
//!
//! // Any position, from the partial state JSON: seat 0 to play a K or a 5.
//! let g = json!({"zone": "graveyard", "pos": null});
//! let mut pos = Jackar::load_json(&json!({
//!     "players": 2,
//!     "marbles": [[{"zone": "track", "pos": 70}, g, g, g], [{"zone": "track", "pos": 72}, g, g, g]],
//!     "hands": [["K", "5"], ["2"]],
//!     "to_move": 0,
//! })).expect("a position");
//! let moves: Vec<String> = pos.legal_actions().iter().map(|a| pos.notation(a)).collect();
//! assert_eq!(moves, ["5 a", "5 2a", "K out"]);   // K a: 70 + 13 overshoots the base
//! // 5 a: from 70 past 2a on 72 to 75, the last cell before seat 0's base.
//! let events = pos.apply(&pos.parse_notation("5 a")?).expect("legal");
//! assert!(events.contains(&Event::Moved {
//!     marble: jackar::MarbleId::new(rules_core::Seat(0), 0),
//!     from: Place::Track(70),
//!     to: Place::Track(75),
//! }));
//! # Ok::<(), rules_core::NotationError>(())
//! ```
//!
//! ## Rules and decisions
//! - **Board** ([`Board`], B1–B4): 19 cells a section, 4 sections (76 cells) for
//!   2 and 4 players, 6 (114) for 6; seat s's home is cell 19 × its section
//!   (seat 1 of two sits in section 2); its base is a lane of 4 cells entered
//!   after the last cell of its lap. A marble's progress along its owner's path
//!   ([`Board::progress`]) is 0 … N−1 on the track and N … N+3 in the base, so a
//!   marble never passes its own home going forward.
//! - **Moving**: exact count; into the base only onto a free cell, never past
//!   the fourth; own marbles block (track and base); landing kills any marble,
//!   own colour and partner's included (to its graveyard). **D1**
//!   ([`Options::passing`]): `one` (default) — at most one marble of other colours
//!   passed in a move (each part of a split 7 is a move); `block` — two passed
//!   cells side by side both occupied stop it; `free`.
//! - **Safe home**: a marble on its own home cell cannot be passed, landed on,
//!   killed, swapped or moved by another's 5 — the King included; its owner (the
//!   colour being played) moves it on normally.
//! - **Cards**: A out, 1 or 11; K out or 13, killing every marble passed and
//!   landed on on the track (own too; passing limits do not apply, a safe home
//!   marble stops it; in the base the ordinary rules). 2, 3, 6, 8, 9, Q move.
//!   **D3** the 4 moves back 4 on the track only (never from a base), under the
//!   same passing and landing rules; a marble moved back past its own home is
//!   near the end of its lap (the home trick). **D5** the 5 moves any colour's
//!   track marble along its owner's path (into that base too), own-colour
//!   blocking being the moved marble's. **D4** the 7 moves one marble 7, or is
//!   split between two different marbles, parts positive, applied in the order
//!   given, each checked in the position the previous part left; **D11** a
//!   first part that puts the seat's last marble into its base leaves the second part
//!   for the partner's marbles. **D6** the Jack swaps a track marble of the
//!   colour played with another colour's track marble, neither safe on its
//!   home. **D7** the 10 moves 10 or stops the next seat, if it holds a card: it
//!   discards a card of its choice ([`Phase::Discard`]) and play goes on after
//!   it. **D2** bringing out kills another colour's marble on the home and is
//!   impossible onto one's own colour.
//! - **D8**: a seat whose colour has every marble in the graveyard may only
//!   bring out (no 5 on others, no stop). **D9**: a seat that can play no card
//!   throws its whole hand ([`Action::Throw`], then its only action).
//! - **Turns and deals**: the opening draw ([`Action::OpeningDraw`]) names the
//!   match leader (highest card; ties draw again from the same deck). The leader
//!   deals a series ([`deal_series`]: 2 players 5, 5, 5, 5, 6; 4 players 4, 4, 5;
//!   6 players 5, 5, 6 from two decks less 8 set aside at each series' shuffle,
//!   **D12**) and plays first in each deal (**D10**); play goes clockwise,
//!   skipping empty hands. After the series the cards are gathered and the next
//!   seat leads.
//! - **Teams**: partners sit opposite; a seat with all four marbles in its base plays
//!   its partner's colour ([`Jackar::playing_colour`]). A team wins when all its
//!   marbles are home (the first seat of two); the match ends at once, on any
//!   move — even another team's 5. [`rules_core::Outcome`]: 1 point to each
//!   winner, 0 to the others.
//!
//! ## Actions and notation
//! An [`Action`] is one complete play of one card (a whole split 7, a swap, a
//! stop), the throw, the stopped seat's discard, or a chance outcome
//! ([`rules_core::ChanceOutcomes::Seeded`]: the opening draw and each deal
//! shuffle the core's [`rules_core::Deck`] with the action's seed, so the crate
//! holds no generator and needs no random-number crate). The short notation players type
//! is documented in [`notation`]: `K out`, `8 a`, `7 a3 b4`, `J a<->2c`,
//! `10 stop`, `throw`, `discard 7`.
//!
//! ## State and hidden information
//! [`Jackar`] is `Copy` and holds no heap data: the undealt stock is the core's
//! [`rules_core::Deck`] in an inline [`rules_core::ArrayPile`] (kept in rank
//! order between deals, whose shuffles decide its order), and seating, partners,
//! the seat to move and the leader are the core's [`rules_core::TurnOrder`].
//! Its JSON (full, or a partial position from which the undealt cards are
//! derived) is documented in `docs/state.md`: read through one serde type, then
//! checked by a validation step that refuses an impossible state with every reason.
//! [`rules_core::Game::view`] shows a seat its own hand only, the others' as
//! sizes, and neither the stock nor the cards set aside.
//!
//! ## Speed
//! The track's occupancy is kept both as a cell → marble array and as one bit
//! per cell, so a move checks the cells it passes with a few mask operations;
//! the split 7 works out each marble's walks of 1–6 in one pass and re-checks a
//! second part on a copy only where the first part changed its path. `apply`
//! checks the one action on a copy (no list of every action), except the throw
//! (which must know that nothing else is playable). For playouts and search,
//! [`rules_core::Game::legal_actions_into`] fills a kept buffer and
//! [`rules_core::Game::apply_quiet`] makes no events at all. The criterion
//! benches (`cargo bench -p majlis-jackar`) measure random games per second,
//! played that way, and legal-action generation.

mod action;
mod apply;
pub mod board;
pub mod bot;
mod card;
mod event;
mod figures;
mod game;
mod json;
mod legal;
mod movement;
pub mod notation;
mod options;
mod state;
mod view;

pub use action::Action;
pub use board::{BASE_CELLS, Board, MARBLES, MarbleId, Place, SECTION};
pub use card::{BadCard, Card};
pub use event::Event;
pub use options::{Options, Passing};
pub use state::{CardCounts, Jackar, MAX_SEATS, Phase, View, cards_of, copies_per_rank, deal_series};

#[cfg(test)]
mod legal_tests;
#[cfg(test)]
mod movement_tests;
