//! What `majlis sim` counts of Jackar (`src/figures.rs`): how long a game is
//! in cards.

use jackar::{Jackar, Options};
use rules_core::Tally;
use rules_core::figures::Tallied;

/// Every player's action plays a card for its effect, throws a hand (D9) or
/// discards a card (D7); chance (the draw for the dealer, the deals) counts
/// none.
#[test]
fn every_players_action_is_a_card_played_a_hand_thrown_or_a_discard_d7_d9() {
    let (games, actions) =
        Tallied::<Jackar>::played(4, Options::default(), 3..23, 100_000).unwrap_or_else(|e| panic!("{e}"));
    let cards = *games.tally();
    let players = cards.played + cards.throws + cards.discards;
    assert!(cards.played > 50 * 20, "{cards:?}");
    assert!(
        cards.throws > 0 && cards.discards > 0,
        "random games throw and discard: {cards:?}"
    );
    assert!(
        players < actions,
        "chance (deals) counts in the actions, not in the cards: {cards:?}"
    );
    let figures = games.tally().figures(20).expect("figures");
    let per = |n: u64| n as f64 / 20.0;
    let json = |n: u64| serde_json::to_string(&per(n)).expect("a number");
    assert_eq!(
        figures.json().get(),
        format!(
            r#"{{"cards_played_per_game":{},"throws_per_game":{},"discards_per_game":{}}}"#,
            json(cards.played),
            json(cards.throws),
            json(cards.discards)
        )
    );
    assert_eq!(
        figures.lines(),
        [format!(
            "a game is {:.1} cards played on average ({:.1} hands thrown, {:.1} cards discarded)",
            per(cards.played),
            per(cards.throws),
            per(cards.discards)
        )]
    );
}
