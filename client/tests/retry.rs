//! The retry policy: its table (each kind of failure, each tool's hints, with and without an
//! idempotency key), written out by hand (not derived from the policy's code); and the policy driving real calls of a server in
//! this process, on paused time, so the waits it takes are exactly the waits it is told.

use serde_json::json;
use std::sync::atomic::{AtomicU32, Ordering};
use std::time::Duration;
use tokio::time::Instant;
use toolwright::{mcp_tool, tools, Category, ToolError};
use toolwright_client::{Client, Connect, Decision, Failure, RetryPolicy, Stop, Tool};

fn tool(annotations: serde_json::Value) -> Tool {
    Tool::from_definition(&json!({"name": "t", "annotations": annotations})).unwrap()
}

fn tool_failure(category: &str, retryable: bool, retry_after_ms: Option<u64>) -> Failure {
    let mut envelope =
        json!({"errorCategory": category, "isRetryable": retryable, "correlationId": "tw-0"});
    if let Some(ms) = retry_after_ms {
        envelope["retryAfterMs"] = ms.into();
    }
    // The client reads a failure only from the wire; so does this table.
    let result = json!({"content": [{"type": "text", "text": "failed"}], "isError": true,
        "_meta": {"dev.toolwright/error": envelope}});
    Failure::from_tool_result(&result)
}

#[test]
fn the_policys_table() {
    let read_only = Some(tool(json!({"readOnlyHint": true})));
    let destructive = Some(tool(
        json!({"destructiveHint": true, "idempotentHint": false}),
    ));
    let idempotent = Some(tool(
        json!({"destructiveHint": true, "idempotentHint": true}),
    ));
    let unannotated = Some(tool(json!({})));
    let unlisted = None;
    let policy = RetryPolicy::new();
    let wait = |ms| Decision::Retry(Duration::from_millis(ms));
    let stop = Decision::Stop;

    let rate_limited = tool_failure("rate_limited", true, Some(1500));
    let transient = tool_failure("transient", true, None);
    let timeout = tool_failure("timeout", true, Some(400));
    let unknown = tool_failure("unknown_outcome", false, None);
    let not_found = tool_failure("not_found", false, None);
    let validation = tool_failure("validation", false, None);
    let conflict = tool_failure("conflict", false, None);
    let http_503 = Failure::from_status(503, Some(Duration::from_secs(2)));
    let http_500 = Failure::from_status(500, None);
    let http_429 = Failure::from_status(429, Some(Duration::from_secs(3)));

    #[rustfmt::skip]
    let table: Vec<(&str, &Failure, &Option<Tool>, bool, Decision)> = vec![
        // A tool's own rate-limit failure: after its wait, where a repeat is safe; only the
        // tool knows whether it ran, so not a destructive one without a key.
        ("rate limited, read-only",            &rate_limited, &read_only,   false, wait(1500)),
        ("rate limited, destructive, keyed",   &rate_limited, &destructive, true,  wait(1500)),
        ("rate limited, destructive, no key",  &rate_limited, &destructive, false, stop(Stop::RepeatsEffects)),
        ("rate limited, unlisted tool",        &rate_limited, &unlisted,    false, stop(Stop::RepeatsEffects)),
        // An HTTP 429 was refused before anything ran: retried after its wait, any tool.
        ("HTTP 429, destructive, no key",      &http_429,     &destructive, false, wait(3000)),
        // Transient: the tool ran; retried only where a repeat is safe.
        ("transient, read-only",               &transient,    &read_only,   false, wait(250)),
        ("transient, idempotent",              &transient,    &idempotent,  false, wait(250)),
        ("transient, destructive, no key",     &transient,    &destructive, false, stop(Stop::RepeatsEffects)),
        ("transient, destructive, keyed",      &transient,    &destructive, true,  wait(250)),
        ("transient, unannotated, no key",     &transient,    &unannotated, false, stop(Stop::RepeatsEffects)),
        ("transient, unlisted tool, no key",   &transient,    &unlisted,    false, stop(Stop::RepeatsEffects)),
        ("timeout, read-only",                 &timeout,      &read_only,   false, wait(400)),
        ("timeout, destructive, keyed",        &timeout,      &destructive, true,  wait(400)),
        // unknown_outcome: never, key or not.
        ("unknown outcome, read-only",         &unknown,      &read_only,   false, stop(Stop::OutcomeUnknown)),
        ("unknown outcome, destructive, keyed",&unknown,      &destructive, true,  stop(Stop::OutcomeUnknown)),
        // What will not go away by itself.
        ("not found, read-only",               &not_found,    &read_only,   false, stop(Stop::NotRetryable)),
        ("validation, keyed",                  &validation,   &destructive, true,  stop(Stop::NotRetryable)),
        ("conflict, idempotent",               &conflict,     &idempotent,  false, stop(Stop::NotRetryable)),
        // HTTP: a 503 may come after the request went through (a proxy's timeout): retried
        // where a repeat is safe; a 500 says nothing of retrying.
        ("HTTP 503, read-only",                &http_503,     &read_only,   false, wait(2000)),
        ("HTTP 503, destructive, no key",      &http_503,     &destructive, false, stop(Stop::RepeatsEffects)),
        ("HTTP 500, read-only",                &http_500,     &read_only,   false, stop(Stop::NotRetryable)),
    ];
    for (case, failure, tool, keyed, expected) in &table {
        let decided = policy.decide(failure, tool.as_ref(), *keyed, 1, Duration::ZERO);
        assert_eq!(decided, *expected, "{case}");
    }

    // The last attempt, and a wait past the time allowed, stop.
    assert_eq!(
        policy.decide(&rate_limited, read_only.as_ref(), false, 3, Duration::ZERO),
        stop(Stop::Attempts)
    );
    assert_eq!(
        policy.decide(
            &rate_limited,
            read_only.as_ref(),
            false,
            1,
            Duration::from_secs(29)
        ),
        stop(Stop::OutOfTime)
    );
}

static BUSY_CALLS: AtomicU32 = AtomicU32::new(0);
static FLAKY_CALLS: AtomicU32 = AtomicU32::new(0);
static LOST_CALLS: AtomicU32 = AtomicU32::new(0);
static KEYED_CALLS: AtomicU32 = AtomicU32::new(0);

#[derive(Debug, thiserror::Error, ToolError)]
enum Flaky {
    #[error("busy")]
    #[error_kind(
        operational,
        category = "rate_limited",
        retry_after_ms = 1500,
        message = "Busy; retry in 1.5 s."
    )]
    Busy,
    #[error("upstream flaked")]
    #[error_kind(
        operational,
        category = "transient",
        message = "The payment network flaked."
    )]
    Flaked,
    #[error("lost")]
    #[error_kind(
        operational,
        category = "unknown_outcome",
        message = "The transfer may have happened."
    )]
    Lost,
}

/// Busy twice, then answers.
#[mcp_tool(read_only)]
async fn quote() -> Result<String, Flaky> {
    match BUSY_CALLS.fetch_add(1, Ordering::SeqCst) {
        0 | 1 => Err(Flaky::Busy),
        _ => Ok("42".into()),
    }
}

/// Flakes on its first call with each key.
#[mcp_tool(destructive, idempotent = false)]
async fn pay(key: Option<String>) -> Result<String, Flaky> {
    match FLAKY_CALLS.fetch_add(1, Ordering::SeqCst) {
        0 => Err(Flaky::Flaked),
        _ => Ok(format!("paid ({})", key.unwrap_or_default())),
    }
}

/// Flakes on its first call; its key declared, so the server keeps each key's outcome.
#[mcp_tool(destructive, idempotent, idempotency_key = key)]
async fn charge(key: String) -> Result<String, Flaky> {
    match KEYED_CALLS.fetch_add(1, Ordering::SeqCst) {
        0 => Err(Flaky::Flaked),
        _ => Ok(format!("charged ({key})")),
    }
}

/// Always in doubt.
#[mcp_tool(read_only)]
async fn transfer() -> Result<String, Flaky> {
    LOST_CALLS.fetch_add(1, Ordering::SeqCst);
    Err(Flaky::Lost)
}

async fn client() -> Client {
    Connect::new()
        .in_process(tools![quote, pay, charge, transfer])
        .await
        .unwrap()
}

#[tokio::test(start_paused = true)]
async fn a_rate_limited_call_waits_exactly_what_it_is_told_then_succeeds() {
    let client = client().await;
    client.list_tools().await.unwrap();
    let start = Instant::now();
    let output = client
        .call_retrying("quote", json!({}), &RetryPolicy::new())
        .await
        .unwrap();
    assert_eq!(output.text, "42");
    assert_eq!(BUSY_CALLS.load(Ordering::SeqCst), 3);
    assert_eq!(start.elapsed(), Duration::from_millis(3000));
}

#[tokio::test(start_paused = true)]
async fn a_destructive_call_without_a_key_is_not_retried_and_with_one_it_is() {
    let client = client().await;
    let failure = client
        .call_retrying("pay", json!({}), &RetryPolicy::new())
        .await
        .unwrap_err();
    assert_eq!(failure.category, Some(Category::Transient));
    assert_eq!(FLAKY_CALLS.load(Ordering::SeqCst), 1, "called once");

    FLAKY_CALLS.store(0, Ordering::SeqCst);
    let output = client
        .call_retrying("pay", json!({"key": "k-1"}), &RetryPolicy::new())
        .await;
    // `pay` declares no idempotency key to the server, so its `key` argument is no key to the
    // client either: still not retried.
    assert!(output.is_err());
    assert_eq!(FLAKY_CALLS.load(Ordering::SeqCst), 1);
}

#[tokio::test(start_paused = true)]
async fn a_declared_key_is_filled_in_once_and_makes_the_retry_safe() {
    let client = client().await;
    let policy = RetryPolicy::new().fill_key(true);
    let output = client
        .call_retrying("charge", json!({}), &policy)
        .await
        .unwrap();
    assert_eq!(KEYED_CALLS.load(Ordering::SeqCst), 2);
    let key = output
        .text
        .strip_prefix("charged (")
        .unwrap()
        .trim_end_matches(')');
    assert!(key.starts_with("twc-") && key.len() == 36, "{key}");
    // Without fill_key and without a key, the same tool is a repeat no one made safe:
    // the server refuses the call (its key argument is required) and nothing retries it.
    let refused = client
        .call_retrying("charge", json!({}), &RetryPolicy::new())
        .await;
    assert!(refused.is_err());
    assert_eq!(KEYED_CALLS.load(Ordering::SeqCst), 2);
}

#[tokio::test(start_paused = true)]
async fn an_unknown_outcome_is_never_retried() {
    let client = client().await;
    let failure = client
        .call_retrying("transfer", json!({}), &RetryPolicy::new().max_attempts(5))
        .await
        .unwrap_err();
    assert_eq!(failure.category, Some(Category::UnknownOutcome));
    assert_eq!(LOST_CALLS.load(Ordering::SeqCst), 1);
}
