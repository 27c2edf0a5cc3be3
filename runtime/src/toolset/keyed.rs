//! A call of a tool with a rate limit ([`crate::ratelimit`]), counted before anything else,
//! or an idempotency key ([`crate::idempotency`]): the first call with a key runs and its
//! outcome is kept; a later one replays it, waits for it, or is refused, and never runs the
//! handler twice.

use super::call::{ready, CallFuture};
use super::{CallOptions, Entry, ToolSet};
use crate::caller::Caller;
use crate::classify::{self, KEY_BUSY, KEY_INTERRUPTED, KEY_INVALID, KEY_REUSED};
use crate::error::VariantSpec;
use crate::idempotency::{fingerprint, Begin, KEY_MAX, REPLAY_META_KEY};
use crate::ratelimit::{RateLimit, Verdict};
use crate::wire::Outcome;
use crate::wire::ProtocolError;
use serde_json::{Map, Value};
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::Instant;

impl ToolSet {
    /// Call `entry`, which has a rate limit, an idempotency key, or both.
    pub(super) fn guarded<'a>(
        &'a self,
        entry: &'a Entry,
        args: Value,
        options: CallOptions,
    ) -> CallFuture<'a> {
        let Some(limit) = entry.rate else {
            let property = entry.key.expect("a guarded tool has a limit or a key");
            return self.keyed(entry, property, args, options);
        };
        CallFuture::from_or_box(async move {
            let tool = entry.definition.name;
            let subject = options.caller.as_ref().map_or("", |c| c.subject());
            match self.limits.check(subject, tool, limit).await {
                Verdict::Admit => {}
                Verdict::Refuse(wait) => {
                    return classify::rate_limited(tool, wait, &limit.to_string())
                }
                Verdict::Unavailable => return limits_unavailable(tool),
            }
            match entry.key {
                Some(property) => self.keyed(entry, property, args, options).await,
                None => (entry.start)(self, entry, args, options).await,
            }
        })
    }

    /// The server-wide limit of each caller's requests.
    pub(crate) fn per_caller(&self) -> Option<RateLimit> {
        self.per_caller
    }

    /// Limit each caller's requests to `limit` ([`Server::rate_limit`](crate::server::Server::rate_limit)).
    pub(crate) fn with_per_caller(mut self, limit: RateLimit) -> Self {
        self.per_caller = Some(limit);
        self
    }

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
            Verdict::Refuse(wait) => Err(classify::caller_rate_limited(
                caller,
                wait,
                &limit.to_string(),
            )),
            Verdict::Unavailable => match limits_unavailable("-") {
                Outcome::Error(e) => Err(e),
                _ => unreachable!("runtime_unavailable answers an error"),
            },
        }
    }

    /// Call `entry`, whose argument `property` carries its idempotency key.
    pub(super) fn keyed<'a>(
        &'a self,
        entry: &'a Entry,
        property: &'static str,
        args: Value,
        options: CallOptions,
    ) -> CallFuture<'a> {
        let Some(key) = args
            .get(property)
            .and_then(Value::as_str)
            .map(str::to_owned)
        else {
            // No key (an `Option<String>` left out): an ordinary call.
            return (entry.start)(self, entry, args, options);
        };
        let tool = entry.definition.name;
        if key.is_empty() || key.len() > KEY_MAX {
            return ready(refuse(tool, &KEY_INVALID, "is empty or too long"));
        }
        let wait = entry
            .definition
            .timeout_ms
            .map(Duration::from_millis)
            .or(self.default_timeout)
            .unwrap_or(self.keys.config.wait);
        CallFuture::from_or_box(async move {
            let subject = options
                .caller
                .as_ref()
                .map_or_else(String::new, |c| c.subject().to_owned());
            let deadline = Instant::now() + wait;
            let fingerprint = fingerprint(&args);
            loop {
                match self.keys.begin((&subject, tool, &key), fingerprint).await {
                    Begin::Run(ticket) => {
                        let outcome = (entry.start)(self, entry, args, options).await;
                        ticket.finish(&outcome).await;
                        return outcome;
                    }
                    Begin::Replay(outcome) => {
                        tracing::info!(
                            target: "toolwright",
                            tool,
                            caller = subject.as_str(),
                            "tool call replayed: its idempotency key's first call answered this; the handler did not run"
                        );
                        return replayed(outcome);
                    }
                    Begin::Reused => return refuse(tool, &KEY_REUSED, "used with other arguments"),
                    Begin::Interrupted => {
                        return refuse(
                            tool,
                            &KEY_INTERRUPTED,
                            "first call cancelled, timed out, or lost with its replica",
                        )
                    }
                    Begin::Busy(changed) => {
                        if !waited(changed, deadline).await {
                            return refuse(
                                tool,
                                &KEY_BUSY,
                                "first call still running past the wait",
                            );
                        }
                    }
                    Begin::Full => {
                        return refuse(tool, &KEY_BUSY, "every key kept is running: no room")
                    }
                    Begin::Unavailable(detail) => {
                        return classify::runtime_unavailable(
                            tool,
                            "<idempotency key store unavailable>",
                            &detail,
                            STORE_RETRY,
                        )
                    }
                }
            }
        })
    }
}

/// When a keyed call refused for a store out of reach may try again.
const STORE_RETRY: Duration = Duration::from_secs(1);

/// How often a call waiting for a first call on another replica asks again.
const POLL: Duration = Duration::from_millis(50);

/// Wait for a running first call: until `changed` says it ended (this process), or a
/// moment (another replica's); `false` past `deadline`.
async fn waited(changed: Option<watch::Receiver<()>>, deadline: Instant) -> bool {
    match changed {
        Some(mut changed) => tokio::time::timeout_at(deadline, changed.changed())
            .await
            .is_ok(),
        None => {
            let now = Instant::now();
            if now >= deadline {
                return false;
            }
            tokio::time::sleep_until((now + POLL).min(deadline)).await;
            true
        }
    }
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

/// The answer to a keyed call that does not run: `spec`'s, `why` in the log.
fn refuse(tool: &str, spec: &'static VariantSpec, why: &str) -> Outcome {
    let detail = format!("idempotency key {why}; the handler did not run");
    classify::runtime_operational(
        tool,
        spec,
        spec.message.unwrap_or_default().to_owned(),
        &detail,
    )
}

/// A kept outcome as a replay answers it: a result marked in its `_meta`.
fn replayed(outcome: Outcome) -> Outcome {
    match outcome {
        Outcome::Result(mut result) => {
            result
                .meta
                .get_or_insert_with(Map::new)
                .insert(REPLAY_META_KEY.into(), Value::Bool(true));
            Outcome::Result(result)
        }
        other => other,
    }
}
