//! The rules crate's typed reasons in the family's language, worded by
//! message id, never from its English: the hint's why ([`Why`]: what the
//! computer's choice does) and the typed line's refusal ([`Unread`]).

use majlis_games::rules::khixa::bot::{Builds, Placed, Taking, Why};
use majlis_games::rules::khixa::{NotACell, Unread};

use super::chronicle::formation_name;
use crate::t;

/// A piece placed: its number, its cell and how it is turned.
fn placed(p: Placed) -> String {
    t!(
        "khixa-why-placed",
        shape = p.shape.value(),
        cell = p.cell.to_string(),
        rot = p.rot % 4
    )
}

/// Why the computer chooses a placement, a steal or a joker declined, in
/// words.
#[must_use]
pub fn words(why: &Why) -> String {
    match *why {
        Why::Places {
            placed: p,
            builds,
            jokers,
        } => {
            let piece = placed(p);
            let said = match builds {
                Builds::Completes(formation) => {
                    return t!(
                        "khixa-why-completes",
                        placed = piece,
                        formation = formation_name(formation)
                    );
                }
                Builds::Ladder => t!("khixa-why-ladder", placed = piece),
                Builds::Starts => t!("khixa-why-starts", placed = piece),
                Builds::Joins(size) => t!("khixa-why-joins", placed = piece, shape = p.shape.value(), size = size),
            };
            if jokers == 0 {
                said
            } else {
                t!("khixa-why-jokers", said = said, count = jokers)
            }
        }
        Why::Steals {
            victim,
            shape,
            from,
            to,
            rot,
            taking,
        } => {
            let steal = t!(
                "khixa-why-steals",
                victim = u32::from(victim.0) + 1,
                shape = shape.map_or(0, |s| s.value()),
                from = from.to_string(),
                to = to.to_string(),
                rot = rot % 4
            );
            match taking {
                Taking::Completes(formation) => {
                    t!(
                        "khixa-why-steal-completes",
                        steal = steal,
                        formation = formation_name(formation)
                    )
                }
                Taking::Breaks => t!("khixa-why-steal-breaks", steal = steal),
                Taking::Just => steal,
            }
        }
        Why::Declines => t!("khixa-why-declines"),
    }
}

/// Why the typed text does not read as a move, in words (the words typed
/// are quoted back as typed).
#[must_use]
pub fn unread(why: &Unread) -> String {
    match why {
        Unread::NotAnAction => t!("khixa-unread-not-an-action"),
        Unread::RollHow => t!("khixa-unread-roll-how"),
        Unread::NotAFace(text) => t!("khixa-unread-not-a-face", text = text),
        Unread::PlaceHow => t!("khixa-unread-place-how"),
        Unread::NotAShape(text) => t!("khixa-unread-not-a-shape", text = text),
        Unread::NotACell(NotACell::Written(text)) => t!("khixa-unread-cell-written", text = text),
        Unread::NotACell(NotACell::Outside(text)) => t!("khixa-unread-cell-outside", text = text),
        Unread::NotARotation(text) => t!("khixa-unread-not-a-rotation", text = text),
        Unread::StealHow => t!("khixa-unread-steal-how"),
        Unread::NotAVictimsPiece(text) => t!("khixa-unread-not-a-victims-piece", text = text),
        Unread::NotASeat(text) => t!("khixa-unread-not-a-seat", text = text),
        Unread::DeclineAlone => t!("khixa-unread-decline-alone"),
    }
}
