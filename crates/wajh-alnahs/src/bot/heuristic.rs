//! The heuristic player's judgement of each kind of action, from the rules.
//!
//! - **Keep the specials, shed low cards.** Every card has a strength
//!   ([`strength`]): a number card its number, a special card more (a
//!   Carry-it, a Burn, a Zero and a Transparent most: they fit any pile, even
//!   under a Five-or-less limit, D3, D12). A lay
//!   costs the strength of the cards laid, so the lowest card that fits goes
//!   first and a special card only when nothing else fits.
//! - **Lay equal cards together** (D13): each card laid sheds one more, and a
//!   lay that makes four of a kind on top burns the pile and plays again (D8).
//! - **Burn** well: a Burn is laid on a large pile rather than kept, when it
//!   is the only card that fits anyway or the pile is worth taking away from
//!   the next players.
//! - **Carry-it** (D9, D16): named, answer with one's own Carry-it rather than pick up a
//!   pile of any size; laying one, name the seat that would be hurt most —
//!   the one still in the stage holding the most cards, so someone other than
//!   the player stays last.
//! - **Avoid picking up**: picking up is only ever forced (D7), but the pile
//!   left to the next player counts: a lay that leaves a low value is worth a
//!   little less than one that leaves a high value (the next player may go on
//!   shedding, and may be the one who picks up instead).
//! - **The swap before play**: the strongest three of the six cards go face
//!   up (they are played last, when no card can be drawn), the weakest stay in
//!   hand to be shed first.
//! - **The face-down pick** (D18): nothing is known of any face-down card, so the
//!   first is as good as any.

use rules_core::Seat;

use crate::action::{Action, Exchange};
use crate::card::{Card, Kind, Special};
use crate::state::{Phase, WajhAlNahs};

/// What one card laid is worth: a card less to hold.
const SHED: f64 = 4.0;
/// What burning the pile and playing again is worth, beyond the cards laid.
const BURNT: f64 = 6.0;

/// How valuable a card is to keep: a number card its number, the special
/// cards by how often they save a turn.
#[must_use]
pub const fn strength(card: Card) -> f64 {
    match card.kind() {
        Kind::Number(n) => n as f64,
        Kind::Special(Special::Zero) => 15.0,
        Kind::Special(Special::FiveOrLess) => 8.0,
        Kind::Special(Special::Skip) => 6.5,
        Kind::Special(Special::Reverse) => 7.5,
        Kind::Special(Special::Burn) => 16.0,
        Kind::Special(Special::Transparent) => 14.0,
        Kind::Special(Special::UnderOver) => 11.0,
        Kind::Special(Special::CarryIt) => 18.0,
    }
}

/// How good `action` is for the seat to move in `game`.
#[must_use]
pub fn score(game: &WajhAlNahs, action: &Action) -> f64 {
    let Some(seat) = game.to_move() else { return 0.0 };
    match *action {
        Action::Swap(exchange) => swap_score(game, seat, &exchange),
        Action::Lay { card, count } => lay_score(game, card, count),
        Action::Name(named) => name_score(game, named),
        // Only ever forced in play; named, it is the alternative to a Carry-it.
        Action::PickUp => -(game.pile().len() as f64) - SHED,
        Action::FaceDown(position) => -f64::from(position) * 0.01,
        Action::Deal(_) => 0.0,
    }
}

/// A lay: the cards shed less their strength; a burn, a Carry-it and the
/// Five-or-less judged by what they do.
fn lay_score(game: &WajhAlNahs, card: Card, count: u8) -> f64 {
    let k = f64::from(count);
    let pile = game.pile().len() as f64;
    let mut score = k * (SHED - strength(card));
    if game.phase() == Phase::Answer {
        // The alternative is to pick the pile up.
        return pile;
    }
    if card == Card::BURN {
        score += pile * 0.5;
    } else if burns(game, card, count) {
        score += BURNT;
    }
    if card == Card::CARRY_IT {
        score += pile * 1.5 - 4.0;
    }
    if card.as_number().is_some() {
        // A high value left on the pile is harder for the next player.
        score += f64::from(card.face_value().unwrap_or(0)) * 0.1;
    }
    score
}

/// Whether laying `count` × `card` puts four of one face value on top (D8).
fn burns(game: &WajhAlNahs, card: Card, count: u8) -> bool {
    let Some(face) = card.face_value() else { return false };
    let same = game
        .pile()
        .iter()
        .rev()
        .take_while(|c| c.face_value() == Some(face))
        .count();
    same + usize::from(count) >= 4
}

/// Naming who carries the pile: the seat still in the stage holding the most
/// cards (so someone else stays last); a finished seat only rejoins with it.
fn name_score(game: &WajhAlNahs, named: Seat) -> f64 {
    let held = game.cards_held(named) as f64;
    if game.in_play(named) { held } else { -1.0 }
}

/// The swap before play: the strength of the face-up row it leaves.
fn swap_score(game: &WajhAlNahs, seat: Seat, exchange: &Exchange) -> f64 {
    let up: f64 = game.face_up(seat).iter().map(|&c| strength(c)).sum();
    let given: f64 = exchange.give().iter().map(|&c| strength(c)).sum();
    let taken: f64 = exchange.take().iter().map(|&c| strength(c)).sum();
    // A tiny preference for keeping as dealt among equals.
    up + given - taken - exchange.give().len() as f64 * 0.01
}

/// The index of the best of `legal` in `game` (the first of equals).
#[must_use]
pub fn best(game: &WajhAlNahs, legal: &[Action]) -> usize {
    let mut best = 0;
    let mut top = f64::NEG_INFINITY;
    for (i, action) in legal.iter().enumerate() {
        let s = score(game, action);
        if s > top {
            top = s;
            best = i;
        }
    }
    best
}
