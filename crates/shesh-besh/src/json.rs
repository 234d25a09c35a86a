//! The state as JSON, documented in `docs/state.md`: one serde type for what is
//! written and read, then a validation step (`validate.rs`) that lists every
//! reason a state is impossible.
//!
//! A field of the wrong type makes the JSON unreadable: it is named by its
//! path, with the unknown fields met before it (`rules_core::read_state`).
//! Everything else is listed together: fields not documented (collected while
//! reading rather than refused at the first, so they are listed with the
//! rest), and values of the right type that are out of range — counts and
//! seats are read as any whole number and checked after reading.

use rules_core::{LoadError, Seat};
use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;

use crate::legal::BAR;
use crate::options::MAX_CUBE;
use crate::state::CHECKERS;
use crate::validate::ToMove;
use crate::{Options, Phase, SheshBesh, WinKind, position_id};

/// The state JSON: the full form written by `state_json`, and the shorter forms
/// read (every field may be left out but the board or the Position ID).
#[derive(Default, Serialize, Deserialize)]
#[serde(default)]
struct StateJson {
    board: Option<Vec<i64>>,
    bar: Option<[i64; 2]>,
    off: Option<[i64; 2]>,
    phase: Option<Phase>,
    /// Absent (`None`), null once over (`Some(None)`), a seat or `"chance"`.
    #[serde(deserialize_with = "present")]
    to_move: Option<Option<SeatOrWord>>,
    turn: Option<i64>,
    dice: Option<[i64; 2]>,
    position_id: Option<String>,
    score: Option<[u32; 2]>,
    match_to: Option<u32>,
    options: Option<Options>,
    last_game: Option<LastGameJson>,
    /// D3: written only with the cube on, as `crawford`.
    #[serde(skip_serializing_if = "Option::is_none")]
    cube: Option<CubeJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    crawford: Option<bool>,
}

/// How the previous game ended.
#[derive(Serialize, Deserialize)]
struct LastGameJson {
    winner: i64,
    kind: WinKind,
}

/// The doubling cube (D3); its owner must be given, null while in the middle.
#[derive(Serialize, Deserialize)]
struct CubeJson {
    value: u64,
    #[serde(default, deserialize_with = "present")]
    owner: Option<Option<i64>>,
}

/// A field given (even as null) is `Some`; an absent one stays `None` by default.
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<Option<T>>, D::Error> {
    Option::<T>::deserialize(d).map(Some)
}

/// `to_move` when not null: a seat number or `"chance"`, checked after reading.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum SeatOrWord {
    Seat(i64),
    Word(String),
}

impl SheshBesh {
    /// The state as documented JSON (`docs/state.md`).
    pub(crate) fn to_json(&self) -> Value {
        let to_move = match self.phase {
            Phase::Move | Phase::Decide => Some(SeatOrWord::Seat(self.turn.0.into())),
            Phase::Respond => Some(SeatOrWord::Seat((1 - self.turn.0).into())),
            Phase::Opening | Phase::Roll => Some(SeatOrWord::Word("chance".into())),
            Phase::Over => None,
        };
        let state = StateJson {
            board: Some(self.board().iter().map(|&n| i64::from(n)).collect()),
            bar: Some([0, 1].map(|s| i64::from(self.bar(Seat(s))))),
            off: Some([0, 1].map(|s| i64::from(self.off(Seat(s))))),
            phase: Some(self.phase),
            to_move: Some(to_move),
            turn: (self.phase != Phase::Opening).then_some(i64::from(self.turn.0)),
            dice: self.dice.map(|(a, b)| [a, b].map(i64::from)),
            position_id: Some(self.position_id()),
            score: Some(self.score),
            match_to: Some(self.options.match_to),
            options: Some(self.options.clone()),
            last_game: self.last_game.map(|(winner, kind)| LastGameJson {
                winner: i64::from(winner.0),
                kind,
            }),
            // D3: the cube's fields appear only when the option is on, so a
            // cubeless table writes exactly what it did before the option existed.
            cube: self.options.cube.then_some(CubeJson {
                value: u64::from(self.cube),
                owner: Some(self.cube_owner.map(|s| i64::from(s.0))),
            }),
            crawford: self.options.cube.then_some(self.crawford),
        };
        // Plain data of our own always serialises; null rather than a panic if not.
        serde_json::to_value(state).unwrap_or(Value::Null)
    }

    /// Reads a state (see `docs/state.md`), listing every problem found.
    pub(crate) fn from_json(value: &Value) -> Result<SheshBesh, LoadError> {
        rules_core::read_state(
            value,
            "Shesh-Besh",
            |_, _| None,
            |state: StateJson, reasons| match state.read(std::mem::take(reasons)) {
                Ok(game) => Some(game),
                Err(refused) => {
                    *reasons = refused.reasons;
                    None
                }
            },
        )
    }

    /// A position from a GNU Backgammon Position ID, with `to_move` on roll and the
    /// dice to play (or `None`: `to_move` is about to roll). Default options, 0-0.
    ///
    /// # Errors
    /// When the id is not a position with 15 checkers a side, or the dice are not dice.
    pub fn from_position_id(id: &str, to_move: Seat, dice: Option<(u8, u8)>) -> Result<Self, LoadError> {
        if to_move.0 > 1 {
            return Err(LoadError::new(format!(
                "to_move must be seat 0 or 1, not {}",
                to_move.0
            )));
        }
        StateJson {
            position_id: Some(id.to_string()),
            to_move: Some(Some(SeatOrWord::Seat(to_move.0.into()))),
            dice: dice.map(|(a, b)| [a, b].map(i64::from)),
            ..StateJson::default()
        }
        .read(Vec::new())
    }
}

/// A seat number of the JSON: 0 or 1, else a reason naming the field.
fn seat(n: i64, what: &str, reasons: &mut Vec<String>) -> Option<Seat> {
    match n {
        0 => Some(Seat(0)),
        1 => Some(Seat(1)),
        _ => {
            reasons.push(format!("{what} must be 0, 1 or null, not {n}"));
            None
        }
    }
}

impl StateJson {
    /// The state, if possible; else every reason it is not, after the `reasons`
    /// found while reading.
    fn read(self, mut reasons: Vec<String>) -> Result<SheshBesh, LoadError> {
        let options_given = self.options.is_some();
        let mut options = self.options.unwrap_or_default();
        match self.match_to {
            Some(n) if options_given && n != options.match_to => reasons.push(format!(
                "match_to {n} differs from the options' match_to {}",
                options.match_to
            )),
            Some(n) => options.match_to = n,
            None => {}
        }
        if options.match_to == 0 {
            reasons.push("match_to must be at least 1".into());
        }
        let phase_given = self.phase;
        let to_move = match self.to_move {
            None => ToMove::Absent,
            Some(None) => ToMove::Over,
            Some(Some(SeatOrWord::Word(w))) if w == "chance" => ToMove::Chance,
            Some(Some(SeatOrWord::Seat(0))) => ToMove::Seat(Seat(0)),
            Some(Some(SeatOrWord::Seat(1))) => ToMove::Seat(Seat(1)),
            Some(Some(other)) => {
                let other = serde_json::to_value(other).unwrap_or_default();
                reasons.push(format!("to_move must be 0, 1, \"chance\" or null, not {other}"));
                ToMove::Absent
            }
        };
        let turn = self.turn.and_then(|n| seat(n, "turn", &mut reasons));
        let dice = match self.dice {
            None => None,
            Some([a, b]) if (1..=6).contains(&a) && (1..=6).contains(&b) => Some((a as u8, b as u8)),
            Some(d) => {
                reasons.push(format!("dice must be two numbers from 1 to 6 or null, not {d:?}"));
                None
            }
        };
        let score = self.score.unwrap_or([0, 0]);
        let last_game = self
            .last_game
            .and_then(|g| Some((seat(g.winner, "last_game.winner", &mut reasons)?, g.kind)));
        let (cube, cube_owner, crawford) = read_cube(self.cube, self.crawford, options.cube, &mut reasons);
        // Whose turn: `turn`, or the seat in `to_move` (while a double is offered
        // the responder acts: `to_move` is the other seat).
        let seat = match (phase_given, to_move, turn) {
            (Some(Phase::Respond), ToMove::Seat(a), Some(b)) if a == b => {
                reasons.push(format!(
                    "in phase respond, to_move is the player answering the double, not turn {}",
                    b.0
                ));
                Some(b)
            }
            (Some(Phase::Respond), ToMove::Seat(a), None) => Some(Seat(1 - a.0)),
            (Some(Phase::Respond), _, t) => t,
            (_, ToMove::Seat(a), Some(b)) if a != b => {
                reasons.push(format!("to_move {} and turn {} disagree", a.0, b.0));
                Some(a)
            }
            (_, ToMove::Seat(a), _) => Some(a),
            (_, _, t) => t,
        };
        let phase = phase_given.unwrap_or(match (to_move, dice) {
            (ToMove::Over, _) => Phase::Over,
            (ToMove::Seat(_), Some(_)) => Phase::Move,
            (ToMove::Seat(_), None) => Phase::Roll,
            (ToMove::Chance | ToMove::Absent, _) if seat.is_some() => Phase::Roll,
            (ToMove::Chance | ToMove::Absent, _) => Phase::Opening,
        });
        let sides = if let Some(board) = &self.board {
            let sides = read_board(board, self.bar, self.off, &mut reasons);
            if let (Some(sides), Some(id)) = (sides, &self.position_id) {
                let on_roll = usize::from(seat.map_or(0, |s| s.0 & 1));
                let expected = position_id::encode(&sides[on_roll], &sides[1 - on_roll]);
                if *id != expected {
                    reasons.push(format!(
                        "position_id {id:?} does not match the board (which is {expected:?})"
                    ));
                }
            }
            sides
        } else if let Some(id) = &self.position_id {
            let Some(s) = seat else {
                reasons.push("a state given by position_id needs to_move (the seat on roll, 0 or 1)".into());
                return Err(LoadError { reasons });
            };
            match sides_from_id(id, s) {
                Ok(sides) => Some(sides),
                Err(e) => {
                    reasons.extend(e.reasons);
                    None
                }
            }
        } else {
            reasons.push("a state needs a board (with bar and off) or a position_id".into());
            None
        };
        let Some(sides) = sides else {
            return Err(LoadError { reasons });
        };
        // The checks below count borne-off checkers from the board, which is only
        // meaningful once each side is known to hold at most 15.
        LoadError::check(reasons)?;
        let mut game = SheshBesh {
            options,
            sides,
            phase,
            turn: seat.unwrap_or(Seat(0)),
            dice: dice.map(|(a, b)| (a.max(b), a.min(b))),
            score,
            last_game,
            cube,
            cube_owner,
            crawford,
        };
        // D3: a short form naming the seat about to roll, with the cube on and
        // that seat able to double, starts at its choice to double or roll.
        if phase_given.is_none()
            && game.phase == Phase::Roll
            && matches!(to_move, ToMove::Seat(_))
            && game.may_double(game.turn)
        {
            game.phase = Phase::Decide;
        }
        LoadError::check(game.consistency(to_move, seat))?;
        // A finished game whose `turn` was left out: the turn is the winner's
        // (the consistency checks hold a given turn to that), not seat 0's, so
        // the last game is credited right and the state written back loads again.
        if game.phase == Phase::Over && seat.is_none() {
            if let Some((w, WinKind::Dropped)) = game.last_game {
                game.turn = w;
            } else if let Some(w) = [Seat(0), Seat(1)].into_iter().find(|&s| game.off(s) == CHECKERS) {
                game.turn = w;
            }
        }
        if game.phase == Phase::Over && game.last_game.is_none() {
            game.last_game = Some((game.turn, game.win_kind(game.turn)));
        }
        Ok(game)
    }
}

/// The cube's value, owner and Crawford flag (D3), checked; 1, in the middle,
/// not Crawford when absent. Refused without the cube option.
fn read_cube(
    cube: Option<CubeJson>,
    crawford: Option<bool>,
    cube_on: bool,
    reasons: &mut Vec<String>,
) -> (u8, Option<Seat>, bool) {
    if !cube_on {
        for (key, given) in [("cube", cube.is_some()), ("crawford", crawford.is_some())] {
            if given {
                reasons.push(format!(
                    "{key} is only given with the doubling cube on (options.cube, D3)"
                ));
            }
        }
        return (1, None, false);
    }
    let mut out = (1, None, crawford.unwrap_or(false));
    if let Some(c) = cube {
        match u8::try_from(c.value) {
            Ok(n) if n.is_power_of_two() && n <= MAX_CUBE => out.0 = n,
            _ => reasons.push(format!(
                "cube must be {{\"value\": 1, 2, 4, .. or 64, \"owner\": null, 0 or 1}}, not value {}",
                c.value
            )),
        }
        match c.owner {
            None => reasons.push("cube.owner is missing (null while the cube is in the middle)".into()),
            Some(owner) => out.1 = owner.and_then(|n| seat(n, "cube.owner", reasons)),
        }
        match (out.0, out.1) {
            (1, Some(s)) => reasons.push(format!(
                "a cube at 1 is in the middle: nobody owns it, yet the owner is seat {}",
                s.0
            )),
            (n, None) if n > 1 => reasons.push(format!("a cube at {n} has been taken: its owner is 0 or 1, not null")),
            _ => {}
        }
    }
    out
}

/// Two counts from 0 to 15 (`bar`, `off`); zeros when not given.
fn read_pair(pair: Option<[i64; 2]>, key: &str, reasons: &mut Vec<String>) -> Option<[u8; 2]> {
    match pair {
        None => Some([0, 0]),
        Some([a, b]) if (0..=15).contains(&a) && (0..=15).contains(&b) => Some([a as u8, b as u8]),
        Some(p) => {
            reasons.push(format!("{key} must be two counts from 0 to 15, not {p:?}"));
            None
        }
    }
}

/// Both sides from the signed board, the bar and the checkers off, checked.
fn read_board(
    board: &[i64],
    bar: Option<[i64; 2]>,
    off: Option<[i64; 2]>,
    reasons: &mut Vec<String>,
) -> Option<[[u8; 25]; 2]> {
    if board.len() != 24 {
        reasons.push(format!("board must have 24 points, not {}", board.len()));
        return None;
    }
    let bar = read_pair(bar, "bar", reasons);
    let off = read_pair(off, "off", reasons);
    let mut sides = [[0u8; 25]; 2];
    for (i, &n) in board.iter().enumerate() {
        // `unsigned_abs`: `abs` of i64::MIN overflows (a panic in debug builds).
        if n.unsigned_abs() > 15 {
            reasons.push(format!("board[{i}] = {n}: at most 15 checkers on a point"));
            continue;
        }
        // Positive is seat 0 on its point i + 1; negative is seat 1 on its point 24 - i.
        if n > 0 {
            sides[0][i] = n as u8;
        } else {
            sides[1][23 - i] = n.unsigned_abs() as u8;
        }
    }
    let (bar, off) = (bar?, off?);
    for s in 0..2 {
        sides[s][BAR] = bar[s];
        let total: u32 = sides[s].iter().map(|&n| u32::from(n)).sum::<u32>() + u32::from(off[s]);
        if total != u32::from(CHECKERS) {
            reasons.push(format!(
                "seat {s} has {total} checkers on the board, the bar and off, not 15"
            ));
        }
    }
    Some(sides)
}

/// The sides of a position id with `on_roll` to move, checked.
fn sides_from_id(id: &str, on_roll: Seat) -> Result<[[u8; 25]; 2], LoadError> {
    let (me, opp) = position_id::decode(id)?;
    let mut reasons = Vec::new();
    for i in 0..24 {
        if me[i] > 0 && opp[23 - i] > 0 {
            reasons.push(format!(
                "both sides have checkers on the point that is {}'s {}-point",
                on_roll,
                i + 1
            ));
        }
    }
    for (who, side) in [("the side on roll", &me), ("the other side", &opp)] {
        let n: u32 = side.iter().map(|&n| u32::from(n)).sum();
        if n > u32::from(CHECKERS) {
            reasons.push(format!("{who} has {n} checkers, more than 15"));
        }
    }
    LoadError::check(reasons)?;
    Ok(if on_roll.0 == 0 { [me, opp] } else { [opp, me] })
}
