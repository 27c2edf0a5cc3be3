//! What the engine decided of a request, as HTTP answers it, in either era: an answer at
//! once, a call run (after the checks HTTP makes of a call: a 2026-07-28 call's
//! `Mcp-Param-*` headers, then the caller's scopes), a 2025-11-25 subscription recorded for
//! its session, a 2026-07-28 subscription opened. The one match over [`Dispatch`] on this
//! transport.

use super::auth::step_up;
use super::call::run;
use super::headers;
use super::listen::subscription;
use super::reply::{refuse, respond, Shared};
use super::session::Session;
use crate::access::Access;
use crate::server::engine::request::{Dispatch, Served, ToolCall};
use crate::server::message::Id;
use crate::server::response;
use crate::wire::{codes, ProtocolError};
use axum::body::Body;
use axum::http::{HeaderMap, Response, StatusCode};
use std::sync::Arc;

/// The response to request `id`, which the engine `dispatched`: of `session` (a 2025-11-25
/// request), or of none (a 2026-07-28 one).
pub(super) async fn answer(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    session: Option<Session>,
    id: Id,
    dispatched: Dispatch,
) -> Response<Body> {
    match dispatched {
        Dispatch::Answer { line, .. } => respond(StatusCode::OK, line),
        Dispatch::Call(call) => {
            // Only a 2026-07-28 call mirrors its arguments into headers.
            let refused = match session {
                None => mirrored(shared, headers, &id, &call),
                Some(_) => None,
            };
            match refused.or_else(|| step_up(shared, &id, &call)) {
                Some(refused) => refused,
                None => run(shared, headers, session, id, call).await,
            }
        }
        Dispatch::Subscribe { uri, on, line } => match session {
            Some(session) if !shared.sessions.subscribe(session, uri, on) => refuse(
                StatusCode::OK,
                codes::INVALID_REQUEST,
                "Invalid request: this session subscribes to too many resources; unsubscribe from some first.",
                Some(&id),
            ),
            // A 2026-07-28 request never makes one (`resources/subscribe` is a 2025-11-25
            // method): answered as the engine wrote it.
            _ => respond(StatusCode::OK, line),
        },
        Dispatch::Listen(listen) => subscription(shared, *listen),
    }
}

/// `400` with `-32020` when a tool call's `Mcp-Param-*` headers do not repeat its
/// arguments (SEP-2243). A tool the caller may not see is not checked: its answer is the
/// unknown tool's, whatever the headers say.
fn mirrored(
    shared: &Shared,
    headers: &HeaderMap,
    id: &Id,
    call: &ToolCall,
) -> Option<Response<Body>> {
    if !call.mirrors || call.served != Served::Tool || call.access == Some(Access::Hidden) {
        return None;
    }
    let mirrored = shared.engine.param_headers(&call.name);
    let why = headers::params(headers, mirrored, &call.args).err()?;
    let error = ProtocolError {
        code: codes::HEADER_MISMATCH,
        message: why.into(),
        data: None,
    };
    Some(respond(
        StatusCode::BAD_REQUEST,
        response::error_line(Some(id), &error),
    ))
}
