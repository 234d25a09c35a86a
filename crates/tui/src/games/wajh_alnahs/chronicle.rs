//! What has happened in the session, as the log shows it: deals, swaps, the
//! opening, every lay with what it did (a burn, a limit, skips, a reverse,
//! the card an Under-over brought up), pick-ups, Carry-it calls, players
//! finishing and rejoining, and each stage's Wajh al-Nahs. Built from the
//! rules' events, the same way live and when a save is resumed. Only public
//! facts go in: a pick-up says how many cards, never which.

use majlis_games::rules::wajh_alnahs::{Action, Card, Event, Source, StageEnd, WajhAlNahs};
use rules_core::{Game, Seat};

use super::cards::name_in_words;
use crate::seated::LogLine;
use crate::t;
use crate::text::name;

/// How one stage ended, for the ceremony between stages and the results.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StageResult {
    /// The stage, from 1.
    pub stage: u32,
    /// Its Wajh al-Nahs.
    pub wajh: Seat,
    /// The players who finished, in order.
    pub finished: Vec<Seat>,
    /// How it ended.
    pub end: StageEnd,
    /// Cards the Wajh al-Nahs was left holding.
    pub cards_left: usize,
}

/// What the session remembers beside its log.
#[derive(Clone, Debug, Default)]
pub struct Chronicle {
    /// Every stage played to its end, in order.
    pub stages: Vec<StageResult>,
}

/// Cards as a player says them: "a 7", "two 7s", "a Burn".
#[must_use]
pub fn cards_said(card: Card, count: u8) -> String {
    match card.as_number() {
        Some(value) => t!("wajh-alnahs-number-cards", value = value, count = count),
        // The card by its name in notation (`under-over`), for the
        // messages' selectors (English says "an Under-over").
        None => t!(
            "wajh-alnahs-special-cards",
            card = card.name(),
            name = name_in_words(card),
            count = count
        ),
    }
}

/// Words listed as the language lists them: "Amal", "Amal and Dov",
/// "Amal, Dov and Lea".
#[must_use]
pub fn and_list(words: &[String]) -> String {
    match words {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => t!(
            "wajh-alnahs-and",
            first = init.join(&t!("wajh-alnahs-comma")),
            last = last
        ),
    }
}

/// The seats' names listed ([`and_list`]).
#[must_use]
pub fn names_of(names: &[String], seats: &[Seat]) -> String {
    and_list(&seats.iter().map(|&s| name(names, s).to_string()).collect::<Vec<_>>())
}

/// How many cards: "1 card", "5 cards".
#[must_use]
pub fn cards_count(n: usize) -> String {
    t!("wajh-alnahs-cards-count", count = n)
}

/// The two sides of the swap before play as said: ("Burn", "7 and
/// Transparent"); `give` go from the hand face up, `take` the other way.
#[must_use]
pub fn swap_said(give: &[Card], take: &[Card]) -> (String, String) {
    let said = |cards: &[Card]| {
        let words: Vec<String> = cards.iter().map(|&c| name_in_words(c)).collect();
        and_list(&words)
    };
    (said(give), said(take))
}

impl Chronicle {
    /// Notes an action applied to `before` and the events it gave, writing
    /// its lines to `log`.
    pub fn note(
        &mut self,
        before: &WajhAlNahs,
        action: &Action,
        events: &[Event],
        names: &[String],
        log: &mut Vec<LogLine>,
    ) {
        let mover = before.to_act().seat();
        // The line being built for the action; effects are added to it.
        let mut line: Option<(Option<Seat>, String)> = None;
        let flush = |line: &mut Option<(Option<Seat>, String)>, log: &mut Vec<LogLine>| {
            if let Some((seat, text)) = line.take() {
                log.push(LogLine { seat, text });
            }
        };
        let add = |line: &mut Option<(Option<Seat>, String)>, text: String| match line {
            Some((_, said)) => {
                said.push_str(&t!("wajh-alnahs-semicolon"));
                said.push_str(&text);
            }
            None => *line = Some((mover, text)),
        };
        // Whether the line being built is the opening's (its lay is said in it).
        let mut opening: Option<Seat> = None;
        for event in events {
            match event {
                Event::Dealt { stage } => {
                    log.push(LogLine::plain(t!("wajh-alnahs-log-dealt", stage = stage)));
                }
                Event::Swapped { seat, give, take } => {
                    let text = if give.is_empty() {
                        t!("wajh-alnahs-log-keeps", name = name(names, *seat))
                    } else {
                        let (give, take) = swap_said(give, take);
                        t!(
                            "wajh-alnahs-log-swaps",
                            name = name(names, *seat),
                            give = give,
                            take = take
                        )
                    };
                    log.push(LogLine::by(*seat, text));
                }
                Event::Opened { seat, card } => {
                    flush(&mut line, log);
                    opening = Some(*seat);
                    line = Some((
                        Some(*seat),
                        t!(
                            "wajh-alnahs-log-opens",
                            name = name(names, *seat),
                            card = cards_said(*card, 1)
                        ),
                    ));
                }
                Event::Laid {
                    seat,
                    card,
                    count,
                    from,
                } => {
                    if opening.take() == Some(*seat) && line.as_ref().is_some_and(|(s, _)| *s == Some(*seat)) {
                        continue; // the opening lay was said already
                    }
                    let text = match from {
                        Source::Hand => t!(
                            "wajh-alnahs-log-lays",
                            name = name(names, *seat),
                            cards = cards_said(*card, *count)
                        ),
                        Source::FaceUp => t!(
                            "wajh-alnahs-log-lays-face-up",
                            name = name(names, *seat),
                            cards = cards_said(*card, *count)
                        ),
                        // The turned-over card said it already.
                        Source::FaceDown => continue,
                    };
                    add(&mut line, text);
                }
                Event::TurnedUp { seat, card, fits } => {
                    let text = if *fits {
                        t!(
                            "wajh-alnahs-log-turns-fits",
                            name = name(names, *seat),
                            card = cards_said(*card, 1)
                        )
                    } else {
                        t!(
                            "wajh-alnahs-log-turns-misfit",
                            name = name(names, *seat),
                            card = cards_said(*card, 1)
                        )
                    };
                    add(&mut line, text);
                }
                Event::Drew { .. } => {}
                Event::Burnt { cards, four, .. } => {
                    let out = cards_count(*cards);
                    add(
                        &mut line,
                        if *four {
                            t!("wajh-alnahs-log-four-burns", out = out)
                        } else {
                            t!("wajh-alnahs-log-burns", out = out)
                        },
                    );
                }
                Event::BroughtUp { card } => {
                    add(&mut line, t!("wajh-alnahs-log-brought-up", card = cards_said(*card, 1)));
                }
                Event::Limit => add(&mut line, t!("wajh-alnahs-limit")),
                Event::Skipped { seats } => {
                    add(&mut line, t!("wajh-alnahs-log-skipped", names = names_of(names, seats)));
                }
                Event::Reversed { .. } => add(&mut line, t!("wajh-alnahs-log-reversed")),
                Event::PlaysAgain { seat } => {
                    add(&mut line, t!("wajh-alnahs-log-plays-again", name = name(names, *seat)))
                }
                Event::PickedUp { seat, cards } => {
                    let text = match (cards, action) {
                        (0, _) => t!("wajh-alnahs-log-picks-up-nothing", name = name(names, *seat)),
                        (n, Action::FaceDown(_)) => t!("wajh-alnahs-log-taken-with-pile", cards = cards_count(*n)),
                        (n, _) => t!(
                            "wajh-alnahs-log-picks-up",
                            name = name(names, *seat),
                            cards = cards_count(*n)
                        ),
                    };
                    add(&mut line, text);
                }
                Event::Named { by, seat } => {
                    add(
                        &mut line,
                        t!(
                            "wajh-alnahs-log-named",
                            by = name(names, *by),
                            name = name(names, *seat)
                        ),
                    );
                }
                Event::Finished { seat, place } => {
                    flush(&mut line, log);
                    log.push(LogLine::by(
                        *seat,
                        t!("wajh-alnahs-log-out", name = name(names, *seat), place = place),
                    ));
                }
                Event::Rejoined { seat } => {
                    add(&mut line, t!("wajh-alnahs-log-rejoined", name = name(names, *seat)));
                }
                Event::StageOver {
                    stage,
                    wajh,
                    finished,
                    end,
                } => {
                    flush(&mut line, log);
                    // The cards it was left holding, counted before the action.
                    let mut after = *before;
                    let cards_left = after.apply(action).map(|_| after.cards_held(*wajh)).unwrap_or_default();
                    let who = name(names, *wajh);
                    let text = match end {
                        StageEnd::Stalemate => t!("wajh-alnahs-log-stage-over-stalemate", stage = stage, name = who),
                        StageEnd::NobodyHolding => t!("wajh-alnahs-log-stage-over-last-out", stage = stage, name = who),
                        StageEnd::LastHolding => t!("wajh-alnahs-log-stage-over", stage = stage, name = who),
                    };
                    log.push(LogLine::by(*wajh, text));
                    self.stages.push(StageResult {
                        stage: *stage,
                        wajh: *wajh,
                        finished: finished.clone(),
                        end: *end,
                        cards_left,
                    });
                }
                Event::SessionOver { winners, wajh, .. } => {
                    log.push(LogLine::plain(t!(
                        "wajh-alnahs-log-session-over",
                        winners = names_of(names, winners),
                        count = winners.len(),
                        wajh = names_of(names, wajh),
                        losers = wajh.len()
                    )));
                }
            }
        }
        flush(&mut line, log);
    }
}
