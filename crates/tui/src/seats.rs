//! Who sits in each seat: a person at the keyboard or a computer player of
//! some strength, and how fast the computers play on screen.
//!
//! The kinds are chosen on the setup screen, kept in saves and in the
//! history (`docs/saves.md`), and read by the seated session: a computer's
//! seat never gets the pass-the-device curtain, and its turns are decided
//! off the UI thread (see `seated::computer`).

use std::time::Duration;

use rules_core::Level;

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// Who plays a seat.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum SeatKind {
    /// A person at the keyboard.
    #[default]
    Human,
    /// A computer player of this strength.
    Computer {
        /// How strong it plays.
        level: Level,
    },
    /// A person at their own screen, joined over SSH (`majlis host`) by the
    /// seat's name. The host's screen never shows this seat's hand: its
    /// turns pass there as a computer's do ("Amal is playing…").
    Remote,
}

impl SeatKind {
    /// The choices the setup screen offers, in the order ← → steps through them.
    pub const OFFERED: [SeatKind; 4] = [
        SeatKind::Human,
        SeatKind::Computer { level: Level::Easy },
        SeatKind::Computer { level: Level::Medium },
        SeatKind::Computer { level: Level::Hard },
    ];

    /// What setup offers when the table is hosted (`majlis host`): also a
    /// person joining by SSH.
    pub const OFFERED_HOSTING: [SeatKind; 5] = [
        SeatKind::Human,
        SeatKind::Remote,
        SeatKind::Computer { level: Level::Easy },
        SeatKind::Computer { level: Level::Medium },
        SeatKind::Computer { level: Level::Hard },
    ];

    /// The computer's level, if a computer plays the seat.
    #[must_use]
    pub fn level(self) -> Option<Level> {
        match self {
            SeatKind::Human | SeatKind::Remote => None,
            SeatKind::Computer { level } => Some(level),
        }
    }

    /// Whether a person joined by SSH plays the seat.
    #[must_use]
    pub fn is_remote(self) -> bool {
        self == SeatKind::Remote
    }

    /// Whether a computer plays the seat.
    #[must_use]
    pub fn is_computer(self) -> bool {
        self.level().is_some()
    }

    /// The kind in words, in the interface's language, as setup and the
    /// results write it ("Human", "Computer (hard)"): never by colour alone.
    #[must_use]
    pub fn label(self) -> String {
        match self {
            SeatKind::Human => crate::t!("table-seat-human"),
            SeatKind::Remote => crate::t!("host-seat-remote"),
            SeatKind::Computer { level } => crate::t!("table-seat-computer", level = level_word(level)),
        }
    }
}

/// A computer's level in the interface's language ("hard", "صعب", "קשה").
#[must_use]
pub fn level_word(level: Level) -> String {
    match level {
        Level::Random => crate::t!("table-level-random"),
        Level::Easy => crate::t!("table-level-easy"),
        Level::Medium => crate::t!("table-level-medium"),
        Level::Hard => crate::t!("table-level-hard"),
    }
}

/// Reads a seat's kind as the command line writes it (`majlis play …
/// --seats human,hard`): `human`, `easy`, `medium` or `hard`, in any case.
impl std::str::FromStr for SeatKind {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, String> {
        let word = text.trim();
        SeatKind::OFFERED
            .into_iter()
            .find(|kind| match kind.level() {
                None => word.eq_ignore_ascii_case("human"),
                Some(level) => word.eq_ignore_ascii_case(level.name()),
            })
            .ok_or_else(|| {
                // `random` is a level of `majlis sim --bots`, not a player for the table.
                let note = if word.eq_ignore_ascii_case(Level::Random.name()) {
                    " (random plays only in `majlis sim --bots`)"
                } else {
                    ""
                };
                format!("{word:?} is not a seat's kind; a seat is human, easy, medium or hard{note}")
            })
    }
}

/// The seats of a table: the kinds as saved, where an empty list means every
/// seat is a person (saves written before computer players).
#[must_use]
pub fn kind_of(seats: &[SeatKind], seat: usize) -> SeatKind {
    seats.get(seat).copied().unwrap_or_default()
}

/// Whether any seat of `seats` is a computer's.
#[must_use]
pub fn any_computer(seats: &[SeatKind]) -> bool {
    seats.iter().any(|s| s.is_computer())
}

/// The name a computer's seat gets when the family typed none, in the
/// interface's language: "Computer (hard)", numbered by seat ("Computer 2
/// (hard)") when another seat of `seats` would get the same name, so the
/// log never mixes two players up.
#[must_use]
pub fn computer_name(seats: &[SeatKind], seat: usize) -> Option<String> {
    let level = kind_of(seats, seat).level()?;
    let twins = seats.iter().filter(|s| s.level() == Some(level)).count();
    Some(default_name(level, (twins > 1).then_some(seat + 1)))
}

/// A computer's default name at `level`, numbered or not, in the
/// interface's language.
fn default_name(level: Level, number: Option<usize>) -> String {
    let level = level_word(level);
    match number {
        Some(number) => crate::t!("table-computer-name-numbered", number = number, level = level),
        None => crate::t!("table-computer-name", level = level),
    }
}

/// `f` in each of the family's languages, the thread's own language kept.
fn in_each_language<R>(mut f: impl FnMut() -> Option<R>) -> Option<R> {
    let own = crate::i18n::lang();
    let found = Lang::FAMILY.into_iter().find_map(|lang| {
        crate::i18n::set_lang(lang);
        f()
    });
    crate::i18n::set_lang(own);
    found
}

/// When `name` is a computer's default name ([`computer_name`]) in any of
/// the family's languages — a save keeps the name in the language the game
/// was set up in — its level and its number, if numbered.
#[must_use]
pub fn default_computer(name: &str) -> Option<(Level, Option<usize>)> {
    let number = name
        .split(|c: char| !c.is_ascii_digit())
        .find(|part| !part.is_empty())
        .and_then(|n| n.parse::<usize>().ok());
    in_each_language(|| {
        Level::ALL.into_iter().find_map(|level| {
            if name == default_name(level, None) {
                Some((level, None))
            } else {
                number
                    .filter(|&n| name == default_name(level, Some(n)))
                    .map(|n| (level, Some(n)))
            }
        })
    })
}

/// A name as the interface's language says it: a computer's default name,
/// whichever language it was saved in, in this one ("Computer 2 (hard)" is
/// "الكمبيوتر 2 (صعب)" in Arabic); any other name as typed.
#[must_use]
pub fn spoken(name: &str) -> String {
    match default_computer(name) {
        Some((level, number)) => default_name(level, number),
        None => name.to_owned(),
    }
}

/// Every name [`spoken`].
#[must_use]
pub fn spoken_names(names: &[String]) -> Vec<String> {
    names.iter().map(|name| spoken(name)).collect()
}

/// The players' names as lists of games write them: a computer whose name
/// does not already say so ("Computer (hard)") gets its kind after it
/// ("Robo (computer, hard)"), so the shelf and the results page tell people
/// from computers in words; a computer's default name is said in the
/// interface's language.
#[must_use]
pub fn marked_names(names: &[String], seats: &[SeatKind]) -> Vec<String> {
    names
        .iter()
        .enumerate()
        .map(
            |(seat, name)| match (kind_of(seats, seat).level(), default_computer(name)) {
                (Some(_), Some((level, number))) => default_name(level, number),
                (Some(level), None) => crate::t!("table-computer-marked", name = name, level = level_word(level)),
                (None, _) => name.clone(),
            },
        )
        .collect()
}

/// A seat's label where room is short: a computer's default name
/// ("Computer (hard)", "Computer 2 (hard)": see [`computer_name`], in any
/// of the family's languages) becomes "Computer 2", numbered by its seat,
/// so two computers never read the same when cut; any other name is the
/// name. The full name stays where there is room (the title bar, the log,
/// the results' list of computers) and in saves.
#[must_use]
pub fn label(name: &str, seat: usize) -> String {
    match default_computer(name) {
        Some((_, number)) if number.is_none_or(|n| n == seat + 1) => {
            crate::t!("table-computer-label", number = seat + 1)
        }
        _ => name.to_owned(),
    }
}

/// Every seat's [`label`].
#[must_use]
pub fn labels(names: &[String]) -> Vec<String> {
    names.iter().enumerate().map(|(seat, name)| label(name, seat)).collect()
}

/// How computer players play on screen.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Pace {
    /// How long a computer's chosen move is shown before it is played (each
    /// step of a move shown piece by piece takes half of it, the whole move
    /// the full pause).
    pub pause: Duration,
    /// Whether thinking is cut at a time cap ([`Pace::cap`]): on for play,
    /// off in tests so that a loaded machine never changes a choice.
    pub capped: bool,
}

/// The environment variable that sets the pause, in milliseconds.
pub const PAUSE_ENV: &str = "MAJLIS_COMPUTER_PAUSE_MS";

impl Default for Pace {
    fn default() -> Self {
        Pace {
            pause: Duration::from_millis(700),
            capped: true,
        }
    }
}

impl Pace {
    /// The pace for play: the pause from [`PAUSE_ENV`] when it is a number of
    /// milliseconds (at most a minute), else 0.7 s.
    #[must_use]
    pub fn from_env() -> Self {
        let pause = std::env::var(PAUSE_ENV)
            .ok()
            .and_then(|v| v.trim().parse::<u64>().ok())
            .map_or(Pace::default().pause, |ms| Duration::from_millis(ms.min(60_000)));
        Pace { pause, capped: true }
    }

    /// No pause and no time cap: a computer's move is played as soon as it
    /// is chosen, and the choice depends on the seed alone (tests).
    #[must_use]
    pub fn instant() -> Self {
        Pace {
            pause: Duration::ZERO,
            capped: false,
        }
    }

    /// The most a player of `level` thinks for one move, if capped.
    #[must_use]
    pub fn cap(&self, level: Level) -> Option<Duration> {
        if !self.capped {
            return None;
        }
        Some(match level {
            Level::Random | Level::Easy => Duration::from_millis(500),
            Level::Medium => Duration::from_secs(1),
            Level::Hard => Duration::from_secs(3),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_read_in_words_and_round_trip_as_json() {
        let hard = SeatKind::Computer { level: Level::Hard };
        assert_eq!(hard.label(), "Computer (hard)");
        assert_eq!(SeatKind::Human.label(), "Human");
        let json = serde_json::to_value([SeatKind::Human, hard]).expect("json");
        assert_eq!(
            json,
            serde_json::json!([{"kind": "human"}, {"kind": "computer", "level": "hard"}])
        );
        let back: Vec<SeatKind> = serde_json::from_value(json).expect("read back");
        assert_eq!(back, vec![SeatKind::Human, hard]);
    }

    #[test]
    fn kinds_are_read_from_words_in_any_case() {
        let read = |text: &str| text.parse::<SeatKind>();
        assert_eq!(read("human"), Ok(SeatKind::Human));
        assert_eq!(read(" Hard "), Ok(SeatKind::Computer { level: Level::Hard }));
        assert_eq!(read("EASY"), Ok(SeatKind::Computer { level: Level::Easy }));
        assert_eq!(read("medium"), Ok(SeatKind::Computer { level: Level::Medium }));
        assert_eq!(
            read("robot"),
            Err("\"robot\" is not a seat's kind; a seat is human, easy, medium or hard".to_owned())
        );
        assert!(read("random").is_err_and(|e| e.contains("only in `majlis sim --bots`")));
        assert!(read("").is_err());
        for kind in SeatKind::OFFERED {
            let word = kind.level().map_or("human", Level::name);
            assert_eq!(read(word), Ok(kind), "every kind setup offers reads back");
        }
    }

    #[test]
    fn computers_default_names_are_labelled_by_their_seat_where_room_is_short() {
        let names: Vec<String> = [
            "Amal",
            "Computer 2 (hard)",
            "Computer 3 (hard)",
            "Computer (easy)",
            "Robo (hard)",
        ]
        .map(str::to_owned)
        .to_vec();
        assert_eq!(
            labels(&names),
            ["Amal", "Computer 2", "Computer 3", "Computer 4", "Robo (hard)"]
        );
        // A name typed that only looks like one keeps what it says.
        assert_eq!(label("Computer 7 (hard)", 1), "Computer 7 (hard)");
        assert_eq!(label("Computer (clever)", 1), "Computer (clever)");
        assert_eq!(label("Computers", 0), "Computers");
    }

    #[test]
    fn two_computers_of_a_level_are_numbered_apart() {
        let easy = SeatKind::Computer { level: Level::Easy };
        let hard = SeatKind::Computer { level: Level::Hard };
        assert_eq!(computer_name(&[easy, hard], 1).as_deref(), Some("Computer (hard)"));
        assert_eq!(computer_name(&[hard, hard], 1).as_deref(), Some("Computer 2 (hard)"));
        assert_eq!(computer_name(&[SeatKind::Human, hard], 0), None);
        assert_eq!(kind_of(&[], 3), SeatKind::Human, "an old save: every seat a person");
        let names = ["Amal".to_owned(), "Computer (hard)".to_owned(), "Robo".to_owned()];
        assert_eq!(
            marked_names(&names, &[SeatKind::Human, hard, easy]),
            ["Amal", "Computer (hard)", "Robo (computer, easy)"]
        );
    }

    #[test]
    fn computers_are_named_in_the_readers_language_whatever_the_save_says() {
        use crate::i18n::set_lang;
        let hard = SeatKind::Computer { level: Level::Hard };
        let easy = SeatKind::Computer { level: Level::Easy };
        set_lang(Lang::Ar);
        assert_eq!(hard.label(), "الكمبيوتر (صعب)");
        assert_eq!(SeatKind::Human.label(), "شخص");
        assert_eq!(computer_name(&[hard, hard], 1).as_deref(), Some("الكمبيوتر 2 (صعب)"));
        // A game set up in English, continued in Arabic, and the other way round.
        assert_eq!(spoken("Computer 2 (hard)"), "الكمبيوتر 2 (صعب)");
        assert_eq!(spoken("Computer (easy)"), "الكمبيوتر (سهل)");
        assert_eq!(label("Computer (hard)", 1), "الكمبيوتر 2");
        assert_eq!(label("מחשב 3 (קשה)", 2), "الكمبيوتر 3");
        assert_eq!(
            spoken("Computer 7 (clever)"),
            "Computer 7 (clever)",
            "a name typed stays"
        );
        let names = ["هالة".to_owned(), "Computer (hard)".to_owned(), "Robo".to_owned()];
        assert_eq!(
            marked_names(&names, &[SeatKind::Human, hard, easy]),
            ["هالة", "الكمبيوتر (صعب)", "Robo (كمبيوتر، سهل)"]
        );
        set_lang(Lang::He);
        assert_eq!(spoken("الكمبيوتر 2 (صعب)"), "מחשב 2 (קשה)");
        assert_eq!(hard.label(), "מחשב (קשה)");
        set_lang(Lang::En);
        assert_eq!(spoken("الكمبيوتر 2 (صعب)"), "Computer 2 (hard)");
        assert_eq!(label("מחשב (קשה)", 0), "Computer 1");
        assert_eq!(default_computer("Computer 2 (medium)"), Some((Level::Medium, Some(2))));
        assert_eq!(default_computer("Amal"), None);
    }
}
