//! Figures for the report, measured (and printed) by ignored tests:
//! `cargo test -p majlis-host --test figures -- --ignored --nocapture`
//! (add `--release` for the figures a player would see).
//!
//! - move-to-screen latency on localhost with 8 players connected: from the
//!   Enter that confirms a move to each seated player's screen changing;
//! - the host's memory per player: its resident memory before and after 8
//!   OpenSSH clients (separate processes) join and are drawn.

#![allow(missing_docs, clippy::unwrap_used)]

mod common;

use std::time::{Duration, Instant};

use common::{Player, TestTable};
use majlis_tui::seats::SeatKind;
use rules_core::{Game, Record, Table};

const WAIT: Duration = Duration::from_secs(20);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run with --ignored --nocapture"]
async fn move_to_screen_latency_with_8_players() {
    let names = ["amal", "sami", "dov", "lea", "nur", "ziad"];
    // The actor waits between turns as on the host's screen: a player's key
    // may wait that long before the table takes it, and the figure says so.
    let table = TestTable::start_as_host("jackar", 9, &names, &[SeatKind::Remote; 6]);
    let mut players = Vec::new();
    for name in names {
        players.push(Player::join(table.port(), name, (160, 50)).await);
    }
    // Two more connected, waiting without a seat: 8 screens drawn in all.
    let extra = [
        Player::join(table.port(), "guest1", (80, 24)).await,
        Player::join(table.port(), "guest2", (80, 24)).await,
    ];
    assert!(table.wait(WAIT, |s| s.here.len() == 8).await);
    let mut latencies = Vec::new();
    for _ in 0..40 {
        let record: Record<majlis_games::rules::jackar::Jackar> =
            serde_json::from_value(table.status().record).unwrap();
        let mirror = Table::replay(&record).unwrap();
        let Some(seat) = mirror.game().to_act().seat() else {
            break;
        };
        let notation = mirror.game().notation(&mirror.game().legal_actions()[0]);
        let player = &players[seat.index()];
        player.send(format!(":{notation}\r").as_bytes()).await;
        assert!(player.wait(WAIT, |s| s.contains("confirm")).await, "{}", player.text());
        tokio::time::sleep(Duration::from_millis(50)).await;
        let started = Instant::now();
        player.send(b"\r").await;
        let mut slowest = Duration::ZERO;
        for p in &players {
            // The moment the bytes that changed the screen arrived, not when
            // this loop looked: the figure is the host's, not the test's.
            let seen = p.wait_change(WAIT, started).await;
            let seen = seen.unwrap_or_else(|| panic!("{} sees the move", p.name));
            slowest = slowest.max(seen.duration_since(started));
        }
        latencies.push(slowest);
        let played = mirror.actions().len();
        assert!(
            table
                .wait(WAIT, |s| s.record["actions"].as_array().unwrap().len() > played)
                .await
        );
    }
    latencies.sort();
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize];
    println!(
        "move-to-screen latency, 8 connected (6 seated screens checked), {} moves: median {:?}, p95 {:?}, max {:?}",
        latencies.len(),
        at(0.5),
        at(0.95),
        latencies[latencies.len() - 1]
    );
    drop(extra);
}

/// The resident memory of this process, in KiB.
fn rss_kib() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap_or(0)
}

#[test]
#[ignore = "a measurement: run with --ignored --nocapture"]
fn host_memory_per_player() {
    use std::process::{Command, Stdio};
    if Command::new("ssh").arg("-V").output().is_err() {
        eprintln!("no ssh client here: skipped");
        return;
    }
    let names = ["amal", "sami", "dov", "lea", "nur", "ziad"];
    let table = TestTable::start("jackar", 9, &names, &[SeatKind::Remote; 6]);
    let askpass = table.dir.path().join("askpass.sh");
    std::fs::write(&askpass, format!("#!/bin/sh\necho '{}'\n", common::PASSPHRASE)).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&askpass, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    std::thread::sleep(Duration::from_millis(500));
    let before = rss_kib();
    let mut children = Vec::new();
    let joining = ["amal", "sami", "dov", "lea", "nur", "ziad", "guest1", "guest2"];
    for name in joining {
        let ssh = format!(
            "stty rows 30 cols 100; exec ssh -tt -p {} -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null -o PubkeyAuthentication=no -o LogLevel=ERROR {name}@127.0.0.1",
            table.port()
        );
        children.push(
            Command::new("script")
                .args(["-qfec", &ssh, "/dev/null"])
                .env("SSH_ASKPASS", &askpass)
                .env("SSH_ASKPASS_REQUIRE", "force")
                .env("DISPLAY", ":0")
                .stdin(Stdio::piped())
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap(),
        );
    }
    let end = Instant::now() + WAIT;
    while table.status().here.len() < joining.len() && Instant::now() < end {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert_eq!(table.status().here.len(), joining.len());
    // A few redraws for everyone.
    std::thread::sleep(Duration::from_secs(2));
    let after = rss_kib();
    println!(
        "host memory: {before} KiB before, {after} KiB with {} players by OpenSSH: {} KiB a player",
        joining.len(),
        (after.saturating_sub(before)) / joining.len() as u64
    );
    for mut child in children {
        let _ = child.kill();
    }
}
