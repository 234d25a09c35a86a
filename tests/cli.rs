//! The `majlis` command line, run as a real process: help, version, clap's
//! errors, the game list, the refusal of an unknown game, and `play`'s
//! arguments (player counts, names, options, the seats' kinds).

use std::process::{Command, Output};

fn majlis(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_majlis"))
        .args(args)
        .output()
        .expect("the majlis binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("utf-8 output")
}

/// What `majlis` says on its error stream when `args` are refused as a usage
/// error (exit code 2).
fn usage_error(args: &[&str]) -> String {
    let out = majlis(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    text(&out.stderr)
}

#[test]
fn help_lists_every_command_and_every_game_in_both_scripts() {
    let out = majlis(&["--help"]);
    assert!(out.status.success());
    let help = text(&out.stdout);
    for command in ["play", "engine", "sim", "games"] {
        assert!(
            help.lines().any(|l| l.trim_start().starts_with(command)),
            "{command} missing from:\n{help}"
        );
    }
    for game in majlis_games::GAMES {
        assert!(
            help.contains(game.id) && help.contains(game.description.latin) && help.contains(game.description.original),
            "{help}"
        );
    }
}

#[test]
fn version_prints_the_package_version() {
    let out = majlis(&["--version"]);
    assert!(out.status.success());
    assert_eq!(
        text(&out.stdout).trim(),
        format!("majlis {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn an_unknown_flag_is_a_clap_usage_error() {
    for args in [
        &["--bogus"][..],
        &["sim", "shesh-besh", "--games", "1", "--fast"],
        &["frobnicate"],
    ] {
        let out = majlis(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.starts_with("error:") && err.contains("Usage:"), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn an_unknown_game_is_refused_with_the_list_of_games() {
    for args in [&["play", "chess"][..], &["sim", "chess", "--games", "1"]] {
        let err = usage_error(args);
        assert!(err.contains("unknown game \"chess\""), "{err}");
        for game in majlis_games::GAMES {
            assert!(
                err.contains(game.id) && err.contains(game.description.original),
                "{err}"
            );
        }
    }
}

#[test]
fn play_refuses_player_counts_names_and_options_the_game_does_not_take() {
    let cases: &[(&[&str], &str)] = &[
        (&["play", "shesh-besh", "--players", "3"], "not 3"),
        (&["play", "shesh-besh", "--names", "Amal,Yosef,Dina"], "not 3"),
        (
            &["play", "shesh-besh", "--players", "2", "--names", "Amal"],
            "--names gives 1 name for --players 2",
        ),
        (&["play", "shesh-besh", "--option", "cube_colour=red"], "cube_colour"),
        (
            &["play", "shesh-besh", "--option", "match_to=3", "--match-to", "5"],
            "given twice",
        ),
        (&["play", "shesh-besh", "--option", "nonsense"], "not key=value"),
        (&["play", "shesh-besh", "--seed", "-4"], "-4"),
        (
            &["play", "shesh-besh", "--names", "Scheherazade al-Kabira,Shahryar"],
            "longer than",
        ),
    ];
    for (args, expected) in cases {
        let err = usage_error(args);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

/// A name far beyond the limit is refused with a short quote of it, not
/// echoed whole (the saves' limits, `docs/saves.md`).
#[test]
fn play_refuses_a_huge_name_quoting_only_its_start() {
    let huge = format!("{},Dov", "A".repeat(100_000));
    let out = majlis(&["play", "shesh-besh", "--names", &huge]);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("\"AAAAAAAAAAAAAAAAAAA…\" is longer than 16 letters"),
        "{err}"
    );
    assert!(err.len() < 2_000, "{} bytes of error", err.len());
}

#[test]
fn games_lists_each_game_with_its_names_and_players() {
    let out = majlis(&["games"]);
    assert!(out.status.success());
    let list = text(&out.stdout);
    for game in majlis_games::GAMES {
        let line = list.lines().find(|l| l.starts_with(game.id)).expect("a line per game");
        assert!(
            line.contains(&game.display_name()) && line.contains(&game.players_text()),
            "{line}"
        );
    }
}

/// `majlis play` as a script runs it: standard output a pipe, saves in a
/// scratch directory.
fn play(args: &[&str]) -> Output {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("cli-play");
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    Command::new(env!("CARGO_BIN_EXE_majlis"))
        .arg("play")
        .args(args)
        .env("MAJLIS_DATA_DIR", &dir)
        .output()
        .expect("the majlis binary runs")
}

#[test]
fn play_takes_seats_of_people_and_computers_and_opens_the_game() {
    // The arguments are checked and the game opened (the seats, the names
    // computers get) before the terminal is touched: with standard output a
    // pipe, what stops it is the want of a terminal, not the line.
    for args in [
        &["jackar", "--seats", "human,hard,human,easy"][..],
        &[
            "jackar",
            "--seats",
            "Human,HARD,human,Easy",
            "--names",
            "Amal,Robo,Dov,Lea",
        ],
        &["jackar", "--seats", "human,hard,human,easy", "--names", "Amal,,Dov,"],
        &["shesh-besh", "--seats", "human,medium"],
        &["toki", "--seats", "easy,easy,human", "--players", "3"],
        &["khixa", "--seats", "hard,hard"],
        // A name for the person only: the computers keep theirs.
        &["jackar", "--seats", "human,hard,hard,hard", "--names", "Amal"],
        &["wajh-alnahs", "--seats", "human,easy,easy,easy", "--option", "stages=1"],
    ] {
        let out = play(args);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{args:?}: {err}");
        assert!(
            err.starts_with("majlis: the game table needs an interactive terminal"),
            "{args:?}: {err}"
        );
    }
}

#[test]
fn play_refuses_seats_that_do_not_fit_the_game_the_names_or_the_players() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["jackar", "--seats", "human,robot,human,easy"],
            "\"robot\" is not a seat's kind; a seat is human, easy, medium or hard",
        ),
        (
            &["jackar", "--seats", "human,random"],
            "random plays only in `majlis sim --bots`",
        ),
        (&["jackar", "--seats", "human,hard,human"], "2, 4 or 6 players, not 3"),
        (&["shesh-besh", "--seats", "hard"], "2 players, not 1"),
        (
            &["jackar", "--seats", "human,hard", "--names", "Amal,Robo,Dov,Lea"],
            "--names gives 4 names but --seats gives 2 seats: at most one name per seat",
        ),
        (
            &["jackar", "--seats", "human,hard", "--players", "4"],
            "--seats gives 2 seats for --players 4",
        ),
        (&["jackar", "--seats", "human,,hard,easy"], "is not a seat's kind"),
        (
            &["jackar", "--seats", "human,hard,human,easy", "--names", "Amal,,,"],
            "name 3 is empty (only a computer's may be left blank)",
        ),
    ];
    for (args, expected) in cases {
        let out = play(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.starts_with("error:") && err.contains(expected), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn plays_help_explains_the_seats() {
    let out = play(&["jackar", "--help"]);
    assert!(out.status.success());
    let help = text(&out.stdout);
    assert!(
        help.contains("--seats <KINDS>")
            && help.contains("`human,hard,human,easy`")
            && help.contains("Computer (hard)"),
        "{help}"
    );
}

#[test]
fn number_errors_say_the_rule_in_words_not_rusts() {
    // Before: "unexpected argument '-1' found", "invalid digit found in string",
    // "number too large to fit in target type", "70000 is not in 1..=65535".
    let cases: &[(&[&str], &str)] = &[
        (
            &["play", "shesh-besh", "--players", "-1"],
            "a number of players is a whole number, such as 2 or 4",
        ),
        (
            &["play", "shesh-besh", "--players", "99999999999999999999999"],
            "a number of players is a whole number",
        ),
        (
            &["play", "shesh-besh", "--seed", "-4"],
            "a seed is a whole number from 0 to 18,446,744,073,709,551,615",
        ),
        (
            &["play", "shesh-besh", "--seed", "18446744073709551616"],
            "a seed is a whole number from 0 to 18,446,744,073,709,551,615",
        ),
        (
            &["sim", "shesh-besh", "--games", "3", "--threads", "70000"],
            "a number of worker threads is a whole number from 1 to 1,024",
        ),
        (
            &["sim", "shesh-besh", "--games", "-3"],
            "a number of games is a whole number from 1 to 1,000,000,000",
        ),
        (
            &["sim", "shesh-besh", "--games", "3", "--max-actions", "-1"],
            "a number of player actions is a whole number from 1 to 1,000,000,000",
        ),
        (
            &["play", "shesh-besh", "--match-to", "0"],
            "a match length in points is a whole number from 1 to 4,294,967,295",
        ),
        (
            &["play", "shesh-besh", "--option", "match_to=999999999999"],
            "999999999999 is too large for the option match_to; it takes 1 or more (default 1), at most 4,294,967,295",
        ),
    ];
    for (args, expected) in cases {
        let err = usage_error(args);
        assert!(err.starts_with("error:") && err.contains(expected), "{args:?}: {err}");
        for rust in [
            "expected u",
            "2^64",
            "invalid digit",
            "too large to fit",
            "unexpected argument",
            "..=",
        ] {
            assert!(!err.contains(rust), "{args:?}: {err}");
        }
    }
}

#[test]
fn two_players_cannot_share_a_name() {
    for (game, names, shared) in [("shesh-besh", "A,A", "A"), ("khixa", "Amal,Dov,amal", "amal")] {
        let out = play(&[game, "--names", names]);
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{names}: {err}");
        assert!(
            err.contains(&format!("two players cannot share a name: {shared}")),
            "{names}: {err}"
        );
    }
}

#[test]
fn an_unknown_language_is_refused_with_the_known_ones_as_a_usage_error() {
    let known = |err: &str| {
        err.contains("\"fr\"")
            && err.contains("en (English)")
            && err.contains("ar (العربية)")
            && err.contains("he (עברית)")
    };
    for args in [&["--lang", "fr"][..], &["play", "toki", "--lang", "fr"]] {
        let err = usage_error(args);
        assert!(err.starts_with("error:") && known(&err), "{args:?}: {err}");
    }
    // From the environment: refused the same way, before the terminal is touched.
    for args in [&[][..], &["play", "toki", "--names", "هالة,عمر"]] {
        let out = Command::new(env!("CARGO_BIN_EXE_majlis"))
            .args(args)
            .env("MAJLIS_LANG", "fr")
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = text(&out.stderr);
        assert!(err.starts_with("error:") && known(&err), "{args:?}: {err}");
        assert!(out.stdout.is_empty());
    }
    // Commands that do not open the table do not read it.
    let out = Command::new(env!("CARGO_BIN_EXE_majlis"))
        .arg("games")
        .env("MAJLIS_LANG", "fr")
        .output()
        .expect("runs");
    assert!(out.status.success());
}

#[test]
fn an_unknown_bidi_mode_is_a_usage_error() {
    let err = usage_error(&["--bidi", "sideways"]);
    assert!(
        err.contains("\"sideways\"") && err.contains("app") && err.contains("terminal"),
        "{err}"
    );
}
