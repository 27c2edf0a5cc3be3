//! stdin and stdout as the server's byte streams.
//!
//! On Unix, when stdin and stdout are pipes or sockets (as MCP clients launch servers),
//! both are put in non-blocking mode: stdin is driven by the tokio reactor like any socket,
//! and answers are written straight to stdout, which is watched by the reactor only while
//! it is full. A request and its answer cross no extra thread, where tokio's
//! `Stdin`/`Stdout` hand every read and write to the blocking pool. A pipe on stdin is also
//! opened a second time, in blocking mode, through `/proc/self/fd`: while the connection is
//! idle the server sleeps in `read(2)` on that one instead of in the reactor ([`IdleRead`]).
//! Before serving, the real stdout is kept on a private descriptor and fd 1 is pointed at
//! stderr, so a stray `println!` (in a handler, a library, a child process) lands in the log
//! instead of corrupting the protocol stream. Both are undone when the streams are dropped
//! (or, stopped while sleeping in that read, by the stop). Anything else (a terminal, a
//! regular file, another OS) uses tokio's `Stdin`/`Stdout`, and fd 1 is left alone.

use super::idle::IdleRead;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
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

/// Open the process's stdio for serving. `idle_read` is given back if the input can sleep in
/// `read(2)` while the connection is idle (a pipe), and then drives it.
pub(crate) fn open(idle_read: Option<Arc<IdleRead>>) -> (Input, Output, Option<Arc<IdleRead>>) {
    #[cfg(unix)]
    {
        let input = match unix::PipeReader::stdin(idle_read) {
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
        let idle = match &input {
            Input::Pipe(pipe) => pipe.idle_read(),
            Input::Std(_) => None,
        };
        if let Some(idle) = &idle {
            // Stopped while sleeping in a read, the transport thread cannot give stdin and
            // stdout back until that read returns: the stop does it.
            let stdin = match &input {
                Input::Pipe(pipe) => Some(pipe.restore.clone()),
                Input::Std(_) => None,
            };
            let stdout = match &output {
                Output::Pipe(pipe) => Some(pipe.restore.clone()),
                Output::Std(_) => None,
            };
            idle.on_stop(Box::new(move || {
                drop(stdout.and_then(|r| unix::take(&r)));
                drop(stdin.and_then(|r| unix::take(&r)));
            }));
        }
        (input, output, idle)
    }
    #[cfg(not(unix))]
    {
        let _ = idle_read;
        (
            Input::Std(tokio::io::stdin()),
            Output::Std(tokio::io::stdout()),
            None,
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
    use super::IdleRead;
    use rustix::fs::{FileType, Mode, OFlags};
    use std::io::{self, Write};
    use std::os::fd::{AsFd, AsRawFd, BorrowedFd, OwnedFd};
    use std::pin::Pin;
    use std::sync::{Arc, Mutex};
    use std::task::{Context, Poll};
    use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
    use tokio::net::unix::pipe;

    /// A duplicate of a descriptor put in non-blocking mode, if it is a pipe or a socket;
    /// the file status flags of the open file are restored on drop.
    pub(crate) struct Nonblocking {
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

    /// What serving changed about a stream, undone (on drop) by whoever takes it first: the
    /// stream's own drop, or a stop while the transport thread sleeps in a read.
    pub(crate) type Restore<T> = Arc<Mutex<Option<T>>>;

    pub(crate) fn take<T>(restore: &Restore<T>) -> Option<T> {
        crate::util::lock(restore).take()
    }

    /// stdout's file status flags, and fd 1 pointed back at it.
    pub(crate) struct StdoutRestore {
        nonblocking: Nonblocking,
        redirected: bool,
    }

    impl Drop for StdoutRestore {
        fn drop(&mut self) {
            if self.redirected {
                let _ = io::stdout().flush();
                let _ = rustix::stdio::dup2_stdout(&self.nonblocking.fd);
            }
        }
    }

    /// stdin as a non-blocking pipe (or socket) on the reactor; a pipe also through a
    /// blocking open file description of its own, to sleep in `read(2)` when the
    /// connection is idle (see [`IdleRead`]).
    pub(crate) struct PipeReader {
        rx: pipe::Receiver,
        blocking: Option<(OwnedFd, Arc<IdleRead>)>,
        pub(crate) restore: Restore<Nonblocking>,
    }

    impl Drop for PipeReader {
        fn drop(&mut self) {
            drop(take(&self.restore));
        }
    }

    /// The pipe behind `fd` opened anew, in blocking mode: an open file description of its
    /// own, so the non-blocking one on the reactor is left as it is. `None` for a socket
    /// (which cannot be opened this way) or without `/proc`.
    fn reopen_blocking(fd: BorrowedFd<'_>) -> io::Result<Option<OwnedFd>> {
        let stat = rustix::fs::fstat(fd)?;
        if FileType::from_raw_mode(stat.st_mode) != FileType::Fifo {
            return Ok(None);
        }
        // Non-blocking to open: a blocking open of a FIFO waits for a writer.
        let path = format!("/proc/self/fd/{}", fd.as_raw_fd());
        let Ok(reopened) = rustix::fs::open(
            path.as_str(),
            OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC,
            Mode::empty(),
        ) else {
            return Ok(None);
        };
        let again = rustix::fs::fstat(&reopened)?;
        if (again.st_dev, again.st_ino) != (stat.st_dev, stat.st_ino) {
            return Ok(None);
        }
        let flags = rustix::fs::fcntl_getfl(&reopened)?;
        rustix::fs::fcntl_setfl(&reopened, flags - OFlags::NONBLOCK)?;
        Ok(Some(reopened))
    }

    impl PipeReader {
        pub(crate) fn stdin(idle_read: Option<Arc<IdleRead>>) -> io::Result<Option<Self>> {
            let Some((restore, fd)) = Nonblocking::new(io::stdin().as_fd())? else {
                return Ok(None);
            };
            let blocking = match idle_read.map(|idle| (reopen_blocking(fd.as_fd()), idle)) {
                Some((Ok(Some(fd)), idle)) => Some((fd, idle)),
                Some((Err(e), _)) => {
                    tracing::debug!(target: "toolwright::server", error = %e, "stdin is read through the reactor only");
                    None
                }
                Some((Ok(None), _)) | None => None,
            };
            // "Unchecked": the descriptor may be a socket, and is non-blocking already;
            // tokio only needs read(2) to work on it.
            let rx = pipe::Receiver::from_owned_fd_unchecked(fd)?;
            Ok(Some(PipeReader {
                rx,
                blocking,
                restore: Arc::new(Mutex::new(Some(restore))),
            }))
        }

        pub(crate) fn idle_read(&self) -> Option<Arc<IdleRead>> {
            self.blocking.as_ref().map(|(_, idle)| idle.clone())
        }
    }

    impl AsyncRead for PipeReader {
        fn poll_read(
            self: Pin<&mut Self>,
            cx: &mut Context<'_>,
            buf: &mut ReadBuf<'_>,
        ) -> Poll<io::Result<()>> {
            let this = self.get_mut();
            if let Some((fd, idle)) = &this.blocking {
                if idle.take_armed() {
                    // The connection is idle: sleep in read(2) itself, no reactor round trip.
                    let Some(read) = idle.sleep(|| loop {
                        match rustix::io::read(fd, buf.initialize_unfilled()) {
                            Err(rustix::io::Errno::INTR) => continue,
                            other => break other,
                        }
                    }) else {
                        // Serving was stopped (before or during the read): what came is not
                        // ours to answer. The stop has woken the task.
                        return Poll::Pending;
                    };
                    buf.advance(read?);
                    return Poll::Ready(Ok(()));
                }
            }
            Pin::new(&mut this.rx).poll_read(cx, buf)
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
        pub(crate) restore: Restore<StdoutRestore>,
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
            let restore = StdoutRestore {
                nonblocking: restore,
                redirected,
            };
            Ok(Some(PipeWriter {
                fd,
                waiter: None,
                restore: Arc::new(Mutex::new(Some(restore))),
            }))
        }
    }

    impl Drop for PipeWriter {
        fn drop(&mut self) {
            drop(take(&self.restore));
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
