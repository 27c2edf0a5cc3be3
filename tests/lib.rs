//! Shared fixtures for toolwright's integration tests.

use regex::Regex;
use std::io::Write;
use std::sync::{Arc, LazyLock, Mutex};
use toolwright::Outcome;

static CORRELATION: LazyLock<Regex> =
    LazyLock::new(|| Regex::new(r"tw-[0-9a-f]{16}").expect("valid regex"));

/// The response line for `outcome` with request id 1, every correlation id replaced by
/// `tw-ID` after checking that exactly one distinct id appears (the text `ref=` and the
/// metadata must agree).
pub fn wire(outcome: &Outcome) -> String {
    let line = outcome.to_response(&serde_json::json!(1));
    let ids: std::collections::BTreeSet<&str> =
        CORRELATION.find_iter(&line).map(|m| m.as_str()).collect();
    assert!(ids.len() <= 1, "more than one correlation id in {line}");
    CORRELATION.replace_all(&line, "tw-ID").into_owned()
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
