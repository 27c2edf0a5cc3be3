//! JSON read as I-JSON (RFC 7493 §2.3): an object that names a member twice is refused.
//!
//! RFC 8259 leaves duplicate names to the reader, and readers differ: serde_json's `Value`
//! keeps the last, a derived struct refuses, many JavaScript and Go gateways keep the first
//! or the last. A request `{"name": "echo", "name": "delete_all"}` would then be one tool to
//! the proxy that authorized it and another to the server that runs it. Every message
//! toolwright reads (JSON-RPC messages on every transport, a token's header and claims) is
//! read through [`Strict`], so it has one meaning or none.

use serde::de::{self, Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::map::Entry;
use serde_json::{Map, Number, Value};
use std::fmt;

/// A JSON value in which no object names a member twice.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Strict(pub(crate) Value);

impl<'de> Deserialize<'de> for Strict {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(StrictVisitor).map(Strict)
    }
}

/// A JSON object in which no object names a member twice (a token's claims).
#[cfg(feature = "jwt")]
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct StrictMap(pub(crate) Map<String, Value>);

#[cfg(feature = "jwt")]
impl<'de> Deserialize<'de> for StrictMap {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match deserializer.deserialize_any(StrictVisitor)? {
            Value::Object(map) => Ok(StrictMap(map)),
            _ => Err(de::Error::custom("expected a JSON object")),
        }
    }
}

/// serde_json's own `Value` visitor, but for the duplicate check in [`Self::visit_map`].
struct StrictVisitor;

impl<'de> Visitor<'de> for StrictVisitor {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("any JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<Value, E> {
        Ok(Value::Bool(b))
    }

    fn visit_i64<E>(self, n: i64) -> Result<Value, E> {
        Ok(Value::Number(n.into()))
    }

    fn visit_u64<E>(self, n: u64) -> Result<Value, E> {
        Ok(Value::Number(n.into()))
    }

    fn visit_f64<E>(self, n: f64) -> Result<Value, E> {
        Ok(Number::from_f64(n).map_or(Value::Null, Value::Number))
    }

    fn visit_str<E>(self, s: &str) -> Result<Value, E> {
        Ok(Value::String(s.to_owned()))
    }

    fn visit_string<E>(self, s: String) -> Result<Value, E> {
        Ok(Value::String(s))
    }

    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }

    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        Strict::deserialize(deserializer).map(|Strict(v)| v)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        while let Some(Strict(item)) = seq.next_element()? {
            items.push(item);
        }
        Ok(Value::Array(items))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut access: A) -> Result<Value, A::Error> {
        let mut map = Map::new();
        while let Some(key) = access.next_key::<String>()? {
            let Strict(value) = access.next_value()?;
            match map.entry(key) {
                Entry::Vacant(vacant) => {
                    vacant.insert(value);
                }
                Entry::Occupied(first) => {
                    // The name is the client's own: escaped, and cut short.
                    let name: String = first.key().chars().take(64).collect();
                    return Err(de::Error::custom(format_args!(
                        "duplicate member {name:?} in an object"
                    )));
                }
            }
        }
        Ok(Value::Object(map))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Result<Value, String> {
        serde_json::from_str::<Strict>(text)
            .map(|Strict(v)| v)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn values_read_as_serde_json_reads_them() {
        for text in [
            r#"{"a":[1,-2,3.5,"x",null,true,{"b":{}}],"c":18446744073709551615}"#,
            "[]",
            "\"\\u00e9\"",
            "1e400",
        ] {
            let ours = read(text);
            let theirs = serde_json::from_str::<Value>(text).map_err(|e| e.to_string());
            assert_eq!(ours, theirs, "{text}");
        }
    }

    #[test]
    fn a_member_named_twice_at_any_depth_is_refused_naming_it() {
        for (text, name) in [
            (r#"{"name":"echo","name":"other"}"#, "name"),
            (
                r#"{"params":{"arguments":{"text":"a","text":"b"}}}"#,
                "text",
            ),
            // A control character in the name comes back escaped.
            (r#"[{"a":1},{"x":{"k\n":1,"k\n":2}}]"#, r"k\n"),
        ] {
            let e = read(text).unwrap_err();
            assert!(
                e.starts_with(&format!("duplicate member \"{name}\" in an object")),
                "{text}: {e}"
            );
        }
        // The same name in two objects is no duplicate.
        assert!(read(r#"{"a":{"x":1},"b":{"x":2}}"#).is_ok());
    }

    #[test]
    #[cfg(feature = "jwt")]
    fn a_strict_map_is_an_object() {
        assert!(serde_json::from_str::<StrictMap>(r#"{"sub":"a"}"#).is_ok());
        assert!(serde_json::from_str::<StrictMap>(r#"{"sub":"a","sub":"b"}"#).is_err());
        assert!(serde_json::from_str::<StrictMap>("[1]").is_err());
    }
}
