//! Public keys accepted once: a key the client proves it holds, followed by
//! the right passphrase, gets in by itself next time, for that name only;
//! a key never accepted gets nowhere without the passphrase.

#![allow(missing_docs, clippy::unwrap_used)]

mod common;

use std::sync::Arc;

use common::{PASSPHRASE, TestTable, connect};
use majlis_tui::seats::SeatKind;
use russh::keys::{Algorithm, PrivateKey, PrivateKeyWithHashAlg};

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
