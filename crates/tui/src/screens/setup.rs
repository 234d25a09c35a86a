//! The setup screen: players' names, the player count when the game allows
//! several, who plays each seat (a person, or a computer: easy, medium or
//! hard, for games that have computer players; ← → on a player's row, or a
//! click on its kind), the game's options, then Start or Back. It says before the game
//! starts when the terminal is too small for the player count chosen (each
//! game's screen says how much it needs, `min_size(players)`), and when a
//! typed name reaches the longest a name may be (the limit is shown while a
//! name is being typed).

use ratatui::Frame;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::{Margin, Position, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use rules_core::{Description, OptionSpec, OptionValues};
use serde_json::Value;

use crate::i18n::game_words;
use crate::keys::{self, Intent};
use crate::registry::Registered;
use crate::request::{NewGame, Request};
use crate::seats::SeatKind;
use crate::{chrome, t, text};

/// The longest name a field takes, in display columns (a letter one, an emoji two).
pub const NAME_MAX: usize = 16;

/// One focusable row.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// The player count.
    Players,
    /// A player's name.
    Name(usize),
    /// One of the game's options.
    Option(usize),
    /// The Start button.
    Start,
    /// The Back button.
    Back,
}

/// The setup screen's state.
#[derive(Debug)]
pub struct Setup {
    entry: &'static Registered,
    /// The player counts offered (the game's, from its description).
    counts: &'static [usize],
    players: usize,
    /// One name per possible seat, so lowering and raising the count keeps names.
    names: Vec<String>,
    choices: Vec<usize>,
    focus: usize,
    error: Option<String>,
    note: Option<String>,
    /// A name reached [`NAME_MAX`]: the seat whose letter was not taken.
    full: Option<usize>,
    /// Who plays each possible seat (kept when the count changes).
    seats: Vec<SeatKind>,
    /// Whether the game has computer players to offer.
    computers: bool,
    /// Whether the table is hosted (`majlis host`): a seat may also be a
    /// person joining by SSH.
    hosting: bool,
}

/// Where the setup screen's parts are drawn.
#[derive(Debug, PartialEq, Eq)]
pub struct SetupLayout {
    /// The game's name and description.
    pub heading: Rect,
    /// One row per field, in focus order; Start and Back share the last row.
    pub rows: Vec<(Field, Rect)>,
    /// The game's note on the table (partners), right under the names, when asked for.
    pub note: Option<Rect>,
    /// The error line.
    pub error: Rect,
}

/// The narrowest the labels' column is: the focus marker, the label, a gap.
const LABEL_MIN: u16 = 18;
/// The focus marker before a label (`▶ `).
const MARKER: u16 = 2;
/// The name field's width: the brackets, a space and the name's columns.
const NAME_FIELD: u16 = 4 + NAME_MAX as u16;
/// The buttons' labels: Start, Back.
fn buttons() -> [String; 2] {
    [t!("setup-start"), t!("setup-back")]
}

/// The layout of these fields in `body`, with a row for the game's note
/// under the names when `note` is set.
#[must_use]
pub fn layout(body: Rect, fields: &[Field], note: bool) -> SetupLayout {
    let col = chrome::column(body.inner(Margin::new(2, 1)), 76);
    let heading = Rect {
        height: 3.min(col.height),
        ..col
    };
    let mut y = heading.bottom() + 1;
    let mut rows = Vec::new();
    let mut note_row = None;
    let mut previous = None;
    for field in fields {
        // A blank row between the groups: players, names, options, buttons.
        let group = match field {
            Field::Players => 0,
            Field::Name(_) => 1,
            Field::Option(_) => 2,
            Field::Start | Field::Back => 3,
        };
        if previous == Some(1) && group != 1 && note {
            // Indented to the labels' text, past the focus marker.
            note_row = Some(Rect::new(col.x + 2, y, col.width.saturating_sub(2), 1).intersection(col));
            y += 1;
        }
        if previous.is_some_and(|p| p != group) && *field != Field::Back {
            y += 1;
        }
        if *field == Field::Back {
            y -= 1;
        }
        previous = Some(group);
        rows.push((*field, Rect::new(col.x, y, col.width, 1).intersection(col)));
        y += 1;
    }
    // Two rows, or more where the body has them (a longer language's warning).
    let error_rows = col.bottom().saturating_sub(y + 1).clamp(2, 4);
    let error = Rect::new(col.x, y + 1, col.width, error_rows).intersection(col);
    SetupLayout {
        heading,
        rows,
        note: note_row,
        error,
    }
}

impl Setup {
    /// A setup screen for this game, with the default names and options.
    #[must_use]
    pub fn new(entry: &'static Registered) -> Self {
        Self::with_counts(entry, entry.description.players)
    }

    /// A setup screen offering these player counts.
    fn with_counts(entry: &'static Registered, counts: &'static [usize]) -> Self {
        let d = entry.description;
        let most = counts.iter().copied().max().unwrap_or(2);
        // The count families usually play (the rules crate's), if offered.
        let players = if counts.contains(&d.usual_players) {
            d.usual_players
        } else {
            counts.first().copied().unwrap_or(2)
        };
        // Empty fields show their default greyed, so typing replaces it.
        let names = vec![String::new(); most];
        // Each option starts on its default (the first value offered if the
        // default is not among them).
        let choices = d
            .options
            .iter()
            .map(|o| {
                let default = o.default_json();
                offered(d, o).iter().position(|(v, _)| *v == default).unwrap_or(0)
            })
            .collect();
        let mut setup = Setup {
            entry,
            counts,
            players,
            names,
            choices,
            focus: 0,
            error: None,
            note: None,
            full: None,
            seats: vec![SeatKind::Human; most],
            computers: (entry.has_computers)(),
            hosting: false,
        };
        // Start on the first name: most families only type names.
        setup.focus = setup
            .fields()
            .iter()
            .position(|f| matches!(f, Field::Name(_)))
            .unwrap_or(0);
        setup
    }

    /// The game being set up.
    #[must_use]
    pub fn entry(&self) -> &'static Registered {
        self.entry
    }

    /// Shows why the game could not start.
    pub fn set_error(&mut self, error: String) {
        self.error = Some(error);
    }

    /// A line shown under the fields while there is no error (what starting will do).
    pub fn set_note(&mut self, note: String) {
        self.note = Some(note);
    }

    /// The note, if any.
    #[must_use]
    pub fn note(&self) -> Option<&str> {
        self.note.as_deref()
    }

    /// The sentence saying that the terminal is too small for the game at
    /// the player count chosen, if it is (`terminal`: columns, rows).
    #[must_use]
    pub fn too_small(&self, terminal: (u16, u16)) -> Option<String> {
        let need = crate::screens::game::shell_size((self.entry.min_size)(self.players));
        if terminal.0 >= need.0 && terminal.1 >= need.1 {
            return None;
        }
        let game = game_words::heading(self.entry.description).0;
        let (need_columns, need_rows, columns, rows) = (need.0, need.1, terminal.0, terminal.1);
        Some(if self.counts.iter().any(|&n| n < self.players) {
            t!(
                "setup-too-small-fewer",
                game = game,
                count = self.players,
                need_columns = need_columns,
                need_rows = need_rows,
                columns = columns,
                rows = rows
            )
        } else {
            t!(
                "setup-too-small",
                game = game,
                count = self.players,
                need_columns = need_columns,
                need_rows = need_rows,
                columns = columns,
                rows = rows
            )
        })
    }

    /// The sentence saying that a name is as long as a name may be, while
    /// the family types past it.
    #[must_use]
    pub fn name_full(&self) -> Option<String> {
        let seat = self.full?;
        Some(t!("setup-name-full", seat = seat + 1, max = NAME_MAX))
    }

    /// The game's note on the table for the names typed so far (Jackar's
    /// partners), if the game has one. When the names make it wider than
    /// `width`, the note is given blank names instead (players by number).
    #[must_use]
    pub fn setup_note(&self, width: usize) -> Option<String> {
        let note = self.entry.setup_note?;
        let typed: Vec<String> = self.names[..self.players].iter().map(|n| n.trim().to_owned()).collect();
        let text = note(&typed);
        if text::width(&text) <= width {
            Some(text)
        } else {
            Some(note(&vec![String::new(); self.players]))
        }
    }

    /// The fields in focus order.
    #[must_use]
    pub fn fields(&self) -> Vec<Field> {
        let mut fields = Vec::new();
        if self.counts.len() > 1 {
            fields.push(Field::Players);
        }
        fields.extend((0..self.players).map(Field::Name));
        fields.extend((0..self.entry.description.options.len()).map(Field::Option));
        fields.extend([Field::Start, Field::Back]);
        fields
    }

    /// The focused field.
    #[must_use]
    pub fn focused(&self) -> Field {
        self.fields().get(self.focus).copied().unwrap_or(Field::Start)
    }

    /// The names the game would start with (empty fields get the game's
    /// default name for the seat, or the computer's: "Computer (hard)").
    #[must_use]
    pub fn names(&self) -> Vec<String> {
        self.names[..self.players]
            .iter()
            .enumerate()
            .map(|(seat, name)| {
                if name.trim().is_empty() {
                    self.default_name(seat)
                } else {
                    name.trim().to_owned()
                }
            })
            .collect()
    }

    /// The name a seat gets when none is typed.
    fn default_name(&self, seat: usize) -> String {
        crate::seats::computer_name(self.seats(), seat)
            .unwrap_or_else(|| game_words::seat_name(self.entry.description, seat))
    }

    /// Who plays each seat of the table being set up.
    #[must_use]
    pub fn seats(&self) -> &[SeatKind] {
        &self.seats[..self.players.min(self.seats.len())]
    }

    /// Whether the game offers computer players.
    #[must_use]
    pub fn offers_computers(&self) -> bool {
        self.computers
    }

    /// The setup of a hosted table (`majlis host`): each seat may also be a
    /// person joining by SSH, by the name in its field.
    #[must_use]
    pub fn hosted(mut self) -> Self {
        self.hosting = true;
        self
    }

    /// Whether a seat's kind is chosen here (a computer, or someone by SSH).
    fn offers_kinds(&self) -> bool {
        self.computers || self.hosting
    }

    /// The kinds ← → steps through.
    fn kinds(&self) -> &'static [SeatKind] {
        match (self.hosting, self.computers) {
            (true, true) => &SeatKind::OFFERED_HOSTING,
            (true, false) => &SeatKind::OFFERED_HOSTING[..2],
            (false, _) => &SeatKind::OFFERED,
        }
    }

    /// The key bar's pairs for the focused field: only the keys that do
    /// something there, said as they do it (← → changes a value, plays a seat
    /// by a person or a computer, or moves between the buttons; Enter goes to
    /// the next field or presses the button).
    #[must_use]
    pub fn bar_pairs(&self) -> Vec<(String, String)> {
        let focused = self.focused();
        keys::SETUP
            .iter()
            .filter_map(|b| {
                let (key, does) = b.bar?;
                let does = match (b.intent, focused) {
                    (Intent::Right, Field::Name(_)) if self.offers_kinds() => "key-human-computer",
                    (Intent::Right, Field::Name(_)) => return None,
                    (Intent::Right, Field::Start | Field::Back) => "key-button",
                    (Intent::Confirm, Field::Start) => "key-start-game",
                    (Intent::Confirm, Field::Back) => "key-back",
                    (Intent::Confirm, _) => "key-next",
                    _ => does,
                };
                Some((key.to_owned(), does.to_owned()))
            })
            .collect()
    }

    /// The options JSON: an object of every option's chosen value, or `null` when
    /// the game has none.
    #[must_use]
    pub fn options(&self) -> Value {
        let specs = self.entry.description.options;
        if specs.is_empty() {
            return Value::Null;
        }
        let object = specs
            .iter()
            .zip(&self.choices)
            .filter_map(|(spec, &i)| {
                let (value, _) = offered(self.entry.description, spec).into_iter().nth(i)?;
                Some((spec.key.to_owned(), value))
            })
            .collect();
        Value::Object(object)
    }

    /// A key press: typing edits the focused name; other keys go through [`keys::SETUP`].
    pub fn on_key(&mut self, key: KeyEvent) -> Option<Request> {
        if let Field::Name(seat) = self.focused() {
            let plain = !key.modifiers.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
            match key.code {
                KeyCode::Char(c) if plain && !c.is_control() => {
                    // Measured as shown, with the letter: a wide character (an emoji)
                    // takes two of the field's columns, and a code point that joins
                    // the last picture (a zero-width joiner, a skin tone) none more.
                    let longer = format!("{}{c}", self.names[seat]);
                    if text::width(&longer) <= NAME_MAX {
                        self.names[seat] = longer;
                        self.full = None;
                    } else {
                        // Said, not silently dropped: the family sees why the letter did not appear.
                        self.full = Some(seat);
                    }
                    self.error = None;
                    return None;
                }
                KeyCode::Backspace => {
                    self.names[seat].pop();
                    self.full = None;
                    return None;
                }
                _ => {}
            }
        }
        self.on_intent(keys::lookup(keys::SETUP, &key)?)
    }

    fn on_intent(&mut self, intent: Intent) -> Option<Request> {
        let count = self.fields().len();
        match intent {
            Intent::Up => self.focus = self.focus.checked_sub(1).unwrap_or(count - 1),
            Intent::Down => self.focus = (self.focus + 1) % count,
            // Right to left the values and the buttons run the other way.
            Intent::Left => self.change(if crate::i18n::is_rtl() { 1 } else { -1 }),
            Intent::Right => self.change(if crate::i18n::is_rtl() { -1 } else { 1 }),
            Intent::Confirm => match self.focused() {
                Field::Start => return Some(self.start()),
                Field::Back => return Some(Request::ToPicker),
                _ => self.focus = (self.focus + 1) % count,
            },
            Intent::Back => return Some(Request::ToPicker),
            Intent::Help => return Some(Request::Help),
            _ => {}
        }
        None
    }

    fn start(&self) -> Request {
        Request::Start(NewGame {
            entry: self.entry,
            names: self.names(),
            options: self.options(),
            seats: self.seats().to_vec(),
        })
    }

    /// Steps the focused field's value (or moves between the buttons).
    fn change(&mut self, step: isize) {
        match self.focused() {
            Field::Players => {
                let counts = self.counts;
                let at = counts.iter().position(|&n| n == self.players).unwrap_or(0);
                self.players = counts[cycle(at, step, counts.len())];
            }
            Field::Option(i) => {
                let Some(spec) = self.entry.description.options.get(i) else {
                    return;
                };
                let len = offered(self.entry.description, spec).len();
                self.choices[i] = if matches!(spec.values, OptionValues::Range { .. }) {
                    // A number stops at its ends: 20 stages does not become 1.
                    self.choices[i].saturating_add_signed(step).min(len.saturating_sub(1))
                } else {
                    cycle(self.choices[i], step, len)
                };
            }
            Field::Name(seat) if self.offers_kinds() => {
                let offered = self.kinds();
                let at = offered.iter().position(|k| *k == self.seats[seat]).unwrap_or(0);
                self.seats[seat] = offered[cycle(at, step, offered.len())];
            }
            Field::Start if step > 0 => self.focus += 1,
            Field::Back if step < 0 => self.focus -= 1,
            _ => {}
        }
    }

    /// A mouse click focuses the field under it; on a value, the left arrow steps
    /// back and the rest steps forward; on a button, it presses it.
    pub fn on_mouse(&mut self, mouse: MouseEvent, body: Rect) -> Option<Request> {
        let MouseEventKind::Down(MouseButton::Left) = mouse.kind else {
            return None;
        };
        let clicked = Position::new(mouse.column, mouse.row);
        let fields = self.fields();
        let layout = layout(body, &fields, self.entry.setup_note.is_some());
        for (index, (field, rect)) in layout.rows.iter().enumerate() {
            if !rect.contains(clicked) {
                continue;
            }
            let label_width = self.label_width(rect.width);
            // A row is one line, put in visual order: right to left, what is
            // drawn at a column was laid out at its mirror.
            let at = if crate::i18n::is_rtl() {
                Position::new(rect.x + rect.right() - 1 - clicked.x, clicked.y)
            } else {
                clicked
            };
            match field {
                Field::Start | Field::Back => {
                    let hit = chrome::button_at(*rect, &buttons(), clicked)?;
                    self.focus = fields.iter().position(|f| *f == [Field::Start, Field::Back][hit])?;
                    return self.on_intent(Intent::Confirm);
                }
                Field::Name(_) => {
                    self.focus = index;
                    // The kind after the name: its ◀ steps back, the rest forward.
                    let kind_x = label_width + NAME_FIELD + 1;
                    if self.offers_kinds() && at.x >= rect.x + kind_x {
                        self.step_at(at.x < rect.x + kind_x + 2);
                    }
                    return None;
                }
                _ => {
                    self.focus = index;
                    if matches!(field, Field::Players | Field::Option(_)) && at.x >= rect.x + label_width {
                        self.step_at(at.x < rect.x + label_width + 2);
                    }
                    return None;
                }
            }
        }
        None
    }

    /// A click on a value's arrows: the first arrow laid out steps back, the
    /// rest forward. Right to left the line is drawn mirrored (the click
    /// mirrored with it) and the first arrow is `▶`, at the right, as the →
    /// key steps back there ([`arrows`]).
    fn step_at(&mut self, first: bool) {
        self.change(if first { -1 } else { 1 });
    }

    /// The game name for the title bar.
    #[must_use]
    pub fn title(&self) -> String {
        t!("setup-title", game = game_words::title(self.entry.description))
    }

    /// Draws the form into the body; `cursor` shows the text cursor in a focused name.
    pub fn draw(&self, frame: &mut Frame, body: Rect, cursor: bool) {
        let fields = self.fields();
        let layout = layout(body, &fields, self.entry.setup_note.is_some());
        let d = self.entry.description;
        let heading = vec![
            Line::from({
                let (name, original) = game_words::heading(d);
                let mut spans = vec![Span::styled(name, Style::new().add_modifier(Modifier::BOLD))];
                if let Some(original) = original {
                    spans.push(Span::raw("  "));
                    spans.push(Span::styled(original, Style::new().fg(Color::Yellow)));
                }
                spans.push(Span::styled(
                    format!("   {}", crate::i18n::game_words::players_text(d)),
                    Style::new().fg(Color::Gray),
                ));
                spans
            }),
            Line::styled(game_words::summary(d), Style::new().fg(Color::Gray)),
        ];
        frame.render_widget(
            crate::bidi::Visual(Paragraph::new(heading).wrap(ratatui::widgets::Wrap { trim: true })),
            layout.heading,
        );
        let focused = self.focused();
        for (field, rect) in &layout.rows {
            let label_width = self.label_width(rect.width);
            let on = *field == focused;
            let label_style = if on {
                Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD)
            } else {
                Style::new()
            };
            let marker = if on { crate::widgets::pointer() } else { "  " };
            let (label, value) = match field {
                Field::Players => (self.label(*field), arrows(&self.players.to_string(), on)),
                Field::Name(seat) => {
                    let mut value = self.name_field(*seat, on);
                    if self.offers_kinds() {
                        value.push(Span::raw(" "));
                        value.extend(arrows(&self.seats[*seat].label(), on));
                    }
                    (self.label(*field), value)
                }
                Field::Option(i) => {
                    let Some(spec) = d.options.get(*i) else { continue };
                    let label = offered(d, spec)
                        .into_iter()
                        .nth(self.choices[*i])
                        .map_or_else(|| "?".to_owned(), |(_, label)| label);
                    (self.label(*field), arrows(&label, on))
                }
                Field::Start | Field::Back => {
                    let selected = match focused {
                        Field::Start => Some(0),
                        Field::Back => Some(1),
                        _ => None,
                    };
                    chrome::draw_buttons(frame, *rect, &buttons(), selected);
                    continue;
                }
            };
            // Padded in display columns (Arabic and Hebrew labels too), so
            // the values line up; the column is as wide as the longest label
            // ([`Setup::label_width`]), which is cut only where it could not be.
            let label_room = usize::from(label_width - MARKER);
            let mut spans = vec![Span::styled(
                format!(
                    "{marker}{}",
                    text::pad(&cut_at_word(&label, label_room - 1), label_room)
                ),
                label_style,
            )];
            spans.extend(value);
            frame.render_widget(crate::bidi::Visual(Paragraph::new(Line::from(spans))), *rect);
            if on
                && cursor
                && let Field::Name(seat) = field
            {
                // Beside the end the next letter appears at (the row is
                // reordered, and mirrored right to left).
                let x = crate::bidi::caret(*rect, label_width + 2, &self.names[*seat]);
                frame.set_cursor_position(Position::new(x, rect.y));
            }
        }
        if let Some(rect) = layout.note
            && let Some(text) = self.setup_note(usize::from(rect.width))
        {
            frame.render_widget(
                crate::bidi::Visual(Paragraph::new(text).style(Style::new().add_modifier(Modifier::ITALIC))),
                rect,
            );
        }
        // The error, else the terminal too small, else a name that is full,
        // else the note, else what the focused field takes (an option's help
        // and the rule it sets, from the game's description).
        let gray = Style::new().fg(Color::Gray);
        let option_help = match focused {
            Field::Option(i) => d.options.get(i).map(|o| (option_help(d, o), gray)),
            Field::Name(_) if self.hosting => Some((t!("host-setup-seat-help", max = NAME_MAX), gray)),
            Field::Name(_) if self.computers => Some((t!("setup-name-help-computers", max = NAME_MAX), gray)),
            Field::Name(_) => Some((t!("setup-name-help", max = NAME_MAX), gray)),
            _ => None,
        };
        let warn = Style::new().fg(Color::LightRed).add_modifier(Modifier::BOLD);
        // The terminal the body is drawn in: the shell's title and key bars around it.
        let terminal = (body.width, body.height.saturating_add(2));
        let line = if let Some(error) = &self.error {
            Some((error.clone(), warn))
        } else if let Some(small) = self.too_small(terminal) {
            Some((small, warn))
        } else if let Some(full) = self.name_full() {
            Some((full, Style::new().fg(Color::Yellow).add_modifier(Modifier::BOLD)))
        } else if let Some(note) = &self.note {
            Some((note.clone(), Style::new().fg(Color::Yellow)))
        } else {
            option_help
        };
        if let Some((text, style)) = line {
            frame.render_widget(
                crate::bidi::Visual(
                    Paragraph::new(text)
                        .style(style)
                        .wrap(ratatui::widgets::Wrap { trim: true }),
                ),
                layout.error,
            );
        }
    }

    /// A field's label, in the interface's language (none for the buttons).
    fn label(&self, field: Field) -> String {
        let d = self.entry.description;
        match field {
            Field::Players => t!("setup-players"),
            Field::Name(seat) => t!("setup-player", seat = seat + 1),
            Field::Option(i) => d
                .options
                .get(i)
                .map_or_else(String::new, |spec| game_words::option_label(d, spec)),
            Field::Start | Field::Back => String::new(),
        }
    }

    /// The labels' column in a row `row` columns wide: the focus marker, the
    /// longest label shown in display columns (a longer language's too) and
    /// a gap, so no label is cut, at least [`LABEL_MIN`], and at most half the
    /// row so the values keep their room.
    fn label_width(&self, row: u16) -> u16 {
        let longest = self
            .fields()
            .into_iter()
            .map(|field| text::width(&self.label(field)))
            .max()
            .unwrap_or(0);
        let wanted = u16::try_from(longest).unwrap_or(u16::MAX).saturating_add(MARKER + 1);
        wanted.min(row / 2).max(LABEL_MIN)
    }

    fn name_field(&self, seat: usize, on: bool) -> Vec<Span<'static>> {
        let name = &self.names[seat];
        let width = NAME_MAX + 1;
        let style = if on {
            Style::new().bg(Color::DarkGray).fg(Color::White)
        } else {
            Style::new().underlined()
        };
        if name.is_empty() {
            let default = self.default_name(seat);
            vec![
                Span::raw("["),
                Span::styled(format!(" {}", text::pad(&default, width)), style.fg(Color::Gray)),
                Span::raw("]"),
            ]
        } else {
            vec![
                Span::raw("["),
                Span::styled(format!(" {}", text::pad(name, width)), style),
                Span::raw("]"),
            ]
        }
    }
}

/// The values setup offers for an option, in order: every whole number of a
/// range with an upper end (Wajh al-Nahs's stages: 1 to 20), the suggested
/// numbers of an open range, a choice's values, off and on.
fn offered(d: &Description, spec: &OptionSpec) -> Vec<(Value, String)> {
    let values: Vec<Value> = match spec.values {
        OptionValues::Range {
            min, max: Some(max), ..
        } => (min..=max).map(Value::from).collect(),
        OptionValues::Range { .. } => {
            let mut values: Vec<Value> = spec.offered().into_iter().map(|(v, _)| v).collect();
            values.sort_by_key(Value::as_u64);
            values
        }
        _ => spec.offered().into_iter().map(|(v, _)| v).collect(),
    };
    values
        .into_iter()
        .map(|v| {
            let label = game_words::value_label(d, spec, &v);
            (v, label)
        })
        .collect()
}

/// What an option does, as the line under the fields says it: its help, and
/// for a number its range ("1 to 20 stages").
fn option_help(d: &Description, spec: &OptionSpec) -> String {
    let help = game_words::option_help(d, spec);
    match spec.values {
        OptionValues::Range {
            min, max: Some(max), ..
        } => t!(
            "setup-option-range",
            help = help,
            min = min,
            last = game_words::value_label(d, spec, &Value::from(max))
        ),
        _ => help,
    }
}

/// `text` in at most `columns` display columns: whole, or its words that fit
/// followed by `…` (cut inside a word only when its first word alone is
/// longer).
fn cut_at_word(text: &str, columns: usize) -> String {
    if text::width(text) <= columns {
        return text.to_owned();
    }
    let room = columns.saturating_sub(1);
    let mut kept = String::new();
    for word in text.split(' ') {
        let next = if kept.is_empty() {
            word.to_owned()
        } else {
            format!("{kept} {word}")
        };
        if text::width(&next) > room {
            break;
        }
        kept = next;
    }
    if kept.is_empty() {
        text::truncate(text, columns)
    } else {
        format!("{kept}…")
    }
}

/// A value between its arrows: `◀ 5 points ▶`. Right to left the line is
/// reversed in visual order, so the arrows are laid out the other way round
/// and still read `◀ … ▶` (← steps to the left one, → to the right one).
fn arrows(value: &str, on: bool) -> Vec<Span<'static>> {
    let arrow = if on {
        Style::new().fg(Color::Cyan)
    } else {
        Style::new().fg(Color::DarkGray)
    };
    let (first, last) = if crate::i18n::is_rtl() {
        ("▶ ", " ◀")
    } else {
        ("◀ ", " ▶")
    };
    vec![
        Span::styled(first, arrow),
        Span::styled(value.to_owned(), Style::new().add_modifier(Modifier::BOLD)),
        Span::styled(last, arrow),
    ]
}

/// `at` moved by `step` in a ring of `len`.
fn cycle(at: usize, step: isize, len: usize) -> usize {
    let len = isize::try_from(len.max(1)).unwrap_or(1);
    let at = isize::try_from(at).unwrap_or(0);
    usize::try_from((at + step).rem_euclid(len)).unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::crossterm::event::KeyEvent;

    /// Right to left a row is drawn mirrored: the value's first arrow laid
    /// out (▶ there, ◀ left to right) is at the row's right end, and a click
    /// on it steps back as the → key does; the arrow at the left end and the
    /// ← key step on. Jackar's passing: one, block, free.
    #[test]
    fn right_to_left_the_arrows_of_a_value_are_mirrored_for_clicks_and_keys() {
        let body = Rect::new(0, 1, 80, 22);
        let passing = |setup: &Setup| setup.options()["passing"].as_str().map(str::to_owned);
        for lang in [crate::i18n::Lang::En, crate::i18n::Lang::He, crate::i18n::Lang::Ar] {
            crate::i18n::set_lang(lang);
            let rtl = crate::i18n::is_rtl();
            let mut setup = Setup::new(crate::games::find("jackar").expect("screen"));
            let fields = setup.fields();
            let row = layout(body, &fields, setup.entry.setup_note.is_some())
                .rows
                .iter()
                .find(|(f, _)| *f == Field::Option(0))
                .map(|(_, r)| *r)
                .expect("the option's row");
            // Where the first arrow is drawn: its laid-out column, mirrored right to left.
            let laid_out = row.x + setup.label_width(row.width);
            let first = if rtl {
                row.x + row.right() - 1 - laid_out
            } else {
                laid_out
            };
            let click = |setup: &mut Setup, x: u16| {
                setup.on_mouse(
                    crate::test_support::mouse_at(MouseEventKind::Down(MouseButton::Left), Position::new(x, row.y)),
                    body,
                )
            };
            click(&mut setup, first);
            assert_eq!(passing(&setup).as_deref(), Some("free"), "{lang}: back from the first");
            // The far arrow, two columns past the first laid out, steps on.
            let far = if rtl { first - 3 } else { first + 3 };
            click(&mut setup, far);
            assert_eq!(passing(&setup).as_deref(), Some("one"), "{lang}: on from the far arrow");
            // The key pointing at the first arrow steps back.
            press(&mut setup, if rtl { KeyCode::Right } else { KeyCode::Left });
            assert_eq!(passing(&setup).as_deref(), Some("free"), "{lang}: back by key");
        }
        crate::i18n::set_lang(crate::i18n::Lang::En);
    }

    /// Every game's labels are whole at 80×24 in the pseudo-language (every
    /// word about 40 % longer) and in English: the labels' column is as wide
    /// as the longest, and the values start after it, lined up.
    #[test]
    fn no_label_is_cut_in_a_longer_language() {
        use ratatui::{Terminal, backend::TestBackend};
        for lang in [crate::i18n::Lang::Pseudo, crate::i18n::Lang::En] {
            crate::i18n::set_lang(lang);
            for screen in crate::games::SCREENS {
                let entry = crate::games::find(screen.id()).expect("on the shelf");
                let setup = Setup::new(entry);
                let body = Rect::new(0, 1, 80, 22);
                let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");
                terminal.draw(|f| setup.draw(f, body, false)).expect("drawn");
                let buffer = terminal.backend().buffer();
                let fields = setup.fields();
                let rows = layout(body, &fields, entry.setup_note.is_some()).rows;
                let mut values_at = Vec::new();
                for (field, rect) in rows {
                    if matches!(field, Field::Start | Field::Back) {
                        continue;
                    }
                    let row: String = (rect.x..rect.right()).map(|x| buffer[(x, rect.y)].symbol()).collect();
                    let label = setup.label(field);
                    assert!(
                        row.contains(&label),
                        "{lang} {}: {label:?} whole in {row:?}",
                        screen.id()
                    );
                    // Where a value starts: its arrow.
                    if matches!(field, Field::Option(_) | Field::Players) {
                        let value = row.find('◀').expect("a value");
                        values_at.push(text::width(&row[..value]));
                    }
                }
                values_at.dedup();
                assert_eq!(values_at.len(), 1, "{lang} {}: values lined up", screen.id());
            }
        }
        crate::i18n::set_lang(crate::i18n::Lang::En);
    }

    fn press(setup: &mut Setup, code: KeyCode) -> Option<Request> {
        setup.on_key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    /// Types `text` into the focused field, one character (code point) a key.
    fn type_text(setup: &mut Setup, text: &str) {
        for c in text.chars() {
            press(setup, KeyCode::Char(c));
        }
    }

    #[test]
    fn the_player_count_changes_the_name_fields_and_keeps_typed_names() {
        let entry = crate::games::find("shesh-besh").expect("screen");
        let mut setup = Setup::with_counts(entry, &[2, 3, 4]);
        assert_eq!(setup.fields()[0], Field::Players);
        assert_eq!(setup.focused(), Field::Name(0));
        type_text(&mut setup, "Amal");
        press(&mut setup, KeyCode::Up);
        press(&mut setup, KeyCode::Right);
        press(&mut setup, KeyCode::Right);
        assert_eq!(setup.names(), vec!["Amal", "Black", "Player 3", "Player 4"]);
        press(&mut setup, KeyCode::Right);
        assert_eq!(
            setup.names(),
            vec!["Amal", "Black"],
            "4 wraps to 2, and the second seat is Black"
        );
        press(&mut setup, KeyCode::Left);
        assert_eq!(setup.fields().iter().filter(|f| matches!(f, Field::Name(_))).count(), 4);
        let Some(Request::Start(new)) = ({
            press(&mut setup, KeyCode::Up); // Back
            press(&mut setup, KeyCode::Up); // Start
            press(&mut setup, KeyCode::Enter)
        }) else {
            panic!("Start was not pressed");
        };
        assert_eq!(new.names, vec!["Amal", "Black", "Player 3", "Player 4"]);
    }

    #[test]
    fn jackar_starts_at_four_players_and_shesh_besh_at_two() {
        let setup = |id| {
            let entry = crate::games::find(id).expect("screen");
            Setup::new(entry)
        };
        let jackar = setup("jackar");
        assert_eq!(
            jackar.names().len(),
            4,
            "families usually play Jackar four, in two teams"
        );
        assert_eq!(jackar.focused(), Field::Name(0));
        assert_eq!(setup("shesh-besh").names(), vec!["White", "Black"]);
    }

    #[test]
    fn a_name_fills_its_field_by_columns_so_emoji_count_twice() {
        let mut setup = Setup::new(crate::games::find("shesh-besh").expect("screen"));
        for _ in 0..10 {
            press(&mut setup, KeyCode::Char('🎲'));
        }
        assert_eq!(setup.names()[0], "🎲".repeat(8), "eight emoji fill sixteen columns");
        press(&mut setup, KeyCode::Down);
        type_text(&mut setup, "سامي العلي الكبير");
        assert_eq!(
            setup.names()[1],
            "سامي العلي الكبي",
            "Arabic letters take a column each"
        );
    }

    #[test]
    fn a_family_emoji_typed_code_point_by_code_point_takes_two_columns() {
        let mut setup = Setup::new(crate::games::find("shesh-besh").expect("screen"));
        type_text(&mut setup, "Abdelrahman Ah");
        // 👨‍👩‍👧 arrives as five code points: man, joiner, woman, joiner, girl.
        type_text(&mut setup, "👨\u{200d}👩\u{200d}👧");
        assert_eq!(
            setup.names()[0],
            "Abdelrahman Ah👨\u{200d}👩\u{200d}👧",
            "16 columns: it fits"
        );
        assert_eq!(setup.name_full(), None);
        press(&mut setup, KeyCode::Char('!'));
        assert!(setup.name_full().is_some(), "full now");
    }

    #[test]
    fn blank_names_are_the_games_default_names_for_each_seat() {
        let names = |id| Setup::new(crate::games::find(id).expect("screen")).names();
        assert_eq!(names("shesh-besh"), vec!["White", "Black"]);
        assert_eq!(names("jackar"), vec!["Player 1", "Player 2", "Player 3", "Player 4"]);
    }

    #[test]
    fn jackar_names_partners_as_they_are_typed_and_shesh_besh_has_no_note() {
        let entry = crate::games::find("jackar").expect("screen");
        let mut setup = Setup::new(entry);
        assert_eq!(setup.setup_note(80).as_deref(), Some("Teams: players 1 + 3, 2 + 4"));
        for (i, name) in ["Amal", "Sami", "Dov", "Lea"].into_iter().enumerate() {
            if i > 0 {
                press(&mut setup, KeyCode::Down);
            }
            type_text(&mut setup, name);
        }
        assert_eq!(
            setup.setup_note(80).as_deref(),
            Some("Partners sit opposite: Amal + Dov, Sami + Lea")
        );
        assert_eq!(
            setup.setup_note(40).as_deref(),
            Some("Teams: players 1 + 3, 2 + 4"),
            "names too wide for the row give way to numbers"
        );
        // Six players: 1 + 4, 2 + 5, 3 + 6; the names typed stay.
        setup.focus = 0;
        press(&mut setup, KeyCode::Right);
        assert_eq!(setup.names().len(), 6);
        assert_eq!(
            setup.setup_note(100).as_deref(),
            Some("Partners sit opposite: Amal + Lea, Sami + Player 5, Dov + Player 6")
        );
        press(&mut setup, KeyCode::Right);
        assert_eq!(setup.names().len(), 2);
        assert_eq!(setup.setup_note(80).as_deref(), Some("One against one"));

        let entry = crate::games::find("shesh-besh").expect("screen");
        assert_eq!(Setup::new(entry).setup_note(80), None);
    }

    #[test]
    fn the_note_row_sits_right_under_the_names() {
        let fields = [
            Field::Name(0),
            Field::Name(1),
            Field::Option(0),
            Field::Start,
            Field::Back,
        ];
        let with = layout(Rect::new(0, 1, 100, 28), &fields, true);
        let note = with.note.expect("a row for the note");
        assert_eq!(note.y, with.rows[1].1.y + 1);
        assert_eq!(with.rows[2].1.y, note.y + 2, "then a blank row and the options");
        assert_eq!(layout(Rect::new(0, 1, 100, 28), &fields, false).note, None);
    }

    #[test]
    fn the_setup_says_before_starting_when_the_terminal_is_too_small_for_the_count() {
        let mut setup = Setup::new(crate::games::find("jackar").expect("screen"));
        assert_eq!(setup.too_small((80, 24)), None, "four players fit 80×24");
        setup.focus = 0;
        press(&mut setup, KeyCode::Right);
        assert_eq!(setup.names().len(), 6);
        assert_eq!(
            setup.too_small((80, 24)).as_deref(),
            Some(
                "⚠ Jackar for 6 players needs a terminal of 100×29; this one is 80×24. \
                 Enlarge it, or choose fewer players."
            )
        );
        assert_eq!(setup.too_small((100, 30)), None);
        press(&mut setup, KeyCode::Right);
        assert_eq!(setup.too_small((80, 24)), None, "two players fit again");
        let shesh = Setup::new(crate::games::find("shesh-besh").expect("screen"));
        assert!(
            shesh.too_small((70, 20)).is_some_and(|t| !t.contains("fewer")),
            "a game of one count has no fewer players to offer"
        );
    }

    #[test]
    fn a_name_typed_past_its_limit_says_so() {
        let mut setup = Setup::new(crate::games::find("shesh-besh").expect("screen"));
        type_text(&mut setup, "Abdelrahman Ahmad");
        assert_eq!(setup.names()[0], "Abdelrahman Ahma");
        assert_eq!(
            setup.name_full().as_deref(),
            Some("Player 1's name is full: a name is at most 16 columns (a letter takes one, an emoji two).")
        );
        press(&mut setup, KeyCode::Backspace);
        assert_eq!(setup.name_full(), None, "room again: the notice goes");
    }

    #[test]
    fn a_click_on_a_players_kind_steps_it_and_arrows_too() {
        let mut setup = Setup::new(crate::games::find("shesh-besh").expect("screen"));
        assert!(setup.offers_computers());
        let body = Rect::new(0, 1, 100, 28);
        let fields = setup.fields();
        let row = layout(body, &fields, false).rows[1].1;
        let kind_x = setup.label_width(row.width) + NAME_FIELD + 1;
        let click = |setup: &mut Setup, x: u16| {
            setup.on_mouse(
                MouseEvent {
                    kind: MouseEventKind::Down(MouseButton::Left),
                    column: x,
                    row: row.y,
                    modifiers: KeyModifiers::NONE,
                },
                body,
            )
        };
        click(&mut setup, row.x + kind_x + 5);
        assert_eq!(setup.focused(), Field::Name(1));
        assert_eq!(
            setup.seats()[1],
            SeatKind::Computer {
                level: rules_core::Level::Easy
            }
        );
        click(&mut setup, row.x + kind_x);
        assert_eq!(setup.seats()[1], SeatKind::Human, "the ◀ steps back");
        click(&mut setup, row.x + kind_x);
        assert_eq!(setup.names()[1], "Computer (hard)");
        press(&mut setup, KeyCode::Right);
        assert_eq!(setup.names()[1], "Black", "→ after hard: a person again");
        // A typed name stays whatever plays the seat.
        press(&mut setup, KeyCode::Up);
        type_text(&mut setup, "Amal");
        press(&mut setup, KeyCode::Left);
        assert_eq!(setup.names()[0], "Amal");
        assert_eq!(
            setup.seats()[0],
            SeatKind::Computer {
                level: rules_core::Level::Hard
            }
        );
    }

    #[test]
    fn games_without_computers_offer_none() {
        let mut setup = Setup::new(crate::games::find("jackar").expect("screen"));
        if setup.offers_computers() {
            return; // Jackar's computers have landed: the Shesh-Besh test covers them.
        }
        press(&mut setup, KeyCode::Right);
        assert_eq!(setup.seats(), [SeatKind::Human; 4]);
        assert!(setup.bar_pairs().iter().all(|(_, d)| d != "key-human-computer"));
    }

    #[test]
    fn wajh_al_nahs_offers_every_number_of_stages_from_1_to_20_and_stops_at_the_ends() {
        let mut setup = Setup::new(crate::games::find("wajh-alnahs").expect("screen"));
        setup.focus = setup
            .fields()
            .iter()
            .position(|f| *f == Field::Option(0))
            .expect("stages");
        let stages = |setup: &Setup| setup.options()["stages"].as_u64();
        assert_eq!(stages(&setup), Some(3), "the default");
        press(&mut setup, KeyCode::Right);
        assert_eq!(stages(&setup), Some(4), "every number is offered, 4 too");
        for _ in 0..30 {
            press(&mut setup, KeyCode::Right);
        }
        assert_eq!(stages(&setup), Some(20), "20 is the most, and → stays there");
        for _ in 0..30 {
            press(&mut setup, KeyCode::Left);
        }
        assert_eq!(stages(&setup), Some(1), "1 is the fewest, and ← stays there");
        let mut terminal = ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).expect("terminal");
        terminal
            .draw(|f| setup.draw(f, Rect::new(0, 1, 80, 22), true))
            .expect("draw");
        let screen = terminal.backend().to_string();
        assert!(screen.contains("◀ 1 stage ▶"), "{screen}");
        assert!(
            screen.contains("gets a mark. 1 to") && screen.contains("20 stages."),
            "{screen}"
        );
        assert!(
            crate::text::find_mark(&screen).is_none(),
            "no rules mark on the setup screen: {screen}"
        );
    }

    #[test]
    fn the_key_bar_offers_only_what_works_on_the_field() {
        let bar = |setup: &Setup| -> String {
            setup
                .bar_pairs()
                .iter()
                .map(|(k, d)| format!("{k} {}", keys::say(d)))
                .collect::<Vec<_>>()
                .join(" · ")
        };
        let mut setup = Setup::new(crate::games::find("toki").expect("screen"));
        assert_eq!(
            bar(&setup),
            "↑↓ field · ←→ human/computer · Enter next · F1 help & rules · Esc back"
        );
        setup.focus = 0;
        assert_eq!(
            bar(&setup),
            "↑↓ field · ←→ change · Enter next · F1 help & rules · Esc back"
        );
        setup.focus = setup.fields().iter().position(|f| *f == Field::Start).expect("Start");
        assert_eq!(
            bar(&setup),
            "↑↓ field · ←→ button · Enter start · F1 help & rules · Esc back"
        );
        let pairs: Vec<(String, String)> = setup.bar_pairs();
        let width: usize = pairs
            .iter()
            .map(|(k, d)| crate::text::width(k) + crate::text::width(&keys::say(d)) + 5)
            .sum();
        assert!(width <= 78, "the bar fits 80 columns: {width}");
    }

    #[test]
    fn cycling_wraps_both_ways() {
        assert_eq!(cycle(0, -1, 3), 2);
        assert_eq!(cycle(2, 1, 3), 0);
        assert_eq!(cycle(1, 1, 3), 2);
    }

    #[test]
    fn the_buttons_share_the_last_row_after_a_blank_one() {
        let fields = [Field::Name(0), Field::Name(1), Field::Start, Field::Back];
        let layout = layout(Rect::new(0, 1, 100, 28), &fields, false);
        let rows: Vec<u16> = layout.rows.iter().map(|(_, r)| r.y).collect();
        assert_eq!(rows[1], rows[0] + 1);
        assert_eq!(rows[2], rows[1] + 2);
        assert_eq!(rows[3], rows[2]);
    }
}
