//! `majlis sim`, run as a real process: the JSON summary, reproducibility from
//! the seed, and refused arguments; with `--bots`, computer players of given
//! levels against each other.

use std::process::{Command, Output};

use serde_json::Value;

fn majlis(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_majlis"))
        .args(args)
        .output()
        .expect("the majlis binary runs")
}

fn sim_json(args: &[&str]) -> Value {
    let mut all = vec!["sim", "shesh-besh", "--json"];
    all.extend_from_slice(args);
    let out = majlis(&all);
    assert!(
        out.status.success(),
        "{all:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.stderr.is_empty(), "no progress bar when stderr is not a terminal");
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    assert_eq!(stdout.lines().count(), 1, "one JSON object: {stdout}");
    serde_json::from_str(&stdout).expect("valid JSON")
}

fn wins(report: &Value) -> Vec<u64> {
    report["wins"]
        .as_array()
        .expect("wins is an array")
        .iter()
        .map(|w| w.as_u64().expect("a count"))
        .collect()
}

#[test]
fn json_output_has_the_figures_and_every_game_ends_with_one_winner() {
    let report = sim_json(&["--games", "40", "--seed", "5"]);
    assert_eq!(report["games"], 40);
    assert_eq!(report["game"], "shesh-besh");
    assert!(report["seconds"].as_f64().is_some_and(|s| s >= 0.0));
    assert!(report["games_per_second"].as_f64().is_some_and(|g| g > 0.0));
    assert!(
        report["actions_per_game"].as_f64().is_some_and(|a| a > 10.0),
        "{report}"
    );
    let wins = wins(&report);
    assert_eq!(wins.len(), 2);
    // Shesh-Besh has no draws, and random games end well within the cap.
    assert_eq!(
        (report["draws"].as_u64(), report["unfinished"].as_u64()),
        (Some(0), Some(0))
    );
    assert_eq!(wins.iter().sum::<u64>(), 40, "{report}");
}

#[test]
fn the_same_seed_gives_the_same_wins_whatever_the_threads_and_another_seed_other_wins() {
    let a = sim_json(&["--games", "60", "--seed", "1000", "--threads", "1"]);
    let b = sim_json(&["--games", "60", "--seed", "1000", "--threads", "2"]);
    assert_eq!(wins(&a), wins(&b));
    assert_eq!(a["actions_per_game"], b["actions_per_game"]);
    let c = sim_json(&["--games", "60", "--seed", "2000", "--threads", "2"]);
    // Wins alone could coincide by chance; the average game length as well almost never does.
    assert_ne!((wins(&a), &a["actions_per_game"]), (wins(&c), &c["actions_per_game"]));
}

#[test]
fn the_text_summary_names_the_game_and_each_seat() {
    let out = majlis(&["sim", "shesh-besh", "--games", "5"]);
    assert!(out.status.success());
    let summary = String::from_utf8(out.stdout).expect("utf-8");
    assert!(summary.contains("Shesh-Besh (שש בש): 5 games"), "{summary}");
    assert!(summary.contains("games per second"), "{summary}");
    // Seats numbered from 1, as the table numbers them.
    assert!(
        summary.contains("seat 1 (White):") && summary.contains("seat 2 (Black):") && !summary.contains("seat 0"),
        "{summary}"
    );
}

#[test]
fn a_tiny_action_cap_leaves_games_unfinished() {
    let report = sim_json(&["--games", "5", "--max-actions", "1"]);
    assert_eq!(report["unfinished"], 5);
}

#[test]
fn bad_arguments_are_refused_with_a_usage_error() {
    let cases: &[(&[&str], &str)] = &[
        (&["sim", "shesh-besh"], "--games"),
        (&["sim", "shesh-besh", "--games", "many"], "many"),
        (&["sim", "shesh-besh", "--games", "-3"], "-3"),
        (&["sim", "jackar", "--games", "0"], "--games 0 plays no game"),
        (&["sim", "shesh-besh", "--games", "3", "--players", "4"], "not 4"),
        (&["sim", "shesh-besh", "--games", "3", "--threads", "0"], "0"),
        (
            &["sim", "shesh-besh", "--games", "3", "--option", "opening=sideways"],
            "sideways",
        ),
        (&["sim", "go", "--games", "3"], "unknown game \"go\""),
        // As --games 0 is refused, so is a cap that stops every game at once.
        (
            &["sim", "shesh-besh", "--games", "3", "--max-actions", "0"],
            "--max-actions 0 stops every game before its first move, so there is nothing to report: give at least 1",
        ),
        // What cannot finish (the ETA was "18336760y").
        (
            &["sim", "shesh-besh", "--games", "18446744073709551615"],
            "a number of games is a whole number from 1 to 1,000,000,000",
        ),
        (
            &["sim", "shesh-besh", "--games", "100001", "--bots", "hard,easy"],
            "--bots plays at most 100,000 games in a run",
        ),
        (
            &["sim", "shesh-besh", "--games", "3", "--option", "match_to=999999999999"],
            "999999999999 is too large for the option match_to; it takes 1 or more (default 1), at most 4,294,967,295",
        ),
    ];
    for (args, expected) in cases {
        let out = majlis(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{args:?}: {err}");
    }
}

#[test]
fn shesh_besh_says_how_games_were_won_and_jackar_how_long_they_are() {
    let report = sim_json(&["--games", "30", "--seed", "9"]);
    let seats = report["details"]["won_by_seat"].as_array().expect("per seat");
    assert_eq!(seats.len(), 2);
    let won: u64 = seats
        .iter()
        .map(|s| {
            ["plain", "mars", "turkish_mars", "dropped"]
                .iter()
                .map(|k| s[k].as_u64().expect("a count"))
                .sum::<u64>()
        })
        .sum();
    assert_eq!(won, 30, "one game a match by default: {report}");
    let out = majlis(&["sim", "jackar", "--games", "4", "--json"]);
    assert!(out.status.success());
    let jackar: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    assert!(
        jackar["details"]["cards_played_per_game"]
            .as_f64()
            .is_some_and(|c| c > 20.0),
        "{jackar}"
    );
}

/// The counts of a report: slots, levels, draws, unfinished (not the timings).
fn counts(report: &Value) -> Value {
    serde_json::json!([report["slots"], report["levels"], report["draws"], report["unfinished"]])
}

#[test]
fn hard_against_random_reports_each_slot_and_level_with_an_interval() {
    let report = sim_json(&["--bots", "hard,random", "--games", "40", "--seed", "7"]);
    assert_eq!(report["games"], 40);
    assert_eq!(report["players"], 2);
    assert_eq!(report["bots"], serde_json::json!(["hard", "random"]));
    assert!(report["games_per_second"].as_f64().is_some_and(|g| g > 0.0), "{report}");
    let slots = report["slots"].as_array().expect("slots");
    let wins: Vec<u64> = slots.iter().map(|s| s["wins"].as_u64().expect("a count")).collect();
    // Shesh-Besh has no draws, and every game ends.
    assert_eq!(wins.iter().sum::<u64>(), 40, "{report}");
    assert_eq!(
        (report["draws"].as_u64(), report["unfinished"].as_u64()),
        (Some(0), Some(0))
    );
    for s in slots {
        let (rate, low, high) = (s["win_rate"].as_f64(), s["low"].as_f64(), s["high"].as_f64());
        assert!(low <= rate && rate <= high && low < high, "{s}");
    }
    // Two different levels: each level's standing is its slot's.
    assert_eq!(report["levels"], report["slots"]);
    assert!(
        wins[0] > 30,
        "the hard player beats random moves nearly always: {wins:?}"
    );
}

#[test]
fn the_same_seed_gives_the_same_wins_whatever_the_threads() {
    let args = ["--bots", "easy,medium", "--games", "30", "--seed", "100"];
    let one = sim_json(&[&args[..], &["--threads", "1"]].concat());
    let two = sim_json(&[&args[..], &["--threads", "2"]].concat());
    assert_eq!(counts(&one), counts(&two));
    let other = sim_json(&["--bots", "easy,medium", "--games", "30", "--seed", "200"]);
    assert_ne!(
        counts(&one),
        counts(&other),
        "other seeds, other games (a coincidence of every count is all but impossible)"
    );
}

#[test]
fn the_text_summary_has_a_line_per_slot_and_per_level() {
    let out = majlis(&[
        "sim",
        "shesh-besh",
        "--bots",
        "easy,random",
        "--games",
        "6",
        "--seed",
        "1",
    ]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        text.starts_with("Shesh-Besh (שש בש): 6 games of easy v random (2 players), seeds 1..=6, seats rotating\n"),
        "{text}"
    );
    for start in ["slot 1 easy ", "slot 2 random ", "level  easy ", "level  random "] {
        assert!(
            text.lines()
                .any(|l| l.starts_with(start) && l.contains("wins") && l.contains("(95%: ")),
            "no {start:?} line in:\n{text}"
        );
    }
    assert!(text.contains("games per second"), "{text}");
}

#[test]
fn a_tiny_action_cap_counts_games_as_unfinished() {
    let report = sim_json(&["--bots", "hard,hard", "--games", "3", "--max-actions", "2"]);
    assert_eq!(report["unfinished"], 3);
}

#[test]
fn bad_bots_are_refused_with_a_usage_error() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["--bots", "hard,expert"],
            "\"expert\" is not a level; the levels are random, easy, medium and hard",
        ),
        (
            &["--bots", "hard,random,easy"],
            "--bots gives 3 levels: Shesh-Besh (שש בש) is played by 2 players, not 3",
        ),
        (
            &["--bots", "hard,random", "--players", "3"],
            "--players 3 does not agree with --bots",
        ),
        (&["--bots", "hard,random", "--option", "cube=maybe"], "maybe"),
        (&["--bots", ""], "is not a level"),
    ];
    for (args, expected) in cases {
        let all = [&["sim", "shesh-besh", "--games", "2"][..], args].concat();
        let out = majlis(&all);
        assert_eq!(out.status.code(), Some(2), "{all:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{all:?}: {err}");
    }
    let out = majlis(&["sim", "shesh-besh", "--games", "0", "--bots", "hard,random"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--games 0 plays no game"));
}

#[test]
fn a_game_without_computer_players_is_refused_and_one_with_them_plays() {
    for game in majlis_games::GAMES {
        let seats = vec!["easy"; game.description.usual_players].join(",");
        let players = game.description.usual_players.to_string();
        let out = majlis(&[
            "sim",
            game.id,
            "--games",
            "1",
            "--bots",
            &seats,
            "--players",
            &players,
            "--json",
        ]);
        if game.has_computers() {
            assert!(
                out.status.success(),
                "{}: {}",
                game.id,
                String::from_utf8_lossy(&out.stderr)
            );
        } else {
            assert_eq!(out.status.code(), Some(2), "{}", game.id);
            let err = String::from_utf8_lossy(&out.stderr);
            let expected = format!("{} has no computer players yet", game.description.latin);
            assert!(
                err.contains(&expected) && err.contains("shesh-besh"),
                "{}: {err}",
                game.id
            );
        }
    }
}

#[test]
fn shared_wins_are_said_and_a_game_of_partners_is_reported_per_team() {
    // Khixa's 200 games from seed 0 have 7 shared wins: 207 wins in all.
    let out = majlis(&["sim", "khixa", "--games", "200"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        text.contains(
            "7 games were won jointly: a shared win counts for each winner, so the wins add up to 207 of 200 games"
        ),
        "{text}"
    );
    assert!(text.contains("seat 1: 42 wins (21.0%), 3 shared"), "{text}");
    // "unfinished: 0 (stopped at 100000 player actions)" said a cap no game met.
    assert!(
        text.contains("no draws; every game ended") && !text.contains("stopped"),
        "{text}"
    );
    // Jackar's partners: per team, not "level random 100 %" for hard's partner.
    let out = majlis(&["sim", "jackar", "--bots", "easy,random,random,random", "--games", "4"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let text = String::from_utf8(out.stdout).expect("utf-8");
    assert!(
        text.contains("team 1, slots 1 and 3 (easy, random)")
            && text.contains("team 2, slots 2 and 4 (random, random)")
            && !text.contains("level "),
        "{text}"
    );
}

/// Ctrl-C in the middle of a run that would take hours: the report of the
/// games played so far, then status 130.
#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_run_and_prints_the_report_so_far() {
    use std::process::Stdio;
    use std::time::{Duration, Instant};

    let child = Command::new(env!("CARGO_BIN_EXE_majlis"))
        .args(["sim", "toki", "--games", "1000000000", "--json", "--threads", "1"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the majlis binary runs");
    // Let it play a while, then press Ctrl-C.
    std::thread::sleep(Duration::from_millis(1500));
    let sent = Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(sent.success());
    let start = Instant::now();
    let out = child.wait_with_output().expect("it ends");
    assert!(start.elapsed() < Duration::from_secs(20), "it ends soon after");
    assert_eq!(out.status.code(), Some(130), "{}", String::from_utf8_lossy(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).expect("the report, as JSON");
    assert_eq!(
        (report["interrupted"].as_bool(), report["games_asked"].as_u64()),
        (Some(true), Some(1_000_000_000))
    );
    let games = report["games"].as_u64().expect("games played");
    assert!(games > 0 && games < 1_000_000_000, "{report}");
    // The games counted are the first ones, whole: every one ended or was stopped.
    let won: u64 = wins(&report).iter().sum();
    let draws = report["draws"].as_u64().expect("draws");
    let unfinished = report["unfinished"].as_u64().expect("unfinished");
    assert!(
        won >= games - draws - unfinished,
        "every ended game with a winner counts: {report}"
    );
}
