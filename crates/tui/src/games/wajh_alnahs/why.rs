//! The rules crate's typed reasons in the family's language, worded by
//! message id, never from its English: the hint's why ([`Said`]: what a
//! turn does) and the typed line's refusal ([`Unread`]).

use majlis_games::rules::wajh_alnahs::bot::{Said, Then};
use majlis_games::rules::wajh_alnahs::notation::{Numbered, Unread};
use majlis_games::rules::wajh_alnahs::{Card, Kind, Special};

use super::cards::name_in_words;
use super::chronicle::{cards_count, swap_said};
use crate::t;

/// What a special card does once laid.
fn does(card: Card) -> String {
    match card.kind() {
        Kind::Number(_) => String::new(),
        Kind::Special(Special::Zero) => t!("wajh-alnahs-why-does-zero"),
        Kind::Special(Special::FiveOrLess) => t!("wajh-alnahs-why-does-five-or-less"),
        Kind::Special(Special::Skip) => t!("wajh-alnahs-why-does-skip"),
        Kind::Special(Special::Reverse) => t!("wajh-alnahs-why-does-reverse"),
        Kind::Special(Special::Burn) => t!("wajh-alnahs-why-does-burn"),
        Kind::Special(Special::Transparent) => t!("wajh-alnahs-why-does-transparent"),
        Kind::Special(Special::UnderOver) => t!("wajh-alnahs-why-does-under-over"),
        Kind::Special(Special::CarryIt) => t!("wajh-alnahs-why-does-carry-it"),
    }
}

/// `count` of the `held` cards like `card` laid: "sheds your only 3".
fn sheds(card: Card, count: usize, held: usize) -> String {
    let card = name_in_words(card);
    match (count, held.max(count)) {
        (1, 1) => t!("wajh-alnahs-why-sheds-only", card = card),
        (2, 2) => t!("wajh-alnahs-why-sheds-both", card = card),
        (n, h) if n == h => t!("wajh-alnahs-why-sheds-all", card = card, count = n),
        (1, h) => t!("wajh-alnahs-why-sheds-one-of", card = card, held = h),
        (n, h) => t!("wajh-alnahs-why-sheds-some-of", card = card, count = n, held = h),
    }
}

/// What a turn does, in words.
#[must_use]
pub fn words(said: &Said) -> String {
    match *said {
        Said::PassesCarryIt { pile } => t!("wajh-alnahs-why-passes", pile = pile),
        Said::PlaysCarryIt { pile } => t!("wajh-alnahs-why-plays-carry-it", pile = pile),
        Said::Burns { pile } => t!("wajh-alnahs-why-burns", pile = pile),
        Said::FourOfAKind { pile } => t!("wajh-alnahs-why-four-of-a-kind", pile = pile),
        Said::Sheds {
            card,
            count,
            held,
            then,
        } => {
            let shed = sheds(card, count, held);
            match then {
                Then::Nothing => shed,
                Then::Does(special) => t!("wajh-alnahs-why-then-does", shed = shed, does = does(special)),
                Then::Keeps(first, None) => {
                    t!(
                        "wajh-alnahs-why-then-keeps-one",
                        shed = shed,
                        card = name_in_words(first)
                    )
                }
                Then::Keeps(first, Some(second)) => t!(
                    "wajh-alnahs-why-then-keeps-two",
                    shed = shed,
                    first = name_in_words(first),
                    second = name_in_words(second)
                ),
            }
        }
        Said::Names { player, pile, holds } => t!(
            "wajh-alnahs-why-names",
            player = player.index() + 1,
            pile = pile,
            cards = cards_count(holds)
        ),
        Said::PicksUpKeepingCarryIt { pile } => t!("wajh-alnahs-why-picks-up-keeping", pile = pile),
        Said::PicksUp { pile } => t!("wajh-alnahs-why-picks-up", pile = pile),
        Said::FaceDown => t!("wajh-alnahs-why-face-down"),
        Said::KeepsDealt => t!("wajh-alnahs-why-keeps-dealt"),
        Said::Swaps(exchange) => {
            let (give, take) = swap_said(exchange.give(), exchange.take());
            t!("wajh-alnahs-why-swaps", give = give, take = take)
        }
    }
}

/// Why the typed text does not read as a turn, in words (the words typed
/// are quoted back as typed).
#[must_use]
pub fn unread(why: &Unread) -> String {
    match why {
        Unread::Empty => t!("wajh-alnahs-unread-empty"),
        Unread::NotASeed(text) => t!("wajh-alnahs-unread-not-a-seed", text = text),
        Unread::DealOneSeed => t!("wajh-alnahs-unread-deal-one-seed"),
        Unread::KeepAlone => t!("wajh-alnahs-unread-keep-alone"),
        Unread::PickUp => t!("wajh-alnahs-unread-pick-up"),
        Unread::NotANumber {
            text,
            what: Numbered::FaceDownPosition,
            most,
        } => t!("wajh-alnahs-unread-not-a-position", text = text, most = *most),
        Unread::NotANumber {
            text,
            what: Numbered::Player,
            most,
        } => t!("wajh-alnahs-unread-not-a-player", text = text, most = *most),
        Unread::FaceDownWhich => t!("wajh-alnahs-unread-face-down-which"),
        Unread::NameWhich => t!("wajh-alnahs-unread-name-which"),
        Unread::NotACard(text) => t!("wajh-alnahs-unread-not-a-card", text = text),
        Unread::OneKind(first, second) => t!(
            "wajh-alnahs-unread-one-kind",
            first = name_in_words(*first),
            second = name_in_words(*second)
        ),
        Unread::TooMany => t!("wajh-alnahs-unread-too-many"),
        Unread::SwapFor => t!("wajh-alnahs-unread-swap-for"),
        Unread::SwapCounts { give, take } => t!("wajh-alnahs-unread-swap-counts", give = *give, take = *take),
        Unread::SwapThree => t!("wajh-alnahs-unread-swap-three"),
        Unread::SwapNotACard(text) => t!("wajh-alnahs-unread-swap-not-a-card", text = text),
    }
}
