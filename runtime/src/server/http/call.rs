//! Running a tool call over HTTP and sending its answer: `application/json`, or a
//! `text/event-stream` of progress, log messages and requests to the client, then the
//! response.

use super::headers;
use super::reply::{empty, respond, sse, Shared};
use super::session::Session;
use crate::classify;
use crate::context::ProgressSink;
use crate::server::call_gate::{CallGate, Outlet};
use crate::server::engine::request::ToolCall;
use crate::server::engine::trace::TraceParent;
use crate::server::message::Id;
use crate::server::response;
use crate::talk::{Link, LinkFuture};
use crate::wire::{codes, Outcome};
use axum::body::{Body, Bytes};
use axum::http::header::{self, HeaderValue};
use axum::http::{HeaderMap, Response, StatusCode};
use futures_util::future::{abortable, Either};
use serde_json::Value;
use std::pin::pin;
use std::sync::Arc;
use tokio::sync::mpsc;

/// Run a tool call and answer it: `application/json`, or `text/event-stream` when the call
/// asked for progress and the client takes a stream.
pub(super) async fn run(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    session: Option<Session>,
    id: Id,
    mut call: ToolCall,
) -> Response<Body> {
    if call.trace.is_none() {
        call.trace = headers
            .get(headers::TRACEPARENT)
            .and_then(|v| v.to_str().ok())
            .and_then(TraceParent::parse);
    }
    // A 2025-11-25 call whose handler may talk back (elicitation, sampling, log messages)
    // is answered as a stream once it does, and as `application/json` if it never does.
    let talks = call.talks_back();
    if call.progress_token.is_some() || talks {
        return stream(Arc::clone(shared), session, id, call, talks).await;
    }
    match answer(shared, session, &id, call, None, None).await {
        Some(answered) => answered.into_response(),
        // Cancelled: no JSON-RPC answer; 202 ends the exchange as for a notification.
        None => empty(StatusCode::ACCEPTED),
    }
}

/// A call's response line, and the status and `Retry-After` it goes out with as a whole
/// `application/json` answer.
pub(super) struct Answered {
    pub(super) line: Vec<u8>,
    status: StatusCode,
    /// Seconds, for a retryable answer (`503`).
    retry_after: Option<u64>,
}

impl Answered {
    fn into_response(self) -> Response<Body> {
        let mut response = respond(self.status, self.line);
        if let Some(secs) = self.retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}

/// Run `call` to its response line; `None` when `notifications/cancelled` stopped it (a
/// call of a session is cancellable while it runs). When the drain grace of a shutdown runs
/// out first, the line is the `-32603` of [`response::shutting_down`].
pub(super) async fn answer(
    shared: &Shared,
    session: Option<Session>,
    id: &Id,
    call: ToolCall,
    progress: Option<ProgressSink>,
    link: Option<Arc<dyn Link>>,
) -> Option<Answered> {
    let era = call.era;
    let run = shared.engine.call(call, progress, link);
    let outcome = match session {
        Some(session) => {
            let (run, abort) = abortable(run);
            let _tracked = shared.sessions.track(session, id.clone(), abort);
            match until_expired(shared, run).await {
                Some(Ok(outcome)) => Some(outcome),
                Some(Err(_aborted)) => return None,
                None => None,
            }
        }
        None => until_expired(shared, run).await,
    };
    Some(match outcome {
        Some(outcome) => {
            // A call that cannot be served without a capability its client did not
            // declare is `400` (the spec's status for -32021); one the server cannot serve
            // now for a dependency that cannot be reached (the task store), `503` with
            // `Retry-After` (whole seconds, rounded up, of the body's `retryAfterMs`);
            // every other answer `200`.
            let (status, retry_after) = match &outcome {
                Outcome::Error(e) if e.code == codes::MISSING_CLIENT_CAPABILITY => {
                    (StatusCode::BAD_REQUEST, None)
                }
                Outcome::Error(e) => match classify::retry_after_ms(e) {
                    Some(ms) => (
                        StatusCode::SERVICE_UNAVAILABLE,
                        Some(ms.div_ceil(1000).max(1)),
                    ),
                    None => (StatusCode::OK, None),
                },
                _ => (StatusCode::OK, None),
            };
            Answered {
                line: shared.engine.outcome_line(id, era, outcome),
                status,
                retry_after,
            }
        }
        None => Answered {
            line: response::shutting_down(id),
            status: StatusCode::OK,
            retry_after: None,
        },
    })
}

/// Run `call` unless the drain grace of a shutdown runs out first (`None`).
pub(super) async fn until_expired<F: std::future::Future>(
    shared: &Shared,
    call: F,
) -> Option<F::Output> {
    let mut expired = shared.expired.subscribe();
    let output =
        match futures_util::future::select(pin!(call), pin!(expired.wait_for(|e| *e))).await {
            Either::Left((output, _)) => Some(output),
            Either::Right(_) => None,
        };
    output
}

/// An SSE event carrying one JSON-RPC message.
pub(super) fn event(line: &[u8]) -> Bytes {
    let mut out = Vec::with_capacity(line.len() + 22);
    out.extend_from_slice(b"event: message\ndata: ");
    out.extend_from_slice(line);
    out.extend_from_slice(b"\n\n");
    Bytes::from(out)
}

/// What a call sends on its stream: messages before the answer, then the answer.
pub(super) enum Ev {
    Message(Vec<u8>),
    Answer(Vec<u8>),
}

/// A call's gate over HTTP: its messages are events of its stream.
pub(super) type Gate = CallGate<mpsc::UnboundedSender<Ev>>;

impl Outlet for mpsc::UnboundedSender<Ev> {
    fn offer(&self, line: Vec<u8>) -> bool {
        self.send(Ev::Message(line)).is_ok()
    }
}

/// A call whose answer is a stream: `notifications/progress` events, log messages and
/// requests to the client, then the response. The call runs in a task of its own. A call
/// that `talks` (a 2025-11-25 call whose handler may talk back) gets a way back to the
/// client, and its response's type waits for its first message: a call that sends nothing
/// before its answer is answered `application/json`. In the 2026-07-28 era the
/// client closing the stream cancels the call (the spec's cancellation there); in a
/// 2025-11-25 session a disconnect is not a cancellation (the call runs on, unless
/// `notifications/cancelled` names it).
pub(super) async fn stream(
    shared: Arc<Shared>,
    session: Option<Session>,
    id: Id,
    call: ToolCall,
    talks: bool,
) -> Response<Body> {
    let (tx, mut rx) = mpsc::unbounded_channel::<Ev>();
    let gate = Gate::new(tx);
    let sink = call
        .progress_token
        .clone()
        .map(|token| gate.progress_sink(token));
    let link = session.filter(|_| talks).map(|session| -> Arc<dyn Link> {
        Arc::new(HttpLink {
            shared: Arc::clone(&shared),
            session,
            gate: Arc::clone(&gate),
        })
    });
    let task = tokio::spawn(async move {
        let line = answer(&shared, session, &id, call, sink, link)
            .await
            .map(|answered| answered.line);
        // Close the gate and send the answer under one lock: nothing after it. A
        // cancelled call's stream ends with no answer.
        gate.finish(|out| line.map(|line| out.send(Ev::Answer(line))));
    });
    // The stream owns the task in the 2026-07-28 era (a request of no session): dropping it
    // (the client went away) stops the call.
    let guard = session.is_none().then(|| AbortOnDrop(task.abort_handle()));
    let first = if talks {
        match rx.recv().await {
            Some(Ev::Answer(line)) => return respond(StatusCode::OK, line),
            // Cancelled: no JSON-RPC answer; 202 ends the exchange as for a notification.
            None => return empty(StatusCode::ACCEPTED),
            Some(first) => Some(first),
        }
    } else {
        None
    };
    let events = futures_util::stream::unfold(
        (first, rx, guard),
        |(mut first, mut rx, guard)| async move {
            let ev = match first.take() {
                Some(ev) => ev,
                None => rx.recv().await?,
            };
            let (Ev::Message(line) | Ev::Answer(line)) = ev;
            Some((
                Ok::<_, std::convert::Infallible>(event(&line)),
                (None, rx, guard),
            ))
        },
    );
    sse(Body::from_stream(events))
}

/// The way back to the client for one call of a 2025-11-25 session: requests and log
/// messages go on the call's stream, and the client's answers arrive in POSTs of the
/// session, on this replica.
pub(super) struct HttpLink {
    shared: Arc<Shared>,
    session: Session,
    gate: Arc<Gate>,
}

impl Link for HttpLink {
    fn request(&self, method: &'static str, params: Value) -> LinkFuture {
        let gate = Arc::clone(&self.gate);
        self.shared
            .sessions
            .asks
            .ask(self.session, method, &params, move |line| gate.send(line))
    }

    fn notify(&self, method: &'static str, params: Value) {
        self.gate.notify(method, &params);
    }
}

pub(super) struct AbortOnDrop(tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}
