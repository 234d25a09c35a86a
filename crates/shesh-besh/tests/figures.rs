//! What `majlis sim` counts of Shesh-Besh (`src/figures.rs`): how each seat
//! won its games (plain, Mars, Turkish Mars, a dropped double) and the points
//! they scored, every game of every match (D4).

use rules_core::Tally;
use rules_core::figures::Tallied;
use shesh_besh::{Options, SheshBesh};

/// 200 random matches to 3 points, with the wins of each seat.
fn matches(cube: bool) -> (Tallied<SheshBesh>, [u64; 2]) {
    let options = Options {
        match_to: 3,
        cube,
        ..Options::default()
    };
    let mut matches = Tallied::<SheshBesh>::new(2, options).expect("two seats");
    let mut wins = [0; 2];
    for seed in 0..200 {
        let played = matches.play(seed, !seed, 100_000);
        for seat in played.outcome.expect("every match ends").winners {
            wins[seat.index()] += 1;
        }
    }
    (matches, wins)
}

/// Plain 1, Mars 2, Turkish Mars 3 points (scoring, D2), every game of a
/// match to 3 (D4) counted.
#[test]
fn every_game_of_a_match_counts_with_its_kind_and_its_points_d2_d4() {
    let (matches, wins) = matches(false);
    let won = matches.tally().won_by_seat();
    let games: u64 = won.iter().map(|w| w.plain + w.mars + w.turkish_mars + w.dropped).sum();
    assert!(games >= 200, "every game of every match counts: {games}");
    for (seat, w) in won.iter().enumerate() {
        assert_eq!(
            w.points,
            w.plain + 2 * w.mars + 3 * w.turkish_mars,
            "seat {seat}: {w:?}"
        );
        assert_eq!(w.dropped, 0, "no cube, no dropped double");
        assert!(
            w.plain > 0 && w.mars > 0 && w.turkish_mars > 0,
            "random games see every kind: {w:?}"
        );
        // A match to 3 is won by whoever reached 3 points.
        assert!(w.points >= 3 * wins[seat], "seat {seat}: {w:?} {wins:?}");
    }
}

/// With the cube (D3) a game is also won by a double dropped, and a game's
/// points are its kind's times the cube.
#[test]
fn a_dropped_double_is_counted_apart_with_the_cube_d3() {
    let (matches, wins) = matches(true);
    for (seat, w) in matches.tally().won_by_seat().iter().enumerate() {
        assert!(w.dropped > 0, "random players drop doubles: {w:?}");
        assert!(
            w.points >= w.plain + 2 * w.mars + 3 * w.turkish_mars + w.dropped,
            "a cube of at least 1: {w:?}"
        );
        assert!(w.points >= 3 * wins[seat], "seat {seat}: {w:?} {wins:?}");
    }
}

/// The report's JSON (White first, the fields in this order) and its lines,
/// each seat named as the table names it.
#[test]
fn the_figures_are_written_per_seat_white_first() {
    let (matches, _) = matches(false);
    let figures = matches.tally().figures(200).expect("figures");
    let [white, black] = matches.tally().won_by_seat();
    assert_eq!(
        figures.json().get(),
        format!(
            r#"{{"won_by_seat":[{{"plain":{},"mars":{},"turkish_mars":{},"dropped":0,"points":{}}},{{"plain":{},"mars":{},"turkish_mars":{},"dropped":0,"points":{}}}]}}"#,
            white.plain,
            white.mars,
            white.turkish_mars,
            white.points,
            black.plain,
            black.mars,
            black.turkish_mars,
            black.points
        )
    );
    assert_eq!(
        figures.lines(),
        [
            format!(
                "seat 1 (White) won: {} plain, {} Mars, {} Turkish Mars, 0 by a dropped double; {} points",
                white.plain, white.mars, white.turkish_mars, white.points
            ),
            format!(
                "seat 2 (Black) won: {} plain, {} Mars, {} Turkish Mars, 0 by a dropped double; {} points",
                black.plain, black.mars, black.turkish_mars, black.points
            ),
        ]
    );
}
