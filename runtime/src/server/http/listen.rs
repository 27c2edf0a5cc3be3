//! The `GET` stream of a 2025-11-25 session: the notifications the server sends unasked
//! (`notifications/resources/updated` for the URIs the session subscribed to, and the
//! `list_changed` notifications), for a server that has resources or prompts. A server with
//! neither sends nothing unasked and answers `GET` `405`, as the spec allows.
//!
//! One stream per session on a replica (each message goes to exactly one stream): a second
//! `GET` while one is open gets `409`. The stream ends when the session ends (`DELETE`) or
//! the server shuts down; a comment line every 15 seconds keeps proxies from closing it.
//!
//! And the event stream that answers a 2026-07-28 `subscriptions/listen`: its
//! acknowledgement, then the changes the subscription asked for, each tagged with its id,
//! until the client closes it; when the server shuts down, the response that ends it
//! gracefully (`resultType: "complete"`), then the end of the stream.

use super::call::event;
use super::headers;
use super::reply::{refuse, sse, unknown_session, Shared};
use super::session::Session;
use crate::caller::Caller;
use crate::changes::Change;
use crate::server::engine::request::Listen;
use crate::server::engine::Engine;
use crate::wire::codes;
use axum::body::{Body, Bytes};
use axum::http::header;
use axum::http::{HeaderMap, Response, StatusCode};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::broadcast;

/// How often an idle stream carries a comment line.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// `GET`: open the session's stream, or say why not. `None` when the server has nothing
/// to send unasked (the caller answers `405`).
pub(super) fn listen(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    caller: Option<&Caller>,
) -> Option<Response<Body>> {
    let changes = shared.engine.changes()?;
    let accepts = headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|t| {
            let t = t.split(';').next().unwrap_or("").trim();
            t.eq_ignore_ascii_case("text/event-stream") || t == "*/*"
        });
    if !accepts {
        return Some(refuse(
            StatusCode::NOT_ACCEPTABLE,
            codes::INVALID_REQUEST,
            "Not acceptable: the GET stream is text/event-stream; send Accept: text/event-stream.",
            None,
        ));
    }
    let Some(id) = headers.get(headers::SESSION_ID) else {
        return Some(refuse(
            StatusCode::BAD_REQUEST,
            codes::INVALID_REQUEST,
            "Bad request: GET opens the stream of the session named by the Mcp-Session-Id header.",
            None,
        ));
    };
    let Some(session) = shared
        .sessions
        .verify(id.as_bytes(), caller.map(Caller::subject))
    else {
        return Some(unknown_session(None));
    };
    if !shared.sessions.open_stream(session) {
        return Some(refuse(
            StatusCode::CONFLICT,
            codes::INVALID_REQUEST,
            "Conflict: this session's GET stream is already open.",
            None,
        ));
    }
    Some(stream(Arc::clone(shared), session, changes))
}

/// Closes the session's stream on this replica when the response body is dropped.
struct Open {
    shared: Arc<Shared>,
    session: Session,
}

impl Drop for Open {
    fn drop(&mut self) {
        self.shared.sessions.close_stream(self.session);
    }
}

fn stream(
    shared: Arc<Shared>,
    session: Session,
    changes: broadcast::Receiver<Change>,
) -> Response<Body> {
    let expired = shared.stopping.subscribe();
    let open = Open { shared, session };
    let events = futures_util::stream::unfold(
        (open, changes, expired),
        |(open, mut changes, mut expired)| async move {
            loop {
                let next = tokio::select! {
                    change = Engine::next_change(&mut changes) => Some(change),
                    _ = expired.wait_for(|e| *e) => Some(None),
                    () = tokio::time::sleep(KEEP_ALIVE) => None,
                };
                let Some(next) = next else {
                    let alive = Bytes::from_static(b": keep-alive\n\n");
                    return Some((
                        Ok::<_, std::convert::Infallible>(alive),
                        (open, changes, expired),
                    ));
                };
                let change = next?;
                let Open { shared, session } = &open;
                if !shared.sessions.live(*session) {
                    return None;
                }
                let line = shared
                    .engine
                    .change_line(&change, |uri| shared.sessions.subscribed(*session, uri));
                if let Some(line) = line {
                    return Some((Ok(event(&line)), (open, changes, expired)));
                }
            }
        },
    );
    sse(Body::from_stream(events))
}

/// The event stream of a 2026-07-28 subscription. The changes are received from before the
/// acknowledgement is sent: none is lost between the two.
pub(super) fn subscription(shared: &Arc<Shared>, listen: Listen) -> Response<Body> {
    let changes = shared.engine.subscription_changes();
    let stopping = shared.stopping.subscribe();
    let ack = event(&listen.ack());
    let first = futures_util::stream::once(async move { Ok::<_, std::convert::Infallible>(ack) });
    let rest = futures_util::stream::unfold(
        Some((Arc::clone(shared), listen, changes, stopping)),
        |state| async move {
            let (shared, mut listen, mut changes, mut stopping) = state?;
            let next = tokio::select! {
                line = shared.engine.next_line(&mut listen, &mut changes) => Some(line),
                _ = stopping.wait_for(|s| *s) => Some(None),
                () = tokio::time::sleep(KEEP_ALIVE) => None,
            };
            let Some(next) = next else {
                let alive = Bytes::from_static(b": keep-alive\n\n");
                return Some((Ok(alive), Some((shared, listen, changes, stopping))));
            };
            match next {
                Some(line) => Some((Ok(event(&line)), Some((shared, listen, changes, stopping)))),
                // The server stops: end the subscription with its response.
                None => Some((Ok(event(&listen.closed())), None)),
            }
        },
    );
    sse(Body::from_stream(futures_util::StreamExt::chain(
        first, rest,
    )))
}
