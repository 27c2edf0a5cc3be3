//! A call of a tool with a rate limit ([`crate::ratelimit`]), counted before anything else,
//! or an idempotency key ([`crate::idempotency`]): the first call with a key runs and its
//! outcome is kept, era-neutral; a later one replays it in its own request's era, waits for
//! it, or is refused, and never runs the handler twice.

use super::call::{ready, CallFuture};
use super::{CallOptions, Entry, ToolSet};
use crate::caller::Caller;
use crate::classify::{
    self, KEY_BUSY, KEY_FAILURES, KEY_FORGOTTEN, KEY_INTERRUPTED, KEY_INVALID, KEY_REUSED,
};
use crate::error::{Rendered, VariantSpec};
use crate::idempotency::{fingerprint, timeout_ref, Begin, KeyRefusal, KEY_MAX, REPLAY_META_KEY};
use crate::ratelimit::{RateLimit, Verdict};
use crate::wire::{Era, Outcome, ProtocolError, ToolResult};
use serde_json::{Map, Value};
use std::borrow::Cow;
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
        let limit = entry
            .definition
            .timeout_ms
            .map(Duration::from_millis)
            .or(self.default_timeout);
        let wait = limit.unwrap_or(self.keys.config.wait);
        // This request's era wraps a non-object success as `{"result": ..}`; a key keeps it
        // unwrapped, and each replay is wrapped for its own request's era.
        let wraps = options.era == Era::Legacy && !entry.object_output;
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
                        ticket.finish(&unwrapped(&outcome, wraps)).await;
                        return in_doubt(tool, &subject, outcome, limit);
                    }
                    Begin::Replay(outcome) => {
                        tracing::info!(
                            target: "toolwright",
                            tool,
                            caller = subject.as_str(),
                            "tool call replayed: its idempotency key's first call answered this; the handler did not run"
                        );
                        return replayed(outcome, wraps);
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
                    Begin::Refused(refused) => return refused_begin(tool, refused),
                }
            }
        })
    }
}

/// The answer to a keyed call whose key's state refuses it: the handler does not run.
fn refused_begin(tool: &str, refused: KeyRefusal) -> Outcome {
    let (spec, why): (&'static VariantSpec, &str) = match refused {
        KeyRefusal::Reused => (&KEY_REUSED, "used with other arguments"),
        KeyRefusal::Interrupted => (
            &KEY_INTERRUPTED,
            "first call cancelled, timed out, or lost with its replica",
        ),
        KeyRefusal::Forgotten => (
            &KEY_FORGOTTEN,
            "unknown to a store that lost its memory lately: its first call may have run before the loss",
        ),
        KeyRefusal::Full => (&KEY_BUSY, "every key kept is running: no room"),
        KeyRefusal::Unavailable(fault) => {
            return classify::runtime_unavailable(
                tool,
                "<idempotency key store unavailable>",
                &fault.error.to_string(),
                fault.retry_after.unwrap_or(STORE_RETRY),
            )
        }
    };
    refuse(tool, spec, why)
}

/// When a call refused for a store out of reach may try again: a limit's always, a key's
/// unless the store's guard says (its deadline, or what is left of a breaker's cool-down).
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

/// The era-neutral form of `outcome` a key keeps: a success's `structuredContent` as the
/// handler's value, without the `{"result": ..}` the 2025-11-25 era wrapped it in (`wrapped`).
fn unwrapped(outcome: &Outcome, wrapped: bool) -> Cow<'_, Outcome> {
    let Outcome::Result(result) = outcome else {
        return Cow::Borrowed(outcome);
    };
    match &result.structured_content {
        Some(Value::Object(members)) if wrapped && members.len() == 1 => {
            Cow::Owned(Outcome::Result(ToolResult {
                content: result.content.clone(),
                structured_content: members.get("result").cloned(),
                is_error: result.is_error,
                meta: result.meta.clone(),
            }))
        }
        _ => Cow::Borrowed(outcome),
    }
}

/// A kept outcome as a replay answers it in its request's era (`wrap`: the 2025-11-25 era's
/// `{"result": ..}` around a non-object success), marked in its `_meta`.
fn replayed(outcome: Outcome, wrap: bool) -> Outcome {
    match outcome {
        Outcome::Result(mut result) => {
            if let Some(value) = result.structured_content.take_if(|_| wrap) {
                let wrapped = Map::from_iter([("result".to_owned(), value)]);
                result.structured_content = Some(Value::Object(wrapped));
            }
            result
                .meta
                .get_or_insert_with(Map::new)
                .insert(REPLAY_META_KEY.into(), Value::Bool(true));
            Outcome::Result(result)
        }
        other => other,
    }
}

/// A keyed first call's answer: as it ended, but for a handler dropped at its tool's timeout
/// (`limit`), which may have taken effect. Its key is in doubt from then on, so it answers
/// [`KEY_TIMED_OUT`] (`unknown_outcome`: check, then use a new key) instead of the plain
/// call's "retry later", which the key would refuse. Same reference: one event, logged once.
fn in_doubt(tool: &str, caller: &str, outcome: Outcome, limit: Option<Duration>) -> Outcome {
    let (Some(limit), Some(id)) = (limit, timeout_ref(&outcome)) else {
        return outcome;
    };
    let id = id.to_owned();
    tracing::info!(
        target: "toolwright",
        tool,
        caller,
        correlation_id = id.as_str(),
        "idempotency key in doubt: its first call ran past its timeout; the key answers unknown_outcome from now on"
    );
    let ms = limit.as_millis();
    let rendered = Rendered::runtime(
        format!("The tool did not finish within {ms} ms; it may have taken effect."),
        KEY_TIMED_OUT.suggested_action,
    );
    classify::operational(KEY_TIMED_OUT, rendered, id)
}

/// The answer to a keyed first call that timed out (`classify`'s `KEY_TIMED_OUT`, the last
/// of [`KEY_FAILURES`]).
static KEY_TIMED_OUT: &VariantSpec = KEY_FAILURES[KEY_FAILURES.len() - 1];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::ContentBlock;

    #[test]
    fn a_keyed_call_past_its_timeout_answers_the_key_timed_out_spec() {
        assert_eq!(KEY_TIMED_OUT.variant, "<idempotency key timed out>");
    }

    #[test]
    fn a_kept_success_is_unwrapped_and_each_replay_is_wrapped_for_its_own_era() {
        let legacy = Outcome::Result(ToolResult {
            content: vec![ContentBlock::text("[\"tea\"]")],
            structured_content: Some(serde_json::json!({"result": ["tea"]})),
            ..ToolResult::default()
        });
        let kept = unwrapped(&legacy, true).into_owned();
        assert_eq!(
            kept.to_response(&1.into()),
            r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[\"tea\"]"}],"structuredContent":["tea"]}}"#
        );
        assert!(matches!(unwrapped(&kept, false), Cow::Borrowed(_)));
        assert_eq!(
            replayed(kept.clone(), true).to_response(&1.into()),
            r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[\"tea\"]"}],"structuredContent":{"result":["tea"]},"_meta":{"dev.toolwright/replay":true}}}"#
        );
        assert_eq!(
            replayed(kept, false).to_response(&1.into()),
            r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"[\"tea\"]"}],"structuredContent":["tea"],"_meta":{"dev.toolwright/replay":true}}}"#
        );
    }
}
