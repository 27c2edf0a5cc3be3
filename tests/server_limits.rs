//! The in-flight limit: at most `max_in_flight` calls run at once; the rest wait their turn
//! in order, while other requests are still answered.

use toolwright_tests::server_harness;

use serde_json::json;
use server_harness::{server, Client, Tracker};

#[tokio::test]
async fn no_more_than_max_in_flight_calls_run_at_once() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker).max_in_flight(2));
    client.handshake().await;
    for i in 1..=6 {
        client
            .call(json!(i), "wait", json!({"key": format!("k{i}")}))
            .await;
    }
    tracker
        .wait_until("two running", |t| t.running.len() == 2)
        .await;
    // The calls behind were read: requests after them are answered meanwhile.
    assert_eq!(client.sync().await, Vec::<String>::new());
    assert_eq!(tracker.read(|t| t.started.clone()), ["k1", "k2"]);

    // Each call that finishes lets the next one start, in order.
    for i in 1..=6 {
        tracker.release(&format!("k{i}"));
        assert_eq!(
            client.recv_line().await,
            format!(
                r#"{{"jsonrpc":"2.0","id":{i},"result":{{"content":[{{"type":"text","text":"k{i}"}}]}}}}"#
            )
        );
    }
    assert_eq!(
        tracker.read(|t| t.started.clone()),
        ["k1", "k2", "k3", "k4", "k5", "k6"]
    );
    assert_eq!(tracker.read(|t| t.max_running), 2);
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_limit_holds_under_a_flood() {
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker).max_in_flight(8));
    client.handshake().await;
    for i in 0..200 {
        client
            .call(json!(i), "wait", json!({"key": format!("k{i}")}))
            .await;
    }
    // The limit is reached: with 200 queued and none released, eight start.
    tracker
        .wait_until("eight running", |t| t.running.len() >= 8)
        .await;
    assert_eq!(tracker.read(|t| t.running.len()), 8);
    // Let them finish in waves, checking the bound as they go.
    let mut answered = 0;
    for i in 0..200 {
        let key = format!("k{i}");
        tracker.wait_until_running(&key).await;
        assert!(tracker.read(|t| t.running.len()) <= 8);
        tracker.release(&key);
        if i % 8 == 7 {
            while answered <= i {
                let answer = client.recv().await;
                assert_eq!(
                    answer["result"]["content"][0]["text"],
                    format!("k{}", answer["id"])
                );
                answered += 1;
            }
        }
    }
    assert_eq!(tracker.read(|t| t.max_running), 8);
    let (rest, ended) = client.finish().await;
    assert_eq!(rest, Vec::<String>::new());
    ended.unwrap();
}
