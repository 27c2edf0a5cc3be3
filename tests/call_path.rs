//! The call path itself: what `ToolSet::call` does when, and tools whose futures are too
//! large to be held inline.

use serde_json::json;
use std::convert::Infallible;
use std::sync::atomic::{AtomicUsize, Ordering};
use toolwright::{mcp_tool, tools};
use toolwright_tests::wire;

static RUNS: AtomicUsize = AtomicUsize::new(0);
static DECODED: AtomicUsize = AtomicUsize::new(0);

/// A number whose decoding is counted.
#[derive(schemars::JsonSchema)]
#[schemars(transparent)]
struct Counted(u32);

impl<'de> serde::Deserialize<'de> for Counted {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        DECODED.fetch_add(1, Ordering::SeqCst);
        u32::deserialize(d).map(Counted)
    }
}

/// Count its runs.
#[mcp_tool]
async fn counted(n: Counted) -> Result<u32, Infallible> {
    RUNS.fetch_add(1, Ordering::SeqCst);
    Ok(n.0)
}

/// Keep 8 KiB across an await: far past what a call holds inline, so the call is boxed.
#[mcp_tool]
async fn roomy(fill: u8) -> Result<u64, Infallible> {
    let buf = [fill; 8192];
    tokio::task::yield_now().await;
    Ok(buf.iter().map(|&b| u64::from(b)).sum())
}

/// Keep almost nothing across an await.
#[mcp_tool]
async fn small(fill: u8) -> Result<u64, Infallible> {
    tokio::task::yield_now().await;
    Ok(u64::from(fill))
}

#[tokio::test]
async fn arguments_are_decoded_when_called_and_the_handler_runs_only_when_polled() {
    let tools = tools![counted];
    let (runs, decoded) = (RUNS.load(Ordering::SeqCst), DECODED.load(Ordering::SeqCst));
    // Created and dropped without a poll: the arguments were decoded, the handler never ran.
    drop(tools.call("counted", json!({"n": 1})));
    assert_eq!(
        DECODED.load(Ordering::SeqCst),
        decoded + 1,
        "decoded at the call"
    );
    assert_eq!(RUNS.load(Ordering::SeqCst), runs, "not run without a poll");
    // Awaited: decoded once more, run once.
    let out = tools.call("counted", json!({"n": 7})).await;
    assert_eq!(
        wire(&out),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"7"}],"structuredContent":{"result":7}}}"#
    );
    assert_eq!(DECODED.load(Ordering::SeqCst), decoded + 2);
    assert_eq!(RUNS.load(Ordering::SeqCst), runs + 1);
    // Arguments that fail the schema are answered at the call: never decoded, never run.
    let bad = tools.call("counted", json!({"n": "seven"}));
    assert_eq!(
        DECODED.load(Ordering::SeqCst),
        decoded + 2,
        "refused before decoding"
    );
    assert!(bad.await.as_result().is_some_and(|r| r.is_error));
    assert_eq!(RUNS.load(Ordering::SeqCst), runs + 1);
}

#[tokio::test]
async fn a_future_too_large_to_hold_inline_is_boxed_and_answers_the_same() {
    let tools = tools![roomy, small];
    // The call's future has one size whatever the handler keeps: 8 KiB is not in it.
    let large = tools.call("roomy", json!({"fill": 2}));
    let inline = tools.call("small", json!({"fill": 2}));
    assert_eq!(
        std::mem::size_of_val(&large),
        std::mem::size_of_val(&inline)
    );
    assert!(std::mem::size_of_val(&large) < 8192, "held inline");
    assert_eq!(
        wire(&large.await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"16384"}],"structuredContent":{"result":16384}}}"#
    );
    assert_eq!(
        wire(&inline.await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"2"}],"structuredContent":{"result":2}}}"#
    );
}
