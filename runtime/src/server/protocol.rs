//! JSON-RPC 2.0 and MCP on the wire: classifying an incoming line, the era of a request,
//! and writing response lines byte for byte.

use crate::wire::{codes, Era, Outcome, ProtocolError};
use serde::de::{Deserializer, IgnoredAny};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::borrow::Cow;

/// `params._meta` key of the 2026-07-28 per-request protocol version.
pub const PROTOCOL_VERSION_KEY: &str = "io.modelcontextprotocol/protocolVersion";
/// `params._meta` key of the 2026-07-28 per-request client capabilities.
pub const CLIENT_CAPABILITIES_KEY: &str = "io.modelcontextprotocol/clientCapabilities";
/// Result `_meta` key carrying `serverInfo` in the 2026-07-28 era.
pub const SERVER_INFO_KEY: &str = "io.modelcontextprotocol/serverInfo";

/// The versions served statelessly, with `_meta` on every request (newest first).
pub const STATELESS_VERSIONS: &[&str] = &["2026-07-28"];
/// The versions an `initialize` handshake can agree on (newest first).
pub const HANDSHAKE_VERSIONS: &[&str] = &["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

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

    /// Append the id as JSON.
    pub(crate) fn write_json(&self, out: &mut Vec<u8>) {
        match self {
            Id::Int(i) => out.extend_from_slice(itoa::Buffer::new().format(*i).as_bytes()),
            Id::Uint(u) => out.extend_from_slice(itoa::Buffer::new().format(*u).as_bytes()),
            Id::Float(bits) => write_value(out, &f64::from_bits(*bits)),
            Id::Str(s) => write_value(out, s),
        }
    }

    /// The id as JSON text.
    #[cfg(test)]
    pub(crate) fn raw(&self) -> String {
        let mut out = Vec::new();
        self.write_json(&mut out);
        String::from_utf8(out).expect("JSON is UTF-8")
    }
}

fn write_value<T: Serialize + ?Sized>(out: &mut Vec<u8>, value: &T) {
    serde_json::to_writer(out, value).expect("wire types always serialize");
}

/// One incoming line, classified.
#[derive(Debug, PartialEq)]
pub(crate) enum Message<'a> {
    Request {
        id: Id,
        method: Cow<'a, str>,
        params: Option<Value>,
    },
    Notification {
        method: Cow<'a, str>,
        params: Option<Value>,
    },
    /// A response from the client. This server sends no requests, so it is dropped.
    Response,
    /// Valid JSON, not a valid message: answered `-32600`, with the id if there was one.
    Invalid {
        id: Option<Id>,
        message: &'static str,
    },
    /// Not JSON: answered `-32700` with id `null`.
    Unparsable(String),
}

/// The fast path: the members a message can have, borrowing strings from the line.
/// Anything it cannot take (a member of the wrong type, a duplicate) goes the slow way.
#[derive(Deserialize)]
struct Envelope<'a> {
    #[serde(default, borrow)]
    jsonrpc: Option<Cow<'a, str>>,
    #[serde(default, deserialize_with = "present")]
    id: Option<Value>,
    #[serde(default, borrow)]
    method: Option<Cow<'a, str>>,
    #[serde(default)]
    params: Option<Value>,
    #[serde(default, deserialize_with = "present")]
    result: Option<IgnoredAny>,
    #[serde(default, deserialize_with = "present")]
    error: Option<IgnoredAny>,
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
    is_response: bool,
}

/// Classify one line.
pub(crate) fn parse(line: &[u8]) -> Message<'_> {
    // serde would also take an array for the struct, field by field: objects only.
    let object = line.trim_ascii_start().first() == Some(&b'{');
    let fast = if object {
        serde_json::from_slice::<Envelope<'_>>(line).ok()
    } else {
        None
    };
    let parts = match fast {
        Some(env) => Parts {
            jsonrpc: env.jsonrpc.map_or(Member::Absent, Member::Ok),
            id: env.id,
            method: env.method.map_or(Member::Absent, Member::Ok),
            params: env.params,
            is_response: env.result.is_some() || env.error.is_some(),
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
    let value: Value = match serde_json::from_slice(line) {
        Ok(v) => v,
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
        is_response: obj.contains_key("result") || obj.contains_key("error"),
        id: obj.remove("id"),
        method: string(obj.remove("method")),
        params: obj.remove("params"),
    })
}

fn classify(parts: Parts<'_>) -> Message<'_> {
    if parts.is_response && matches!(parts.method, Member::Absent) {
        return Message::Response;
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
    match id {
        Some(id) => Message::Request { id, method, params },
        None => Message::Notification { method, params },
    }
}

/// `params._meta`, if present.
pub(crate) fn meta(params: Option<&Value>) -> Result<Option<&Map<String, Value>>, ProtocolError> {
    match params.and_then(|p| p.get("_meta")) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Object(m)) => Ok(Some(m)),
        Some(_) => Err(ProtocolError::invalid_params(
            "Invalid params: `_meta` must be an object.",
        )),
    }
}

/// The era a request is served in. A request carrying the 2026-07-28 `_meta` protocol
/// version is served statelessly; without it, the connection must have done the legacy
/// handshake.
pub(crate) fn request_era(params: Option<&Value>, initialized: bool) -> Result<Era, ProtocolError> {
    let meta = meta(params)?;
    let Some(version) = meta.and_then(|m| m.get(PROTOCOL_VERSION_KEY)) else {
        return if initialized {
            Ok(Era::Legacy)
        } else {
            Err(ProtocolError::invalid_params(
                "Missing protocol version: send `initialize` first, or give \
                 `_meta[\"io.modelcontextprotocol/protocolVersion\"]` in every request.",
            ))
        };
    };
    let Value::String(version) = version else {
        return Err(ProtocolError::invalid_params(
            "Invalid params: `_meta[\"io.modelcontextprotocol/protocolVersion\"]` must be a string.",
        ));
    };
    if !STATELESS_VERSIONS.contains(&version.as_str()) {
        return Err(ProtocolError {
            code: codes::UNSUPPORTED_PROTOCOL_VERSION,
            message: Cow::Borrowed("Unsupported protocol version."),
            // Members in alphabetical order: the same bytes whether or not serde_json
            // preserves insertion order.
            data: Some(serde_json::json!({
                "requested": version,
                "supported": STATELESS_VERSIONS,
            })),
        });
    }
    match meta.and_then(|m| m.get(CLIENT_CAPABILITIES_KEY)) {
        Some(Value::Object(_)) => Ok(Era::Stateless),
        Some(_) => Err(ProtocolError::invalid_params(
            "Invalid params: `_meta[\"io.modelcontextprotocol/clientCapabilities\"]` must be an object.",
        )),
        None => Err(ProtocolError::invalid_params(
            "Missing client capabilities: give \
             `_meta[\"io.modelcontextprotocol/clientCapabilities\"]` in every request.",
        )),
    }
}

/// The protocol version an `initialize` answers with: the client's, when it is one we
/// speak, else our latest handshake version.
pub(crate) fn negotiate(requested: &str) -> &'static str {
    HANDSHAKE_VERSIONS
        .iter()
        .find(|v| **v == requested)
        .copied()
        .unwrap_or(HANDSHAKE_VERSIONS[0])
}

/// `{"jsonrpc":"2.0","id":<id>,"result":` or `"error":`, ready for the body.
fn open(id: Option<&Id>, member: &str, capacity: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(capacity);
    out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"id\":");
    match id {
        Some(id) => id.write_json(&mut out),
        None => out.extend_from_slice(b"null"),
    }
    out.extend_from_slice(b",\"");
    out.extend_from_slice(member.as_bytes());
    out.extend_from_slice(b"\":");
    out
}

/// A success response line whose result body is already JSON text.
pub(crate) fn result_line(id: &Id, result: &str) -> Vec<u8> {
    let mut out = open(Some(id), "result", result.len() + 48);
    out.extend_from_slice(result.as_bytes());
    out.push(b'}');
    out
}

/// The answer to a `tools/call`: in the legacy era exactly [`Outcome::to_response`]; in the
/// 2026-07-28 era a result also carries `resultType` and `serverInfo` in `_meta`.
pub(crate) fn outcome_line(id: &Id, outcome: Outcome, server_info: Option<&Value>) -> Vec<u8> {
    match outcome {
        Outcome::Result(mut result) => {
            let mut out = open(Some(id), "result", 256);
            match server_info {
                None => write_value(&mut out, &result),
                Some(info) => {
                    result
                        .meta
                        .get_or_insert_with(Map::new)
                        .insert(SERVER_INFO_KEY.into(), info.clone());
                    write_value(&mut out, &result);
                    // `ToolResult` is a non-empty object: reopen it for one more member.
                    out.pop();
                    out.extend_from_slice(b",\"resultType\":\"complete\"}");
                }
            }
            out.push(b'}');
            out
        }
        Outcome::Error(error) => error_line(Some(id), &error),
    }
}

/// An error response line (no newline).
pub(crate) fn error_line(id: Option<&Id>, error: &ProtocolError) -> Vec<u8> {
    let mut out = open(id, "error", 128);
    write_value(&mut out, error);
    out.push(b'}');
    out
}

/// A `notifications/progress` line.
pub(crate) fn progress_line(token: &Value, progress: &crate::Progress) -> Vec<u8> {
    #[derive(Serialize)]
    struct Params<'a> {
        #[serde(rename = "progressToken")]
        token: &'a Value,
        #[serde(flatten)]
        progress: &'a crate::Progress,
    }
    #[derive(Serialize)]
    struct Notification<'a> {
        jsonrpc: &'static str,
        method: &'static str,
        params: Params<'a>,
    }
    let mut out = Vec::with_capacity(128);
    write_value(
        &mut out,
        &Notification {
            jsonrpc: "2.0",
            method: "notifications/progress",
            params: Params { token, progress },
        },
    );
    out
}

/// The start of a JSON object, what a line's id can be read from even when the rest is
/// missing: the value of a top-level `"id"` member that lies wholly in `head`.
pub(crate) fn peek_id(head: &[u8]) -> Option<Id> {
    let mut s = Scanner { b: head, i: 0 };
    s.ws();
    s.eat(b'{')?;
    loop {
        s.ws();
        let key_start = s.i;
        s.string()?;
        let key = &head[key_start..s.i];
        s.ws();
        s.eat(b':')?;
        s.ws();
        let value_start = s.i;
        s.value()?;
        let is_id = key == b"\"id\""
            || serde_json::from_slice::<Cow<'_, str>>(key).is_ok_and(|k| k == "id");
        if is_id {
            let value: Value = serde_json::from_slice(&head[value_start..s.i]).ok()?;
            return Id::from_value(&value);
        }
        s.ws();
        s.eat(b',')?;
    }
}

/// Just enough of a JSON scanner to step over members.
struct Scanner<'a> {
    b: &'a [u8],
    i: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r' | b'\n')) {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> Option<()> {
        (self.peek()? == c).then(|| self.i += 1)
    }

    /// A string, quotes included.
    fn string(&mut self) -> Option<()> {
        self.eat(b'"')?;
        loop {
            match self.peek()? {
                b'"' => {
                    self.i += 1;
                    return Some(());
                }
                b'\\' => self.i += 2,
                _ => self.i += 1,
            }
        }
    }

    /// Any value; a scalar must be followed by a delimiter within the bytes we have, so a
    /// cut-off number is never taken for the whole number.
    fn value(&mut self) -> Option<()> {
        match self.peek()? {
            b'"' => self.string(),
            b'{' | b'[' => {
                let mut depth = 0usize;
                loop {
                    match self.peek()? {
                        b'"' => {
                            self.string()?;
                            continue;
                        }
                        b'{' | b'[' => depth += 1,
                        b'}' | b']' => {
                            depth -= 1;
                            if depth == 0 {
                                self.i += 1;
                                return Some(());
                            }
                        }
                        _ => {}
                    }
                    self.i += 1;
                }
            }
            _ => loop {
                match self.peek()? {
                    b',' | b'}' | b']' | b' ' | b'\t' | b'\r' | b'\n' => return Some(()),
                    _ => self.i += 1,
                }
            },
        }
    }
}

/// The response to a message that is not valid, or `None` for one never answered.
pub(crate) fn reject(message: &Message<'_>) -> Option<Vec<u8>> {
    match message {
        Message::Invalid { id, message } => Some(error_line(
            id.as_ref(),
            &ProtocolError::new(codes::INVALID_REQUEST, *message),
        )),
        Message::Unparsable(message) => Some(error_line(
            None,
            &ProtocolError::new(codes::PARSE_ERROR, message.clone()),
        )),
        _ => None,
    }
}

/// A name or method the client sent, safe to repeat in a message.
pub(crate) fn printable(s: &str) -> String {
    s.chars().filter(|c| !c.is_control()).take(128).collect()
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
                params: None
            }
        );
        let m = parse(br#"{"method":"notifications/initialized","jsonrpc":"2.0"}"#);
        assert_eq!(
            m,
            Message::Notification {
                method: "notifications/initialized".into(),
                params: None
            }
        );
        // Escaped method names take the owned path.
        let m = parse(br#"{"jsonrpc":"2.0","id":"a","method":"pi\u006eg","params":{}}"#);
        assert_eq!(
            m,
            Message::Request {
                id: Id::Str("a".into()),
                method: "ping".into(),
                params: Some(json!({}))
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
    fn responses_from_the_client_are_dropped() {
        assert_eq!(
            parse(br#"{"jsonrpc":"2.0","id":1,"result":{}}"#),
            Message::Response
        );
        assert_eq!(
            parse(br#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}"#),
            Message::Response
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

    #[test]
    fn ids_round_trip() {
        for raw in [
            "0",
            "-5",
            "18446744073709551615",
            "1.5",
            "\"a\\\"b\"",
            "\"\"",
        ] {
            let id = Id::from_value(&serde_json::from_str(raw).unwrap()).unwrap();
            assert_eq!(id.raw(), raw);
        }
    }

    #[test]
    fn peeking_ids() {
        let peek = |s: &str| peek_id(s.as_bytes()).map(|i| i.raw());
        assert_eq!(
            peek(r#"{"jsonrpc":"2.0","id":12,"params":{"x":"#),
            Some("12".into())
        );
        assert_eq!(
            peek(r#"{"params":{"id":1,"s":"}\"{"},"i\u0064":"k","x""#),
            Some("\"k\"".into())
        );
        assert_eq!(peek(r#"{"jsonrpc":"2.0","id":12"#), None, "maybe cut off");
        assert_eq!(peek(r#"{"jsonrpc":"2.0","params":{"id":1"#), None);
        assert_eq!(peek(r#"{"id":null,"#), None);
        assert_eq!(peek("garbage"), None);
    }

    #[test]
    fn eras() {
        let legacy = json!({"name": "x"});
        assert_eq!(request_era(Some(&legacy), true), Ok(Era::Legacy));
        assert_eq!(request_era(None, true), Ok(Era::Legacy));
        assert_eq!(request_era(None, false).unwrap_err().code, -32602);
        let meta = |v: Value| json!({"_meta": v});
        let ok = meta(json!({PROTOCOL_VERSION_KEY: "2026-07-28", CLIENT_CAPABILITIES_KEY: {}}));
        assert_eq!(request_era(Some(&ok), false), Ok(Era::Stateless));
        let no_caps = meta(json!({PROTOCOL_VERSION_KEY: "2026-07-28"}));
        assert_eq!(request_era(Some(&no_caps), true).unwrap_err().code, -32602);
        let old = meta(json!({PROTOCOL_VERSION_KEY: "2025-11-25", CLIENT_CAPABILITIES_KEY: {}}));
        let err = request_era(Some(&old), true).unwrap_err();
        assert_eq!(err.code, -32022);
        assert_eq!(
            err.data,
            Some(json!({"supported": ["2026-07-28"], "requested": "2025-11-25"}))
        );
    }

    #[test]
    fn negotiation() {
        assert_eq!(negotiate("2025-06-18"), "2025-06-18");
        assert_eq!(negotiate("2024-11-05"), "2024-11-05");
        assert_eq!(negotiate("2026-07-28"), "2025-11-25");
        assert_eq!(negotiate("1999-01-01"), "2025-11-25");
    }
}
