//! OpenTelemetry (feature `otel`): each request's span, as the OpenTelemetry semantic
//! conventions for MCP name and attribute it, parented on the request's `traceparent`, read
//! back from the SDK's in-memory exporter through `toolwright::otel::layer`. Over HTTP (a
//! 2025-11-25 session and 2026-07-28 requests) and over stdio.
#![cfg(feature = "otel")]

use toolwright_tests::http_support;
use toolwright_tests::server_harness;

use http_support::{post, start_with, Reply};
use opentelemetry::trace::{SpanKind, Status, TracerProvider as _};
use opentelemetry::Value as OtelValue;
use opentelemetry_sdk::trace::{InMemorySpanExporter, SdkTracerProvider, SpanData};
use serde_json::{json, Value};
use server_harness::{stateless_meta, Client, PATIENCE};
use std::sync::OnceLock;
use toolwright::server::http::HttpConfig;
use toolwright::server::Server;
use toolwright::{mcp_tool, tools, ToolSet};
use toolwright_tests::refund::{Receipt, RefundError};
use tracing_subscriber::layer::SubscriberExt;

/// Refund an order: `missing` is not found (an `isError` result), `broken` a database
/// failure (internal: a JSON-RPC error), anything else refunded.
#[mcp_tool]
async fn refund_order(order: String) -> Result<Receipt, RefundError> {
    match order.as_str() {
        "missing" => Err(RefundError::NotFound(order)),
        "broken" => Err(RefundError::Db(std::io::Error::other(
            "db-7.internal: connection reset",
        ))),
        _ => Ok(Receipt {
            refund_id: "r-1".into(),
            amount: 5,
        }),
    }
}

fn toolset() -> ToolSet {
    tools![refund_order]
}

/// The process's one subscriber: the request spans into an in-memory exporter.
fn exporter() -> &'static InMemorySpanExporter {
    static EXPORTER: OnceLock<InMemorySpanExporter> = OnceLock::new();
    EXPORTER.get_or_init(|| {
        let exporter = InMemorySpanExporter::default();
        let provider = SdkTracerProvider::builder()
            .with_simple_exporter(exporter.clone())
            .build();
        let subscriber = tracing_subscriber::registry()
            .with(toolwright::otel::layer(provider.tracer("toolwright-tests")));
        tracing::subscriber::set_global_default(subscriber).expect("one subscriber");
        exporter
    })
}

/// The span exported for request `id` (its `jsonrpc.request.id`), waiting until it ends.
async fn span_of(id: &str) -> SpanData {
    let found = tokio::time::timeout(PATIENCE, async {
        loop {
            let spans = exporter()
                .get_finished_spans()
                .expect("the exporter's spans");
            if let Some(span) = spans
                .into_iter()
                .find(|s| attr(s, "jsonrpc.request.id").as_deref() == Some(id))
            {
                return span;
            }
            tokio::time::sleep(std::time::Duration::from_millis(5)).await;
        }
    })
    .await;
    found.unwrap_or_else(|_| panic!("no span for request {id}"))
}

fn attr(span: &SpanData, key: &str) -> Option<String> {
    span.attributes
        .iter()
        .find(|kv| kv.key.as_str() == key)
        .map(|kv| match &kv.value {
            OtelValue::String(s) => s.as_str().to_owned(),
            other => other.to_string(),
        })
}

/// No attribute of `span` holds `needle`.
fn nowhere_in(span: &SpanData, needle: &str) {
    for kv in &span.attributes {
        assert!(
            !kv.value.to_string().contains(needle),
            "{needle} in {}",
            kv.key
        );
    }
}

const TRACE_ID: &str = "4bf92f3577b34da6a3ce929d0e0e4736";
const PARENT_ID: &str = "00f067aa0ba902b7";
const TRACEPARENT: &str = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

fn call(id: &str, order: &str) -> Value {
    json!({"jsonrpc": "2.0", "id": id, "method": "tools/call",
           "params": {"name": "refund_order", "arguments": {"order": order}}})
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_is_error_call_in_a_2025_session_is_a_tool_error_span_named_after_the_tool_under_the_traceparent(
) {
    exporter();
    let http = start_with(Server::new(toolset()), HttpConfig::default()).await;
    let init = json!({"jsonrpc": "2.0", "id": "s1-init", "method": "initialize", "params": {
        "protocolVersion": "2025-11-25", "capabilities": {},
        "clientInfo": {"name": "otel", "version": "0"}}});
    let reply = post(http.addr, &[], &init).await;
    let session = reply
        .header("mcp-session-id")
        .expect("a session")
        .to_owned();
    let ack = json!({"jsonrpc": "2.0", "method": "notifications/initialized"});
    post(http.addr, &[("Mcp-Session-Id", &session)], &ack).await;
    let headers = [
        ("Mcp-Session-Id", session.as_str()),
        ("MCP-Protocol-Version", "2025-11-25"),
        ("traceparent", TRACEPARENT),
    ];
    let reply: Reply = post(http.addr, &headers, &call("s1-call", "missing")).await;
    assert_eq!(reply.json()["result"]["isError"], true, "{}", reply.text());

    let span = span_of("s1-call").await;
    assert_eq!(span.name, "tools/call refund_order");
    assert_eq!(span.span_kind, SpanKind::Server);
    assert_eq!(span.span_context.trace_id().to_string(), TRACE_ID);
    assert_eq!(span.parent_span_id.to_string(), PARENT_ID);
    assert!(span.parent_span_is_remote);
    for (key, value) in [
        ("mcp.method.name", "tools/call"),
        ("gen_ai.tool.name", "refund_order"),
        ("gen_ai.operation.name", "execute_tool"),
        ("mcp.protocol.version", "2025-11-25"),
        ("network.transport", "tcp"),
        ("mcp.session.id", session.as_str()),
        ("error.type", "tool_error"),
    ] {
        assert_eq!(attr(&span, key).as_deref(), Some(value), "{key}");
    }
    assert_eq!(attr(&span, "rpc.response.status_code"), None);
    assert!(
        matches!(span.status, Status::Error { .. }),
        "{:?}",
        span.status
    );
    // The session's `initialize` is a span of its own, answered without error.
    let init = span_of("s1-init").await;
    assert_eq!(init.name, "initialize");
    assert_eq!(attr(&init, "error.type"), None);
    assert_eq!(init.status, Status::Unset);
    http.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_internal_failure_over_2026_http_is_its_json_rpc_code_with_no_session_and_no_internals()
{
    exporter();
    let http = start_with(Server::new(toolset()), HttpConfig::default()).await;
    let mut body = call("s2-call", "broken");
    body["params"]["_meta"] = stateless_meta();
    body["params"]["_meta"]["traceparent"] = json!(TRACEPARENT);
    let headers = [
        ("MCP-Protocol-Version", "2026-07-28"),
        ("Mcp-Method", "tools/call"),
        ("Mcp-Name", "refund_order"),
    ];
    let reply = post(http.addr, &headers, &body).await;
    assert_eq!(reply.json()["error"]["code"], -32603, "{}", reply.text());

    let span = span_of("s2-call").await;
    assert_eq!(span.name, "tools/call refund_order");
    assert_eq!(span.parent_span_id.to_string(), PARENT_ID);
    for (key, value) in [
        ("mcp.protocol.version", "2026-07-28"),
        ("network.transport", "tcp"),
        ("error.type", "-32603"),
        ("rpc.response.status_code", "-32603"),
    ] {
        assert_eq!(attr(&span, key).as_deref(), Some(value), "{key}");
    }
    // 2026-07-28 has no sessions; the failure's internals stay in the log.
    assert_eq!(attr(&span, "mcp.session.id"), None);
    nowhere_in(&span, "db-7.internal");
    nowhere_in(&span, "broken");
    assert!(
        matches!(span.status, Status::Error { .. }),
        "{:?}",
        span.status
    );
    http.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn over_stdio_a_call_is_a_pipe_span_and_a_success_has_no_error() {
    exporter();
    let mut client = Client::start(Server::new(toolset()));
    client.handshake().await;
    let answer = client.request(call("s3-call", "o-1")).await;
    assert_eq!(
        answer["result"]["structuredContent"]["refund_id"], "r-1",
        "{answer}"
    );
    let unknown = client
        .request(json!({"jsonrpc": "2.0", "id": "s3-unknown", "method": "nope/nothing"}))
        .await;
    assert_eq!(unknown["error"]["code"], -32601, "{unknown}");

    let span = span_of("s3-call").await;
    assert_eq!(span.name, "tools/call refund_order");
    assert_eq!(attr(&span, "network.transport").as_deref(), Some("pipe"));
    assert_eq!(attr(&span, "error.type"), None);
    assert_eq!(span.status, Status::Unset);
    // No traceparent: a root span of a trace of its own.
    assert!(!span.parent_span_is_remote);
    let unknown = span_of("s3-unknown").await;
    assert_eq!(unknown.name, "nope/nothing");
    assert_eq!(attr(&unknown, "error.type").as_deref(), Some("-32601"));
}
