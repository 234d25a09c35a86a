//! The shared conformance suite on seeded random games for 2, 4 and 6 players
//! with every passing option (D1), with the invariant that nothing is created
//! or lost: every card of the deck(s) somewhere, four marbles a seat, no two
//! marbles on one cell.

use jackar::{Action, Card, Jackar, MarbleId, Options, Passing, Phase, Place, copies_per_rank};
use rand::RngExt;
use rules_core::conformance::Conformance;
use rules_core::{Game, Seat, TableRng};

/// Cards conserved, set-aside 0 or 8 (D12), marbles on distinct cells, the
/// seat to act holding a card.
fn conserved(game: &Jackar) -> Result<(), String> {
    let n = game.players();
    let mut counts = [0u32; 13];
    let mut add = |cards: Vec<Card>| {
        for c in cards {
            counts[usize::from(c.value() - 1)] += 1;
        }
    };
    for s in Seat::all(n) {
        add(game.hand(s));
    }
    add(game.stock());
    add(game.played());
    let aside = game.set_aside();
    if !(aside.is_empty() || (n == 6 && aside.len() == 8)) {
        return Err(format!("{} cards set aside", aside.len()));
    }
    add(aside);
    let copies = u32::from(copies_per_rank(n));
    if counts.iter().any(|&k| k != copies) {
        return Err(format!("cards per rank {counts:?}, not {copies} each"));
    }
    let board = game.board();
    let mut cells = vec![None; usize::from(board.track_len())];
    for s in Seat::all(n) {
        let mut bases = Vec::new();
        for (i, p) in game.marbles(s).into_iter().enumerate() {
            let m = MarbleId::new(s, i as u8);
            match p {
                Place::Track(c) => {
                    let slot = cells
                        .get_mut(usize::from(c))
                        .ok_or_else(|| format!("{m} off the track at {c}"))?;
                    if let Some(other) = slot.replace(m) {
                        return Err(format!("{other} and {m} both on cell {c}"));
                    }
                }
                Place::Base(b) if b >= 4 || bases.contains(&b) => return Err(format!("{m} on base cell {b}")),
                Place::Base(b) => bases.push(b),
                Place::Graveyard => {}
            }
        }
    }
    for (c, m) in cells.iter().enumerate() {
        if game.marble_at(c as u8) != *m {
            return Err(format!(
                "cell {c}: marble_at says {:?}, the marbles {m:?}",
                game.marble_at(c as u8)
            ));
        }
    }
    if matches!(game.phase(), Phase::Play | Phase::Discard) {
        let seat = game.to_move().ok_or("nobody to move in play")?;
        if game.hand_size(seat) == 0 {
            return Err(format!("{seat} to act holds no card"));
        }
    }
    Ok(())
}

/// Legal actions bent out of shape: other steps, other marbles, other cards,
/// the wrong split, stops, throws and discards out of place.
fn near_misses(game: &Jackar, rng: &mut TableRng) -> Vec<Action> {
    let legal = game.legal_actions();
    let mut out = vec![
        Action::Throw,
        Action::Stop,
        Action::Discard(Card::Seven),
        Action::Deal(1),
        Action::Out(Card::Ace),
        Action::Out(Card::Five),
    ];
    let Some(&a) = legal.get(rng.random_range(0..legal.len().max(1))) else {
        return out;
    };
    let other = |m: MarbleId| MarbleId::new(m.seat, (m.index + 1) % 4);
    let next_seat = |m: MarbleId| MarbleId::new(Seat((m.seat.0 + 1) % game.players() as u8), m.index);
    match a {
        Action::Move { card, marble, steps } => {
            out.push(Action::Move {
                card,
                marble,
                steps: steps + 1,
            });
            out.push(Action::Move {
                card,
                marble,
                steps: steps.saturating_sub(1),
            });
            out.push(Action::Move {
                card,
                marble: other(marble),
                steps,
            });
            out.push(Action::Move {
                card,
                marble: next_seat(marble),
                steps,
            });
            let card2 = Card::from_value(rng.random_range(1..=13)).unwrap_or(Card::Two);
            out.push(Action::Move {
                card: card2,
                marble,
                steps,
            });
        }
        Action::Split { first, second } => {
            out.push(Action::Split {
                first: (first.0, first.1 + 1),
                second,
            });
            out.push(Action::Split {
                first: second,
                second: first,
            });
            out.push(Action::Split {
                first,
                second: (first.0, second.1),
            });
            out.push(Action::Split {
                first,
                second: (next_seat(second.0), second.1),
            });
        }
        Action::Swap { mine, theirs } => {
            out.push(Action::Swap {
                mine: theirs,
                theirs: mine,
            });
            out.push(Action::Swap {
                mine,
                theirs: other(mine),
            });
            out.push(Action::Swap {
                mine: other(mine),
                theirs,
            });
        }
        Action::Out(c) => out.push(Action::Out(if c == Card::Ace { Card::King } else { Card::Ace })),
        Action::Discard(c) => out.push(Action::Discard(Card::from_value(c.value() % 13 + 1).unwrap_or(c))),
        _ => {}
    }
    out
}

/// `games` seeded games of `players` with each passing option (D1).
fn run(players: usize, games: usize) {
    for passing in [Passing::One, Passing::Block, Passing::Free] {
        let report = Conformance::<Jackar>::new(players)
            .options(Options { passing })
            .games(games)
            .first_seed(players as u64 * 1000 + passing as u64 * 100)
            .max_legal_checked(6)
            .illegal_per_step(3)
            .invariant(conserved)
            .illegal_candidates(near_misses)
            .check(&format!(", {passing:?}"));
        assert!(report.illegal_refused > report.actions / 2, "{report:?}");
    }
}

rules_core::cases! { run:
    two_players_conform_with_every_passing_option(2, 20),
    four_players_conform_with_every_passing_option(4, 12),
    six_players_conform_with_every_passing_option(6, 6),
}

#[test]
fn the_description_agrees_with_the_options_and_the_game() {
    assert_eq!(rules_core::conformance::check_description::<jackar::Jackar>(), Ok(()));
}

/// What [`every_listed_play_applies_unchecked_as_apply_applies_it`] met.
#[derive(Debug, Default)]
struct Met {
    plays: usize,
    splits: usize,
    /// A split whose second part moves the partner's marble (D11).
    partner_splits: usize,
    throws: usize,
    swaps: usize,
    stops: usize,
    backs: usize,
    outs: usize,
    discards: usize,
    deals: usize,
    wins: usize,
}

/// `apply_listed` carries out a listed play without checking it again
/// (random playouts apply only listed plays): every listed action of every
/// position of seeded games of 2, 4 and 6 with each passing option (D1) —
/// splits of the 7 (D4), the partner's split (D11), throws (D9), swaps (D6),
/// stops and their discards (D7), the 4 backwards (D3), bringing out (D2),
/// the deals (D12) and the winning play — reaches the state `apply` reaches.
#[test]
fn every_listed_play_applies_unchecked_as_apply_applies_it() {
    use rules_core::{ToAct, rng_from_seed, sample_chance};
    let mut met = Met::default();
    let mut picks = rng_from_seed(21);
    for (players, games) in [(2, 12), (4, 8), (6, 4)] {
        for passing in [Passing::One, Passing::Block, Passing::Free] {
            for seed in 0..games {
                let mut game = Jackar::new_game(players, &Options { passing }).expect("a game");
                let mut chance = rng_from_seed(seed);
                loop {
                    let at =
                        |game: &Jackar| format!("{players} players, {passing:?}, seed {seed}, {}", game.state_json());
                    let legal = match game.to_act() {
                        ToAct::Over => break,
                        ToAct::Chance => {
                            let outcomes = game.chance_outcomes().expect("chance to act");
                            vec![sample_chance(&outcomes, &mut chance).expect("an outcome")]
                        }
                        ToAct::Seat(_) => game.legal_actions(),
                    };
                    for action in &legal {
                        let mut checked = game;
                        checked.apply(action).expect("a listed action applies");
                        let mut unchecked = game;
                        unchecked
                            .apply_listed(action)
                            .expect("a listed action applies unchecked");
                        assert_eq!(unchecked, checked, "{action} from {}", at(&game));
                        met.plays += 1;
                        match *action {
                            Action::Split { first, second } => {
                                met.splits += 1;
                                met.partner_splits += usize::from(first.0.seat != second.0.seat);
                            }
                            Action::Throw => met.throws += 1,
                            Action::Swap { .. } => met.swaps += 1,
                            Action::Stop => met.stops += 1,
                            Action::Move { card: Card::Four, .. } => met.backs += 1,
                            Action::Out(_) => met.outs += 1,
                            Action::Discard(_) => met.discards += 1,
                            Action::Deal(_) => met.deals += 1,
                            _ => {}
                        }
                        met.wins += usize::from(checked.phase() == Phase::Over);
                    }
                    let pick = legal[picks.random_range(0..legal.len())];
                    game.apply(&pick).expect("legal");
                }
            }
        }
    }
    eprintln!("{met:?}");
    assert!(
        met.plays > 100_000
            && [
                met.splits,
                met.partner_splits,
                met.throws,
                met.swaps,
                met.stops,
                met.backs,
                met.outs,
                met.discards,
                met.deals,
                met.wins
            ]
            .iter()
            .all(|&k| k > 0),
        "{met:?}"
    );
}
