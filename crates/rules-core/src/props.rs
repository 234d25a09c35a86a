//! Property-test strategies for the state JSON readers (feature `proptest`,
//! for the rules crates' tests): JSON values of any shape with a game's own
//! words among the leaves, a change made anywhere in a document (a value
//! replaced, removed, or a field added), and the property every reader keeps:
//! changed JSON is refused with reasons, or loads into a game that holds
//! together and plays on.

use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{Value, json};

use crate::Game;
use crate::fuzz::{Invariant, Robustness};

/// Leaves of any kind: null, booleans, integers (small ones from `ints`, and
/// any), floats, and short strings of any characters.
pub fn plain_leaf(ints: std::ops::Range<i64>) -> impl Strategy<Value = Value> + Clone {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        ints.prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        (-1e6f64..1e6).prop_map(|f| json!(f)),
        ".{0,10}".prop_map(Value::from),
    ]
}

/// Values of any shape, small (up to two levels of lists and objects), with
/// `leaf`'s values at the leaves: give it [`plain_leaf`] and the game's own
/// words and shapes.
pub fn any_json(leaf: impl Strategy<Value = Value> + Clone + 'static) -> impl Strategy<Value = Value> + Clone {
    leaf.prop_recursive(2, 12, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::from),
            prop::collection::btree_map("[a-z_]{1,8}", inner, 0..3)
                .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

/// One change to a JSON document, made where a path leads.
#[derive(Clone, Debug)]
pub enum Change {
    /// The value there becomes another.
    Replace(Value),
    /// The value there leaves its object or list.
    Remove,
    /// A field of this name is added to the object there.
    AddField(String, Value),
}

/// A change of any kind, new values from `values`.
pub fn change(values: impl Strategy<Value = Value> + Clone + 'static) -> impl Strategy<Value = Change> {
    prop_oneof![
        4 => values.clone().prop_map(Change::Replace),
        2 => Just(Change::Remove),
        1 => ("[a-z_]{1,8}", values).prop_map(|(k, v)| Change::AddField(k, v)),
    ]
}

/// A path into a document: each index picks a field or an element (the walk
/// stops early at a leaf).
pub fn path() -> impl Strategy<Value = Vec<Index>> {
    prop::collection::vec(any::<Index>(), 0..5)
}

fn is_full_container(v: &Value) -> bool {
    matches!(v, Value::Object(m) if !m.is_empty()) || matches!(v, Value::Array(a) if !a.is_empty())
}

/// Makes `change` at the node `path` leads to in `value`.
pub fn change_at(value: &mut Value, path: &[Index], change: Change) {
    let Some((step, rest)) = path.split_first().filter(|_| is_full_container(value)) else {
        match change {
            Change::Replace(v) => *value = v,
            Change::AddField(k, v) => match value {
                Value::Object(map) => {
                    map.insert(k, v);
                }
                _ => *value = v,
            },
            Change::Remove => *value = Value::Null,
        }
        return;
    };
    // Removing a direct child needs its parent.
    if rest.is_empty() && matches!(change, Change::Remove) {
        match value {
            Value::Object(map) => {
                let key = map.keys().nth(step.index(map.len())).cloned().unwrap_or_default();
                map.remove(&key);
            }
            Value::Array(items) => {
                items.remove(step.index(items.len()));
            }
            _ => {}
        }
        return;
    }
    let child = match value {
        Value::Object(map) => {
            let n = map.len();
            map.values_mut().nth(step.index(n))
        }
        Value::Array(items) => {
            let n = items.len();
            items.get_mut(step.index(n))
        }
        _ => None,
    };
    if let Some(child) = child {
        change_at(child, rest, change);
    }
}

/// Sets the value at a JSON pointer: replaced where it is, added when it is
/// a missing field of the document itself, else left out.
pub fn set_at(json: &mut Value, pointer: &str, value: Value) {
    if let Some(slot) = json.pointer_mut(pointer) {
        *slot = value;
    } else if let (Some(field), Value::Object(map)) = (pointer.strip_prefix('/'), json)
        && !field.contains('/')
    {
        map.insert(field.to_string(), value);
    }
}

/// `json` changed: each `(pointer, value)` of `near` set ([`set_at`]: a
/// field given a value close to its own), then each change of `anywhere`
/// made where its path leads ([`change_at`]).
#[must_use]
pub fn changed(
    mut json: Value,
    near: Vec<(String, Value)>,
    anywhere: impl IntoIterator<Item = (Vec<Index>, Change)>,
) -> Value {
    for (pointer, value) in near {
        set_at(&mut json, &pointer, value);
    }
    for (path, change) in anywhere {
        change_at(&mut json, &path, change);
    }
    json
}

/// Plays `cases` deterministic cases (proptest's deterministic runner): a
/// state of `games` with one change of `changes` made ([`change_at`]), every
/// other one also without its field `dropped` (one a short form derives), and
/// counts the changed states that load and those refused for several reasons
/// at once: that the changes reach both ends of a reader.
///
/// # Panics
/// When a strategy cannot make a value.
pub fn load_outcomes<G: Game>(
    games: impl Strategy<Value = G>,
    changes: impl Strategy<Value = (Vec<Index>, Change)>,
    dropped: &str,
    cases: usize,
) -> (usize, usize) {
    use proptest::strategy::ValueTree;
    let (mut loaded, mut several) = (0, 0);
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    for n in 0..cases {
        let game = games.new_tree(&mut runner).expect("a state").current();
        let mut json = game.state_json();
        let (path, c) = changes.new_tree(&mut runner).expect("a change").current();
        change_at(&mut json, &path, c);
        if n % 2 == 0 {
            json.as_object_mut().map(|o| o.remove(dropped));
        }
        match G::load_json(&json) {
            Ok(_) => loaded += 1,
            Err(e) if e.reasons.len() > 1 => several += 1,
            Err(_) => {}
        }
    }
    (loaded, several)
}

/// The reader's property: `json` is refused with reasons, none empty, or
/// loads into a game that holds together ([`Robustness::check_consistent`]:
/// `invariant`, loads back the same, a legal action or outcome, plays on
/// for 30 random actions). Returns whether it loaded.
///
/// # Errors
/// A refusal without reasons, or a loaded game that does not hold together.
pub fn refused_or_whole<G: Game>(json: &Value, invariant: Option<Invariant<G>>) -> Result<bool, TestCaseError> {
    match G::load_json(json) {
        Err(e) if e.reasons.is_empty() || e.reasons.iter().any(|r| r.trim().is_empty()) => {
            Err(TestCaseError::fail(format!("a refusal without a reason: {json}")))
        }
        Err(_) => Ok(false),
        Ok(game) => {
            let drive = Robustness::<G>::new(Vec::new());
            let drive = match invariant {
                Some(invariant) => drive.invariant(invariant),
                None => drive,
            };
            drive
                .check_consistent(&game, &mut crate::rng_from_seed(0), &format!("{json}"))
                .map_err(TestCaseError::fail)?;
            Ok(true)
        }
    }
}
