//! The message files are whole: every file parses, every id is in every
//! language with the same variables, and every id the code names exists.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use super::*;

/// Message id → the variables it uses, for one file in one language.
type Ids = BTreeMap<String, BTreeSet<String>>;

/// The messages of a Fluent source, or the parse errors.
fn ids(source: &str) -> Result<Ids, String> {
    let resource = fluent_syntax::parser::parse(source).map_err(|(_, errors)| format!("{errors:?}"))?;
    let mut found = Ids::new();
    for entry in resource.body {
        match entry {
            ast::Entry::Message(message) => {
                let mut vars = BTreeSet::new();
                if let Some(value) = &message.value {
                    pattern_vars(value, &mut vars);
                }
                for attribute in &message.attributes {
                    pattern_vars(&attribute.value, &mut vars);
                }
                if found.insert(message.id.name.to_string(), vars).is_some() {
                    return Err(format!("{} is there twice", message.id.name));
                }
            }
            ast::Entry::Junk { content } => return Err(format!("cannot read {content:?}")),
            _ => {}
        }
    }
    Ok(found)
}

fn pattern_vars(pattern: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_vars(selector, vars);
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        ast::Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_vars(argument, vars);
            }
            for named in &arguments.named {
                inline_vars(&named.value, vars);
            }
        }
        ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_vars(argument, vars);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        _ => {}
    }
}

/// Every message of every file in `lang`, checked to parse.
fn all_ids(lang: Lang) -> BTreeMap<String, (String, BTreeSet<String>)> {
    add_every_game();
    let mut all = BTreeMap::new();
    for messages in all_messages() {
        let found = ids(messages.source(lang)).unwrap_or_else(|e| panic!("{} in {lang}: {e}", messages.name));
        for (id, vars) in found {
            if let Some((other, _)) = all.insert(id.clone(), (messages.name.to_string(), vars)) {
                panic!("{id} is in both {other} and {} ({lang})", messages.name);
            }
        }
    }
    all
}

/// Every game on the shelf's message files, as the shell adds them.
fn add_every_game() {
    for screen in crate::games::SCREENS {
        add(screen.messages);
    }
}

#[test]
fn a_games_words_are_read_once_its_screen_adds_them() {
    let toki = crate::games::find("toki").expect("toki is on the shelf").messages;
    add(toki);
    add(toki);
    let names: Vec<&str> = all_messages().iter().map(|t| t.name).collect();
    assert_eq!(names.iter().filter(|n| **n == toki.name).count(), 1, "{names:?}");
    assert!(names.starts_with(&["assets/locales/*/shell.ftl", "assets/locales/*/table.ftl"]));
}

#[test]
fn every_id_is_in_every_language_with_the_same_variables() {
    let english = all_ids(Lang::En);
    for lang in [Lang::Ar, Lang::He] {
        let other = all_ids(lang);
        let missing: Vec<&String> = english.keys().filter(|id| !other.contains_key(*id)).collect();
        assert!(missing.is_empty(), "missing in {lang}: {missing:?}");
        let extra: Vec<&String> = other.keys().filter(|id| !english.contains_key(*id)).collect();
        assert!(extra.is_empty(), "in {lang} but not in English: {extra:?}");
        for (id, (file, vars)) in &english {
            let (_, theirs) = &other[id];
            assert_eq!(vars, theirs, "{id} ({file}) takes other variables in {lang}");
        }
    }
}

#[test]
fn a_games_ids_start_with_its_id() {
    for screen in crate::games::SCREENS {
        let found = ids(screen.messages.en).unwrap_or_else(|e| panic!("{}: {e}", screen.messages.name));
        for id in found.keys() {
            assert!(
                id.starts_with(&format!("{}-", screen.id())),
                "{id} in {} does not start with the game's id",
                screen.messages.name
            );
        }
    }
}

/// Each `t!("id"…)` in the source files under `dir`, with where it is.
fn ids_in_code(dir: &Path, found: &mut Vec<(String, String)>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            ids_in_code(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            for (at, _) in text.match_indices("t!(") {
                // `t!`, not `format!` or `print!`.
                let before = text[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                // The id, on the same line or (as rustfmt writes a long
                // call) on the next.
                let Some(rest) = text[at + 3..].trim_start().strip_prefix('"') else {
                    continue;
                };
                let id: String = rest
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_')
                    .collect();
                // A Fluent id (`toki-take-bank`) closed by its quote; this
                // file's own `"t!("` is not one.
                if !id.is_empty() && rest[id.len()..].starts_with('"') {
                    found.push((id, path.display().to_string()));
                }
            }
        }
    }
}

#[test]
fn every_id_the_code_names_exists() {
    let english = all_ids(Lang::En);
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    for dir in ["src", "tests", "benches", "../../src"] {
        ids_in_code(&root.join(dir), &mut found);
    }
    // The scan finds the examples in this module's own documentation.
    found.retain(|(id, _)| !["id", "picker-title", "turn-of"].contains(&id.as_str()));
    let missing: Vec<_> = found.iter().filter(|(id, _)| !english.contains_key(id)).collect();
    assert!(missing.is_empty(), "ids named in code with no message: {missing:?}");
}

#[test]
fn the_pseudo_language_is_longer_and_bracketed() {
    assert_eq!(pseudo("Roll the dice"), "Rooll thee diicee");
    set_lang(Lang::Pseudo);
    let text = tr("language-name", &[]);
    set_lang(Lang::En);
    assert!(text.starts_with('[') && text.ends_with(']'), "{text}");
}

#[test]
fn a_message_is_in_the_threads_language() {
    set_lang(Lang::Ar);
    let arabic = t!("language-name");
    set_lang(Lang::He);
    let hebrew = t!("language-name");
    set_lang(Lang::En);
    let english = t!("language-name");
    assert_eq!(
        (arabic.as_str(), hebrew.as_str(), english.as_str()),
        ("العربية", "עברית", "English")
    );
}

#[test]
fn a_count_takes_the_plural_form_of_the_language() {
    // Arabic has a form for one, two, a few (3–10) and many (11–99).
    set_lang(Lang::Ar);
    let forms: Vec<String> = [1_usize, 2, 3, 11, 100]
        .iter()
        .map(|n| t!("count-players", count = n))
        .collect();
    set_lang(Lang::En);
    let distinct: BTreeSet<&String> = forms.iter().collect();
    assert!(distinct.len() >= 4, "{forms:?}");
    assert_eq!(t!("count-players", count = 1), "1 player");
    assert_eq!(t!("count-players", count = 3), "3 players");
}

#[test]
fn mirroring_moves_a_panel_to_the_other_side_only_right_to_left() {
    use ratatui::layout::Rect;
    let outer = Rect::new(10, 0, 80, 24);
    let panel = Rect::new(10, 2, 20, 5);
    set_lang(Lang::En);
    assert_eq!(mirror(outer, panel), panel);
    set_lang(Lang::He);
    assert_eq!(mirror(outer, panel), Rect::new(70, 2, 20, 5));
    set_lang(Lang::En);
}
