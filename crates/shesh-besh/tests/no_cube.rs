//! D3: the sheet has no doubling cube, so the default game has none (the cube is
//! an option, off by default: `tests/cube.rs`). With it off nothing a player can
//! do raises the stake, no cube action is ever legal, and a game is worth exactly
//! what its kind of win says (1, 2 or 3 points).

use rand::RngExt;
use rules_core::{Game, ToAct, rng_from_seed, sample_chance};
use serde_json::json;
use shesh_besh::{Action, Event, Options, SheshBesh};

#[test]
fn d3_the_cube_is_off_by_default_and_written_only_when_on() {
    assert!(!Options::default().cube);
    let on = serde_json::from_value::<Options>(json!({"cube": true})).expect("the cube option");
    assert!(on.cube);
    // Off, the options write what they did before the option existed.
    assert_eq!(
        serde_json::to_value(Options::default()).expect("json"),
        json!({"opening": "play-roll", "match_to": 1})
    );
    assert_eq!(serde_json::to_value(&on).expect("json")["cube"], json!(true));
    // Unknown options are still refused.
    assert!(serde_json::from_value::<Options>(json!({"cubes": true})).is_err());
    assert!(serde_json::from_value::<Options>(json!({"cube": "yes"})).is_err());
}

#[test]
fn d3_with_the_cube_off_no_cube_action_applies() {
    let mut game = SheshBesh::new_game(2, &Options::default()).expect("a game");
    game.apply(&Action::OpeningRoll { white: 3, black: 1 })
        .expect("opening");
    let mv = game.parse_notation("8/5 6/5").expect("a turn");
    game.apply(&mv).expect("legal");
    assert_eq!(game.to_act(), ToAct::Chance, "chance rolls at once, nobody may double");
    for a in [Action::Double, Action::NoDouble, Action::Take, Action::Drop] {
        assert!(game.apply(&a).is_err(), "{a} before the roll");
    }
    game.apply(&Action::Roll(6, 5)).expect("roll");
    for a in [Action::Double, Action::NoDouble, Action::Take, Action::Drop] {
        let err = game.apply(&a).expect_err("no cube");
        assert!(err.to_string().contains("without the doubling cube"), "{err}");
    }
}

#[test]
fn d3_every_action_is_a_roll_or_a_move_and_games_score_their_kind_only() {
    let options = Options {
        match_to: 7,
        ..Options::default()
    };
    let mut games_won = 0;
    for seed in 0..20u64 {
        let mut rng = rng_from_seed(seed);
        let mut game = SheshBesh::new_game(2, &options).expect("a match to 7");
        let mut score = [0u32; 2];
        for _ in 0..20_000 {
            let action = match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let outcomes = game.chance_outcomes().expect("chance lists its outcomes");
                    sample_chance(&outcomes, &mut rng).expect("an outcome")
                }
                ToAct::Seat(_) => {
                    let legal = game.legal_actions();
                    // No offer, take or drop: a player only ever moves checkers (or passes).
                    assert!(legal.iter().all(|a| matches!(a, Action::Turn(_))), "{legal:?}");
                    assert_eq!(game.cube(), (1, None), "seed {seed}: the cube never moves");
                    legal[rng.random_range(0..legal.len())]
                }
            };
            for event in game.apply(&action).expect("a listed action applies") {
                if let Event::GameWon {
                    winner, kind, points, ..
                } = event
                {
                    assert_eq!(points, kind.points(), "seed {seed}: no stake beyond the kind of win");
                    score[usize::from(winner.0)] += points;
                    games_won += 1;
                }
            }
        }
        assert_eq!(game.to_act(), ToAct::Over, "seed {seed}: the match ends");
        assert_eq!(
            game.score(),
            score,
            "seed {seed}: the match score is the sum of the games' points"
        );
        assert!(score.iter().any(|&s| s >= 7));
    }
    assert!(games_won > 20);
}
