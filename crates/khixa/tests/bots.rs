//! The computer players: every level plays legal actions, decides the same
//! for the same seed, and finishes its matches; the heuristic beats random.

use khixa::{Khixa, Options};
use rules_core::arena::arena;
use rules_core::{Bots, Budget, Game, Level, Seen, Table, ToAct};

#[test]
fn every_level_chooses_a_legal_action_and_the_same_for_the_same_seed() {
    let mut table = Table::<Khixa>::new(11, 4, Options::default()).expect("four players");
    let mut rng = rules_core::rng_from_seed(11);
    for _ in 0..20 {
        table.play_random(&mut rng, 9);
        table.resolve_chance();
        let game = table.game();
        let ToAct::Seat(seat) = game.to_act() else { break };
        let (view, legal) = (game.view(seat), game.legal_actions());
        let seen = Seen::<Khixa> {
            seat,
            view: &view,
            legal: &legal,
        };
        for level in Level::ALL {
            let budget = Budget::iterations(Khixa::iterations(level).min(30));
            let first = Khixa::bot(level, 4).decide(&seen, 5, budget);
            assert!(
                legal.contains(&first.action),
                "{level}: {:?} not in {legal:?}",
                first.action
            );
            let again = Khixa::bot(level, 4).decide(&seen, 5, budget);
            assert_eq!(first, again, "{level} decides the same for the same seed");
            if level != Level::Random && legal.len() > 1 {
                // The hint key's words: the choice first, with its reason.
                let reason = first.reasons.first();
                assert!(
                    reason.is_some_and(|(a, why)| *a == first.action && !why.is_empty()),
                    "{level}: {first:?}"
                );
            }
        }
    }
}

#[test]
fn the_heuristic_side_beats_the_random_side() {
    let levels = [Level::Easy, Level::Random, Level::Easy, Level::Random];
    let report = arena::<Khixa>(&levels, &Options::default(), 24, 100, 20_000).expect("the bots play");
    assert_eq!(report.unfinished, 0, "{report:?}");
    let (easy, random) = (report.level_rate(Level::Easy).0, report.level_rate(Level::Random).0);
    assert!(easy > 0.8 && random < 0.2, "{report:?}");
}

#[test]
fn every_level_plays_only_legal_actions_at_one_table() {
    // The arena refuses a match in which a bot chooses an illegal action; the
    // seats rotate, so each level plays from two seats. Cut short: the
    // search levels at their full budget are slow in a debug build.
    let levels = [Level::Random, Level::Easy, Level::Medium, Level::Hard];
    for index in 0..2 {
        let game = rules_core::arena::arena_game::<Khixa>(&levels, &Options::default(), index, 40 + index, 120);
        assert!(game.is_ok(), "{game:?}");
    }
}
