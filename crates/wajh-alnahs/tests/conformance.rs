//! The shared conformance suite on seeded random sessions for 2 to 6
//! players, with the invariant that nothing is created or lost and that the
//! table is what the rules say at every step (the 68 cards of D1 each in one
//! place; the finished seats exactly those without cards; hands back to
//! three while the draw pile lasts; one mark per stage played, D10).

use rand::RngExt;
use rules_core::conformance::Conformance;
use rules_core::{Game, Seat, TableRng};
use wajh_alnahs::{
    Action, Card, DECK_SIZE, Exchange, Options, Phase, STALEMATE_LIMIT, Three, WajhAlNahs, counts_of, full_deck,
};

/// The invariant of every reachable state.
fn whole(game: &WajhAlNahs) -> Result<(), String> {
    let n = game.players();
    let mut all: Vec<Card> = Vec::with_capacity(DECK_SIZE);
    for s in Seat::all(n) {
        all.extend(game.hand(s));
        all.extend_from_slice(game.face_up(s));
        all.extend_from_slice(game.face_down(s));
        if game.face_up(s).len() > 3 || game.face_down(s).len() > 3 {
            return Err(format!("{s} holds more than three cards face up or down"));
        }
    }
    all.extend_from_slice(game.pile());
    all.extend_from_slice(game.draw_pile());
    all.extend(game.out());
    if game.out_count() != game.out().len() {
        return Err(format!(
            "out_count {} but {} cards out",
            game.out_count(),
            game.out().len()
        ));
    }
    if counts_of(&all) != counts_of(&full_deck().collect::<Vec<_>>()) {
        return Err(format!("{} cards, not the 68 of the deck once each", all.len()));
    }
    if game.pile().iter().any(|&c| c == Card::BURN || c == Card::CARRY_IT) {
        return Err("a Burn or a Carry-it rests on the pile".into());
    }
    let played: u32 = game.marks().iter().sum();
    let stages = game.options().stages;
    let expected = if game.phase() == Phase::Over {
        stages
    } else {
        game.stage() - 1
    };
    if played != expected {
        return Err(format!("{played} marks after {expected} stages"));
    }
    if matches!(game.phase(), Phase::Deal | Phase::Over) {
        return Ok(());
    }
    if game.stalemate() >= STALEMATE_LIMIT {
        return Err(format!(
            "{} pick-ups without progress and the stage goes on",
            game.stalemate()
        ));
    }
    let finished = game.finished();
    for s in Seat::all(n) {
        let holds = game.cards_held(s) > 0;
        if holds == finished.contains(&s) {
            return Err(format!("{s}: holds cards {holds}, finished {}", finished.contains(&s)));
        }
        if !game.draw_pile().is_empty() && game.hand_size(s) < 3 {
            return Err(format!(
                "{s} holds {} in hand while cards are left to draw",
                game.hand_size(s)
            ));
        }
    }
    if game.phase() == Phase::Play {
        let seat = game.to_move().ok_or("nobody to move in play")?;
        if !game.in_play(seat) {
            return Err(format!("{seat} is to play but has finished"));
        }
    }
    Ok(())
}

/// Legal actions bent out of shape: one card more or another card, a
/// pick-up, face-down positions, naming oneself or nobody, swaps of a kind
/// for itself, a deal.
fn near_misses(game: &WajhAlNahs, rng: &mut TableRng) -> Vec<Action> {
    let mut out = vec![
        Action::PickUp,
        Action::FaceDown(0),
        Action::FaceDown(2),
        Action::Deal(1),
        Action::Swap(Exchange::keep()),
        Action::lay(Card::CARRY_IT),
        Action::lay_n(Card::UNDER_OVER, 2),
    ];
    if let Some(seat) = game.to_move() {
        out.push(Action::Name(seat));
        out.push(Action::Name(Seat::new(game.players())));
        let hand = game.hand(seat);
        if let Some(&c) = hand.first() {
            let one: Three = [c].into_iter().collect();
            out.push(Action::Swap(Exchange::new(one, one)));
        }
    }
    let legal = game.legal_actions();
    if let Some(&Action::Lay { card, count }) = legal.get(rng.random_range(0..legal.len().max(1))) {
        out.push(Action::lay_n(card, count + 1));
        let other = Card::from_index(rng.random_range(0..21)).unwrap_or(card);
        out.push(Action::lay_n(other, count));
        out.push(Action::lay_n(card, 0));
    }
    out
}

fn run(players: usize, stages: u32, games: usize) {
    let report = Conformance::<WajhAlNahs>::new(players)
        .options(Options { stages })
        .games(games)
        .first_seed(players as u64 * 1000)
        .max_actions(20_000)
        .max_legal_checked(8)
        .illegal_per_step(3)
        .invariant(whole)
        .illegal_candidates(near_misses)
        .check("");
    assert!(report.illegal_refused > report.actions / 2, "{report:?}");
}

rules_core::cases! { run:
    two_players_conform(2, 3, 12),
    three_players_conform(3, 2, 10),
    four_players_conform(4, 3, 6),
    five_players_conform(5, 1, 10),
    six_players_conform(6, 2, 5),
}

#[test]
fn the_description_agrees_with_the_options_and_the_game() {
    assert_eq!(rules_core::conformance::check_description::<WajhAlNahs>(), Ok(()));
}
