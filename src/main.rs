//! `majlis`: the game table.
//!
//! - `majlis` opens the game picker;
//! - `majlis play <game> …` starts a game straight away;
//! - `majlis engine` drives games headless over JSON Lines (`docs/engine.md`);
//! - `majlis sim <game> --games N …` plays random games and counts the wins;
//! - `majlis games` lists the games.

mod cli;
mod engine;
mod sim;

use std::hash::{BuildHasher, RandomState};
use std::io::Write;
use std::process::ExitCode;

use clap::error::ErrorKind;
use clap::{CommandFactory, Parser};
use majlis_tui::Start;
use majlis_tui::screens::setup::{NAME_MAX, default_names};

use cli::{Cli, Command, PlayArgs, SimArgs};

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        None => majlis_tui::run(Start::Picker),
        Some(Command::Play(args)) => play(args),
        Some(Command::Engine) => engine::run(),
        Some(Command::Sim(args)) => sim(&args),
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

/// Exits with clap's usage error (status 2) for arguments of `subcommand` that
/// parse but do not fit together, so they read like clap's own errors.
fn usage_error(subcommand: &str, message: &str) -> ! {
    let mut root = Cli::command();
    root.build();
    match root.find_subcommand_mut(subcommand) {
        Some(sub) => sub.error(ErrorKind::ValueValidation, message).exit(),
        None => root.error(ErrorKind::ValueValidation, message).exit(),
    }
}

fn play(args: PlayArgs) -> anyhow::Result<()> {
    let game = args.game;
    let players = cli::player_count(game, args.players, &args.names).unwrap_or_else(|e| usage_error("play", &e));
    let options = cli::options_json(&args.options, args.match_to).unwrap_or_else(|e| usage_error("play", &e));
    // std's RandomState is keyed from the OS's randomness: a fresh seed per run.
    let seed = args
        .seed
        .unwrap_or_else(|| RandomState::new().hash_one(std::time::SystemTime::now()));
    // Refuse bad options here, with a shell error, rather than inside the TUI.
    if let Err(e) = game.new_table(seed, players, options.as_ref()) {
        usage_error("play", &e.to_string());
    }
    if let Some(long) = args.names.iter().find(|n| n.chars().count() > NAME_MAX) {
        usage_error(
            "play",
            &format!("the name {long:?} is longer than {NAME_MAX} characters"),
        );
    }
    // `Start::Play` carries no player count: the TUI takes it from the names,
    // and from the game's smallest count when there are none, so any other
    // count (Jackar's usual four, say) is passed as default names.
    let smallest = game.players.iter().copied().min().unwrap_or(2);
    let names = if args.names.is_empty() && players != smallest {
        default_names(players)
    } else {
        args.names
    };
    majlis_tui::run(Start::Play {
        game: game.id.to_string(),
        seed,
        options: options.unwrap_or(serde_json::Value::Null),
        names,
    })
}

fn sim(args: &SimArgs) -> anyhow::Result<()> {
    let game = args.game;
    let players = cli::player_count(game, args.players, &[]).unwrap_or_else(|e| usage_error("sim", &e));
    let options = cli::options_json(&args.options, None).unwrap_or_else(|e| usage_error("sim", &e));
    if let Err(e) = game.new_table(args.seed, players, options.as_ref()) {
        usage_error("sim", &e.to_string());
    }
    let threads = args.threads.map_or_else(
        || std::thread::available_parallelism().map_or(1, std::num::NonZero::get),
        usize::from,
    );
    let config = sim::SimConfig {
        game,
        games: args.games,
        seed: args.seed,
        players,
        options,
        threads,
        max_actions: args.max_actions,
    };
    let progress = sim::progress_bar(args.games);
    let report = sim::simulate(&config, &progress);
    progress.finish_and_clear();
    let report = report.map_err(anyhow::Error::msg)?;
    if args.json {
        println!("{}", serde_json::to_string(&report)?);
    } else {
        print!("{}", report.text(game));
    }
    Ok(())
}
