//! An independent check of the move generator: a slow reference written from
//! `rules/jackar.md` alone ([`reference`]) lists the legal plays of many
//! positions — reached by seeded random games for 2, 4 and 6 players with every
//! passing option (D1), and random crowded positions loaded from the partial
//! state JSON — and the crate must list exactly the same actions (compared in
//! notation) and leave exactly the same marble places after each.

#[path = "oracle/mod.rs"]
mod reference;
mod support;

use std::collections::{BTreeMap, BTreeSet};

use jackar::{Action, Card, Jackar, Options, Passing, Phase, Place, copies_per_rank, deal_series};
use rand::{Rng, RngExt};
use reference::Pos;
use rules_core::{Game, Seat, TableRng, ToAct, rng_from_seed};
use serde_json::{Value, json};
use support::{G, Setup, b, t, table};

const PASSINGS: [Passing; 3] = [Passing::One, Passing::Block, Passing::Free];

/// Positions compared per player count and passing option, in each family.
/// `JACKAR_ORACLE_SCALE=20` multiplies them for a deeper run by hand.
fn positions() -> usize {
    let scale = std::env::var("JACKAR_ORACLE_SCALE")
        .ok()
        .and_then(|s| s.parse::<usize>().ok())
        .unwrap_or(1);
    1500 * scale.max(1)
}

/// The reference's picture of the crate's position (Play phase).
fn reference_of(game: &Jackar) -> Pos {
    let n = game.players();
    Pos {
        players: n,
        passing: game.options().passing,
        marbles: Seat::all(n).map(|s| game.marbles(s)).collect(),
        hands: Seat::all(n).map(|s| game.hand(s)).collect(),
        to_move: game.to_move().expect("a seat to move").index(),
    }
}

/// The partial state JSON of a position, to reproduce a mismatch.
fn partial_json(game: &Jackar) -> Value {
    let n = game.players();
    json!({
        "players": n,
        "marbles": Seat::all(n).map(|s| game.marbles(s)).collect::<Vec<_>>(),
        "hands": Seat::all(n).map(|s| game.hand(s)).collect::<Vec<_>>(),
        "to_move": game.to_move().map(Seat::index),
        "options": game.options(),
    })
}

/// What kinds of play a position offered, so the test can show it reached every rule.
type Tally = BTreeMap<&'static str, usize>;

/// The kinds of one legal play (by the reference), for the [`Tally`].
fn kinds(pos: &Pos, action: &Action, after: &Pos) -> Vec<&'static str> {
    let mut kinds = Vec::new();
    let seat = pos.to_move;
    let pc = pos.playing_colour(seat);
    if pc != seat {
        kinds.push("a finished seat plays its partner's colour");
    }
    let mut killed = Vec::new();
    let mut entered = false;
    for s in 0..pos.players {
        for i in 0..4 {
            let (was, is) = (pos.marbles[s][i], after.marbles[s][i]);
            if was != Place::Graveyard && is == Place::Graveyard {
                killed.push(s);
            }
            entered |= matches!(is, Place::Base(_)) && !matches!(was, Place::Base(_));
        }
    }
    if entered {
        kinds.push("a marble enters a base");
    }
    if killed.contains(&pc) {
        kinds.push("own colour killed");
    }
    match *action {
        Action::Out(_) if !killed.is_empty() => kinds.push("D2 bring-out kills"),
        Action::Out(_) => kinds.push("bring out"),
        Action::Move { card: Card::King, .. } if killed.len() > 1 => kinds.push("K kills on its way"),
        Action::Move { card: Card::Four, .. } => kinds.push("4 backwards"),
        Action::Move {
            card: Card::Five,
            marble,
            ..
        } if marble.seat.index() != pc => kinds.push("D5 another colour"),
        Action::Move { marble, .. }
            if matches!(
                pos.marbles[marble.seat.index()][usize::from(marble.index)],
                Place::Base(_)
            ) =>
        {
            kinds.push("move inside a base")
        }
        Action::Split { first, second } if first.0.seat != second.0.seat => kinds.push("D11 split for the partner"),
        Action::Split { .. } => kinds.push("D4 split"),
        Action::Stop => kinds.push("D7 stop"),
        Action::Swap { .. } => kinds.push("D6 swap"),
        Action::Throw => kinds.push("D9 throw"),
        _ => {}
    }
    kinds
}

/// Compares the crate with the reference in one Play position; returns what differs.
fn compare(game: &Jackar, tally: &mut Tally) -> Result<usize, String> {
    let pos = reference_of(game);
    let board = game.board();
    for s in Seat::all(pos.players) {
        if board.home(s) != pos.home(s.index()) || board.track_len() != pos.track_len() {
            return Err(format!("board differs for {s:?}"));
        }
        if game.playing_colour(s).index() != pos.playing_colour(s.index()) {
            return Err(format!("playing colour of {s:?} differs"));
        }
    }
    let expected = pos.legal();
    let crate_list = game.legal_actions();
    let crate_set: BTreeSet<String> = crate_list.iter().map(|a| game.notation(a)).collect();
    if crate_set.len() != crate_list.len() {
        return Err(format!("the crate lists an action twice: {crate_list:?}"));
    }
    let ref_set: BTreeSet<String> = expected.iter().map(|(a, _)| game.notation(a)).collect();
    if ref_set.len() != expected.len() {
        return Err("the reference lists an action twice".to_string());
    }
    if crate_set != ref_set {
        let only_crate: Vec<_> = crate_set.difference(&ref_set).collect();
        let only_ref: Vec<_> = ref_set.difference(&crate_set).collect();
        return Err(format!(
            "legal actions differ: only the crate {only_crate:?}, only the reference {only_ref:?}"
        ));
    }
    for (action, after) in &expected {
        for kind in kinds(&pos, action, after) {
            *tally.entry(kind).or_default() += 1;
        }
        if !crate_list.contains(action) {
            return Err(format!("{} reads differently from the crate's", game.notation(action)));
        }
        let mut g = *game;
        g.apply(action)
            .map_err(|e| format!("{} refused: {e}", game.notation(action)))?;
        for s in Seat::all(pos.players) {
            if g.marbles(s) != after.marbles[s.index()] {
                return Err(format!(
                    "{}: {s:?} ends at {:?}, the reference says {:?}",
                    game.notation(action),
                    g.marbles(s),
                    after.marbles[s.index()]
                ));
            }
        }
    }
    Ok(expected.len())
}

/// In the Discard phase (D7) the stopped seat may discard any rank it holds, and nothing else.
fn compare_discard(game: &Jackar) -> Result<(), String> {
    let seat = game.to_move().expect("a seat");
    let mut hand = game.hand(seat);
    hand.dedup();
    let expected: BTreeSet<String> = hand.into_iter().map(|c| game.notation(&Action::Discard(c))).collect();
    let listed = game.legal_actions();
    let got: BTreeSet<String> = listed.iter().map(|a| game.notation(a)).collect();
    if got.len() != listed.len() || !listed.iter().all(|a| matches!(a, Action::Discard(_))) {
        return Err(format!("discard phase lists {listed:?}"));
    }
    (expected == got)
        .then_some(())
        .ok_or_else(|| format!("discards {got:?}, expected {expected:?}"))
}

/// Collects mismatches and fails with the first few, each with its position.
#[derive(Default)]
struct Failures(Vec<String>, usize, Tally);

impl Failures {
    fn check(&mut self, game: &Jackar, result: Result<usize, String>) {
        match result {
            Ok(actions) => self.1 += actions,
            Err(e) => self.0.push(format!("{e}\n  position: {}", partial_json(game))),
        }
    }

    fn assert_none(&self, what: &str, positions: usize, required: &[&str]) {
        eprintln!("{what}: {positions} positions, {} actions, {:?}", self.1, self.2);
        for kind in required {
            assert!(self.2.contains_key(kind), "{what}: no position offered {kind:?}");
        }
        assert!(
            self.0.is_empty(),
            "{what}: {} of {positions} positions differ:\n{}",
            self.0.len(),
            self.0.iter().take(5).cloned().collect::<Vec<_>>().join("\n")
        );
    }
}

/// Seeded random games until `positions` Play positions have been compared.
fn random_games(players: usize, passing: Passing, positions: usize) {
    let mut rng = rng_from_seed(players as u64 * 7919 + passing as u64);
    let mut failures = Failures::default();
    let (mut seen, mut games) = (0, 0);
    while seen < positions {
        games += 1;
        let mut game = Jackar::new_game(players, &Options { passing }).expect("a table");
        for _ in 0..2000 {
            match game.to_act() {
                ToAct::Over => break,
                ToAct::Chance => {
                    let a = if game.phase() == Phase::Opening {
                        Action::OpeningDraw(rng.next_u64())
                    } else {
                        Action::Deal(rng.next_u64())
                    };
                    game.apply(&a).expect("chance");
                    continue;
                }
                ToAct::Seat(_) if game.phase() == Phase::Discard => {
                    if let Err(e) = compare_discard(&game) {
                        failures.check(&game, Err(e));
                    }
                }
                ToAct::Seat(_) => {
                    seen += 1;
                    let result = compare(&game, &mut failures.2);
                    failures.check(&game, result);
                }
            }
            let legal = game.legal_actions();
            let a = legal[rng.random_range(0..legal.len())];
            game.apply(&a).expect("a legal action");
        }
    }
    let mut required = vec![
        "bring out",
        "4 backwards",
        "D4 split",
        "D5 another colour",
        "D6 swap",
        "D7 stop",
        "D9 throw",
        "a marble enters a base",
    ];
    if players > 2 {
        required.push("a finished seat plays its partner's colour");
    }
    failures.assert_none(
        &format!("{players} players, {passing:?}, {games} games"),
        seen,
        &required,
    );
    assert!(failures.1 > seen, "hardly any actions compared: {}", failures.1);
}

/// A random crowded position: marbles clustered on the track, in bases and
/// graveyards, some seats finished (playing for their partner), random hands.
fn crowded(rng: &mut TableRng, players: usize, passing: Passing) -> Jackar {
    let probe = Pos {
        players,
        passing,
        marbles: Vec::new(),
        hands: Vec::new(),
        to_move: 0,
    };
    let n = probe.track_len();
    let mut marbles = vec![[Place::Graveyard; 4]; players];
    let mut taken = vec![false; usize::from(n)];
    // At most one seat of each team finished, never a seat of two (that would be a win).
    let mut finished = vec![false; players];
    if players > 2 {
        for s in 0..players / 2 {
            if rng.random_bool(0.3) {
                finished[s + rng.random_range(0..2) * (players / 2)] = true;
            }
        }
    }
    // A stretch of the track where most marbles gather, so passing limits bite.
    let centre = rng.random_range(0..n);
    let width = rng.random_range(6..30u8);
    let track_p = rng.random_range(0.3..1.0);
    for s in 0..players {
        if finished[s] {
            marbles[s] = [0, 1, 2, 3].map(Place::Base);
            continue;
        }
        let mut base = [false; 4];
        // Three marbles home and the fourth near its base: the ground of D11.
        let near_end = rng.random_bool(0.15);
        // The base cell left free: mostly the entry, so the fourth can still come in.
        let free = if rng.random_bool(0.8) {
            0
        } else {
            rng.random_range(0..4)
        };
        for (i, slot) in marbles[s].iter_mut().enumerate() {
            let roll: f64 = rng.random();
            if near_end && i < 3 {
                let b = if i < free { i } else { i + 1 };
                base[b] = true;
                *slot = Place::Base(b as u8);
            } else if near_end {
                let cell = (probe.home(s) + n - rng.random_range(1..7)) % n;
                if !taken[usize::from(cell)] {
                    taken[usize::from(cell)] = true;
                    *slot = Place::Track(cell);
                }
            } else if roll < track_p {
                for _ in 0..20 {
                    let cell = match rng.random_range(0..10) {
                        0..=5 => (centre + rng.random_range(0..width)) % n,
                        6 => probe.home(rng.random_range(0..players)),
                        7 => (probe.home(s) + n - rng.random_range(1..8)) % n,
                        _ => rng.random_range(0..n),
                    };
                    if !taken[usize::from(cell)] {
                        taken[usize::from(cell)] = true;
                        *slot = Place::Track(cell);
                        break;
                    }
                }
            } else if roll < track_p + 0.15 {
                let b = rng.random_range(0..4);
                if !base[b] {
                    base[b] = true;
                    *slot = Place::Base(b as u8);
                }
            }
        }
        // Never all four home by chance: that seat would be finished unplanned.
        if marbles[s].iter().all(|p| matches!(p, Place::Base(_))) {
            marbles[s][3] = Place::Graveyard;
        }
    }
    // Hands from the deck(s), sizes a deal can leave: the seat to move holds
    // 1 to the deal's size; going round from it, the others hold as many (not
    // yet played this round of turns), then one fewer, or nothing (thrown).
    let mut deck: Vec<Card> = Card::ALL
        .iter()
        .flat_map(|&c| std::iter::repeat_n(c, usize::from(copies_per_rank(players))))
        .collect();
    let series = deal_series(players);
    let deal = rng.random_range(0..series.len());
    let to_move = rng.random_range(0..players);
    let most = rng.random_range(1..=series[deal]);
    let played_from = rng.random_range(1..=players);
    let mut hands = vec![Vec::new(); players];
    for k in 0..players {
        let size = match k {
            0 => most,
            _ if rng.random_bool(0.2) => 0,
            _ if k < played_from => most,
            _ => most - 1,
        };
        for _ in 0..size {
            let card = deck.swap_remove(rng.random_range(0..deck.len()));
            hands[(to_move + k) % players].push(card);
        }
    }
    let value = json!({
        "players": players,
        "marbles": marbles,
        "hands": hands,
        "to_move": to_move,
        "deal": deal,
        "options": Options { passing },
    });
    Jackar::load_json(&value).unwrap_or_else(|e| panic!("cannot load {value}: {e}"))
}

fn random_positions(players: usize, passing: Passing, positions: usize) {
    let mut rng = rng_from_seed(players as u64 * 104_729 + passing as u64 + 1);
    let mut failures = Failures::default();
    for _ in 0..positions {
        let game = crowded(&mut rng, players, passing);
        assert_eq!(game.phase(), Phase::Play);
        let result = compare(&game, &mut failures.2);
        failures.check(&game, result);
    }
    let mut required = vec![
        "bring out",
        "D2 bring-out kills",
        "K kills on its way",
        "4 backwards",
        "D4 split",
        "D5 another colour",
        "D6 swap",
        "D7 stop",
        "D9 throw",
        "a marble enters a base",
        "move inside a base",
        "own colour killed",
    ];
    if players > 2 {
        required.extend([
            "a finished seat plays its partner's colour",
            "D11 split for the partner",
        ]);
    }
    failures.assert_none(
        &format!("{players} players, {passing:?}, crowded"),
        positions,
        &required,
    );
    assert!(failures.1 > positions, "hardly any actions compared: {}", failures.1);
}

/// Random games of `players` with each passing option (D1).
fn games_with_every_passing(players: usize) {
    for passing in PASSINGS {
        random_games(players, passing, positions());
    }
}

/// Crowded random positions of `players` with each passing option (D1).
fn crowded_with_every_passing(players: usize) {
    for passing in PASSINGS {
        random_positions(players, passing, positions());
    }
}

rules_core::cases! { games_with_every_passing:
    oracle_agrees_on_random_games_of_two(2),
    oracle_agrees_on_random_games_of_four(4),
    oracle_agrees_on_random_games_of_six(6),
}

rules_core::cases! { crowded_with_every_passing:
    oracle_agrees_on_crowded_positions_of_two(2),
    oracle_agrees_on_crowded_positions_of_four(4),
    oracle_agrees_on_crowded_positions_of_six(6),
}

/// A hand-made position: what it shows, the position, the passing option,
/// plays that must be legal and plays that must not.
type Corner = (
    &'static str,
    Setup,
    &'static str,
    &'static [&'static str],
    &'static [&'static str],
);

/// Hand-made corners, each compared with the reference, which must also read
/// the rule as named (so the reference itself is pinned to the rules file).
#[test]
fn oracle_agrees_on_hand_made_corners() {
    let corners: Vec<Corner> = vec![
        (
            "D1 block: cells 75 and 0 are neighbours",
            table(4)
                .marble(3, 0, t(73))
                .marble(1, 0, t(75))
                .marble(2, 0, t(0))
                .hand(3, "5")
                .mover(3),
            "block",
            &[],
            &["5 a"],
        ),
        (
            "D1 block, D3: backwards too, 0 and 75 are neighbours",
            table(4)
                .marble(0, 0, t(1))
                .marble(1, 0, t(0))
                .marble(2, 0, t(75))
                .hand(0, "4")
                .mover(0),
            "block",
            &[],
            &["4 a"],
        ),
        (
            "D1 block: 74 and 0 are not neighbours",
            table(4)
                .marble(3, 0, t(73))
                .marble(1, 0, t(74))
                .marble(2, 0, t(0))
                .hand(3, "5")
                .mover(3),
            "block",
            &["5 a"],
            &[],
        ),
        (
            "D1 one: two marbles passed",
            table(4)
                .marble(3, 0, t(73))
                .marble(1, 0, t(74))
                .marble(2, 0, t(0))
                .hand(3, "5")
                .mover(3),
            "one",
            &[],
            &["5 a"],
        ),
        (
            "D1 free: both passed, the landing kills",
            table(4)
                .marble(3, 0, t(73))
                .marble(1, 0, t(75))
                .marble(2, 0, t(0))
                .marble(1, 1, t(2))
                .hand(3, "5")
                .mover(3),
            "free",
            &["5 a"],
            &[],
        ),
        (
            "K: own marbles block in the base",
            table(4).marble(0, 0, t(66)).marble(0, 1, b(1)).hand(0, "K").mover(0),
            "one",
            &[],
            &["K a"],
        ),
        (
            "K: kills own and others on its way",
            table(4)
                .marble(0, 0, t(20))
                .marble(0, 1, t(25))
                .marble(3, 2, t(30))
                .marble(2, 0, t(33))
                .hand(0, "K")
                .mover(0),
            "one",
            &["K a"],
            &[],
        ),
        (
            "safe home stops the K, the 9 and the Q",
            table(4)
                .marble(0, 0, t(10))
                .marble(1, 0, t(19))
                .hand(0, "K 9 Q 8")
                .mover(0),
            "free",
            &["8 a"],
            &["K a", "9 a", "Q a"],
        ),
        (
            "D11: a split that wins for the team needs a second part",
            table(4)
                .finished(2)
                .last_out(0, 74)
                .marble(1, 0, t(10))
                .hand(0, "7")
                .mover(0),
            "one",
            &["throw"],
            &["7 d2 3a5"],
        ),
        (
            "D11: the rest of the 7 moves the partner",
            table(4).last_out(0, 74).marble(2, 0, t(40)).hand(0, "7").mover(0),
            "one",
            &["7 d2 3a5"],
            &["7 d2"],
        ),
        (
            "D5: a finished seat moves its partner's home marble",
            table(4).finished(0).marble(2, 0, t(38)).hand(0, "5").mover(0),
            "one",
            &["5 a"],
            &[],
        ),
        (
            "D5: no one else moves a safe home marble",
            table(4).marble(1, 0, t(20)).marble(2, 0, t(38)).hand(1, "5").mover(1),
            "one",
            &["5 a"],
            &["5 3a"],
        ),
        (
            "D6: not from or to a safe home; the partner's marble is another colour",
            table(4)
                .marble(0, 0, t(0))
                .marble(0, 1, t(30))
                .marble(2, 0, t(40))
                .marble(1, 0, t(19))
                .marble(1, 1, t(50))
                .hand(0, "J")
                .mover(0),
            "one",
            &["J b<->3a", "J b<->2b"],
            &["J a<->2b", "J b<->2a"],
        ),
        (
            "D2: bringing out kills the partner's marble on the home",
            table(4).marble(2, 0, t(0)).hand(0, "A").mover(0),
            "one",
            &["A out"],
            &[],
        ),
        (
            "D2: not onto one's own marble",
            table(4).marble(0, 0, t(0)).hand(0, "K").mover(0),
            "one",
            &["K a"],
            &["K out"],
        ),
        (
            "D7: no stop when the next seat holds nothing",
            table(4).marble(0, 0, t(5)).hand(0, "10").hand(2, "3").mover(0),
            "one",
            &["10 a"],
            &["10 stop"],
        ),
        (
            "D3: the home trick, but never onto a safe home",
            table(4)
                .marble(0, 0, t(0))
                .marble(0, 1, t(4))
                .marble(0, 2, t(23))
                .marble(1, 0, t(19))
                .hand(0, "4")
                .mover(0),
            "one",
            &["4 a"],
            &["4 b", "4 c"],
        ),
        (
            "D8: all in the graveyard, only bring out",
            table(4).marble(1, 0, t(30)).hand(0, "5 10 A").hand(1, "2 3").mover(0),
            "one",
            &["A out"],
            &["5 2a", "10 stop", "throw"],
        ),
        (
            "D9: nothing playable, throw",
            table(2)
                .marble(0, 0, G)
                .marble(1, 0, t(40))
                .hand(0, "5 10 J")
                .hand(1, "2 3")
                .mover(0),
            "one",
            &["throw"],
            &["10 stop", "5 2a"],
        ),
    ];
    for (what, setup, passing, yes, no) in corners {
        let game = setup.clone().passing(passing).game();
        let reference: BTreeSet<String> = reference_of(&game)
            .legal()
            .iter()
            .map(|(a, _)| game.notation(a))
            .collect();
        for n in yes {
            assert!(
                reference.contains(*n),
                "{what}: the reference misses {n}: {reference:?}"
            );
        }
        for n in no {
            assert!(
                !reference.contains(*n),
                "{what}: the reference allows {n}: {reference:?}"
            );
        }
        if let Err(e) = compare(&game, &mut Tally::new()) {
            panic!("{what}: {e}\n  position: {}", partial_json(&game));
        }
    }
}
