//! Tools that talk back over Streamable HTTP, with raw HTTP/1.1: in a 2025-11-25 session a
//! call that asks or logs is answered as an event stream carrying the request to the client,
//! whose answer arrives in a POST of its own; a call that never talks stays
//! `application/json`. In 2026-07-28 the call ends `input_required`, and its retry may land
//! on any replica that shares the key. Nothing a handler logs leaks a planted secret.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;
use toolwright_tests::talk_tools;

use http_support::{parse, post, read_until, request, start_with, Reply, ACCEPT, JSON};
use serde_json::{json, Value};
use server_harness::{stateless_meta, PATIENCE};
use std::net::SocketAddr;
use talk_tools::{server, PATH, SECRET};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use toolwright::server::http::{HttpConfig, SessionKey};
use toolwright_tests::LogCapture;

/// Start a session that declared `capabilities`; its id.
async fn session(addr: SocketAddr, capabilities: Value) -> String {
    let init = json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": capabilities,
        "clientInfo": {"name": "raw", "version": "0"}}});
    let reply = post(addr, &[], &init).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(reply.json()["result"]["capabilities"]["logging"], json!({}));
    reply
        .header("mcp-session-id")
        .expect("a session id")
        .to_owned()
}

fn session_headers(session: &str) -> [(&str, &str); 4] {
    [
        JSON,
        ACCEPT,
        ("Mcp-Session-Id", session),
        ("MCP-Protocol-Version", "2025-11-25"),
    ]
}

async fn in_session(addr: SocketAddr, session: &str, body: &Value) -> Reply {
    post(addr, &session_headers(session)[2..], body).await
}

/// A call whose answer streams: the stream, read until `until` appears in it.
async fn open_call(
    addr: SocketAddr,
    session: &str,
    body: &Value,
    until: &str,
) -> (TcpStream, Vec<u8>) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let raw = request("POST", &session_headers(session), &body.to_string());
    stream.write_all(&raw).await.unwrap();
    let mut seen = Vec::new();
    read_until(&mut stream, &mut seen, |seen| seen.contains(until)).await;
    (stream, seen)
}

/// The rest of a stream, parsed with what was read before.
async fn finish(mut stream: TcpStream, mut seen: Vec<u8>) -> Reply {
    tokio::time::timeout(PATIENCE, stream.read_to_end(&mut seen))
        .await
        .expect("the stream ends in time")
        .unwrap();
    parse(&seen)
}

#[tokio::test]
async fn a_legacy_question_travels_on_the_calls_stream_and_the_answer_in_a_post() {
    let http = start_with(server(), HttpConfig::new()).await;
    let session = session(http.addr, json!({"elicitation": {}})).await;
    let call = json!({"jsonrpc": "2.0", "id": 7, "method": "tools/call",
                      "params": {"name": "refund", "arguments": {"amount": 750}}});
    let (stream, seen) = open_call(http.addr, &session, &call, "elicitation/create").await;
    let answer = json!({"jsonrpc": "2.0", "id": 1, "result": {"action": "accept", "content": {"approve": true}}});
    let ack = in_session(http.addr, &session, &answer).await;
    assert_eq!(ack.status, 202);
    assert!(ack.body.is_empty());
    let reply = finish(stream, seen).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some("text/event-stream"));
    let events = reply.events();
    assert_eq!(
        events[0],
        json!({"jsonrpc": "2.0", "id": 1, "method": "elicitation/create",
               "params": serde_json::from_str::<Value>(talk_tools::QUESTION).unwrap()})
    );
    assert_eq!(events[1]["id"], 7);
    assert_eq!(events[1]["result"]["content"][0]["text"], "refunded $750");
    assert_eq!(events.len(), 2);
    http.stop().await;
}

#[tokio::test]
async fn an_answer_from_another_session_reaches_no_call() {
    let http = start_with(server(), HttpConfig::new()).await;
    let asker = session(http.addr, json!({"elicitation": {}})).await;
    let other = session(http.addr, json!({"elicitation": {}})).await;
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                      "params": {"name": "refund", "arguments": {"amount": 5}}});
    let (stream, seen) = open_call(http.addr, &asker, &call, "elicitation/create").await;
    let forged = json!({"jsonrpc": "2.0", "id": 1, "result": {"action": "accept", "content": {"approve": true}}});
    assert_eq!(in_session(http.addr, &other, &forged).await.status, 202);
    let decline = json!({"jsonrpc": "2.0", "id": 1, "result": {"action": "decline"}});
    assert_eq!(in_session(http.addr, &asker, &decline).await.status, 202);
    let events = finish(stream, seen).await.events();
    assert!(events[1]["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .contains("[category=declined;"));
    http.stop().await;
}

#[tokio::test]
async fn a_talking_tool_that_says_nothing_before_its_answer_stays_json() {
    let http = start_with(server(), HttpConfig::new()).await;
    // No elicitation capability: the handler hears Unsupported at once.
    let session = session(http.addr, json!({})).await;
    let call = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
                      "params": {"name": "refund", "arguments": {"amount": 5}}});
    let reply = in_session(http.addr, &session, &call).await;
    assert_eq!(reply.header("content-type"), Some("application/json"));
    assert!(reply.json()["result"]["content"][0]["text"]
        .as_str()
        .unwrap()
        .contains("[category=unsupported;"));
    http.stop().await;
}

#[tokio::test]
async fn log_messages_stream_at_the_sessions_level_and_leak_no_planted_secret() {
    let (logs, _guard) = LogCapture::start();
    let http = start_with(server(), HttpConfig::new()).await;
    let session = session(http.addr, json!({})).await;
    let call = |id| {
        json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
               "params": {"name": "chatty", "arguments": {}}})
    };
    let reply = in_session(http.addr, &session, &call(1)).await;
    assert_eq!(reply.header("content-type"), Some("text/event-stream"));
    let events = reply.events();
    let levels: Vec<_> = events
        .iter()
        .map(|e| e["params"]["level"].clone())
        .collect();
    assert_eq!(levels, [json!("info"), json!("warning"), Value::Null]);
    assert_eq!(
        events[0]["params"]["data"],
        "charging with [secret] from [path]"
    );
    let set = json!({"jsonrpc": "2.0", "id": 2, "method": "logging/setLevel", "params": {"level": "warning"}});
    assert_eq!(
        in_session(http.addr, &session, &set).await.json()["result"],
        json!({})
    );
    let events = in_session(http.addr, &session, &call(3)).await.events();
    assert_eq!(events.len(), 2);
    assert_eq!(events[0]["params"]["level"], "warning");
    let wire = reply.text();
    let log = logs.text();
    for secret in [SECRET, PATH] {
        assert!(
            !wire.contains(secret),
            "{secret} reached the client:\n{wire}"
        );
        assert!(!log.contains(secret), "{secret} reached the log:\n{log}");
    }
    http.stop().await;
}

/// A 2026-07-28 `tools/call` of `refund` with `extra` params.
async fn stateless_refund(addr: SocketAddr, id: u64, extra: Value) -> Value {
    let mut meta = stateless_meta();
    meta["io.modelcontextprotocol/clientCapabilities"] = json!({"elicitation": {}});
    let mut params = json!({"name": "refund", "arguments": {"amount": 750}, "_meta": meta});
    for (k, v) in extra.as_object().unwrap() {
        params[k] = v.clone();
    }
    let body = json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params});
    let headers = [
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", "tools/call"),
        ("Mcp-Name", "refund"),
    ];
    let reply = post(addr, &headers, &body).await;
    assert_eq!(reply.header("content-type"), Some("application/json"));
    reply.json()
}

#[tokio::test]
async fn a_stateless_retry_completes_on_any_replica_with_the_key_and_no_other() {
    let key = "11".repeat(32);
    let config = || HttpConfig::new().session_key(SessionKey::from_hex(&key).unwrap());
    let first = start_with(server(), config()).await;
    let replica = start_with(server(), config()).await;
    let stranger = start_with(server(), HttpConfig::new()).await;

    let asked = stateless_refund(first.addr, 1, json!({})).await;
    assert_eq!(asked["result"]["resultType"], "input_required");
    let retry = json!({
        "requestState": asked["result"]["requestState"],
        "inputResponses": {"elicitation-1": {"action": "accept", "content": {"approve": true}}},
    });
    let done = stateless_refund(replica.addr, 2, retry.clone()).await;
    assert_eq!(done["result"]["content"][0]["text"], "refunded $750");
    let refused = stateless_refund(stranger.addr, 3, retry).await;
    assert_eq!(refused["error"]["code"], -32602);
    first.stop().await;
    replica.stop().await;
    stranger.stop().await;
}

#[tokio::test]
async fn a_stateless_call_that_needs_an_undeclared_capability_is_400_minus_32021() {
    let http = start_with(server(), HttpConfig::new()).await;
    let reply = http_support::stateless(
        http.addr,
        1,
        "tools/call",
        json!({"name": "refund", "arguments": {"amount": 5}}),
    )
    .await;
    assert_eq!(reply.status, 400);
    assert_eq!(
        reply.text(),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32021,"message":"Missing required client capability: elicitation.","data":{"requiredCapabilities":{"elicitation":{}}}}}"#
    );
    http.stop().await;
}
