//! Moving in `rules/jackar.md`: own marbles block, passing others (D1), landing
//! kills, the safe home, bringing out (D2), the King, the 4 backwards (D3), the
//! 5 on any colour (D5) and the Jack (D6). Four players (homes 0, 19, 38, 57),
//! seat 0 to play unless a test says otherwise.

mod support;

use jackar::{Event, Options, Passing};
use rules_core::Game;
use support::{G, at, b, count_at, killed, legal, legal_with, lone_move, m, play, refused, set, t, table};

const OPTIONS: [&str; 3] = ["one", "block", "free"];

// ---- Own marbles block ----------------------------------------------------------

#[test]
fn own_marble_cannot_be_passed_under_any_passing_option() {
    // a on 40, b on 43: an 8 for a would pass b. Only b can move.
    for passing in OPTIONS {
        let mut game = table(4)
            .marble(0, 0, t(40))
            .marble(0, 1, t(43))
            .hand(0, "8")
            .passing(passing)
            .game();
        assert_eq!(legal(&game), set(&["8 b"]), "{passing}");
        refused(&mut game, "8 a");
    }
}

// ---- D1: passing other colours --------------------------------------------------

/// Seat 0's a on 40 with an 8 (to 48), other colours' marbles on `cells`.
fn eight_past(cells: &[u8], passing: &'static str) -> jackar::Jackar {
    let mut setup = table(4).marble(0, 0, t(40)).hand(0, "8").passing(passing);
    // Alternate seats 1 and 3 so that adjacent marbles are of different colours.
    for (i, &cell) in cells.iter().enumerate() {
        let seat = if i % 2 == 0 { 1 } else { 3 };
        setup = setup.marble(seat, u8::try_from(i / 2).expect("index"), t(cell));
    }
    setup.game()
}

/// Whether the 8 from 40 to 48 may be played past marbles on `cells`.
fn eight_allowed(cells: &[u8], passing: &'static str) -> bool {
    legal(&eight_past(cells, passing)).contains("8 a")
}

#[test]
fn d1_one_passes_at_most_one_other_marble() {
    // One marble passed: every option allows it.
    for passing in OPTIONS {
        assert!(eight_allowed(&[43], passing), "{passing}");
    }
    // Two apart (42 and 45): "one" refuses, where "block" and "free" allow it.
    let mut game = eight_past(&[42, 45], "one");
    refused(&mut game, "8 a");
    assert!(eight_allowed(&[42, 45], "block"));
    assert!(eight_allowed(&[42, 45], "free"));
}

#[test]
fn d1_one_counts_only_the_marbles_passed_not_the_one_landed_on() {
    // Passing 43 and landing on 48 (killing it) passes one marble only.
    let mut game = eight_past(&[43, 48], "one");
    let events = play(&mut game, "8 a");
    assert_eq!(killed(&events), vec![m(3, 0)]);
    assert_eq!((at(&game, 0, 0), at(&game, 1, 0), at(&game, 3, 0)), (t(48), t(43), G));
}

#[test]
fn d1_block_stops_a_move_at_two_marbles_on_adjacent_cells_only() {
    // 42 and 43, of two colours, side by side: "block" refuses, "free" allows.
    let mut game = eight_past(&[42, 43], "block");
    refused(&mut game, "8 a");
    assert!(eight_allowed(&[42, 43], "free"));
    // Three single marbles (42, 44, 46): "block" allows, "one" refuses.
    assert!(eight_allowed(&[42, 44, 46], "block"));
    assert!(!eight_allowed(&[42, 44, 46], "one"));
}

#[test]
fn d1_free_passes_any_number_of_other_marbles() {
    // 41, 42, 43, 45: a pair and more. Only "free" allows it.
    assert!(eight_allowed(&[41, 42, 43, 45], "free"));
    assert!(!eight_allowed(&[41, 42, 43, 45], "block"));
    assert!(!eight_allowed(&[41, 42, 43, 45], "one"));
}

#[test]
fn d1_one_is_the_default() {
    assert_eq!(Options::default().passing, Passing::One);
    // Loaded without options, two marbles apart cannot be passed.
    let game = table(4)
        .marble(0, 0, t(40))
        .marble(1, 0, t(42))
        .marble(1, 1, t(45))
        .hand(0, "8")
        .game();
    assert_eq!(game.options().passing, Passing::One);
    assert!(!legal(&game).contains("8 a"));
}

// ---- Landing kills --------------------------------------------------------------

/// Seat 0's a on 40 plays `card` onto `victim` (seat, index) standing on
/// `40 + card`: the victim alone is killed, back to its graveyard.
fn landing_kills(victim: (u8, u8), card: u8) -> Vec<Event> {
    let (seat, index) = victim;
    let to = t(40 + card);
    let mut game = table(4)
        .marble(0, 0, t(40))
        .marble(seat, index, to)
        .hand(0, &card.to_string())
        .game();
    let events = play(&mut game, &format!("{card} a"));
    assert_eq!(killed(&events), vec![m(seat, index)]);
    assert_eq!((at(&game, 0, 0), at(&game, seat, index)), (to, G));
    events
}

#[test]
fn landing_kills_another_colours_marble() {
    let events = landing_kills((1, 2), 8);
    assert!(events.contains(&Event::Killed {
        marble: m(1, 2),
        at: t(48)
    }));
}

#[test]
fn landing_kills_a_marble_of_the_movers_own_colour() {
    landing_kills((0, 1), 3);
}

#[test]
fn landing_kills_a_partners_marble() {
    landing_kills((2, 1), 6);
}

// ---- The safe home ----------------------------------------------------------------

#[test]
fn safe_home_marble_cannot_be_passed_even_with_free_passing() {
    // Seat 1's a sits on its home 19; seat 0's a on 17 cannot go by with a 3.
    for passing in OPTIONS {
        let mut game = table(4)
            .marble(0, 0, t(17))
            .marble(1, 0, t(19))
            .hand(0, "3")
            .passing(passing)
            .game();
        assert_eq!(legal(&game), set(&["throw"]), "{passing}");
        refused(&mut game, "3 a");
    }
}

#[test]
fn safe_home_marble_cannot_be_landed_on() {
    let mut game = table(4).marble(0, 0, t(17)).marble(1, 0, t(19)).hand(0, "2").game();
    refused(&mut game, "2 a");
}

#[test]
fn safe_home_stops_the_king_which_can_neither_pass_nor_land_on_it() {
    // a on 10 would pass 19; b on 6 would land on 19. Only bringing out is left.
    let mut game = table(4)
        .marble(0, 0, t(10))
        .marble(0, 1, t(6))
        .marble(1, 0, t(19))
        .hand(0, "K")
        .game();
    assert_eq!(legal(&game), set(&["K out"]));
    refused(&mut game, "K a");
    refused(&mut game, "K b");
}

#[test]
fn safe_home_stops_the_four_backwards() {
    // Seat 0's a on 21 would pass seat 1's home marble on 19 going back to 17.
    let mut game = table(4).marble(0, 0, t(21)).marble(1, 0, t(19)).hand(0, "4").game();
    refused(&mut game, "4 a");
}

#[test]
fn safe_home_marble_cannot_be_swapped_by_another_player() {
    let mut game = table(4).marble(0, 0, t(40)).marble(1, 0, t(19)).hand(0, "J").game();
    assert_eq!(legal(&game), set(&["throw"]));
    refused(&mut game, "J a<->2a");
}

#[test]
fn safe_home_marble_cannot_be_swapped_by_its_owner() {
    // Seat 0's a on its own home 0; seat 1's a on 30, free to swap otherwise.
    let mut game = table(4).marble(0, 0, t(0)).marble(1, 0, t(30)).hand(0, "J").game();
    assert_eq!(legal(&game), set(&["throw"]));
    refused(&mut game, "J a<->2a");
}

#[test]
fn a_marble_on_someone_elses_home_is_not_safe() {
    // Seat 0's a on 19 (seat 1's home). Seat 3 (home 57) plays.
    let setup = table(4).marble(0, 0, t(19)).mover(3);
    // Landed on: seat 3 on 11 with an 8.
    let mut game = setup.clone().marble(3, 0, t(11)).hand(3, "8").game();
    let events = play(&mut game, "8 a");
    assert_eq!((killed(&events), at(&game, 3, 0)), (vec![m(0, 0)], t(19)));
    // Passed: seat 3 on 17 with a 3 goes by to 20.
    let mut game = setup.clone().marble(3, 0, t(17)).hand(3, "3").game();
    play(&mut game, "3 a");
    assert_eq!((at(&game, 3, 0), at(&game, 0, 0)), (t(20), t(19)));
    // Swapped: seat 3 on 30 with a Jack.
    let mut game = setup.clone().marble(3, 0, t(30)).hand(3, "J").game();
    play(&mut game, "J a<->1a");
    assert_eq!((at(&game, 3, 0), at(&game, 0, 0)), (t(19), t(30)));
    // Killed in passing by a King: seat 3 on 10 goes to 23.
    let mut game = setup.marble(3, 0, t(10)).hand(3, "K").game();
    let events = play(&mut game, "K a");
    assert_eq!((killed(&events), at(&game, 3, 0)), (vec![m(0, 0)], t(23)));
}

// ---- D2: bringing out ----------------------------------------------------------------

#[test]
fn d2_bringing_out_kills_another_colours_marble_on_the_home() {
    // Seat 1's a stands on seat 0's home (not safe there).
    let mut game = table(4).marble(1, 0, t(0)).hand(0, "A").game();
    let events = play(&mut game, "A out");
    assert_eq!(killed(&events), vec![m(1, 0)]);
    assert_eq!((count_at(&game, 0, t(0)), at(&game, 1, 0)), (1, G));
}

#[test]
fn d2_bringing_out_kills_a_partners_marble_on_the_home() {
    let mut game = table(4).marble(2, 3, t(0)).hand(0, "K").game();
    let events = play(&mut game, "K out");
    assert_eq!(killed(&events), vec![m(2, 3)]);
    assert_eq!((count_at(&game, 0, t(0)), at(&game, 2, 3)), (1, G));
}

#[test]
fn d2_no_bringing_out_onto_an_own_marble() {
    // a is on the home already: the King can only move it 13.
    let mut game = table(4).marble(0, 0, t(0)).hand(0, "K").game();
    assert_eq!(legal(&game), set(&["K a"]));
    refused(&mut game, "K out");
}

// ---- The King ------------------------------------------------------------------------

#[test]
fn king_kills_every_marble_it_passes_and_lands_on_own_and_partners_included() {
    // a on 40 → 53 past own b (43), seat 1's pair (45, 46), partner's 50, onto seat 3's 53.
    // Passing "one" is the default: the King ignores it.
    let mut game = table(4)
        .marble(0, 0, t(40))
        .marble(0, 1, t(43))
        .marble(1, 0, t(45))
        .marble(1, 1, t(46))
        .marble(2, 0, t(50))
        .marble(3, 0, t(53))
        .hand(0, "K")
        .game();
    let events = play(&mut game, "K a");
    let mut dead = killed(&events);
    dead.sort();
    assert_eq!(dead, vec![m(0, 1), m(1, 0), m(1, 1), m(2, 0), m(3, 0)]);
    assert_eq!(at(&game, 0, 0), t(53));
    for (seat, i) in [(0, 1), (1, 0), (1, 1), (2, 0), (3, 0)] {
        assert_eq!(at(&game, seat, i), G, "seat {seat} marble {i}");
    }
}

#[test]
fn king_into_the_base_kills_on_the_track_and_passes_no_own_marble_in_the_base() {
    // a on 66 + 13 = step 79, base 3: it passes own b on 70 (killed) and base 0–2.
    let mut game = table(4).marble(0, 0, t(66)).marble(0, 1, t(70)).hand(0, "K").game();
    let events = play(&mut game, "K a");
    assert_eq!(killed(&events), vec![m(0, 1)]);
    assert_eq!((at(&game, 0, 0), at(&game, 0, 1)), (b(3), G));
    // With own c in base 1 on the way, the 13 cannot be played.
    let mut game = table(4).marble(0, 0, t(66)).marble(0, 2, b(1)).hand(0, "K").game();
    refused(&mut game, "K a");
}

// ---- D3: the 4 backwards ---------------------------------------------------------------

#[test]
fn d3_four_backwards_follows_the_passing_options() {
    // a on 50 back to 46, passing 49, 48, 47.
    let four_allowed = |cells: [u8; 2], passing| {
        let game = table(4)
            .marble(0, 0, t(50))
            .marble(1, 0, t(cells[0]))
            .marble(3, 0, t(cells[1]))
            .hand(0, "4")
            .passing(passing)
            .game();
        legal(&game).contains("4 a")
    };
    // Two apart (49, 47): one refuses, block and free allow.
    assert!(!four_allowed([49, 47], "one"));
    assert!(four_allowed([49, 47], "block"));
    assert!(four_allowed([49, 47], "free"));
    // Side by side (49, 48): block refuses too.
    assert!(!four_allowed([49, 48], "block"));
    assert!(four_allowed([49, 48], "free"));
}

#[test]
fn d3_four_backwards_kills_where_it_lands_and_cannot_pass_own_marbles() {
    let mut game = table(4).marble(0, 0, t(50)).marble(1, 0, t(46)).hand(0, "4").game();
    let events = play(&mut game, "4 a");
    assert_eq!((killed(&events), at(&game, 0, 0)), (vec![m(1, 0)], t(46)));
    let mut game = table(4).marble(0, 0, t(50)).marble(0, 1, t(48)).hand(0, "4").game();
    refused(&mut game, "4 a");
}

#[test]
fn d3_the_home_trick_four_back_from_home_then_into_the_base() {
    // a on its home 0 goes back to 72, 4 steps from the end of its lap;
    // then a 6 takes it to step 78, base 2.
    let mut game = table(4).marble(0, 0, t(0)).hand(0, "4 6").game();
    play(&mut game, "4 a");
    assert_eq!(at(&game, 0, 0), t(72));
    play(&mut game, "6 a");
    assert_eq!(at(&game, 0, 0), b(2));
}

#[test]
fn d3_four_backwards_moves_only_on_the_track() {
    // Back past its own (empty) home a marble stays on the track: 2 → 74.
    assert_eq!(lone_move(4, 0, t(2), "4 a"), t(74));
    // A marble in the base cannot move back out of it.
    let mut game = table(4).marble(0, 0, b(1)).hand(0, "4").game();
    assert_eq!(legal(&game), set(&["throw"]));
    refused(&mut game, "4 a");
}

// ---- D5: the 5 on any colour -------------------------------------------------------------

#[test]
fn d5_five_moves_any_marble_on_the_track_but_not_base_graveyard_or_safe_home_ones() {
    // Seat 0: a on 10. Seat 1: a on 30, b on its home 19 (safe), c in base 0.
    // Seat 2: all in the graveyard. Seat 3: a on 60.
    // The 5 may move 1a, 2a, 4a; not 2b (safe home), 2c (base), seat 2 (graveyard).
    let game = table(4)
        .marble(0, 0, t(10))
        .marble(1, 0, t(30))
        .marble(1, 1, t(19))
        .marble(1, 2, b(0))
        .marble(3, 0, t(60))
        .hand(0, "5")
        .game();
    assert_eq!(legal(&game), set(&["5 a", "5 2a", "5 4a"]));
    let mut other = game;
    play(&mut other, "5 2a");
    assert_eq!((at(&other, 1, 0), at(&other, 0, 0)), (t(35), t(10)));
    refused(&mut game.clone(), "5 2b");
    refused(&mut game.clone(), "5 2c");
    refused(&mut game.clone(), "5 3a");
}

#[test]
fn d5_five_may_move_own_safe_home_marble() {
    assert_eq!(lone_move(4, 0, t(0), "5 a"), t(5));
}

#[test]
fn d5_five_carries_a_marble_along_its_owners_path_into_its_owners_base() {
    // Seat 1's a on 16 is at step 73: 5 more is step 78, seat 1's base 2.
    let mut game = table(4).marble(0, 0, t(40)).marble(1, 0, t(16)).hand(0, "5").game();
    play(&mut game, "5 2a");
    assert_eq!(at(&game, 1, 0), b(2));
}

#[test]
fn d5_five_obeys_the_moved_marbles_own_blocking_and_kills_where_it_lands() {
    // Seat 1's a on 30 cannot pass seat 1's b on 32.
    let setup = table(4).marble(0, 0, t(40)).marble(1, 0, t(30)).hand(0, "5");
    refused(&mut setup.clone().marble(1, 1, t(32)).game(), "5 2a");
    // Moved onto seat 0's own b on 35, it kills it.
    let mut game = setup.marble(0, 1, t(35)).game();
    let events = play(&mut game, "5 2a");
    assert_eq!(killed(&events), vec![m(0, 1)]);
    assert_eq!((at(&game, 1, 0), at(&game, 0, 1)), (t(35), G));
}

#[test]
fn d5_only_the_five_moves_another_colours_marble() {
    // Seat 1's a on 30: an 8, a 4 or a 7 of seat 0 may not move it.
    let mut game = table(4).marble(0, 0, t(10)).marble(1, 0, t(30)).hand(0, "8 4 7").game();
    for text in ["8 2a", "4 2a", "7 2a", "7 a3 2a4"] {
        refused(&mut game, text);
    }
}

#[test]
fn d5_the_moved_marble_obeys_the_passing_option() {
    // Seat 1's a on 30 → 35 past seat 0's b (31) and seat 3's a (33): two marbles.
    let setup = table(4)
        .marble(0, 0, t(10))
        .marble(0, 1, t(31))
        .marble(1, 0, t(30))
        .marble(3, 0, t(33))
        .hand(0, "5");
    refused(&mut setup.clone().game(), "5 2a");
    let mut game = setup.passing("block").game();
    play(&mut game, "5 2a");
    assert_eq!(
        (at(&game, 1, 0), at(&game, 0, 1), at(&game, 3, 0)),
        (t(35), t(31), t(33))
    );
}

#[test]
fn d5_an_opponents_five_can_finish_a_team() {
    // Seat 2 finished; seat 0's last marble d on 71 (step 71), base 1–3 taken.
    // Seat 1 plays a 5 on it: step 76, base 0 — team 0+2 has all its marbles in.
    let mut game = table(4)
        .last_out(0, 71)
        .finished(2)
        .marble(1, 0, t(30))
        .hand(1, "5")
        .hand(2, "2")
        .mover(1)
        .game();
    let events = play(&mut game, "5 1d");
    assert_eq!(at(&game, 0, 3), b(0));
    assert!(
        events.contains(&Event::Finished {
            seat: rules_core::Seat(0)
        }),
        "{events:?}"
    );
    assert_eq!(game.winners(), vec![rules_core::Seat(0), rules_core::Seat(2)]);
}

// ---- D6: the Jack --------------------------------------------------------------------------

#[test]
fn d6_jack_swaps_two_track_marbles_of_different_colours_none_safe() {
    // Seat 0: a on 10, b on its home 0 (safe), c in base 0, d on 5.
    // Seat 1: a on 30, b on its home 19 (safe). Seat 2 (partner): a on 45.
    // Seat 3: a on 38 (seat 2's home: not safe for seat 3).
    // Mine: a or d (b is safe, c in the base). Theirs: 2a, 3a, 4a (2b is safe;
    // own marbles are not "another colour").
    let game = table(4)
        .marbles(0, [t(10), t(0), b(0), t(5)])
        .marble(1, 0, t(30))
        .marble(1, 1, t(19))
        .marble(2, 0, t(45))
        .marble(3, 0, t(38))
        .hand(0, "J")
        .game();
    let expected: Vec<String> = ["a", "d"]
        .iter()
        .flat_map(|mine| ["2a", "3a", "4a"].map(|theirs| format!("J {mine}<->{theirs}")))
        .collect();
    let expected: Vec<&str> = expected.iter().map(String::as_str).collect();
    assert_eq!(legal_with(&game, "J"), set(&expected));
    let mut swapped = game;
    let events = play(&mut swapped, "J d<->3a");
    assert_eq!((at(&swapped, 0, 3), at(&swapped, 2, 0)), (t(45), t(5)));
    assert!(killed(&events).is_empty());
    refused(&mut game.clone(), "J a<->d");
    refused(&mut game.clone(), "J a<->2b");
    refused(&mut game.clone(), "J c<->2a");
}

#[test]
fn d6_jack_needs_an_own_marble_on_the_track() {
    // a in the base: nothing to swap, though seat 1's a is on the track.
    let mut game = table(4).marble(0, 0, b(0)).marble(1, 0, t(30)).hand(0, "J").game();
    assert_eq!(legal(&game), set(&["throw"]));
    refused(&mut game, "J a<->2a");
}
