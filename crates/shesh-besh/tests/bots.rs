//! The computer players (issue 12): the contract every game keeps, and each
//! level playing whole games legally.

use rules_core::arena::{arena, arena_game};
use rules_core::conformance::check_determinization;
use rules_core::{Bots, Level};
use shesh_besh::{Options, SheshBesh};

/// A game ends within this many player actions (thousands in practice).
const MAX_ACTIONS: usize = 2_000;

#[test]
fn the_one_state_a_view_shows_is_the_state() {
    let report = check_determinization::<SheshBesh>(2, &Options::default(), 10, 200, 2).expect("determinizes");
    assert!(report.samples > 1000, "{report:?}");
    assert_eq!(report.differed, 0, "nothing is hidden: every sample is the state");
    let cube = Options {
        cube: true,
        match_to: 3,
        ..Options::default()
    };
    let report = check_determinization::<SheshBesh>(2, &cube, 5, 300, 1).expect("determinizes with the cube");
    assert_eq!(report.differed, 0);
}

#[test]
fn every_level_plays_whole_games_legally_with_and_without_the_cube() {
    let cube = Options {
        cube: true,
        match_to: 3,
        ..Options::default()
    };
    for options in [Options::default(), cube] {
        for level in Level::ALL {
            for index in 0..2 {
                let game = arena_game::<SheshBesh>(&[level, Level::Random], &options, index, 40 + index, MAX_ACTIONS)
                    .expect("legal choices");
                assert_eq!(game.winners.len(), 1, "{level} {options:?}: the match ends");
            }
        }
    }
}

#[test]
fn the_easy_player_beats_random_turns() {
    // Seeded: the same 40 games every run. Easy wins nearly all of them; a
    // broken heuristic (or one choosing its worst turn) would not.
    let report = arena::<SheshBesh>(&[Level::Easy, Level::Random], &Options::default(), 40, 7, MAX_ACTIONS)
        .expect("legal choices");
    assert!(report.wins[0] >= 34, "{report:?}");
    assert_eq!(SheshBesh::iterations(Level::Easy), 1);
}

#[test]
fn every_level_decides_the_same_for_the_same_seed_and_only_legally() {
    // Positions of one seeded game the easy player plays against itself,
    // cube on so the cube answers are asked too.
    let cube = Options {
        cube: true,
        match_to: 3,
        ..Options::default()
    };
    let positions =
        rules_core::conformance::played_positions::<SheshBesh>(2, &cube, 11..12, 400, |_, step| step % 7 == 0)
            .expect("easy plays");
    assert!(positions.len() >= 10, "{} positions", positions.len());
    let report = rules_core::conformance::check_decisions::<SheshBesh>(
        &positions,
        &Level::ALL,
        SheshBesh::iterations,
        &[Level::Easy, Level::Medium, Level::Hard],
        0,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.decisions, positions.len() * 4);
}

#[test]
fn the_net_levels_give_their_best_turns_with_equities_as_reasons() {
    use rules_core::{Budget, Game, Question, Seat};
    // White to play 3-1 at the start: the net levels should make the 5-point
    // (8/5 6/5), the classic play, and say why.
    let game = SheshBesh::from_position_id("4HPwATDgc/ABMA", Seat(0), Some((3, 1))).expect("a position");
    let (view, legal) = (game.view(Seat(0)), game.legal_actions());
    let seen = Question::<SheshBesh> {
        seat: Seat(0),
        view: &view,
        legal: &legal,
    };
    for level in [Level::Medium, Level::Hard] {
        let d = SheshBesh::bot(level, 2).decide(&seen, 0, Budget::iterations(1));
        assert_eq!(d.reasons.len(), 3, "{level}");
        assert_eq!(d.reasons[0].0, d.action);
        assert!(d.reasons[0].1.contains("equity"), "{level}: {}", d.reasons[0].1);
        assert_eq!(game.notation(&d.action), "8/5 6/5", "{level}: {:?}", d.reasons);
    }
}

#[test]
fn the_shipped_weights_load_and_judge_the_start_about_even() {
    use shesh_besh::bot::{Board, Scratch, after_0ply, shipped};
    let net = shipped().expect("the committed weights load");
    assert!(net.hidden() > 0);
    assert_eq!(net.trained, (1, 1_200_000), "the documented run");
    assert_eq!(net.hidden(), 100);
    // The start, the other side to roll: close to even for both.
    let p = after_0ply(net, &Board::START, &mut Scratch::default());
    assert!((0.35..0.65).contains(&p.win), "{p:?}");
    assert!(p.win_gammon < 0.4 && p.lose_gammon < 0.4, "{p:?}");
}

/// A 7-point match with the cube in the middle, White to decide before
/// rolling: White has two checkers left on its 1-point (any roll bears both
/// off), Black has `black_off` off and the rest on its 6-point.
fn white_wins_next_roll(black_off: u8) -> SheshBesh {
    use rules_core::Game;
    let mut board = [0i64; 24];
    board[0] = 2;
    board[18] = -i64::from(15 - black_off);
    let value = serde_json::json!({
        "board": board, "bar": [0, 0], "off": [13, black_off], "to_move": 0,
        "phase": "decide",
        "options": {"match_to": 7, "cube": true},
        "cube": {"value": 1, "owner": null},
    });
    SheshBesh::load_json(&value).unwrap_or_else(|e| panic!("{value}: {e}"))
}

fn decide(game: &SheshBesh, level: Level) -> shesh_besh::Action {
    use rules_core::{Budget, Game, Question, ToAct};
    let ToAct::Seat(seat) = game.to_act() else {
        panic!("a seat is to act")
    };
    let (view, legal) = (game.view(seat), game.legal_actions());
    let seen = Question::<SheshBesh> {
        seat,
        view: &view,
        legal: &legal,
    };
    SheshBesh::bot(level, 2).decide(&seen, 0, Budget::iterations(1)).action
}

#[test]
fn d3_a_certain_plain_win_is_doubled_and_dropped_a_certain_mars_played_on() {
    use rules_core::Game;
    use shesh_besh::Action;
    // Line 1 of the match: every point counts, the cube is D3's.
    for level in [Level::Easy, Level::Medium, Level::Hard] {
        let mut game = white_wins_next_roll(5);
        assert_eq!(decide(&game, level), Action::Double, "{level}");
        game.apply(&Action::Double).expect("a legal double");
        assert_eq!(decide(&game, level), Action::Drop, "{level}");
    }
    // No Black checker off: the win is a Mars, worth more played out (too
    // good to double). Only the look-ahead is sure of it.
    assert_eq!(decide(&white_wins_next_roll(0), Level::Hard), Action::NoDouble);
}
