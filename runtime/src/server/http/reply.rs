//! What every answer of the HTTP transport is built from: the state all requests share,
//! JSON and event-stream responses, empty ones, and the refusals with a JSON-RPC body.

use super::session::Sessions;
use super::HttpConfig;
use crate::server::engine::Engine;
use crate::server::era;
use crate::server::message::{Id, Message};
use crate::server::response;
use crate::wire::{codes, ProtocolError};
use axum::body::Body;
use axum::http::header::{self, HeaderValue};
use axum::http::{Response, StatusCode};
use std::sync::Arc;
use tokio::sync::{watch, Semaphore};

/// What every request of one server shares.
pub(crate) struct Shared {
    pub(crate) engine: Engine,
    pub(crate) config: HttpConfig,
    pub(crate) sessions: Sessions,
    /// One permit per request being handled.
    pub(crate) permits: Arc<Semaphore>,
    /// Set when the drain grace of a shutdown is over: calls still running stop and are
    /// answered `-32603`.
    pub(crate) expired: watch::Sender<bool>,
    /// Set when a shutdown begins: `GET` streams end.
    pub(crate) stopping: watch::Sender<bool>,
}

pub(super) const JSON: HeaderValue = HeaderValue::from_static("application/json");

pub(super) const SSE: HeaderValue = HeaderValue::from_static("text/event-stream");

pub(super) fn respond(status: StatusCode, body: Vec<u8>) -> Response<Body> {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, JSON);
    response
}

/// A `200` event stream of `body`, not to be cached or buffered by proxies.
pub(super) fn sse(body: Body) -> Response<Body> {
    let mut response = Response::new(body);
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, SSE);
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

pub(super) fn empty(status: StatusCode) -> Response<Body> {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = status;
    response
}

/// An HTTP-level refusal, with a JSON-RPC error body (the request's id when it was read).
pub(super) fn refuse(
    status: StatusCode,
    code: i64,
    message: &'static str,
    id: Option<&Id>,
) -> Response<Body> {
    respond(
        status,
        response::error_line(id, &ProtocolError::new(code, message)),
    )
}

pub(super) fn request_id<'m>(message: &'m Message<'_>) -> Option<&'m Id> {
    match message {
        Message::Request { id, .. } => Some(id),
        _ => None,
    }
}

pub(super) fn mismatch(why: &'static str, message: &Message<'_>) -> Response<Body> {
    refuse(
        StatusCode::BAD_REQUEST,
        codes::HEADER_MISMATCH,
        why,
        request_id(message),
    )
}

pub(super) fn unsupported_version(requested: &str, message: &Message<'_>) -> Response<Body> {
    respond(
        StatusCode::BAD_REQUEST,
        response::error_line(request_id(message), &era::unsupported(requested)),
    )
}

/// A `404` for a session id the server does not know: it expired or was ended.
pub(super) fn unknown_session(id: Option<&Id>) -> Response<Body> {
    refuse(
        StatusCode::NOT_FOUND,
        codes::INVALID_REQUEST,
        "Session not found: it expired or was ended; send `initialize` without Mcp-Session-Id.",
        id,
    )
}
