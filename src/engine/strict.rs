//! Reading a request's JSON strictly: a key given twice in one object
//! (`{"open":[1,2],"open":[3,4]}`) is refused, where serde_json would keep
//! the last and play it silently. The whole request goes through here, so a
//! repeat is refused wherever it is: in the request, an action or a state.

use std::fmt;

use rules_core::words::quoted;
use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

/// Reads `text` as JSON, refusing a key given twice in any object.
///
/// # Errors
/// serde_json's error: malformed JSON, or (a data error) a repeated key.
pub fn from_str(text: &str) -> Result<Value, serde_json::Error> {
    serde_json::from_str::<Strict>(text).map(|strict| strict.0)
}

/// A JSON value read without repeated keys.
struct Strict(Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }

    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(Value::from(v))
    }

    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }

    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        while let Some(Strict(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut object = Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if object.contains_key(&key) {
                return Err(de::Error::custom(format!(
                    "the key {} is given twice in one object",
                    quoted(&key)
                )));
            }
            let Strict(value) = map.next_value()?;
            object.insert(key, value);
        }
        Ok(Value::Object(object))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn json_reads_as_serde_json_reads_it() {
        for text in [
            r#"{"cmd":"apply","action":{"d":{"toki":1,"to":6}},"n":[1,-2,3.5,null,true,"x"]}"#,
            "[]",
            "{}",
            "18446744073709551615",
            r#""\u00e9\n""#,
        ] {
            let plain: Value = serde_json::from_str(text).expect("JSON");
            assert_eq!(from_str(text).expect("strict JSON"), plain, "{text}");
        }
    }

    #[test]
    fn a_key_given_twice_is_refused_at_any_depth() {
        for (text, key) in [
            (r#"{"cmd":"legal","cmd":"state"}"#, "cmd"),
            (r#"{"cmd":"apply","action":{"open":[1,2],"open":[3,4]}}"#, "open"),
            (r#"{"a":[{"b":{"c":1,"c":1}}]}"#, "c"),
        ] {
            let err = from_str(text).expect_err(text);
            assert!(
                err.to_string()
                    .starts_with(&format!("the key \"{key}\" is given twice in one object")),
                "{text}: {err}"
            );
            assert_eq!(err.classify(), serde_json::error::Category::Data);
        }
        // The same key in two objects is no repeat.
        assert_eq!(
            from_str(r#"[{"a":1},{"a":2}]"#).expect("JSON"),
            json!([{"a": 1}, {"a": 2}])
        );
    }

    #[test]
    fn malformed_json_is_a_syntax_error_and_deep_nesting_is_refused() {
        assert_eq!(
            from_str("{\"cmd\":").expect_err("cut").classify(),
            serde_json::error::Category::Eof
        );
        let deep = "[".repeat(100_000) + &"]".repeat(100_000);
        assert!(from_str(&deep).is_err(), "serde_json's depth limit holds");
    }
}
