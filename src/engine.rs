//! `majlis engine`: drive any game headless over JSON Lines, in the spirit of
//! chess's UCI. The protocol is documented with examples in `docs/engine.md`.
//!
//! [`Engine::handle`] answers one request line and does no I/O, so the protocol is
//! unit-tested without pipes; [`serve`] is the loop that reads stdin and writes
//! stdout. Every bad request gets `{"ok":false,"error":…}` and leaves the table as
//! it was; a game that panics is caught, its table restored, and the engine goes
//! on serving.

mod bot;
mod line;
mod strict;

use std::io::{self, BufRead, Write};
use std::panic::{AssertUnwindSafe, catch_unwind};

use majlis_games::{BoxedTable, GAMES, GameInfo, ShelfTable};
use rules_core::words::{json_excerpt, quoted, quoted_list, thousands};
use rules_core::{DynTable, ToAct};
use serde::Deserialize;
use serde_json::{Map, Value, json};

/// A refused request: the message sent back as `"error"`.
type Refusal = String;

pub use line::MAX_REQUEST_BYTES;

/// The longest notation `apply` reads, in characters: the longest real one
/// (a Wajh al-Nahs swap of three cards for three) is about 60.
const MAX_NOTATION_CHARS: usize = 200;

/// The longest error message sent, in characters. A refusal quotes only cut
/// excerpts of what it was given; this bounds whatever else a message may
/// gather (a state's every reason, a serde error quoting a value).
const MAX_ERROR_CHARS: usize = 2000;

/// Every command and the fields it takes besides `cmd`, in the order the
/// "does not take" message lists them. They are the fields of the command's
/// type in [`Request`]; a test checks that the two agree.
const COMMANDS: &[(&str, &[&str])] = &[
    ("new", &["game", "players", "seed", "options", "auto_chance"]),
    ("load", &["game", "state", "seed", "auto_chance"]),
    ("state", &[]),
    ("view", &["seat"]),
    ("legal", &[]),
    ("apply", &["action", "notation"]),
    ("outcome", &[]),
    ("record", &[]),
    ("games", &[]),
    ("bot", &["level", "seed", "iterations", "ms"]),
];

/// One request line, read by serde: tagged by `cmd`, each command's fields
/// typed, any other field refused.
#[derive(Debug, Deserialize)]
#[serde(tag = "cmd", rename_all = "lowercase")]
enum Request {
    New(New),
    Load(Load),
    State(Nothing),
    View(ViewSeat),
    Legal(Nothing),
    Apply(Apply),
    Outcome(Nothing),
    Record(Nothing),
    Games(Nothing),
    Bot(bot::BotRequest),
}

/// A field as given: of the type it should be, or some other JSON (kept to
/// say what was wrong, with the field's name, in the engine's words).
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum Given<T> {
    /// The expected type.
    Is(T),
    /// Anything else.
    Not(Value),
}

/// A command that takes no fields.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Nothing {}

/// `new`: a game at a new table.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct New {
    game: Option<Given<String>>,
    players: Option<Given<u64>>,
    seed: Option<Given<u64>>,
    options: Option<Given<Map<String, Value>>>,
    auto_chance: Option<Given<bool>>,
}

/// `load`: a table around a given state.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Load {
    game: Option<Given<String>>,
    state: Option<Value>,
    seed: Option<Given<u64>>,
    auto_chance: Option<Given<bool>>,
}

/// `view`: what a seat may see.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ViewSeat {
    seat: Option<Given<u64>>,
}

/// `apply`: an action, as JSON or in notation.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Apply {
    action: Option<Value>,
    notation: Option<Given<String>>,
}

impl Request {
    /// Reads a request line: JSON, an object, a known `cmd`, only the fields
    /// that command takes, each of its type. Every refusal says which.
    fn read(line: &str) -> Result<Request, Refusal> {
        // Without the line ending, serde's positions in errors name line 1.
        let line = line.trim();
        if line.is_empty() {
            return Err("empty request: send one JSON object per line".to_string());
        }
        // Strict: a key given twice is refused (serde_json would keep the last).
        let value: Value = strict::from_str(line).map_err(|e| match e.classify() {
            serde_json::error::Category::Data => e.to_string(),
            _ => format!("malformed JSON: {e}"),
        })?;
        let Value::Object(map) = &value else {
            return Err(format!(
                "a request is a JSON object like {{\"cmd\":\"legal\"}}, not {}",
                kind(&value)
            ));
        };
        let names = || COMMANDS.iter().map(|(c, _)| *c).collect::<Vec<_>>().join(", ");
        let cmd = match map.get("cmd") {
            Some(Value::String(cmd)) => cmd.as_str(),
            Some(other) => return Err(format!("\"cmd\" must be a string, not {}", json_excerpt(other))),
            None => return Err(format!("missing \"cmd\"; the commands are: {}", names())),
        };
        let Some((cmd, takes)) = COMMANDS.iter().find(|(c, _)| *c == cmd) else {
            return Err(format!(
                "unknown command {}; the commands are: {}",
                quoted(cmd),
                names()
            ));
        };
        // A typo (`"sed"`) must not pass silently: named here.
        let unknown: Vec<&str> = map
            .keys()
            .map(String::as_str)
            .filter(|k| *k != "cmd" && !takes.contains(k))
            .collect();
        if !unknown.is_empty() {
            let takes = if takes.is_empty() {
                "no other fields".to_string()
            } else {
                takes.join(", ")
            };
            // One as typed; several (a request may carry a million keys) a
            // few of them, each quoted and cut.
            let named = if unknown.len() == 1 && unknown[0].chars().count() <= rules_core::words::EXCERPT_CHARS {
                unknown[0].to_string()
            } else {
                quoted_list(unknown.iter().copied(), 3)
            };
            return Err(format!("\"{cmd}\" does not take {named}; it takes {takes}"));
        }
        serde_json::from_value(value).map_err(|e| format!("a malformed \"{cmd}\" request: {e}"))
    }
}

/// A field that must be a whole number, if given.
fn whole(field: &str, given: Option<Given<u64>>) -> Result<Option<u64>, Refusal> {
    match given {
        None => Ok(None),
        Some(Given::Is(n)) => Ok(Some(n)),
        Some(Given::Not(other)) => Err(format!(
            "\"{field}\" must be a whole number from 0 to {}, not {}",
            thousands(u64::MAX),
            json_excerpt(&other)
        )),
    }
}

/// `auto_chance`, if given.
fn auto_chance(given: Option<Given<bool>>) -> Result<bool, Refusal> {
    match given {
        None => Ok(true),
        Some(Given::Is(b)) => Ok(b),
        Some(Given::Not(other)) => Err(format!(
            "\"auto_chance\" must be true or false, not {}",
            json_excerpt(&other)
        )),
    }
}

/// The engine's memory between requests: at most one table.
pub struct Engine {
    shelf: &'static [GameInfo],
    table: Option<BoxedTable>,
    auto_chance: bool,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// An engine offering every game of [`GAMES`], with no game started yet.
    #[must_use]
    pub fn new() -> Self {
        Engine::with_games(GAMES)
    }

    /// An engine offering the games of `shelf` (tests put a toy game there).
    #[must_use]
    pub fn with_games(shelf: &'static [GameInfo]) -> Self {
        Engine {
            shelf,
            table: None,
            auto_chance: true,
        }
    }

    /// Answers one request line with one response object. Never panics, even if
    /// a game does: the table is then restored to what it was before the request.
    pub fn handle(&mut self, line: &str) -> Value {
        let request = match Request::read(line) {
            Ok(request) => request,
            Err(error) => return refusal(&error),
        };
        // Only `apply` changes the table in place, so only it needs a copy to
        // restore; `new` and `load` build a new table and swap it in last, and the
        // other commands only read.
        let snapshot = if matches!(request, Request::Apply(_)) {
            self.table.as_ref().map(|t| t.clone_table())
        } else {
            None
        };
        let auto_chance = self.auto_chance;
        match catch_unwind(AssertUnwindSafe(|| self.dispatch(request))) {
            Ok(Ok(response)) => response,
            Ok(Err(error)) => refusal(&error),
            Err(payload) => {
                if snapshot.is_some() {
                    self.table = snapshot;
                }
                self.auto_chance = auto_chance;
                let message = payload
                    .downcast_ref::<&str>()
                    .map(ToString::to_string)
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "no message".to_string());
                refusal(&format!(
                    "the game failed inside (a bug in its rules: {message}); the state is as it was before this request"
                ))
            }
        }
    }

    fn dispatch(&mut self, request: Request) -> Result<Value, Refusal> {
        match request {
            Request::New(new) => self.new_game(new),
            Request::Load(load) => self.load(load),
            Request::State(Nothing {}) => Ok(json!({"ok": true, "state": self.table()?.state()})),
            Request::View(view) => self.view(view),
            Request::Legal(Nothing {}) => Ok(legal(self.table()?)),
            Request::Apply(apply) => self.apply(apply),
            Request::Outcome(Nothing {}) => Ok(json!({"ok": true, "outcome": self.table()?.outcome()})),
            Request::Record(Nothing {}) => Ok(json!({"ok": true, "record": self.table()?.record()})),
            Request::Bot(request) => bot::answer(self.table()?, self.auto_chance, request),
            Request::Games(Nothing {}) => {
                let games: Vec<Value> = self
                    .shelf
                    .iter()
                    .map(|g| {
                        let d = g.description;
                        json!({"id": d.id, "latin": d.latin, "original": d.original, "players": d.players})
                    })
                    .collect();
                Ok(json!({"ok": true, "games": games}))
            }
        }
    }

    fn table(&self) -> Result<&dyn ShelfTable, Refusal> {
        self.table
            .as_deref()
            .ok_or_else(|| "no game yet: start one with \"new\" (or \"load\" a state)".to_string())
    }

    fn find_game(&self, game: Option<Given<String>>) -> Result<&'static GameInfo, Refusal> {
        let ids = || self.shelf.iter().map(|g| g.id).collect::<Vec<_>>().join(", ");
        match game {
            Some(Given::Is(id)) => self
                .shelf
                .iter()
                .find(|g| g.id == id)
                .ok_or_else(|| format!("unknown game {}; the games are: {}", quoted(&id), ids())),
            Some(Given::Not(other)) => Err(format!(
                "\"game\" must be a game id (one of: {}), not {}",
                ids(),
                json_excerpt(&other)
            )),
            None => Err(format!("missing \"game\" (one of: {})", ids())),
        }
    }

    fn new_game(&mut self, new: New) -> Result<Value, Refusal> {
        let game = self.find_game(new.game)?;
        let players = whole("players", new.players)?
            .map_or(Ok(game.description.usual_players), usize::try_from)
            .map_err(|_| "\"players\" is too large".to_string())?;
        let seed = whole("seed", new.seed)?.unwrap_or(0);
        let auto_chance = auto_chance(new.auto_chance)?;
        let options = match new.options {
            None | Some(Given::Not(Value::Null)) => None,
            Some(Given::Is(options)) => Some(Value::Object(options)),
            Some(Given::Not(other)) => {
                return Err(format!("\"options\" must be an object, not {}", json_excerpt(&other)));
            }
        };
        let table = game
            .new_table(seed, players, options.as_ref())
            .map_err(|e| e.to_string())?;
        Ok(self.seat(
            table,
            auto_chance,
            json!({"game": game.id, "players": players, "seed": seed}),
        ))
    }

    /// Makes `table` the engine's table, resolving chance first when asked, and
    /// answers with `head`'s fields plus the events, who acts and the state.
    fn seat(&mut self, mut table: BoxedTable, auto_chance: bool, head: Value) -> Value {
        let events = if auto_chance {
            table.resolve_chance()
        } else {
            Vec::new()
        };
        let mut response = json!({
            "ok": true,
            "events": events,
            "to_move": to_move(table.to_act()),
            "state": table.state(),
        });
        if let (Some(response), Value::Object(head)) = (response.as_object_mut(), head) {
            response.extend(head);
        }
        self.table = Some(table);
        self.auto_chance = auto_chance;
        response
    }

    fn load(&mut self, load: Load) -> Result<Value, Refusal> {
        let game = self.find_game(load.game)?;
        let state = load.state.ok_or("missing \"state\": the state to load")?;
        let seed = whole("seed", load.seed)?.unwrap_or(0);
        let auto_chance = auto_chance(load.auto_chance)?;
        let table = game
            .load_state(seed, &state)
            .map_err(|e| format!("cannot load this {} state: {e}", game.id))?;
        Ok(self.seat(table, auto_chance, json!({"game": game.id, "seed": seed})))
    }

    fn view(&self, view: ViewSeat) -> Result<Value, Refusal> {
        let table = self.table()?;
        let seats = table.players();
        let seat = match view.seat {
            Some(Given::Is(n)) => usize::try_from(n).ok(),
            Some(Given::Not(_)) => None,
            None => return Err(format!("missing \"seat\": a seat number from 0 to {}", seats - 1)),
        };
        let seat = seat.ok_or_else(|| format!("\"seat\" must be a seat number from 0 to {}", seats - 1))?;
        let view = table.view(seat).map_err(|e| e.to_string())?;
        Ok(json!({"ok": true, "seat": seat, "view": view}))
    }

    fn apply(&mut self, apply: Apply) -> Result<Value, Refusal> {
        let auto_chance = self.auto_chance;
        let table = self
            .table
            .as_deref_mut()
            .ok_or("no game yet: start one with \"new\" (or \"load\" a state)")?;
        let mut events = match (apply.action, apply.notation) {
            (Some(action), None) => table.apply_json(&action),
            (None, Some(Given::Is(text))) if text.chars().count() > MAX_NOTATION_CHARS => {
                return Err(format!(
                    "cannot read {} as an action: a notation is at most {MAX_NOTATION_CHARS} characters",
                    quoted(&text)
                ));
            }
            (None, Some(Given::Is(text))) => table.apply_notation(&text),
            (None, Some(Given::Not(other))) => {
                return Err(format!("\"notation\" must be a string, not {}", json_excerpt(&other)));
            }
            (Some(_), Some(_)) => return Err("give \"action\" or \"notation\", not both".to_string()),
            (None, None) => return Err("missing the move: give \"action\" (JSON) or \"notation\" (text)".to_string()),
        }
        .map_err(|e| e.to_string())?;
        if auto_chance {
            events.extend(table.resolve_chance());
        }
        Ok(json!({"ok": true, "events": events, "to_move": to_move(table.to_act()), "state": table.state()}))
    }
}

/// The `legal` response: the seat's actions, or at a chance point the outcomes.
fn legal(table: &dyn DynTable) -> Value {
    let (actions, notation) = table.legal();
    let mut response = json!({
        "ok": true,
        "to_move": to_move(table.to_act()),
        "actions": actions,
        "notation": notation,
    });
    if let (Some(outcomes), Value::Object(map)) = (table.chance_json(), &mut response) {
        map.insert("outcomes".to_string(), outcomes);
    }
    response
}

/// `to_move` in responses: a seat number, `"chance"` or `"over"`.
fn to_move(to_act: ToAct) -> Value {
    match to_act {
        ToAct::Seat(seat) => json!(seat.index()),
        ToAct::Chance => json!("chance"),
        ToAct::Over => json!("over"),
    }
}

/// The answer refusing a request, its message cut to [`MAX_ERROR_CHARS`].
fn refusal(error: &str) -> Value {
    match error.char_indices().nth(MAX_ERROR_CHARS) {
        None => json!({"ok": false, "error": error}),
        Some((cut, _)) => {
            json!({"ok": false, "error": format!("{}… (cut: the message is longer than {MAX_ERROR_CHARS} characters)", &error[..cut])})
        }
    }
}

fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Serves requests from `input` until it ends, one flushed response line per
/// request line. Blank lines are skipped; a line that is not UTF-8 is refused,
/// and so is a line longer than [`MAX_REQUEST_BYTES`], read and dropped
/// without being held.
///
/// # Errors
/// When reading `input` or writing `output` fails (a closed pipe, say).
pub fn serve(engine: &mut Engine, mut input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut line = Vec::new();
    while let Some(read) = line::read_line(&mut input, &mut line, MAX_REQUEST_BYTES)? {
        let response = match (read, std::str::from_utf8(&line)) {
            (line::Line::TooLong { bytes }, _) => refusal(&format!(
                "the request is {} bytes long, more than the {} (1 MiB) a request may be: it was not read",
                thousands(bytes),
                thousands(MAX_REQUEST_BYTES as u64)
            )),
            (line::Line::Read, Ok(text)) if text.trim().is_empty() => continue,
            (line::Line::Read, Ok(text)) => engine.handle(text),
            (line::Line::Read, Err(e)) => refusal(&format!("the request is not UTF-8 text: {e}")),
        };
        serde_json::to_writer(&mut output, &response)?;
        output.write_all(b"\n")?;
        output.flush()?;
    }
    Ok(())
}

/// `majlis engine`: serves stdin to stdout.
///
/// # Errors
/// When stdin or stdout fails.
pub fn run() -> anyhow::Result<()> {
    let stdin = io::stdin();
    let stdout = io::stdout();
    let mut engine = Engine::new();
    match serve(&mut engine, stdin.lock(), stdout.lock()) {
        // The reader went away: nothing is left to answer.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        other => Ok(other?),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use majlis_games::entry;
    use majlis_toy::Toy;

    static TOY_SHELF: &[GameInfo] = &[entry::<Toy>()];

    fn engine() -> Engine {
        Engine::with_games(TOY_SHELF)
    }

    fn ok(engine: &mut Engine, line: &str) -> Value {
        let response = engine.handle(line);
        assert_eq!(response["ok"], true, "{line} -> {response}");
        response
    }

    fn refused(engine: &mut Engine, line: &str) -> String {
        let before = engine.table.as_ref().map(|t| (t.state(), t.record()));
        let response = engine.handle(line);
        assert_eq!(response["ok"], false, "{line} -> {response}");
        assert_eq!(
            response.as_object().map(Map::len),
            Some(2),
            "only ok and error: {response}"
        );
        let after = engine.table.as_ref().map(|t| (t.state(), t.record()));
        assert_eq!(before, after, "{line} changed the table");
        response["error"].as_str().expect("error is a string").to_string()
    }

    /// The notation of the first legal action.
    fn first_legal(engine: &mut Engine) -> String {
        let legal = ok(engine, r#"{"cmd":"legal"}"#);
        legal["notation"][0].as_str().expect("a legal action").to_string()
    }

    #[test]
    fn a_new_game_resolves_chance_so_a_seat_is_to_move() {
        let mut e = engine();
        let r = ok(&mut e, r#"{"cmd":"new","game":"toy","seed":7}"#);
        assert_eq!(r["players"], 2, "the usual player count by default");
        assert_eq!(r["to_move"], 0);
        assert_eq!(r["events"], json!([{"event": "dealt", "each": 3}]));
        assert_eq!(r["state"]["hands"][0].as_array().map(Vec::len), Some(3));
        let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
        assert_eq!(legal["to_move"], 0);
        assert_eq!(
            legal["notation"].as_array().map(Vec::len),
            legal["actions"].as_array().map(Vec::len)
        );
        assert!(legal.get("outcomes").is_none(), "no outcomes when a seat is to move");
    }

    #[test]
    fn the_same_seed_gives_the_same_game_and_another_seed_may_not() {
        let deal = |seed: u64| {
            (0..4)
                .map(|i| {
                    let mut e = engine();
                    let line = format!(r#"{{"cmd":"new","game":"toy","seed":{}}}"#, seed + i);
                    ok(&mut e, &line)["state"]["hands"].clone()
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(deal(1), deal(1));
        assert_ne!(deal(1), deal(100));
    }

    #[test]
    fn without_auto_chance_legal_lists_the_outcomes_and_forced_ones_apply() {
        let mut e = engine();
        let r = ok(&mut e, r#"{"cmd":"new","game":"toy","auto_chance":false}"#);
        assert_eq!(r["to_move"], "chance");
        let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
        assert_eq!(legal["to_move"], "chance");
        assert_eq!(legal["actions"], json!([]), "a shuffle has no list of outcomes");
        assert_eq!(legal["outcomes"], json!({"any_seed": true}));
        let r = ok(&mut e, r#"{"cmd":"apply","notation":"deal 5"}"#);
        assert_eq!(r["to_move"], 0);
        let card = r["state"]["hands"][0][0].as_i64().expect("a card");
        let r = ok(&mut e, &json!({"cmd": "apply", "action": {"play": card}}).to_string());
        // The roll is not made by the engine either.
        assert_eq!(r["to_move"], "chance");
        let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
        let faces: Vec<String> = (1..=6).map(|d| format!("roll {d}")).collect();
        assert_eq!(legal["notation"], json!(faces));
        assert_eq!(
            legal["outcomes"][2],
            json!({"action": {"roll": 3}, "notation": "roll 3", "weight": 1})
        );
        let r = ok(&mut e, r#"{"cmd":"apply","action":{"roll":2}}"#);
        assert_eq!(r["to_move"], 1);
        assert_eq!(r["state"]["scores"], json!([card + 2, 0]));
    }

    #[test]
    fn a_game_plays_to_its_end_and_gives_an_outcome() {
        let mut e = engine();
        ok(&mut e, r#"{"cmd":"new","game":"toy","seed":3}"#);
        assert_eq!(ok(&mut e, r#"{"cmd":"outcome"}"#)["outcome"], Value::Null);
        let mut moves = 0;
        while ok(&mut e, r#"{"cmd":"legal"}"#)["to_move"] != "over" {
            let play = first_legal(&mut e);
            ok(&mut e, &json!({"cmd": "apply", "notation": play}).to_string());
            moves += 1;
            assert!(moves < 100, "the toy game ends");
        }
        assert_eq!(moves, 6, "two seats play three cards each");
        let outcome = ok(&mut e, r#"{"cmd":"outcome"}"#)["outcome"].clone();
        assert!(
            outcome["winners"].as_array().is_some_and(|w| !w.is_empty()),
            "{outcome}"
        );
        let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
        assert_eq!(
            (legal["actions"].clone(), legal["notation"].clone()),
            (json!([]), json!([]))
        );
        let record = ok(&mut e, r#"{"cmd":"record"}"#)["record"].clone();
        assert_eq!(
            record["actions"].as_array().map(Vec::len),
            Some(1 + moves * 2),
            "the deal, then a roll after each play"
        );
        let err = refused(&mut e, r#"{"cmd":"apply","notation":"play 1"}"#);
        assert!(err.contains("over"), "{err}");
    }

    #[test]
    fn view_and_state_answer_for_the_table() {
        let mut e = engine();
        ok(&mut e, r#"{"cmd":"new","game":"toy","players":3,"seed":1}"#);
        let view = ok(&mut e, r#"{"cmd":"view","seat":2}"#);
        assert_eq!(view["seat"], 2);
        assert_eq!(view["view"]["seat"], 2);
        assert_eq!(view["view"]["hand_sizes"], json!([3, 3, 3]));
        assert!(view["view"].get("hands").is_none(), "the others' hands stay hidden");
        let state = ok(&mut e, r#"{"cmd":"state"}"#)["state"].clone();
        assert_eq!(state["hands"].as_array().map(Vec::len), Some(3));
        assert_eq!(view["view"]["hand"], state["hands"][2]);
    }

    #[test]
    fn load_validates_and_then_replaces_the_table() {
        let mut e = engine();
        let before_deal = ok(&mut e, r#"{"cmd":"new","game":"toy","auto_chance":false}"#)["state"].clone();
        ok(&mut e, r#"{"cmd":"apply","notation":"deal 8"}"#);
        let dealt = ok(&mut e, r#"{"cmd":"state"}"#)["state"].clone();
        let r = ok(
            &mut e,
            &json!({"cmd": "load", "game": "toy", "state": dealt}).to_string(),
        );
        assert_eq!((r["state"].clone(), r["to_move"].clone()), (dealt.clone(), json!(0)));
        // A chance point is resolved on load unless asked not to.
        let load =
            |auto: bool| json!({"cmd": "load", "game": "toy", "state": before_deal, "seed": 9, "auto_chance": auto});
        let r = ok(&mut e, &load(true).to_string());
        assert_eq!(r["to_move"], 0);
        assert_eq!(r["events"], json!([{"event": "dealt", "each": 3}]));
        assert_eq!(ok(&mut e, &load(false).to_string())["to_move"], "chance");
        let mut impossible = dealt;
        impossible["scores"] = json!([-1, 0]);
        impossible["turn"] = json!(4);
        let err = refused(
            &mut e,
            &json!({"cmd": "load", "game": "toy", "state": impossible}).to_string(),
        );
        assert!(
            err.contains("impossible state") && err.contains("below 0") && err.contains("turn 4"),
            "{err}"
        );
    }

    #[test]
    fn every_bad_request_is_refused_with_the_table_unchanged() {
        let mut e = engine();
        let err = refused(&mut e, r#"{"cmd":"legal"}"#);
        assert!(err.contains("no game yet"), "{err}");
        ok(&mut e, r#"{"cmd":"new","game":"toy","seed":5}"#);
        let cases: &[(&str, &str)] = &[
            ("{\"cmd\":", "malformed JSON"),
            ("[1,2]", "not an array"),
            ("\"legal\"", "not a string"),
            ("{}", "missing \"cmd\""),
            (r#"{"cmd":3}"#, "must be a string"),
            (r#"{"cmd":"dance"}"#, "unknown command \"dance\""),
            (r#"{"cmd":"legal","seat":0}"#, "does not take seat"),
            (
                r#"{"cmd":"new","game":"chess"}"#,
                "unknown game \"chess\"; the games are: toy",
            ),
            (r#"{"cmd":"new"}"#, "missing \"game\""),
            (r#"{"cmd":"new","game":"toy","players":9}"#, "not 9"),
            (
                r#"{"cmd":"new","game":"toy","seed":-1}"#,
                "\"seed\" must be a whole number",
            ),
            (r#"{"cmd":"new","game":"toy","sed":1}"#, "does not take sed"),
            (r#"{"cmd":"new","game":"toy","options":{"hand":"many"}}"#, "bad options"),
            (r#"{"cmd":"new","game":"toy","options":3}"#, "must be an object"),
            (r#"{"cmd":"new","game":"toy","auto_chance":"no"}"#, "true or false"),
            (r#"{"cmd":"view","seat":2}"#, "no seat 2"),
            (r#"{"cmd":"view","seat":-1}"#, "seat number from 0 to 1"),
            (r#"{"cmd":"view","seat":"0"}"#, "seat number from 0 to 1"),
            (r#"{"cmd":"view"}"#, "missing \"seat\""),
            (r#"{"cmd":"apply","action":{"play":77}}"#, "illegal action play 77"),
            (r#"{"cmd":"apply","action":{"roll":2}}"#, "a player is to act"),
            (r#"{"cmd":"apply","action":"jump"}"#, "not an action of toy"),
            (r#"{"cmd":"apply","notation":"play x"}"#, "cannot read \"play x\""),
            (r#"{"cmd":"apply","notation":3}"#, "must be a string"),
            (r#"{"cmd":"apply","notation":"play 1","action":{"play":1}}"#, "not both"),
            (r#"{"cmd":"apply"}"#, "missing the move"),
            (
                r#"{"cmd":"load","game":"toy","state":{"turn":1}}"#,
                "cannot load this toy state",
            ),
            (r#"{"cmd":"load","game":"toy"}"#, "missing \"state\""),
            ("   ", "empty request"),
        ];
        for (line, expected) in cases {
            let err = refused(&mut e, line);
            assert!(err.contains(expected), "{line}: {err:?} lacks {expected:?}");
        }
        // Still serving.
        let play = first_legal(&mut e);
        ok(&mut e, &json!({"cmd": "apply", "notation": play}).to_string());
    }

    #[test]
    fn a_game_that_panics_is_caught_and_its_table_restored() {
        let mut e = engine();
        // A table where seat 0 holds a 9, which the planted bug panics on.
        let state = (0..100)
            .map(|seed| {
                let line = json!({"cmd": "new", "game": "toy", "seed": seed, "options": {"bug": "panics"}});
                ok(&mut e, &line.to_string())["state"].clone()
            })
            .find(|s| s["hands"][0].as_array().is_some_and(|h| h.contains(&json!(9))))
            .expect("some deal gives seat 0 a 9");
        let err = refused(&mut e, r#"{"cmd":"apply","notation":"play 9"}"#);
        assert!(
            err.contains("the game failed inside") && err.contains("playing a 9 panics"),
            "{err}"
        );
        ok(&mut e, r#"{"cmd":"view","seat":0}"#);
        // A panic in a read-only command is caught too: a 9 on top of the played cards.
        let mut nine_played = state;
        let hand = nine_played["hands"][0].as_array_mut().expect("a hand");
        let at = hand.iter().position(|c| *c == json!(9)).expect("the 9");
        hand.remove(at);
        nine_played["played"] = json!([9]);
        nine_played["phase"] = json!("roll");
        let load = json!({"cmd": "load", "game": "toy", "state": nine_played, "auto_chance": false});
        ok(&mut e, &load.to_string());
        let err = refused(&mut e, r#"{"cmd":"view","seat":0}"#);
        assert!(err.contains("a view with a 9 on top panics"), "{err}");
    }

    #[test]
    fn bot_answers_a_legal_move_for_the_seat_to_act_and_applies_nothing() {
        let mut e = engine();
        ok(&mut e, r#"{"cmd":"new","game":"toy","seed":3}"#);
        let before = ok(&mut e, r#"{"cmd":"state"}"#);
        let legal = ok(&mut e, r#"{"cmd":"legal"}"#);
        for level in ["random", "easy", "medium", "hard"] {
            let request = json!({"cmd": "bot", "level": level}).to_string();
            let r = ok(&mut e, &request);
            assert_eq!((r["seat"].clone(), r["level"].clone()), (json!(0), json!(level)));
            let at = legal["actions"]
                .as_array()
                .and_then(|a| a.iter().position(|x| *x == r["action"]));
            let at = at.unwrap_or_else(|| panic!("{level}: {} is not legal: {legal}", r["action"]));
            assert_eq!(r["notation"], legal["notation"][at], "{level}");
            assert_eq!(
                ok(&mut e, &request),
                r,
                "{level}: the same table and seed, the same answer"
            );
        }
        assert_eq!(ok(&mut e, r#"{"cmd":"state"}"#), before, "bot applies nothing");
        // The seed given is the seed used; a budget is taken as given.
        let r = ok(&mut e, r#"{"cmd":"bot","level":"hard","seed":99,"iterations":5}"#);
        assert_eq!(r["seed"], 99);
        let chosen = r["action"].clone();
        ok(&mut e, &json!({"cmd": "apply", "action": chosen}).to_string());
        assert_eq!(ok(&mut e, r#"{"cmd":"bot","level":"easy"}"#)["seat"], 1);
    }

    #[test]
    fn bot_decides_from_the_seats_view_alone() {
        let mut e = engine();
        let state = ok(&mut e, r#"{"cmd":"new","game":"toy","seed":4}"#)["state"].clone();
        // The same table but for a card of seat 1's hidden hand, swapped with
        // one left in the deck that seat 0 cannot see either.
        let mut other = state.clone();
        let theirs = other["hands"][1][0].clone();
        let spare = other["deck"]
            .as_array()
            .and_then(|d| d.iter().position(|c| *c != theirs))
            .expect("a different card left in the deck");
        other["hands"][1][0] = other["deck"][spare].clone();
        other["deck"][spare] = theirs;
        assert_ne!(other, state);
        let ask = |e: &mut Engine, state: &Value| {
            ok(e, &json!({"cmd": "load", "game": "toy", "state": state}).to_string());
            assert_eq!(ok(e, r#"{"cmd":"legal"}"#)["to_move"], 0);
            ok(e, r#"{"cmd":"bot","level":"hard","seed":12}"#)
        };
        let (a, b) = (ask(&mut e, &state), ask(&mut e, &other));
        assert_eq!(a, b, "seat 0's bot cannot tell the two tables apart");
    }

    #[test]
    fn bot_refuses_what_it_cannot_answer_with_the_table_unchanged() {
        let mut e = engine();
        assert!(refused(&mut e, r#"{"cmd":"bot","level":"hard"}"#).contains("no game yet"));
        ok(&mut e, r#"{"cmd":"new","game":"toy","seed":5}"#);
        let cases: &[(&str, &str)] = &[
            (
                r#"{"cmd":"bot","level":"grandmaster"}"#,
                "\"grandmaster\" is not a level; the levels are random, easy, medium and hard",
            ),
            (
                r#"{"cmd":"bot","level":3}"#,
                "must be one of random, easy, medium, hard, not 3",
            ),
            (
                r#"{"cmd":"bot"}"#,
                "missing \"level\" (one of: random, easy, medium, hard)",
            ),
            (
                r#"{"cmd":"bot","level":"hard","seed":-1}"#,
                "\"seed\" must be a whole number",
            ),
            (
                r#"{"cmd":"bot","level":"hard","seed":"x"}"#,
                "\"seed\" must be a whole number",
            ),
            (
                r#"{"cmd":"bot","level":"hard","iterations":0}"#,
                "from 1 to 1000000, not 0",
            ),
            (r#"{"cmd":"bot","level":"hard","iterations":1000001}"#, "not 1000001"),
            (r#"{"cmd":"bot","level":"hard","iterations":"many"}"#, "not \"many\""),
            (
                r#"{"cmd":"bot","level":"hard","depth":3}"#,
                "\"bot\" does not take depth; it takes level, seed, iterations",
            ),
        ];
        for (line, expected) in cases {
            let err = refused(&mut e, line);
            assert!(err.contains(expected), "{line}: {err:?} lacks {expected:?}");
        }
        ok(&mut e, r#"{"cmd":"new","game":"toy","auto_chance":false}"#);
        let err = refused(&mut e, r#"{"cmd":"bot","level":"hard"}"#);
        assert!(err.contains("chance is to act") && err.contains("auto_chance"), "{err}");
        ok(&mut e, r#"{"cmd":"new","game":"toy","seed":6}"#);
        while ok(&mut e, r#"{"cmd":"legal"}"#)["to_move"] != "over" {
            let chosen = ok(&mut e, r#"{"cmd":"bot","level":"easy"}"#)["action"].clone();
            ok(&mut e, &json!({"cmd": "apply", "action": chosen}).to_string());
        }
        assert!(refused(&mut e, r#"{"cmd":"bot","level":"easy"}"#).contains("the game is over"));
    }

    /// The lines `serve` answers to `input`, as JSON.
    fn served(input: &[u8]) -> Vec<Value> {
        let mut output = Vec::new();
        serve(&mut engine(), input, &mut output).expect("in-memory I/O works");
        String::from_utf8(output)
            .expect("utf-8")
            .lines()
            .map(|l| serde_json::from_str(l).expect("each response is one JSON line"))
            .collect()
    }

    #[test]
    fn serve_refuses_a_line_over_the_limit_unread_and_goes_on_serving() {
        let mut input = b"{\"cmd\":\"new\",\"game\":\"toy\"}\n{\"cmd\":\"apply\",\"notation\":\"".to_vec();
        input.extend(std::iter::repeat_n(b'x', 3 * MAX_REQUEST_BYTES));
        input.extend_from_slice(b"\"}\n{\"cmd\":\"legal\"}\n");
        let answers = served(&input);
        assert_eq!(answers.len(), 3, "{answers:?}");
        assert_eq!(answers[0]["ok"], true);
        assert_eq!(
            answers[1]["error"],
            "the request is 3,145,757 bytes long, more than the 1,048,576 (1 MiB) a request may be: it was not read"
        );
        assert_eq!(answers[2]["ok"], true, "still serving: {}", answers[2]);
        // A line of exactly the limit is read.
        let mut exact = b"{\"cmd\":\"games\"".to_vec();
        exact.resize(MAX_REQUEST_BYTES - 1, b' ');
        exact.extend_from_slice(b"}\n");
        assert_eq!(served(&exact)[0]["ok"], true);
    }

    #[test]
    fn refusals_quote_only_a_short_cut_excerpt_of_what_they_were_given() {
        let mut e = engine();
        ok(&mut e, r#"{"cmd":"new","game":"toy","seed":5}"#);
        let long = "x".repeat(900_000);
        let keys: serde_json::Map<String, Value> = (0..100_000).map(|i| (format!("k{i}"), json!(0))).collect();
        let many = Value::Object(keys.clone());
        let many = &many;
        let cases = [
            (json!({"cmd": "apply", "notation": long}), "cannot read \""),
            (json!({"cmd": long}), "unknown command \""),
            (json!({"cmd": [long]}), "\"cmd\" must be a string, not [\""),
            (json!({"cmd": "new", "game": long}), "unknown game \""),
            (
                json!({"cmd": "new", "game": "toy", "seed": long}),
                "\"seed\" must be a whole number",
            ),
            (
                json!({"cmd": "new", "game": "toy", "options": many}),
                "Toy has no options \"k0\", \"k1\", \"k10\" and 99,997 more",
            ),
            (
                json!({"cmd": "new", "game": "toy", "options": {"hand": long}}),
                "is not a value of the option hand",
            ),
            (
                json!({"cmd": "apply", "action": {long.clone(): 1}}),
                "not an action of toy",
            ),
            (
                json!({"cmd": "load", "game": "toy", "state": {"hands": [[long]]}}),
                "cannot load this toy state",
            ),
            (
                json!({"cmd": "load", "game": "toy", "state": many.clone()}),
                "unknown field `k0`",
            ),
            (json!({"cmd": "bot", "level": long}), "is not a level"),
            (
                json!({"cmd": "bot", "level": "easy", "ms": long}),
                "\"ms\" must be a whole number of milliseconds",
            ),
            (
                Value::Object(keys.into_iter().chain([("cmd".to_string(), json!("legal"))]).collect()),
                "\"legal\" does not take \"k0\", \"k1\", \"k10\" and 99,997 more",
            ),
        ];
        for (request, expected) in cases {
            let line = request.to_string();
            let err = refused(&mut e, &line);
            assert!(err.contains(expected), "{}…: {err}", &line[..60]);
            assert!(
                err.chars().count() <= 400,
                "{}…: a {}-character error: {err}",
                &line[..60],
                err.len()
            );
        }
        // Whatever a message gathers, it is cut.
        let long_error = refusal(&"y".repeat(10 * MAX_ERROR_CHARS));
        let text = long_error["error"].as_str().unwrap_or_default();
        assert!(
            text.chars().count() < MAX_ERROR_CHARS + 100 && text.ends_with("characters)"),
            "{text}"
        );
    }

    #[test]
    fn a_key_given_twice_is_refused_in_the_request_and_in_an_action() {
        let mut e = engine();
        ok(&mut e, r#"{"cmd":"new","game":"toy","seed":5}"#);
        let card = ok(&mut e, r#"{"cmd":"state"}"#)["state"]["hands"][0][0].clone();
        for line in [
            r#"{"cmd":"legal","cmd":"state"}"#.to_string(),
            format!(r#"{{"cmd":"apply","action":{{"play":{card},"play":{card}}}}}"#),
            format!(r#"{{"cmd":"apply","action":{{"play":{card}}},"action":{{"play":{card}}}}}"#),
        ] {
            let err = refused(&mut e, &line);
            assert!(err.contains("is given twice in one object"), "{line}: {err}");
        }
        ok(&mut e, &format!(r#"{{"cmd":"apply","action":{{"play":{card}}}}}"#));
    }

    #[test]
    fn bot_thinks_within_a_time_cap_and_says_when_it_stopped_for_it() {
        let mut e = engine();
        ok(&mut e, r#"{"cmd":"new","game":"toy","seed":3}"#);
        // The level's own budget, well within the default cap.
        let r = ok(&mut e, r#"{"cmd":"bot","level":"hard"}"#);
        assert_eq!(
            (r["ms"].clone(), r["out_of_time"].clone(), r.get("iterations_done")),
            (json!(bot::DEFAULT_MS), json!(false), None)
        );
        assert!(r["iterations"].as_u64().is_some_and(|n| n > 0), "{r}");
        // A million iterations cannot be searched in 1 ms: the clock stops them.
        let r = ok(&mut e, r#"{"cmd":"bot","level":"hard","iterations":1000000,"ms":1}"#);
        assert_eq!(
            (r["iterations"].clone(), r["ms"].clone(), r["out_of_time"].clone()),
            (json!(1_000_000), json!(1), json!(true))
        );
        assert!(r["iterations_done"].as_u64().is_some_and(|n| n < 1_000_000), "{r}");
        for (line, expected) in [
            (
                r#"{"cmd":"bot","level":"hard","ms":0}"#,
                "\"ms\" must be a whole number of milliseconds from 1 to 10000, not 0",
            ),
            (r#"{"cmd":"bot","level":"hard","ms":10001}"#, "not 10001"),
            (r#"{"cmd":"bot","level":"hard","ms":"soon"}"#, "not \"soon\""),
        ] {
            let err = refused(&mut e, line);
            assert!(err.contains(expected), "{line}: {err}");
        }
    }

    #[test]
    fn serve_answers_each_line_skips_blank_ones_and_refuses_bad_bytes() {
        let input: &[u8] = b"{\"cmd\":\"games\"}\n\n   \n\xff\xfe\n{\"cmd\":\"state\"}";
        let mut output = Vec::new();
        serve(&mut engine(), input, &mut output).expect("in-memory I/O works");
        let lines: Vec<Value> = String::from_utf8(output)
            .expect("utf-8")
            .lines()
            .map(|l| serde_json::from_str(l).expect("each response is one JSON line"))
            .collect();
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0]["games"][0]["id"], "toy");
        assert!(lines[1]["error"].as_str().is_some_and(|e| e.contains("not UTF-8")));
        assert!(lines[2]["error"].as_str().is_some_and(|e| e.contains("no game yet")));
    }
}

#[cfg(test)]
mod request_tests {
    use super::*;

    /// A value of the right type for each field a command takes.
    fn sample(field: &str) -> Value {
        match field {
            "game" | "notation" => json!("toy"),
            "players" | "seed" | "seat" | "iterations" | "ms" => json!(1),
            "level" => json!("easy"),
            "auto_chance" => json!(true),
            "options" | "state" | "action" => json!({}),
            other => panic!("no sample for {other}"),
        }
    }

    #[test]
    fn the_fields_each_command_takes_are_its_types_fields() {
        for (cmd, takes) in COMMANDS {
            let mut request = json!({"cmd": cmd});
            for field in *takes {
                request[*field] = sample(field);
            }
            let read = Request::read(&request.to_string());
            assert!(read.is_ok(), "{request}: {read:?}");
            // serde refuses a field the type lacks, whatever the list says.
            request["extra"] = json!(1);
            let typed: Result<Request, _> = serde_json::from_value(request.clone());
            assert!(typed.is_err(), "{request} was read with a field its type lacks");
        }
    }
}

#[cfg(test)]
#[path = "engine_fuzz.rs"]
mod fuzz;
