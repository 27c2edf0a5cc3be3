//! What a transport gives a call for talking back: the client's declared capabilities, the
//! way to it (2025-11-25), and the round of questions (2026-07-28).

use super::{LogLevel, Rounds};
use serde_json::Value;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

/// What the client declared it can be asked: in `initialize` (2025-11-25) or in each
/// request's `_meta["io.modelcontextprotocol/clientCapabilities"]` (2026-07-28).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct ClientCaps {
    /// Form-mode elicitation (`elicitation: {}` or `elicitation: {form: {}}`).
    pub(crate) elicitation: bool,
    /// `sampling: {}`.
    pub(crate) sampling: bool,
    /// `roots: {}` (the client can list its roots).
    pub(crate) roots: bool,
    /// `extensions: {"io.modelcontextprotocol/tasks": {}}`: a 2026-07-28 request that may
    /// be answered with a task.
    pub(crate) tasks: bool,
}

/// The tasks extension's name (SEP-2663).
pub(crate) const TASKS_EXTENSION: &str = "io.modelcontextprotocol/tasks";

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
        let roots = matches!(member("roots"), Some(Value::Object(_)));
        let tasks = matches!(
            member("extensions").and_then(|e| e.get(TASKS_EXTENSION)),
            Some(Value::Object(_))
        );
        ClientCaps {
            elicitation,
            sampling,
            roots,
            tasks,
        }
    }

    /// As one byte (for a session id that carries them).
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn bits(self) -> u8 {
        u8::from(self.elicitation) | u8::from(self.sampling) << 1 | u8::from(self.roots) << 2
    }

    /// From [`ClientCaps::bits`].
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn from_bits(bits: u8) -> Self {
        ClientCaps {
            elicitation: bits & 1 != 0,
            sampling: bits & 2 != 0,
            roots: bits & 4 != 0,
            // A 2025-11-25 session: tasks are 2026-07-28's.
            tasks: false,
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
