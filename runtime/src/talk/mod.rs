//! Talking back to the client during a call: what a handler can ask of it (elicitation,
//! sampling, roots) and tell it (log messages), and what a transport provides for that. The
//! handler's side is on [`Context`](crate::Context) ([`elicit`](crate::Context::elicit),
//! [`sample`](crate::Context::sample), [`list_roots`](crate::Context::list_roots),
//! [`log`](crate::Context::log)).
//!
//! The same handler code serves both eras. In 2025-11-25 a question is a JSON-RPC request
//! to the client over the call's connection (or its SSE response), and the call waits for
//! the answer. In 2026-07-28 the server sends no requests: the call ends with an
//! `input_required` result listing its questions, and the client retries it with the
//! answers (multi round-trip requests); the handler runs again from the start and this
//! time finds each answer where it asked.
//!
//! A destructive tool can ask the human before it acts, and any tool can tell the client what
//! it is doing:
//!
//! ```
//! use toolwright::{mcp_tool, tools, Context, Elicit, Elicited, ToolError};
//!
//! /// What the human decides.
//! #[derive(Debug, serde::Deserialize, schemars::JsonSchema, Elicit)]
//! struct Approval {
//!     /// Approve this refund over the limit?
//!     approve: bool,
//! }
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! pub enum RefundError {
//!     #[error("refund of {amount} over the limit, not approved")]
//!     #[error_kind(operational, category = "business",
//!         message = "A refund of {amount} cents needs a manager's approval.",
//!         suggested_action = "Escalate to a human manager.")]
//!     OverLimit { amount: u64 },
//! }
//!
//! /// Refund an order; over 50,000 cents only with the user's approval.
//! #[mcp_tool(destructive)]
//! async fn refund(#[ctx] ctx: Context, amount: u64) -> Result<String, RefundError> {
//!     if amount > 50_000 {
//!         // Ask before acting: a 2026-07-28 retry runs the handler again from the top.
//!         let question = format!("Refund {amount} cents? It is over the limit.");
//!         match ctx.elicit::<Approval>(question).await {
//!             Elicited::Accepted(Approval { approve: true }) => {}
//!             // Declined, dismissed, timed out, or a client that cannot ask.
//!             _ => return Err(RefundError::OverLimit { amount }),
//!         }
//!     }
//!     ctx.info(format!("refunding {amount} cents"));
//!     Ok(format!("refunded {amount}"))
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! // In-process there is nobody to ask: `Elicited::Unsupported`, and the fallback.
//! let outcome = tools![refund].call("refund", serde_json::json!({"amount": 75_000})).await;
//! assert!(outcome.as_result().unwrap().text().contains("[category=business;"));
//! # }
//! ```
//!
//! - **A form is a type**: `#[derive(Elicit)]` (beside `Deserialize` and `JsonSchema`) on a
//!   struct whose fields are what elicitation can ask for: strings (`format` email, uri, date,
//!   date-time), integers, floats, booleans, a unit-only enum that also derives `Elicit` (one
//!   choice; `#[schemars(title = "..")]` on variants titles them), a `Vec` of one (several
//!   choices), or an `Option` of any (not required). `#[serde(default = "..")]` becomes the
//!   field's `default` (schemars writes it only when the field's type is `Serialize`), doc
//!   comments its description. A nested struct, a list of strings, a
//!   map or a tuple struct does not compile, and the error is at the field's type. Never ask
//!   for passwords, tokens or card numbers in a form: MCP forbids it.
//! - **What comes back**: `Elicited::Accepted(T)`, `Declined`, `Cancelled` (dismissed, or an
//!   answer that does not fit the form), `Unsupported` (the client did not declare
//!   elicitation, or an in-process call) or `TimedOut` ([`Server::elicitation_timeout`](crate::server::Server::elicitation_timeout),
//!   default 5 minutes; the wait also counts against the tool's `timeout_ms`).
//!   [`.accepted()?`](Elicited::accepted) turns the last four into [`Unanswered`], a `ToolError` whose
//!   results tell the model what happened: `declined` (declined or dismissed),
//!   `unsupported`, or `timeout` (retryable).
//! - **2025-11-25**: `elicitation/create` is a JSON-RPC request to the client, on the stdio
//!   connection or on the call's own SSE response over HTTP (a talking call's response becomes
//!   a stream when it first asks or logs, and stays `application/json` if it never does). The
//!   client's answer is a message of its own (over HTTP a POST of the session, answered
//!   `202`). A question not answered in time, or whose call is cancelled or ends, is withdrawn
//!   with `notifications/cancelled`; at most 64 questions wait per connection or session, and
//!   a connection or session that ends takes its questions with it.
//! - **2026-07-28** (multi round-trip requests): the call ends with `resultType:
//!   "input_required"`, its questions in `inputRequests` (`elicitation-1`, `elicitation-2`,
//!   … in the order the handler asks), and a `requestState`. The client retries the call
//!   under a new id with `inputResponses` and the `requestState`; the handler runs again and
//!   `elicit` returns the answer. The state is HMAC-SHA256-sealed under the server's key
//!   (derived from `HttpConfig::session_key` over HTTP, so any replica that shares it takes
//!   the retry) and names the tool, a digest of the arguments, the caller's subject, an
//!   expiry (`elicitation_timeout`) and each question's digest: it is refused (`-32602`) for
//!   another tool, other arguments or another caller, when forged or expired, and an answer
//!   counts only for the question it was asked for. Answers a first call sends without a
//!   state (the client answered before it was asked, which SEP-2322 allows) count for the
//!   question the handler asks under the same key, checked against its form like any answer;
//!   keys nobody asks are ignored.
//!   It is not single-use: a retry can be replayed by the same caller with the same
//!   arguments, which re-runs a handler that already acted; keep one-time effects idempotent.
//! - **Sampling** (`ctx.sample(`[`SamplingRequest::new`]`(prompt, max_tokens))`):
//!   `sampling/createMessage` to a client that declared `sampling`: a request on the
//!   connection in 2025-11-25, an `input_required` round in 2026-07-28 (SEP-2322 lists it
//!   beside elicitation; the retry's answer reaches the handler as elicitation's does); a
//!   user's rejection is `Unanswered::Declined`, a client without the capability
//!   `Unanswered::Unsupported`.
//! - **Roots** (`ctx.list_roots()`): the client's `roots/list`, to a client that declared
//!   `roots`: a request in 2025-11-25, an `input_required` round in 2026-07-28;
//!   `Unanswered::Unsupported` otherwise.
//! - **Naming a question** (`ctx.keyed("user_name").elicit::<Name>(..)`): in 2026-07-28 the
//!   `inputRequests` key of the question (by default `elicitation-1`, `sampling-2`, … in the
//!   order asked). Questions asked together (`tokio::join!`) go out in one round.
//! - **Log messages** (`ctx.log(level, ..)`, `ctx.debug`, `ctx.info`, `ctx.warning`,
//!   `ctx.error`): always a `tracing` event (target `toolwright::tool`); in 2025-11-25 also
//!   `notifications/message` (logger: the tool's name) at or above the level the client set
//!   with `logging/setLevel` (`info` until it does; over HTTP the level is remembered by the
//!   replica that received it). MCP logging is deprecated in 2026-07-28, so there log
//!   messages go to `tracing` only and `logging/setLevel` is `-32601`. Every message goes
//!   through the sanitizer first: a log line cannot carry what a result could not.
//!
//! Reads and prompts can ask too, as [`resource`](crate::resource) says; a task's questions are
//! answered through `tasks/update` ([`server::tasks`](crate::server::tasks)). Which way
//! toolwright went where the spec leaves the choice (a client without the capability, a state
//! that fails verification, an answer that does not fit the form) is in `CONFORMANCE.md` in the
//! repository.

pub(crate) mod elicit;
mod inbox;
mod link;
mod rounds;

pub use elicit::Elicit;
pub(crate) use inbox::Inbox;
pub(crate) use link::{
    ClientCaps, Link, LinkError, LinkFuture, Talk, DEFAULT_WAIT, TASKS_EXTENSION,
};
pub(crate) use rounds::{Answer, Asked, Rounds};

use crate::error::{Category, Classification, ErrorKind, Rendered, ToolError, VariantSpec};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use std::fmt;

/// The severity of a log message, in RFC 5424 order (what MCP's `notifications/message`
/// and `logging/setLevel` use).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogLevel {
    /// Detailed information for debugging.
    Debug,
    /// Normal operation.
    Info,
    /// Normal but significant.
    Notice,
    /// Something unexpected, handled.
    Warning,
    /// An operation failed.
    Error,
    /// A component failed.
    Critical,
    /// Action must be taken at once.
    Alert,
    /// The system is unusable.
    Emergency,
}

impl LogLevel {
    /// Every level, least severe first.
    pub const ALL: [LogLevel; 8] = [
        LogLevel::Debug,
        LogLevel::Info,
        LogLevel::Notice,
        LogLevel::Warning,
        LogLevel::Error,
        LogLevel::Critical,
        LogLevel::Alert,
        LogLevel::Emergency,
    ];

    /// The wire name.
    pub const fn as_str(self) -> &'static str {
        match self {
            LogLevel::Debug => "debug",
            LogLevel::Info => "info",
            LogLevel::Notice => "notice",
            LogLevel::Warning => "warning",
            LogLevel::Error => "error",
            LogLevel::Critical => "critical",
            LogLevel::Alert => "alert",
            LogLevel::Emergency => "emergency",
        }
    }

    /// The level named `name` on the wire.
    pub fn from_name(name: &str) -> Option<LogLevel> {
        LogLevel::ALL.into_iter().find(|l| l.as_str() == name)
    }
}

impl fmt::Display for LogLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What came of asking the user ([`Context::elicit`](crate::Context::elicit)).
#[derive(Debug, Clone, PartialEq, Eq)]
#[must_use]
pub enum Elicited<T> {
    /// The user filled in the form and submitted it.
    Accepted(T),
    /// The user said no.
    Declined,
    /// The user dismissed the form without choosing (or the client's answer did not fit
    /// the form).
    Cancelled,
    /// The client cannot ask its user (it did not declare form elicitation), or the
    /// transport cannot carry the question (an in-process call).
    Unsupported,
    /// No answer came within the server's wait ([`Server::elicitation_timeout`](crate::server::Server::elicitation_timeout)).
    TimedOut,
}

impl<T> Elicited<T> {
    /// The answer, or why there is none as an error a handler can return with `?`: the
    /// model then gets an operational result saying what happened and what to do.
    pub fn accepted(self) -> Result<T, Unanswered> {
        match self {
            Elicited::Accepted(value) => Ok(value),
            Elicited::Declined => Err(Unanswered::Declined),
            Elicited::Cancelled => Err(Unanswered::Cancelled),
            Elicited::Unsupported => Err(Unanswered::Unsupported),
            Elicited::TimedOut => Err(Unanswered::TimedOut),
        }
    }
}

/// Why a question to the user or the client's model got no answer: a classified
/// [`ToolError`], so a handler can return it, and every variant is operational (the model
/// is told what happened and what to do next).
///
/// | variant | category | retryable |
/// |---|---|---|
/// | `Declined` | `declined` | no |
/// | `Cancelled` | `declined` | no |
/// | `Unsupported` | `unsupported` | no |
/// | `TimedOut` | `timeout` | yes |
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum Unanswered {
    /// The user said no.
    Declined,
    /// The user dismissed the question.
    Cancelled,
    /// The client cannot be asked.
    Unsupported,
    /// No answer in time.
    TimedOut,
}

impl fmt::Display for Unanswered {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Unanswered::Declined => "the user declined the request",
            Unanswered::Cancelled => "the user dismissed the request",
            Unanswered::Unsupported => "the client cannot be asked (capability not declared)",
            Unanswered::TimedOut => "no answer from the client in time",
        })
    }
}

impl std::error::Error for Unanswered {}

const DECLINED: VariantSpec = VariantSpec {
    category: Some(Category::Declined),
    message: Some("The user declined the request."),
    suggested_action: Some("Do not repeat the request unless the user asks for it."),
    ..VariantSpec::new("Declined", ErrorKind::Operational)
};
const CANCELLED: VariantSpec = VariantSpec {
    category: Some(Category::Declined),
    message: Some("The user dismissed the request without answering."),
    suggested_action: Some("Ask the user whether to try again."),
    ..VariantSpec::new("Cancelled", ErrorKind::Operational)
};
const UNSUPPORTED: VariantSpec = VariantSpec {
    category: Some(Category::Unsupported),
    message: Some("This client cannot ask the user for input."),
    suggested_action: Some("Ask the user directly, or use a client that supports elicitation."),
    ..VariantSpec::new("Unsupported", ErrorKind::Operational)
};
const TIMED_OUT: VariantSpec = VariantSpec {
    category: Some(Category::Timeout),
    message: Some("The user did not answer in time."),
    suggested_action: Some("Ask the user whether to try again."),
    ..VariantSpec::new("TimedOut", ErrorKind::Operational)
};

// Not a hint rustc should give a user whose error type is unclassified.
#[diagnostic::do_not_recommend]
impl ToolError for Unanswered {
    const SURFACE: &'static [VariantSpec] = &[DECLINED, CANCELLED, UNSUPPORTED, TIMED_OUT];

    fn classify(&self) -> Classification {
        let spec = match self {
            Unanswered::Declined => &DECLINED,
            Unanswered::Cancelled => &CANCELLED,
            Unanswered::Unsupported => &UNSUPPORTED,
            Unanswered::TimedOut => &TIMED_OUT,
        };
        Classification {
            spec,
            answer: spec,
            rendered: Some(Rendered::fixed(
                spec.message.unwrap_or_default(),
                spec.customer_message,
                spec.suggested_action,
            )),
        }
    }
}

/// A request for the client's model to write something ([`Context::sample`](crate::Context::sample)):
/// MCP `sampling/createMessage`, 2025-11-25 era only.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SamplingRequest {
    messages: Vec<Value>,
    max_tokens: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    system_prompt: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    temperature: Option<f64>,
}

impl SamplingRequest {
    /// One user message of text, and at most `max_tokens` back.
    pub fn new(prompt: impl Into<String>, max_tokens: u32) -> Self {
        SamplingRequest {
            messages: Vec::new(),
            max_tokens,
            system_prompt: None,
            temperature: None,
        }
        .user(prompt)
    }

    /// Another user message.
    #[must_use]
    pub fn user(mut self, text: impl Into<String>) -> Self {
        self.messages.push(text_message("user", text.into()));
        self
    }

    /// An assistant message (an earlier turn).
    #[must_use]
    pub fn assistant(mut self, text: impl Into<String>) -> Self {
        self.messages.push(text_message("assistant", text.into()));
        self
    }

    /// The system prompt.
    #[must_use]
    pub fn system_prompt(mut self, text: impl Into<String>) -> Self {
        self.system_prompt = Some(text.into());
        self
    }

    /// The sampling temperature.
    #[must_use]
    pub fn temperature(mut self, t: f64) -> Self {
        self.temperature = Some(t);
        self
    }
}

fn text_message(role: &str, text: String) -> Value {
    let mut content = Map::new();
    content.insert("type".into(), "text".into());
    content.insert("text".into(), text.into());
    let mut message = Map::new();
    message.insert("role".into(), role.into());
    message.insert("content".into(), content.into());
    message.into()
}

/// What the client's model wrote.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Sampled {
    /// `assistant`, usually.
    pub role: String,
    /// The content block, as the client sent it.
    pub content: Value,
    /// The model that wrote it.
    pub model: String,
    /// Why it stopped (`endTurn`, `maxTokens`, …).
    #[serde(default)]
    pub stop_reason: Option<String>,
}

impl Sampled {
    /// The text, when the content is text.
    pub fn text(&self) -> Option<&str> {
        (self.content.get("type")? == "text")
            .then(|| self.content.get("text")?.as_str())
            .flatten()
    }
}

/// One of the client's roots ([`Context::list_roots`](crate::Context::list_roots)): a
/// directory or file it lets the server work in.
#[derive(Debug, Clone, PartialEq, Eq, serde::Deserialize)]
#[non_exhaustive]
pub struct Root {
    /// A `file://` URI.
    pub uri: String,
    /// A name for it, if the client gave one.
    #[serde(default)]
    pub name: Option<String>,
}
