//! toolwright's Streamable HTTP transport over real sockets, driven with raw HTTP/1.1 so
//! each test sees exactly the status, headers and bytes a client gets: both eras, the
//! session ids, malformed HTTP with the spec's status codes, limits, cancellation across
//! requests, progress streams, shutdown, trace context, and the same JSON-RPC bytes as
//! stdio.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use http_support::{
    error_code, exchange, parse, post, request, start_with, stateless, Reply, Running, ACCEPT, JSON,
};
use serde_json::{json, Value};
use server_harness::{server, stateless_meta, Client, Tracker, PATIENCE};
use std::net::SocketAddr;
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use toolwright::server::http::{HttpConfig, SessionKey};

fn initialize(id: u64) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "raw", "version": "0"}}})
}

/// Start a session; its id.
async fn session(addr: SocketAddr) -> String {
    let reply = post(addr, &[], &initialize(0)).await;
    assert_eq!(reply.status, 200, "{}", reply.text());
    let id = reply
        .header("mcp-session-id")
        .expect("a session id")
        .to_owned();
    let initialized = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
    let ack = post(addr, &[("Mcp-Session-Id", &id)], &initialized).await;
    assert_eq!(ack.status, 202);
    id
}

async fn in_session(addr: SocketAddr, session: &str, body: &Value) -> Reply {
    post(
        addr,
        &[
            ("Mcp-Session-Id", session),
            ("MCP-Protocol-Version", "2025-11-25"),
        ],
        body,
    )
    .await
}

fn call(id: u64, name: &str, arguments: Value) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
           "params": {"name": name, "arguments": arguments}})
}

async fn start(tracker: &Tracker) -> Running {
    start_with(server(tracker), HttpConfig::new()).await
}

// ---------------------------------------------------------------------------------------
// Both eras, and the same bytes as stdio.

#[tokio::test]
async fn stateless_call_is_answered_json_with_the_bytes_stdio_writes() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let params = json!({"name": "add", "arguments": {"a": 2, "b": 3}});
    let reply = stateless(http.addr, 7, "tools/call", params.clone()).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some("application/json"));
    assert_eq!(
        reply.header("mcp-session-id"),
        None,
        "no session in 2026-07-28"
    );

    let mut stdio = Client::start(server(&tracker));
    let mut with_meta = params;
    with_meta["_meta"] = stateless_meta();
    stdio
        .send(&json!({"jsonrpc": "2.0", "id": 7, "method": "tools/call", "params": with_meta}))
        .await;
    assert_eq!(reply.text(), stdio.recv_line().await);
    http.stop().await;
}

#[tokio::test]
async fn non_object_arguments_get_minus_32602_as_on_stdio() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let session = session(http.addr).await;
    let reply = in_session(http.addr, &session, &call(3, "echo", json!([1]))).await;
    assert_eq!(reply.status, 200);
    let mut stdio = Client::start(server(&tracker));
    stdio.handshake().await;
    stdio.send(&call(3, "echo", json!([1]))).await;
    assert_eq!(reply.text(), stdio.recv_line().await);
    assert_eq!(error_code(&reply), -32602);
    http.stop().await;
}

#[tokio::test]
async fn initialize_mints_a_session_that_later_requests_must_carry() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let reply = post(http.addr, &[], &initialize(1)).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.json()["result"]["protocolVersion"], "2025-11-25");
    let id = reply.header("mcp-session-id").expect("minted").to_owned();
    assert!(
        id.bytes().all(|b| (0x21..=0x7e).contains(&b)),
        "visible ASCII: {id}"
    );

    let list = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"});
    let without = post(http.addr, &[], &list).await;
    assert_eq!(without.status, 400, "no session id");
    assert_eq!(without.json()["id"], 2);
    let with = in_session(http.addr, &id, &list).await;
    assert_eq!(with.status, 200);
    assert_eq!(with.json()["result"]["tools"].as_array().unwrap().len(), 10);
    http.stop().await;
}

#[tokio::test]
async fn a_failed_initialize_mints_no_session() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let bad = json!({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {}});
    let reply = post(http.addr, &[], &bad).await;
    assert_eq!(error_code(&reply), -32602);
    assert_eq!(reply.header("mcp-session-id"), None);
    http.stop().await;
}

#[tokio::test]
async fn a_session_is_served_by_another_replica_with_the_same_key_only() {
    let tracker = Tracker::default();
    let key = SessionKey::random();
    let a = start_with(server(&tracker), HttpConfig::new().session_key(key.clone())).await;
    let b = start_with(server(&tracker), HttpConfig::new().session_key(key)).await;
    let other = start(&tracker).await;
    let session = session(a.addr).await;
    let reply = in_session(b.addr, &session, &call(1, "echo", json!({"text": "hi"}))).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.json()["result"]["content"][0]["text"], "hi");
    let foreign = in_session(
        other.addr,
        &session,
        &call(1, "echo", json!({"text": "hi"})),
    )
    .await;
    assert_eq!(foreign.status, 404, "another key: unknown session");
    for server in [a, b, other] {
        server.stop().await;
    }
}

#[tokio::test]
async fn forged_and_deleted_sessions_are_404_and_delete_is_204() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let session = session(http.addr).await;
    let list = json!({"jsonrpc": "2.0", "id": 5, "method": "tools/list"});
    let mut forged = session.clone().into_bytes();
    let last = forged.len() - 1;
    forged[last] = if forged[last] == b'0' { b'1' } else { b'0' };
    let forged = String::from_utf8(forged).unwrap();
    let reply = in_session(http.addr, &forged, &list).await;
    assert_eq!(reply.status, 404);
    assert_eq!(reply.json()["id"], 5);

    let delete = exchange(
        http.addr,
        &request("DELETE", &[("Mcp-Session-Id", &session)], ""),
    )
    .await;
    assert_eq!(delete.status, 204);
    assert_eq!(in_session(http.addr, &session, &list).await.status, 404);
    let again = exchange(
        http.addr,
        &request("DELETE", &[("Mcp-Session-Id", &session)], ""),
    )
    .await;
    assert_eq!(again.status, 404);
    http.stop().await;
}

#[tokio::test]
async fn get_is_405_naming_the_allowed_methods() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let reply = exchange(
        http.addr,
        &request("GET", &[("Accept", "text/event-stream")], ""),
    )
    .await;
    assert_eq!(reply.status, 405);
    assert_eq!(reply.header("allow"), Some("POST, DELETE"));
    http.stop().await;
}

#[tokio::test]
async fn a_session_is_cancelled_across_requests_and_answered_202() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let session = session(http.addr).await;
    let addr = http.addr;
    let id = session.clone();
    let pending = tokio::spawn(async move {
        in_session(addr, &id, &call(9, "wait", json!({"key": "held"}))).await
    });
    tracker.wait_until_running("held").await;
    let cancel = json!({"jsonrpc": "2.0", "method": "notifications/cancelled",
                        "params": {"requestId": 9, "reason": "user"}});
    assert_eq!(in_session(http.addr, &session, &cancel).await.status, 202);
    let reply = tokio::time::timeout(PATIENCE, pending)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(
        reply.status, 202,
        "a cancelled request gets no JSON-RPC answer"
    );
    assert!(reply.body.is_empty());
    tracker
        .wait_until("the handler dropped", |t| {
            t.dropped.contains(&"held".to_owned())
        })
        .await;
    http.stop().await;
}

#[tokio::test]
async fn progress_streams_as_sse_events_before_the_answer() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let mut params = json!({"name": "work", "arguments": {"steps": 3, "linger": false}});
    params["_meta"] = json!({"progressToken": "p1"});
    let session = session(http.addr).await;
    let body = json!({"jsonrpc": "2.0", "id": 4, "method": "tools/call", "params": params});
    let reply = in_session(http.addr, &session, &body).await;
    assert_eq!(reply.status, 200);
    assert_eq!(reply.header("content-type"), Some("text/event-stream"));
    assert_eq!(reply.header("x-accel-buffering"), Some("no"));
    let events = reply.events();
    let progress: Vec<f64> = events[..events.len() - 1]
        .iter()
        .map(|e| {
            assert_eq!(e["method"], "notifications/progress");
            assert_eq!(e["params"]["progressToken"], "p1");
            e["params"]["progress"].as_f64().unwrap()
        })
        .collect();
    assert_eq!(progress, [1.0, 2.0, 3.0]);
    let last = events.last().unwrap();
    assert_eq!(last["id"], 4);
    assert_eq!(last["result"]["content"][0]["text"], "worked");
    http.stop().await;
}

#[tokio::test]
async fn a_stateless_call_stops_when_the_client_closes_its_stream() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let mut params = json!({"name": "wait", "arguments": {"key": "stream"}});
    params["_meta"] = stateless_meta();
    params["_meta"]["progressToken"] = json!(1);
    let body = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params});
    let raw = request(
        "POST",
        &[
            JSON,
            ACCEPT,
            ("MCP-Protocol-Version", "2026-07-28"),
            ("Mcp-Method", "tools/call"),
            ("Mcp-Name", "wait"),
        ],
        &body.to_string(),
    );
    let mut stream = TcpStream::connect(http.addr).await.unwrap();
    stream.write_all(&raw).await.unwrap();
    tracker.wait_until_running("stream").await;
    drop(stream);
    tracker
        .wait_until("the handler dropped", |t| {
            t.dropped.contains(&"stream".to_owned())
        })
        .await;
    http.stop().await;
}

// ---------------------------------------------------------------------------------------
// 2026-07-28 headers.

#[tokio::test]
async fn routing_headers_that_do_not_repeat_the_body_are_400_header_mismatch() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let mut params = json!({"name": "echo", "arguments": {"text": "x"}});
    params["_meta"] = stateless_meta();
    let body = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params});
    let v = ("MCP-Protocol-Version", "2026-07-28");
    for headers in [
        vec![v, ("Mcp-Name", "echo")],
        vec![v, ("Mcp-Method", "TOOLS/CALL"), ("Mcp-Name", "echo")],
        vec![v, ("Mcp-Method", "tools/call")],
        vec![v, ("Mcp-Method", "tools/call"), ("Mcp-Name", "add")],
        vec![("Mcp-Method", "tools/call"), ("Mcp-Name", "echo")],
    ] {
        let reply = post(http.addr, &headers, &body).await;
        assert_eq!(reply.status, 400, "{headers:?}");
        assert_eq!(error_code(&reply), -32020, "{headers:?}");
        assert_eq!(reply.json()["id"], 1);
    }
    let encoded = post(
        http.addr,
        &[
            v,
            ("Mcp-Method", "tools/call"),
            ("Mcp-Name", "=?base64?ZWNobw==?="),
        ],
        &body,
    )
    .await;
    assert_eq!(
        encoded.status,
        200,
        "base64-encoded Mcp-Name: {}",
        encoded.text()
    );
    http.stop().await;
}

#[tokio::test]
async fn a_version_header_unlike_the_body_or_unknown_is_400() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let mut params = json!({"name": "echo", "arguments": {"text": "x"}});
    params["_meta"] = stateless_meta();
    params["_meta"]["io.modelcontextprotocol/protocolVersion"] = json!("2099-01-01");
    let body = json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params});
    let h = [
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", "tools/call"),
        ("Mcp-Name", "echo"),
    ];
    // The header and the body disagree: a mismatch (-32020), whichever of the two is served.
    let reply = post(http.addr, &h, &body).await;
    assert_eq!(reply.status, 400);
    assert_eq!(
        reply.text(),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32020,"message":"Header mismatch: MCP-Protocol-Version does not match the body's protocol version."}}"#
    );

    // A version the server does not serve: -32022, naming the versions server/discover
    // lists (and stdio's error names).
    let unknown = post(http.addr, &[("MCP-Protocol-Version", "1999-01-01")], &body).await;
    assert_eq!(unknown.status, 400);
    assert_eq!(
        unknown.text(),
        r#"{"jsonrpc":"2.0","id":1,"error":{"code":-32022,"message":"Unsupported protocol version.","data":{"requested":"1999-01-01","supported":["2026-07-28"]}}}"#
    );

    let no_meta = json!({"jsonrpc": "2.0", "id": 2, "method": "tools/list"});
    let reply = post(
        http.addr,
        &[
            ("MCP-Protocol-Version", "2026-07-28"),
            ("Mcp-Method", "tools/list"),
        ],
        &no_meta,
    )
    .await;
    assert_eq!(reply.status, 400);
    assert_eq!(error_code(&reply), -32602, "missing _meta");
    http.stop().await;
}

#[tokio::test]
async fn an_unknown_stateless_method_is_404_with_minus_32601() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let reply = stateless(http.addr, 3, "resources/list", json!({})).await;
    assert_eq!(reply.status, 404);
    assert_eq!(error_code(&reply), -32601);
    // initialize and ping are 2025-11-25 methods 2026-07-28 removed (SEP-2575).
    for (id, method) in [(5, "initialize"), (6, "ping")] {
        let reply = stateless(http.addr, id, method, json!({})).await;
        assert_eq!(reply.status, 404, "{method}");
        assert_eq!(
            reply.text(),
            format!(
                r#"{{"jsonrpc":"2.0","id":{id},"error":{{"code":-32601,"message":"Method not found: {method}"}}}}"#
            )
        );
    }
    let discover = stateless(http.addr, 4, "server/discover", json!({})).await;
    assert_eq!(discover.status, 200);
    assert_eq!(
        discover.json()["result"]["supportedVersions"][0],
        "2026-07-28"
    );
    http.stop().await;
}

// ---------------------------------------------------------------------------------------
// Malformed HTTP.

#[tokio::test]
async fn malformed_requests_get_the_spec_status_codes() {
    let tracker = Tracker::default();
    let http = start_with(server(&tracker), HttpConfig::new().max_body_bytes(1024)).await;
    let addr = http.addr;
    let body = initialize(1).to_string();

    let bad_json = exchange(addr, &request("POST", &[JSON, ACCEPT], "{\"jsonrpc\":")).await;
    assert_eq!(bad_json.status, 400);
    assert_eq!(bad_json.json()["error"]["code"], -32700);
    assert_eq!(bad_json.json()["id"], Value::Null);

    let not_a_message = exchange(addr, &request("POST", &[JSON, ACCEPT], "[1]")).await;
    assert_eq!(not_a_message.status, 400);
    assert_eq!(error_code(&not_a_message), -32600);

    let text = exchange(
        addr,
        &request("POST", &[("Content-Type", "text/plain"), ACCEPT], &body),
    )
    .await;
    assert_eq!(text.status, 415);
    let no_type = exchange(addr, &request("POST", &[ACCEPT], &body)).await;
    assert_eq!(no_type.status, 415);

    let no_accept = exchange(addr, &request("POST", &[JSON], &body)).await;
    assert_eq!(no_accept.status, 406);
    let json_only = exchange(
        addr,
        &request("POST", &[JSON, ("Accept", "application/json")], &body),
    )
    .await;
    assert_eq!(json_only.status, 406);

    let big = format!("{{\"pad\":\"{}\"}}", "x".repeat(2048));
    let too_big = exchange(addr, &request("POST", &[JSON, ACCEPT], &big)).await;
    assert_eq!(too_big.status, 413);
    assert_eq!(error_code(&too_big), -32600);

    for reply in [&bad_json, &not_a_message, &text, &no_accept, &too_big] {
        assert_eq!(reply.header("content-type"), Some("application/json"));
    }
    // Nothing was lost: the server still answers.
    assert_eq!(post(addr, &[], &initialize(2)).await.status, 200);
    http.stop().await;
}

#[tokio::test]
async fn headers_over_the_limit_are_431() {
    let tracker = Tracker::default();
    let http = start_with(server(&tracker), HttpConfig::new().max_header_bytes(8192)).await;
    let big = "a".repeat(10_000);
    let reply = exchange(
        http.addr,
        &request("POST", &[JSON, ACCEPT, ("X-Big", &big)], "{}"),
    )
    .await;
    assert_eq!(reply.status, 431);
    http.stop().await;
}

#[tokio::test]
async fn foreign_hosts_and_origins_are_403_and_listed_ones_served() {
    let tracker = Tracker::default();
    let http = start_with(
        server(&tracker),
        HttpConfig::new().allowed_origins(["https://app.example"]),
    )
    .await;
    let body = initialize(1).to_string();
    let evil_host = exchange(
        http.addr,
        &request("POST", &[JSON, ACCEPT, ("Host", "evil.example")], &body),
    )
    .await;
    assert_eq!(evil_host.status, 403);
    let evil_origin = exchange(
        http.addr,
        &request(
            "POST",
            &[JSON, ACCEPT, ("Origin", "http://evil.example")],
            &body,
        ),
    )
    .await;
    assert_eq!(evil_origin.status, 403);
    for origin in ["http://localhost:5173", "https://app.example"] {
        let ok = exchange(
            http.addr,
            &request("POST", &[JSON, ACCEPT, ("Origin", origin)], &body),
        )
        .await;
        assert_eq!(ok.status, 200, "{origin}");
    }
    http.stop().await;
}

#[tokio::test]
async fn past_max_in_flight_requests_are_503_with_retry_after() {
    let tracker = Tracker::default();
    let http = start_with(server(&tracker).max_in_flight(1), HttpConfig::new()).await;
    let addr = http.addr;
    let held = tokio::spawn(async move {
        stateless(
            addr,
            1,
            "tools/call",
            json!({"name": "wait", "arguments": {"key": "slot"}}),
        )
        .await
    });
    tracker.wait_until_running("slot").await;
    let busy = stateless(
        addr,
        2,
        "tools/call",
        json!({"name": "echo", "arguments": {"text": "x"}}),
    )
    .await;
    assert_eq!(busy.status, 503);
    assert_eq!(busy.header("retry-after"), Some("1"));
    tracker.release("slot");
    let first = tokio::time::timeout(PATIENCE, held).await.unwrap().unwrap();
    assert_eq!(
        first.json()["result"]["content"][0]["text"],
        "slot",
        "nothing lost"
    );
    http.stop().await;
}

#[tokio::test]
async fn a_body_that_stalls_is_408_and_stalled_headers_close_the_connection() {
    let tracker = Tracker::default();
    let http = start_with(
        server(&tracker),
        HttpConfig::new().read_timeout(Duration::from_millis(200)),
    )
    .await;
    let mut stalled_body = TcpStream::connect(http.addr).await.unwrap();
    stalled_body
        .write_all(b"POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: 100\r\n\r\n{\"js")
        .await
        .unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(PATIENCE, stalled_body.read_to_end(&mut out))
        .await
        .expect("the server gives up on the body")
        .unwrap();
    assert_eq!(parse(&out).status, 408);

    let mut stalled_headers = TcpStream::connect(http.addr).await.unwrap();
    stalled_headers
        .write_all(b"POST /mcp HTTP/1.1\r\nHost: 1")
        .await
        .unwrap();
    let mut out = Vec::new();
    tokio::time::timeout(PATIENCE, stalled_headers.read_to_end(&mut out))
        .await
        .expect("the server closes a connection whose headers stall")
        .ok();
    http.stop().await;
}

#[tokio::test]
async fn keep_alive_serves_many_requests_on_one_connection() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let mut stream = TcpStream::connect(http.addr).await.unwrap();
    for id in 0..3 {
        let mut params = json!({"name": "echo", "arguments": {"text": format!("n{id}")}});
        params["_meta"] = stateless_meta();
        let body = json!({"jsonrpc": "2.0", "id": id, "method": "tools/call", "params": params})
            .to_string();
        let raw = format!(
            "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: echo\r\nContent-Length: {}\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(raw.as_bytes()).await.unwrap();
        // Read exactly one response: headers, then Content-Length bytes.
        let mut buf = Vec::new();
        let mut byte = [0; 1];
        while !buf.ends_with(b"\r\n\r\n") {
            stream.read_exact(&mut byte).await.unwrap();
            buf.push(byte[0]);
        }
        let head = String::from_utf8(buf.clone()).unwrap();
        let len: usize = head
            .lines()
            .find_map(|l| l.strip_prefix("content-length: "))
            .unwrap()
            .trim()
            .parse()
            .unwrap();
        let mut body = vec![0; len];
        stream.read_exact(&mut body).await.unwrap();
        let reply: Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(reply["result"]["content"][0]["text"], format!("n{id}"));
    }
    http.stop().await;
}

// ---------------------------------------------------------------------------------------
// Shutdown.

#[tokio::test]
async fn shutdown_drains_calls_in_flight_then_answers_the_rest_minus_32603() {
    let tracker = Tracker::default();
    let http = start_with(
        server(&tracker).drain_grace(Duration::from_millis(300)),
        HttpConfig::new(),
    )
    .await;
    let addr = http.addr;
    let quick = tokio::spawn(async move {
        stateless(
            addr,
            1,
            "tools/call",
            json!({"name": "wait", "arguments": {"key": "quick"}}),
        )
        .await
    });
    let stuck = tokio::spawn(async move {
        stateless(
            addr,
            2,
            "tools/call",
            json!({"name": "wait", "arguments": {"key": "stuck"}}),
        )
        .await
    });
    tracker.wait_until_running("quick").await;
    tracker.wait_until_running("stuck").await;
    let stopping = tokio::spawn(http.stop());
    tokio::time::sleep(Duration::from_millis(50)).await;
    tracker.release("quick");
    let quick = quick.await.unwrap();
    assert_eq!(
        quick.json()["result"]["content"][0]["text"],
        "quick",
        "drained"
    );
    let stuck = tokio::time::timeout(PATIENCE, stuck)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(error_code(&stuck), -32603);
    assert_eq!(
        stuck.json()["error"]["message"],
        "The server is shutting down; the call did not finish in time."
    );
    stopping.await.unwrap();
    assert!(
        TcpStream::connect(addr).await.is_err(),
        "no longer listening"
    );
}

// ---------------------------------------------------------------------------------------
// Mounted in the user's router.

#[tokio::test]
async fn the_service_mounts_in_an_axum_router_beside_other_routes() {
    let tracker = Tracker::default();
    let mcp = server(&tracker).into_http_service();
    let app = axum::Router::new()
        .route("/health", axum::routing::get(|| async { "ok" }))
        .route_service("/mcp", mcp);
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let served = tokio::spawn(async move { axum::serve(listener, app).await });
    let health = exchange(
        addr,
        b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n",
    )
    .await;
    assert_eq!(health.text(), "ok");
    let reply = stateless(
        addr,
        1,
        "tools/call",
        json!({"name": "echo", "arguments": {"text": "routed"}}),
    )
    .await;
    assert_eq!(reply.json()["result"]["content"][0]["text"], "routed");
    served.abort();
}

// ---------------------------------------------------------------------------------------
// Trace context.

const TRACEPARENT: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

#[tokio::test]
async fn a_traceparent_header_or_meta_puts_the_trace_id_beside_the_correlation_id() {
    let (logs, _capture) = toolwright_tests::LogCapture::start();
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let session = session(http.addr).await;
    let reply = post(
        http.addr,
        &[("Mcp-Session-Id", &session), ("traceparent", TRACEPARENT)],
        &call(1, "fail", json!({"how": "broken"})),
    )
    .await;
    let correlation = reply.json()["error"]["data"]["correlationId"]
        .as_str()
        .expect("an internal error's correlation id")
        .to_owned();
    let correlation = correlation.as_str();
    let text = logs.text();
    let line = text
        .lines()
        .find(|l| l.contains(correlation))
        .unwrap_or_else(|| panic!("no log line with {correlation}: {text}"));
    assert!(
        line.contains("trace_id=4bf92f3577b34da6a3ce929d0e0e4736"),
        "{line}"
    );
    assert!(line.contains("parent_span_id=00f067aa0ba902b7"), "{line}");

    // `_meta.traceparent` over stdio: the same span from the same engine.
    let other = "00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01";
    let mut stdio = Client::start(server(&tracker));
    stdio.handshake().await;
    let mut body = call(2, "fail", json!({"how": "broken"}));
    body["params"]["_meta"] = json!({"traceparent": other});
    stdio.send(&body).await;
    stdio.recv_line().await;
    assert!(
        logs.text()
            .contains("trace_id=0af7651916cd43dd8448eb211c80319c"),
        "{}",
        logs.text()
    );
    // A call without a trace has no span.
    let untraced = in_session(
        http.addr,
        &session,
        &call(3, "fail", json!({"how": "broken"})),
    )
    .await;
    assert_eq!(error_code(&untraced), -32603);
    http.stop().await;
}
