//! The state JSON: full states round-trip, the partial form derives the
//! stock, and impossible states are refused with every reason.

use jackar::{Jackar, Options, Phase};
use rules_core::{Game, Seat, Table, rng_from_seed};
use serde_json::{Value, json};

fn graveyard() -> Value {
    json!({"zone": "graveyard", "pos": null})
}

fn track(c: u64) -> Value {
    json!({"zone": "track", "pos": c})
}

fn base(i: u64) -> Value {
    json!({"zone": "base", "pos": i})
}

/// A partial four-player state: seat 0 has a marble on 5 and holds A, 7;
/// seat 2 threw its hand, seat 3 has played one card more than seats 0 and 1.
fn partial() -> Value {
    let g = graveyard();
    json!({
        "players": 4,
        "marbles": [[track(5), g, g, g], [g, g, g, g], [g, g, g, g], [g, g, g, g]],
        "hands": [["A", "7"], ["K", "3"], [], ["2"]],
        "to_move": 0,
    })
}

fn reasons(value: &Value) -> Vec<String> {
    Jackar::load_json(value).expect_err("refused").reasons
}

#[test]
fn full_states_of_random_games_round_trip_exactly() {
    let mut picker = rng_from_seed(3);
    for (players, seed) in [(2, 1), (4, 2), (6, 3)] {
        let mut table = Table::<Jackar>::new(seed, players, Options::default()).expect("a table");
        for _ in 0..40 {
            table.play_random(&mut picker, 7);
            let game = table.game();
            let json = game.state_json();
            assert_eq!(Jackar::load_json(&json).as_ref(), Ok(game), "{json}");
        }
    }
}

#[test]
fn the_full_form_names_every_field() {
    let game = Jackar::load_json(&partial()).expect("loads");
    let json = game.state_json();
    let fields: Vec<&str> = json.as_object().expect("object").keys().map(String::as_str).collect();
    for f in [
        "players",
        "track_len",
        "home",
        "teams",
        "marbles",
        "hands",
        "to_move",
        "leader",
        "phase",
        "options",
        "series",
        "deal",
        "stock",
        "played",
        "last_played",
        "set_aside",
        "winners",
    ] {
        assert!(fields.contains(&f), "{f} missing from {json}");
    }
    assert_eq!(json["home"], json!([0, 19, 38, 57]));
    assert_eq!(json["teams"], json!([[0, 2], [1, 3]]));
    assert_eq!(json["marbles"][0][0], track(5));
    assert_eq!(json["marbles"][0][1], graveyard());
}

#[test]
fn a_partial_state_derives_the_stock_and_defaults() {
    let game = Jackar::load_json(&partial()).expect("loads");
    assert_eq!(game.stock().len(), 52 - 5);
    assert_eq!(game.phase(), Phase::Play);
    assert_eq!(game.to_move(), Some(Seat(0)));
    assert_eq!(game.deal_number(), (0, 0));
    assert!(game.set_aside().is_empty());
    let mut with_played = partial();
    with_played["played"] = json!(["A", "A", "A"]);
    with_played["last_played"] = json!("A");
    let game = Jackar::load_json(&with_played).expect("loads");
    assert_eq!(game.stock().iter().filter(|c| c.symbol() == "A").count(), 0);
    // Six players: two decks.
    let g = graveyard();
    let six = json!({"players": 6, "marbles": vec![vec![g.clone(); 4]; 6], "hands": [["Q"], [], [], [], [], []], "to_move": 0, "leader": 2});
    assert_eq!(Jackar::load_json(&six).expect("six").stock().len(), 103);
}

#[test]
fn impossible_states_are_refused_with_every_reason() {
    let mut v = partial();
    v["marbles"][1][0] = track(5);
    v["marbles"][2][0] = base(1);
    v["marbles"][2][1] = base(1);
    v["marbles"][3][0] = track(76);
    v["hands"][1] = json!(["K", "K", "K", "K", "K"]);
    v["colour"] = json!("red");
    let r = reasons(&v);
    let want = [
        "both on track cell 5",
        "base cell 1",
        "off the board",
        "5 cards K",
        "unknown field \"colour\"",
    ];
    for w in want {
        assert!(r.iter().any(|x| x.contains(w)), "{w:?} not in {r:?}");
    }
}

#[test]
fn d9_d10_hand_sizes_no_deal_can_leave_are_refused() {
    // A deal gives every hand the same number of cards (four players: 4, 4,
    // then 5); each turn spends one card of the seat to act, or a whole hand
    // thrown (D9), seat after seat from the leader (D10).
    let with_hands = |hands: Value, to_move: u64, deal: u64| {
        let mut v = partial();
        v["hands"] = hands;
        v["to_move"] = json!(to_move);
        v["deal"] = json!(deal);
        Jackar::load_json(&v)
    };
    let refused = |hands: Value, to_move: u64, deal: u64| {
        with_hands(hands.clone(), to_move, deal)
            .expect_err(&format!("{hands} with seat {to_move} to act in deal {deal}"))
            .reasons
            .join("; ")
    };
    let eight = json!([
        ["A", "7", "3", "3", "4", "4", "5", "5"],
        [],
        ["6", "6", "8", "8"],
        ["9", "9", "J", "J"]
    ]);
    let r = refused(eight, 0, 0);
    assert!(
        r.contains("seat 0 holds 8 cards, but deal 0 of 4 players gives 4 a hand")
            && r.contains("hand sizes [8, 0, 4, 4] cannot follow a deal with seat 0 to act"),
        "{r}"
    );
    // Seat 1, after the seat to act, holds more than it.
    let r = refused(json!([["A"], ["K", "3"], ["2"], ["2"]]), 0, 0);
    assert!(r.contains("hand sizes [1, 2, 1, 1]"), "{r}");
    // Two cards apart.
    let r = refused(json!([["A", "7", "Q"], ["K"], [], []]), 0, 1);
    assert!(r.contains("hand sizes [3, 1, 0, 0]"), "{r}");
    // Seat 3 has not played yet this round of turns, but seat 2 before it has.
    let r = refused(json!([["A", "7"], ["K", "3"], ["2"], ["4", "5"]]), 0, 0);
    assert!(r.contains("hand sizes [2, 2, 1, 2]"), "{r}");
    // What a deal can leave loads: all as dealt; some played; some thrown;
    // five cards in the last deal.
    for (hands, to_move, deal) in [
        (
            json!([
                ["A", "7", "2", "3"],
                ["K", "3", "4", "5"],
                ["6", "8", "9", "J"],
                ["Q", "Q", "10", "10"]
            ]),
            0,
            0,
        ),
        (json!([["A", "7"], ["K"], ["2"], ["4", "5"]]), 3, 1),
        (json!([["A"], [], ["2", "3"], []]), 2, 0),
        (json!([["A", "7", "2", "3", "4"], ["K", "3", "4", "5"], [], []]), 0, 2),
    ] {
        let loaded = with_hands(hands.clone(), to_move, deal);
        assert!(
            loaded.is_ok(),
            "{hands} with seat {to_move} to act in deal {deal}: {loaded:?}"
        );
    }
}

/// A change made to a good state.
type Change = fn(&mut Value);

#[test]
fn each_refusal_names_its_reason() {
    let cases: Vec<(Change, &str)> = vec![
        (|v| v["players"] = json!(3), "players must be 2, 4 or 6"),
        (|v| v["to_move"] = json!(4), "to_move must be a seat"),
        (|v| v["to_move"] = json!(2), "holds no card"),
        (
            |v| {
                v["to_move"] = Value::Null;
                v["phase"] = json!("play");
            },
            "must name the seat",
        ),
        (
            |v| v["to_move"] = Value::Null,
            "a deal is due only when every hand is empty",
        ),
        (|v| v["hands"][0] = json!(["Z"]), "not a card"),
        (|v| v["hands"] = json!([[], []]), "must list 4 hands"),
        (|v| v["marbles"][0] = json!([]), "four places"),
        (
            |v| v["marbles"][0][1] = json!({"zone": "moon", "pos": 1}),
            "zone must be",
        ),
        (
            |v| v["marbles"][0][1] = json!({"zone": "base", "pos": 4}),
            "not a base cell",
        ),
        (
            |v| v["marbles"][0][1] = json!({"zone": "graveyard", "pos": 3}),
            "pos null",
        ),
        (|v| v["set_aside"] = json!(["2"]), "set_aside holds 1"),
        (|v| v["stock"] = json!(["2"]), "in hands, stock, played and set_aside"),
        (|v| v["phase"] = json!("deal"), "every hand is empty"),
        (|v| v["phase"] = json!("over"), "no team has all its marbles"),
        (|v| v["phase"] = json!("sleep"), "phase must be"),
        (|v| v["track_len"] = json!(114), "track_len"),
        (|v| v["home"] = json!([0, 1, 2, 3]), "home"),
        (|v| v["deal"] = json!(3), "past the series"),
        (|v| v["last_played"] = json!("Q"), "not among the played"),
        (|v| v["options"] = json!({"passing": "never"}), "bad options"),
        (|v| v["leader"] = json!(-1), "leader must be a seat"),
        (|v| v["winners"] = json!([0]), "do not match"),
    ];
    for (change, why) in cases {
        let mut v = partial();
        v["leader"] = json!(0);
        change(&mut v);
        let r = reasons(&v);
        assert!(r.iter().any(|x| x.contains(why)), "{why:?} not in {r:?}");
    }
    assert!(reasons(&json!([1, 2]))[0].contains("JSON object"));
    // Without a leader the seat to move leads; a deal needs its dealer.
    assert_eq!(Jackar::load_json(&partial()).expect("loads").leader(), Some(Seat(0)));
    let mut deal = partial();
    deal["hands"] = json!([[], [], [], []]);
    deal["to_move"] = Value::Null;
    deal["phase"] = json!("deal");
    assert!(
        reasons(&deal)
            .iter()
            .any(|x| x.contains("leader (the dealer) must be named"))
    );
    deal["leader"] = json!(1);
    assert_eq!(Jackar::load_json(&deal).expect("a deal is due").phase(), Phase::Deal);
}

#[test]
fn a_won_state_loads_as_over() {
    let g = graveyard();
    let home = json!([base(0), base(1), base(2), base(3)]);
    let v = json!({
        "players": 2,
        "marbles": [home, [g.clone(), g.clone(), g.clone(), g]],
        "hands": [[], []],
        "to_move": null,
        "leader": 1,
    });
    let game = Jackar::load_json(&v).expect("over");
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.outcome().map(|o| o.winners), Some(vec![Seat(0)]));
}

#[test]
fn the_documented_examples_load() {
    // The JSON blocks of `docs/state.md`.
    let examples = rules_core::conformance::json_blocks(include_str!("../docs/state.md"));
    assert_eq!(examples.len(), 2);
    let full = Jackar::load_json(&examples[0]).expect("the full example");
    assert_eq!(
        full.state_json(),
        examples[0],
        "the full example is what state_json writes"
    );
    assert_eq!(full.to_move(), Some(Seat(2)));
    let partial = Jackar::load_json(&examples[1]).expect("the partial example");
    assert_eq!(partial.stock().len(), 52 - 4);
    assert_eq!(partial.phase(), Phase::Play);
    let back = Jackar::load_json(&partial.state_json()).expect("loads back");
    assert_eq!(back, partial);
}
