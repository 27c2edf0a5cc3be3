//! One handshake rule on every transport: the same body, with the headers a conforming
//! client sends, gets the same JSON-RPC answer on stdio and over Streamable HTTP, from one
//! table. A 2025-11-25 body is sent first on a fresh connection (stdio) and as a session's
//! first request or in the session it opened (HTTP); a 2026-07-28 body with its `_meta` and,
//! over HTTP, its `MCP-Protocol-Version` and `Mcp-Method` headers.

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use http_support::{exchange, request, start_with};
use serde_json::{json, Value};
use server_harness::{stateless_meta, Client};
use toolwright::server::http::HttpConfig;
use toolwright::server::Server;
use toolwright::{mcp_tool, tools, ToolSet};

/// Say it back.
#[mcp_tool(read_only)]
async fn echo(text: String) -> Result<String, std::convert::Infallible> {
    Ok(text)
}

fn set() -> ToolSet {
    tools![echo]
}

fn initialize(version: Value) -> Value {
    json!({"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "t", "version": "1"}})
}

fn with_meta(mut params: Value) -> Value {
    params["_meta"] = stateless_meta();
    params
}

/// (what, method, params, 2026-07-28?, first on a fresh connection?)
fn table() -> Vec<(&'static str, &'static str, Value, bool)> {
    vec![
        (
            "initialize 2025-11-25",
            "initialize",
            initialize(json!("2025-11-25")),
            false,
        ),
        (
            "initialize 2025-06-18",
            "initialize",
            initialize(json!("2025-06-18")),
            false,
        ),
        (
            "initialize of an unknown version: our latest",
            "initialize",
            initialize(json!("1999-01-01")),
            false,
        ),
        (
            "initialize without a protocolVersion",
            "initialize",
            json!({"capabilities": {}}),
            false,
        ),
        (
            "initialize with a number for protocolVersion",
            "initialize",
            initialize(json!(20251125)),
            false,
        ),
        (
            "initialize carrying the 2026-07-28 _meta",
            "initialize",
            with_meta(initialize(json!("2026-07-28"))),
            true,
        ),
        (
            "ping carrying the 2026-07-28 _meta",
            "ping",
            with_meta(json!({})),
            true,
        ),
        (
            "server/discover",
            "server/discover",
            with_meta(json!({})),
            true,
        ),
        ("tools/list", "tools/list", with_meta(json!({})), true),
        (
            "tools/call",
            "tools/call",
            with_meta(json!({"name": "echo", "arguments": {"text": "hi"}})),
            true,
        ),
    ]
}

async fn stdio(method: &str, params: &Value) -> String {
    let mut client = Client::start(Server::new(set()));
    client
        .send(&json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}))
        .await;
    client.recv_line().await
}

async fn http(
    addr: std::net::SocketAddr,
    method: &str,
    params: &Value,
    stateless: bool,
) -> (u16, String) {
    let mut headers = vec![
        ("Content-Type", "application/json"),
        ("Accept", "application/json, text/event-stream"),
    ];
    if stateless {
        headers.push(("MCP-Protocol-Version", "2026-07-28"));
        headers.push(("Mcp-Method", method));
        if let Some(name) = params.get("name").and_then(Value::as_str) {
            headers.push(("Mcp-Name", name));
        }
    }
    let body = json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params});
    let reply = exchange(addr, &request("POST", &headers, &body.to_string())).await;
    (reply.status, reply.text())
}

#[tokio::test]
async fn every_handshake_body_gets_the_same_json_rpc_answer_on_stdio_and_over_http() {
    let running = start_with(Server::new(set()), HttpConfig::new()).await;
    let mut rows = 0;
    for (what, method, params, stateless) in table() {
        let on_stdio = stdio(method, &params).await;
        let (status, over_http) = http(running.addr, method, &params, stateless).await;
        assert_eq!(over_http, on_stdio, "{what}: HTTP {status}");
        // Answered by the engine, a result or an error as the row says.
        let answered =
            if what.contains("without") || what.contains("number") || what.contains("carrying") {
                r#"{"jsonrpc":"2.0","id":1,"error":"#
            } else {
                r#"{"jsonrpc":"2.0","id":1,"result":"#
            };
        assert!(on_stdio.starts_with(answered), "{what}: {on_stdio}");
        rows += 1;
    }
    assert_eq!(rows, 10);
    running.stop().await;
}
