//! Why the heuristic chooses an action, as facts ([`Why`]): a screen words
//! them in its players' language; [`Why`]'s `Display` is the bot's English
//! reason, as scripts, logs and English screens read it.

use std::fmt;

use rules_core::Seat;

use crate::action::Action;
use crate::cell::Cell;
use crate::formation::Formation;
use crate::shape::{Piece, Shape};
use crate::state::Khixa;

use super::heuristic::{others_have_pieces, worth};
use super::judge::{COMPLETE, loss};

/// How much a stolen piece's loss must cost its victim to be told as a
/// group broken.
const BREAKS: f64 = 20.0;

/// A piece placed: its shape, the cell and its clockwise quarter turns.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    /// The piece's shape (its number).
    pub shape: Shape,
    /// Where it goes in the mover's area.
    pub cell: Cell,
    /// Clockwise quarter turns, 0 to 3.
    pub rot: u8,
}

/// What a placement does toward the round's formation.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Builds {
    /// It completes the round's formation (D8).
    Completes(Formation),
    /// In the ladder round: it builds toward a rising chain (G7).
    Ladder,
    /// It touches no piece of its colour: a group of its own.
    Starts,
    /// It joins the mover's pieces of its shape: a group of this many.
    Joins(u32),
}

/// What a steal does besides taking the piece.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Taking {
    /// It completes the round's formation (D8).
    Completes(Formation),
    /// Its loss breaks the victim's group.
    Breaks,
    /// Nothing more to say.
    Just,
}

/// Why the heuristic chooses an action: the facts its reason says.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// A placement of the piece taken (D1, D2).
    Places {
        /// The piece and where it goes.
        placed: Placed,
        /// What it does toward the formation.
        builds: Builds,
        /// The jokers its gaps earn (D4); 0 when none, or when nobody else
        /// has a piece to steal (D6: such a joker is lost).
        jokers: u8,
    },
    /// A joker's steal (D5).
    Steals {
        /// Whose piece.
        victim: Seat,
        /// The piece taken (`None` when the cell is empty: not a legal steal).
        shape: Option<Shape>,
        /// Where it is in the victim's area.
        from: Cell,
        /// Where it goes in the thief's area, turned `rot`.
        to: Cell,
        /// Clockwise quarter turns, 0 to 3.
        rot: u8,
        /// What else the steal does.
        taking: Taking,
    },
    /// A joker declined (or a roll, which the heuristic never chooses).
    Declines,
}

/// Why the heuristic would choose `action` for the seat to act in `game`.
#[must_use]
pub fn why(game: &Khixa, action: &Action) -> Why {
    let seat = game.order.current();
    let formation = game.formation();
    let mine = game.area(seat);
    let complete = worth(game, action) >= COMPLETE;
    match *action {
        Action::Place { shape, cell, rot } => {
            let placed = Placed { shape, cell, rot };
            if complete {
                return Why::Places {
                    placed,
                    builds: Builds::Completes(formation),
                    jokers: 0,
                };
            }
            let piece = Piece::new(shape, rot);
            let mut after = mine.clone();
            after.put(cell, piece);
            let builds = match (formation, after.group_of(cell).count_ones()) {
                (Formation::Ladder, _) => Builds::Ladder,
                (_, 1) => Builds::Starts,
                (_, n) => Builds::Joins(n),
            };
            let jokers = if others_have_pieces(game, seat) {
                mine.gaps(cell, piece)
            } else {
                0
            };
            Why::Places { placed, builds, jokers }
        }
        Action::Steal { victim, from, to, rot } => {
            let theirs = game.area(victim);
            let taking = if complete {
                Taking::Completes(formation)
            } else if loss(formation, theirs, from) > BREAKS {
                Taking::Breaks
            } else {
                Taking::Just
            };
            Why::Steals {
                victim,
                shape: theirs.piece(from).map(|p| p.shape),
                from,
                to,
                rot,
                taking,
            }
        }
        Action::Decline | Action::Roll(_) => Why::Declines,
    }
}

/// How a piece is turned, in words (clockwise quarter turns), after its
/// cell: " (turned a quarter)"; nothing for none.
fn turned(rot: u8) -> &'static str {
    match rot % 4 {
        1 => " (turned a quarter)",
        2 => " (turned half round)",
        3 => " (turned three quarters)",
        _ => "",
    }
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Why::Places { placed, builds, jokers } => {
                let Placed { shape, cell, rot } = placed;
                write!(f, "the {shape} at {cell}{}", turned(rot))?;
                match builds {
                    Builds::Completes(formation) => return write!(f, " completes the {}", formation.name()),
                    Builds::Ladder => f.write_str(" builds toward a ladder")?,
                    Builds::Starts => f.write_str(" starts a group")?,
                    Builds::Joins(n) => write!(f, " joins your {shape}s: a group of {n}")?,
                }
                if jokers > 0 {
                    write!(f, "; earns {jokers} joker{}", if jokers > 1 { "s" } else { "" })?;
                }
                Ok(())
            }
            Why::Steals {
                victim,
                shape,
                from,
                to,
                rot,
                taking,
            } => {
                let value = shape.map_or(0, Shape::value);
                write!(
                    f,
                    "steals player {}'s {value} from their {from} to your {to}{}",
                    victim.0 + 1,
                    turned(rot)
                )?;
                match taking {
                    Taking::Completes(formation) => write!(f, ": completes the {}", formation.name()),
                    Taking::Breaks => f.write_str(", breaking their group"),
                    Taking::Just => Ok(()),
                }
            }
            Why::Declines => f.write_str("declines the joker"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use rules_core::Game;
    use serde_json::{Value, json};

    /// An area's pieces as state JSON from `d4:1r0 e5:3r2`.
    fn pieces(text: &str) -> Value {
        Value::Array(
            text.split_whitespace()
                .map(|item| {
                    let (c, p) = item.split_once(':').expect("cell:VrR");
                    let (v, r) = p.split_once('r').expect("VrR");
                    let c: Cell = c.parse().expect("a cell");
                    json!({"row": c.row(), "col": c.col(), "shape": v.parse::<u8>().expect("v"), "rot": r.parse::<u8>().expect("r")})
                })
                .collect(),
        )
    }

    /// Seat 0 to act in `round` with these areas and this die (or jokers).
    fn at(round: u8, areas: [&str; 2], hand: (&str, u8)) -> Khixa {
        let mut state =
            json!({"players": 2, "round": round, "areas": [pieces(areas[0]), pieces(areas[1])], "to_move": 0});
        state[hand.0] = json!(hand.1);
        Khixa::load_json(&state).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The reason for the action written `notation`, and its English.
    fn why_of(game: &Khixa, notation: &str) -> (Why, String) {
        let action: Action = notation.parse().expect("notation");
        assert!(game.legal_actions().contains(&action), "{notation} is legal");
        let w = why(game, &action);
        (w, w.to_string())
    }

    fn placed(shape: u8, cell: &str, rot: u8) -> Placed {
        Placed {
            shape: Shape::new(shape).expect("a shape"),
            cell: cell.parse().expect("a cell"),
            rot,
        }
    }

    /// D4: a piece whose hollows meet two neighbours earns two jokers, said
    /// after what it builds (another player has a piece to steal, D6).
    #[test]
    fn d4_a_placement_that_starts_a_group_and_earns_jokers() {
        let game = at(1, ["d3:1r0 c4:1r0 e4:1r0", "a1:2r0"], ("die", 5));
        let (w, english) = why_of(&game, "place 5 d4 r0");
        assert_eq!(
            w,
            Why::Places {
                placed: placed(5, "d4", 0),
                builds: Builds::Starts,
                jokers: 2
            }
        );
        assert_eq!(english, "the 5 at d4 starts a group; earns 2 jokers");
    }

    /// D6: with no piece anywhere else to steal, no joker is counted.
    #[test]
    fn d6_no_joker_is_told_when_nobody_has_a_piece_to_steal() {
        let game = at(1, ["d3:1r0 c4:1r0 e4:1r0", ""], ("die", 5));
        let (w, english) = why_of(&game, "place 5 d4 r0");
        assert!(matches!(w, Why::Places { jokers: 0, .. }), "{w:?}");
        assert_eq!(english, "the 5 at d4 starts a group");
    }

    /// D8: the placement that completes the round's formation says so.
    #[test]
    fn d8_a_placement_that_completes_the_formation() {
        let game = at(1, ["d4:1r0 e4:1r0", "a1:2r0"], ("die", 1));
        let (w, english) = why_of(&game, "place 1 d3 r0");
        assert_eq!(
            w,
            Why::Places {
                placed: placed(1, "d3", 0),
                builds: Builds::Completes(Formation::Trio),
                jokers: 0
            }
        );
        assert_eq!(english, "the 1 at d3 completes the Trio");
    }

    /// G7: a same-colour group grows; in the ladder round a rising chain.
    #[test]
    fn g7_a_placement_that_joins_a_group_or_builds_a_ladder() {
        let game = at(3, ["d4:1r0", "a1:2r0"], ("die", 1));
        let (w, english) = why_of(&game, "place 1 d3 r0");
        assert!(
            matches!(
                w,
                Why::Places {
                    builds: Builds::Joins(2),
                    ..
                }
            ),
            "{w:?}"
        );
        assert_eq!(english, "the 1 at d3 joins your 1s: a group of 2");
        let game = at(4, ["d4:1r0", "a1:2r0"], ("die", 2));
        let (w, english) = why_of(&game, "place 2 d3 r1");
        assert_eq!(
            w,
            Why::Places {
                placed: placed(2, "d3", 1),
                builds: Builds::Ladder,
                jokers: 0
            }
        );
        assert_eq!(english, "the 2 at d3 (turned a quarter) builds toward a ladder");
    }

    /// D5: a joker's steal names the victim (counted from 1), the piece and
    /// both cells; declining says so.
    #[test]
    fn d5_a_steal_and_a_joker_declined() {
        let game = at(1, ["", "a1:2r0"], ("jokers", 1));
        let (w, english) = why_of(&game, "steal 1:a1 to d4 r0");
        assert_eq!(
            w,
            Why::Steals {
                victim: Seat(1),
                shape: Shape::new(2),
                from: "a1".parse().expect("a cell"),
                to: "d4".parse().expect("a cell"),
                rot: 0,
                taking: Taking::Just
            }
        );
        assert_eq!(english, "steals player 2's 2 from their a1 to your d4");
        let (w, english) = why_of(&game, "decline");
        assert_eq!(w, Why::Declines);
        assert_eq!(english, "declines the joker");
    }

    #[test]
    fn a_turn_is_said_in_words_after_the_cell() {
        assert_eq!(turned(0), "");
        assert_eq!(turned(1), " (turned a quarter)");
        assert_eq!(turned(2), " (turned half round)");
        assert_eq!(turned(3), " (turned three quarters)");
    }
}
