//! Newline-delimited framing with a line-length limit: the bytes of one message at a time,
//! never more than the limit buffered, and an oversized line skipped without losing the
//! connection.

use crate::server::message::Id;
use serde_json::Value;
use std::borrow::Cow;
use tokio::io::{AsyncRead, AsyncReadExt};

/// How much of an oversized line is kept to look for its `id`.
const HEAD_BYTES: usize = 4096;
/// The buffer grows in steps of this size, and every read asks for at least this much.
const READ_CHUNK: usize = 64 * 1024;

/// What [`Framer::next_frame`] found in the buffer.
#[derive(Debug, PartialEq)]
pub(crate) enum Frame<'a> {
    /// One line, without its `\n` (and without a trailing `\r`).
    Line(&'a [u8]),
    /// A line past the limit, dropped; `id` if it could be read from the line's start.
    TooLong { id: Option<Id> },
}

/// An oversized line being skipped.
struct Skipping {
    head: Vec<u8>,
}

/// Splits a byte stream into lines. The buffer is kept initialized (`len == capacity`), so
/// reads never zero memory.
pub(crate) struct Framer {
    buf: Vec<u8>,
    /// Start of the unconsumed bytes.
    start: usize,
    /// End of the bytes read.
    end: usize,
    /// Bytes in `start..scanned` are known to hold no `\n`.
    scanned: usize,
    max: usize,
    skipping: Option<Skipping>,
    eof: bool,
}

impl Framer {
    pub(crate) fn new(max_line_bytes: usize) -> Self {
        Framer {
            buf: vec![0; READ_CHUNK],
            start: 0,
            end: 0,
            scanned: 0,
            max: max_line_bytes,
            skipping: None,
            eof: false,
        }
    }

    /// Whether the input has ended (the last frames may still be buffered).
    pub(crate) fn at_eof(&self) -> bool {
        self.eof
    }

    /// Treat the input as ended (after a read error).
    pub(crate) fn force_eof(&mut self) {
        self.eof = true;
    }

    /// The next complete frame in the buffer, if any. At end of input a final line without
    /// `\n` is a frame too.
    pub(crate) fn next_frame(&mut self) -> Option<Frame<'_>> {
        let (from, to) = loop {
            let Some(offset) = memchr::memchr(b'\n', &self.buf[self.scanned..self.end]) else {
                return self.no_newline();
            };
            let nl = self.scanned + offset;
            let line_start = self.start;
            self.start = nl + 1;
            self.scanned = self.start;
            if let Some(skip) = self.skipping.take() {
                return Some(too_long(&skip.head));
            }
            if nl - line_start > self.max {
                // The whole line arrived at once, but is past the limit.
                return Some(too_long(
                    &self.buf[line_start..nl.min(line_start + HEAD_BYTES)],
                ));
            }
            let (from, to) = trim(&self.buf, line_start, nl);
            if from < to {
                break (from, to);
            }
        };
        Some(Frame::Line(&self.buf[from..to]))
    }

    /// No `\n` in the buffer: start or go on skipping an oversized line, or at end of input
    /// take the unterminated last line.
    fn no_newline(&mut self) -> Option<Frame<'_>> {
        self.scanned = self.end;
        if self.skipping.is_some() {
            // Drop what was skipped so far.
            self.start = self.end;
        } else if self.end - self.start > self.max {
            let head = self.buf[self.start..self.start + HEAD_BYTES.min(self.max)].to_vec();
            self.skipping = Some(Skipping { head });
            self.start = self.end;
        }
        if !self.eof {
            return None;
        }
        if let Some(skip) = self.skipping.take() {
            return Some(too_long(&skip.head));
        }
        let (from, to) = trim(&self.buf, self.start, self.end);
        self.start = self.end;
        (from < to).then(|| Frame::Line(&self.buf[from..to]))
    }

    /// Read more input. Cancel-safe: either some bytes were appended, or none were.
    pub(crate) async fn fill<R: AsyncRead + Unpin>(
        &mut self,
        reader: &mut R,
    ) -> std::io::Result<()> {
        self.make_room();
        let n = reader.read(&mut self.buf[self.end..]).await?;
        if n == 0 {
            self.eof = true;
        }
        self.end += n;
        Ok(())
    }

    /// Make sure at least `READ_CHUNK / 2` bytes are free after `end`, compacting first and
    /// growing only while a single line needs it (bounded by the limit).
    fn make_room(&mut self) {
        if self.start == self.end {
            self.start = 0;
            self.end = 0;
            self.scanned = 0;
            if self.buf.len() > 4 * READ_CHUNK {
                // A huge line has gone: give the memory back.
                self.buf.truncate(READ_CHUNK);
                self.buf.shrink_to_fit();
            }
        }
        if self.buf.len() - self.end >= READ_CHUNK / 2 {
            return;
        }
        if self.start > 0 {
            self.buf.copy_within(self.start..self.end, 0);
            self.end -= self.start;
            self.scanned -= self.start;
            self.start = 0;
        }
        if self.buf.len() - self.end < READ_CHUNK / 2 {
            let len = self.buf.len() + READ_CHUNK;
            self.buf.resize(len, 0);
        }
    }
}

/// The bounds of `buf[from..to]` without surrounding ASCII whitespace (a trailing `\r`
/// included).
fn trim(buf: &[u8], mut from: usize, mut to: usize) -> (usize, usize) {
    while from < to && buf[from].is_ascii_whitespace() {
        from += 1;
    }
    while to > from && buf[to - 1].is_ascii_whitespace() {
        to -= 1;
    }
    (from, to)
}

fn too_long(head: &[u8]) -> Frame<'static> {
    Frame::TooLong { id: peek_id(head) }
}

/// The start of a JSON object, what a line's id can be read from even when the rest is
/// missing: the value of a top-level `"id"` member that lies wholly in `head`.
pub(crate) fn peek_id(head: &[u8]) -> Option<Id> {
    let mut s = Scanner { b: head, i: 0 };
    s.ws();
    s.eat(b'{')?;
    loop {
        s.ws();
        let key_start = s.i;
        s.string()?;
        let key = &head[key_start..s.i];
        s.ws();
        s.eat(b':')?;
        s.ws();
        let value_start = s.i;
        s.value()?;
        let is_id = key == b"\"id\""
            || serde_json::from_slice::<Cow<'_, str>>(key).is_ok_and(|k| k == "id");
        if is_id {
            let value: Value = serde_json::from_slice(&head[value_start..s.i]).ok()?;
            return Id::from_value(&value);
        }
        s.ws();
        s.eat(b',')?;
    }
}

/// Just enough of a JSON scanner to step over members.
struct Scanner<'a> {
    b: &'a [u8],
    i: usize,
}

impl Scanner<'_> {
    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\r' | b'\n')) {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> Option<()> {
        (self.peek()? == c).then(|| self.i += 1)
    }

    /// A string, quotes included.
    fn string(&mut self) -> Option<()> {
        self.eat(b'"')?;
        loop {
            match self.peek()? {
                b'"' => {
                    self.i += 1;
                    return Some(());
                }
                b'\\' => self.i += 2,
                _ => self.i += 1,
            }
        }
    }

    /// Any value; a scalar must be followed by a delimiter within the bytes we have, so a
    /// cut-off number is never taken for the whole number.
    fn value(&mut self) -> Option<()> {
        match self.peek()? {
            b'"' => self.string(),
            b'{' | b'[' => {
                let mut depth = 0usize;
                loop {
                    match self.peek()? {
                        b'"' => {
                            self.string()?;
                            continue;
                        }
                        b'{' | b'[' => depth += 1,
                        b'}' | b']' => {
                            depth -= 1;
                            if depth == 0 {
                                self.i += 1;
                                return Some(());
                            }
                        }
                        _ => {}
                    }
                    self.i += 1;
                }
            }
            _ => loop {
                match self.peek()? {
                    b',' | b'}' | b']' | b' ' | b'\t' | b'\r' | b'\n' => return Some(()),
                    _ => self.i += 1,
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn frames(input: &[u8], max: usize, read_size: usize) -> Vec<String> {
        let mut framer = Framer::new(max);
        let mut reader = Chunked {
            data: input.to_vec(),
            pos: 0,
            step: read_size,
        };
        let mut out = Vec::new();
        loop {
            while let Some(frame) = framer.next_frame() {
                out.push(match frame {
                    Frame::Line(l) => String::from_utf8_lossy(l).into_owned(),
                    Frame::TooLong { id } => {
                        format!("TooLong({:?})", id.map(|i| i.raw().to_owned()))
                    }
                });
            }
            if framer.at_eof() {
                return out;
            }
            framer.fill(&mut reader).await.unwrap();
        }
    }

    /// Hands out at most `step` bytes per read.
    struct Chunked {
        data: Vec<u8>,
        pos: usize,
        step: usize,
    }

    impl AsyncRead for Chunked {
        fn poll_read(
            mut self: std::pin::Pin<&mut Self>,
            _: &mut std::task::Context<'_>,
            buf: &mut tokio::io::ReadBuf<'_>,
        ) -> std::task::Poll<std::io::Result<()>> {
            let n = self
                .step
                .min(buf.remaining())
                .min(self.data.len() - self.pos);
            let pos = self.pos;
            buf.put_slice(&self.data[pos..pos + n]);
            self.pos += n;
            std::task::Poll::Ready(Ok(()))
        }
    }

    #[tokio::test]
    async fn splits_lines_in_any_chunking() {
        let input = b"{\"a\":1}\n\r\n  \n{\"b\":2}\r\n{\"c\":3}";
        for step in [1, 2, 3, 7, 64, 100_000] {
            assert_eq!(
                frames(input, 100, step).await,
                ["{\"a\":1}", "{\"b\":2}", "{\"c\":3}"],
                "step {step}"
            );
        }
    }

    #[tokio::test]
    async fn oversized_lines_are_skipped_with_their_id() {
        let big = format!(
            "{{\"jsonrpc\":\"2.0\",\"id\":42,\"p\":\"{}\"}}",
            "x".repeat(300)
        );
        let input = format!("{{\"a\":1}}\n{big}\n{{\"b\":2}}\n{big}");
        for step in [1, 5, 64, 100_000] {
            assert_eq!(
                frames(input.as_bytes(), 100, step).await,
                [
                    "{\"a\":1}",
                    "TooLong(Some(\"42\"))",
                    "{\"b\":2}",
                    "TooLong(Some(\"42\"))"
                ],
                "step {step}"
            );
        }
    }

    #[tokio::test]
    async fn a_line_of_exactly_the_limit_passes() {
        let line = format!("\"{}\"", "y".repeat(98));
        assert_eq!(line.len(), 100);
        let input = format!("{line}\n{line}x\n");
        assert_eq!(
            frames(input.as_bytes(), 100, 7).await,
            [line, "TooLong(None)".to_owned()]
        );
    }

    #[tokio::test]
    async fn memory_stays_bounded_while_skipping() {
        let mut framer = Framer::new(1000);
        let mut reader = Chunked {
            data: vec![b'x'; 10 * 1024 * 1024],
            pos: 0,
            step: usize::MAX,
        };
        while !framer.at_eof() {
            assert!(framer.next_frame().is_none() || framer.at_eof());
            framer.fill(&mut reader).await.unwrap();
            assert!(framer.buf.len() <= 2 * READ_CHUNK, "{}", framer.buf.len());
        }
        assert_eq!(framer.next_frame(), Some(Frame::TooLong { id: None }));
        assert_eq!(framer.next_frame(), None);
    }

    #[test]
    fn peeking_ids() {
        let peek = |s: &str| peek_id(s.as_bytes()).map(|i| i.raw());
        assert_eq!(
            peek(r#"{"jsonrpc":"2.0","id":12,"params":{"x":"#),
            Some("12".into())
        );
        assert_eq!(
            peek(r#"{"params":{"id":1,"s":"}\"{"},"i\u0064":"k","x""#),
            Some("\"k\"".into())
        );
        assert_eq!(peek(r#"{"jsonrpc":"2.0","id":12"#), None, "maybe cut off");
        assert_eq!(peek(r#"{"jsonrpc":"2.0","params":{"id":1"#), None);
        assert_eq!(peek(r#"{"id":null,"#), None);
        assert_eq!(peek("garbage"), None);
    }
}
