//! The call path itself: what `ToolSet::call` does when, and tools whose futures are too
//! large to be held inline.

use serde_json::json;
use std::convert::Infallible;
use std::sync::atomic::{AtomicUsize, Ordering};
use toolwright::{mcp_tool, tools};
use toolwright_tests::wire;

static RUNS: AtomicUsize = AtomicUsize::new(0);

/// Count its runs.
#[mcp_tool]
async fn counted(n: u32) -> Result<u32, Infallible> {
    RUNS.fetch_add(1, Ordering::SeqCst);
    Ok(n)
}

/// Keep 8 KiB across an await: far past what a call holds inline, so the call is boxed.
#[mcp_tool]
async fn roomy(fill: u8) -> Result<u64, Infallible> {
    let buf = [fill; 8192];
    tokio::task::yield_now().await;
    Ok(buf.iter().map(|&b| u64::from(b)).sum())
}

#[tokio::test]
async fn arguments_are_checked_at_the_call_and_the_handler_runs_only_when_polled() {
    let tools = tools![counted];
    let before = RUNS.load(Ordering::SeqCst);
    // Created and dropped without a poll: the handler never runs.
    drop(tools.call("counted", json!({"n": 1})));
    assert_eq!(RUNS.load(Ordering::SeqCst), before);
    // Awaited: it runs once.
    let out = tools.call("counted", json!({"n": 7})).await;
    assert_eq!(
        wire(&out),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"7"}],"structuredContent":{"result":7}}}"#
    );
    assert_eq!(RUNS.load(Ordering::SeqCst), before + 1);
    // Arguments that fail the schema never reach the handler.
    let bad = tools.call("counted", json!({"n": "seven"})).await;
    assert!(bad.as_result().is_some_and(|r| r.is_error));
    assert_eq!(RUNS.load(Ordering::SeqCst), before + 1);
}

#[tokio::test]
async fn a_tool_whose_future_is_large_answers_the_same() {
    let tools = tools![roomy];
    assert_eq!(
        wire(&tools.call("roomy", json!({"fill": 2})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"16384"}],"structuredContent":{"result":16384}}}"#
    );
}
