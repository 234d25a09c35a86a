//! What an action does and why it is worth doing, in a family's words: the
//! reasons the hint key shows ("sheds your only 3, keeps the Burn for
//! later"). Said from the seat to act's own cards, so a search may say it
//! from any deal of the cards the seat cannot see.

use std::fmt;

use rules_core::Seat;

use crate::action::{Action, Exchange};
use crate::card::Card;
use crate::event::Source;
use crate::state::{Phase, WajhAlNahs};

/// What a lay does after the cards it sheds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Then {
    /// Nothing more to say.
    Nothing,
    /// The special card laid does what it does ([`Card::effect`]).
    Does(Card),
    /// The special cards kept for later (the first two, in card order).
    Keeps(Card, Option<Card>),
}

/// What an action of the seat to act does, as facts: the hint's why, with
/// no words but its [`fmt::Display`] (the English the bots give as their
/// reasons). Piles and hands are counted in cards.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Said {
    /// A Carry-it laid in answer to one: the pile passes on (D9).
    PassesCarryIt {
        /// The cards in the pile.
        pile: usize,
    },
    /// A Carry-it laid: someone else carries the pile (D9).
    PlaysCarryIt {
        /// The cards in the pile.
        pile: usize,
    },
    /// A Burn laid: the pile burns, and the player plays again.
    Burns {
        /// The cards in the pile.
        pile: usize,
    },
    /// Four of a kind on top: the pile burns, and the player plays again (D8).
    FourOfAKind {
        /// The cards burnt, those laid with them.
        pile: usize,
    },
    /// Cards of one kind shed: `count` of the `held` the seat has.
    Sheds {
        /// The card laid.
        card: Card,
        /// How many are laid.
        count: usize,
        /// How many the seat has where it plays from (at least `count`).
        held: usize,
        /// What follows.
        then: Then,
    },
    /// Names who carries the pile (D9).
    Names {
        /// The player named.
        player: Seat,
        /// The cards in the pile.
        pile: usize,
        /// The cards the player holds.
        holds: usize,
    },
    /// Picks the pile up rather than answer a Carry-it, keeping one's own.
    PicksUpKeepingCarryIt {
        /// The cards in the pile.
        pile: usize,
    },
    /// Nothing fits: picks the pile up (D7).
    PicksUp {
        /// The cards in the pile.
        pile: usize,
    },
    /// Turns a face-down card over, unseen (D18).
    FaceDown,
    /// Keeps the cards as dealt (no swap).
    KeepsDealt,
    /// The swap before play: which cards go face up, which into the hand.
    Swaps(Exchange),
}

impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Said::PassesCarryIt { pile } => write!(f, "passes the pile of {pile} on with your Carry-it"),
            Said::PlaysCarryIt { pile } => write!(f, "plays your Carry-it: someone else carries the pile of {pile}"),
            Said::Burns { pile } => write!(f, "burns the pile of {pile}, and you play again"),
            Said::FourOfAKind { pile } => write!(f, "four of a kind: burns the pile of {pile}, and you play again"),
            Said::Sheds {
                card,
                count,
                held,
                then,
            } => {
                f.write_str(&shed_words(card, count, held))?;
                match then {
                    Then::Nothing => Ok(()),
                    Then::Does(special) => write!(f, ": {}", special.effect()),
                    Then::Keeps(first, None) => write!(f, ", keeps the {} for later", first.title()),
                    Then::Keeps(first, Some(second)) => {
                        write!(f, ", keeps the {} and the {} for later", first.title(), second.title())
                    }
                }
            }
            Said::Names { player, pile, holds } => write!(
                f,
                "makes player {} carry the pile of {pile} (they hold {})",
                player.index() + 1,
                cards(holds)
            ),
            Said::PicksUpKeepingCarryIt { pile } => write!(f, "picks up the pile of {pile}, keeping your Carry-it"),
            Said::PicksUp { pile } => write!(f, "nothing fits: picks up the pile of {pile}"),
            Said::FaceDown => f.write_str("turns a face-down card over, unseen"),
            Said::KeepsDealt => f.write_str("keeps the cards as dealt"),
            Said::Swaps(exchange) => f.write_str(&swap_words(exchange)),
        }
    }
}

/// What `action` of the seat to act does, in a few words ("sheds both your
/// 13s, keeps the Burn for later", "burns the pile of 9"): [`said`]'s
/// English, or nothing.
#[must_use]
pub fn describe(game: &WajhAlNahs, action: &Action) -> String {
    said(game, action).map(|s| s.to_string()).unwrap_or_default()
}

/// What `action` of the seat to act does, as facts ([`Said`]); `None` when
/// nobody is to act, or for a deal.
#[must_use]
pub fn said(game: &WajhAlNahs, action: &Action) -> Option<Said> {
    let pile = game.pile().len();
    let seat = game.to_move()?;
    Some(match *action {
        Action::Lay { card, .. } if card == Card::CARRY_IT => {
            if game.phase() == Phase::Answer {
                Said::PassesCarryIt { pile }
            } else {
                Said::PlaysCarryIt { pile }
            }
        }
        Action::Lay { card, .. } if card == Card::BURN => Said::Burns { pile },
        Action::Lay { card, count } => {
            let mut after = *game;
            let burnt = rules_core::Game::apply_quiet(&mut after, action).is_ok() && after.pile().is_empty();
            if burnt {
                return Some(Said::FourOfAKind {
                    pile: pile + usize::from(count),
                });
            }
            let from = source_cards(game, seat);
            let held = from.iter().filter(|&&c| c == card).count();
            let then = if card.as_special().is_some() {
                Then::Does(card)
            } else {
                kept_for_later(&from, card)
            };
            Said::Sheds {
                card,
                count: usize::from(count),
                held: held.max(usize::from(count)),
                then,
            }
        }
        Action::Name(named) => Said::Names {
            player: named,
            pile,
            holds: game.cards_held(named),
        },
        Action::PickUp if game.phase() == Phase::Answer => Said::PicksUpKeepingCarryIt { pile },
        Action::PickUp => Said::PicksUp { pile },
        Action::FaceDown(_) => Said::FaceDown,
        Action::Swap(exchange) if exchange.is_keep() => Said::KeepsDealt,
        Action::Swap(exchange) => Said::Swaps(exchange),
        Action::Deal(_) => return None,
    })
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

/// The special cards the seat keeps while it lays the number `laid`: the
/// first two, in card order.
fn kept_for_later(from: &[Card], laid: Card) -> Then {
    let mut specials: Vec<Card> = from
        .iter()
        .copied()
        .filter(|&c| c != laid && c.as_special().is_some())
        .collect();
    specials.dedup();
    match specials.as_slice() {
        [] => Then::Nothing,
        [one] => Then::Keeps(*one, None),
        [a, b, ..] => Then::Keeps(*a, Some(*b)),
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
        assert_eq!(kept_for_later(&hand, three), Then::Keeps(Card::SKIP, Some(Card::BURN)));
        assert_eq!(kept_for_later(&[three, thirteen], three), Then::Nothing);
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

    /// Every fact says the English the bots said before it was typed.
    #[test]
    fn every_reason_says_the_bots_english() {
        let three = Card::number(3).expect("a 3");
        let nine = Card::number(9).expect("a 9");
        let swap = Exchange::new([nine].into_iter().collect(), [Card::BURN].into_iter().collect());
        let shed = |count, held, then| Said::Sheds {
            card: three,
            count,
            held,
            then,
        };
        let cases = [
            (
                Said::PassesCarryIt { pile: 6 },
                "passes the pile of 6 on with your Carry-it",
            ),
            (
                Said::PlaysCarryIt { pile: 6 },
                "plays your Carry-it: someone else carries the pile of 6",
            ),
            (Said::Burns { pile: 9 }, "burns the pile of 9, and you play again"),
            (
                Said::FourOfAKind { pile: 7 },
                "four of a kind: burns the pile of 7, and you play again",
            ),
            (shed(1, 1, Then::Nothing), "sheds your only 3"),
            (
                shed(2, 3, Then::Keeps(Card::SKIP, None)),
                "sheds two of your three 3s, keeps the Skip for later",
            ),
            (
                shed(3, 3, Then::Keeps(Card::SKIP, Some(Card::BURN))),
                "sheds all three of your 3s, keeps the Skip and the Burn for later",
            ),
            (
                Said::Sheds {
                    card: Card::REVERSE,
                    count: 2,
                    held: 2,
                    then: Then::Does(Card::REVERSE),
                },
                "sheds both your Reverses: the direction of play reverses",
            ),
            (
                Said::Names {
                    player: Seat(2),
                    pile: 5,
                    holds: 1,
                },
                "makes player 3 carry the pile of 5 (they hold 1 card)",
            ),
            (
                Said::PicksUpKeepingCarryIt { pile: 4 },
                "picks up the pile of 4, keeping your Carry-it",
            ),
            (Said::PicksUp { pile: 4 }, "nothing fits: picks up the pile of 4"),
            (Said::FaceDown, "turns a face-down card over, unseen"),
            (Said::KeepsDealt, "keeps the cards as dealt"),
            (
                Said::Swaps(swap),
                "puts the 9 face up for later, takes the Burn into your hand",
            ),
        ];
        for (said, english) in cases {
            assert_eq!(said.to_string(), english, "{said:?}");
        }
    }
}
