//! The command line (clap derive) and its checks: game ids, `key=value`
//! options, player counts and names.

use clap::{Args, Parser, Subcommand};
use majlis_games::{GAMES, GameInfo};
use serde_json::{Map, Value};

/// Majlis (مجلس): a terminal game table of traditional family games, played
/// hot-seat on one keyboard. With no command it opens the game picker.
// The about text is this comment, not the package description, which counts
// games this build may not have; the games it has are listed after the help.
#[derive(Debug, Parser)]
#[command(name = "majlis", version, after_help = games_help())]
pub struct Cli {
    /// What to do (default: open the game picker).
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Start a game straight away in the terminal, skipping the menus.
    Play(PlayArgs),
    /// Drive games headless: JSON Lines requests on stdin, responses on stdout (see docs/engine.md).
    Engine,
    /// Play many games of random legal moves headless and count the wins.
    Sim(SimArgs),
    /// List the games, their ids and player counts.
    Games,
}

/// `majlis play`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// The game's id (see `majlis games`).
    #[arg(value_parser = parse_game)]
    pub game: &'static GameInfo,
    /// Seed of the dice and deals (default: a fresh random one).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Play a match to this many points (the game's `match_to` option).
    #[arg(long, value_name = "N")]
    pub match_to: Option<u32>,
    /// Players' names, one per seat, separated by commas.
    #[arg(long, value_delimiter = ',', value_name = "A,B")]
    pub names: Vec<String>,
    /// Number of players (default: the number of names, else the game's usual count).
    #[arg(long, value_name = "K")]
    pub players: Option<usize>,
    /// A game option, `key=value`; the value is read as JSON when it parses (5, true, "x"), else as text.
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = parse_option)]
    pub options: Vec<(String, Value)>,
}

/// `majlis sim`.
#[derive(Debug, Args)]
pub struct SimArgs {
    /// The game's id (see `majlis games`).
    #[arg(value_parser = parse_game)]
    pub game: &'static GameInfo,
    /// How many games to play.
    #[arg(long, value_name = "N")]
    pub games: u64,
    /// Seed of the first game; game i uses seed S+i.
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// Number of players (default: the game's usual count).
    #[arg(long, value_name = "K")]
    pub players: Option<usize>,
    /// A game option, `key=value` (as for `play`).
    #[arg(long = "option", value_name = "KEY=VALUE", value_parser = parse_option)]
    pub options: Vec<(String, Value)>,
    /// Print one JSON object instead of the summary.
    #[arg(long)]
    pub json: bool,
    /// Worker threads (default: the number of CPUs).
    #[arg(long, value_name = "T", value_parser = clap::value_parser!(u16).range(1..))]
    pub threads: Option<u16>,
    /// Player actions after which a game is stopped and counted as unfinished.
    #[arg(long, value_name = "N", default_value_t = 100_000)]
    pub max_actions: usize,
}

/// The list of games under `--help`.
fn games_help() -> String {
    let mut text = String::from("Games:\n");
    for game in GAMES {
        text += &format!(
            "  {:<12} {} — {} players\n",
            game.id,
            game.display_name(),
            game.players_text()
        );
    }
    text
}

/// The `majlis games` listing.
#[must_use]
pub fn games_listing() -> String {
    let mut text = String::new();
    for game in GAMES {
        text += &format!(
            "{:<12} {} — {} players\n{:<12} {}\n",
            game.id,
            game.display_name(),
            game.players_text(),
            "",
            game.description
        );
    }
    text
}

/// Reads a game id; an unknown one is refused with the list of ids.
fn parse_game(id: &str) -> Result<&'static GameInfo, String> {
    majlis_games::find(id).ok_or_else(|| {
        let known: Vec<String> = GAMES
            .iter()
            .map(|g| format!("{} ({}, {})", g.id, g.latin, g.original))
            .collect();
        format!("unknown game {id:?}; the games are: {}", known.join(", "))
    })
}

/// Reads `key=value`; the value is JSON when it parses, else plain text, so both
/// `match_to=5` and `opening=reroll` read as meant.
fn parse_option(text: &str) -> Result<(String, Value), String> {
    let (key, value) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?} is not key=value"))?;
    let key = key.trim();
    if key.is_empty() {
        return Err(format!("{text:?} has no key before '='"));
    }
    let value = serde_json::from_str(value).unwrap_or_else(|_| Value::String(value.to_string()));
    Ok((key.to_string(), value))
}

/// The options object from `--option` pairs (and `--match-to`); `None` when
/// none were given, so the game's defaults apply.
///
/// # Errors
/// When a key is given twice.
pub fn options_json(pairs: &[(String, Value)], match_to: Option<u32>) -> Result<Option<Value>, String> {
    let mut map = Map::new();
    let given = pairs
        .iter()
        .cloned()
        .chain(match_to.map(|n| ("match_to".to_string(), Value::from(n))));
    for (key, value) in given {
        if map.insert(key.clone(), value).is_some() {
            return Err(format!("the option {key:?} is given twice"));
        }
    }
    Ok((!map.is_empty()).then_some(Value::Object(map)))
}

/// The player count: the one asked for, else the number of names, else the
/// game's usual count; checked against the game and the names.
///
/// # Errors
/// When the game is not played by that many, or the names do not match it.
pub fn player_count(game: &GameInfo, players: Option<usize>, names: &[String]) -> Result<usize, String> {
    let count = players.unwrap_or(if names.is_empty() {
        game.usual_players
    } else {
        names.len()
    });
    if !game.players.contains(&count) {
        return Err(format!(
            "{} is played by {} players, not {count}",
            game.display_name(),
            game.players_text()
        ));
    }
    if !names.is_empty() && names.len() != count {
        return Err(format!("{} names for {count} players", names.len()));
    }
    if let Some(blank) = names.iter().position(|n| n.trim().is_empty()) {
        return Err(format!("name {} is empty", blank + 1));
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use serde_json::json;

    #[test]
    fn the_command_line_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn the_help_describes_majlis_and_lists_every_game() {
        let help = Cli::command().render_help().to_string();
        assert!(help.contains("With no command it opens the game picker"), "{help}");
        assert!(
            !help.contains("five"),
            "the help must not promise games this build lacks:\n{help}"
        );
        for game in GAMES {
            assert!(help.contains(game.id) && help.contains(game.original), "{help}");
        }
    }

    #[test]
    fn option_values_are_json_when_they_parse_else_text() {
        assert_eq!(parse_option("match_to=5"), Ok(("match_to".into(), json!(5))));
        assert_eq!(parse_option("opening=reroll"), Ok(("opening".into(), json!("reroll"))));
        assert_eq!(parse_option("cube=true"), Ok(("cube".into(), json!(true))));
        assert_eq!(parse_option("a=b=c"), Ok(("a".into(), json!("b=c"))));
        assert!(parse_option("novalue").is_err());
        assert!(parse_option("=3").is_err());
    }

    #[test]
    fn match_to_becomes_an_option_and_a_key_twice_is_refused() {
        let pairs = vec![("opening".to_string(), json!("reroll"))];
        assert_eq!(
            options_json(&pairs, Some(3)),
            Ok(Some(json!({"opening": "reroll", "match_to": 3})))
        );
        assert_eq!(options_json(&[], None), Ok(None));
        let twice = vec![("match_to".to_string(), json!(2))];
        assert!(options_json(&twice, Some(3)).is_err_and(|e| e.contains("twice")));
    }

    #[test]
    fn an_unknown_game_is_refused_with_every_id() {
        let err = parse_game("chess").expect_err("no chess");
        for game in GAMES {
            assert!(err.contains(game.id) && err.contains(game.original), "{err}");
        }
    }

    #[test]
    fn player_counts_follow_the_game_and_the_names() {
        let game = majlis_games::find("shesh-besh").expect("listed");
        let names = |list: &[&str]| list.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(player_count(game, None, &[]), Ok(2));
        assert_eq!(player_count(game, None, &names(&["Amal", "Yosef"])), Ok(2));
        assert!(player_count(game, Some(3), &[]).is_err_and(|e| e.contains("not 3")));
        assert!(player_count(game, None, &names(&["Amal"])).is_err_and(|e| e.contains("not 1")));
        assert!(player_count(game, Some(2), &names(&["Amal", " "])).is_err_and(|e| e.contains("empty")));

        // Jackar is usually four in two teams; two or six are asked for, three never.
        let jackar = majlis_games::find("jackar").expect("listed");
        assert_eq!(player_count(jackar, None, &[]), Ok(4));
        assert_eq!(
            player_count(jackar, None, &names(&["Amal", "Sami", "Dov", "Lea", "Nur", "Ziad"])),
            Ok(6)
        );
        assert_eq!(player_count(jackar, Some(2), &[]), Ok(2));
        assert!(player_count(jackar, Some(3), &[]).is_err_and(|e| e.contains("2, 4 or 6 players, not 3")));
    }
}
