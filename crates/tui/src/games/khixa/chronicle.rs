//! What has happened in the match, as the log shows it — the roll-off, every
//! roll, placement, joker and steal, the end of each round — and the result
//! of each round (its scores and the areas as it left them). Built from the
//! rules' events, the same way live and when a save is resumed.

use majlis_games::rules::khixa::{self, Action, Cell, Event, Formation, Khixa, PieceAt};
use rules_core::Seat;

use crate::seated::LogLine;
use crate::t;
use crate::text::name;

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

/// A formation's name as the messages select it (`$formation`).
fn formation_key(formation: Formation) -> &'static str {
    match formation {
        Formation::Trio => "trio",
        Formation::Pair => "pair",
        Formation::Four => "four",
        Formation::Ladder => "ladder",
        Formation::Five => "five",
        Formation::FourAndTrio => "four-and-trio",
    }
}

/// A formation's name in the family's language (the sheet's: ثلاثي, زوج …).
#[must_use]
pub fn formation_name(formation: Formation) -> String {
    t!("khixa-formation", formation = formation_key(formation))
}

/// A shape's colour as the messages select it (`$colour`).
fn colour_key(shape: khixa::Shape) -> &'static str {
    shape.colour().name()
}

/// "the blue 5": a piece by its colour and number.
#[must_use]
pub fn the_piece(shape: khixa::Shape) -> String {
    t!("khixa-the-piece", colour = colour_key(shape), value = shape.value())
}

/// "a blue 5": a piece by its colour and number.
#[must_use]
pub fn a_piece(shape: khixa::Shape) -> String {
    t!("khixa-a-piece", colour = colour_key(shape), value = shape.value())
}

/// Names as a list: "Amal", "Amal and Dov", "Amal, Dov and Lea".
#[must_use]
pub fn names_list(names: &[String], seats: &[Seat]) -> String {
    let words: Vec<&str> = seats.iter().map(|&s| name(names, s)).collect();
    list(&words, |first, last| t!("khixa-list-and", first = first, last = last))
}

/// Items joined as the language joins a list: the last two with
/// `last_two`, the others before them with the language's comma.
fn list(items: &[&str], last_two: impl Fn(&str, &str) -> String) -> String {
    match items {
        [] => String::new(),
        [one] => (*one).to_string(),
        [init @ .., before, last] => init.iter().rev().fold(last_two(before, last), |rest, first| {
            t!("khixa-list-comma", first = *first, rest = rest)
        }),
    }
}

/// Each seat's score of a round, "Amal 12, Dov 3", as the language lists them.
#[must_use]
pub fn scores_list(names: &[String], scores: &[u32]) -> String {
    let each: Vec<String> = scores
        .iter()
        .enumerate()
        .map(|(i, s)| t!("khixa-score-of", name = name(names, Seat::new(i)), score = *s))
        .collect();
    let words: Vec<&str> = each.iter().map(String::as_str).collect();
    list(&words, |first, last| t!("khixa-list-comma", first = first, rest = last))
}

/// The contacts of a placement in words: "1 interlock and 2 gaps",
/// "no interlock, no gap".
fn contacts_text(interlocks: u8, gaps: u8) -> String {
    match (interlocks, gaps) {
        (0, 0) => t!("khixa-contacts-none"),
        (i, 0) => t!("khixa-contacts-interlocks", interlocks = i),
        (0, g) => t!("khixa-contacts-gaps", gaps = g),
        (i, g) => t!("khixa-contacts-both", interlocks = i, gaps = g),
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
        let listed = |seats: &[Seat]| names_list(names, seats);
        let _ = action;
        // Any action after a round's end means its result was seen.
        self.result_pending = false;
        for event in events {
            match event {
                Event::OpeningRolled { seat, value } => {
                    log.push(LogLine::by(
                        *seat,
                        t!("khixa-log-opening-roll", name = who(*seat), value = *value),
                    ));
                }
                Event::OpeningTied { seats } => {
                    log.push(LogLine::plain(t!("khixa-log-opening-tie", names = listed(seats))));
                }
                Event::OpeningWon { seat } => {
                    log.push(LogLine::by(*seat, t!("khixa-log-opening-won", name = who(*seat))));
                }
                Event::Rolled { seat, value } => {
                    self.last_roll = Some((*seat, *value));
                    let piece = khixa::Shape::new(*value).map_or_else(String::new, a_piece);
                    log.push(LogLine::by(
                        *seat,
                        t!("khixa-log-rolls", name = who(*seat), value = *value, piece = piece),
                    ));
                }
                Event::TurnLost { seat, value } => {
                    self.last_roll = Some((*seat, *value));
                    log.push(LogLine::by(
                        *seat,
                        t!("khixa-log-turn-lost", name = who(*seat), value = *value),
                    ));
                }
                Event::SetAside { seat, shape } => log.push(LogLine::by(
                    *seat,
                    t!("khixa-log-set-aside", name = who(*seat), shape = shape.value()),
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
                    let (name, shape, at) = (who(*seat), shape.value(), cell.to_string());
                    let contacts = contacts_text(*interlocks, *gaps);
                    // Its quarter turns as the screen names them, when it was turned.
                    let text = match (stolen_from, *rot) {
                        (Some(khixa::StolenFrom { victim, cell: from }), 0) => t!(
                            "khixa-log-steals",
                            name = name,
                            victim = who(*victim),
                            shape = shape,
                            from = from.to_string(),
                            cell = at,
                            contacts = contacts
                        ),
                        (Some(khixa::StolenFrom { victim, cell: from }), rot) => t!(
                            "khixa-log-steals-turned",
                            name = name,
                            victim = who(*victim),
                            shape = shape,
                            from = from.to_string(),
                            cell = at,
                            rot = rot,
                            contacts = contacts
                        ),
                        (None, 0) => t!(
                            "khixa-log-places",
                            name = name,
                            shape = shape,
                            cell = at,
                            contacts = contacts
                        ),
                        (None, rot) => t!(
                            "khixa-log-places-turned",
                            name = name,
                            shape = shape,
                            cell = at,
                            rot = rot,
                            contacts = contacts
                        ),
                    };
                    log.push(LogLine::by(*seat, text));
                }
                Event::JokersEarned { seat, count: n } => log.push(LogLine::by(
                    *seat,
                    t!("khixa-log-jokers-earned", name = who(*seat), count = *n),
                )),
                Event::Declined { seat } => log.push(LogLine::by(*seat, t!("khixa-log-declines", name = who(*seat)))),
                Event::JokersLost { seat, count: n } => log.push(LogLine::by(
                    *seat,
                    t!("khixa-log-jokers-lost", name = who(*seat), count = *n),
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
                        Some(w) => t!(
                            "khixa-log-round-won",
                            round = *round,
                            formation = formation_name(*formation),
                            name = who(*w),
                            points = scores.get(w.index()).copied().unwrap_or(0)
                        ),
                        None => t!(
                            "khixa-log-round-empty",
                            round = *round,
                            formation = formation_name(*formation)
                        ),
                    };
                    log.push(LogLine { seat: *winner, text });
                    log.push(LogLine::plain(t!(
                        "khixa-log-round-scores",
                        round = *round,
                        scores = scores_list(names, scores)
                    )));
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
                        t!("khixa-log-match-won", name = listed(winners), best = best)
                    } else {
                        t!("khixa-log-match-shared", names = listed(winners), best = best)
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
        assert_eq!(contacts_text(1, 2), "1 interlock and 2 gaps");
        assert_eq!(contacts_text(0, 0), "no interlock, no gap");
        assert_eq!(contacts_text(0, 1), "1 gap");
    }

    /// Lists read as the language lists: "Amal, Dov and Lea"; in Arabic
    /// with its comma and و joined to the last name.
    #[test]
    fn lists_read_in_the_language() {
        let names: Vec<String> = ["Amal", "Dov", "Lea"].map(String::from).to_vec();
        let all = [Seat(0), Seat(1), Seat(2)];
        assert_eq!(names_list(&names, &all), "Amal, Dov and Lea");
        assert_eq!(names_list(&names, &all[..2]), "Amal and Dov");
        assert_eq!(names_list(&names, &all[..1]), "Amal");
        assert_eq!(scores_list(&names, &[12, 3, 0]), "Amal 12, Dov 3, Lea 0");
        crate::i18n::set_lang(crate::i18n::Lang::Ar);
        assert_eq!(names_list(&names, &all), "Amal، Dov وLea");
        assert_eq!(contacts_text(2, 0), "تعشيقان");
        crate::i18n::set_lang(crate::i18n::Lang::En);
    }
}
