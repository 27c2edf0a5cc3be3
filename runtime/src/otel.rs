//! OpenTelemetry (feature `otel`): every request's span, exported.
//!
//! Each request runs in a `tracing` span named and attributed as OpenTelemetry's semantic
//! conventions for MCP say (Development status, in `open-telemetry/semantic-conventions-genai`):
//!
//! | attribute | value |
//! |---|---|
//! | span name | `{mcp.method.name} {target}`: `tools/call refund_order`, `prompts/get summary`, `resources/read file:///a.txt`; the method alone when there is no target (`tools/list`) |
//! | kind | SERVER |
//! | `mcp.method.name`, `jsonrpc.request.id` | every request |
//! | `gen_ai.tool.name`, `gen_ai.operation.name` (`execute_tool`) | `tools/call` |
//! | `gen_ai.prompt.name`, `mcp.resource.uri` | `prompts/get`, `resources/read` |
//! | `mcp.protocol.version` | `2025-11-25` or `2026-07-28`, the era the request is served in |
//! | `network.transport` | `pipe` on stdio, `tcp` over HTTP |
//! | `mcp.session.id` | 2025-11-25 HTTP sessions only, never on 2026-07-28 traffic |
//! | `error.type` | `tool_error` for an `isError` result, the JSON-RPC code otherwise (`-32603`); the span's status is then ERROR |
//! | `rpc.response.status_code` | the JSON-RPC code of an error answer |
//!
//! The parent is the request's `traceparent`: `params._meta.traceparent`, else the HTTP
//! `traceparent` header. No argument, result, message or credential is an attribute; a
//! failure's details stay in the log, beside its correlation id. The spans are at level DEBUG
//! (as tower-http's are: a log at INFO neither pays for them nor prints them) under the target
//! `toolwright::otel` ([`SPAN_TARGET`]); a subscriber that leaves them off
//! costs a request one interest check, and the call then runs on the plain path.
//! Requests refused before they reach the engine (an HTTP `401`, a malformed body) have no span.
//!
//! [`layer`] turns those spans into OpenTelemetry spans of a tracer; [`otlp`] builds a tracer
//! provider that exports them over OTLP (HTTP/protobuf, configured by the standard
//! `OTEL_EXPORTER_OTLP_*` environment variables):
//!
//! ```no_run
//! use opentelemetry::trace::TracerProvider as _;
//! use tracing_subscriber::layer::SubscriberExt;
//!
//! let provider = toolwright::otel::otlp("payments").expect("an OTLP exporter");
//! let subscriber = tracing_subscriber::registry()
//!     .with(toolwright::otel::layer(provider.tracer("toolwright")));
//! tracing::subscriber::set_global_default(subscriber).expect("one subscriber");
//! // ... serve; then `provider.shutdown()` flushes what is left.
//! ```
//!
//! `tests/otel.rs` reads the spans back from the SDK's in-memory exporter: names, kinds,
//! attributes, status and the `traceparent` parent, over stdio and both HTTP eras.

use opentelemetry_otlp::{ExporterBuildError, SpanExporter, WithExportConfig as _};
use opentelemetry_sdk::trace::SdkTracerProvider;
use opentelemetry_sdk::Resource;
use tracing::Subscriber;
use tracing_subscriber::filter::{filter_fn, Filtered};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::Layer;

pub use crate::server::SPAN_TARGET;

/// The layer that makes toolwright's request spans OpenTelemetry spans of `tracer`, and
/// leaves every other span and event to the subscriber's other layers (the calls' own log
/// spans would otherwise be exported as children). For your own spans too, add
/// `tracing_opentelemetry::layer()` yourself; the request spans are ordinary `tracing` spans.
///
/// The layer's own filter lets the spans through at DEBUG whatever the other layers log; a
/// global filter (an `EnvFilter` added with `.with(...)` rather than per layer) must enable
/// `toolwright::otel=debug` too.
pub fn layer<S, T>(tracer: T) -> impl Layer<S>
where
    S: Subscriber + for<'span> LookupSpan<'span>,
    T: opentelemetry::trace::Tracer + Send + Sync + 'static,
    T::Span: Send + Sync,
{
    let only_requests: fn(&tracing::Metadata<'_>) -> bool = |meta| meta.target() == SPAN_TARGET;
    let layer: Filtered<_, _, S> = tracing_opentelemetry::layer()
        .with_tracer(tracer)
        .with_filter(filter_fn(only_requests));
    layer
}

/// A tracer provider exporting in batches over OTLP (HTTP/protobuf): to
/// `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` or `OTEL_EXPORTER_OTLP_ENDPOINT`, else
/// `http://localhost:4318/v1/traces`, as the exporter reads them; `service_name` names the
/// service (`service.name`). Call `shutdown()` on it before the process exits, to flush.
///
/// # Errors
///
/// When the exporter cannot be built (an invalid endpoint).
pub fn otlp(service_name: impl Into<String>) -> Result<SdkTracerProvider, ExporterBuildError> {
    let exporter = SpanExporter::builder()
        .with_http()
        .with_protocol(opentelemetry_otlp::Protocol::HttpBinary)
        .build()?;
    Ok(SdkTracerProvider::builder()
        .with_batch_exporter(exporter)
        .with_resource(
            Resource::builder()
                .with_service_name(service_name.into())
                .build(),
        )
        .build())
}
