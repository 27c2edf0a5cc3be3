//! The stdio transport: newline-delimited JSON-RPC on a byte stream. [`connection`] serves
//! one connection over any `AsyncRead`/`AsyncWrite` pair; [`serve_stdio`] serves the
//! process's own stdin and stdout ([`pipes`]) from a thread of its own.

mod channel;
mod connection;
mod framing;
mod idle;
mod inflight;
mod pipes;
mod writer;

pub(crate) use connection::serve;

use super::engine::Engine;
use super::Config;
use idle::IdleRead;
use std::io;
use std::sync::Arc;

/// Serve over stdin and stdout; see [`Server::serve_stdio`](crate::server::Server::serve_stdio).
pub(crate) async fn serve_stdio(engine: Engine, config: Config) -> io::Result<()> {
    let handlers = tokio::runtime::Handle::try_current().ok();
    let (done_tx, done_rx) = tokio::sync::oneshot::channel();
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
    // Blocking the thread while idle would starve the handlers' own tasks if they ran
    // on it: only when they have a runtime of their own.
    // Nor when the application may report changes at any time (resources, prompts): their
    // notifications are written by this thread, which must not sleep in a read.
    let idle_read =
        (handlers.is_some() && !engine.notifies()).then(|| Arc::new(IdleRead::default()));
    let stop = Stop {
        _tx: stop_tx,
        idle_read: idle_read.clone(),
    };
    std::thread::Builder::new()
        .name("toolwright-stdio".into())
        .spawn(move || {
            let served = tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .and_then(|runtime| {
                    let served = runtime.block_on(async move {
                        let (input, output, idle_read) = pipes::open(idle_read);
                        let serve =
                            connection::serve(engine, config, input, output, handlers, idle_read);
                        tokio::select! {
                            // Once stopped, not another line is served.
                            biased;
                            _ = stop_rx => Ok(()),
                            served = serve => served,
                        }
                    });
                    // Never wait on a blocking read of a terminal's stdin.
                    runtime.shutdown_background();
                    served
                });
            let _ = done_tx.send(served);
        })?;
    let _stop = stop;
    done_rx
        .await
        .unwrap_or_else(|_| Err(io::Error::other("the stdio thread panicked")))
}

/// Stops the stdio thread when `serve_stdio`'s future is dropped.
struct Stop {
    _tx: tokio::sync::oneshot::Sender<()>,
    idle_read: Option<Arc<IdleRead>>,
}

impl Drop for Stop {
    fn drop(&mut self) {
        if let Some(idle_read) = &self.idle_read {
            idle_read.stop();
        }
    }
}
