//! What has happened in the match: the log of moves (written to the session's
//! log) and the result of each game. Built from the rules' events, the same
//! way live and when a save is resumed.

use rules_core::Seat;

use crate::seated::LogLine;
use crate::t;
use majlis_games::rules::shesh_besh::{Action, Event, Place, SheshBesh, Step, WinKind};

/// The end of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameResult {
    /// 1 for the first game of the match.
    pub game: u32,
    /// Who won it.
    pub winner: Seat,
    /// Plain, Mars or Turkish Mars.
    pub kind: WinKind,
    /// Points it scored.
    pub points: u32,
    /// The match score after it, by seat.
    pub score: [u32; 2],
    /// The last game's board as the winner left it (the rules may already have
    /// set up the next game).
    pub final_board: Option<SheshBesh>,
    /// This game also won the match.
    pub match_won: bool,
}

/// The results so far.
#[derive(Clone, Debug, Default)]
pub struct Chronicle {
    /// Every finished game, in order.
    pub results: Vec<GameResult>,
    /// The last game's result is waiting for a key before the next game opens.
    pub result_pending: bool,
    /// The opening roll of the game in progress (White's die, Black's die),
    /// shown until the first turn is played.
    pub opening: Option<(u8, u8)>,
}

/// A kind of win as the messages select it (`$kind`).
fn kind_key(kind: WinKind) -> &'static str {
    match kind {
        WinKind::Plain => "plain",
        WinKind::Mars => "mars",
        WinKind::TurkishMars => "turkish-mars",
        WinKind::Dropped => "dropped",
    }
}

/// How a win is named in the middle of a sentence: "a plain win", "Mars",
/// "Turkish Mars" (the sheet's words), "a dropped double".
#[must_use]
pub fn win_name(kind: WinKind) -> String {
    t!("shesh-besh-how", kind = kind_key(kind))
}

/// The kind of win with the cube it was played for, when above 1 (D3):
/// "Mars × 4" (times the cube; short enough for the result banner). With
/// `first`, as it opens a sentence ("A plain win").
#[must_use]
pub fn win_with_cube(kind: WinKind, points: u32, first: bool) -> String {
    let cube = points / kind.points().max(1);
    let how = if first {
        t!("shesh-besh-how-first", kind = kind_key(kind))
    } else {
        win_name(kind)
    };
    if cube > 1 {
        t!("shesh-besh-how-cube", how = how, cube = cube)
    } else {
        how
    }
}

/// "1 point", "3 points".
#[must_use]
pub fn points_text(points: u32) -> String {
    t!("shesh-besh-points", count = points)
}

/// A turn's steps as players and GNU Backgammon write them: one checker's
/// dice joined (`13/8 8/4` is `13/4`), a hit marked `*` where it happened
/// (`13/8*/4`), the same move twice counted (`24/18(2)`), the moves from the
/// highest point down. `steps` are in the order played, each with whether it
/// hit, in the mover's numbering.
#[must_use]
pub fn moves_text(steps: &[(Step, bool)]) -> String {
    // Each checker's path: where it started, then each point it reached and
    // whether it hit there.
    let mut paths: Vec<Vec<(Place, bool)>> = Vec::new();
    for &(step, hit) in steps {
        // A step from where a checker's path ended goes on with that checker.
        match paths
            .iter_mut()
            .rev()
            .find(|p| p.last().is_some_and(|&(at, _)| at == step.from))
        {
            Some(path) => path.push((step.to, hit)),
            None => paths.push(vec![(step.from, false), (step.to, hit)]),
        }
    }
    let written: Vec<String> = paths
        .iter()
        .map(|path| {
            let mut text = String::new();
            for (k, &(place, hit)) in path.iter().enumerate() {
                let last = k + 1 == path.len();
                // A point passed on the way is written only where the checker hit.
                if k > 0 && !last && !hit {
                    continue;
                }
                if k > 0 {
                    text.push('/');
                }
                text.push_str(&place.to_string());
                if hit {
                    text.push('*');
                }
            }
            text
        })
        .collect();
    let mut order: Vec<(u8, String)> = written
        .into_iter()
        .zip(&paths)
        .map(|(text, path)| (path.first().map_or(0, |&(p, _)| height(p)), text))
        .collect();
    order.sort_by_key(|entry| std::cmp::Reverse(entry.0));
    let mut out: Vec<String> = Vec::new();
    let mut k = 0;
    while k < order.len() {
        let same = order[k..].iter().take_while(|(_, t)| *t == order[k].1).count();
        out.push(if same > 1 {
            format!("{}({same})", order[k].1)
        } else {
            order[k].1.clone()
        });
        k += same;
    }
    out.join(" ")
}

/// A place of `mover`'s numbering as the board numbers it from `numbered`'s
/// side: a point counted from the other side is `25 − p` (the bar and off
/// stay what they are).
#[must_use]
pub fn as_numbered(place: Place, mover: Seat, numbered: Seat) -> Place {
    match place {
        Place::Point(p) if mover != numbered => Place::Point(25 - p),
        other => other,
    }
}

/// Steps of `mover`'s numbering (with their hits) as the board numbers them
/// from `numbered`'s side, for [`moves_text`]: the log and the messages use
/// the numbers the family sees on the board.
#[must_use]
pub fn steps_as_numbered(steps: &[(Step, bool)], mover: Seat, numbered: Seat) -> Vec<(Step, bool)> {
    steps
        .iter()
        .map(|&(s, hit)| {
            let step = Step::new(as_numbered(s.from, mover, numbered), as_numbered(s.to, mover, numbered));
            (step, hit)
        })
        .collect()
}

/// How far from home a place is, for ordering: the bar highest, off lowest.
fn height(place: Place) -> u8 {
    match place {
        Place::Bar => 25,
        Place::Point(p) => p,
        Place::Off => 0,
    }
}

/// The steps `played` from `before`, each with whether it hits a blot (an
/// opposing checker alone on the point it lands on), for [`moves_text`].
#[must_use]
pub fn with_hits(before: &SheshBesh, played: &[Step]) -> Vec<(Step, bool)> {
    let Some(seat) = before.mover() else {
        return played.iter().map(|&s| (s, false)).collect();
    };
    let them = Seat(1 - (seat.0 & 1));
    played
        .iter()
        .enumerate()
        .map(|(k, &step)| {
            let hit = match (step.to, before.position_after(&played[..k])) {
                (Place::Point(p), Ok(board)) => board.checkers_on(them, 25 - p) == 1,
                _ => false,
            };
            (step, hit)
        })
        .collect()
}

/// A roll as written: "6-3".
#[must_use]
pub fn roll_text((a, b): (u8, u8)) -> String {
    format!("{a}-{b}")
}

impl Chronicle {
    /// The number of the game in progress (or of the last one, once the match is over).
    #[must_use]
    pub fn game_number(&self) -> u32 {
        let finished = u32::try_from(self.results.len()).unwrap_or(u32::MAX);
        if self.results.last().is_some_and(|r| r.match_won) {
            finished
        } else {
            finished.saturating_add(1)
        }
    }

    /// The result waiting for a key, if any.
    #[must_use]
    pub fn pending(&self) -> Option<&GameResult> {
        if self.result_pending { self.results.last() } else { None }
    }

    /// The seat that won the match, once it is won.
    #[must_use]
    pub fn match_winner(&self) -> Option<Seat> {
        self.results.last().filter(|r| r.match_won).map(|r| r.winner)
    }

    /// Notes an action applied to `before` and the events it gave, writing
    /// its lines to `log`, its moves in the numbers the board showed from
    /// `numbered`'s side as it was played (White's, unless the mover asked
    /// for their own side).
    pub fn note(
        &mut self,
        before: &SheshBesh,
        action: &Action,
        events: &[Event],
        names: &[String],
        numbered: Seat,
        log: &mut Vec<LogLine>,
    ) {
        let name = |seat: Seat| crate::text::name(names, seat);
        // Any action after a game's end means its result was seen.
        self.result_pending = false;
        if let Action::Turn(..) = action {
            let seat = before.mover();
            let who = seat.map_or("?", name);
            let dice = before.dice().map(roll_text).unwrap_or_default();
            let passed = events.iter().any(|e| matches!(e, Event::Passed { .. }))
                || !events.iter().any(|e| matches!(e, Event::Moved { .. }));
            let steps: Vec<(Step, bool)> = events
                .iter()
                .filter_map(|e| match e {
                    Event::Moved { step, hit, .. } => Some((*step, *hit)),
                    _ => None,
                })
                .collect();
            let text = match seat {
                _ if passed => t!("shesh-besh-log-no-move", name = who, dice = &dice),
                Some(mover) => t!(
                    "shesh-besh-log-turn",
                    name = who,
                    dice = &dice,
                    moves = moves_text(&steps_as_numbered(&steps, mover, numbered))
                ),
                None => t!(
                    "shesh-besh-log-turn",
                    name = who,
                    dice = &dice,
                    moves = moves_text(&steps)
                ),
            };
            log.push(LogLine { seat, text });
            self.opening = None;
        }
        for event in events {
            match event {
                Event::OpeningRolled { white, black, starter } => {
                    self.opening = Some((*white, *black));
                    let text = match starter {
                        Some(s) => t!(
                            "shesh-besh-log-opening",
                            white = name(Seat(0)),
                            white_die = *white,
                            black = name(Seat(1)),
                            black_die = *black,
                            starter = name(*s)
                        ),
                        None => t!("shesh-besh-log-opening-tie", die = *white),
                    };
                    log.push(LogLine { seat: *starter, text });
                }
                Event::GameWon {
                    winner,
                    kind,
                    points,
                    score,
                } => {
                    let game = self.game_number();
                    // The rules set up the next game at once: keep the board as won,
                    // replaying the turn's steps (its `Moved` events) on the position before.
                    let steps: Vec<Step> = events
                        .iter()
                        .filter_map(|e| match e {
                            Event::Moved { step, .. } => Some(*step),
                            _ => None,
                        })
                        .collect();
                    let final_board = before.position_after(&steps).ok();
                    log.push(LogLine {
                        seat: Some(*winner),
                        text: t!(
                            "shesh-besh-log-game-won",
                            game = game,
                            name = name(*winner),
                            how = win_with_cube(*kind, *points, false),
                            points = points_text(*points),
                            white = score[0],
                            black = score[1]
                        ),
                    });
                    self.results.push(GameResult {
                        game,
                        winner: *winner,
                        kind: *kind,
                        points: *points,
                        score: *score,
                        final_board,
                        match_won: false,
                    });
                    self.result_pending = true;
                    self.opening = None;
                }
                Event::MatchWon { winner, score } => {
                    if let Some(last) = self.results.last_mut() {
                        last.match_won = true;
                    }
                    if before.match_to() <= 1 {
                        // A single game: the game's line says it all.
                        continue;
                    }
                    log.push(LogLine {
                        seat: Some(*winner),
                        text: t!(
                            "shesh-besh-log-match-won",
                            name = name(*winner),
                            white = score[0],
                            black = score[1]
                        ),
                    });
                }
                Event::DoubleOffered { seat, value } => log.push(LogLine {
                    seat: Some(*seat),
                    text: t!("shesh-besh-log-doubles", name = name(*seat), value = *value),
                }),
                Event::DoubleTaken { seat, value } => log.push(LogLine {
                    seat: Some(*seat),
                    text: t!("shesh-besh-log-takes", name = name(*seat), value = *value),
                }),
                Event::DoubleDropped { seat } => log.push(LogLine {
                    seat: Some(*seat),
                    text: t!("shesh-besh-log-drops", name = name(*seat)),
                }),
                Event::Rolled { .. } | Event::Moved { .. } | Event::Passed { .. } => {}
            }
        }
    }
}
