//! What each answer shows the model, and the signals in it. The model-visible text of a
//! result is its text blocks joined and the JSON of its `structuredContent`; of a JSON-RPC
//! error, its message and the JSON of its data (agent clients show both: see the README).
//! Before the heuristics run, every string the probe sent is masked, so the probe's own path,
//! SQL or injection text is never taken for the server's.

use crate::client::Answer;
use crate::model::{self, Features};
use crate::probes::{shorten, Kind, Probe};
use serde_json::Value;
use std::borrow::Cow;
use toolwright::audit::text::{self, Refusal};
use toolwright::audit::{Finding, Signal};

/// What replaces the probe's own strings in an answer.
pub const MASK: &str = "<input>";

/// Where the traversal probes lead, once resolved.
const TRAVERSAL_TARGET: &str = "/etc/passwd";

/// The channel an answer came on.
#[derive(Debug, Clone, PartialEq)]
pub enum Channel {
    /// A result; `is_error` its flag.
    Result { is_error: bool },
    /// A JSON-RPC error.
    Error { code: i64 },
    /// No answer in time: reported, not a finding.
    Timeout,
    /// The transport failed.
    Transport,
}

/// One probe and what it got.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// The probe.
    pub probe: Probe,
    /// Its channel.
    pub channel: Channel,
    /// What the model is shown (empty for a timeout).
    pub text: String,
}

impl Outcome {
    /// Read `answer` to `probe`.
    pub fn new(probe: Probe, answer: &Answer) -> Outcome {
        let (channel, text) = match answer {
            Answer::Result(result) => (
                Channel::Result {
                    is_error: result.get("isError") == Some(&Value::Bool(true)),
                },
                result_text(result),
            ),
            Answer::Error {
                code,
                message,
                data,
            } => {
                let mut text = message.clone();
                if let Some(data) = data.as_ref().filter(|d| !d.is_null()) {
                    text.push('\n');
                    text.push_str(&data.to_string());
                }
                (Channel::Error { code: *code }, text)
            }
            Answer::Timeout => (Channel::Timeout, String::new()),
            Answer::Transport(why) => (Channel::Transport, why.clone()),
        };
        Outcome {
            probe,
            channel,
            text,
        }
    }

    /// Whether the answer is a failure the model is shown: an `isError` result (of a tool)
    /// or a JSON-RPC error.
    pub fn is_failure(&self) -> bool {
        matches!(
            self.channel,
            Channel::Result { is_error: true } | Channel::Error { .. }
        )
    }

    /// Whether the server answered: a result or a JSON-RPC error (not a timeout or a
    /// transport failure).
    pub fn answered(&self) -> bool {
        matches!(self.channel, Channel::Result { .. } | Channel::Error { .. })
    }

    /// Whether it is an `isError` result.
    pub fn is_error_result(&self) -> bool {
        self.channel == Channel::Result { is_error: true }
    }
}

/// The text blocks of a result joined, and the JSON of its `structuredContent`.
fn result_text(result: &Value) -> String {
    let mut parts: Vec<String> = result
        .get("content")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .filter(|b| b.get("type").and_then(Value::as_str) == Some("text"))
        .filter_map(|b| b.get("text").and_then(Value::as_str).map(str::to_owned))
        .collect();
    if let Some(structured) = result.get("structuredContent").filter(|s| !s.is_null()) {
        parts.push(structured.to_string());
    }
    parts.join("\n")
}

/// `text` with every string in `sent` (4 chars or more, longest first) replaced by
/// [`MASK`].
pub fn mask(text: &str, sent: &[String]) -> String {
    let mut sent: Vec<&String> = sent.iter().filter(|s| s.chars().count() >= 4).collect();
    sent.sort_by_key(|s| std::cmp::Reverse(s.len()));
    let mut out = text.to_owned();
    for s in sent {
        out = out.replace(s.as_str(), MASK);
    }
    out
}

/// Up to ~300 chars of `text` around `needle` (found as it is, else the start), quoted, line
/// breaks and tabs escaped, with what matched named.
pub fn evidence(text: &str, needle: &str) -> String {
    const WIDTH: usize = 300;
    let chars: Vec<char> = text.chars().collect();
    let at = text
        .find(needle)
        .map_or(0, |byte| text[..byte].chars().count());
    let len = needle.chars().count();
    let start = if chars.len() <= WIDTH {
        0
    } else {
        at.saturating_sub(WIDTH.saturating_sub(len.min(WIDTH)) / 2)
            .min(chars.len() - WIDTH)
    };
    let end = (start + WIDTH).min(chars.len());
    let mut out = String::new();
    for c in &chars[start..end] {
        match c {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c => out.push(*c),
        }
    }
    if start > 0 {
        out.insert(0, '…');
    }
    if end < chars.len() {
        out.push('…');
    }
    if needle.is_empty() {
        return format!("\"{out}\"");
    }
    format!("\"{out}\" ({})", crate::client::http::cut(needle, 80))
}

/// The standalone occurrence of number `n` in `text` (not part of a longer number).
fn number_in(text: &str, n: &str) -> bool {
    text.match_indices(n)
        .any(|(i, _)| standalone_at(text, i, n))
}

/// Whether number `n`, found at byte `i` of `text`, is not part of a longer one: no digit
/// joined to it on either side, nor a decimal point and a digit ("1011", "2.5", "10-1"; a
/// sentence's full stop after it, "received -4.", is fine).
fn standalone_at(text: &str, i: usize, n: &str) -> bool {
    let mut before = text[..i].chars().rev();
    let mut after = text[i + n.len()..].chars();
    let digit = |c: Option<char>| c.is_some_and(|c| c.is_ascii_digit());
    let (b1, b2) = (before.next(), before.next());
    let (a1, a2) = (after.next(), after.next());
    let joined_before = digit(b1) || (b1 == Some('.') && digit(b2));
    let joined_after = digit(a1) || (a1 == Some('.') && digit(a2));
    !joined_before && !joined_after
}

/// The probe's canary as `text` repeats it: whole, or cut short with an ellipsis after
/// twelve characters or more (`«twaudit-eb78…»`, as a title too long is quoted back).
fn canary_in<'a>(text: &'a str, canary: &'a str) -> Option<&'a str> {
    if text.contains(canary) {
        return Some(canary);
    }
    (12..canary.len())
        .rev()
        .filter(|&n| canary.is_char_boundary(n))
        .map(|n| &canary[..n])
        .find(|cut| {
            text.match_indices(cut).any(|(i, _)| {
                ["…", "..."]
                    .iter()
                    .any(|e| text[i + cut.len()..].starts_with(e))
            })
        })
}

/// Whether `text` repeats negative number `n` ("-1", "-5") as a word of its own (after a
/// space, a quote, a colon or a bracket, or first), not as a code or a status a program
/// returned ("exit code -1", "returned -1", "errno -1"): a rule is stated about zero or one
/// ("at least 1", "greater than 0"), seldom about a negative number, so a short negative
/// number in a failure to a probe that sent it is the probe's ("Valeur -1 invalide pour «
/// nb_places »", "Ungültiger Wert für 'anzahl_gaeste': -5", "Kişi sayısı -1 olamaz").
fn negative_alone(text: &str, n: &str) -> bool {
    const RETURNED: [&str; 20] = [
        "code",
        "status",
        "errno",
        "returned",
        "return",
        "exit",
        "rc",
        "result",
        "código",
        "codigo",
        "codice",
        "rückgabewert",
        "retourné",
        "résultat",
        "вернул",
        "вернула",
        "код",
        "kod",
        "błędu",
        "ergebnis",
    ];
    n.starts_with('-')
        && text.match_indices(n).any(|(i, _)| {
            let head = &text[..i];
            let word = head
                .trim_end_matches([' ', ':', '=', '\'', '"', '(', '['])
                .to_ascii_lowercase();
            let returned = RETURNED.iter().any(|w| word.ends_with(w));
            head.chars()
                .next_back()
                .is_none_or(|c| c.is_whitespace() || ":'\"«„“(['=".contains(c))
                && standalone_at(text, i, n)
                && !returned
        })
}

/// Whether `text` repeats number `n` as the value it got: `got -1`, `received: 0`,
/// `input_value=0`, `value 0`, `was 0`, `cannot unmarshal number -1`.
fn named_as_got(text: &str, n: &str) -> bool {
    const WORDS: [&str; 8] = [
        "got",
        "received",
        "input_value=",
        "value",
        "was",
        "given",
        "provided",
        "number",
    ];
    // What follows a value a rule is stated about: jsonschema's "-1 is less than the
    // minimum of 1", "-4 is not a positive number".
    const RULED: [&str; 9] = [
        " is less than",
        " is greater than",
        " is more than",
        " is below",
        " is above",
        " is not ",
        " is too ",
        " is out of",
        " is outside",
    ];
    text.match_indices(n).any(|(i, _)| {
        let (head, rest) = (&text[..i], &text[i + n.len()..]);
        let before = head.trim_end_matches([' ', ':', '\'', '"', '(']);
        let got = WORDS
            .iter()
            .any(|w| before.to_ascii_lowercase().ends_with(w));
        // A rule stated about the value standing alone, at the start of the text or of a
        // clause ("limit: -1 is less than ...", "Invalid page. -1 is ..."): not a version
        // or a name ("HTTP/2 is not supported", "Python 3 is not installed").
        let alone = head
            .trim_end()
            .chars()
            .next_back()
            .is_none_or(|c| ":.;,([\"'`".contains(c));
        let ruled = alone
            && RULED
                .iter()
                .any(|r| rest.to_ascii_lowercase().starts_with(r));
        standalone_at(text, i, n) && (got || ruled)
    })
}

/// A finding of `signal` in `tool` (`None`: the server's), with its evidence, the input
/// that drew it (shortened) and the signal's fix.
pub fn finding(signal: Signal, tool: Option<&str>, evidence: String, input: &Value) -> Finding {
    let mut finding = Finding::new(signal, tool, evidence);
    finding.input = Some(shorten(input));
    finding.fix = fix(signal).to_owned();
    finding
}

/// The findings of one outcome.
pub fn findings(outcome: &Outcome) -> Vec<Finding> {
    let success = matches!(outcome.channel, Channel::Result { is_error: false });
    if !outcome.is_failure() && !success {
        return Vec::new();
    }
    let probe = &outcome.probe;
    let traversal = matches!(probe.kind, Kind::Traversal | Kind::ResourceTraversal);
    let raw = outcome.text.as_str();
    let masked = mask(raw, &probe.sent);
    let tool = (probe.kind != Kind::UnknownTool).then_some(probe.target.as_str());
    let mut out = Vec::new();
    let mut add = |signal: Signal, needle: &str| {
        let shown = if raw.contains(needle) { raw } else { &masked };
        out.push(finding(signal, tool, evidence(shown, needle), &probe.input));
    };
    // A success that says it was not done ("Order not placed.", `"ok": false`) is read as
    // a failure for what it passes on from below and what it tells of a policy (below);
    // any other success is the tool's data.
    if success && !text::reports_failure(&masked) {
        // A caught exception's trace returned as a success is still shown to the model.
        if let Some(m) = text::stack_trace(&masked) {
            add(Signal::StackTrace, &m);
        }
        return out;
    }
    // What the learned readers score: the failure's words, the tool's name taken out; the
    // features of each text they read, computed once.
    let read = Features::of(&without_name(&masked, tool));
    // A rejection that names the path it refused names a path, the probe's own too: the
    // patterns' verdict and the path reader's, on an isError result.
    let paths = if traversal { raw } else { masked.as_str() };
    let path = outcome
        .is_error_result()
        .then(|| {
            let found =
                text::path_rejection(paths).map(|m| m.split(" … ").next().unwrap_or(&m).to_owned());
            let read_paths = traversal.then(|| Features::of(&without_name(raw, tool)));
            model::PATH.read(read_paths.as_ref().unwrap_or(&read), paths, found)
        })
        .flatten()
        .or_else(|| traversal_names_path(outcome));
    // A schema-violating probe's value repeated, or any value repeated in words that read
    // as a validation failure (the server's own checks: "Invalid email 'x'").
    // A hostile probe's value repeated by the check that refused it (a traversal rejected,
    // as the path patterns or the path reader read a rejection, even one the reader's veto
    // keeps out of the path findings; an injection caught) is the same echo: the check read
    // the argument and quoted it.
    let hostile = matches!(
        probe.kind,
        Kind::Traversal | Kind::ResourceTraversal | Kind::Injection | Kind::Sql
    );
    // The guard patterns' verdict, read once: for a hostile probe's echo and for an isError
    // result's guard finding.
    let guard = (hostile || outcome.is_error_result())
        .then(|| text::injection_signal(&masked))
        .flatten();
    let refused_hostile = hostile
        && (path.is_some() || text::path_rejection(raw).is_some() || guard.is_some())
        // The check's own words: a runtime's or a library's error that carries the path
        // (`[Errno 2] ...: '/srv/x/../../etc/passwd'`) is upstream text, not a check's echo.
        && text::upstream_text(&masked).is_none();
    // A success's echoes are not read (its value may be the tool's data).
    let validation =
        !success && (probe.violates || text::reads_as_validation(&masked) || refused_hostile);
    if validation {
        if let Some(canary) = probe.canary.as_deref().and_then(|c| canary_in(raw, c)) {
            add(Signal::ValidationEchoesValue, canary);
        }
    }
    if probe.violates && !success {
        // A number of 3 characters or more anywhere; a shorter one ("-1", "0") only where
        // the text says it is the value it got.
        let echoed = probe.number.as_deref().filter(|n| {
            (n.len() >= 3 && number_in(raw, n)) || negative_alone(raw, n) || named_as_got(raw, n)
        });
        if let Some(n) = echoed {
            add(Signal::ValidationEchoesValue, n);
        }
    }
    // A traversal's target as the server resolved it is the probe's, not the server's
    // data: it is no upstream path and no root of a policy.
    let own = if traversal {
        Cow::Owned(masked.replace(TRAVERSAL_TARGET, MASK))
    } else {
        Cow::Borrowed(masked.as_str())
    };
    let read_own = traversal.then(|| Features::of(&without_name(&own, tool)));
    let read_own = read_own.as_ref().unwrap_or(&read);
    // The refusals found below, whose words are then read for the policy's boundary they
    // state (`text::boundary_inside`).
    let mut refusals = Vec::new();
    if outcome.is_error_result() {
        // Auth words the learned reader may veto, unless they are to be taken as said (a
        // store's own refusal, a credential refused in another language's words:
        // `text::AuthWording::as_said`). An SDK's refusal of the request's method or form
        // refuses no credential: neither reads it.
        let auth = match text::auth_reading(&masked) {
            _ if text::refuses_request(&masked) => None,
            Some(w) if w.as_said => Some(w.evidence),
            wording => model::AUTH.read(&read, &masked, wording.map(|w| w.evidence)),
        };
        if let Some(m) = auth {
            add(Signal::AuthFailureAsResult, &m);
            refusals.push(Refusal::Credential);
        }
        if let Some(m) = path {
            add(Signal::PathDetailsAsResult, &m);
            refusals.push(Refusal::Path);
        }
        // A guard's verdict as the patterns and the learned reader read it together (a
        // caught injection's echo, above, is the patterns' alone).
        if let Some(m) = model::INJECTION.read(&read, &masked, guard) {
            add(Signal::InjectionSignalAsResult, &m);
            refusals.push(Refusal::Guard);
        }
        // A next step or the rule broken, in the failure's own words (not in an attached
        // trace or dump), as the patterns and the learned reader read it together; an
        // unknown tool is the client's to answer (agent clients never send one).
        let unguided = (!text::gives_guidance(&masked)).then(String::new);
        if probe.kind != Kind::UnknownTool {
            if let Some(m) = model::GUIDANCE.read(&read, &masked, unguided) {
                add(Signal::NoRetryGuidance, &m);
            }
        }
    }
    // A success that reports no failure returned above: the learned readers, like these
    // patterns, read failures only (a success's text is the tool's data).
    for (signal, found) in [
        (
            Signal::RawUpstreamText,
            model::UPSTREAM.read(read_own, &own, text::upstream_text(&own).map(|u| u.1)),
        ),
        (Signal::StackTrace, text::stack_trace(&masked)),
        (
            // A policy's boundary as the patterns and the learned reader read it together,
            // or as a refusal found above states it (taken as said: the refusal is known).
            Signal::PolicyEnumeration,
            model::POLICY
                .read(read_own, &own, text::policy_enumeration(&own))
                .or_else(|| {
                    refusals
                        .iter()
                        .find_map(|&r| text::boundary_inside(r, &own))
                }),
        ),
    ] {
        if let Some(m) = found {
            add(signal, &m);
        }
    }
    out
}

/// A tool traversal's `isError` failure that names a path, in whatever words: the probe's
/// own (its canary) or a filesystem's (`/srv/x`, `C:\x`, `\\host\share`, `file:///x`). The
/// path was all that was wrong with the call, so its failure refuses the path (unless the
/// value broke the schema, a schema's check refused its shape: a pattern, an enum, a type,
/// or the failure gives another reason: an auth failure, a rate limit), and the path it
/// names shows the model where things are.
fn traversal_names_path(outcome: &Outcome) -> Option<String> {
    let probe = &outcome.probe;
    let raw = outcome.text.as_str();
    // A failure for another reason that happens to name a path (the caller's credential
    // refused, a rate limit on an endpoint) does not refuse the path. (Not every auth
    // word: "accesso negato" is said of a path too.)
    let other_reason = || {
        let lower = raw.to_lowercase();
        text::credential_refused(raw).is_some()
            || ["rate limit", "too many requests", "quota"]
                .iter()
                .any(|w| lower.contains(w))
    };
    if probe.kind != Kind::Traversal
        || probe.violates
        || !outcome.is_error_result()
        || text::refuses_shape(raw)
        || other_reason()
    {
        return None;
    }
    let canary = probe.canary.as_deref().filter(|c| raw.contains(*c));
    canary
        .or_else(|| text::filesystem_path(raw))
        .map(str::to_owned)
}

/// `text` without the tool's name where the name is an identifier no prose uses (three
/// characters or more, with `_`, `-`, `.`, `/`, a digit or an inner capital:
/// `git_diff_staged`, `get-file`, `listOrders`), so that one server's answer scores the same
/// whatever tool gave it ("Error executing tool git_show: ..."); a name that is a plain
/// word (`search`, `Suche`) is left, as words are read. Whole names only: not inside a
/// longer identifier (`git_show_all`, `get-file-info`, `files.read.all`).
fn without_name<'a>(text: &'a str, tool: Option<&str>) -> Cow<'a, str> {
    let identifier = |n: &str| {
        n.chars().count() >= 3
            && n.chars().enumerate().any(|(i, c)| {
                matches!(c, '_' | '-' | '.' | '/')
                    || c.is_ascii_digit()
                    || (i > 0 && c.is_uppercase())
            })
    };
    let Some(name) = tool.filter(|n| identifier(n)) else {
        return Cow::Borrowed(text);
    };
    // A neighbour that continues the name: a word's character, or a dot joined to one.
    fn continues(mut side: impl Iterator<Item = char>) -> bool {
        match side.next() {
            Some('.') => side.next().is_some_and(char::is_alphanumeric),
            Some(c) => c.is_alphanumeric() || matches!(c, '_' | '-'),
            None => false,
        }
    }
    let (mut out, mut last, mut from) = (String::new(), 0, 0);
    while let Some(found) = text[from..].find(name) {
        let (at, end) = (from + found, from + found + name.len());
        if !continues(text[..at].chars().rev()) && !continues(text[end..].chars()) {
            out.push_str(&text[last..at]);
            (last, from) = (end, end);
        } else {
            from = at + text[at..].chars().next().map_or(1, char::len_utf8);
        }
    }
    if last == 0 {
        return Cow::Borrowed(text);
    }
    out.push_str(&text[last..]);
    Cow::Owned(out)
}

/// A server-level finding: no probe got an `isError` result, yet tool calls failed with
/// JSON-RPC errors (the unknown tool's aside).
pub fn never_returns_result(outcomes: &[Outcome]) -> Option<Finding> {
    let calls = || {
        outcomes
            .iter()
            .filter(|o| o.probe.method == "tools/call" && o.probe.kind != Kind::UnknownTool)
    };
    if outcomes.iter().any(Outcome::is_error_result) {
        return None;
    }
    let thrown: Vec<&Outcome> = calls()
        .filter(|o| matches!(o.channel, Channel::Error { .. }))
        .collect();
    let first = thrown.first()?;
    let code = match first.channel {
        Channel::Error { code } => code,
        _ => 0,
    };
    let mut finding = Finding::new(
        Signal::NeverReturnsResult,
        None,
        format!(
            "{} of {} tool calls answered with a JSON-RPC error, none with an isError result; \
             e.g. {} ({code}): {}",
            thrown.len(),
            calls().count(),
            first.probe.target,
            crate::client::http::cut(&first.text, 200)
        ),
    );
    finding.input = Some(shorten(&first.probe.input));
    finding.fix = fix(Signal::NeverReturnsResult).to_owned();
    Some(finding)
}

/// What to change, per signal: generic, then the toolwright remedy.
pub fn fix(signal: Signal) -> &'static str {
    match signal {
        Signal::AuthFailureAsResult => "Refuse an unauthenticated or unauthorized call on the protocol channel (HTTP 401/403, or a JSON-RPC error), not as a tool result; with toolwright classify it `#[error_kind(security, reply = \"unauthorized\")]` or declare the tool's `scopes = [...]`.",
        Signal::PathDetailsAsResult => "Reject the path with a fixed message that names neither the path nor the root it must stay under; with toolwright classify it `#[error_kind(security)]`, or `disguise = ` a not-found sibling.",
        Signal::InjectionSignalAsResult => "Do not tell the model it tripped a check; with toolwright classify the rejection `#[error_kind(security)]` with the default reply.",
        Signal::RawUpstreamText => "Answer with a sanitized message and keep the upstream error in the server log; with toolwright classify it `#[error_kind(internal)]`, or give the operational variant a fixed `message = \"...\"` that does not interpolate its source.",
        Signal::StackTrace => "Never send a stack trace to the client: log it and answer with a correlation id; with toolwright an `#[error_kind(internal)]` failure does exactly that.",
        Signal::PolicyEnumeration => "Refuse without listing what is allowed; with toolwright classify the refusal `#[error_kind(security)]` (a fixed reply; the log keeps the details).",
        Signal::ValidationEchoesValue => "Name the argument and the rule that failed, not the rejected value (SEP-1303); with toolwright the schema check already does, and a `category = \"validation\"` message must not interpolate the value.",
        Signal::NeverReturnsResult => "Return the failures the model can act on (bad arguments, not found, rate limited) as isError results with a message; with toolwright classify them `#[error_kind(operational, ...)]`.",
        Signal::NoRetryGuidance => "Say what to do next or whether to retry; with toolwright give the operational variant a `suggested_action = \"...\"` or `retry_after_ms`.",
        Signal::AmbiguousAnnotations => "List each tool once, with `destructiveHint` a boolean: clients decide from it whether to ask before a call; with toolwright the annotations come from `#[mcp_tool(destructive)]` and are always booleans.",
        Signal::UnadvertisedMethodServed => "Answer `-32601` for every method whose capability the server did not declare, so what a client or gateway allows by capability is all there is; toolwright answers an undeclared method exactly as one that does not exist.",
        Signal::HeadOfLineBlocking => "Serve requests concurrently (a task per call), and keep blocking work off the loop that reads them: the Python SDK, FastMCP and the TypeScript SDK run each call as a task, yet a synchronous wait inside an async handler (a sleep, a synchronous HTTP, database or file call, a long loop) stops every request; await it, or run it in a thread (a plain `def` tool, which the Python SDKs run in a thread pool; `anyio.to_thread.run_sync`; a worker thread in Node). toolwright's transports run each call in its own task.",
        Signal::RetryUnsafe => "Take the client's key for the operation so a retry answers the first outcome (toolwright: `#[mcp_tool(idempotency_key = <argument>)]`), or rate limit the tool (`rate_limit = \"N/minute\"`).",
        Signal::CrashOnProbe => "Catch every failure of a call and answer it (an isError result for what the model can fix, a JSON-RPC error otherwise); never exit, close the output or write anything but JSON-RPC on a bad input; toolwright answers a handler's panic as `-32603` and keeps serving.",
        Signal::InternalErrorForBadArguments => "Answer arguments that break the schema with `-32602` (or an isError validation result naming the argument and the rule), not `-32603`: the model can correct a call only if it is told the call was wrong; toolwright checks every call against the tool's schema first.",
        Signal::MalformedInputAccepted => "Validate every call against the tool's input schema before running it (types, required, additionalProperties) and refuse what does not fit; toolwright validates against the schema the macros derive, before the handler runs.",
        Signal::HeaderMismatchAccepted => "Refuse a 2026-07-28 request whose Mcp-Method or Mcp-Name header disagrees with its body (400, -32001), so a gateway that routed on the headers saw what runs; toolwright's Streamable HTTP transport does.",
        Signal::MalformedRequestLeak => "Answer a malformed JSON-RPC request with a fixed -32700 or -32600 error; log the parser's detail, never send it; toolwright's transports answer with a fixed message.",
        _ => "See the signal's description.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masking_replaces_the_probes_own_strings_longest_first() {
        let sent = vec!["../x/../etc".to_owned(), "../x".to_owned(), "ab".to_owned()];
        assert_eq!(
            mask("bad ../x/../etc and ../x, ab", &sent),
            "bad <input> and <input>, ab"
        );
    }

    #[test]
    fn a_short_number_is_echoed_where_the_text_names_it_or_states_a_rule_about_it() {
        assert!(named_as_got(
            "limit: -1 is less than the minimum of 1",
            "-1"
        ));
        assert!(named_as_got("page must be positive; received -4.", "-4"));
        assert!(!named_as_got("received -4.5 instead", "-4"));
        assert!(!named_as_got("range 10-1 is reversed", "-1"));
        assert!(!named_as_got("showing page -1 of 3", "-1"));
        assert!(named_as_got(
            "Invalid page. -1 is less than the minimum of 1.",
            "-1"
        ));
        assert!(!named_as_got("HTTP/2 is not supported", "2"));
        assert!(!named_as_got("Python 3 is not installed", "3"));
    }

    #[test]
    fn a_canary_cut_short_with_an_ellipsis_is_still_the_probes() {
        let canary = "twaudit-eb783b1c";
        assert_eq!(
            canary_in("title «twaudit-eb783b1c» too long", canary),
            Some(canary)
        );
        assert_eq!(
            canary_in("Il titolo «twaudit-eb78…» supera i 200 caratteri.", canary),
            Some("twaudit-eb78")
        );
        assert_eq!(
            canary_in("title 'twaudit-eb783...' too long", canary),
            Some("twaudit-eb783")
        );
        // Too short a piece, or no ellipsis after it, is not the probe's.
        assert_eq!(canary_in("twaudit-e… is a prefix", canary), None);
        assert_eq!(canary_in("ids twaudit-eb78 and twaudit-eb79", canary), None);
    }

    #[test]
    fn a_short_negative_number_standing_alone_is_echoed_but_not_a_code_or_a_range() {
        for echoed in [
            "Valeur -1 invalide pour « nb_places ».",
            "Ungültiger Wert für 'anzahl_gaeste': -5. Erlaubt sind Werte ab 1.",
            "Kişi sayısı -1 olamaz.",
            "quantity=-3 rejected",
            "-1",
        ] {
            let n = echoed
                .split(|c: char| !(c == '-' || c.is_ascii_digit()))
                .find(|w| w.starts_with('-') && w.len() > 1)
                .unwrap();
            assert!(negative_alone(echoed, n), "{echoed}");
        }
        for other in [
            ("Lookup failed: exit code -1", "-1"),
            ("read() returned -1", "-1"),
            ("Fehler: Rückgabewert -1", "-1"),
            ("La función devolvió el código -1", "-1"),
            ("range 10-1 is reversed", "-1"),
            ("offset -1.5 is not a whole number", "-1"),
            ("use the pre-1 layout", "-1"),
            ("at least 1 guest", "1"),
        ] {
            assert!(!negative_alone(other.0, other.1), "{}", other.0);
        }
    }

    /// The outcome of a `kind` probe that sent `sent` and got `text` as an `isError` result.
    fn refused(kind: Kind, sent: &str, text: &str) -> Outcome {
        Outcome {
            probe: Probe {
                method: "tools/call",
                target: "read_file".to_owned(),
                kind,
                params: serde_json::json!({}),
                input: serde_json::json!({ "path": sent }),
                sent: vec![sent.to_owned()],
                canary: crate::probes::canary_in(&serde_json::json!(sent)),
                number: None,
                violates: false,
            },
            channel: Channel::Result { is_error: true },
            text: text.to_owned(),
        }
    }

    /// The evidence of the first finding of `signal` in an answer, if any.
    fn reported(outcome: &Outcome, signal: Signal) -> Option<String> {
        findings(outcome)
            .into_iter()
            .find(|f| f.signal == signal)
            .map(|f| f.evidence)
    }

    /// The learned readers score an answer without the tool's name when it is an
    /// identifier: the same answer from two tools of one server gives the same findings.
    /// Fails if the name is read again, or cut where it is part of a longer word.
    #[test]
    fn one_answer_reads_alike_from_every_tool_whose_name_it_carries() {
        let said = |tool: &str| {
            format!("Error executing tool {tool}: Repository path '.' is outside the allowed repository '/srv/repo'")
        };
        for (text, name) in [
            ("git_show_all failed", "git_show"),
            ("get-file-info failed", "get-file"),
            ("see files.read.all", "files.read"),
            ("no search results", "search"),
            ("keine Suche möglich", "Suche"),
            ("/api/v2/x failed", "v2"),
        ] {
            assert_eq!(without_name(text, Some(name)), text, "{name}");
        }
        for (text, name, left) in [
            (
                "listOrders failed; call listOrders again",
                "listOrders",
                " failed; call  again",
            ),
            ("Call files.read.", "files.read", "Call ."),
            ("get-file: no such file", "get-file", ": no such file"),
        ] {
            assert_eq!(without_name(text, Some(name)), left, "{name}");
        }
        let tools = [
            "git_show",
            "git_branch",
            "git_diff_unstaged",
            "git_create_branch",
            "git_log",
        ];
        for tool in tools {
            assert_eq!(without_name(&said(tool), Some(tool)), said("").as_str());
        }
        let signals = |tool: &str| {
            let outcome = Outcome {
                probe: Probe {
                    target: tool.to_owned(),
                    ..refused(Kind::Empty, "", "").probe
                },
                ..refused(Kind::Empty, "", &said(tool))
            };
            // A model's sentence is quoted as shown, the name in it, and cut at 120
            // characters: compared up to the model's score.
            let mut found: Vec<(Signal, String)> = findings(&outcome)
                .into_iter()
                .map(|f| {
                    let evidence = f.evidence.replace(tool, "");
                    let end = evidence
                        .find("(model ")
                        .map_or(evidence.len(), |i| i + "(model 0.83".len());
                    (f.signal, evidence[..end].to_owned())
                })
                .collect();
            found.sort();
            found
        };
        let first = signals(tools[0]);
        for tool in tools {
            assert_eq!(signals(tool), first, "{tool}");
        }
    }

    /// A policy in words no pattern reads is the learned model's, on a failure only; a
    /// clean failure is no one's.
    #[test]
    fn a_policy_no_pattern_reads_is_the_models_on_a_failure_only() {
        let policy = |o: &Outcome| reported(o, Signal::PolicyEnumeration);
        let text = "Cold-storage lockers at the Brixton depot go to market traders on the council register. Everyone else uses the dry lockers.";
        assert_eq!(toolwright::audit::text::policy_enumeration(text), None);
        let failure = refused(Kind::EnumViolation, "locker-12", text);
        let evidence = policy(&failure).expect("the model reads it as a policy");
        assert!(evidence.contains("(model 0."), "{evidence}");
        let success = Outcome {
            channel: Channel::Result { is_error: false },
            ..refused(Kind::EnumViolation, "locker-12", text)
        };
        assert_eq!(policy(&success), None);
        let clean = refused(
            Kind::EnumViolation,
            "4411",
            "Order 4411 was not found. Call list_orders to see the orders you can read.",
        );
        assert_eq!(policy(&clean), None);
    }

    /// The role an auth failure requires, the threshold a guard's verdict states and the
    /// root a path rejection states as the bound are a policy's boundary, read once that
    /// refusal is found (taken as said); the same words in a failure no other signal reads
    /// as a refusal are not. Fails if the policy's reading inside a refusal is lost, or if
    /// it reads every failure.
    #[test]
    fn a_policy_inside_an_auth_failure_a_guards_verdict_or_a_path_rejection_is_read_there_only() {
        let policy = |o: &Outcome| reported(o, Signal::PolicyEnumeration);
        let role = "Hozzáférés megtagadva: a bevallás beküldéséhez „adótanácsadó” szerepkör szükséges, az Ön szerepköre „könyvelő”.";
        let guard = "Request blocked by input guard: prompt_injection score 0.97 (threshold 0.80).";
        let root = "Odmowa dostępu: ścieżka /etc/passwd wychodzi poza katalog /var/jail/pliki.";
        for (kind, sent, text, other) in [
            (Kind::Empty, "", role, Signal::AuthFailureAsResult),
            (Kind::Injection, "", guard, Signal::InjectionSignalAsResult),
            (
                Kind::Traversal,
                "../../../../etc/passwd",
                root,
                Signal::PathDetailsAsResult,
            ),
        ] {
            assert_eq!(toolwright::audit::text::policy_enumeration(text), None);
            let failure = refused(kind, sent, text);
            assert!(reported(&failure, other).is_some(), "{text}");
            let evidence = policy(&failure).expect("the boundary inside the refusal");
            assert!(!evidence.contains("model"), "{evidence}");
        }
        for text in [
            "Pole „rola”: wartość „administrator-systemu” jest za długa (maks. 12 znaków).",
            "Eksport nie powiódł się: dysk poza katalogiem /var/exports jest pełny.",
        ] {
            let failure = refused(Kind::Empty, "", text);
            assert_eq!(reported(&failure, Signal::AuthFailureAsResult), None);
            assert_eq!(reported(&failure, Signal::PathDetailsAsResult), None);
            assert_eq!(policy(&failure), None, "{text}");
        }
    }

    /// A success that says it was not done is read for the policy it states and the
    /// upstream text it passes on, as a failure is; its echoes and missing guidance are
    /// not, and a success that reports no failure stays the tool's data. Fails if either
    /// reading is lost or spreads to every success.
    #[test]
    fn a_success_that_says_it_was_not_done_is_read_as_a_failure_for_policy_and_upstream() {
        let success = |text: &str| Outcome {
            channel: Channel::Result { is_error: false },
            ..refused(Kind::Empty, "", text)
        };
        let policy = "Order not placed.\n{\"accepted\": false, \"reason\": \"Allocation rule: only customers on the 2019-2023 allocation list may order.\"}";
        let upstream = "{\"booked\": false, \"error\": \"psycopg2.OperationalError: could not connect to server: Connection refused\\n\\tIs the server running on host \\\"db-7.internal\\\" (10.0.3.7) and accepting TCP/IP connections on port 5432?\"}";
        let read = success(policy);
        assert!(
            reported(&read, Signal::PolicyEnumeration).is_some(),
            "{policy}"
        );
        assert_eq!(reported(&read, Signal::NoRetryGuidance), None);
        assert!(
            reported(&success(upstream), Signal::RawUpstreamText).is_some(),
            "{upstream}"
        );
        let data = "Allocation rule: only customers on the 2019-2023 allocation list may order.";
        assert_eq!(reported(&success(data), Signal::PolicyEnumeration), None);
        assert!(reported(&refused(Kind::Empty, "", data), Signal::PolicyEnumeration).is_some());
    }

    /// An auth failure in words the patterns miss is the auth model's; a next step the
    /// patterns miss (the free alternatives, no verb) clears a failure of missing guidance
    /// through the guidance model's veto, while a bare failure stays one. Fails if either
    /// model's path into the findings is lost.
    #[test]
    fn the_learned_readers_add_an_auth_failure_and_clear_a_next_step_the_patterns_miss() {
        use toolwright::audit::text;
        let lapsed = "Il tuo accesso è scaduto: rientra dal portale soci.";
        assert_eq!(text::auth_wording(lapsed), None);
        let auth = reported(
            &refused(Kind::Empty, "", lapsed),
            Signal::AuthFailureAsResult,
        )
        .expect("the model reads it as an auth failure");
        assert!(auth.contains("model 0."), "{auth}");

        let free = "Lane 4 at Saturday's swim is taken. Lanes 2, 6 and 7 are empty.";
        assert!(!text::gives_guidance(free));
        let unguided = |text: &str| {
            reported(&refused(Kind::Empty, "", text), Signal::NoRetryGuidance).is_some()
        };
        assert!(!unguided(free));
        assert!(unguided("Something went wrong."));
    }

    /// An MCP SDK's refusal of the request's method or form is no auth failure, whatever its
    /// words; the same words under a code a server chose are one. Fails if the refusal is
    /// read as an auth failure, or if the gate swallows every "MCP error".
    #[test]
    fn an_sdk_refusal_of_the_request_is_no_auth_failure() {
        let auth = |text: &str| {
            reported(&refused(Kind::Empty, "", text), Signal::AuthFailureAsResult).is_some()
        };
        let words = "Unauthorized: this tool requires an authenticated session.";
        assert!(auth(&format!("MCP error -32001: {words}")));
        for code in ["-32601", "-32600", "-32700"] {
            assert!(!auth(&format!("MCP error {code}: {words}")), "{code}");
        }
    }

    #[test]
    fn a_hostile_value_quoted_by_the_check_that_refused_it_is_an_echo() {
        let echoes = |o: &Outcome| reported(o, Signal::ValidationEchoesValue).is_some();
        let sent = "../../../../twaudit-0a1b2c3d/id_rsa";
        let quoted = refused(
            Kind::Traversal,
            sent,
            &format!("Path traversal detected in '{sent}'."),
        );
        assert!(echoes(&quoted));
        // A runtime's error that carries the path is upstream text, not a check's echo.
        let passed_on = refused(
            Kind::Traversal,
            sent,
            &format!("[Errno 13] Permission denied: '/srv/docs/{sent}'"),
        );
        assert!(!echoes(&passed_on));
        // A refusal that does not quote the value echoes nothing.
        let unquoted = refused(Kind::Traversal, sent, "Path traversal detected.");
        assert!(!echoes(&unquoted));
        // A rejection in words no path pattern reads, which the path reader does (tuning
        // batch 19's Dutch): the path it quotes is the check's echo all the same.
        let sent = "../../twaudit-0e7f5a23";
        let text = format!(
            "Pad '{sent}' valt buiten de toegestane map. Gebruik een pad binnen 'uploads/'."
        );
        assert_eq!(text::path_rejection(&text), None);
        let dutch = refused(Kind::Traversal, sent, &text);
        assert!(reported(&dutch, Signal::PathDetailsAsResult).is_some());
        assert!(echoes(&dutch));
    }

    /// A traversal's failure that names a path shows path details in any language: the
    /// probe's own path (its canary) or a filesystem's. Not a schema's refusal of the
    /// value's shape, a request line's path, a trace frame's file, a value that broke the
    /// schema, or another probe's failure.
    #[test]
    fn a_traversal_refused_naming_a_path_shows_path_details_in_any_words() {
        let sent = "twaudit-5c1e9a07/../../../../../../etc/passwd";
        let named = |text: &str| traversal_names_path(&refused(Kind::Traversal, sent, text));
        for (text, path) in [
            (
                "Åtkomst nekad: \\\\filer01\\arkiv$ ligger utanför den delade roten.",
                "\\\\filer01\\arkiv$",
            ),
            ("파일을 열 수 없습니다: file:///etc/passwd", "file:///etc/passwd"),
            (
                "Impossibile leggere C:\\dati\\mcp\\passwd: accesso negato",
                "C:\\dati\\mcp\\passwd",
            ),
            (
                "java.nio.file.AccessDeniedException: /etc/passwd\n\tat java.base/sun.nio.fs.UnixException.translateToIOException(UnixException.java:90)",
                "/etc/passwd",
            ),
            (
                "Lê-yên-ma: twaudit-5c1e9a07/../../../../../../etc/passwd",
                "twaudit-5c1e9a07",
            ),
        ] {
            assert_eq!(named(text).as_deref(), Some(path), "{text}");
        }
        let swedish = refused(
            Kind::Traversal,
            sent,
            "Åtkomst nekad: \\\\filer01\\arkiv$ ligger utanför den delade roten.",
        );
        assert!(reported(&swedish, Signal::PathDetailsAsResult).is_some());
        for text in [
            &format!("String '{sent}' does not match pattern ^[a-z0-9_]+$"),
            "Upstream said: GET /v1/files/list returned 502",
            "KeyError: 'mode'\n  File \"/srv/app/tools.py\", line 12, in read",
            "Die Datei konnte nicht gelesen werden.",
            // Another reason, with a path in it.
            "Rate limit exceeded on /srv/files/read; slow down.",
            "Unauthorized: your access token has expired (/srv/files/read).",
        ] {
            assert_eq!(named(text), None, "{text}");
        }
        // A verb that is no request line's; a message that opens with "File".
        assert_eq!(
            named("Cannot delete /srv/x/passwd: outside the root").as_deref(),
            Some("/srv/x/passwd")
        );
        assert_eq!(
            named("File \"/srv/x/passwd\" is outside the sandbox").as_deref(),
            Some("/srv/x/passwd")
        );
        let text = "Zugriff verweigert: /srv/daten/passwd";
        let mut broke_schema = refused(Kind::Traversal, sent, text);
        broke_schema.probe.violates = true;
        assert_eq!(traversal_names_path(&broke_schema), None);
        assert_eq!(traversal_names_path(&refused(Kind::Empty, "", text)), None);
        assert_eq!(named(text).as_deref(), Some("/srv/daten/passwd"));
    }

    #[test]
    fn evidence_keeps_the_match_in_a_long_text() {
        let text = format!("{}MATCH{}", "a".repeat(1000), "b".repeat(1000));
        let e = evidence(&text, "MATCH");
        assert!(e.contains("MATCH") && e.chars().count() < 400, "{e}");
        assert!(number_in("got 101.", "101") && !number_in("got 1011", "101"));
    }
}
