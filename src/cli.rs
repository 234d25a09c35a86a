//! The command line (clap derive) and its checks: game ids, `key=value`
//! options, player counts and names.
//!
//! `play` and `sim` take the game as a subcommand made from the shelf
//! ([`InGame`]), so that `majlis play <game> --help` lists that game's own
//! options with their values and defaults, read from its description.

use clap::builder::StyledStr;
use clap::error::ErrorKind;
use clap::{ArgMatches, Args, Command as ClapCommand, FromArgMatches, Parser, Subcommand};
use majlis_games::{GAMES, GameInfo};
use majlis_tui::bidi;
use majlis_tui::i18n::Lang;
use majlis_tui::seats::SeatKind;
use rules_core::Level;
use rules_core::words::thousands;
use serde_json::{Map, Value};

/// The most games `majlis sim` plays in one run of random moves: at tens of
/// thousands a second, hours of work. More could not finish in any wait worth
/// making (Ctrl-C stops a run early and prints what was played).
pub const MAX_GAMES: u64 = 1_000_000_000;

/// The most games of computer players `majlis sim --bots` plays in one run:
/// a game of hard players takes up to seconds.
pub const MAX_BOT_GAMES: u64 = 100_000;

/// The most player actions `--max-actions` may allow a game.
pub const MAX_ACTIONS: u64 = 1_000_000_000;

/// The most worker threads `--threads` takes.
pub const MAX_THREADS: u64 = 1024;

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
    /// The interface's language: en (English), ar (العربية) or he (עברית)
    /// (default: $MAJLIS_LANG, else the language last chosen on the picker,
    /// else the locale's, else English).
    #[arg(long, global = true, value_name = "LANG", value_parser = parse_lang)]
    pub lang: Option<Lang>,
    /// Who puts right-to-left text in reading order: `app` (Majlis does, the
    /// default; terminals known to reorder by themselves are switched off
    /// it while Majlis runs) or `terminal` (a terminal that does bidi itself).
    #[arg(long, global = true, value_name = "app|terminal", value_parser = parse_bidi)]
    pub bidi: Option<bidi::Mode>,
}

/// `--lang`, with the languages listed when it is not one.
fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::parse(text).map_err(|e| e.to_string())
}

/// `--bidi`.
fn parse_bidi(text: &str) -> Result<bidi::Mode, String> {
    bidi::Mode::parse(text)
}

/// The subcommands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Start a game straight away in the terminal, skipping the menus
    /// (`majlis play <game> --help` lists the game's options).
    Play(Play),
    /// Drive games headless: JSON Lines requests on stdin, responses on stdout (see docs/engine.md).
    Engine,
    /// Play many games headless, of random legal moves or of computer players
    /// (`--bots`), and count the wins.
    Sim(Sim),
    /// List the games, their ids, player counts and options.
    Games,
    /// Serve the table over SSH: every player joins from their own terminal
    /// (`ssh -p 2222 NAME@HOST`) and sees only their own seat (docs/host.md).
    Host(Host),
}

/// `majlis host …`.
#[derive(Debug, Args)]
pub struct Host {
    /// The port players join on.
    #[arg(long, default_value_t = majlis_host::DEFAULT_PORT)]
    pub port: u16,
}

/// `majlis play <game> …`.
#[derive(Debug, Args)]
pub struct Play {
    /// The game, and how to play it.
    #[command(subcommand)]
    pub game: InGame<PlayArgs>,
}

/// `majlis sim <game> …`.
#[derive(Debug, Args)]
pub struct Sim {
    /// The game, and how to simulate it.
    #[command(subcommand)]
    pub game: InGame<SimArgs>,
}

/// The arguments of `majlis play <game>`.
#[derive(Debug, Args)]
pub struct PlayArgs {
    /// Seed of the dice and deals (default: a fresh random one).
    #[arg(long, allow_negative_numbers = true, value_parser = parse_seed)]
    pub seed: Option<u64>,
    /// Players' names, one per seat, separated by commas.
    #[arg(long, value_delimiter = ',', value_name = "A,B")]
    pub names: Vec<String>,
    /// Who plays each seat, one per seat, separated by commas: `human`, or a
    /// computer player `easy`, `medium` or `hard` (e.g.
    /// `human,hard,human,easy`). With --seats, --names may name only the
    /// first seats (`--names Amal`); a computer left unnamed (or blank:
    /// `--names Amal,,Dov,`) is called as on the setup screen: "Computer
    /// (hard)".
    #[arg(long, value_delimiter = ',', value_name = "KINDS", value_parser = parse_seat)]
    pub seats: Vec<SeatKind>,
    /// Number of players (default: the number of names or of seats, else
    /// the game's usual count).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = parse_players)]
    pub players: Option<usize>,
    /// A house option of the game, `key=value` (listed below).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Deprecated: the same as `--option match_to=N` (Shesh-Besh's match length).
    #[arg(long, value_name = "N", hide = true, allow_negative_numbers = true, value_parser = parse_match_to)]
    pub match_to: Option<u32>,
}

/// The arguments of `majlis sim <game>`.
#[derive(Debug, Args)]
pub struct SimArgs {
    /// How many games to play: at most 1,000,000,000, or 100,000 with
    /// --bots (Ctrl-C stops a run early and prints what was played).
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_games)]
    pub games: u64,
    /// Seed of the first game; game i uses seed S+i.
    #[arg(long, value_name = "S", default_value_t = 0, allow_negative_numbers = true, value_parser = parse_seed)]
    pub seed: u64,
    /// Number of players (default: the game's usual count).
    #[arg(long, value_name = "K", allow_negative_numbers = true, value_parser = parse_players)]
    pub players: Option<usize>,
    /// A house option of the game, `key=value` (listed below).
    #[arg(long = "option", value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// Print one JSON object instead of the summary.
    #[arg(long)]
    pub json: bool,
    /// Worker threads, 1 to 1,024 (default: the number of CPUs).
    #[arg(long, value_name = "T", allow_negative_numbers = true, value_parser = parse_threads)]
    pub threads: Option<usize>,
    /// Player actions after which a game is stopped and counted as
    /// unfinished (at least 1).
    #[arg(long, value_name = "N", default_value_t = 100_000, allow_negative_numbers = true, value_parser = parse_max_actions)]
    pub max_actions: usize,
    /// Computer players instead of random moves: one level per seat
    /// (random, easy, medium, hard), e.g. `hard,random`; their number is the
    /// number of players, and seats rotate from game to game.
    #[arg(long, value_name = "LEVELS", value_delimiter = ',', value_parser = parse_level)]
    pub bots: Vec<Level>,
}

/// A level of `--bots`, with the levels listed when it is not one.
fn parse_level(text: &str) -> Result<Level, String> {
    text.trim().parse()
}

/// A whole number from `min` to `max`, or a sentence saying what `what` is:
/// clap's own ("invalid digit found in string", "expected u32") name Rust's
/// parser, not the rule.
fn whole_number(text: &str, min: u64, max: u64, what: &str) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| format!("{what} is a whole number from {} to {}", thousands(min), thousands(max)))
}

/// `--seed`.
fn parse_seed(text: &str) -> Result<u64, String> {
    whole_number(text, 0, u64::MAX, "a seed")
}

/// `--players`: any whole number here; the game says which counts it takes.
fn parse_players(text: &str) -> Result<usize, String> {
    text.trim()
        .parse::<usize>()
        .map_err(|_| "a number of players is a whole number, such as 2 or 4".to_string())
}

/// A count from 1 to `max` for `what`; 0 is read too, for the caller to
/// refuse with its reason (`--games 0` reports nothing).
fn count_or_zero(text: &str, max: u64, what: &str) -> Result<u64, String> {
    match text.trim().parse::<u64>() {
        Ok(0) => Ok(0),
        _ => whole_number(text, 1, max, what),
    }
}

/// `--games`.
fn parse_games(text: &str) -> Result<u64, String> {
    count_or_zero(text, MAX_GAMES, "a number of games")
}

/// `--threads`.
fn parse_threads(text: &str) -> Result<usize, String> {
    whole_number(text, 1, MAX_THREADS, "a number of worker threads").map(|n| usize::try_from(n).unwrap_or(1))
}

/// `--max-actions`.
fn parse_max_actions(text: &str) -> Result<usize, String> {
    count_or_zero(text, MAX_ACTIONS, "a number of player actions").map(|n| usize::try_from(n).unwrap_or(usize::MAX))
}

/// `--match-to` (deprecated).
fn parse_match_to(text: &str) -> Result<u32, String> {
    whole_number(text, 1, u64::from(u32::MAX), "a match length in points").map(|n| u32::try_from(n).unwrap_or(1))
}

/// A seat of `--seats`, with the kinds listed when it is not one.
fn parse_seat(text: &str) -> Result<SeatKind, String> {
    text.parse()
}

/// A game from the shelf, chosen as a subcommand, with the arguments `A` of
/// the command. One subcommand per game of [`GAMES`], each with the game's
/// own help; an unknown id is refused with the list of games.
#[derive(Debug)]
pub struct InGame<A> {
    /// The game.
    pub game: &'static GameInfo,
    /// The command's arguments.
    pub args: A,
}

impl<A: Args> FromArgMatches for InGame<A> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Self::from_arg_matches_mut(&mut matches.clone())
    }

    fn from_arg_matches_mut(matches: &mut ArgMatches) -> Result<Self, clap::Error> {
        let Some((id, mut sub)) = matches.remove_subcommand() else {
            return Err(clap::Error::raw(
                ErrorKind::MissingSubcommand,
                format!("no game given; {}", games_list()),
            ));
        };
        let game =
            majlis_games::find(&id).ok_or_else(|| clap::Error::raw(ErrorKind::InvalidSubcommand, unknown_game(&id)))?;
        Ok(InGame {
            game,
            args: A::from_arg_matches_mut(&mut sub)?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl<A: Args> Subcommand for InGame<A> {
    fn augment_subcommands(cmd: ClapCommand) -> ClapCommand {
        GAMES
            .iter()
            .fold(cmd, |cmd, game| {
                cmd.subcommand(
                    A::augment_args(ClapCommand::new(game.id))
                        .about(format!(
                            "{} — {} players: {}",
                            game.display_name(),
                            game.players_text(),
                            game.description.summary
                        ))
                        .after_help(game_help(game)),
                )
            })
            .subcommand_required(true)
            .subcommand_value_name("GAME")
            .disable_help_subcommand(true)
            // An unknown game reaches `from_arg_matches`, which names the games.
            .allow_external_subcommands(true)
    }

    fn augment_subcommands_for_update(cmd: ClapCommand) -> ClapCommand {
        Self::augment_subcommands(cmd)
    }

    fn has_subcommand(name: &str) -> bool {
        majlis_games::find(name).is_some()
    }
}

/// A game's help after its arguments: players, default names and every
/// option with its values, default and rules mark.
#[must_use]
pub fn game_help(game: &GameInfo) -> StyledStr {
    let d = game.description;
    let mut text = format!(
        "{}: {} players (usually {}).\n",
        d.display_name(),
        d.players_text(),
        d.usual_players
    );
    if !d.seat_names.is_empty() {
        text += &format!("Default names: {}.\n", d.seat_names.join(", "));
    }
    if d.options.is_empty() {
        text += "It has no house options.\n";
    } else {
        text += "\nHouse options (--option key=value):\n";
        for o in d.options {
            text += &format!(
                "  {:<10} {}: {} ({})\n  {:<10} {}\n",
                o.key,
                o.label,
                o.help,
                o.mark,
                "",
                o.values_text()
            );
        }
    }
    StyledStr::from(text)
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

/// "the games are: shesh-besh (Shesh-Besh, שש בש), …".
fn games_list() -> String {
    let known: Vec<String> = GAMES
        .iter()
        .map(|g| format!("{} ({}, {})", g.id, g.description.latin, g.description.original))
        .collect();
    format!("the games are: {}", known.join(", "))
}

/// The refusal of an unknown game id, naming every game.
#[must_use]
pub fn unknown_game(id: &str) -> String {
    format!("unknown game {id:?}; {}", games_list())
}

/// The `majlis games` listing: each game's id, names, players, summary and options.
#[must_use]
pub fn games_listing() -> String {
    let mut text = String::new();
    for game in GAMES {
        let d = game.description;
        text += &format!(
            "{:<12} {} — {} players\n{:<12} {}\n",
            game.id,
            game.display_name(),
            game.players_text(),
            "",
            d.summary
        );
        for o in d.options {
            text += &format!("{:<12} --option {}=…  {}\n", "", o.key, o.values_text());
        }
    }
    text
}

/// The options object from `--option key=value` texts, each read as the game
/// describes the option (a number, a word, true/false), and `--match-to`;
/// `None` when none were given, so the game's defaults apply.
///
/// # Errors
/// An option the game does not have, a value it does not take, a key given twice.
pub fn options_json(game: &GameInfo, texts: &[String], match_to: Option<u32>) -> Result<Option<Value>, String> {
    let mut map = Map::new();
    let mut given: Vec<(&str, Value)> = texts
        .iter()
        .map(|t| game.description.option_from_text(t))
        .collect::<Result<_, _>>()?;
    if let Some(n) = match_to {
        given.push(("match_to", Value::from(n)));
    }
    for (key, value) in given {
        if map.insert(key.to_string(), value).is_some() {
            return Err(format!("the option {key:?} is given twice"));
        }
    }
    let options = Value::Object(map);
    if let Err(problems) = game.description.check_options(&options) {
        return Err(problems.join("; "));
    }
    Ok(options.as_object().is_some_and(|m| !m.is_empty()).then_some(options))
}

/// The player count: the one asked for, else the number of seats (or of
/// names), else the game's usual count; checked against the game, and the
/// names and seats against it and each other. With the seats given, the
/// names may name only the first seats (the others get their default names).
///
/// # Errors
/// When the game is not played by that many, the names or seats do not
/// match it or each other, a person's name is empty (a computer's may
/// be: it gets setup's name), or two names are the same.
pub fn player_count(
    game: &GameInfo,
    players: Option<usize>,
    names: &[String],
    seats: &[SeatKind],
) -> Result<usize, String> {
    let listed = |n: usize| (n > 0).then_some(n);
    // The seats, one per player, count the table before the names: with the
    // seats given, names may name only the first of them.
    let count = players
        .or_else(|| listed(seats.len()))
        .or_else(|| listed(names.len()))
        .unwrap_or(game.description.usual_players);
    if !game.description.players.contains(&count) {
        return Err(format!(
            "{} is played by {} players, not {count}",
            game.display_name(),
            game.players_text()
        ));
    }
    let names_given = format!("--names gives {}", counted(names.len(), "name"));
    let seats_given = format!("--seats gives {}", counted(seats.len(), "seat"));
    if !seats.is_empty() && names.len() > seats.len() {
        return Err(format!("{names_given} but {seats_given}: at most one name per seat"));
    }
    if !seats.is_empty() && seats.len() != count {
        return Err(format!("{seats_given} for --players {count}: one per player"));
    }
    if seats.is_empty() && !names.is_empty() && names.len() != count {
        return Err(format!("{names_given} for --players {count}: one per player"));
    }
    let person = |seat: usize| !majlis_tui::seats::kind_of(seats, seat).is_computer();
    if let Some(blank) = (0..names.len()).find(|&seat| names[seat].trim().is_empty() && person(seat)) {
        return Err(format!(
            "name {} is empty (only a computer's may be left blank)",
            blank + 1
        ));
    }
    // Two seats of one name could not be told apart on screen, in the log or
    // in the results (letter case aside: "Amal" and "amal" read alike).
    let mut seen: Vec<String> = Vec::new();
    for name in names.iter().map(|n| n.trim()).filter(|n| !n.is_empty()) {
        let key = name.to_lowercase();
        if seen.contains(&key) {
            return Err(format!("two players cannot share a name: {name}"));
        }
        seen.push(key);
    }
    Ok(count)
}

/// "1 name", "3 names".
fn counted(n: usize, word: &str) -> String {
    if n == 1 {
        format!("1 {word}")
    } else {
        format!("{n} {word}s")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use serde_json::json;

    fn game(id: &str) -> &'static GameInfo {
        majlis_games::find(id).expect("listed")
    }

    #[test]
    fn lang_and_bidi_are_taken_before_or_after_the_command() {
        let cli = Cli::try_parse_from(["majlis", "--lang", "ar"]).expect("parses");
        assert_eq!((cli.lang, cli.bidi), (Some(Lang::Ar), None));
        let cli = Cli::try_parse_from([
            "majlis",
            "play",
            "toki",
            "--lang",
            "he",
            "--bidi",
            "terminal",
            "--names",
            "هالة,عمر",
        ])
        .expect("parses");
        assert_eq!((cli.lang, cli.bidi), (Some(Lang::He), Some(bidi::Mode::Terminal)));
        let cli = Cli::try_parse_from(["majlis", "--bidi", "app", "play", "toki"]).expect("parses");
        assert_eq!((cli.lang, cli.bidi), (None, Some(bidi::Mode::App)));
        let cli = Cli::try_parse_from(["majlis", "play", "toki"]).expect("parses");
        assert_eq!((cli.lang, cli.bidi), (None, None));
    }

    #[test]
    fn an_unknown_language_or_bidi_mode_is_refused_with_the_known_ones() {
        let err = Cli::try_parse_from(["majlis", "--lang", "fr"]).expect_err("fr");
        assert_eq!(err.kind(), ErrorKind::ValueValidation);
        let text = err.to_string();
        assert!(
            text.contains("\"fr\"")
                && text.contains("en (English)")
                && text.contains("ar (العربية)")
                && text.contains("he (עברית)"),
            "{text}"
        );
        let err = Cli::try_parse_from(["majlis", "play", "toki", "--bidi", "both"]).expect_err("both");
        assert_eq!(err.kind(), ErrorKind::ValueValidation);
        assert!(
            err.to_string().contains("app") && err.to_string().contains("terminal"),
            "{err}"
        );
    }

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
        assert_names_every_game(&help);
    }

    /// Every game of this build is named in `text`, by its id and its own name.
    fn assert_names_every_game(text: &str) {
        for game in GAMES {
            assert!(
                text.contains(game.id) && text.contains(game.description.original),
                "{text}"
            );
        }
    }

    #[test]
    fn each_games_help_lists_its_options_with_values_and_defaults() {
        let mut cli = Cli::command();
        let play = cli.find_subcommand_mut("play").expect("play");
        let help = play
            .find_subcommand_mut("shesh-besh")
            .expect("a subcommand per game")
            .render_help()
            .to_string();
        for expected in [
            "match_to",
            "1 or more (default 1)",
            "opening",
            "play-roll (default), reroll",
            "cube",
            "true or false (default false)",
            "Default names: White, Black",
        ] {
            assert!(help.contains(expected), "{expected:?} missing from:\n{help}");
        }
        let help = play
            .find_subcommand_mut("jackar")
            .expect("jackar")
            .render_help()
            .to_string();
        assert!(
            help.contains("one (default), block, free") && help.contains("usually 4"),
            "{help}"
        );
    }

    #[test]
    fn options_are_read_as_the_game_describes_them() {
        let sb = game("shesh-besh");
        let texts = |t: &[&str]| t.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(
            options_json(sb, &texts(&["match_to=5", "opening=reroll", "cube=true"]), None),
            Ok(Some(json!({"match_to": 5, "opening": "reroll", "cube": true})))
        );
        assert_eq!(options_json(sb, &[], None), Ok(None));
        assert_eq!(
            options_json(sb, &texts(&["opening=reroll"]), Some(3)),
            Ok(Some(json!({"opening": "reroll", "match_to": 3})))
        );
        let err = options_json(sb, &texts(&["match_to=2"]), Some(3)).expect_err("twice");
        assert!(err.contains("twice"), "{err}");
        let err = options_json(sb, &texts(&["colour=red"]), None).expect_err("no such option");
        assert_eq!(
            err,
            "Shesh-Besh has no option \"colour\"; its options are match_to, opening, cube"
        );
        let err = options_json(sb, &texts(&["match_to=0"]), None).expect_err("too small");
        assert!(err.contains("1 or more (default 1)"), "{err}");
        let err = options_json(sb, &texts(&["nonsense"]), None).expect_err("no =");
        assert!(err.contains("not key=value"), "{err}");
        let err = options_json(game("jackar"), &[], Some(3)).expect_err("Jackar has no matches");
        assert!(err.contains("Jackar has no option \"match_to\""), "{err}");
    }

    #[test]
    fn an_unknown_game_is_refused_with_every_id() {
        let err = unknown_game("chess");
        assert_names_every_game(&err);
    }

    #[test]
    fn player_counts_follow_the_game_and_the_names() {
        let sb = game("shesh-besh");
        let names = |list: &[&str]| list.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(player_count(sb, None, &[], &[]), Ok(2));
        assert_eq!(player_count(sb, None, &names(&["Amal", "Yosef"]), &[]), Ok(2));
        assert!(player_count(sb, Some(3), &[], &[]).is_err_and(|e| e.contains("not 3")));
        assert!(player_count(sb, None, &names(&["Amal"]), &[]).is_err_and(|e| e.contains("not 1")));
        assert_eq!(
            player_count(sb, Some(2), &names(&["Amal"]), &[]),
            Err("--names gives 1 name for --players 2: one per player".into())
        );
        assert!(player_count(sb, Some(2), &names(&["Amal", " "]), &[]).is_err_and(|e| e.contains("empty")));

        // Jackar is usually four in two teams; two or six are asked for, three never.
        let jackar = game("jackar");
        assert_eq!(player_count(jackar, None, &[], &[]), Ok(4));
        assert_eq!(
            player_count(
                jackar,
                None,
                &names(&["Amal", "Sami", "Dov", "Lea", "Nur", "Ziad"]),
                &[]
            ),
            Ok(6)
        );
        assert_eq!(player_count(jackar, Some(2), &[], &[]), Ok(2));
        assert!(player_count(jackar, Some(3), &[], &[]).is_err_and(|e| e.contains("2, 4 or 6 players, not 3")));
    }

    #[test]
    fn two_players_cannot_share_a_name() {
        let sb = game("shesh-besh");
        let names = |list: &[&str]| list.iter().map(ToString::to_string).collect::<Vec<_>>();
        assert_eq!(
            player_count(sb, None, &names(&["A", "A"]), &[]),
            Err("two players cannot share a name: A".into())
        );
        assert_eq!(
            player_count(sb, None, &names(&["Amal", " amal "]), &[]),
            Err("two players cannot share a name: amal".into())
        );
        // Computers left blank get setup's names, numbered apart.
        let (human, hard) = (SeatKind::Human, SeatKind::Computer { level: Level::Hard });
        assert_eq!(
            player_count(
                game("jackar"),
                None,
                &names(&["Amal", "", "Dov", ""]),
                &[human, hard, human, hard]
            ),
            Ok(4)
        );
    }

    #[test]
    fn seats_give_the_player_count_and_must_agree_with_names_and_players() {
        let jackar = game("jackar");
        let names = |list: &[&str]| list.iter().map(ToString::to_string).collect::<Vec<_>>();
        let (human, hard) = (SeatKind::Human, SeatKind::Computer { level: Level::Hard });
        assert_eq!(
            player_count(jackar, None, &[], &[human, hard]),
            Ok(2),
            "the seats count"
        );
        assert_eq!(player_count(jackar, None, &[], &[human, hard, human, hard]), Ok(4));
        assert_eq!(
            player_count(jackar, None, &names(&["Amal", "Robo"]), &[human, hard]),
            Ok(2)
        );
        assert_eq!(
            player_count(jackar, None, &[], &[human, hard, human]),
            Err("Jackar (جاكار) is played by 2, 4 or 6 players, not 3".into())
        );
        assert_eq!(
            player_count(jackar, None, &names(&["Amal", "Sami", "Dov", "Lea"]), &[human, hard]),
            Err("--names gives 4 names but --seats gives 2 seats: at most one name per seat".into())
        );
        // Names for the first seats only: the computers keep their own.
        assert_eq!(
            player_count(jackar, None, &names(&["Amal"]), &[human, hard, hard, hard]),
            Ok(4)
        );
        assert_eq!(
            player_count(jackar, Some(4), &[], &[human, hard]),
            Err("--seats gives 2 seats for --players 4: one per player".into())
        );
        assert_eq!(
            player_count(jackar, Some(2), &[], &[hard]),
            Err("--seats gives 1 seat for --players 2: one per player".into())
        );
        // A computer's name may be left blank, a person's not.
        assert_eq!(player_count(jackar, None, &names(&["Amal", ""]), &[human, hard]), Ok(2));
        assert_eq!(
            player_count(jackar, None, &names(&["", "Robo"]), &[human, hard]),
            Err("name 1 is empty (only a computer's may be left blank)".into())
        );
    }
}
