//! What a player at their own screen sees: a title row (the game, their
//! name, the latest news), the game as their seat sees it (or the lobby
//! while the host sets the game up), a key bar, and their help overlay
//! (`?`) when open. Drawn into a buffer of their window's size, in this
//! thread's language (the table sets the player's); never another seat's
//! hand.

use majlis_tui::bidi::Visual;
use majlis_tui::i18n::game_words;
use majlis_tui::keys;
use majlis_tui::overlays::help::{Help, HelpContent};
use majlis_tui::session::{KeyHelp, Session};
use majlis_tui::t;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::{Alignment, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Wrap};
use rules_core::Seat;

/// Everything a player's frame is drawn from.
pub struct PlayerFrame<'a> {
    /// The player's name.
    pub name: &'a str,
    /// The game chosen, if any.
    pub title: Option<String>,
    /// The game in progress.
    pub session: Option<&'a dyn Session>,
    /// Their seat in it.
    pub seat: Option<Seat>,
    /// The keys of their own screen now.
    pub keys: Vec<(&'static str, &'static str)>,
    /// Everyone connected.
    pub here: &'a [String],
    /// The latest news.
    pub news: Option<&'a str>,
    /// How the last game ended, while its results are shown.
    pub ended: Option<String>,
    /// They pressed q: asked whether they leave.
    pub leaving: bool,
    /// Their help overlay, while open, and what it shows.
    pub help: Option<(&'a Help, HelpContent)>,
    /// They have no seat at the table now (the lobby's keys are theirs).
    pub lobby: bool,
}

/// The keys a player at their own screen has besides their game's, as
/// (key, message id): help, leaving, and in the lobby their language (`short`:
/// in the bar's few words).
fn own_keys(lobby: bool, short: bool) -> Vec<(&'static str, &'static str)> {
    let mut own = Vec::new();
    if lobby {
        own.push(("L", if short { "host-key-language" } else { "key-language" }));
    }
    own.extend([
        ("?", "key-help-rules"),
        ("q", "host-key-leave"),
        ("Ctrl-C", "host-key-leave-now"),
    ]);
    own
}

/// What `seat`'s help overlay shows: their game's keys as they stand,
/// their own keys at the table, and the game's rules summary; in the lobby
/// the lobby's keys.
#[must_use]
pub fn help_content(session: Option<&mut dyn Session>, seat: Option<Seat>) -> HelpContent {
    match (session, seat) {
        (Some(session), Some(seat)) => {
            let keys = session.keys_as(seat);
            help_content_of(Some(&*session), Some(seat), &keys)
        }
        (session, _) => help_content_of(session.map(|s| &*s), None, &KeyHelp::default()),
    }
}

/// [`help_content`] with `seat`'s keys already asked for.
#[must_use]
pub fn help_content_of(session: Option<&dyn Session>, seat: Option<Seat>, keys: &KeyHelp) -> HelpContent {
    let said = |pairs: &mut dyn Iterator<Item = (&'static str, &'static str)>| -> Vec<(String, String)> {
        pairs.map(|(k, d)| (keys::say(k), keys::say(d))).collect()
    };
    let own = own_keys(seat.is_none(), false);
    match (session, seat) {
        (Some(session), Some(_)) => {
            let game = majlis_tui::games::find(session.game_id()).map_or_else(
                || session.game_id().to_owned(),
                |e| game_words::heading(e.description).0,
            );
            HelpContent {
                sections: vec![
                    (t!("help-game-keys", game = game), said(&mut keys.rows.iter().copied())),
                    (t!("help-table-keys"), said(&mut own.into_iter())),
                ],
                rules: Some(session.rules_text()),
                ..HelpContent::default()
            }
        }
        _ => HelpContent {
            sections: vec![(t!("host-help-lobby-keys"), said(&mut own.into_iter()))],
            ..HelpContent::default()
        },
    }
}

/// The game's name in this thread's language, when a game is played.
fn game_title(session: Option<&dyn Session>) -> Option<String> {
    let entry = majlis_tui::games::find(session?.game_id())?;
    Some(game_words::title(entry.description))
}

/// The game's area inside a player's window (between title and key bar).
#[must_use]
pub fn body(area: Rect) -> Rect {
    majlis_tui::chrome::chrome(area).body
}

/// A player's frame at `area`'s size.
#[must_use]
pub fn frame(seen: &PlayerFrame<'_>, area: Rect) -> Buffer {
    if area.is_empty() {
        return Buffer::empty(area);
    }
    let Ok(mut terminal) = Terminal::new(TestBackend::new(area.width, area.height));
    {
        // Drawn into the terminal's buffer and taken from there as it is:
        // nothing is written to the (test) backend, the diff against what the
        // player has is `render`'s.
        let mut drawing = terminal.get_frame();
        let frame = &mut drawing;
        let chrome = majlis_tui::chrome::chrome(frame.area());
        let title = game_title(seen.session)
            .or_else(|| seen.title.clone())
            .map_or_else(|| t!("host-majlis"), |game| t!("host-title", game = game));
        let right = seen
            .news
            .map_or_else(|| t!("host-you-are", name = seen.name), str::to_owned);
        majlis_tui::chrome::draw_title(
            frame,
            chrome.title,
            Line::raw(format!(" {title}")),
            Line::raw(format!("{right} ")),
        );
        match (seen.session, seen.seat) {
            (Some(session), Some(seat)) => {
                let (w, h) = session.min_size();
                if chrome.body.width < w || chrome.body.height < h {
                    let text = t!(
                        "host-too-small",
                        width = chrome.body.width,
                        height = chrome.body.height,
                        min_width = w,
                        min_height = h
                    );
                    centred(frame.buffer_mut(), chrome.body, &[text]);
                } else {
                    session.draw_as(seat, frame, chrome.body);
                }
            }
            (Some(_), None) => {
                let lines = [t!("host-lobby-no-seat", name = seen.name)];
                centred(frame.buffer_mut(), chrome.body, &lines);
            }
            (None, _) => {
                let mut lines = vec![t!("host-lobby-welcome", name = seen.name), String::new()];
                match &seen.ended {
                    Some(headline) => {
                        lines.push(headline.clone());
                        lines.push(t!("host-lobby-ended"));
                    }
                    None => lines.push(t!("host-lobby-waiting")),
                }
                if let Some(game) = &seen.title {
                    lines.push(t!("host-lobby-game", game = game.as_str()));
                }
                lines.push(String::new());
                lines.push(t!("host-lobby-here", names = seen.here.join(", ")));
                centred(frame.buffer_mut(), chrome.body, &lines);
            }
        }
        if let Some((help, content)) = &seen.help {
            help.draw(frame, chrome.body, content);
        }
        let bar = if seen.leaving {
            Line::raw(format!(" {}", t!("host-leave-ask")))
        } else if seen.help.is_some() {
            let mut bar = keys::bar(keys::bar_pairs(keys::HELP), usize::from(chrome.bar.width));
            bar.spans.insert(0, " ".into());
            bar
        } else {
            // Their own keys always fit; the game's fill what is left.
            let width = usize::from(chrome.bar.width).saturating_sub(1);
            let own = own_keys(seen.lobby, true);
            let own = keys::bar(own[..own.len() - 1].iter().copied(), width);
            let game = keys::bar(seen.keys.iter().copied(), width.saturating_sub(own.width() + 2));
            let mut spans = vec![" ".into()];
            if !game.spans.is_empty() {
                spans.extend(game.spans);
                spans.push("  ".into());
            }
            spans.extend(own.spans);
            Line::from(spans)
        };
        frame.render_widget(Visual(Paragraph::new(bar)), chrome.bar);
    }
    std::mem::replace(terminal.current_buffer_mut(), Buffer::empty(Rect::ZERO))
}

/// Lines centred in `area`, wrapped at words.
fn centred(buf: &mut Buffer, area: Rect, lines: &[String]) {
    let height = u16::try_from(lines.len()).unwrap_or(u16::MAX).min(area.height);
    let top = area.y + (area.height - height) / 2;
    let inner = Rect::new(area.x, top, area.width, area.height - (top - area.y));
    let text: Vec<Line> = lines.iter().map(|l| Line::raw(l.as_str())).collect();
    ratatui::widgets::Widget::render(
        Visual(
            Paragraph::new(text)
                .alignment(Alignment::Center)
                .wrap(Wrap { trim: true }),
        ),
        inner,
        buf,
    );
}

/// The last words sent to a player whose screen is closed: the message,
/// on its own line, after the screen is given back.
#[must_use]
pub fn goodbye(message: &str) -> Vec<u8> {
    let mut bytes = crate::render::LEAVE.to_vec();
    bytes.extend_from_slice(message.as_bytes());
    bytes.extend_from_slice(b"\r\n");
    bytes
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rows(buffer: &Buffer) -> Vec<String> {
        (0..buffer.area.height)
            .map(|y| (0..buffer.area.width).map(|x| buffer[(x, y)].symbol()).collect())
            .collect()
    }

    fn lobby<'a>(keys: Vec<(&'static str, &'static str)>, here: &'a [String]) -> PlayerFrame<'a> {
        PlayerFrame {
            name: "amal",
            title: None,
            session: None,
            seat: None,
            keys,
            here,
            news: None,
            ended: None,
            leaving: false,
            help: None,
            lobby: true,
        }
    }

    #[test]
    fn the_key_bar_says_what_keys_do_in_words_never_message_ids() {
        majlis_tui::i18n::set_lang(majlis_tui::i18n::Lang::En);
        let here = ["amal".to_owned()];
        let seen = lobby(vec![("PgUp/PgDn", "table-key-log")], &here);
        let bar = rows(&frame(&seen, Rect::new(0, 0, 80, 24))).pop().expect("a bar");
        assert!(!bar.contains("-key-"), "{bar}");
        for words in [
            " PgUp/PgDn  log",
            " ?  help & rules",
            " q  leave the table",
            " L  language",
        ] {
            assert!(bar.contains(words), "{words:?} in {bar:?}");
        }
    }

    #[test]
    fn the_lobbys_help_lists_the_lobbys_keys_in_the_players_language() {
        let here = ["amal".to_owned()];
        let help = Help::default();
        majlis_tui::i18n::set_lang(majlis_tui::i18n::Lang::He);
        let content = help_content(None, None);
        let mut seen = lobby(Vec::new(), &here);
        seen.help = Some((&help, content));
        let drawn = rows(&frame(&seen, Rect::new(0, 0, 80, 24))).join("\n");
        majlis_tui::i18n::set_lang(majlis_tui::i18n::Lang::En);
        assert!(drawn.contains("Ctrl-C"), "{drawn}");
        let hebrew = drawn.chars().any(|c| ('\u{05D0}'..='\u{05EA}').contains(&c));
        assert!(hebrew && !drawn.contains("leave the table"), "in Hebrew:\n{drawn}");
    }
}
