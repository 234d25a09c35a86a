//! Checks shared by the whole-game tests.

use rules_core::Seat;
use shesh_besh::{CHECKERS, MAX_CUBE, SheshBesh};

/// The conformance invariant: each side has exactly 15 checkers on the board, the
/// bar and off, as the signed board shows them; no point holds checkers of both
/// sides (which the signed board would hide, so each side's own counts are
/// compared point by point); the cube is a power of two up to 64, owned exactly
/// when it has been turned (D3).
pub fn checkers_and_cube_consistent(game: &SheshBesh) -> Result<(), String> {
    let board = game.board();
    for seat in [Seat(0), Seat(1)] {
        let on_board: u32 = board
            .iter()
            .map(|&n| if seat.0 == 0 { n.max(0) } else { (-n).max(0) })
            .map(|n| n as u32)
            .sum();
        let total = on_board + u32::from(game.bar(seat)) + u32::from(game.off(seat));
        if total != u32::from(CHECKERS) {
            return Err(format!("{seat} has {total} checkers in all, not 15"));
        }
    }
    for white_point in 1..=24u8 {
        let white = game.checkers_on(Seat(0), white_point);
        let black = game.checkers_on(Seat(1), 25 - white_point);
        if white > 0 && black > 0 {
            return Err(format!(
                "both sides on White's {white_point}-point ({white} and {black})"
            ));
        }
    }
    let (value, owner) = game.cube();
    if !value.is_power_of_two() || value > MAX_CUBE || (value == 1) != owner.is_none() {
        return Err(format!("cube {value} owned by {owner:?}"));
    }
    Ok(())
}
