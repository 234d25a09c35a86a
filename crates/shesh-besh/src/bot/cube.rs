//! The doubling cube (D3): when a player doubles, and whether the other takes,
//! from what the player expects of the game ([`Probs`]).
//!
//! Money-game rules of thumb on the cubeless equity `E` (points per game, Mars
//! and Turkish Mars counted): the taker risks 2 to save 1 by dropping, so a
//! double is taken while `E ≥ −0.5` for the taker; the player on turn doubles
//! from `E ≥ 0.45` (about 68 % to win without gammons, the classic doubling
//! window), but not when a gammon is likelier than not to be worth more than
//! the drop (`E > 1.05`: "too good", play on). A match changes two things: a
//! player whom a plain win at the present cube already takes to the match
//! never doubles, the trailer doubles at once against an opponent one point
//! short after the Crawford game (nothing to lose), and a player whom a drop
//! would lose the match always takes.

use super::Probs;
use super::board::Board;
use crate::{Action, SheshBesh};

/// The equity from which the player on turn doubles.
const DOUBLE_FROM: f32 = 0.45;
/// Above this equity the player on turn plays on for the gammon. A sure
/// plain win is worth exactly 1 and should be doubled (and dropped); the
/// margin keeps a net's stray gammon chances of a hundred-thousandth from
/// calling it too good.
const TOO_GOOD: f32 = 1.05;
/// The taker's equity from which a double is taken.
const TAKE_FROM: f32 = -0.5;

/// `double` or `roll` for the player on turn, who expects `p`.
pub(super) fn double_or_roll(game: &SheshBesh, p: Probs) -> Action {
    let me = game.turn.index();
    let cube = u32::from(game.cube);
    let need = |seat: usize| game.match_to().saturating_sub(game.score()[seat]);
    if game.match_to() > 1 {
        if cube >= need(me) {
            return Action::NoDouble;
        }
        if need(1 - me) == 1 {
            // Post-Crawford (the Crawford game itself has no cube): the
            // opponent wins the match with any game, so the cube costs nothing.
            return Action::Double;
        }
    }
    let e = p.equity();
    if (DOUBLE_FROM..=TOO_GOOD).contains(&e) {
        Action::Double
    } else {
        Action::NoDouble
    }
}

/// `take` or `drop` for the player answering a double, who expects `p`.
pub(super) fn take_or_drop(game: &SheshBesh, p: Probs) -> Action {
    let doubler = game.turn.index();
    let cube = u32::from(game.cube);
    if game.match_to() > 1 && game.score()[doubler].saturating_add(cube) >= game.match_to() {
        // Dropping loses the match: taking can only help.
        return Action::Take;
    }
    if p.equity() >= TAKE_FROM {
        Action::Take
    } else {
        Action::Drop
    }
}

/// A rough estimate from the pip counts alone, for the easy player, from the
/// side of `seat`: in a race, about 2.5 % of winning chances for each percent
/// of lead (the player on roll gaining four pips); in contact an even game, so
/// the easy player never doubles there and always takes.
pub(super) fn estimate_by_pips(game: &SheshBesh, seat: rules_core::Seat) -> Probs {
    let board = Board::of(game);
    let (me, opp) = if seat == game.turn {
        (board.me, board.opp)
    } else {
        (board.opp, board.me)
    };
    let flat = Probs {
        win: 0.5,
        ..Probs::default()
    };
    if board.contact() {
        return flat;
    }
    let on_roll = if seat == game.turn { 4.0 } else { -4.0 };
    let mine = Board::pips(&me) as f32;
    let lead = (Board::pips(&opp) as f32 + on_roll - mine) / mine.max(1.0);
    Probs {
        win: (0.5 + 2.5 * lead).clamp(0.0, 1.0),
        ..flat
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;
    use rules_core::Game;

    fn race(my_pips_on_six: u8, their_on_six: u8, options: Options) -> SheshBesh {
        // A cube decision in a race: White's checkers on its 6- and 1-points.
        let mut game = SheshBesh::new_game(2, &options).expect("two players");
        game.sides = [[0; 25]; 2];
        game.sides[0][5] = my_pips_on_six;
        game.sides[0][0] = 15 - my_pips_on_six;
        game.sides[1][5] = their_on_six;
        game.sides[1][0] = 15 - their_on_six;
        game.phase = crate::Phase::Decide;
        game.turn = rules_core::Seat(0);
        game
    }

    fn p(win: f32) -> Probs {
        Probs {
            win,
            ..Probs::default()
        }
    }

    #[test]
    fn money_play_doubles_in_the_window_and_takes_above_a_quarter() {
        let game = race(
            5,
            5,
            Options {
                cube: true,
                ..Options::default()
            },
        );
        assert_eq!(double_or_roll(&game, p(0.6)), Action::NoDouble);
        assert_eq!(double_or_roll(&game, p(0.75)), Action::Double);
        let too_good = Probs {
            win: 0.95,
            win_gammon: 0.6,
            ..Probs::default()
        };
        assert_eq!(double_or_roll(&game, too_good), Action::NoDouble);
        assert_eq!(take_or_drop(&game, p(0.3)), Action::Take);
        assert_eq!(take_or_drop(&game, p(0.2)), Action::Drop);
    }

    #[test]
    fn a_match_takes_when_a_drop_loses_it_and_trails_double_at_once() {
        let options = Options::cube_match(3);
        let mut game = race(5, 5, options);
        // White doubles at 2-0 for it: a drop ends the match, so Black takes.
        game.score = [2, 0];
        assert_eq!(take_or_drop(&game, p(0.05)), Action::Take);
        // White needs 1 with the cube at 1: a plain win is the match, no double.
        assert_eq!(double_or_roll(&game, p(0.8)), Action::NoDouble);
        // Black on 2 of 3 (post-Crawford), White trails: White doubles at once.
        game.score = [0, 2];
        assert_eq!(double_or_roll(&game, p(0.3)), Action::Double);
    }

    #[test]
    fn the_pip_estimate_favours_the_leader_in_a_race_only() {
        let game = race(
            2,
            10,
            Options {
                cube: true,
                ..Options::default()
            },
        );
        let white = estimate_by_pips(&game, rules_core::Seat(0));
        let black = estimate_by_pips(&game, rules_core::Seat(1));
        assert!(white.win > 0.9 && black.win < 0.1, "{white:?} {black:?}");
        let start = SheshBesh::new_game(2, &Options::default()).expect("two players");
        assert_eq!(estimate_by_pips(&start, rules_core::Seat(0)).win, 0.5);
    }
}
