//! What the model sees: the exact JSON-RPC bytes of each way `get_forecast` ends, through
//! the server's engine in-process (`toolwright::testing`) and through the built server over
//! stdio. Correlation ids (`tw-` and 16 hex digits) differ per call and are masked.

use serde_json::{json, Value};
use std::process::Command;
use toolwright::testing::{Logs, Response, TestClient};
use toolwright::{Category, Era};

/// `get_forecast`'s answer to `arguments`: the first request of a 2025-11-25 client.
async fn forecast(arguments: Value) -> Response {
    let mut client = TestClient::legacy(toolwright_starter::toolset()).await;
    client.call("get_forecast", arguments).await
}

#[tokio::test]
async fn a_forecast_is_structured_content_and_its_text() {
    let answer = forecast(json!({"city": "Lisbon"})).await;
    let sunny = json!({"city": "Lisbon", "high_c": 24, "sky": "sunny"});
    assert_eq!(answer.success().structured, Some(sunny));
    assert_eq!(answer.masked(), SUNNY);
}

#[tokio::test]
async fn an_unknown_city_is_an_is_error_result_that_says_what_to_call_next() {
    let answer = forecast(json!({"city": "Mars"})).await;
    answer
        .assert_fails_as(Category::NotFound)
        .assert_retryable(false)
        .assert_suggests("Call list_cities to see the cities with a forecast.");
    assert_eq!(answer.masked(), UNKNOWN);
}

#[tokio::test]
async fn a_timeout_is_an_is_error_result_with_its_retry_hint() {
    let answer = forecast(json!({"city": "Slowtown"})).await;
    let timeout = answer
        .assert_fails_as(Category::Timeout)
        .assert_retryable(true);
    assert_eq!(timeout.retry_after_ms, Some(1000));
    assert_eq!(answer.masked(), TIMEOUT);
}

#[tokio::test]
async fn a_broken_store_is_a_json_rpc_error_whose_details_are_only_in_the_log() {
    let logs = Logs::capture();
    let answer = forecast(json!({"city": "Atlantis"})).await;
    let reference = answer.assert_rejected(-32603).reference().to_owned();
    answer.assert_holds_none(&["forecasts.db"]);
    assert_eq!(answer.masked(), BROKEN);
    let logged = logs.lines_with(&reference);
    assert!(
        logged
            .iter()
            .any(|l| l.contains("forecasts.db: disk I/O error")),
        "{logged:?}"
    );
}

#[tokio::test]
async fn a_missing_argument_is_an_is_error_result_naming_it() {
    let answer = forecast(json!({})).await;
    answer
        .assert_fails_as(Category::Validation)
        .assert_reads("missing required property `city`");
    assert_eq!(answer.masked(), MISSING);
}

/// The built server over stdio answers a call with the same bytes, and its log (stderr)
/// keeps, under the reference the client got, what the model was not told.
#[tokio::test]
async fn the_built_server_answers_over_stdio() {
    let binary = Command::new(env!("CARGO_BIN_EXE_toolwright-starter"));
    let mut client = TestClient::spawn(binary, Era::Legacy)
        .await
        .expect("the starter server starts");
    let answer = client
        .call("get_forecast", json!({"city": "Atlantis"}))
        .await;
    assert_eq!(answer.masked(), BROKEN);
    let reference = answer.rejection().reference().to_owned();
    let log = client
        .close()
        .await
        .expect("the server exits at the end of its input");
    let logged = log
        .lines()
        .find(|l| l.contains(&reference))
        .unwrap_or_default();
    assert!(logged.contains("forecasts.db: disk I/O error"), "{log}");
}

const SUNNY: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"{\"city\":\"Lisbon\",\"high_c\":24,\"sky\":\"sunny\"}"}],"structuredContent":{"city":"Lisbon","high_c":24,"sky":"sunny"}}}"#;
const UNKNOWN: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"No forecast for that city.\nCall list_cities to see the cities with a forecast.\n[category=not_found; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"not_found","isRetryable":false,"suggestedAction":"Call list_cities to see the cities with a forecast."}}}}"#;
const TIMEOUT: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The weather service timed out. Retry in a second.\n[category=timeout; retryable=true; retry_after_ms=1000; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"timeout","isRetryable":true,"retryAfterMs":1000}}}}"#;
const BROKEN: &str = r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#;
const MISSING: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Invalid arguments: (root): missing required property `city`\nFix the arguments to match the tool's input schema, then call again.\n[category=validation; retryable=false; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"validation","isRetryable":false,"suggestedAction":"Fix the arguments to match the tool's input schema, then call again."}}}}"#;
