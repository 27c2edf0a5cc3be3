//! A `ToolSet` over MCP Streamable HTTP (`toolwright::rmcp::http`), called by a real client:
//! rmcp's own Streamable HTTP client. The classification survives HTTP: security and
//! internal are JSON-RPC errors, operational an `isError` result.

use rmcp::model::{CallToolRequestParams, ErrorCode};
use rmcp::service::ServiceError;
use rmcp::transport::StreamableHttpClientTransport;
use rmcp::ServiceExt;
use serde_json::json;
use std::net::SocketAddr;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::sync::oneshot;
use toolwright::{mcp_tool, tools, ToolError};

#[derive(Debug, thiserror::Error, ToolError)]
pub enum LookupError {
    #[error("token {0} rejected")]
    #[error_kind(security, reply = "unauthorized")]
    BadToken(String),

    #[error("order {0} not found")]
    #[error_kind(
        operational,
        category = "not_found",
        message = "No such order.",
        suggested_action = "Call list_orders to see valid ids."
    )]
    NotFound(String),
}

/// Look an order up.
#[mcp_tool(read_only)]
async fn lookup(order_id: String) -> Result<String, LookupError> {
    match order_id.as_str() {
        "o-1" => Ok("order o-1: open".into()),
        "stolen" => Err(LookupError::BadToken("tok_live_secret".into())),
        _ => Err(LookupError::NotFound(order_id)),
    }
}

/// A server on a free loopback port; dropping the sender stops it.
async fn start() -> (SocketAddr, oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    let handler = tools![lookup].into_rmcp().name("http-test");
    let server = tokio::spawn(async move {
        toolwright::rmcp::http::serve(handler, listener, async {
            let _ = stopped.await;
        })
        .await
        .expect("serves");
    });
    (addr, stop, server)
}

fn call(order_id: &str) -> CallToolRequestParams {
    let args = json!({ "order_id": order_id });
    CallToolRequestParams::new("lookup").with_arguments(args.as_object().unwrap().clone())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_real_client_lists_and_calls_over_http() {
    let (addr, stop, server) = start().await;
    let transport = StreamableHttpClientTransport::from_uri(format!("http://{addr}/mcp"));
    let client = ().serve(transport).await.expect("the client connects");

    let tools = client.list_all_tools().await.unwrap();
    assert_eq!(tools.len(), 1);
    assert_eq!(tools[0].name, "lookup");
    assert_eq!(tools[0].description.as_deref(), Some("Look an order up."));

    let ok = client.call_tool(call("o-1")).await.unwrap();
    assert_eq!(
        serde_json::to_value(&ok.content).unwrap(),
        json!([{"type": "text", "text": "order o-1: open"}])
    );
    assert_ne!(ok.is_error, Some(true));

    let operational = client.call_tool(call("o-9")).await.unwrap();
    assert_eq!(operational.is_error, Some(true));
    let text = serde_json::to_value(&operational.content).unwrap()[0]["text"]
        .as_str()
        .unwrap()
        .to_owned();
    assert!(
        text.starts_with("No such order.\nCall list_orders to see valid ids.\n[category=not_found; retryable=false; ref=tw-"),
        "{text}"
    );
    let meta = serde_json::to_value(&operational.meta).unwrap();
    assert_eq!(meta["dev.toolwright/error"]["errorCategory"], "not_found");

    match client.call_tool(call("stolen")).await {
        Err(ServiceError::McpError(e)) => {
            assert_eq!(e.code, ErrorCode::INVALID_REQUEST);
            let data = e.data.expect("a correlation id");
            let id = data["correlationId"].as_str().unwrap();
            assert!(id.starts_with("tw-"));
            assert_eq!(e.message, format!("Unauthorized (ref {id})"));
            assert!(!data.to_string().contains("tok_live"));
        }
        other => panic!("expected a protocol error, got {other:?}"),
    }

    client.cancel().await.unwrap();
    drop(stop);
    server.await.unwrap();
}

/// One raw HTTP/1.1 request; the status line.
async fn status_line(addr: SocketAddr, path: &str, host: &str) -> String {
    let body = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#;
    let request = format!(
        "POST {path} HTTP/1.1\r\nHost: {host}\r\nOrigin: http://{host}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    // Read until the status line is whole (or the server closes).
    let mut head = Vec::new();
    let mut buf = [0; 64];
    while !head.windows(2).any(|w| w == b"\r\n") {
        let n = stream.read(&mut buf).await.unwrap();
        if n == 0 {
            break;
        }
        head.extend_from_slice(&buf[..n]);
    }
    let head = String::from_utf8_lossy(&head).into_owned();
    head.lines().next().unwrap_or_default().to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn loopback_hosts_only_and_only_at_mcp() {
    let (addr, stop, server) = start().await;
    let local = format!("localhost:{}", addr.port());
    assert_eq!(
        status_line(addr, "/mcp", &local).await,
        "HTTP/1.1 200 OK",
        "a loopback Host is served"
    );
    let evil = status_line(addr, "/mcp", "evil.example.com").await;
    assert!(
        evil.starts_with("HTTP/1.1 403"),
        "DNS rebinding: another Host is refused, got {evil}"
    );
    let other = status_line(addr, "/other", &local).await;
    assert!(other.starts_with("HTTP/1.1 404"), "{other}");
    drop(stop);
    server.await.unwrap();
}

// The caller over rmcp's HTTP: toolwright's bearer authentication in front of rmcp's
// service (`service_with_auth`), answering as toolwright's own transport does.

use toolwright_tests::caller_support;
use toolwright_tests::rmcp_support;

use caller_support::{Verifier, READER};
use toolwright::rmcp::http::BearerAuth;

const RESOURCE: &str = "https://mcp.example.com/mcp";

fn bearer() -> BearerAuth {
    BearerAuth::new(Verifier::new(), RESOURCE, "https://auth.example.com")
}

/// The bridge behind bearer authentication, on a free loopback port.
async fn start_with_auth() -> (SocketAddr, oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    let handler = caller_support::toolset().into_rmcp().name("auth-test");
    let server = tokio::spawn(async move {
        toolwright::rmcp::http::serve_with_auth(
            handler,
            toolwright::rmcp::http::config(),
            bearer(),
            listener,
            async {
                let _ = stopped.await;
            },
        )
        .await
        .expect("serves");
    });
    (addr, stop, server)
}

/// toolwright's own HTTP transport with the same `BearerAuth`.
async fn start_ours() -> (SocketAddr, oneshot::Sender<()>, tokio::task::JoinHandle<()>) {
    use toolwright::server::http::HttpConfig;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let (stop, stopped) = oneshot::channel::<()>();
    let server = tokio::spawn(async move {
        toolwright::server::Server::new(caller_support::toolset())
            .http_config(HttpConfig::default().bearer_auth(bearer()))
            .serve_http(listener, async {
                let _ = stopped.await;
            })
            .await
            .expect("serves");
    });
    (addr, stop, server)
}

/// A whole raw HTTP/1.1 exchange: the status line, the headers (names lowercased) and the
/// body.
async fn exchange(
    addr: SocketAddr,
    method: &str,
    path: &str,
    authorization: Option<&str>,
) -> (String, Vec<(String, String)>, String) {
    let body = r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{},"clientInfo":{"name":"raw","version":"1"}}}"#;
    let body = if method == "POST" { body } else { "" };
    let authorization = authorization
        .map(|a| format!("Authorization: {a}\r\n"))
        .unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Type: application/json\r\nAccept: application/json, text/event-stream\r\n{authorization}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        addr.port(),
        body.len()
    );
    let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut response = Vec::new();
    tokio::time::timeout(
        std::time::Duration::from_secs(10),
        stream.read_to_end(&mut response),
    )
    .await
    .expect("the server answers within 10 s")
    .unwrap();
    let response = String::from_utf8_lossy(&response).into_owned();
    let (head, body) = response.split_once("\r\n\r\n").unwrap_or((&response, ""));
    let mut lines = head.lines();
    let status = lines.next().unwrap_or_default().to_owned();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
        .collect();
    (status, headers, body.to_owned())
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers
        .iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v.as_str())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missing_or_bad_token_gets_toolwrights_401() {
    let (bridge, stop_bridge, bridge_server) = start_with_auth().await;
    let (ours, stop_ours, our_server) = start_ours().await;
    for authorization in [
        None,
        Some("Bearer tok-unknown"),
        Some("Basic dXNlcjpwYXNz"),
        Some("Bearer "),
    ] {
        let (status, headers, body) = exchange(bridge, "POST", "/mcp", authorization).await;
        let (our_status, our_headers, our_body) =
            exchange(ours, "POST", "/mcp", authorization).await;
        assert_eq!(status, "HTTP/1.1 401 Unauthorized", "{authorization:?}");
        assert_eq!(status, our_status, "{authorization:?}");
        let challenge = header(&headers, "www-authenticate").expect("a challenge");
        assert_eq!(
            challenge,
            "Bearer resource_metadata=\"https://mcp.example.com/.well-known/oauth-protected-resource/mcp\""
        );
        assert_eq!(Some(challenge), header(&our_headers, "www-authenticate"));
        assert_eq!(
            rmcp_support::normalize(&body),
            rmcp_support::normalize(&our_body),
            "{authorization:?}"
        );
    }
    // The metadata document, at both well-known paths, as our transport serves it.
    for path in [
        "/.well-known/oauth-protected-resource",
        "/.well-known/oauth-protected-resource/mcp",
    ] {
        let (status, _, body) = exchange(bridge, "GET", path, None).await;
        let (our_status, _, our_body) = exchange(ours, "GET", path, None).await;
        assert_eq!(status, "HTTP/1.1 200 OK", "{path}");
        assert_eq!(status, our_status, "{path}");
        assert_eq!(body, our_body, "{path}");
        let metadata: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(metadata["resource"], RESOURCE);
        assert_eq!(
            metadata["scopes_supported"],
            json!(["orders:read", "refunds:write"])
        );
    }
    drop((stop_bridge, stop_ours));
    bridge_server.await.unwrap();
    our_server.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_good_tokens_caller_reaches_scoped_tools_through_the_bridge() {
    use rmcp::transport::streamable_http_client::StreamableHttpClientTransportConfig;
    let (addr, stop, server) = start_with_auth().await;
    let config = StreamableHttpClientTransportConfig::with_uri(format!("http://{addr}/mcp"))
        .auth_header(READER);
    let client =
        ().serve(StreamableHttpClientTransport::from_config(config))
            .await
            .expect("the client connects with its token");

    let whoami = client
        .call_tool(CallToolRequestParams::new("whoami"))
        .await
        .unwrap();
    assert_eq!(
        serde_json::to_value(&whoami.content).unwrap(),
        json!([{"type": "text", "text": "alice"}])
    );
    // `orders:read`, which alice holds.
    let args = json!({"limit": 3});
    let scoped = client
        .call_tool(
            CallToolRequestParams::new("read_orders")
                .with_arguments(args.as_object().unwrap().clone()),
        )
        .await
        .unwrap();
    assert_ne!(scoped.is_error, Some(true), "{scoped:?}");
    // `refunds:write`, which she does not: refused as toolwright refuses it.
    let args = json!({"order_id": "o-1"});
    match client
        .call_tool(
            CallToolRequestParams::new("refund").with_arguments(args.as_object().unwrap().clone()),
        )
        .await
    {
        Err(ServiceError::McpError(e)) => {
            assert_eq!(e.code, ErrorCode::INVALID_REQUEST, "{e:?}");
            assert!(e.data.is_some_and(|d| d["correlationId"].is_string()));
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
    client.cancel().await.unwrap();
    drop(stop);
    server.await.unwrap();
}
