//! Which revision of MCP a request speaks: the 2026-07-28 `_meta` of a stateless request,
//! or the version an `initialize` handshake agrees on.

use crate::talk::ClientCaps;
use crate::wire::{codes, Era, ProtocolError};
use serde_json::Value;
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

/// What every method reads from a request's envelope, read once, with the message
/// (`message::parse`), and carried with it to the engine and the transports (hyper's
/// `MessageHead`): the revision its `params._meta` says it speaks, and the capabilities a
/// 2026-07-28 request declares there. No other place reads `_meta` for the era.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Head {
    /// No 2026-07-28 protocol version in `_meta`: served in the era of the connection
    /// (2025-11-25 after a handshake, refused without one).
    Connection,
    /// A 2026-07-28 request of a version this server serves, with the client
    /// capabilities its `_meta` declares.
    Stateless {
        version: &'static str,
        caps: ClientCaps,
    },
    /// A request that cannot be served, and why.
    Invalid(Invalid),
}

/// Why a request's `_meta` cannot be served.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Invalid {
    /// `_meta` is no object.
    Meta,
    /// The protocol version is no string.
    VersionType,
    /// A version this server does not serve statelessly.
    Unsupported(Box<str>),
    /// A served version without client capabilities (`missing`) or with capabilities
    /// that are no object.
    Caps {
        version: &'static str,
        missing: bool,
    },
}

impl Head {
    /// Read `params._meta`.
    pub(crate) fn read(params: Option<&Value>) -> Head {
        let meta = match params.and_then(|p| p.get("_meta")) {
            None | Some(Value::Null) => return Head::Connection,
            Some(Value::Object(meta)) => meta,
            Some(_) => return Head::Invalid(Invalid::Meta),
        };
        let version = match meta.get(PROTOCOL_VERSION_KEY) {
            None => return Head::Connection,
            Some(Value::String(version)) => version,
            Some(_) => return Head::Invalid(Invalid::VersionType),
        };
        let Some(version) = STATELESS_VERSIONS.iter().find(|v| **v == version) else {
            return Head::Invalid(Invalid::Unsupported(version.as_str().into()));
        };
        match meta.get(CLIENT_CAPABILITIES_KEY) {
            Some(caps @ Value::Object(_)) => Head::Stateless {
                version,
                caps: ClientCaps::from_capabilities(Some(caps)),
            },
            caps => Head::Invalid(Invalid::Caps {
                version,
                missing: caps.is_none(),
            }),
        }
    }

    /// The era the request is served in, on a connection that did (`initialized`) or did
    /// not do the legacy handshake; `Err` for a request that cannot be served.
    pub(crate) fn era(&self, initialized: bool) -> Result<Era, ProtocolError> {
        match self {
            Head::Stateless { .. } => Ok(Era::Stateless),
            Head::Connection if initialized => Ok(Era::Legacy),
            Head::Connection => Err(ProtocolError::invalid_params(
                "Missing protocol version: send `initialize` first, or give \
                 `_meta[\"io.modelcontextprotocol/protocolVersion\"]` in every request.",
            )),
            Head::Invalid(why) => Err(why.error()),
        }
    }

    /// Whether the request says it speaks 2026-07-28 (its `_meta` names a protocol version,
    /// served or not); `Err` for a `_meta` that is no object.
    pub(crate) fn speaks_stateless(&self) -> Result<bool, ProtocolError> {
        match self {
            Head::Connection => Ok(false),
            Head::Invalid(Invalid::Meta) => Err(Invalid::Meta.error()),
            _ => Ok(true),
        }
    }

    /// What a 2026-07-28 request's `_meta` says its client can be asked (nothing, for any
    /// other request).
    pub(crate) fn caps(&self) -> ClientCaps {
        match self {
            Head::Stateless { caps, .. } => *caps,
            _ => ClientCaps::default(),
        }
    }

    /// The protocol version `_meta` names, when it is a string (HTTP checks it against
    /// the `MCP-Protocol-Version` header).
    #[cfg(feature = "http")]
    pub(crate) fn version(&self) -> Option<&str> {
        match self {
            Head::Stateless { version, .. } | Head::Invalid(Invalid::Caps { version, .. }) => {
                Some(version)
            }
            Head::Invalid(Invalid::Unsupported(version)) => Some(version),
            _ => None,
        }
    }
}

impl Invalid {
    /// The `-32602` (or, for a version not served, `-32022`) that answers it.
    fn error(&self) -> ProtocolError {
        match self {
            Invalid::Meta => {
                ProtocolError::invalid_params("Invalid params: `_meta` must be an object.")
            }
            Invalid::VersionType => ProtocolError::invalid_params(
                "Invalid params: `_meta[\"io.modelcontextprotocol/protocolVersion\"]` must be a string.",
            ),
            Invalid::Unsupported(requested) => unsupported(requested),
            Invalid::Caps { missing: false, .. } => ProtocolError::invalid_params(
                "Invalid params: `_meta[\"io.modelcontextprotocol/clientCapabilities\"]` must be an object.",
            ),
            Invalid::Caps { missing: true, .. } => ProtocolError::invalid_params(
                "Missing client capabilities: give \
                 `_meta[\"io.modelcontextprotocol/clientCapabilities\"]` in every request.",
            ),
        }
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
        let request_era = |params: Option<&Value>, initialized| Head::read(params).era(initialized);
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
