//! One test (or more) per rule of `rules/shesh-besh.md`, named after the rule or
//! its mark (D1-D4). Positions are loaded from state JSON; points in the helpers
//! are each seat's own (its home board is 1-6), 25 meaning its bar.

use rules_core::{Game, RuleError, Seat, ToAct};
use serde_json::{Value, json};
use shesh_besh::notation::Unread;
use shesh_besh::{Action, Event, Opening, Options, Phase, Place, SheshBesh, Step, WinKind};

const WHITE: Seat = Seat(0);
const BLACK: Seat = Seat(1);

/// A state JSON: `white` and `black` as (own point, count), 25 for the bar; the
/// rest of each side's 15 is borne off.
fn state(white: &[(u8, u8)], black: &[(u8, u8)], to_move: u8, dice: (u8, u8)) -> Value {
    let mut board = [0i64; 24];
    let mut bar = [0u8; 2];
    let mut off = [15u8; 2];
    for (seat, side) in [white, black].into_iter().enumerate() {
        for &(p, n) in side {
            off[seat] -= n;
            if p == 25 {
                bar[seat] += n;
            } else if seat == 0 {
                board[usize::from(p) - 1] += i64::from(n);
            } else {
                board[24 - usize::from(p)] -= i64::from(n);
            }
        }
    }
    json!({"board": board, "bar": bar, "off": off, "to_move": to_move, "dice": [dice.0, dice.1]})
}

fn pos(white: &[(u8, u8)], black: &[(u8, u8)], to_move: u8, dice: (u8, u8)) -> SheshBesh {
    let value = state(white, black, to_move, dice);
    SheshBesh::load_json(&value).unwrap_or_else(|e| panic!("{value}: {e}"))
}

fn step(from: u8, to: u8) -> Step {
    let place = |p: u8| match p {
        25 => Place::Bar,
        0 => Place::Off,
        p => Place::Point(p),
    };
    Step::new(place(from), place(to))
}

fn notations(game: &SheshBesh) -> Vec<String> {
    game.legal_actions().iter().map(|a| game.notation(a)).collect()
}

fn play(game: &mut SheshBesh, text: &str) -> Vec<Event> {
    let action = game.parse_notation(text).unwrap_or_else(|e| panic!("{text}: {e}"));
    game.apply(&action).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn new_game(options: Options) -> SheshBesh {
    SheshBesh::new_game(2, &options).expect("two players")
}

// ---- Setup ----------------------------------------------------------------

#[test]
fn setup_is_the_standard_start_with_167_pips_each() {
    let game = new_game(Options::default());
    for seat in [WHITE, BLACK] {
        assert_eq!(game.pip_count(seat), 167);
        assert_eq!((game.bar(seat), game.off(seat)), (0, 0));
        for (point, n) in [(24, 2), (13, 5), (8, 3), (6, 5)] {
            assert_eq!(game.checkers_on(seat, point), n, "{seat} point {point}");
        }
    }
    let board = game.board();
    assert_eq!(
        (board[23], board[12], board[7], board[5]),
        (2, 5, 3, 5),
        "White's points from its side"
    );
    assert_eq!((board[0], board[11], board[16], board[18]), (-2, -5, -3, -5));
    assert_eq!(board[shesh_besh::board_index(BLACK, 6)], -5);
    let refused = rules_core::Table::<SheshBesh>::new(0, 3, Options::default()).expect_err("two players only");
    assert_eq!(refused.0, "Shesh-Besh (שש בש) is played by 2 players, not 3");
}

// ---- D1: the opening roll ----------------------------------------------------

#[test]
fn d1_the_higher_opening_die_starts_and_plays_both_dice() {
    let mut game = new_game(Options::default());
    assert_eq!(game.to_act(), ToAct::Chance);
    let outcomes = game
        .chance_outcomes()
        .and_then(|o| o.listed())
        .expect("the opening roll lists its outcomes");
    assert_eq!(outcomes.len(), 36, "one die each, in order: White's, Black's");
    assert!(outcomes.iter().all(|(_, w)| *w == 1));
    assert_eq!(outcomes[1].0, Action::OpeningRoll { white: 1, black: 2 });
    let events = game.apply(&"opening 2-5".parse().expect("notation")).expect("legal");
    assert_eq!(
        events,
        vec![Event::OpeningRolled {
            white: 2,
            black: 5,
            starter: Some(BLACK)
        }]
    );
    assert_eq!(game.to_act(), ToAct::Seat(BLACK));
    assert_eq!(game.dice(), Some((5, 2)), "Black plays the opening dice, higher first");
    assert_eq!(game.mover(), Some(BLACK));
}

#[test]
fn d1_equal_opening_dice_are_rolled_again() {
    let mut game = new_game(Options::default());
    let events = game.apply(&Action::OpeningRoll { white: 4, black: 4 }).expect("legal");
    assert_eq!(
        events,
        vec![Event::OpeningRolled {
            white: 4,
            black: 4,
            starter: None
        }]
    );
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.phase(), Phase::Opening);
    game.apply(&Action::OpeningRoll { white: 6, black: 1 }).expect("legal");
    assert_eq!(game.to_act(), ToAct::Seat(WHITE));
}

#[test]
fn d1_option_reroll_the_winner_of_the_opening_rolls_again() {
    let mut game = new_game(Options {
        opening: Opening::Reroll,
        match_to: 1,
        cube: false,
    });
    game.apply(&Action::OpeningRoll { white: 5, black: 2 }).expect("legal");
    assert_eq!(game.to_act(), ToAct::Chance, "White rolls again");
    assert_eq!((game.mover(), game.dice()), (Some(WHITE), None));
    let rolls = game
        .chance_outcomes()
        .and_then(|o| o.listed())
        .expect("a roll lists its outcomes");
    assert_eq!(rolls.len(), 21);
    assert_eq!(
        rolls[1],
        (Action::Roll(2, 1), 2),
        "higher first, a mixed roll twice as likely"
    );
    assert_eq!(rolls.iter().map(|(_, w)| w).sum::<u32>(), 36);
    let events = play(&mut game, "roll 1-6");
    assert_eq!(
        events,
        vec![Event::Rolled {
            seat: WHITE,
            dice: (6, 1)
        }]
    );
    assert_eq!(game.to_act(), ToAct::Seat(WHITE));
}

#[test]
fn chance_and_players_act_only_in_their_turn() {
    let mut game = new_game(Options::default());
    let before = game.clone();
    assert_eq!(game.apply(&Action::PASS), Err(RuleError::ChanceToAct));
    assert!(matches!(
        game.apply(&Action::Roll(6, 5)),
        Err(RuleError::Illegal { .. })
    ));
    assert!(matches!(
        game.apply(&Action::OpeningRoll { white: 7, black: 1 }),
        Err(RuleError::Illegal { .. })
    ));
    assert_eq!(game, before, "refused actions change nothing");
    game.apply(&Action::OpeningRoll { white: 3, black: 1 }).expect("legal");
    assert_eq!(
        game.apply(&Action::Roll(2, 2)),
        Err(RuleError::NotChance("roll 2-2".into()))
    );
}

// ---- Rules 1-6: a turn ---------------------------------------------------------

#[test]
fn rule_2_each_die_moves_one_checker_that_many_points() {
    let mut game = new_game(Options::default());
    game.apply(&Action::OpeningRoll { white: 3, black: 1 }).expect("legal");
    let first = game.legal_steps(&[]);
    for s in [
        step(24, 21),
        step(24, 23),
        step(13, 10),
        step(8, 5),
        step(8, 7),
        step(6, 5),
        step(6, 3),
    ] {
        assert!(first.contains(&s), "{s} is a first step with 3-1");
    }
    assert!(!first.contains(&step(13, 9)), "4 is not a die");
    assert!(!first.contains(&step(13, 12)), "Black holds White's 12 (its 13)");
    assert_eq!(first.len(), 7);
    let after = game.legal_steps(&[step(8, 5)]);
    assert!(
        after.contains(&step(6, 5)) && !after.contains(&step(6, 3)),
        "the 1 is left"
    );
    assert_eq!(
        game.legal_steps(&[step(8, 5), step(6, 5)]),
        Vec::<Step>::new(),
        "complete"
    );
}

#[test]
fn rule_4_a_point_held_by_two_or_more_blocks_but_can_be_passed_over() {
    // White on 13 with 6-1; Black holds White's 7 (its 18) and White's 12 (its 13).
    let game = pos(&[(13, 1), (1, 14)], &[(18, 2), (13, 2)], 0, (6, 1));
    let first = game.legal_steps(&[]);
    assert!(!first.contains(&step(13, 7)), "the 7-point is held");
    assert!(!first.contains(&step(13, 12)), "the 12-point is held");
    assert_eq!(
        notations(&game),
        vec!["pass".to_string()],
        "nothing else can move (1-point, not all home)"
    );
    // With 5-1 the checker jumps the held 12 and lands on 8, then 7 is held: 13/8 only.
    let game = pos(&[(13, 1), (1, 14)], &[(18, 2), (13, 2)], 0, (5, 1));
    assert_eq!(notations(&game), vec!["13/8".to_string()]);
}

#[test]
fn rule_3_and_5_landing_on_a_blot_hits_it_to_the_bar() {
    // Black's blot on its 20, White's 5: White hits it with 8/5.
    let mut game = pos(&[(8, 1), (6, 14)], &[(20, 1), (24, 14)], 0, (3, 1));
    let action = game
        .legal_actions()
        .into_iter()
        .find(|a| a.steps().contains(&step(8, 5)))
        .expect("8/5 is part of a legal turn");
    let text = game.notation(&action);
    assert!(text.contains("8/5*"), "the hit is marked: {text}");
    let events = game.apply(&action).expect("legal");
    assert!(events.contains(&Event::Moved {
        seat: WHITE,
        step: step(8, 5),
        hit: true
    }));
    assert_eq!(game.bar(BLACK), 1);
    assert!(game.board()[4] > 0, "White holds its 5-point now");
}

#[test]
fn rule_5_nothing_moves_while_a_checker_is_on_the_bar() {
    // White on the bar with 6-3; it enters on 25-6 = 19 or 25-3 = 22.
    let game = pos(&[(25, 1), (13, 14)], &[(24, 15)], 0, (6, 3));
    let first = game.legal_steps(&[]);
    assert_eq!(first, vec![step(25, 19), step(25, 22)]);
    // Once in, the other die may move anything.
    let next = game.legal_steps(&[step(25, 22)]);
    assert!(next.contains(&step(13, 7)) && next.contains(&step(22, 16)));
    // Two on the bar and a 6-3: both enter, nothing else moves.
    let game = pos(&[(25, 2), (13, 13)], &[(24, 15)], 0, (6, 3));
    assert_eq!(notations(&game), vec!["bar/19 bar/22".to_string()]);
}

#[test]
fn rule_5_entry_points_blocked_lose_the_turn() {
    // Black holds its 6 and 3 points (White's 19 and 22): 6-3 cannot enter.
    let mut game = pos(&[(25, 1), (13, 14)], &[(6, 3), (3, 3), (24, 9)], 0, (6, 3));
    assert_eq!(game.legal_actions(), vec![Action::PASS]);
    assert_eq!(
        game.apply(&Action::PASS).expect("legal"),
        vec![Event::Passed { seat: WHITE }]
    );
    assert_eq!(game.to_act(), ToAct::Chance, "Black rolls next");
    assert_eq!(game.mover(), Some(BLACK));
}

#[test]
fn rule_6_one_checker_may_hit_several_blots_in_one_turn() {
    // Black blots on White's 20, 16 and 12 (Black's 5, 9, 13); White rolls 4-4.
    let mut game = pos(&[(24, 1), (6, 14)], &[(5, 1), (9, 1), (13, 1), (24, 12)], 0, (4, 4));
    let action = game.parse_notation("24/20/16/12/8").expect("one checker, four steps");
    assert_eq!(game.notation(&action), "24/20* 20/16* 16/12* 12/8");
    game.apply(&action).expect("legal");
    assert_eq!(game.bar(BLACK), 3);
}

// ---- Rule 7: dice usage --------------------------------------------------------

#[test]
fn rule_7_both_dice_must_be_used_when_some_sequence_uses_both() {
    // 6-5. 8/2 alone leaves no 5 (24/19 held, 2/off not allowed while 24 is out),
    // but 24/18 8/3 uses both: that is the only legal turn.
    let mut game = pos(&[(24, 1), (8, 1), (1, 13)], &[(6, 2), (12, 2)], 0, (6, 5));
    assert_eq!(notations(&game), vec!["24/18 8/3".to_string()]);
    let before = game.clone();
    let err = game
        .apply(&"8/2".parse().expect("notation"))
        .expect_err("one die is not enough");
    let RuleError::Illegal { reason, .. } = err else {
        panic!("illegal")
    };
    assert!(reason.contains("rule 7"), "{reason}");
    assert_eq!(game, before);
}

#[test]
fn rule_7_if_only_one_die_can_be_used_it_must_be_the_larger() {
    // 6-3 with one checker on 24; Black holds White's 15 (its 10): 24/18 or
    // 24/21 but never both. The 6 must be played.
    let game = pos(&[(24, 1), (1, 14)], &[(10, 2)], 0, (6, 3));
    assert_eq!(notations(&game), vec!["24/18".to_string()]);
    // With White's 18 held as well (Black's 7), only the 3 can be played.
    let game = pos(&[(24, 1), (1, 14)], &[(10, 2), (7, 2)], 0, (6, 3));
    assert_eq!(notations(&game), vec!["24/21".to_string()]);
}

#[test]
fn rule_7_no_usable_die_means_the_only_action_is_a_pass() {
    let game = pos(&[(24, 1), (1, 14)], &[(10, 2), (7, 2), (4, 2)], 0, (6, 3));
    assert_eq!(game.legal_actions(), vec![Action::PASS]);
    assert_eq!(game.notation(&Action::PASS), "pass");
    assert_eq!(game.turn_for(&[]), Some(Action::PASS));
}

#[test]
fn rule_1_a_double_gives_four_moves_or_as_many_as_possible() {
    let mut game = new_game(Options::default());
    game.apply(&Action::OpeningRoll { white: 3, black: 1 }).expect("legal");
    play(&mut game, "8/5 6/5");
    play(&mut game, "roll 3-3");
    assert!(game.legal_actions().iter().all(|a| a.steps().len() == 4));
    // Only three of four can be played: a lone checker on 24, White's 12 held.
    let game = pos(&[(24, 1), (1, 14)], &[(13, 2)], 0, (3, 3));
    assert_eq!(notations(&game), vec!["24/21 21/18 18/15".to_string()]);
}

// ---- Rule 8: bearing off -------------------------------------------------------

#[test]
fn rule_8_bearing_off_only_when_all_fifteen_are_home() {
    let game = pos(&[(7, 1), (4, 14)], &[(1, 15)], 0, (4, 3));
    assert!(!game.legal_steps(&[]).contains(&step(4, 0)), "the 7 is out");
    assert!(game.legal_steps(&[step(7, 4)]).contains(&step(4, 0)), "once it is home");
}

#[test]
fn rule_8_a_higher_die_bears_off_from_the_highest_point_only() {
    // 6-5 with checkers on 3 and 2: both off.
    let game = pos(&[(3, 1), (2, 1)], &[(1, 15)], 0, (6, 5));
    assert_eq!(notations(&game), vec!["3/off 2/off".to_string()]);
    // A 6 with checkers on 5 and 2 bears off the 5, never the 2.
    let game = pos(&[(5, 1), (2, 1)], &[(1, 15)], 0, (6, 1));
    let first = game.legal_steps(&[]);
    assert!(first.contains(&step(5, 0)) && !first.contains(&step(2, 0)), "{first:?}");
}

#[test]
fn rule_8_a_checker_may_move_inside_the_home_board_instead() {
    let game = pos(&[(6, 2), (2, 1)], &[(1, 15)], 0, (2, 1));
    // 2-1 with two on 6 and one on 2, by hand: the 2 plays 6/4 or 2/off; then
    // the 1 plays 6/5, 4/3 or 2/1 (after 6/4), or 6/5 (after 2/off: nothing on
    // the 1-point and the 6 is higher). The 1 first adds no new position. So
    // four turns, two of them moving inside the home board only.
    let all = notations(&game);
    assert_eq!(all, vec!["6/4 6/5", "6/4 4/3", "6/4 2/1", "2/off 6/5"], "{all:?}");
}

// ---- Scoring -------------------------------------------------------------------

fn last_checker_off(black: &[(u8, u8)]) -> (SheshBesh, Vec<Event>) {
    let mut game = pos(&[(1, 1)], black, 0, (2, 1));
    let events = play(&mut game, "1/off");
    (game, events)
}

#[test]
fn scoring_plain_win_is_one_point() {
    let (game, events) = last_checker_off(&[(3, 10)]);
    assert_eq!(game.last_game(), Some((WHITE, WinKind::Plain)));
    assert!(events.contains(&Event::GameWon {
        winner: WHITE,
        kind: WinKind::Plain,
        points: 1,
        score: [1, 0]
    }));
    assert!(events.contains(&Event::MatchWon {
        winner: WHITE,
        score: [1, 0]
    }));
    assert_eq!(game.to_act(), ToAct::Over);
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.winners, vec![WHITE]);
    assert_eq!(outcome.scores.as_slice(), &[1, 0]);
    assert!(game.legal_actions().is_empty());
    assert_eq!(game.clone().apply(&Action::PASS), Err(RuleError::GameOver));
}

#[test]
fn scoring_mars_the_loser_bore_off_nothing_two_points() {
    let (game, _) = last_checker_off(&[(6, 10), (12, 5)]);
    assert_eq!(game.last_game(), Some((WHITE, WinKind::Mars)));
    assert_eq!(game.score(), [2, 0]);
}

#[test]
fn scoring_turkish_mars_a_checker_in_the_winners_home_three_points() {
    // Black's 19-24 are White's home board.
    let (game, _) = last_checker_off(&[(6, 14), (19, 1)]);
    assert_eq!(game.last_game(), Some((WHITE, WinKind::TurkishMars)));
    assert_eq!(game.score(), [3, 0]);
}

#[test]
fn d2_a_checker_on_the_bar_counts_for_turkish_mars() {
    let (game, _) = last_checker_off(&[(6, 14), (25, 1)]);
    assert_eq!(game.last_game(), Some((WHITE, WinKind::TurkishMars)));
}

// ---- D4: matches ---------------------------------------------------------------

#[test]
fn d4_a_match_goes_on_with_a_fresh_board_and_an_opening_roll() {
    let mut value = state(&[(1, 1)], &[(6, 10), (12, 5)], 0, (2, 1));
    value["options"] = json!({"opening": "play-roll", "match_to": 3});
    let mut game = SheshBesh::load_json(&value).expect("a state of a match to 3");
    let events = play(&mut game, "1/off");
    assert!(events.iter().any(|e| matches!(e, Event::GameWon { points: 2, .. })));
    assert!(!events.iter().any(|e| matches!(e, Event::MatchWon { .. })));
    assert_eq!(game.score(), [2, 0]);
    assert_eq!(game.last_game(), Some((WHITE, WinKind::Mars)));
    assert_eq!(game.phase(), Phase::Opening, "D4: the next game opens with the D1 roll");
    assert_eq!(game.to_act(), ToAct::Chance);
    assert_eq!(game.board(), new_game(Options::default()).board(), "the board is reset");
    assert_eq!((game.off(WHITE), game.off(BLACK)), (0, 0));
    // The state round-trips mid-match.
    let back = SheshBesh::load_json(&game.state_json()).expect("loads");
    assert_eq!(back, game);
    // A plain win now takes White to 3: the match is won.
    let mut value = state(&[(1, 1)], &[(3, 10)], 0, (2, 1));
    value["options"] = json!({"match_to": 3});
    value["score"] = json!([2, 0]);
    value["last_game"] = json!({"winner": 0, "kind": "mars"});
    let mut game = SheshBesh::load_json(&value).expect("loads");
    let events = play(&mut game, "1/off");
    assert_eq!(
        events.last(),
        Some(&Event::MatchWon {
            winner: WHITE,
            score: [3, 0]
        })
    );
    assert_eq!(game.to_act(), ToAct::Over);
}

// ---- Turn building, notation ---------------------------------------------------

#[test]
fn a_turn_built_step_by_step_in_any_order_is_the_listed_action() {
    let mut game = new_game(Options::default());
    game.apply(&Action::OpeningRoll { white: 3, black: 1 }).expect("legal");
    let listed = game.parse_notation("8/5 6/5").expect("parses");
    assert_eq!(game.turn_for(&[step(6, 5), step(8, 5)]), Some(listed));
    assert_eq!(game.turn_for(&[step(8, 5), step(6, 5)]), Some(listed));
    assert_eq!(game.turn_for(&[step(8, 5)]), None, "incomplete");
    assert_eq!(game.parse_notation("6/5 8/5").expect("any order"), listed);
    let mid = game.position_after(&[step(8, 5)]).expect("legal step");
    assert_eq!(mid.board()[4], 1);
    assert_eq!(mid.dice(), game.dice(), "the turn is not over");
    assert!(matches!(
        game.position_after(&[step(8, 4)]),
        Err(RuleError::Illegal { .. })
    ));
}

#[test]
fn notation_reads_moves_that_span_several_dice() {
    let mut game = new_game(Options::default());
    game.apply(&Action::OpeningRoll { white: 6, black: 5 }).expect("legal");
    let run = game.parse_notation("24/13").expect("the lovers' leap");
    assert_eq!(run.steps().len(), 2);
    assert_eq!(run.steps()[0].from, Place::Point(24));
    assert_eq!(run.steps().last().map(|s| s.to), Some(Place::Point(13)));
    assert_eq!(game.parse_notation("24/18/13").expect("a chain"), run);
    assert_eq!(game.parse_notation(&run.to_string()).expect("round trip"), run);
    let err = game.parse_notation("24/12").expect_err("7+4 is not 6-5");
    assert!(err.reason.contains("not a legal turn"), "{}", err.reason);
    assert_eq!(err.reason, "not a legal turn with these dice here");
    assert_eq!(game.read_notation("24/12"), Err(Unread::NotLegalHere));
    // Without a `/`, the reason the text does not read.
    assert_eq!(game.read_notation("x"), Err(Unread::NotAMove("x".into())));
    assert_eq!(
        game.parse_notation("x").expect_err("x").reason,
        "\"x\" is not a move (write from/to, as 24/18)"
    );
}

#[test]
fn notation_refuses_an_ambiguous_move_and_names_the_choices() {
    // 6-5 from 24 with Black blots on White's 18 and 19: 24/13 hits one or the other.
    let game = pos(&[(24, 1), (6, 14)], &[(7, 1), (6, 1), (24, 5)], 0, (6, 5));
    let err = game.parse_notation("24/13").expect_err("ambiguous");
    assert!(err.reason.contains("ambiguous"), "{}", err.reason);
    assert_eq!(
        err.reason,
        "ambiguous: it could be 24/18* 18/13 or 24/19* 19/13; write every step (as 24/18*/13)"
    );
    assert_eq!(
        game.read_notation("24/13"),
        Err(Unread::Ambiguous(vec!["24/18* 18/13".into(), "24/19* 19/13".into()]))
    );
    assert!(game.parse_notation("24/18*/13").is_ok());
}

#[test]
fn every_seat_sees_the_whole_state() {
    let game = pos(&[(24, 1), (6, 14)], &[(7, 1), (6, 1), (24, 5)], 0, (6, 5));
    for seat in [WHITE, BLACK] {
        let view = game.view(seat);
        assert_eq!(view.position(), &game);
        // Written as the state JSON, byte for byte (the engine's `view`).
        assert_eq!(
            serde_json::to_string(&view).expect("written"),
            serde_json::to_string(&game.state_json()).expect("written")
        );
    }
}
