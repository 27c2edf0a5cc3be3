//! The floor of the Streamable HTTP benchmark (`scripts/bench-http.sh`): the least an MCP
//! echo server over HTTP can do, so the transports it is compared with (toolwright's own,
//! rmcp's) are measured against what axum and serde_json cost by themselves.
//!
//! `http_floor ADDR` (say `127.0.0.1:0`) serves one route, `POST /mcp`, on axum (hyper,
//! HTTP/1.1, TCP_NODELAY on every accepted connection, as both transports set it), on the
//! multi-threaded tokio runtime the example servers use, and prints
//! `http_floor: MCP endpoint http://ADDR/mcp` on stderr (with the bound port when ADDR has
//! port 0).
//!
//! Each request body is parsed by serde_json into a `serde_json::Value`; a request (one with
//! an `id`) is answered `200`, `application/json`, with the result an MCP echo tool gives,
//! built as a `serde_json::Value` and serialized:
//! `{"jsonrpc":"2.0","id":<id>,"result":{"content":[{"type":"text","text":<params.arguments.text>}],"isError":false}}`
//! (serde_json writes the keys of a `Value` in sorted order: same members, same size). A
//! notification is answered `202` with no body, a body that is not JSON `400`. It does
//! nothing else: no sessions, no protocol-version, `Accept` or `Host` checks, no tool
//! lookup, no SSE, no argument validation, which is what makes it a floor rather than a
//! server.

use axum::body::Bytes;
use axum::http::{header, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::serve::ListenerExt;
use serde_json::{json, Value};
use std::io::Write;
use std::process::ExitCode;

const JSON: HeaderValue = HeaderValue::from_static("application/json");

/// A JSON-RPC message as an MCP echo tool would answer it.
async fn mcp(body: Bytes) -> Response {
    let mut message: Value = match serde_json::from_slice(&body) {
        Ok(message) => message,
        Err(e) => {
            let error = json!({
                "jsonrpc": "2.0",
                "id": null,
                "error": {"code": -32700, "message": format!("Parse error: {e}")},
            });
            return answer(StatusCode::BAD_REQUEST, &error);
        }
    };
    let Some(id) = message.get_mut("id").map(Value::take) else {
        return StatusCode::ACCEPTED.into_response();
    };
    let reply = match message
        .pointer_mut("/params/arguments/text")
        .map(Value::take)
    {
        Some(text) => json!({
            "jsonrpc": "2.0",
            "id": id,
            "result": {"content": [{"type": "text", "text": text}], "isError": false},
        }),
        None => json!({
            "jsonrpc": "2.0",
            "id": id,
            "error": {"code": -32602, "message": "the floor answers only params.arguments.text"},
        }),
    };
    answer(StatusCode::OK, &reply)
}

fn answer(status: StatusCode, body: &Value) -> Response {
    let bytes = serde_json::to_vec(body).expect("a Value serializes");
    (status, [(header::CONTENT_TYPE, JSON)], bytes).into_response()
}

#[tokio::main]
async fn main() -> ExitCode {
    let Some(addr) = std::env::args().nth(1) else {
        eprintln!("usage: http_floor ADDR  (say 127.0.0.1:0)");
        return ExitCode::FAILURE;
    };
    let listener = match tokio::net::TcpListener::bind(&addr).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!("http_floor: cannot listen on {addr}: {e}");
            return ExitCode::FAILURE;
        }
    };
    let bound = listener
        .local_addr()
        .map_or_else(|e| format!("<unknown: {e}>"), |a| a.to_string());
    // One write, so a script reading the log never sees half the address.
    let line = format!("http_floor: MCP endpoint http://{bound}/mcp\n");
    let _ = std::io::stderr().write_all(line.as_bytes());
    let listener = listener.tap_io(|socket| {
        if let Err(e) = socket.set_nodelay(true) {
            eprintln!("http_floor: TCP_NODELAY not set: {e}");
        }
    });
    let app = axum::Router::new().route("/mcp", post(mcp));
    match axum::serve(listener, app).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("http_floor: {e}");
            ExitCode::FAILURE
        }
    }
}
