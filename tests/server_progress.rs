//! Progress: `Context::report_progress` becomes `notifications/progress` when the request
//! carries a progress token, in increasing order, always before the response, never after.

use toolwright_tests::server_harness;

use serde_json::json;
use server_harness::{server, Client, Tracker};

fn call_with_token(
    id: u64,
    token: serde_json::Value,
    name: &str,
    args: serde_json::Value,
) -> serde_json::Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
           "params": {"name": name, "arguments": args, "_meta": {"progressToken": token}}})
}

#[tokio::test]
async fn progress_comes_in_order_before_the_response() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    client
        .send(&call_with_token(
            1,
            json!("tok-1"),
            "work",
            json!({"steps": 3, "linger": false}),
        ))
        .await;
    for step in 1..=3 {
        assert_eq!(
            client.recv_line().await,
            format!(
                r#"{{"jsonrpc":"2.0","method":"notifications/progress","params":{{"progressToken":"tok-1","progress":{step}.0,"total":3.0,"message":"working"}}}}"#
            )
        );
    }
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"worked"}]}}"#
    );

    // A numeric token is echoed as a number.
    client
        .send(&call_with_token(
            2,
            json!(42),
            "work",
            json!({"steps": 1, "linger": false}),
        ))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","method":"notifications/progress","params":{"progressToken":42,"progress":1.0,"total":1.0,"message":"working"}}"#
    );
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"worked"}]}}"#
    );
}

#[tokio::test]
async fn without_a_token_there_is_no_progress() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    client
        .call(json!(1), "report", json!({"values": [1.0, 2.0]}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"wanted progress: false"}]}}"#
    );
    client
        .call(json!(2), "work", json!({"steps": 5, "linger": false}))
        .await;
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":2,"result":{"content":[{"type":"text","text":"worked"}]}}"#
    );
}

#[tokio::test]
async fn progress_that_does_not_increase_is_dropped() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    client
        .send(&call_with_token(
            1,
            json!("t"),
            "report",
            json!({"values": [0.5, 0.5, 0.25, 1.5, 1.0, 2.0]}),
        ))
        .await;
    for progress in ["0.5", "1.5", "2.0"] {
        assert_eq!(
            client.recv_line().await,
            format!(
                r#"{{"jsonrpc":"2.0","method":"notifications/progress","params":{{"progressToken":"t","progress":{progress}}}}}"#
            )
        );
    }
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"wanted progress: true"}]}}"#
    );
}

#[tokio::test]
async fn no_progress_after_the_response() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    // The handler answers after two reports, leaving a task that reports 48 more times.
    client
        .send(&call_with_token(
            1,
            json!("late"),
            "work",
            json!({"steps": 2, "linger": true}),
        ))
        .await;
    assert!(client.recv_line().await.contains(r#""progress":1.0"#));
    assert!(client.recv_line().await.contains(r#""progress":2.0"#));
    assert_eq!(
        client.recv_line().await,
        r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"worked"}]}}"#
    );
    tracker
        .wait_until("the lingering task is done", |t| {
            t.events.contains(&"lingered".to_owned())
        })
        .await;
    assert_eq!(client.sync().await, Vec::<String>::new());
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_progress_after_the_response_across_threads() {
    // The lingering reports race the response on another thread: the gate orders them.
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    for id in 1..=50 {
        client
            .send(&call_with_token(
                id,
                json!(id),
                "work",
                json!({"steps": 1, "linger": true}),
            ))
            .await;
    }
    let mut answered = std::collections::HashSet::new();
    while answered.len() < 50 {
        let message = client.recv().await;
        match message.get("id") {
            Some(id) => {
                assert!(
                    answered.insert(id.as_u64().unwrap()),
                    "answered twice: {message}"
                );
            }
            None => {
                let token = message["params"]["progressToken"].as_u64().unwrap();
                assert!(
                    !answered.contains(&token),
                    "progress after the response: {message}"
                );
            }
        }
    }
    tracker
        .wait_until("every lingering task is done", |t| {
            t.events.iter().filter(|e| *e == "lingered").count() == 50
        })
        .await;
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}
