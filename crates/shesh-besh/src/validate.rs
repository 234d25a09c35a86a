//! The validation step of a state read from JSON: every way its phase, dice,
//! seats, score and cube disagree with its board, each reason listed.

use rules_core::Seat;

use crate::state::{CHECKERS, START};
use crate::{Phase, SheshBesh, WinKind};

/// `to_move` as read: absent, a seat, `"chance"`, or null (over).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum ToMove {
    /// Not given.
    Absent,
    /// A seat acts.
    Seat(Seat),
    /// Chance acts.
    Chance,
    /// Nobody: the match is over.
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

impl SheshBesh {
    /// Every way the phase, dice, seats and score disagree with the board.
    pub(crate) fn consistency(&self, to_move: ToMove, seat: Option<Seat>) -> Vec<String> {
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
