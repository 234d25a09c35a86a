//! Rules file, "Goal", the stage's end and D10, D11: the stage's Wajh
//! al-Nahs, no endless stages, sessions of stages and their marks.

mod support;

use rules_core::{Game, Outcome, PerSeat, Seat, Table, ToAct};
use serde_json::json;
use support::{play, position};
use wajh_alnahs::{Action, Event, Options, Phase, StageEnd, WajhAlNahs};

/// The stage's end in these events: (its Wajh al-Nahs, how it ended).
fn stage_over(events: &[Event]) -> Option<(Seat, StageEnd)> {
    events.iter().find_map(|e| match e {
        Event::StageOver { wajh, end, .. } => Some((*wajh, *end)),
        _ => None,
    })
}

#[test]
fn the_stage_ends_when_one_player_holds_cards_who_is_its_wajh_al_nahs() {
    let mut game = position(json!({
        "options": {"stages": 3},
        "stage": 2, "marks": [1, 0, 0],
        "hands": [["9"], [], ["5", "6"]],
        "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["5"], "draw": [], "finished": [1], "to_move": 0,
    }));
    let events = play(&mut game, "9");
    assert_eq!(stage_over(&events), Some((Seat(2), StageEnd::LastHolding)));
    assert!(events.contains(&Event::StageOver {
        stage: 2,
        wajh: Seat(2),
        finished: vec![Seat(1), Seat(0)],
        end: StageEnd::LastHolding
    }));
    assert_eq!(game.marks(), [1, 0, 1], "D10: one mark for the stage's Wajh al-Nahs");
    assert_eq!(game.phase(), Phase::Deal, "the next stage is dealt");
    assert_eq!(game.stage(), 3);
    assert_eq!(game.to_act(), ToAct::Chance);
    game.apply(&Action::Deal(3)).expect("the next deal");
    assert_eq!(game.phase(), Phase::Swap);
    assert!(game.finished().is_empty());
    assert_eq!(game.marks(), [1, 0, 1], "marks stay across stages");
}

/// Two seats, seat 0 to pick up (nothing fits the 13) for the `stalemate + 1`th time.
fn stuck(stalemate: u8, hands: [&[&str]; 2], picked_up: &[u8]) -> WajhAlNahs {
    position(json!({
        "options": {"stages": 1},
        "hands": hands,
        "face_up": [[], []], "face_down": [[], []],
        "pile": ["13"], "draw": [], "stalemate": stalemate, "picked_up": picked_up,
        "to_move": 0,
    }))
}

#[test]
fn d11_at_the_40th_pick_up_since_the_last_progress_the_most_cards_make_the_wajh_al_nahs() {
    let mut game = stuck(38, [&["2"], &["3", "4", "5", "6"]], &[]);
    play(&mut game, "pick up");
    assert_eq!(game.stalemate(), 39);
    assert_eq!(game.phase(), Phase::Play, "the 39th: play goes on");
    let mut game = stuck(39, [&["2"], &["3", "4", "5", "6"]], &[]);
    let events = play(&mut game, "pick up");
    assert_eq!(
        stage_over(&events),
        Some((Seat(1), StageEnd::Stalemate)),
        "four cards against two"
    );
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.marks(), [0, 1]);
}

#[test]
fn d11_most_cards_counts_hand_face_up_and_face_down_together() {
    let mut game = position(json!({
        "options": {"stages": 1},
        "hands": [["2", "3"], ["4"]],
        "face_up": [[], ["5", "6"]], "face_down": [[], ["7"]],
        "pile": ["13"], "draw": [], "stalemate": 39, "to_move": 0,
    }));
    let events = play(&mut game, "pick up");
    assert_eq!(stage_over(&events), Some((Seat(1), StageEnd::Stalemate)), "4 against 3");
}

#[test]
fn d11_a_tie_goes_to_the_tied_player_who_picked_up_most_recently() {
    // After the pick-up both hold three; seat 0 picked up last.
    let mut game = stuck(39, [&["2", "3"], &["4", "5", "6"]], &[1]);
    let events = play(&mut game, "pick up");
    assert_eq!(stage_over(&events), Some((Seat(0), StageEnd::Stalemate)));
    // Seats 1 and 2 tie with three, more than the picker: of them, seat 1
    // picked up more recently (the list ends with the most recent).
    let mut three = position(json!({
        "options": {"stages": 1},
        "hands": [["2"], ["4", "5", "6"], ["7", "8", "9"]],
        "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["13"], "draw": [], "stalemate": 39, "picked_up": [2, 1, 0], "to_move": 0,
    }));
    let events = play(&mut three, "pick up");
    assert_eq!(stage_over(&events), Some((Seat(1), StageEnd::Stalemate)));
}

#[test]
fn d11_a_tie_among_players_who_never_picked_up_goes_to_the_first_in_turn_from_the_player_to_move() {
    let three = |direction: i8| {
        position(json!({
            "options": {"stages": 1},
            "hands": [["2"], ["4", "5", "6"], ["7", "8", "9"]],
            "face_up": [[], [], []], "face_down": [[], [], []],
            "pile": ["13"], "draw": [], "stalemate": 39, "picked_up": [0],
            "direction": direction, "to_move": 0,
        }))
    };
    let mut forward = three(1);
    let events = play(&mut forward, "pick up");
    assert_eq!(
        stage_over(&events),
        Some((Seat(1), StageEnd::Stalemate)),
        "seat 1 is to move"
    );
    let mut backward = three(-1);
    let events = play(&mut backward, "pick up");
    assert_eq!(
        stage_over(&events),
        Some((Seat(2), StageEnd::Stalemate)),
        "seat 2 is to move"
    );
}

#[test]
fn d11_progress_resets_the_count_a_face_up_card_played_a_player_finishing_a_burn() {
    let count_after = |json: serde_json::Value, text: &str| {
        let mut game = position(json);
        play(&mut game, text);
        game.stalemate()
    };
    let face_up = json!({
        "hands": [[], ["2", "3"], ["4"]], "face_up": [["9", "10"], [], []], "face_down": [[], [], []],
        "pile": ["5"], "draw": [], "stalemate": 12, "to_move": 0,
    });
    assert_eq!(count_after(face_up, "9"), 0);
    let finishing = json!({
        "hands": [["9"], ["2", "3"], ["4"]], "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["5"], "draw": [], "stalemate": 12, "to_move": 0,
    });
    assert_eq!(count_after(finishing, "9"), 0);
    let burning = json!({
        "hands": [["burn", "9"], ["2", "3"], ["4"]], "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["5"], "draw": [], "stalemate": 12, "to_move": 0,
    });
    assert_eq!(count_after(burning, "burn"), 0, "cards leave the game");
    let laying = json!({
        "hands": [["9", "9"], ["2", "3"], ["4"]], "face_up": [[], [], []], "face_down": [[], [], []],
        "pile": ["5"], "draw": [], "stalemate": 12, "to_move": 0,
    });
    assert_eq!(count_after(laying, "9"), 12, "a lay from the hand is no progress");
}

#[test]
fn d11_every_pick_up_counts_a_carry_its_too() {
    let mut game = position(json!({
        "hands": [["carry-it", "9"], ["2", "3"]], "face_up": [[], []], "face_down": [[], []],
        "pile": ["5"], "draw": [], "stalemate": 30, "to_move": 0,
    }));
    play(&mut game, "carry-it");
    play(&mut game, "carry-it 2");
    play(&mut game, "pick up");
    assert_eq!(
        game.stalemate(),
        1,
        "the Carry-it leaving is progress, its pick-up counts"
    );
    assert_eq!(game.picked_up(), [Seat(1)]);
}

#[test]
fn d10_after_the_agreed_stages_the_fewest_marks_win_and_the_most_are_the_sessions_wajh_al_nahs() {
    let mut game = position(json!({
        "options": {"stages": 3},
        "stage": 3, "marks": [1, 0, 1, 0],
        "hands": [["9"], [], ["5", "6"], []],
        "face_up": [[], [], [], []], "face_down": [[], [], [], []],
        "pile": ["5"], "draw": [], "finished": [1, 3], "to_move": 0,
    }));
    assert_eq!(game.outcome(), None);
    let events = play(&mut game, "9");
    assert!(events.contains(&Event::SessionOver {
        winners: vec![Seat(1), Seat(3)],
        wajh: vec![Seat(2)],
        marks: vec![1, 0, 2, 0],
    }));
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            scores: PerSeat::from_vec(vec![1, 0, 2, 0]),
            winners: vec![Seat(1), Seat(3)],
        }),
        "equal fewest share the win"
    );
    assert!(game.legal_actions().is_empty());
}

#[test]
fn d10_a_session_has_the_stages_of_its_option_three_by_default() {
    assert_eq!(Options::default().stages, 3);
    for stages in [1, 2, 5] {
        let mut table = Table::<WajhAlNahs>::new(7, 3, Options { stages }).expect("a table");
        let mut rng = rules_core::rng_from_seed(u64::from(stages));
        assert!(table.play_random(&mut rng, 100_000), "the session ends");
        let deals = table.actions().iter().filter(|a| matches!(a, Action::Deal(_))).count();
        assert_eq!(deals, stages as usize, "one deal a stage");
        assert_eq!(table.game().marks().iter().sum::<u32>(), stages, "one mark a stage");
    }
}
