//! The methods around the calls: the 2025-11-25 handshake, `ping`, 2026-07-28
//! `server/discover`, `tools/list`, and `logging/setLevel`.

use super::Engine;
use crate::caller::Caller;
use crate::server::engine::request::{cursor, Handshake};
use crate::server::era::{self, Head};
use crate::talk::{ClientCaps, LogLevel};
use crate::wire::{Era, ProtocolError};
use serde_json::Value;
use std::borrow::Cow;

impl Engine {
    pub(super) fn initialize(
        &self,
        handshake: &mut Handshake,
        (head, params): (&Head, Option<&Value>),
    ) -> Result<&str, ProtocolError> {
        // 2026-07-28 removed it (SEP-2575): a request that speaks that era gets `-32601` and
        // no handshake, on stdio as over HTTP.
        if head.speaks_stateless()? {
            return Err(ProtocolError::method_not_found("initialize"));
        }
        let Some(Value::String(requested)) = params.and_then(|p| p.get("protocolVersion")) else {
            return Err(ProtocolError::invalid_params(
                "Invalid params: `protocolVersion` must be a string.",
            ));
        };
        handshake.initialized = true;
        handshake.caps = ClientCaps::from_capabilities(params.and_then(|p| p.get("capabilities")));
        Ok(self.identity.initialize(era::negotiate(requested)))
    }

    pub(super) fn ping(&self, head: &Head) -> Result<&'static str, ProtocolError> {
        // A 2025-11-25 method, answered before the handshake too. 2026-07-28 removed it
        // (SEP-2575): a request that speaks that era gets `-32601`, as over HTTP.
        if head.speaks_stateless()? {
            return Err(ProtocolError::method_not_found("ping"));
        }
        Ok("{}")
    }

    pub(super) fn discover(&self, head: &Head) -> Result<&str, ProtocolError> {
        // A 2026-07-28 method: the request must say so, handshake or not.
        head.era(false)?;
        Ok(self.identity.discover())
    }

    pub(super) fn list(
        &self,
        era: Era,
        params: Option<&Value>,
        caller: Option<&Caller>,
    ) -> Result<Cow<'_, str>, ProtocolError> {
        let cursor = cursor(params)?;
        let pages = &self.identity.pages;
        let unknown = || ProtocolError::invalid_params("Invalid params: unknown `cursor`.");
        if self.tools.sees_all(caller) {
            let offset = match cursor {
                None => 0,
                Some(cursor) => pages.offset(cursor, self.tools.len()).ok_or_else(unknown)?,
            };
            return Ok(Cow::Borrowed(pages.page(era, offset)));
        }
        // A caller who sees only some tools gets the pages of its class of callers.
        let class = pages.for_class("tools", era, caller, || self.tools.list_for(era, caller));
        let page = pages.class_page(&class, cursor).ok_or_else(unknown)?;
        Ok(Cow::Owned(page.to_owned()))
    }
}

/// `logging/setLevel`, a 2025-11-25 method (removed in 2026-07-28): the connection's log
/// messages go to the client at `level` and above from now on.
pub(super) fn set_level(
    handshake: &mut Handshake,
    (head, params): (&Head, Option<&Value>),
) -> Result<&'static str, ProtocolError> {
    if head.era(handshake.initialized)? == Era::Stateless {
        return Err(ProtocolError::method_not_found("logging/setLevel"));
    }
    let level = params
        .and_then(|p| p.get("level"))
        .and_then(Value::as_str)
        .and_then(LogLevel::from_name)
        .ok_or_else(|| {
            ProtocolError::invalid_params(
                "Invalid params: `level` must be one of debug, info, notice, warning, error, critical, alert, emergency.",
            )
        })?;
    handshake.log_level = Some(level);
    Ok("{}")
}
