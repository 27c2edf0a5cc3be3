//! The other scanners' behavioural checks, each a named rule: bad arguments answered
//! `-32603`, malformed input processed as a success, a header that disagrees with its body
//! accepted, a stack trace or path in the answer to a malformed JSON-RPC request.
//!
//! The first two read the probes' answers; the last two make requests of their own, built by
//! hand ([`Session::raw`]), after every other check: a server a malformed request brings down
//! has then nothing else left to answer.

use crate::classify::{evidence, finding, mask, Channel, Outcome};
use crate::client::http::cut;
use crate::client::{lines, request_message, Session, STATELESS_VERSION};
use crate::probes::{Kind, UNKNOWN_TOOL};
use serde_json::{json, Value};
use std::time::Duration;
use toolwright::audit::{text, Finding, Signal};

/// How long the answer to a malformed request is waited for over stdio: a server may stay
/// silent on a line it cannot read (over HTTP it must answer: the call's timeout applies).
const QUIET_WAIT: Duration = Duration::from_secs(2);

/// The string sent as a request's `params`, where an object belongs.
const NOT_AN_OBJECT: &str = "twaudit-not-an-object";

/// A malformed request's body, of its id and the params the session would send.
type Build = fn(u64, Value) -> String;

/// What the requests of their own found, how many were made, and what was not checked.
#[derive(Debug, Default)]
pub struct Checked {
    /// The findings.
    pub findings: Vec<Finding>,
    /// How many requests were made.
    pub asked: usize,
    /// What was not checked, and why.
    pub notes: Vec<String>,
}

/// Whether an error answers as an internal one: code `-32603`, or a message that says so
/// ("Internal error", "Internal server error") under any code but `-32602`.
fn internal(code: i64, text: &str) -> bool {
    let message = text.lines().next().unwrap_or_default().to_ascii_lowercase();
    code == -32603
        || (code != -32602
            && (message.contains("internal error") || message.contains("internal server error")))
}

/// The findings in the probes' answers: arguments that break the schema (of a tool, or a
/// prompt's required ones) answered as an internal error (`internal-error-for-bad-arguments`);
/// a wrong type, a missing required argument or an unknown property the schema forbids
/// answered as a success (`malformed-input-accepted`).
pub fn of_outcomes(outcomes: &[Outcome]) -> Vec<Finding> {
    let mut out = Vec::new();
    for outcome in outcomes {
        let probe = &outcome.probe;
        let tool = probe.method == "tools/call" && probe.kind != Kind::UnknownTool;
        if !probe.violates || !(tool || probe.method == "prompts/get") {
            continue;
        }
        let what = format!(
            "{} of {} ({})",
            probe.method,
            probe.target,
            probe.kind.label()
        );
        let shapes = [Kind::WrongType, Kind::Missing, Kind::UnknownProperty];
        match outcome.channel {
            Channel::Error { code } if internal(code, &outcome.text) => out.push(finding(
                Signal::InternalErrorForBadArguments,
                Some(&probe.target),
                format!(
                    "{what} was answered error {code}: {}",
                    evidence(&outcome.text, "")
                ),
                &probe.input,
            )),
            Channel::Result { is_error: false } if tool && shapes.contains(&probe.kind) => {
                out.push(finding(
                    Signal::MalformedInputAccepted,
                    Some(&probe.target),
                    format!(
                        "{what} was answered as a success, without isError: {}",
                        evidence(&outcome.text, "")
                    ),
                    &probe.input,
                ));
            }
            _ => {}
        }
    }
    out
}

/// The findings of requests made for them (headers that disagree with the body, malformed
/// JSON-RPC requests), how many were made, and what could not be checked.
pub fn requests(session: &mut Session, outcomes: &[Outcome]) -> Checked {
    let mut checked = Checked::default();
    headers(session, outcomes, &mut checked);
    malformed(session, &mut checked);
    checked
}

/// A request whose routing headers disagree with its body.
struct Mismatch {
    /// What was sent, in words.
    what: String,
    /// The body's method and params.
    body: (&'static str, Value),
    /// The method and params the headers name.
    route: (&'static str, Value),
    /// For the finding.
    input: Value,
}

/// The mismatches to send: `tools/list` with `Mcp-Method: prompts/list`, and a tool call that
/// was answered with a result (one its tool refused first: sent again, it does nothing
/// again, whether the server reads the headers or not) with an `Mcp-Name` naming a tool no
/// server has; a note when there is no such call.
fn mismatches(outcomes: &[Outcome], notes: &mut Vec<String>) -> Vec<Mismatch> {
    let mut out = vec![Mismatch {
        what: "tools/list with the header Mcp-Method: prompts/list".to_owned(),
        body: ("tools/list", json!({})),
        route: ("prompts/list", json!({})),
        input: json!({ "method": "tools/list", "Mcp-Method": "prompts/list" }),
    }];
    let answered = |refused: bool| {
        outcomes.iter().find(move |o| {
            o.probe.method == "tools/call"
                && o.probe.kind != Kind::UnknownTool
                && matches!(o.channel, Channel::Result { is_error } if is_error || !refused)
        })
    };
    let Some(call) = answered(true).or_else(|| answered(false)) else {
        notes.push(
            "Mcp-Name not checked against the body: no tool call was answered with a result to \
             send again"
                .to_owned(),
        );
        return out;
    };
    let tool = &call.probe.target;
    let mut other = UNKNOWN_TOOL.to_owned();
    if other == *tool {
        other.push_str("_2");
    }
    out.push(Mismatch {
        what: format!("tools/call of {tool} with the header Mcp-Name: {other}"),
        body: ("tools/call", call.probe.params.clone()),
        route: ("tools/call", json!({ "name": other })),
        input: json!({ "method": "tools/call", "name": tool, "Mcp-Name": other }),
    });
    out
}

/// Over Streamable HTTP in 2026-07-28, the [`mismatches`]: either answered with a result is
/// `header-mismatch-accepted`. Otherwise a note says they were not sent.
fn headers(session: &mut Session, outcomes: &[Outcome], checked: &mut Checked) {
    let (era, transport) = (&session.server.protocol_version, session.transport());
    if transport != "http" || era != STATELESS_VERSION {
        checked.notes.push(format!(
            "header-mismatch-accepted not checked: Mcp-Method and Mcp-Name are 2026-07-28 \
             headers of Streamable HTTP; this audit spoke {era} over {transport}"
        ));
        return;
    }
    let mut accepted: Vec<(String, Value)> = Vec::new();
    for mismatch in mismatches(outcomes, &mut checked.notes) {
        if session.time_left().is_zero() {
            break;
        }
        let id = session.fresh_id();
        let (method, params) = mismatch.body;
        let body = request_message(id, method, &session.stamped(params)).to_string();
        checked.asked += 1;
        let route = (mismatch.route.0, &mismatch.route.1);
        let Some((status, answer)) = session.raw(&body, Some(id), route, Duration::MAX) else {
            continue;
        };
        let result = lines::parse(&answer).ok();
        if result.is_some_and(|m| m.get("result").is_some()) {
            let said = cut(answer.trim(), 100);
            let what = mismatch.what;
            let evidence = format!("{what} was answered with a result (HTTP {status}): {said}");
            accepted.push((evidence, mismatch.input));
        }
    }
    if let Some((_, input)) = accepted.first() {
        let evidence = accepted.iter().map(|a| a.0.as_str()).collect::<Vec<_>>();
        checked.findings.push(finding(
            Signal::HeaderMismatchAccepted,
            None,
            evidence.join("; "),
            input,
        ));
    }
}

/// Malformed JSON-RPC requests (invalid JSON, `params` a string, `jsonrpc` "1.0", a method
/// that is a number): a stack trace or a file path in an answer is `malformed-request-leak`
/// (the first found; the rest are not sent).
fn malformed(session: &mut Session, checked: &mut Checked) {
    let wait = if session.transport() == "stdio" {
        QUIET_WAIT
    } else {
        Duration::MAX
    };
    let cases: [(&str, Build); 4] = [
        ("invalid JSON", |id, _| {
            format!(r#"{{"jsonrpc":"2.0","id":{id},"method":"tools/list","params":{{"#)
        }),
        ("a request whose params is a string", |id, _| {
            json!({ "jsonrpc": "2.0", "id": id, "method": "tools/list", "params": NOT_AN_OBJECT })
                .to_string()
        }),
        ("a request with jsonrpc \"1.0\"", |id, params| {
            json!({ "jsonrpc": "1.0", "id": id, "method": "tools/list", "params": params })
                .to_string()
        }),
        ("a request whose method is a number", |id, params| {
            json!({ "jsonrpc": "2.0", "id": id, "method": 42, "params": params }).to_string()
        }),
    ];
    for (what, build) in cases {
        if session.time_left().is_zero() {
            break;
        }
        let id = session.fresh_id();
        let body = build(id, session.stamped(json!({})));
        checked.asked += 1;
        let route = ("tools/list", &json!({}));
        let Some((status, answer)) = session.raw(&body, Some(id), route, wait) else {
            continue;
        };
        let shown = mask(&readable(&answer), &[NOT_AN_OBJECT.to_owned()]);
        let Some(m) = text::stack_trace(&shown).or_else(|| file_path(&shown)) else {
            continue;
        };
        let status = if status == 0 {
            String::new()
        } else {
            format!(" (HTTP {status})")
        };
        checked.findings.push(finding(
            Signal::MalformedRequestLeak,
            None,
            format!("{what} was answered{status}: {}", evidence(&shown, &m)),
            &json!(body),
        ));
        return;
    }
}

/// What an answer says: a JSON-RPC error's message and the JSON of its data, else the text
/// as it came (a result, an error page, lines that are not JSON-RPC).
fn readable(answer: &str) -> String {
    let Some(error) = lines::parse(answer)
        .ok()
        .and_then(|m| m.get("error").cloned())
    else {
        return answer.trim().to_owned();
    };
    let mut out = error
        .get("message")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_owned();
    if let Some(data) = error.get("data").filter(|d| !d.is_null()) {
        out.push('\n');
        out.push_str(&data.to_string());
    }
    out
}

/// An absolute file path in `text`: the upstream detector's `file path` (what it finds of its
/// other kinds first is set aside).
fn file_path(text: &str) -> Option<String> {
    let mut rest = text.to_owned();
    for _ in 0..32 {
        let (kind, m) = text::upstream_text(&rest)?;
        if kind == "file path" {
            return Some(m);
        }
        if m.is_empty() {
            return None;
        }
        rest = rest.replace(&m, " ");
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn internal_errors_are_told_by_code_or_message() {
        assert!(internal(-32603, "Internal error"));
        assert!(internal(-32000, "Internal server error: boom"));
        assert!(!internal(-32602, "Internal error: invalid params"));
        assert!(!internal(-32000, "Fetch failed"));
        assert!(!internal(
            -32001,
            "Request timed out\n{\"internal error\":1}"
        ));
    }

    #[test]
    fn a_path_is_found_behind_other_upstream_text() {
        let text = "parse failed at 10.0.0.7 in /srv/mcp/lib/rpc.js";
        assert_eq!(file_path(text).as_deref(), Some("/srv/mcp/lib/rpc.js"));
        assert_eq!(
            file_path("Parse error: expected value at line 1 column 1."),
            None
        );
        assert_eq!(
            readable(
                r#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error","data":{"at":"/app/x.js"}}}"#
            ),
            "Parse error\n{\"at\":\"/app/x.js\"}"
        );
    }
}
