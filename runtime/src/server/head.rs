//! The head of a request: what every method reads from its envelope, `params._meta`,
//! walked once when the message is parsed: the revision it speaks, what a 2026-07-28 client
//! declares, the progress token and the caller's W3C trace context (`traceparent`,
//! <https://www.w3.org/TR/trace-context/>).

use super::era::{unsupported, CLIENT_CAPABILITIES_KEY, PROTOCOL_VERSION_KEY, STATELESS_VERSIONS};
use crate::talk::ClientCaps;
use crate::wire::{Era, ProtocolError};
use serde_json::{Map, Value};

/// What every method reads from a request's envelope, read once, with the message
/// (`message::parse`), and carried with it to the engine and the transports (hyper's
/// `MessageHead`): the revision its `params._meta` says it speaks, the capabilities a
/// 2026-07-28 request declares there, the progress token and the caller's trace. No other
/// place reads `_meta`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Head {
    revision: Revision,
    /// The progress token and the trace, when `_meta` has either (boxed: most requests
    /// have neither, and every message carries its head).
    asks: Option<Box<Asks>>,
}

/// What a request's `_meta` asks beside its revision.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Asks {
    /// `_meta.progressToken`.
    progress: Progress,
    /// `_meta.traceparent`, when a valid one (W3C trace context: an invalid one is ignored).
    trace: Option<TraceParent>,
}

/// The revision a request's `_meta` says it speaks.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Revision {
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
enum Invalid {
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

/// What `_meta.progressToken` says.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Progress {
    None,
    Token(Value),
    /// No string or number.
    Invalid,
}

impl Head {
    /// The head of a message without `params` (or whose `_meta` says nothing): served in
    /// the era of the connection, no progress asked, no trace.
    pub(crate) const fn connection() -> Head {
        Head {
            revision: Revision::Connection,
            asks: None,
        }
    }

    /// Read `params._meta`, once: the revision, the progress token and the trace.
    pub(crate) fn read(params: Option<&Value>) -> Head {
        let meta = match params.and_then(|p| p.get("_meta")) {
            None | Some(Value::Null) => return Head::connection(),
            Some(Value::Object(meta)) => meta,
            Some(_) => {
                return Head {
                    revision: Revision::Invalid(Invalid::Meta),
                    ..Head::connection()
                }
            }
        };
        let progress = match meta.get("progressToken") {
            None | Some(Value::Null) => Progress::None,
            Some(t @ (Value::String(_) | Value::Number(_))) => Progress::Token(t.clone()),
            Some(_) => Progress::Invalid,
        };
        let trace = meta
            .get("traceparent")
            .and_then(Value::as_str)
            .and_then(TraceParent::parse);
        let asks = (progress != Progress::None || trace.is_some())
            .then(|| Box::new(Asks { progress, trace }));
        Head {
            revision: Revision::read(meta),
            asks,
        }
    }

    /// The era the request is served in, on a connection that did (`initialized`) or did
    /// not do the legacy handshake; `Err` for a request that cannot be served.
    pub(crate) fn era(&self, initialized: bool) -> Result<Era, ProtocolError> {
        match &self.revision {
            Revision::Stateless { .. } => Ok(Era::Stateless),
            Revision::Connection if initialized => Ok(Era::Legacy),
            Revision::Connection => Err(ProtocolError::invalid_params(
                "Missing protocol version: send `initialize` first, or give \
                 `_meta[\"io.modelcontextprotocol/protocolVersion\"]` in every request.",
            )),
            Revision::Invalid(why) => Err(why.error()),
        }
    }

    /// Whether the request says it speaks 2026-07-28 (its `_meta` names a protocol version,
    /// served or not); `Err` for a `_meta` that is no object.
    pub(crate) fn speaks_stateless(&self) -> Result<bool, ProtocolError> {
        match &self.revision {
            Revision::Connection => Ok(false),
            Revision::Invalid(Invalid::Meta) => Err(Invalid::Meta.error()),
            _ => Ok(true),
        }
    }

    /// What a 2026-07-28 request's `_meta` says its client can be asked (nothing, for any
    /// other request).
    pub(crate) fn caps(&self) -> ClientCaps {
        match &self.revision {
            Revision::Stateless { caps, .. } => *caps,
            _ => ClientCaps::default(),
        }
    }

    /// The protocol version `_meta` names, when it is a string (HTTP checks it against
    /// the `MCP-Protocol-Version` header).
    #[cfg(feature = "http")]
    pub(crate) fn version(&self) -> Option<&str> {
        match &self.revision {
            Revision::Stateless { version, .. }
            | Revision::Invalid(Invalid::Caps { version, .. }) => Some(version),
            Revision::Invalid(Invalid::Unsupported(version)) => Some(version),
            _ => None,
        }
    }

    /// `_meta.progressToken`, when the client asked for progress; `Err` for one that is no
    /// string or number (a `tools/call` refuses it).
    pub(crate) fn progress_token(&self) -> Result<Option<&Value>, ProtocolError> {
        match self.asks.as_ref().map(|asks| &asks.progress) {
            None | Some(Progress::None) => Ok(None),
            Some(Progress::Token(token)) => Ok(Some(token)),
            Some(Progress::Invalid) => Err(ProtocolError::invalid_params(
                "Invalid params: `_meta.progressToken` must be a string or a number.",
            )),
        }
    }

    /// The caller's trace, `_meta.traceparent`, when a valid one.
    pub(crate) fn trace(&self) -> Option<&TraceParent> {
        self.asks.as_ref()?.trace.as_ref()
    }
}

impl Revision {
    /// The revision an object `_meta` names.
    fn read(meta: &Map<String, Value>) -> Revision {
        let version = match meta.get(PROTOCOL_VERSION_KEY) {
            None => return Revision::Connection,
            Some(Value::String(version)) => version,
            Some(_) => return Revision::Invalid(Invalid::VersionType),
        };
        let Some(version) = STATELESS_VERSIONS.iter().find(|v| **v == version) else {
            return Revision::Invalid(Invalid::Unsupported(version.as_str().into()));
        };
        match meta.get(CLIENT_CAPABILITIES_KEY) {
            Some(caps @ Value::Object(_)) => Revision::Stateless {
                version,
                caps: ClientCaps::from_capabilities(Some(caps)),
            },
            caps => Revision::Invalid(Invalid::Caps {
                version,
                missing: caps.is_none(),
            }),
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

/// A valid `traceparent`: version `00` (or a later version read as `00`), a non-zero trace
/// id and parent id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct TraceParent {
    /// 32 lowercase hex digits (kept as bytes: a trace is read from most traced requests,
    /// and copied into its call, without an allocation).
    trace_id: [u8; 32],
    /// 16 lowercase hex digits: the caller's span, the parent of the call's.
    parent_id: [u8; 16],
    pub(crate) sampled: bool,
}

impl TraceParent {
    /// Parse a `traceparent` value; `None` when it is not a valid one (it is then ignored,
    /// as the W3C specification asks).
    pub(crate) fn parse(value: &str) -> Option<TraceParent> {
        let value = value.trim_matches([' ', '\t']);
        let mut parts = value.split('-');
        let version = parts.next()?;
        let trace_id = parts.next()?;
        let parent_id = parts.next()?;
        let flags = parts.next()?;
        let hex = |s: &str, len: usize| {
            s.len() == len && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'))
        };
        // Version ff is invalid; version 00 has exactly four fields; later versions may add
        // fields after the flags.
        if !hex(version, 2) || version == "ff" || (version == "00" && parts.next().is_some()) {
            return None;
        }
        if !hex(trace_id, 32) || !hex(parent_id, 16) || !hex(flags, 2) {
            return None;
        }
        if trace_id.bytes().all(|b| b == b'0') || parent_id.bytes().all(|b| b == b'0') {
            return None;
        }
        let flags = u8::from_str_radix(flags, 16).ok()?;
        Some(TraceParent {
            trace_id: trace_id.as_bytes().try_into().ok()?,
            parent_id: parent_id.as_bytes().try_into().ok()?,
            sampled: flags & 1 == 1,
        })
    }

    /// The trace id: 32 lowercase hex digits.
    pub(crate) fn trace_id(&self) -> &str {
        std::str::from_utf8(&self.trace_id).expect("checked hex when parsed")
    }

    /// The caller's span id, the parent of the call's: 16 lowercase hex digits.
    pub(crate) fn parent_id(&self) -> &str {
        std::str::from_utf8(&self.parent_id).expect("checked hex when parsed")
    }

    /// The span a call runs in when its request carries a trace: every log line of the
    /// call (a failure's, with its correlation id) carries the trace id and the caller's
    /// span id. At level WARN, so that it is on wherever failures are logged.
    pub(crate) fn span(&self, tool: &str) -> tracing::Span {
        tracing::warn_span!(
            target: "toolwright::server",
            "mcp.call",
            tool,
            trace_id = %self.trace_id(),
            parent_span_id = %self.parent_id(),
            sampled = self.sampled,
        )
    }
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
    fn the_progress_token_and_the_trace_are_read_with_the_revision() {
        let trace = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";
        let head = Head::read(Some(
            &json!({"_meta": {"progressToken": 7, "traceparent": trace}}),
        ));
        assert_eq!(head.progress_token(), Ok(Some(&json!(7))));
        assert_eq!(
            head.trace().map(TraceParent::trace_id),
            Some("4bf92f3577b34da6a3ce929d0e0e4736")
        );
        assert_eq!(head.era(true), Ok(Era::Legacy));
        let bad = Head::read(Some(
            &json!({"_meta": {"progressToken": true, "traceparent": "00-0-0-0"}}),
        ));
        assert_eq!(bad.progress_token().unwrap_err().code, -32602);
        assert_eq!(bad.trace(), None);
        assert_eq!(Head::read(None), Head::connection());
    }
}
