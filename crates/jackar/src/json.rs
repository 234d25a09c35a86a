//! The state JSON (see `docs/state.md`), full and partial: one serde type,
//! then a validation step.
//!
//! [`StateJson`] is the document as written: the full form fills every field,
//! the partial form gives only `players`, `marbles`, `hands` and `to_move`
//! (optionally `leader`, `options`, `phase`, `deal`, `series`, `played`,
//! `last_played`); the stock is then every card of the deck(s) in no hand and
//! not played, and nothing is set aside.
//!
//! Reading has two steps. Serde reads the shape: a value of the wrong type, a
//! card or place that is not one, refused with the path to it. Unknown fields
//! are collected while reading (`rules_core::read_state`) rather than stopping it, so
//! that they are listed with the rest. The validation step then checks what
//! the shape cannot say (cells on the board, cards conserved, the phase
//! agreeing with the hands and seats) and lists every reason a state is
//! impossible, not only the first.

use rules_core::{LoadError, Seat, read_seat};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::board::{Board, MARBLES, MarbleId, Place};
use crate::card::Card;
use crate::options::Options;
use crate::state::{CardCounts, Jackar, MAX_SEATS, Phase, copies_per_rank, count, deal_series, stock_of};

/// The state JSON, field by field as documented. Written whole by
/// [`Jackar::json_value`]; read with the optional fields absent.
#[derive(Clone, Debug, Serialize, Deserialize)]
struct StateJson {
    players: u64,
    track_len: Option<u64>,
    home: Option<Vec<u64>>,
    teams: Option<Vec<Vec<Seat>>>,
    marbles: Vec<Vec<Place>>,
    hands: Vec<Vec<Card>>,
    to_move: Option<i64>,
    leader: Option<i64>,
    phase: Option<Phase>,
    options: Option<Options>,
    series: Option<u32>,
    deal: Option<u64>,
    stock: Option<Vec<Card>>,
    played: Option<Vec<Card>>,
    last_played: Option<Card>,
    set_aside: Option<Vec<Card>>,
    winners: Option<Vec<Seat>>,
}

/// The counts of a list of cards.
fn counts_of(cards: &[Card]) -> CardCounts {
    let mut counts = [0u8; 13];
    for &card in cards {
        let slot = &mut counts[usize::from(card.value() - 1)];
        *slot = slot.saturating_add(1);
    }
    counts
}

/// The phase's name in the JSON and in reasons.
fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Opening => "opening",
        Phase::Deal => "deal",
        Phase::Play => "play",
        Phase::Discard => "discard",
        Phase::Over => "over",
    }
}

impl Jackar {
    /// The state as documented JSON.
    pub(crate) fn json_value(&self) -> Value {
        let n = self.board.players();
        let seats = || Seat::all(n);
        let acting = matches!(self.phase, Phase::Play | Phase::Discard);
        let json = StateJson {
            players: n as u64,
            track_len: Some(u64::from(self.board.track_len())),
            home: Some(seats().map(|s| u64::from(self.board.home(s))).collect()),
            teams: Some(self.order.teams()),
            marbles: seats().map(|s| self.marbles[s.index()].to_vec()).collect(),
            hands: seats().map(|s| self.hand(s)).collect(),
            to_move: acting.then(|| i64::from(self.order.current().0)),
            leader: self.order.leader().map(|s| i64::from(s.0)),
            phase: Some(self.phase),
            options: Some(self.options),
            series: Some(self.series),
            deal: Some(self.deal as u64),
            stock: Some(self.stock()),
            played: Some(self.played()),
            last_played: self.last_played,
            set_aside: Some(self.set_aside()),
            winners: Some(self.winners()),
        };
        // A struct of numbers, strings and lists: nothing in it can fail to serialise.
        serde_json::to_value(json).unwrap_or(Value::Null)
    }

    /// Reads a full or partial state, listing every problem found.
    pub(crate) fn from_json(value: &Value) -> Result<Jackar, LoadError> {
        rules_core::read_state(
            value,
            "Jackar",
            |field, e| match field {
                "options" => Some(format!("bad options: {e}")),
                "phase" => Some(format!(
                    "phase must be \"opening\", \"deal\", \"play\", \"discard\" or \"over\": {e}"
                )),
                _ => None,
            },
            |json: StateJson, reasons| json.validate(reasons),
        )
    }

    /// Every way the phase disagrees with the seats, hands, stock and marbles.
    fn check_phase(&self, to_move: Option<Seat>, r: &mut Vec<String>) {
        let n = self.board.players();
        let hands_empty = (0..n).all(|s| count(&self.hands[s]) == 0);
        let name = phase_name(self.phase);
        let series = deal_series(n);
        if self.deal >= series.len() {
            r.push(format!(
                "deal {} is past the series of {} deals for {n} players",
                self.deal,
                series.len()
            ));
        }
        let winners = self.winners();
        match self.phase {
            Phase::Over if winners.is_empty() => {
                r.push("the phase is over but no team has all its marbles in the bases".into());
            }
            Phase::Over => {}
            _ if !winners.is_empty() => r.push(format!(
                "seats {:?} have won (every marble in the bases) yet the phase is {name}",
                winners.iter().map(|s| s.0).collect::<Vec<_>>()
            )),
            _ => {}
        }
        match (self.phase, to_move) {
            (Phase::Play | Phase::Discard, None) => {
                r.push(format!("in phase {name}, to_move must name the seat to act"))
            }
            (Phase::Play | Phase::Discard, Some(s)) if count(&self.hands[s.index()]) == 0 => {
                r.push(format!("to_move {} holds no card to {name}", s.0));
            }
            (Phase::Play | Phase::Discard, Some(_)) => {}
            (_, Some(s)) => r.push(format!(
                "in phase {name} nobody is to move: to_move must be null, not {}",
                s.0
            )),
            (_, None) => {}
        }
        let leader = self.order.leader();
        match self.phase {
            Phase::Opening if leader.is_some() => {
                r.push("at the opening draw there is no leader yet: leader must be null".into());
            }
            Phase::Deal if leader.is_none() => r.push("in phase deal the leader (the dealer) must be named".into()),
            _ => {}
        }
        if self.phase == Phase::Opening && !hands_empty {
            r.push("at the opening draw nobody holds cards".into());
        }
        if self.phase == Phase::Deal {
            if !hands_empty {
                r.push("a deal is due only when every hand is empty".into());
            }
            let need = series.get(self.deal).copied().unwrap_or(0) * n;
            if self.deal > 0 && self.stock.len() < need {
                r.push(format!(
                    "deal {} needs {need} cards but the stock holds {}",
                    self.deal,
                    self.stock.len()
                ));
            }
        }
        if let Some(c) = self.last_played
            && self.played[usize::from(c.value() - 1)] == 0
        {
            r.push(format!("last_played {c} is not among the played cards"));
        }
        if let (Phase::Play | Phase::Discard, Some(s)) = (self.phase, to_move) {
            self.check_hand_sizes(s, r);
        }
    }

    /// The hand sizes a deal can leave, with `to_move` to act: a deal gives
    /// every hand the same number of cards (the series' size for this deal),
    /// and from then on each turn spends exactly one card of the seat whose
    /// turn it is (played, or discarded when stopped by a 10, D7), or empties
    /// its hand (thrown, D9), seat after seat in turn order. So no hand holds
    /// more than the deal gave, and, going round the table from the seat to
    /// act, the hands still holding cards hold `m` cards (not yet played this
    /// round of turns) and then `m − 1` (already played).
    fn check_hand_sizes(&self, to_move: Seat, r: &mut Vec<String>) {
        let n = self.board.players();
        let series = deal_series(n);
        let Some(&dealt) = series.get(self.deal) else { return };
        let sizes: Vec<usize> = (0..n).map(|s| count(&self.hands[s])).collect();
        for (s, &size) in sizes.iter().enumerate() {
            if size > dealt {
                r.push(format!(
                    "seat {s} holds {size} cards, but deal {} of {n} players gives {dealt} a hand",
                    self.deal
                ));
            }
        }
        let most = sizes[to_move.index()];
        let round: Vec<usize> = (0..n)
            .map(|k| sizes[(to_move.index() + k) % n])
            .filter(|&size| size > 0)
            .collect();
        let in_turn = round.windows(2).all(|w| w[1] <= w[0]) && round.iter().all(|&size| size + 1 >= most);
        if !in_turn {
            let expected = if most > 1 {
                format!(
                    "going round the table from the seat to act, the hands still holding cards hold {most}, then {} (those that have played once more)",
                    most - 1
                )
            } else {
                "every hand still holding cards holds 1, as the seat to act does".to_string()
            };
            r.push(format!(
                "hand sizes {sizes:?} cannot follow a deal with seat {} to act: a deal gives every hand as many cards, and each turn spends one of them, seat after seat (D7, D9, D10), so {expected}",
                to_move.0
            ));
        }
    }
}

impl StateJson {
    /// The state these fields describe, with every reason it is impossible
    /// added to `r` (`None` only when even the table cannot be set up).
    fn validate(self, r: &mut Vec<String>) -> Option<Jackar> {
        let Some(board) = usize::try_from(self.players).ok().and_then(Board::new) else {
            r.push(format!("players must be 2, 4 or 6, not {}", self.players));
            return None;
        };
        let n = board.players();
        let mut game = Jackar::start(board, self.options.unwrap_or_default());
        self.check_geometry(&game, r);
        self.read_marbles(&mut game, r);
        game.rebuild_occ();
        self.read_cards(&mut game, r);
        let to_move = read_seat("to_move", self.to_move, n, r);
        let leader = read_seat("leader", self.leader, n, r);
        game.order.set_leader(leader);
        game.series = self.series.unwrap_or(0);
        game.deal = match self.deal {
            Some(d) if d > 99 => {
                r.push(format!("deal must be a whole number 0–99, not {d}"));
                0
            }
            d => d.unwrap_or(0) as usize,
        };
        game.last_played = self.last_played;
        let winners = game.winners();
        game.phase = self.phase.unwrap_or(if to_move.is_some() {
            Phase::Play
        } else if !winners.is_empty() {
            Phase::Over
        } else if leader.is_none() {
            Phase::Opening
        } else {
            Phase::Deal
        });
        game.order.set_current(to_move.unwrap_or(Seat(0)));
        // The partial form may leave the leader out: the seat to move then leads.
        if leader.is_none() && matches!(game.phase, Phase::Play | Phase::Discard) {
            game.order.set_leader(to_move);
        }
        if let Some(w) = &self.winners
            && *w != winners
        {
            r.push(format!(
                "winners {:?} do not match the marbles (which say {:?})",
                w.iter().map(|s| s.0).collect::<Vec<_>>(),
                winners.iter().map(|s| s.0).collect::<Vec<_>>()
            ));
        }
        game.check_phase(to_move, r);
        Some(game)
    }

    /// `track_len`, `home` and `teams`, when given, must be the board's.
    fn check_geometry(&self, game: &Jackar, r: &mut Vec<String>) {
        let board = game.board;
        let n = board.players();
        let home: Vec<u64> = Seat::all(n).map(|s| u64::from(board.home(s))).collect();
        let teams = game.order.teams();
        if let Some(t) = self.track_len.filter(|&t| t != u64::from(board.track_len())) {
            r.push(format!(
                "track_len {t} is not that of {n} players ({})",
                board.track_len()
            ));
        }
        if let Some(h) = self.home.as_ref().filter(|&h| *h != home) {
            r.push(format!("home {h:?} is not that of {n} players ({home:?})"));
        }
        if let Some(t) = self.teams.as_ref().filter(|&t| *t != teams) {
            r.push(format!("teams {t:?} is not that of {n} players ({teams:?})"));
        }
    }

    /// `marbles`: per seat, four places on the board; no two marbles on one cell.
    fn read_marbles(&self, game: &mut Jackar, r: &mut Vec<String>) {
        let board = game.board;
        let n = board.players();
        if self.marbles.len() != n {
            r.push(format!("marbles must list {n} seats of four places each"));
            return;
        }
        let mut on_cell: [Option<MarbleId>; 256] = [None; 256];
        for (s, places) in self.marbles.iter().enumerate() {
            if places.len() != MARBLES {
                r.push(format!("marbles of seat {s} must be four places"));
                continue;
            }
            for (i, &place) in places.iter().enumerate() {
                let m = MarbleId::new(Seat::new(s), i as u8);
                match place {
                    Place::Track(c) if c >= board.track_len() => {
                        r.push(format!(
                            "marble {m}: track pos {c} is off the board (cells 0–{})",
                            board.track_len() - 1
                        ));
                        continue;
                    }
                    Place::Track(c) => {
                        if let Some(other) = on_cell[usize::from(c)].replace(m) {
                            r.push(format!("marbles {other} and {m} are both on track cell {c}"));
                        }
                    }
                    Place::Base(b) if places[..i].contains(&place) => {
                        r.push(format!("two marbles of seat {s} are on base cell {b}"));
                    }
                    _ => {}
                }
                game.marbles[s][i] = place;
            }
        }
    }

    /// `hands`, `played`, `set_aside` and `stock` (derived when absent): no more
    /// cards of a rank than the deck(s) hold, and exactly that many when the stock is given.
    fn read_cards(&self, game: &mut Jackar, r: &mut Vec<String>) {
        let n = game.board.players();
        if self.hands.len() == n {
            for (s, hand) in self.hands.iter().enumerate().take(MAX_SEATS) {
                game.hands[s] = counts_of(hand);
            }
        } else {
            r.push(format!("hands must list {n} hands"));
        }
        let counts = |cards: &Option<Vec<Card>>| cards.as_deref().map(counts_of);
        game.played = counts(&self.played).unwrap_or_default();
        game.set_aside = counts(&self.set_aside).unwrap_or_default();
        let stock = counts(&self.stock);
        let aside = count(&game.set_aside);
        if aside != 0 && !(n == 6 && aside == 8) {
            r.push(format!(
                "set_aside holds {aside} cards; only six players set aside, and then 8 (D12)"
            ));
        }
        let copies = copies_per_rank(n);
        let decks = if n == 6 { "two decks hold" } else { "the deck holds" };
        let mut derived = [0u8; 13];
        for (k, card) in Card::ALL.iter().enumerate() {
            let in_hands: u32 = (0..n).map(|s| u32::from(game.hands[s][k])).sum();
            let used = in_hands
                + u32::from(game.played[k])
                + u32::from(game.set_aside[k])
                + stock.map_or(0, |st| u32::from(st[k]));
            if used > u32::from(copies) {
                r.push(format!("{used} cards {card} in all, but {decks} {copies}"));
            } else if stock.is_some() && used < u32::from(copies) {
                r.push(format!(
                    "{used} cards {card} in hands, stock, played and set_aside, but {decks} {copies}"
                ));
            } else {
                derived[k] = copies - used as u8;
            }
        }
        // The counts are checked above; an impossible stock is not kept.
        game.stock = stock_of(&stock.filter(|_| r.is_empty()).unwrap_or(derived));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::cards_of;

    #[test]
    fn counts_of_counts_each_rank_and_cards_of_reads_them_back() {
        let counts = counts_of(&[Card::King, Card::Ace, Card::King, Card::Seven]);
        assert_eq!((counts[0], counts[6], counts[12], count(&counts)), (1, 1, 2, 4));
        assert_eq!(cards_of(&counts), [Card::Ace, Card::Seven, Card::King, Card::King]);
    }
}
