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

#[cfg(test)]
pub(crate) mod testing;

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
    use crate::seated::seeing_fits;

    macro_rules! fits {
        ($($module:ident: $game:ty,)*) => {
            $(assert!(
                seeing_fits::<super::$module::Screen>(),
                "{}: the screen's Seeing does not fit what the game hides",
                stringify!($module)
            );)*
        };
    }

    /// Each screen sees its game as its description says the game hides:
    /// the whole game only where nothing is hidden, a seat's view where
    /// seats see differently. (The rules crates' conformance suites check
    /// the descriptions against random games' views.)
    #[test]
    fn every_screen_sees_its_game_as_the_game_hides() {
        majlis_games::for_each_game!(fits);
    }
}
