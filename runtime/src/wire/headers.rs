//! The HTTP headers Streamable HTTP names, and how a header carries text (2026-07-28: as it
//! is when it is visible ASCII, otherwise `=?base64?…?=` around its UTF-8). One codec for the
//! server's checks, the test client and `toolwright-client`.

use base64::Engine as _;
use std::borrow::Cow;

/// `Mcp-Session-Id` (2025-11-25).
pub const SESSION_ID: &str = "mcp-session-id";
/// `MCP-Protocol-Version`.
pub const PROTOCOL_VERSION: &str = "mcp-protocol-version";
/// `Mcp-Method` (2026-07-28): the body's `method`.
pub const METHOD: &str = "mcp-method";
/// `Mcp-Name` (2026-07-28): the tool's or prompt's name, the resource's URI, the task's id.
pub const NAME: &str = "mcp-name";
/// The prefix of a 2026-07-28 `tools/call`'s `Mcp-Param-*` headers (an argument whose schema
/// says `x-mcp-header`).
pub const PARAM_PREFIX: &str = "mcp-param-";

/// `text` as a header value: as it is when it is visible ASCII (no leading or trailing
/// space, not itself `=?…`), otherwise `=?base64?…?=` around its UTF-8 (padded).
pub fn encode(text: &str) -> Cow<'_, str> {
    let plain = text.bytes().all(|b| (0x20..0x7f).contains(&b))
        && !text.starts_with(' ')
        && !text.ends_with(' ')
        && !text.starts_with("=?");
    if plain {
        return Cow::Borrowed(text);
    }
    let encoded = base64::engine::general_purpose::STANDARD.encode(text);
    Cow::Owned(format!("=?base64?{encoded}?="))
}

/// The text a header value carries: as it is, or decoded from `=?base64?…?=` (`None` when
/// that is not valid base64 of UTF-8).
pub fn decode(value: &str) -> Option<Cow<'_, str>> {
    match value
        .strip_prefix("=?base64?")
        .and_then(|v| v.strip_suffix("?="))
    {
        Some(encoded) => {
            let bytes = base64::engine::general_purpose::STANDARD
                .decode(encoded)
                .ok()?;
            String::from_utf8(bytes).ok().map(Cow::Owned)
        }
        None => Some(Cow::Borrowed(value)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn visible_ascii_is_sent_as_it_is_and_anything_else_in_base64_both_ways() {
        for (text, sent) in [
            ("get_forecast", "get_forecast"),
            ("café", "=?base64?Y2Fmw6k=?="),
            (" padded", "=?base64?IHBhZGRlZA==?="),
            ("=?looks-encoded", "=?base64?PT9sb29rcy1lbmNvZGVk?="),
        ] {
            assert_eq!(encode(text), sent);
            assert_eq!(decode(sent).as_deref(), Some(text));
        }
        assert_eq!(decode("=?base64?not base64?="), None);
    }
}
