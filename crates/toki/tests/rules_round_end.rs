//! `rules/toki.md`, *End of a round*: the first box all face up and one more
//! turn for every other seat; the bank running out (D5, D8) and its second
//! running out ending the round (D7); the hidden cards turned up and every
//! box scored; five rounds and the winner.

mod support;

use rules_core::{Game, Outcome, PerSeat, Seat, ToAct};
use serde_json::{Value, json};
use support::{cell, legal, load, num, play, position_json};
use toki::{Action, Event, Options, Phase, Pile, RoundEnd, Toki};

/// A partial position with only `bank` cards left in the bank: the others go
/// under the discard pile (whose top stays the given top).
fn with_bank_of(json: Value, bank: usize) -> Toki {
    let mut full = load(json).state_json();
    let all: Vec<Value> = full["bank"].as_array().expect("a bank").clone();
    let (under, kept) = all.split_at(all.len() - bank);
    let mut discard = under.to_vec();
    discard.extend(full["discard"].as_array().expect("a discard pile").iter().cloned());
    full["bank"] = Value::Array(kept.to_vec());
    full["discard"] = Value::Array(discard);
    load(full)
}

const ONE_LEFT: &str = "4 3 12 9 / 4 9 10 11?";
const TWO: &str = "1 1? 2? 2? / 6 6? 8? 8?";
const THREE: &str = "0 5? 5? 7? / 3 2? 2? 7?";

#[test]
fn the_first_box_all_face_up_gives_every_other_seat_exactly_one_more_turn() {
    let mut game = support::position(&[ONE_LEFT, TWO, THREE], &["5"], 0, Some("7 bank"));
    let events = play(&mut game, "c8");
    assert!(
        events.contains(&Event::BoxUp { seat: Seat(0) }),
        "by rule c, as by any rule"
    );
    assert_eq!(game.ender(), Some(Seat(0)));
    for seat in [1, 2] {
        assert_eq!(game.to_act(), ToAct::Seat(Seat(seat)), "seat {seat}'s last turn");
        play(&mut game, "take bank");
        play(&mut game, "a1");
    }
    assert_eq!(game.phase(), Phase::Deal, "the round is over before seat 0 plays again");
    assert_eq!((game.round(), game.rounds_scored()), (2, 1));
    assert_eq!(game.to_act(), ToAct::Chance, "the next round's deal");
}

#[test]
fn a_box_all_face_up_in_the_last_turns_does_not_lengthen_them() {
    let mut game = support::position(&[ONE_LEFT, TWO, "4 3 12 9 / 4 9 10 11?"], &["5"], 0, Some("7 bank"));
    play(&mut game, "c8");
    play(&mut game, "take bank");
    play(&mut game, "a1");
    play(&mut game, "take discard");
    let events = play(&mut game, "b8");
    assert!(
        !events.iter().any(|e| matches!(e, Event::BoxUp { .. })),
        "only the first ends it"
    );
    assert!(events.contains(&Event::RoundEnded {
        round: 1,
        why: RoundEnd::LastTurns
    }));
}

#[test]
fn d5_d8_the_bank_runs_out_when_its_last_card_is_taken_and_is_reshuffled_after_the_turn() {
    let mut game = with_bank_of(position_json(&[TWO, THREE], &["9"], 0, None), 1);
    let discards_before = game.discard().len();
    let events = play(&mut game, "take bank");
    assert!(
        events.contains(&Event::BankRanOut { times: 1 }),
        "D8: at the moment its last card is taken"
    );
    assert_eq!((game.bank_emptied(), game.bank().len()), (1, 0));
    assert_eq!(game.phase(), Phase::Place, "the turn is played to its end");
    let placed = game.legal_actions()[0];
    game.apply(&placed).expect("legal");
    assert_eq!(game.phase(), Phase::Reshuffle, "then the reshuffle (D5)");
    assert_eq!(game.to_act(), ToAct::Chance);
    let top = *game.discard().last().expect("a top card");
    let events = game.apply(&Action::Reshuffle(5)).expect("the reshuffle");
    assert_eq!(game.discard(), [top], "the discard pile but its top card…");
    assert_eq!(
        game.bank().len(),
        discards_before,
        "…is the new bank (with the card discarded this turn)"
    );
    assert_eq!(events, [Event::Reshuffled { bank: discards_before }]);
    assert_eq!(game.bank_emptied(), 1, "that counts as one running out");
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)), "and the next seat plays");
    let mut other = with_bank_of(position_json(&[TWO, THREE], &["9"], 0, None), 1);
    play(&mut other, "take bank");
    other.apply(&placed).expect("legal");
    other.apply(&Action::Reshuffle(6)).expect("the reshuffle");
    assert_ne!(other.bank(), game.bank(), "the seed decides the order");
}

#[test]
fn d7_the_banks_second_running_out_ends_the_round_at_the_end_of_that_turn() {
    let mut json = position_json(&[TWO, THREE], &["9"], 0, None);
    json["bank_emptied"] = json!(1);
    let mut game = with_bank_of(json, 1);
    let events = play(&mut game, "take bank");
    assert!(events.contains(&Event::BankRanOut { times: 2 }));
    assert_eq!(game.phase(), Phase::Place, "the turn is played to its end");
    let events = play(&mut game, "a1");
    assert!(
        events.contains(&Event::RoundEnded {
            round: 1,
            why: RoundEnd::BankTwice
        }),
        "no box is all face up, yet the round ends: {events:?}"
    );
    let revealed = events.iter().filter(|e| matches!(e, Event::Revealed { .. })).count();
    assert_eq!(revealed, 12, "every face-down card turned up");
    assert_eq!(game.phase(), Phase::Deal);
}

/// Players who never turn their last card up: always the bank's card, rule
/// c while two or more are hidden, and the last one kept. Without D7 such a
/// round never ends (nobody's box is ever all face up); with it, it ends
/// when the bank runs out a second time. Six players: the bank (108 − 48 − 1
/// = 59 cards) runs out twice in about 120 turns, before every player has
/// played 30 (180 turns, D10); with fewer players D10 comes first.
#[test]
fn d7_ends_the_round_of_players_who_keep_their_last_card_hidden_for_ever() {
    for seed in 0..20 {
        let mut game = Toki::new_game(6, &Options::default()).expect("six");
        game.apply(&Action::Deal(seed)).expect("the deal");
        for _ in 0..6 {
            play(&mut game, "open 1 5");
        }
        if game.phase() == Phase::Starter {
            let first = game.tied()[0];
            game.apply(&Action::Starts(first)).expect("a tied seat");
        }
        let mut turns = 0;
        let ended = loop {
            match game.phase() {
                Phase::Take => {
                    game.apply(&Action::Take(Pile::Bank)).expect("take");
                    turns += 1;
                }
                Phase::Place => {
                    let legal = game.legal_actions();
                    let keep = legal
                        .iter()
                        .find(|a| matches!(a, Action::Keep))
                        .or_else(|| legal.iter().find(|a| matches!(a, Action::C(_))))
                        .copied();
                    let events = game.apply(&keep.expect("c or keep")).expect("legal");
                    if let Some(Event::RoundEnded { why, .. }) =
                        events.iter().find(|e| matches!(e, Event::RoundEnded { .. }))
                    {
                        break *why;
                    }
                    assert!(
                        !events.iter().any(|e| matches!(e, Event::BoxUp { .. })),
                        "nobody's box goes all face up"
                    );
                }
                Phase::Reshuffle => {
                    game.apply(&Action::Reshuffle(seed)).expect("reshuffle");
                }
                other => panic!("seed {seed}: phase {other:?} mid-round"),
            }
            assert!(turns < 1000, "seed {seed}: the round did not end");
        };
        assert_eq!(ended, RoundEnd::BankTwice, "seed {seed}");
        // The bank: 59 cards, then the discard pile but its top.
        assert!(turns > 59 && turns < 180, "seed {seed}: {turns} turns");
    }
}

#[test]
fn at_the_round_end_the_hidden_cards_are_turned_up_one_by_one_and_every_box_is_scored() {
    let mut game = support::position(&[ONE_LEFT, TWO], &["5"], 0, Some("7 bank"));
    play(&mut game, "c8");
    play(&mut game, "take discard"); // the 7 seat 0 discarded
    let events = play(&mut game, "a1");
    let revealed: Vec<(Seat, u8)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Revealed { seat, cell, .. } => Some((*seat, cell.number())),
            _ => None,
        })
        .collect();
    assert_eq!(
        revealed,
        [
            (Seat(1), 2),
            (Seat(1), 3),
            (Seat(1), 4),
            (Seat(1), 6),
            (Seat(1), 7),
            (Seat(1), 8)
        ],
        "seat by seat, cell by cell"
    );
    let scored: Vec<(Seat, i32)> = events
        .iter()
        .filter_map(|e| match e {
            Event::Scored { seat, score, .. } => Some((*seat, score.points)),
            _ => None,
        })
        .collect();
    // Seat 0: 4|4 a pair, 3+9, 12+10, 9+11 → 54. Seat 1 (the 7 in cell 1
    // now): 7+6, 1+6, 2+8, 2+8 → 40.
    assert_eq!(scored, [(Seat(0), 54), (Seat(1), 40)]);
    assert_eq!(game.scores(), [vec![54], vec![40]]);
    let b = game.player_box(Seat(1)).expect("dealt");
    assert!(b.all_up(), "every card face up after the round");
    assert_eq!(b.card(cell(2)), num(1));
}

#[test]
fn after_five_rounds_the_lowest_total_wins_and_equal_lowest_totals_share_the_win() {
    let mut json = position_json(&[ONE_LEFT, TWO, THREE], &["5"], 0, Some("7 bank"));
    json["round"] = json!(5);
    json["scores"] = json!([[10, 10, 10, 10], [20, 5, 5, 14], [0, 0, 0, 0]]);
    let mut game = load(json);
    play(&mut game, "c8"); // seat 0: 54 this round
    play(&mut game, "take bank");
    play(&mut game, "b2"); // seat 1
    play(&mut game, "take bank");
    let events = play(&mut game, "b2"); // seat 2
    assert_eq!(game.phase(), Phase::Over);
    assert_eq!(game.to_act(), ToAct::Over);
    assert!(game.legal_actions().is_empty());
    let totals = game.totals();
    let Some(Event::GameOver { winners, .. }) = events.last() else {
        panic!("the game's end: {events:?}");
    };
    let best = *totals.iter().min().expect("totals");
    let expected: Vec<Seat> = Seat::all(3).filter(|s| totals[s.index()] == best).collect();
    assert_eq!(*winners, expected);
    assert_eq!(
        game.outcome(),
        Some(Outcome {
            scores: PerSeat::from_vec(totals.clone()),
            winners: expected
        })
    );
    // Equal lowest totals share the win.
    let mut json = game.state_json();
    json["scores"] = json!([[10, 10, 10, 10, 10], [20, 5, 5, 10, 10], [0, 0, 0, 0, 60]]);
    json["totals"] = Value::Null;
    json["winners"] = Value::Null;
    let tied = load(json);
    assert_eq!(tied.winners(), [Seat(0), Seat(1)], "50 and 50");
    assert_eq!(
        tied.outcome().map(|o| o.scores),
        Some(PerSeat::from_vec(vec![50, 50, 60]))
    );
    assert!(legal(&tied).is_empty());
}

/// D10: players who only ever take from the discard pile, and put each card
/// in place of a face-up one (rule a), never run the bank out and never turn
/// a box all face up: without D10 the round would never end. It ends at the
/// end of the turn in which every player has played 30 turns — the last
/// seat in turn order, the one before the starter, playing its 30th — and
/// then the hidden cards are turned up and every box scored, as in D7.
#[test]
fn d10_a_round_of_discard_takes_only_ends_when_every_player_has_played_30_turns() {
    for (players, seed) in [(2, 0), (3, 7), (5, 11)] {
        let mut game = Toki::new_game(players, &Options::default()).expect("a table");
        game.apply(&Action::Deal(seed)).expect("the deal");
        for _ in 0..players {
            play(&mut game, "open 1 5");
        }
        if game.phase() == Phase::Starter {
            let first = game.tied()[0];
            game.apply(&Action::Starts(first)).expect("a tied seat");
        }
        let starter = game.to_move().expect("a seat starts");
        let last = Seat::new((starter.index() + players - 1) % players);
        let mut turns_by_seat = vec![0u16; players];
        let limit = 30 * players;
        for turn in 1..=limit {
            let seat = game.to_move().expect("a seat is to take");
            assert_eq!(game.phase(), Phase::Take, "{players} players, turn {turn}");
            assert_eq!(usize::from(game.round_turns()), turn - 1);
            play(&mut game, "take discard");
            let a = game
                .legal_actions()
                .into_iter()
                .find(|a| matches!(a, Action::A(_)))
                .expect("a face-up card to replace");
            let events = game.apply(&a).expect("legal");
            turns_by_seat[seat.index()] += 1;
            let ended = events.iter().find_map(|e| match e {
                Event::RoundEnded { round, why } => Some((*round, *why)),
                _ => None,
            });
            if turn < limit {
                assert_eq!(
                    ended, None,
                    "{players} players: not before every player's 30th turn ({turn})"
                );
                continue;
            }
            assert_eq!(ended, Some((1, RoundEnd::TurnLimit)), "{players} players");
            assert_eq!(seat, last, "the last seat in turn order plays the last turn");
            assert_eq!(turns_by_seat, vec![30; players], "every player played 30 turns");
            // As in D7: every hidden card turned up, every box scored.
            let revealed = events.iter().filter(|e| matches!(e, Event::Revealed { .. })).count();
            assert_eq!(
                revealed,
                6 * players,
                "two cards of each box were turned up at the opening"
            );
            let scored = events.iter().filter(|e| matches!(e, Event::Scored { .. })).count();
            assert_eq!(scored, players);
            assert_eq!(
                (game.bank_emptied(), game.round_turns()),
                (0, 0),
                "the bank was never drawn from"
            );
            assert_eq!((game.phase(), game.round(), game.rounds_scored()), (Phase::Deal, 2, 1));
        }
    }
}
