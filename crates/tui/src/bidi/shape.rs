//! Arabic shaping for a terminal: each letter becomes the presentation form
//! (isolated, initial, medial, final) its neighbours call for, and lam
//! followed by alef becomes one of the mandatory lam-alef ligatures, so that
//! Arabic reads joined on terminals that draw characters one cell at a time.
//!
//! Which letters join which way is Unicode's own data (the joining types of
//! `ArabicShaping.txt`, from `unicode-joining-type`); the presentation forms
//! are the table below (Arabic Presentation Forms-A and -B), which the tests
//! check against Unicode's compatibility decompositions and joining types.
//!
//! Shaping works on a line of cells, one grapheme each (a letter with its
//! marks): it is told the graphemes in logical order and says, per cell,
//! what to draw instead.

use unicode_joining_type::{JoiningType, get_joining_type};

/// A letter with presentation forms: the letter, its isolated form, and how
/// many forms follow it in the block (2: isolated, final; 4: isolated, final,
/// initial, medial), the order both presentation-form blocks keep.
type Entry = (char, u32, u8);

/// Every letter shaped, with its forms (Presentation Forms-B for the Arabic
/// letters, Presentation Forms-A for the Persian and Urdu letters a name may
/// hold).
const FORMS: &[Entry] = &[
    ('\u{0621}', 0xFE80, 1), // hamza
    ('\u{0622}', 0xFE81, 2), // alef with madda above
    ('\u{0623}', 0xFE83, 2), // alef with hamza above
    ('\u{0624}', 0xFE85, 2), // waw with hamza above
    ('\u{0625}', 0xFE87, 2), // alef with hamza below
    ('\u{0626}', 0xFE89, 4), // yeh with hamza above
    ('\u{0627}', 0xFE8D, 2), // alef
    ('\u{0628}', 0xFE8F, 4), // beh
    ('\u{0629}', 0xFE93, 2), // teh marbuta
    ('\u{062A}', 0xFE95, 4), // teh
    ('\u{062B}', 0xFE99, 4), // theh
    ('\u{062C}', 0xFE9D, 4), // jeem
    ('\u{062D}', 0xFEA1, 4), // hah
    ('\u{062E}', 0xFEA5, 4), // khah
    ('\u{062F}', 0xFEA9, 2), // dal
    ('\u{0630}', 0xFEAB, 2), // thal
    ('\u{0631}', 0xFEAD, 2), // reh
    ('\u{0632}', 0xFEAF, 2), // zain
    ('\u{0633}', 0xFEB1, 4), // seen
    ('\u{0634}', 0xFEB5, 4), // sheen
    ('\u{0635}', 0xFEB9, 4), // sad
    ('\u{0636}', 0xFEBD, 4), // dad
    ('\u{0637}', 0xFEC1, 4), // tah
    ('\u{0638}', 0xFEC5, 4), // zah
    ('\u{0639}', 0xFEC9, 4), // ain
    ('\u{063A}', 0xFECD, 4), // ghain
    ('\u{0641}', 0xFED1, 4), // feh
    ('\u{0642}', 0xFED5, 4), // qaf
    ('\u{0643}', 0xFED9, 4), // kaf
    ('\u{0644}', 0xFEDD, 4), // lam
    ('\u{0645}', 0xFEE1, 4), // meem
    ('\u{0646}', 0xFEE5, 4), // noon
    ('\u{0647}', 0xFEE9, 4), // heh
    ('\u{0648}', 0xFEED, 2), // waw
    ('\u{0649}', 0xFEEF, 2), // alef maksura
    ('\u{064A}', 0xFEF1, 4), // yeh
    ('\u{0671}', 0xFB50, 2), // alef wasla
    ('\u{067E}', 0xFB56, 4), // peh
    ('\u{0686}', 0xFB7A, 4), // tcheh
    ('\u{0698}', 0xFB8A, 2), // jeh
    ('\u{06A4}', 0xFB6A, 4), // veh
    ('\u{06A9}', 0xFB8E, 4), // keheh
    ('\u{06AF}', 0xFB92, 4), // gaf
    ('\u{06CC}', 0xFBFC, 4), // farsi yeh
];

/// Lam.
const LAM: char = '\u{0644}';

/// The lam-alef ligature's isolated form for an alef (its final form is the
/// next character).
fn lam_alef(alef: char) -> Option<u32> {
    match alef {
        '\u{0622}' => Some(0xFEF5),
        '\u{0623}' => Some(0xFEF7),
        '\u{0625}' => Some(0xFEF9),
        '\u{0627}' => Some(0xFEFB),
        _ => None,
    }
}

/// Where a letter joins in a word.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Alone.
    Isolated,
    /// Joined to the letter before only (the end of a word).
    Final,
    /// Joined to the letter after only.
    Initial,
    /// Joined on both sides.
    Medial,
}

/// The presentation form of `letter`, if it has one in the table.
#[must_use]
pub fn form(letter: char, form: Form) -> Option<char> {
    // Alef maksura joins on both sides in Unicode; its initial and medial
    // forms are in Presentation Forms-A, apart from the others.
    match (letter, form) {
        ('\u{0649}', Form::Initial) => return Some('\u{FBE8}'),
        ('\u{0649}', Form::Medial) => return Some('\u{FBE9}'),
        _ => {}
    }
    let at = FORMS.binary_search_by_key(&letter, |&(c, _, _)| c).ok()?;
    let (_, isolated, count) = FORMS[at];
    let offset = match form {
        Form::Isolated => 0,
        Form::Final => 1,
        Form::Initial => 2,
        Form::Medial => 3,
    };
    (offset < u32::from(count))
        .then(|| char::from_u32(isolated + offset))
        .flatten()
}

/// The letters of the table, for the tests.
#[cfg(test)]
pub(crate) fn letters() -> impl Iterator<Item = char> {
    FORMS.iter().map(|&(c, _, _)| c)
}

/// Whether `a` (before) and `b` (after, in logical order) join: `a` joins
/// what follows it and `b` what precedes it.
fn joins(a: JoiningType, b: JoiningType) -> bool {
    use JoiningType::{DualJoining, JoinCausing, LeftJoining, RightJoining};
    matches!(a, DualJoining | LeftJoining | JoinCausing) && matches!(b, DualJoining | RightJoining | JoinCausing)
}

/// What shaping does to a cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shaped {
    /// Left as it is.
    Same,
    /// Its letter drawn as this presentation form (the marks after it in
    /// the grapheme stay).
    Now(char),
    /// A lam drawn as this lam-alef ligature: its marks stay, and the
    /// marks of the alef taken into it follow them.
    Ligature(char),
    /// Taken into the ligature of the lam before it: the cell is freed.
    Freed,
}

/// Shapes a line given as graphemes (one a cell) in logical order: per
/// grapheme, what to draw instead. A grapheme's first character is the
/// letter; the marks that follow it in the grapheme (harakat) stay with it.
/// A cell that holds only marks is transparent to joining, as Unicode says.
#[must_use]
pub fn shape<'a>(graphemes: impl IntoIterator<Item = &'a str>) -> Vec<Shaped> {
    let graphemes: Vec<&str> = graphemes.into_iter().collect();
    let mut out = vec![Shaped::Same; graphemes.len()];
    // The joining type of each cell's letter (transparent for an empty cell
    // or a cell of marks).
    let mut types: Vec<JoiningType> = graphemes
        .iter()
        .map(|g| g.chars().next().map_or(JoiningType::NonJoining, get_joining_type))
        .collect();
    if !types
        .iter()
        .any(|t| matches!(t, JoiningType::DualJoining | JoiningType::RightJoining))
    {
        return out;
    }
    // Lam-alef first: the lam becomes the ligature (which joins like an
    // alef: only to what precedes it), and the alef's cell is freed.
    let mut freed = vec![false; graphemes.len()];
    for i in 0..graphemes.len() {
        if graphemes[i].starts_with(LAM)
            && let Some(j) = next_letter(&types, i)
            && let Some(alef) = graphemes[j].chars().next()
            && lam_alef(alef).is_some()
        {
            types[i] = JoiningType::RightJoining;
            freed[j] = true;
        }
    }
    for i in 0..graphemes.len() {
        if freed[i] {
            out[i] = Shaped::Freed;
            continue;
        }
        let Some(letter) = graphemes[i].chars().next() else {
            continue;
        };
        if !matches!(types[i], JoiningType::DualJoining | JoiningType::RightJoining) {
            continue;
        }
        let before = previous_letter(&types, &freed, i).is_some_and(|p| joins(types[p], types[i]));
        let after = next_letter(&types, i).is_some_and(|n| joins(types[i], types[n]));
        let which = match (before, after) {
            (true, true) => Form::Medial,
            (true, false) => Form::Final,
            (false, true) => Form::Initial,
            (false, false) => Form::Isolated,
        };
        out[i] = if letter == LAM
            && let Some(j) = next_letter(&types, i)
            && freed[j]
        {
            let iso = graphemes[j].chars().next().and_then(lam_alef);
            let final_form = u32::from(which == Form::Final);
            match iso.and_then(|iso| char::from_u32(iso + final_form)) {
                Some(lig) => Shaped::Ligature(lig),
                None => Shaped::Same,
            }
        } else {
            // A letter without the form asked (a right-joining letter has
            // no initial or medial form) takes the form it has.
            let fallback = match which {
                Form::Medial => Form::Final,
                Form::Initial => Form::Isolated,
                other => other,
            };
            form(letter, which)
                .or_else(|| form(letter, fallback))
                .map_or(Shaped::Same, Shaped::Now)
        };
    }
    out
}

/// The next cell after `i` that is not transparent (a freed alef counts:
/// only its lam looks for it, to know its ligature).
fn next_letter(types: &[JoiningType], i: usize) -> Option<usize> {
    (i + 1..types.len()).find(|&k| types[k] != JoiningType::Transparent)
}

/// The cell before `i` that is neither transparent nor a freed alef.
fn previous_letter(types: &[JoiningType], freed: &[bool], i: usize) -> Option<usize> {
    (0..i)
        .rev()
        .find(|&k| !freed[k] && types[k] != JoiningType::Transparent)
}
