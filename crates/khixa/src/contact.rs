//! Contacts between two pieces that share a side (G4).

use crate::shape::Edge;

/// What two facing edges make (G4). A side facing the edge of the area makes
/// no contact at all (G6).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Contact {
    /// A knob in a hollow of the same profile.
    Interlock,
    /// Flat against flat: a plain join.
    Join,
    /// A hollow against a flat side or against another hollow (any
    /// profiles): a gap, which earns a joker (D4).
    Gap,
    /// A knob against a flat side, a knob, or a hollow of another profile: no
    /// placement may make it (D1).
    Impossible,
}

impl Contact {
    /// The contact of edge `a` against edge `b` (symmetric).
    #[must_use]
    pub const fn between(a: Edge, b: Edge) -> Contact {
        match (a, b) {
            (Edge::Knob(p), Edge::Hollow(q)) | (Edge::Hollow(q), Edge::Knob(p)) => {
                if p as u8 == q as u8 {
                    Contact::Interlock
                } else {
                    Contact::Impossible
                }
            }
            (Edge::Knob(_), _) | (_, Edge::Knob(_)) => Contact::Impossible,
            (Edge::Flat, Edge::Flat) => Contact::Join,
            (Edge::Hollow(_), _) | (_, Edge::Hollow(_)) => Contact::Gap,
        }
    }

    /// Its name in the rules file's words.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Contact::Interlock => "interlock",
            Contact::Join => "plain join",
            Contact::Gap => "gap",
            Contact::Impossible => "impossible contact",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shape::Profile::{Round, Square, Triangle};

    /// G4, every pair of edge kinds: interlock only knob-in-hollow of one
    /// profile; flat-flat a join; a hollow against a flat or a hollow a gap
    /// (whatever the profiles); a knob against anything else impossible.
    #[test]
    fn g4_every_pair_of_edges_makes_the_contact_of_the_rules_file() {
        let edges = [
            Edge::Flat,
            Edge::Knob(Round),
            Edge::Knob(Square),
            Edge::Knob(Triangle),
            Edge::Hollow(Round),
            Edge::Hollow(Square),
            Edge::Hollow(Triangle),
        ];
        for a in edges {
            for b in edges {
                let want = match (a, b) {
                    (Edge::Knob(p), Edge::Hollow(q)) | (Edge::Hollow(q), Edge::Knob(p)) if p == q => Contact::Interlock,
                    (Edge::Knob(_), _) | (_, Edge::Knob(_)) => Contact::Impossible,
                    (Edge::Flat, Edge::Flat) => Contact::Join,
                    _ => Contact::Gap,
                };
                assert_eq!(Contact::between(a, b), want, "{a} against {b}");
                assert_eq!(Contact::between(a, b), Contact::between(b, a), "symmetric");
            }
        }
        assert_eq!(
            Contact::between(Edge::Knob(Round), Edge::Hollow(Round)),
            Contact::Interlock
        );
        assert_eq!(
            Contact::between(Edge::Knob(Round), Edge::Hollow(Square)),
            Contact::Impossible
        );
        assert_eq!(Contact::between(Edge::Knob(Round), Edge::Flat), Contact::Impossible);
        assert_eq!(
            Contact::between(Edge::Knob(Round), Edge::Knob(Round)),
            Contact::Impossible
        );
        assert_eq!(Contact::between(Edge::Flat, Edge::Flat), Contact::Join);
        assert_eq!(Contact::between(Edge::Hollow(Round), Edge::Flat), Contact::Gap);
        assert_eq!(
            Contact::between(Edge::Hollow(Round), Edge::Hollow(Triangle)),
            Contact::Gap
        );
    }
}
