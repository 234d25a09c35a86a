//! The crate's own checks of the movement rules and the turn flow on small
//! hand-built positions (loaded from the partial state JSON). Each names the
//! mark of `rules/jackar.md` it checks.

use rules_core::{Game, Seat, ToAct};
use serde_json::{Value, json};

use crate::{Action, Card, Event, Jackar, MarbleId, Phase, Place};

/// A position: `players`, the marbles placed (`(seat, index, place)`, the rest
/// in the graveyard), seat 0's hand (the others hold low cards, one fewer), seat 0 to move.
fn pos(players: usize, passing: &str, placed: &[(u8, u8, Place)], hand: &[&str]) -> Jackar {
    let mut marbles = vec![vec![json!({"zone": "graveyard", "pos": null}); 4]; players];
    for &(s, i, p) in placed {
        marbles[usize::from(s)][usize::from(i)] = match p {
            Place::Graveyard => json!({"zone": "graveyard", "pos": null}),
            Place::Track(c) => json!({"zone": "track", "pos": c}),
            Place::Base(b) => json!({"zone": "base", "pos": b}),
        };
    }
    // The others have played one card more than seat 0 this deal (each hand
    // is one a deal can leave), in the first deal of the series that gives
    // seat 0's hand.
    let each = hand.len().saturating_sub(1).max(1);
    let copies = if players == 6 { 8 } else { 4 };
    let mut filler = ["2", "3", "4", "6", "9", "Q", "8", "J", "K", "A", "5", "7", "10"]
        .into_iter()
        .flat_map(|c| std::iter::repeat_n(c, copies - hand.iter().filter(|h| **h == c).count()));
    let mut hands: Vec<Value> = vec![json!(hand)];
    hands.extend((1..players).map(|_| json!(filler.by_ref().take(each).collect::<Vec<_>>())));
    let deal = crate::state::deal_series(players)
        .iter()
        .position(|&size| size >= hand.len())
        .unwrap_or(0);
    let state = json!({
        "players": players, "marbles": marbles, "hands": hands, "to_move": 0, "leader": 0,
        "deal": deal, "options": {"passing": passing},
    });
    Jackar::load_json(&state).unwrap_or_else(|e| panic!("{e}"))
}

fn t(c: u8) -> Place {
    Place::Track(c)
}

fn m(seat: u8, index: u8) -> MarbleId {
    MarbleId::new(Seat(seat), index)
}

fn play(game: &Jackar, text: &str) -> Result<(Jackar, Vec<Event>), String> {
    let action = game.parse_notation(text).map_err(|e| e.to_string())?;
    let mut next = *game;
    let events = next.apply(&action).map_err(|e| e.to_string())?;
    Ok((next, events))
}

#[test]
fn exact_count_into_a_free_base_cell() {
    // Seat 0 of four: 76 cells, cell 74 is progress 74; base cells are 76–79.
    let g = pos(4, "one", &[(0, 0, t(74))], &["5", "6"]);
    let (after, _) = play(&g, "5 a").expect("74 + 5 = base cell 3");
    assert_eq!(after.place(m(0, 0)), Place::Base(3));
    assert!(play(&g, "6 a").is_err(), "overshoots the base");
    let g = pos(4, "one", &[(0, 0, t(74)), (0, 1, Place::Base(1))], &["5", "2", "3"]);
    assert!(play(&g, "5 a").is_err(), "passes own b in the base");
    assert!(play(&g, "3 a").is_err(), "base cell 1 is taken");
    assert_eq!(play(&g, "2 a").expect("base cell 0").0.place(m(0, 0)), Place::Base(0));
    assert!(play(&g, "2 b").is_ok(), "base marble moves 1 → 3");
    assert!(play(&g, "3 b").is_err(), "past the base's end");
}

#[test]
fn own_marbles_block_on_the_track_and_in_the_base() {
    let g = pos(
        4,
        "free",
        &[(0, 0, t(10)), (0, 1, t(12)), (0, 2, Place::Base(1)), (0, 3, t(74))],
        &["3", "5"],
    );
    assert!(play(&g, "3 a").is_err(), "passes own b");
    assert!(play(&g, "5 d").is_err(), "passes own c in the base");
    let (after, _) = play(&g, "3 b").expect("b moves on");
    assert_eq!(after.place(m(0, 1)), t(15));
}

#[test]
fn d1_passing_one_block_and_free() {
    // Seat 0's marble on 10; others on 12 and 13 (side by side), 16 alone.
    let placed = [(0, 0, t(10)), (1, 0, t(12)), (1, 1, t(13)), (2, 0, t(16))];
    let one = pos(4, "one", &placed, &["3", "6", "8"]);
    assert!(play(&one, "6 a").is_err(), "two passed (D1 one)");
    assert!(
        play(&one, "3 a").is_ok(),
        "one passed, one landed on and killed (D1 one)"
    );
    let block = pos(4, "block", &placed, &["3", "6", "8"]);
    assert!(play(&block, "6 a").is_err(), "12 and 13 side by side (D1 block)");
    assert!(play(&block, "3 a").is_ok(), "13 is landed on, not passed (D1 block)");
    let free = pos(4, "free", &placed, &["3", "8"]);
    assert!(play(&free, "8 a").is_ok(), "three passed (D1 free)");
    let spaced = [(0, 0, t(10)), (1, 0, t(12)), (2, 0, t(14))];
    assert!(
        play(&pos(4, "block", &spaced, &["6"]), "6 a").is_ok(),
        "single marbles pass (D1 block)"
    );
    assert!(
        play(&pos(4, "one", &spaced, &["6"]), "6 a").is_err(),
        "two passed (D1 one)"
    );
    assert!(
        play(&pos(4, "one", &spaced, &["3"]), "3 a").is_ok(),
        "one passed (D1 one)"
    );
}

#[test]
fn landing_kills_even_the_movers_own_colour() {
    let g = pos(4, "one", &[(0, 0, t(10)), (0, 1, t(13)), (1, 0, t(12))], &["3", "2"]);
    let (after, ev) = play(&g, "3 a").expect("lands on own b, passing 1a");
    assert_eq!(after.place(m(0, 1)), Place::Graveyard);
    assert!(ev.contains(&Event::Killed {
        marble: m(0, 1),
        at: t(13)
    }));
    let (after, _) = play(&g, "2 a").expect("lands on 2a");
    assert_eq!(after.place(m(1, 0)), Place::Graveyard);
}

#[test]
fn the_safe_home_is_never_passed_landed_on_or_swapped_not_even_by_the_king() {
    // Seat 1's home is 19.
    let g = pos(
        4,
        "free",
        &[(0, 0, t(17)), (1, 0, t(19)), (0, 1, t(10))],
        &["3", "2", "K", "J", "5"],
    );
    assert!(play(&g, "3 a").is_err(), "passes the safe home marble");
    assert!(play(&g, "2 a").is_err(), "lands on it");
    assert!(play(&g, "K a").is_err(), "the King neither");
    assert!(play(&g, "K b").is_err(), "the King lands beyond it: 10 + 13 = 23");
    assert!(play(&g, "J a<->2a").is_err(), "swapped");
    assert!(play(&g, "5 2a").is_err(), "moved by another's 5 (D5)");
    // On someone else's home a marble is not safe.
    let g = pos(4, "one", &[(0, 0, t(36)), (1, 0, t(38))], &["2"]);
    assert!(play(&g, "2 a").is_ok(), "2a on seat 2's home is not safe");
}

#[test]
fn the_king_kills_everything_it_passes_and_lands_on_own_included() {
    let g = pos(
        4,
        "one",
        &[(0, 0, t(2)), (0, 1, t(5)), (1, 0, t(6)), (2, 0, t(7)), (3, 0, t(15))],
        &["K"],
    );
    let (after, ev) = play(&g, "K a").expect("13 from 2 to 15");
    for victim in [m(0, 1), m(1, 0), m(2, 0), m(3, 0)] {
        assert_eq!(after.place(victim), Place::Graveyard, "{victim}");
    }
    assert_eq!(ev.iter().filter(|e| matches!(e, Event::Killed { .. })).count(), 4);
    assert_eq!(after.place(m(0, 0)), t(15));
}

#[test]
fn d2_bringing_out_kills_another_colour_on_the_home_but_not_own() {
    let g = pos(4, "one", &[(2, 0, t(0))], &["A", "K"]);
    let (after, ev) = play(&g, "A out").expect("partner's marble on the home is killed");
    assert_eq!(after.place(m(2, 0)), Place::Graveyard);
    assert_eq!(after.place(m(0, 0)), t(0));
    assert!(ev.contains(&Event::BroughtOut { marble: m(0, 0) }));
    let g = pos(4, "one", &[(0, 0, t(0))], &["A", "K"]);
    assert!(play(&g, "K out").is_err(), "own marble on the home");
}

#[test]
fn d3_the_four_goes_back_and_the_home_trick_reaches_the_base() {
    let g = pos(4, "one", &[(0, 0, t(0)), (0, 1, Place::Base(3))], &["4", "6"]);
    let (after, _) = play(&g, "4 a").expect("back from home to 72");
    assert_eq!(after.place(m(0, 0)), t(72));
    assert!(play(&g, "4 b").is_err(), "never out of a base");
    // From 72 (progress 72) a 6 reaches base cell 2.
    let mut next = after;
    next.order.set_current(Seat(0));
    let (done, _) = play(&next, "6 a").expect("the trick");
    assert_eq!(done.place(m(0, 0)), Place::Base(2));
    // Backwards moves pass and land by the same rules (D3).
    let g = pos(
        4,
        "one",
        &[(0, 0, t(30)), (1, 0, t(28)), (1, 1, t(27)), (2, 0, t(26))],
        &["4"],
    );
    assert!(play(&g, "4 a").is_err(), "passes two");
}

#[test]
fn d5_the_five_moves_any_colour_along_its_path_into_its_base() {
    // Seat 1 (home 19) has a marble at 16: progress 73; +5 = 78, base cell 2.
    let g = pos(4, "one", &[(0, 0, t(40)), (1, 0, t(16))], &["5"]);
    let (after, _) = play(&g, "5 2a").expect("into seat 1's base");
    assert_eq!(after.place(m(1, 0)), Place::Base(2));
    // D8: with every marble in the graveyard no 5 on others.
    let g = pos(4, "one", &[(1, 0, t(16))], &["5"]);
    assert!(play(&g, "5 2a").is_err());
    assert_eq!(g.legal_actions(), vec![Action::Throw], "D9: nothing to play, throw");
}

#[test]
fn d4_d11_the_split_seven() {
    let g = pos(4, "one", &[(0, 0, t(10)), (0, 1, t(20))], &["7"]);
    let (after, _) = play(&g, "7 a3 b4").expect("a split");
    assert_eq!((after.place(m(0, 0)), after.place(m(0, 1))), (t(13), t(24)));
    assert!(play(&g, "7 a3 a4").is_err(), "two different marbles");
    assert!(play(&g, "7 a3 b3").is_err(), "adding to 7");
    let splits = g
        .legal_actions()
        .iter()
        .filter(|a| matches!(a, Action::Split { .. }))
        .count();
    assert_eq!(splits, 12, "6 splits in each order");
    // D11: the last marble home, the rest moves the partner's.
    let g = pos(
        4,
        "one",
        &[
            (0, 0, t(74)),
            (0, 1, Place::Base(1)),
            (0, 2, Place::Base(2)),
            (0, 3, Place::Base(3)),
            (2, 0, t(40)),
        ],
        &["7"],
    );
    let (after, ev) = play(&g, "7 a2 3a5").expect("D11");
    assert_eq!(after.place(m(2, 0)), t(45));
    assert!(ev.contains(&Event::Finished { seat: Seat(0) }));
    assert_eq!(g.notation(&g.parse_notation("7 a2 3a5").expect("parses")), "7 a2 3a5");
}

#[test]
fn d6_the_jack_swaps_with_another_colour() {
    let g = pos(
        4,
        "one",
        &[(0, 0, t(10)), (0, 1, t(0)), (1, 0, t(30)), (2, 0, t(38))],
        &["J"],
    );
    let (after, ev) = play(&g, "J a<->2a").expect("a swap");
    assert_eq!((after.place(m(0, 0)), after.place(m(1, 0))), (t(30), t(10)));
    assert_eq!(after.marble_at(30), Some(m(0, 0)));
    assert_eq!(after.marble_at(10), Some(m(1, 0)));
    assert!(ev.contains(&Event::Swapped {
        mine: m(0, 0),
        theirs: m(1, 0)
    }));
    assert!(play(&g, "J b<->2a").is_err(), "own safe home marble");
    assert!(play(&g, "J a<->3a").is_err(), "3a is safe on its home");
    assert!(play(&g, "J a<->b").is_err(), "another colour");
}

#[test]
fn d7_the_stop_makes_the_next_seat_discard_then_play_goes_on_after_it() {
    let g = pos(4, "one", &[(0, 0, t(10))], &["10", "3"]);
    let (after, ev) = play(&g, "10 stop").expect("a stop");
    assert!(ev.contains(&Event::Stopped { seat: Seat(1) }));
    assert_eq!((after.phase(), after.to_act()), (Phase::Discard, ToAct::Seat(Seat(1))));
    assert_eq!(after.legal_actions(), vec![Action::Discard(Card::Two)]);
    let (after, _) = play(&after, "discard 2").expect("the discard");
    assert_eq!(after.to_act(), ToAct::Seat(Seat(2)));
    assert_eq!(after.hand_size(Seat(1)), 0);
}

#[test]
fn d10_deals_and_the_series_pass_the_lead_on() {
    let mut g = Jackar::new_game(4, &crate::Options::default()).expect("four");
    let ev = g.apply(&Action::OpeningDraw(3)).expect("draw");
    let Some(Event::Leader { seat: leader }) = ev.last().cloned() else {
        panic!("{ev:?}")
    };
    for (k, each) in [4, 4, 5].into_iter().enumerate() {
        assert_eq!(g.phase(), Phase::Deal);
        let ev = g.apply(&Action::Deal(k as u64)).expect("deal");
        assert!(ev.contains(&Event::Dealt {
            leader,
            deal: k,
            cards_each: each
        }));
        assert_eq!(g.to_act(), ToAct::Seat(leader), "D10");
        assert!(Seat::all(4).all(|s| g.hand_size(s) == each));
        // Everybody throws (or plays) until the hands are empty.
        while g.phase() == Phase::Play || g.phase() == Phase::Discard {
            let a = g.legal_actions()[0];
            g.apply(&a).expect("legal");
        }
    }
    assert_eq!(g.phase(), Phase::Deal);
    assert_eq!(g.leader(), Some(Seat((leader.0 + 1) % 4)), "the next seat leads");
    assert_eq!(g.deal_number(), (1, 0));
    assert_eq!(g.stock().len(), 52);
}

#[test]
fn d12_six_players_set_eight_aside_and_deal_the_rest() {
    let mut g = Jackar::new_game(6, &crate::Options::default()).expect("six");
    g.apply(&Action::OpeningDraw(1)).expect("draw");
    let ev = g.apply(&Action::Deal(5)).expect("deal");
    assert!(ev.contains(&Event::SetAside { count: 8 }));
    assert_eq!(g.set_aside().len(), 8);
    assert_eq!(g.stock().len(), 104 - 8 - 30);
}

#[test]
fn a_partial_state_derives_the_stock() {
    let g = pos(2, "one", &[], &["A", "K"]);
    assert_eq!(g.stock().len(), 52 - 3);
    let v: Value = g.state_json();
    assert_eq!(Jackar::load_json(&v), Ok(g));
}

#[test]
fn d1_block_sees_cells_either_side_of_cell_0_as_neighbours() {
    // Seat 0 plays a 5 on seat 1's marble at 73: it passes 74, 75, 0 and 1.
    let placed = [(0, 0, t(10)), (1, 0, t(73)), (3, 0, t(75)), (2, 0, t(0))];
    assert!(
        play(&pos(4, "block", &placed, &["5"]), "5 2a").is_err(),
        "75 and 0 side by side"
    );
    assert!(play(&pos(4, "free", &placed, &["5"]), "5 2a").is_ok());
    let spaced = [(0, 0, t(10)), (1, 0, t(73)), (3, 0, t(74)), (2, 0, t(0))];
    assert!(
        play(&pos(4, "block", &spaced, &["5"]), "5 2a").is_ok(),
        "74 and 0 are apart"
    );
}

#[test]
fn d8_with_every_marble_in_the_graveyard_no_stop_and_no_five() {
    let g = pos(4, "one", &[(1, 0, t(30))], &["10", "5"]);
    assert_eq!(g.legal_actions(), vec![Action::Throw]);
    assert!(play(&g, "10 stop").is_err());
    // A marble in the base counts as out (D8).
    let g = pos(4, "one", &[(0, 0, Place::Base(3)), (1, 0, t(30))], &["10", "5"]);
    assert!(g.legal_actions().contains(&Action::Stop));
    assert!(play(&g, "5 2a").is_ok());
}

#[test]
fn d9_the_thrown_hand_is_played_and_the_turn_passes() {
    let g = pos(4, "one", &[], &["2", "Q"]);
    assert_eq!(g.legal_actions(), vec![Action::Throw]);
    let (after, ev) = play(&g, "throw").expect("nothing else to play");
    assert!(ev.contains(&Event::Threw {
        seat: Seat(0),
        cards: vec![Card::Two, Card::Queen]
    }));
    assert_eq!(after.hand_size(Seat(0)), 0);
    assert_eq!(after.played(), vec![Card::Two, Card::Queen]);
    assert_eq!(after.to_act(), ToAct::Seat(Seat(1)));
    let g = pos(4, "one", &[], &["A"]);
    assert!(play(&g, "throw").is_err(), "the A brings out");
}

#[test]
fn another_players_five_can_win_the_game() {
    // Two players: seat 0 has three marbles home, the fourth 5 short of base cell 0.
    let placed = [
        (0, 0, t(71)),
        (0, 1, Place::Base(1)),
        (0, 2, Place::Base(2)),
        (0, 3, Place::Base(3)),
        (1, 0, t(40)),
    ];
    let mut g = pos(2, "one", &placed, &["2"]);
    g.order.set_current(Seat(1));
    g.hands[1] = [0; 13];
    g.hands[1][4] = 1; // seat 1 holds a 5
    let (after, ev) = play(&g, "5 1a").expect("seat 1 moves seat 0's marble home");
    assert_eq!(after.phase(), Phase::Over);
    assert!(ev.contains(&Event::Won { seats: vec![Seat(0)] }));
    assert_eq!(after.outcome().map(|o| o.scores.as_slice().to_vec()), Some(vec![1, 0]));
}

#[test]
fn the_king_keeps_the_ordinary_rules_in_the_base() {
    // From 66 (progress 66) a 13 ends at base cell 3, past base cells 0–2.
    let g = pos(
        4,
        "one",
        &[(0, 0, t(66)), (0, 1, Place::Base(1)), (1, 0, t(72))],
        &["K"],
    );
    assert!(play(&g, "K a").is_err(), "own marble in the base");
    let g = pos(4, "one", &[(0, 0, t(66)), (1, 0, t(72)), (0, 1, t(74))], &["K"]);
    let (after, _) = play(&g, "K a").expect("kills 2a and own b on the track, then home");
    assert_eq!(after.place(m(0, 0)), Place::Base(3));
    assert_eq!(
        (after.place(m(1, 0)), after.place(m(0, 1))),
        (Place::Graveyard, Place::Graveyard)
    );
}
