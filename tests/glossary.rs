//! One name per thing (issue 21 §5): the glossary in `docs/glossary.md`
//! names real types, and the words it retired do not come back as names of
//! types or modules.

use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// Every `.rs` file under a folder.
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            if path.file_name().is_some_and(|n| n == "target") {
                continue;
            }
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The text of every source file of the workspace (crates and the binary).
fn sources() -> Vec<(PathBuf, String)> {
    let mut files = Vec::new();
    rust_files(&root().join("crates"), &mut files);
    rust_files(&root().join("src"), &mut files);
    files
        .into_iter()
        .map(|p| {
            let text = fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
            (p, text)
        })
        .collect()
}

/// The kinds of item a type's name may declare.
const TYPES: &[&str] = &["struct", "enum", "trait", "type"];

/// Whether some source declares an item of that name, of one of those kinds.
fn declared(sources: &[(PathBuf, String)], name: &str, kinds: &[&str]) -> bool {
    sources.iter().any(|(_, text)| {
        text.lines().map(str::trim_start).any(|line| {
            let line = line
                .strip_prefix("pub ")
                .or_else(|| line.strip_prefix("pub(crate) "))
                .unwrap_or(line);
            kinds.iter().any(|k| {
                line.strip_prefix(k)
                    .and_then(|rest| rest.strip_prefix(' '))
                    .is_some_and(|rest| {
                        rest.strip_prefix(name)
                            .is_some_and(|after| !after.starts_with(|c: char| c.is_alphanumeric() || c == '_'))
                    })
            })
        })
    })
}

/// The last segment of each `path::Name` in the glossary table's third
/// column (the "where" of each word).
fn glossary_names() -> Vec<String> {
    let text = fs::read_to_string(root().join("docs/glossary.md")).expect("docs/glossary.md");
    let mut names = Vec::new();
    for row in text.lines().filter(|l| l.starts_with('|')).skip(2) {
        let Some(place) = row.split('|').nth(3) else { continue };
        for quoted in place.split('`').skip(1).step_by(2) {
            let path = quoted.split('(').next().unwrap_or(quoted);
            let last = path.rsplit("::").next().unwrap_or(path).trim();
            if last.chars().next().is_some_and(char::is_uppercase) && !last.contains('<') && !last.contains(' ') {
                names.push(last.to_string());
            }
        }
    }
    names
}

#[test]
fn every_type_the_glossary_names_exists() {
    let sources = sources();
    let names = glossary_names();
    assert!(names.len() >= 15, "the glossary names its types: {names:?}");
    let missing: Vec<&String> = names
        .iter()
        .filter(|n| !declared(&sources, n, &["struct", "enum", "trait", "type", "static", "mod"]))
        .collect();
    assert!(
        missing.is_empty(),
        "the glossary names types the code does not have: {missing:?}"
    );
}

#[test]
fn retired_words_name_no_type_or_module() {
    let sources = sources();
    // A game's own `Screen` and the picker's `Page` keep their names; these
    // were second names for something else.
    let types = ["Sight", "SightOf", "Seen", "Shelf"];
    let modules = ["ui", "pieces"];
    let back: Vec<&&str> = types
        .iter()
        .filter(|w| declared(&sources, w, TYPES))
        .chain(modules.iter().filter(|w| declared(&sources, w, &["mod"])))
        .collect();
    assert!(back.is_empty(), "retired words name types or modules again: {back:?}");
    let aliased: Vec<String> = sources
        .iter()
        .filter(|(_, text)| text.contains("Phase as Rules") || text.contains("Seated as Shelf"))
        .map(|(p, _)| p.display().to_string())
        .collect();
    assert!(aliased.is_empty(), "a type imported under another name: {aliased:?}");
}

#[test]
fn the_reading_finds_a_declaration_and_not_a_longer_name() {
    let sources = vec![(
        PathBuf::from("demo.rs"),
        "pub struct Sighted;\n    pub(crate) enum Seen {}\nfn shelf() {}\nfn pieces() {}\n".to_string(),
    )];
    assert!(declared(&sources, "Seen", TYPES));
    assert!(declared(&sources, "Sighted", TYPES));
    assert!(!declared(&sources, "Sight", TYPES), "a longer name is not the word");
    assert!(!declared(&sources, "Shelf", TYPES), "case counts");
    assert!(!declared(&sources, "pieces", &["mod"]), "a function is not a module");
    assert!(declared(&sources, "pieces", &["fn"]));
}
