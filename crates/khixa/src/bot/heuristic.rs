//! The heuristic player's choice: every legal action judged ([`super::judge`]),
//! the best taken. The easy level plays it as it is; the search's playouts
//! play it with ties broken at random.
//!
//! The legal actions already keep the rules (must fit, D2; jokers used at
//! once or declined, D5); the judgement chooses among them:
//! - a placement by what it adds toward the round's formation (G7, D9), plus
//!   a joker's worth for each gap it makes (D4) — but only when another
//!   player has a piece to steal (D6: a joker that cannot be used is lost);
//! - a steal (D5) by what the piece adds to the thief plus what its loss
//!   costs the victim; declining is worth nothing, so a joker is always used
//!   when a steal helps at all;
//! - completing the round's formation (which ends the round, D8) above all.

use rand::RngExt;
use rules_core::{Seat, TableRng};

use crate::action::Action;
use crate::shape::Piece;
use crate::state::Khixa;

use super::judge::{COMPLETE, JOKER, loss, placement_gain, room};

/// How much more a victim's loss counts than the thief's own gain: taking
/// from the leader matters as much as growing.
const VICTIM: f64 = 1.0;

/// What `action` is worth to the seat to act in `game` (higher is better).
pub(crate) fn worth(game: &Khixa, action: &Action) -> f64 {
    let seat = game.order.current();
    let formation = game.formation();
    let mine = game.area(seat);
    match *action {
        Action::Place { shape, cell, rot } => {
            let piece = Piece::new(shape, rot);
            let gain = placement_gain(formation, mine, cell, piece);
            if gain >= COMPLETE {
                return gain;
            }
            let gaps = if others_have_pieces(game, seat) {
                mine.gaps(cell, piece)
            } else {
                0
            };
            gain + JOKER * f64::from(gaps) + room(mine, cell)
        }
        Action::Steal { victim, from, to, rot } => {
            let theirs = game.area(victim);
            let Some(stolen) = theirs.piece(from) else {
                return f64::NEG_INFINITY;
            };
            let gain = placement_gain(formation, mine, to, Piece::new(stolen.shape, rot));
            gain + VICTIM * loss(formation, theirs, from) + room(mine, to)
        }
        Action::Decline | Action::Roll(_) => 0.0,
    }
}

/// Whether a seat other than `seat` has a piece (a joker can only steal then).
pub(super) fn others_have_pieces(game: &Khixa, seat: Seat) -> bool {
    Seat::all(game.player_count()).any(|s| s != seat && !game.area(s).is_empty())
}

/// The index of the best of `legal` (the first of the best on a tie).
pub(crate) fn best(game: &Khixa, legal: &[Action]) -> usize {
    let mut best = (0, f64::NEG_INFINITY);
    for (i, action) in legal.iter().enumerate() {
        let w = worth(game, action);
        if w > best.1 + 1e-9 {
            best = (i, w);
        }
    }
    best.0
}

/// The indices of `legal`, best first (ties in the rules' order): the
/// candidates a search looks at.
pub(crate) fn ranked(game: &Khixa, legal: &[Action]) -> Vec<usize> {
    let worths: Vec<f64> = legal.iter().map(|a| worth(game, a)).collect();
    let mut order: Vec<usize> = (0..legal.len()).collect();
    order.sort_by(|&a, &b| worths[b].total_cmp(&worths[a]));
    order
}

/// The index of one of the best of `legal`, ties broken at random from `rng`.
pub(crate) fn best_at_random(game: &Khixa, legal: &[Action], rng: &mut TableRng) -> usize {
    let mut best = (0, f64::NEG_INFINITY);
    let mut tied = 0u32;
    for (i, action) in legal.iter().enumerate() {
        let w = worth(game, action);
        if w > best.1 + 1e-9 {
            best = (i, w);
            tied = 1;
        } else if w > best.1 - 1e-9 {
            // One of `tied` equals so far, each as likely (reservoir sampling).
            tied += 1;
            if rng.random_range(0..tied) == 0 {
                best.0 = i;
            }
        }
    }
    best.0
}
