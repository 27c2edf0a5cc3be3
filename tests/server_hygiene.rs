//! Output hygiene in-process: under mixed traffic (failures that log, panics, progress,
//! malformed input) every line the server writes is one whole JSON-RPC 2.0 message, and the
//! logs go to `tracing`, never to the output.

use toolwright_tests::server_harness;

use serde_json::{json, Value};
use server_harness::{server, Client, Tracker};
use toolwright_tests::LogCapture;

#[tokio::test]
async fn only_whole_json_rpc_messages_reach_the_output() {
    let (logs, _guard) = LogCapture::start();
    let tracker = Tracker::default();
    let mut client = Client::start(server(&tracker));
    client.handshake().await;
    let mut sent = 0;
    for i in 0..20 {
        for message in [
            server_harness::call(json!(i * 10), "fail", json!({"how": "broken"})),
            server_harness::call(json!(i * 10 + 1), "fail", json!({"how": "denied"})),
            server_harness::call(json!(i * 10 + 2), "boom", json!({})),
            server_harness::call(
                json!(i * 10 + 3),
                "echo",
                json!({"text": "line\nbreak\u{2028}"}),
            ),
            json!({"jsonrpc": "2.0", "id": i * 10 + 4, "method": "tools/call", "params": {
                "name": "work", "arguments": {"steps": 2, "linger": false},
                "_meta": {"progressToken": i}}}),
        ] {
            client.send(&message).await;
            sent += 1;
        }
        client.send_raw(b"{oops\n").await;
        sent += 1;
    }
    let mut lines = client.sync().await;
    let (rest, ended) = client.finish().await;
    ended.unwrap();
    lines.extend(rest);

    let mut answers = 0;
    let mut progress = 0;
    for line in &lines {
        assert!(!line.contains('\n'));
        let message: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        assert_eq!(message["jsonrpc"], "2.0", "{line}");
        let object = message.as_object().unwrap();
        if object.contains_key("id") {
            assert!(
                object.contains_key("result") ^ object.contains_key("error"),
                "{line}"
            );
            answers += 1;
        } else {
            assert_eq!(message["method"], "notifications/progress", "{line}");
            progress += 1;
        }
    }
    assert_eq!(answers, sent);
    assert_eq!(progress, 2 * 20);

    // What the client must not see went to the log.
    let log = logs.text();
    assert!(
        log.contains("database at 10.0.0.5 refused the connection"),
        "{log}"
    );
    assert!(log.contains("kaboom: secret-123"), "{log}");
    for line in &lines {
        assert!(
            !line.contains("10.0.0.5") && !line.contains("kaboom"),
            "{line}"
        );
    }
}
