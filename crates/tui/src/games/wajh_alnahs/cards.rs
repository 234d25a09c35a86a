//! Cards as the screen shows them: a short label that fits a tile, the
//! rules file's name with the booklet's Arabic, what a special card does, and
//! the tile itself.
//!
//! A tile is three rows, seven columns: its key number in the top edge, its
//! label in the middle, how many of it in the bottom edge. Whether it may be
//! played, is under the cursor or is marked shows in its shape and in bold or
//! reverse video, never in colour alone: a tile that cannot be played has a
//! dashed edge and a dim face; the cursor's tile is drawn in reverse video; a
//! tile marked for the swap carries `⇅` in its edge.

use majlis_games::rules::wajh_alnahs::{Card, Kind, Special};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Style};

use crate::t;
use crate::text;

/// Columns of a tile.
pub const TILE_W: u16 = 7;
/// Rows of a tile.
pub const TILE_H: u16 = 3;
/// Columns between two tiles.
pub const TILE_GAP: u16 = 1;
/// Columns each lower card of the pile shows beside the one on it.
pub const FAN_STEP: u16 = 6;

/// The styles of the screen. Every one reads on a light and a dark
/// terminal. Those that carry a meaning (the cursor, a card that can or
/// cannot be played, the limit) are a modifier alone, in the terminal's own
/// colours: under `NO_COLOR` the terminal writes each change of colour as a
/// reset of every attribute, so a modifier beside a colour would be lost.
pub mod style {
    use ratatui::style::{Color, Modifier, Style};

    /// A card that can be played: bold.
    pub const PLAYABLE: Style = Style::new().add_modifier(Modifier::BOLD);
    /// A card that cannot be played now: dim.
    pub const DIM: Style = Style::new().add_modifier(Modifier::DIM);
    /// The tile or choice under the cursor: reverse video.
    pub const CURSOR: Style = Style::new().add_modifier(Modifier::REVERSED.union(Modifier::BOLD));
    /// Cards a preview would lay: reverse video too.
    pub const NEW: Style = Style::new().add_modifier(Modifier::REVERSED);
    /// "5 or less!": bold, reversed.
    pub const LIMIT: Style = Style::new().add_modifier(Modifier::BOLD.union(Modifier::REVERSED));
    /// The Wajh al-Nahs of a stage.
    pub const WAJH: Style = Style::new().fg(Color::Indexed(160)).add_modifier(Modifier::BOLD);
}

/// A card's label on its tile, five columns at most: its number, or a
/// short word for a special card ("Burn", "احرق").
#[must_use]
pub fn label(card: Card) -> String {
    // A tile's word is a short abbreviation each language writes to fit
    // five columns (a test checks); the pseudo-language, which lengthens
    // every word, has none of its own and shows the English ones.
    let lang = crate::i18n::lang();
    if lang == crate::i18n::Lang::Pseudo {
        crate::i18n::set_lang(crate::i18n::Lang::En);
    }
    let label = match card.kind() {
        Kind::Number(_) => card.name().to_string(),
        Kind::Special(Special::Zero) => t!("wajh-alnahs-tile-zero"),
        Kind::Special(Special::FiveOrLess) => t!("wajh-alnahs-tile-five-or-less"),
        Kind::Special(Special::Skip) => t!("wajh-alnahs-tile-skip"),
        Kind::Special(Special::Reverse) => t!("wajh-alnahs-tile-reverse"),
        Kind::Special(Special::Burn) => t!("wajh-alnahs-tile-burn"),
        Kind::Special(Special::Transparent) => t!("wajh-alnahs-tile-transparent"),
        Kind::Special(Special::UnderOver) => t!("wajh-alnahs-tile-under-over"),
        Kind::Special(Special::CarryIt) => t!("wajh-alnahs-tile-carry-it"),
    };
    crate::i18n::set_lang(lang);
    label
}

/// A card's name in words: its number, or the special card's name (in
/// Arabic the booklet's: "شيل يا نحس"; in English the rules file's:
/// "Carry-it").
#[must_use]
pub fn name_in_words(card: Card) -> String {
    match card.kind() {
        Kind::Number(_) => card.name().to_string(),
        Kind::Special(Special::Zero) => t!("wajh-alnahs-card-zero"),
        Kind::Special(Special::FiveOrLess) => t!("wajh-alnahs-card-five-or-less"),
        Kind::Special(Special::Skip) => t!("wajh-alnahs-card-skip"),
        Kind::Special(Special::Reverse) => t!("wajh-alnahs-card-reverse"),
        Kind::Special(Special::Burn) => t!("wajh-alnahs-card-burn"),
        Kind::Special(Special::Transparent) => t!("wajh-alnahs-card-transparent"),
        Kind::Special(Special::UnderOver) => t!("wajh-alnahs-card-under-over"),
        Kind::Special(Special::CarryIt) => t!("wajh-alnahs-card-carry-it"),
    }
}

/// What a card does and where it goes, for the line under the tiles.
#[must_use]
pub fn explain(card: Card) -> String {
    match card.kind() {
        Kind::Number(n) => t!("wajh-alnahs-explain-number", value = n),
        Kind::Special(Special::Zero) => t!("wajh-alnahs-explain-zero"),
        Kind::Special(Special::FiveOrLess) => t!("wajh-alnahs-explain-five-or-less"),
        Kind::Special(Special::Skip) => t!("wajh-alnahs-explain-skip"),
        Kind::Special(Special::Reverse) => t!("wajh-alnahs-explain-reverse"),
        Kind::Special(Special::Burn) => t!("wajh-alnahs-explain-burn"),
        Kind::Special(Special::Transparent) => t!("wajh-alnahs-explain-transparent"),
        Kind::Special(Special::UnderOver) => t!("wajh-alnahs-explain-under-over"),
        Kind::Special(Special::CarryIt) => t!("wajh-alnahs-explain-carry-it"),
    }
}

/// `label` centred in `columns` (display columns; cut when longer).
fn centred(label: &str, columns: usize) -> String {
    let label = text::truncate(label, columns);
    let room = columns.saturating_sub(text::width(&label));
    let left = room / 2;
    format!("{}{label}{}", " ".repeat(left), " ".repeat(room - left))
}

/// A special card's colour (numbers: none). Only ever beside its label.
#[must_use]
pub fn colour(card: Card) -> Option<Color> {
    let c = match card.as_special()? {
        Special::Zero => 30,
        Special::FiveOrLess | Special::Burn => 160,
        Special::Skip | Special::Reverse => 136,
        Special::Transparent => 69,
        Special::UnderOver => 134,
        Special::CarryIt => 127,
    };
    Some(Color::Indexed(c))
}

/// How one tile is drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Tile {
    /// The card, or `None` for a face-down card (its back).
    pub card: Option<Card>,
    /// The number shown in the top edge (1–9), if any.
    pub key: Option<usize>,
    /// How many of it, shown in the bottom edge when more than one.
    pub count: usize,
    /// Whether it may be played (else a dashed edge and a dim face).
    pub playable: bool,
    /// Whether the cursor is on it (reverse video).
    pub cursor: bool,
    /// Whether it is marked for the swap (`⇅` in its edge, reverse video).
    pub marked: bool,
}

impl Tile {
    /// A tile of a card face up, playable, with nothing else.
    #[must_use]
    pub fn of(card: Card) -> Tile {
        Tile {
            card: Some(card),
            key: None,
            count: 1,
            playable: true,
            cursor: false,
            marked: false,
        }
    }
}

/// Draws a tile into `area` (its top left corner; `TILE_W` × `TILE_H`,
/// clipped to the buffer).
pub fn draw_tile(buf: &mut Buffer, area: Rect, tile: &Tile) {
    if area.width < TILE_W || area.height < TILE_H {
        return;
    }
    let (x, y) = (area.x, area.y);
    let (h, v) = if tile.playable { ("─", "│") } else { ("┄", "┆") };
    let edge = if tile.playable { Style::new() } else { style::DIM };
    let key = tile
        .key
        .filter(|&k| k < 9)
        .map(|k| (k + 1).to_string())
        .unwrap_or_default();
    let mark = if tile.marked { "⇅" } else { "" };
    let top_fill = usize::from(TILE_W - 2).saturating_sub(text::width(&key) + text::width(mark));
    buf.set_string(x, y, format!("╭{key}{}{mark}╮", h.repeat(top_fill)), edge);
    let count = if tile.count > 1 {
        format!("×{}", tile.count)
    } else {
        String::new()
    };
    let bottom_fill = usize::from(TILE_W - 2).saturating_sub(text::width(&count) + 1);
    let bottom = if count.is_empty() {
        format!("╰{}╯", h.repeat(usize::from(TILE_W - 2)))
    } else {
        format!("╰{}{count}{h}╯", h.repeat(bottom_fill))
    };
    buf.set_string(x, y + 2, bottom, edge);
    buf.set_string(x, y + 1, v, edge);
    buf.set_string(x + TILE_W - 1, y + 1, v, edge);
    let face = match tile.card {
        Some(card) => {
            let base = if tile.playable { style::PLAYABLE } else { style::DIM };
            let base = match colour(card) {
                Some(c) if tile.playable => base.fg(c),
                _ => base,
            };
            (centred(&label(card), usize::from(TILE_W - 2)), base)
        }
        None => (centred("?", usize::from(TILE_W - 2)), crate::theme::QUIET),
    };
    // The cursor's (or a marked) face in reverse video, in the terminal's
    // own colours (see [`style`]).
    let face_style = if tile.cursor || tile.marked {
        style::CURSOR
    } else {
        face.1
    };
    buf.set_string(x + 1, y + 1, &face.0, face_style);
    // The label is a word: in visual order where it is centred (the edges
    // and the padding are the card's picture, the same either way).
    let lead = face.0.len() - face.0.trim_start().len();
    let words = crate::text::width(face.0.trim());
    if let (Ok(lead), Ok(words)) = (u16::try_from(lead), u16::try_from(words)) {
        crate::bidi::visual_area(buf, Rect::new(x + 1 + lead, y + 1, words, 1));
    }
}

/// Draws the top cards of the pile fanned, the last on top: each lower card
/// shows its left edge and label, the top card whole. `new` of the top cards
/// (a preview's) are drawn in reverse video. Returns the columns drawn.
pub fn draw_fan(buf: &mut Buffer, area: Rect, cards: &[Card], new: usize) -> u16 {
    if area.height < TILE_H || cards.is_empty() {
        return 0;
    }
    let most = usize::from(area.width.saturating_sub(TILE_W) / FAN_STEP) + 1;
    let shown = &cards[cards.len().saturating_sub(most)..];
    let first_new = shown.len().saturating_sub(new);
    let mut x = area.x;
    for (k, &card) in shown.iter().enumerate() {
        let mut tile = Tile::of(card);
        tile.cursor = k >= first_new;
        draw_tile(buf, Rect::new(x, area.y, TILE_W, TILE_H), &tile);
        if k + 1 < shown.len() {
            x += FAN_STEP;
        }
    }
    x + TILE_W - area.x
}

#[cfg(test)]
mod tests {
    use super::*;
    use ratatui::style::Modifier;

    fn rows(buf: &Buffer) -> Vec<String> {
        (0..buf.area.height)
            .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol().to_string()).collect())
            .collect()
    }

    #[test]
    fn a_tile_shows_its_key_label_and_count_and_its_state_in_its_shape() {
        let area = Rect::new(0, 0, 16, 3);
        let mut buf = Buffer::empty(area);
        let seven = Card::number(7).expect("7");
        let mut tile = Tile::of(seven);
        tile.key = Some(0);
        tile.count = 3;
        draw_tile(&mut buf, Rect::new(0, 0, 7, 3), &tile);
        let mut dull = Tile::of(Card::CARRY_IT);
        dull.playable = false;
        dull.marked = true;
        draw_tile(&mut buf, Rect::new(8, 0, 7, 3), &dull);
        assert_eq!(rows(&buf), ["╭1────╮ ╭┄┄┄┄⇅╮ ", "│  7  │ ┆Carry┆ ", "╰──×3─╯ ╰┄┄┄┄┄╯ "]);
        assert!(buf[(2, 1)].modifier.contains(Modifier::BOLD), "playable: bold");
        assert!(
            buf[(8, 1)].modifier.contains(Modifier::DIM),
            "not playable: a dim, dashed edge"
        );
        assert!(buf[(10, 1)].modifier.contains(Modifier::REVERSED), "marked: reversed");
        dull.marked = false;
        draw_tile(&mut buf, Rect::new(8, 0, 7, 3), &dull);
        assert!(
            buf[(10, 1)].modifier.contains(Modifier::DIM),
            "not playable: a dim face"
        );
    }

    #[test]
    fn every_label_fits_a_tile_and_every_special_card_is_explained_with_its_arabic_name() {
        use crate::i18n::{Lang, set_lang};
        // In every language the label fits the tile, whole.
        for lang in [Lang::Ar, Lang::He, Lang::Pseudo, Lang::En] {
            set_lang(lang);
            for card in Card::ALL {
                assert!(text::width(&label(card)) <= usize::from(TILE_W - 2), "{card} in {lang}");
            }
        }
        // Arabic says the booklet's names (the sheet's words).
        set_lang(Lang::Ar);
        for card in Card::ALL {
            assert!(explain(card).contains(card.arabic()), "{}", explain(card));
            assert_eq!(name_in_words(card), card.arabic());
        }
        set_lang(Lang::En);
        for card in Card::ALL {
            let said = explain(card);
            if card.as_special().is_some() {
                assert!(said.contains(card.arabic()), "{said}");
                assert!(said.contains(card.effect()), "{said}");
            }
        }
        assert_eq!(
            explain(Card::FIVE_OR_LESS),
            "Five-or-less (5 أو أقل): goes on a pile value lower than 5; the next player must play a card of 5 or less."
        );
    }
}
