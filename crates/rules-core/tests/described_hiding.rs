//! What a game hides is a fact of its description (`Description::hidden`),
//! and the conformance suite holds the game to it: a game described as
//! hiding nothing whose seats see differently is refused, and so is a game
//! described as hiding cards by seat whose seats always see the same.
//!
//! The game is Peek, as small as such a game can be: chance deals each of
//! two seats a secret bit, then each says a bit once. `SAYS_BY_SEAT` is what
//! its description says; `SHOWS_OWN` whether a seat's view shows its own
//! secret (so that the seats' views differ).

use std::fmt;
use std::str::FromStr;

use rules_core::conformance::Conformance;
use rules_core::{
    ChanceOutcomes, Description, Events, Game, Hidden, LoadError, NotationError, Outcome, PerSeat, RuleError, Seat,
    SetupError, ToAct,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
enum Act {
    /// Chance: the two secrets.
    Deal(u8, u8),
    /// A seat says a bit.
    Say(u8),
}

impl fmt::Display for Act {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Act::Deal(a, b) => write!(f, "deal {a} {b}"),
            Act::Say(n) => write!(f, "say {n}"),
        }
    }
}

impl FromStr for Act {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, NotationError> {
        let words: Vec<&str> = s.split(' ').collect();
        let bit = |w: &str| w.parse::<u8>().ok().filter(|&n| n < 2);
        match words.as_slice() {
            ["deal", a, b] => bit(a).zip(bit(b)).map(|(a, b)| Act::Deal(a, b)),
            ["say", n] => bit(n).map(Act::Say),
            _ => None,
        }
        .ok_or_else(|| NotationError::new(s, "expected deal <a> <b> or say <n>"))
    }
}

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Peek<const SAYS_BY_SEAT: bool, const SHOWS_OWN: bool> {
    secrets: Option<[u8; 2]>,
    said: Vec<u8>,
}

/// What a seat sees: what has been said, and its own secret when shown.
#[derive(Clone, Debug, PartialEq, Serialize)]
struct PeekView {
    own: Option<u8>,
    said: Vec<u8>,
}

impl<const SAYS_BY_SEAT: bool, const SHOWS_OWN: bool> Game for Peek<SAYS_BY_SEAT, SHOWS_OWN> {
    type Action = Act;
    type Event = ();
    type View = PeekView;
    type Options = ();
    const DESCRIPTION: &'static Description = &Description {
        id: "peek",
        latin: "Peek",
        original: "نظرة",
        summary: "Each says a bit; each sees its own secret.",
        players: &[2],
        usual_players: 2,
        seat_names: &[],
        hidden: if SAYS_BY_SEAT { Hidden::BySeat } else { Hidden::Nothing },
        options: &[],
    };

    fn new_game(players: usize, _options: &()) -> Result<Self, SetupError> {
        if players != 2 {
            return Err(SetupError("two players".into()));
        }
        Ok(Peek::default())
    }
    fn options(&self) -> &() {
        &()
    }
    fn players(&self) -> usize {
        2
    }
    fn to_act(&self) -> ToAct {
        match (self.secrets, self.said.len()) {
            (None, _) => ToAct::Chance,
            (Some(_), n @ 0..=1) => ToAct::Seat(Seat::new(n)),
            _ => ToAct::Over,
        }
    }
    fn legal_actions_into(&self, out: &mut Vec<Act>) {
        out.clear();
        if let ToAct::Seat(_) = self.to_act() {
            out.extend([Act::Say(0), Act::Say(1)]);
        }
    }
    fn chance_outcomes(&self) -> Option<ChanceOutcomes<Act>> {
        self.secrets
            .is_none()
            .then(|| ChanceOutcomes::Weighted((0..4).map(|n| (Act::Deal(n / 2, n % 2), 1)).collect()))
    }
    fn apply_into(&mut self, action: &Act, _events: &mut impl Events<()>) -> Result<(), RuleError> {
        let refused = || RuleError::Illegal {
            action: action.to_string(),
            reason: "not now".into(),
        };
        match (*action, self.to_act()) {
            (Act::Deal(a, b), ToAct::Chance) if a < 2 && b < 2 => self.secrets = Some([a, b]),
            (Act::Say(n), ToAct::Seat(_)) if n < 2 => self.said.push(n),
            _ => return Err(refused()),
        }
        Ok(())
    }
    fn view(&self, seat: Seat) -> PeekView {
        PeekView {
            own: self.secrets.map(|s| s[seat.index()]).filter(|_| SHOWS_OWN),
            said: self.said.clone(),
        }
    }
    fn outcome(&self) -> Option<Outcome> {
        (self.to_act() == ToAct::Over).then(|| Outcome {
            scores: PerSeat::from_fn(2, |s| i64::from(s == Seat(0))),
            winners: vec![Seat(0)],
        })
    }
    fn state_json(&self) -> serde_json::Value {
        serde_json::to_value(self).unwrap_or_default()
    }
    fn load_json(value: &serde_json::Value) -> Result<Self, LoadError> {
        serde_json::from_value(value.clone()).map_err(|e| LoadError::new(e.to_string()))
    }
}

#[test]
fn a_game_that_hides_what_it_says_it_hides_passes() {
    let report = Conformance::<Peek<true, true>>::new(2)
        .games(10)
        .run()
        .expect("conforms");
    assert!(report.views_differed > 0, "{report:?}");
    let report = Conformance::<Peek<false, false>>::new(2)
        .games(10)
        .run()
        .expect("conforms");
    assert_eq!(report.views_differed, 0, "{report:?}");
}

#[test]
fn a_game_said_to_hide_nothing_whose_seats_see_differently_is_refused() {
    let err = Conformance::<Peek<false, true>>::new(2)
        .games(10)
        .run()
        .expect_err("the description is wrong");
    assert!(
        err.contains("seat 1 sees otherwise than seat 0") && err.contains("Nothing"),
        "{err}"
    );
}

#[test]
fn a_game_said_to_hide_by_seat_whose_seats_always_see_the_same_is_refused() {
    let err = Conformance::<Peek<true, false>>::new(2)
        .games(10)
        .run()
        .expect_err("the description is wrong");
    assert!(err.contains("every seat saw the same"), "{err}");
}
