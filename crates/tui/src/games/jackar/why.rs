//! The rules crate's typed reasons in the family's language, worded by
//! message id, never from its English: the hint's why ([`Deed`]: what a
//! play does) and the typed line's refusal ([`Unread`]).

use majlis_games::rules::jackar::bot::{Deed, Named, Whose};
use majlis_games::rules::jackar::notation::Unread;

use crate::t;

/// A marble as the hint names it ("your marble a", "player 2's marble c").
fn marble(m: Named) -> String {
    let letter = m.letter.to_string();
    match m.whose {
        Whose::Yours => t!("jackar-why-yours", letter = letter),
        Whose::Partners => t!("jackar-why-partners", letter = letter),
        Whose::Player(number) => t!("jackar-why-players", number = number, letter = letter),
    }
}

/// One thing a play does, in words.
fn deed(d: Deed) -> String {
    match d {
        Deed::WinsMatch => t!("jackar-why-wins"),
        Deed::BringsLastHome => t!("jackar-why-last-home"),
        Deed::KillsOwn(m) => t!("jackar-why-kills-own", marble = marble(m)),
        Deed::Kills(m) => t!("jackar-why-kills", marble = marble(m)),
        Deed::IntoBase => t!("jackar-why-into-base"),
        Deed::BringsOut => t!("jackar-why-out"),
        Deed::Swaps(m) => t!("jackar-why-swaps", marble = marble(m)),
        Deed::Stops(number) => t!("jackar-why-stops", number = number),
        Deed::Discards(card) => t!("jackar-why-discards", card = card.to_string()),
        Deed::Throws => t!("jackar-why-throws"),
        Deed::MovesBack(m) => t!("jackar-why-back", marble = marble(m)),
        Deed::Moves(m, steps) => t!("jackar-why-moves", marble = marble(m), steps = steps),
        Deed::Splits((a, x), (b, y)) => t!(
            "jackar-why-splits",
            first = marble(a),
            first_steps = x,
            second = marble(b),
            second_steps = y
        ),
        Deed::PlaysOn => t!("jackar-why-plays-on"),
        Deed::Keeps(card) => t!("jackar-why-keeps", card = card.to_string()),
    }
}

/// What a play does, each thing in words, joined as the language lists
/// them; `None` for nothing to say.
#[must_use]
pub fn words(deeds: &[Deed]) -> Option<String> {
    let mut said = deeds.iter().rev().map(|&d| deed(d));
    let last = said.next()?;
    Some(said.fold(last, |rest, first| t!("jackar-why-and", first = first, rest = rest)))
}

/// Why the typed text does not read as a play, in words.
#[must_use]
pub fn unread(why: &Unread) -> String {
    match why {
        Unread::Empty => t!("jackar-unread-empty"),
        Unread::NotASeed(text) => t!("jackar-unread-not-a-seed", text = text),
        Unread::OneSeed(text) => t!("jackar-unread-one-seed", text = text),
        Unread::ThrowAlone => t!("jackar-unread-throw-alone"),
        Unread::DiscardWhich => t!("jackar-unread-discard-which"),
        Unread::NotACardToDiscard(text) => t!("jackar-unread-not-a-card-to-discard", text = text),
        Unread::NotACard(text) => t!("jackar-unread-not-a-card", text = text),
        Unread::WhatDoes(card) => t!("jackar-unread-what-does", card = card.to_string()),
        Unread::OnlyAOrKOut(card) => t!("jackar-unread-only-out", card = card.to_string()),
        Unread::OnlyTenStops(card) => t!("jackar-unread-only-stop", card = card.to_string()),
        Unread::JackNoSteps => t!("jackar-unread-jack-no-steps"),
        Unread::JackTwoMarbles => t!("jackar-unread-jack-two"),
        Unread::SplitSteps => t!("jackar-unread-split-steps"),
        Unread::AceSteps(text) => t!("jackar-unread-ace-steps", text = text),
        Unread::MovesNone(card) => t!("jackar-unread-moves-none", card = card.to_string()),
        Unread::TooMuch(card) => t!("jackar-unread-too-much", card = card.to_string()),
        Unread::NotAMarble(text) => t!("jackar-unread-not-a-marble", text = text),
        Unread::NeedsPlayer(text, letter) => {
            t!("jackar-unread-needs-player", text = text, letter = letter.to_string())
        }
        Unread::NotSteps(text) => t!("jackar-unread-not-steps", text = text),
        Unread::AfterMarble(text) => t!("jackar-unread-after-marble", text = text),
    }
}
