//! Positions and checks shared by the rules tests of `rules/jackar.md`.
//!
//! A position is built from the partial state JSON (players, marbles, hands,
//! to_move, options): every marble not placed waits in its graveyard, every
//! hand not given is empty. Seats are 0-based here (`Seat(1)`) while the
//! notation numbers players from 1 (`2a` is seat 1's marble a).

// Each test file uses its own part of these helpers.
#![allow(dead_code)]

use std::collections::BTreeSet;

use jackar::{Action, Card, Event, Jackar, MarbleId, Place};
use rules_core::{Game, Seat};
use serde_json::{Value, json};

/// A marble in its graveyard.
pub const G: Place = Place::Graveyard;

/// A marble on track cell `cell`.
pub fn t(cell: u8) -> Place {
    Place::Track(cell)
}

/// A marble on base cell `i` (0 is the entry, 3 the innermost).
pub fn b(i: u8) -> Place {
    Place::Base(i)
}

/// Marble `index` (0 = a … 3 = d) of `seat`.
pub fn m(seat: u8, index: u8) -> MarbleId {
    MarbleId::new(Seat(seat), index)
}

/// A position under construction.
#[derive(Clone, Debug)]
pub struct Setup {
    players: usize,
    marbles: Vec<[Place; 4]>,
    hands: Vec<Vec<String>>,
    to_move: u8,
    leader: Option<u8>,
    deal: Option<u8>,
    passing: Option<&'static str>,
}

/// An empty table of `players`: every marble in its graveyard, every hand empty,
/// seat 0 to move.
pub fn table(players: usize) -> Setup {
    Setup {
        players,
        marbles: vec![[G; 4]; players],
        hands: vec![Vec::new(); players],
        to_move: 0,
        leader: None,
        deal: None,
        passing: None,
    }
}

impl Setup {
    /// Places marble `index` of `seat`.
    pub fn marble(mut self, seat: u8, index: u8, place: Place) -> Self {
        self.marbles[usize::from(seat)][usize::from(index)] = place;
        self
    }

    /// Places all four marbles of `seat`.
    pub fn marbles(mut self, seat: u8, places: [Place; 4]) -> Self {
        self.marbles[usize::from(seat)] = places;
        self
    }

    /// `seat` finished: all four of its marbles in its base.
    pub fn finished(self, seat: u8) -> Self {
        self.marbles(seat, [b(0), b(1), b(2), b(3)])
    }

    /// `seat`'s a, b and c in base cells 1–3 and d, the last to come in, on
    /// track cell `cell`.
    pub fn last_out(self, seat: u8, cell: u8) -> Self {
        self.marbles(seat, [b(1), b(2), b(3), t(cell)])
    }

    /// Gives `seat` a hand, written as card symbols separated by spaces (`"7 K 10"`).
    pub fn hand(mut self, seat: u8, cards: &str) -> Self {
        self.hands[usize::from(seat)] = cards.split_whitespace().map(str::to_string).collect();
        self
    }

    /// The seat to play.
    pub fn mover(mut self, seat: u8) -> Self {
        self.to_move = seat;
        self
    }

    /// The match leader.
    pub fn leader(mut self, seat: u8) -> Self {
        self.leader = Some(seat);
        self
    }

    /// The deal of the series being played (0 first; its size bounds the hands).
    pub fn deal(mut self, deal: u8) -> Self {
        self.deal = Some(deal);
        self
    }

    /// D1: `"one"`, `"block"` or `"free"`.
    pub fn passing(mut self, passing: &'static str) -> Self {
        self.passing = Some(passing);
        self
    }

    /// The partial state JSON of this position.
    pub fn json(&self) -> Value {
        let mut value = json!({
            "players": self.players,
            "marbles": self.marbles,
            "hands": self.hands,
            "to_move": self.to_move,
        });
        if let Some(l) = self.leader {
            value["leader"] = json!(l);
        }
        if let Some(d) = self.deal {
            value["deal"] = json!(d);
        }
        if let Some(p) = self.passing {
            value["options"] = json!({ "passing": p });
        }
        value
    }

    /// The position, loaded through `Game::load_json`.
    pub fn game(&self) -> Jackar {
        let value = self.json();
        Jackar::load_json(&value).unwrap_or_else(|e| panic!("cannot load {value}: {e}"))
    }
}

/// A set of notations, for comparing with [`legal`].
pub fn set(notations: &[&str]) -> BTreeSet<String> {
    notations.iter().map(|s| (*s).to_string()).collect()
}

/// Every legal action of the position, in its position-aware notation.
pub fn legal(game: &Jackar) -> BTreeSet<String> {
    game.legal_actions().iter().map(|a| game.notation(a)).collect()
}

/// The legal plays of one card (written as in the hands, `"7"`), in notation.
pub fn legal_with(game: &Jackar, card: &str) -> BTreeSet<String> {
    let card: Card = card.parse().expect("a card");
    game.legal_actions()
        .iter()
        .filter(|a| a.card() == Some(card) && !matches!(a, Action::Discard(_)))
        .map(|a| game.notation(a))
        .collect()
}

/// Reads `text` in the position; panics with the reason if it does not parse.
pub fn action(game: &Jackar, text: &str) -> Action {
    game.parse_notation(text)
        .unwrap_or_else(|e| panic!("{text:?} does not parse: {e}"))
}

/// Plays `text`, which must be legal, and returns its events.
pub fn play(game: &mut Jackar, text: &str) -> Vec<Event> {
    let a = action(game, text);
    assert!(
        legal(game).contains(&game.notation(&a)),
        "{text:?} is not among the legal actions {:?}",
        legal(game)
    );
    game.apply(&a).unwrap_or_else(|e| panic!("{text:?} refused: {e}"))
}

/// `text` parses, is not a legal action, and applying it is refused with the
/// state exactly as it was.
pub fn refused(game: &mut Jackar, text: &str) {
    let a = action(game, text);
    refused_action(game, &a);
}

/// The action is not legal and applying it is refused with the state unchanged.
pub fn refused_action(game: &mut Jackar, a: &Action) {
    assert!(
        !game.legal_actions().contains(a),
        "{} is listed as legal",
        game.notation(a)
    );
    let before = game.state_json();
    let copy = *game;
    assert!(game.apply(a).is_err(), "{} was accepted", game.notation(a));
    assert_eq!(
        game.state_json(),
        before,
        "refusing {} changed the state",
        game.notation(a)
    );
    assert_eq!(*game, copy);
}

/// Where a marble is.
pub fn at(game: &Jackar, seat: u8, index: u8) -> Place {
    game.place(m(seat, index))
}

/// Where `seat`'s marble a, alone on a table of `players` on `from`, stands
/// after `seat` plays `text`, holding only the card it names (its first word).
pub fn lone_move(players: usize, seat: u8, from: Place, text: &str) -> Place {
    let card = text.split_whitespace().next().expect("a card");
    let mut game = table(players).marble(seat, 0, from).hand(seat, card).mover(seat).game();
    play(&mut game, text);
    at(&game, seat, 0)
}

/// How many of `seat`'s marbles stand at `place`.
pub fn count_at(game: &Jackar, seat: u8, place: Place) -> usize {
    game.marbles(Seat(seat)).iter().filter(|&&p| p == place).count()
}

/// The marbles killed by an action, in the order the events name them.
pub fn killed(events: &[Event]) -> Vec<MarbleId> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::Killed { marble, .. } => Some(*marble),
            _ => None,
        })
        .collect()
}

/// The cards of a hand, written as in [`Setup::hand`].
pub fn cards(text: &str) -> Vec<Card> {
    let mut v: Vec<Card> = text.split_whitespace().map(|c| c.parse().expect("a card")).collect();
    v.sort();
    v
}
