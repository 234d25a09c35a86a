//! The board of `rules/jackar.md` (B1–B4) and the teams, tested through play.
//! Four players: track 76, homes 0, 19, 38, 57; two players: homes 0 and 38;
//! six players: track 114, homes 0, 19, …, 95. A marble's base branches off
//! after the cell just before its home.

mod support;

use rules_core::Game;
use serde_json::json;
use support::{G, at, b, count_at, legal, lone_move, play, refused, set, t, table};

// ---- B1: the track ----------------------------------------------------------

#[test]
fn b1_the_track_has_76_cells_for_two_and_four_players_and_114_for_six() {
    for (players, len) in [(2, 76), (4, 76), (6, 114)] {
        let game = table(players).marble(0, 0, t(5)).hand(0, "2").game();
        assert_eq!(game.state_json()["track_len"], json!(len), "{players} players");
    }
}

#[test]
fn b1_the_track_is_a_loop_from_its_last_cell_to_cell_0() {
    // Seat 1 (home 19) on cell 70 is 51 steps from home: an 8 goes on to cell 2.
    assert_eq!(lone_move(4, 1, t(70), "8 a"), t(2));
    // Six players: seat 1 on cell 110 (of 114) + 8 = cell 4.
    assert_eq!(lone_move(6, 1, t(110), "8 a"), t(4));
}

// ---- B2: homes and graveyards -----------------------------------------------

#[test]
fn b2_bringing_out_puts_a_marble_from_the_graveyard_on_its_home_cell() {
    for (players, homes) in [
        (2, vec![0, 38]),
        (4, vec![0, 19, 38, 57]),
        (6, vec![0, 19, 38, 57, 76, 95]),
    ] {
        for (seat, &home) in homes.iter().enumerate() {
            let seat = u8::try_from(seat).expect("seat");
            let mut game = table(players).hand(seat, "A").mover(seat).game();
            play(&mut game, "A out");
            assert_eq!(count_at(&game, seat, t(home)), 1, "{players} players, seat {seat}");
            assert_eq!(count_at(&game, seat, G), 3, "the other three still wait");
        }
    }
}

// ---- B3: the base -------------------------------------------------------------

#[test]
fn b3_a_marble_reaches_its_base_from_the_cells_just_before_its_home() {
    // The rules' own example: seat 1 on cell 17 reaches base cell 0 with a 2.
    assert_eq!(lone_move(4, 1, t(17), "2 a"), b(0));
    // From cell 18, the last cell of its lap, a 1 enters the base.
    assert_eq!(lone_move(4, 1, t(18), "A a1"), b(0));
}

#[test]
fn b3_the_last_track_cell_of_a_lap_is_the_one_before_the_home() {
    // Seat 0 on cell 70 moves 5 to cell 75 (step N-1), still on the track.
    let mut game = table(4).marble(0, 0, t(70)).hand(0, "5 2").game();
    play(&mut game, "5 a");
    assert_eq!(at(&game, 0, 0), t(75));
    // Only seat 0 holds cards, so it plays again: 2 more is step 77, base cell 1.
    play(&mut game, "2 a");
    assert_eq!(at(&game, 0, 0), b(1));
}

#[test]
fn b3_a_marble_never_passes_its_own_home_going_forward() {
    // Seat 1 on cell 18 (step 75) with a 6 would need step 81: past its base,
    // and it may not go on round its home to cell 24. Nothing can be played.
    let mut game = table(4).marble(1, 0, t(18)).hand(1, "6").mover(1).game();
    assert_eq!(legal(&game), set(&["throw"]));
    refused(&mut game, "6 a");
}

#[test]
fn b3_another_players_base_is_private() {
    // Seat 0 on cell 17 passes the branch to seat 1's base: a 3 ends on cell 20.
    assert_eq!(lone_move(4, 0, t(17), "3 a"), t(20));
    // Two players: seat 0 on cell 36 passes seat 1's base entry (after 37).
    assert_eq!(lone_move(2, 0, t(36), "3 a"), t(39));
}

#[test]
fn b3_entry_into_base_needs_exact_count() {
    // Seat 0 on cell 74 (step 74): 2 → base 0, 3 → base 1, 5 → base 3 (step 79).
    for (card, place) in [("2", b(0)), ("3", b(1)), ("5", b(3))] {
        let mut game = table(4).marble(0, 0, t(74)).hand(0, card).game();
        play(&mut game, &format!("{card} a"));
        assert_eq!(at(&game, 0, 0), place, "card {card}");
    }
}

#[test]
fn b3_a_move_may_not_overshoot_the_fourth_base_cell() {
    // Step 74 + 6 = 80 and + 8 = 82 are beyond base cell 3 (step 79).
    for card in ["6", "8", "9"] {
        let mut game = table(4).marble(0, 0, t(74)).hand(0, card).game();
        assert_eq!(legal(&game), set(&["throw"]), "card {card}");
        refused(&mut game, &format!("{card} a"));
    }
}

#[test]
fn b3_entry_into_base_must_land_on_a_free_cell_without_passing_own_marbles() {
    // a on step 74, b already in base cell 1.
    let setup = table(4).marble(0, 0, t(74)).marble(0, 1, b(1));
    // 3 would land on b (base 1): not a free cell.
    refused(&mut setup.clone().hand(0, "3").game(), "3 a");
    // 5 would pass b on its way to base 3.
    refused(&mut setup.clone().hand(0, "5").game(), "5 a");
    // 2 lands on the free base 0.
    let mut game = setup.hand(0, "2").game();
    play(&mut game, "2 a");
    assert_eq!((at(&game, 0, 0), at(&game, 0, 1)), (b(0), b(1)));
}

#[test]
fn b3_a_marble_in_the_base_moves_on_by_exact_count_without_passing_own_marbles() {
    // a on base 0, b on base 2.
    let setup = table(4).marble(0, 0, b(0)).marble(0, 1, b(2));
    // A 1 takes a to base 1.
    let mut game = setup.clone().hand(0, "A").game();
    // (b could also go 1, to base 3; a 11 is too far for either.)
    assert_eq!(legal(&game), set(&["A out", "A a1", "A b1"]));
    play(&mut game, "A a1");
    assert_eq!(at(&game, 0, 0), b(1));
    // A 3 would pass b (base 2) to reach base 3; a 2 would land on b.
    refused(&mut setup.clone().hand(0, "3").game(), "3 a");
    refused(&mut setup.hand(0, "2").game(), "2 a");
}

// ---- B4: numbering ------------------------------------------------------------

#[test]
fn b4_homes_are_19_times_the_section_and_two_players_sit_opposite() {
    for (players, homes) in [
        (2, json!([0, 38])),
        (4, json!([0, 19, 38, 57])),
        (6, json!([0, 19, 38, 57, 76, 95])),
    ] {
        let game = table(players).marble(0, 0, t(5)).hand(0, "2").game();
        assert_eq!(game.state_json()["home"], homes, "{players} players");
    }
}

#[test]
fn b4_two_players_seat_1_enters_its_base_after_cell_37() {
    // Seat 1's home is 38 of two players: cell 36 + 2 is base 0.
    assert_eq!(lone_move(2, 1, t(36), "2 a"), b(0));
}

#[test]
fn b4_six_players_seat_5_enters_its_base_after_cell_94() {
    // Seat 5's home is 95 of 114: cell 93 + 2 is base 0; cell 110 + 5 wraps to 1.
    let mut game = table(6)
        .marble(5, 0, t(93))
        .marble(5, 1, t(110))
        .hand(5, "2 5")
        .mover(5)
        .game();
    play(&mut game, "2 a");
    assert_eq!(at(&game, 5, 0), b(0));
    play(&mut game, "5 b");
    assert_eq!(at(&game, 5, 1), t(1));
}

// ---- Teams ------------------------------------------------------------------

#[test]
fn teams_are_the_seats_opposite_for_four_and_six_and_none_for_two() {
    for (players, teams) in [
        (2, json!([[0], [1]])),
        (4, json!([[0, 2], [1, 3]])),
        (6, json!([[0, 3], [1, 4], [2, 5]])),
    ] {
        let game = table(players).marble(0, 0, t(5)).hand(0, "2").game();
        assert_eq!(game.state_json()["teams"], teams, "{players} players");
    }
}
