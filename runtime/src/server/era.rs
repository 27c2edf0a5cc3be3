//! Which revision of MCP a request speaks: the 2026-07-28 `_meta` of a stateless request,
//! or the version an `initialize` handshake agrees on.

use crate::wire::{codes, ProtocolError};
use std::borrow::Cow;

/// `params._meta` key of the 2026-07-28 per-request protocol version.
pub const PROTOCOL_VERSION_KEY: &str = "io.modelcontextprotocol/protocolVersion";
/// `params._meta` key of the 2026-07-28 per-request client capabilities.
pub const CLIENT_CAPABILITIES_KEY: &str = "io.modelcontextprotocol/clientCapabilities";
pub use crate::wire::encode::SERVER_INFO_KEY;

/// The versions served statelessly, with `_meta` on every request (newest first).
pub const STATELESS_VERSIONS: &[&str] = &["2026-07-28"];
/// The versions an `initialize` handshake can agree on (newest first).
pub const HANDSHAKE_VERSIONS: &[&str] = &["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

/// What a 2026-07-28 client puts in each request's `params._meta`: the revision it speaks
/// (the newest served statelessly) and its capabilities (`capabilities`; `{}` for none).
/// One place for the test client and `toolwright-client`.
pub fn stamp_stateless(
    params: &mut serde_json::Map<String, serde_json::Value>,
    capabilities: serde_json::Value,
) {
    let meta = params
        .entry("_meta")
        .or_insert_with(|| serde_json::Value::Object(serde_json::Map::new()));
    if let serde_json::Value::Object(meta) = meta {
        meta.insert(PROTOCOL_VERSION_KEY.into(), STATELESS_VERSIONS[0].into());
        meta.insert(CLIENT_CAPABILITIES_KEY.into(), capabilities);
    }
}

/// `-32022` for a 2026-07-28 request of a version this server does not serve: `data`
/// names the request's version and the versions `server/discover` lists (a client picks one
/// of those; the handshake versions are reached through `initialize`, not this error).
pub(crate) fn unsupported(requested: &str) -> ProtocolError {
    ProtocolError {
        code: codes::UNSUPPORTED_PROTOCOL_VERSION,
        message: Cow::Borrowed("Unsupported protocol version."),
        // Members in alphabetical order: the same bytes whether or not serde_json
        // preserves insertion order.
        data: Some(serde_json::json!({
            "requested": requested,
            "supported": STATELESS_VERSIONS,
        })),
    }
}

/// The protocol version an `initialize` answers with: the client's, when it is one we
/// speak, else our latest handshake version.
pub(crate) fn negotiate(requested: &str) -> &'static str {
    HANDSHAKE_VERSIONS
        .iter()
        .find(|v| **v == requested)
        .copied()
        .unwrap_or(HANDSHAKE_VERSIONS[0])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiation() {
        assert_eq!(negotiate("2025-06-18"), "2025-06-18");
        assert_eq!(negotiate("2024-11-05"), "2024-11-05");
        assert_eq!(negotiate("2026-07-28"), "2025-11-25");
        assert_eq!(negotiate("1999-01-01"), "2025-11-25");
    }
}
