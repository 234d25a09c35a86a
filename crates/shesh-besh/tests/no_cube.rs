//! D3: the sheet has no doubling cube, so the default game has none. Nothing a
//! player can do raises the stake, and a game is worth exactly what its kind of
//! win says (1, 2 or 3 points).

use rand::RngExt;
use rules_core::{Game, ToAct, rng_from_seed, sample_chance};
use serde_json::json;
use shesh_besh::{Action, Event, Options, SheshBesh};

#[test]
fn d3_no_cube_option_exists() {
    let refused = serde_json::from_value::<Options>(json!({"cube": true}));
    assert!(refused.is_err(), "a cube option must not be silently accepted");
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
