//! A game described once, as data: its id and names, player counts, default seat
//! names and house options. The rules crate writes its [`Description`]; the shelf,
//! the command line, the setup screen, the engine's `games` command and
//! `majlis sim` all read it, so none of these facts is written twice.

use serde_json::Value;

use crate::{SetupError, words};

/// Everything a front-end or tool needs to know about a game before playing it.
#[derive(Debug, PartialEq, Eq)]
pub struct Description {
    /// The id on the command line, in the engine and in saves (`shesh-besh`).
    pub id: &'static str,
    /// The name in Latin letters (`Shesh-Besh`).
    pub latin: &'static str,
    /// The name in its original script (`שש בש`).
    pub original: &'static str,
    /// One line a family reads in the picker.
    pub summary: &'static str,
    /// The player counts the game supports, ascending.
    pub players: &'static [usize],
    /// How many usually play; offered first wherever no count is asked for.
    pub usual_players: usize,
    /// Default names by seat (`White`, `Black`); seats beyond the list are
    /// "Player n".
    pub seat_names: &'static [&'static str],
    /// The house options, in the order a setup screen offers them.
    pub options: &'static [OptionSpec],
}

/// One house option: a key of the game's options JSON and what it may be.
#[derive(Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// The key in the options JSON (`match_to`).
    pub key: &'static str,
    /// A short label a family reads (`Match length`).
    pub label: &'static str,
    /// One line saying what it does.
    pub help: &'static str,
    /// The mark of the rules file the option implements (`D4`).
    pub mark: &'static str,
    /// The values it may take and its default.
    pub values: OptionValues,
}

/// The values an option may take.
#[derive(Debug, PartialEq, Eq)]
pub enum OptionValues {
    /// One of a list of words (a JSON string each).
    Choice {
        /// The values, in the order offered.
        choices: &'static [Choice],
        /// Index into `choices` of the default.
        default: usize,
    },
    /// A whole number from `min` up to `max` (no upper bound when `None`).
    Range {
        /// The smallest value.
        min: u32,
        /// The largest value, if any.
        max: Option<u32>,
        /// The default.
        default: u32,
        /// The values a setup screen offers in turn (each within the range).
        suggested: &'static [u32],
        /// What the number counts, singular and plural (`("point", "points")`),
        /// so a value reads "5 points"; `None` for a bare number.
        unit: Option<(&'static str, &'static str)>,
        /// Values with a name of their own (`(1, "One game")`), shown instead
        /// of the number.
        named: &'static [(u32, &'static str)],
    },
    /// On or off (a JSON boolean).
    Flag {
        /// The default.
        default: bool,
    },
}

/// One value of an [`OptionValues::Choice`].
#[derive(Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value as written in the options JSON (`play-roll`).
    pub value: &'static str,
    /// What a family reads (`Higher die plays it`).
    pub label: &'static str,
}

impl Description {
    /// The name shown to players: Latin and original, e.g. `Shesh-Besh (שש בש)`.
    #[must_use]
    pub fn display_name(&self) -> String {
        format!("{} ({})", self.latin, self.original)
    }

    /// "2", "2–4" or "2, 4 or 6": the player counts in words.
    #[must_use]
    pub fn players_text(&self) -> String {
        match self.players {
            [one] => one.to_string(),
            [first, .., last] if self.players.windows(2).all(|w| w[1] == w[0] + 1) => format!("{first}–{last}"),
            [init @ .., last] => {
                let init: Vec<String> = init.iter().map(ToString::to_string).collect();
                format!("{} or {last}", init.join(", "))
            }
            [] => String::new(),
        }
    }

    /// Checks that the game is played by `players` (one of [`Description::players`]).
    ///
    /// # Errors
    /// When it is not, in the words a player reads: "Jackar (جاكار) is played
    /// by 2, 4 or 6 players, not 3".
    pub fn check_players(&self, players: usize) -> Result<(), SetupError> {
        if self.players.contains(&players) {
            Ok(())
        } else {
            Err(SetupError(format!(
                "{} is played by {} players, not {players}",
                self.display_name(),
                self.players_text()
            )))
        }
    }

    /// The default name of the seat with index `seat`.
    #[must_use]
    pub fn default_name(&self, seat: usize) -> String {
        self.seat_names
            .get(seat)
            .map_or_else(|| format!("Player {}", seat + 1), |n| (*n).to_string())
    }

    /// The option with this key.
    #[must_use]
    pub fn option(&self, key: &str) -> Option<&'static OptionSpec> {
        self.options.iter().find(|o| o.key == key)
    }

    /// The sentence refusing options the game does not have (at least one),
    /// naming a few of them and those it has.
    fn no_option(&self, unknown: &[&str]) -> String {
        let known: Vec<&str> = self.options.iter().map(|o| o.key).collect();
        let named = words::quoted_list(unknown.iter().copied(), 3);
        let option = if unknown.len() == 1 { "option" } else { "options" };
        if known.is_empty() {
            format!("{} has no options (not {named})", self.latin)
        } else {
            format!(
                "{} has no {option} {named}; its options are {}",
                self.latin,
                known.join(", ")
            )
        }
    }

    /// Checks an options JSON object against the described options: every key
    /// known, every value allowed. Lists every problem found (the unknown
    /// keys in one sentence, naming a few: an object of a million keys gets
    /// a short answer).
    ///
    /// # Errors
    /// The problems, one sentence each.
    pub fn check_options(&self, options: &Value) -> Result<(), Vec<String>> {
        let map = match options {
            Value::Null => return Ok(()),
            Value::Object(map) => map,
            _ => return Err(vec![format!("the options of {} must be an object", self.id)]),
        };
        let mut problems = Vec::new();
        let mut unknown = Vec::new();
        for (key, value) in map {
            match self.option(key) {
                None => unknown.push(key.as_str()),
                Some(spec) => {
                    if let Err(problem) = spec.check(value) {
                        problems.push(problem);
                    }
                }
            }
        }
        if !unknown.is_empty() {
            problems.insert(0, self.no_option(&unknown));
        }
        if problems.is_empty() { Ok(()) } else { Err(problems) }
    }

    /// Every option with the value it has in `options` (an options JSON object,
    /// or `null`): the value given, else the described default. For showing
    /// a table's house rules ("Match length: 5").
    #[must_use]
    pub fn options_as_set(&self, options: &Value) -> Vec<(&'static OptionSpec, Value)> {
        self.options
            .iter()
            .map(|spec| {
                let value = options.get(spec.key).cloned().unwrap_or_else(|| spec.default_json());
                (spec, value)
            })
            .collect()
    }

    /// Reads `key=value` as typed on a command line: the key must be one of the
    /// options, and the value is read as that option takes it (a number, a word,
    /// `true`/`false`).
    ///
    /// # Errors
    /// A sentence naming the game's options, or what the value must be.
    pub fn option_from_text(&self, text: &str) -> Result<(&'static str, Value), String> {
        let (key, value) = text
            .split_once('=')
            .ok_or_else(|| format!("{text:?} is not key=value"))?;
        let key = key.trim();
        let spec = self.option(key).ok_or_else(|| self.no_option(&[key]))?;
        Ok((spec.key, spec.value_from_text(value.trim())?))
    }
}

impl OptionSpec {
    /// The values a setup screen offers in turn, with how each is shown:
    /// the choices, the suggested numbers, or off and on.
    #[must_use]
    pub fn offered(&self) -> Vec<(Value, String)> {
        match &self.values {
            OptionValues::Choice { choices, .. } => choices
                .iter()
                .map(|c| (Value::String(c.value.to_string()), c.label.to_string()))
                .collect(),
            OptionValues::Range { suggested, .. } => suggested
                .iter()
                .map(|&n| (Value::from(n), self.value_label(&Value::from(n))))
                .collect(),
            OptionValues::Flag { .. } => vec![
                (Value::Bool(false), "Off".to_string()),
                (Value::Bool(true), "On".to_string()),
            ],
        }
    }

    /// How a value of this option is shown to a family: a choice's label,
    /// a number, or "On"/"Off".
    #[must_use]
    pub fn value_label(&self, value: &Value) -> String {
        match (&self.values, value) {
            (OptionValues::Choice { choices, .. }, Value::String(v)) => choices
                .iter()
                .find(|c| c.value == v)
                .map_or_else(|| v.clone(), |c| c.label.to_string()),
            (OptionValues::Flag { .. }, Value::Bool(on)) => if *on { "On" } else { "Off" }.to_string(),
            (OptionValues::Range { unit, named, .. }, Value::Number(n)) => {
                let named = n
                    .as_u64()
                    .and_then(|n| named.iter().find(|(v, _)| u64::from(*v) == n))
                    .map(|(_, name)| (*name).to_string());
                match (named, unit) {
                    (Some(name), _) => name,
                    (None, Some((one, _))) if n.as_u64() == Some(1) => format!("1 {one}"),
                    (None, Some((_, many))) => format!("{n} {many}"),
                    (None, None) => n.to_string(),
                }
            }
            (_, Value::String(text)) => text.clone(),
            (_, other) => other.to_string(),
        }
    }

    /// Reads a value as typed on a command line (`5`, `reroll`, `true`) into
    /// the JSON this option takes, and checks it.
    ///
    /// # Errors
    /// A sentence naming the option, the value and what is allowed.
    pub fn value_from_text(&self, text: &str) -> Result<Value, String> {
        let value = match &self.values {
            OptionValues::Choice { .. } => Value::String(text.to_string()),
            OptionValues::Range { .. } => text
                .parse::<u64>()
                .map_or_else(|_| Value::String(text.to_string()), Value::from),
            OptionValues::Flag { .. } => match text {
                "true" => Value::Bool(true),
                "false" => Value::Bool(false),
                _ => Value::String(text.to_string()),
            },
        };
        self.check(&value).map(|()| value)
    }
    /// The default value as JSON.
    #[must_use]
    pub fn default_json(&self) -> Value {
        match &self.values {
            OptionValues::Choice { choices, default } => choices
                .get(*default)
                .map_or(Value::Null, |c| Value::String(c.value.to_string())),
            OptionValues::Range { default, .. } => Value::from(*default),
            OptionValues::Flag { default } => Value::Bool(*default),
        }
    }

    /// The allowed values in words, for `--help` and error messages:
    /// `play-roll (default), reroll`, `1 or more (default 1)`, `true or false (default false)`.
    #[must_use]
    pub fn values_text(&self) -> String {
        match &self.values {
            OptionValues::Choice { choices, default } => choices
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    if i == *default {
                        format!("{} (default)", c.value)
                    } else {
                        c.value.to_string()
                    }
                })
                .collect::<Vec<_>>()
                .join(", "),
            OptionValues::Range { min, max, default, .. } => match max {
                Some(max) => format!("{min} to {max} (default {default})"),
                None => format!("{min} or more (default {default})"),
            },
            OptionValues::Flag { default } => format!("true or false (default {default})"),
        }
    }

    /// Checks one value of this option.
    ///
    /// # Errors
    /// A sentence naming the option, the value and what is allowed.
    pub fn check(&self, value: &Value) -> Result<(), String> {
        let ok = match &self.values {
            OptionValues::Choice { choices, .. } => {
                value.as_str().is_some_and(|v| choices.iter().any(|c| c.value == v))
            }
            // A range's numbers are u32s: with no maximum described, the
            // largest of those is still one (a match to 10^12 points is not
            // a match anyone plays, and would not be read).
            OptionValues::Range { min, max, .. } => value
                .as_u64()
                .is_some_and(|v| v >= u64::from(*min) && v <= u64::from(max.unwrap_or(u32::MAX))),
            OptionValues::Flag { .. } => value.is_boolean(),
        };
        if ok {
            return Ok(());
        }
        let given = words::json_excerpt(value);
        match &self.values {
            OptionValues::Range { max: None, .. } if value.as_u64().is_some() => Err(format!(
                "{given} is too large for the option {}; it takes {}, at most {}",
                self.key,
                self.values_text(),
                words::thousands(u64::from(u32::MAX))
            )),
            _ => Err(format!(
                "{given} is not a value of the option {}; it takes {}",
                self.key,
                self.values_text()
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    static DESCRIPTION: Description = Description {
        id: "demo",
        latin: "Demo",
        original: "ديمو",
        summary: "A game to test descriptions.",
        players: &[2, 4, 6],
        usual_players: 4,
        seat_names: &["White", "Black"],
        options: &[
            OptionSpec {
                key: "speed",
                label: "Speed",
                help: "How fast.",
                mark: "D1",
                values: OptionValues::Choice {
                    choices: &[
                        Choice {
                            value: "slow",
                            label: "Slowly",
                        },
                        Choice {
                            value: "fast",
                            label: "Quickly",
                        },
                    ],
                    default: 0,
                },
            },
            OptionSpec {
                key: "to",
                label: "Points",
                help: "Points to win.",
                mark: "D2",
                values: OptionValues::Range {
                    min: 1,
                    max: None,
                    default: 1,
                    suggested: &[1, 3],
                    unit: Some(("point", "points")),
                    named: &[(1, "One game")],
                },
            },
            OptionSpec {
                key: "cube",
                label: "Cube",
                help: "A cube.",
                mark: "D3",
                values: OptionValues::Flag { default: false },
            },
        ],
    };

    #[test]
    fn names_and_player_counts_read_as_a_family_says_them() {
        assert_eq!(DESCRIPTION.display_name(), "Demo (ديمو)");
        assert_eq!(DESCRIPTION.players_text(), "2, 4 or 6");
        assert_eq!(DESCRIPTION.default_name(1), "Black");
        assert_eq!(DESCRIPTION.default_name(2), "Player 3");
    }

    #[test]
    fn options_are_checked_against_their_description_with_every_problem_listed() {
        assert_eq!(DESCRIPTION.check_options(&Value::Null), Ok(()));
        assert_eq!(
            DESCRIPTION.check_options(&json!({"speed": "fast", "to": 5, "cube": true})),
            Ok(())
        );
        let problems = DESCRIPTION
            .check_options(&json!({"speed": "warp", "to": 0, "cube": "yes", "colour": 1}))
            .expect_err("four problems");
        assert_eq!(problems.len(), 4, "{problems:?}");
        assert!(
            problems.iter().any(|p| p.contains("slow (default), fast")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.contains("1 or more (default 1)")),
            "{problems:?}"
        );
        assert!(
            problems.iter().any(|p| p.contains("no option \"colour\"")),
            "{problems:?}"
        );
        assert!(DESCRIPTION.check_options(&json!(3)).is_err());
    }

    #[test]
    fn a_refusal_of_huge_options_is_short_and_names_a_few() {
        // Half a million unknown keys: one sentence naming three of them.
        let many: serde_json::Map<String, Value> = (0..500_000).map(|i| (format!("k{i:06}"), json!(0))).collect();
        let problems = DESCRIPTION.check_options(&Value::Object(many)).expect_err("unknown");
        assert_eq!(
            problems,
            [
                "Demo has no options \"k000000\", \"k000001\", \"k000002\" and 499,997 more; its options are speed, to, cube"
            ]
        );
        // A value a megabyte long is quoted cut, with its length.
        let long = "w".repeat(1 << 20);
        let problems = DESCRIPTION
            .check_options(&json!({ "speed": long, long.clone(): 1 }))
            .expect_err("two problems");
        assert!(problems.iter().all(|p| p.len() < 200), "{problems:?}");
        assert!(problems[0].contains("(1,048,576 characters)"), "{problems:?}");
        assert!(
            problems[1].starts_with(&format!(
                "\"{}…\" (1,048,576 characters) is not a value of the option speed",
                "w".repeat(40)
            )),
            "{problems:?}"
        );
    }

    #[test]
    fn a_number_beyond_what_a_range_reads_is_refused_in_words() {
        // A range without a maximum still reads u32 numbers: say so, as for
        // any other value it does not take (not serde's "expected u32").
        assert_eq!(DESCRIPTION.options[1].check(&json!(u32::MAX)), Ok(()));
        assert_eq!(
            DESCRIPTION.option_from_text("to=999999999999"),
            Err(
                "999999999999 is too large for the option to; it takes 1 or more (default 1), at most 4,294,967,295"
                    .into()
            )
        );
        assert!(DESCRIPTION.check_options(&json!({"to": 5_000_000_000_u64})).is_err());
    }

    #[test]
    fn defaults_are_json_values_of_their_option() {
        for spec in DESCRIPTION.options {
            assert_eq!(spec.check(&spec.default_json()), Ok(()), "{}", spec.key);
        }
        assert_eq!(DESCRIPTION.options[0].default_json(), json!("slow"));
        assert_eq!(DESCRIPTION.options[1].default_json(), json!(1));
        assert_eq!(DESCRIPTION.options[2].default_json(), json!(false));
    }

    #[test]
    fn options_typed_as_text_are_read_as_each_option_takes_them() {
        assert_eq!(DESCRIPTION.option_from_text("to=5"), Ok(("to", json!(5))));
        assert_eq!(DESCRIPTION.option_from_text("speed=fast"), Ok(("speed", json!("fast"))));
        assert_eq!(DESCRIPTION.option_from_text("cube=true"), Ok(("cube", json!(true))));
        let err = DESCRIPTION.option_from_text("to=five").expect_err("not a number");
        assert!(err.contains("1 or more (default 1)"), "{err}");
        let err = DESCRIPTION.option_from_text("cube=yes").expect_err("not a flag");
        assert!(err.contains("true or false"), "{err}");
        let err = DESCRIPTION.option_from_text("colour=red").expect_err("no such option");
        assert_eq!(err, "Demo has no option \"colour\"; its options are speed, to, cube");
        assert!(
            DESCRIPTION
                .option_from_text("speed")
                .is_err_and(|e| e.contains("key=value"))
        );
    }

    #[test]
    fn values_are_offered_labelled_and_shown_as_set() {
        let [speed, to, cube] = [
            &DESCRIPTION.options[0],
            &DESCRIPTION.options[1],
            &DESCRIPTION.options[2],
        ];
        assert_eq!(
            speed.offered(),
            vec![
                (json!("slow"), "Slowly".to_string()),
                (json!("fast"), "Quickly".to_string())
            ]
        );
        assert_eq!(
            to.offered(),
            vec![(json!(1), "One game".to_string()), (json!(3), "3 points".to_string())]
        );
        assert_eq!(cube.offered()[1], (json!(true), "On".to_string()));
        assert_eq!(speed.value_label(&json!("fast")), "Quickly");
        assert_eq!(cube.value_label(&json!(false)), "Off");
        assert_eq!(to.value_label(&json!(7)), "7 points", "a number reads with its unit");
        let set = DESCRIPTION.options_as_set(&json!({"to": 9}));
        let values: Vec<(&str, Value)> = set.into_iter().map(|(o, v)| (o.key, v)).collect();
        assert_eq!(
            values,
            vec![("speed", json!("slow")), ("to", json!(9)), ("cube", json!(false))],
            "what is not given is the default"
        );
    }
}
