//! Which revision of MCP a request speaks: the 2026-07-28 `_meta` of a stateless request,
//! or the version an `initialize` handshake agrees on.

use crate::talk::ClientCaps;
use crate::wire::{codes, Era, ProtocolError};
use serde_json::{Map, Value};
use std::borrow::Cow;

/// `params._meta` key of the 2026-07-28 per-request protocol version.
pub const PROTOCOL_VERSION_KEY: &str = "io.modelcontextprotocol/protocolVersion";
/// `params._meta` key of the 2026-07-28 per-request client capabilities.
pub const CLIENT_CAPABILITIES_KEY: &str = "io.modelcontextprotocol/clientCapabilities";
/// Result `_meta` key carrying `serverInfo` in the 2026-07-28 era.
pub const SERVER_INFO_KEY: &str = "io.modelcontextprotocol/serverInfo";

/// The versions served statelessly, with `_meta` on every request (newest first).
pub const STATELESS_VERSIONS: &[&str] = &["2026-07-28"];
/// The versions an `initialize` handshake can agree on (newest first).
pub const HANDSHAKE_VERSIONS: &[&str] = &["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];

/// Whether a 2026-07-28 client may send request `method` to this server (resources,
/// prompts and completion aside: the engine says whether it serves those). `initialize`,
/// `ping` and `logging/setLevel` are 2025-11-25 methods that 2026-07-28 removed (SEP-2575).
/// Over HTTP any other method is answered `404` with `-32601`, as the spec asks.
#[cfg(feature = "http")]
pub(crate) fn served_statelessly(method: &str) -> bool {
    matches!(method, "tools/call" | "tools/list" | "server/discover")
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

/// `params._meta`, if present.
pub(crate) fn meta(params: Option<&Value>) -> Result<Option<&Map<String, Value>>, ProtocolError> {
    match params.and_then(|p| p.get("_meta")) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Object(m)) => Ok(Some(m)),
        Some(_) => Err(ProtocolError::invalid_params(
            "Invalid params: `_meta` must be an object.",
        )),
    }
}

/// Whether a request says it speaks 2026-07-28 (its `_meta` names a protocol version);
/// `Err` for a `_meta` that is no object.
pub(crate) fn speaks_stateless(params: Option<&Value>) -> Result<bool, ProtocolError> {
    Ok(meta(params)?.is_some_and(|m| m.contains_key(PROTOCOL_VERSION_KEY)))
}

/// What a 2026-07-28 request's `_meta` says its client can be asked.
pub(crate) fn client_caps(params: Option<&Value>) -> Result<ClientCaps, ProtocolError> {
    Ok(ClientCaps::from_capabilities(
        meta(params)?.and_then(|m| m.get(CLIENT_CAPABILITIES_KEY)),
    ))
}

/// The era a request is served in. A request carrying the 2026-07-28 `_meta` protocol
/// version is served statelessly; without it, the connection must have done the legacy
/// handshake.
pub(crate) fn request_era(params: Option<&Value>, initialized: bool) -> Result<Era, ProtocolError> {
    let meta = meta(params)?;
    let Some(version) = meta.and_then(|m| m.get(PROTOCOL_VERSION_KEY)) else {
        return if initialized {
            Ok(Era::Legacy)
        } else {
            Err(ProtocolError::invalid_params(
                "Missing protocol version: send `initialize` first, or give \
                 `_meta[\"io.modelcontextprotocol/protocolVersion\"]` in every request.",
            ))
        };
    };
    let Value::String(version) = version else {
        return Err(ProtocolError::invalid_params(
            "Invalid params: `_meta[\"io.modelcontextprotocol/protocolVersion\"]` must be a string.",
        ));
    };
    if !STATELESS_VERSIONS.contains(&version.as_str()) {
        return Err(unsupported(version));
    }
    match meta.and_then(|m| m.get(CLIENT_CAPABILITIES_KEY)) {
        Some(Value::Object(_)) => Ok(Era::Stateless),
        Some(_) => Err(ProtocolError::invalid_params(
            "Invalid params: `_meta[\"io.modelcontextprotocol/clientCapabilities\"]` must be an object.",
        )),
        None => Err(ProtocolError::invalid_params(
            "Missing client capabilities: give \
             `_meta[\"io.modelcontextprotocol/clientCapabilities\"]` in every request.",
        )),
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
    use serde_json::json;

    #[test]
    fn eras() {
        let legacy = json!({"name": "x"});
        assert_eq!(request_era(Some(&legacy), true), Ok(Era::Legacy));
        assert_eq!(request_era(None, true), Ok(Era::Legacy));
        assert_eq!(request_era(None, false).unwrap_err().code, -32602);
        let meta = |v: Value| json!({"_meta": v});
        let ok = meta(json!({PROTOCOL_VERSION_KEY: "2026-07-28", CLIENT_CAPABILITIES_KEY: {}}));
        assert_eq!(request_era(Some(&ok), false), Ok(Era::Stateless));
        let no_caps = meta(json!({PROTOCOL_VERSION_KEY: "2026-07-28"}));
        assert_eq!(request_era(Some(&no_caps), true).unwrap_err().code, -32602);
        let old = meta(json!({PROTOCOL_VERSION_KEY: "2025-11-25", CLIENT_CAPABILITIES_KEY: {}}));
        let err = request_era(Some(&old), true).unwrap_err();
        assert_eq!(err.code, -32022);
        assert_eq!(
            err.data,
            Some(json!({"supported": ["2026-07-28"], "requested": "2025-11-25"}))
        );
    }

    #[test]
    fn negotiation() {
        assert_eq!(negotiate("2025-06-18"), "2025-06-18");
        assert_eq!(negotiate("2024-11-05"), "2024-11-05");
        assert_eq!(negotiate("2026-07-28"), "2025-11-25");
        assert_eq!(negotiate("1999-01-01"), "2025-11-25");
    }
}
