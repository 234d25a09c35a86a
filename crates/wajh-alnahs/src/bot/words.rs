//! What an action does and why it is worth doing, in a family's words: the
//! reasons the hint key shows ("sheds your only 3, keeps the Burn for
//! later"). Said from the seat to act's own cards, so a search may say it
//! from any deal of the cards the seat cannot see.

use rules_core::Seat;

use crate::action::{Action, Exchange};
use crate::card::Card;
use crate::event::Source;
use crate::state::{Phase, WajhAlNahs};

/// What `action` of the seat to act does, in a few words ("sheds both your
/// 13s, keeps the Burn for later", "burns the pile of 9").
#[must_use]
pub fn describe(game: &WajhAlNahs, action: &Action) -> String {
    let pile = game.pile().len();
    let Some(seat) = game.to_move() else {
        return String::new();
    };
    match *action {
        Action::Lay { card, .. } if card == Card::CARRY_IT => {
            if game.phase() == Phase::Answer {
                format!("passes the pile of {pile} on with your Carry-it")
            } else {
                format!("plays your Carry-it: someone else carries the pile of {pile}")
            }
        }
        Action::Lay { card, .. } if card == Card::BURN => {
            format!("burns the pile of {pile}, and you play again")
        }
        Action::Lay { card, count } => {
            let mut after = *game;
            let burnt = rules_core::Game::apply_quiet(&mut after, action).is_ok() && after.pile().is_empty();
            if burnt {
                return format!(
                    "four of a kind: burns the pile of {}, and you play again",
                    pile + usize::from(count)
                );
            }
            let from = source_cards(game, seat);
            let held = from.iter().filter(|&&c| c == card).count();
            let shed = shed_words(card, usize::from(count), held);
            if card.as_special().is_some() {
                return format!("{shed}: {}", card.effect());
            }
            match kept_for_later(&from, card) {
                Some(kept) => format!("{shed}, keeps {kept} for later"),
                None => shed,
            }
        }
        Action::Name(named) => format!(
            "makes player {} carry the pile of {pile} (they hold {})",
            named.index() + 1,
            cards(game.cards_held(named))
        ),
        Action::PickUp if game.phase() == Phase::Answer => {
            format!("picks up the pile of {pile}, keeping your Carry-it")
        }
        Action::PickUp => format!("nothing fits: picks up the pile of {pile}"),
        Action::FaceDown(_) => "turns a face-down card over, unseen".to_string(),
        Action::Swap(exchange) if exchange.is_keep() => "keeps the cards as dealt".to_string(),
        Action::Swap(exchange) => swap_words(exchange),
        Action::Deal(_) => String::new(),
    }
}

/// The cards the seat plays from now: its hand, else its face-up cards.
fn source_cards(game: &WajhAlNahs, seat: Seat) -> Vec<Card> {
    match game.source(seat) {
        Some(Source::FaceUp) => game.face_up(seat).to_vec(),
        _ => game.hand(seat),
    }
}

/// "1 card", "3 cards".
fn cards(n: usize) -> String {
    if n == 1 {
        "1 card".to_string()
    } else {
        format!("{n} cards")
    }
}

/// A small count in words.
fn count_word(n: usize) -> String {
    match n {
        1 => "one".into(),
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        5 => "five".into(),
        6 => "six".into(),
        n => n.to_string(),
    }
}

/// A card's name for more than one of it: "13s", "Reverses".
fn plural(card: Card) -> String {
    let title = card.title();
    if title.ends_with('s') {
        format!("{title}es")
    } else {
        format!("{title}s")
    }
}

/// `count` of the `held` cards like `card` laid: "sheds your only 3",
/// "sheds both your 13s", "sheds two of your three 5s".
fn shed_words(card: Card, count: usize, held: usize) -> String {
    let held = held.max(count);
    match (count, held) {
        (1, 1) => format!("sheds your only {}", card.title()),
        (2, 2) => format!("sheds both your {}", plural(card)),
        (n, h) if n == h => format!("sheds all {} of your {}", count_word(n), plural(card)),
        (1, h) => format!("sheds one of your {} {}", count_word(h), plural(card)),
        (n, h) => format!("sheds {} of your {} {}", count_word(n), count_word(h), plural(card)),
    }
}

/// The special cards the seat keeps while it lays the number `laid`: "the
/// Burn", "the Burn and the Skip" (the first two, in card order).
fn kept_for_later(from: &[Card], laid: Card) -> Option<String> {
    let mut specials: Vec<Card> = from
        .iter()
        .copied()
        .filter(|&c| c != laid && c.as_special().is_some())
        .collect();
    specials.dedup();
    let named: Vec<String> = specials.iter().take(2).map(|c| format!("the {}", c.title())).collect();
    match named.as_slice() {
        [] => None,
        [one] => Some(one.clone()),
        [a, b, ..] => Some(format!("{a} and {b}")),
    }
}

/// A swap in words: which cards go face up (for the end of the stage) and
/// which come into the hand.
fn swap_words(exchange: Exchange) -> String {
    let list = |cards: &[Card]| -> String {
        let names: Vec<String> = cards.iter().map(|c| format!("the {}", c.title())).collect();
        match names.as_slice() {
            [] => String::new(),
            [one] => one.clone(),
            [init @ .., last] => format!("{} and {last}", init.join(", ")),
        }
    };
    format!(
        "puts {} face up for later, takes {} into your hand",
        list(exchange.give()),
        list(exchange.take())
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_lay_says_how_many_of_the_kind_it_sheds_and_the_specials_it_keeps() {
        let three = Card::number(3).expect("a 3");
        let thirteen = Card::number(13).expect("a 13");
        assert_eq!(shed_words(three, 1, 1), "sheds your only 3");
        assert_eq!(shed_words(thirteen, 2, 2), "sheds both your 13s");
        assert_eq!(shed_words(three, 3, 3), "sheds all three of your 3s");
        assert_eq!(shed_words(three, 1, 3), "sheds one of your three 3s");
        assert_eq!(shed_words(three, 2, 3), "sheds two of your three 3s");
        assert_eq!(shed_words(Card::REVERSE, 2, 2), "sheds both your Reverses");
        let hand = [three, thirteen, Card::SKIP, Card::BURN, Card::BURN];
        assert_eq!(kept_for_later(&hand, three).as_deref(), Some("the Skip and the Burn"));
        assert_eq!(kept_for_later(&[three, thirteen], three), None);
    }

    #[test]
    fn a_swap_says_what_goes_face_up_and_what_comes_into_the_hand() {
        let (mut give, mut take) = (crate::Three::default(), crate::Three::default());
        give.try_push(Card::BURN);
        give.try_push(Card::number(12).expect("a 12"));
        take.try_push(Card::TRANSPARENT);
        take.try_push(Card::number(4).expect("a 4"));
        assert_eq!(
            swap_words(Exchange::new(give, take)),
            "puts the 12 and the Burn face up for later, takes the 4 and the Transparent into your hand"
        );
    }
}
