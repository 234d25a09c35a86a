//! The computer players: determinizations agree with the view they come from
//! (2, 4 and 6 players), and every level plays legal plays to the end.

use jackar::{Jackar, Options, Passing};
use rules_core::conformance::check_determinization;
use rules_core::{Bots, Level, arena};

#[test]
fn determinizations_keep_what_the_seat_sees_at_every_table() {
    for (players, games) in [(2, 3), (4, 3), (6, 2)] {
        let report = check_determinization::<Jackar>(players, &Options::default(), games, 300, 2)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert!(report.samples > 1000, "{players} players: {report:?}");
        // The other hands and the stock are dealt anew: most samples differ.
        assert!(report.differed * 2 > report.samples, "{players} players: {report:?}");
    }
}

#[test]
fn determinizations_keep_the_house_option() {
    let options = Options {
        passing: Passing::Block,
    };
    let report = check_determinization::<Jackar>(4, &options, 1, 200, 1).expect("agrees");
    assert!(report.samples > 0);
}

#[test]
fn every_level_plays_legal_plays_to_the_end_of_a_match() {
    let levels = [Level::Hard, Level::Easy, Level::Medium, Level::Random];
    for level in levels {
        assert!(Jackar::iterations(level) >= 1);
    }
    let report = arena::arena::<Jackar>(&levels, &Options::default(), 1, 7, 5000).expect("legal plays");
    assert_eq!(report.unfinished, 0, "{report:?}");
}
