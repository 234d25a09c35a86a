//! The core's driver and suites on the toy game (`majlis-toy`): a seeded shuffle
//! and a die as chance, hidden hands, a turn order. Its planted bugs prove that
//! the conformance suite and the leak test catch what they are for.

use majlis_toy::testing::{cards_conserved, cards_not_in_hand, hidden_variant};
use majlis_toy::{Action, Bug, Options, Toy};
use rules_core::conformance::{Conformance, check_description, check_determinization, leak_test};
use rules_core::{
    Bot, Budget, Game, PlayoutWatch, Playouts, Question, RandomBot, Record, RuleError, Table, ToAct, random_playout,
    rng_from_seed,
};

fn options(bug: Bug) -> Options {
    Options {
        bug,
        ..Options::default()
    }
}

fn with_bug(bug: Bug) -> Conformance<Toy> {
    Conformance::<Toy>::new(2)
        .options(options(bug))
        .games(20)
        .max_actions(200)
        .invariant(cards_conserved)
        .illegal_candidates(cards_not_in_hand)
}

#[test]
fn a_correct_game_passes_the_conformance_suite() {
    let report = with_bug(Bug::None).games(50).run().expect("toy conforms");
    assert_eq!(report.games, 50);
    assert!(report.illegal_refused > 0, "illegal actions were tried");
    assert_eq!(
        report.actions,
        50 * (1 + 2 * 2 * 3),
        "each game deals, then plays and rolls six times: {report:?}"
    );
    for (players, hand) in [(3, 4), (4, 4), (4, 1)] {
        let options = Options {
            hand,
            ..Options::default()
        };
        let report = Conformance::<Toy>::new(players)
            .options(options)
            .games(10)
            .invariant(cards_conserved)
            .run()
            .unwrap_or_else(|e| panic!("{players} players, hands of {hand}: {e}"));
        assert_eq!(report.games, 10);
    }
}

#[test]
fn the_description_agrees_with_the_options_and_the_game() {
    assert_eq!(check_description::<Toy>(), Ok(()));
}

#[test]
fn the_suite_catches_a_state_changed_by_a_refused_action() {
    let err = with_bug(Bug::MutateOnError)
        .run()
        .expect_err("mutation on error is caught");
    assert!(err.contains("changed the state"), "{err}");
}

#[test]
fn the_suite_catches_a_game_that_never_ends() {
    let err = with_bug(Bug::NeverEnds).run().expect_err("endless game is caught");
    assert!(err.contains("did not end within 200 actions"), "{err}");
}

#[test]
fn the_suite_catches_a_lost_card() {
    let err = with_bug(Bug::LoseCard).run().expect_err("lost card is caught");
    assert!(err.contains("invariant broken"), "{err}");
}

#[test]
fn the_suite_catches_a_buffer_of_legal_actions_not_cleared() {
    let err = with_bug(Bug::KeepsBuffer)
        .run()
        .expect_err("a buffer not cleared is caught");
    assert!(err.contains("legal_actions_into a used buffer"), "{err}");
}

#[test]
fn the_suite_catches_events_told_of_a_refused_action() {
    let err = with_bug(Bug::TellsRefusal)
        .run()
        .expect_err("events of a refusal are caught");
    assert!(err.contains("told events"), "{err}");
}

#[test]
fn the_suite_catches_an_unchecked_apply_that_differs() {
    let err = with_bug(Bug::ListedDiffers)
        .run()
        .expect_err("an unchecked apply that differs is caught");
    assert!(err.contains("apply_listed of"), "{err}");
}

#[test]
fn the_leak_test_passes_a_game_that_hides_hands_and_catches_one_that_does_not() {
    let compared = leak_test::<Toy>(3, &Options::default(), 10, 100, hidden_variant).expect("no leak");
    assert!(compared > 0);
    let err = leak_test::<Toy>(2, &options(Bug::LeakHands), 5, 100, hidden_variant).expect_err("leak caught");
    assert!(err.contains("can tell the states apart"), "{err}");
    let err = leak_test::<Toy>(2, &options(Bug::ChoicesPeek), 10, 100, hidden_variant).expect_err("peek caught");
    assert!(err.contains("legal actions depend on what is hidden"), "{err}");
}

#[test]
fn a_seed_and_the_actions_replay_a_game_exactly() {
    let mut table = Table::<Toy>::new(99, 3, Options::default()).expect("toy sets up");
    assert!(table.play_random(&mut rng_from_seed(5), 500), "the game ends");
    let record = table.record();
    let json = serde_json::to_string(&record).expect("record serialises");
    let back: Record<Toy> = serde_json::from_str(&json).expect("record reads back");
    let replayed = Table::<Toy>::replay(&back).expect("record replays");
    assert_eq!(replayed.game(), table.game());
    assert_eq!(replayed.actions(), table.actions());

    let mut tampered = record.clone();
    tampered.actions[1] = "play 99".into();
    let err = Table::<Toy>::replay(&tampered).expect_err("an illegal action does not replay");
    assert!(err.to_string().starts_with("action 1:"), "{err}");
    tampered.game = "chess".into();
    assert!(Table::<Toy>::replay(&tampered).is_err());
}

#[test]
fn a_forced_chance_outcome_keeps_the_generator_in_step_with_replay() {
    let mut table = Table::<Toy>::new(7, 2, Options::default()).expect("toy sets up");
    table.apply(&Action::Deal(12345)).expect("a forced deal applies");
    table.apply(&table.game().legal_actions()[0]).expect("play");
    table.apply(&Action::Roll(6)).expect("a forced roll applies");
    assert_eq!(
        table.apply(&Action::Roll(7)).err(),
        Some(RuleError::NotChance("roll 7".into()))
    );
    let mut live = table.clone();
    let mut replayed = Table::<Toy>::replay(&table.record()).expect("replays");
    // Both generators are in the same state: the next random chance agrees.
    live.apply(&live.game().legal_actions()[0]).expect("play");
    replayed.apply(&replayed.game().legal_actions()[0]).expect("play");
    live.resolve_chance();
    replayed.resolve_chance();
    assert_eq!(live.actions(), replayed.actions());
}

#[test]
fn an_illegal_action_is_refused_and_the_state_kept() {
    let mut table = Table::<Toy>::new(3, 2, Options::default()).expect("toy sets up");
    assert_eq!(table.game().to_act(), ToAct::Chance);
    assert_eq!(table.apply(&Action::Play(1)), Err(RuleError::ChanceToAct));
    table.resolve_chance();
    let before = table.game().clone();
    let missing = cards_not_in_hand(table.game(), &mut rng_from_seed(0))[0];
    let err = table.apply(&missing).expect_err("a card not in hand is refused");
    assert!(matches!(err, RuleError::Illegal { .. }), "{err}");
    assert_eq!(table.game(), &before);
    assert_eq!(table.actions().len(), 1, "a refused action is not recorded");
}

#[test]
fn an_impossible_state_is_refused_with_every_reason() {
    let mut table = Table::<Toy>::new(3, 2, Options::default()).expect("toy sets up");
    table.resolve_chance();
    let mut json = table.game().state_json();
    assert_eq!(Toy::load_json(&json).as_ref(), Ok(table.game()), "the state loads back");
    json["turn"] = 5.into();
    json["scores"] = serde_json::json!([0, -1]);
    json["hands"][0][0] = 7.into();
    let err = Toy::load_json(&json).expect_err("three problems");
    assert!(err.reasons.len() >= 3, "{err}");
    for part in ["turn 5", "below 0", "cards of 7"] {
        assert!(err.to_string().contains(part), "{part} in {err}");
    }
    json["colour"] = "red".into();
    assert!(
        Toy::load_json(&json)
            .expect_err("unknown field")
            .to_string()
            .contains("colour")
    );
}

#[test]
fn a_quiet_playout_plays_the_game_a_recording_table_plays() {
    let mut playouts = Playouts::<Toy>::new(3, Options::default()).expect("toy sets up");
    let mut buffer = Vec::new();
    for seed in 0..20 {
        let mut table = Table::<Toy>::new(seed, 3, Options::default()).expect("toy sets up");
        let ended = table.play_random(&mut rng_from_seed(seed + 100), 500);
        let played = playouts.play(seed, seed + 100, 500);
        assert!(ended && played.ended, "seed {seed}");
        assert_eq!(played.actions, table.actions().len(), "seed {seed}");
        assert_eq!(played.outcome, table.game().outcome(), "seed {seed}");
        let mut game = Toy::new_game(3, &Options::default()).expect("toy sets up");
        let again = random_playout(
            &mut game,
            &mut rng_from_seed(seed),
            &mut rng_from_seed(seed + 100),
            500,
            &mut buffer,
        );
        assert_eq!((&game, &again), (table.game(), &played), "seed {seed}");
    }
    // Watched, the same game is played, and the watch is told of every action
    // (before and after, each in order): the actions a recording table keeps.
    #[derive(Default)]
    struct Count {
        before: Vec<String>,
        after: Vec<String>,
    }
    impl PlayoutWatch<Toy> for Count {
        fn before(&mut self, _game: &Toy, action: &<Toy as Game>::Action) {
            self.before.push(action.to_string());
        }
        fn after(&mut self, _game: &Toy, action: &<Toy as Game>::Action) {
            self.after.push(action.to_string());
        }
    }
    let mut table = Table::<Toy>::new(4, 3, Options::default()).expect("toy sets up");
    table.play_random(&mut rng_from_seed(104), 500);
    let mut count = Count::default();
    let watched = playouts.play_watched(4, 104, 500, &mut count);
    assert_eq!(watched, playouts.play(4, 104, 500));
    assert_eq!(count.after, table.record().actions);
    assert_eq!(count.before, count.after);
    // Cut short, a playout says it did not end and gives no outcome.
    let short = playouts.play(1, 2, 2);
    assert_eq!((short.ended, short.actions, short.outcome), (false, 5, None));
}

#[test]
fn determinizations_keep_what_the_seat_sees_and_deal_the_rest_anew() {
    for players in [2, 3] {
        let report =
            check_determinization::<Toy>(players, &Options::default(), 10, 60, 3).expect("the toy determinizes");
        assert!(report.samples > 100, "{report:?}");
        assert!(
            report.differed > report.samples / 2,
            "hidden hands are dealt anew: {report:?}"
        );
    }
    // A view that shows every hand (the planted leak) is not what a sample
    // dealt at random shows: the check catches a sampler that ignores the view.
    let err = check_determinization::<Toy>(2, &options(Bug::LeakHands), 3, 60, 2).expect_err("mismatch caught");
    assert!(err.contains("another view"), "{err}");
}

#[test]
fn the_random_bot_picks_a_legal_action_the_same_for_the_same_seed() {
    let mut table = Table::<Toy>::new(5, 3, Options::default()).expect("toy sets up");
    table.resolve_chance();
    let ToAct::Seat(seat) = table.game().to_act() else {
        panic!("a seat plays after the deal")
    };
    let (view, legal) = (table.game().view(seat), table.game().legal_actions());
    let seen = Question::<Toy> {
        seat,
        view: &view,
        legal: &legal,
    };
    let picks: Vec<Action> = (0..40)
        .map(|seed| RandomBot.decide(&seen, seed, Budget::iterations(1)).action)
        .collect();
    assert!(picks.iter().all(|a| legal.contains(a)));
    assert_eq!(picks[7], RandomBot.decide(&seen, 7, Budget::iterations(1)).action);
    assert!(picks.iter().any(|a| a != &picks[0]), "different seeds pick differently");
}

#[test]
fn an_arena_seats_every_level_in_every_seat_and_counts_its_wins() {
    use rules_core::Level;
    use rules_core::arena::arena;
    let levels = [Level::Hard, Level::Random, Level::Easy];
    let report = arena::<Toy>(&levels, &Options::default(), 12, 40, 500).expect("the toy's bots play");
    assert_eq!(report.games, 12);
    assert_eq!(report.unfinished, 0);
    // Every game is won by someone (ties share), so the wins add up to at least the games.
    assert!(report.wins.iter().sum::<u64>() >= 12, "{report:?}");
    let (rate, low, high) = report.win_rate(0);
    assert!(low <= rate && rate <= high);
    assert_eq!(report.level_wins.len(), 3);
    let again = arena::<Toy>(&levels, &Options::default(), 12, 40, 500).expect("again");
    assert_eq!(report, again, "an arena is repeatable for its seeds");
    let game = rules_core::arena::arena_game::<Toy>(&levels, &Options::default(), 4, 44, 500).expect("one game");
    assert_eq!(game.slots, vec![2, 0, 1], "game 4 of three seats is rotated by one");
}

#[test]
fn the_bot_checks_pass_the_toys_players_and_catch_a_redeal_the_seat_can_see() {
    use rules_core::Level;
    use rules_core::conformance::{check_blind_to_hidden, check_decisions, played_positions};
    let positions =
        played_positions::<Toy>(2, &Options::default(), 0..6, 40, |_, step| step % 3 == 0).expect("the toy plays");
    assert!(positions.len() >= 6, "{} positions", positions.len());
    assert!(positions.iter().all(|g| g.legal_actions().len() > 1));
    let budget = |level: Level| if level == Level::Hard { 60 } else { 20 };
    let report = check_decisions::<Toy>(&positions, &Level::ALL, budget, &[Level::Medium, Level::Hard], 3)
        .expect("the toy's bots keep the contract");
    assert_eq!(report.decisions, positions.len() * 4);
    // The search levels give reasons at every position; random and easy none.
    assert_eq!(report.with_reasons, positions.len() * 2, "{report:?}");
    // Easy gives no reasons: asking it for the hint key's words fails.
    let err = check_decisions::<Toy>(&positions, &[Level::Easy], budget, &[Level::Easy], 3).expect_err("no reasons");
    assert!(err.contains("no reasons"), "{err}");

    let redeal = |g: &Toy, seat: rules_core::Seat, i: u64| {
        hidden_variant(g, seat, &mut rng_from_seed(i)).unwrap_or_else(|| g.clone())
    };
    // The toy's search gives its win rates only, no words.
    let words = rules_core::conformance::check_search_words::<Toy>(&positions, Level::Medium, 20).expect("a search's");
    assert!(words.reasons >= positions.len() && words.in_words == 0, "{words:?}");
    let compared = check_blind_to_hidden::<Toy>(&positions, &Level::ALL, budget, redeal).expect("fair play");
    assert!(compared * 2 >= positions.len(), "only {compared} compared");
    // A "redeal" of the other seat's secrets, from the other seat's side,
    // swaps a card of the seat's own hand: the check refuses it.
    let own = |g: &Toy, seat: rules_core::Seat, i: u64| {
        let other = rules_core::Seat(1 - seat.0);
        hidden_variant(g, other, &mut rng_from_seed(i)).unwrap_or_else(|| g.clone())
    };
    let err = check_blind_to_hidden::<Toy>(&positions, &[Level::Random], budget, own).expect_err("seen");
    assert!(err.contains("something else"), "{err}");
}

#[test]
fn a_matchup_scores_its_games_by_either_rule_and_says_so() {
    use rules_core::Level;
    use rules_core::arena::{Scoring, matchup};
    let any = matchup::<Toy>(
        (Level::Easy, Level::Random),
        4,
        &Options::default(),
        (16, 9),
        500,
        Scoring::AnyWinner,
    )
    .expect("the toy's bots play");
    assert_eq!((any.games, any.counted, any.unfinished), (16, 16, 0));
    assert!(any.won <= any.counted);
    let more = matchup::<Toy>(
        (Level::Easy, Level::Random),
        4,
        &Options::default(),
        (16, 9),
        500,
        Scoring::MoreWinners,
    )
    .expect("again");
    // A side with more winners has at least one: it won by either rule.
    assert!(more.won <= any.won && more.counted <= 16, "{more:?} {any:?}");
    let (rate, low, high) = any.rate();
    assert!(low <= rate && rate <= high);
    assert_eq!(any.is_clear(), low > 0.5);
    let line = any.to_string();
    assert!(line.starts_with("toy 4p easy vs random: 16 games"), "{line}");
    assert!(line.contains(&format!("wins {} of 16", any.won)), "{line}");
    // Seeded: the same row again.
    let again = matchup::<Toy>(
        (Level::Easy, Level::Random),
        4,
        &Options::default(),
        (16, 9),
        500,
        Scoring::AnyWinner,
    );
    assert_eq!(again.as_ref(), Ok(&any));
}

#[test]
fn the_robustness_drive_passes_the_toy_and_catches_its_planted_bugs() {
    use rules_core::fuzz::{Robustness, random_positions};
    let drive = |bug: Bug| {
        let tables: Vec<(usize, Options)> = (2..=4).map(|n| (n, options(bug))).collect();
        let positions = random_positions::<Toy>(&tables, 6, 12, 3).expect("the toy sets up");
        Robustness::new(positions)
            .near_json(vec![serde_json::json!([9, 9]), serde_json::json!("play 9")])
            .words(&["play", "roll", "deal", " ", "9", "0", "-1", "x"])
            .invariant(cards_conserved)
    };
    let good = drive(Bug::None);
    assert_eq!(good.positions().len(), 18);
    let notation = good.notation(1).expect("the toy reads notation cleanly");
    assert!(notation.accepted > 0 && notation.applied > 0, "{notation:?}");
    let states = good.state_json(2).expect("the toy reads its state cleanly");
    assert!(states.accepted > 0 && states.accepted < states.inputs, "{states:?}");
    let samples = [
        serde_json::json!({"play": 9}),
        serde_json::json!({"roll": 7}),
        serde_json::json!("deal"),
    ];
    good.action_json(&samples, 3).expect("odd actions are refused cleanly");
    let records = good
        .records((3, &Options::default()), 0..3, 20, |_, _| {})
        .expect("records replay");
    assert!(records.inputs == 120 && records.accepted > 0, "{records:?}");

    // A refused play that takes a card anyway, and a play that loses its card.
    let err = drive(Bug::MutateOnError)
        .notation(1)
        .expect_err("a refusal that changes the game");
    assert!(err.contains("changed the game"), "{err}");
    let err = drive(Bug::LoseCard).notation(1).expect_err("a lost card");
    assert!(err.contains("card"), "{err}");
}

#[test]
fn a_table_refuses_a_player_count_its_description_does_not_list() {
    for players in [0, 1, 5] {
        let refused = Table::<Toy>::new(3, players, Options::default()).expect_err("not 2 to 4");
        assert_eq!(refused.0, format!("Toy (لعبة) is played by 2–4 players, not {players}"));
        let refused = Playouts::<Toy>::new(players, Options::default()).expect_err("not 2 to 4");
        assert_eq!(refused.0, format!("Toy (لعبة) is played by 2–4 players, not {players}"));
    }
    for players in 2..=4 {
        assert!(Table::<Toy>::new(3, players, Options::default()).is_ok(), "{players}");
    }
}
