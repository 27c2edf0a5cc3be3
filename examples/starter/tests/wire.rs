//! What the model sees: the exact JSON-RPC bytes of each way `get_forecast` ends, in-process
//! and through the built server over stdio. Correlation ids (`tw-` and 16 hex digits) differ
//! per call and are masked.

use serde_json::json;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

/// `line` with every correlation id replaced by `tw-ID`.
fn masked(line: &str) -> String {
    let mut out = String::new();
    let mut rest = line;
    while let Some(at) = rest.find("tw-") {
        let (head, tail) = rest.split_at(at + 3);
        out.push_str(head);
        let hex = tail.bytes().take_while(u8::is_ascii_hexdigit).count();
        if hex == 16 {
            out.push_str("ID");
            rest = &tail[16..];
        } else {
            rest = tail;
        }
    }
    out.push_str(rest);
    out
}

async fn wire(arguments: serde_json::Value) -> String {
    let outcome = toolwright_starter::toolset()
        .call("get_forecast", arguments)
        .await;
    masked(&outcome.to_response(&json!(1)))
}

#[tokio::test]
async fn a_forecast_is_structured_content_and_its_text() {
    assert_eq!(wire(json!({"city": "Lisbon"})).await, SUNNY);
}

#[tokio::test]
async fn an_unknown_city_is_an_is_error_result_that_says_what_to_call_next() {
    assert_eq!(wire(json!({"city": "Mars"})).await, UNKNOWN);
}

#[tokio::test]
async fn a_timeout_is_an_is_error_result_with_its_retry_hint() {
    assert_eq!(wire(json!({"city": "Slowtown"})).await, TIMEOUT);
}

#[tokio::test]
async fn a_broken_store_is_a_json_rpc_error_with_nothing_of_the_store() {
    let line = wire(json!({"city": "Atlantis"})).await;
    assert_eq!(line, BROKEN);
    assert!(!line.contains("forecasts.db"));
}

#[tokio::test]
async fn a_missing_argument_is_an_is_error_result_naming_it() {
    assert_eq!(wire(json!({})).await, MISSING);
}

/// The built server over stdio answers a client's `initialize` and a call with the same
/// bytes, and its log (stderr) keeps what the model was not told.
#[test]
fn the_built_server_answers_over_stdio() {
    let mut server = Command::new(env!("CARGO_BIN_EXE_toolwright-starter"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the starter server starts");
    let mut stdin = server.stdin.take().expect("stdin");
    for message in [
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
            "protocolVersion": "2025-11-25", "capabilities": {},
            "clientInfo": {"name": "test", "version": "0"}}}),
        json!({"jsonrpc": "2.0", "method": "notifications/initialized"}),
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
               "params": {"name": "get_forecast", "arguments": {"city": "Atlantis"}}}),
    ] {
        writeln!(stdin, "{message}").expect("write a request");
    }
    drop(stdin);
    let mut lines = BufReader::new(server.stdout.take().expect("stdout")).lines();
    let init = lines
        .next()
        .expect("the initialize answer")
        .expect("a line");
    assert!(init.contains(r#""protocolVersion":"2025-11-25""#), "{init}");
    let call = lines.next().expect("the call's answer").expect("a line");
    assert_eq!(masked(&call), BROKEN);
    let output = server
        .wait_with_output()
        .expect("the server exits at end of input");
    let log = String::from_utf8_lossy(&output.stderr);
    assert!(log.contains("forecasts.db: disk I/O error"), "{log}");
}

const SUNNY: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"{\"city\":\"Lisbon\",\"high_c\":24,\"sky\":\"sunny\"}"}],"structuredContent":{"city":"Lisbon","high_c":24,"sky":"sunny"}}}"#;
const UNKNOWN: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"No forecast for that city.\nCall list_cities to see the cities with a forecast.\n[category=not_found; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"not_found","isRetryable":false,"suggestedAction":"Call list_cities to see the cities with a forecast."}}}}"#;
const TIMEOUT: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The weather service timed out. Retry in a second.\n[category=timeout; retryable=true; retry_after_ms=1000; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"timeout","isRetryable":true,"retryAfterMs":1000}}}}"#;
const BROKEN: &str = r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#;
const MISSING: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Invalid arguments: (root): missing required property `city`\nFix the arguments to match the tool's input schema, then call again.\n[category=validation; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"validation","isRetryable":false,"suggestedAction":"Fix the arguments to match the tool's input schema, then call again."}}}}"#;
