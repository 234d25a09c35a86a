//! What has happened in the match, as the log shows it: the opening draw,
//! deals, leaders, every play with what it killed, stops, discards, throws and
//! the end. Built from the rules' events, the same way live and when a save is
//! resumed. Only public information goes in: a throw or a discard shows its
//! cards because the table sees them too.

use jackar::{Action, Card, Event, Jackar, MarbleId, Place, deal_series};
use rules_core::{Game, Seat};

use crate::seated::LogLine;

/// How the last card reached the played pile.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Gone {
    /// Played for its effect.
    Played,
    /// Thrown with the rest of a hand that could not play (D9); how many cards.
    Thrown(usize),
    /// Discarded by a player stopped by a 10 (D7).
    Discarded,
}

/// The card on top of the played pile and who put it there: the board's
/// centre says "played by", "thrown by" or "discarded by".
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LastCard {
    /// The card (for a throw, the one the rules put on top: the highest).
    pub card: Card,
    /// Whose it was.
    pub seat: Seat,
    /// How it went.
    pub how: Gone,
}

/// What the match remembers beside its log.
#[derive(Clone, Debug, Default)]
pub struct Chronicle {
    /// Cards played, thrown or discarded in the match so far.
    pub cards_out: u32,
    /// The last card played, thrown or discarded, if any since the cards
    /// were last gathered.
    pub last_card: Option<LastCard>,
}

/// A list of cards as written: "A, 4, 9".
#[must_use]
pub fn cards_text(cards: &[Card]) -> String {
    cards.iter().map(|c| c.symbol()).collect::<Vec<_>>().join(", ")
}

/// "a" for the colour being played, "Sami's b" for another's.
fn marble_name(marble: MarbleId, playing: Option<Seat>, names: &[String]) -> String {
    if Some(marble.seat) == playing {
        marble.letter().to_string()
    } else {
        format!("{}'s {}", name(names, marble.seat), marble.letter())
    }
}

fn name(names: &[String], seat: Seat) -> &str {
    names.get(seat.index()).map_or("?", String::as_str)
}

/// "the first", "the second", … of a series.
fn ordinal(n: usize) -> String {
    match n {
        1 => "first".into(),
        2 => "second".into(),
        3 => "third".into(),
        4 => "fourth".into(),
        5 => "fifth".into(),
        n => format!("{n}th"),
    }
}

impl Chronicle {
    /// Notes an action applied to `before` and the events it gave (a chance
    /// action's too: its events say what it did), writing its lines to `log`.
    pub fn note(
        &mut self,
        before: &Jackar,
        action: &Action,
        events: &[Event],
        names: &[String],
        log: &mut Vec<LogLine>,
    ) {
        let mut push = |seat: Option<Seat>, text: String| log.push(LogLine { seat, text });
        let mover = before.to_act().seat();
        let playing = mover.map(|s| before.playing_colour(s));
        if let Some(seat) = mover
            && !matches!(action, Action::Throw | Action::Discard(_))
        {
            push(Some(seat), self.note_play(before, seat, playing, action, events, names));
        }
        for event in events {
            match event {
                Event::OpeningDraw { cards } => {
                    let drawn: Vec<String> = cards
                        .iter()
                        .map(|(s, c)| format!("{} {}", name(names, *s), c.symbol()))
                        .collect();
                    push(None, format!("Opening draw: {}", drawn.join(", ")));
                }
                Event::Leader { seat } => {
                    let text = if before.leader().is_none() {
                        format!("{} draws highest and leads", name(names, *seat))
                    } else {
                        format!("Series over: {} leads the next", name(names, *seat))
                    };
                    push(Some(*seat), text);
                }
                Event::SetAside { count } => push(None, format!("{count} cards set aside unseen")),
                Event::Dealt {
                    leader,
                    deal,
                    cards_each,
                } => {
                    let series = deal_series(before.players()).len();
                    push(
                        Some(*leader),
                        format!(
                            "{} deals {cards_each} each ({} deal of {series})",
                            name(names, *leader),
                            ordinal(deal + 1)
                        ),
                    );
                }
                Event::Stopped { seat } => {
                    push(
                        Some(*seat),
                        format!("{} is stopped: discards a card", name(names, *seat)),
                    );
                }
                Event::Discarded { seat, card } => {
                    self.cards_out += 1;
                    self.last_card = Some(LastCard {
                        card: *card,
                        seat: *seat,
                        how: Gone::Discarded,
                    });
                    push(
                        Some(*seat),
                        format!("{} discards {}", name(names, *seat), card.symbol()),
                    );
                }
                Event::Threw { seat, cards } => {
                    self.cards_out += u32::try_from(cards.len()).unwrap_or(0);
                    self.last_card = cards.last().map(|&card| LastCard {
                        card,
                        seat: *seat,
                        how: Gone::Thrown(cards.len()),
                    });
                    push(
                        Some(*seat),
                        format!("{} cannot play: throws {}", name(names, *seat), cards_text(cards)),
                    );
                }
                Event::Finished { seat } => {
                    let text = match before.board().partner(*seat) {
                        Some(p) => format!(
                            "{} has all four in base and plays {}'s now",
                            name(names, *seat),
                            name(names, p)
                        ),
                        None => format!("{} has all four in base", name(names, *seat)),
                    };
                    push(Some(*seat), text);
                }
                Event::Won { seats } => {
                    let who: Vec<&str> = seats.iter().map(|s| name(names, *s)).collect();
                    let text = if who.len() == 1 {
                        format!("{} wins!", who[0])
                    } else {
                        format!("{} win!", who.join(" and "))
                    };
                    push(seats.first().copied(), text);
                }
                Event::Played { seat, card } => {
                    self.last_card = Some(LastCard {
                        card: *card,
                        seat: *seat,
                        how: Gone::Played,
                    });
                }
                Event::BroughtOut { .. } | Event::Moved { .. } | Event::Killed { .. } | Event::Swapped { .. } => {}
            }
        }
    }

    /// One line for a played card: its notation, then what it did beyond the
    /// move itself (kills, marbles reaching the base).
    fn note_play(
        &mut self,
        before: &Jackar,
        seat: Seat,
        playing: Option<Seat>,
        action: &Action,
        events: &[Event],
        names: &[String],
    ) -> String {
        self.cards_out += 1;
        // A finished player plays the partner's marbles: say whose.
        let who = match playing {
            Some(colour) if colour != seat => format!("{} (for {})", name(names, seat), name(names, colour)),
            _ => name(names, seat).to_string(),
        };
        // Bringing out and swapping say in words what the notation leaves
        // out or writes cryptically: which marble came out, whose was swapped.
        let brought = events.iter().find_map(|e| match e {
            Event::BroughtOut { marble } => Some(*marble),
            _ => None,
        });
        let mut text = match (*action, brought) {
            (Action::Out(card), Some(marble)) => {
                format!(
                    "{who}: {} brings {} out",
                    card.symbol(),
                    marble_name(marble, playing, names)
                )
            }
            (Action::Swap { mine, theirs }, _) => format!(
                "{who}: J swaps {} with {}",
                marble_name(mine, playing, names),
                marble_name(theirs, playing, names)
            ),
            _ => format!("{who}: {}", before.notation(action)),
        };
        // Other colours' marbles are written 2c in notation: name their owners.
        let others: Vec<MarbleId> = match *action {
            Action::Move { marble, .. } => vec![marble],
            Action::Split { first, second } => vec![first.0, second.0],
            _ => Vec::new(),
        };
        let others: Vec<String> = others
            .into_iter()
            .filter(|m| Some(m.seat) != playing)
            .map(|m| marble_name(m, playing, names))
            .collect();
        if !others.is_empty() {
            text.push_str(&format!(" ({})", others.join(", ")));
        }
        for event in events {
            match event {
                Event::Killed { marble, .. } => {
                    text.push_str(&format!(", kills {}", marble_name(*marble, playing, names)));
                }
                Event::Moved {
                    marble,
                    from: Place::Track(_),
                    to: Place::Base(_),
                } => {
                    text.push_str(&format!(", {} enters the base", marble_name(*marble, playing, names)));
                }
                _ => {}
            }
        }
        text
    }
}
