//! The state as JSON, documented in `docs/state.md`, and loading it back.

use rules_core::{LoadError, Seat};
use serde_json::{Map, Value, json};

use crate::legal::BAR;
use crate::options::MAX_CUBE;
use crate::state::{CHECKERS, START};
use crate::{Options, Phase, SheshBesh, WinKind, position_id};

impl SheshBesh {
    /// The state as documented JSON (`docs/state.md`).
    pub(crate) fn to_json(&self) -> Value {
        let to_move = match self.phase {
            Phase::Move | Phase::Decide => json!(self.turn.0),
            Phase::Respond => json!(1 - self.turn.0),
            Phase::Opening | Phase::Roll => json!("chance"),
            Phase::Over => Value::Null,
        };
        let turn = match self.phase {
            Phase::Opening => Value::Null,
            _ => json!(self.turn.0),
        };
        let mut out = json!({
            "board": self.board(),
            "bar": [self.bar(Seat(0)), self.bar(Seat(1))],
            "off": [self.off(Seat(0)), self.off(Seat(1))],
            "phase": self.phase,
            "to_move": to_move,
            "turn": turn,
            "dice": self.dice.map(|(a, b)| [a, b]),
            "position_id": self.position_id(),
            "score": self.score,
            "match_to": self.options.match_to,
            "options": self.options,
            "last_game": self.last_game.map(|(winner, kind)| json!({"winner": winner.0, "kind": kind})),
        });
        // D3: the cube's fields appear only when the option is on, so a cubeless
        // table writes exactly what it did before the option existed.
        if self.options.cube {
            out["cube"] = json!({"value": self.cube, "owner": self.cube_owner.map(|s| s.0)});
            out["crawford"] = json!(self.crawford);
        }
        out
    }

    /// Reads a state (see `docs/state.md`), listing every problem found.
    pub(crate) fn from_json(value: &Value) -> Result<SheshBesh, LoadError> {
        let Some(obj) = value.as_object() else {
            return Err(LoadError::new("a Shesh-Besh state is a JSON object"));
        };
        let mut reasons = Vec::new();
        const KNOWN: [&str; 14] = [
            "board",
            "bar",
            "off",
            "phase",
            "to_move",
            "turn",
            "dice",
            "position_id",
            "score",
            "match_to",
            "options",
            "last_game",
            "cube",
            "crawford",
        ];
        for k in obj.keys() {
            if !KNOWN.contains(&k.as_str()) {
                reasons.push(format!("unknown field {k:?}"));
            }
        }
        let mut options: Options = match obj.get("options") {
            None | Some(Value::Null) => Options::default(),
            Some(v) => serde_json::from_value(v.clone()).unwrap_or_else(|e| {
                reasons.push(format!("bad options: {e}"));
                Options::default()
            }),
        };
        if let Some(v) = obj.get("match_to") {
            match v.as_u64().and_then(|n| u32::try_from(n).ok()) {
                Some(n) if obj.get("options").is_some_and(|o| !o.is_null()) && n != options.match_to => reasons.push(
                    format!("match_to {n} differs from the options' match_to {}", options.match_to),
                ),
                Some(n) => options.match_to = n,
                None => reasons.push(format!("match_to must be a positive whole number, not {v}")),
            }
        }
        if options.match_to == 0 {
            reasons.push("match_to must be at least 1".into());
        }
        let phase_given: Option<Phase> = match obj.get("phase") {
            None | Some(Value::Null) => None,
            Some(v) => serde_json::from_value(v.clone()).map_or_else(
                |_| {
                    reasons.push(format!(
                        "phase must be \"opening\", \"roll\", \"decide\", \"respond\", \"move\" or \"over\", not {v}"
                    ));
                    None
                },
                Some,
            ),
        };
        let to_move = read_to_move(obj.get("to_move"), &mut reasons);
        let turn = read_seat_or_null(obj.get("turn"), "turn", &mut reasons);
        let dice = read_dice(obj.get("dice"), &mut reasons);
        let score = match obj.get("score") {
            None | Some(Value::Null) => [0, 0],
            Some(v) => serde_json::from_value::<[u32; 2]>(v.clone()).unwrap_or_else(|_| {
                reasons.push(format!("score must be two whole numbers, not {v}"));
                [0, 0]
            }),
        };
        let last_game = match obj.get("last_game") {
            None | Some(Value::Null) => None,
            Some(v) => read_last_game(v, &mut reasons),
        };
        let (cube, cube_owner, crawford) = read_cube(obj, options.cube, &mut reasons);
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
            (_, to_move, turn) => match (to_move, turn) {
                (ToMove::Seat(a), Some(b)) if a != b => {
                    reasons.push(format!("to_move {} and turn {} disagree", a.0, b.0));
                    Some(a)
                }
                (ToMove::Seat(a), _) => Some(a),
                (_, t) => t,
            },
        };
        let phase = phase_given.unwrap_or(match (to_move, dice) {
            (ToMove::Over, _) => Phase::Over,
            (ToMove::Seat(_), Some(_)) => Phase::Move,
            (ToMove::Seat(_), None) => Phase::Roll,
            (ToMove::Chance | ToMove::Absent, _) if seat.is_some() => Phase::Roll,
            (ToMove::Chance | ToMove::Absent, _) => Phase::Opening,
        });
        let sides = if obj.contains_key("board") {
            let sides = read_board(obj, &mut reasons);
            if let (Some(sides), Some(Value::String(id))) = (sides, obj.get("position_id")) {
                let on_roll = usize::from(seat.map_or(0, |s| s.0 & 1));
                let expected = position_id::encode(&sides[on_roll], &sides[1 - on_roll]);
                if *id != expected {
                    reasons.push(format!(
                        "position_id {id:?} does not match the board (which is {expected:?})"
                    ));
                }
            }
            match obj.get("position_id") {
                None | Some(Value::Null | Value::String(_)) => {}
                Some(id) => reasons.push(format!("position_id must be a string, not {id}")),
            }
            sides
        } else if let Some(id) = obj.get("position_id") {
            let Some(id) = id.as_str() else {
                return Err(LoadError::new(format!("position_id must be a string, not {id}")));
            };
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
        if !reasons.is_empty() {
            return Err(LoadError { reasons });
        }
        let game = SheshBesh {
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
        let mut game = game;
        // D3: a short form naming the seat about to roll, with the cube on and
        // that seat able to double, starts at its choice to double or roll.
        if phase_given.is_none()
            && game.phase == Phase::Roll
            && matches!(to_move, ToMove::Seat(_))
            && game.may_double(game.turn)
        {
            game.phase = Phase::Decide;
        }
        reasons.extend(game.consistency(to_move, seat));
        LoadError::check(reasons)?;
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

    /// Every way the phase, dice, seats and score disagree with the board.
    fn consistency(&self, to_move: ToMove, seat: Option<Seat>) -> Vec<String> {
        let mut r = Vec::new();
        let done: Vec<Seat> = [Seat(0), Seat(1)]
            .into_iter()
            .filter(|&s| self.off(s) == CHECKERS)
            .collect();
        let match_to = self.options.match_to;
        let expect_to_move = |r: &mut Vec<String>, want: ToMove, what: &str| {
            if to_move != ToMove::Absent && to_move != want {
                r.push(format!("in phase {what}, to_move must be {}", want.describe()));
            }
        };
        if done.len() == 2 {
            r.push("both sides have borne off all 15 checkers".into());
        }
        match self.phase {
            Phase::Opening => {
                expect_to_move(&mut r, ToMove::Chance, "opening");
                if self.sides != [START; 2] {
                    r.push("at the opening roll the checkers must be at the start (D4)".into());
                }
                if seat.is_some() {
                    r.push("nobody's turn at the opening roll: turn must be null".into());
                }
            }
            Phase::Roll | Phase::Decide | Phase::Respond | Phase::Move => {
                if self.phase == Phase::Move {
                    expect_to_move(&mut r, ToMove::Seat(self.turn), "move");
                } else if self.phase == Phase::Decide {
                    expect_to_move(&mut r, ToMove::Seat(self.turn), "decide");
                } else if self.phase == Phase::Respond {
                    expect_to_move(&mut r, ToMove::Seat(Seat(1 - self.turn.0)), "respond");
                } else if to_move != ToMove::Seat(self.turn) {
                    // The short form names the seat about to roll in to_move.
                    expect_to_move(&mut r, ToMove::Chance, "roll");
                }
                if seat.is_none() {
                    r.push("whose turn it is is missing (turn or to_move)".into());
                }
                if let Some(&s) = done.first() {
                    r.push(format!(
                        "seat {} has borne off all 15 checkers, so the game is over, yet it goes on",
                        s.0
                    ));
                }
            }
            Phase::Over if matches!(self.last_game, Some((_, WinKind::Dropped))) => {
                // D3: the last game ended on a dropped double, before anyone bore off.
                expect_to_move(&mut r, ToMove::Over, "over");
                if let Some((w, _)) = self.last_game {
                    if seat.is_some_and(|s| s != w) {
                        r.push(format!("the winner must be seat {}, whose double was dropped", w.0));
                    }
                    if self.score[w.index()] < match_to {
                        r.push(format!(
                            "the match is over but the winner has {} of {match_to} points",
                            self.score[w.index()]
                        ));
                    }
                    r.extend(self.loser_below_match(w));
                    r.extend(self.winner_short_before_last_game());
                }
                if !done.is_empty() {
                    r.push("a dropped double ends a game before anyone has borne off all 15".into());
                }
            }
            Phase::Over => {
                expect_to_move(&mut r, ToMove::Over, "over");
                match done.as_slice() {
                    [w] => {
                        if seat.is_some_and(|s| s != *w) {
                            r.push(format!("the winner must be seat {}, who bore off all 15", w.0));
                        }
                        if self.score[w.index()] < match_to {
                            r.push(format!(
                                "the match is over but the winner has {} of {match_to} points",
                                self.score[w.index()]
                            ));
                        }
                        r.extend(self.loser_below_match(*w));
                        r.extend(self.winner_short_before_last_game());
                        if let Some((lw, kind)) = self.last_game
                            && (lw != *w || kind != self.win_kind(*w))
                        {
                            r.push(format!(
                                "last_game says {kind:?} for seat {}, the board says {:?} for seat {}",
                                lw.0,
                                self.win_kind(*w),
                                w.0
                            ));
                        }
                    }
                    [] => r.push("the match is over but nobody has borne off all 15 checkers".into()),
                    _ => {}
                }
            }
        }
        if (self.phase == Phase::Move) != self.dice.is_some() {
            r.push(if self.phase == Phase::Move {
                "a player to move needs the dice".into()
            } else {
                "dice are only shown while a player is to move: dice must be null".into()
            });
        }
        if self.phase != Phase::Over && self.score.iter().any(|&s| s >= match_to) {
            r.push(format!(
                "score {:?} has reached the match length {match_to}, yet the match goes on",
                self.score
            ));
        }
        if self.phase != Phase::Over && self.score.iter().all(|&s| s >= match_to) {
            r.push("both seats cannot have won the match".into());
        }
        if let Some((w, kind)) = self.last_game
            && self.score[w.index()] < kind.points()
        {
            r.push(format!(
                "last_game gave seat {} {} points but its score is {}",
                w.0,
                kind.points(),
                self.score[w.index()]
            ));
        }
        if self.last_game.is_none() && self.score != [0, 0] {
            r.push("a match with points scored has a last_game".into());
        }
        r.extend(self.cube_consistency());
        r
    }

    /// D4: the match ends as soon as one seat reaches `match_to`, so the loser
    /// of a finished match has fewer points.
    fn loser_below_match(&self, winner: Seat) -> Option<String> {
        let loser = Seat(1 - winner.0);
        let points = self.score[loser.index()];
        (points >= self.options.match_to).then(|| {
            format!(
                "the match is over and seat {} won it, yet seat {} has {points} of {} points",
                winner.0, loser.0, self.options.match_to
            )
        })
    }

    /// D3/D4: the last game gave the winner its kind times the cube (which stays
    /// as it was when the match ends), and the winner was short of the match
    /// before it.
    fn winner_short_before_last_game(&self) -> Option<String> {
        let (w, kind) = self.last_game?;
        let points = kind.points() * u32::from(self.cube);
        let Some(before) = self.score[w.index()].checked_sub(points) else {
            return Some(format!(
                "the last game gave seat {} {points} points but its score is {}",
                w.0,
                self.score[w.index()]
            ));
        };
        (before >= self.options.match_to).then(|| {
            format!(
                "seat {} had {before} points before the last game ({points} points), already the match's {}",
                w.0, self.options.match_to
            )
        })
    }

    /// Every way the cube (D3) disagrees with the phase and the score.
    fn cube_consistency(&self) -> Vec<String> {
        let mut r = Vec::new();
        if matches!(self.phase, Phase::Decide | Phase::Respond) && !self.may_double(self.turn) {
            r.push(if self.options.cube {
                format!(
                    "phase {} needs seat {} to be able to double (a cube below 64 in the middle or its own, not the Crawford game)",
                    if self.phase == Phase::Decide { "decide" } else { "respond" },
                    self.turn.0
                )
            } else {
                "phases decide and respond are only played with the cube (options.cube)".into()
            });
        }
        if self.phase == Phase::Opening && (self.cube, self.cube_owner) != (1, None) {
            r.push("at the opening roll the cube is in the middle at 1".into());
        }
        let short = self.options.match_to.saturating_sub(1);
        if self.crawford {
            if self.options.match_to < 2 || self.phase == Phase::Over {
                r.push("crawford is only true during a game of a match still going on".into());
            } else if !self.score.contains(&short) || self.score.iter().all(|&s| s == short) {
                r.push(format!(
                    "crawford needs exactly one seat at {short} points, one short of the match; the score is {:?}",
                    self.score
                ));
            }
            if (self.cube, self.cube_owner) != (1, None) {
                r.push("nobody doubles in the Crawford game: the cube stays in the middle at 1".into());
            }
        }
        r
    }
}

/// The cube's value, owner and Crawford flag (D3), checked; 1, in the middle,
/// not Crawford when absent. Refused without the cube option.
fn read_cube(obj: &Map<String, Value>, cube_on: bool, reasons: &mut Vec<String>) -> (u8, Option<Seat>, bool) {
    let mut out = (1, None, false);
    if !cube_on {
        for key in ["cube", "crawford"] {
            if obj.contains_key(key) {
                reasons.push(format!(
                    "{key} is only given with the doubling cube on (options.cube, D3)"
                ));
            }
        }
        return out;
    }
    if let Some(v) = obj.get("cube") {
        let value = v.get("value").and_then(Value::as_u64);
        let owner = v.get("owner");
        let known = v
            .as_object()
            .is_some_and(|o| o.keys().all(|k| k == "value" || k == "owner"));
        match (value, known) {
            (Some(n), true) if n.is_power_of_two() && n <= u64::from(MAX_CUBE) => out.0 = n as u8,
            _ => reasons.push(format!(
                "cube must be {{\"value\": 1, 2, 4, .. or 64, \"owner\": null, 0 or 1}}, not {v}"
            )),
        }
        out.1 = read_seat_or_null(owner, "cube.owner", reasons);
        if owner.is_none() {
            reasons.push("cube.owner is missing (null while the cube is in the middle)".into());
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
    match obj.get("crawford") {
        None => {}
        Some(Value::Bool(b)) => out.2 = *b,
        Some(v) => reasons.push(format!("crawford must be true or false, not {v}")),
    }
    out
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ToMove {
    Absent,
    Seat(Seat),
    Chance,
    Over,
}

impl ToMove {
    fn describe(self) -> String {
        match self {
            ToMove::Absent => "absent".into(),
            ToMove::Seat(s) => s.0.to_string(),
            ToMove::Chance => "\"chance\"".into(),
            ToMove::Over => "null".into(),
        }
    }
}

fn read_to_move(v: Option<&Value>, reasons: &mut Vec<String>) -> ToMove {
    match v {
        None => ToMove::Absent,
        Some(Value::Null) => ToMove::Over,
        Some(Value::String(s)) if s == "chance" => ToMove::Chance,
        Some(v) => match v.as_u64() {
            Some(0) => ToMove::Seat(Seat(0)),
            Some(1) => ToMove::Seat(Seat(1)),
            _ => {
                reasons.push(format!("to_move must be 0, 1, \"chance\" or null, not {v}"));
                ToMove::Absent
            }
        },
    }
}

fn read_seat_or_null(v: Option<&Value>, what: &str, reasons: &mut Vec<String>) -> Option<Seat> {
    match v {
        None | Some(Value::Null) => None,
        Some(v) => match v.as_u64() {
            Some(0) => Some(Seat(0)),
            Some(1) => Some(Seat(1)),
            _ => {
                reasons.push(format!("{what} must be 0, 1 or null, not {v}"));
                None
            }
        },
    }
}

fn read_dice(v: Option<&Value>, reasons: &mut Vec<String>) -> Option<(u8, u8)> {
    match v {
        None | Some(Value::Null) => None,
        Some(v) => match serde_json::from_value::<[u8; 2]>(v.clone()) {
            Ok([a, b]) if (1..=6).contains(&a) && (1..=6).contains(&b) => Some((a, b)),
            _ => {
                reasons.push(format!("dice must be two numbers from 1 to 6 or null, not {v}"));
                None
            }
        },
    }
}

fn read_last_game(v: &Value, reasons: &mut Vec<String>) -> Option<(Seat, WinKind)> {
    let winner = read_seat_or_null(v.get("winner"), "last_game.winner", reasons);
    let kind = v
        .get("kind")
        .and_then(|k| serde_json::from_value::<WinKind>(k.clone()).ok());
    match (winner, kind) {
        (Some(w), Some(k)) => Some((w, k)),
        _ => {
            reasons.push(format!(
                "last_game must be null or {{\"winner\": 0 or 1, \"kind\": \"plain\", \"mars\" or \"turkish-mars\"}}, not {v}"
            ));
            None
        }
    }
}

fn read_pair(obj: &Map<String, Value>, key: &str, reasons: &mut Vec<String>) -> Option<[u8; 2]> {
    match obj.get(key) {
        None => Some([0, 0]),
        Some(v) => match serde_json::from_value::<[i64; 2]>(v.clone()) {
            Ok([a, b]) if (0..=15).contains(&a) && (0..=15).contains(&b) => Some([a as u8, b as u8]),
            _ => {
                reasons.push(format!("{key} must be two counts from 0 to 15, not {v}"));
                None
            }
        },
    }
}

fn read_board(obj: &Map<String, Value>, reasons: &mut Vec<String>) -> Option<[[u8; 25]; 2]> {
    let board = obj.get("board")?;
    let Ok(board) = serde_json::from_value::<Vec<i64>>(board.clone()) else {
        reasons.push(format!("board must be 24 whole numbers, not {board}"));
        return None;
    };
    if board.len() != 24 {
        reasons.push(format!("board must have 24 points, not {}", board.len()));
        return None;
    }
    let bar = read_pair(obj, "bar", reasons);
    let off = read_pair(obj, "off", reasons);
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

/// See [`SheshBesh::from_position_id`].
pub(crate) fn from_position_id(id: &str, to_move: Seat, dice: Option<(u8, u8)>) -> Result<SheshBesh, LoadError> {
    if to_move.0 > 1 {
        return Err(LoadError::new(format!(
            "to_move must be seat 0 or 1, not {}",
            to_move.0
        )));
    }
    let mut value = json!({"position_id": id, "to_move": to_move.0});
    if let Some((a, b)) = dice {
        value["dice"] = json!([a, b]);
    }
    SheshBesh::from_json(&value)
}
