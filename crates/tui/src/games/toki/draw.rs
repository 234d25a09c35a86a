//! Drawing the game screen from the screen's state and the rules' view (never
//! the whole table). Nothing here changes state.
//!
//! Nothing is told by colour alone. A face-down card is a back `[░░]`; a
//! Toki is `T`. A pair is one frame round both cards of its column (`╭ 7╮`
//! over `╰ 7╯`), a pair counted in a bonus group a double frame (`╔ 7╗`), and
//! the group is named under the box ("four of 7s −10"). The seat to act is
//! marked `▶`. Where a choice may go is bold and underlined, the rest of the
//! box dim; the cursor is in reverse video; a card a choice would put or move
//! is in braces (`{ 7}`), and a card the choice would show only once it is
//! confirmed is `{ ?}`. Colours only add to these.

use majlis_games::rules::toki::{
    self, BoxScore, CELLS, COLUMNS, Card, Cell, ColumnScore, Phase, Pile, ROUNDS, Rule, View,
};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, BorderType, Widget};
use rules_core::Seat;

use super::chronicle::{Recap, bonus_words, explain, signed};
use super::layout::{BOX_W, Layout, layout};
use super::play::{Item, Play, Screen, Stage, TokiScene};
use crate::bidi::visual_area;
use crate::seated::LogPanel;
use crate::t;
use crate::text::{pad, pad_left, truncate, width, wrap};
use crate::theme;
use crate::widgets::{MOVER, put};

/// The styles of the screen.
pub mod style {
    use ratatui::style::{Color, Modifier, Style};

    /// A card's back.
    pub const BACK: Style = Style::new().fg(Color::Indexed(244));
    /// A Toki's letter.
    pub const TOKI: Style = Style::new().fg(Color::Indexed(134)).add_modifier(Modifier::BOLD);
    /// The frame of a pair.
    pub const PAIR: Style = Style::new().fg(Color::Indexed(28)).add_modifier(Modifier::BOLD);
    /// The frame of a pair in a bonus group, and the group's name.
    pub const BONUS: Style = Style::new().fg(Color::Indexed(136)).add_modifier(Modifier::BOLD);
    /// A card a choice would put or move (braces).
    pub const GHOST: Style = Style::new().fg(Color::Indexed(37)).add_modifier(Modifier::BOLD);
    /// The answer under the cursor.
    pub const LIT: Style = Style::new().add_modifier(Modifier::REVERSED.union(Modifier::BOLD));
}

/// The mark before the seat to act, pointing at its name: `▶` left to
/// right, `◀` right to left (the name is then on its left).
fn mover_mark() -> &'static str {
    if crate::i18n::is_rtl() { "◀ " } else { MOVER }
}

/// One row of `area` from row `dy`, `w` columns from column `dx`, put in
/// visual order (its text only: never a card or a frame).
fn visual_row(buf: &mut Buffer, area: Rect, dx: u16, dy: u16, w: u16) {
    let row = Rect::new(area.x + dx, area.y + dy, w, 1).intersection(area);
    if !row.is_empty() {
        visual_area(buf, row);
    }
}

/// Every row of `area` (all text) in visual order.
fn visual_rows(buf: &mut Buffer, area: Rect) {
    if !area.is_empty() {
        visual_area(buf, area);
    }
}

/// The marks of the seats in the log: their numbers.
const SEAT_MARKS: [&str; 6] = ["1", "2", "3", "4", "5", "6"];

/// A seat's colour (the theme's), for its name and its mark in the log (the
/// name says whose it is; the colour only helps).
fn seat_style(seat: Seat) -> Style {
    Style::new().fg(theme::SEAT_COLOURS[seat.index() % theme::SEAT_COLOURS.len()])
}

/// Draws the whole game screen (the session has checked that it fits).
pub fn draw(buf: &mut Buffer, area: Rect, screen: &Screen, scene: &TokiScene<'_>) {
    let play = Play::new(screen, scene);
    let l = layout(area, play.view.players);
    for seat in Seat::all(play.view.players) {
        draw_box(buf, &l, &play, seat);
    }
    draw_table(buf, l.table, &play);
    draw_head(buf, &l, &play);
    let panel = LogPanel::LOG;
    match screen.recap() {
        // At a round's end its scoring takes the log's place: the log has it
        // all already, and would tell the cards before they are turned up.
        Some(recap) => draw_recap_panel(buf, l.log, &play, recap),
        None => {
            scene.draw_log(&panel, buf, l.log, |s| {
                (
                    SEAT_MARKS[s.index() % SEAT_MARKS.len()],
                    seat_style(s).add_modifier(Modifier::BOLD),
                )
            });
        }
    }
    let cursor = match play.stage {
        Stage::Open(_) | Stage::Cells(_) | Stage::Toki | Stage::Recap | Stage::Deal | Stage::Idle => None,
        _ => Some(play.cursor()),
    };
    let mut row = play.row();
    // The rule chosen stays lit while its cards are asked.
    let chosen = screen_rule(&play);
    for (item, choice) in play.items().iter().zip(row.items.iter_mut()) {
        if matches!(item, Item::Rule(r) if Some(*r) == chosen) {
            choice.style = style::LIT;
        }
    }
    // The choice row, the log and the message line put their own words in
    // visual order.
    row.draw(buf, l.prompt, cursor, style::LIT, theme::DIMMED);
    scene.draw_message(buf, l.status, &play.hint());
}

/// The final picture beside the results: every box face up with its pairs,
/// bonuses and column points, and the table of the five rounds.
pub fn draw_final(buf: &mut Buffer, area: Rect, view: &View, names: &[String]) {
    let players = view.players;
    let l = super::layout::final_layout(area, players);
    // The last round's end, every card shown: the boxes draw as at its end.
    let screen = Screen::with_recap(Recap {
        round: view.round,
        why: toki::RoundEnd::LastTurns,
        cards: Seat::all(players)
            .map(|s| view.seen_box(s).map(|c| c.unwrap_or_default()))
            .collect(),
        order: Vec::new(),
        scores: Seat::all(players).map(|s| BoxScore::of(&view.seen_box(s))).collect(),
        shown: 0,
        last: true,
    });
    let play = Play {
        screen: &screen,
        view: view.clone(),
        mover: None,
        legal: Vec::new(),
        names: names.to_vec(),
        stage: Stage::Idle,
    };
    for seat in Seat::all(players) {
        draw_box(buf, &l, &play, seat);
    }
    draw_table(buf, l.table, &play);
}

/// The round's end beside the boxes: why it ended, then each box's score
/// explained (its pairs, the cards that count, its bonuses) as soon as its
/// hidden cards are all turned up.
fn draw_recap_panel(buf: &mut Buffer, area: Rect, play: &Play<'_>, recap: &Recap) {
    let title = format!(" {} ", t!("toki-round-title", round = recap.round));
    let block = Block::bordered()
        .border_type(BorderType::Rounded)
        .border_style(theme::FRAME);
    let inner = block.inner(area);
    block.render(area, buf);
    // The title on the frame, at its start (the right, right to left), in visual order alone.
    let title_w = u16::try_from(width(&title))
        .unwrap_or(0)
        .min(area.width.saturating_sub(2));
    let title_at = crate::i18n::mirror(area, Rect::new(area.x + 1, area.y, title_w, 1));
    buf.set_stringn(
        title_at.x,
        title_at.y,
        &title,
        usize::from(title_w),
        Style::new().add_modifier(Modifier::BOLD),
    );
    visual_rows(buf, title_at);
    let width = usize::from(inner.width);
    let mut lines: Vec<(String, Style)> = wrap(&t!("toki-recap-why", why = recap.why_words()), width)
        .into_iter()
        .map(|l| (l, Style::new().add_modifier(Modifier::ITALIC)))
        .collect();
    for seat in Seat::all(play.view.players) {
        let pending = recap.order[recap.shown.min(recap.order.len())..]
            .iter()
            .any(|(s, _)| *s == seat);
        let Some(score) = recap.scores.get(seat.index()).filter(|_| !pending) else {
            continue;
        };
        lines.push((
            format!("{} {}", play.name(seat), signed(score.points)),
            seat_style(seat).add_modifier(Modifier::BOLD),
        ));
        lines.extend(
            wrap(&explain(score), width.saturating_sub(2))
                .into_iter()
                .map(|l| (format!("  {l}"), Style::new())),
        );
    }
    if !recap.done() {
        lines.push((
            t!("toki-recap-turned", shown = recap.shown, count = recap.order.len()),
            theme::QUIET,
        ));
    }
    // The newest lines stay in sight when there are more than fit.
    let skip = lines.len().saturating_sub(usize::from(inner.height));
    for ((text, st), y) in lines.iter().skip(skip).zip(inner.y..inner.bottom()) {
        buf.set_stringn(inner.x, y, text, width, *st);
    }
    visual_rows(buf, inner);
}

/// The rule chosen, while its cards (or the Toki) are asked.
fn screen_rule(play: &Play<'_>) -> Option<Rule> {
    match play.stage {
        Stage::Cells(r) => Some(r),
        Stage::Toki => Some(Rule::D),
        Stage::LastCard => Some(Rule::C),
        _ => None,
    }
}

/// How a card is marked beyond its face.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
struct Marks {
    /// Under the cursor.
    cursor: bool,
    /// One of the cards the stage offers.
    target: bool,
    /// Not offered while cards of this box are asked.
    dim: bool,
    /// Put or moved by the choice waiting, or chosen first (braces).
    ghost: bool,
    /// Turned up last at a round's end.
    just_shown: bool,
}

/// The frame a card gets from its column (the top card's half, or the bottom's).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Frame {
    /// Not in a pair: `[ 7]`.
    Plain,
    /// In a pair: `╭ 7╮` over `╰ 7╯`.
    Pair { top: bool },
    /// In a pair of a bonus group: `╔ 7╗` over `╚ 7╝`.
    Bonus { top: bool },
}

/// What a card shows.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Face {
    /// Its back: face down.
    Back,
    /// Its value, or `T`.
    Up(Card),
    /// What a choice waiting would show only once confirmed: `?`.
    Unseen,
}

impl Face {
    /// A card as seen (`None`: face down).
    fn of(card: Option<Card>) -> Face {
        card.map_or(Face::Back, Face::Up)
    }
}

/// The box of `seat` as drawn now: at a round's end as turned up so far, in a
/// preview as it would be, else as everyone sees it.
fn shown_box(play: &Play<'_>, seat: Seat) -> [Option<Card>; CELLS] {
    if let Some(recap) = play.screen.recap() {
        return recap.seen(seat);
    }
    if Some(seat) == play.mover
        && let Some(p) = play.preview()
    {
        return p.seen;
    }
    play.view.seen_box(seat)
}

fn draw_box(buf: &mut Buffer, l: &Layout, play: &Play<'_>, seat: Seat) {
    let Some(&area) = l.boxes.get(seat.index()) else { return };
    if play.view.boxes.get(seat.index()).is_none_or(Vec::is_empty) && play.screen.recap().is_none() {
        return;
    }
    let seen = shown_box(play, seat);
    let score = BoxScore::of(&seen);
    let mover = Some(seat) == play.mover;
    let preview = if mover { play.preview() } else { None };
    let before = play.view.box_points.get(seat.index()).copied().unwrap_or(0);
    // Header: the mover's marker, the name, the points (and where a choice takes them).
    let marker = if mover || (play.stage == Stage::Starter && play.view.tied.contains(&seat)) {
        mover_mark()
    } else {
        "  "
    };
    buf.set_stringn(area.x, area.y, marker, 2, theme::MOVER);
    let points = match &preview {
        Some(_) if play.recap_round().is_none() => t!(
            "toki-points-change",
            before = signed(before),
            after = signed(score.points)
        ),
        _ => t!("toki-points", points = signed(score.points)),
    };
    let name_w = usize::from(BOX_W).saturating_sub(2 + width(&points) + 1);
    let name_style = if mover {
        seat_style(seat).add_modifier(Modifier::BOLD)
    } else {
        seat_style(seat)
    };
    buf.set_stringn(area.x + 2, area.y, pad(play.name(seat), name_w), name_w, name_style);
    buf.set_stringn(
        area.x + 2 + u16::try_from(name_w).unwrap_or(0) + 1,
        area.y,
        &points,
        width(&points),
        Style::new().add_modifier(Modifier::BOLD),
    );
    visual_row(buf, area, 0, 0, BOX_W);
    // Cell numbers (the mover's in full, the others quiet), or at the end of
    // a round each column's points.
    let done = play.screen.recap().is_some_and(super::chronicle::Recap::done);
    for col in 0..COLUMNS {
        let number_style = if mover { Style::new() } else { theme::QUIET };
        if let Some(r) = l.column_label(seat, col, true) {
            buf.set_stringn(r.x + 2, r.y, (col + 1).to_string(), 1, number_style);
        }
        if let Some(r) = l.column_label(seat, col, false) {
            match score.columns[col] {
                _ if !done => {
                    buf.set_stringn(r.x + 2, r.y, (col + 5).to_string(), 1, number_style);
                }
                ColumnScore::Pair { .. } => {
                    // The word where it fits the card's four columns, else
                    // the pair's points (its frame says it is a pair).
                    let word = t!("toki-column-pair");
                    let word = if width(&word) <= 4 { word } else { pad_left("0", 4) };
                    buf.set_stringn(r.x, r.y, pad(&word, 4), 4, style::PAIR);
                    visual_rows(buf, r);
                }
                c => {
                    buf.set_stringn(r.x, r.y, pad_left(&c.points().to_string(), 4), 4, Style::new());
                }
            }
        }
    }
    // The cards.
    let targets = if mover { play.targets() } else { Vec::new() };
    let asking = mover && matches!(play.stage, Stage::Open(_) | Stage::Cells(_) | Stage::Toki);
    let cursor = if mover { play.cursor_cell() } else { None };
    let just_shown = play.screen.recap().and_then(super::chronicle::Recap::just_shown);
    let first = match play.stage {
        Stage::Open(first) if mover => first,
        _ => None,
    };
    for cell in Cell::all() {
        let Some(rect) = l.cell(seat, cell) else { continue };
        let top = cell.is_top();
        let frame = match score.columns[cell.column()] {
            ColumnScore::Pair { value, .. } if score.bonuses.iter().any(|b| b.value == value) => Frame::Bonus { top },
            ColumnScore::Pair { .. } => Frame::Pair { top },
            ColumnScore::Apart { .. } => Frame::Plain,
        };
        let changed = preview.as_ref().is_some_and(|p| p.changed.contains(&cell));
        let turn_up = preview.as_ref().is_some_and(|p| p.turn_up == Some(cell));
        let marks = Marks {
            cursor: cursor == Some(cell),
            target: targets.contains(&cell),
            dim: asking && !targets.contains(&cell),
            ghost: changed || turn_up || first == Some(cell),
            just_shown: just_shown == Some((seat, cell)),
        };
        let face = if turn_up {
            Face::Unseen
        } else {
            Face::of(seen[cell.index()])
        };
        draw_card(buf, rect, face, frame, marks);
    }
    // Under the box: its bonus groups, or news of it.
    let note: Option<(String, Style)> = if !score.bonuses.is_empty() {
        let words: Vec<String> = score.bonuses.iter().map(bonus_words).collect();
        Some((words.join(", "), style::BONUS))
    } else if play.view.ender == Some(seat) && play.screen.recap().is_none() {
        Some((t!("toki-box-all-up"), Style::new().add_modifier(Modifier::ITALIC)))
    } else {
        None
    };
    if let Some((text, st)) = note {
        buf.set_stringn(
            area.x + 2,
            area.y + 5,
            truncate(&text, usize::from(BOX_W) - 2),
            usize::from(BOX_W) - 2,
            st,
        );
        visual_row(buf, area, 2, 5, BOX_W - 2);
    }
}

/// One card, four columns: its frame and its face.
fn draw_card(buf: &mut Buffer, rect: Rect, face: Face, frame: Frame, marks: Marks) {
    let (face, face_style) = match face {
        Face::Unseen => (" ?".to_string(), Style::new().add_modifier(Modifier::BOLD)),
        Face::Back => ("░░".to_string(), style::BACK),
        Face::Up(c) if c.is_toki() => (" T".to_string(), style::TOKI),
        Face::Up(c) => (
            format!("{:>2}", c.value().unwrap_or(0)),
            Style::new().add_modifier(Modifier::BOLD),
        ),
    };
    let (left, right, frame_style) = if marks.ghost {
        ("{", "}", style::GHOST)
    } else {
        match frame {
            Frame::Pair { top: true } => ("╭", "╮", style::PAIR),
            Frame::Pair { top: false } => ("╰", "╯", style::PAIR),
            Frame::Bonus { top: true } => ("╔", "╗", style::BONUS),
            Frame::Bonus { top: false } => ("╚", "╝", style::BONUS),
            Frame::Plain => ("[", "]", theme::QUIET),
        }
    };
    let mut extra = Style::new();
    if marks.target {
        extra = extra.add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
    }
    if marks.dim {
        // Dim alone: a card that cannot be chosen loses its bold.
        extra = extra.add_modifier(Modifier::DIM).remove_modifier(Modifier::BOLD);
    }
    if marks.cursor || marks.just_shown {
        extra = extra.add_modifier(Modifier::REVERSED | Modifier::BOLD);
    }
    let ghost = if marks.ghost { style::GHOST } else { Style::new() };
    put(buf, rect.x, rect.y, left, frame_style.patch(extra));
    buf.set_stringn(rect.x + 1, rect.y, &face, 2, face_style.patch(ghost).patch(extra));
    put(buf, rect.x + 3, rect.y, right, frame_style.patch(extra));
}

/// The table of the five rounds: each seat's score by round and its total.
/// At a round's end its column waits until every card is turned up.
fn draw_table(buf: &mut Buffer, area: Rect, play: &Play<'_>) {
    if area.height == 0 {
        return;
    }
    let hidden_round = play
        .screen
        .recap()
        .filter(|r| !r.done())
        .map(|r| usize::from(r.round) - 1);
    let mut header = format!("  {}", pad(&t!("toki-table-round"), 10));
    for r in 1..=ROUNDS {
        header.push_str(&format!("{r:>5}"));
    }
    // Over the totals' column, and further right if the word is longer.
    let total = t!("toki-table-total");
    header.push_str("  ");
    header.push_str(&pad_left(&total, width(&total).max(5)));
    buf.set_stringn(area.x, area.y, &header, usize::from(area.width), theme::QUIET);
    let totals: Vec<i64> = play
        .view
        .scores
        .iter()
        .map(|rounds| {
            rounds
                .iter()
                .enumerate()
                .filter(|(k, _)| Some(*k) != hidden_round)
                .map(|(_, &p)| i64::from(p))
                .sum()
        })
        .collect();
    let best = totals.iter().copied().min();
    for (row, seat) in (1u16..).zip(Seat::all(play.view.players)) {
        if row >= area.height {
            break;
        }
        let y = area.y + row;
        let winner = play.view.winners.contains(&seat);
        if winner {
            buf.set_stringn(area.x, y, "★", 1, Style::new().add_modifier(Modifier::BOLD));
        }
        buf.set_stringn(area.x + 2, y, pad(play.name(seat), 10), 10, seat_style(seat));
        let rounds = play.view.scores.get(seat.index()).cloned().unwrap_or_default();
        let mut x = area.x + 12;
        for k in 0..usize::from(ROUNDS) {
            let text = match rounds.get(k) {
                Some(_) if Some(k) == hidden_round => "…".to_string(),
                Some(&p) => signed(p),
                None => "·".to_string(),
            };
            buf.set_stringn(x, y, pad_left(&text, 5), 5, Style::new());
            x += 5;
        }
        let total = totals.get(seat.index()).copied().unwrap_or(0);
        let lowest = Some(total) == best && !rounds.is_empty();
        let total_style = if lowest {
            Style::new().add_modifier(Modifier::BOLD | Modifier::UNDERLINED)
        } else {
            Style::new()
        };
        let text = signed(i32::try_from(total).unwrap_or(i32::MAX));
        buf.set_stringn(x, y, pad_left(&text, 7), 7, total_style);
    }
    // Each row a line of text: right to left, the names on the right.
    visual_rows(buf, area);
}

/// The panel's head: the round and its news; the bank, the discard pile and the card taken.
fn draw_head(buf: &mut Buffer, l: &Layout, play: &Play<'_>) {
    let head = l.head;
    let view = &play.view;
    let round = play.recap_round().unwrap_or(view.round);
    let title = match view.phase {
        Phase::Over if play.screen.recap().is_none() => t!("toki-game-over"),
        _ => t!("toki-round-of", round = round, of = ROUNDS),
    };
    buf.set_stringn(
        head.x,
        head.y,
        &title,
        usize::from(head.width),
        Style::new().add_modifier(Modifier::BOLD),
    );
    if view.bank_emptied > 0 && play.screen.recap().is_none() {
        let text = t!("toki-bank-out", times = view.bank_emptied);
        let w = u16::try_from(width(&text)).unwrap_or(0);
        buf.set_stringn(
            head.right().saturating_sub(w),
            head.y,
            &text,
            usize::from(w),
            theme::QUIET,
        );
    }
    let news = match (view.ender, play.stage) {
        (_, Stage::Recap) => String::new(),
        (Some(e), _) => t!("toki-news-all-up", name = play.name(e)),
        (None, Stage::Starter) => t!("toki-news-tie"),
        _ => String::new(),
    };
    buf.set_stringn(
        head.x,
        head.y + 1,
        truncate(&news, usize::from(head.width)),
        usize::from(head.width),
        Style::new().add_modifier(Modifier::ITALIC),
    );
    visual_row(buf, head, 0, 0, head.width);
    visual_row(buf, head, 0, 1, head.width);
    // The piles: their names, their cards, their counts.
    let taking = play.stage == Stage::Take;
    let lit = |pile: Pile| taking && play.items().get(play.cursor()) == Some(&Item::Pile(pile));
    let picked = |pile: Pile| play.picked() == Some(toki::Action::Take(pile));
    let preview = play.preview();
    let pile_marks = |pile: Pile| Marks {
        cursor: lit(pile),
        target: taking && play.enabled(Item::Pile(pile)),
        dim: false,
        ghost: picked(pile) || (pile == Pile::Discard && preview.is_some()),
        just_shown: false,
    };
    let label = |r: Rect, text: &str, buf: &mut Buffer| words_at(buf, r.x, r.y, text, r.width);
    label(l.bank, &t!("toki-pile-bank"), buf);
    label(l.discard, &t!("toki-pile-discard"), buf);
    label(l.drawn, &t!("toki-pile-taken"), buf);
    if view.bank_count > 0 {
        draw_card(
            buf,
            Layout::pile_card(l.bank),
            Face::Back,
            Frame::Plain,
            pile_marks(Pile::Bank),
        );
    }
    let bank_count = view.bank_count.to_string();
    words_at(buf, l.bank.x + 1, l.bank.y + 2, &bank_count, 8);
    let discard_top = match &preview {
        Some(p) => p.discard,
        None => view.discard_top,
    };
    // A card the choice waiting would discard unseen shows once it is confirmed.
    let face = match (&preview, discard_top) {
        (Some(p), _) if p.discard.is_none() => Some(Face::Unseen),
        (_, top) => top.map(Face::Up),
    };
    if let Some(face) = face {
        draw_card(
            buf,
            Layout::pile_card(l.discard),
            face,
            Frame::Plain,
            pile_marks(Pile::Discard),
        );
    }
    let discard_count = view.discard_count + usize::from(preview.is_some());
    words_at(buf, l.discard.x + 1, l.discard.y + 2, &discard_count.to_string(), 8);
    if let Some(drawn) = view.drawn.filter(|_| preview.is_none()) {
        draw_card(
            buf,
            Layout::pile_card(l.drawn),
            Face::Up(drawn.card),
            Frame::Plain,
            Marks::default(),
        );
        let from = match drawn.from {
            Pile::Bank => t!("toki-taken-from-bank"),
            Pile::Discard => t!("toki-taken-from-discard"),
        };
        words_at(buf, l.drawn.x + 1, l.drawn.y + 2, &from, 8);
    }
}

/// A pile's name or count at `(x, y)`, at most `most` columns, put in
/// visual order where it is written: over or under its card, whichever
/// way the interface runs (the card is a picture, never reordered).
fn words_at(buf: &mut Buffer, x: u16, y: u16, text: &str, most: u16) {
    let w = u16::try_from(width(text)).unwrap_or(most).min(most);
    buf.set_stringn(x, y, text, usize::from(w), theme::QUIET);
    if w > 0 {
        visual_area(buf, Rect::new(x, y, w, 1));
    }
}

impl Play<'_> {
    /// The round whose end is on show.
    #[must_use]
    pub fn recap_round(&self) -> Option<u8> {
        self.screen.recap().map(|r| r.round)
    }
}
