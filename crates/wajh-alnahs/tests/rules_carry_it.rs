//! Rules file, "Carry-it", D9 and D16: naming who picks up the pile, chains
//! of Carry-its, finished players rejoining, and the stage's end after a chain.

mod support;

use rules_core::{Game, Seat, ToAct};
use serde_json::json;
use support::{legal, play, position, refused};
use wajh_alnahs::{Event, Phase, StageEnd, WajhAlNahs};

/// Three seats, seat 0 to play, the draw pile empty.
fn three(hands: [&[&str]; 3], pile: &[&str]) -> WajhAlNahs {
    position(json!({
        "hands": hands,
        "face_up": [[], [], []],
        "face_down": [[], [], []],
        "pile": pile,
        "draw": [],
        "to_move": 0,
    }))
}

#[test]
fn d9_carry_it_goes_on_anything_leaves_the_game_and_its_player_names_anyone_else() {
    let mut game = three([&["carry-it", "2"], &["3", "4"], &["5"]], &["9", "13"]);
    let out_before = game.out().len();
    play(&mut game, "carry-it");
    assert_eq!(game.phase(), Phase::Name);
    assert_eq!(game.to_move(), Some(Seat(0)), "its player names");
    assert_eq!(game.carry_it(), Some(Seat(0)));
    assert_eq!(
        game.out().len(),
        out_before + 1,
        "each Carry-it, once used, leaves the game"
    );
    assert_eq!(game.pile().len(), 2, "the pile waits for whoever is named");
    assert_eq!(legal(&game), ["carry-it 2", "carry-it 3"], "anyone but themself");
    assert!(refused(&game, "carry-it 1").contains("may not name themself (D9)"));
    assert!(refused(&game, "pick up").contains("name the player"));
}

#[test]
fn d9_the_named_player_picks_up_and_play_continues_after_the_player_who_laid_the_carry_it() {
    let mut game = three([&["carry-it", "2"], &["3", "4"], &["5"]], &["9", "13"]);
    play(&mut game, "carry-it");
    let events = play(&mut game, "carry-it 3");
    assert!(events.contains(&Event::Named {
        by: Seat(0),
        seat: Seat(2)
    }));
    assert_eq!(game.phase(), Phase::Answer);
    assert_eq!(game.to_act(), ToAct::Seat(Seat(2)), "the named seat's own turn");
    assert_eq!(legal(&game), ["pick up"], "no Carry-it in hand: pick up");
    assert!(refused(&game, "5").contains("named by a Carry-it"));
    let events = play(&mut game, "pick up");
    assert!(events.contains(&Event::PickedUp {
        seat: Seat(2),
        cards: 2
    }));
    assert_eq!(game.hand_size(Seat(2)), 3);
    assert_eq!(game.to_move(), Some(Seat(1)), "after seat 0, who laid the Carry-it");
    assert_eq!(game.phase(), Phase::Play);
    assert_eq!(game.carry_it(), None);
}

#[test]
fn d16_the_player_who_lays_carry_it_draws_back_to_three_then_names() {
    let mut game = position(json!({
        "hands": [["carry-it", "2", "6"], ["3", "4", "8"]],
        "face_up": [[], []], "face_down": [[], []],
        "pile": ["9"], "draw": ["12"], "to_move": 0,
    }));
    let events = play(&mut game, "carry-it");
    assert!(events.contains(&Event::Drew {
        seat: Seat(0),
        count: 1
    }));
    assert_eq!(game.hand_size(Seat(0)), 3);
    assert_eq!(game.phase(), Phase::Name, "the draw comes before the naming");
}

#[test]
fn d9_a_named_player_holding_a_carry_it_may_lay_it_and_name_someone_else_even_who_named_them() {
    let mut game = three([&["carry-it", "2"], &["carry-it", "4"], &["5"]], &["9", "13"]);
    play(&mut game, "carry-it");
    play(&mut game, "carry-it 2");
    assert_eq!(legal(&game), ["pick up", "carry-it"]);
    assert!(refused(&game, "carry-it carry-it").contains("one at a time (D13)"));
    play(&mut game, "carry-it");
    assert_eq!(game.phase(), Phase::Name);
    assert_eq!(game.to_move(), Some(Seat(1)));
    assert_eq!(legal(&game), ["carry-it 1", "carry-it 3"]);
    play(&mut game, "carry-it 1");
    assert_eq!(game.to_move(), Some(Seat(0)));
    assert_eq!(legal(&game), ["pick up"], "seat 0's Carry-it is used");
    play(&mut game, "pick up");
    assert_eq!(game.hand_size(Seat(0)), 3);
    assert_eq!(
        game.to_move(),
        Some(Seat(2)),
        "after seat 1, who laid the last Carry-it (D9)"
    );
}

#[test]
fn d9_holds_means_in_the_hand_a_face_up_carry_it_does_not_answer() {
    let mut game = position(json!({
        "hands": [["carry-it", "2"], []],
        "face_up": [[], ["carry-it", "4"]], "face_down": [[], []],
        "pile": ["9"], "draw": [], "to_move": 0,
    }));
    play(&mut game, "carry-it");
    play(&mut game, "carry-it 2");
    assert_eq!(legal(&game), ["pick up"]);
}

#[test]
fn a_finished_player_named_picks_up_and_rejoins_the_stage() {
    let mut game = position(json!({
        "hands": [["carry-it", "2"], [], ["5", "6"]],
        "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["9", "13"], "draw": [], "finished": [1], "to_move": 0,
    }));
    play(&mut game, "carry-it");
    assert_eq!(
        legal(&game),
        ["carry-it 2", "carry-it 3"],
        "a finished player may be named"
    );
    play(&mut game, "carry-it 2");
    assert_eq!(
        game.to_act(),
        ToAct::Seat(Seat(1)),
        "even a finished player answers at its turn"
    );
    let events = play(&mut game, "pick up");
    assert!(events.contains(&Event::Rejoined { seat: Seat(1) }));
    assert!(game.in_play(Seat(1)));
    assert!(game.finished().is_empty());
    assert_eq!(game.to_move(), Some(Seat(1)), "the next in play after seat 0");
}

#[test]
fn d16_named_on_an_empty_pile_nothing_is_picked_up_no_pick_up_counts_and_nobody_rejoins() {
    let mut game = position(json!({
        "hands": [["carry-it", "2"], [], ["5", "6"]],
        "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": [], "draw": [], "finished": [1], "stalemate": 3, "to_move": 0,
    }));
    play(&mut game, "carry-it");
    assert_eq!(game.stalemate(), 0, "a card leaving the game is progress (D11)");
    play(&mut game, "carry-it 2");
    let events = play(&mut game, "pick up");
    assert!(events.contains(&Event::PickedUp {
        seat: Seat(1),
        cards: 0
    }));
    assert!(!events.iter().any(|e| matches!(e, Event::Rejoined { .. })));
    assert!(!game.in_play(Seat(1)));
    assert_eq!(game.stalemate(), 0, "no pick-up for D11");
    assert_eq!(game.to_move(), Some(Seat(2)));
}

#[test]
fn d16_a_player_finishing_with_a_carry_it_names_before_the_stages_end_is_checked() {
    // Seats 0 and 2 hold cards, seat 1 has finished. Seat 0 lays its last
    // card, a Carry-it: only seat 2 holds cards, yet the stage goes on until
    // the naming is resolved, and the finished seat 1 named rejoins.
    let mut game = position(json!({
        "hands": [["carry-it"], [], ["5", "6"]],
        "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["9", "13"], "draw": [], "finished": [1], "to_move": 0,
    }));
    let events = play(&mut game, "carry-it");
    assert!(events.contains(&Event::Finished {
        seat: Seat(0),
        place: 2
    }));
    assert_eq!(game.phase(), Phase::Name, "no stage end yet");
    play(&mut game, "carry-it 2");
    play(&mut game, "pick up");
    assert_eq!(game.finished(), [Seat(0)]);
    assert_eq!(game.phase(), Phase::Play, "seats 1 and 2 hold cards: the stage goes on");
    assert_eq!(game.to_move(), Some(Seat(1)), "after seat 0, who laid the Carry-it");
}

#[test]
fn d16_a_chain_leaving_nobody_holding_cards_makes_the_last_to_finish_the_wajh_al_nahs() {
    // Seat 0 and seat 1 each hold one Carry-it and nothing else; seat 2 has
    // finished; the pile is empty.
    let mut game = position(json!({
        "options": {"stages": 1},
        "hands": [["carry-it"], ["carry-it"], []],
        "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": [], "draw": [], "finished": [2], "to_move": 0,
    }));
    play(&mut game, "carry-it"); // seat 0 finishes
    play(&mut game, "carry-it 2");
    play(&mut game, "carry-it"); // seat 1 answers with its last card and finishes
    play(&mut game, "carry-it 1");
    let events = play(&mut game, "pick up"); // nothing to pick up
    let over = events
        .iter()
        .find_map(|e| match e {
            Event::StageOver { wajh, end, .. } => Some((*wajh, *end)),
            _ => None,
        })
        .expect("the stage is over");
    assert_eq!(over, (Seat(1), StageEnd::NobodyHolding), "seat 1 finished last");
    assert_eq!(game.marks(), [0, 1, 0]);
    assert_eq!(game.phase(), Phase::Over);
}
