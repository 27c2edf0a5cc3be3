//! The timeout: a handler's run is dropped once it has run past its entry's limit (a tool's
//! own `timeout_ms`, else the set's default), and answered as [`TIMED_OUT`], operational and
//! retryable: a tool's as a tool result the model reads, a read's or a prompt's as the
//! JSON-RPC error those methods answer. One `timed` for every kind of entry. (The spec stays
//! in `classify`, listed among every entry's runtime failures: what an idempotency key keeps
//! tells a timeout apart by it.)

use crate::classify::{self, TIMED_OUT};
use crate::toolset::future::CallFuture;
use crate::wire::Outcome;
use futures_util::FutureExt;
use std::future::Future;
use std::time::Duration;

/// How long an entry's handler may run, fixed when it is registered (and when the set's
/// default is set after it).
#[derive(Debug, Clone, Copy, Default)]
pub(in crate::toolset) struct Timeout {
    /// The entry's own (`#[mcp_tool(timeout_ms = ..)]`).
    own: Option<Duration>,
    /// Its own, else the set's default: what its runs get.
    limit: Option<Duration>,
}

impl Timeout {
    /// The timeout of an entry that declares `own`, in a set whose default is `default`.
    pub(in crate::toolset) fn new(own: Option<Duration>, default: Option<Duration>) -> Timeout {
        Timeout {
            own,
            limit: own.or(default),
        }
    }

    /// The same, in a set whose default is now `default`.
    pub(in crate::toolset) fn default_to(&mut self, default: Duration) {
        self.limit = Some(self.own.unwrap_or(default));
    }

    /// How long a run may take (`None`: unbounded).
    #[inline]
    pub(in crate::toolset) fn limit(self) -> Option<Duration> {
        self.limit
    }
}

/// A handler's run under `limit`: its own answer, or `expired(ms)` once it has run `limit`
/// (and is dropped).
#[inline(never)]
pub(in crate::toolset) fn timed<'a>(
    limit: Duration,
    handler: impl Future<Output = Outcome> + Send + 'a,
    expired: impl FnOnce(u128) -> Outcome + Send + 'a,
) -> CallFuture<'a> {
    CallFuture::from_or_box(
        tokio::time::timeout(limit, handler)
            .map(move |timed| timed.unwrap_or_else(|_| expired(limit.as_millis()))),
    )
}

/// The answer to a tool call past its timeout: a tool result, operational, retryable.
#[cold]
pub(in crate::toolset) fn tool_timed_out(tool: &str, ms: u128) -> Outcome {
    classify::runtime_operational(
        tool,
        &TIMED_OUT,
        format!("The tool did not finish within {ms} ms."),
        &format!("handler exceeded its {ms} ms timeout and was dropped"),
    )
}
