//! Writing JSON-RPC response and notification lines byte for byte: the same bytes on every
//! transport.

use super::message::{Id, Message};
use crate::context::Progress;
use crate::wire::encode::{self, write_value};
use crate::wire::{codes, Outcome, ProtocolError};
use serde::Serialize;
use serde_json::Value;

/// Append `id` as JSON.
pub(crate) fn write_id(out: &mut Vec<u8>, id: &Id) {
    match id {
        Id::Int(i) => out.extend_from_slice(itoa::Buffer::new().format(*i).as_bytes()),
        Id::Uint(u) => out.extend_from_slice(itoa::Buffer::new().format(*u).as_bytes()),
        Id::Float(bits) => write_value(out, &f64::from_bits(*bits)),
        Id::Str(s) => write_value(out, s),
    }
}

/// `id` as JSON text.
#[cfg(test)]
pub(crate) fn id_json(id: &Id) -> String {
    let mut out = Vec::new();
    write_id(&mut out, id);
    String::from_utf8(out).expect("JSON is UTF-8")
}

/// `{"jsonrpc":"2.0","id":<id>,"result":` or `"error":`, ready for the body.
fn open(id: Option<&Id>, member: &str, capacity: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(capacity);
    out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"id\":");
    match id {
        Some(id) => write_id(&mut out, id),
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

/// The answer to a request run to `outcome` (a `tools/call`, a read, a prompt, a task
/// request): in the legacy era exactly [`Outcome::to_response`]; in the 2026-07-28 era
/// (`server_info`) with `resultType` and `serverInfo` in `_meta`, and a read's cache hints.
pub(crate) fn outcome_line(
    id: &Id,
    outcome: Outcome,
    server_info: Option<&Value>,
    cache: Option<(u64, &str)>,
) -> Vec<u8> {
    let mut out = open(Some(id), encode::member(&outcome), 256);
    encode::write_member(&mut out, outcome, server_info, cache);
    out.push(b'}');
    out
}

/// The member a response line answering with `outcome` carries, as JSON text: the result
/// object (`Ok`) or the error object (`Err`), byte for byte what the line holds.
pub(crate) fn outcome_member(
    outcome: Outcome,
    server_info: Option<&Value>,
) -> Result<String, String> {
    let error = encode::member(&outcome) == "error";
    let mut out = Vec::with_capacity(256);
    encode::write_member(&mut out, outcome, server_info, None);
    let text = String::from_utf8(out).expect("JSON is UTF-8");
    if error {
        Err(text)
    } else {
        Ok(text)
    }
}

/// An error response line (no newline).
pub(crate) fn error_line(id: Option<&Id>, error: &ProtocolError) -> Vec<u8> {
    let mut out = open(id, "error", 128);
    write_value(&mut out, error);
    out.push(b'}');
    out
}

/// The answer to a call still running when a shutdown's drain grace runs out.
pub(crate) fn shutting_down(id: &Id) -> Vec<u8> {
    error_line(
        Some(id),
        &ProtocolError::new(
            codes::INTERNAL_ERROR,
            "The server is shutting down; the call did not finish in time.",
        ),
    )
}

/// A request of this server to the client: `{"jsonrpc":"2.0","id":<id>,"method":..,"params":..}`.
pub(crate) fn request_line(id: u64, method: &str, params: &Value) -> Vec<u8> {
    message_line(Some(id), method, params)
}

/// A notification line of this server.
pub(crate) fn notification_line(method: &str, params: &Value) -> Vec<u8> {
    message_line(None, method, params)
}

fn message_line(id: Option<u64>, method: &str, params: &Value) -> Vec<u8> {
    let mut out = Vec::with_capacity(128);
    out.extend_from_slice(b"{\"jsonrpc\":\"2.0\",");
    if let Some(id) = id {
        out.extend_from_slice(b"\"id\":");
        out.extend_from_slice(itoa::Buffer::new().format(id).as_bytes());
        out.push(b',');
    }
    out.extend_from_slice(b"\"method\":");
    write_value(&mut out, method);
    out.extend_from_slice(b",\"params\":");
    write_value(&mut out, params);
    out.push(b'}');
    out
}

/// A `notifications/progress` line.
pub(crate) fn progress_line(token: &Value, progress: &Progress) -> Vec<u8> {
    #[derive(Serialize)]
    struct Params<'a> {
        #[serde(rename = "progressToken")]
        token: &'a Value,
        #[serde(flatten)]
        progress: &'a Progress,
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

#[cfg(test)]
mod tests {
    use super::*;

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
            assert_eq!(id_json(&id), raw);
        }
    }
}
