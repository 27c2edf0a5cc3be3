//! W3C trace context (`traceparent`, <https://www.w3.org/TR/trace-context/>): the caller's
//! trace, from `params._meta.traceparent` (which MCP reserves for it) or, over HTTP, the
//! `traceparent` header; and each request's span, named and attributed as OpenTelemetry's
//! semantic conventions for MCP say (`tools/call refund_order`, `mcp.method.name`,
//! `gen_ai.tool.name`, `error.type`, ...).
//!
//! The request spans are `tracing` spans at level DEBUG (as tower-http's are, so that a log at
//! INFO neither pays for them nor prints them) under the target [`SPAN_TARGET`]: a
//! subscriber that does not enable them costs a request one check of the span's interest
//! (the call then runs on the plain path). With `tracing-opentelemetry` in the subscriber
//! (feature `otel`: `toolwright::otel`), they become OpenTelemetry spans of kind SERVER whose
//! parent is the request's `traceparent`.

use crate::server::era::{HANDSHAKE_VERSIONS, STATELESS_VERSIONS};
pub(crate) use crate::server::head::TraceParent;
use crate::server::message::Id;
use crate::wire::{Era, Outcome};
use tracing::field::Empty;
use tracing::Span;

/// The target of the request spans: filter on it (`toolwright::otel=debug`) to export them,
/// or to keep them out of a log.
pub const SPAN_TARGET: &str = "toolwright::otel";

/// How a request arrived: OpenTelemetry's `network.transport` (`pipe` for stdio, `tcp` for
/// HTTP) and, on a 2025-11-25 HTTP session, its id (`mcp.session.id`, never on 2026-07-28
/// traffic, which has no sessions).
#[derive(Debug, Clone, Default)]
pub(crate) struct Carrier {
    pub(crate) tcp: bool,
    pub(crate) session: Option<String>,
}

#[cfg(feature = "http")]
impl Carrier {
    /// HTTP, no session.
    pub(crate) const TCP: Carrier = Carrier {
        tcp: true,
        session: None,
    };
}

/// What a request's span is made from, kept by a call until it runs ([`Engine::call`]
/// makes the span then, when the trace header the transport found is known). Only made when
/// the spans are on ([`spans_on`]).
///
/// [`Engine::call`]: super::Engine::call
#[derive(Debug)]
pub(crate) struct SpanTag {
    id: String,
    carrier: Carrier,
}

/// Whether a subscriber wants the request spans.
#[inline(always)]
pub(crate) fn spans_on() -> bool {
    tracing::span_enabled!(target: SPAN_TARGET, tracing::Level::DEBUG)
}

impl SpanTag {
    pub(crate) fn new(id: &Id, carrier: &Carrier) -> SpanTag {
        let id = match id.to_value() {
            serde_json::Value::String(s) => s,
            other => other.to_string(),
        };
        SpanTag {
            id,
            carrier: carrier.clone(),
        }
    }

    /// The span of request `method` (of `era` when known) on `target` (the tool's or the
    /// prompt's name, the resource's URI), a child of `parent` when the request carries one.
    pub(crate) fn span(
        &self,
        method: &str,
        target: Option<&str>,
        era: Option<Era>,
        parent: Option<&TraceParent>,
    ) -> Span {
        let span = tracing::debug_span!(
            target: SPAN_TARGET,
            "mcp.request",
            otel.name = Empty,
            otel.kind = "server",
            otel.status_code = Empty,
            mcp.method.name = method,
            gen_ai.tool.name = Empty,
            gen_ai.prompt.name = Empty,
            gen_ai.operation.name = Empty,
            mcp.resource.uri = Empty,
            jsonrpc.request.id = %self.id,
            mcp.protocol.version = Empty,
            network.transport = if self.carrier.tcp { "tcp" } else { "pipe" },
            mcp.session.id = Empty,
            error.type = Empty,
            rpc.response.status_code = Empty,
        );
        if span.is_disabled() {
            return span;
        }
        match target {
            Some(target) => span.record("otel.name", format!("{method} {target}")),
            None => span.record("otel.name", method),
        };
        match (method, target) {
            ("tools/call", Some(tool)) => {
                span.record("gen_ai.tool.name", tool);
                span.record("gen_ai.operation.name", "execute_tool");
            }
            ("prompts/get", Some(prompt)) => {
                span.record("gen_ai.prompt.name", prompt);
            }
            ("resources/read", Some(uri)) => {
                span.record("mcp.resource.uri", uri);
            }
            _ => {}
        }
        if let Some(era) = era {
            // The era's revision (a 2025 session that negotiated an older handshake version
            // is served as 2025-11-25).
            let version = match era {
                Era::Legacy => HANDSHAKE_VERSIONS[0],
                Era::Stateless => STATELESS_VERSIONS[0],
            };
            span.record("mcp.protocol.version", version);
            if era == Era::Legacy {
                if let Some(session) = &self.carrier.session {
                    span.record("mcp.session.id", session.as_str());
                }
            }
        }
        #[cfg(feature = "otel")]
        if let Some(parent) = parent {
            set_parent(&span, parent);
        }
        #[cfg(not(feature = "otel"))]
        let _ = parent;
        span
    }
}

/// Record how the request ended on its span: `error.type` is `tool_error` for an `isError`
/// result and the JSON-RPC code otherwise, and the span's status is then ERROR.
pub(crate) fn record_outcome(span: &Span, outcome: &Outcome) {
    match outcome {
        Outcome::Result(result) if result.is_error => {
            span.record("error.type", "tool_error");
            span.record("otel.status_code", "ERROR");
        }
        Outcome::Error(e) => record_code(span, e.code),
        _ => {}
    }
}

/// Record a JSON-RPC error's code on a request's span.
pub(crate) fn record_code(span: &Span, code: i64) {
    let code = code.to_string();
    span.record("error.type", code.as_str());
    span.record("rpc.response.status_code", code.as_str());
    span.record("otel.status_code", "ERROR");
}

/// Make `parent` (a request's `traceparent`) the parent of `span`, before the span starts.
#[cfg(feature = "otel")]
fn set_parent(span: &tracing::Span, parent: &TraceParent) {
    use opentelemetry::trace::{
        SpanContext, SpanId, TraceContextExt, TraceFlags, TraceId, TraceState,
    };
    use tracing_opentelemetry::OpenTelemetrySpanExt as _;
    let (Ok(trace_id), Ok(span_id)) = (
        TraceId::from_hex(parent.trace_id()),
        SpanId::from_hex(parent.parent_id()),
    ) else {
        return;
    };
    let flags = if parent.sampled {
        TraceFlags::SAMPLED
    } else {
        TraceFlags::default()
    };
    let remote = SpanContext::new(trace_id, span_id, flags, true, TraceState::default());
    // Fails only when the span was already started, which a new span is not.
    let _ = span.set_parent(opentelemetry::Context::new().with_remote_span_context(remote));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_w3c_examples() {
        let t = TraceParent::parse("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
            .expect("valid");
        assert_eq!(t.trace_id(), "4bf92f3577b34da6a3ce929d0e0e4736");
        assert_eq!(t.parent_id(), "00f067aa0ba902b7");
        assert!(t.sampled);
        let later = "cc-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00-what-comes-next";
        assert!(!TraceParent::parse(later).expect("a later version").sampled);
    }

    #[test]
    fn refuses_invalid_values() {
        for bad in [
            "",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7",
            "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
            "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-0000000000000000-01",
            "ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01-extra",
            "00-4bf92f3577b34da6a3ce929d0e0e473-00f067aa0ba902b7-01",
        ] {
            assert_eq!(TraceParent::parse(bad), None, "{bad}");
        }
    }
}
