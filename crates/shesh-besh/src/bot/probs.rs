//! What a player expects of a game: its chances of each kind of win and loss.

/// The chances of a game's end, from one side: each in 0..=1, the gammon and
/// backgammon chances counted within the wins and losses (a Turkish Mars is
/// also a Mars).
#[derive(Copy, Clone, Debug, Default, PartialEq)]
pub struct Probs {
    /// Winning at all.
    pub win: f32,
    /// Winning with Mars or Turkish Mars (gammon or better).
    pub win_gammon: f32,
    /// Winning with Turkish Mars (backgammon).
    pub win_backgammon: f32,
    /// Losing with Mars or Turkish Mars.
    pub lose_gammon: f32,
    /// Losing with Turkish Mars.
    pub lose_backgammon: f32,
}

impl Probs {
    /// The same chances from the other side.
    #[must_use]
    pub fn flipped(&self) -> Probs {
        Probs {
            win: 1.0 - self.win,
            win_gammon: self.lose_gammon,
            win_backgammon: self.lose_backgammon,
            lose_gammon: self.win_gammon,
            lose_backgammon: self.win_backgammon,
        }
    }

    /// The expected points of a game without the cube, in 1-point units:
    /// a plain game ±1, Mars ±2, Turkish Mars ±3 (−3 to +3).
    #[must_use]
    pub fn equity(&self) -> f32 {
        (2.0 * self.win - 1.0) + (self.win_gammon - self.lose_gammon) + (self.win_backgammon - self.lose_backgammon)
    }

    /// The chances as the five outputs of a net, in this order.
    #[must_use]
    pub fn to_array(&self) -> [f32; 5] {
        [
            self.win,
            self.win_gammon,
            self.win_backgammon,
            self.lose_gammon,
            self.lose_backgammon,
        ]
    }

    /// The chances from five outputs, in [`Probs::to_array`]'s order.
    #[must_use]
    pub fn from_array(a: [f32; 5]) -> Probs {
        Probs {
            win: a[0],
            win_gammon: a[1],
            win_backgammon: a[2],
            lose_gammon: a[3],
            lose_backgammon: a[4],
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flipping_twice_is_the_identity_and_negates_the_equity() {
        let p = Probs {
            win: 0.7,
            win_gammon: 0.2,
            win_backgammon: 0.05,
            lose_gammon: 0.1,
            lose_backgammon: 0.01,
        };
        assert_eq!(p.flipped().flipped(), p);
        assert!((p.equity() + p.flipped().equity()).abs() < 1e-6);
        // 0.4 + 0.1 + 0.04
        assert!((p.equity() - 0.54).abs() < 1e-6, "{}", p.equity());
        assert_eq!(Probs::from_array(p.to_array()), p);
    }
}
