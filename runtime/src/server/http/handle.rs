//! One HTTP request: admission (its headers checked, the caller authenticated, its body
//! read within the limits) and the refusals, then the era it speaks: a 2026-07-28 request
//! ([`stateless`](super::stateless)) or a 2025-11-25 one in a session
//! ([`legacy`](super::legacy)).

use super::auth::METADATA_PREFIX;
use super::auth::{metadata, unauthorized};
use super::headers;
use super::legacy::{delete, legacy};
use super::listen::listen;
use super::reply::{mismatch, refuse, respond, unsupported_version, Shared};
use super::stateless::stateless;
use super::HttpConfig;
use crate::auth::Rejection;
use crate::caller::Caller;
use crate::classify;
use crate::server::era::{HANDSHAKE_VERSIONS, STATELESS_VERSIONS};
use crate::server::message::{self, Message};
use crate::server::response;
use crate::wire::{codes, ProtocolError};
use axum::body::{Body, Bytes};
use axum::http::header::{self, HeaderValue};
use axum::http::{HeaderMap, Method, Request, Response, StatusCode};
use http_body_util::{BodyExt, LengthLimitError, Limited};
use std::pin::pin;
use std::sync::Arc;

pub(crate) async fn handle(shared: Arc<Shared>, request: Request<Body>) -> Response<Body> {
    let (parts, body) = request.into_parts();
    let config = &shared.config;
    if let Some(repeated) = headers::repeated(&parts.headers, config.auth.is_some()) {
        return refuse_repeated(config, repeated, &parts.method, body).await;
    }
    if let Some(why) =
        headers::rebinding(&parts.headers, &parts.uri, &config.hosts, &config.origins)
    {
        tracing::debug!(target: "toolwright::server", why, "refused a request (403)");
        return refuse(StatusCode::FORBIDDEN, codes::INVALID_REQUEST, why, None);
    }
    if parts.uri.path().starts_with(METADATA_PREFIX) {
        return metadata(config.auth.as_ref(), &parts.method);
    }
    let caller = match &config.auth {
        None => None,
        Some(auth) => match auth.authenticate(&parts.headers).await {
            Ok(caller) => Some(caller),
            Err(why) => {
                // Read what the client sent (within the body limit and the read timeout)
                // before refusing it: a body left unread closes the connection, and a
                // client's next request on it fails.
                if parts.method == Method::POST {
                    let _ = read_body(config, body).await;
                }
                return unauthorized(auth, &why);
            }
        },
    };
    if parts.method == Method::POST && shared.engine.limits_callers() {
        if let Err(error) = shared.engine.admit(caller.as_ref()).await {
            // Read (not parsed) so the connection stays usable for the retry.
            let _ = read_body(config, body).await;
            return over_limit(&error);
        }
    }
    match parts.method {
        Method::POST => post(&shared, &parts.headers, body, caller.as_ref()).await,
        Method::DELETE => delete(&shared, &parts.headers, caller.as_ref()),
        // The GET stream, for a server that sends notifications unasked (resources,
        // prompts); without them, 405 (the spec allows it).
        Method::GET if shared.engine.notifies() => {
            listen(&shared, &parts.headers, caller.as_ref()).expect("the server notifies")
        }
        _ => {
            let mut response = refuse(
                StatusCode::METHOD_NOT_ALLOWED,
                codes::INVALID_REQUEST,
                "Method not allowed: send MCP messages with POST.",
                None,
            );
            let allow = if shared.engine.notifies() {
                "GET, POST, DELETE"
            } else {
                "POST, DELETE"
            };
            response
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static(allow));
            response
        }
    }
}

/// The answer to a `POST` over its caller's server-wide rate limit: `429` (or `503` for a
/// limit store out of reach, its rule `Closed`) with `Retry-After` in whole seconds, rounded
/// up, and the JSON-RPC error with a null id (the body was not parsed).
fn over_limit(error: &ProtocolError) -> Response<Body> {
    let status = if error.code == codes::OPERATIONAL_FAILURE {
        StatusCode::TOO_MANY_REQUESTS
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    let mut response = respond(status, response::error_line(None, error));
    let seconds = classify::retry_after_ms(error).map_or(1, |ms| ms.div_ceil(1000).max(1));
    response
        .headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(seconds));
    response
}

/// The answer to a request that sends a single-valued header on more than one line, given
/// before anything reads a header: `400` with `-32020` for a routing header, the one `401`
/// for `Authorization`, `400` otherwise.
pub(super) async fn refuse_repeated(
    config: &HttpConfig,
    repeated: headers::Repeated,
    method: &Method,
    body: Body,
) -> Response<Body> {
    let (code, why) = match (repeated, &config.auth) {
        (headers::Repeated::Authorization, Some(auth)) => {
            tracing::debug!(target: "toolwright::server", "refused a request with Authorization on two lines (401)");
            if method == Method::POST {
                let _ = read_body(config, body).await;
            }
            return unauthorized(auth, &Rejection::Malformed);
        }
        (headers::Repeated::Routing(why), _) => (codes::HEADER_MISMATCH, why),
        (headers::Repeated::Other(why), _) => (codes::INVALID_REQUEST, why),
        // Checked only when the server authenticates.
        (headers::Repeated::Authorization, None) => (
            codes::INVALID_REQUEST,
            "Bad request: Authorization is sent more than once.",
        ),
    };
    tracing::debug!(target: "toolwright::server", why, "refused a request with a repeated header");
    refuse(StatusCode::BAD_REQUEST, code, why, None)
}

pub(super) async fn post(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    body: Body,
    caller: Option<&Caller>,
) -> Response<Body> {
    if !headers::is_json(headers) {
        return refuse(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            codes::INVALID_REQUEST,
            "Unsupported media type: send a JSON-RPC message as Content-Type: application/json.",
            None,
        );
    }
    let accepts = headers::accepts(headers);
    if !(accepts.json && accepts.sse) {
        return refuse(
            StatusCode::NOT_ACCEPTABLE,
            codes::INVALID_REQUEST,
            "Not acceptable: Accept must list application/json and text/event-stream.",
            None,
        );
    }
    let Ok(_permit) = shared.permits.clone().try_acquire_owned() else {
        tracing::warn!(target: "toolwright::server", "request refused: every request slot is taken (503)");
        let mut response = refuse(
            StatusCode::SERVICE_UNAVAILABLE,
            codes::INTERNAL_ERROR,
            "Server busy: too many requests in flight; retry shortly.",
            None,
        );
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return response;
    };
    let bytes = match read_body(&shared.config, body).await {
        Ok(bytes) => bytes,
        Err(response) => return response,
    };
    let message = message::parse(&bytes);
    if let Some(line) = response::reject(&message) {
        return respond(StatusCode::BAD_REQUEST, line);
    }
    let version = match headers::text(headers, headers::PROTOCOL_VERSION) {
        Ok(v) => v,
        Err(()) => {
            return mismatch(
                "Header mismatch: MCP-Protocol-Version is not a valid header value.",
                &message,
            )
        }
    };
    match version {
        Some(v) if STATELESS_VERSIONS.contains(&v) => {
            stateless(shared, headers, v, message, caller).await
        }
        Some(v) if !HANDSHAKE_VERSIONS.contains(&v) => unsupported_version(v, &message),
        _ if is_stateless(&message) => mismatch(
            "Header mismatch: a 2026-07-28 request needs the MCP-Protocol-Version header.",
            &message,
        ),
        _ => legacy(shared, headers, message, caller).await,
    }
}

pub(super) async fn read_body(config: &HttpConfig, body: Body) -> Result<Bytes, Response<Body>> {
    let mut read = pin!(Limited::new(body, config.max_body_bytes).collect());
    // A small body has usually arrived with the headers: no timer for it.
    let read = match futures_util::future::poll_immediate(&mut read).await {
        Some(read) => Ok(read),
        None => tokio::time::timeout(config.read_timeout, read).await,
    };
    match read {
        Ok(Ok(collected)) => Ok(collected.to_bytes()),
        Ok(Err(e)) if e.downcast_ref::<LengthLimitError>().is_some() => Err(refuse(
            StatusCode::PAYLOAD_TOO_LARGE,
            codes::INVALID_REQUEST,
            "Payload too large: the message exceeds the server's body limit.",
            None,
        )),
        Ok(Err(e)) => {
            tracing::debug!(target: "toolwright::server", error = %e, "reading a request body failed");
            Err(refuse(
                StatusCode::BAD_REQUEST,
                codes::INVALID_REQUEST,
                "Bad request: the body could not be read.",
                None,
            ))
        }
        Err(_) => Err(refuse(
            StatusCode::REQUEST_TIMEOUT,
            codes::INVALID_REQUEST,
            "Request timeout: the body did not arrive in time.",
            None,
        )),
    }
}

/// A request whose body speaks 2026-07-28 (`_meta` protocol version).
pub(super) fn is_stateless(message: &Message<'_>) -> bool {
    match message {
        Message::Request { head, .. } | Message::Notification { head, .. } => {
            head.speaks_stateless().unwrap_or(false)
        }
        _ => false,
    }
}
