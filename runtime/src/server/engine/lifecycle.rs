//! The methods around the calls: the 2025-11-25 handshake, `ping`, 2026-07-28
//! `server/discover`, `tools/list`, and `logging/setLevel`.

use super::methods::Request;
use super::request::{cursor, Dispatch};
use super::Engine;
use crate::server::era;
use crate::talk::{ClientCaps, LogLevel};
use crate::wire::ProtocolError;
use serde_json::Value;

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

    /// `tools/list`, as the caller sees it, a page at a time: a caller who sees every tool
    /// gets the pages rendered at start, one who sees only some the pages of its class of
    /// callers.
    pub(super) fn tools_list(&self, r: Request<'_>) -> Dispatch {
        if !self.tools.sees_all(r.caller) {
            return self.class_list(&r, "tools", || self.tools.list_for(r.era, r.caller));
        }
        let pages = &self.identity.pages;
        let page = cursor(r.params.as_ref())
            .and_then(|cursor| pages.offset_of(cursor, self.tools.len()))
            .map(|offset| pages.page(r.era, offset));
        r.reply(page)
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
