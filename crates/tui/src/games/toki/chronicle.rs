//! The log, from the rules' events, and the end of each round as the screen
//! shows it ([`Recap`]). Every line is public: a face-down card is named only
//! once it is turned up or lands on the discard pile.

use majlis_games::rules::toki::{self, Bonus, BoxScore, CELLS, Card, Cell, ColumnScore, Event, Pile, RoundEnd};
use rules_core::Seat;

use crate::seated::LogLine;
use crate::t;

/// A card as the messages take it: its number, or `toki` (each language's
/// messages say it with a selector: "7", "a Toki").
#[must_use]
pub fn card_key(card: Card) -> String {
    match card.value() {
        Some(v) => v.to_string(),
        None => "toki".into(),
    }
}

/// A card as the log names it: its number, or "a Toki".
#[must_use]
pub fn card_word(card: Card) -> String {
    t!("toki-card", card = card_key(card))
}

/// A card named with its article: "the 7", "the Toki".
#[must_use]
pub fn the_card(card: Card) -> String {
    t!("toki-the-card", card = card_key(card))
}

/// A face-down card as the log names it once it is seen: "a face-down 9",
/// "a face-down Toki".
fn face_down_word(card: Card) -> String {
    t!("toki-face-down-card", card = card_key(card))
}

/// Where a card was taken from, in words.
fn pile_words(pile: Pile) -> String {
    match pile {
        Pile::Bank => t!("toki-from-bank"),
        Pile::Discard => t!("toki-from-discard"),
    }
}

/// A bonus in words: "four of 12s −10".
#[must_use]
pub fn bonus_words(bonus: &Bonus) -> String {
    t!(
        "toki-bonus",
        group = bonus.name(),
        value = bonus.value,
        points = signed(bonus.points)
    )
}

/// Names joined as the language joins them: "Amal and Sami", "Amal and
/// Sami and Dov".
#[must_use]
pub fn and_names(names: &[String]) -> String {
    let mut rest = names.iter();
    let first = rest.next().cloned().unwrap_or_default();
    rest.fold(first, |all, next| t!("toki-and", first = all, second = next))
}

/// Items of a list: "7, 12" (the language's comma).
fn listed(items: &[String]) -> String {
    items.join(&t!("toki-list-comma"))
}

/// A number with a true minus sign.
#[must_use]
pub fn signed(points: i32) -> String {
    if points < 0 {
        format!("−{}", points.unsigned_abs())
    } else {
        points.to_string()
    }
}

/// A box's score explained: its pairs, the cards that count, the bonuses.
#[must_use]
pub fn explain(score: &BoxScore) -> String {
    let pairs: Vec<String> = score
        .columns
        .iter()
        .filter_map(|c| match c {
            ColumnScore::Pair { value, .. } => Some(value.to_string()),
            ColumnScore::Apart { .. } => None,
        })
        .collect();
    let counted: Vec<String> = score
        .columns
        .iter()
        .flat_map(|c| match c {
            ColumnScore::Apart { top, bottom } => vec![*top, *bottom],
            ColumnScore::Pair { .. } => Vec::new(),
        })
        .filter(|&p| p > 0)
        .map(|p| p.to_string())
        .collect();
    let mut parts = vec![t!("toki-pairs-of", count = pairs.len(), values = listed(&pairs))];
    if !counted.is_empty() {
        parts.push(counted.join(" + "));
    }
    parts.extend(score.bonuses.iter().map(bonus_words));
    parts.join(&t!("toki-list-semicolon"))
}

/// The end of a round as it is shown: every box face up, the order the
/// hidden cards were turned up in, each box's score, and how many of those
/// cards are turned up on screen so far (the family turns them one by one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recap {
    /// The round, 1–5.
    pub round: u8,
    /// Why it ended.
    pub why: RoundEnd,
    /// Each seat's box, every card face up.
    pub cards: Vec<[Card; CELLS]>,
    /// The cards that were face down at the end, in the order they are turned up.
    pub order: Vec<(Seat, Cell)>,
    /// Each seat's score.
    pub scores: Vec<BoxScore>,
    /// How many of `order` are turned up on screen.
    pub shown: usize,
    /// The game's last round: after it come the results.
    pub last: bool,
}

impl Recap {
    /// Whether every hidden card is turned up on screen.
    #[must_use]
    pub fn done(&self) -> bool {
        self.shown >= self.order.len()
    }

    /// Turns up the next card.
    pub fn step(&mut self) {
        self.shown = (self.shown + 1).min(self.order.len());
    }

    /// Turns up every card.
    pub fn show_all(&mut self) {
        self.shown = self.order.len();
    }

    /// A seat's box as shown now: the cards not yet turned up are `None`.
    #[must_use]
    pub fn seen(&self, seat: Seat) -> [Option<Card>; CELLS] {
        let mut seen = [None; CELLS];
        if let Some(cards) = self.cards.get(seat.index()) {
            for (slot, card) in seen.iter_mut().zip(cards) {
                *slot = Some(*card);
            }
        }
        for (s, cell) in &self.order[self.shown.min(self.order.len())..] {
            if *s == seat {
                seen[cell.index()] = None;
            }
        }
        seen
    }

    /// The card turned up last, if any.
    #[must_use]
    pub fn just_shown(&self) -> Option<(Seat, Cell)> {
        self.shown.checked_sub(1).and_then(|i| self.order.get(i)).copied()
    }

    /// Why the round ended, in words.
    #[must_use]
    pub fn why_words(&self) -> String {
        match self.why {
            RoundEnd::LastTurns => t!("toki-end-last-turns"),
            RoundEnd::BankTwice => t!("toki-end-bank-twice"),
            RoundEnd::TurnLimit => t!("toki-end-turn-limit", count = toki::TURNS_PER_ROUND),
        }
    }
}

/// What the log remembers between actions: the card taken, until it is played.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Chronicle {
    took: Option<(Card, Pile)>,
}

impl Chronicle {
    /// Writes the log lines of one action's events; returns the end of the
    /// round when the action ended one.
    pub fn note(&mut self, events: &[Event], names: &[String], log: &mut Vec<LogLine>) -> Option<Recap> {
        let name = |s: Seat| crate::text::name(names, s).to_string();
        let mut recap: Option<Recap> = None;
        for (i, event) in events.iter().enumerate() {
            let discarded = || events.get(i + 1);
            match event {
                Event::Dealt { round, discard, .. } => log.push(LogLine::plain(t!(
                    "toki-log-dealt",
                    round = round,
                    card = card_word(*discard)
                ))),
                Event::Opened { seat, cards, sum } => log.push(LogLine::by(
                    *seat,
                    t!(
                        "toki-log-opened",
                        name = name(*seat),
                        first = card_word(cards[0].1),
                        second = card_word(cards[1].1),
                        sum = sum
                    ),
                )),
                Event::Tied { seats, sum } => {
                    let who: Vec<String> = seats.iter().map(|&s| name(s)).collect();
                    log.push(LogLine::plain(t!("toki-log-tied", names = listed(&who), sum = sum)));
                }
                Event::Starts { seat, sum, tie } => log.push(LogLine::by(
                    *seat,
                    if *tie {
                        t!("toki-log-starts-tied", name = name(*seat))
                    } else {
                        t!("toki-log-starts", name = name(*seat), sum = sum)
                    },
                )),
                Event::Took { card, from, .. } => self.took = Some((*card, *from)),
                Event::Replaced {
                    seat, rule, cell, old, ..
                } => {
                    // The box's cards by their numbers on screen (1–8), as a family says it.
                    let old = if *rule == toki::Rule::B {
                        face_down_word(*old)
                    } else {
                        card_word(*old)
                    };
                    log.push(LogLine::by(
                        *seat,
                        t!(
                            "toki-log-replaced",
                            name = name(*seat),
                            took = self.taken(),
                            cell = cell.number(),
                            old = old
                        ),
                    ));
                }
                Event::Discarded { seat, .. } => {
                    let line = match discarded() {
                        Some(Event::TurnedUp { cell, card, .. }) => t!(
                            "toki-log-discarded-turned",
                            name = name(*seat),
                            took = self.taken(),
                            cell = cell.number(),
                            card = card_word(*card)
                        ),
                        _ => t!("toki-log-discarded-kept", name = name(*seat), took = self.taken()),
                    };
                    log.push(LogLine::by(*seat, line));
                }
                Event::Flew {
                    seat, toki, to, old, ..
                } => log.push(LogLine::by(
                    *seat,
                    t!(
                        "toki-log-flew",
                        name = name(*seat),
                        took = self.taken(),
                        toki = toki.number(),
                        to = to.number(),
                        old = face_down_word(*old)
                    ),
                )),
                Event::BoxUp { seat } => log.push(LogLine::by(*seat, t!("toki-log-box-up", name = name(*seat)))),
                Event::BankRanOut { times } => log.push(LogLine::plain(if *times >= 2 {
                    t!("toki-log-bank-out-twice")
                } else {
                    t!("toki-log-bank-out")
                })),
                Event::Reshuffled { bank } => log.push(LogLine::plain(t!("toki-log-reshuffled", count = bank))),
                Event::RoundEnded { round, why } => {
                    recap = Some(Recap {
                        round: *round,
                        why: *why,
                        cards: Vec::new(),
                        order: Vec::new(),
                        scores: Vec::new(),
                        shown: 0,
                        last: false,
                    });
                    let why = recap.as_ref().map(Recap::why_words).unwrap_or_default();
                    log.push(LogLine::plain(t!("toki-log-round-over", round = round, why = why)));
                }
                Event::Revealed { seat, cell, .. } => {
                    if let Some(r) = recap.as_mut() {
                        r.order.push((*seat, *cell));
                    }
                }
                Event::Scored { seat, cards, score, .. } => {
                    let hidden: Vec<String> = recap
                        .as_ref()
                        .map(|r| {
                            r.order
                                .iter()
                                .filter(|(s, _)| s == seat)
                                .map(|(_, c)| card_word(cards[c.index()]))
                                .collect()
                        })
                        .unwrap_or_default();
                    let line = if hidden.is_empty() {
                        t!(
                            "toki-log-scores",
                            name = name(*seat),
                            points = signed(score.points),
                            why = explain(score)
                        )
                    } else {
                        t!(
                            "toki-log-scores-turned",
                            name = name(*seat),
                            points = signed(score.points),
                            turned = listed(&hidden),
                            why = explain(score)
                        )
                    };
                    log.push(LogLine::by(*seat, line));
                    if let Some(r) = recap.as_mut() {
                        r.cards.push(*cards);
                        r.scores.push(score.clone());
                    }
                }
                Event::GameOver { totals, winners } => {
                    if let Some(r) = recap.as_mut() {
                        r.last = true;
                    }
                    let who: Vec<String> = winners.iter().map(|&s| name(s)).collect();
                    let best = winners
                        .first()
                        .and_then(|w| totals.get(w.index()))
                        .copied()
                        .unwrap_or(0);
                    log.push(LogLine::plain(t!(
                        "toki-log-game-over",
                        count = who.len(),
                        names = and_names(&who),
                        best = best
                    )));
                }
                Event::TurnedUp { .. } | Event::KeptHidden { .. } => {}
            }
        }
        if events
            .iter()
            .any(|e| matches!(e, Event::Discarded { .. } | Event::Replaced { .. } | Event::Flew { .. }))
        {
            self.took = None;
        }
        recap
    }

    /// "takes 7 from the bank", the card taken this turn.
    fn taken(&self) -> String {
        match self.took {
            Some((card, pile)) => t!("toki-log-takes", card = card_word(card), pile = pile_words(pile)),
            None => t!("toki-log-plays-taken"),
        }
    }
}

/// Why a typed text is no action ([`toki::notation::Unread`]), in the
/// interface's language (the notation's own words stay as typed).
#[must_use]
pub fn unread_words(why: toki::notation::Unread) -> String {
    use toki::notation::Unread;
    match why {
        Unread::Empty => t!("toki-unread-empty"),
        Unread::Seed => t!("toki-unread-seed"),
        Unread::OneSeed { word } => t!("toki-unread-one-seed", word = word),
        Unread::Starter => t!("toki-unread-starter"),
        Unread::StartsOne => t!("toki-unread-starts-one"),
        Unread::SameCell => t!("toki-unread-same-cell"),
        Unread::OpenTwo => t!("toki-unread-open-two"),
        Unread::Take => t!("toki-unread-take"),
        Unread::NotAnAction => t!("toki-unread-not-an-action"),
        Unread::OneCell { letter } => t!("toki-unread-one-cell", letter = letter.to_string()),
        Unread::TokiCells => t!("toki-unread-toki-cells"),
        Unread::Cell => t!("toki-unread-cell"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seen(cards: [u8; 8]) -> BoxScore {
        let mut b = [None; 8];
        for (slot, v) in b.iter_mut().zip(cards) {
            *slot = if v == 13 { Some(Card::TOKI) } else { Card::number(v) };
        }
        BoxScore::of(&b)
    }

    #[test]
    fn a_score_is_explained_by_its_pairs_cards_and_bonuses() {
        assert_eq!(
            explain(&seen([7, 3, 12, 9, 7, 4, 12, 11])),
            "pairs of 7, 12; 3 + 4 + 9 + 11"
        );
        assert_eq!(
            explain(&seen([8, 8, 1, 2, 8, 13, 3, 4])),
            "pairs of 8, 8; 1 + 3 + 2 + 4; four of 8s −10"
        );
        assert_eq!(
            explain(&seen([1, 2, 3, 4, 5, 6, 7, 8])),
            "no pair; 1 + 5 + 2 + 6 + 3 + 7 + 4 + 8"
        );
        assert_eq!(signed(-15), "−15");
    }

    #[test]
    fn a_turn_is_logged_in_words_with_the_boxs_card_numbers_not_notation() {
        let names: Vec<String> = ["Amal", "Computer 2 (easy)"].map(String::from).to_vec();
        let cell = |n: u8| Cell::numbered(n).expect("a cell");
        let card = |v: u8| Card::number(v).expect("a card");
        let turn = |rule, old| {
            let mut log = Vec::new();
            let mut chronicle = Chronicle::default();
            let took = Event::Took {
                seat: Seat(1),
                from: Pile::Bank,
                card: card(4),
            };
            let replaced = Event::Replaced {
                seat: Seat(1),
                rule,
                cell: cell(2),
                card: card(4),
                old,
            };
            chronicle.note(&[took, replaced], &names, &mut log);
            log.pop().map(|l| l.text).unwrap_or_default()
        };
        assert_eq!(
            turn(toki::Rule::A, card(11)),
            "Computer 2 (easy) takes 4 from the bank for card 2, replacing 11."
        );
        assert_eq!(
            turn(toki::Rule::B, Card::TOKI),
            "Computer 2 (easy) takes 4 from the bank for card 2, replacing a face-down Toki."
        );
    }
}
