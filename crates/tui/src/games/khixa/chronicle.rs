//! What has happened in the match, as the log shows it — the roll-off, every
//! roll, placement, joker and steal, the end of each round — and the result
//! of each round (its scores and the areas as it left them). Built from the
//! rules' events, the same way live and when a save is resumed.

use majlis_games::rules::khixa::{self, Action, Cell, Event, Formation, Khixa, PieceAt};
use rules_core::Seat;

use crate::seated::LogLine;
use crate::text::{name, names_of};

/// How one round ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundResult {
    /// 1 to 6.
    pub round: u8,
    /// Its formation.
    pub formation: Formation,
    /// Who completed it, if anyone.
    pub winner: Option<Seat>,
    /// The cells of the winner's formation (D8), as a mask.
    pub formation_cells: u64,
    /// Each seat's score of the round.
    pub scores: Vec<u32>,
    /// Every area as the round left it.
    pub areas: Vec<Vec<PieceAt>>,
    /// Whose action ended it.
    pub last: Option<Seat>,
}

/// What the match remembers beside its log.
#[derive(Clone, Debug, Default)]
pub struct Chronicle {
    /// Every round ended so far.
    pub results: Vec<RoundResult>,
    /// The last round's result waits for a key before the next round is shown.
    pub result_pending: bool,
    /// The last roll: who, and the face.
    pub last_roll: Option<(Seat, u8)>,
}

pub use crate::text::count;

/// The contacts of a placement in words: "1 interlock and 2 gaps",
/// "touching nothing".
fn contacts_text(interlocks: u8, gaps: u8) -> String {
    match (interlocks, gaps) {
        (0, 0) => "no interlock, no gap".to_string(),
        (i, 0) => count(i, "interlock", "interlocks"),
        (0, g) => count(g, "gap", "gaps"),
        (i, g) => format!(
            "{} and {}",
            count(i, "interlock", "interlocks"),
            count(g, "gap", "gaps")
        ),
    }
}

/// Where a piece went, as a family says it: "at b2", and its quarter turns
/// as the screen names them when it was turned ("at c3, turned r1").
fn at_text(cell: Cell, rot: u8) -> String {
    if rot == 0 {
        format!("at {cell}")
    } else {
        format!("at {cell}, turned r{rot}")
    }
}

impl Chronicle {
    /// The result waiting for a key, if any.
    #[must_use]
    pub fn pending(&self) -> Option<&RoundResult> {
        if self.result_pending { self.results.last() } else { None }
    }

    /// Notes an action applied to `before` and the events it gave, writing
    /// its lines to `log`.
    pub fn note(
        &mut self,
        before: &Khixa,
        action: &Action,
        events: &[Event],
        names: &[String],
        log: &mut Vec<LogLine>,
    ) {
        let who = |s: Seat| name(names, s).to_string();
        let _ = action;
        // Any action after a round's end means its result was seen.
        self.result_pending = false;
        for event in events {
            match event {
                Event::OpeningRolled { seat, value } => {
                    log.push(LogLine::by(
                        *seat,
                        format!("{} rolls {value} for the first turn", who(*seat)),
                    ));
                }
                Event::OpeningTied { seats } => log.push(LogLine::plain(format!(
                    "{} tie on the highest roll: they roll again",
                    names_of(names, seats)
                ))),
                Event::OpeningWon { seat } => {
                    log.push(LogLine::by(
                        *seat,
                        format!("{} has the highest roll and starts", who(*seat)),
                    ));
                }
                Event::Rolled { seat, value } => {
                    self.last_roll = Some((*seat, *value));
                    let colour = khixa::Shape::new(*value).map_or("", |s| s.colour().name());
                    let a = if colour.starts_with(['a', 'e', 'i', 'o', 'u']) {
                        "an"
                    } else {
                        "a"
                    };
                    log.push(LogLine::by(
                        *seat,
                        format!("{} rolls {value}: {a} {colour} {value}", who(*seat)),
                    ));
                }
                Event::TurnLost { seat, value } => {
                    self.last_roll = Some((*seat, *value));
                    log.push(LogLine::by(
                        *seat,
                        format!(
                            "{} rolls {value}: no {value} left in the pile, the turn is lost",
                            who(*seat)
                        ),
                    ));
                }
                Event::SetAside { seat, shape } => log.push(LogLine::by(
                    *seat,
                    format!(
                        "{}'s {shape} has no possible placement: set aside for the round",
                        who(*seat)
                    ),
                )),
                Event::Placed {
                    seat,
                    shape,
                    cell,
                    rot,
                    interlocks,
                    gaps,
                    stolen_from,
                } => {
                    let text = match stolen_from {
                        Some(khixa::StolenFrom { victim, cell: from }) => format!(
                            "{} steals {}'s {shape} from {from} and places it {}: {}",
                            who(*seat),
                            who(*victim),
                            at_text(*cell, *rot),
                            contacts_text(*interlocks, *gaps)
                        ),
                        None => format!(
                            "{} places the {shape} {}: {}",
                            who(*seat),
                            at_text(*cell, *rot),
                            contacts_text(*interlocks, *gaps)
                        ),
                    };
                    log.push(LogLine::by(*seat, text));
                }
                Event::JokersEarned { seat, count: n } => log.push(LogLine::by(
                    *seat,
                    format!("{} earns {}", who(*seat), count(*n, "joker", "jokers")),
                )),
                Event::Declined { seat } => log.push(LogLine::by(*seat, format!("{} declines a joker", who(*seat)))),
                Event::JokersLost { seat, count: n } => log.push(LogLine::by(
                    *seat,
                    format!(
                        "{} loses {}: no piece can be stolen and placed",
                        who(*seat),
                        count(*n, "joker", "jokers")
                    ),
                )),
                Event::RoundEnded {
                    round,
                    formation,
                    winner,
                    formation_cells,
                    scores,
                    areas,
                } => {
                    let text = match winner {
                        Some(w) => format!(
                            "Round {round} ({}): {} completes it and scores {}",
                            formation.name(),
                            who(*w),
                            scores.get(w.index()).copied().unwrap_or(0)
                        ),
                        None => format!("Round {round} ({}): the pile is empty, nobody wins", formation.name()),
                    };
                    log.push(LogLine { seat: *winner, text });
                    let sheet: Vec<String> = scores
                        .iter()
                        .enumerate()
                        .map(|(i, s)| format!("{} {s}", name(names, Seat::new(i))))
                        .collect();
                    log.push(LogLine::plain(format!("Scores of round {round}: {}", sheet.join(", "))));
                    self.results.push(RoundResult {
                        round: *round,
                        formation: *formation,
                        winner: *winner,
                        formation_cells: formation_cells.iter().fold(0, |m, c: &Cell| m | c.bit()),
                        scores: scores.clone(),
                        areas: areas.clone(),
                        last: before.turn(),
                    });
                    self.result_pending = true;
                }
                Event::MatchOver { totals, winners } => {
                    let best = winners
                        .first()
                        .and_then(|w| totals.get(w.index()))
                        .copied()
                        .unwrap_or(0);
                    let text = if winners.len() == 1 {
                        format!("{} wins the match with {best}", names_of(names, winners))
                    } else {
                        format!("{} share the win with {best}", names_of(names, winners))
                    };
                    log.push(LogLine::plain(text));
                    self.result_pending = false;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_read_as_sentences() {
        assert_eq!(count(1, "joker", "jokers"), "1 joker");
        assert_eq!(contacts_text(1, 2), "1 interlock and 2 gaps");
        assert_eq!(contacts_text(0, 0), "no interlock, no gap");
    }
}
