//! Servers that break: one that writes what is not JSON, one that never answers, one that
//! exits mid-call, one that cannot be started; over HTTP one that answers `500`, one that
//! resets the connection, one that answers garbage, one that rate limits with `Retry-After`.
//! Each call ends, bounded, as a classified failure; none panics, none hangs.

use serde_json::json;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use tokio::process::Command;
use toolwright::{Category, Era};
use toolwright_client::{Connect, Failure, FailureKind};

/// A 2026-07-28 client (no handshake) of the shell script `script`, which reads requests on
/// its stdin.
async fn scripted(script: &str, timeout: Duration) -> Result<toolwright_client::Client, Failure> {
    let mut command = Command::new("sh");
    command.arg("-c").arg(script);
    Connect::new()
        .era(Era::Stateless)
        .timeout(timeout)
        .stdio(command)
        .await
}

#[tokio::test]
async fn a_line_that_is_not_json_fails_the_call_as_garbled() {
    let client = scripted(
        "read line; echo 'Listening on port 3000'; sleep 30",
        Duration::from_secs(20),
    )
    .await
    .unwrap();
    let failure = client.call("any", json!({})).await.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Garbled);
    // The connection is broken: the next call fails at once, the same way.
    let again = client.call("any", json!({})).await.unwrap_err();
    assert_eq!(again.kind, FailureKind::Garbled);
    assert!(failure.outcome_unknown() || failure.kind == FailureKind::Garbled);
}

#[tokio::test]
async fn a_server_that_never_answers_times_out_and_is_told_the_call_is_cancelled() {
    let log = std::env::temp_dir().join(format!("tw-client-hang-{}", std::process::id()));
    let script = format!("cat > '{}'", log.display());
    let client = scripted(&script, Duration::from_millis(300)).await.unwrap();
    let failure = client.call("slow", json!({})).await.unwrap_err();
    assert_eq!(failure.kind, FailureKind::TimedOut);
    assert!(failure.outcome_unknown());
    client.close().await; // closes its input: `cat` ends, its file complete
    let written = std::fs::read_to_string(&log).unwrap();
    std::fs::remove_file(&log).unwrap();
    let lines: Vec<serde_json::Value> = written
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "{written}");
    assert_eq!(lines[0]["method"], "tools/call");
    assert_eq!(lines[1]["method"], "notifications/cancelled");
    assert_eq!(lines[1]["params"]["requestId"], lines[0]["id"]);
}

#[tokio::test]
async fn a_server_that_exits_mid_call_is_a_disconnect_after_sending() {
    let client = scripted("read line; exit 3", Duration::from_secs(20))
        .await
        .unwrap();
    let failure = client.call("any", json!({})).await.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Disconnected { sent: true });
    assert!(failure.outcome_unknown());
}

#[tokio::test]
async fn a_server_that_cannot_be_started_never_ran() {
    let failure = Connect::new()
        .stdio(Command::new("/nonexistent/mcp-server"))
        .await
        .unwrap_err();
    assert_eq!(failure.kind, FailureKind::Disconnected { sent: false });
    assert!(failure.never_ran());
}

#[tokio::test]
async fn a_handshake_answered_with_an_unknown_version_is_refused() {
    let script = r#"read line; echo '{"jsonrpc":"2.0","id":0,"result":{"protocolVersion":"1999-01-01","capabilities":{},"serverInfo":{"name":"x","version":"1"}}}'; sleep 30"#;
    let mut command = Command::new("sh");
    command.arg("-c").arg(script);
    let failure = Connect::new().stdio(command).await.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Garbled);
}

/// An HTTP server on a free port that answers every connection with `respond`.
async fn http_server(respond: &'static [u8]) -> String {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((mut stream, _)) = listener.accept().await {
            tokio::spawn(async move {
                let mut request = vec![0u8; 64 * 1024];
                let _ = stream.read(&mut request).await;
                if respond.is_empty() {
                    // Closed with no answer.
                    drop(stream);
                    return;
                }
                if respond == b"hang" {
                    tokio::time::sleep(Duration::from_secs(60)).await;
                    return;
                }
                // A response ending in `hang` is written without it, and left open.
                if let Some(head) = respond.strip_suffix(b"hang") {
                    let _ = stream.write_all(head).await;
                    tokio::time::sleep(Duration::from_secs(60)).await;
                    return;
                }
                let _ = stream.write_all(respond).await;
            });
        }
    });
    format!("http://{addr}/mcp")
}

async fn stateless_call(url: &str) -> Failure {
    let client = Connect::new()
        .era(Era::Stateless)
        .timeout(Duration::from_millis(500))
        .http(url)
        .await
        .unwrap();
    client.call("any", json!({})).await.unwrap_err()
}

#[tokio::test]
async fn an_http_500_without_json_rpc_is_an_http_failure_not_retryable() {
    let url = http_server(b"HTTP/1.1 500 Internal Server Error\r\ncontent-length: 21\r\nconnection: close\r\n\r\nTraceback: db.py:42\r\n").await;
    let failure = stateless_call(&url).await;
    assert_eq!(failure.kind, FailureKind::Http { status: 500 });
    assert_eq!(failure.retryable, None);
    assert!(!failure.for_model("any").contains("db.py"));
}

#[tokio::test]
async fn a_429_with_retry_after_says_how_long_to_wait() {
    let url = http_server(b"HTTP/1.1 429 Too Many Requests\r\nretry-after: 7\r\ncontent-length: 0\r\nconnection: close\r\n\r\n").await;
    let failure = stateless_call(&url).await;
    assert_eq!(failure.category, Some(Category::RateLimited));
    assert_eq!(failure.retry_after, Some(Duration::from_secs(7)));
    assert!(failure.never_ran());
}

#[tokio::test]
async fn a_reset_connection_is_a_disconnect() {
    let url = http_server(b"").await;
    let failure = stateless_call(&url).await;
    assert!(
        matches!(failure.kind, FailureKind::Disconnected { .. }),
        "{failure:?}"
    );
}

#[tokio::test]
async fn an_answer_that_is_not_json_is_garbled() {
    let url = http_server(b"HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 9\r\nconnection: close\r\n\r\n<html>hi\n").await;
    let failure = stateless_call(&url).await;
    assert_eq!(failure.kind, FailureKind::Garbled);
}

#[tokio::test]
async fn an_http_server_that_never_answers_times_out() {
    let url = http_server(b"hang").await;
    let failure = stateless_call(&url).await;
    assert_eq!(failure.kind, FailureKind::TimedOut);
}

#[tokio::test]
async fn an_unreachable_url_never_ran() {
    let port = TcpListener::bind("127.0.0.1:0")
        .await
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let failure = stateless_call(&format!("http://127.0.0.1:{port}/mcp")).await;
    assert_eq!(failure.kind, FailureKind::Disconnected { sent: false });
}

#[tokio::test]
async fn an_http_error_whose_body_is_not_json_rpc_keeps_its_status() {
    // An OAuth middleware's refusal (the SDKs' `RequireAuthMiddleware` answers this way).
    let url = http_server(b"HTTP/1.1 401 Unauthorized\r\ncontent-type: application/json\r\ncontent-length: 61\r\nconnection: close\r\n\r\n{\"error\":\"invalid_token\",\"error_description\":\"token expired\"}").await;
    let failure = stateless_call(&url).await;
    assert_eq!(failure.kind, FailureKind::Http { status: 401 });
    assert_eq!(failure.category, Some(Category::Permission));
    assert!(failure.never_ran());
    // A gateway's rate limit, with its wait.
    let url = http_server(b"HTTP/1.1 429 Too Many Requests\r\nretry-after: 4\r\ncontent-type: application/json\r\ncontent-length: 33\r\nconnection: close\r\n\r\n{\"message\":\"Too Many Requests\"}\r\n").await;
    let failure = stateless_call(&url).await;
    assert_eq!(failure.kind, FailureKind::Http { status: 429 });
    assert_eq!(failure.retry_after, Some(Duration::from_secs(4)));
}

#[tokio::test]
async fn an_event_stream_left_open_after_its_answer_ends_the_request_at_the_answer() {
    let url = http_server(b"HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\n\r\ndata: {\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{}}\n\nhang").await;
    let client = Connect::new()
        .era(Era::Stateless)
        .timeout(Duration::from_secs(5))
        .http(&url)
        .await
        .unwrap();
    let started = std::time::Instant::now();
    let result = client
        .request("ping", serde_json::Map::new())
        .await
        .unwrap();
    assert_eq!(result, json!({}));
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "{:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_servers_ping_is_answered() {
    let log = std::env::temp_dir().join(format!("tw-client-ping-{}", std::process::id()));
    let script = format!(
        r#"read call; echo '{{"jsonrpc":"2.0","id":"p1","method":"ping"}}'; read reply; echo "$reply" > '{}'; echo '{{"jsonrpc":"2.0","id":0,"result":{{"content":[{{"type":"text","text":"ok"}}]}}}}'; sleep 5"#,
        log.display()
    );
    let client = scripted(&script, Duration::from_secs(20)).await.unwrap();
    assert_eq!(client.call("any", json!({})).await.unwrap().text, "ok");
    let reply: serde_json::Value =
        serde_json::from_str(std::fs::read_to_string(&log).unwrap().trim()).unwrap();
    std::fs::remove_file(&log).unwrap();
    assert_eq!(reply, json!({"jsonrpc": "2.0", "id": "p1", "result": {}}));
}

#[tokio::test]
async fn tools_list_pages_that_never_end_are_garbled() {
    let script = r#"i=0; while read line; do echo "{\"jsonrpc\":\"2.0\",\"id\":$i,\"result\":{\"tools\":[],\"nextCursor\":\"again\"}}"; i=$((i+1)); done"#;
    let client = scripted(script, Duration::from_secs(20)).await.unwrap();
    let failure = client.list_tools().await.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Garbled);
}

#[tokio::test]
async fn a_result_asking_for_input_is_no_outcome() {
    let script = r#"read call; echo '{"jsonrpc":"2.0","id":0,"result":{"resultType":"input_required","inputRequests":{}}}'; sleep 5"#;
    let client = scripted(script, Duration::from_secs(20)).await.unwrap();
    let failure = client.call("any", json!({})).await.unwrap_err();
    assert_eq!(failure.kind, FailureKind::Garbled);
}

#[tokio::test]
async fn closing_a_server_that_ignores_its_input_closing_kills_it_in_bounded_time() {
    let client = scripted(
        "trap '' TERM HUP; while :; do sleep 1; done",
        Duration::from_secs(20),
    )
    .await
    .unwrap();
    let started = std::time::Instant::now();
    client.close().await;
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "{:?}",
        started.elapsed()
    );
}
