//! stdin and stdout as the server's byte streams.

use std::io;

/// The process's stdio, ready to serve on.
pub(crate) struct Stdio;

impl Stdio {
    pub(crate) fn open() -> io::Result<Self> {
        Ok(Stdio)
    }

    pub(crate) fn split(self) -> (tokio::io::Stdin, tokio::io::Stdout) {
        (tokio::io::stdin(), tokio::io::stdout())
    }
}
