//! The house in order (issue 21 §1): a game is its rules crate, its screen
//! folder and its registration, as `docs/screens.md` ("What you touch")
//! says.
//!
//! For each game on the shelf this walks the tree and lists every file
//! outside the game's crate and its screen folder that names it, in its text
//! or its path (by its id, crate, library, module, type, Latin or original
//! name, as the tree spells them), and fails on any but these, each of which
//! must name it (so the test finds what it looks for):
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
//! module file declared so). Everything else is code (or data, such as a
//! trained net) a new game would have to touch. `cargo test --test house --
//! --nocapture` prints each game's list.

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

/// The tree as the test reads it: every file (no `.git`, no `target`), by
/// path from the root with its text (`None`: docs and tests, or not text,
/// a trained net).
type Tree = BTreeMap<String, Option<String>>;

/// The tree on disk.
fn tree() -> Tree {
    fn walk(dir: &Path, from: &str, out: &mut Tree) {
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
                // Docs and tests may name any game: their text is not read.
                let text = (!is_docs_or_tests(&path))
                    .then(|| fs::read_to_string(entry.path()).ok())
                    .flatten();
                out.insert(path, text);
            }
        }
    }
    let mut out = Tree::new();
    walk(&root(), "", &mut out);
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
fn test_modules(tree: &Tree) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (file, text) in tree.iter().filter(|(f, _)| f.ends_with(".rs")) {
        let Some(text) = text else {
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

/// The places outside each game's crate and screen folder allowed to name
/// it (the list, and `docs/screens.md`'s "What you touch"). Each
/// game is named in every one of them (its registration), and in no other.
const REGISTRATION: [&str; 5] = [
    "Cargo.toml",
    "Cargo.lock",
    "crates/games/Cargo.toml",
    "crates/games/src/lib.rs",
    "crates/tui/src/games/mod.rs",
];

/// What may name a game outside its crate and screen folder, and how much:
/// `lines` are the lines of `text` that name it (line 0: the file's path).
fn allowed(game: &Game, path: &str, text: &str, lines: &[(usize, String)]) -> Result<(), String> {
    // The game's own words in each language (issue 19): its message files,
    // as its rules summary under `assets/rules/` is its own.
    if ["en", "ar", "he"]
        .iter()
        .any(|lang| path == format!("assets/locales/{lang}/{}.ftl", game.id))
    {
        return Ok(());
    }
    if lines.iter().any(|(n, _)| *n == 0) {
        return Err(format!("its path names {}", game.id));
    }
    match path {
        "Cargo.lock" | "crates/games/Cargo.toml" => Ok(()),
        "Cargo.toml" => {
            let dependencies = workspace_dependencies(text);
            match lines {
                [(n, _)] if dependencies.contains(n) => Ok(()),
                _ => Err(format!(
                    "the workspace manifest names {} beyond one line of [workspace.dependencies]",
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

/// Files that name a game, each with the lines that do (numbered from 1;
/// line 0: the file's path).
type Naming = BTreeMap<String, Vec<(usize, String)>>;

/// For each game (by id), the files outside its crate and screen folder
/// that name it in code or in their path (docs and tests aside).
fn naming(games: &[Game], tree: &Tree) -> BTreeMap<&'static str, Naming> {
    let test_modules = test_modules(tree);
    let mut found: BTreeMap<&'static str, Naming> = BTreeMap::new();
    for (path, text) in tree {
        if is_docs_or_tests(path) || test_modules.contains(path) {
            continue;
        }
        // A file that is not text (a trained net) names a game only by its path.
        let code = text.as_deref().map(|text| code_lines(path, text)).unwrap_or_default();
        for game in games {
            if path.starts_with(&format!("{}/", game.crate_dir))
                || path.starts_with(&format!("{}/", game.screen_dir))
                || *path == format!("{}.rs", game.screen_dir)
            {
                continue;
            }
            let named = |line: &str| game.names.iter().any(|name| names(line, name));
            let mut lines: Vec<(usize, String)> = Vec::new();
            if path.split(['/', '.']).any(named) {
                lines.push((0, path.clone()));
            }
            lines.extend(code.iter().filter(|(_, line)| named(line)).cloned());
            if !lines.is_empty() {
                found.entry(game.id).or_default().insert(path.clone(), lines);
            }
        }
    }
    found
}

/// Every place outside a game's crate and screen folder that names it,
/// beyond the registration (what a new game would have to touch), and every
/// place of the registration that does not name it (the test no longer
/// finds the names it looks for); empty when the house is in order.
fn trespasses(games: &[Game], tree: &Tree) -> String {
    let naming = naming(games, tree);
    let mut found = String::new();
    for game in games {
        let files = naming.get(game.id).cloned().unwrap_or_default();
        for place in REGISTRATION.iter().filter(|place| !files.contains_key(**place)) {
            let _ = writeln!(found, "{place}: does not name {} (its registration)", game.id);
        }
        for (path, lines) in &files {
            let text = tree.get(path).cloned().flatten().unwrap_or_default();
            if let Err(why) = allowed(game, path, &text, lines) {
                let _ = writeln!(found, "{path}: {why}");
                for (n, line) in lines.iter().take(4) {
                    let _ = writeln!(found, "    {n}: {}", line.trim());
                }
                if lines.len() > 4 {
                    let _ = writeln!(found, "    … and {} more lines", lines.len() - 4);
                }
            }
        }
    }
    found
}

/// The registration's files and `path`, from the tree, with `line` added at
/// the end of `path` (a new file if none): the rest of the tree is as it is,
/// and checked as it is by the first test.
fn planted(tree: &Tree, path: &str, line: &str) -> Tree {
    let mut tree: Tree = tree
        .iter()
        .filter(|(p, _)| *p == path || REGISTRATION.contains(&p.as_str()))
        .map(|(p, text)| (p.clone(), text.clone()))
        .collect();
    let text = tree.entry(path.to_string()).or_insert_with(|| Some(String::new()));
    let text = text.get_or_insert_with(String::new);
    text.push_str(line);
    text.push('\n');
    tree
}

#[test]
fn a_game_is_named_only_by_its_crate_its_screen_folder_and_its_registration() {
    let games = games();
    let tree = tree();
    let found = trespasses(&games, &tree);
    // The list asked for: what names each game outside its crate and screen
    // folder (`cargo test --test house -- --nocapture` shows it).
    for (id, files) in naming(&games, &tree) {
        println!("{id}: {}", files.keys().cloned().collect::<Vec<_>>().join(", "));
    }
    assert!(
        found.is_empty(),
        "outside its crate and screen folder, a game is named only by its registration \
         (docs/screens.md, \"What you touch\"); these differ:\n{found}"
    );
}

/// The house test fails on a game named anywhere else in code (the front-end's
/// registry, the binary, another crate, a manifest, an asset's name, a third
/// line of the shelf, a second line of the screens' list), and passes a name
/// in docs, tests, comments and the game's own folders.
#[test]
fn a_game_named_beyond_its_registration_fails_the_house() {
    let games = games();
    let tree = tree();
    assert_eq!(trespasses(&games, &tree), "", "the tree as it is passes");
    for (path, line) in [
        ("crates/tui/src/registry.rs", "use majlis_games::rules::jackar::Jackar;"),
        ("crates/tui/src/app.rs", "const FIRST: &str = \"shesh-besh\";"),
        ("src/main.rs", "const GAME: &str = \"Wajh al-Nahs\";"),
        ("src/sim.rs", "fn f(d: Figures) { if let Figures::SheshBesh(d) = d {} }"),
        (
            "src/sim/details.rs",
            "pub use majlis_games::rules::toki::Action as TokiAction;",
        ),
        ("crates/games/src/computer.rs", "with_computers!(khixa);"),
        ("crates/rules-core/src/lib.rs", "const KHIXA: &str = \"خيكسا\";"),
        ("crates/tui/Cargo.toml", "majlis-khixa.workspace = true"),
        ("Cargo.toml", "[profile.dev.package.majlis-toki]"),
        (
            "crates/games/src/lib.rs",
            "pub type Main = rules::wajh_alnahs::WajhAlNahs;",
        ),
        ("crates/tui/src/games/mod.rs", "pub use toki::Screen as TokiScreen;"),
        ("assets/bots/khixa.bin", ""),
        (".ci/run", "cargo test -p majlis-jackar"),
    ] {
        let found = trespasses(&games, &planted(&tree, path, line));
        assert!(
            found.starts_with(&format!("{path}: ")),
            "{path}: {line:?} passes: {found:?}"
        );
    }
    for (path, line) in [
        ("docs/new.md", "Jackar and Toki Toki"),
        ("crates/tui/tests/new.rs", "use majlis_games::rules::jackar::Jackar;"),
        ("crates/games/benches/bots.rs", "let id = \"khixa\";"),
        ("src/main.rs", "// Shesh-Besh in a comment"),
        (
            "src/sim.rs",
            "#[cfg(test)]\nmod new {\n    const ID: &str = \"toki\";\n}",
        ),
        ("crates/jackar/src/lib.rs", "const ID: &str = \"jackar\";"),
        (
            "crates/tui/src/games/toki/new.rs",
            "use majlis_games::rules::toki::Toki;",
        ),
        ("crates/tui/src/registry.rs", "use tokio as _;"),
    ] {
        assert_eq!(trespasses(&games, &planted(&tree, path, line)), "", "{path}: {line:?}");
    }
}

/// A registration place that no longer names a game fails the test too:
/// it finds the names it looks for.
#[test]
fn a_registration_that_names_no_game_fails_the_house() {
    let games = games();
    let mut tree = tree();
    let lib = tree
        .get_mut("crates/games/src/lib.rs")
        .and_then(Option::as_mut)
        .expect("the shelf");
    *lib = lib.replace("pub use toki;", "pub use self::t_o_k_i as renamed;");
    let found = trespasses(&games, &tree);
    assert!(found.is_empty(), "one of two lines is enough: {found}");
    tree.insert("crates/tui/src/games/mod.rs".into(), Some(String::new()));
    let found = trespasses(&games, &tree);
    for game in &games {
        assert!(
            found.contains(&format!("crates/tui/src/games/mod.rs: does not name {}", game.id)),
            "{found}"
        );
    }
}

/// The toy game is for tests: no crate's own dependencies (what the shipped
/// binary links) list it.
#[test]
fn the_toy_is_a_dependency_of_tests_only() {
    let mut found = Vec::new();
    for (path, text) in tree().iter().filter(|(p, _)| p.ends_with("Cargo.toml")) {
        let mut section = String::new();
        for line in text.as_deref().unwrap_or_default().lines() {
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
        "`assets/locales/<lang>/<game>.ftl`",
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
