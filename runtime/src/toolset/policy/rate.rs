//! The rate limit ([`crate::ratelimit`]): a tool's (`#[mcp_tool(rate_limit = "..")]`),
//! counted before anything else of the call is read, and the server-wide one the engine
//! admits every request by. Its refusals: [`RATE_LIMITED`] (a tool result, retryable after
//! the limiter's own figure), and the runtime's "temporarily unavailable" when its store is
//! out of reach and its rule is [`StoreFailure::Closed`](crate::ratelimit::StoreFailure::Closed).

use super::{Next, STORE_RETRY};
use crate::caller::Caller;
use crate::classify;
use crate::error::{Category, ErrorKind, Rendered, VariantSpec};
use crate::ratelimit::{RateLimit, Verdict};
use crate::toolset::future::CallFuture;
use crate::toolset::{CallOptions, ToolSet};
use crate::wire::{codes, Outcome, ProtocolError};
use serde_json::Value;
use std::time::Duration;

/// The answer to a call over its tool's rate limit: it does not run; its `retryAfterMs` is
/// the limiter's (set per call, [`rate_limited`]).
pub(crate) static RATE_LIMITED: VariantSpec = VariantSpec {
    category: Some(Category::RateLimited),
    retryable: Some(true),
    message: Some("Rate limit reached: this tool takes no more calls from you for now; this call did not run."),
    suggested_action: Some("Call again after retryAfterMs milliseconds, not before."),
    ..VariantSpec::new("<rate limited>", ErrorKind::Operational)
};

/// What a tool's rate limit answers instead of the handler.
pub(super) static REFUSALS: [&VariantSpec; 1] = [&RATE_LIMITED];

/// A call of a tool limited to `limit` calls per caller: counted, then `next`, or refused.
pub(super) fn around<'a>(
    limit: RateLimit,
    next: Next<'a>,
    args: Value,
    options: CallOptions,
) -> CallFuture<'a> {
    CallFuture::from_or_box(async move {
        let tool = next.entry.definition.name;
        let subject = options.caller.as_ref().map_or("", |c| c.subject());
        match next.set.limits.check(subject, tool, limit).await {
            Verdict::Admit => next.run(args, options).await,
            Verdict::Refuse(wait) => rate_limited(tool, wait, &limit.to_string()),
            Verdict::Unavailable => limits_unavailable(tool),
        }
    })
}

impl ToolSet {
    /// Count a request of `caller` against the server-wide `limit`: the JSON-RPC error of a
    /// request over it (or of a store out of reach, its rule `Closed`).
    pub(crate) async fn admit_caller(
        &self,
        caller: Option<&Caller>,
        limit: RateLimit,
    ) -> Result<(), ProtocolError> {
        let subject = caller.map_or("", Caller::subject);
        match self.limits.check(subject, "*", limit).await {
            Verdict::Admit => Ok(()),
            Verdict::Refuse(wait) => Err(caller_rate_limited(caller, wait, &limit.to_string())),
            Verdict::Unavailable => match limits_unavailable("-") {
                Outcome::Error(e) => Err(e),
                _ => unreachable!("runtime_unavailable answers an error"),
            },
        }
    }
}

/// A call over its tool's rate limit: [`RATE_LIMITED`], retryable after `wait` (in whole
/// milliseconds, rounded up: a call at that time is admitted).
#[cold]
#[inline(never)]
fn rate_limited(tool: &str, wait: Duration, limit: &str) -> Outcome {
    let ms = classify::whole_ms_up(wait);
    let spec = VariantSpec {
        retry_after_ms: Some(ms),
        ..RATE_LIMITED
    };
    classify::runtime_operational(
        tool,
        &spec,
        spec.message.unwrap_or_default().to_owned(),
        &format!("over the rate limit {limit}; the next call is admitted in {ms} ms"),
    )
}

/// The answer to a request over the server-wide rate limit of its caller: `-32000`,
/// category `rate_limited`, retryable after `wait` (whole milliseconds, rounded up);
/// nothing was read of the request but its caller.
#[cold]
#[inline(never)]
fn caller_rate_limited(caller: Option<&Caller>, wait: Duration, limit: &str) -> ProtocolError {
    let ms = classify::whole_ms_up(wait);
    let id = classify::correlation_id();
    tracing::info!(
        target: "toolwright",
        caller = caller.map_or("-", Caller::subject),
        correlation_id = id.as_str(),
        limit,
        retry_after_ms = ms,
        "request refused: over the server-wide rate limit of its caller"
    );
    let rendered = Rendered::runtime(
        "Rate limit reached: this server takes no more requests from you for now; this request was not handled.".to_owned(),
        Some("Send it again after retryAfterMs milliseconds, not before."),
    );
    classify::operational_error(
        codes::OPERATIONAL_FAILURE,
        Category::RateLimited,
        true,
        Some(ms),
        rendered,
        id,
    )
}

/// The answer to a call the limits cannot count: their store is out of reach, and its rule
/// is [`StoreFailure::Closed`](crate::ratelimit::StoreFailure::Closed).
fn limits_unavailable(what: &str) -> Outcome {
    classify::runtime_unavailable(
        what,
        "<rate limit store unavailable>",
        "the rate limit store cannot be reached, and its rule is StoreFailure::Closed",
        STORE_RETRY,
    )
}
