//! The hint's why in the family's language: the rules crate's typed reason
//! ([`Said`]: what the computer's choice does, and the points it saves),
//! worded by message id, never from its English.

use majlis_games::rules::toki::bot::{Placement, Points, Said};

use super::chronicle::{card_key, the_card};
use crate::t;

/// "about 1.5 points".
fn points(p: Points) -> String {
    t!("toki-why-points", points = p.tenths())
}

/// What the card taken does where it goes.
fn placement(p: Placement) -> String {
    match p {
        Placement::TokiPairs { column } => t!("toki-why-toki-pairs", column = column),
        Placement::Pairs(card) => t!("toki-why-pairs", pair = card_key(card)),
        Placement::Replaces { card, old } => t!("toki-why-replaces", card = the_card(card), old = card_key(old)),
        Placement::GoesOn { card, cell } => t!("toki-why-goes-on", card = the_card(card), cell = cell.number()),
        Placement::ReplacesHidden { card, cell } => {
            t!("toki-why-replaces-hidden", card = the_card(card), cell = cell.number())
        }
        Placement::DiscardsTurnsUp { card, cell } => {
            t!(
                "toki-why-discards-turns-up",
                card = the_card(card),
                cell = cell.number()
            )
        }
        Placement::DiscardsKeepsLast(card) => t!("toki-why-discards-keeps", card = the_card(card)),
        Placement::TokiFlies { to } => t!("toki-why-flies", cell = to.number()),
    }
}

/// Why the computer plays it, in words.
#[must_use]
pub fn words(said: &Said) -> String {
    match *said {
        Said::OpensTwoColumns => t!("toki-why-opens-two-columns"),
        Said::Opens(x, y) => t!("toki-why-opens", first = x.number(), second = y.number()),
        Said::TakesDiscard {
            card,
            saves: Some(saves),
        } => {
            t!("toki-why-takes-discard", card = the_card(card), saves = points(saves))
        }
        Said::TakesDiscard { card, saves: None } => t!("toki-why-takes-discard-nothing", card = the_card(card)),
        Said::TakesBank {
            may_save,
            left: Some((card, Some(would))),
        } => t!(
            "toki-why-takes-bank",
            saves = points(may_save),
            card = the_card(card),
            would = points(would)
        ),
        Said::TakesBank {
            may_save,
            left: Some((card, None)),
        } => t!(
            "toki-why-takes-bank-over-nothing",
            saves = points(may_save),
            card = the_card(card)
        ),
        Said::TakesBank { left: None, .. } => t!("toki-why-takes-bank-empty"),
        Said::Places {
            placement: p,
            saves,
            ends_at,
        } => {
            let mut what = placement(p);
            if let Some(saves) = saves {
                what = t!("toki-why-saving", what = what, points = points(saves));
            }
            if let Some(at) = ends_at {
                what = t!("toki-why-ends", what = what, points = points(at));
            }
            what
        }
    }
}
