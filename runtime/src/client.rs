//! Talking back to the client during a call: what a handler can ask of it (elicitation,
//! sampling) and tell it (log messages), and what a transport provides for that. The
//! handler's side is on [`Context`](crate::Context) (`elicit`, `sample`, `log`).
//!
//! The same handler code serves both eras. In 2025-11-25 a question is a JSON-RPC request
//! to the client over the call's connection (or its SSE response), and the call waits for
//! the answer. In 2026-07-28 the server sends no requests: the call ends with an
//! `input_required` result listing its questions, and the client retries it with the
//! answers (multi round-trip requests); the handler runs again from the start and this
//! time finds each answer where it asked.

use crate::error::{Category, Classification, Kind, Rendered, ToolError, VariantSpec};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::task::Waker;
use std::time::Duration;

fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

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

/// What the client declared it can be asked: in `initialize` (2025-11-25) or in each
/// request's `_meta["io.modelcontextprotocol/clientCapabilities"]` (2026-07-28).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct ClientCaps {
    /// Form-mode elicitation (`elicitation: {}` or `elicitation: {form: {}}`).
    pub(crate) elicitation: bool,
    /// `sampling: {}`.
    pub(crate) sampling: bool,
}

impl ClientCaps {
    /// The capabilities in a `capabilities` object.
    pub(crate) fn from_capabilities(capabilities: Option<&Value>) -> Self {
        let member = |name| capabilities.and_then(|c| c.get(name));
        let elicitation = match member("elicitation") {
            // `{}` alone means form mode; a client that lists modes must list `form`.
            Some(Value::Object(modes)) => modes.is_empty() || modes.contains_key("form"),
            _ => false,
        };
        let sampling = matches!(member("sampling"), Some(Value::Object(_)));
        ClientCaps {
            elicitation,
            sampling,
        }
    }

    /// As one byte (for a session id that carries them).
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn bits(self) -> u8 {
        u8::from(self.elicitation) | u8::from(self.sampling) << 1
    }

    /// From [`ClientCaps::bits`].
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn from_bits(bits: u8) -> Self {
        ClientCaps {
            elicitation: bits & 1 != 0,
            sampling: bits & 2 != 0,
        }
    }
}

/// Why a request to the client got no result.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum LinkError {
    /// The client answered with a JSON-RPC error.
    Refused { code: i64 },
    /// The connection, stream or session is gone, or too many requests wait already.
    Closed,
}

/// The answer to a request to the client.
pub(crate) type LinkFuture = Pin<Box<dyn Future<Output = Result<Value, LinkError>> + Send>>;

/// A transport's way back to the client of one call, in the 2025-11-25 era: requests
/// related to the call, and notifications. Dropping a request's future before it resolves
/// withdraws it (the transport forgets it and tells the client).
pub(crate) trait Link: Send + Sync {
    /// Send request `method` to the client.
    fn request(&self, method: &'static str, params: Value) -> LinkFuture;
    /// Send notification `method` to the client.
    fn notify(&self, method: &'static str, params: Value);
}

/// The questions a 2026-07-28 call asked and the answers it brought: one round of a
/// multi round-trip request.
#[derive(Debug, Default)]
pub(crate) struct Rounds {
    /// Answers by key, each with the digest of the question it answers.
    answers: HashMap<String, Answer>,
    /// Questions asked in this run that have no answer yet.
    asked: Mutex<Vec<InputRequest>>,
    /// How many questions this run has asked.
    count: AtomicUsize,
    /// The run to wake when a question is asked from elsewhere (a task the handler
    /// spawned), so it ends with it.
    waker: Mutex<Option<Waker>>,
}

/// A client's answer to one question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub(crate) struct Answer {
    /// The digest of the question ([`InputRequest::digest`]).
    #[serde(rename = "d")]
    pub(crate) digest: String,
    /// The client's `ElicitResult`.
    #[serde(rename = "v")]
    pub(crate) value: Value,
}

impl Rounds {
    /// A round with the answers known so far.
    pub(crate) fn new(answers: HashMap<String, Answer>) -> Self {
        Rounds {
            answers,
            ..Rounds::default()
        }
    }

    /// The answer to the next question, `method` with `params`, or `None` after recording
    /// it as asked.
    pub(crate) fn ask(&self, method: &'static str, params: Value) -> Option<Value> {
        let n = self.count.fetch_add(1, Ordering::Relaxed) + 1;
        let key = format!("{}-{n}", method.split('/').next().unwrap_or(method));
        let digest = InputRequest::digest_of(method, &params);
        if let Some(answer) = self.answers.get(&key).filter(|a| a.digest == digest) {
            return Some(answer.value.clone());
        }
        lock(&self.asked).push(InputRequest {
            key,
            method,
            params,
            digest,
        });
        if let Some(waker) = lock(&self.waker).take() {
            waker.wake();
        }
        None
    }

    /// Wake `waker` when a question is asked.
    pub(crate) fn wake_on_ask(&self, waker: &Waker) {
        let mut slot = lock(&self.waker);
        if !slot.as_ref().is_some_and(|w| w.will_wake(waker)) {
            *slot = Some(waker.clone());
        }
    }

    /// The questions asked and not answered, if any: the call ends with them.
    pub(crate) fn take_asked(&self) -> Vec<InputRequest> {
        std::mem::take(&mut *lock(&self.asked))
    }

    /// Whether a question is waiting for an answer.
    pub(crate) fn waiting(&self) -> bool {
        !lock(&self.asked).is_empty()
    }

    /// The answers known, to carry into the next round.
    pub(crate) fn answers(&self) -> &HashMap<String, Answer> {
        &self.answers
    }
}

/// One question a 2026-07-28 call asks the client (an `inputRequests` entry).
#[derive(Debug, Clone, PartialEq)]
pub struct InputRequest {
    /// Its key in `inputRequests`, which the answer comes back under.
    pub key: String,
    /// `elicitation/create`.
    pub method: &'static str,
    /// The request's params.
    pub params: Value,
    /// SHA-256 of the method and params: an answer is used only for the same question.
    pub(crate) digest: String,
}

impl InputRequest {
    pub(crate) fn digest_of(method: &str, params: &Value) -> String {
        let mut hash = Sha256::new();
        hash.update(method.as_bytes());
        hash.update([0]);
        hash.update(serde_json::to_vec(params).expect("JSON values serialize"));
        short_hex(&hash.finalize())
    }
}

/// The first 16 bytes of a SHA-256 digest, in hex: what a `requestState` names a question
/// or a call's arguments by.
pub(crate) fn short_hex(digest: &[u8]) -> String {
    use std::fmt::Write;
    digest[..16]
        .iter()
        .fold(String::with_capacity(32), |mut out, b| {
            let _ = write!(out, "{b:02x}");
            out
        })
}

/// What a transport gives a call for talking back. Built per call, and only for tools
/// whose handlers take a [`Context`](crate::Context).
#[derive(Default)]
pub(crate) struct Talk {
    /// What the client declared.
    pub(crate) caps: ClientCaps,
    /// 2025-11-25: the way to the client.
    pub(crate) link: Option<Arc<dyn Link>>,
    /// 2025-11-25: send log messages at this level and above (`None`: send none).
    pub(crate) log_level: Option<LogLevel>,
    /// How long to wait for the client's answer to a question.
    pub(crate) wait: Duration,
    /// 2026-07-28: the round of questions and answers.
    pub(crate) rounds: Option<Rounds>,
}

impl fmt::Debug for Talk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Talk")
            .field("caps", &self.caps)
            .field("link", &self.link.is_some())
            .field("log_level", &self.log_level)
            .field("wait", &self.wait)
            .field("rounds", &self.rounds.is_some())
            .finish()
    }
}

/// How long a handler waits for the user's answer by default.
pub(crate) const DEFAULT_WAIT: Duration = Duration::from_secs(300);

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
    ..VariantSpec::new("Declined", Kind::Operational)
};
const CANCELLED: VariantSpec = VariantSpec {
    category: Some(Category::Declined),
    message: Some("The user dismissed the request without answering."),
    suggested_action: Some("Ask the user whether to try again."),
    ..VariantSpec::new("Cancelled", Kind::Operational)
};
const UNSUPPORTED: VariantSpec = VariantSpec {
    category: Some(Category::Unsupported),
    message: Some("This client cannot ask the user for input."),
    suggested_action: Some("Ask the user directly, or use a client that supports elicitation."),
    ..VariantSpec::new("Unsupported", Kind::Operational)
};
const TIMED_OUT: VariantSpec = VariantSpec {
    category: Some(Category::Timeout),
    message: Some("The user did not answer in time."),
    suggested_action: Some("Ask the user whether to try again."),
    ..VariantSpec::new("TimedOut", Kind::Operational)
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
