//! Faults the runtime catches around every handler: panics and timeouts.

use serde_json::json;
use std::convert::Infallible;
use std::time::Duration;
use toolwright::{mcp_tool, tools};
use toolwright_tests::{wire, LogCapture};

/// Panic on request.
#[mcp_tool]
async fn fragile(boom: bool) -> Result<String, Infallible> {
    if boom {
        panic!("invariant broken: secret-state-42");
    }
    Ok("fine".into())
}

#[tokio::test]
async fn a_panic_is_an_internal_error_and_the_next_call_works() {
    let (logs, _guard) = LogCapture::start();
    let tools = tools![fragile];
    let out = tools.call("fragile", json!({"boom": true})).await;
    assert_eq!(
        wire(&out),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    assert!(logs
        .text()
        .contains("handler panicked: invariant broken: secret-state-42"));
    assert_eq!(
        wire(&tools.call("fragile", json!({"boom": false})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"fine"}]}}"#
    );
}

/// Sleep, with a short timeout of its own.
#[mcp_tool(timeout_ms = 50)]
async fn sleepy(ms: u64) -> Result<String, Infallible> {
    tokio::time::sleep(Duration::from_millis(ms)).await;
    Ok("awake".into())
}

/// Sleep, relying on the set's default timeout.
#[mcp_tool]
async fn sleepy_default(ms: u64) -> Result<String, Infallible> {
    tokio::time::sleep(Duration::from_millis(ms)).await;
    Ok("awake".into())
}

#[tokio::test(start_paused = true)]
async fn a_tool_past_its_timeout_is_an_operational_retryable_timeout() {
    let tools = tools![sleepy];
    assert_eq!(
        wire(&tools.call("sleepy", json!({"ms": 10_000})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The tool did not finish within 50 ms.\nRetry later, or ask for less work in one call.\n[category=timeout; retryable=true; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"timeout","isRetryable":true,"suggestedAction":"Retry later, or ask for less work in one call."}}}}"#
    );
    assert_eq!(
        wire(&tools.call("sleepy", json!({"ms": 10})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"awake"}]}}"#
    );
}

#[tokio::test(start_paused = true)]
async fn the_default_timeout_applies_to_tools_without_their_own() {
    let tools = tools![sleepy, sleepy_default].with_default_timeout(Duration::from_millis(200));
    let slow = tools.call("sleepy_default", json!({"ms": 1_000})).await;
    assert!(slow
        .as_result()
        .unwrap()
        .text()
        .starts_with("The tool did not finish within 200 ms."));
    // A tool's own timeout wins over the default.
    let own = tools.call("sleepy", json!({"ms": 100})).await;
    assert!(own
        .as_result()
        .unwrap()
        .text()
        .starts_with("The tool did not finish within 50 ms."));
}

const INTERNAL: &str = r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#;

/// A sync handler that panics on request.
#[mcp_tool]
fn fragile_sync(boom: bool) -> Result<String, Infallible> {
    assert!(!boom, "sync invariant broken: secret-state-43");
    Ok("fine".into())
}

/// An argument whose `Deserialize` panics on a value the schema admits.
#[derive(Debug, schemars::JsonSchema)]
struct Touchy(String);

impl<'de> serde::Deserialize<'de> for Touchy {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let s = String::deserialize(d)?;
        assert!(s != "boom", "decoder invariant broken: secret-state-44");
        Ok(Touchy(s))
    }
}

#[mcp_tool]
async fn touchy_arg(value: Touchy) -> Result<String, Infallible> {
    Ok(value.0)
}

/// A success value whose `Serialize` panics.
#[derive(Debug, schemars::JsonSchema)]
struct Unencodable;

impl serde::Serialize for Unencodable {
    fn serialize<S: serde::Serializer>(&self, _: S) -> Result<S::Ok, S::Error> {
        panic!("encoder invariant broken: secret-state-45")
    }
}

#[mcp_tool]
async fn unencodable() -> Result<Unencodable, Infallible> {
    Ok(Unencodable)
}

/// An error whose `Display` (logged in full) panics.
#[derive(Debug, toolwright::ToolError)]
enum Shaky {
    #[error_kind(internal)]
    Broken,
}

impl std::fmt::Display for Shaky {
    fn fmt(&self, _: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        panic!("display invariant broken: secret-state-46")
    }
}

impl std::error::Error for Shaky {}

#[mcp_tool]
async fn shaky() -> Result<String, Shaky> {
    Err(Shaky::Broken)
}

#[tokio::test]
async fn panics_in_a_sync_handler_and_outside_the_handler_body_are_internal_errors_too() {
    let (logs, _guard) = LogCapture::start();
    let tools = tools![fragile_sync, touchy_arg, unencodable, shaky];
    for (tool, args, secret) in [
        ("fragile_sync", json!({"boom": true}), "secret-state-43"),
        ("touchy_arg", json!({"value": "boom"}), "secret-state-44"),
        ("unencodable", json!({}), "secret-state-45"),
    ] {
        // The exact generic answer, which holds no secret.
        assert_eq!(wire(&tools.call(tool, args).await), INTERNAL, "{tool}");
        assert!(
            logs.text().contains(&format!("invariant broken: {secret}")),
            "{tool}: the panic message is logged"
        );
    }
    // With a subscriber recording the failure, the error's Display runs, and panics.
    let out = wire(&tools.call("shaky", json!({})).await);
    assert_eq!(out, INTERNAL);
    assert!(logs.text().contains("secret-state-46"));
    // And every tool still answers afterwards.
    assert_eq!(
        wire(&tools.call("fragile_sync", json!({"boom": false})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"fine"}]}}"#
    );
    assert_eq!(
        wire(&tools.call("touchy_arg", json!({"value": "ok"})).await),
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"ok"}]}}"#
    );
}
