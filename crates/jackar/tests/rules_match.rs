//! The match in `rules/jackar.md`: the opening draw for match leader, the deal
//! series per player count (D12 for six), the leader playing first (D10),
//! leadership passing on, and winning.

mod support;

use std::collections::BTreeSet;

use jackar::{Action, Card, Event, Jackar, Options, Phase, deal_series};
use rules_core::{Game, RuleError, Seat, ToAct};
use support::{legal, play, set, t, table};

// ---- The opening draw ----------------------------------------------------------------

/// One round of the opening draw: each drawing seat and its card.
type Round = Vec<(Seat, Card)>;

/// The rounds of the opening draw of a new game of `players` with `seed`, and
/// the game after it.
fn opening(players: usize, seed: u64) -> (Jackar, Vec<Round>, Vec<Event>) {
    let mut game = Jackar::new_game(players, &Options::default()).expect("a table");
    assert_eq!((game.to_act(), game.phase()), (ToAct::Chance, Phase::Opening));
    assert!(game.chance_outcomes().is_some());
    let events = game.apply(&Action::OpeningDraw(seed)).expect("the draw");
    let rounds = events
        .iter()
        .filter_map(|e| match e {
            Event::OpeningDraw { cards } => Some(cards.clone()),
            _ => None,
        })
        .collect();
    (game, rounds, events)
}

/// The seats holding the highest card of a round.
fn highest(round: &[(Seat, Card)]) -> BTreeSet<Seat> {
    let top = round.iter().map(|(_, c)| c.value()).max().expect("a card drawn");
    round
        .iter()
        .filter(|(_, c)| c.value() == top)
        .map(|(s, _)| *s)
        .collect()
}

#[test]
fn opening_draw_makes_the_highest_card_match_leader_and_ties_draw_again() {
    for players in [2, 4, 6] {
        let mut leaders = BTreeSet::new();
        let mut ties = 0;
        for seed in 0..300 {
            let (game, rounds, events) = opening(players, seed);
            let all: BTreeSet<Seat> = Seat::all(players).collect();
            let seats = |r: &[(Seat, Card)]| r.iter().map(|(s, _)| *s).collect::<BTreeSet<_>>();
            assert_eq!(seats(&rounds[0]), all, "everyone draws first ({players}p, seed {seed})");
            // Each later round is drawn by exactly those tied at the top before.
            for pair in rounds.windows(2) {
                let tied = highest(&pair[0]);
                assert!(tied.len() > 1, "a round after a clear winner ({players}p, seed {seed})");
                assert_eq!(seats(&pair[1]), tied, "{players}p, seed {seed}");
            }
            let last = highest(rounds.last().expect("a round"));
            assert_eq!(
                last.len(),
                1,
                "the last round has one highest card ({players}p, seed {seed})"
            );
            let leader = *last.iter().next().expect("one");
            assert_eq!(game.leader(), Some(leader), "{players}p, seed {seed}");
            let announced: Vec<&Event> = events.iter().filter(|e| matches!(e, Event::Leader { .. })).collect();
            assert_eq!(announced, vec![&Event::Leader { seat: leader }]);
            assert_eq!((game.phase(), game.to_act()), (Phase::Deal, ToAct::Chance));
            // The cards come from the deck(s): at most 4 (8 for two decks) of a rank.
            let decks = if players == 6 { 2 } else { 1 };
            for card in Card::ALL {
                let drawn = rounds.iter().flatten().filter(|(_, c)| *c == card).count();
                assert!(drawn <= 4 * decks, "{drawn} × {card} drawn ({players}p, seed {seed})");
            }
            leaders.insert(leader);
            ties += usize::from(rounds.len() > 1);
        }
        assert_eq!(leaders.len(), players, "every seat can lead ({players}p)");
        assert!(ties > 0, "300 draws of {players} without a tie");
    }
}

// ---- Deal series, D10, leadership ----------------------------------------------------------

/// One deal as it happened: the dealer, the deal index, cards each.
#[derive(Debug, PartialEq, Eq)]
struct Deal {
    leader: Seat,
    deal: usize,
    cards_each: usize,
}

/// Plays a new game of `players` (always the first legal action) until `deals`
/// deals have been dealt, checking after each deal that every hand holds the
/// cards dealt and the leader is to play (D10), and that every card is
/// accounted for. Returns the deals, the leaders announced and the
/// set-aside events (D12).
fn deals(players: usize, deals: usize) -> (Vec<Deal>, Vec<Seat>, Vec<usize>) {
    let (mut game, _, _) = opening(players, 11);
    let total = if players == 6 { 104 } else { 52 };
    let mut dealt = Vec::new();
    let mut leaders = vec![game.leader().expect("drawn")];
    let mut set_aside = Vec::new();
    let mut seed = 100;
    while dealt.len() < deals {
        let events = match game.to_act() {
            ToAct::Chance => {
                seed += 1;
                game.apply(&Action::Deal(seed)).expect("a deal")
            }
            ToAct::Seat(_) => {
                let first = game.legal_actions()[0];
                game.apply(&first).expect("a legal action")
            }
            ToAct::Over => panic!("the game ended within {deals} deals"),
        };
        for e in events {
            match e {
                Event::Dealt {
                    leader,
                    deal,
                    cards_each,
                } => {
                    for seat in Seat::all(players) {
                        assert_eq!(game.hand_size(seat), cards_each, "{players}p deal {}", dealt.len());
                    }
                    assert_eq!(game.to_act(), ToAct::Seat(leader), "D10: the leader plays first");
                    assert_eq!(game.leader(), Some(leader));
                    dealt.push(Deal {
                        leader,
                        deal,
                        cards_each,
                    });
                }
                Event::Leader { seat } => leaders.push(seat),
                Event::SetAside { count } => set_aside.push(count),
                _ => {}
            }
        }
        let held: usize = Seat::all(players).map(|s| game.hand_size(s)).sum();
        let aside = game.view(Seat(0)).set_aside_count;
        assert_eq!(
            held + game.stock().len() + game.played().len() + aside,
            total,
            "cards conserved"
        );
        // The series deals out every card (less the 8 set aside of six players):
        // the stock is empty exactly from the series' last deal on.
        if game.phase() == Phase::Play {
            let last = dealt.last().expect("dealt").deal + 1 == deal_series(players).len();
            assert_eq!(game.stock().is_empty(), last, "{players}p, deal {:?}", dealt.last());
        }
    }
    (dealt, leaders, set_aside)
}

/// The expected deals: `series` full series from `first` leader, then one more deal.
fn expected(players: usize, first: Seat, series: usize) -> Vec<Deal> {
    let n = u8::try_from(players).expect("players");
    let mut v = Vec::new();
    for s in 0..=series {
        let leader = Seat((first.0 + u8::try_from(s).expect("series")) % n);
        for (deal, &cards_each) in deal_series(players).iter().enumerate() {
            if s < series || deal == 0 {
                v.push(Deal {
                    leader,
                    deal,
                    cards_each,
                });
            }
        }
    }
    v
}

#[test]
fn deal_series_of_two_players_is_5_5_5_5_6_then_the_other_leads() {
    assert_eq!(deal_series(2), &[5, 5, 5, 5, 6]);
    let (dealt, leaders, _) = deals(2, 6);
    assert_eq!(dealt, expected(2, leaders[0], 1));
    assert_eq!(leaders, vec![leaders[0], Seat((leaders[0].0 + 1) % 2)]);
}

#[test]
fn deal_series_of_four_players_is_4_4_5_and_leadership_passes_to_the_next_seat() {
    assert_eq!(deal_series(4), &[4, 4, 5]);
    let (dealt, leaders, _) = deals(4, 7);
    assert_eq!(dealt, expected(4, leaders[0], 2));
    let l = leaders[0].0;
    assert_eq!(leaders, vec![Seat(l), Seat((l + 1) % 4), Seat((l + 2) % 4)]);
}

#[test]
fn d12_deal_series_of_six_players_is_5_5_6_from_two_decks_less_8_set_aside_each_series() {
    assert_eq!(deal_series(6), &[5, 5, 6]);
    let (dealt, leaders, set_aside) = deals(6, 4);
    assert_eq!(dealt, expected(6, leaders[0], 1));
    assert_eq!(leaders, vec![leaders[0], Seat((leaders[0].0 + 1) % 6)]);
    assert_eq!(set_aside, vec![8, 8], "8 set aside at each series' shuffle");
}

#[test]
fn d10_the_leader_plays_first_in_a_deal_even_when_another_seat_ended_the_last() {
    // Seat 1 plays the last card of the deal. Whoever leads plays first in the
    // next deal, whichever seat that is (here never seat 2, the seat after seat 1).
    for leader in [0u8, 1, 3] {
        let mut game = table(4).marble(1, 0, t(30)).hand(1, "2").mover(1).leader(leader).game();
        play(&mut game, "2 a");
        assert_eq!(game.to_act(), ToAct::Chance);
        let events = game.apply(&Action::Deal(5)).expect("a deal");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Dealt { leader: l, .. } if *l == Seat(leader)))
        );
        assert_eq!(game.to_act(), ToAct::Seat(Seat(leader)));
    }
}

// ---- Winning --------------------------------------------------------------------------------

#[test]
fn a_team_wins_when_all_its_marbles_are_in_the_bases() {
    // Seat 0 finished; seat 2 has a, b, c in base 1–3 and d on 36 (step 74 from 38).
    // Seat 0 plays its partner's d into base 0: team 0+2 has won.
    let mut game = table(4)
        .finished(0)
        .last_out(2, 36)
        .marble(1, 0, t(30))
        .hand(0, "2")
        .hand(1, "3")
        .game();
    assert_eq!(legal(&game), set(&["2 d"]));
    let events = play(&mut game, "2 d");
    assert!(
        events.contains(&Event::Won {
            seats: vec![Seat(0), Seat(2)]
        }),
        "{events:?}"
    );
    assert_eq!(game.winners(), vec![Seat(0), Seat(2)]);
    assert_eq!((game.to_act(), game.phase()), (ToAct::Over, Phase::Over));
    assert_eq!(game.outcome().expect("over").winners, vec![Seat(0), Seat(2)]);
    assert!(game.legal_actions().is_empty());
    assert_eq!(game.apply(&Action::Throw), Err(RuleError::GameOver));
}

#[test]
fn one_partner_finished_is_not_a_win() {
    // Seat 0 brings its last marble in; seat 2 still has one on the track.
    let mut game = table(4)
        .last_out(0, 74)
        .last_out(2, 36)
        .hand(0, "2")
        .hand(1, "3")
        .game();
    let events = play(&mut game, "2 d");
    assert!(events.contains(&Event::Finished { seat: Seat(0) }), "{events:?}");
    assert!(game.winners().is_empty() && game.outcome().is_none());
    assert_eq!(game.to_act(), ToAct::Seat(Seat(1)));
    assert_eq!(game.playing_colour(Seat(0)), Seat(2));
}

#[test]
fn a_team_of_six_wins_when_its_second_player_finishes() {
    // Seat 1 finished; seat 4 (home 76) has d on 74 (step 112): a 2 brings it in.
    let mut game = table(6).finished(1).last_out(4, 74).hand(4, "2").mover(4).game();
    play(&mut game, "2 d");
    assert_eq!(game.winners(), vec![Seat(1), Seat(4)]);
    assert_eq!(game.outcome().expect("over").winners, vec![Seat(1), Seat(4)]);
}

#[test]
fn two_players_the_first_with_four_in_the_base_wins() {
    // Seat 1 (home 38): d on 37 is its last track cell; an A's 1 brings it in.
    let mut game = table(2)
        .last_out(1, 37)
        .marble(0, 0, t(20))
        .hand(1, "A")
        .hand(0, "2")
        .mover(1)
        .game();
    assert_eq!(legal(&game), set(&["A d1"]));
    play(&mut game, "A d1");
    assert_eq!(game.winners(), vec![Seat(1)]);
    assert_eq!(game.to_act(), ToAct::Over);
    assert_eq!(game.outcome().expect("over").winners, vec![Seat(1)]);
}
