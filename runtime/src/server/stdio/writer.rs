//! The single writer that owns a connection's output: response lines in order, batched
//! into few writes.

use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use tokio::io::{AsyncWrite, AsyncWriteExt};
use tokio::sync::mpsc;

/// Response lines waiting for the writer.
pub(super) const OUT_CAPACITY: usize = 1024;

/// The writer hands the output this many bytes at most per write.
pub(super) const WRITE_BATCH: usize = 64 * 1024;

/// What the writer receives.
pub(crate) enum Out {
    Line(Vec<u8>),
    /// Everything before this is the last of the output.
    Shutdown,
}

/// A client that closes our output has left; that ends the session, it is no failure.
pub(super) fn tolerate_closed(res: io::Result<()>) -> io::Result<()> {
    match res {
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => {
            tracing::info!(target: "toolwright::server", "output closed by the client; stopping");
            Ok(())
        }
        other => other,
    }
}

/// Writes whole lines, many per write when they queue up, and flushes whenever the queue
/// runs dry.
pub(super) async fn write_loop<W: AsyncWrite + Unpin>(
    mut w: W,
    mut rx: mpsc::Receiver<Out>,
    idle: &AtomicBool,
) -> io::Result<()> {
    let mut batch: Vec<u8> = Vec::with_capacity(WRITE_BATCH);
    let mut done = false;
    while !done {
        idle.store(true, Ordering::Relaxed);
        let first = rx.recv().await;
        idle.store(false, Ordering::Relaxed);
        let Some(first) = first else {
            break;
        };
        let mut next = Some(first);
        while let Some(out) = next.take() {
            match out {
                Out::Line(line) => {
                    if batch.is_empty() && line.len() >= WRITE_BATCH {
                        w.write_all(&line).await?;
                        w.write_all(b"\n").await?;
                    } else {
                        batch.extend_from_slice(&line);
                        batch.push(b'\n');
                    }
                }
                Out::Shutdown => {
                    done = true;
                    break;
                }
            }
            if batch.len() >= WRITE_BATCH {
                w.write_all(&batch).await?;
                batch.clear();
            }
            next = rx.try_recv().ok();
        }
        if !batch.is_empty() {
            w.write_all(&batch).await?;
            batch.clear();
        }
        w.flush().await?;
    }
    w.shutdown().await.or_else(|e| match e.kind() {
        io::ErrorKind::BrokenPipe | io::ErrorKind::NotConnected => Ok(()),
        _ => Err(e),
    })
}
