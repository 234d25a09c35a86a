//! Public keys accepted once: a key the client proves it holds, followed by
//! the right passphrase, gets in by itself next time, for that name only;
//! a key never accepted gets nowhere without the passphrase.

#![allow(missing_docs, clippy::unwrap_used)]

mod common;

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use common::{PASSPHRASE, Player, TestTable, connect};
use majlis_tui::seats::SeatKind;
use russh::keys::{Algorithm, PrivateKey, PrivateKeyWithHashAlg};

const WAIT: Duration = Duration::from_secs(20);

fn key() -> Arc<PrivateKey> {
    Arc::new(PrivateKey::random(&mut rand::rng(), Algorithm::Ed25519).unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_key_proven_with_the_passphrase_is_accepted_once_for_its_name() {
    let table = TestTable::start("jackar", 3, &["amal", "sami"], &[SeatKind::Remote, SeatKind::Remote]);
    let amal = key();
    // The first time: the key alone is refused, then the passphrase lets amal in.
    let mut first = connect(table.port()).await;
    let by_key = first
        .authenticate_publickey("amal", PrivateKeyWithHashAlg::new(amal.clone(), None))
        .await
        .unwrap();
    assert!(!by_key.success(), "a key never accepted gets nowhere alone");
    assert!(first.authenticate_password("amal", PASSPHRASE).await.unwrap().success());
    let kept = std::fs::read_to_string(table.dir.path().join("host").join("authorized_keys")).unwrap();
    assert!(
        kept.starts_with("ssh-ed25519 ") && kept.trim_end().ends_with(" amal"),
        "{kept}"
    );
    // The next time the key gets in by itself.
    let mut again = connect(table.port()).await;
    let by_key = again
        .authenticate_publickey("amal", PrivateKeyWithHashAlg::new(amal.clone(), None))
        .await
        .unwrap();
    assert!(by_key.success(), "accepted once, for good");
    // For that name only; and another key is not it.
    let mut other_name = connect(table.port()).await;
    let by_key = other_name
        .authenticate_publickey("sami", PrivateKeyWithHashAlg::new(amal.clone(), None))
        .await
        .unwrap();
    assert!(!by_key.success(), "amal's key is not sami's");
    let mut other_key = connect(table.port()).await;
    let by_key = other_key
        .authenticate_publickey("amal", PrivateKeyWithHashAlg::new(key(), None))
        .await
        .unwrap();
    assert!(!by_key.success(), "another key is not amal's");
    // A key offered with a wrong passphrase is not kept.
    let mut wrong = connect(table.port()).await;
    let mallory = key();
    let _ = wrong
        .authenticate_publickey("mallory", PrivateKeyWithHashAlg::new(mallory.clone(), None))
        .await
        .unwrap();
    assert!(
        !wrong
            .authenticate_password("mallory", "not it")
            .await
            .unwrap()
            .success()
    );
    let kept = std::fs::read_to_string(table.dir.path().join("host").join("authorized_keys")).unwrap();
    assert_eq!(kept.lines().count(), 1, "{kept}");
}

/// The passphrase alone never pushes a connected player out: a second
/// connection under a connected name is refused, with the reason, and the
/// player stays at the table.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_connection_under_a_connected_name_is_refused_without_the_players_key() {
    let table = TestTable::start("jackar", 3, &["amal", "sami"], &[SeatKind::Remote, SeatKind::Remote]);
    let amal = Player::join(table.port(), "amal", (80, 24)).await;
    assert!(amal.wait(WAIT, |s| s.contains("You are amal")).await, "{}", amal.text());
    // Someone else with the passphrase, under amal's name.
    let mallory = Player::join(table.port(), "amal", (80, 24)).await;
    assert!(
        mallory.wait(WAIT, |s| s.contains("amal is already at the table")).await,
        "the newcomer is told why: {}",
        mallory.text()
    );
    assert!(mallory.wait_closed(WAIT).await, "and let go");
    assert!(!amal.closed.load(Ordering::Acquire), "amal is still connected");
    assert_eq!(table.status().here, vec!["amal".to_owned()]);
    assert!(
        !amal.text().contains("another screen") && amal.text().contains("You are amal"),
        "amal's screen is hers still: {}",
        amal.text()
    );
    // Her key, proven, would not help mallory either: amal has none here.
    let with_key = Player::join_by_key(table.port(), "amal", (80, 24), key()).await;
    assert!(with_key.wait(WAIT, |s| s.contains("already at the table")).await);
    // Once amal has gone, her name is free at once.
    amal.cut().await;
    assert!(table.wait(WAIT, |s| s.here.is_empty()).await, "amal is away");
    let back = Player::join(table.port(), "amal", (80, 24)).await;
    assert!(back.wait(WAIT, |s| s.contains("You are amal")).await, "{}", back.text());
    assert!(!back.closed.load(Ordering::Acquire));
}

/// A player whose key was accepted comes back from another screen at once:
/// the same key takes the seat over and the old screen is closed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_players_own_key_takes_the_seat_over_from_another_screen() {
    let table = TestTable::start("jackar", 3, &["amal", "sami"], &[SeatKind::Remote, SeatKind::Remote]);
    let amal_key = key();
    let laptop = Player::join_by_key(table.port(), "amal", (80, 24), amal_key.clone()).await;
    assert!(laptop.wait(WAIT, |s| s.contains("You are amal")).await);
    let phone = Player::join_by_key(table.port(), "amal", (80, 24), amal_key).await;
    assert!(
        phone.wait(WAIT, |s| s.contains("You are amal")).await,
        "{}",
        phone.text()
    );
    assert!(laptop.wait_closed(WAIT).await, "the old screen is closed");
    assert!(!phone.closed.load(Ordering::Acquire));
    assert_eq!(table.status().here, vec!["amal".to_owned()]);
}
