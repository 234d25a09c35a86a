//! What a player at their own screen has besides their moves, over SSH:
//! their own language (from their client's environment, or `L` in the
//! lobby), hints, their own place in the log, the mouse and the help
//! overlay; each for their own seat only, and the host's screen in the
//! host's language throughout.

#![allow(missing_docs, clippy::unwrap_used)]

mod common;

use std::sync::atomic::Ordering;
use std::time::Duration;

use common::{Player, TestTable, hand_on_screen};
use majlis_games::rules::jackar::Jackar;
use majlis_tui::seats::SeatKind;
use rules_core::{Game, Record, Seat, Table};

const WAIT: Duration = Duration::from_secs(10);
const SIZE: (u16, u16) = (100, 30);

/// The words of three or more Latin letters on a screen, but `allowed`.
fn latin_words(screen: &str, allowed: &[&str]) -> Vec<String> {
    screen
        .split(|c: char| !c.is_ascii_alphabetic())
        .filter(|w| w.len() >= 3 && !allowed.contains(w))
        .map(str::to_owned)
        .collect()
}

fn arabic(screen: &str) -> bool {
    screen
        .chars()
        .any(|c| ('\u{0600}'..='\u{06FF}').contains(&c) || ('\u{FB50}'..='\u{FEFF}').contains(&c))
}

fn hebrew(screen: &str) -> bool {
    screen.chars().any(|c| ('\u{0590}'..='\u{05FF}').contains(&c))
}

/// The game at the host, replayed from its record.
fn game_at(table: &TestTable) -> Jackar {
    let record: Record<Jackar> = serde_json::from_value(table.status().record).unwrap();
    *Table::replay(&record).unwrap().game()
}

fn actions(table: &TestTable) -> usize {
    table.status().record["actions"].as_array().map_or(0, Vec::len)
}

/// An SGR mouse report: a press (or release) of `button` at the 0-based cell.
fn sgr(button: u8, column: usize, row: usize, press: bool) -> Vec<u8> {
    format!(
        "\x1b[<{button};{};{}{}",
        column + 1,
        row + 1,
        if press { 'M' } else { 'm' }
    )
    .into_bytes()
}

/// The player's screen once it has stopped changing (frames still on their
/// way are in).
async fn settled(player: &Player) -> String {
    let mut last = player.text();
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(200)).await;
        let now = player.text();
        if now == last {
            return now;
        }
        last = now;
    }
    last
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_reads_their_own_language_and_the_hosts_screen_stays_english() {
    let table = TestTable::start("jackar", 3, &["amal", "sami"], &[SeatKind::Remote, SeatKind::Remote]);
    table.draw_host.store(true, Ordering::Release);
    let amal = Player::join_with(table.port(), "amal", SIZE, &[("MAJLIS_LANG", "ar")]).await;
    let sami = Player::join_with(table.port(), "sami", SIZE, &[("LANG", "en_GB.UTF-8")]).await;
    // Lea has no seat: she waits in the lobby, in Hebrew as her locale says.
    let lea = Player::join_with(table.port(), "lea", SIZE, &[("LC_ALL", "he_IL.UTF-8")]).await;
    assert!(table.wait(WAIT, |s| s.here.len() == 3).await, "all three joined");
    // Amal's screen is Arabic throughout: the title, the board, the log, the bar.
    // Allowed: the names, the keys' names, and the game's Latin name that
    // its Arabic title carries after the original (as on the host's screens).
    let allowed = [
        "amal", "sami", "PgUp", "PgDn", "Enter", "Space", "Esc", "Tab", "Ctrl", "Jackar",
    ];
    assert!(
        amal.wait(WAIT, |s| arabic(s)
            && s.contains("amal")
            && latin_words(s, &allowed).is_empty())
            .await,
        "amal reads Arabic only: {:?}\n{}",
        latin_words(&amal.text(), &allowed),
        amal.text()
    );
    assert!(
        sami.wait(WAIT, |s| s.contains("You are sami") && s.contains("Log"))
            .await,
        "sami reads English:\n{}",
        sami.text()
    );
    // Below the title (whose English name carries the original beside it).
    let below_title: String = sami.text().lines().skip(1).collect();
    assert!(!arabic(&below_title), "{}", sami.text());
    assert!(
        lea.wait(WAIT, |s| {
            let body: String = s.lines().take(usize::from(SIZE.1) - 1).collect();
            hebrew(&body) && s.contains("lea")
        })
        .await,
        "lea's lobby in Hebrew:\n{}",
        lea.text()
    );
    // After every player's screen was drawn in theirs, the host's is English.
    assert!(
        table.wait(WAIT, |s| s.host_screen.contains("amal is playing")).await,
        "the host's screen in English:\n{}",
        table.status().host_screen
    );
    let host = table.status().host_screen;
    assert!(!arabic(&host) && !hebrew(&host), "{host}");
    // In the lobby, L changes lea's language (Hebrew, then English).
    lea.send(b"L").await;
    assert!(
        // (The bar's L names every language in itself: the body is checked.)
        lea.wait(WAIT, |s| {
            let body: String = s.lines().take(usize::from(SIZE.1) - 1).collect();
            s.contains("without a seat for lea") && !hebrew(&body)
        })
        .await,
        "L: English now:\n{}",
        lea.text()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_player_has_hints_help_their_own_log_and_the_mouse_for_their_own_seat_only() {
    let table = TestTable::start("jackar", 3, &["amal", "sami"], &[SeatKind::Remote, SeatKind::Remote]);
    let players = [
        Player::join(table.port(), "amal", SIZE).await,
        Player::join(table.port(), "sami", SIZE).await,
    ];
    assert!(table.wait(WAIT, |s| s.here.len() == 2).await);
    let to_act = table.status().to_act.unwrap();
    let (player, waiter) = (&players[to_act], &players[1 - to_act]);
    assert!(
        player.wait(WAIT, |s| s.contains("╭1─╮")).await,
        "{} sees their hand:\n{}",
        player.name,
        player.text()
    );
    // Their terminals report the mouse, in SGR form.
    for p in &players {
        let parser = p.screen.lock().unwrap();
        assert_eq!(
            parser.screen().mouse_protocol_encoding(),
            vt100::MouseProtocolEncoding::Sgr
        );
        assert_eq!(
            parser.screen().mouse_protocol_mode(),
            vt100::MouseProtocolMode::ButtonMotion
        );
    }
    let played = actions(&table);
    let player_before = settled(player).await;

    // The one waiting: a hint, a click on the other's card, Enter: nothing
    // for the seat to act, and nothing on its screen.
    let card = {
        let screen = player.text();
        let (row, line) = screen.lines().enumerate().find(|(_, l)| l.contains("╭1─╮")).unwrap();
        (line.chars().take_while(|c| *c != '╭').count() + 1, row + 1)
    };
    waiter.send(b"h").await;
    waiter.send(&sgr(0, card.0, card.1, true)).await;
    waiter.send(&sgr(0, card.0, card.1, false)).await;
    waiter.send(b"\r").await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(actions(&table), played, "nothing played for another seat");
    assert_eq!(player.text(), player_before, "the other's keys touch nothing of theirs");
    assert!(!waiter.text().contains("Hint"), "{}", waiter.text());
    // The waiting player's own log scrolls, by PgUp and by the wheel; the
    // other's stays.
    waiter.send(b"\x1b[5~").await;
    assert!(
        waiter.wait(WAIT, |s| s.contains("newer: PgDn")).await,
        "{}",
        waiter.text()
    );
    waiter.send(b"\x1b[6~").await;
    assert!(waiter.wait(WAIT, |s| !s.contains("newer: PgDn")).await);
    waiter.send(&sgr(64, 60, 10, true)).await;
    assert!(
        waiter.wait(WAIT, |s| s.contains("newer: PgDn")).await,
        "{}",
        waiter.text()
    );
    assert!(!player.text().contains("newer"), "{}", player.text());

    // The player to act: a hint, worked out for their seat, on their screen only.
    player.send(b"h").await;
    assert!(
        player.wait(WAIT, |s| s.contains("Hint (hard)")).await,
        "{}",
        player.text()
    );
    assert!(!waiter.text().contains("Hint"), "{}", waiter.text());
    assert_eq!(actions(&table), played, "a hint plays nothing by itself");
    player.send(b"u").await;

    // A click on their own first card picks it: their screen changes, the
    // table waits for their confirmation.
    let before_click = player.text();
    player.send(&sgr(0, card.0, card.1, true)).await;
    player.send(&sgr(0, card.0, card.1, false)).await;
    assert!(
        player.wait(WAIT, |s| s != before_click).await,
        "the click picked:\n{}",
        player.text()
    );
    assert_eq!(actions(&table), played);

    // The help overlay: the game's keys and its rules, over their own game;
    // Esc closes it. The other player's screen has no help.
    player.send(b"?").await;
    assert!(
        player
            .wait(WAIT, |s| s.contains("Help")
                && s.contains("Jackar keys")
                && s.contains("help & rules"))
            .await,
        "{}",
        player.text()
    );
    assert!(!waiter.text().contains("Jackar keys"));
    player.send(b"\x1b[6~").await;
    assert!(player.wait(WAIT, |s| s.contains("Help")).await);
    player.send(b"\x1b").await;
    assert!(
        player.wait(WAIT, |s| !s.contains("Jackar keys")).await,
        "Esc closes the help:\n{}",
        player.text()
    );
    // Neither ever saw the other's hand.
    let game = game_at(&table);
    for (seat, p) in players.iter().enumerate() {
        let mut own: Vec<String> = game
            .view(Seat::new(seat))
            .hand
            .iter()
            .map(ToString::to_string)
            .collect();
        own.sort();
        let mut shown = hand_on_screen(&p.text()).unwrap_or_default();
        shown.sort();
        assert_eq!(shown, own, "{}:\n{}", p.name, p.text());
    }
    // Leaving gives their terminal back: the mouse no longer reported.
    waiter.send(b"qy").await;
    let end = std::time::Instant::now() + WAIT;
    while waiter.screen.lock().unwrap().screen().mouse_protocol_mode() != vt100::MouseProtocolMode::None
        && std::time::Instant::now() < end
    {
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    assert_eq!(
        waiter.screen.lock().unwrap().screen().mouse_protocol_mode(),
        vt100::MouseProtocolMode::None
    );
}
