//! Shared fixtures for toolwright's integration tests, in a folder of their own apart from
//! the suites beside it, compiled once: each test binary links them instead of compiling its
//! own copy.

pub mod caller_support;
pub mod catalog_support;
#[cfg(feature = "http")]
pub mod http_support;
#[cfg(feature = "rmcp")]
pub mod rmcp_support;
pub mod server_harness;
pub mod talk_tools;

use regex::Regex;
use std::io::Write;
use std::sync::{Arc, LazyLock, Mutex};
use toolwright::{
    wire::{ContentBlock, ResourceContents},
    Outcome,
};

static CORRELATION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"tw-[0-9a-f]{16}").expect("valid regex"));

/// The response line for `outcome` with request id 1, every correlation id replaced by
/// `tw-ID`, after checking that the only id anywhere in the line is the one the answer
/// carries (`error.data.correlationId`, or an operational result's
/// `_meta["dev.toolwright/error"].correlationId`, which its text's `ref=` must repeat), and
/// that an answer carrying none has none anywhere.
///
/// # Panics
///
/// If another id appears, or the carried one is missing from the text of an operational
/// result.
pub fn wire(outcome: &Outcome) -> String {
    let line = outcome.to_response(&serde_json::json!(1));
    let ids: std::collections::BTreeSet<&str> =
        CORRELATION.find_iter(&line).map(|m| m.as_str()).collect();
    let carried = match outcome {
        Outcome::Error(e) => e.correlation_id().map(str::to_owned),
        Outcome::Result(r) => r
            .meta
            .as_ref()
            .and_then(|m| m.get(toolwright::wire::ERROR_META_KEY))
            .and_then(|env| env["correlationId"].as_str())
            .map(str::to_owned),
        // Questions for the client, contents read and prompts carry no correlation id.
        _ => None,
    };
    let expected: std::collections::BTreeSet<&str> = carried.as_deref().into_iter().collect();
    assert_eq!(ids, expected, "correlation ids in {line}");
    if let (Outcome::Result(r), Some(id)) = (outcome, &carried) {
        assert!(
            r.text().contains(&format!("ref={id}]")),
            "the text names another ref than the metadata: {line}"
        );
    }
    CORRELATION.replace_all(&line, "tw-ID").into_owned()
}

/// The `name` of each tool in a `tools/list` result's `tools` array, in order.
///
/// # Panics
///
/// If `tools` is not an array of objects with a string `name`.
pub fn tool_names(tools: &serde_json::Value) -> Vec<&str> {
    tools
        .as_array()
        .expect("a tools array")
        .iter()
        .map(|t| t["name"].as_str().expect("a tool name"))
        .collect()
}

/// The correlation id in an outcome's response line.
pub fn correlation_id(outcome: &Outcome) -> Option<String> {
    let line = outcome.to_response(&serde_json::json!(1));
    CORRELATION.find(&line).map(|m| m.as_str().to_owned())
}

thread_local! {
    static ACTIVE: std::cell::RefCell<Option<LogCapture>> = const { std::cell::RefCell::new(None) };
}

/// Captures everything logged through `tracing` on this thread while the guard lives.
///
/// One global subscriber routes each event to the capture active on the emitting thread.
/// (Thread-scoped subscribers race on tracing's per-callsite interest cache when tests run
/// in parallel, silently dropping events.)
#[derive(Clone, Default)]
pub struct LogCapture(Arc<Mutex<Vec<u8>>>);

impl std::fmt::Debug for LogCapture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LogCapture")
    }
}

/// Ends the capture when dropped.
#[derive(Debug)]
pub struct CaptureGuard(());

impl Drop for CaptureGuard {
    fn drop(&mut self) {
        ACTIVE.with(|a| a.borrow_mut().take());
    }
}

/// Writes to the capture active on this thread, if any.
struct ThreadWriter;

impl Write for ThreadWriter {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        ACTIVE.with(|a| {
            if let Some(c) = a.borrow().as_ref() {
                c.0.lock().expect("log lock").extend_from_slice(buf);
            }
        });
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl LogCapture {
    /// Start capturing on this thread.
    pub fn start() -> (Self, CaptureGuard) {
        static INSTALL: std::sync::Once = std::sync::Once::new();
        INSTALL.call_once(|| {
            let subscriber = tracing_subscriber::fmt()
                .with_writer(|| ThreadWriter)
                .with_ansi(false)
                .with_max_level(tracing::Level::TRACE)
                .finish();
            tracing::subscriber::set_global_default(subscriber)
                .expect("no other global subscriber");
        });
        let capture = LogCapture::default();
        ACTIVE.with(|a| *a.borrow_mut() = Some(capture.clone()));
        (capture, CaptureGuard(()))
    }

    /// Everything captured so far.
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.0.lock().expect("log lock")).into_owned()
    }
}

/// The README's example error and success types, shared by the wire and rmcp suites. The
/// compile-fail suite's pass case `tests/compile-fail/ui/pass/error-kinds.rs` keeps its own
/// copy: it must compile alone.
pub mod refund {
    use serde::Serialize;
    use toolwright::ToolError;

    /// The README's `RefundError`, plus `NoToken`: a second security variant with the same
    /// reply, whose answer must be byte-identical to `BadToken`'s.
    #[derive(Debug, thiserror::Error, ToolError)]
    pub enum RefundError {
        #[error("refund of {amount} exceeds limit {limit} for order {order}")]
        #[error_kind(
            operational,
            category = "business",
            message = "Refund of ${amount} exceeds the ${limit} policy limit.",
            customer_message = "Refunds over ${limit} need manager approval.",
            suggested_action = "Ask a manager to approve the refund, or refund a smaller amount."
        )]
        OverLimit {
            amount: u64,
            limit: u64,
            order: String,
        },

        #[error("payments API timed out: {0}")]
        #[error_kind(
            operational,
            category = "timeout",
            retry_after_ms = 2000,
            message = "The payment service timed out. Retry in a few seconds."
        )]
        Timeout(#[source] std::io::Error),

        #[error("token rejected for tenant {tenant}")]
        #[error_kind(security, reply = "unauthorized")]
        BadToken { tenant: String },

        #[error("token missing for tenant {tenant}")]
        #[error_kind(security, reply = "unauthorized")]
        NoToken { tenant: String },

        #[error("order {0} belongs to another customer")]
        #[error_kind(security, disguise = NotFound)]
        Foreign(String),

        #[error("order {0} not found")]
        #[error_kind(
            operational,
            category = "not_found",
            message = "No such order. Call list_orders to see valid ids."
        )]
        NotFound(String),

        #[error("database: {0}")]
        #[error_kind(internal)]
        Db(#[from] std::io::Error),
    }

    // A refund that went through. (No doc comment: it would become the output schema's
    // description, and the wire tests pin the schema without one.)
    #[derive(Debug, Serialize, schemars::JsonSchema)]
    pub struct Receipt {
        pub refund_id: String,
        pub amount: u64,
    }
}

/// One content block of every kind MCP defines (text, image, audio, resource link, an
/// embedded text resource with a MIME type and a binary one without).
pub fn every_content_block() -> Vec<ContentBlock> {
    vec![
        ContentBlock::text("see attached"),
        ContentBlock::image("iVBORw0KGgo=", "image/png"),
        ContentBlock::audio("UklGRiQ=", "audio/wav"),
        ContentBlock::resource_link("file:///reports/q3.pdf", "q3.pdf")
            .with_mime_type("application/pdf"),
        ContentBlock::resource(
            ResourceContents::text("test://notes/q3", "revenue: 1.2M").with_mime_type("text/plain"),
        ),
        ContentBlock::resource(ResourceContents::blob("test://raw/q3", "AAEC")),
    ]
}

/// [`every_content_block`] on the wire: the result's `content` array.
pub const EVERY_CONTENT_BLOCK: &str = concat!(
    r#"[{"type":"text","text":"see attached"},"#,
    r#"{"type":"image","data":"iVBORw0KGgo=","mimeType":"image/png"},"#,
    r#"{"type":"audio","data":"UklGRiQ=","mimeType":"audio/wav"},"#,
    r#"{"type":"resource_link","uri":"file:///reports/q3.pdf","name":"q3.pdf","mimeType":"application/pdf"},"#,
    r#"{"type":"resource","resource":{"uri":"test://notes/q3","mimeType":"text/plain","text":"revenue: 1.2M"}},"#,
    r#"{"type":"resource","resource":{"uri":"test://raw/q3","blob":"AAEC"}}]"#,
);
