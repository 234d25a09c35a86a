//! The heuristic player: every legal play tried on the board, and the one
//! that leaves the team best placed ([`super::value`]) for the card it
//! spends, chosen.
//!
//! What falls out of the board's worth: killing another team's marble
//! ("Landing kills", the King's 13, D2's bringing out onto a home: it loses
//! all its worth), entering the base (B3: the largest gain), bringing a
//! marble out (A, K), moving a marble out of another team's reach, not
//! landing on the partner's marbles (they are the team's worth too, "Teams"),
//! the partner's marbles moved forward once the seat plays them (Teams, D11).
//! What the cards add: a card kept is worth something of its own — an A or a
//! K while marbles wait in the graveyard (D8: without one a seat may not
//! play at all), a 7 (D4: it splits), a Jack (D6: it swaps), a 4 (D3: the
//! home trick) — so a plain card is spent before one of these when the board
//! gains as much. The 10's stop (D7) costs the next seat (always another
//! team's) a card and its turn. A play that wins the match beats everything.

use rules_core::{Game, Seat};

use super::value::{lead, team_worths};
use crate::action::Action;
use crate::card::Card;
use crate::state::Jackar;

/// What stopping the next seat with a 10 is worth: it loses a card and its turn.
const STOP: f64 = 7.0;
/// What winning the match is worth: more than anything else.
const WIN: f64 = 1.0e6;

/// What keeping `card` in hand is worth to the seat playing `colour`, beyond
/// moving a marble by it.
fn keep(game: &Jackar, colour: Seat, card: Card) -> f64 {
    let waiting = game
        .marbles(colour)
        .iter()
        .any(|p| matches!(p, crate::Place::Graveyard));
    match card {
        Card::Ace if waiting => 12.0,
        Card::King if waiting => 14.0,
        Card::King => 4.0,
        Card::Seven => 6.0,
        Card::Jack => 5.0,
        Card::Four | Card::Ten => 3.0,
        Card::Five | Card::Ace => 2.0,
        _ => 0.0,
    }
}

/// How good `action` is for the seat to move in `game`, whose team leads by
/// `before` ([`lead`]): what the team gains on the board, less what the card
/// played was worth to keep. `None` when the action is not legal.
#[must_use]
pub fn score(game: &Jackar, action: &Action, before: f64) -> Option<f64> {
    let seat = game.to_move()?;
    let board = game.board();
    let team = board.team_of(seat);
    let colour = game.playing_colour(seat);
    let mut after = *game;
    after.apply_quiet(action).ok()?;
    if after.winners().contains(&seat) {
        return Some(WIN);
    }
    let gain = match action {
        Action::Discard(card) => -keep(game, colour, *card),
        Action::Throw => 0.0,
        Action::Stop => STOP - keep(game, colour, Card::Ten),
        _ => {
            let card = action.card().unwrap_or(Card::Two);
            lead(&team_worths(&after), team) - before - keep(game, colour, card)
        }
    };
    Some(gain)
}

/// Scores every action of `legal` in `game` (the seat to move's), in order.
#[must_use]
pub fn scores(game: &Jackar, legal: &[Action]) -> Vec<f64> {
    let Some(seat) = game.to_move() else {
        return vec![0.0; legal.len()];
    };
    let before = lead(&team_worths(game), game.board().team_of(seat));
    legal
        .iter()
        .map(|a| score(game, a, before).unwrap_or(f64::NEG_INFINITY))
        .collect()
}

/// The index of the best score (the first of equals), 0 for none.
#[must_use]
pub fn best(scores: &[f64]) -> usize {
    let mut best = 0;
    for (i, s) in scores.iter().enumerate() {
        if *s > scores[best] {
            best = i;
        }
    }
    best
}
