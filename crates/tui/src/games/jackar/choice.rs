//! Building a play step by step: a card, then its effect, then the marble(s).
//! Pure functions over the legal actions of the chosen card (from
//! `Jackar::legal_for_card`): each stage offers only what leads to at least one
//! legal action, and a finished selection is exactly one legal action.
//!
//! The stages: **card** → **effect** (only for cards with several: A out/1/11,
//! K out/13, 10 move/stop, 7 whole/split) → **marble** (the one to move; the
//! first part of a split 7, D4; the player's own marble for a Jack, D6) →
//! **steps** (a split 7: the first part, 1–6) → **second** (the other marble of
//! a split, moving the rest; the other marble of a Jack). Bringing out and the
//! stop need no marble.

use majlis_games::rules::jackar::{Action, Card, MarbleId};

use crate::t;

/// One effect of a card.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Effect {
    /// Bring a marble out (A, K).
    Out,
    /// Move one marble this many steps (backwards for the 4; any colour for the 5).
    Move(u8),
    /// Split the 7 between two marbles (D4).
    Split,
    /// The 10 as a stop (D7).
    Stop,
    /// The Jack's swap (D6).
    Swap,
}

impl Effect {
    /// The effect an action carries out (none for chance, throws and discards).
    #[must_use]
    pub fn of(action: &Action) -> Option<Effect> {
        match *action {
            Action::Out(_) => Some(Effect::Out),
            Action::Move { steps, .. } => Some(Effect::Move(steps)),
            Action::Split { .. } => Some(Effect::Split),
            Action::Stop => Some(Effect::Stop),
            Action::Swap { .. } => Some(Effect::Swap),
            Action::OpeningDraw(_) | Action::Deal(_) | Action::Throw | Action::Discard(_) => None,
        }
    }

    /// How the effect is offered for `card`: `out`, `1`, `11`, `move 10`, `stop`, ….
    #[must_use]
    pub fn label(self, card: Card) -> String {
        match (self, card) {
            (Effect::Out, _) => t!("jackar-effect-out"),
            (Effect::Move(n), Card::Ace | Card::King) => n.to_string(),
            (Effect::Move(_), Card::Seven) => t!("jackar-effect-whole"),
            (Effect::Move(n), Card::Four) => t!("jackar-effect-back", steps = n),
            (Effect::Move(n), _) => t!("jackar-effect-move", steps = n),
            (Effect::Split, _) => t!("jackar-effect-split"),
            (Effect::Stop, _) => t!("jackar-effect-stop"),
            (Effect::Swap, _) => t!("jackar-effect-swap"),
        }
    }

    /// Whether the effect needs marbles to be named.
    #[must_use]
    pub fn needs_marble(self) -> bool {
        !matches!(self, Effect::Out | Effect::Stop)
    }
}

/// The effects a card offers, in the order shown (rules table of `rules/jackar.md`).
#[must_use]
pub fn effects(card: Card) -> Vec<Effect> {
    match card {
        Card::Ace => vec![Effect::Out, Effect::Move(1), Effect::Move(11)],
        Card::King => vec![Effect::Out, Effect::Move(13)],
        Card::Ten => vec![Effect::Move(10), Effect::Stop],
        Card::Seven => vec![Effect::Move(7), Effect::Split],
        Card::Jack => vec![Effect::Swap],
        Card::Queen => vec![Effect::Move(12)],
        other => vec![Effect::Move(other.value())],
    }
}

/// What the selection asks for next.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Stage {
    /// A card of the hand.
    Card,
    /// The chosen card's effect.
    Effect,
    /// The (first) marble.
    Marble,
    /// The first part of a split 7 (1–6 steps).
    Steps,
    /// The second marble (split 7, Jack).
    Second,
}

/// A play being built.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    /// The card, by its index in the hand shown (sorted by rank).
    pub card: Option<usize>,
    /// The effect chosen.
    pub effect: Option<Effect>,
    /// The (first) marble chosen.
    pub first: Option<MarbleId>,
    /// A split 7's first part.
    pub steps: Option<u8>,
}

impl Selection {
    /// What is asked next.
    #[must_use]
    pub fn stage(&self) -> Stage {
        match (self.card, self.effect, self.first, self.steps) {
            (None, ..) => Stage::Card,
            (Some(_), None, ..) => Stage::Effect,
            (Some(_), Some(Effect::Split), Some(_), None) => Stage::Steps,
            (Some(_), Some(Effect::Split | Effect::Swap), Some(_), _) => Stage::Second,
            (Some(_), Some(_), ..) => Stage::Marble,
        }
    }

    /// One stage back (Esc): the last choice is forgotten. Returns false when
    /// nothing was chosen. A card whose only effect was taken for it goes back
    /// to the cards at once.
    pub fn back(&mut self, card: Option<Card>) -> bool {
        match self.stage() {
            Stage::Card => return false,
            Stage::Effect => self.card = None,
            Stage::Marble => {
                self.effect = None;
                if card.is_some_and(|c| effects(c).len() == 1) {
                    self.card = None;
                }
            }
            Stage::Steps => self.first = None,
            Stage::Second => {
                if self.steps.is_some() {
                    self.steps = None;
                } else {
                    self.first = None;
                }
            }
        }
        true
    }
}

/// The card's legal actions that fit the selection so far.
#[must_use]
pub fn fitting(legal: &[Action], sel: &Selection) -> Vec<Action> {
    legal
        .iter()
        .filter(|a| sel.effect.is_none_or(|e| Effect::of(a) == Some(e)))
        .filter(|a| {
            sel.first.is_none_or(|m| match a {
                Action::Split { first, .. } => first.0 == m,
                Action::Swap { mine, .. } => *mine == m,
                Action::Move { marble, .. } => *marble == m,
                _ => false,
            })
        })
        .filter(|a| {
            sel.steps
                .is_none_or(|s| matches!(a, Action::Split { first, .. } if first.1 == s))
        })
        .copied()
        .collect()
}

/// The effects of `card` that have a legal action, with the card's full list:
/// (effect, playable).
#[must_use]
pub fn effect_options(card: Card, legal: &[Action]) -> Vec<(Effect, bool)> {
    effects(card)
        .into_iter()
        .map(|e| (e, legal.iter().any(|a| Effect::of(a) == Some(e))))
        .collect()
}

/// The marbles offered at the marble stage (the first marble).
#[must_use]
pub fn first_marbles(legal: &[Action], sel: &Selection) -> Vec<MarbleId> {
    distinct(legal, sel, |a| match *a {
        Action::Move { marble, .. } => Some(marble),
        Action::Split { first, .. } => Some(first.0),
        Action::Swap { mine, .. } => Some(mine),
        _ => None,
    })
}

/// What `pick` finds in the legal actions the selection still fits, each
/// once, in order.
fn distinct<T: Ord>(legal: &[Action], sel: &Selection, pick: impl Fn(&Action) -> Option<T>) -> Vec<T> {
    let mut out: Vec<T> = fitting(legal, sel).iter().filter_map(pick).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The first parts (1–6) a split 7 may give the chosen first marble.
#[must_use]
pub fn split_steps(legal: &[Action], sel: &Selection) -> Vec<u8> {
    distinct(legal, sel, |a| match *a {
        Action::Split { first, .. } => Some(first.1),
        _ => None,
    })
}

/// The marbles offered at the second stage (split 7: the other part's; Jack: the other colour's).
#[must_use]
pub fn second_marbles(legal: &[Action], sel: &Selection) -> Vec<MarbleId> {
    distinct(legal, sel, |a| match *a {
        Action::Split { second, .. } => Some(second.0),
        Action::Swap { theirs, .. } => Some(theirs),
        _ => None,
    })
}

/// The one legal action the selection describes once the last choice, `marble`
/// (for the stages that name one), is added; `None` if it is not legal.
#[must_use]
pub fn complete(legal: &[Action], sel: &Selection, marble: Option<MarbleId>) -> Option<Action> {
    let effect = sel.effect?;
    fitting(legal, sel).into_iter().find(|a| match (*a, sel.stage()) {
        (Action::Out(_) | Action::Stop, _) => !effect.needs_marble(),
        (Action::Move { marble: m, .. }, Stage::Marble) => Some(m) == marble,
        (Action::Split { second, .. }, Stage::Second) => Some(second.0) == marble,
        (Action::Swap { theirs, .. }, Stage::Second) => Some(theirs) == marble,
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules_core::Seat;

    fn m(seat: u8, index: u8) -> MarbleId {
        MarbleId::new(Seat(seat), index)
    }

    fn sel(card: usize, effect: Effect) -> Selection {
        Selection {
            card: Some(card),
            effect: Some(effect),
            ..Selection::default()
        }
    }

    #[test]
    fn every_card_offers_the_effects_of_the_rules_table() {
        assert_eq!(effects(Card::Ace), [Effect::Out, Effect::Move(1), Effect::Move(11)]);
        assert_eq!(effects(Card::King), [Effect::Out, Effect::Move(13)]);
        assert_eq!(effects(Card::Ten), [Effect::Move(10), Effect::Stop]);
        assert_eq!(effects(Card::Seven), [Effect::Move(7), Effect::Split]);
        assert_eq!(effects(Card::Jack), [Effect::Swap]);
        assert_eq!(effects(Card::Queen), [Effect::Move(12)]);
        assert_eq!(effects(Card::Four), [Effect::Move(4)]);
        assert_eq!(Effect::Move(4).label(Card::Four), "back 4");
        assert_eq!(Effect::Move(11).label(Card::Ace), "11");
        assert_eq!(Effect::Move(10).label(Card::Ten), "move 10");
    }

    #[test]
    fn a_split_seven_asks_first_marble_then_steps_then_the_second() {
        let legal = [
            Action::Move {
                card: Card::Seven,
                marble: m(0, 0),
                steps: 7,
            },
            Action::Split {
                first: (m(0, 0), 3),
                second: (m(0, 1), 4),
            },
            Action::Split {
                first: (m(0, 0), 2),
                second: (m(0, 1), 5),
            },
            Action::Split {
                first: (m(0, 1), 4),
                second: (m(2, 0), 3),
            },
        ];
        let mut s = sel(1, Effect::Split);
        assert_eq!(s.stage(), Stage::Marble);
        assert_eq!(first_marbles(&legal, &s), [m(0, 0), m(0, 1)]);
        s.first = Some(m(0, 0));
        assert_eq!(s.stage(), Stage::Steps);
        assert_eq!(split_steps(&legal, &s), [2, 3]);
        s.steps = Some(3);
        assert_eq!(s.stage(), Stage::Second);
        assert_eq!(second_marbles(&legal, &s), [m(0, 1)]);
        assert_eq!(complete(&legal, &s, Some(m(0, 1))), Some(legal[1]));
        assert_eq!(complete(&legal, &s, Some(m(2, 0))), None, "not a legal second part");
        assert!(s.back(Some(Card::Seven)));
        assert_eq!(s.stage(), Stage::Steps);
        // D11: the second part may be the partner's marble.
        let mut s = sel(1, Effect::Split);
        s.first = Some(m(0, 1));
        s.steps = Some(4);
        assert_eq!(second_marbles(&legal, &s), [m(2, 0)]);
    }

    #[test]
    fn a_jack_asks_own_marble_then_the_other() {
        let legal = [
            Action::Swap {
                mine: m(1, 0),
                theirs: m(2, 3),
            },
            Action::Swap {
                mine: m(1, 2),
                theirs: m(0, 1),
            },
        ];
        let mut s = sel(0, Effect::Swap);
        assert_eq!(first_marbles(&legal, &s), [m(1, 0), m(1, 2)]);
        s.first = Some(m(1, 2));
        assert_eq!(s.stage(), Stage::Second);
        assert_eq!(second_marbles(&legal, &s), [m(0, 1)]);
        assert_eq!(complete(&legal, &s, Some(m(0, 1))), Some(legal[1]));
        assert!(s.back(Some(Card::Jack)));
        assert_eq!(s.stage(), Stage::Marble);
        assert!(s.back(Some(Card::Jack)));
        assert_eq!(s.stage(), Stage::Card, "the Jack's one effect goes with it");
        assert!(!s.back(None));
    }

    #[test]
    fn out_and_stop_complete_without_a_marble_and_dead_effects_are_marked() {
        let legal = [
            Action::Out(Card::Ace),
            Action::Move {
                card: Card::Ace,
                marble: m(0, 2),
                steps: 11,
            },
        ];
        assert_eq!(
            effect_options(Card::Ace, &legal),
            [(Effect::Out, true), (Effect::Move(1), false), (Effect::Move(11), true)]
        );
        assert_eq!(complete(&legal, &sel(0, Effect::Out), None), Some(legal[0]));
        let s = sel(0, Effect::Move(11));
        assert_eq!(first_marbles(&legal, &s), [m(0, 2)]);
        assert_eq!(complete(&legal, &s, Some(m(0, 2))), Some(legal[1]));
        assert_eq!(complete(&legal, &s, Some(m(0, 1))), None);
        let stop = [Action::Stop];
        assert_eq!(complete(&stop, &sel(0, Effect::Stop), None), Some(Action::Stop));
    }
}
