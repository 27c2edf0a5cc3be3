//! End of input and a closed output: calls in flight finish within the grace period and
//! are answered; past it they are stopped and answered with an error; everything is flushed
//! and `serve` returns `Ok(())`.

use toolwright_tests::server_harness;

use serde_json::json;
use server_harness::{server, Client, Tracker};
use std::time::Duration;

#[tokio::test]
async fn at_end_of_input_calls_in_flight_finish_and_are_answered() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker).max_in_flight(1));
    client.handshake().await;
    client.call(json!(1), "wait", json!({"key": "a"})).await;
    client.call(json!(2), "wait", json!({"key": "b"})).await;
    client.call(json!(3), "echo", json!({"text": "c"})).await;
    tracker.wait_until_running("a").await;
    assert_eq!(client.sync().await, Vec::<String>::new());
    client.close_input();

    // After the end of input, the running call and the calls waiting for a slot still run.
    tracker.release("a");
    tracker.wait_until_running("b").await;
    tracker.release("b");
    let (rest, ended) = client.finish().await;
    assert_eq!(
        rest,
        [
            r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"a"}]}}"#,
            r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"b"}]}}"#,
            r#"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"c"}]}}"#,
        ]
    );
    ended.unwrap();
}

#[tokio::test]
async fn the_last_line_needs_no_newline() {
    let mut client = Client::start(server(&Tracker::default()));
    client.handshake().await;
    client
        .send_raw(br#"{"jsonrpc":"2.0","id":9,"method":"ping"}"#)
        .await;
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, [r#"{"jsonrpc":"2.0","id":9,"result":{}}"#]);
    ended.unwrap();
}

#[tokio::test(start_paused = true)]
async fn past_the_grace_period_calls_are_stopped_and_answered_with_an_error() {
    let tracker = Tracker::default();
    let server = server(&tracker).drain_grace(Duration::from_millis(250));
    let mut client = Client::start(server);
    client.handshake().await;
    client.call(json!(1), "wait", json!({"key": "stuck"})).await;
    client.call(json!(2), "sleep", json!({"ms": 100})).await;
    tracker.wait_until_running("stuck").await;
    let started = tokio::time::Instant::now();
    let (rest, ended) = client.finish().await;
    assert_eq!(
        rest,
        [
            r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"rested"}]}}"#,
            r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32603,"message":"The server is shutting down; the call did not finish in time."}}"#,
        ]
    );
    ended.unwrap();
    assert_eq!(started.elapsed(), Duration::from_millis(250));
    assert_eq!(tracker.read(|t| t.dropped.clone()), ["stuck"]);
}

#[tokio::test]
async fn with_nothing_in_flight_end_of_input_ends_at_once() {
    let client = Client::start(server(&Tracker::default()));
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}

#[tokio::test]
async fn a_closed_output_ends_the_session_and_drops_the_calls() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    client
        .call(json!(1), "wait", json!({"key": "orphan"}))
        .await;
    tracker.wait_until_running("orphan").await;
    client.close_output().await.unwrap();
    tracker
        .wait_until("orphan dropped", |t| {
            t.dropped.contains(&"orphan".to_owned())
        })
        .await;
}

#[tokio::test]
async fn dropping_the_serve_future_drops_the_calls() {
    let tracker = Tracker::default();
    let (mut client_in, server_in) = tokio::io::duplex(1024);
    let (server_out, _client_out) = tokio::io::duplex(1024);
    let serving = tokio::spawn(server(&tracker).serve(server_in, server_out));
    use tokio::io::AsyncWriteExt;
    for line in [
        json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"protocolVersion": "2025-11-25"}}),
        json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": {"name": "wait", "arguments": {"key": "k"}}}),
    ] {
        client_in
            .write_all(format!("{line}\n").as_bytes())
            .await
            .unwrap();
    }
    tracker.wait_until_running("k").await;
    serving.abort();
    tracker
        .wait_until("k dropped", |t| t.dropped.contains(&"k".to_owned()))
        .await;
}
