//! The toy's state JSON: serde types, then a check that lists every reason a
//! state is impossible.

use rules_core::{Deck, LoadError, PerSeat, Seat, TurnOrder};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::{CARDS, MAX_HAND, Options, Phase, Toy};

/// The state as written: `turn` is the seat that plays (or scores the coming
/// roll); `deck` is the draw pile, bottom first.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct State {
    options: Options,
    phase: Phase,
    turn: usize,
    deck: Vec<u8>,
    hands: Vec<Vec<u8>>,
    played: Vec<u8>,
    scores: Vec<i64>,
}

pub(crate) fn write(toy: &Toy) -> Value {
    let state = State {
        options: toy.options.clone(),
        phase: toy.phase,
        turn: toy.order.current().index(),
        deck: toy.deck.draw_pile().to_vec(),
        hands: toy.hands.as_slice().to_vec(),
        played: toy.played.clone(),
        scores: toy.scores.as_slice().to_vec(),
    };
    // Plain data of our own always serialises; null rather than a panic if not.
    serde_json::to_value(state).unwrap_or(Value::Null)
}

pub(crate) fn read(value: &Value) -> Result<Toy, LoadError> {
    let state: State =
        serde_json::from_value(value.clone()).map_err(|e| LoadError::new(format!("not a toy state: {e}")))?;
    LoadError::check(problems(&state))?;
    let players = state.hands.len();
    Ok(Toy {
        options: state.options,
        deck: Deck::new(state.deck),
        hands: PerSeat::from_vec(state.hands),
        played: state.played,
        scores: PerSeat::from_vec(state.scores),
        order: TurnOrder::new(players, Seat::new(state.turn)),
        phase: state.phase,
    })
}

/// Every reason the state is impossible.
fn problems(s: &State) -> Vec<String> {
    let mut r = Vec::new();
    let players = s.hands.len();
    if !(2..=4).contains(&players) {
        r.push(format!("a toy table has 2 to 4 hands, not {players}"));
    }
    if s.scores.len() != players {
        r.push(format!("{} scores for {players} hands", s.scores.len()));
    }
    if s.turn >= players.max(1) {
        r.push(format!("turn {} is not a seat of a table of {players}", s.turn));
    }
    if !(1..=MAX_HAND).contains(&s.options.hand) {
        r.push(format!("options.hand {} is not 1 to {MAX_HAND}", s.options.hand));
    }
    let all = || s.deck.iter().chain(s.hands.iter().flatten()).chain(&s.played);
    for value in 1..=9 {
        let n = all().filter(|&&c| c == value).count();
        let want = CARDS.iter().filter(|&&c| c == value).count();
        if n != want {
            r.push(format!("{n} cards of {value}, not {want}"));
        }
    }
    if let Some(c) = all().find(|c| !(1..=9).contains(*c)) {
        r.push(format!("card {c} is not 1 to 9"));
    }
    for (seat, hand) in s.hands.iter().enumerate() {
        if hand.len() > usize::from(s.options.hand) {
            r.push(format!(
                "seat {seat} holds {} cards, more than the {} dealt",
                hand.len(),
                s.options.hand
            ));
        }
    }
    if let Some((seat, score)) = s.scores.iter().enumerate().find(|(_, x)| **x < 0) {
        r.push(format!("seat {seat} scores {score}, below 0"));
    }
    let empty = s.hands.iter().all(Vec::is_empty);
    match s.phase {
        Phase::Deal if !empty || !s.played.is_empty() => r.push("before the deal every card is in the deck".into()),
        Phase::Play if s.hands.get(s.turn).is_some_and(Vec::is_empty) => {
            r.push(format!("seat {} is to play but holds no card", s.turn));
        }
        Phase::Over if !empty => r.push("the game is over, yet a hand still holds cards".into()),
        _ => {}
    }
    r
}
