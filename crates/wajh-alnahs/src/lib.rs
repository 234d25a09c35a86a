//! # Wajh al-Nahs (وجه النحس)
//!
//! A shedding card game for 2 to 6 players with eight special cards: the
//! rules crate of Majlis. Whoever is left holding cards when everyone else has
//! run out is the stage's *Wajh al-Nahs*, the bad-luck face; a session of
//! stages (three by default) gives each stage's Wajh al-Nahs a mark. The
//! binding rules are `rules/wajh-alnahs.md` of the design (decisions D1–D19),
//! read from the Arabic booklet; this crate implements them on the shared
//! [`rules_core::Game`] contract.
//!
//! ```
//! use rules_core::{Game, ToAct};
//! use wajh_alnahs::{Action, Card, Options, Phase, WajhAlNahs};
//! use serde_json::json;
//!
//! let mut game = WajhAlNahs::new_game(4, &Options::default()).expect("four players");
//! assert_eq!(game.to_act(), ToAct::Chance);                    // the deal
//! game.apply(&Action::Deal(7)).expect("a deal");
//! assert_eq!(game.phase(), Phase::Swap);                       // seat 0 swaps first
//! for _ in 0..4 {
//!     game.apply(&"keep".parse()?).expect("nobody swaps");
//! }
//! // The lowest number card was laid for its holder (D6, D19); the next plays.
//! assert_eq!(game.phase(), Phase::Play);
//! assert_eq!(game.pile().len(), 1);
//!
//! // Any position, from the partial state JSON: seat 1 on a pile of 9.
//! let mut pos = WajhAlNahs::load_json(&json!({
//!     "hands": [["2", "3", "4"], ["4", "9", "9", "burn"]],
//!     "face_up": [[], []], "face_down": [[], []],
//!     "pile": ["5", "9", "9"], "draw": [],
//!     "to_move": 1,
//! })).expect("a position");
//! let moves: Vec<String> = pos.legal_actions().iter().map(|a| pos.notation(a)).collect();
//! assert_eq!(moves, ["9", "9 9", "burn"]);                    // the 4 is too low
//! pos.apply(&pos.parse_notation("9 9")?).expect("legal");     // four 9s on top: burnt (D8)
//! assert!(pos.pile().is_empty());
//! assert_eq!(pos.to_move(), Some(rules_core::Seat(1)));        // who burns plays again
//! assert_eq!(pos.hand(rules_core::Seat(1)), [Card::number(4).unwrap(), Card::BURN]);
//! # Ok::<(), rules_core::NotationError>(())
//! ```
//!
//! ## Rules and decisions
//! - **Cards** ([`Card`], D1): 68, four of each number 1–13 and two of each
//!   [`Special`]. Zero (0), Five-or-less (5), Skip (6), Reverse (7), Burn (8),
//!   Transparent (9), Under-over and Carry-it.
//! - **A stage**: three face-down, three face-up and three hand cards each,
//!   the rest the draw pile. Seat 0, then each seat in turn, makes its swap
//!   before play once ([`Action::Swap`]: hand cards given for as many face-up
//!   cards, or `keep`). Then the lowest number card in any hand (ties to the
//!   first seat from seat 0, D6) is laid *for* its holder, one card (D19),
//!   and play passes on; if no hand holds a number card, seat 0 chooses any
//!   card ([`Phase::Opening`]), its effect applying as usual.
//! - **Laying** ([`fits`]): a number card of at least the pile's value;
//!   several cards of one kind together (D13: not a plain 6 with a Skip;
//!   Under-over and Carry-it one at a time). Five-or-less, Skip and Reverse
//!   only on a value strictly lower (D2); Zero, Burn, Transparent, Under-over
//!   and Carry-it on anything, also under a Five-or-less limit (D3). After a
//!   lay from the hand, draw back to three while the draw pile lasts. A seat
//!   that can lay nothing picks up the pile, and only then (D7).
//! - **The pile's value** (D14) is kept in the state: a laid card gives its
//!   face value, a Transparent keeps the value (9 on an empty pile) and any
//!   limit (D4), an Under-over brings the bottom card to the top, which gives
//!   its face value without its effect (D5: a Transparent brought up 9, an
//!   Under-over 0). A Five-or-less limit replaces the normal rule for the
//!   next play only (D12) and ends with the pile (D17).
//! - **Skips and Reverses** (D15): each card counts (two Skips skip two,
//!   two Reverses cancel); with two players still holding cards after the
//!   lay, a Skip lets its player lay again (once, however many) and a
//!   Reverse is a plain 7 — unless it was the player's last card.
//! - **Burns**: a Burn, or four cards of one face value on top (D8, a
//!   Transparent counting 9), send the pile out of the game; the player plays
//!   again.
//! - **Face-up, then face-down**: with hand and draw pile empty a seat plays
//!   its face-up cards (groups too, D19), then picks a face-down card by
//!   position, unseen ([`Action::FaceDown`], D18): laid if it fits, else taken
//!   into the hand with the pile.
//! - **Carry-it** (D9, D16): laid ([`Action::Lay`]), it leaves the game; its
//!   player draws back to three and names anyone else ([`Action::Name`],
//!   [`Phase::Name`]), even a finished player. The named seat, at its own
//!   turn ([`Phase::Answer`]), picks up the pile or lays a Carry-it from its
//!   hand and names again. A finished player who picks up cards rejoins;
//!   named on an empty pile nobody picks up anything. The chain is resolved
//!   before the stage's end is checked; play goes on after the last Carry-it's
//!   player.
//! - **The stage's end**: a seat with no card left finishes; when one seat
//!   still holds cards it is the Wajh al-Nahs (if a chain left nobody, the
//!   last to finish). **D11**: at the 40th pick-up since the last progress (a
//!   card drawn or leaving the game, a face-up or face-down card played, a
//!   player finishing) the stage ends and the seat holding the most cards is
//!   the Wajh al-Nahs (ties: the one who picked up last; else the first from
//!   the seat to move). **D10**: one mark per stage ([`Options::stages`],
//!   default 3); the fewest marks win ([`rules_core::Outcome`]: the marks as
//!   scores, fewer is better).
//!
//! ## Chance and the players' actions
//! Chance deals each stage ([`Action::Deal`], a seed for the core's
//! [`rules_core::Deck`]; [`rules_core::ChanceOutcomes::Seeded`]), so the
//! crate holds no generator. Everything else is a player's: the swap, each
//! lay, the pick-up, naming and answering a Carry-it, the face-down pick
//! (D18). Only the opening lay of D6 is made for the opener, as part of the
//! last swap. Every turn is a seat's own, with its own hand seen: a named
//! player's answer is that seat's turn (a front-end shows it behind its
//! curtain) even when all it can do is pick up, so nobody learns from the
//! flow of turns whether it held a Carry-it.
//!
//! ## State and hidden information
//! [`WajhAlNahs`] is `Copy` and holds no heap data: hands are counts per kind,
//! the draw pile and the pile are the core's [`rules_core::Deck`] in inline
//! [`rules_core::ArrayPile`]s, and the seat to move, the direction of play and
//! the finished seats are the core's [`rules_core::TurnOrder`]. Its JSON (full,
//! or a partial position from which the draw pile is derived) is documented
//! in `docs/state.md`, with the notation ([`notation`]). A seat's
//! [`View`] holds its own hand, everyone's face-up cards and the pile, and
//! only counts of the other hands and of every face-down pile, its own too.
//!
//! ## Speed
//! The legal lays are one mask operation per position (the kinds held and a
//! table of the kinds that fit each pile value); [`rules_core::Game::apply_quiet`]
//! builds no events. The criterion bench (`cargo bench -p majlis-wajh-alnahs`)
//! measures random complete stages per second, played as `majlis sim` plays them.

mod action;
mod apply;
pub mod bot;
mod card;
mod event;
mod figures;
mod game;
mod hand;
mod json;
mod lay;
mod legal;
pub mod notation;
mod options;
mod stage;
mod state;
mod validate;

pub use action::{Action, Exchange, Three};
pub use card::{BadCard, Card, Counts, DECK_SIZE, KINDS, Kind, Special, cards_of, count, counts_of, full_deck};
pub use event::{Event, Source, StageEnd};
pub use legal::fits;
pub use options::{DESCRIPTION, MAX_STAGES, Options};
pub use state::{MAX_SEATS, Phase, STALEMATE_LIMIT, View, WajhAlNahs, direction_sign};
