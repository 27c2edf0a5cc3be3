//! Faults around handlers, over the wire: per-tool and server-wide timeouts, panics
//! (answered with a correlation id that is also logged; the server goes on), and a request
//! id reused while its first request is in flight.

use toolwright_tests::server_harness;

use serde_json::json;
use server_harness::{masked, server, Client, Tracker};
use std::time::Duration;
use toolwright_tests::LogCapture;

const TIMED_OUT_50: &str = r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"The tool did not finish within 50 ms.\nRetry later, or ask for less work in one call.\n[category=timeout; retryable=true; ref=tw-ID]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-ID","errorCategory":"timeout","isRetryable":true,"suggestedAction":"Retry later, or ask for less work in one call."}}}}"#;

#[tokio::test(start_paused = true)]
async fn a_tool_past_its_own_timeout_is_a_retryable_tool_error() {
    let mut client = Client::start(server(&Tracker::default()));
    client.handshake().await;
    client.call(json!(1), "nap", json!({"ms": 60_000})).await;
    assert_eq!(masked(&client.recv_line().await), TIMED_OUT_50);
    client.call(json!(2), "nap", json!({"ms": 10})).await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"rested"}]}}"#
    );
}

#[tokio::test(start_paused = true)]
async fn the_server_default_timeout_covers_tools_without_their_own() {
    let server = server(&Tracker::default()).default_timeout(Duration::from_millis(200));
    let mut client = Client::start(server);
    client.handshake().await;
    client.call(json!(1), "sleep", json!({"ms": 60_000})).await;
    let answer = client.recv().await;
    assert_eq!(answer["result"]["isError"], true);
    assert!(answer["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("The tool did not finish within 200 ms."));
    // A tool's own timeout wins over the default.
    client.call(json!(1), "nap", json!({"ms": 60_000})).await;
    assert_eq!(masked(&client.recv_line().await), TIMED_OUT_50);
    client.call(json!(3), "sleep", json!({"ms": 150})).await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"rested"}]}}"#
    );
}

#[tokio::test(start_paused = true)]
async fn without_a_default_timeout_a_slow_tool_just_runs() {
    let mut client = Client::start(server(&Tracker::default()));
    client.handshake().await;
    client.call(json!(1), "sleep", json!({"ms": 10_000})).await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"rested"}]}}"#
    );
}

#[tokio::test]
async fn a_panic_is_an_internal_error_with_a_logged_correlation_id_and_the_server_goes_on() {
    let (logs, _guard) = LogCapture::start();
    let mut client = Client::start(server(&Tracker::default()));
    client.handshake().await;
    for (id, later) in [(1, false), (2, true)] {
        client
            .call(json!(id), "boom", json!({"later": later}))
            .await;
        let line = client.recv_line().await;
        assert_eq!(
            masked(&line),
            format!(
                r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32603,"message":"Internal error (ref tw-ID)","data":{{"correlationId":"tw-ID"}}}}}}"#
            )
        );
        let answer: serde_json::Value = serde_json::from_str(&line).unwrap();
        let correlation = answer["error"]["data"]["correlationId"].as_str().unwrap();
        let log = logs.text();
        let logged = log
            .lines()
            .find(|l| l.contains(correlation))
            .unwrap_or_else(|| panic!("{correlation} not in the log:\n{log}"));
        assert!(logged.contains("kaboom: secret-123"), "{logged}");
        assert!(!line.contains("kaboom"));
    }
    client
        .call(json!(3), "echo", json!({"text": "still here"}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"still here"}]}}"#
    );
}

#[tokio::test]
async fn classified_failures_keep_their_wire_shape() {
    let mut client = Client::start(server(&Tracker::default()));
    client.handshake().await;
    client
        .call(json!(1), "fail", json!({"how": "denied"}))
        .await;
    assert_eq!(
        masked(&client.recv_line().await),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Unauthorized (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    client
        .call(json!(2), "fail", json!({"how": "broken"}))
        .await;
    assert_eq!(
        masked(&client.recv_line().await),
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32603,"message":"Internal error (ref tw-ID)","data":{"correlationId":"tw-ID"}}}"#
    );
    client
        .call(json!(3), "fail", json!({"how": "closed"}))
        .await;
    let answer = client.recv().await;
    assert_eq!(answer["result"]["isError"], true);
    assert!(answer["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .starts_with("The order is closed."));
}

#[tokio::test]
async fn an_id_already_in_flight_is_refused_and_the_first_request_still_answered() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    client.call(json!(1), "wait", json!({"key": "first"})).await;
    tracker.wait_until_running("first").await;
    client
        .call(json!(1), "echo", json!({"text": "second"}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32600,"message":"Invalid request: this id is already used by a request in flight."}}"#
    );
    tracker.release("first");
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"first"}]}}"#
    );
}
