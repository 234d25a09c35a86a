//! The computer players: determinizations agree with the view they come from
//! (2 to 6 players), and every level plays legal actions to the end.

use rules_core::conformance::check_determinization;
use rules_core::{Bots, Level, arena};
use wajh_alnahs::{Options, WajhAlNahs};

#[test]
fn determinizations_keep_what_the_seat_sees_at_every_table() {
    for players in 2..=6 {
        let report = check_determinization::<WajhAlNahs>(players, &Options { stages: 2 }, 2, 400, 2)
            .unwrap_or_else(|e| panic!("{players} players: {e}"));
        assert!(report.samples > 1000, "{players} players: {report:?}");
        // The other hands, the draw pile and the face-down cards are dealt anew.
        assert!(report.differed * 2 > report.samples, "{players} players: {report:?}");
    }
}

#[test]
fn every_level_plays_legal_actions_to_the_end_of_a_session() {
    let levels = [Level::Hard, Level::Easy, Level::Medium, Level::Random];
    for level in levels {
        assert!(WajhAlNahs::iterations(level) >= 1);
    }
    let report = arena::arena::<WajhAlNahs>(&levels, &Options { stages: 1 }, 1, 7, 20_000).expect("legal actions");
    assert_eq!(report.unfinished, 0, "{report:?}");
}
