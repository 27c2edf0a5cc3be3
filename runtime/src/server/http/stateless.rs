//! A 2026-07-28 request: self-contained, its routing headers checked against its body,
//! no session.

use super::dispatched;
use super::headers;
use super::reply::{empty, refuse, respond, Shared};
use crate::caller::Caller;
use crate::server::engine::methods;
use crate::server::engine::request::Handshake;
use crate::server::engine::trace::Carrier;
use crate::server::message::Message;
use crate::server::response;
use crate::wire::{codes, ProtocolError};
use axum::body::Body;
use axum::http::{HeaderMap, Response, StatusCode};
use std::sync::Arc;

/// A 2026-07-28 request: self-contained, checked against its headers, no session.
pub(super) async fn stateless(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    version: &str,
    message: Message<'_>,
    caller: Option<&Caller>,
) -> Response<Body> {
    let (id, method, params, head) = match message {
        Message::Request {
            id,
            method,
            params,
            head,
        } => (id, method, params, head),
        // No notification has a meaning here (closing a stream is what cancels).
        Message::Notification { .. } => return empty(StatusCode::ACCEPTED),
        _ => {
            return refuse(
                StatusCode::BAD_REQUEST,
                codes::INVALID_REQUEST,
                "Invalid request: a 2026-07-28 client sends no responses.",
                None,
            )
        }
    };
    let row = methods::find(&method);
    if let Err(why) = headers::routing(headers, &method, row, params.as_ref()) {
        return refuse(
            StatusCode::BAD_REQUEST,
            codes::HEADER_MISMATCH,
            why,
            Some(&id),
        );
    }
    let Some(row) = row.filter(|row| row.in_stateless() && shared.engine.serves(row)) else {
        // The spec's 404 for a method the server does not implement (or that 2026-07-28
        // removed: `initialize`, `ping`), with the -32601 body that tells it from an
        // unknown endpoint.
        return respond(
            StatusCode::NOT_FOUND,
            response::error_line(Some(&id), &ProtocolError::method_not_found(&method)),
        );
    };
    // The body's own version must equal the header's (a disagreement is a mismatch,
    // `-32020`, whichever of the two the server serves), then be there and be served.
    if head.version().is_some_and(|v| v != version) {
        return refuse(
            StatusCode::BAD_REQUEST,
            codes::HEADER_MISMATCH,
            "Header mismatch: MCP-Protocol-Version does not match the body's protocol version.",
            Some(&id),
        );
    }
    let era = match row.era(&head, false) {
        Ok(era) => era,
        Err(e) => return respond(StatusCode::BAD_REQUEST, response::error_line(Some(&id), &e)),
    };
    let dispatched = shared.engine.dispatch_in(
        &mut Handshake {
            carrier: Carrier::TCP,
            ..Handshake::default()
        },
        &id,
        (row, era),
        (&head, params),
        caller,
    );
    dispatched::answer(shared, headers, None, id, dispatched).await
}
