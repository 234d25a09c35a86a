//! The shared conformance suite on seeded random games, with the checker
//! conservation invariant: 15 per side on the board, the bar and off.

mod common;

use rules_core::conformance::{Conformance, Report};
use rules_core::{Game, TableRng};
use shesh_besh::{Action, Opening, Options, Place, SheshBesh, Step};

/// Turns close to the legal ones: one step moved a point, a step dropped or added.
fn near_misses(game: &SheshBesh, rng: &mut TableRng) -> Vec<Action> {
    use rand::RngExt;
    let legal = game.legal_actions();
    let Some(a) = legal.get(rng.random_range(0..legal.len().max(1))) else {
        return vec![Action::Roll(3, 3), Action::OpeningRoll { white: 1, black: 2 }];
    };
    let steps = a.steps().to_vec();
    let mut out = Vec::new();
    if !steps.is_empty() {
        out.push(Action::turn(&steps[..steps.len() - 1]).expect("fewer steps"));
        let mut shifted = steps.clone();
        if let Step {
            to: Place::Point(p), ..
        } = shifted[0]
            && p > 1
        {
            shifted[0].to = Place::Point(p - 1);
            out.push(Action::turn(&shifted).expect("same length"));
        }
    }
    if steps.len() < 4 {
        let mut more = steps.clone();
        more.push(Step::new(Place::Point(6), Place::Point(5)));
        out.push(Action::turn(&more).expect("at most four"));
    }
    out.push(Action::Roll(6, 6));
    out
}

/// `games` seeded games of `options` from `first_seed`, checked with the
/// checkers and the cube consistent and the near misses refused; `what`
/// names them in a failure.
fn conform(options: Options, games: usize, first_seed: u64, max_legal_checked: usize, what: &str) -> Report {
    Conformance::<SheshBesh>::new(2)
        .options(options)
        .games(games)
        .first_seed(first_seed)
        .max_legal_checked(max_legal_checked)
        .invariant(common::checkers_and_cube_consistent)
        .illegal_candidates(near_misses)
        .check(what)
}

#[test]
fn random_games_conform_with_fifteen_checkers_each() {
    let report = conform(Options::default(), 200, 0, 8, "");
    assert!(report.illegal_refused > 1000, "{report:?}");
}

#[test]
fn matches_to_five_with_the_reroll_opening_conform() {
    let options = Options {
        opening: Opening::Reroll,
        match_to: 5,
        ..Options::default()
    };
    let report = conform(options, 20, 1000, 4, ", matches to five");
    assert!(report.illegal_refused > 0, "{report:?}");
}

#[test]
fn the_description_agrees_with_the_options_and_the_game() {
    assert_eq!(rules_core::conformance::check_description::<SheshBesh>(), Ok(()));
}

/// `apply_listed` plays a turn without checking it (random playouts apply
/// only listed turns): every listed turn of every position of seeded games,
/// a pass, a bear-off and a hit included, reaches the state `apply` reaches,
/// a game won (the match score) included.
#[test]
fn every_listed_turn_applies_unchecked_as_apply_applies_it() {
    use rand::RngExt;
    use rules_core::{Table, ToAct, rng_from_seed};
    let mut picks = rng_from_seed(77);
    let (mut turns, mut passes, mut wins) = (0, 0, 0);
    for seed in 0..40 {
        let mut table = Table::<SheshBesh>::new(seed, 2, Options::default()).expect("two players");
        loop {
            table.resolve_chance();
            let game = table.game().clone();
            if game.to_act() == ToAct::Over {
                break;
            }
            let legal = game.legal_actions();
            for action in &legal {
                let mut checked = game.clone();
                checked.apply(action).expect("a listed turn applies");
                let mut unchecked = game.clone();
                unchecked.apply_listed(action).expect("a listed turn applies unchecked");
                assert_eq!(unchecked, checked, "seed {seed}: {action} from {}", game.position_id());
                turns += 1;
                passes += usize::from(action.steps().is_empty());
                wins += usize::from(checked.score() != game.score());
            }
            table.apply(&legal[picks.random_range(0..legal.len())]).expect("legal");
        }
    }
    assert!(
        turns > 50_000 && passes > 0 && wins > 0,
        "{turns} turns, {passes} passes, {wins} wins"
    );
}
