//! What a play does and why it is worth playing, in a family's words: the
//! reasons the hint key shows ("kills player 2's marble c", "moves your
//! marble a 7 steps, keeps the K to bring a marble out"). Marbles are named
//! as the board shows them: by letter for the colour being played, by the
//! player's number (from 1) and letter for another colour's.

use std::fmt;

use rules_core::{Game, Seat};

use crate::action::Action;
use crate::board::{MarbleId, Place};
use crate::card::Card;
use crate::event::Event;
use crate::state::Jackar;

/// Whose marble a reason names, as the player to move sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    /// The colour being played.
    Yours,
    /// The partner's colour (a team game).
    Partners,
    /// Another player's colour: the player's number, from 1.
    Player(usize),
}

/// A marble as a reason names it: whose, and its letter ("your marble a").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Named {
    /// Whose marble it is.
    pub whose: Whose,
    /// Its letter on the board.
    pub letter: char,
}

impl fmt::Display for Named {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.whose {
            Whose::Yours => write!(f, "your marble {}", self.letter),
            Whose::Partners => write!(f, "your partner's marble {}", self.letter),
            Whose::Player(n) => write!(f, "player {n}'s marble {}", self.letter),
        }
    }
}

/// One thing a play does, as the hint says it: the typed reason, for a
/// screen to word in its own language. Its `Display` is the English of
/// [`describe`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deed {
    /// "wins the match"
    WinsMatch,
    /// "brings your last marble home"
    BringsLastHome,
    /// "kills your marble a (your own)"
    KillsOwn(Named),
    /// "kills player 2's marble c"
    Kills(Named),
    /// "brings a marble into the base"
    IntoBase,
    /// "brings a marble out"
    BringsOut,
    /// "swaps places with player 2's marble c"
    Swaps(Named),
    /// "stops player 2: they discard a card" (the player's number, from 1)
    Stops(usize),
    /// "discards the 7"
    Discards(Card),
    /// "no card can be played: the hand is thrown"
    Throws,
    /// "moves your marble a 4 steps back"
    MovesBack(Named),
    /// "moves your marble a 8 steps"
    Moves(Named, u8),
    /// "splits the 7: your marble a 3 and your marble b 4"
    Splits((Named, u8), (Named, u8)),
    /// "plays on"
    PlaysOn,
    /// "keeps the K to bring a marble out"
    Keeps(Card),
}

impl fmt::Display for Deed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Deed::WinsMatch => f.write_str("wins the match"),
            Deed::BringsLastHome => f.write_str("brings your last marble home"),
            Deed::KillsOwn(m) => write!(f, "kills {m} (your own)"),
            Deed::Kills(m) => write!(f, "kills {m}"),
            Deed::IntoBase => f.write_str("brings a marble into the base"),
            Deed::BringsOut => f.write_str("brings a marble out"),
            Deed::Swaps(m) => write!(f, "swaps places with {m}"),
            Deed::Stops(n) => write!(f, "stops player {n}: they discard a card"),
            Deed::Discards(card) => write!(f, "discards the {card}"),
            Deed::Throws => f.write_str("no card can be played: the hand is thrown"),
            Deed::MovesBack(m) => write!(f, "moves {m} 4 steps back"),
            Deed::Moves(m, steps) => write!(f, "moves {m} {steps} steps"),
            Deed::Splits((a, x), (b, y)) => write!(f, "splits the 7: {a} {x} and {b} {y}"),
            Deed::PlaysOn => f.write_str("plays on"),
            Deed::Keeps(card) => write!(f, "keeps the {card} to bring a marble out"),
        }
    }
}

/// What a play does, in a few words ("kills player 2's marble c, enters
/// the base"), from the events it makes in `game`: [`deeds`] in English.
#[must_use]
pub fn describe(game: &Jackar, action: &Action) -> String {
    deeds(game, action)
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// What a play does, typed: each thing once, in the order it happens, the
/// card kept for later last. Empty when no one is to play or the play is
/// not legal in `game`.
#[must_use]
pub fn deeds(game: &Jackar, action: &Action) -> Vec<Deed> {
    let Some(seat) = game.to_move() else {
        return Vec::new();
    };
    let colour = game.playing_colour(seat);
    let board = game.board();
    let marble = |m: MarbleId| Named {
        whose: if m.seat == colour {
            Whose::Yours
        } else if board.team_of(m.seat) == board.team_of(seat) {
            Whose::Partners
        } else {
            Whose::Player(m.seat.index() + 1)
        },
        letter: m.letter(),
    };
    let mut after = *game;
    let Ok(events) = after.apply(action) else {
        return Vec::new();
    };
    let mut words: Vec<Deed> = Vec::new();
    for event in events {
        let said = match event {
            Event::Won { .. } => Deed::WinsMatch,
            Event::Finished { seat: s } if s == seat => Deed::BringsLastHome,
            Event::Killed { marble: m, .. } if m.seat == colour => Deed::KillsOwn(marble(m)),
            Event::Killed { marble: m, .. } => Deed::Kills(marble(m)),
            Event::Moved {
                to: Place::Base(_),
                from: Place::Track(_),
                ..
            } => Deed::IntoBase,
            Event::BroughtOut { .. } => Deed::BringsOut,
            Event::Swapped { theirs, .. } => Deed::Swaps(marble(theirs)),
            Event::Stopped { seat: s } => Deed::Stops(s.index() + 1),
            Event::Discarded { card, .. } => Deed::Discards(card),
            Event::Threw { .. } => Deed::Throws,
            _ => continue,
        };
        if !words.contains(&said) {
            words.push(said);
        }
    }
    if words.is_empty() {
        // Nothing striking: say which marble moves, and how far.
        words.push(match *action {
            Action::Move {
                card: Card::Four,
                marble: m,
                ..
            } => Deed::MovesBack(marble(m)),
            Action::Move { marble: m, steps, .. } => Deed::Moves(marble(m), steps),
            Action::Split { first, second } => Deed::Splits((marble(first.0), first.1), (marble(second.0), second.1)),
            _ => Deed::PlaysOn,
        });
    }
    if let Some(kept) = kept_to_bring_out(game, seat, colour, action) {
        words.push(kept);
    }
    words
}

/// "keeps the K to bring a marble out": the play spends another card while
/// the hand holds an A or a K and a marble of the colour waits to come out.
fn kept_to_bring_out(game: &Jackar, seat: Seat, colour: Seat, action: &Action) -> Option<Deed> {
    let spent = action.card()?;
    if matches!(action, Action::Out(_) | Action::Discard(_)) {
        return None;
    }
    let waiting = game.marbles(colour).contains(&Place::Graveyard);
    let hand = game.hand(seat);
    let kept = [Card::King, Card::Ace]
        .into_iter()
        .find(|&c| c != spent && hand.contains(&c))?;
    waiting.then_some(Deed::Keeps(kept))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two players: Amal (seat 0) to play, holding `hand`, her marble a on
    /// track cell 5, the others in the graveyard; Sami's marble a on cell 7.
    fn amal_holding(hand: &[&str]) -> Jackar {
        let g = serde_json::json!({"zone": "graveyard", "pos": null});
        // Sami holds as many cards as Amal: a deal gives every hand as many.
        let sami = &["2", "3", "5", "6", "7"][..hand.len()];
        let state = serde_json::json!({
            "players": 2,
            "marbles": [
                [{"zone": "track", "pos": 5}, g, g, g],
                [{"zone": "track", "pos": 7}, g, g, g],
            ],
            "hands": [hand, sami],
            "to_move": 0,
        });
        Jackar::load_json(&state).expect("a possible state")
    }

    /// Amal's legal play with `card` that is not bringing a marble out.
    fn play_with(game: &Jackar, card: Card) -> Action {
        game.legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Move { card: c, .. } if *c == card))
            .unwrap_or_else(|| panic!("a move with the {card}"))
    }

    #[test]
    fn a_play_says_whose_marble_it_kills_how_far_it_moves_and_what_it_keeps() {
        let game = amal_holding(&["2", "4", "K", "9"]);
        assert_eq!(
            describe(&game, &play_with(&game, Card::Two)),
            "kills player 2's marble a, keeps the K to bring a marble out"
        );
        assert_eq!(
            describe(&game, &play_with(&game, Card::Nine)),
            "moves your marble a 9 steps, keeps the K to bring a marble out"
        );
        assert_eq!(
            describe(&game, &play_with(&game, Card::Four)),
            "moves your marble a 4 steps back, keeps the K to bring a marble out"
        );
        let out = game
            .legal_actions()
            .into_iter()
            .find(|a| matches!(a, Action::Out(_)))
            .expect("the K brings a marble out");
        assert_eq!(describe(&game, &out), "brings a marble out");
        // Nothing to bring out with: nothing said of keeping.
        let no_king = amal_holding(&["2", "9"]);
        assert_eq!(
            describe(&no_king, &play_with(&no_king, Card::Nine)),
            "moves your marble a 9 steps"
        );
    }
}
