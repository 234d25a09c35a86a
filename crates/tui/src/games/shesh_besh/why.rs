//! The rules crate's typed reasons in the family's language, worded by
//! message id, never from its English: the hint's why ([`TurnSaid`]: what a
//! turn does) and the typed line's refusal ([`Unread`]).

use majlis_games::rules::shesh_besh::Action;
use majlis_games::rules::shesh_besh::bot::{Deed, TurnSaid};
use majlis_games::rules::shesh_besh::notation::Unread;

use crate::t;

/// One thing a turn does, in words.
fn deed(d: &Deed) -> String {
    match *d {
        Deed::Hits(count) => t!("shesh-besh-why-hits", count = count),
        Deed::EntersFromBar => t!("shesh-besh-why-enters"),
        Deed::EntersACheckerFromBar => t!("shesh-besh-why-enters-one"),
        Deed::BearsOff(count) => t!("shesh-besh-why-bears-off", count = count),
        Deed::MakesPoint(point) => t!("shesh-besh-why-makes-point", point = point),
        Deed::MakesTwoPoints(first, second) => t!("shesh-besh-why-makes-two", first = first, second = second),
        Deed::MakesPoints(count, first, last) => {
            t!("shesh-besh-why-makes-points", count = count, first = first, last = last)
        }
        Deed::Runs(count) => t!("shesh-besh-why-runs", count = count),
        Deed::LeavesNoBlot => t!("shesh-besh-why-no-blot"),
        Deed::RacesHome => t!("shesh-besh-why-races"),
    }
}

/// What a turn does, in words, as the language lists them, its cost last.
#[must_use]
pub fn words(said: &TurnSaid) -> String {
    let cost = said.leaves.map(|count| t!("shesh-besh-why-leaves", count = count));
    let mut parts: Vec<String> = said.deeds.iter().map(deed).collect();
    if parts.is_empty() {
        return match cost {
            None => t!("shesh-besh-why-best"),
            Some(cost) => t!("shesh-besh-why-best-though", cost = cost),
        };
    }
    parts.extend(cost);
    let mut rev = parts.into_iter().rev();
    let last = rev.next().unwrap_or_default();
    rev.fold(last, |rest, first| t!("shesh-besh-why-and", first = first, rest = rest))
}

/// Why the computer gives a cube answer (D3), in words: what the answer
/// itself says of the position (the bot's odds are not typed); `None` for
/// an action that is no cube answer.
#[must_use]
pub fn cube(action: Action) -> Option<String> {
    Some(match action {
        Action::Double => t!("shesh-besh-why-double"),
        Action::NoDouble => t!("shesh-besh-why-no-double"),
        Action::Take => t!("shesh-besh-why-take"),
        Action::Drop => t!("shesh-besh-why-drop"),
        _ => return None,
    })
}

/// Why the typed text does not read as a turn, in words (the words and
/// moves typed are quoted back as typed).
#[must_use]
pub fn unread(why: &Unread) -> String {
    match why {
        Unread::BadRepeat(text) => t!("shesh-besh-unread-bad-repeat", text = text),
        Unread::NotAMove(text) => t!("shesh-besh-unread-not-a-move", text = text),
        Unread::ToBar => t!("shesh-besh-unread-to-bar"),
        Unread::FromOff => t!("shesh-besh-unread-from-off"),
        Unread::NotAPoint(text) => t!("shesh-besh-unread-not-a-point", text = text),
        Unread::Backwards(from, to) => {
            t!(
                "shesh-besh-unread-backwards",
                from = from.to_string(),
                to = to.to_string()
            )
        }
        Unread::AfterOff => t!("shesh-besh-unread-after-off"),
        Unread::TooManyMoves => t!("shesh-besh-unread-too-many-moves"),
        Unread::NotDice(text) => t!("shesh-besh-unread-not-dice", text = text),
        Unread::DiceRange(first, second) => t!("shesh-besh-unread-dice-range", first = *first, second = *second),
        Unread::SpansDice(from, to) => {
            t!(
                "shesh-besh-unread-spans-dice",
                from = from.to_string(),
                to = to.to_string()
            )
        }
        Unread::OffFromOutside(from) => t!("shesh-besh-unread-off-from-outside", from = from.to_string()),
        Unread::FourSteps => t!("shesh-besh-unread-four-steps"),
        Unread::NotLegalHere => t!("shesh-besh-unread-not-legal-here"),
        Unread::Ambiguous(turns) => {
            let mut rev = turns.iter().rev().cloned();
            let last = rev.next().unwrap_or_default();
            let turns = rev.fold(last, |rest, first| {
                t!("shesh-besh-unread-or", first = first, rest = rest)
            });
            t!("shesh-besh-unread-ambiguous", turns = turns)
        }
    }
}
