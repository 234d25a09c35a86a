//! Input mapping: one table of key bindings per screen and overlay. The same table
//! turns a key press into an [`Intent`] and draws the key bar and the help overlay,
//! so what the screen says and what it does cannot drift apart.

use ratatui::crossterm::event::{
    KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseButton, MouseEvent, MouseEventKind,
};
use ratatui::layout::Position;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};

/// What a key asks the shell to do, before a screen gives it a meaning.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Intent {
    /// Move the selection up.
    Up,
    /// Move the selection down.
    Down,
    /// Previous value or button.
    Left,
    /// Next value or button.
    Right,
    /// Next field.
    Next,
    /// Previous field.
    Prev,
    /// Open or press the selected item.
    Confirm,
    /// Leave this screen or close this overlay.
    Back,
    /// Leave the program (or, in a game, ask first).
    Quit,
    /// Open the help overlay.
    Help,
    /// Scroll a page up.
    PageUp,
    /// Scroll a page down.
    PageDown,
    /// Go to the top.
    Home,
    /// Go to the bottom.
    End,
    /// Go to the game picker.
    ToPicker,
    /// Play the same game again.
    PlayAgain,
    /// Delete the selected thing (a saved game, after a question).
    Delete,
    /// Read the rules of the game selected (before starting it).
    Rules,
    /// Speak the next language (the picker: English, Arabic, Hebrew).
    Language,
}

/// One key binding: the keys, how the help writes them, what they do, the
/// intent they give, and how the key bar shows them. The shell's tables bind
/// [`Intent`]s; each game's screen binds its own intent type, so one type
/// serves the help overlay and the key bar of every screen.
#[derive(Copy, Clone, Debug)]
pub struct Binding<I = Intent> {
    /// Every key that triggers it.
    pub keys: &'static [KeyCode],
    /// How the keys are written in the help overlay (`↑/k`); empty to leave
    /// the binding out of the help (its row before names it: `←/→`).
    pub shown: &'static str,
    /// What it does, in a few words: a message id (`key-roll`, a game's
    /// `toki-key-take`), put in the interface language where the help and
    /// the key bar show it ([`say`]).
    pub does: &'static str,
    /// The intent it produces.
    pub intent: I,
    /// How the key bar shows it, if at all: the keys' names and a message id
    /// for the words; pairs such as ↑ and ↓ share one entry (`↑↓ choose`)
    /// so the bar fits.
    pub bar: Option<(&'static str, &'static str)>,
}

/// A binding shown in the help and, as it is, in the key bar.
pub const fn bind<I>(keys: &'static [KeyCode], shown: &'static str, does: &'static str, intent: I) -> Binding<I> {
    Binding {
        keys,
        shown,
        does,
        intent,
        bar: Some((shown, does)),
    }
}

/// A binding shown in the help only.
pub const fn quiet<I>(keys: &'static [KeyCode], shown: &'static str, does: &'static str, intent: I) -> Binding<I> {
    Binding {
        keys,
        shown,
        does,
        intent,
        bar: None,
    }
}

/// A binding the help leaves out: another binding's row names it (`←/→`).
pub const fn hidden<I>(keys: &'static [KeyCode], intent: I) -> Binding<I> {
    Binding {
        keys,
        shown: "",
        does: "",
        intent,
        bar: None,
    }
}

/// The same binding shown in the key bar as `bar` (for a pair of bindings).
pub const fn paired<I: Copy>(binding: Binding<I>, bar: (&'static str, &'static str)) -> Binding<I> {
    Binding {
        keys: binding.keys,
        shown: binding.shown,
        does: binding.does,
        intent: binding.intent,
        bar: Some(bar),
    }
}

// The keys the game screens share, each game binding its own intent.

/// Enter or Space: take the option under the cursor (the card screens).
pub const fn choose<I>(intent: I) -> Binding<I> {
    bind(&[KeyCode::Enter, KeyCode::Char(' ')], "Enter", "key-choose", intent)
}

/// Tab, → or ↓: the next option; ← ↑ and Shift-Tab, the previous, are
/// [`previous_option`] (the help's row names both).
pub const fn next_option<I>(intent: I) -> Binding<I> {
    bind(
        &[KeyCode::Tab, KeyCode::Right, KeyCode::Down],
        "Tab/←→",
        "key-next-previous",
        intent,
    )
}

/// Shift-Tab, ← or ↑: the previous option (see [`next_option`]).
pub const fn previous_option<I>(intent: I) -> Binding<I> {
    hidden(&[KeyCode::BackTab, KeyCode::Left, KeyCode::Up], intent)
}

/// Esc or Backspace: one step of the choice back.
pub const fn step_back<I>(intent: I) -> Binding<I> {
    bind(&[KeyCode::Esc, KeyCode::Backspace], "Esc", "key-step-back", intent)
}

/// Enter or Space: the screen's main key, doing what `does` says (roll,
/// pick, place…).
pub const fn enter_or_space<I>(does: &'static str, intent: I) -> Binding<I> {
    bind(&[KeyCode::Enter, KeyCode::Char(' ')], "Enter/Space", does, intent)
}

/// r: roll the dice (or the die).
pub const fn roll<I>(intent: I) -> Binding<I> {
    bind(&[KeyCode::Char('r'), KeyCode::Char('R')], "r", "key-roll", intent)
}

const HELP_KEYS: &[KeyCode] = &[KeyCode::Char('?'), KeyCode::F(1)];

/// The game picker.
pub static PICKER: &[Binding] = &[
    quiet(&[KeyCode::Up, KeyCode::Char('k')], "↑/k", "key-up", Intent::Up),
    paired(
        quiet(&[KeyCode::Down, KeyCode::Char('j')], "↓/j", "key-down", Intent::Down),
        ("↑↓", "key-choose"),
    ),
    bind(
        &[KeyCode::Enter, KeyCode::Char(' ')],
        "Enter",
        "key-open",
        Intent::Confirm,
    ),
    bind(
        &[KeyCode::Tab, KeyCode::Right, KeyCode::Char('l')],
        "Tab/←→",
        "key-pages",
        Intent::Next,
    ),
    hidden(&[KeyCode::BackTab, KeyCode::Left, KeyCode::Char('h')], Intent::Prev),
    paired(
        quiet(
            &[KeyCode::Char('d'), KeyCode::Delete],
            "d/Delete",
            "key-delete-saved",
            Intent::Delete,
        ),
        ("d", "key-delete-save"),
    ),
    quiet(&[KeyCode::Home], "Home", "key-first-entry", Intent::Home),
    quiet(&[KeyCode::End], "End", "key-last-entry", Intent::End),
    paired(
        quiet(&[KeyCode::Char('r')], "r", "key-rules-selected", Intent::Rules),
        ("r", "key-rules"),
    ),
    bind(HELP_KEYS, "?", "key-help", Intent::Help),
    bind(&[KeyCode::Char('q'), KeyCode::Esc], "q", "key-quit", Intent::Quit),
    // `l` is the next page already (as in vi). The picker shows the
    // language on, in its own name, beside its tabs, with this key.
    quiet(&[KeyCode::Char('L')], "L", "key-language", Intent::Language),
];

/// The setup screen. Letters are typed into the name fields, so no letter is bound.
pub static SETUP: &[Binding] = &[
    quiet(
        &[KeyCode::Up, KeyCode::BackTab],
        "↑/Shift-Tab",
        "key-previous-field",
        Intent::Up,
    ),
    paired(
        quiet(&[KeyCode::Down, KeyCode::Tab], "↓/Tab", "key-next-field", Intent::Down),
        ("↑↓", "key-field"),
    ),
    quiet(&[KeyCode::Left], "←", "key-previous-value", Intent::Left),
    paired(
        quiet(&[KeyCode::Right], "→", "key-next-value", Intent::Right),
        ("←→", "key-change"),
    ),
    bind(&[KeyCode::Enter], "Enter", "key-next-press", Intent::Confirm),
    bind(&[KeyCode::F(1)], "F1", "key-help-rules", Intent::Help),
    bind(&[KeyCode::Esc], "Esc", "key-back", Intent::Back),
];

/// The shell's keys during a game, after the game's own keys.
pub static GAME: &[Binding] = &[
    bind(HELP_KEYS, "?", "key-help-rules", Intent::Help),
    bind(&[KeyCode::Char('q'), KeyCode::Esc], "q", "key-leave", Intent::Quit),
];

/// Moves to the previous button of a row of buttons (results, leave dialog).
const PREVIOUS_BUTTON: Binding = quiet(
    &[KeyCode::Left, KeyCode::BackTab, KeyCode::Char('h')],
    "←/h",
    "key-previous-button",
    Intent::Left,
);

/// Moves to the next button of a row of buttons; shown in the key bar with its pair.
const NEXT_BUTTON: Binding = paired(
    quiet(
        &[KeyCode::Right, KeyCode::Tab, KeyCode::Char('l')],
        "→/l",
        "key-next-button",
        Intent::Right,
    ),
    ("←→", "key-choose"),
);

/// The results screen.
pub static RESULTS: &[Binding] = &[
    PREVIOUS_BUTTON,
    NEXT_BUTTON,
    bind(
        &[KeyCode::Enter, KeyCode::Char(' ')],
        "Enter",
        "key-press",
        Intent::Confirm,
    ),
    bind(&[KeyCode::Char('r')], "r", "key-play-again", Intent::PlayAgain),
    bind(&[KeyCode::Char('p'), KeyCode::Esc], "p", "key-picker", Intent::ToPicker),
    bind(HELP_KEYS, "?", "key-help", Intent::Help),
    bind(&[KeyCode::Char('q')], "q", "key-quit", Intent::Quit),
    // Last: where the bar is full, the panel's edge says "↓ more: ↑↓".
    quiet(&[KeyCode::Up, KeyCode::Char('k')], "↑/k", "key-results-up", Intent::Up),
    paired(
        quiet(
            &[KeyCode::Down, KeyCode::Char('j')],
            "↓/j",
            "key-results-down",
            Intent::Down,
        ),
        ("↑↓", "key-more"),
    ),
    quiet(&[KeyCode::PageUp], "PgUp", "key-a-page-up", Intent::PageUp),
    quiet(&[KeyCode::PageDown], "PgDn", "key-a-page-down", Intent::PageDown),
];

/// The help overlay.
pub static HELP: &[Binding] = &[
    quiet(&[KeyCode::Up, KeyCode::Char('k')], "↑/k", "key-scroll-up", Intent::Up),
    paired(
        quiet(
            &[KeyCode::Down, KeyCode::Char('j')],
            "↓/j",
            "key-scroll-down",
            Intent::Down,
        ),
        ("↑↓", "key-scroll"),
    ),
    quiet(&[KeyCode::PageUp], "PgUp", "key-page-up", Intent::PageUp),
    paired(
        quiet(
            &[KeyCode::PageDown, KeyCode::Char(' ')],
            "PgDn/Space",
            "key-page-down",
            Intent::PageDown,
        ),
        ("PgUp/PgDn", "key-page"),
    ),
    quiet(&[KeyCode::Home], "Home", "key-top", Intent::Home),
    quiet(&[KeyCode::End], "End", "key-bottom", Intent::End),
    bind(
        &[
            KeyCode::Esc,
            KeyCode::Char('q'),
            KeyCode::Char('?'),
            KeyCode::F(1),
            KeyCode::Enter,
        ],
        "Esc",
        "key-close",
        Intent::Back,
    ),
];

/// The "delete the saved game?" question.
pub static DELETE: &[Binding] = &[
    PREVIOUS_BUTTON,
    NEXT_BUTTON,
    bind(&[KeyCode::Enter], "Enter", "key-press", Intent::Confirm),
    bind(
        &[KeyCode::Char('y'), KeyCode::Char('d')],
        "y",
        "key-delete",
        Intent::Delete,
    ),
    bind(&[KeyCode::Esc, KeyCode::Char('n')], "Esc", "key-keep-it", Intent::Back),
];

/// A replay of a finished game.
pub static REPLAY: &[Binding] = &[
    quiet(
        &[KeyCode::Left, KeyCode::Char('h'), KeyCode::Backspace],
        "←/h",
        "key-move-back",
        Intent::Left,
    ),
    paired(
        quiet(
            &[KeyCode::Right, KeyCode::Char('l'), KeyCode::Char(' '), KeyCode::Enter],
            "→/l/Space",
            "key-move-forward",
            Intent::Right,
        ),
        ("←→", "key-step"),
    ),
    bind(&[KeyCode::Home], "Home", "key-start", Intent::Home),
    bind(&[KeyCode::End], "End", "key-end", Intent::End),
    bind(HELP_KEYS, "?", "key-help", Intent::Help),
    bind(
        &[KeyCode::Esc, KeyCode::Char('q')],
        "Esc",
        "key-back-to-results",
        Intent::Back,
    ),
];

/// The "leave the game?" overlay.
pub static CONFIRM: &[Binding] = &[
    PREVIOUS_BUTTON,
    NEXT_BUTTON,
    bind(&[KeyCode::Enter], "Enter", "key-press", Intent::Confirm),
    bind(&[KeyCode::Char('p')], "p", "key-to-picker", Intent::ToPicker),
    bind(&[KeyCode::Char('q')], "q", "key-quit-majlis", Intent::Quit),
    bind(
        &[KeyCode::Esc, KeyCode::Char('n')],
        "Esc",
        "key-keep-playing",
        Intent::Back,
    ),
];

/// The intent a key press has in `table`, if any. Only presses count (not
/// releases or repeats); Shift is ignored (terminals differ on whether `?`
/// carries it); Control and Alt chords never match (they are the shell's).
#[must_use]
pub fn lookup<I: Copy>(table: &[Binding<I>], key: &KeyEvent) -> Option<I> {
    if !is_plain_press(key) {
        return None;
    }
    table.iter().find(|b| b.keys.contains(&key.code)).map(|b| b.intent)
}

/// The intent of a key press on a screen that picks things by number: a
/// digit of `digits` gives `digit(n)`, any other key its intent in `table`.
/// Only plain presses count (see [`is_plain_press`]).
#[must_use]
pub fn numbered_lookup<I: Copy>(
    table: &[Binding<I>],
    digits: std::ops::RangeInclusive<char>,
    digit: impl FnOnce(u8) -> I,
    key: &KeyEvent,
) -> Option<I> {
    if !is_plain_press(key) {
        return None;
    }
    if let KeyCode::Char(c) = key.code
        && digits.contains(&c)
    {
        return c.to_digit(10).and_then(|n| u8::try_from(n).ok()).map(digit);
    }
    lookup(table, key)
}

/// The intent of a left click: what `hit` finds at its position, made an
/// intent by `click`; `None` for any other mouse event or an empty spot.
#[must_use]
pub fn left_click<T, I>(
    mouse: MouseEvent,
    hit: impl FnOnce(Position) -> Option<T>,
    click: impl FnOnce(T) -> I,
) -> Option<I> {
    if mouse.kind != MouseEventKind::Down(MouseButton::Left) {
        return None;
    }
    hit(Position::new(mouse.column, mouse.row)).map(click)
}

/// The digit keys that pick a thing by its number, and the intent of a
/// digit ([`Intents::NUMBERED`]).
pub type Numbered<I> = Option<(std::ops::RangeInclusive<char>, fn(u8) -> I)>;

/// What a game screen's keys and clicks ask for (its intents), with the
/// one table of bindings the handler, the help and the key bar read, and
/// the help's words for a click.
pub trait Intents: Copy + std::fmt::Debug + 'static {
    /// The keys: one table for the handler, the help and the key bar.
    const BINDINGS: &'static [Binding<Self>];
    /// What a click does, for the help: a message id, as a binding's
    /// `does` ("a checker, then a marked point": `shesh-besh-click`).
    const CLICK: &'static str;
    /// The digit keys that pick a thing by its number (a card, a cell),
    /// read before [`Intents::BINDINGS`], and the intent of a digit. `None`
    /// (the default): digits are keys like any other.
    const NUMBERED: Numbered<Self> = None;

    /// The intent of a key press; `None` for keys the screen leaves to the
    /// session and the shell. Only plain presses count (see [`is_plain_press`]).
    #[must_use]
    fn of_key(key: &KeyEvent) -> Option<Self> {
        match Self::NUMBERED {
            Some((digits, digit)) => numbered_lookup(Self::BINDINGS, digits, digit, key),
            None => lookup(Self::BINDINGS, key),
        }
    }
}

/// What a key did to a line of text being typed (a notation prompt).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LineKey {
    /// Esc, or Backspace on an empty line: close it.
    Close,
    /// Enter: take the line as it stands.
    Submit,
    /// A character typed or removed, or a key with nothing to do.
    Edited,
}

/// Applies `key` to `text`: a plain character is typed while the line has
/// fewer than `max_chars`, Backspace removes the last one (closing an empty
/// line), Esc closes and Enter submits.
pub fn edit_line(text: &mut String, key: &KeyEvent, max_chars: usize) -> LineKey {
    let plain = !key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    match key.code {
        KeyCode::Esc => LineKey::Close,
        KeyCode::Backspace if text.pop().is_none() => LineKey::Close,
        KeyCode::Enter => LineKey::Submit,
        KeyCode::Char(c) if plain && text.chars().count() < max_chars => {
            text.push(c);
            LineKey::Edited
        }
        _ => LineKey::Edited,
    }
}

/// A key press a screen may take: a press (not a release or repeat) without
/// Ctrl or Alt, whose chords belong to the shell.
#[must_use]
pub fn is_plain_press(key: &KeyEvent) -> bool {
    key.kind == KeyEventKind::Press && !key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
}

/// Control-C: leave at once from anywhere (a game in progress is saved first).
#[must_use]
pub fn is_interrupt(key: &KeyEvent) -> bool {
    key.modifiers.contains(KeyModifiers::CONTROL) && matches!(key.code, KeyCode::Char('c' | 'C'))
}

/// The style of a key's name in the key bar.
#[must_use]
pub fn key_style() -> Style {
    Style::new().add_modifier(Modifier::REVERSED)
}

/// What a key does, in the interface language: `does` is a message id
/// (a binding's, or one a screen picks for the moment: `key-continue`), or
/// words already in the language (a name: "Amal takes the device"), kept
/// as they are.
#[must_use]
pub fn say(does: &str) -> String {
    crate::i18n::get(does).unwrap_or_else(|| does.to_owned())
}

/// A key bar: ` key ` what it does ([`say`]), for each pair, separated by
/// spaces. Pairs that would not fit in `width` columns are left out whole
/// (the help lists them all).
#[must_use]
pub fn bar<'a>(pairs: impl IntoIterator<Item = (&'a str, &'a str)>, width: usize) -> Line<'static> {
    let mut spans = Vec::new();
    let mut used = 0;
    for (key, does) in pairs {
        let gap = if spans.is_empty() { "" } else { "  " };
        let (key, does) = (format!(" {key} "), format!(" {}", say(does)));
        let needed = Line::from(format!("{gap}{key}{does}")).width();
        if used + needed > width {
            // A long pair that does not fit leaves room for a shorter one
            // after it (the hint key after a game's long descriptions).
            continue;
        }
        used += needed;
        spans.extend([Span::raw(gap), Span::styled(key, key_style()), Span::raw(does)]);
    }
    Line::from(spans)
}

/// The (key, what it does) pairs of a table that the key bar shows.
pub fn bar_pairs<I>(table: &'static [Binding<I>]) -> impl Iterator<Item = (&'static str, &'static str)> {
    table.iter().filter_map(|b| b.bar)
}

/// The (key, what it does) rows of a table for the help overlay (bindings
/// named by the row before them are left out).
pub fn help_pairs<I>(table: &'static [Binding<I>]) -> impl Iterator<Item = (&'static str, &'static str)> {
    table.iter().filter(|b| !b.shown.is_empty()).map(|b| (b.shown, b.does))
}

/// The game screens' input tests: a key's intent, and the keys every card
/// screen shares.
#[cfg(test)]
pub(crate) mod testing {
    use super::*;

    /// The intent of a plain press of `code` on a screen whose intents are `I`.
    pub(crate) fn press<I: Intents>(code: KeyCode) -> Option<I> {
        I::of_key(&KeyEvent::new(code, KeyModifiers::NONE))
    }

    /// Asserts Enter, Tab, ← and Esc give a card screen's `choose`, `next`,
    /// `previous` and `back` ([`choose`], [`next_option`],
    /// [`previous_option`], [`step_back`]); that its numbered digits give
    /// their numbers, and 0 and the digit after the last none; and that the
    /// shell's keys (q, ?, a Ctrl chord) give none.
    pub(crate) fn assert_card_keys<I: Intents + PartialEq>(choose: I, next: I, previous: I, back: I) {
        let (digits, digit) = I::NUMBERED.expect("a card screen picks by number");
        for (c, n) in digits.clone().zip(1..) {
            assert_eq!(press(KeyCode::Char(c)), Some(digit(n)), "the digit {c}");
        }
        let after = char::from_u32(u32::from(*digits.end()) + 1).expect("a character");
        assert_eq!(press::<I>(KeyCode::Char('0')), None, "0 picks nothing");
        assert_eq!(press::<I>(KeyCode::Char(after)), None, "{after} is past the last");
        assert_eq!(press(KeyCode::Enter), Some(choose));
        assert_eq!(press(KeyCode::Tab), Some(next));
        assert_eq!(press(KeyCode::Left), Some(previous));
        assert_eq!(press(KeyCode::Esc), Some(back));
        assert_eq!(press::<I>(KeyCode::Char('q')), None, "q is the shell's");
        assert_eq!(press::<I>(KeyCode::Char('?')), None, "? is the shell's");
        let ctrl = KeyEvent::new(KeyCode::Char('3'), KeyModifiers::CONTROL);
        assert_eq!(I::of_key(&ctrl), None, "Ctrl chords are the shell's");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every word the shell's keys say (the help's and the key bar's, and
    /// what the picker and setup say a key does at the moment) is a message
    /// in every language.
    #[test]
    fn the_shells_keys_are_worded_in_every_language() {
        let tables: [&[Binding]; 8] = [PICKER, SETUP, GAME, RESULTS, HELP, DELETE, REPLAY, CONFIRM];
        let shared: [Binding<()>; 4] = [choose(()), next_option(()), step_back(()), roll(())];
        let mut ids: Vec<&str> = tables
            .iter()
            .flat_map(|t| t.iter())
            .flat_map(|b| [b.does, b.bar.map_or("", |(_, d)| d)])
            .chain(shared.iter().map(|b| b.does))
            .filter(|id| !id.is_empty())
            .collect();
        // What the picker and setup say Enter, Tab, d and → do at the moment.
        ids.extend([
            "key-continue",
            "key-new-game",
            "key-replay",
            "key-delete",
            "picker-tab-games",
            "picker-tab-results",
            "key-human-computer",
            "key-button",
            "key-start-game",
            "key-back",
            "key-next",
        ]);
        for lang in crate::i18n::Lang::FAMILY {
            crate::i18n::set_lang(lang);
            let missing: Vec<&&str> = ids.iter().filter(|id| !crate::i18n::has(id)).collect();
            assert!(missing.is_empty(), "{lang}: no message for {missing:?}");
        }
        crate::i18n::set_lang(crate::i18n::Lang::Ar);
        assert_eq!(say("key-quit"), "خروج", "said in the language");
        assert_eq!(
            say("Amal takes the device"),
            "Amal takes the device",
            "words kept as they are"
        );
        crate::i18n::set_lang(crate::i18n::Lang::En);
    }

    fn key(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new_with_kind(code, modifiers, KeyEventKind::Press)
    }

    #[test]
    fn numbers_in_range_pick_by_number_and_other_keys_go_to_the_table() {
        #[derive(Copy, Clone, Debug, PartialEq)]
        enum Pick {
            Number(u8),
            Nine,
        }
        const TABLE: &[Binding<Pick>] = &[bind(&[KeyCode::Char('9')], "9", "nine", Pick::Nine)];
        let look = |code, modifiers| numbered_lookup(TABLE, '1'..='8', Pick::Number, &key(code, modifiers));
        assert_eq!(look(KeyCode::Char('3'), KeyModifiers::NONE), Some(Pick::Number(3)));
        assert_eq!(
            look(KeyCode::Char('9'), KeyModifiers::NONE),
            Some(Pick::Nine),
            "out of range: the table's"
        );
        assert_eq!(look(KeyCode::Char('0'), KeyModifiers::NONE), None);
        assert_eq!(
            look(KeyCode::Char('3'), KeyModifiers::CONTROL),
            None,
            "a chord is the shell's"
        );
        let release = KeyEvent::new_with_kind(KeyCode::Char('3'), KeyModifiers::NONE, KeyEventKind::Release);
        assert_eq!(numbered_lookup(TABLE, '1'..='8', Pick::Number, &release), None);
    }

    #[test]
    fn a_line_is_typed_up_to_its_length_and_closed_or_submitted() {
        let mut text = String::new();
        let plain = |c| key(KeyCode::Char(c), KeyModifiers::NONE);
        assert_eq!(edit_line(&mut text, &plain('7'), 3), LineKey::Edited);
        assert_eq!(edit_line(&mut text, &plain(' '), 3), LineKey::Edited);
        assert_eq!(edit_line(&mut text, &plain('a'), 3), LineKey::Edited);
        assert_eq!(edit_line(&mut text, &plain('b'), 3), LineKey::Edited, "full: ignored");
        assert_eq!(text, "7 a");
        assert_eq!(
            edit_line(&mut text, &key(KeyCode::Char('c'), KeyModifiers::CONTROL), 9),
            LineKey::Edited
        );
        assert_eq!(text, "7 a", "a chord types nothing");
        assert_eq!(
            edit_line(&mut text, &key(KeyCode::Enter, KeyModifiers::NONE), 3),
            LineKey::Submit
        );
        for _ in 0..3 {
            assert_eq!(
                edit_line(&mut text, &key(KeyCode::Backspace, KeyModifiers::NONE), 3),
                LineKey::Edited
            );
        }
        assert_eq!(
            edit_line(&mut text, &key(KeyCode::Backspace, KeyModifiers::NONE), 3),
            LineKey::Close
        );
        assert_eq!(
            edit_line(&mut text, &key(KeyCode::Esc, KeyModifiers::NONE), 3),
            LineKey::Close
        );
    }

    #[test]
    fn only_a_left_click_on_something_is_a_click() {
        let mouse = |kind| MouseEvent {
            kind,
            column: 4,
            row: 2,
            modifiers: KeyModifiers::NONE,
        };
        let hit = |p: Position| (p.x == 4 && p.y == 2).then_some("card");
        assert_eq!(
            left_click(mouse(MouseEventKind::Down(MouseButton::Left)), hit, |t| t),
            Some("card")
        );
        assert_eq!(
            left_click(mouse(MouseEventKind::Down(MouseButton::Right)), hit, |t| t),
            None
        );
        assert_eq!(left_click(mouse(MouseEventKind::Moved), hit, |t| t), None);
        assert_eq!(
            left_click(mouse(MouseEventKind::Down(MouseButton::Left)), |_| None::<&str>, |t| t),
            None
        );
    }

    #[test]
    fn a_shifted_question_mark_still_opens_help_but_control_chords_do_not_match() {
        assert_eq!(
            lookup(PICKER, &key(KeyCode::Char('?'), KeyModifiers::SHIFT)),
            Some(Intent::Help)
        );
        assert_eq!(lookup(PICKER, &key(KeyCode::Char('q'), KeyModifiers::CONTROL)), None);
        assert!(is_interrupt(&key(KeyCode::Char('c'), KeyModifiers::CONTROL)));
        assert!(!is_interrupt(&key(KeyCode::Char('c'), KeyModifiers::NONE)));
    }

    #[test]
    fn no_table_binds_one_key_to_two_intents() {
        for table in [PICKER, SETUP, GAME, RESULTS, HELP, CONFIRM, DELETE, REPLAY] {
            for (i, a) in table.iter().enumerate() {
                for b in &table[i + 1..] {
                    assert!(
                        !a.keys.iter().any(|k| b.keys.contains(k)),
                        "{} and {} share a key",
                        a.shown,
                        b.shown
                    );
                }
            }
        }
    }

    #[test]
    fn the_bar_leaves_out_whole_pairs_that_do_not_fit() {
        let text = |line: Line| line.spans.iter().map(|s| s.content.as_ref()).collect::<String>();
        let pairs = [("r", "roll"), ("u", "undo"), ("q", "quit")];
        assert_eq!(text(bar(pairs, 80)), " r  roll   u  undo   q  quit");
        assert_eq!(text(bar(pairs, 20)), " r  roll   u  undo");
        assert_eq!(text(bar(pairs, 3)), "");
        let long = [("r", "roll"), ("Enter/Space", "pick, move, confirm"), ("h", "hint")];
        assert_eq!(
            text(bar(long, 20)),
            " r  roll   h  hint",
            "a pair too long for the room is left out, the next short one kept"
        );
    }

    #[test]
    fn setup_binds_no_printable_character_so_names_can_hold_any_letter() {
        assert!(
            SETUP
                .iter()
                .flat_map(|b| b.keys)
                .all(|k| !matches!(k, KeyCode::Char(_)))
        );
    }
}
