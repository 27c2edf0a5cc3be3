//! One meaning per request over HTTP: a header toolwright reads as one value, sent on two
//! lines, and a request line naming another host than `Host` are refused before anything
//! reads them, so a proxy, gateway or WAF in front cannot see another request than the one
//! served. Raw HTTP/1.1 on real sockets: each test sees the exact status and bytes.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use http_support::{exchange, parse, request, start_with, Running, ACCEPT, JSON};
use serde_json::{json, Value};
use server_harness::{server, stateless_meta, Tracker};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use toolwright::server::http::HttpConfig;

async fn start(tracker: &Tracker) -> Running {
    start_with(server(tracker), HttpConfig::new()).await
}

/// A 2026-07-28 `tools/call echo` body.
fn echo_call() -> String {
    let mut params = json!({"name": "echo", "arguments": {"text": "hi"}});
    params["_meta"] = stateless_meta();
    json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call", "params": params}).to_string()
}

const VERSION: (&str, &str) = ("MCP-Protocol-Version", "2026-07-28");
const METHOD: (&str, &str) = ("Mcp-Method", "tools/call");
const NAME: (&str, &str) = ("Mcp-Name", "echo");

fn refusal(code: i64, message: &str) -> String {
    format!(r#"{{"jsonrpc":"2.0","id":null,"error":{{"code":{code},"message":"{message}"}}}}"#)
}

/// POST `body` with `headers`: refused `400` with exactly this JSON-RPC error.
async fn refused_400(
    http: &Running,
    headers: &[(&str, &str)],
    body: &str,
    code: i64,
    message: &str,
) {
    let reply = exchange(http.addr, &request("POST", headers, body)).await;
    assert_eq!(reply.status, 400, "{headers:?}: {}", reply.text());
    assert_eq!(reply.text(), refusal(code, message), "{headers:?}");
}

#[tokio::test]
async fn a_routing_header_on_two_lines_is_400_header_mismatch_whichever_line_is_true() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let body = echo_call();
    let cases = [
        (
            vec![VERSION, METHOD, NAME, ("Mcp-Name", "other_tool")],
            "Mcp-Name",
        ),
        (
            vec![VERSION, METHOD, ("Mcp-Name", "other_tool"), NAME],
            "Mcp-Name",
        ),
        (
            vec![VERSION, METHOD, ("Mcp-Method", "tools/list"), NAME],
            "Mcp-Method",
        ),
        (
            vec![
                VERSION,
                ("MCP-Protocol-Version", "2025-11-25"),
                METHOD,
                NAME,
            ],
            "MCP-Protocol-Version",
        ),
    ];
    for (headers, named) in cases {
        let mut all = vec![JSON, ACCEPT];
        all.extend(headers.iter().copied());
        let message = format!("Header mismatch: {named} is sent more than once.");
        refused_400(&http, &all, &body, -32020, &message).await;
    }
    // The control: the same headers, each once, are served.
    let served = exchange(
        http.addr,
        &request("POST", &[JSON, ACCEPT, VERSION, METHOD, NAME], &body),
    )
    .await;
    assert_eq!(served.status, 200, "{}", served.text());
    // The two values on one line are one value, which does not match the body.
    let joined = exchange(
        http.addr,
        &request(
            "POST",
            &[
                JSON,
                ACCEPT,
                VERSION,
                METHOD,
                ("Mcp-Name", "echo, other_tool"),
            ],
            &body,
        ),
    )
    .await;
    assert_eq!(joined.status, 400);
    assert_eq!(joined.json()["error"]["code"], -32020);
    http.stop().await;
}

#[tokio::test]
async fn host_origin_content_type_and_session_id_on_two_lines_are_400() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let body = echo_call();
    let cases = [
        (
            vec![("Host", "127.0.0.1"), ("Host", "evil.example")],
            "Host",
        ),
        (
            vec![
                ("Origin", "http://localhost:3000"),
                ("Origin", "http://evil.example"),
            ],
            "Origin",
        ),
        (
            vec![
                ("Origin", "http://evil.example"),
                ("Origin", "http://localhost:3000"),
            ],
            "Origin",
        ),
        (vec![("Content-Type", "text/plain")], "Content-Type"),
        (
            vec![("Mcp-Session-Id", "a"), ("Mcp-Session-Id", "b")],
            "Mcp-Session-Id",
        ),
    ];
    for (headers, named) in cases {
        let mut all = vec![JSON, ACCEPT, VERSION, METHOD, NAME];
        all.extend(headers.iter().copied());
        let message = format!("Bad request: {named} is sent more than once.");
        refused_400(&http, &all, &body, -32600, &message).await;
    }
    // A list header keeps its list meaning: `Accept` on two lines is one list.
    let accept_twice = exchange(
        http.addr,
        &request(
            "POST",
            &[
                JSON,
                ("Accept", "application/json"),
                ("Accept", "text/event-stream"),
                VERSION,
                METHOD,
                NAME,
            ],
            &body,
        ),
    )
    .await;
    assert_eq!(accept_twice.status, 200, "{}", accept_twice.text());
    http.stop().await;
}

/// Send `head` (a request line and headers) with `body`, on a new connection.
async fn raw(http: &Running, head: &str, body: &str) -> http_support::Reply {
    let mut stream = TcpStream::connect(http.addr).await.unwrap();
    let raw = format!(
        "{head}\r\nConnection: close\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2026-07-28\r\nMcp-Method: tools/call\r\nMcp-Name: echo\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    stream.write_all(raw.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    stream.read_to_end(&mut out).await.unwrap();
    parse(&out)
}

#[tokio::test]
async fn an_absolute_form_target_naming_a_foreign_host_is_403_like_a_foreign_host_header() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    let body = echo_call();
    let forbidden = refusal(-32600, "Forbidden: this server does not serve that Host.");
    for head in [
        "POST http://evil.example/mcp HTTP/1.1\r\nHost: 127.0.0.1",
        "POST http://evil.example:80/mcp HTTP/1.1\r\nHost: 127.0.0.1:80",
        "POST http://127.0.0.1/mcp HTTP/1.1\r\nHost: evil.example",
    ] {
        let reply = raw(&http, head, &body).await;
        assert_eq!(reply.status, 403, "{head}: {}", reply.text());
        assert_eq!(reply.text(), forbidden, "{head}");
    }
    // Both naming an allowed host: served, as the origin-form request is.
    let ok = raw(
        &http,
        "POST http://127.0.0.1/mcp HTTP/1.1\r\nHost: 127.0.0.1",
        &body,
    )
    .await;
    assert_eq!(ok.status, 200, "{}", ok.text());
    let answer: Value = ok.json();
    assert_eq!(answer["result"]["content"][0]["text"], "hi");
    http.stop().await;
}

#[tokio::test]
async fn a_body_naming_a_member_twice_is_400_parse_error_whatever_the_headers_say() {
    let tracker = Tracker::default();
    let http = start(&tracker).await;
    // A gateway reading the first `name` sees `echo`, as the header says; serde_json's
    // `Value` would keep the last. Neither is served.
    let meta = stateless_meta().to_string();
    let body = format!(
        r#"{{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{{"name":"echo","arguments":{{"text":"hi"}},"_meta":{meta},"name":"fail"}}}}"#
    );
    let reply = exchange(
        http.addr,
        &request("POST", &[JSON, ACCEPT, VERSION, METHOD, NAME], &body),
    )
    .await;
    assert_eq!(reply.status, 400, "{}", reply.text());
    assert_eq!(reply.json()["error"]["code"], -32700);
    assert_eq!(reply.json()["id"], Value::Null);
    let message = reply.json()["error"]["message"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        message.starts_with(r#"Parse error: duplicate member "name" in an object at line 1"#),
        "{message}"
    );
    http.stop().await;
}
