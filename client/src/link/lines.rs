//! Newline-delimited JSON-RPC over a byte stream: a server binary's stdin and stdout, or
//! in-memory pipes to a server on this runtime.

use super::{closed, lock, Shared};
use crate::failure::{Failure, FailureKind};
use serde_json::Value;
use std::io;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncReadExt, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::process::Child;
use tokio::sync::mpsc;
use tokio::task::JoinHandle;

/// How long closing waits for each of: what is queued to be written, the server to end.
const CLOSE_PATIENCE: Duration = Duration::from_secs(5);

/// The longest line read from a server: a longer one is a broken server, not a reason to
/// take all the memory there is.
const MAX_LINE: usize = 64 * 1024 * 1024;

/// The connection.
pub(crate) struct Lines {
    /// Lines to write; `None` once closed.
    out: Mutex<Option<mpsc::UnboundedSender<Vec<u8>>>>,
    writer: tokio::sync::Mutex<Option<JoinHandle<()>>>,
    /// What runs the server, to wait for at the end.
    server: tokio::sync::Mutex<Server>,
}

/// What runs the server.
pub(crate) enum Server {
    /// A child process.
    Child(Child),
    /// A task of this runtime.
    Task(JoinHandle<io::Result<()>>),
    /// Nothing to wait for.
    Done,
}

impl Lines {
    /// Talk over `input` (the server reads it) and `output` (the server writes it).
    pub(crate) fn start(
        input: impl AsyncWrite + Send + Unpin + 'static,
        output: impl AsyncRead + Send + Unpin + 'static,
        server: Server,
        shared: &Arc<Shared>,
    ) -> Lines {
        let (tx, rx) = mpsc::unbounded_channel();
        let writer = tokio::spawn(write(input, rx, Arc::clone(shared)));
        // Weak: the server's input closes when the client closes, not when its reader ends.
        tokio::spawn(read(output, tx.downgrade(), Arc::clone(shared)));
        Lines {
            out: Mutex::new(Some(tx)),
            writer: tokio::sync::Mutex::new(Some(writer)),
            server: tokio::sync::Mutex::new(server),
        }
    }

    pub(crate) fn send(&self, message: &Value) -> Result<(), Failure> {
        let mut line = serde_json::to_vec(message).expect("a JSON value serializes");
        line.push(b'\n');
        let out = lock(&self.out);
        match out.as_ref().map(|out| out.send(line)) {
            Some(Ok(())) => Ok(()),
            _ => Err(Failure::client(
                FailureKind::Disconnected { sent: false },
                "the connection is closed",
            )),
        }
    }

    /// Queue `message` (from a `Drop`, which cannot wait).
    pub(crate) fn send_soon(&self, message: Value) {
        let _ = self.send(&message);
    }

    /// Close the server's input once what is queued is written, and wait for the server:
    /// at most [`CLOSE_PATIENCE`] each, then a child is killed and a task dropped.
    pub(crate) async fn close(&self) {
        lock(&self.out).take();
        if let Some(writer) = self.writer.lock().await.take() {
            let _ = tokio::time::timeout(CLOSE_PATIENCE, writer).await;
        }
        let mut server = self.server.lock().await;
        match std::mem::replace(&mut *server, Server::Done) {
            Server::Child(mut child) => {
                match tokio::time::timeout(CLOSE_PATIENCE, child.wait()).await {
                    Ok(Ok(_)) => {}
                    Ok(Err(e)) => {
                        tracing::warn!(target: "toolwright_client", "waiting for the server: {e}")
                    }
                    Err(_) => {
                        tracing::warn!(target: "toolwright_client", "the server did not exit when its input closed; killed");
                        let _ = child.kill().await;
                    }
                }
            }
            Server::Task(task) => {
                let abort = task.abort_handle();
                if tokio::time::timeout(CLOSE_PATIENCE, task).await.is_err() {
                    abort.abort();
                }
            }
            Server::Done => {}
        }
    }
}

async fn write(
    mut input: impl AsyncWrite + Unpin,
    mut lines: mpsc::UnboundedReceiver<Vec<u8>>,
    shared: Arc<Shared>,
) {
    while let Some(line) = lines.recv().await {
        let written = async {
            input.write_all(&line).await?;
            input.flush().await
        };
        if written.await.is_err() {
            shared.break_with(closed("the server closed its input"));
            return;
        }
    }
    let _ = input.shutdown().await;
}

async fn read(
    output: impl AsyncRead + Unpin,
    replies: mpsc::WeakUnboundedSender<Vec<u8>>,
    shared: Arc<Shared>,
) {
    let mut output = BufReader::new(output);
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = (&mut output)
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line)
            .await;
        match read {
            Ok(0) => return shared.break_with(closed("the server closed its output")),
            Ok(_) if line.len() > MAX_LINE => {
                return shared.break_with(garbled("the server wrote a line over 64 MiB"))
            }
            Ok(_) => {}
            Err(_) => return shared.break_with(closed("the server's output failed")),
        }
        if line.iter().all(u8::is_ascii_whitespace) {
            continue;
        }
        // stdout carries JSON-RPC only: anything else is a broken server, and waiting on
        // it would only end in a timeout.
        let Ok(message) = serde_json::from_slice::<Value>(&line) else {
            return shared.break_with(garbled("the server wrote a line that is not JSON"));
        };
        if let Some(reply) = shared.route(message, None) {
            let mut bytes = serde_json::to_vec(&reply).expect("a JSON value serializes");
            bytes.push(b'\n');
            if let Some(replies) = replies.upgrade() {
                let _ = replies.send(bytes);
            }
        }
    }
}

fn garbled(what: &str) -> Failure {
    Failure::client(FailureKind::Garbled, what)
}
