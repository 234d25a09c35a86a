//! The state JSON (see `docs/state.md`), full and partial: one serde type,
//! then a validation step ([`crate::validate`]).
//!
//! [`StateJson`] is the document as written: the full form fills every
//! field; the partial form needs only `hands`, `face_up`, `face_down`, `pile`
//! and `to_move`, and derives the rest (the draw pile from the 68 cards, so
//! that they are conserved; the pile's value and limit from its top card).
//!
//! Reading has two steps. Serde reads the shape: a value of the wrong type, a
//! card that is not one, refused with the path to it. Unknown fields are
//! collected while reading (`rules_core::read_state`) so that they are listed with the
//! rest. The validation step then checks what the shape cannot say and lists
//! every reason a state is impossible, not only the first.

use rules_core::{ArrayPile, Deck, Direction, LoadError, Seat, TurnOrder};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::card::{Card, DECK_SIZE, KINDS, counts_of, limit_of_pile, value_of_pile};
use crate::hand::Hand;
use crate::options::{MAX_STAGES, Options};
use crate::state::{MAX_SEATS, Phase, SeatList, WajhAlNahs, direction_sign};

/// The state JSON, field by field as documented. Written whole by
/// [`WajhAlNahs::json_value`]; read with the optional fields absent.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct StateJson {
    pub players: Option<u64>,
    pub options: Option<Options>,
    pub stage: Option<u64>,
    pub phase: Option<Phase>,
    pub hands: Vec<Vec<Card>>,
    pub face_up: Vec<Vec<Card>>,
    pub face_down: Vec<Vec<Card>>,
    pub pile: Vec<Card>,
    pub value: Option<u64>,
    pub limit: Option<bool>,
    pub draw: Option<Vec<Card>>,
    pub out: Option<Vec<Card>>,
    pub to_move: Option<i64>,
    pub direction: Option<i64>,
    pub finished: Option<Vec<i64>>,
    pub stalemate: Option<u64>,
    pub picked_up: Option<Vec<i64>>,
    pub carry_it: Option<i64>,
    pub marks: Option<Vec<u64>>,
}

impl WajhAlNahs {
    /// The state as documented JSON.
    pub(crate) fn json_value(&self) -> Value {
        let seat_numbers = |list: &SeatList| list.iter().map(|&s| i64::from(s)).collect();
        let json = StateJson {
            players: Some(u64::from(self.players)),
            options: Some(self.options),
            stage: Some(u64::from(self.stage)),
            phase: Some(self.phase),
            hands: self.seats().map(|s| self.hand(s)).collect(),
            face_up: self.seats().map(|s| self.face_up(s).to_vec()).collect(),
            face_down: self.seats().map(|s| self.face_down(s).to_vec()).collect(),
            pile: self.pile().to_vec(),
            value: Some(u64::from(self.value)),
            limit: Some(self.limit),
            draw: Some(self.draw_pile().to_vec()),
            out: Some(self.out()),
            to_move: self.to_move().map(|s| i64::from(s.0)),
            direction: Some(i64::from(direction_sign(self.order.direction()))),
            finished: Some(seat_numbers(&self.finished)),
            stalemate: Some(u64::from(self.stalemate)),
            picked_up: Some(seat_numbers(&self.picked_up)),
            carry_it: self.carry_it.map(|s| i64::from(s.0)),
            marks: Some(self.marks().into_iter().map(u64::from).collect()),
        };
        // Numbers, strings and lists: nothing in it can fail to serialise.
        serde_json::to_value(json).unwrap_or(Value::Null)
    }

    /// Reads a full or partial state, listing every problem found.
    pub(crate) fn from_json(value: &Value) -> Result<WajhAlNahs, LoadError> {
        rules_core::read_state(
            value,
            "Wajh al-Nahs",
            |field, e| match field {
                "options" => Some(format!("bad options: {e}")),
                "phase" => Some(format!(
                    "phase must be \"deal\", \"swap\", \"opening\", \"play\", \"name\", \"answer\" or \"over\": {e}"
                )),
                _ => None,
            },
            |json: StateJson, reasons| json.read(reasons),
        )
    }
}

/// A seat number read: in range, or a reason.
fn seat_of(field: &str, value: i64, n: usize, r: &mut Vec<String>) -> Option<Seat> {
    let seat = usize::try_from(value).ok().filter(|&s| s < n).map(Seat::new);
    if seat.is_none() {
        r.push(format!("{field}: {value} is not a seat (0–{})", n - 1));
    }
    seat
}

/// A list of distinct seats read, in order.
fn seat_list(field: &str, values: &[i64], n: usize, r: &mut Vec<String>) -> SeatList {
    let mut list = SeatList::default();
    for &v in values {
        let Some(seat) = seat_of(field, v, n, r) else { continue };
        if list.contains(&seat.0) {
            r.push(format!("{field} names seat {} twice", seat.0));
        } else {
            list.push(seat.0);
        }
    }
    list
}

impl StateJson {
    /// The state these fields describe, with every reason it is impossible
    /// added to `r` (`None` only when even the table cannot be set up).
    fn read(self, r: &mut Vec<String>) -> Option<WajhAlNahs> {
        let n = self.hands.len();
        if let Some(p) = self.players
            && p != n as u64
        {
            r.push(format!("players is {p} but hands lists {n} hands"));
        }
        if !(2..=MAX_SEATS).contains(&n) {
            r.push(format!("hands must list 2 to 6 hands (one per player), not {n}"));
            return None;
        }
        let mut options = self.options.unwrap_or_default();
        if !(1..=MAX_STAGES).contains(&options.stages) {
            r.push(format!(
                "options: a session has 1 to {MAX_STAGES} stages, not {}",
                options.stages
            ));
            options = Options::default();
        }
        let mut g = WajhAlNahs::start(n, options).ok()?;
        self.read_seats(&mut g, r);
        self.read_cards(&mut g, r);
        let to_move = self.to_move.and_then(|v| seat_of("to_move", v, n, r));
        let carry_it = self.carry_it.and_then(|v| seat_of("carry_it", v, n, r));
        let direction = match self.direction {
            None | Some(1) => Direction::Forward,
            Some(-1) => Direction::Backward,
            Some(d) => {
                r.push(format!("direction must be 1 (clockwise) or -1, not {d}"));
                Direction::Forward
            }
        };
        let finished = match &self.finished {
            Some(list) => seat_list("finished", list, n, r),
            // The partial form: every seat without a card has finished, in seat order.
            None => g.seats().filter(|&s| !g.holds_cards(s)).map(|s| s.0).collect(),
        };
        g.picked_up = seat_list("picked_up", self.picked_up.as_deref().unwrap_or_default(), n, r);
        g.stalemate = match self.stalemate {
            Some(s) if s > 255 => {
                r.push(format!("stalemate must be 0–39 pick-ups, not {s}"));
                0
            }
            s => s.unwrap_or(0) as u8,
        };
        g.stage = match self.stage {
            Some(s) if s == 0 || s > u64::from(options.stages) => {
                r.push(format!(
                    "stage must be 1–{} (the session's stages), not {s}",
                    options.stages
                ));
                1
            }
            s => s.unwrap_or(1) as u32,
        };
        match &self.marks {
            Some(marks) if marks.len() != n => r.push(format!("marks must list {n} seats")),
            Some(marks) => {
                for (s, &m) in marks.iter().enumerate() {
                    g.marks[s] = u32::try_from(m).unwrap_or(u32::MAX);
                }
            }
            None => {}
        }
        g.order = TurnOrder::new(n, to_move.unwrap_or(Seat(0)));
        g.order.set_direction(direction);
        for &s in &finished {
            g.order.finish(Seat(s));
        }
        g.finished = finished;
        g.carry_it = carry_it;
        let marked: u64 = g.marks().iter().map(|&m| u64::from(m)).sum();
        g.phase = self.phase.unwrap_or(if to_move.is_some() {
            Phase::Play
        } else if marked >= u64::from(options.stages) {
            Phase::Over
        } else {
            Phase::Deal
        });
        if g.phase == Phase::Name && g.carry_it.is_none() {
            g.carry_it = to_move;
        }
        g.check_state(to_move, r);
        Some(g)
    }

    /// `hands`, `face_up` and `face_down`: one list per seat, at most three
    /// cards face up and three face down.
    fn read_seats(&self, g: &mut WajhAlNahs, r: &mut Vec<String>) {
        let n = usize::from(g.players);
        for (s, hand) in self.hands.iter().enumerate() {
            g.hands[s] = Hand::of(hand);
        }
        for (field, lists, target) in [
            ("face_up", &self.face_up, &mut g.face_up),
            ("face_down", &self.face_down, &mut g.face_down),
        ] {
            if lists.len() != n {
                r.push(format!("{field} must list {n} seats, not {}", lists.len()));
            }
            for (s, cards) in lists.iter().enumerate().take(n) {
                if cards.len() > 3 {
                    r.push(format!("{field} of seat {s} holds {} cards; at most 3", cards.len()));
                    continue;
                }
                target[s] = cards.iter().copied().collect();
            }
        }
        for up in g.face_up.iter_mut() {
            up.sort_unstable();
        }
    }

    /// The pile, the draw pile and the cards out, the missing ones derived:
    /// every one of the 68 cards exactly once (D1).
    fn read_cards(&self, g: &mut WajhAlNahs, r: &mut Vec<String>) {
        let mut used: [u32; KINDS] = [0; KINDS];
        let mut add = |cards: &[Card]| {
            for c in cards {
                used[c.index()] += 1;
            }
        };
        for hand in &self.hands {
            add(hand);
        }
        for list in self.face_up.iter().chain(&self.face_down) {
            add(list);
        }
        add(&self.pile);
        if let Some(draw) = &self.draw {
            add(draw);
        }
        if let Some(out) = &self.out {
            add(out);
        }
        let mut over = Vec::new();
        let mut missing: Vec<Card> = Vec::new();
        for card in Card::ALL {
            let (have, deck) = (used[card.index()], u32::from(card.copies()));
            if have > deck {
                over.push(format!("{have} × {} (the deck holds {deck})", card.title()));
            }
            missing.extend(std::iter::repeat_n(card, deck.saturating_sub(have) as usize));
        }
        // The pile, its value and its limit are checked on their own, even
        // when the counts are wrong and nothing can be derived.
        if self.pile.len() <= DECK_SIZE {
            g.cards = Deck::from_parts(ArrayPile::default(), self.pile.iter().copied().collect());
        }
        g.value = match self.value {
            Some(v) if v > 13 => {
                r.push(format!("value must be 0–13, not {v}"));
                0
            }
            Some(v) => v as u8,
            None => value_of_pile(&self.pile),
        };
        g.limit = self.limit.unwrap_or_else(|| limit_of_pile(&self.pile));
        if !over.is_empty() {
            // The pile is kept (it is checked on its own); nothing is derived.
            r.push(format!("more cards than the deck holds (D1): {}", over.join(", ")));
            return;
        }
        let (draw, out) = match (&self.draw, &self.out) {
            (Some(draw), Some(out)) => {
                if !missing.is_empty() {
                    let names: Vec<&str> = missing.iter().map(|c| c.name()).collect();
                    r.push(format!(
                        "every one of the 68 cards must be somewhere; missing: {}",
                        names.join(", ")
                    ));
                }
                (draw.clone(), out.clone())
            }
            (Some(draw), None) => (draw.clone(), missing),
            (None, out) => (missing, out.clone().unwrap_or_default()),
        };
        // Every list holds at most 68 cards now: the counts were checked.
        let pile: ArrayPile<Card, DECK_SIZE> = self.pile.iter().copied().collect();
        let draw: ArrayPile<Card, DECK_SIZE> = draw.into_iter().collect();
        g.cards = Deck::from_parts(draw, pile);
        g.out = counts_of(&out);
    }
}
