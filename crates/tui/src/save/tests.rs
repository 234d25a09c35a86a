use super::*;
use serde_json::json;

/// A fresh, empty directory for one test, removed when it ends.
fn scratch(name: &str) -> crate::test_support::Scratch {
    crate::test_support::scratch(&format!("save-test-{name}"))
}

/// A store on a fresh, empty directory (`name`), and the directory.
fn store_in(name: &str) -> (crate::test_support::Scratch, SaveStore) {
    let dir = scratch(name);
    let store = SaveStore::at(&*dir);
    (dir, store)
}

fn sample() -> SaveFile {
    SaveFile {
        game: "shesh-besh".into(),
        names: vec!["Amal".into(), "Dov".into()],
        record: json!({"seed": 7, "options": null, "actions": ["3-1: 8/5 6/5"]}),
        seats: Vec::new(),
    }
}

fn known(id: &str) -> bool {
    id == "shesh-besh"
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("read dir")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

fn saves(saved: &SavedGames) -> Vec<SaveFile> {
    saved.games.iter().map(|g| g.save.clone()).collect()
}

#[test]
fn a_written_save_is_on_the_shelf_in_its_own_slot_and_leaves_no_temporary_file() {
    let dir = scratch("roundtrip");
    let store = SaveStore::at(dir.join("nested"));
    let slot = store.write(&sample()).expect("write");
    assert_eq!(slot, dir.join("nested").join("game-1.json"));
    let saved = store.list(known);
    assert_eq!(saves(&saved), vec![sample()]);
    assert_eq!(saved.games[0].path, slot);
    assert!(saved.games[0].modified.is_some());
    assert_eq!(files_in(&dir.join("nested")), vec!["game-1.json"]);
    let text = fs::read_to_string(&slot).expect("read");
    let value: Value = serde_json::from_str(&text).expect("json");
    assert_eq!(value["format"], "majlis-save");
    assert_eq!(value["version"], 1);
    assert_eq!(value["game"], "shesh-besh");
    assert_eq!(value["names"], json!(["Amal", "Dov"]));
}

#[test]
fn two_games_get_two_slots_and_each_write_replaces_only_its_own() {
    let (dir, store) = store_in("two-slots");
    let first = store.write(&sample()).expect("write");
    let mut second = sample_by_others();
    let slot = store.write(&second).expect("second slot");
    assert_ne!(first, slot);
    second.record["actions"] = json!(["3-1: 8/5 6/5", "6-6: 24/18(2) 13/7(2)"]);
    store.write_to(&slot, &second).expect("write again");
    let saved = store.list(known);
    assert_eq!(saved.games.len(), 2);
    assert!(saves(&saved).contains(&sample()), "the first game is untouched");
    assert!(saves(&saved).contains(&second));
    assert_eq!(files_in(&dir), vec!["game-1.json", "game-2.json"]);
}

#[test]
fn the_saves_before_the_shelf_are_on_it_and_corrupt_ones_are_not() {
    let (dir, store) = store_in("legacy");
    let text = serde_json::to_string(&sample().to_json()).expect("json");
    fs::write(dir.join("autosave.json"), &text).expect("plant");
    fs::write(dir.join("autosave.replaced-3.json"), &text).expect("plant");
    fs::write(dir.join("autosave.corrupt-1.json"), "garbage").expect("plant");
    fs::write(dir.join("notes.json"), "{}").expect("plant");
    let saved = store.list(known);
    let mut paths: Vec<PathBuf> = saved.games.iter().map(|g| g.path.clone()).collect();
    paths.sort();
    assert_eq!(
        paths,
        vec![dir.join("autosave.json"), dir.join("autosave.replaced-3.json")]
    );
    assert!(
        saved.set_aside.is_empty(),
        "files kept aside before are not looked at again"
    );
    assert_eq!(
        files_in(&dir),
        vec![
            "autosave.corrupt-1.json",
            "autosave.json",
            "autosave.replaced-3.json",
            "notes.json"
        ]
    );
}

#[test]
fn the_most_recently_played_comes_first() {
    let (_dir, store) = store_in("recent");
    let old = store.write(&sample()).expect("write");
    let second = sample_by_others();
    store.write(&second).expect("write");
    let a_day_ago = SystemTime::now() - std::time::Duration::from_secs(86_400);
    fs::File::options()
        .write(true)
        .open(&old)
        .and_then(|f| f.set_modified(a_day_ago))
        .expect("age the file");
    assert_eq!(saves(&store.list(known)), vec![second, sample()]);
}

#[test]
fn no_file_is_an_empty_shelf_and_removing_nothing_is_fine() {
    let (dir, store) = store_in("empty");
    assert_eq!(store.list(known), SavedGames::default());
    store.remove(&dir.join("game-1.json"), None).expect("remove nothing");
}

#[test]
fn remove_deletes_that_save_only() {
    let (dir, store) = store_in("remove");
    let one = store.write(&sample()).expect("write");
    store.write(&sample()).expect("write");
    store.remove(&one, None).expect("remove");
    assert_eq!(files_in(&dir), vec!["game-2.json"]);
}

/// Writes `text` as a save, lists, and checks the problem, that the file was
/// kept byte for byte under the corrupt name, and that its reason is beside it.
fn assert_set_aside(name: &str, text: &str, expected: impl Fn(&SaveProblem) -> bool) -> SetAside {
    let (dir, store) = store_in(name);
    fs::write(dir.join("autosave.json"), text).expect("plant");
    let saved = store.list(known);
    assert!(saved.games.is_empty(), "{name}");
    let [aside] = saved.set_aside.as_slice() else {
        panic!("{name}: expected the file to be set aside, got {saved:?}");
    };
    assert!(expected(&aside.problem), "{name}: {:?}", aside.problem);
    assert_eq!(aside.kept_at, dir.join("autosave.corrupt-1.json"));
    assert_eq!(
        fs::read_to_string(&aside.kept_at).expect("kept"),
        text,
        "{name}: kept unchanged"
    );
    let why = fs::read_to_string(dir.join("autosave.corrupt-1.why.txt")).expect("the reason is kept");
    assert!(why.contains(&aside.problem.to_string()), "{name}: {why}");
    assert_eq!(
        files_in(&dir),
        vec!["autosave.corrupt-1.json", "autosave.corrupt-1.why.txt"]
    );
    assert_eq!(
        store.list(known),
        SavedGames::default(),
        "{name}: the next look finds nothing"
    );
    aside.clone()
}

#[test]
fn a_corrupt_file_is_renamed_aside_with_a_message() {
    let aside = assert_set_aside("corrupt", "{\"format\":\"majlis-save\",", |p| {
        matches!(p, SaveProblem::NotJson(_))
    });
    let message = aside.message();
    assert!(
        message.starts_with("A saved game could not be used: it is not valid JSON"),
        "{message}"
    );
    assert!(message.ends_with("autosave.corrupt-1.json."), "{message}");
}

#[test]
fn a_foreign_json_file_is_renamed_aside() {
    assert_set_aside("foreign", "{\"name\":\"something else\"}", |p| {
        *p == SaveProblem::Foreign("save file")
    });
    assert_set_aside("array", "[1,2,3]", |p| *p == SaveProblem::Foreign("save file"));
}

#[test]
fn a_save_from_a_newer_version_is_renamed_aside() {
    let text = r#"{"format":"majlis-save","version":3,"game":"shesh-besh","names":["A","B"],"record":{}}"#;
    let aside = assert_set_aside("newer", text, |p| *p == SaveProblem::NewerVersion(3));
    assert!(aside.message().contains("newer Majlis"));
}

/// `majlis host` continues a game with its seats by SSH: they are written
/// (version 2) like a computer's, not dropped as a game of people only.
#[test]
fn seats_by_ssh_are_written_and_read_back() {
    use crate::seats::SeatKind;
    let save = SaveFile {
        seats: vec![SeatKind::Remote, SeatKind::Human],
        ..sample()
    };
    let json = save.to_json();
    assert_eq!(json["version"], 2);
    assert_eq!(json["seats"], json!([{"kind": "remote"}, {"kind": "human"}]));
    assert_eq!(SaveFile::parse(&json.to_string(), known), Ok(save));
}

#[test]
fn seats_with_a_computer_are_version_2_and_read_back() {
    use crate::seats::SeatKind;
    use rules_core::Level;
    let save = SaveFile {
        seats: vec![SeatKind::Human, SeatKind::Computer { level: Level::Medium }],
        ..sample()
    };
    let json = save.to_json();
    assert_eq!(json["version"], 2);
    assert_eq!(
        json["seats"],
        json!([{"kind": "human"}, {"kind": "computer", "level": "medium"}])
    );
    assert_eq!(SaveFile::parse(&json.to_string(), known), Ok(save));
    // People only: version 1 and no seats, as Majlis wrote before computers.
    let people = SaveFile {
        seats: vec![SeatKind::Human; 2],
        ..sample()
    };
    let json = people.to_json();
    assert_eq!(json["version"], 1);
    assert!(json.get("seats").is_none());
    assert_eq!(
        SaveFile::parse(&json.to_string(), known).map(|f| f.seats),
        Ok(Vec::new())
    );
}

#[test]
fn a_save_with_more_seats_than_names_is_set_aside() {
    let text = r#"{"format":"majlis-save","version":2,"game":"shesh-besh","names":["A","B"],"record":{},
        "seats":[{"kind":"human"},{"kind":"human"},{"kind":"computer","level":"hard"}]}"#;
    assert_set_aside("too-many-seats", text, |p| matches!(p, SaveProblem::Malformed(_)));
}

#[test]
fn a_save_of_an_unknown_game_is_renamed_aside() {
    let text = r#"{"format":"majlis-save","version":1,"game":"chess","names":["A","B"],"record":{}}"#;
    assert_set_aside("unknown", text, |p| *p == SaveProblem::UnknownGame("chess".into()));
}

#[test]
fn a_save_missing_its_names_or_record_is_renamed_aside() {
    let text = r#"{"format":"majlis-save","version":1,"game":"shesh-besh","record":{}}"#;
    assert_set_aside("no-names", text, |p| matches!(p, SaveProblem::Malformed(_)));
    let text = r#"{"format":"majlis-save","version":1,"game":"shesh-besh","names":["A",3],"record":{}}"#;
    assert_set_aside("bad-names", text, |p| matches!(p, SaveProblem::Malformed(_)));
    let text = r#"{"format":"majlis-save","version":1,"game":"shesh-besh","names":["A","B"]}"#;
    assert_set_aside("no-record", text, |p| matches!(p, SaveProblem::Malformed(_)));
    let text = r#"{"format":"majlis-save","version":0,"game":"shesh-besh","names":[],"record":{}}"#;
    assert_set_aside("version-0", text, |p| matches!(p, SaveProblem::Malformed(_)));
}

#[test]
fn binary_garbage_is_renamed_aside() {
    let (dir, store) = store_in("binary");
    fs::write(dir.join("game-4.json"), [0xff, 0xfe, 0x00]).expect("plant");
    let saved = store.list(known);
    assert!(matches!(saved.set_aside[0].problem, SaveProblem::NotJson(_)));
    assert_eq!(
        fs::read(dir.join("game-4.corrupt-1.json")).expect("kept"),
        vec![0xff, 0xfe, 0x00]
    );
}

#[test]
fn setting_aside_never_overwrites_an_earlier_corrupt_file() {
    let (dir, store) = store_in("twice");
    fs::write(dir.join("autosave.json"), "first").expect("plant");
    let _ = store.list(known);
    fs::write(dir.join("autosave.json"), "second").expect("plant");
    let saved = store.list(known);
    assert_eq!(saved.set_aside[0].kept_at, dir.join("autosave.corrupt-2.json"));
    assert_eq!(
        fs::read_to_string(dir.join("autosave.corrupt-1.json")).expect("1"),
        "first"
    );
    assert_eq!(
        fs::read_to_string(dir.join("autosave.corrupt-2.json")).expect("2"),
        "second"
    );
}

#[test]
fn a_refused_saves_reason_is_told_without_the_rules_marks() {
    // A Jackar record refused mid-replay says why in the rules crate's words,
    // which cite their marks; the picker's notice and the kept reason do not.
    let problem = SaveProblem::Refused("two marbles side by side block the way (D1)".into());
    assert_eq!(
        problem.to_string(),
        "the game could not be restored (two marbles side by side block the way)"
    );
}

#[test]
fn a_refused_save_is_set_aside_on_request_with_its_reason() {
    let (dir, store) = store_in("refused");
    let slot = store.write(&sample()).expect("write");
    let aside = store.set_aside(&slot, SaveProblem::Refused("action 3 is illegal".into()));
    assert_eq!(aside.kept_at, dir.join("game-1.corrupt-1.json"));
    let why = fs::read_to_string(dir.join("game-1.corrupt-1.why.txt")).expect("why");
    assert!(
        why.contains("the game could not be restored (action 3 is illegal)"),
        "{why}"
    );
    assert!(store.list(known).games.is_empty());
}

#[test]
fn a_store_without_a_directory_refuses_to_write_and_finds_nothing() {
    let store = SaveStore::nowhere();
    assert!(matches!(store.write(&sample()), Err(SaveError::NoDataDir)));
    assert_eq!(store.list(known), SavedGames::default());
}

#[test]
fn a_directory_that_cannot_be_created_is_an_io_error_naming_it() {
    let dir = scratch("blocked");
    fs::write(dir.join("file"), "not a directory").expect("plant");
    let err = SaveStore::at(dir.join("file").join("sub"))
        .write(&sample())
        .expect_err("cannot write");
    assert!(err.to_string().contains("file"), "{err}");
}

#[test]
fn only_saves_are_on_the_shelf() {
    for name in ["autosave.json", "autosave.replaced-1.json", "game-12.json"] {
        assert!(is_save_name(name), "{name}");
    }
    for name in [
        "autosave.corrupt-1.json",
        "game-1.corrupt-2.json",
        "game-.json",
        "game-1a.json",
        ".game-1.json.77.tmp",
        "autosave.replaced.json",
    ] {
        assert!(!is_save_name(name), "{name}");
    }
}

#[test]
fn the_environment_variable_overrides_the_data_directory() {
    let data = Some(PathBuf::from("/home/amal/.local/share"));
    assert_eq!(
        locate(None, data.clone()),
        Some(PathBuf::from("/home/amal/.local/share/majlis"))
    );
    assert_eq!(
        locate(Some("/tmp/m".into()), data.clone()),
        Some(PathBuf::from("/tmp/m"))
    );
    assert_eq!(
        locate(Some("".into()), data),
        Some(PathBuf::from("/home/amal/.local/share/majlis"))
    );
    assert_eq!(locate(None, None), None);
}

/// A point in [`SaveStore::write_new`] where a test makes the process "die":
/// after the first save is written whole to its temporary file, before the
/// slot's name is given to it.
pub(super) mod crash_point {
    use std::cell::Cell;

    thread_local! {
        static ARMED: Cell<bool> = const { Cell::new(false) };
    }

    /// The next new game's first save dies at the point.
    pub fn arm() {
        ARMED.with(|a| a.set(true));
    }

    /// Whether the save dies here (once).
    pub fn reached() -> bool {
        ARMED.with(|a| a.replace(false))
    }
}

/// The files of `dir`, hidden ones (temporary and lock files) left out.
fn visible_files(dir: &Path) -> Vec<String> {
    files_in(dir).into_iter().filter(|n| !n.starts_with('.')).collect()
}

/// The temporary files in `dir`.
fn temporary_files(dir: &Path) -> Vec<String> {
    files_in(dir).into_iter().filter(|n| n.ends_with(".tmp")).collect()
}

/// `sample()`, the game of other players (a second save beside it).
fn sample_by_others() -> SaveFile {
    SaveFile {
        names: vec!["Layla".into(), "Noa".into()],
        ..sample()
    }
}

/// `sample()` played one action further.
fn sample_further() -> SaveFile {
    let mut save = sample();
    save.record["actions"] = json!(["3-1: 8/5 6/5", "6-6: 24/18(2) 13/7(2)"]);
    save
}

fn text_of(save: &SaveFile) -> String {
    serde_json::to_string_pretty(&save.to_json()).expect("json")
}

#[test]
fn a_crash_between_writing_and_claiming_a_new_games_slot_loses_nothing() {
    let dir = tempfile::tempdir().expect("dir");
    let store = SaveStore::at(dir.path());
    crash_point::arm();
    assert!(store.write_new(&sample()).is_err(), "the process died");
    // A slot never exists without its whole content: the name is not taken yet.
    assert_eq!(visible_files(dir.path()), Vec::<String>::new());
    assert_eq!(
        temporary_files(dir.path()).len(),
        1,
        "the whole save is in its temporary file"
    );
    // The next start recovers it into its slot.
    let saved = SaveStore::at(dir.path()).list(known);
    assert_eq!(saves(&saved), vec![sample()]);
    assert_eq!(saved.recovered, vec![dir.path().join("game-1.json")]);
    assert!(saved.set_aside.is_empty(), "{saved:?}");
    assert_eq!(temporary_files(dir.path()), Vec::<String>::new());
    // And a new game after it takes the next slot.
    assert_eq!(
        store.write(&sample_further()).expect("write"),
        dir.path().join("game-2.json")
    );
}

#[test]
fn the_empty_slot_an_older_majlis_left_in_a_crash_is_filled_from_its_temporary_file() {
    // Majlis before this claimed `game-1.json` empty, then wrote the save to
    // `.game-1.json.<pid>.tmp` and renamed it: a kill in between left both.
    let dir = tempfile::tempdir().expect("dir");
    fs::write(dir.path().join("game-1.json"), "").expect("plant");
    fs::write(dir.path().join(".game-1.json.4242.tmp"), text_of(&sample())).expect("plant");
    let saved = SaveStore::at(dir.path()).list(known);
    assert_eq!(saves(&saved), vec![sample()], "{saved:?}");
    assert!(saved.set_aside.is_empty(), "not called damaged: {saved:?}");
    assert_eq!(visible_files(dir.path()), vec!["game-1.json"]);
    assert_eq!(temporary_files(dir.path()), Vec::<String>::new());
}

#[test]
fn a_later_save_left_whole_by_a_crash_replaces_its_slot_and_a_stale_or_partial_one_is_removed() {
    let dir = tempfile::tempdir().expect("dir");
    let store = SaveStore::at(dir.path());
    let slot = store.write(&sample()).expect("write");
    // The next move was written whole, not yet renamed over the slot.
    fs::write(dir.path().join(".game-1.json.4242-0.tmp"), text_of(&sample_further())).expect("plant");
    assert_eq!(saves(&store.list(known)), vec![sample_further()]);
    // An older save of the same game (a crash long ago) is not put back.
    fs::write(dir.path().join(".game-1.json.4243-0.tmp"), text_of(&sample())).expect("plant");
    // Half a save is not a save.
    let half = text_of(&sample_further());
    fs::write(dir.path().join(".game-2.json.4244-0.tmp"), &half[..half.len() / 2]).expect("plant");
    assert_eq!(saves(&store.list(known)), vec![sample_further()]);
    assert_eq!(
        fs::read_to_string(&slot).expect("slot"),
        text_of(&sample_further()),
        "the recovered save"
    );
    assert_eq!(temporary_files(dir.path()), Vec::<String>::new());
    assert_eq!(visible_files(dir.path()), vec!["game-1.json"]);
}

#[test]
fn a_first_save_left_by_a_crash_never_takes_another_games_slot() {
    let dir = tempfile::tempdir().expect("dir");
    let store = SaveStore::at(dir.path());
    // Another window's new game took slot 1 after the crash.
    let theirs = sample_by_others();
    store.write(&theirs).expect("write");
    fs::write(dir.path().join(".game-1.json.4242-0.tmp"), text_of(&sample())).expect("plant");
    let saved = store.list(known);
    let mut found = saves(&saved);
    found.sort_by(|a, b| a.names.cmp(&b.names));
    assert_eq!(found, vec![sample(), theirs]);
    assert_eq!(visible_files(dir.path()), vec!["game-1.json", "game-2.json"]);
}

/// A valid save whose first player's name has `chars` characters.
fn save_with_name(chars: usize) -> String {
    let mut save = sample();
    save.names[0] = "A".repeat(chars);
    serde_json::to_string(&save.to_json()).expect("json")
}

#[test]
fn a_save_with_a_huge_name_is_set_aside_with_its_reason() {
    let aside = assert_set_aside("huge-name", &save_with_name(1_000_000), |p| {
        *p == SaveProblem::LongName {
            player: 1,
            chars: 1_000_000,
            columns: 1_000_000,
        }
    });
    let message = aside.message();
    assert!(
        message.contains("player 1's name is 1000000 characters (1000000 columns) long, and a name may be at most 64 columns and 256 characters"),
        "{message}"
    );
}

#[test]
fn names_up_to_the_limit_are_read_and_one_beyond_is_not() {
    let at = SaveFile::parse(&save_with_name(MAX_NAME_COLUMNS), known).expect("a name of 64 columns");
    assert_eq!(at.names[0].len(), MAX_NAME_COLUMNS);
    assert!(matches!(
        SaveFile::parse(&save_with_name(MAX_NAME_COLUMNS + 1), known),
        Err(SaveProblem::LongName { chars: 65, .. })
    ));
    // Marks that take no column count as characters.
    let mut marked = sample();
    marked.names[0] = format!("a{}", "\u{0301}".repeat(MAX_NAME_CHARS));
    let text = serde_json::to_string(&marked.to_json()).expect("json");
    assert!(matches!(
        SaveFile::parse(&text, known),
        Err(SaveProblem::LongName { columns: 1, .. })
    ));
}

#[test]
fn a_file_larger_than_any_save_is_set_aside_unread() {
    let text = save_with_name(3 * 1024 * 1024);
    let size = text.len() as u64;
    assert_set_aside("too-large", &text, |p| *p == SaveProblem::TooLarge(size));
}

#[test]
fn a_held_game_cannot_be_held_again_until_let_go() {
    let dir = tempfile::tempdir().expect("dir");
    let store = SaveStore::at(dir.path());
    let (slot, hold) = store.write_new(&sample()).expect("write");
    assert!(hold.is_locked());
    assert!(held_elsewhere(&slot));
    assert_eq!(store.hold(&slot).err(), Some(HeldElsewhere));
    // Not set aside under its holder either.
    assert!(store.set_aside_held(&slot, SaveProblem::Refused("no".into())).is_none());
    assert!(slot.exists());
    drop(hold);
    assert!(!held_elsewhere(&slot));
    let again = store.hold(&slot).expect("free again");
    store.remove(&slot, Some(again)).expect("removed");
    assert_eq!(files_in(dir.path()), Vec::<String>::new(), "no lock file left behind");
}

#[test]
fn a_lock_file_a_crash_left_beside_no_save_is_removed_and_a_held_one_kept() {
    let dir = tempfile::tempdir().expect("dir");
    let store = SaveStore::at(dir.path());
    fs::write(dir.path().join(".game-3.json.lock"), "").expect("plant");
    let held = store.hold(&dir.path().join("game-4.json")).expect("held");
    let _ = store.list(known);
    assert_eq!(files_in(dir.path()), vec![".game-4.json.lock"]);
    drop(held);
    assert_eq!(files_in(dir.path()), Vec::<String>::new());
}

#[test]
fn every_problem_is_shown_in_the_readers_language_and_kept_in_english() {
    use crate::i18n::{Lang, set_lang};
    let problems = [
        SaveProblem::Unreadable("Permission denied (os error 13)".into()),
        SaveProblem::NotJson("EOF while parsing an object at line 1 column 22".into()),
        SaveProblem::NotJson("it is not UTF-8 text".into()),
        SaveProblem::Foreign("save file"),
        SaveProblem::Foreign(crate::history::KIND),
        SaveProblem::NewerVersion(3),
        SaveProblem::Malformed("3 seats for 2 names".into()),
        SaveProblem::UnknownGame("chess".into()),
        SaveProblem::Refused("two marbles side by side block the way (D1)".into()),
        SaveProblem::TooLarge(3_000_000),
        SaveProblem::NotAFile,
        SaveProblem::LongName {
            player: 2,
            chars: 300,
            columns: 300,
        },
    ];
    // In English the picker says what the kept reason says.
    set_lang(Lang::En);
    for problem in &problems {
        assert_eq!(problem.shown(), problem.to_string());
    }
    set_lang(Lang::Ar);
    let arabic: Vec<String> = problems.iter().map(SaveProblem::shown).collect();
    assert_eq!(
        arabic,
        [
            "تعذّرت قراءته",
            "محتواه غير مقروء",
            "ليس نصًّا مقروءًا",
            "ليس ملف لعبة محفوظة من مجلس",
            "ليس سجل لعبة من مجلس",
            "كتبته نسخة أحدث من مجلس (صيغة رقم 3؛ هذه النسخة تقرأ الصيغتين 1 و2)",
            "الملف تالف",
            "إنه للعبة \"chess\"، وهي ليست في هذه النسخة من مجلس",
            "تعذّرت استعادة اللعبة",
            "حجمه 3000000 بايت، وأكبر ملف لمجلس 2097152 بايت",
            "ليس ملفًا عاديًا",
            "اسم اللاعب 2 طوله 300 حرفًا (300 عمودًا)، وأطول اسم 64 عمودًا و256 حرفًا",
        ]
    );
    let aside = crate::save::SetAside {
        problem: SaveProblem::NewerVersion(3),
        kept_at: "/data/game-1.corrupt-1.json".into(),
    };
    assert_eq!(
        aside.message(),
        "تعذّر استخدام لعبة محفوظة: كتبته نسخة أحدث من مجلس (صيغة رقم 3؛ هذه النسخة تقرأ الصيغتين 1 و2). \
         حُفظ الملف باسم /data/game-1.corrupt-1.json."
    );
    // The reason kept beside the file stays English: it is the file's, not the screen's.
    assert!(aside.problem.to_string().contains("newer Majlis"));
    set_lang(Lang::He);
    assert_eq!(SaveProblem::NotAFile.shown(), "הוא לא קובץ רגיל");
    set_lang(Lang::En);
}

#[test]
fn a_failed_save_is_told_in_the_readers_language() {
    use crate::i18n::{Lang, set_lang};
    let denied = SaveError::Io {
        path: "/data/majlis/game-1.json".into(),
        source: io::Error::from(io::ErrorKind::PermissionDenied),
    };
    let data = std::path::Path::new("/data/majlis");
    let english = Failure::of(&denied, Some(data));
    assert_eq!(english.short, "no permission");
    assert!(
        english.advice.starts_with("Majlis may not write in /data/majlis"),
        "{}",
        english.advice
    );
    set_lang(Lang::Ar);
    let arabic = Failure::of(&denied, Some(data));
    set_lang(Lang::En);
    assert_eq!(arabic.short, "لا إذن بالكتابة");
    assert_eq!(
        arabic.advice,
        "لا يُسمح لمجلس بالكتابة في /data/majlis: أعطوه الإذن، أو شغّلوه مع MAJLIS_DATA_DIR على مجلد يمكنه الكتابة فيه."
    );
    set_lang(Lang::He);
    let none = Failure::of(&SaveError::NoDataDir, None);
    set_lang(Lang::En);
    assert_eq!(none.short, "אין תיקיית נתונים");
    assert_eq!(none.reason, "לא ידועה תיקיית נתונים (הגדירו את MAJLIS_DATA_DIR)");
}
