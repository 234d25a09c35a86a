//! How a screen sees the table: the whole game ([`Open`]), the view every
//! seat shares ([`Public`]), or the view of the seat holding the device
//! ([`Private`]).

use std::fmt::Debug;

use rules_core::{Game, Hidden, Seat};

/// How a screen sees the table: the whole game ([`Open`]), the view every
/// seat shares ([`Public`]), or the view of the seat holding the device
/// ([`Private`]). Which one fits is a fact of the game's description
/// ([`Hidden`]): the session checks it when it is built, and draws the
/// pass-the-device curtain only for a game whose seats see differently.
pub trait Seeing<G: Game>: 'static {
    /// The games this way of seeing fits, by what they hide.
    const FITS: &'static [Hidden];
    /// What the screen is given of the table.
    type View: Clone + Debug;
    /// What the screen sees of `game` with `holder` holding the device.
    fn view(game: &G, holder: Seat) -> Self::View;
}

/// Nothing is hidden (Shesh-Besh, Khixa): the screen sees the whole game.
#[derive(Debug)]
pub enum Open {}

impl<G: Game> Seeing<G> for Open {
    const FITS: &'static [Hidden] = &[Hidden::Nothing];
    type View = G;
    fn view(game: &G, _holder: Seat) -> G {
        game.clone()
    }
}

/// Something is hidden from every seat alike (Toki Toki's face-down cards,
/// their owner's too): the screen sees the view every seat shares, never
/// the whole state, and no curtain is drawn.
#[derive(Debug)]
pub enum Public {}

impl<G: Game> Seeing<G> for Public {
    const FITS: &'static [Hidden] = &[Hidden::Nothing, Hidden::FromEveryone];
    type View = G::View;
    fn view(game: &G, holder: Seat) -> G::View {
        // Every seat's view is the same (the conformance suite holds the
        // game to its description): the holder's is everyone's.
        game.view(holder)
    }
}

/// Seats hold hidden information (Jackar's hands): the screen sees only
/// `view(seat)` of the seat holding the device, never the whole state, and
/// the session draws the pass-the-device curtain before a person's turn
/// when another person holds the device. A computer's turn leaves the
/// device with its holder, whose view the screen keeps showing.
#[derive(Debug)]
pub enum Private {}

impl<G: Game> Seeing<G> for Private {
    const FITS: &'static [Hidden] = &[Hidden::BySeat];
    type View = G::View;
    fn view(game: &G, holder: Seat) -> G::View {
        game.view(holder)
    }
}
