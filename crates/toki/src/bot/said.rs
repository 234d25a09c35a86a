//! The hint's why as facts ([`Said`]): what an action of the seat to act
//! does and the points it is expected to save, with no words but its
//! [`fmt::Display`] (the English the bots give as their reasons). A screen
//! words each fact in the family's language by itself.

use std::fmt;

use crate::card::{Card, Cell};

/// A rough number of points, as the hint says it: "about 1.5 points"
/// (expected points of a box, fewer is better; one decimal).
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Points(pub f64);

impl Points {
    /// The points to one decimal, as the hint shows them: "1.5".
    #[must_use]
    pub fn tenths(self) -> String {
        format!("{:.1}", self.0)
    }
}

impl fmt::Display for Points {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "about {} points", self.tenths())
    }
}

/// What the card taken does where an action puts it (rules a–d).
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Placement {
    /// The Toki taken pairs the column (1–4) it goes in.
    TokiPairs {
        /// The column, counted from 1.
        column: usize,
    },
    /// The card goes beside its twin: a pair of `card`s.
    Pairs(Card),
    /// The card replaces a face-up `old` (rule a).
    Replaces {
        /// The card taken.
        card: Card,
        /// The face-up card it replaces.
        old: Card,
    },
    /// The card goes on `cell` (rule a on a cell not known to be face up).
    GoesOn {
        /// The card taken.
        card: Card,
        /// The cell.
        cell: Cell,
    },
    /// The card replaces the hidden card of `cell` (rule b).
    ReplacesHidden {
        /// The card taken.
        card: Card,
        /// The cell.
        cell: Cell,
    },
    /// The card is discarded and `cell` turned up (rule c).
    DiscardsTurnsUp {
        /// The card taken.
        card: Card,
        /// The cell turned up.
        cell: Cell,
    },
    /// The card is discarded and the last hidden card kept hidden.
    DiscardsKeepsLast(Card),
    /// A flying Toki (rule d) lands on `to`: two pairs.
    TokiFlies {
        /// Where the Toki lands.
        to: Cell,
    },
}

impl fmt::Display for Placement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Placement::TokiPairs { column } => write!(f, "the Toki pairs your column {column}"),
            Placement::Pairs(card) => write!(f, "pairs your {card}s"),
            Placement::Replaces { card, old } => write!(f, "the {card} replaces your {old}"),
            Placement::GoesOn { card, cell } => write!(f, "the {card} goes on your card {cell}"),
            Placement::ReplacesHidden { card, cell } => write!(f, "the {card} replaces your hidden card {cell}"),
            Placement::DiscardsTurnsUp { card, cell } => {
                write!(f, "discards the {card} and turns up your card {cell}")
            }
            Placement::DiscardsKeepsLast(card) => write!(f, "discards the {card} and keeps your last card hidden"),
            Placement::TokiFlies { to } => write!(f, "the Toki flies to your card {to}: two pairs"),
        }
    }
}

/// Why the computer would play an action, as facts: the hint's why.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Said {
    /// The opening reveal the heuristic picks: cards of two columns, two
    /// chances to pair.
    OpensTwoColumns,
    /// An opening reveal of these two cells.
    Opens(Cell, Cell),
    /// Takes `card` from the discard pile, saving about `saves` points in the
    /// box (`None`: nothing).
    TakesDiscard {
        /// The discard pile's top card.
        card: Card,
        /// What it saves where it goes best, if anything.
        saves: Option<Points>,
    },
    /// Takes the bank's top card, unseen, which may save `may_save`; `left`
    /// is the discard pile's top card left and what it would have saved
    /// (`None`: the discard pile is empty).
    TakesBank {
        /// What a card of the bank is expected to save.
        may_save: Points,
        /// The discard pile's top card and what it would save, if any.
        left: Option<(Card, Option<Points>)>,
    },
    /// Plays the card taken: what it does, what it saves, and the box's
    /// points if it ends the round (its last card turned up).
    Places {
        /// What the card does where it goes.
        placement: Placement,
        /// The points saved, if any.
        saves: Option<Points>,
        /// The box's points when the action turns its last card up first.
        ends_at: Option<Points>,
    },
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Said::OpensTwoColumns => f.write_str("turns up cards of two columns: two chances to pair"),
            Said::Opens(x, y) => write!(f, "turns up your cards {x} and {y}"),
            Said::TakesDiscard {
                card,
                saves: Some(saves),
            } => {
                write!(
                    f,
                    "takes the {card} from the discard pile: it saves {saves} in your box"
                )
            }
            Said::TakesDiscard { card, saves: None } => write!(
                f,
                "takes the {card} from the discard pile, though it saves nothing in your box"
            ),
            Said::TakesBank { may_save, left } => {
                write!(f, "takes the bank's top card: ")?;
                match left {
                    Some((card, Some(would))) => {
                        write!(f, "it may save {may_save}, the {card} on the discard pile {would}")
                    }
                    Some((card, None)) => write!(f, "it may save {may_save}, the {card} on the discard pile nothing"),
                    None => f.write_str("the discard pile is empty"),
                }
            }
            Said::Places {
                placement,
                saves,
                ends_at,
            } => {
                write!(f, "{placement}")?;
                if let Some(saves) = saves {
                    write!(f, ", saving {saves}")?;
                }
                if let Some(at) = ends_at {
                    write!(f, "; your box is all face up: the round ends with it at {at}")?;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(n: u8) -> Card {
        Card::number(n).expect("a card")
    }

    fn cell(n: u8) -> Cell {
        Cell::numbered(n).expect("a cell")
    }

    /// Every fact says the English the bots said before it was typed.
    #[test]
    fn every_reason_says_the_bots_english() {
        let saves = Some(Points(1.46));
        let cases = [
            (
                Said::OpensTwoColumns,
                "turns up cards of two columns: two chances to pair",
            ),
            (Said::Opens(cell(1), cell(6)), "turns up your cards 1 and 6"),
            (
                Said::TakesDiscard { card: card(3), saves },
                "takes the 3 from the discard pile: it saves about 1.5 points in your box",
            ),
            (
                Said::TakesDiscard {
                    card: Card::TOKI,
                    saves: None,
                },
                "takes the Toki from the discard pile, though it saves nothing in your box",
            ),
            (
                Said::TakesBank {
                    may_save: Points(2.04),
                    left: Some((card(9), saves)),
                },
                "takes the bank's top card: it may save about 2.0 points, the 9 on the discard pile about 1.5 points",
            ),
            (
                Said::TakesBank {
                    may_save: Points(2.0),
                    left: Some((card(12), None)),
                },
                "takes the bank's top card: it may save about 2.0 points, the 12 on the discard pile nothing",
            ),
            (
                Said::TakesBank {
                    may_save: Points(2.0),
                    left: None,
                },
                "takes the bank's top card: the discard pile is empty",
            ),
        ];
        for (said, english) in cases {
            assert_eq!(said.to_string(), english);
        }
        let placements = [
            (Placement::TokiPairs { column: 3 }, "the Toki pairs your column 3"),
            (Placement::Pairs(card(7)), "pairs your 7s"),
            (
                Placement::Replaces {
                    card: card(2),
                    old: card(11),
                },
                "the 2 replaces your 11",
            ),
            (
                Placement::GoesOn {
                    card: card(2),
                    cell: cell(4),
                },
                "the 2 goes on your card 4",
            ),
            (
                Placement::ReplacesHidden {
                    card: card(0),
                    cell: cell(5),
                },
                "the 0 replaces your hidden card 5",
            ),
            (
                Placement::DiscardsTurnsUp {
                    card: card(12),
                    cell: cell(8),
                },
                "discards the 12 and turns up your card 8",
            ),
            (
                Placement::DiscardsKeepsLast(card(10)),
                "discards the 10 and keeps your last card hidden",
            ),
            (
                Placement::TokiFlies { to: cell(2) },
                "the Toki flies to your card 2: two pairs",
            ),
        ];
        for (placement, english) in placements {
            let bare = Said::Places {
                placement,
                saves: None,
                ends_at: None,
            };
            assert_eq!(bare.to_string(), english);
        }
        let all = Said::Places {
            placement: Placement::Pairs(card(5)),
            saves: Some(Points(3.25)),
            ends_at: Some(Points(-4.0)),
        };
        assert_eq!(
            all.to_string(),
            "pairs your 5s, saving about 3.2 points; your box is all face up: the round ends with it at about -4.0 points"
        );
    }
}
