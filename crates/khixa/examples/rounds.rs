//! Plays random matches (uniformly random legal actions, as `majlis sim`
//! does) and prints how the rounds went: how often each round's formation is
//! completed rather than the pile running out (D12), how many jokers are
//! earned, used, declined and lost (D4–D6), pieces set aside (D3) and turns
//! lost. A quick look at what random play does with the rules
//! (`cargo run --release -p majlis-khixa --example rounds -- 4 2000`).

use khixa::{Event, Khixa, Options};
use rand::RngExt;
use rules_core::{Game, Table, ToAct, rng_from_seed};

fn main() {
    let mut args = std::env::args().skip(1);
    let players: usize = args.next().and_then(|n| n.parse().ok()).unwrap_or(4);
    let matches: u64 = args.next().and_then(|n| n.parse().ok()).unwrap_or(1000);
    let mut won = [0u32; 6];
    let (mut actions, mut earned, mut stolen, mut declined, mut lost, mut aside, mut turns_lost) =
        (0, 0, 0, 0, 0, 0, 0);
    let (mut placed, mut must_fit) = (0, 0);
    let mut picks = rng_from_seed(99);
    for seed in 0..matches {
        let mut table = Table::<Khixa>::new(seed, players, Options::default()).expect("a table");
        let mut events = Vec::new();
        loop {
            events.extend(table.resolve_chance());
            let game = table.game();
            if game.to_act() == ToAct::Over {
                break;
            }
            if game.placements().is_some_and(|p| p.must_fit) {
                must_fit += 1;
            }
            let legal = game.legal_actions();
            events.extend(table.apply(&legal[picks.random_range(0..legal.len())]).expect("legal"));
            for e in events.drain(..) {
                match e {
                    Event::RoundEnded {
                        round, winner: Some(_), ..
                    } => won[usize::from(round - 1)] += 1,
                    Event::JokersEarned { count, .. } => earned += u32::from(count),
                    Event::Placed {
                        stolen_from: Some(_), ..
                    } => stolen += 1,
                    Event::Placed { .. } => placed += 1,
                    Event::Declined { .. } => declined += 1,
                    Event::JokersLost { count, .. } => lost += u32::from(count),
                    Event::SetAside { .. } => aside += 1,
                    Event::TurnLost { .. } => turns_lost += 1,
                    _ => {}
                }
            }
        }
        actions += table.actions().len();
    }
    println!(
        "{matches} matches of {players}: {:.1} actions a match",
        actions as f64 / matches as f64
    );
    for (r, w) in won.iter().enumerate() {
        println!(
            "round {}: formation completed in {:.1}% of matches",
            r + 1,
            100.0 * f64::from(*w) / matches as f64
        );
    }
    println!(
        "a match: {:.1} pieces placed ({:.0}% under must-fit), {:.1} jokers earned, {:.1} steals, {:.1} declined, {:.1} lost, {:.2} set aside, {:.1} turns lost",
        f64::from(placed) / matches as f64,
        100.0 * f64::from(must_fit) / f64::from(placed.max(1)),
        f64::from(earned) / matches as f64,
        f64::from(stolen) / matches as f64,
        f64::from(declined) / matches as f64,
        f64::from(lost) / matches as f64,
        f64::from(aside) / matches as f64,
        f64::from(turns_lost) / matches as f64
    );
}
