//! Resources and prompts over Streamable HTTP: the same bytes as stdio, the 2025-11-25
//! `GET` stream carrying change notifications to the session that subscribed, and the `403`
//! step-up for a scoped resource.

use toolwright_tests::catalog_support;
use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use catalog_support::catalog;
use http_support::{exchange, post, read_until, request, start_with, stateless, Reply, ACCEPT};
use serde_json::{json, Value};
use tokio::io::AsyncWriteExt;
use tokio::net::TcpStream;
use toolwright::auth::StaticTokens;
use toolwright::server::http::{BearerAuth, HttpConfig};
use toolwright::server::Server;
use toolwright::Caller;

fn initialize() -> Value {
    json!({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "t", "version": "0"}}})
}

async fn session(addr: std::net::SocketAddr) -> String {
    let reply = post(addr, &[], &initialize()).await;
    assert_eq!(reply.status, 200);
    reply
        .header("mcp-session-id")
        .expect("a session")
        .to_owned()
}

fn in_session(id: &str) -> [(&str, &str); 2] {
    [
        ("Mcp-Session-Id", id),
        ("MCP-Protocol-Version", "2025-11-25"),
    ]
}

#[tokio::test]
async fn reads_and_prompts_answer_the_same_bytes_as_stdio() {
    let running = start_with(Server::new(catalog()), HttpConfig::new()).await;
    let id = session(running.addr).await;
    let reply = post(
        running.addr,
        &in_session(&id),
        &json!({"jsonrpc": "2.0", "id": 1, "method": "resources/read", "params": {"uri": "notes://note/1"}}),
    )
    .await;
    assert_eq!(reply.status, 200);
    assert_eq!(
        reply.text(),
        r#"{"jsonrpc":"2.0","id":1,"result":{"contents":[{"uri":"notes://note/1","mimeType":"text/plain","text":"first note"}]}}"#
    );
    let reply = post(
        running.addr,
        &in_session(&id),
        &json!({"jsonrpc": "2.0", "id": 2, "method": "resources/read", "params": {"uri": "notes://note/3"}}),
    )
    .await;
    assert_eq!(
        reply.text(),
        r#"{"jsonrpc":"2.0","id":2,"error":{"code":-32002,"message":"Resource not found","data":{"uri":"notes://note/3"}}}"#
    );
    // 2026-07-28: the methods exist (HTTP 200), not found is -32602.
    let reply = stateless(
        running.addr,
        3,
        "resources/read",
        json!({"uri": "notes://note/3"}),
    )
    .await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(
        reply.text(),
        r#"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"Resource not found","data":{"uri":"notes://note/3"}}}"#
    );
    let reply = stateless(running.addr, 4, "prompts/list", json!({})).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    assert_eq!(reply.json()["result"]["resultType"], "complete");
    // A method beside them is not served: 404 with -32601, as the spec asks.
    let reply = stateless(
        running.addr,
        5,
        "resources/delete",
        json!({"uri": "notes://x"}),
    )
    .await;
    assert_eq!(reply.status, 404, "{}", reply.text());
    assert_eq!(
        reply.text(),
        r#"{"jsonrpc":"2.0","id":5,"error":{"code":-32601,"message":"Method not found: resources/delete"}}"#
    );
    running.stop().await;
}

/// Open the session's `GET` stream; returns the connection and what was read (the head).
async fn open_stream(addr: std::net::SocketAddr, id: &str) -> (TcpStream, Vec<u8>) {
    let mut stream = TcpStream::connect(addr).await.unwrap();
    let raw = request(
        "GET",
        &[
            ("Accept", "text/event-stream"),
            ("Mcp-Session-Id", id),
            ("MCP-Protocol-Version", "2025-11-25"),
        ],
        "",
    );
    stream.write_all(&raw).await.unwrap();
    let mut seen = Vec::new();
    read_until(&mut stream, &mut seen, |s| s.contains("\r\n\r\n")).await;
    (stream, seen)
}

#[tokio::test]
async fn the_get_stream_carries_updates_of_subscribed_resources_and_list_changes() {
    let set = catalog();
    let changes = set.changes();
    let running = start_with(Server::new(set), HttpConfig::new()).await;
    let id = session(running.addr).await;
    let (mut stream, mut seen) = open_stream(running.addr, &id).await;
    let head = String::from_utf8_lossy(&seen).to_ascii_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-type: text/event-stream"), "{head}");
    // One stream per session.
    let second = exchange(
        running.addr,
        &request(
            "GET",
            &[("Accept", "text/event-stream"), ("Mcp-Session-Id", &id)],
            "",
        ),
    )
    .await;
    assert_eq!(second.status, 409);
    let reply = post(
        running.addr,
        &in_session(&id),
        &json!({"jsonrpc": "2.0", "id": 1, "method": "resources/subscribe", "params": {"uri": "notes://note/1"}}),
    )
    .await;
    assert_eq!(reply.text(), r#"{"jsonrpc":"2.0","id":1,"result":{}}"#);
    changes.resource_updated("notes://note/9");
    changes.resource_updated("notes://note/1");
    changes.prompts_changed();
    read_until(&mut stream, &mut seen, |s| {
        s.contains("prompts/list_changed")
    })
    .await;
    let text = String::from_utf8_lossy(&seen);
    let body = &text[text.find("\r\n\r\n").unwrap() + 4..];
    let events: Vec<&str> = body
        .lines()
        .filter_map(|l| l.strip_prefix("data: "))
        .collect();
    assert_eq!(
        events,
        [
            r#"{"jsonrpc":"2.0","method":"notifications/resources/updated","params":{"uri":"notes://note/1"}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/prompts/list_changed","params":{}}"#,
        ]
    );
    running.stop().await;
}

#[tokio::test]
async fn get_without_a_session_is_refused_and_a_tools_only_server_still_answers_405() {
    let running = start_with(Server::new(catalog()), HttpConfig::new()).await;
    let reply = exchange(
        running.addr,
        &request("GET", &[("Accept", "text/event-stream")], ""),
    )
    .await;
    assert_eq!(reply.status, 400);
    // Other methods: 405, naming GET among those allowed.
    let reply = exchange(running.addr, &request("PUT", &[], "")).await;
    assert_eq!(reply.status, 405);
    assert_eq!(reply.header("allow"), Some("GET, POST, DELETE"));
    running.stop().await;
    let running = start_with(
        server_harness::server(&Default::default()),
        HttpConfig::new(),
    )
    .await;
    let reply = exchange(
        running.addr,
        &request("GET", &[("Accept", "text/event-stream")], ""),
    )
    .await;
    assert_eq!(reply.status, 405);
    assert_eq!(reply.header("allow"), Some("POST, DELETE"));
    running.stop().await;
}

#[tokio::test]
async fn a_caller_without_the_resources_scope_gets_the_403_step_up() {
    let tokens = StaticTokens::new().token(
        "tok-alice",
        Caller::new("alice").unwrap().with_scopes(["other"]),
    );
    let http = HttpConfig::new().bearer_auth(BearerAuth::new(
        tokens,
        "http://127.0.0.1/mcp",
        "https://auth.example.com",
    ));
    let running = start_with(Server::new(catalog()), http).await;
    let auth = ("Authorization", "Bearer tok-alice");
    let reply = post(running.addr, &[auth], &initialize()).await;
    let id = reply.header("mcp-session-id").unwrap().to_owned();
    let [s, v] = in_session(&id);
    let reply: Reply = post(
        running.addr,
        &[auth, s, v, ACCEPT],
        &json!({"jsonrpc": "2.0", "id": 1, "method": "resources/read", "params": {"uri": "notes://secret"}}),
    )
    .await;
    assert_eq!(reply.status, 403);
    let challenge = reply.header("www-authenticate").unwrap();
    assert!(challenge.contains("insufficient_scope"), "{challenge}");
    assert!(challenge.contains("notes:read"), "{challenge}");
    running.stop().await;
}

#[tokio::test]
async fn a_2026_subscription_is_an_event_stream_ended_by_its_response_when_the_server_stops() {
    let set = catalog();
    let changes = set.changes();
    let running = start_with(Server::new(set), HttpConfig::new()).await;
    let body = json!({"jsonrpc": "2.0", "id": 9, "method": "subscriptions/listen", "params": {
        "_meta": server_harness::stateless_meta(),
        "notifications": {"promptsListChanged": true, "resourcesListChanged": false}}})
    .to_string();
    let mut stream = TcpStream::connect(running.addr).await.unwrap();
    let raw = request(
        "POST",
        &[
            ("Content-Type", "application/json"),
            ACCEPT,
            ("MCP-Protocol-Version", "2026-07-28"),
            ("Mcp-Method", "subscriptions/listen"),
        ],
        &body,
    );
    stream.write_all(&raw).await.unwrap();
    let mut seen = Vec::new();
    read_until(&mut stream, &mut seen, |s| s.contains("acknowledged")).await;
    let head = String::from_utf8_lossy(&seen).to_ascii_lowercase();
    assert!(head.starts_with("http/1.1 200"), "{head}");
    assert!(head.contains("content-type: text/event-stream"), "{head}");
    changes.resources_changed();
    changes.prompts_changed();
    read_until(&mut stream, &mut seen, |s| {
        s.contains("prompts/list_changed")
    })
    .await;
    running.stop().await;
    read_until(&mut stream, &mut seen, |s| s.contains("resultType")).await;
    let text = String::from_utf8_lossy(&seen);
    let events: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix("data: "))
        .collect();
    assert_eq!(
        events,
        [
            r#"{"jsonrpc":"2.0","method":"notifications/subscriptions/acknowledged","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":9},"notifications":{"promptsListChanged":true}}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/prompts/list_changed","params":{"_meta":{"io.modelcontextprotocol/subscriptionId":9}}}"#,
            r#"{"jsonrpc":"2.0","id":9,"result":{"_meta":{"io.modelcontextprotocol/subscriptionId":9},"resultType":"complete"}}"#,
        ]
    );
}
