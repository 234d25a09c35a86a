//! Four players join a Jackar table by SSH and play a seeded game to the
//! end, each at their own screen: every screen shows its own hand only,
//! keys act for the player's own seat only, and a player cut off mid-game
//! rejoins at the same position.

#![allow(missing_docs, clippy::unwrap_used)]

mod common;

use std::time::Duration;

use common::{Player, TestTable, hand_on_screen};
use majlis_games::rules::jackar::Jackar;
use majlis_tui::seats::SeatKind;
use rules_core::{Game, Record, Seat, Table, ToAct};

const NAMES: [&str; 4] = ["amal", "sami", "dov", "lea"];
const WAIT: Duration = Duration::from_secs(10);

/// The game as it stands at the host, replayed from its record.
fn mirror(table: &TestTable) -> Table<Jackar> {
    let record: Record<Jackar> = serde_json::from_value(table.status().record).unwrap();
    Table::replay(&record).unwrap()
}

/// The hand `seat` holds, as the cards are written on screen.
fn hand(game: &Jackar, seat: usize) -> Vec<String> {
    let mut cards: Vec<String> = game
        .view(Seat::new(seat))
        .hand
        .iter()
        .map(ToString::to_string)
        .collect();
    cards.sort();
    cards
}

fn sorted(mut cards: Vec<String>) -> Vec<String> {
    cards.sort();
    cards
}

/// Waits until every player's screen shows exactly their own hand (the
/// table at `game`); fails with the screens when one does not.
async fn each_sees_only_their_own_hand(players: &[Player], game: &Jackar) {
    for (seat, player) in players.iter().enumerate() {
        let own = hand(game, seat);
        if own.is_empty() {
            continue;
        }
        let shown = player
            .wait(WAIT, |screen| hand_on_screen(screen).map(sorted).as_ref() == Some(&own))
            .await;
        assert!(
            shown,
            "{} should see their hand {own:?}; the screen:\n{}",
            player.name,
            player.text()
        );
        let screen = player.text();
        for (other, name) in NAMES.iter().enumerate() {
            if other != seat {
                assert!(
                    !screen.contains(&format!("{name}'s hand")),
                    "{} sees {name}'s hand:\n{screen}",
                    player.name
                );
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn four_players_by_ssh_play_a_seeded_jackar_game_to_the_end_and_one_rejoins_mid_game() {
    let table = TestTable::start("jackar", 20, &NAMES, &[SeatKind::Remote; 4]);
    let mut players = Vec::new();
    for name in NAMES {
        players.push(Player::join(table.port(), name, (100, 30)).await);
    }
    assert!(table.wait(WAIT, |s| s.here.len() == 4).await, "all four joined");
    let mut moves = 0;
    let mut rejoined = false;
    loop {
        let mirror = mirror(&table);
        let game = mirror.game();
        let seat = match game.to_act() {
            ToAct::Over => break,
            ToAct::Seat(seat) => seat.index(),
            ToAct::Chance => panic!("the host draws chance itself"),
        };
        if moves % 10 == 0 {
            each_sees_only_their_own_hand(&players, game).await;
        }
        if moves == 40 && !rejoined {
            // Dov's laptop closes mid-game; he comes back from another.
            let dov = players.remove(2);
            let before = dov.text();
            dov.cut().await;
            assert!(
                table.wait(WAIT, |s| !s.here.contains(&"dov".to_owned())).await,
                "dov is away"
            );
            let back = Player::join(table.port(), "dov", (100, 30)).await;
            let own = hand(game, 2);
            assert!(
                back.wait(WAIT, |s| hand_on_screen(s).map(sorted) == Some(own.clone()))
                    .await,
                "dov is back at his seat with the same hand {own:?}:\n{}\nbefore:\n{before}",
                back.text()
            );
            players.insert(2, back);
            assert_eq!(
                mirror.actions().len(),
                table.status().record["actions"].as_array().unwrap().len()
            );
            rejoined = true;
        }
        let legal = game.legal_actions();
        let action = &legal[moves % legal.len()];
        let notation = game.notation(action);
        let played = mirror.actions().len();
        if moves % 10 == 5 {
            // Another player's keys do nothing for the seat to act.
            let other = &players[(seat + 1) % 4];
            other.send(format!(":{notation}\r\r").as_bytes()).await;
            // Taken (and refused) before the player to act types: the table
            // takes each player's keys in turn, so they must reach it first.
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        let player = &players[seat];
        player.send(format!(":{notation}\r").as_bytes()).await;
        assert!(
            player
                .wait(WAIT, |s| s.contains("Enter") && s.contains("confirm"))
                .await,
            "{} sees {notation} to confirm:\n{}",
            player.name,
            player.text()
        );
        assert_eq!(
            table.status().record["actions"].as_array().unwrap().len(),
            played,
            "nothing played before it is confirmed, nor by another player's keys"
        );
        player.send(b"\r").await;
        assert!(
            table
                .wait(WAIT, |s| s.record["actions"].as_array().unwrap().len() > played)
                .await,
            "{} played {notation}:\n{}",
            player.name,
            player.text()
        );
        let after = mirror_actions(&table);
        assert_eq!(
            after[played],
            serde_json::Value::String(action.to_string()),
            "the action typed is the one played"
        );
        moves += 1;
        assert!(moves < 3_000, "the game ends");
    }
    println!("{moves} moves played by SSH");
    assert!(rejoined, "the game lasted past the rejoin");
    assert!(moves > 40);
}

fn mirror_actions(table: &TestTable) -> Vec<serde_json::Value> {
    table.status().record["actions"].as_array().unwrap().clone()
}
