//! The engine's own admission step: the server-wide limit of each caller's requests
//! ([`Server::rate_limit`](crate::server::Server::rate_limit)), counted before a request is
//! read, for every transport alike; and what the HTTP transport checks of a call before it
//! runs (the scopes a caller lacks, the arguments a tool mirrors into headers), so that a
//! transport talks to the engine only.

#[cfg(feature = "http")]
use super::request::ToolCall;
use super::Engine;
use crate::caller::Caller;
#[cfg(feature = "http")]
use crate::toolset::ParamHeader;
use crate::wire::ProtocolError;

impl Engine {
    /// Whether the server limits each caller's requests (a transport without a limit skips
    /// [`Engine::admit`] and its future).
    pub(crate) fn limits_callers(&self) -> bool {
        self.per_caller.is_some()
    }

    /// Count a request of `caller` against the server-wide limit: the JSON-RPC error of a
    /// request over it (`-32000`, rate limited; over HTTP `429`), or of a limit store out of
    /// reach whose rule is `Closed` (`503`). Counted in the tool set's limit store.
    pub(crate) async fn admit(&self, caller: Option<&Caller>) -> Result<(), ProtocolError> {
        match self.per_caller {
            Some(limit) => self.tools.admit_caller(caller, limit).await,
            None => Ok(()),
        }
    }

    /// The scopes `caller` lacks for what `call` runs (for the HTTP `403`).
    #[cfg(feature = "http")]
    pub(crate) fn missing_scopes(&self, call: &ToolCall, caller: &Caller) -> Vec<&'static str> {
        call.served.kind().map_or_else(Vec::new, |kind| {
            self.tools.missing_scopes(kind, &call.name, caller)
        })
    }

    /// The arguments tool `name` mirrors into `Mcp-Param-*` headers (SEP-2243).
    #[cfg(feature = "http")]
    pub(crate) fn param_headers(&self, name: &str) -> &[ParamHeader] {
        self.tools.param_headers(name)
    }
}
