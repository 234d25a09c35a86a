//! Where applying an action tells what happened: the sink every rules crate
//! writes its events into.

/// A sink for the events of an action, given to [`crate::Game::apply_into`].
///
/// A list (`Vec<E>`) keeps them, for [`crate::Game::apply`], logs and the
/// front-end; [`Quiet`] drops them, for [`crate::Game::apply_quiet`], random
/// playouts and search. A rules crate applies an action once, generically over
/// the sink, so the two paths cannot disagree; with [`Quiet`] the compiler
/// removes the pushes, and [`Events::push_with`] does not even build an event
/// that would cost something (a list, a string).
pub trait Events<E> {
    /// Reports one event.
    fn push(&mut self, event: E);

    /// Reports the event `make` builds; a sink that keeps nothing never calls
    /// `make`. For events that allocate or take work to build.
    #[inline]
    fn push_with(&mut self, make: impl FnOnce() -> E) {
        self.push(make());
    }
}

impl<E> Events<E> for Vec<E> {
    #[inline]
    fn push(&mut self, event: E) {
        Vec::push(self, event);
    }
}

/// Events nobody reads: dropped unbuilt.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Quiet;

impl<E> Events<E> for Quiet {
    #[inline]
    fn push(&mut self, _event: E) {}

    #[inline]
    fn push_with(&mut self, _make: impl FnOnce() -> E) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tells the events of a pretend action into any sink.
    fn tell(events: &mut impl Events<String>, built: &mut usize) {
        events.push("plain".to_string());
        events.push_with(|| {
            *built += 1;
            "built".to_string()
        });
    }

    #[test]
    fn a_list_keeps_every_event_and_quiet_builds_none() {
        let (mut list, mut built) = (Vec::new(), 0);
        tell(&mut list, &mut built);
        assert_eq!(list, ["plain", "built"]);
        assert_eq!(built, 1);
        let mut built = 0;
        tell(&mut Quiet, &mut built);
        assert_eq!(built, 0, "a quiet sink never builds an event");
    }
}
