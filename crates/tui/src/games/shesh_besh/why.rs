//! The hint's why in the family's language: the rules crate's typed reasons
//! ([`TurnSaid`]: what a turn does) worded by message id, never its English.

use majlis_games::rules::shesh_besh::bot::{Deed, TurnSaid};

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
