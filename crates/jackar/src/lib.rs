//! # Jackar (جاكار)
//!
//! Marbles moved by cards, for 2, 4 or 6 players (in teams of two for 4 and 6):
//! the rules crate of Majlis. The binding rules are `rules/jackar.md` of the
//! design (board B1–B4, decisions D1–D12); this crate implements them on the
//! shared [`rules_core::Game`] contract.

mod action;
mod apply;
pub mod board;
mod card;
mod event;
mod game;
mod json;
mod legal;
mod movement;
pub mod notation;
mod options;
mod state;

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
