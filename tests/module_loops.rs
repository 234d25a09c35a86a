//! No module loops (issue 21 §4): inside each crate of the workspace, no two
//! modules import each other, directly or round a longer ring, except a game's
//! action and its notation (an action is written and read in its notation, and
//! the notation parses to actions).
//!
//! A module "imports" another when its text (its unit tests aside) names a
//! path into it: `use crate::a::b`, `crate::a::f()`, `super::a`,
//! `self::a` — the same reading as the lead's `tools/modloops.py`. A shared
//! piece goes down a level instead.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// Every crate's source folder, and the binary's.
fn source_folders(root: &Path) -> Vec<PathBuf> {
    let mut folders: Vec<PathBuf> = fs::read_dir(root.join("crates"))
        .expect("crates/ is listed")
        .map(|entry| entry.expect("a crate folder").path().join("src"))
        .filter(|src| src.is_dir())
        .collect();
    folders.sort();
    folders.push(root.join("src"));
    folders
}

/// The modules of a source folder by path (`games::jackar::play`; the crate
/// root is ``), each with its file.
fn modules(src: &Path) -> BTreeMap<String, PathBuf> {
    let mut out = BTreeMap::new();
    let mut folders = vec![src.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in fs::read_dir(&folder).expect("a source folder is listed") {
            let path = entry.expect("a source entry").path();
            if path.is_dir() {
                folders.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let relative = path.strip_prefix(src).expect("inside its folder").with_extension("");
            let mut parts: Vec<String> = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(parts.last().map(String::as_str), Some("mod" | "lib" | "main")) {
                parts.pop();
            }
            out.insert(parts.join("::"), path);
        }
    }
    out
}

/// The text of a module without its unit tests (`#[cfg(test)] mod tests {`
/// to the end of the file, where they stand).
fn without_unit_tests(text: &str) -> &str {
    let mut from = 0;
    while let Some(at) = text[from..].find("#[cfg(test)]") {
        let start = from + at;
        let rest = text[start + "#[cfg(test)]".len()..].trim_start();
        if let Some(after) = rest.strip_prefix("mod tests")
            && after.trim_start().starts_with('{')
        {
            return &text[..start];
        }
        from = start + 1;
    }
    text
}

fn is_word(c: char) -> bool {
    c.is_alphanumeric() || c == '_'
}

/// Every path `crate::…`, `super::…` or `self::…` in `text`, as its root word
/// and the names after it.
fn paths(text: &str) -> Vec<(&str, Vec<&str>)> {
    let mut out = Vec::new();
    let chars: Vec<(usize, char)> = text.char_indices().collect();
    for (i, &(at, _)) in chars.iter().enumerate() {
        if i > 0 && is_word(chars[i - 1].1) {
            continue;
        }
        let Some(root) = ["crate", "super", "self"]
            .into_iter()
            .find(|w| text[at..].starts_with(w))
        else {
            continue;
        };
        let mut rest = &text[at + root.len()..];
        let mut names = Vec::new();
        while let Some(after) = rest.strip_prefix("::") {
            let len = after.find(|c: char| !is_word(c)).unwrap_or(after.len());
            if len == 0 {
                break;
            }
            names.push(&after[..len]);
            rest = &after[len..];
        }
        if !names.is_empty() {
            out.push((root, names));
        }
    }
    out
}

/// The longest known module that `path` starts with.
fn resolve(path: &[&str], modules: &BTreeMap<String, PathBuf>) -> Option<String> {
    (1..=path.len())
        .rev()
        .map(|k| path[..k].join("::"))
        .find(|candidate| modules.contains_key(candidate))
}

/// Which modules each module imports (not its own ancestors or descendants).
fn imports(modules: &BTreeMap<String, PathBuf>) -> BTreeMap<String, BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (module, file) in modules {
        let text = fs::read_to_string(file).expect("a source file reads");
        let here: Vec<&str> = if module.is_empty() {
            Vec::new()
        } else {
            module.split("::").collect()
        };
        for (root, names) in paths(without_unit_tests(&text)) {
            let full: Vec<&str> = match root {
                "crate" => names,
                "super" => here[..here.len().saturating_sub(1)]
                    .iter()
                    .copied()
                    .chain(names)
                    .collect(),
                _ => here.iter().copied().chain(names).collect(),
            };
            let Some(target) = resolve(&full, modules) else {
                continue;
            };
            let related = target.is_empty()
                || target == *module
                || module.is_empty()
                || target.starts_with(&format!("{module}::"))
                || module.starts_with(&format!("{target}::"));
            if !related {
                graph.entry(module.clone()).or_default().insert(target);
            }
        }
    }
    graph
}

/// The groups of modules that import each other (strongly connected, more
/// than one module), each sorted, by Tarjan's algorithm.
fn loops(graph: &BTreeMap<String, BTreeSet<String>>, nodes: &[String]) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<String, BTreeSet<String>>,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on_stack: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    impl<'a> Walk<'a> {
        fn strong(&mut self, v: &'a str) {
            let n = self.index.len();
            self.index.insert(v, n);
            self.low.insert(v, n);
            self.stack.push(v);
            self.on_stack.insert(v);
            if let Some(next) = self.graph.get(v) {
                for w in next {
                    let w = w.as_str();
                    if !self.index.contains_key(w) {
                        self.strong(w);
                        let low = self.low[v].min(self.low[w]);
                        self.low.insert(v, low);
                    } else if self.on_stack.contains(w) {
                        let low = self.low[v].min(self.index[w]);
                        self.low.insert(v, low);
                    }
                }
            }
            if self.low[v] == self.index[v] {
                let mut group = Vec::new();
                while let Some(w) = self.stack.pop() {
                    self.on_stack.remove(w);
                    group.push(w.to_string());
                    if w == v {
                        break;
                    }
                }
                if group.len() > 1 {
                    group.sort();
                    self.found.push(group);
                }
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on_stack: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in nodes {
        if !walk.index.contains_key(v.as_str()) {
            walk.strong(v);
        }
    }
    walk.found.sort();
    walk.found
}

/// A game's action and its notation, the one pair allowed to import each other.
fn is_action_and_notation(group: &[String]) -> bool {
    let [a, b] = group else { return false };
    let parent = |m: &str| m.rsplit_once("::").map_or(String::new(), |(p, _)| p.to_string());
    let last = |m: &str| m.rsplit("::").next().unwrap_or_default().to_string();
    parent(a) == parent(b) && last(a) == "action" && last(b) == "notation"
}

/// The loops of every source folder under `root`, as "folder: modules".
fn loops_under(root: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for src in source_folders(root) {
        let modules = modules(&src);
        let nodes: Vec<String> = modules.keys().cloned().collect();
        let name = src
            .strip_prefix(root)
            .expect("under the root")
            .to_string_lossy()
            .replace('\\', "/");
        for group in loops(&imports(&modules), &nodes) {
            if !is_action_and_notation(&group) {
                out.push(format!("{name}: {}", group.join(", ")));
            }
        }
    }
    out
}

#[test]
fn no_two_modules_of_a_crate_import_each_other() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let found = loops_under(root);
    assert!(
        found.is_empty(),
        "modules that import each other (a shared piece goes down a level):\n{}",
        found.iter().map(|l| format!("  {l}")).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn the_reading_finds_a_loop_and_allows_an_action_with_its_notation() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let src = dir.path().join("crates/demo/src");
    fs::create_dir_all(src.join("deep")).expect("folders");
    let files = [
        (
            "lib.rs",
            "mod a;\nmod b;\nmod c;\nmod action;\nmod notation;\nmod deep;\n",
        ),
        ("a.rs", "use crate::b::Thing;\n"),
        // A path in code, not in a `use`, counts; so does one through `super`.
        ("b.rs", "fn f() { crate::c::g(); }\n"),
        (
            "c.rs",
            "use super::a;\n#[cfg(test)]\nmod tests {\n    use crate::deep::x;\n}\n",
        ),
        ("action.rs", "use crate::notation::parse;\n"),
        ("notation.rs", "use crate::action::Action;\n"),
        // A module using its own parent is no loop; its unit tests do not count.
        ("deep/mod.rs", "mod x;\nuse self::x::Y;\n"),
        ("deep/x.rs", "use super::super::deep;\nuse crate::a;\n"),
    ];
    for (name, text) in files {
        fs::write(src.join(name), text).expect("a file");
    }
    fs::create_dir_all(dir.path().join("src")).expect("the binary's folder");
    fs::write(dir.path().join("src/main.rs"), "fn main() {}\n").expect("main");
    assert_eq!(loops_under(dir.path()), ["crates/demo/src: a, b, c"]);
    // The pair is allowed only as action and notation of one parent.
    assert!(is_action_and_notation(&["action".into(), "notation".into()]));
    assert!(is_action_and_notation(&["x::action".into(), "x::notation".into()]));
    assert!(!is_action_and_notation(&["action".into(), "x::notation".into()]));
    assert!(!is_action_and_notation(&["json".into(), "validate".into()]));
}
