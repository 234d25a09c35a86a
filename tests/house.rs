//! The house in order (issue 21 §1): a game is its rules crate, its screen
//! folder and its registration, as `docs/screens.md` ("What you touch")
//! says.
//!
//! For each game on the shelf this walks the tree and lists every file
//! outside the game's crate and its screen folder that names it (by its id,
//! crate, library, module, type, Latin or original name, as the tree spells
//! them), and fails on any but these:
//!
//! - the root `Cargo.toml`, in its `[workspace.dependencies]` (one line), and
//!   `Cargo.lock`;
//! - `crates/games/Cargo.toml`, and at most two lines of
//!   `crates/games/src/lib.rs` (its line in `for_each_game!` and its crate in
//!   `rules`);
//! - one `mod` line in `crates/tui/src/games/mod.rs`.
//!
//! Documentation and tests may name any game: `docs/`, Markdown, comments
//! (`//` lines in Rust, `#` lines in TOML), `tests/` and `benches/` folders,
//! and the test code of a source file (an item under `#[cfg(test)]`, or a
//! module file declared so). Everything else is code a new game would have
//! to touch.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

/// The workspace root.
fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// A file of the tree, by its path from the root with `/` between folders.
fn read(path: &str) -> String {
    fs::read_to_string(root().join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// One game on the shelf, as the tree spells it.
#[derive(Debug)]
struct Game {
    /// Its id (`shesh-besh`).
    id: &'static str,
    /// Its rules crate's folder, from the root (`crates/shesh-besh`).
    crate_dir: String,
    /// Its screen folder (`crates/tui/src/games/shesh_besh`).
    screen_dir: String,
    /// Its module name in the registration (`shesh_besh`).
    module: String,
    /// Every name the tree may call it by: id, package, library, module,
    /// type, Latin and original names.
    names: BTreeSet<String>,
}

/// Each `crates/*/Cargo.toml`: library name → (folder, package name).
fn crates() -> BTreeMap<String, (String, String)> {
    let mut found = BTreeMap::new();
    let dir = root().join("crates");
    for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("crates/: {e}")) {
        let path = entry.expect("an entry of crates/").path();
        let Ok(manifest) = fs::read_to_string(path.join("Cargo.toml")) else {
            continue;
        };
        let folder = format!("crates/{}", path.file_name().and_then(|n| n.to_str()).expect("a name"));
        let package = toml_name(&manifest, "[package]").expect("a package name");
        let lib = toml_name(&manifest, "[lib]").unwrap_or_else(|| package.replace('-', "_"));
        found.insert(lib, (folder, package));
    }
    found
}

/// The `name = "…"` of a TOML section.
fn toml_name(manifest: &str, section: &str) -> Option<String> {
    let mut inside = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            inside = line == section;
        } else if inside && let Some(value) = line.strip_prefix("name = ") {
            return Some(value.trim_matches('"').to_string());
        }
    }
    None
}

/// The shelf's registrations (`module: $crate::rules::<lib>::<Type>,` in
/// `for_each_game!`), matched in order with `majlis_games::GAMES`.
fn games() -> Vec<Game> {
    let lib = read("crates/games/src/lib.rs");
    let lines: Vec<(String, String, String)> = lib
        .lines()
        .filter_map(|line| {
            let (module, path) = line.trim().split_once(": $crate::rules::")?;
            let (lib, ty) = path.strip_suffix(',')?.split_once("::")?;
            Some((module.to_string(), lib.to_string(), ty.to_string()))
        })
        .collect();
    let shelf = majlis_games::GAMES;
    assert_eq!(lines.len(), shelf.len(), "one registration line a game: {lines:?}");
    let crates = crates();
    lines
        .into_iter()
        .zip(shelf)
        .map(|((module, lib, ty), game)| {
            let (crate_dir, package) = crates
                .get(&lib)
                .unwrap_or_else(|| panic!("no crate under crates/ has the library {lib}"))
                .clone();
            let d = game.description;
            let names = [d.id, d.latin, d.original, &package, &lib, &module, &ty]
                .into_iter()
                .map(str::to_string)
                .collect();
            Game {
                id: d.id,
                crate_dir,
                screen_dir: format!("crates/tui/src/games/{module}"),
                module,
                names,
            }
        })
        .collect()
}

/// Whether `line` names `name` as a word: not inside a longer word
/// (`toki` in `tokio`), but at the start of an identifier (`JackarAction`,
/// `toki_flights`) or after a lowercase letter in one (`DetailedJackar`).
fn names(line: &str, name: &str) -> bool {
    let capital = name.starts_with(char::is_uppercase);
    line.match_indices(name).any(|(at, _)| {
        let starts = line[..at]
            .chars()
            .next_back()
            .is_none_or(|c| !c.is_alphanumeric() || (capital && (c.is_lowercase() || c.is_ascii_digit())));
        let ends = line[at + name.len()..]
            .chars()
            .next()
            .is_none_or(|c| !(c.is_lowercase() || c.is_ascii_digit()));
        starts && ends
    })
}

/// Every file of the tree (no `.git`, no `target`), by path from the root.
fn files() -> Vec<String> {
    fn walk(dir: &Path, from: &str, out: &mut Vec<String>) {
        for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let entry = entry.expect("a folder entry");
            let name = entry.file_name().to_string_lossy().into_owned();
            let path = if from.is_empty() {
                name.clone()
            } else {
                format!("{from}/{name}")
            };
            let kind = entry.file_type().expect("a file type");
            if name == ".git" || (from.is_empty() && name == "target") {
                continue;
            }
            if kind.is_dir() {
                walk(&entry.path(), &path, out);
            } else if kind.is_file() {
                out.push(path);
            }
        }
    }
    let mut out = Vec::new();
    walk(&root(), "", &mut out);
    out.sort();
    out
}

/// Documentation and tests, where any game may be named.
fn is_docs_or_tests(path: &str) -> bool {
    let folders: Vec<&str> = path.split('/').collect();
    path.starts_with("docs/")
        || path.ends_with(".md")
        || folders[..folders.len() - 1]
            .iter()
            .any(|f| *f == "tests" || *f == "benches")
}

/// The Rust files that are test modules (`#[cfg(test)] mod x;`, with or
/// without `#[path]`), found from the files that declare them.
fn test_modules(files: &[String]) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for file in files.iter().filter(|f| f.ends_with(".rs")) {
        let Ok(text) = fs::read_to_string(root().join(file)) else {
            continue;
        };
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        for (i, line) in lines.iter().enumerate() {
            if *line != "#[cfg(test)]" {
                continue;
            }
            let mut path_attribute = None;
            let mut item = i + 1;
            while let Some(attribute) = lines.get(item).filter(|l| l.starts_with("#[")) {
                path_attribute = attribute
                    .strip_prefix("#[path = \"")
                    .and_then(|p| p.strip_suffix("\"]"))
                    .or(path_attribute);
                item += 1;
            }
            let Some(module) = lines
                .get(item)
                .and_then(|l| l.strip_prefix("pub ").or(Some(l)))
                .and_then(|l| l.strip_prefix("mod "))
                .and_then(|l| l.strip_suffix(';'))
            else {
                continue;
            };
            let (dir, stem) = file.rsplit_once('/').unwrap_or(("", file));
            let dir = if dir.is_empty() {
                String::new()
            } else {
                format!("{dir}/")
            };
            let stem = stem.trim_end_matches(".rs");
            if let Some(path) = path_attribute {
                found.insert(format!("{dir}{path}"));
            } else if ["mod", "lib", "main"].contains(&stem) {
                found.insert(format!("{dir}{module}.rs"));
                found.insert(format!("{dir}{module}/mod.rs"));
            } else {
                found.insert(format!("{dir}{stem}/{module}.rs"));
                found.insert(format!("{dir}{stem}/{module}/mod.rs"));
            }
        }
    }
    found
}

/// The lines of a file that are code, with their numbers (from 1): not
/// comments, and in Rust not the items under `#[cfg(test)]`.
fn code_lines(path: &str, text: &str) -> Vec<(usize, String)> {
    let comment = if path.ends_with(".rs") {
        "//"
    } else if path.ends_with(".toml") {
        "#"
    } else {
        ""
    };
    let mut code = Vec::new();
    let mut test_item_ends: Option<String> = None;
    let mut lines = text.lines().enumerate().peekable();
    while let Some((i, line)) = lines.next() {
        let trimmed = line.trim_start();
        if let Some(end) = &test_item_ends {
            if line == end {
                test_item_ends = None;
            }
            continue;
        }
        if path.ends_with(".rs") && trimmed == "#[cfg(test)]" {
            // The item goes on to its closing brace at the attribute's
            // indentation (rustfmt's layout), or is one line ending in `;`.
            let indent = &line[..line.len() - trimmed.len()];
            while lines.peek().is_some_and(|(_, l)| l.trim_start().starts_with("#[")) {
                lines.next();
            }
            if lines.next().is_some_and(|(_, l)| !l.trim_end().ends_with(';')) {
                test_item_ends = Some(format!("{indent}}}"));
            }
            continue;
        }
        if comment.is_empty() || !trimmed.starts_with(comment) {
            code.push((i + 1, line.to_string()));
        }
    }
    code
}

/// What may name a game outside its crate and screen folder, and how much.
fn allowed(game: &Game, path: &str, lines: &[(usize, String)]) -> Result<(), String> {
    match path {
        "Cargo.lock" | "crates/games/Cargo.toml" => Ok(()),
        "Cargo.toml" => {
            let dependencies = workspace_dependencies(&read("Cargo.toml"));
            let outside: Vec<&(usize, String)> = lines.iter().filter(|(n, _)| !dependencies.contains(n)).collect();
            match (lines.len(), outside.as_slice()) {
                (1, []) => Ok(()),
                _ => Err(format!(
                    "the workspace manifest names {} outside one line of [workspace.dependencies]",
                    game.id
                )),
            }
        }
        "crates/games/src/lib.rs" if lines.len() <= 2 => Ok(()),
        "crates/games/src/lib.rs" => Err(format!("more than two lines of the shelf name {}", game.id)),
        "crates/tui/src/games/mod.rs" => match lines {
            [(_, line)] if [format!("pub mod {};", game.module), format!("mod {};", game.module)].contains(line) => {
                Ok(())
            }
            _ => Err(format!("the screens' list names {} beyond its `mod` line", game.id)),
        },
        _ => Err(format!("names {}", game.id)),
    }
}

/// The numbers of the lines of `[workspace.dependencies]` in a manifest.
fn workspace_dependencies(manifest: &str) -> BTreeSet<usize> {
    let mut inside = false;
    let mut found = BTreeSet::new();
    for (i, line) in manifest.lines().enumerate() {
        if line.starts_with('[') {
            inside = line.trim() == "[workspace.dependencies]";
        } else if inside {
            found.insert(i + 1);
        }
    }
    found
}

/// Every place outside a game's crate and screen folder that names it in
/// code, beyond the registration: what a new game would have to touch.
fn trespasses() -> String {
    let games = games();
    let files = files();
    let test_modules = test_modules(&files);
    let mut found = String::new();
    for path in &files {
        if is_docs_or_tests(path) || test_modules.contains(path) {
            continue;
        }
        // Binary files (a trained net) name nothing.
        let Ok(text) = fs::read_to_string(root().join(path)) else {
            continue;
        };
        let code = code_lines(path, &text);
        for game in &games {
            if path.starts_with(&format!("{}/", game.crate_dir))
                || path.starts_with(&format!("{}/", game.screen_dir))
                || *path == format!("{}.rs", game.screen_dir)
            {
                continue;
            }
            let naming: Vec<(usize, String)> = code
                .iter()
                .filter(|(_, line)| game.names.iter().any(|name| names(line, name)))
                .cloned()
                .collect();
            if naming.is_empty() {
                continue;
            }
            if let Err(why) = allowed(game, path, &naming) {
                let _ = writeln!(found, "{path}: {why}");
                for (n, line) in naming.iter().take(4) {
                    let _ = writeln!(found, "    {n}: {}", line.trim());
                }
                if naming.len() > 4 {
                    let _ = writeln!(found, "    … and {} more lines", naming.len() - 4);
                }
            }
        }
    }
    found
}

#[test]
fn a_game_is_named_only_by_its_crate_its_screen_folder_and_its_registration() {
    let found = trespasses();
    assert!(
        found.is_empty(),
        "outside its crate and screen folder, a game is named only by its registration \
         (docs/screens.md, \"What you touch\"); these name one besides:\n{found}"
    );
}

/// The toy game is for tests: no crate's own dependencies (what the shipped
/// binary links) list it.
#[test]
fn the_toy_is_a_dependency_of_tests_only() {
    let mut found = Vec::new();
    for path in files().iter().filter(|p| p.ends_with("Cargo.toml")) {
        let mut section = String::new();
        for line in read(path).lines() {
            let line = line.trim();
            if line.starts_with('[') {
                section = line.to_string();
            } else if line.starts_with("majlis-toy")
                && (section == "[dependencies]"
                    || section == "[build-dependencies]"
                    || (section.starts_with("[target.") && section.ends_with(".dependencies]")))
            {
                found.push(format!("{path} {section}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the toy is linked into the shipped binary through {found:?}"
    );
}

/// `docs/screens.md`'s "What you touch" names every file the registration
/// allows, so a new game's engineer finds there what the test enforces.
#[test]
fn the_screens_guide_lists_what_a_new_game_touches() {
    let guide = read("docs/screens.md");
    let table = guide
        .split("## What you touch")
        .nth(1)
        .and_then(|rest| rest.split("\n## ").next())
        .expect("docs/screens.md has \"What you touch\"");
    for place in [
        "`crates/<game>/`",
        "`crates/tui/src/games/<module>/`",
        "`crates/games/src/lib.rs`",
        "`crates/tui/src/games/mod.rs`",
        "`Cargo.toml`",
        "`crates/games/Cargo.toml`",
        "`Cargo.lock`",
        "`tests/house.rs`",
    ] {
        assert!(
            table.contains(place),
            "\"What you touch\" does not name {place}:\n{table}"
        );
    }
}

/// The test finds what it looks for: a name as a word or at an identifier's
/// start, test code and comments set aside.
#[test]
fn names_are_found_as_words_in_code_only() {
    assert!(names("use toki::Action;", "toki"));
    assert!(names("\"toki_flights\"", "toki"));
    assert!(!names("use tokio::task;", "toki"));
    assert!(names("enum Figures { DetailedJackar }", "Jackar"));
    assert!(names("JackarAction::Throw", "Jackar"));
    assert!(!names("Jackard", "Jackar"));
    assert!(names("\"Shesh-Besh (שש בש)\"", "שש בש"));
    let rust = "use a::b;\n// Jackar in a comment\nfn f() {} // code\n#[cfg(test)]\nmod tests {\n    Jackar\n}\nconst J: &str = \"Jackar\";\n#[cfg(test)]\n#[path = \"x.rs\"]\nmod x;\n";
    let code: Vec<usize> = code_lines("a.rs", rust).into_iter().map(|(n, _)| n).collect();
    assert_eq!(code, [1, 3, 8]);
    let toml = "# Jackar\nmajlis-jackar = { path = \"crates/jackar\" }\n";
    assert_eq!(
        code_lines("Cargo.toml", toml),
        [(2, "majlis-jackar = { path = \"crates/jackar\" }".to_string())]
    );
    assert!(is_docs_or_tests("crates/tui/tests/jackar_app.rs") && is_docs_or_tests("docs/sim.md"));
    assert!(!is_docs_or_tests("src/sim.rs") && !is_docs_or_tests("crates/tui/src/games/mod.rs"));
}
