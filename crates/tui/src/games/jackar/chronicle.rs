//! What has happened in the match, as the log shows it: the opening draw,
//! deals, leaders, every play with what it killed, stops, discards, throws and
//! the end. Built from the rules' events, the same way live and when a save is
//! resumed. Only public information goes in: a throw or a discard shows its
//! cards because the table sees them too.

use majlis_games::rules::jackar::{Action, Card, Event, Jackar, MarbleId, Place, deal_series};
use rules_core::{Game, Seat};

use crate::seated::LogLine;
use crate::t;
use crate::text::name;

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
    /// Rounds of the opening draw so far (a tie for the highest draws again).
    pub opening_draws: u32,
}

/// Words in a list, as the language writes one: "A, 4, 9" ("A، 4، 9").
pub fn list(items: impl IntoIterator<Item = String>) -> String {
    items
        .into_iter()
        .reduce(|first, second| t!("jackar-list", first = first, second = second))
        .unwrap_or_default()
}

/// A list of cards as written: "A, 4, 9".
#[must_use]
pub fn cards_text(cards: &[Card]) -> String {
    list(cards.iter().map(|c| c.symbol().to_string()))
}

/// A marble as the log names it, so that it cannot be taken for a card or a
/// player: "marble a" for the colour being played, "Sami's marble b" for
/// another's.
fn marble_name(marble: MarbleId, playing: Option<Seat>, names: &[String]) -> String {
    let letter = marble.letter().to_string();
    if Some(marble.seat) == playing {
        t!("jackar-log-marble", letter = letter)
    } else {
        t!(
            "jackar-log-their-marble",
            name = name(names, marble.seat),
            letter = letter
        )
    }
}

/// A marble's move as the log writes it: "marble a forward 8", "Sami's
/// marble c back 4".
fn marble_move(card: Card, marble: MarbleId, steps: u8, playing: Option<Seat>, names: &[String]) -> String {
    let marble = marble_name(marble, playing, names);
    if card == Card::Four {
        t!("jackar-log-back", marble = marble, steps = steps)
    } else {
        t!("jackar-log-forward", marble = marble, steps = steps)
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
            push(Some(seat), self.note_play(seat, playing, action, events, names));
        }
        for event in events {
            match event {
                Event::OpeningDraw { cards } => {
                    let drawn: Vec<String> = cards
                        .iter()
                        .map(|(s, c)| format!("{} {}", name(names, *s), c.symbol()))
                        .collect();
                    // The rules file: the highest leads, A=1 … K=13; ties draw again.
                    let draws = list(drawn);
                    let text = if self.opening_draws == 0 {
                        t!("jackar-log-opening", draws = draws)
                    } else {
                        t!("jackar-log-opening-again", draws = draws)
                    };
                    self.opening_draws += 1;
                    push(None, text);
                }
                Event::Leader { seat } => {
                    let text = if before.leader().is_none() {
                        t!("jackar-log-leads-first", name = name(names, *seat))
                    } else {
                        t!("jackar-log-leads-next", name = name(names, *seat))
                    };
                    push(Some(*seat), text);
                }
                Event::SetAside { count } => push(None, t!("jackar-log-set-aside", count = *count)),
                Event::Dealt {
                    leader,
                    deal,
                    cards_each,
                } => {
                    let series = deal_series(before.players()).len();
                    push(
                        Some(*leader),
                        t!(
                            "jackar-log-deals",
                            name = name(names, *leader),
                            each = *cards_each,
                            deal = *deal + 1,
                            deals = series
                        ),
                    );
                }
                Event::Stopped { seat } => {
                    push(Some(*seat), t!("jackar-log-stopped", name = name(names, *seat)));
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
                        t!("jackar-log-discards", name = name(names, *seat), card = card.symbol()),
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
                        t!(
                            "jackar-log-throws",
                            name = name(names, *seat),
                            cards = cards_text(cards)
                        ),
                    );
                }
                Event::Finished { seat } => {
                    let text = match before.board().partner(*seat) {
                        Some(p) => t!(
                            "jackar-log-finished-partner",
                            name = name(names, *seat),
                            partner = name(names, p)
                        ),
                        None => t!("jackar-log-finished", name = name(names, *seat)),
                    };
                    push(Some(*seat), text);
                }
                Event::Won { seats } => {
                    let who: Vec<&str> = seats.iter().map(|s| name(names, *s)).collect();
                    let text = match who.as_slice() {
                        [one] => t!("jackar-log-wins-one", name = *one),
                        [init @ .., last] => t!("jackar-log-wins-two", first = init.join(", "), second = *last),
                        [] => String::new(),
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

    /// One line for a played card in words: who plays which card, what it
    /// did to which marble, then what else happened (kills, marbles entering
    /// the base): "Badr plays A: marble a out", "Badr plays 5: Sami's marble c
    /// forward 5, kills marble b". Cards are written as on the card (A, 10,
    /// K), marbles always with the word "marble", players by name.
    fn note_play(
        &mut self,
        seat: Seat,
        playing: Option<Seat>,
        action: &Action,
        events: &[Event],
        names: &[String],
    ) -> String {
        self.cards_out += 1;
        // A finished player plays the partner's marbles: say whose.
        let who = match playing {
            Some(colour) if colour != seat => t!(
                "jackar-log-for",
                name = name(names, seat),
                partner = name(names, colour)
            ),
            _ => name(names, seat).to_string(),
        };
        let card = action.card().map_or_else(String::new, |c| c.symbol().to_string());
        let brought = events.iter().find_map(|e| match e {
            Event::BroughtOut { marble } => Some(*marble),
            _ => None,
        });
        let stopped = events.iter().find_map(|e| match e {
            Event::Stopped { seat } => Some(*seat),
            _ => None,
        });
        let what = match *action {
            Action::Out(_) => match brought {
                Some(marble) => t!("jackar-log-out", marble = marble_name(marble, playing, names)),
                None => t!("jackar-log-a-marble-out"),
            },
            Action::Move { card, marble, steps } => marble_move(card, marble, steps, playing, names),
            Action::Split { first, second } => t!(
                "jackar-log-split",
                first = marble_move(Card::Seven, first.0, first.1, playing, names),
                second = marble_move(Card::Seven, second.0, second.1, playing, names)
            ),
            Action::Stop => match stopped {
                Some(s) => t!("jackar-log-stops", name = name(names, s)),
                None => t!("jackar-log-a-stop"),
            },
            Action::Swap { mine, theirs } => t!(
                "jackar-log-swaps",
                mine = marble_name(mine, playing, names),
                theirs = marble_name(theirs, playing, names)
            ),
            Action::OpeningDraw(_) | Action::Deal(_) | Action::Throw | Action::Discard(_) => String::new(),
        };
        let mut text = t!("jackar-log-plays", who = who, card = card, what = what);
        for event in events {
            match event {
                Event::Killed { marble, .. } => {
                    text.push_str(&t!("jackar-log-kills", marble = marble_name(*marble, playing, names)));
                }
                Event::Moved {
                    marble,
                    from: Place::Track(_),
                    to: Place::Base(_),
                } => {
                    text.push_str(&t!("jackar-log-enters", marble = marble_name(*marble, playing, names)));
                }
                _ => {}
            }
        }
        text
    }
}
