//! The notation players type and the log shows.
//!
//! Tokens are separated by spaces; case does not matter. Cards are written
//! by name: `1` … `13`, `zero`, `five-or-less`, `skip`, `reverse`, `burn`,
//! `transparent`, `under-over`, `carry-it`. Players and positions are counted
//! from 1.
//!
//! ```text
//! action = card {card}                        lay cards, all of one kind (D13)    7   7 7   skip skip   carry-it
//!        | "carry-it" player                  name who carries the pile           carry-it 2
//!        | "pick up"                          take the pile into the hand         pick up
//!        | "face-down" position               play a face-down card, unseen (D18) face-down 1
//!        | "swap" cards "for" cards           the swap before play: hand cards    swap 9 for 3
//!                                             given for as many face-up cards     swap 9 13 for 2 3
//!        | "swap" card "for" card {"," card "for" card}                           swap 9 for 3, 13 for 2
//!        | "keep"                             no swap                             keep
//!        | "deal" seed                        chance: a stage is dealt            deal 42
//! ```
//!
//! `carry-it` alone lays a Carry-it; `carry-it 2` is the call that follows
//! it, naming player 2 to carry the pile ("Carry it, bad-luck one!"); `name 2`
//! is read the same. `pickup`, `pick-up` and `down 2` are read too.

use std::fmt;

use rules_core::{NotationError, Seat};

use crate::action::{Action, Exchange, Three};
use crate::card::Card;

/// Writes an action in notation.
pub(crate) fn write(action: &Action, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    match *action {
        Action::Deal(seed) => write!(f, "deal {seed}"),
        Action::Swap(exchange) if exchange.is_keep() => f.write_str("keep"),
        Action::Swap(exchange) => {
            f.write_str("swap")?;
            for card in exchange.give() {
                write!(f, " {card}")?;
            }
            f.write_str(" for")?;
            for card in exchange.take() {
                write!(f, " {card}")?;
            }
            Ok(())
        }
        Action::Lay { card, count } => {
            for k in 0..count.max(1) {
                if k > 0 {
                    f.write_str(" ")?;
                }
                f.write_str(card.name())?;
            }
            Ok(())
        }
        Action::FaceDown(position) => write!(f, "face-down {}", u16::from(position) + 1),
        Action::PickUp => f.write_str("pick up"),
        Action::Name(seat) => write!(f, "carry-it {}", seat.index() + 1),
    }
}

/// Reads an action (see the module documentation for the grammar).
///
/// # Errors
/// When the text is not an action's notation; the reason says what is wrong.
pub fn parse(text: &str) -> Result<Action, NotationError> {
    let err = |reason: String| NotationError::new(text, reason);
    let lower = text.to_lowercase().replace(',', " , ");
    let tokens: Vec<&str> = lower.split_whitespace().collect();
    let Some((&head, rest)) = tokens.split_first() else {
        return Err(err("empty: write the cards to lay, e.g. \"7 7\", or \"pick up\"".into()));
    };
    let number = |what: &str, token: &str, most: u64| -> Result<u64, NotationError> {
        token
            .parse::<u64>()
            .ok()
            .filter(|n| (1..=most).contains(n))
            .ok_or_else(|| err(format!("{token:?} is not a {what} (1–{most})")))
    };
    match (head, rest) {
        ("deal", [seed]) => seed
            .parse::<u64>()
            .map(Action::Deal)
            .map_err(|_| err(format!("{seed:?} is not a seed (a whole number below 2^64)"))),
        ("deal", _) => Err(err("deal takes one seed, e.g. \"deal 42\"".into())),
        ("keep", []) => Ok(Action::Swap(Exchange::keep())),
        ("keep", _) => Err(err("\"keep\" stands alone".into())),
        ("swap", rest) => parse_swap(rest).map_err(err),
        ("pick", ["up"]) | ("pickup" | "pick-up", []) => Ok(Action::PickUp),
        ("pick" | "pickup" | "pick-up", _) => Err(err("write \"pick up\"".into())),
        ("face-down" | "down", [position]) => {
            let p = number("face-down position", position, 3)?;
            Ok(Action::FaceDown(u8::try_from(p - 1).unwrap_or(0)))
        }
        ("face-down" | "down", _) => Err(err(
            "write which face-down card, counted from the left: \"face-down 1\"".into(),
        )),
        ("name", [player]) => Ok(Action::Name(player_seat(&number("player", player, 6)?))),
        ("name", _) => Err(err("write the player to name, e.g. \"name 2\"".into())),
        (_, [player]) if Card::from_str_opt(head) == Some(Card::CARRY_IT) && player.parse::<u64>().is_ok() => {
            Ok(Action::Name(player_seat(&number("player", player, 6)?)))
        }
        _ => parse_lay(&tokens).map_err(err),
    }
}

/// The seat of a player number 1–6.
fn player_seat(n: &u64) -> Seat {
    Seat::new(usize::try_from(n.saturating_sub(1)).unwrap_or(0))
}

impl Card {
    /// A card's name read, or `None`.
    fn from_str_opt(word: &str) -> Option<Card> {
        word.parse().ok()
    }
}

/// `card {card}`: all of one kind.
fn parse_lay(tokens: &[&str]) -> Result<Action, String> {
    let mut cards = tokens.iter().map(|t| {
        t.parse::<Card>().map_err(|_| {
            format!("{t:?} is not a card or a word of a turn (pick up, face-down, swap, keep, carry-it N)")
        })
    });
    let first = cards.next().ok_or("no card")??;
    let mut count: u8 = 1;
    for card in cards {
        let card = card?;
        if card != first {
            return Err(format!(
                "cards laid together are all of one kind (D13), not {first} and {card}"
            ));
        }
        count = count.checked_add(1).ok_or("too many cards")?;
    }
    Ok(Action::Lay { card: first, count })
}

/// After `swap`: `cards for cards`, or pairs `card for card` separated by commas.
fn parse_swap(rest: &[&str]) -> Result<Action, String> {
    let mut give = Three::default();
    let mut take = Three::default();
    for part in rest.split(|t| *t == ",") {
        let Some(at) = part.iter().position(|t| *t == "for") else {
            return Err("write the hand cards, \"for\", then the face-up cards: \"swap 9 for 3\"".into());
        };
        let (mine, theirs) = (&part[..at], &part[at + 1..]);
        if mine.is_empty() || mine.len() != theirs.len() {
            return Err(format!(
                "a swap gives as many hand cards as it takes face-up cards ({} for {})",
                mine.len(),
                theirs.len()
            ));
        }
        for (side, words) in [(&mut give, mine), (&mut take, theirs)] {
            for word in words {
                let card = word.parse::<Card>().map_err(|e| e.to_string())?;
                if side.try_push(card).is_some() {
                    return Err("a swap exchanges at most three cards".into());
                }
            }
        }
    }
    Ok(Action::Swap(Exchange::new(give, take)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn three(cards: &[Card]) -> Three {
        cards.iter().copied().collect()
    }

    #[test]
    fn every_form_reads_and_writes_back() {
        let seven = Card::number(7).expect("a 7");
        let cases = [
            ("7", Action::lay(seven)),
            ("7 7", Action::lay_n(seven, 2)),
            ("skip skip", Action::lay_n(Card::SKIP, 2)),
            ("carry-it", Action::lay(Card::CARRY_IT)),
            ("carry-it 2", Action::Name(Seat(1))),
            ("pick up", Action::PickUp),
            ("face-down 3", Action::FaceDown(2)),
            ("keep", Action::Swap(Exchange::keep())),
            ("deal 42", Action::Deal(42)),
        ];
        for (text, action) in cases {
            assert_eq!(parse(text), Ok(action), "{text}");
            assert_eq!(action.to_string(), text);
        }
        let nine = Card::number(9).expect("9");
        let three_ = Card::number(3).expect("3");
        let swap = Action::Swap(Exchange::new(three(&[nine]), three(&[three_])));
        assert_eq!(parse("swap 9 for 3"), Ok(swap));
        assert_eq!(swap.to_string(), "swap 9 for 3");
        let two = Card::number(2).expect("2");
        let thirteen = Card::number(13).expect("13");
        let both = Action::Swap(Exchange::new(three(&[nine, thirteen]), three(&[two, three_])));
        assert_eq!(parse("SWAP 9 for 3, 13 FOR 2"), Ok(both));
        assert_eq!(parse("swap 13 9 for 3 2"), Ok(both), "sorted on reading");
        assert_eq!(both.to_string(), "swap 9 13 for 2 3");
        assert_eq!(parse("name 6"), Ok(Action::Name(Seat(5))));
        assert_eq!(parse("pickup"), Ok(Action::PickUp));
        assert_eq!(parse("down 1"), Ok(Action::FaceDown(0)));
    }

    #[test]
    fn what_is_not_an_action_says_why() {
        for (text, why) in [
            ("", "empty"),
            ("7 8", "all of one kind (D13)"),
            ("seven", "not a card"),
            ("swap 9 3", "\"for\""),
            ("swap 9 for 3 4", "as many"),
            ("swap 1 2 3 4 for 5 6 7 8", "at most three"),
            ("face-down 4", "1–3"),
            ("carry-it 7", "1–6"),
            ("deal x", "not a seed"),
            ("pick", "pick up"),
            ("keep 2", "stands alone"),
        ] {
            let e = parse(text).expect_err(text);
            assert!(e.reason.contains(why), "{text}: {}", e.reason);
        }
    }
}
