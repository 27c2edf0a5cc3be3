//! Reading what a server writes, bounded: a line of at most a cap (the rest of a longer one
//! is read and dropped, never held), and JSON nested at most [`MAX_DEPTH`] deep. A server
//! that writes a 128 MB line or a schema nested a thousand objects deep costs the audit a
//! cap's worth of memory and one answer, not the run.

use serde::Deserialize;
use serde_json::Value;
use std::io::{self, BufRead};

/// The longest line (a stdio message, an SSE line) read whole: 8 MiB.
pub const LINE_CAP: usize = 8 << 20;

/// How deep a message may nest its arrays and objects (a tool schema nesting 62 objects is
/// 124 deep, inside the envelope's 6).
pub const MAX_DEPTH: usize = 1000;

/// One line as read.
#[derive(Debug, PartialEq)]
pub enum Line {
    /// Its text, without the line break.
    Text(String),
    /// Not UTF-8: the stream is garbled.
    NotUtf8,
    /// Longer than the cap: how many bytes it had.
    TooLong(usize),
}

/// The next line of `reader`, at most `cap` bytes kept; `None` at the end of the stream.
pub fn read_line(reader: &mut impl BufRead, cap: usize) -> io::Result<Option<Line>> {
    let mut kept: Vec<u8> = Vec::new();
    let mut total = 0usize;
    let mut too_long = false;
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            if total == 0 {
                return Ok(None);
            }
            break;
        }
        let (take, end) = match chunk.iter().position(|b| *b == b'\n') {
            Some(at) => (at + 1, true),
            None => (chunk.len(), false),
        };
        total += take;
        if !too_long {
            if kept.len() + take > cap + 2 {
                too_long = true;
                kept = Vec::new();
            } else {
                kept.extend_from_slice(&chunk[..take]);
            }
        }
        reader.consume(take);
        if end {
            break;
        }
    }
    if too_long {
        return Ok(Some(Line::TooLong(total)));
    }
    while matches!(kept.last(), Some(b'\n' | b'\r')) {
        kept.pop();
    }
    Ok(Some(match String::from_utf8(kept) {
        Ok(text) => Line::Text(text),
        Err(_) => Line::NotUtf8,
    }))
}

/// How deep `text`'s arrays and objects nest (strings skipped), stopping past `limit`.
fn depth(text: &str, limit: usize) -> usize {
    let (mut depth, mut deepest) = (0usize, 0usize);
    let (mut in_string, mut escaped) = (false, false);
    for b in text.bytes() {
        if in_string {
            match (escaped, b) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match b {
            b'"' => in_string = true,
            b'[' | b'{' => {
                depth += 1;
                deepest = deepest.max(depth);
                if deepest > limit {
                    return deepest;
                }
            }
            b']' | b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    deepest
}

/// A JSON message nested at most [`MAX_DEPTH`] deep (serde_json's own limit, 128, would
/// refuse a deep but honest tool schema).
pub fn parse(text: &str) -> Result<Value, String> {
    if depth(text, MAX_DEPTH) > MAX_DEPTH {
        return Err(format!("JSON nested deeper than {MAX_DEPTH} levels"));
    }
    let mut reader = serde_json::Deserializer::from_str(text);
    reader.disable_recursion_limit();
    let value = Value::deserialize(&mut reader).map_err(|e| e.to_string())?;
    reader.end().map_err(|e| e.to_string())?;
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_cut_at_the_cap_and_garbled_ones_told() {
        let mut input =
            io::Cursor::new(b"{\"a\":1}\r\nxxxxxxxxxxxxxxxxxxxx\n\xff\xfe\nlast".to_vec());
        let mut next = || read_line(&mut input, 10).unwrap();
        assert_eq!(next(), Some(Line::Text("{\"a\":1}".into())));
        assert_eq!(next(), Some(Line::TooLong(21)));
        assert_eq!(next(), Some(Line::NotUtf8));
        assert_eq!(next(), Some(Line::Text("last".into())));
        assert_eq!(next(), None);
    }

    #[test]
    fn deep_json_parses_up_to_the_limit_and_is_refused_past_it() {
        let nest = |n: usize| format!("{}1{}", "[".repeat(n), "]".repeat(n));
        assert!(
            serde_json::from_str::<Value>(&nest(200)).is_err(),
            "serde_json's own limit"
        );
        assert!(parse(&nest(200)).is_ok());
        assert!(parse("{\"s\":\"[[[[[[\"}").is_ok());
        let refused = parse(&nest(MAX_DEPTH + 1)).unwrap_err();
        assert!(refused.contains("deeper than 1000"), "{refused}");
    }
}
