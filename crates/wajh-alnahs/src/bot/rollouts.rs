//! How the search plays a playout on, and what a position where it stops is
//! worth.
//!
//! A playout plays the heuristic's choice most of the time and a random
//! action now and then, for a number of actions; then each seat's chance of
//! winning the session is estimated ([`win_chances`]): the stage being played
//! gives its mark to a seat more likely the more cards it holds, each stage
//! still to come to any seat alike, and a seat wins with the fewest marks
//! (D10).

use rand::RngExt;
use rules_core::{Game, RolloutPolicy, Seat, TableRng};

use super::heuristic;
use crate::action::Action;
use crate::state::{MAX_SEATS, Phase, WajhAlNahs};

/// The search's playouts.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rollouts {
    /// Player actions played before the position is judged.
    pub horizon: usize,
    /// The chance of a random action instead of the heuristic's.
    pub random: f64,
    /// How much more [`burden`] makes a seat about e (2.7) times likelier
    /// to be the stage's Wajh al-Nahs.
    pub cards: f64,
}

impl Default for Rollouts {
    fn default() -> Self {
        Rollouts {
            horizon: 60,
            random: 0.1,
            cards: 3.0,
        }
    }
}

impl RolloutPolicy<WajhAlNahs> for Rollouts {
    fn pick(&self, game: &WajhAlNahs, legal: &[Action], rng: &mut TableRng) -> usize {
        if legal.len() == 1 {
            return 0;
        }
        if rng.random::<f64>() < self.random {
            return rng.random_range(0..legal.len());
        }
        heuristic::best(game, legal)
    }

    fn horizon(&self) -> usize {
        self.horizon
    }

    fn value(&self, game: &WajhAlNahs) -> Vec<f64> {
        win_chances(game, self.cards)
    }
}

/// How heavy a card is to hold: a weak card (a low number, which fits few
/// piles) weighs up to 1.5, the strongest special (which fits any pile) ½.
fn weight(card: crate::Card) -> f64 {
    1.5 - heuristic::strength(card) / 18.0
}

/// What a seat still has to get rid of: its hand and face-up cards each by
/// their [`weight`], each face-down card (unknown to it) as an average card.
#[must_use]
pub fn burden(game: &WajhAlNahs, seat: Seat) -> f64 {
    let seen: f64 = game
        .hand(seat)
        .iter()
        .chain(game.face_up(seat))
        .map(|&c| weight(c))
        .sum();
    seen + game.face_down(seat).len() as f64
}

/// Each seat's chance of being the stage's Wajh al-Nahs: nothing for a seat
/// that has finished, and among the others a softmax of their [`burden`]
/// (`cards`: its scale) — the more and the weaker cards a seat holds, the
/// likelier it is left holding them. Between stages (a deal due, or over),
/// nobody.
#[must_use]
pub fn loser_chances(game: &WajhAlNahs, cards: f64) -> Vec<f64> {
    let n = game.players();
    if matches!(game.phase(), Phase::Deal | Phase::Over) {
        return vec![0.0; n];
    }
    let held: Vec<Option<f64>> = Seat::all(n).map(|s| game.in_play(s).then(|| burden(game, s))).collect();
    let top = held.iter().flatten().copied().fold(0.0, f64::max);
    let weights: Vec<f64> = held
        .iter()
        .map(|h| h.map_or(0.0, |h| ((h - top) / cards).exp()))
        .collect();
    let total: f64 = weights.iter().sum();
    if total <= 0.0 {
        return vec![1.0 / n as f64; n];
    }
    weights.iter().map(|w| w / total).collect()
}

/// Each seat's chance of ending the session with the fewest marks (a shared
/// win counting whole): the stage in play by [`loser_chances`], up to two
/// stages still to come, each to any seat alike (more are rare: sessions are
/// three stages by default).
#[must_use]
pub fn win_chances(game: &WajhAlNahs, cards: f64) -> Vec<f64> {
    let n = game.players();
    let marks = game.marks();
    if game.phase() == Phase::Over {
        return Seat::all(n)
            .map(|s| f64::from(u8::from(game.fewest_marks().contains(&s))))
            .collect();
    }
    let now = loser_chances(game, cards);
    let playing = !matches!(game.phase(), Phase::Deal);
    let stages_left = game.options().stages.saturating_sub(game.stage()) + u32::from(!playing);
    let future = stages_left.min(2) as usize;
    let mut wins = vec![0.0; n];
    let mut base = [0u32; MAX_SEATS];
    base[..n].copy_from_slice(&marks);
    let firsts: Vec<(usize, f64)> = if playing {
        now.iter().copied().enumerate().filter(|&(_, p)| p > 0.0).collect()
    } else {
        vec![(usize::MAX, 1.0)]
    };
    let combos = n.pow(u32::try_from(future).unwrap_or(0));
    let each = 1.0 / combos as f64;
    for (first, p) in firsts {
        for combo in 0..combos {
            let mut m = base;
            if first < n {
                m[first] += 1;
            }
            let mut c = combo;
            for _ in 0..future {
                m[c % n] += 1;
                c /= n;
            }
            let least = m[..n].iter().copied().min().unwrap_or(0);
            for (s, w) in wins.iter_mut().enumerate() {
                if m[s] == least {
                    *w += p * each;
                }
            }
        }
    }
    wins
}
