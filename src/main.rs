//! `majlis`: the game table.
//!
//! - `majlis` opens the game picker;
//! - `majlis play <game> …` starts a game straight away (`--seats
//!   human,hard` seats computer players);
//! - `majlis engine` drives games headless over JSON Lines (`docs/engine.md`);
//! - `majlis sim <game> --games N …` plays random games (or computer players,
//!   `--bots hard,random`) and counts the wins;
//! - `majlis host [--port 2222]` serves the table over SSH (`docs/host.md`);
//! - `majlis games` lists the games.

mod cli;
mod engine;
mod sim;

use std::io::Write;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use majlis_tui::Start;
use majlis_tui::screens::setup::NAME_MAX;

use cli::{Cli, Command, InGame, PlayArgs, SimArgs};

fn main() -> ExitCode {
    let cli = Cli::parse();
    // The interface's language and bidi, read only for the commands that
    // open the terminal (an unknown $MAJLIS_LANG is refused as --lang is).
    let interface = || {
        majlis_tui::interface::Interface::from_env(cli.lang, cli.bidi)
            .unwrap_or_else(|e| Cli::command().error(ErrorKind::ValueValidation, e).exit())
    };
    let result = match cli.command {
        None => majlis_tui::run_with(Start::Picker, interface()),
        Some(Command::Play(play)) => play_game(play.game, interface),
        Some(Command::Engine) => engine::run(),
        Some(Command::Sim(sim)) => simulate(&sim.game),
        Some(Command::Host(host)) => majlis_host::run(host.port, interface()),
        Some(Command::Games) => {
            print!("{}", cli::games_listing());
            Ok(())
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            // Not eprintln!: after a hang-up stderr may be gone, and a panic here
            // would only hide the error.
            let _ = writeln!(std::io::stderr(), "majlis: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// Exits with clap's usage error (status 2) for arguments of `majlis
/// <command> <game>` that parse but do not fit together, so they read like
/// clap's own errors.
fn usage_error(command: &str, game: &str, message: &str) -> ! {
    let mut root = Cli::command();
    root.build();
    match root
        .find_subcommand_mut(command)
        .and_then(|c| c.find_subcommand_mut(game))
    {
        Some(sub) => sub.error(ErrorKind::ValueValidation, message).exit(),
        None => root.error(ErrorKind::ValueValidation, message).exit(),
    }
}

fn play_game(
    chosen: InGame<PlayArgs>,
    interface: impl FnOnce() -> majlis_tui::interface::Interface,
) -> anyhow::Result<()> {
    let InGame { game, args } = chosen;
    let refuse = |e: &str| -> ! { usage_error("play", game.id, e) };
    let players = cli::player_count(game, args.players, &args.names, &args.seats).unwrap_or_else(|e| refuse(&e));
    if majlis_tui::seats::any_computer(&args.seats) && !game.has_computers() {
        refuse(&no_computers(game, "--seats"));
    }
    let options = cli::options_json(game, &args.options, args.match_to).unwrap_or_else(|e| refuse(&e));
    let seed = args.seed.unwrap_or_else(majlis_tui::fresh_seed);
    // Refuse what the game refuses here, with a shell error, rather than inside the TUI.
    if let Err(e) = game.new_table(seed, players, options.as_ref()) {
        refuse(&e.to_string());
    }
    if let Some(long) = args.names.iter().find(|n| majlis_tui::text::width(n) > NAME_MAX) {
        // Quoted cut: a name of a hundred thousand letters is not echoed whole.
        refuse(&format!(
            "the name {:?} is longer than {NAME_MAX} letters (an emoji counts as two)",
            majlis_tui::text::truncate(long, NAME_MAX + 4)
        ));
    }
    majlis_tui::run_with(
        Start::Play {
            game: game.id.to_string(),
            seed,
            options: options.unwrap_or(serde_json::Value::Null),
            players,
            names: args.names,
            seats: args.seats,
        },
        interface(),
    )
}

/// The refusal of computer players at a game that has none yet, naming the
/// games that have them; `flag` is the argument that asked for them.
fn no_computers(game: &majlis_games::GameInfo, flag: &str) -> String {
    let with: Vec<&str> = majlis_games::GAMES
        .iter()
        .filter(|g| g.has_computers())
        .map(|g| g.id)
        .collect();
    format!(
        "{} has no computer players yet, so {flag} cannot seat them (games with computer players: {})",
        game.description.latin,
        with.join(", ")
    )
}

fn simulate(chosen: &InGame<SimArgs>) -> anyhow::Result<()> {
    let InGame { game, args } = chosen;
    let game = *game;
    let refuse = |e: &str| -> ! { usage_error("sim", game.id, e) };
    if args.games == 0 {
        refuse("--games 0 plays no game, so there is nothing to report: give at least 1");
    }
    let options = cli::options_json(game, &args.options, None).unwrap_or_else(|e| refuse(&e));
    if args.max_actions == 0 {
        refuse(
            "--max-actions 0 stops every game before its first move, so there is nothing to report: give at least 1",
        );
    }
    let threads = args
        .threads
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, std::num::NonZero::get));
    if !args.bots.is_empty() {
        return simulate_bots(game, args, options, threads);
    }
    let players = cli::player_count(game, args.players, &[], &[]).unwrap_or_else(|e| refuse(&e));
    if let Err(e) = game.new_table(args.seed, players, options.as_ref()) {
        refuse(&e.to_string());
    }
    let config = sim::SimConfig {
        game,
        games: args.games,
        seed: args.seed,
        players,
        options,
        threads,
        max_actions: args.max_actions,
    };
    print_run(
        args,
        |progress, interrupt| sim::simulate(&config, progress, interrupt),
        |r| (r.text(game), r.run.interrupted),
    )
}

/// `majlis sim <game> --bots …`: computer players against each other.
fn simulate_bots(
    game: &'static majlis_games::GameInfo,
    args: &SimArgs,
    options: Option<serde_json::Value>,
    threads: usize,
) -> anyhow::Result<()> {
    let refuse = |e: &str| -> ! { usage_error("sim", game.id, e) };
    if args.games > cli::MAX_BOT_GAMES {
        refuse(&format!(
            "--bots plays at most {} games in a run (a game of computer players takes up to seconds): give fewer, or run several seeds apart",
            rules_core::words::thousands(cli::MAX_BOT_GAMES)
        ));
    }
    let players = args.bots.len();
    let levels = if players == 1 {
        "1 level".to_string()
    } else {
        format!("{players} levels")
    };
    if let Some(given) = args.players
        && given != players
    {
        refuse(&format!(
            "--players {given} does not agree with --bots, which gives {levels} (one a seat)"
        ));
    }
    if !game.has_computers() {
        refuse(&no_computers(game, "--bots"));
    }
    if let Err(e) = game.check(players, options.as_ref()) {
        refuse(&format!("--bots gives {levels}: {e}"));
    }
    let config = sim::BotSimConfig {
        game,
        levels: args.bots.clone(),
        games: args.games,
        seed: args.seed,
        options,
        threads,
        max_actions: args.max_actions,
    };
    print_run(
        args,
        |progress, interrupt| sim::simulate_bots(&config, progress, interrupt),
        |r| (r.text(game), r.run.interrupted),
    )
}

/// Runs a simulation behind a progress bar, then prints its report: one JSON
/// line with `--json`, else the summary `text` gives (with whether Ctrl-C
/// stopped the run). A run stopped by Ctrl-C prints the report of the games
/// played, then exits with status 130, as an interrupted command does.
fn print_run<R: serde::Serialize>(
    args: &SimArgs,
    run: impl FnOnce(&indicatif::ProgressBar, &std::sync::atomic::AtomicBool) -> Result<R, String>,
    text: impl FnOnce(&R) -> (String, bool),
) -> anyhow::Result<()> {
    let interrupt = sim::stop_on_ctrl_c()?;
    let progress = sim::progress_bar(args.games);
    let report = run(&progress, &interrupt);
    progress.finish_and_clear();
    let report = report.map_err(anyhow::Error::msg)?;
    let (summary, interrupted) = text(&report);
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&report)?)?;
    } else {
        write!(out, "{summary}")?;
    }
    out.flush()?;
    if interrupted {
        std::process::exit(130);
    }
    Ok(())
}
