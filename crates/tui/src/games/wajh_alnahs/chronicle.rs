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
use crate::text::{and_list, name, ordinal};

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
    let word = name_in_words(card);
    match count {
        1 => crate::text::with_article(&word),
        n => {
            let many = ["", "", "two", "three", "four"]
                .get(usize::from(n))
                .copied()
                .unwrap_or("several");
            format!("{many} {word}s")
        }
    }
}

/// The two sides of the swap before play as said: ("Burn", "7 and
/// Transparent"); `give` go from the hand face up, `take` the other way.
#[must_use]
pub fn swap_said(give: &[Card], take: &[Card]) -> (String, String) {
    let said = |cards: &[Card]| {
        let words: Vec<String> = cards.iter().map(|&c| name_in_words(c)).collect();
        and_list(&words.iter().map(String::as_str).collect::<Vec<_>>())
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
            Some((_, t)) => {
                t.push_str("; ");
                t.push_str(&text);
            }
            None => *line = Some((mover, text)),
        };
        for event in events {
            match event {
                Event::Dealt { stage } => {
                    log.push(LogLine::plain(format!(
                        "Stage {stage}: 3 cards face down, 3 face up and 3 in hand each"
                    )));
                }
                Event::Swapped { seat, give, take } => {
                    let text = if give.is_empty() {
                        format!("{} keeps the cards as dealt", name(names, *seat))
                    } else {
                        let (give, take) = swap_said(give, take);
                        format!(
                            "{} swaps: puts {give} face up, takes {take} into the hand",
                            name(names, *seat)
                        )
                    };
                    log.push(LogLine::by(*seat, text));
                }
                Event::Opened { seat, card } => {
                    flush(&mut line, log);
                    line = Some((
                        Some(*seat),
                        format!(
                            "{} holds the lowest card and opens with {}",
                            name(names, *seat),
                            cards_said(*card, 1)
                        ),
                    ));
                }
                Event::Laid {
                    seat,
                    card,
                    count,
                    from,
                } => {
                    if line
                        .as_ref()
                        .is_some_and(|(s, t)| *s == Some(*seat) && t.contains(" opens "))
                    {
                        continue; // the opening lay was said already
                    }
                    let text = match from {
                        Source::Hand => format!("{} lays {}", name(names, *seat), cards_said(*card, *count)),
                        Source::FaceUp => format!(
                            "{} lays {} from the face-up cards",
                            name(names, *seat),
                            cards_said(*card, *count)
                        ),
                        // The turned-over card said it already.
                        Source::FaceDown => continue,
                    };
                    add(&mut line, text);
                }
                Event::TurnedUp { seat, card, fits } => {
                    let text = if *fits {
                        format!(
                            "{} turns over a face-down card, {}, and lays it",
                            name(names, *seat),
                            cards_said(*card, 1)
                        )
                    } else {
                        format!(
                            "{} turns over a face-down card: {}, which does not fit",
                            name(names, *seat),
                            cards_said(*card, 1)
                        )
                    };
                    add(&mut line, text);
                }
                Event::Drew { .. } => {}
                Event::Burnt { cards, four, .. } => {
                    let what = if *four { "four of a kind burns" } else { "it burns" };
                    let out = crate::text::count(cards, "card", "cards");
                    add(&mut line, format!("{what} the pile ({out} out of the game)"));
                }
                Event::BroughtUp { card } => {
                    add(&mut line, format!("{} comes up from the bottom", cards_said(*card, 1)));
                }
                Event::Limit => add(&mut line, "5 or less!".into()),
                Event::Skipped { seats } => {
                    let who: Vec<&str> = seats.iter().map(|&s| name(names, s)).collect();
                    add(&mut line, format!("{} skipped", and_list(&who)));
                }
                Event::Reversed { .. } => add(&mut line, "play turns the other way".into()),
                Event::PlaysAgain { seat } => add(&mut line, format!("{} plays again", name(names, *seat))),
                Event::PickedUp { seat, cards } => {
                    let text = match (cards, action) {
                        (0, _) => format!("{} picks up nothing: the pile is empty", name(names, *seat)),
                        (n, Action::FaceDown(_)) => format!(
                            "taken into the hand with the pile ({})",
                            crate::text::count(n, "card", "cards")
                        ),
                        (n, _) => format!(
                            "{} picks up the pile ({})",
                            name(names, *seat),
                            crate::text::count(n, "card", "cards")
                        ),
                    };
                    add(&mut line, text);
                }
                Event::Named { by, seat } => {
                    add(
                        &mut line,
                        format!(
                            "{}: \"Carry it, {}!\" (شيل يا نحس)",
                            name(names, *by),
                            name(names, *seat)
                        ),
                    );
                }
                Event::Finished { seat, place } => {
                    flush(&mut line, log);
                    log.push(LogLine::by(
                        *seat,
                        format!("{} is out of cards ({})", name(names, *seat), ordinal(*place)),
                    ));
                }
                Event::Rejoined { seat } => {
                    add(&mut line, format!("{} is back in the stage", name(names, *seat)));
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
                    let why = match end {
                        StageEnd::Stalemate => " at the 40th pick-up without progress, holding the most cards",
                        StageEnd::NobodyHolding => ", the last to run out",
                        StageEnd::LastHolding => "",
                    };
                    log.push(LogLine::by(
                        *wajh,
                        format!(
                            "Stage {stage} is over: {} is the Wajh al-Nahs (وجه النحس){why}",
                            name(names, *wajh)
                        ),
                    ));
                    self.stages.push(StageResult {
                        stage: *stage,
                        wajh: *wajh,
                        finished: finished.clone(),
                        end: *end,
                        cards_left,
                    });
                }
                Event::SessionOver { winners, wajh, .. } => {
                    let w: Vec<&str> = winners.iter().map(|&s| name(names, s)).collect();
                    let l: Vec<&str> = wajh.iter().map(|&s| name(names, s)).collect();
                    log.push(LogLine::plain(format!(
                        "Session over: {} {} with the fewest marks; {} the Wajh al-Nahs of the session",
                        and_list(&w),
                        if w.len() == 1 { "wins" } else { "win" },
                        and_list(&l),
                    )));
                }
            }
        }
        flush(&mut line, log);
    }
}
