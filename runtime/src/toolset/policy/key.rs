//! The idempotency key ([`crate::idempotency`]) of a tool that takes one: the first call
//! with a key runs and its outcome is kept, era-neutral; a later one replays it in its own
//! request's era, waits for it, or is refused, and never runs the handler twice. Its
//! refusals are its own ([`REFUSALS`]): a key empty or too long, reused with other arguments,
//! busy, interrupted, forgotten by a store that lost its memory, and a first call that ran
//! past its timeout (in doubt); and the runtime's "temporarily unavailable" when its store is
//! out of reach.

use super::{Next, STORE_RETRY};
use crate::classify;
use crate::error::{Category, ErrorKind, Rendered, VariantSpec};
use crate::idempotency::{fingerprint, timeout_ref, Begin, KeyRefusal, KEY_MAX};
use crate::toolset::future::{ready, CallFuture};
use crate::toolset::CallOptions;
use crate::wire::REPLAY_META_KEY;
use crate::wire::{Era, Outcome, ToolResult};
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::time::Duration;
use tokio::sync::watch;
use tokio::time::Instant;

/// The answer to a call whose idempotency key was used for a call with other arguments: it
/// does not run (the key's values are not echoed).
static KEY_REUSED: VariantSpec = VariantSpec {
    category: Some(Category::Conflict),
    retryable: Some(false),
    message: Some("This idempotency key was already used for a request with other arguments; this call did not run."),
    suggested_action: Some("Use a new key for a new request, or send exactly the arguments of the key's first call to get its outcome."),
    ..VariantSpec::new("<idempotency key reused>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key is empty or longer than the keys kept: it does
/// not run (a key is a client's id for one request, a UUID is 36 bytes).
static KEY_INVALID: VariantSpec = VariantSpec {
    category: Some(Category::Validation),
    retryable: Some(false),
    message: Some("The idempotency key must be 1 to 255 bytes long; this call did not run."),
    suggested_action: Some("Send a key of 1 to 255 bytes (a UUID is 36), made once for this request and sent again with its retries."),
    ..VariantSpec::new("<idempotency key invalid>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key's first call still runs past the wait.
static KEY_BUSY: VariantSpec = VariantSpec {
    category: Some(Category::Transient),
    retryable: Some(true),
    retry_after_ms: Some(1_000),
    message: Some(
        "The first call with this idempotency key is still running; this call did not run.",
    ),
    suggested_action: Some("Retry with the same key and arguments shortly to get its outcome."),
    ..VariantSpec::new("<idempotency key in progress>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key's first call was cancelled or timed out: it
/// may have taken effect, and the key never runs the handler again.
static KEY_INTERRUPTED: VariantSpec = VariantSpec {
    category: Some(Category::UnknownOutcome),
    retryable: Some(false),
    message: Some("The first call with this idempotency key was interrupted before it answered; it may have taken effect. This call did not run."),
    suggested_action: Some("Check whether it took effect, then use a new key."),
    ..VariantSpec::new("<idempotency key interrupted>", ErrorKind::Operational)
};

/// The answer to a call whose idempotency key the store does not know, within the window
/// after the store was found to have lost its memory (restarted empty, flushed): the key's
/// first call may have run before the loss, so this one does not run.
static KEY_FORGOTTEN: VariantSpec = VariantSpec {
    category: Some(Category::UnknownOutcome),
    retryable: Some(false),
    message: Some("The server lost its record of recent idempotency keys; a call with this key may already have taken effect. This call did not run."),
    suggested_action: Some("Check whether the request already took effect; if it did not, the server's operator can clear the loss window, or retry after it ends."),
    ..VariantSpec::new("<idempotency key forgotten>", ErrorKind::Operational)
};

/// The answer to the first call of an idempotency key that ran past its tool's timeout
/// (instead of [`TIMED_OUT`]'s "retry later"): it may have taken effect, so its key answers
/// [`KEY_INTERRUPTED`] from then on, and a retry needs a new key.
static KEY_TIMED_OUT: VariantSpec = VariantSpec {
    category: Some(Category::UnknownOutcome),
    retryable: Some(false),
    message: Some("The tool did not finish within <timeout> ms; it may have taken effect."),
    suggested_action: Some("Check whether it took effect, then use a new key to try again."),
    ..VariantSpec::new("<idempotency key timed out>", ErrorKind::Operational)
};

/// What a call of a tool with an idempotency key can answer instead of its handler's run.
pub(super) static REFUSALS: [&VariantSpec; 6] = [
    &KEY_INVALID,
    &KEY_REUSED,
    &KEY_BUSY,
    &KEY_INTERRUPTED,
    &KEY_FORGOTTEN,
    &KEY_TIMED_OUT,
];

/// A call of a tool whose argument `property` carries its idempotency key: `next` runs at
/// most once per key (and arguments); a call without a key is an ordinary call.
pub(super) fn around<'a>(
    property: &'static str,
    next: Next<'a>,
    args: Value,
    options: CallOptions,
) -> CallFuture<'a> {
    let Some(key) = args
        .get(property)
        .and_then(Value::as_str)
        .map(str::to_owned)
    else {
        // No key (an `Option<String>` left out): an ordinary call.
        return next.run(args, options);
    };
    let entry = next.entry;
    let tool = entry.definition.name;
    if key.is_empty() || key.len() > KEY_MAX {
        return ready(refuse(tool, &KEY_INVALID, "is empty or too long"));
    }
    let keys = &next.set.keys;
    let limit = entry.common.policies.timeout.limit();
    let wait = limit.unwrap_or(keys.config.wait);
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
            match keys.begin((&subject, tool, &key), fingerprint).await {
                Begin::Run(ticket) => {
                    let outcome = next.run(args, options).await;
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
                        return refuse(tool, &KEY_BUSY, "first call still running past the wait");
                    }
                }
                Begin::Refused(refused) => return refused_begin(tool, refused),
            }
        }
    })
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
    classify::operational(&KEY_TIMED_OUT, rendered, id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::ContentBlock;

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
