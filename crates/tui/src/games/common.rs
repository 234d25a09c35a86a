//! Pieces every game screen shares: the log panel and its lines, small buffer
//! helpers, the key-binding table behind each screen's keys and help, and the
//! replay that rebuilds a resumed match's log. A game's own look (its title,
//! frame colour, seat marks) comes in as parameters.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::Span;
use ratatui::widgets::{Block, BorderType, Widget};
use rules_core::{Game, Record, Seat, Table, options_from_json};

/// One line of a game's log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The seat the line is about (its mark is shown), if any.
    pub seat: Option<Seat>,
    /// The text, e.g. "Amal 6-3: 24/18 13/10" or "Lea: K brings a out".
    pub text: String,
}

/// Sets one cell's symbol and style; cells outside the buffer are skipped.
pub fn put(buf: &mut Buffer, x: u16, y: u16, symbol: &str, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_symbol(symbol).set_style(style);
    }
}

/// `text` cut to `width` characters, ending in … when cut.
#[must_use]
pub fn truncate(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut out: String = text.chars().take(width.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Wraps a log line to `width` columns at spaces; continuation lines are
/// indented by two. (Unlike [`crate::ui::wrap`], a word longer than the line
/// is not cut: the panel clips it.)
#[must_use]
pub fn wrap_log(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split(' ') {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
            line.push_str("  ");
        } else if len > 0 && !line.trim().is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.trim().is_empty() {
        lines.push(line);
    }
    lines
}

/// How a game's log panel looks: a rounded frame with a bold title, each line
/// led by its seat's mark, the newest entry in bold, the oldest dropped first.
pub struct LogPanel<'a> {
    /// The title in the frame, spaces included (" Log ").
    pub title: &'a str,
    /// The frame's style.
    pub frame: Style,
    /// Columns kept clear at the right of the text, inside the frame.
    pub margin: u16,
    /// What an empty log shows, and in which style, if anything.
    pub empty: Option<(&'a str, Style)>,
}

impl LogPanel<'_> {
    /// Draws `log` in `area`; `mark` gives a seat's symbol and style.
    pub fn draw<'m>(&self, buf: &mut Buffer, area: Rect, log: &[LogLine], mark: impl Fn(Seat) -> (&'m str, Style)) {
        let block = Block::bordered()
            .border_type(BorderType::Rounded)
            .border_style(self.frame)
            .title(Span::styled(self.title, Style::new().add_modifier(Modifier::BOLD)));
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.is_empty() {
            return;
        }
        // Two columns for the seat's mark, then the text up to the margin.
        let width = usize::from(inner.width.saturating_sub(2 + self.margin));
        if log.is_empty() {
            if let Some((text, style)) = self.empty {
                buf.set_stringn(inner.x + 2, inner.y, text, width, style);
            }
            return;
        }
        // Only the newest lines can show: wrap from the end until the box is full.
        let rows = usize::from(inner.height);
        let mut shown: Vec<(Option<Seat>, String, bool)> = Vec::new();
        for (age, entry) in log.iter().rev().enumerate() {
            let wrapped = wrap_log(&entry.text, width);
            for (k, text) in wrapped.into_iter().enumerate().rev() {
                let seat = if k == 0 { entry.seat } else { None };
                shown.push((seat, text, age == 0));
            }
            if shown.len() >= rows {
                break;
            }
        }
        shown.truncate(rows);
        shown.reverse();
        for (row, (seat, text, newest)) in (0u16..).zip(shown) {
            let y = inner.y + row;
            if let Some(seat) = seat {
                let (symbol, style) = mark(seat);
                put(buf, inner.x, y, symbol, style);
            }
            let style = if newest {
                Style::new().add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            buf.set_stringn(inner.x + 2, y, text, width, style);
        }
    }
}

/// One key binding of a screen: the keys, how the help writes them (empty:
/// shown with the binding before it), and what they do.
pub struct Binding<I> {
    /// The keys.
    pub codes: &'static [KeyCode],
    /// The keys as the help writes them; empty to fold into the row before.
    pub shown: &'static str,
    /// What the keys do, for the help.
    pub help: &'static str,
    /// The screen's intent.
    pub intent: I,
}

/// The help rows of a binding table, with the mouse's row (`click`) last.
#[must_use]
pub fn help<I>(bindings: &[Binding<I>], click: &'static str) -> Vec<(&'static str, &'static str)> {
    let mut keys: Vec<_> = bindings
        .iter()
        .filter(|b| !b.shown.is_empty())
        .map(|b| (b.shown, b.help))
        .collect();
    keys.push(("click", click));
    keys
}

/// A key press a screen may take: a press (not a release or repeat) without
/// Ctrl or Alt, whose chords belong to the shell.
#[must_use]
pub fn is_plain_press(key: KeyEvent) -> bool {
    key.kind == KeyEventKind::Press && !key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
}

/// The intent bound to a key's code in a binding table.
#[must_use]
pub fn bound<I: Copy>(bindings: &[Binding<I>], code: KeyCode) -> Option<I> {
    bindings.iter().find(|b| b.codes.contains(&code)).map(|b| b.intent)
}

/// Replays a table's actions on a fresh game, handing each (state before,
/// action, events) to `note`: how a resumed match rebuilds its log.
///
/// # Errors
/// When an action does not apply (the table's own replay accepted it, so this
/// means a rules bug).
pub fn replay<G>(table: &Table<G>, mut note: impl FnMut(&G, &G::Action, &[G::Event])) -> anyhow::Result<()>
where
    G: Game,
{
    let record = table.record();
    let mut game = G::new_game(record.players, &record.options)?;
    for (index, action) in table.actions().iter().enumerate() {
        let before = game.clone();
        let events = game
            .apply(action)
            .map_err(|e| anyhow::anyhow!("action {index} ({action}) of the save: {e}"))?;
        note(&before, action, &events);
    }
    Ok(())
}

/// A new table from the setup screen's options JSON (`null` for defaults).
///
/// # Errors
/// When the options are not the game's, or the game refuses the player count.
pub fn new_table<G: Game>(seed: u64, players: usize, options: &serde_json::Value) -> anyhow::Result<Table<G>> {
    let options = options_from_json::<G>(Some(options))?;
    Ok(Table::<G>::new(seed, players, options)?)
}

/// The table a save's record replays to. `name` is the game as the error
/// names it ("Jackar"); `players`, when given, the count the save must be of
/// (checked before replaying).
///
/// # Errors
/// When the record is not this game's, is of another player count, or does
/// not replay.
pub fn saved_table<G: Game>(
    record: &serde_json::Value,
    name: &str,
    players: Option<usize>,
) -> anyhow::Result<Table<G>> {
    let record: Record<G> =
        serde_json::from_value(record.clone()).map_err(|e| anyhow::anyhow!("this is not a {name} save: {e}"))?;
    if let Some(players) = players.filter(|&n| n != record.players) {
        anyhow::bail!("the save is of {} players but names {players}", record.players);
    }
    Ok(Table::replay(&record)?)
}

/// A table's record as JSON, for [`crate::session::Session::record_json`].
#[must_use]
pub fn record_json<G: Game>(table: &Table<G>) -> serde_json::Value {
    serde_json::to_value(table.record()).unwrap_or(serde_json::Value::Null)
}

/// A mouse event of `kind` at `pos` with no modifier held: what the games'
/// unit tests click, drag and release with.
#[cfg(test)]
pub fn mouse_at(
    kind: crossterm::event::MouseEventKind,
    pos: ratatui::layout::Position,
) -> crossterm::event::MouseEvent {
    crossterm::event::MouseEvent {
        kind,
        column: pos.x,
        row: pos.y,
        modifiers: KeyModifiers::NONE,
    }
}

#[cfg(test)]
mod tests {
    use crossterm::event::KeyModifiers;

    use super::*;

    #[test]
    fn log_lines_wrap_at_spaces_with_an_indent_and_keep_long_words_whole() {
        assert_eq!(wrap_log("one two three", 7), vec!["one two", "  three"]);
        assert_eq!(wrap_log("abcdefghij xy", 4), vec!["abcdefghij", "  xy"]);
        assert_eq!(wrap_log("", 10), Vec::<String>::new());
        assert_eq!(truncate("Layla", 4), "Lay…");
        assert_eq!(truncate("Dov", 4), "Dov");
    }

    #[test]
    fn the_panel_shows_the_newest_lines_marked_by_seat_and_the_empty_text() {
        let panel = LogPanel {
            title: " Log ",
            frame: Style::new(),
            margin: 0,
            empty: Some(("Nothing yet.", Style::new())),
        };
        let area = Rect::new(0, 0, 20, 4);
        let mut buf = Buffer::empty(area);
        panel.draw(&mut buf, area, &[], |_| ("*", Style::new()));
        let row = |buf: &Buffer, y: u16| (0..20).map(|x| buf[(x, y)].symbol().to_string()).collect::<String>();
        assert!(row(&buf, 1).contains("Nothing yet."), "{}", row(&buf, 1));
        let log: Vec<LogLine> = (0..3)
            .map(|k| LogLine {
                seat: (k != 1).then_some(Seat(k)),
                text: format!("line {k}"),
            })
            .collect();
        let mut buf = Buffer::empty(area);
        panel.draw(&mut buf, area, &log, |_| ("*", Style::new()));
        // Two rows inside the frame: the two newest lines, the oldest dropped.
        assert_eq!(row(&buf, 1).trim_end_matches(['│', ' ']), "│  line 1");
        assert_eq!(row(&buf, 2).trim_end_matches(['│', ' ']), "│* line 2");
        assert!(buf[(3, 2)].modifier.contains(Modifier::BOLD), "the newest is bold");
    }

    #[test]
    fn bindings_give_intents_and_help_rows_and_leave_chords_to_the_shell() {
        const TABLE: &[Binding<u8>] = &[
            Binding {
                codes: &[KeyCode::Enter],
                shown: "Enter",
                help: "choose",
                intent: 1,
            },
            Binding {
                codes: &[KeyCode::Left],
                shown: "",
                help: "",
                intent: 2,
            },
        ];
        assert_eq!(bound(TABLE, KeyCode::Left), Some(2));
        assert_eq!(bound(TABLE, KeyCode::Tab), None);
        assert_eq!(help(TABLE, "a card"), vec![("Enter", "choose"), ("click", "a card")]);
        assert!(is_plain_press(KeyEvent::new(KeyCode::Enter, KeyModifiers::SHIFT)));
        assert!(!is_plain_press(KeyEvent::new(KeyCode::Enter, KeyModifiers::CONTROL)));
    }

    #[test]
    fn a_save_of_another_game_or_player_count_is_refused_with_a_reason() {
        let table = new_table::<jackar::Jackar>(3, 4, &serde_json::Value::Null).expect("a table");
        let record = record_json(&table);
        assert!(saved_table::<jackar::Jackar>(&record, "Jackar", Some(4)).is_ok());
        let err = saved_table::<jackar::Jackar>(&record, "Jackar", Some(2)).expect_err("2 names for 4");
        assert_eq!(err.to_string(), "the save is of 4 players but names 2");
        let err = saved_table::<jackar::Jackar>(&serde_json::json!([1]), "Jackar", None).expect_err("not a record");
        assert!(err.to_string().starts_with("this is not a Jackar save"), "{err}");
    }
}
