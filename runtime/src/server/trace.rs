//! W3C trace context (`traceparent`, <https://www.w3.org/TR/trace-context/>): the caller's
//! trace, from `params._meta.traceparent` (which MCP reserves for it) or, over HTTP, the
//! `traceparent` header.

/// A valid `traceparent`: version `00` (or a later version read as `00`), a non-zero trace
/// id and parent id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct TraceParent {
    /// 32 lowercase hex digits.
    pub(crate) trace_id: String,
    /// 16 lowercase hex digits: the caller's span, the parent of the call's.
    pub(crate) parent_id: String,
    pub(crate) sampled: bool,
}

impl TraceParent {
    /// Parse a `traceparent` value; `None` when it is not a valid one (it is then ignored,
    /// as the W3C specification asks).
    pub(crate) fn parse(value: &str) -> Option<TraceParent> {
        let value = value.trim_matches([' ', '\t']);
        let mut parts = value.split('-');
        let version = parts.next()?;
        let trace_id = parts.next()?;
        let parent_id = parts.next()?;
        let flags = parts.next()?;
        let hex = |s: &str, len: usize| {
            s.len() == len && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        };
        // Version ff is invalid; version 00 has exactly four fields; later versions may add
        // fields after the flags.
        if !hex(version, 2) || version == "ff" || (version == "00" && parts.next().is_some()) {
            return None;
        }
        if !hex(trace_id, 32) || !hex(parent_id, 16) || !hex(flags, 2) {
            return None;
        }
        if trace_id.bytes().all(|b| b == b'0') || parent_id.bytes().all(|b| b == b'0') {
            return None;
        }
        let flags = u8::from_str_radix(flags, 16).ok()?;
        Some(TraceParent {
            trace_id: trace_id.to_owned(),
            parent_id: parent_id.to_owned(),
            sampled: flags & 1 == 1,
        })
    }

    /// The span a call runs in when its request carries a trace: every log line of the
    /// call (a failure's, with its correlation id) carries the trace id and the caller's
    /// span id. At level WARN, so that it is on wherever failures are logged.
    pub(crate) fn span(&self, tool: &str) -> tracing::Span {
        tracing::warn_span!(
            target: "toolwright::server",
            "mcp.call",
            tool,
            trace_id = %self.trace_id,
            parent_span_id = %self.parent_id,
            sampled = self.sampled,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_the_w3c_examples() {
        let t = TraceParent::parse("00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01")
            .expect("valid");
        assert_eq!(t.trace_id, "4bf92f3577b34da6a3ce929d0e0e4736");
        assert_eq!(t.parent_id, "00f067aa0ba902b7");
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
