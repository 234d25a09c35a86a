//! A game's description-driven words, in the interface language: its title,
//! its line on the picker, its default seat names and its options' labels,
//! help and values. The rules crate's [`Description`] says what there is
//! (ids, seats, option keys and values, in English for the engine and the
//! command line); the words a family reads come from the game's message
//! file (`assets/locales/<lang>/<id>.ftl`), by ids made from the description:
//!
//! | id | what |
//! |---|---|
//! | `<id>-title` | the game's name: Latin and original (`Toki Toki (توكي توكي)`), original first in Arabic and Hebrew |
//! | `<id>-summary` | the one line the picker and setup say about it |
//! | `<id>-seat-<n>` | the default name of seat `n` (1-based), for every seat of the largest table |
//! | `<id>-option-<key>` | an option's label |
//! | `<id>-option-<key>-help` | what the option does |
//! | `<id>-option-<key>-<value>` | a choice's value |
//! | `<id>-option-<key>-value` | a number's value, with `$count` (`{ $count -> [1] One game *[other] { $count } points }`) |
//!
//! Keys and values are written as the description spells them, with `_`
//! and `.` as `-` (`shesh-besh-option-match-to`). An on/off option's values
//! are the shell's (`option-on`, `option-off`). Until a game has its words,
//! the description's English is shown; [`missing`] lists what a game lacks
//! and a test fails on any.

use rules_core::{Description, OptionSpec, OptionValues};
use serde_json::Value;

use crate::i18n::{self, Arg};

/// An id part as the message files spell it (`match_to` → `match-to`).
fn part(text: &str) -> String {
    text.replace(['_', '.'], "-")
}

/// Message `id` with `args` when the language has it, else `fallback`.
fn or_else(id: &str, args: &[(&str, Arg)], fallback: impl FnOnce() -> String) -> String {
    if i18n::has(id) { i18n::tr(id, args) } else { fallback() }
}

/// The id of the game's title.
fn title_id(d: &Description) -> String {
    format!("{}-title", d.id)
}

/// The id of the game's one-line summary.
fn summary_id(d: &Description) -> String {
    format!("{}-summary", d.id)
}

/// The id of seat `seat`'s default name (`seat` from 0; the id counts from 1).
fn seat_id(d: &Description, seat: usize) -> String {
    format!("{}-seat-{}", d.id, seat + 1)
}

/// The id of an option's label (its help and values add to it).
fn option_id(d: &Description, spec: &OptionSpec) -> String {
    format!("{}-option-{}", d.id, part(spec.key))
}

/// The game's name as a family reads it: "Toki Toki (توكي توكي)".
#[must_use]
pub fn title(d: &Description) -> String {
    or_else(&title_id(d), &[], || d.display_name())
}

/// The game's name as a heading shows it (the picker's list, the setup
/// screen, the title bar): in English its Latin name, with its original name
/// beside it to be drawn in a colour of its own; in another language its
/// title ([`title`]: the original first, the Latin after it) alone.
#[must_use]
pub fn heading(d: &Description) -> (String, Option<&'static str>) {
    if i18n::lang() == i18n::Lang::En {
        (d.latin.to_owned(), Some(d.original))
    } else {
        (title(d), None)
    }
}

/// The game's one line on the picker and the setup screen.
#[must_use]
pub fn summary(d: &Description) -> String {
    or_else(&summary_id(d), &[], || d.summary.to_owned())
}

/// The default name of the seat with index `seat` ("White", "Player 3").
#[must_use]
pub fn seat_name(d: &Description, seat: usize) -> String {
    or_else(&seat_id(d, seat), &[], || d.default_name(seat))
}

/// An option's label ("Match length").
#[must_use]
pub fn option_label(d: &Description, spec: &OptionSpec) -> String {
    or_else(&option_id(d, spec), &[], || spec.label.to_owned())
}

/// What an option does, in one sentence.
#[must_use]
pub fn option_help(d: &Description, spec: &OptionSpec) -> String {
    or_else(&format!("{}-help", option_id(d, spec)), &[], || spec.help.to_owned())
}

/// How a value of an option reads ("Higher die plays it", "5 points", "On").
#[must_use]
pub fn value_label(d: &Description, spec: &OptionSpec, value: &Value) -> String {
    let english = || spec.value_label(value);
    match (&spec.values, value) {
        (OptionValues::Choice { .. }, Value::String(v)) => {
            or_else(&format!("{}-{}", option_id(d, spec), part(v)), &[], english)
        }
        (OptionValues::Range { .. }, Value::Number(n)) => match n.as_u64() {
            Some(n) => or_else(
                &format!("{}-value", option_id(d, spec)),
                &[("count", Arg::from(n))],
                english,
            ),
            None => english(),
        },
        (OptionValues::Flag { .. }, Value::Bool(true)) => crate::t!("option-on"),
        (OptionValues::Flag { .. }, Value::Bool(false)) => crate::t!("option-off"),
        _ => english(),
    }
}

/// Every message id the description needs: its title and summary, every
/// seat of its largest table, every option's label and help, and each
/// value's label (a number's one message for all its values).
#[must_use]
pub fn needed(d: &Description) -> Vec<String> {
    let mut ids = vec![title_id(d), summary_id(d)];
    let most = d.players.iter().copied().max().unwrap_or(0);
    ids.extend((0..most).map(|seat| seat_id(d, seat)));
    for spec in d.options {
        let option = option_id(d, spec);
        ids.push(option.clone());
        ids.push(format!("{option}-help"));
        match &spec.values {
            OptionValues::Choice { choices, .. } => {
                ids.extend(choices.iter().map(|c| format!("{option}-{}", part(c.value))));
            }
            OptionValues::Range { .. } => ids.push(format!("{option}-value")),
            OptionValues::Flag { .. } => {}
        }
    }
    ids
}

/// The ids of [`needed`] that the thread's language has no message for.
#[must_use]
pub fn missing(d: &Description) -> Vec<String> {
    needed(d).into_iter().filter(|id| !i18n::has(id)).collect()
}

/// How many play a game, in words: "2 players", "2–4 players", "2, 4 or 6 players".
#[must_use]
pub fn players_text(d: &rules_core::Description) -> String {
    match d.players {
        [one] => crate::t!("players-count", count = *one),
        [first, .., last] if d.players.windows(2).all(|w| w[1] == w[0] + 1) => {
            crate::t!("players-range", min = *first, max = *last)
        }
        [init @ .., last] => {
            let init: Vec<String> = init.iter().map(ToString::to_string).collect();
            crate::t!("players-choice", list = crate::chrome::list_text(&init), last = *last)
        }
        [] => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, set_lang};

    /// Every game on the shelf has the words the shell shows of it in every
    /// language: its description's (title, summary, each seat of its
    /// largest table, each option's label, help and values) and what its
    /// keys do in the help and the key bar (its bindings' and the table's
    /// `does`, message ids: `keys::say`).
    #[test]
    fn every_game_has_the_words_the_shell_shows_in_every_language() {
        // What each game lacks, by game then language, so that the message
        // says whose file to write: a game's own words go in its
        // `assets/locales/<lang>/<id>.ftl`; a key whose words are another
        // text than an id is in the game's key table (`<id>-key-…`), or in
        // the table's (`seated/mod.rs`, `table-key-…` in `table.ftl`).
        let mut lacking: std::collections::BTreeMap<&str, Vec<String>> = std::collections::BTreeMap::new();
        for lang in Lang::FAMILY {
            set_lang(lang);
            for screen in crate::games::SCREENS {
                let d = screen.description;
                let lacks = lacking.entry(d.id).or_default();
                for id in missing(d) {
                    lacks.push(format!(
                        "{lang}: no message {id:?} in assets/locales/{lang}/{}.ftl",
                        d.id
                    ));
                }
                let names = (0..d.usual_players).map(|seat| format!("P{seat}")).collect();
                let session = (screen.open)(1, names, &Value::Null).expect("a new game");
                let keys = session.keys();
                for (key, does) in keys.rows.iter().chain(&keys.bar) {
                    let whose = if does.starts_with("table-") {
                        "table.ftl".to_owned()
                    } else {
                        format!("{}.ftl", d.id)
                    };
                    let is_id = does.contains('-')
                        && does
                            .chars()
                            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
                    let line = if is_id {
                        format!("{lang}: key {key:?}: no message {does:?} in assets/locales/{lang}/{whose}")
                    } else {
                        format!(
                            "{lang}: key {key:?} does {does:?}: words, not a message id (write it in {whose} and name its id)"
                        )
                    };
                    if !i18n::has(does) && !lacks.contains(&line) {
                        lacks.push(line);
                    }
                }
            }
        }
        set_lang(Lang::En);
        let report: Vec<String> = lacking
            .iter()
            .filter(|(_, lacks)| !lacks.is_empty())
            .map(|(game, lacks)| format!("{game} lacks {} words:\n  {}", lacks.len(), lacks.join("\n  ")))
            .collect();
        assert!(
            report.is_empty(),
            "games missing the words the shell shows of them:\n{}",
            report.join("\n")
        );
    }

    #[test]
    fn ids_follow_the_description_with_dashes() {
        let shesh = crate::games::find("shesh-besh").expect("shesh-besh").description;
        let ids = needed(shesh);
        for id in [
            "shesh-besh-title",
            "shesh-besh-summary",
            "shesh-besh-seat-1",
            "shesh-besh-seat-2",
            "shesh-besh-option-match-to",
            "shesh-besh-option-match-to-help",
            "shesh-besh-option-match-to-value",
            "shesh-besh-option-opening-play-roll",
            "shesh-besh-option-opening-reroll",
            "shesh-besh-option-cube",
        ] {
            assert!(ids.contains(&id.to_owned()), "{id} not in {ids:?}");
        }
        let jackar = crate::games::find("jackar").expect("jackar").description;
        assert!(
            needed(jackar).contains(&"jackar-seat-6".to_owned()),
            "the largest table's seats"
        );
    }

    #[test]
    fn a_missing_word_falls_back_to_the_descriptions_english() {
        set_lang(Lang::Ar);
        let d = crate::games::find("toki").expect("toki").description;
        let fallback_or_message = title(d);
        set_lang(Lang::En);
        assert!(!fallback_or_message.is_empty());
        let spec = crate::games::find("shesh-besh")
            .expect("shesh-besh")
            .description
            .option("cube")
            .expect("cube");
        let d = crate::games::find("shesh-besh").expect("shesh-besh").description;
        assert_eq!(value_label(d, spec, &Value::Bool(true)), "On");
        set_lang(Lang::Ar);
        let on = value_label(d, spec, &Value::Bool(true));
        set_lang(Lang::En);
        assert_ne!(on, "On", "the shell's on/off are translated");
    }
}
