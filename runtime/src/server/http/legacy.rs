//! A 2025-11-25 (or older handshake version) request: `initialize` mints a session, every
//! other message names one, and `DELETE` ends it.

use super::dispatched;
use super::headers;
use super::reply::{empty, refuse, request_id, respond, unknown_session, Shared};
use super::session::Session;
use crate::caller::Caller;
use crate::server::engine::request::{Dispatch, Handshake, Notice};
use crate::server::engine::trace::{self, Carrier};
use crate::server::head::Head;
use crate::server::message::{Id, Message};
use crate::wire::codes;
use axum::body::Body;
use axum::http::header::HeaderValue;
use axum::http::{HeaderMap, Response, StatusCode};
use serde_json::Value;
use std::sync::Arc;

pub(super) fn delete(
    shared: &Shared,
    headers: &HeaderMap,
    caller: Option<&Caller>,
) -> Response<Body> {
    match headers.get(headers::SESSION_ID) {
        None => refuse(
            StatusCode::BAD_REQUEST,
            codes::INVALID_REQUEST,
            "Bad request: DELETE ends the session named by the Mcp-Session-Id header.",
            None,
        ),
        Some(id) => match shared
            .sessions
            .verify(id.as_bytes(), caller.map(Caller::subject))
        {
            None => unknown_session(None),
            Some(session) => {
                shared.sessions.end(session);
                empty(StatusCode::NO_CONTENT)
            }
        },
    }
}

/// A 2025-11-25 (or older handshake version) message, in a session.
pub(super) async fn legacy(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    message: Message<'_>,
    caller: Option<&Caller>,
) -> Response<Body> {
    let session = match headers.get(headers::SESSION_ID) {
        Some(value) => match shared
            .sessions
            .verify(value.as_bytes(), caller.map(Caller::subject))
        {
            Some(session) => Some(session),
            None => return unknown_session(request_id(&message)),
        },
        None => None,
    };
    match message {
        Message::Request {
            id,
            method,
            params,
            head,
        } if method == "initialize" => initialize(shared, &id, &method, (&head, params), caller),
        _ if session.is_none() => refuse(
            StatusCode::BAD_REQUEST,
            codes::INVALID_REQUEST,
            "Bad request: send the Mcp-Session-Id header that `initialize` returned.",
            request_id(&message),
        ),
        Message::Request {
            id,
            method,
            params,
            head,
        } => {
            let session = session.expect("checked above");
            let message = (id, &*method, (&head, params));
            request(shared, headers, session, message, caller).await
        }
        Message::Notification { method, params, .. } => {
            let mut handshake = Handshake {
                initialized: true,
                ..Handshake::default()
            };
            match shared
                .engine
                .notify(&mut handshake, &method, params.as_ref())
            {
                Notice::Cancel(id) => {
                    if let Some(session) = session {
                        shared.sessions.cancel(session, id);
                    }
                }
                Notice::None => {}
            }
            empty(StatusCode::ACCEPTED)
        }
        // The client's answer to a request of this server (elicitation, sampling): to
        // the call of this session waiting for it, if it runs on this replica.
        Message::Response(reply) => {
            if let Some(session) = session {
                shared.sessions.asks.answer(session, reply);
            }
            empty(StatusCode::ACCEPTED)
        }
        _ => empty(StatusCode::ACCEPTED),
    }
}

/// `initialize`: answered, and a session minted when it succeeds.
fn initialize(
    shared: &Shared,
    id: &Id,
    method: &str,
    request: (&Head, Option<Value>),
    caller: Option<&Caller>,
) -> Response<Body> {
    let mut handshake = Handshake {
        carrier: Carrier::TCP,
        ..Handshake::default()
    };
    let Dispatch::Answer { line, ok, .. } =
        shared
            .engine
            .dispatch(&mut handshake, id, method, request, caller)
    else {
        unreachable!("initialize is answered at once")
    };
    let minted = ok.then(|| {
        shared
            .sessions
            .mint(caller.map(Caller::subject), handshake.caps)
            .1
    });
    let mut response = respond(StatusCode::OK, line);
    if let Some(session_id) = minted {
        response.headers_mut().insert(
            headers::SESSION_ID,
            HeaderValue::try_from(session_id).expect("hex digits"),
        );
    }
    response
}

/// A request of `session`: answered, or its tool call run; a `logging/setLevel` is
/// remembered for the session on this replica.
async fn request(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    session: Session,
    (id, method, request): (Id, &str, (&Head, Option<Value>)),
    caller: Option<&Caller>,
) -> Response<Body> {
    let set = shared.sessions.level(session);
    let mut handshake = Handshake {
        initialized: true,
        caps: session.caps(),
        log_level: set,
        carrier: Carrier {
            tcp: true,
            // `mcp.session.id`, read only for a span.
            session: trace::spans_on()
                .then(|| {
                    headers
                        .get(headers::SESSION_ID)?
                        .to_str()
                        .ok()
                        .map(str::to_owned)
                })
                .flatten(),
        },
    };
    let dispatched = shared
        .engine
        .dispatch(&mut handshake, &id, method, request, caller);
    if let Some(level) = handshake.log_level.filter(|l| Some(*l) != set) {
        shared.sessions.set_level(session, level);
    }
    dispatched::answer(shared, headers, Some(session), id, dispatched).await
}
