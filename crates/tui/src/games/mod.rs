//! One screen folder per game, and the list the shell opens them from. The
//! list is made from the shelf's (`majlis_games::for_each_game!`), so every
//! game on the shelf has a screen, checked by the compiler: each folder's
//! `Screen` must be a [`GameScreen`](crate::seated::GameScreen) of that game.

use crate::registry::Registered;

pub mod jackar;
pub mod khixa;
pub mod shesh_besh;
pub mod toki;
pub mod wajh_alnahs;

/// Builds [`SCREENS`] from the shelf's list: `module: Game` gives the entry of
/// `module::Screen`, which must play `Game`.
macro_rules! screens {
    ($($module:ident: $game:ty,)*) => {
        &[$(screen::<$module::Screen, $game>()),*]
    };
}

/// The entry of screen `S`, which must play `G`.
const fn screen<S: crate::seated::GameScreen<Game = G>, G: rules_core::Game>() -> Registered {
    Registered::of::<S>()
}

/// Every game, in picker order.
pub static SCREENS: &[Registered] = majlis_games::for_each_game!(screens);

/// The screen entry for a game id.
#[must_use]
pub fn find(id: &str) -> Option<&'static Registered> {
    SCREENS.iter().find(|s| s.id() == id)
}

#[cfg(test)]
mod tests {
    use rules_core::{Game, Seat, Table, ToAct, rng_from_seed};

    use crate::seated::{GameScreen, Seeing};

    /// A screen that sees the whole game ([`crate::seated::Open`]) is only
    /// right for a game whose seats all see the same: over random games, every
    /// seat's view must be equal at every step. A game with hidden information
    /// must be played with [`crate::seated::Private`] seeing.
    fn open_only_if_nothing_is_hidden<S: GameScreen>() {
        if <S::Seeing as Seeing<S::Game>>::PRIVATE {
            return;
        }
        let d = <S::Game as Game>::DESCRIPTION;
        let mut rng = rng_from_seed(11);
        for seed in 0..20 {
            let players = d.usual_players;
            let Ok(mut table) = Table::<S::Game>::new(seed, players, Default::default()) else {
                panic!("{}: no table for {players}", d.id);
            };
            for _ in 0..200 {
                if !table.play_random(&mut rng, 1) && table.game().to_act() == ToAct::Over {
                    break;
                }
                let first = table.game().view(Seat(0));
                for seat in 1..players {
                    assert_eq!(
                        table.game().view(Seat::new(seat)),
                        first,
                        "{} is seen open, but seat {seat} sees something seat 0 does not",
                        d.id
                    );
                }
            }
        }
    }

    macro_rules! check_every_game {
        ($($module:ident: $game:ty,)*) => {
            $(open_only_if_nothing_is_hidden::<super::$module::Screen>();)*
        };
    }

    #[test]
    fn every_game_seen_open_hides_nothing_from_any_seat() {
        majlis_games::for_each_game!(check_every_game);
    }
}
