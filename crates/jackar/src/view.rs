//! What a screen asks of a seat's [`View`]: where a marble is, which marble
//! is where, and the colour a seat plays (D10), answered by the rules as the
//! match itself answers them ([`Jackar::playing_colour`](crate::Jackar::playing_colour),
//! [`Jackar::marble_at`](crate::Jackar::marble_at)), so that no screen works
//! a rule out again from the view's fields.

use rules_core::Seat;

use crate::board::{Board, MarbleId, Place};
use crate::state::View;

impl View {
    /// Where `marble` is; `None` for a marble of no seat at this table.
    #[must_use]
    pub fn place_of(&self, marble: MarbleId) -> Option<Place> {
        self.marbles
            .get(marble.seat.index())
            .and_then(|m| m.get(usize::from(marble.index)))
            .copied()
    }

    /// The marble on track cell `cell`, if any.
    #[must_use]
    pub fn marble_at(&self, cell: u8) -> Option<MarbleId> {
        self.marble_where(|seat, place| (place == Place::Track(cell)).then_some(seat))
    }

    /// The marble in cell `cell` of `seat`'s base, if any.
    #[must_use]
    pub fn marble_in_base(&self, seat: Seat, cell: u8) -> Option<MarbleId> {
        self.marble_where(|owner, place| (owner == seat && place == Place::Base(cell)).then_some(seat))
    }

    /// The first marble, seat by seat, whose seat and place `found` accepts.
    fn marble_where(&self, found: impl Fn(Seat, Place) -> Option<Seat>) -> Option<MarbleId> {
        self.marbles.iter().enumerate().find_map(|(s, places)| {
            places.iter().enumerate().find_map(|(i, &place)| {
                let seat = found(Seat::new(s), place)?;
                Some(MarbleId::new(seat, u8::try_from(i).ok()?))
            })
        })
    }

    /// D10: the colour `seat` plays: its own, or its partner's once all four
    /// of its own marbles are in its base.
    #[must_use]
    pub fn playing_colour(&self, seat: Seat) -> Seat {
        let finished = self
            .marbles
            .get(seat.index())
            .is_some_and(|m| m.iter().all(|p| matches!(p, Place::Base(_))));
        match Board::new(self.players).and_then(|b| b.partner(seat)) {
            Some(partner) if finished => partner,
            _ => seat,
        }
    }
}

#[cfg(test)]
mod tests {
    use rules_core::{Game, Seat, Table, rng_from_seed};

    use crate::{Jackar, Options, Place};

    /// The view's answers are the match's own, at every step of random games
    /// of two, four and six (D10: a finished seat plays its partner's colour).
    #[test]
    fn the_view_answers_as_the_match_does() {
        let mut partner_played = 0;
        for (seed, players) in [(1, 2), (2, 4), (3, 6), (4, 4)] {
            let mut table = Table::<Jackar>::new(seed, players, Options::default()).expect("a table");
            let mut rng = rng_from_seed(seed);
            for _ in 0..3000 {
                let game = table.game();
                for seat in Seat::all(players) {
                    let view = game.view(seat);
                    for s in Seat::all(players) {
                        assert_eq!(view.playing_colour(s), game.playing_colour(s), "D10, seat {s:?}");
                        partner_played += usize::from(game.playing_colour(s) != s);
                        for i in 0..4 {
                            let m = crate::MarbleId::new(s, i);
                            let place = game.place(m);
                            assert_eq!(view.place_of(m), Some(place));
                            if let Place::Base(cell) = place {
                                assert_eq!(view.marble_in_base(s, cell), Some(m));
                            }
                        }
                    }
                    for cell in 0..game.board().track_len() {
                        assert_eq!(view.marble_at(cell), game.marble_at(cell), "cell {cell}");
                    }
                }
                if table.play_random(&mut rng, 1) {
                    break;
                }
            }
        }
        assert!(partner_played > 0, "some seat finished and played its partner's colour");
    }
}
