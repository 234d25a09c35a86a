//! The state JSON (see `docs/state.md`), full and partial.
//!
//! The full form names everything, the undealt and set-aside cards included;
//! it loads back to exactly the same state. The partial form gives only
//! `players`, `marbles`, `hands` and `to_move` (optionally `leader`, `options`,
//! `phase`, `deal`, `series`, `played`, `last_played`); the stock is then every
//! card of the deck(s) in no hand and not played, and nothing is set aside.
//! Loading lists every reason a state is impossible, not only the first.

use rules_core::{LoadError, Seat};
use serde_json::{Map, Value, json};

use crate::apply::put;
use crate::board::{BASE_CELLS, Board, MARBLES, Place};
use crate::card::Card;
use crate::options::Options;
use crate::state::{CardCounts, Jackar, Phase, cards_of, copies_per_rank, count, deal_series, stock_of};

/// Every field the state may carry.
const FIELDS: [&str; 17] = [
    "players",
    "track_len",
    "home",
    "teams",
    "marbles",
    "hands",
    "to_move",
    "leader",
    "phase",
    "options",
    "series",
    "deal",
    "stock",
    "played",
    "last_played",
    "set_aside",
    "winners",
];

fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Opening => "opening",
        Phase::Deal => "deal",
        Phase::Play => "play",
        Phase::Discard => "discard",
        Phase::Over => "over",
    }
}

fn place_json(place: Place) -> Value {
    match place {
        Place::Graveyard => json!({"zone": "graveyard", "pos": null}),
        Place::Track(c) => json!({"zone": "track", "pos": c}),
        Place::Base(i) => json!({"zone": "base", "pos": i}),
    }
}

fn cards_json(counts: &CardCounts) -> Value {
    Value::Array(cards_of(counts).iter().map(|c| json!(c.symbol())).collect())
}

impl Jackar {
    /// The state as documented JSON.
    pub(crate) fn json_value(&self) -> Value {
        let n = self.board.players();
        let seats = || Seat::all(n);
        let acting = matches!(self.phase, Phase::Play | Phase::Discard);
        json!({
            "players": n,
            "track_len": self.board.track_len(),
            "home": seats().map(|s| self.board.home(s)).collect::<Vec<_>>(),
            "teams": self.board.teams(),
            "marbles": seats()
                .map(|s| self.marbles[s.index()].iter().map(|&p| place_json(p)).collect::<Vec<_>>())
                .collect::<Vec<_>>(),
            "hands": seats().map(|s| cards_json(&self.hands[s.index()])).collect::<Vec<_>>(),
            "to_move": if acting { json!(self.order.current().0) } else { Value::Null },
            "leader": self.order.leader().map(|s| s.0),
            "phase": phase_name(self.phase),
            "options": self.options,
            "series": self.series,
            "deal": self.deal,
            "stock": self.stock.draw_pile().iter().map(|c| c.symbol()).collect::<Vec<_>>(),
            "played": cards_json(&self.played),
            "last_played": self.last_played.map(Card::symbol),
            "set_aside": cards_json(&self.set_aside),
            "winners": self.winners(),
        })
    }

    /// Reads a full or partial state, listing every problem found.
    pub(crate) fn from_json(value: &Value) -> Result<Jackar, LoadError> {
        let Some(obj) = value.as_object() else {
            return Err(LoadError::new("a Jackar state is a JSON object"));
        };
        let mut r = Vec::new();
        for k in obj.keys() {
            if !FIELDS.contains(&k.as_str()) {
                r.push(format!("unknown field {k:?}"));
            }
        }
        let players = match obj.get("players") {
            None => {
                r.push("players is missing (2, 4 or 6)".into());
                return Err(LoadError { reasons: r });
            }
            Some(v) => v.as_u64().and_then(|p| Board::new(usize::try_from(p).ok()?)),
        };
        let Some(board) = players else {
            r.push(format!("players must be 2, 4 or 6, not {}", obj["players"]));
            return Err(LoadError { reasons: r });
        };
        let n = board.players();
        let options: Options = match obj.get("options") {
            None | Some(Value::Null) => Options::default(),
            Some(v) => serde_json::from_value(v.clone()).unwrap_or_else(|e| {
                r.push(format!("bad options: {e}"));
                Options::default()
            }),
        };
        check_geometry(obj, board, &mut r);
        let mut game = Jackar::start(board, options);
        read_marbles(obj, board, &mut game, &mut r);
        game.rebuild_occ();
        read_cards(obj, &mut game, &mut r);
        let to_move = read_seat(obj, "to_move", n, &mut r);
        let leader = read_seat(obj, "leader", n, &mut r);
        game.order.set_leader(leader);
        game.series = read_number(obj, "series", u64::from(u32::MAX), &mut r).map_or(0, |v| v as u32);
        game.deal = read_number(obj, "deal", 99, &mut r).map_or(0, |v| v as usize);
        game.last_played = match obj.get("last_played") {
            None | Some(Value::Null) => None,
            Some(v) => match v.as_str().map(str::parse::<Card>) {
                Some(Ok(c)) => Some(c),
                _ => {
                    r.push(format!("last_played must be a card or null, not {v}"));
                    None
                }
            },
        };
        let winners = game.winners();
        let phase = match obj.get("phase") {
            None | Some(Value::Null) => {
                if to_move.is_some() {
                    Phase::Play
                } else if !winners.is_empty() {
                    Phase::Over
                } else if leader.is_none() {
                    Phase::Opening
                } else {
                    Phase::Deal
                }
            }
            Some(v) => match v.as_str() {
                Some("opening") => Phase::Opening,
                Some("deal") => Phase::Deal,
                Some("play") => Phase::Play,
                Some("discard") => Phase::Discard,
                Some("over") => Phase::Over,
                _ => {
                    r.push(format!(
                        "phase must be \"opening\", \"deal\", \"play\", \"discard\" or \"over\", not {v}"
                    ));
                    Phase::Play
                }
            },
        };
        game.phase = phase;
        game.order.set_current(to_move.unwrap_or(Seat(0)));
        // The partial form may leave the leader out: the seat to move then leads.
        if game.order.leader().is_none() && matches!(phase, Phase::Play | Phase::Discard) {
            game.order.set_leader(to_move);
        }
        if let Some(v) = obj.get("winners") {
            match serde_json::from_value::<Vec<Seat>>(v.clone()) {
                Ok(w) if w == winners => {}
                Ok(_) => r.push(format!("winners {v} do not match the marbles (which say {winners:?})")),
                Err(_) => r.push(format!("winners must be a list of seats, not {v}")),
            }
        }
        game.check_phase(to_move, &mut r);
        LoadError::check(r)?;
        Ok(game)
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
        match self.phase {
            Phase::Play | Phase::Discard => match to_move {
                None => r.push(format!("in phase {name}, to_move must name the seat to act")),
                Some(s) if count(&self.hands[s.index()]) == 0 => {
                    r.push(format!("to_move {} holds no card to {name}", s.0));
                }
                _ => {}
            },
            _ => {
                if let Some(s) = to_move {
                    r.push(format!(
                        "in phase {name} nobody is to move: to_move must be null, not {}",
                        s.0
                    ));
                }
            }
        }
        match self.phase {
            Phase::Opening => {
                if self.order.leader().is_some() {
                    r.push("at the opening draw there is no leader yet: leader must be null".into());
                }
                if !hands_empty {
                    r.push("at the opening draw nobody holds cards".into());
                }
            }
            Phase::Deal if self.order.leader().is_none() => {
                r.push("in phase deal the leader (the dealer) must be named".into())
            }
            _ => {}
        }
        if self.phase == Phase::Deal {
            if !hands_empty {
                r.push("a deal is due only when every hand is empty".into());
            }
            if self.deal > 0 {
                let need = series.get(self.deal).copied().unwrap_or(0) * n;
                if self.stock.len() < need {
                    r.push(format!(
                        "deal {} needs {need} cards but the stock holds {}",
                        self.deal,
                        self.stock.len()
                    ));
                }
            }
        }
        if let Some(c) = self.last_played
            && self.played[usize::from(c.value() - 1)] == 0
        {
            r.push(format!("last_played {c} is not among the played cards"));
        }
    }
}

/// `track_len`, `home` and `teams`, when given, must be the board's.
fn check_geometry(obj: &Map<String, Value>, board: Board, r: &mut Vec<String>) {
    let n = board.players();
    let expect = [
        ("track_len", json!(board.track_len())),
        ("home", json!(Seat::all(n).map(|s| board.home(s)).collect::<Vec<_>>())),
        ("teams", json!(board.teams())),
    ];
    for (field, want) in expect {
        if let Some(v) = obj.get(field)
            && *v != want
        {
            r.push(format!("{field} {v} is not that of {n} players ({want})"));
        }
    }
}

/// A seat number or null (absent = null).
fn read_seat(obj: &Map<String, Value>, field: &str, n: usize, r: &mut Vec<String>) -> Option<Seat> {
    match obj.get(field) {
        None | Some(Value::Null) => None,
        Some(v) => match v.as_u64() {
            Some(s) if s < n as u64 => Some(Seat(s as u8)),
            _ => {
                r.push(format!("{field} must be a seat 0–{} or null, not {v}", n - 1));
                None
            }
        },
    }
}

/// A whole number up to `max`, `None` when absent, null or wrong.
fn read_number(obj: &Map<String, Value>, field: &str, max: u64, r: &mut Vec<String>) -> Option<u64> {
    match obj.get(field) {
        None | Some(Value::Null) => None,
        Some(v) => match v.as_u64() {
            Some(x) if x <= max => Some(x),
            _ => {
                r.push(format!("{field} must be a whole number 0–{max}, not {v}"));
                None
            }
        },
    }
}

/// One place: `{"zone": …, "pos": …}`.
fn read_place(v: &Value, n_cells: u8) -> Result<Place, String> {
    let Some(o) = v.as_object() else {
        return Err(format!("{v} is not a place ({{\"zone\": …, \"pos\": …}})"));
    };
    if let Some(k) = o.keys().find(|k| *k != "zone" && *k != "pos") {
        return Err(format!("a place has zone and pos only, not {k:?}"));
    }
    let pos = o.get("pos").unwrap_or(&Value::Null);
    match o.get("zone").and_then(Value::as_str) {
        Some("graveyard") if pos.is_null() => Ok(Place::Graveyard),
        Some("graveyard") => Err(format!("a marble in the graveyard has pos null, not {pos}")),
        Some("track") => match pos.as_u64() {
            Some(c) if c < u64::from(n_cells) => Ok(Place::Track(c as u8)),
            _ => Err(format!("track pos {pos} is off the board (cells 0–{})", n_cells - 1)),
        },
        Some("base") => match pos.as_u64() {
            Some(c) if c < u64::from(BASE_CELLS) => Ok(Place::Base(c as u8)),
            _ => Err(format!("base pos {pos} is not a base cell (0–3)")),
        },
        _ => Err(format!("zone must be \"graveyard\", \"track\" or \"base\" in {v}")),
    }
}

/// `marbles`: per seat, four places; no two marbles on one cell.
fn read_marbles(obj: &Map<String, Value>, board: Board, game: &mut Jackar, r: &mut Vec<String>) {
    let n = board.players();
    let Some(v) = obj.get("marbles") else {
        r.push("marbles is missing".into());
        return;
    };
    let Some(seats) = v.as_array().filter(|a| a.len() == n) else {
        r.push(format!("marbles must list {n} seats of four places each"));
        return;
    };
    let mut on_cell: Vec<Option<(usize, usize)>> = vec![None; usize::from(board.track_len())];
    for (s, places) in seats.iter().enumerate() {
        let Some(places) = places.as_array().filter(|a| a.len() == MARBLES) else {
            r.push(format!("marbles of seat {s} must be four places"));
            continue;
        };
        for (i, p) in places.iter().enumerate() {
            match read_place(p, board.track_len()) {
                Ok(place) => {
                    match place {
                        Place::Track(c) => {
                            if let Some((s2, i2)) = on_cell[usize::from(c)] {
                                r.push(format!(
                                    "marbles {}{} and {}{} are both on track cell {c}",
                                    s2 + 1,
                                    char::from(b'a' + i2 as u8),
                                    s + 1,
                                    char::from(b'a' + i as u8)
                                ));
                            }
                            on_cell[usize::from(c)] = Some((s, i));
                        }
                        Place::Base(b) if game.marbles[s][..i].contains(&Place::Base(b)) => {
                            r.push(format!("two marbles of seat {s} are on base cell {b}"));
                        }
                        _ => {}
                    }
                    game.marbles[s][i] = place;
                }
                Err(e) => r.push(format!("marble {}{}: {e}", s + 1, char::from(b'a' + i as u8))),
            }
        }
    }
}

/// A list of cards, or why not.
fn read_card_list(v: &Value, what: &str, r: &mut Vec<String>) -> CardCounts {
    let mut counts = [0u8; 13];
    let Some(items) = v.as_array() else {
        r.push(format!("{what} must be a list of cards, not {v}"));
        return counts;
    };
    for item in items {
        match item.as_str().map(str::parse::<Card>) {
            Some(Ok(c)) if counts[usize::from(c.value() - 1)] < u8::MAX => put(&mut counts, c),
            _ => r.push(format!(
                "{what}: {item} is not a card (\"A\", \"2\"…\"10\", \"J\", \"Q\", \"K\")"
            )),
        }
    }
    counts
}

/// `hands`, `played`, `set_aside` and `stock` (derived when absent): no more
/// cards of a rank than the deck(s) hold, and exactly that many when the stock is given.
fn read_cards(obj: &Map<String, Value>, game: &mut Jackar, r: &mut Vec<String>) {
    let n = game.board.players();
    match obj.get("hands") {
        None => r.push("hands is missing".into()),
        Some(v) => match v.as_array().filter(|a| a.len() == n) {
            Some(hands) => {
                for (s, h) in hands.iter().enumerate() {
                    game.hands[s] = read_card_list(h, &format!("hand of seat {s}"), r);
                }
            }
            None => r.push(format!("hands must list {n} hands")),
        },
    }
    let optional = |field: &str, r: &mut Vec<String>| match obj.get(field) {
        None | Some(Value::Null) => None,
        Some(v) => Some(read_card_list(v, field, r)),
    };
    game.played = optional("played", r).unwrap_or([0; 13]);
    game.set_aside = optional("set_aside", r).unwrap_or([0; 13]);
    let stock = optional("stock", r);
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
        let used: u32 = (0..n).map(|s| u32::from(game.hands[s][k])).sum::<u32>()
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
    game.stock = stock_of(&stock.unwrap_or(derived));
}
