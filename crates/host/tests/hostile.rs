//! Hostile clients: requests the host refuses, wrong passphrases, clients
//! that never get in, too many connections, random bytes, absurd and zero
//! window sizes, floods of keys and of window changes, a client that stops
//! reading. The host stays up, and the player at the table is not held up.
//! (Small floods here; bigger soaks are `#[ignore]`d in `figures.rs`.)

#![allow(missing_docs, clippy::unwrap_used)]

mod common;

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use common::{PASSPHRASE, Player, TestTable, connect, hand_on_screen};
use majlis_host::limits;
use majlis_tui::seats::SeatKind;
use rand::{RngExt, SeedableRng};
use rules_core::Level;
use tokio::io::AsyncReadExt;

const WAIT: Duration = Duration::from_secs(10);

fn table() -> TestTable {
    TestTable::start(
        "jackar",
        3,
        &["amal", "Computer (easy)"],
        &[SeatKind::Remote, SeatKind::Computer { level: Level::Easy }],
    )
}

/// Waits for the channel's answer to a request: success or failure.
async fn answer(read: &mut russh::Channel<russh::client::Msg>) -> Option<bool> {
    let end = Instant::now() + WAIT;
    while Instant::now() < end {
        match tokio::time::timeout(Duration::from_secs(1), read.wait()).await {
            Ok(Some(russh::ChannelMsg::Success)) => return Some(true),
            Ok(Some(russh::ChannelMsg::Failure)) => return Some(false),
            Ok(Some(_)) => {}
            Ok(None) => return None,
            Err(_) => {}
        }
    }
    None
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn exec_subsystems_forwarding_x11_and_the_agent_are_all_refused() {
    let table = table();
    let handle = {
        let mut handle = connect(table.port()).await;
        assert!(
            handle
                .authenticate_password("mallory", PASSPHRASE)
                .await
                .unwrap()
                .success()
        );
        handle
    };
    let mut sent = 0;
    let mut channel = handle.channel_open_session().await.unwrap();
    channel.exec(true, "cat /etc/passwd").await.unwrap();
    sent += 1;
    assert_eq!(answer(&mut channel).await, Some(false), "exec refused");
    channel.request_subsystem(true, "sftp").await.unwrap();
    sent += 1;
    assert_eq!(answer(&mut channel).await, Some(false), "sftp refused");
    channel
        .request_x11(true, false, "MIT-MAGIC-COOKIE-1", "00", 0)
        .await
        .unwrap();
    sent += 1;
    assert_eq!(answer(&mut channel).await, Some(false), "X11 refused");
    channel.agent_forward(true).await.unwrap();
    sent += 1;
    assert_eq!(answer(&mut channel).await, Some(false), "agent forwarding refused");
    sent += 1;
    assert!(
        handle.tcpip_forward("127.0.0.1", 0).await.is_err(),
        "remote forwarding refused"
    );
    sent += 1;
    assert!(
        handle
            .channel_open_direct_tcpip("127.0.0.1", u32::from(table.port()), "127.0.0.1", 5000)
            .await
            .is_err(),
        "local forwarding refused"
    );
    sent += 1;
    assert!(handle.channel_open_session().await.is_err(), "one screen a connection");
    let refused = table.shared().counts.refused_requests.load(Ordering::Relaxed);
    println!("hostile requests: {sent} sent, {refused} refused");
    assert_eq!(refused, sent);
    assert!(table.alive().await, "the host is up");
    // The connection itself still works: a screen may still be asked for.
    channel.request_pty(true, "xterm", 80, 24, 0, 0, &[]).await.unwrap();
    assert_eq!(answer(&mut channel).await, Some(true));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn wrong_passphrases_wait_before_refusal_and_too_many_close_the_connection() {
    let table = table();
    let mut handle = connect(table.port()).await;
    let started = Instant::now();
    let wrong = handle
        .authenticate_password("amal", "apple river candle")
        .await
        .unwrap();
    assert!(!wrong.success());
    assert!(started.elapsed() >= limits::REJECTION_DELAY, "{:?}", started.elapsed());
    let mut closed = false;
    for attempt in 1..=limits::MAX_AUTH_ATTEMPTS + 1 {
        match handle.authenticate_password("amal", format!("wrong {attempt}")).await {
            Ok(result) => assert!(!result.success()),
            Err(_) => {
                closed = true;
                break;
            }
        }
    }
    assert!(
        closed || handle.is_closed(),
        "closed after {} attempts",
        limits::MAX_AUTH_ATTEMPTS
    );
    assert!(table.shared().counts.refused_logins.load(Ordering::Relaxed) >= 2);
    // A name that cannot be a player's gets nowhere, even with the passphrase.
    let mut handle = connect(table.port()).await;
    assert!(
        !handle
            .authenticate_password("bad\u{1b}[2Jname", PASSPHRASE)
            .await
            .unwrap()
            .success()
    );
    assert!(
        !handle
            .authenticate_password(&"x".repeat(100), PASSPHRASE)
            .await
            .unwrap()
            .success()
    );
    assert!(table.alive().await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_gets_in_is_dropped() {
    let table = TestTable::start_with(
        "jackar",
        3,
        &["amal", "sami"],
        &[SeatKind::Remote, SeatKind::Remote],
        Duration::from_millis(700),
    );
    // Says nothing at all.
    let mut silent = tokio::net::TcpStream::connect(("127.0.0.1", table.port()))
        .await
        .unwrap();
    // Shakes hands, then tries nothing.
    let idle = connect(table.port()).await;
    let mut buf = vec![0; 4096];
    let drained = tokio::time::timeout(WAIT, async {
        loop {
            match silent.read(&mut buf).await {
                Ok(0) | Err(_) => break,
                Ok(_) => {}
            }
        }
    })
    .await;
    assert!(drained.is_ok(), "the silent connection is closed");
    let end = Instant::now() + WAIT;
    while !idle.is_closed() && Instant::now() < end {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert!(idle.is_closed(), "the idle connection is closed");
    assert!(table.shared().counts.timed_out.load(Ordering::Relaxed) >= 2);
    assert!(table.alive().await);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connections_beyond_the_limit_are_closed_at_once() {
    let table = table();
    let mut open = Vec::new();
    for _ in 0..limits::MAX_CONNECTIONS {
        open.push(
            tokio::net::TcpStream::connect(("127.0.0.1", table.port()))
                .await
                .unwrap(),
        );
    }
    let end = Instant::now() + WAIT;
    while table.shared().open_connections() < limits::MAX_CONNECTIONS && Instant::now() < end {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let mut extra = tokio::net::TcpStream::connect(("127.0.0.1", table.port()))
        .await
        .unwrap();
    let mut buf = [0; 64];
    let read = tokio::time::timeout(Duration::from_secs(3), extra.read(&mut buf)).await;
    assert!(matches!(read, Ok(Ok(0) | Err(_))), "closed without a word: {read:?}");
    assert!(table.shared().counts.over_limit.load(Ordering::Relaxed) >= 1);
    drop(open);
    // Room again once they have gone.
    let end = Instant::now() + WAIT;
    while table.shared().open_connections() > 0 && Instant::now() < end {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let player = Player::join(table.port(), "amal", (100, 30)).await;
    assert!(
        player
            .wait(WAIT, |s| s.contains("You are amal") || s.contains("amal's hand"))
            .await,
        "{}",
        player.text()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn random_bytes_absurd_windows_and_floods_neither_crash_the_host_nor_hold_up_the_player() {
    let table = table();
    let amal = Player::join(table.port(), "amal", (100, 30)).await;
    assert!(
        amal.wait(WAIT, |s| hand_on_screen(s).is_some()).await,
        "{}",
        amal.text()
    );
    // A zero-sized window joins too, and is drawn nothing.
    let zero = Player::join(table.port(), "zero", (0, 0)).await;
    let mallory = Player::join(table.port(), "mallory", (80, 24)).await;
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(20);
    let mut sent = 0u64;
    let flood = async {
        for round in 0..200 {
            let len = rng.random_range(1..256);
            let bytes: Vec<u8> = (0..len).map(|_| rng.random()).collect();
            mallory.send(&bytes).await;
            let (w, h) = match round % 4 {
                0 => (u32::MAX, u32::MAX),
                1 => (0, 0),
                2 => (1, 70_000),
                _ => (rng.random_range(0..500), rng.random_range(0..500)),
            };
            mallory.writer.window_change(w, h, 0, 0).await.unwrap();
            zero.writer.window_change(0, 0, 0, 0).await.unwrap();
            sent += 2;
        }
        sent
    };
    // Meanwhile amal plays on: each of her turns is taken at once.
    let play = async {
        let mut slowest = Duration::ZERO;
        for _ in 0..3 {
            assert!(table.wait(WAIT, |s| s.to_act == Some(0)).await, "amal's turn comes");
            let played = table.status().record["actions"].as_array().unwrap().len();
            let started = Instant::now();
            // Her keys: the first card, or throw, then confirm.
            let record = table.status().record;
            let mirror: rules_core::Record<majlis_games::rules::jackar::Jackar> =
                serde_json::from_value(record).unwrap();
            let game = rules_core::Table::replay(&mirror).unwrap();
            let legal = rules_core::Game::legal_actions(game.game());
            let notation = rules_core::Game::notation(game.game(), &legal[0]);
            amal.send(format!(":{notation}\r\r").as_bytes()).await;
            assert!(
                table
                    .wait(WAIT, |s| s.record["actions"].as_array().unwrap().len() > played)
                    .await,
                "amal's move is played during the flood:\n{}",
                amal.text()
            );
            slowest = slowest.max(started.elapsed());
        }
        slowest
    };
    let (sent, slowest) = tokio::join!(flood, play);
    println!("flood: {sent} window changes and 200 chunks of random bytes; amal's slowest move {slowest:?}");
    assert!(slowest < Duration::from_secs(2), "{slowest:?}");
    assert!(table.alive().await, "the host is up");
    // (Mallory's random bytes hold Ctrl-C, or q then y, now and then: she
    // may well have left; her leaving is her own.)
    assert!(
        hand_on_screen(&amal.text()).is_some(),
        "amal's screen is whole:\n{}",
        amal.text()
    );
    // Mallory, who has no seat, played nothing: every action was amal's, the computer's or chance.
    let record = table.status().record;
    let mirror: rules_core::Record<majlis_games::rules::jackar::Jackar> = serde_json::from_value(record).unwrap();
    assert!(rules_core::Table::replay(&mirror).is_ok());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_stops_reading_holds_up_nobody() {
    let table = table();
    let amal = Player::join(table.port(), "amal", (100, 30)).await;
    // Sleepy joins and never reads a byte: its frames pile up nowhere.
    let mut sleepy = connect(table.port()).await;
    assert!(
        sleepy
            .authenticate_password("sleepy", PASSPHRASE)
            .await
            .unwrap()
            .success()
    );
    let channel = sleepy.channel_open_session().await.unwrap();
    channel.request_pty(false, "xterm", 400, 150, 0, 0, &[]).await.unwrap();
    channel.request_shell(false).await.unwrap();
    let mut slowest = Duration::ZERO;
    for _ in 0..5 {
        assert!(table.wait(WAIT, |s| s.to_act == Some(0)).await);
        let played = table.status().record["actions"].as_array().unwrap().len();
        let mirror: rules_core::Record<majlis_games::rules::jackar::Jackar> =
            serde_json::from_value(table.status().record).unwrap();
        let game = rules_core::Table::replay(&mirror).unwrap();
        let legal = rules_core::Game::legal_actions(game.game());
        let notation = rules_core::Game::notation(game.game(), &legal[0]);
        amal.send(format!(":{notation}\r").as_bytes()).await;
        assert!(amal.wait(WAIT, |s| s.contains("confirm")).await, "{}", amal.text());
        let shown = amal.text();
        let started = Instant::now();
        amal.send(b"\r").await;
        assert!(
            table
                .wait(WAIT, |s| s.record["actions"].as_array().unwrap().len() > played)
                .await
        );
        // And amal's screen shows it.
        assert!(amal.wait(WAIT, |s| s != shown).await);
        slowest = slowest.max(started.elapsed());
    }
    println!("with a client that never reads: amal's slowest move to screen {slowest:?}");
    assert!(slowest < Duration::from_secs(2), "{slowest:?}");
    drop(channel);
}

/// Never panics, whatever bytes: the key reader under random input is also
/// a property test in `input.rs`; here the whole path, through SSH.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seated_player_sending_garbage_acts_only_for_their_own_seat() {
    let table = TestTable::start("jackar", 5, &["amal", "sami"], &[SeatKind::Remote, SeatKind::Remote]);
    let amal = Player::join(table.port(), "amal", (100, 30)).await;
    let sami = Player::join(table.port(), "sami", (100, 30)).await;
    assert!(table.wait(WAIT, |s| s.here.len() == 2).await);
    let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
    // Sami hammers every key while it is amal's turn: nothing is played.
    assert!(table.wait(WAIT, |s| s.to_act == Some(0)).await);
    let played = table.status().record["actions"].as_array().unwrap().len();
    for _ in 0..50 {
        let mut bytes: Vec<u8> = (0..32).map(|_| rng.random()).collect();
        bytes.extend_from_slice(b"t\r1\r \r:throw\r\r");
        sami.send(&bytes).await;
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    let status = table.status();
    assert_eq!(status.to_act, Some(0), "still amal's turn");
    assert_eq!(
        status.record["actions"].as_array().unwrap().len(),
        played,
        "sami's keys played nothing for amal"
    );
    assert!(hand_on_screen(&amal.text()).is_some(), "{}", amal.text());
}
