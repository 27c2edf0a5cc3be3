//! `notifications/cancelled`: the handler's future is dropped and no response is ever sent;
//! unknown and finished ids are tolerated; a call still waiting for an in-flight slot is
//! dropped before it starts.

use toolwright_tests::server_harness;

use serde_json::json;
use server_harness::{server, Client, Tracker};

fn cancel(id: serde_json::Value) -> serde_json::Value {
    json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
           "params": {"requestId": id, "reason": "the user changed their mind"}})
}

#[tokio::test]
async fn a_cancelled_call_is_dropped_and_never_answered() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    client.call(json!(5), "wait", json!({"key": "five"})).await;
    client
        .call(json!("six"), "wait", json!({"key": "six"}))
        .await;
    tracker
        .wait_until("both running", |t| t.running.len() == 2)
        .await;

    client.send(&cancel(json!(5))).await;
    client.send(&cancel(json!("six"))).await;
    tracker
        .wait_until("both dropped", |t| t.dropped.len() == 2)
        .await;
    assert_eq!(tracker.read(|t| t.dropped.clone()), ["five", "six"]);
    assert_eq!(client.sync().await, Vec::<String>::new());

    // Releasing them now changes nothing: their futures are gone.
    tracker.release("five");
    tracker.release("six");
    assert_eq!(client.sync().await, Vec::<String>::new());
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}

#[tokio::test]
async fn unknown_and_finished_ids_are_tolerated_and_ids_can_be_reused() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    client.call(json!(1), "echo", json!({"text": "done"})).await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"done"}]}}"#
    );
    client.send(&cancel(json!(1))).await;
    client.send(&cancel(json!(999))).await;
    client.send(&cancel(json!("never-sent"))).await;
    assert_eq!(client.sync().await, Vec::<String>::new());

    // A cancelled id is free again.
    client.call(json!(2), "wait", json!({"key": "a"})).await;
    tracker.wait_until_running("a").await;
    client.send(&cancel(json!(2))).await;
    tracker
        .wait_until("a dropped", |t| t.dropped.contains(&"a".to_owned()))
        .await;
    client
        .call(json!(2), "echo", json!({"text": "again"}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"again"}]}}"#
    );
}

#[tokio::test]
async fn a_call_waiting_for_a_slot_is_dropped_before_it_starts() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker).max_in_flight(1));
    client.handshake().await;
    client.call(json!(1), "wait", json!({"key": "first"})).await;
    tracker.wait_until_running("first").await;
    client
        .call(json!(2), "wait", json!({"key": "second"}))
        .await;
    client
        .call(json!(3), "echo", json!({"text": "third"}))
        .await;
    // Both are read (the ping behind them is answered) but wait for the one slot.
    assert_eq!(client.sync().await, Vec::<String>::new());
    client.send(&cancel(json!(2))).await;
    assert_eq!(client.sync().await, Vec::<String>::new());

    tracker.release("first");
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"first"}]}}"#
    );
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"third"}]}}"#
    );
    assert_eq!(tracker.read(|t| t.started.clone()), ["first"]);
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}

#[tokio::test]
async fn a_cancellation_behind_a_full_server_still_takes_effect() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker).max_in_flight(1));
    client.handshake().await;
    client.call(json!(1), "wait", json!({"key": "stuck"})).await;
    for i in 2..=10 {
        client
            .call(json!(i), "wait", json!({"key": format!("k{i}")}))
            .await;
    }
    tracker.wait_until_running("stuck").await;
    // The only slot is taken and nine calls wait for it; the cancellation behind them is
    // still read and frees the slot.
    client.send(&cancel(json!(1))).await;
    tracker.wait_until_running("k2").await;
    assert_eq!(tracker.read(|t| t.dropped.clone()), ["stuck"]);
    for i in 2..=10 {
        client.send(&cancel(json!(i))).await;
    }
    assert_eq!(client.sync().await, Vec::<String>::new());
    assert_eq!(tracker.read(|t| t.started.clone()), ["stuck", "k2"]);
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}
