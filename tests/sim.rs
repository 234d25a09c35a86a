//! `majlis sim`, run as a real process: the JSON summary, reproducibility from
//! the seed, and refused arguments.

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
    assert!(summary.contains("seat 0:") && summary.contains("seat 1:"), "{summary}");
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
