//! The language chosen on the picker (issue 19): `L` cycles English →
//! العربية → עברית, the next frame speaks it, the picker names the language
//! on in its own name beside its tabs, and the choice is remembered in the
//! config.

mod common;

use common::{app_with, key, picker, render, scratch};
use majlis_tui::i18n::config::ConfigStore;
use majlis_tui::i18n::{self, Lang};
use ratatui::buffer::Buffer;
use ratatui::crossterm::event::KeyCode;
use ratatui::layout::Rect;
use ratatui::style::Style;

const SIZE: (u16, u16) = (80, 24);

/// `text` as the bidirectional layer puts it on screen in the thread's
/// language (the picker's row may be drawn in logical or visual order).
fn on_screen(text: &str) -> String {
    let width = u16::try_from(text.chars().count()).unwrap_or(1);
    let mut buf = Buffer::empty(Rect::new(0, 0, width, 1));
    buf.set_string(0, 0, text, Style::new());
    let all = buf.area;
    majlis_tui::bidi::visual_area(&mut buf, all);
    buf.content.iter().map(|c| c.symbol()).collect()
}

/// The picker's tabs row shows the language key and the language on.
fn shows_language(app: &majlis_tui::app::App, name: &str) -> bool {
    let screen = render(app);
    let tabs = screen.lines().nth(2).unwrap_or_default();
    tabs.contains(" L ") && (tabs.contains(name) || tabs.contains(on_screen(name).trim()))
}

#[test]
fn l_on_the_picker_cycles_the_languages_and_remembers_each() {
    i18n::set_lang(Lang::En);
    let dir = scratch("language-cycle");
    let config_dir = dir.join("config");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    app.remember_in(ConfigStore::at(&config_dir), None);
    assert!(shows_language(&app, "English"), "{}", render(&app));
    for (lang, name) in [(Lang::Ar, "العربية"), (Lang::He, "עברית"), (Lang::En, "English")] {
        key(&mut app, KeyCode::Char('L'));
        assert_eq!(i18n::lang(), lang, "the app's thread speaks it at once");
        assert!(shows_language(&app, name), "{name}:\n{}", render(&app));
        assert_eq!(ConfigStore::at(&config_dir).load().config.lang, Some(lang));
        // Still the picker, drawn without trouble in the new language.
        assert!(!render(&app).is_empty());
    }
    i18n::set_lang(Lang::En);
}

#[test]
fn a_choice_that_cannot_be_remembered_is_said_on_the_picker() {
    i18n::set_lang(Lang::En);
    let dir = scratch("language-unwritable");
    std::fs::create_dir_all(&*dir).expect("dir");
    // The config "directory" is a file: nothing can be written under it.
    std::fs::write(dir.join("config"), "a file").expect("plant");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    app.remember_in(ConfigStore::at(&dir.join("config")), None);
    key(&mut app, KeyCode::Char('L'));
    assert_eq!(i18n::lang(), Lang::Ar, "the language changes all the same");
    // Told in the language now on.
    let notice = picker(&app).notice().join(" ");
    assert!(notice.starts_with("تعذّر حفظ اختيار اللغة: "), "{notice}");
    i18n::set_lang(Lang::En);
}

#[test]
fn a_config_set_aside_at_start_is_told_on_the_picker() {
    i18n::set_lang(Lang::En);
    let dir = scratch("language-set-aside");
    let mut app = app_with(majlis_tui::games::SCREENS, &dir, SIZE);
    app.remember_in(ConfigStore::at(&dir), Some("the settings file was set aside".into()));
    assert_eq!(picker(&app).notice(), ["the settings file was set aside".to_owned()]);
}
