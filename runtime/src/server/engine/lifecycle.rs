//! The methods around the calls: the 2025-11-25 handshake, `ping`, 2026-07-28
//! `server/discover`, `tools/list`, and `logging/setLevel`.

use super::methods::Request;
use super::request::{cursor, Dispatch};
use super::Engine;
use crate::caller::Caller;
use crate::server::era;
use crate::talk::{ClientCaps, LogLevel};
use crate::wire::{Era, ProtocolError};
use serde_json::Value;
use std::borrow::Cow;

impl Engine {
    /// `initialize`: the 2025-11-25 handshake.
    pub(super) fn initialize(&self, r: Request<'_>) -> Dispatch {
        let Some(Value::String(requested)) =
            r.params.as_ref().and_then(|p| p.get("protocolVersion"))
        else {
            return r.reply(Err::<&str, _>(ProtocolError::invalid_params(
                "Invalid params: `protocolVersion` must be a string.",
            )));
        };
        let caps = r.params.as_ref().and_then(|p| p.get("capabilities"));
        r.handshake.initialized = true;
        r.handshake.caps = ClientCaps::from_capabilities(caps);
        r.reply(Ok(self.identity.initialize(era::negotiate(requested))))
    }

    /// `ping`, answered before the handshake too.
    pub(super) fn ping(&self, r: Request<'_>) -> Dispatch {
        r.reply(Ok("{}"))
    }

    /// `server/discover`.
    pub(super) fn discover(&self, r: Request<'_>) -> Dispatch {
        r.reply(Ok(self.identity.discover()))
    }

    /// `tools/list`, as the caller sees it, a page at a time.
    pub(super) fn tools_list(&self, r: Request<'_>) -> Dispatch {
        r.reply(self.list(r.era, r.params.as_ref(), r.caller))
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

    /// `logging/setLevel`: the connection's log messages go to the client at `level` and
    /// above from now on.
    pub(super) fn set_level(&self, r: Request<'_>) -> Dispatch {
        let level = r
            .params
            .as_ref()
            .and_then(|p| p.get("level"))
            .and_then(Value::as_str)
            .and_then(LogLevel::from_name);
        let Some(level) = level else {
            return r.reply(Err::<&str, _>(ProtocolError::invalid_params(
                "Invalid params: `level` must be one of debug, info, notice, warning, error, critical, alert, emergency.",
            )));
        };
        r.handshake.log_level = Some(level);
        r.reply(Ok("{}"))
    }
}
