//! Many concurrent mixed calls on a multi-threaded runtime: successes, every error kind,
//! panics, timeouts and cancellations, sent while answers stream back. Every request gets
//! exactly one answer, the right one for what it asked; cancelled requests get none.

use toolwright_tests::server_harness;

use serde_json::{json, Value};
use server_harness::{call, server, Tracker, PATIENCE};
use std::collections::HashMap;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};

/// What a request should get back.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Expect {
    Echo,
    Sum,
    ToolError,
    Timeout,
    Code(i64),
    Nothing,
}

/// Request `i`: a mix, its expected answer, and (for the waiting kind) its key.
fn request(i: usize) -> (Value, Expect, Option<String>) {
    let id = json!(i);
    match i % 12 {
        0..=2 => (
            call(id, "echo", json!({"text": format!("t{i}")})),
            Expect::Echo,
            None,
        ),
        3 => (
            call(id, "fail", json!({"how": "closed"})),
            Expect::ToolError,
            None,
        ),
        4 => (
            call(id, "fail", json!({"how": "denied"})),
            Expect::Code(-32600),
            None,
        ),
        5 => (
            call(id, "fail", json!({"how": "broken"})),
            Expect::Code(-32603),
            None,
        ),
        6 => (
            call(id, "boom", json!({"later": i % 24 == 6})),
            Expect::Code(-32603),
            None,
        ),
        7 => (
            call(id, "nap", json!({"ms": 10_000})),
            Expect::Timeout,
            None,
        ),
        8 => (call(id, "nope", json!({})), Expect::Code(-32602), None),
        9 => (
            call(id, "echo", json!({"text": 9})),
            Expect::ToolError,
            None,
        ),
        // Calls that wait on the test hold their slots for a while: one in five rounds.
        10 if i % 60 == 10 => {
            let key = format!("w{i}");
            (
                call(id, "wait", json!({"key": key})),
                Expect::Echo,
                Some(key),
            )
        }
        11 if i % 60 == 11 => {
            let key = format!("c{i}");
            (
                call(id, "wait", json!({"key": key})),
                Expect::Nothing,
                Some(key),
            )
        }
        10 => (call(id, "add", json!({"a": i, "b": 1})), Expect::Sum, None),
        _ => (
            call(id, "echo", json!({"text": format!("t{i}")})),
            Expect::Echo,
            None,
        ),
    }
}

fn check(i: usize, expect: Expect, answer: &Value) {
    let result = &answer["result"];
    match expect {
        Expect::Echo => {
            let text = result["content"][0]["text"].as_str();
            assert!(
                text == Some(&format!("t{i}")) || text == Some(&format!("w{i}")),
                "{answer}"
            );
            assert_eq!(result.get("isError"), None, "{answer}");
        }
        Expect::Sum => assert_eq!(result["structuredContent"]["total"], i + 1, "{answer}"),
        Expect::ToolError => assert_eq!(result["isError"], true, "{answer}"),
        Expect::Timeout => {
            assert_eq!(result["isError"], true, "{answer}");
            assert_eq!(
                result["_meta"]["dev.toolwright/error"]["errorCategory"], "timeout",
                "{answer}"
            );
        }
        Expect::Code(code) => assert_eq!(answer["error"]["code"], code, "{answer}"),
        Expect::Nothing => panic!("a cancelled request was answered: {answer}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_request_gets_exactly_one_correct_answer() {
    const N: usize = 3000;
    // The hundreds of deliberate panics would flood the test output.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let deliberate = info
            .payload()
            .downcast_ref::<&str>()
            .is_some_and(|s| s.starts_with("kaboom"));
        if !deliberate {
            default_hook(info);
        }
    }));
    let tracker = Tracker::default();
    let (mut client_in, server_in) = tokio::io::duplex(16 * 1024);
    let (server_out, client_out) = tokio::io::duplex(16 * 1024);
    let serving = tokio::spawn(
        server(&tracker)
            .max_in_flight(128)
            .serve(server_in, server_out),
    );

    let plan: Vec<(Value, Expect, Option<String>)> = (0..N).map(request).collect();
    let expected: HashMap<usize, Expect> = plan
        .iter()
        .enumerate()
        .map(|(i, (_, e, _))| (i, *e))
        .collect();
    let answers_due = expected.values().filter(|e| **e != Expect::Nothing).count();

    // Answers are read, and requests written, while the test releases and cancels calls.
    let reader = tokio::spawn(async move {
        let mut lines = BufReader::new(client_out).lines();
        let mut got = Vec::new();
        while let Some(line) = lines.next_line().await.unwrap() {
            got.push(line);
        }
        got
    });
    let (to_server, mut outbox) = tokio::sync::mpsc::unbounded_channel::<Value>();
    let writer = tokio::spawn(async move {
        while let Some(message) = outbox.recv().await {
            client_in
                .write_all(format!("{message}\n").as_bytes())
                .await
                .unwrap();
        }
        // Dropping `client_in` here is the end of input.
    });
    to_server
        .send(
            json!({"jsonrpc": "2.0", "id": "init", "method": "initialize",
                     "params": {"protocolVersion": "2025-11-25", "capabilities": {}}}),
        )
        .unwrap();
    for (message, _, _) in &plan {
        to_server.send(message.clone()).unwrap();
    }

    // Waiting calls start in order; cancel half of them, release the rest.
    let keys: Vec<(usize, String)> = plan
        .iter()
        .enumerate()
        .filter_map(|(i, (_, _, k))| k.clone().map(|k| (i, k)))
        .collect();
    for (i, key) in &keys {
        tracker.wait_until_running(key).await;
        if expected[i] == Expect::Nothing {
            to_server
                .send(
                    json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
                             "params": {"requestId": i}}),
                )
                .unwrap();
        } else {
            tracker.release(key);
        }
    }
    let cancelled = keys
        .iter()
        .filter(|(i, _)| expected[i] == Expect::Nothing)
        .count();
    tracker
        .wait_until("every cancelled call dropped", |t| {
            t.dropped.len() == cancelled
        })
        .await;
    drop(to_server);
    writer.await.unwrap();

    let lines = tokio::time::timeout(PATIENCE, reader)
        .await
        .expect("all answers in time")
        .unwrap();
    tokio::time::timeout(PATIENCE, serving)
        .await
        .expect("the server ends")
        .unwrap()
        .unwrap();

    let mut seen: HashMap<usize, usize> = HashMap::new();
    for line in &lines {
        let answer: Value = serde_json::from_str(line).unwrap();
        assert_eq!(answer["jsonrpc"], "2.0");
        if answer["id"] == "init" {
            continue;
        }
        let i = usize::try_from(answer["id"].as_u64().expect("numeric id")).unwrap();
        *seen.entry(i).or_default() += 1;
        check(i, expected[&i], &answer);
    }
    assert_eq!(
        lines.len(),
        answers_due + 1,
        "one answer per request, and no more"
    );
    for (i, expect) in &expected {
        let count = seen.get(i).copied().unwrap_or(0);
        let due = usize::from(*expect != Expect::Nothing);
        assert_eq!(
            count, due,
            "request {i} ({expect:?}) answered {count} times"
        );
    }
    assert_eq!(tracker.read(|t| t.dropped.len()), cancelled);
}
