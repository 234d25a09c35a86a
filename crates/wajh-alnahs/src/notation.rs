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

/// A number a word of a turn takes, as [`Unread::NotANumber`] names it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Numbered {
    /// A face-down card's position, counted from the left (`face-down 2`).
    FaceDownPosition,
    /// A player, counted from 1 (`carry-it 2`, `name 2`).
    Player,
}

impl Numbered {
    /// The words of the English reason: "face-down position", "player".
    const fn words(self) -> &'static str {
        match self {
            Numbered::FaceDownPosition => "face-down position",
            Numbered::Player => "player",
        }
    }
}

/// Why a text does not read as an action: the facts, with no words but its
/// [`fmt::Display`] (the English reason [`parse`] gives), so that a screen
/// may say it in the family's language. The texts are as typed, in lower
/// case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unread {
    /// Nothing written.
    Empty,
    /// `deal` with a seed that is not a whole number.
    NotASeed(String),
    /// `deal` without one seed.
    DealOneSeed,
    /// `keep` with more after it.
    KeepAlone,
    /// `pick` without `up` (or with more).
    PickUp,
    /// A number out of its range (1 to `most`), or no number.
    NotANumber {
        /// The text written for the number.
        text: String,
        /// What the number counts.
        what: Numbered,
        /// The highest it may be.
        most: u64,
    },
    /// `face-down` without one position.
    FaceDownWhich,
    /// `name` without one player.
    NameWhich,
    /// A word that is no card nor a word of a turn.
    NotACard(String),
    /// Cards of two kinds laid together (D13).
    OneKind(Card, Card),
    /// More cards laid together than can be counted.
    TooMany,
    /// A swap without "for" between the hand cards and the face-up cards.
    SwapFor,
    /// A swap giving and taking different numbers of cards.
    SwapCounts {
        /// The hand cards written.
        give: usize,
        /// The face-up cards written.
        take: usize,
    },
    /// A swap of more than three cards.
    SwapThree,
    /// A word of a swap that is not a card.
    SwapNotACard(String),
}

impl fmt::Display for Unread {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unread::Empty => f.write_str("empty: write the cards to lay, e.g. \"7 7\", or \"pick up\""),
            Unread::NotASeed(text) => write!(f, "{text:?} is not a seed (a whole number below 2^64)"),
            Unread::DealOneSeed => f.write_str("deal takes one seed, e.g. \"deal 42\""),
            Unread::KeepAlone => f.write_str("\"keep\" stands alone"),
            Unread::PickUp => f.write_str("write \"pick up\""),
            Unread::NotANumber { text, what, most } => {
                write!(f, "{text:?} is not a {} (1–{most})", what.words())
            }
            Unread::FaceDownWhich => f.write_str("write which face-down card, counted from the left: \"face-down 1\""),
            Unread::NameWhich => f.write_str("write the player to name, e.g. \"name 2\""),
            Unread::NotACard(text) => write!(
                f,
                "{text:?} is not a card or a word of a turn (pick up, face-down, swap, keep, carry-it N)"
            ),
            Unread::OneKind(first, second) => write!(
                f,
                "cards laid together are all of one kind (D13), not {first} and {second}"
            ),
            Unread::TooMany => f.write_str("too many cards"),
            Unread::SwapFor => f.write_str("write the hand cards, \"for\", then the face-up cards: \"swap 9 for 3\""),
            Unread::SwapCounts { give, take } => write!(
                f,
                "a swap gives as many hand cards as it takes face-up cards ({give} for {take})"
            ),
            Unread::SwapThree => f.write_str("a swap exchanges at most three cards"),
            Unread::SwapNotACard(text) => write!(f, "{}", crate::card::BadCard(text.clone())),
        }
    }
}

/// Reads an action (see the module documentation for the grammar).
///
/// # Errors
/// When the text is not an action's notation; the reason says what is wrong
/// ([`Unread`]'s English).
pub fn parse(text: &str) -> Result<Action, NotationError> {
    read(text).map_err(|why| NotationError::new(text, why.to_string()))
}

/// Reads an action, or says why the text is none, as facts ([`Unread`]).
///
/// # Errors
/// When the text is not an action's notation.
pub fn read(text: &str) -> Result<Action, Unread> {
    let lower = text.to_lowercase().replace(',', " , ");
    let tokens: Vec<&str> = lower.split_whitespace().collect();
    let Some((&head, rest)) = tokens.split_first() else {
        return Err(Unread::Empty);
    };
    let number = |what: Numbered, token: &str, most: u64| -> Result<u64, Unread> {
        token
            .parse::<u64>()
            .ok()
            .filter(|n| (1..=most).contains(n))
            .ok_or_else(|| Unread::NotANumber {
                text: token.to_string(),
                what,
                most,
            })
    };
    match (head, rest) {
        ("deal", [seed]) => seed
            .parse::<u64>()
            .map(Action::Deal)
            .map_err(|_| Unread::NotASeed((*seed).to_string())),
        ("deal", _) => Err(Unread::DealOneSeed),
        ("keep", []) => Ok(Action::Swap(Exchange::keep())),
        ("keep", _) => Err(Unread::KeepAlone),
        ("swap", rest) => parse_swap(rest),
        ("pick", ["up"]) | ("pickup" | "pick-up", []) => Ok(Action::PickUp),
        ("pick" | "pickup" | "pick-up", _) => Err(Unread::PickUp),
        ("face-down" | "down", [position]) => {
            let p = number(Numbered::FaceDownPosition, position, 3)?;
            Ok(Action::FaceDown(u8::try_from(p - 1).unwrap_or(0)))
        }
        ("face-down" | "down", _) => Err(Unread::FaceDownWhich),
        ("name", [player]) => Ok(Action::Name(player_seat(&number(Numbered::Player, player, 6)?))),
        ("name", _) => Err(Unread::NameWhich),
        (_, [player]) if Card::from_str_opt(head) == Some(Card::CARRY_IT) && player.parse::<u64>().is_ok() => {
            Ok(Action::Name(player_seat(&number(Numbered::Player, player, 6)?)))
        }
        _ => parse_lay(&tokens),
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
fn parse_lay(tokens: &[&str]) -> Result<Action, Unread> {
    let mut cards = tokens
        .iter()
        .map(|t| t.parse::<Card>().map_err(|_| Unread::NotACard((*t).to_string())));
    // (The tokens are never empty here: `read` took their head.)
    let first = cards.next().ok_or(Unread::Empty)??;
    let mut count: u8 = 1;
    for card in cards {
        let card = card?;
        if card != first {
            return Err(Unread::OneKind(first, card));
        }
        count = count.checked_add(1).ok_or(Unread::TooMany)?;
    }
    Ok(Action::Lay { card: first, count })
}

/// After `swap`: `cards for cards`, or pairs `card for card` separated by commas.
fn parse_swap(rest: &[&str]) -> Result<Action, Unread> {
    let mut give = Three::default();
    let mut take = Three::default();
    for part in rest.split(|t| *t == ",") {
        let Some(at) = part.iter().position(|t| *t == "for") else {
            return Err(Unread::SwapFor);
        };
        let (mine, theirs) = (&part[..at], &part[at + 1..]);
        if mine.is_empty() || mine.len() != theirs.len() {
            return Err(Unread::SwapCounts {
                give: mine.len(),
                take: theirs.len(),
            });
        }
        for (side, words) in [(&mut give, mine), (&mut take, theirs)] {
            for word in words {
                let card = word.parse::<Card>().map_err(|e| Unread::SwapNotACard(e.0))?;
                if side.try_push(card).is_some() {
                    return Err(Unread::SwapThree);
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

    /// Each kind of text that is no action reads as its typed reason, and
    /// the reason's English is what `parse` has always said.
    #[test]
    fn each_kind_of_bad_text_reads_as_its_reason_in_the_same_english() {
        let seven = Card::number(7).expect("a 7");
        let eight = Card::number(8).expect("an 8");
        let many = vec!["7"; 256].join(" ");
        let cases: [(&str, Unread, &str); 15] = [
            (
                "  ",
                Unread::Empty,
                "empty: write the cards to lay, e.g. \"7 7\", or \"pick up\"",
            ),
            (
                "deal x",
                Unread::NotASeed("x".into()),
                "\"x\" is not a seed (a whole number below 2^64)",
            ),
            ("deal", Unread::DealOneSeed, "deal takes one seed, e.g. \"deal 42\""),
            ("keep 2", Unread::KeepAlone, "\"keep\" stands alone"),
            ("pick it", Unread::PickUp, "write \"pick up\""),
            (
                "face-down 4",
                Unread::NotANumber {
                    text: "4".into(),
                    what: Numbered::FaceDownPosition,
                    most: 3,
                },
                "\"4\" is not a face-down position (1–3)",
            ),
            (
                "Carry-it 7",
                Unread::NotANumber {
                    text: "7".into(),
                    what: Numbered::Player,
                    most: 6,
                },
                "\"7\" is not a player (1–6)",
            ),
            (
                "down",
                Unread::FaceDownWhich,
                "write which face-down card, counted from the left: \"face-down 1\"",
            ),
            ("name", Unread::NameWhich, "write the player to name, e.g. \"name 2\""),
            (
                "Seven",
                Unread::NotACard("seven".into()),
                "\"seven\" is not a card or a word of a turn (pick up, face-down, swap, keep, carry-it N)",
            ),
            // D13: cards laid together are of one kind.
            (
                "7 8",
                Unread::OneKind(seven, eight),
                "cards laid together are all of one kind (D13), not 7 and 8",
            ),
            (&many, Unread::TooMany, "too many cards"),
            (
                "swap 9 3",
                Unread::SwapFor,
                "write the hand cards, \"for\", then the face-up cards: \"swap 9 for 3\"",
            ),
            (
                "swap 9 for 3 4",
                Unread::SwapCounts { give: 1, take: 2 },
                "a swap gives as many hand cards as it takes face-up cards (1 for 2)",
            ),
            (
                "swap 1 2 3 4 for 5 6 7 8",
                Unread::SwapThree,
                "a swap exchanges at most three cards",
            ),
        ];
        for (text, why, english) in cases {
            assert_eq!(read(text), Err(why.clone()), "{text}");
            assert_eq!(why.to_string(), english);
            assert_eq!(parse(text).map_err(|e| e.reason), Err(english.to_string()), "{text}");
        }
        let bad = read("swap x for 3").expect_err("not a card");
        assert_eq!(bad, Unread::SwapNotACard("x".into()));
        assert_eq!(
            bad.to_string(),
            "\"x\" is not a card (1–13, zero, five-or-less, skip, reverse, burn, transparent, under-over, carry-it)"
        );
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
