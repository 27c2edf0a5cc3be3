//! The log of the servers a test runs, captured: for a test that asserts a failure's details
//! reach the log under the reference the client got, and that a secret reaches neither.

use std::io::{self, Write};
use std::sync::{Arc, Mutex, OnceLock};
use tracing_subscriber::fmt::MakeWriter;

/// Everything the process logs at `INFO` and above from the first [`Logs::capture`] on, as
/// `tracing-subscriber`'s formatter writes it (no colours). The capture is the process's
/// global subscriber, so every test of a binary shares it: find a call's lines by its
/// reference ([`Logs::lines_with`]), which no other call has.
#[derive(Clone, Debug)]
pub struct Logs {
    written: Arc<Mutex<Vec<u8>>>,
}

static CAPTURE: OnceLock<Logs> = OnceLock::new();

impl Logs {
    /// The capture, started by the first call.
    ///
    /// # Panics
    ///
    /// When another global `tracing` subscriber was set before the first call: the capture
    /// needs to be it.
    pub fn capture() -> Logs {
        CAPTURE
            .get_or_init(|| {
                let logs = Logs {
                    written: Arc::default(),
                };
                let subscriber = tracing_subscriber::fmt()
                    .with_writer(logs.clone())
                    .with_ansi(false)
                    .with_max_level(tracing::Level::INFO)
                    .finish();
                tracing::subscriber::set_global_default(subscriber).expect(
                    "toolwright::testing::Logs needs to be the global tracing subscriber: call Logs::capture() before setting another",
                );
                logs
            })
            .clone()
    }

    /// Everything captured so far.
    pub fn text(&self) -> String {
        let written = self.written.lock().unwrap_or_else(|e| e.into_inner());
        String::from_utf8_lossy(&written).into_owned()
    }

    /// The lines that contain `needle` (a failure's reference: its log lines).
    pub fn lines_with(&self, needle: &str) -> Vec<String> {
        self.text()
            .lines()
            .filter(|line| line.contains(needle))
            .map(str::to_owned)
            .collect()
    }

    /// The same capture, once none of `secrets` is anywhere in it.
    ///
    /// # Panics
    ///
    /// Naming the first secret the log holds.
    #[track_caller]
    pub fn assert_holds_none(&self, secrets: &[&str]) -> &Self {
        super::response::assert_none_in(&self.text(), secrets, "the log");
        self
    }
}

impl Write for Logs {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        let mut written = self.written.lock().unwrap_or_else(|e| e.into_inner());
        written.extend_from_slice(bytes);
        Ok(bytes.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

impl<'a> MakeWriter<'a> for Logs {
    type Writer = Logs;

    fn make_writer(&'a self) -> Logs {
        self.clone()
    }
}
