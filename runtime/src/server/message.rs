//! JSON-RPC 2.0 envelopes: classifying one incoming message (a request, a notification, a
//! response, or something to reject) and its id.

use super::head::Head;
use crate::json::Strict;
use serde::de::Deserializer;
use serde::Deserialize;
use serde_json::Value;
use std::borrow::Cow;

/// A request id, as the client sent it: a string or a number. Two ids are the same request
/// when they are equal as JSON values of the same kind.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) enum Id {
    Int(i64),
    Uint(u64),
    /// A number with a fraction or exponent, by its bits.
    Float(u64),
    Str(Box<str>),
}

impl Id {
    /// The id as JSON text, for tests.
    #[cfg(test)]
    pub(crate) fn raw(&self) -> String {
        match self {
            Id::Int(i) => i.to_string(),
            Id::Uint(u) => u.to_string(),
            Id::Float(bits) => serde_json::to_string(&f64::from_bits(*bits)).expect("a number"),
            Id::Str(s) => serde_json::to_string(s).expect("a string"),
        }
    }

    /// The id as JSON (a number stays a number).
    pub(crate) fn to_value(&self) -> Value {
        match self {
            Id::Int(i) => Value::from(*i),
            Id::Uint(u) => Value::from(*u),
            Id::Float(bits) => Value::from(f64::from_bits(*bits)),
            Id::Str(s) => Value::from(&**s),
        }
    }

    /// The id in `value`, if it is a valid JSON-RPC id (a string or a number).
    pub(crate) fn from_value(value: &Value) -> Option<Id> {
        match value {
            Value::String(s) => Some(Id::Str(s.as_str().into())),
            Value::Number(n) => Some(if let Some(i) = n.as_i64() {
                Id::Int(i)
            } else if let Some(u) = n.as_u64() {
                Id::Uint(u)
            } else {
                Id::Float(n.as_f64()?.to_bits())
            }),
            _ => None,
        }
    }
}

/// One incoming line, classified.
#[derive(Debug, PartialEq)]
pub(crate) enum Message<'a> {
    Request {
        id: Id,
        method: Cow<'a, str>,
        params: Option<Value>,
        /// What its `_meta` says of the revision it speaks, read once, here.
        head: Head,
    },
    Notification {
        method: Cow<'a, str>,
        params: Option<Value>,
        head: Head,
    },
    /// A response from the client, to a request this server sent it.
    Response(Reply),
    /// Valid JSON, not a valid message: answered `-32600`, with the id if there was one.
    Invalid {
        id: Option<Id>,
        message: &'static str,
    },
    /// Not JSON: answered `-32700` with id `null`.
    Unparsable(String),
}

/// A client's response to a request of this server.
#[derive(Debug, PartialEq)]
pub(crate) struct Reply {
    /// The id of the request it answers (`None` if it has none this server could send).
    pub(crate) id: Option<u64>,
    /// The `result`, or the `error`'s code.
    pub(crate) outcome: Result<Value, i64>,
}

/// The fast path: the members a message can have, borrowing strings from the line.
/// Anything it cannot take (a member of the wrong type, a duplicate) goes the slow way.
/// Values are read [`Strict`]ly: a member named twice in any object makes the message
/// unparsable, so no reader of it can see another meaning than the one served.
#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(default, borrow)]
    jsonrpc: Option<Cow<'a, str>>,
    #[serde(default, deserialize_with = "present")]
    id: Option<Strict>,
    #[serde(default, borrow)]
    method: Option<Cow<'a, str>>,
    #[serde(default)]
    params: Option<Strict>,
    #[serde(default, deserialize_with = "present")]
    result: Option<Strict>,
    #[serde(default, deserialize_with = "present")]
    error: Option<Strict>,
}

/// `Some` whenever the member is present, even as `null` (`Option` alone would fold
/// `"id": null` into "no id", which is a notification).
fn present<'de, D: Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// A member that is absent, of the expected type, or of another type.
enum Member<T> {
    Absent,
    Ok(T),
    Wrong,
}

struct Parts<'a> {
    jsonrpc: Member<Cow<'a, str>>,
    id: Option<Value>,
    method: Member<Cow<'a, str>>,
    params: Option<Value>,
    result: Option<Value>,
    error: Option<Value>,
}

/// Classify one line.
pub(crate) fn parse(line: &[u8]) -> Message<'_> {
    // serde would also take an array for the struct, field by field: objects only.
    let object = line.trim_ascii_start().first() == Some(&b'{');
    // The line is checked as UTF-8 once, whole, and read as text: `from_slice` checks
    // every string it reads on its own, which cost about 80 instructions a string (eleven
    // in a small `tools/call`). A line that is not UTF-8 goes the slow way, which says so.
    let fast = match std::str::from_utf8(line) {
        Ok(text) if object => serde_json::from_str::<Envelope<'_>>(text).ok(),
        _ => None,
    };
    let parts = match fast {
        Some(env) => Parts {
            jsonrpc: env.jsonrpc.map_or(Member::Absent, Member::Ok),
            id: env.id.map(|Strict(v)| v),
            method: env.method.map_or(Member::Absent, Member::Ok),
            params: env.params.map(|Strict(v)| v),
            result: env.result.map(|Strict(v)| v),
            error: env.error.map(|Strict(v)| v),
        },
        None => match slow_parts(line) {
            Ok(parts) => parts,
            Err(message) => return message,
        },
    };
    classify(parts)
}

/// The slow path: parse as a `Value` to tell a parse error from an invalid message.
fn slow_parts(line: &[u8]) -> Result<Parts<'static>, Message<'static>> {
    let value = match serde_json::from_slice(line) {
        Ok(Strict(v)) => v,
        Err(e) => {
            let message = if std::str::from_utf8(line).is_err() {
                "Parse error: the line is not valid UTF-8.".to_owned()
            } else {
                format!("Parse error: {e}.")
            };
            return Err(Message::Unparsable(message));
        }
    };
    let mut obj = match value {
        Value::Object(obj) => obj,
        Value::Array(_) => {
            return Err(Message::Invalid {
                id: None,
                message: "Invalid request: batches are not supported; send one message per line.",
            })
        }
        _ => {
            return Err(Message::Invalid {
                id: None,
                message: "Invalid request: a message must be a JSON object.",
            })
        }
    };
    let string = |v: Option<Value>| match v {
        None => Member::Absent,
        Some(Value::String(s)) => Member::Ok(Cow::Owned(s)),
        Some(_) => Member::Wrong,
    };
    Ok(Parts {
        jsonrpc: string(obj.remove("jsonrpc")),
        result: obj.remove("result"),
        error: obj.remove("error"),
        id: obj.remove("id"),
        method: string(obj.remove("method")),
        params: obj.remove("params"),
    })
}

fn classify(parts: Parts<'_>) -> Message<'_> {
    if (parts.result.is_some() || parts.error.is_some()) && matches!(parts.method, Member::Absent) {
        let id = match parts.id.as_ref().and_then(Id::from_value) {
            Some(Id::Int(i)) => u64::try_from(i).ok(),
            Some(Id::Uint(u)) => Some(u),
            _ => None,
        };
        let outcome = match (parts.result, parts.error) {
            (Some(result), _) => Ok(result),
            (None, error) => Err(error
                .as_ref()
                .and_then(|e| e.get("code"))
                .and_then(Value::as_i64)
                .unwrap_or(crate::wire::codes::INTERNAL_ERROR)),
        };
        return Message::Response(Reply { id, outcome });
    }
    let id = match &parts.id {
        None => None,
        Some(v) => match Id::from_value(v) {
            Some(id) => Some(id),
            None => {
                return Message::Invalid {
                    id: None,
                    message: "Invalid request: `id` must be a string or a number.",
                }
            }
        },
    };
    if !matches!(&parts.jsonrpc, Member::Ok(v) if v == "2.0") {
        return Message::Invalid {
            id,
            message: "Invalid request: `jsonrpc` must be \"2.0\".",
        };
    }
    let method = match parts.method {
        Member::Ok(m) => m,
        Member::Absent => {
            return Message::Invalid {
                id,
                message: "Invalid request: `method` is missing.",
            }
        }
        Member::Wrong => {
            return Message::Invalid {
                id,
                message: "Invalid request: `method` must be a string.",
            }
        }
    };
    let params = match parts.params {
        None | Some(Value::Null) => None,
        Some(p @ (Value::Object(_) | Value::Array(_))) => Some(p),
        Some(_) => {
            return Message::Invalid {
                id,
                message: "Invalid request: `params` must be an object.",
            }
        }
    };
    let head = Head::read(params.as_ref());
    match id {
        Some(id) => Message::Request {
            id,
            method,
            params,
            head,
        },
        None => Message::Notification {
            method,
            params,
            head,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn invalid(line: &str) -> (Option<String>, &'static str) {
        match parse(line.as_bytes()) {
            Message::Invalid { id, message } => (id.map(|i| i.raw()), message),
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn requests_and_notifications() {
        let m = parse(br#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#);
        assert_eq!(
            m,
            Message::Request {
                id: Id::Int(7),
                method: "ping".into(),
                params: None,
                head: Head::connection(),
            }
        );
        let m = parse(br#"{"method":"notifications/initialized","jsonrpc":"2.0"}"#);
        assert_eq!(
            m,
            Message::Notification {
                method: "notifications/initialized".into(),
                params: None,
                head: Head::connection(),
            }
        );
        // Escaped method names take the owned path.
        let m = parse(br#"{"jsonrpc":"2.0","id":"a","method":"pi\u006eg","params":{}}"#);
        assert_eq!(
            m,
            Message::Request {
                id: Id::Str("a".into()),
                method: "ping".into(),
                params: Some(json!({})),
                head: Head::connection(),
            }
        );
    }

    #[test]
    fn invalid_messages() {
        assert_eq!(invalid("[]").0, None);
        assert_eq!(invalid("5").0, None);
        assert_eq!(
            invalid(r#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#).0,
            None
        );
        assert_eq!(
            invalid(r#"{"jsonrpc":"2.0","id":[1],"method":"ping"}"#).0,
            None
        );
        assert_eq!(
            invalid(r#"{"jsonrpc":"1.0","id":3,"method":"ping"}"#),
            (
                Some("3".into()),
                "Invalid request: `jsonrpc` must be \"2.0\"."
            )
        );
        assert_eq!(
            invalid(r#"{"id":3,"method":"ping"}"#),
            (
                Some("3".into()),
                "Invalid request: `jsonrpc` must be \"2.0\"."
            )
        );
        assert_eq!(
            invalid(r#"{"jsonrpc":"2.0","id":"x","method":5}"#),
            (
                Some("\"x\"".into()),
                "Invalid request: `method` must be a string."
            )
        );
        assert_eq!(
            invalid(r#"{"jsonrpc":"2.0","id":"x"}"#),
            (
                Some("\"x\"".into()),
                "Invalid request: `method` is missing."
            )
        );
        assert_eq!(
            invalid(r#"{"jsonrpc":"2.0","id":1,"method":"ping","params":"p"}"#),
            (
                Some("1".into()),
                "Invalid request: `params` must be an object."
            )
        );
        // A malformed notification is not a notification: answered with id null.
        assert_eq!(invalid(r#"{"jsonrpc":"2.0","method":1}"#).0, None);
    }

    #[test]
    fn responses_carry_their_id_and_result_or_error_code() {
        assert_eq!(
            parse(br#"{"jsonrpc":"2.0","id":1,"result":{"action":"accept"}}"#),
            Message::Response(Reply {
                id: Some(1),
                outcome: Ok(json!({"action": "accept"}))
            })
        );
        assert_eq!(
            parse(br#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}"#),
            Message::Response(Reply {
                id: None,
                outcome: Err(-32700)
            })
        );
        // An id this server never sends (a string, a negative number) answers nothing.
        assert_eq!(
            parse(br#"{"jsonrpc":"2.0","id":"a","error":{"code":-1}}"#),
            Message::Response(Reply {
                id: None,
                outcome: Err(-1)
            })
        );
    }

    #[test]
    fn parse_errors() {
        assert!(matches!(parse(b"{\"jsonrpc\":"), Message::Unparsable(_)));
        assert_eq!(
            parse(b"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"\xff\"}"),
            Message::Unparsable("Parse error: the line is not valid UTF-8.".into())
        );
    }
}
