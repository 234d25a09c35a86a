//! What each kind of win is worth to the player in the match at hand (D2, D4):
//! the nets answer chances ([`Probs`]); the player weighs them by the points
//! that still matter.

use super::Probs;
use crate::SheshBesh;

/// The weights of the gammon and backgammon chances, for a player's choice.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Stakes {
    /// Whether my Mars (gammon) is worth more than a plain win, and my
    /// Turkish Mars more than a Mars.
    mine: [f32; 2],
    /// The same for the opponent's wins.
    theirs: [f32; 2],
}

impl Stakes {
    /// Every point counts: a money game, or a match far from its end.
    pub const MONEY: Stakes = Stakes {
        mine: [1.0; 2],
        theirs: [1.0; 2],
    };

    /// The stakes for the seat on turn in `game`: a Mars counts only if a
    /// plain win at the present cube would leave its winner short of the match
    /// (D4: a single game is a match to 1, where every win is the same), a
    /// Turkish Mars only if a Mars would.
    #[must_use]
    pub fn of(game: &SheshBesh) -> Stakes {
        let me = game.turn.index();
        let cube = u32::from(game.cube);
        let need = |seat: usize| game.match_to().saturating_sub(game.score()[seat]);
        let counts = |seat: usize| {
            let n = need(seat);
            [f32::from(u8::from(n > cube)), f32::from(u8::from(n > 2 * cube))]
        };
        Stakes {
            mine: counts(me),
            theirs: counts(1 - me),
        }
    }

    /// The same stakes for the opponent.
    #[must_use]
    pub fn flipped(&self) -> Stakes {
        Stakes {
            mine: self.theirs,
            theirs: self.mine,
        }
    }

    /// The value of `p` (the chances of the player these stakes are for):
    /// −3 to +3 with every point counting, −1 to +1 in a single game.
    #[must_use]
    pub fn value(&self, p: &Probs) -> f32 {
        (2.0 * p.win - 1.0) + self.mine[0] * p.win_gammon + self.mine[1] * p.win_backgammon
            - self.theirs[0] * p.lose_gammon
            - self.theirs[1] * p.lose_backgammon
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;
    use rules_core::Game;

    fn chances() -> Probs {
        Probs {
            win: 0.6,
            win_gammon: 0.3,
            win_backgammon: 0.1,
            lose_gammon: 0.2,
            lose_backgammon: 0.05,
        }
    }

    /// A new game of a match to `points` (1: a single game).
    fn match_to(points: u32) -> SheshBesh {
        let options = Options {
            match_to: points,
            ..Options::default()
        };
        SheshBesh::new_game(2, &options).expect("two players")
    }

    #[test]
    fn a_single_game_counts_only_the_win() {
        let game = match_to(1);
        let v = Stakes::of(&game).value(&chances());
        assert!((v - 0.2).abs() < 1e-6, "{v}");
    }

    #[test]
    fn a_long_match_counts_every_point_as_money_does() {
        let game = match_to(7);
        let s = Stakes::of(&game);
        assert_eq!(s, Stakes::MONEY);
        assert!((s.value(&chances()) - chances().equity()).abs() < 1e-6);
    }

    #[test]
    fn at_two_away_a_mars_counts_but_a_turkish_mars_adds_nothing() {
        let game = match_to(2);
        let v = Stakes::of(&game).value(&chances());
        // 0.2 + 0.3 - 0.2
        assert!((v - 0.3).abs() < 1e-6, "{v}");
    }
}
