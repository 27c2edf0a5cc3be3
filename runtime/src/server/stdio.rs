//! stdin and stdout as the server's byte streams.
//!
//! On Unix, when stdin and stdout are pipes or sockets (as MCP clients launch servers),
//! both are put in non-blocking mode: stdin is driven by the tokio reactor like any socket,
//! and answers are written straight to stdout, which is watched by the reactor only while
//! it is full. A request and its answer cross no extra thread, where tokio's
//! `Stdin`/`Stdout` hand every read and write to the blocking pool. Before serving, the real
//! stdout is kept on a private descriptor and fd 1 is pointed at stderr, so a stray
//! `println!` (in a handler, a library, a child process) lands in the log instead of
//! corrupting the protocol stream. Both are undone when the streams are dropped. Anything
//! else (a terminal, a regular file, another OS) uses tokio's `Stdin`/`Stdout`, and fd 1 is
//! left alone.

use std::io;
use std::pin::Pin;
use std::task::{Context, Poll};
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};

/// The server's input.
pub(crate) enum Input {
    #[cfg(unix)]
    Pipe(unix::PipeReader),
    Std(tokio::io::Stdin),
}

/// The server's output.
pub(crate) enum Output {
    #[cfg(unix)]
    Pipe(unix::PipeWriter),
    Std(tokio::io::Stdout),
}

/// Open the process's stdio for serving.
pub(crate) fn open() -> (Input, Output) {
    #[cfg(unix)]
    {
        let input = match unix::PipeReader::stdin() {
            Ok(Some(pipe)) => Input::Pipe(pipe),
            Ok(None) => Input::Std(tokio::io::stdin()),
            Err(e) => {
                tracing::debug!(target: "toolwright::server", error = %e, "stdin stays blocking");
                Input::Std(tokio::io::stdin())
            }
        };
        let output = match unix::PipeWriter::stdout() {
            Ok(Some(pipe)) => Output::Pipe(pipe),
            Ok(None) => Output::Std(tokio::io::stdout()),
            Err(e) => {
                tracing::debug!(target: "toolwright::server", error = %e, "stdout stays blocking");
                Output::Std(tokio::io::stdout())
            }
        };
        (input, output)
    }
    #[cfg(not(unix))]
    {
        (
            Input::Std(tokio::io::stdin()),
            Output::Std(tokio::io::stdout()),
        )
    }
}

impl AsyncRead for Input {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        match self.get_mut() {
            #[cfg(unix)]
            Input::Pipe(p) => Pin::new(p).poll_read(cx, buf),
            Input::Std(s) => Pin::new(s).poll_read(cx, buf),
        }
    }
}

impl AsyncWrite for Output {
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        match self.get_mut() {
            #[cfg(unix)]
            Output::Pipe(p) => Pin::new(p).poll_write(cx, buf),
            Output::Std(s) => Pin::new(s).poll_write(cx, buf),
        }
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            #[cfg(unix)]
            Output::Pipe(p) => Pin::new(p).poll_flush(cx),
            Output::Std(s) => Pin::new(s).poll_flush(cx),
        }
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        match self.get_mut() {
            #[cfg(unix)]
            Output::Pipe(p) => Pin::new(p).poll_shutdown(cx),
            Output::Std(s) => Pin::new(s).poll_shutdown(cx),
        }
    }
}

#[cfg(unix)]
mod unix {
    use rustix::fs::{FileType, OFlags};
    use std::io::{self, Write};
    use std::os::fd::{AsFd, BorrowedFd, OwnedFd};
    use std::pin::Pin;
    use std::task::{Context, Poll};
    use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
    use tokio::net::unix::pipe;

    /// A duplicate of a descriptor put in non-blocking mode, if it is a pipe or a socket;
    /// the file status flags of the open file are restored on drop.
    struct Nonblocking {
        /// A second duplicate, kept to restore the flags (and fd 1) with.
        fd: OwnedFd,
        flags: OFlags,
    }

    impl Nonblocking {
        fn new(fd: BorrowedFd<'_>) -> io::Result<Option<(Self, OwnedFd)>> {
            let kind = FileType::from_raw_mode(rustix::fs::fstat(fd)?.st_mode);
            if !matches!(kind, FileType::Fifo | FileType::Socket) {
                return Ok(None);
            }
            let keep = fd.try_clone_to_owned()?;
            let flags = rustix::fs::fcntl_getfl(&keep)?;
            let serve = keep.try_clone()?;
            rustix::fs::fcntl_setfl(&keep, flags | OFlags::NONBLOCK)?;
            Ok(Some((Nonblocking { fd: keep, flags }, serve)))
        }
    }

    impl Drop for Nonblocking {
        fn drop(&mut self) {
            let _ = rustix::fs::fcntl_setfl(&self.fd, self.flags);
        }
    }

    /// stdin as a non-blocking pipe (or socket) on the reactor.
    pub(crate) struct PipeReader {
        rx: pipe::Receiver,
        _restore: Nonblocking,
    }

    impl PipeReader {
        pub(crate) fn stdin() -> io::Result<Option<Self>> {
            let Some((restore, fd)) = Nonblocking::new(io::stdin().as_fd())? else {
                return Ok(None);
            };
            // "Unchecked": the descriptor may be a socket, and is non-blocking already;
            // tokio only needs read(2) to work on it.
            let rx = pipe::Receiver::from_owned_fd_unchecked(fd)?;
            Ok(Some(PipeReader {
                rx,
                _restore: restore,
            }))
        }
    }

    impl AsyncRead for PipeReader {
        fn poll_read(
            self: Pin<&mut Self>,
            cx: &mut Context<'_>,
            buf: &mut ReadBuf<'_>,
        ) -> Poll<io::Result<()>> {
            Pin::new(&mut self.get_mut().rx).poll_read(cx, buf)
        }
    }

    /// stdout as a non-blocking pipe (or socket), with fd 1 pointed at stderr until
    /// dropped. Writes go straight to the descriptor; only when one would block is a
    /// duplicate registered with the reactor to wait for room, and it is dropped again at
    /// the next flush. A pipe registered for writability all along would wake the reactor
    /// each time the client reads an answer.
    pub(crate) struct PipeWriter {
        fd: OwnedFd,
        waiter: Option<pipe::Sender>,
        restore: Nonblocking,
        redirected: bool,
    }

    impl PipeWriter {
        pub(crate) fn stdout() -> io::Result<Option<Self>> {
            // What std buffered for stdout before serving belongs before the protocol.
            let _ = io::stdout().flush();
            let Some((restore, fd)) = Nonblocking::new(io::stdout().as_fd())? else {
                return Ok(None);
            };
            let redirected = match rustix::stdio::dup2_stdout(io::stderr().as_fd()) {
                Ok(()) => true,
                Err(e) => {
                    tracing::warn!(target: "toolwright::server", error = %e, "could not point fd 1 at stderr");
                    false
                }
            };
            Ok(Some(PipeWriter {
                fd,
                waiter: None,
                restore,
                redirected,
            }))
        }
    }

    impl Drop for PipeWriter {
        fn drop(&mut self) {
            if self.redirected {
                let _ = io::stdout().flush();
                let _ = rustix::stdio::dup2_stdout(&self.restore.fd);
            }
        }
    }

    impl AsyncWrite for PipeWriter {
        fn poll_write(
            self: Pin<&mut Self>,
            cx: &mut Context<'_>,
            buf: &[u8],
        ) -> Poll<io::Result<usize>> {
            let this = self.get_mut();
            if let Some(waiter) = &mut this.waiter {
                return Pin::new(waiter).poll_write(cx, buf);
            }
            match rustix::io::write(&this.fd, buf) {
                Ok(n) => Poll::Ready(Ok(n)),
                Err(rustix::io::Errno::AGAIN) => {
                    let waiter = pipe::Sender::from_owned_fd_unchecked(this.fd.try_clone()?)?;
                    Pin::new(this.waiter.insert(waiter)).poll_write(cx, buf)
                }
                Err(e) => Poll::Ready(Err(e.into())),
            }
        }

        fn poll_flush(self: Pin<&mut Self>, _: &mut Context<'_>) -> Poll<io::Result<()>> {
            // Nothing is held back; the output has caught up, so stop watching it.
            self.get_mut().waiter = None;
            Poll::Ready(Ok(()))
        }

        fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
            self.poll_flush(cx)
        }
    }
}
