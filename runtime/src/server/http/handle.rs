//! One HTTP request: its headers checked, its body read and handed to the protocol engine,
//! and the engine's bytes sent back as `application/json` or, for a call that streams
//! progress, `text/event-stream`.

use super::bearer::{BearerAuth, METADATA_PREFIX};
use super::headers;
use super::session::{Session, Sessions};
use super::HttpConfig;
use crate::auth::Rejection;
use crate::caller::Caller;
use crate::classify::{correlated_error, correlation_id};
use crate::context::{Progress, ProgressSink};
use crate::server::engine::{Dispatch, Engine, Handshake, Notice, ProgressOrder, ToolCall};
use crate::server::era::{self, HANDSHAKE_VERSIONS, PROTOCOL_VERSION_KEY, STATELESS_VERSIONS};
use crate::server::message::{self, Id, Message};
use crate::server::response;
use crate::server::trace::TraceParent;
use crate::talk::{Link, LinkFuture};
use crate::toolset::{Access, Visibility};
use crate::util::lock;
use crate::wire::{codes, Era, ProtocolError};
use axum::body::{Body, Bytes};
use axum::http::header::{self, HeaderValue};
use axum::http::{HeaderMap, Method, Request, Response, StatusCode};
use futures_util::future::{abortable, Either};
use http_body_util::{BodyExt, LengthLimitError, Limited};
use serde_json::Value;
use std::borrow::Cow;
use std::pin::pin;
use std::sync::{Arc, Mutex};
use tokio::sync::{mpsc, watch, Semaphore};

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
}

const JSON: HeaderValue = HeaderValue::from_static("application/json");
const SSE: HeaderValue = HeaderValue::from_static("text/event-stream");

fn respond(status: StatusCode, body: Vec<u8>) -> Response<Body> {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    response.headers_mut().insert(header::CONTENT_TYPE, JSON);
    response
}

fn empty(status: StatusCode) -> Response<Body> {
    let mut response = Response::new(Body::empty());
    *response.status_mut() = status;
    response
}

/// An HTTP-level refusal, with a JSON-RPC error body (the request's id when it was read).
fn refuse(status: StatusCode, code: i64, message: &'static str, id: Option<&Id>) -> Response<Body> {
    respond(
        status,
        response::error_line(id, &ProtocolError::new(code, message)),
    )
}

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
    match parts.method {
        Method::POST => post(&shared, &parts.headers, body, caller.as_ref()).await,
        Method::DELETE => delete(&shared, &parts.headers, caller.as_ref()),
        // No GET stream: this server sends nothing the client did not ask for (the spec
        // allows 405).
        _ => {
            let mut response = refuse(
                StatusCode::METHOD_NOT_ALLOWED,
                codes::INVALID_REQUEST,
                "Method not allowed: send MCP messages with POST.",
                None,
            );
            response
                .headers_mut()
                .insert(header::ALLOW, HeaderValue::from_static("POST, DELETE"));
            response
        }
    }
}

/// The answer to a request that sends a single-valued header on more than one line, given
/// before anything reads a header: `400` with `-32020` for a routing header, the one `401`
/// for `Authorization`, `400` otherwise.
async fn refuse_repeated(
    config: &HttpConfig,
    repeated: headers::Repeated,
    method: &Method,
    body: Body,
) -> Response<Body> {
    tracing::debug!(target: "toolwright::server", why = repeated.message(), "refused a request with a repeated header");
    match (repeated, &config.auth) {
        (headers::Repeated::Authorization, Some(auth)) => {
            if method == Method::POST {
                let _ = read_body(config, body).await;
            }
            unauthorized(auth, &Rejection::Malformed)
        }
        (headers::Repeated::Routing(_), _) => refuse(
            StatusCode::BAD_REQUEST,
            codes::HEADER_MISMATCH,
            repeated.message(),
            None,
        ),
        _ => refuse(
            StatusCode::BAD_REQUEST,
            codes::INVALID_REQUEST,
            repeated.message(),
            None,
        ),
    }
}

/// The Protected Resource Metadata document (RFC 9728), when the server authenticates.
fn metadata(auth: Option<&BearerAuth>, method: &Method) -> Response<Body> {
    let Some(auth) = auth else {
        return empty(StatusCode::NOT_FOUND);
    };
    if method != Method::GET {
        let mut response = empty(StatusCode::METHOD_NOT_ALLOWED);
        response
            .headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET"));
        return response;
    }
    let mut response = respond(StatusCode::OK, auth.metadata());
    // Public metadata: browser-based clients fetch it from other origins.
    response.headers_mut().insert(
        header::ACCESS_CONTROL_ALLOW_ORIGIN,
        HeaderValue::from_static("*"),
    );
    response
}

/// The answer to a request without a valid token: one `401`, whatever was wrong (the
/// reason is logged with the correlation id the body carries); `503` when tokens cannot be
/// checked now.
fn unauthorized(auth: &BearerAuth, why: &Rejection) -> Response<Body> {
    let id = correlation_id();
    if *why == Rejection::Unavailable {
        tracing::error!(target: "toolwright::server", correlation_id = %id, why = %why, "request refused: tokens cannot be checked (503)");
        let mut response = respond(
            StatusCode::SERVICE_UNAVAILABLE,
            response::error_line(
                None,
                &correlated_error(
                    codes::INTERNAL_ERROR,
                    "Service unavailable: retry shortly.",
                    id,
                ),
            ),
        );
        response
            .headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("5"));
        return response;
    }
    tracing::warn!(target: "toolwright::server", correlation_id = %id, why = %why, "request refused: no valid bearer token (401)");
    let mut response = respond(
        StatusCode::UNAUTHORIZED,
        response::error_line(
            None,
            &correlated_error(codes::INVALID_REQUEST, "Unauthorized", id),
        ),
    );
    response
        .headers_mut()
        .insert(header::WWW_AUTHENTICATE, auth.challenge());
    response
}

/// A `403` step-up challenge when the caller of `call` lacks a scope its tool requires
/// (not for a tool hidden from the caller: that call is answered as an unknown tool).
fn step_up(shared: &Shared, id: &Id, call: &ToolCall) -> Option<Response<Body>> {
    let auth = shared.config.auth.as_ref()?;
    let caller = call.caller.as_ref()?;
    let tools = &shared.engine.tools;
    if tools.visibility() == Visibility::Callable {
        return None;
    }
    let Access::Missing(missing) = tools.access(&call.name, Some(caller)) else {
        return None;
    };
    let correlation = correlation_id();
    tracing::warn!(
        target: "toolwright::server",
        correlation_id = %correlation,
        subject = caller.subject(),
        tool = %call.name,
        missing = %missing.join(" "),
        "tool call refused: insufficient scope (403)"
    );
    let mut response = respond(
        StatusCode::FORBIDDEN,
        response::error_line(
            Some(id),
            &correlated_error(codes::INVALID_REQUEST, "Access denied", correlation),
        ),
    );
    response
        .headers_mut()
        .insert(header::WWW_AUTHENTICATE, auth.step_up(caller, &missing));
    Some(response)
}

fn delete(shared: &Shared, headers: &HeaderMap, caller: Option<&Caller>) -> Response<Body> {
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

fn unknown_session(id: Option<&Id>) -> Response<Body> {
    refuse(
        StatusCode::NOT_FOUND,
        codes::INVALID_REQUEST,
        "Session not found: it expired or was ended; send `initialize` without Mcp-Session-Id.",
        id,
    )
}

async fn post(
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

async fn read_body(config: &HttpConfig, body: Body) -> Result<Bytes, Response<Body>> {
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

fn request_id<'m>(message: &'m Message<'_>) -> Option<&'m Id> {
    match message {
        Message::Request { id, .. } => Some(id),
        _ => None,
    }
}

/// A request whose body speaks 2026-07-28 (`_meta` protocol version).
fn is_stateless(message: &Message<'_>) -> bool {
    let params = match message {
        Message::Request { params, .. } | Message::Notification { params, .. } => params,
        _ => return false,
    };
    matches!(era::meta(params.as_ref()), Ok(Some(m)) if m.contains_key(PROTOCOL_VERSION_KEY))
}

fn mismatch(why: &'static str, message: &Message<'_>) -> Response<Body> {
    refuse(
        StatusCode::BAD_REQUEST,
        codes::HEADER_MISMATCH,
        why,
        request_id(message),
    )
}

fn unsupported_version(requested: &str, message: &Message<'_>) -> Response<Body> {
    let supported: Vec<&str> = STATELESS_VERSIONS
        .iter()
        .chain(HANDSHAKE_VERSIONS)
        .copied()
        .collect();
    let error = ProtocolError {
        code: codes::UNSUPPORTED_PROTOCOL_VERSION,
        message: Cow::Borrowed("Unsupported protocol version."),
        data: Some(serde_json::json!({"requested": requested, "supported": supported})),
    };
    respond(
        StatusCode::BAD_REQUEST,
        response::error_line(request_id(message), &error),
    )
}

/// A 2026-07-28 request: self-contained, checked against its headers, no session.
async fn stateless(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    version: &str,
    message: Message<'_>,
    caller: Option<&Caller>,
) -> Response<Body> {
    let (id, method, params) = match message {
        Message::Request { id, method, params } => (id, method, params),
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
    if let Err(why) = headers::routing(headers, &method, params.as_ref()) {
        return refuse(
            StatusCode::BAD_REQUEST,
            codes::HEADER_MISMATCH,
            why,
            Some(&id),
        );
    }
    let known = era::served_statelessly(&method);
    if known && method != "initialize" {
        // The body's own version must be there, be served, and equal the header's.
        if let Err(e) = era::request_era(params.as_ref(), false) {
            return respond(StatusCode::BAD_REQUEST, response::error_line(Some(&id), &e));
        }
        let body_version = era::meta(params.as_ref())
            .ok()
            .flatten()
            .and_then(|m| m.get(PROTOCOL_VERSION_KEY))
            .and_then(|v| v.as_str());
        if body_version != Some(version) {
            return refuse(
                StatusCode::BAD_REQUEST,
                codes::HEADER_MISMATCH,
                "Header mismatch: MCP-Protocol-Version does not match the body's protocol version.",
                Some(&id),
            );
        }
    }
    match shared
        .engine
        .dispatch(&mut Handshake::default(), &id, &method, params, caller)
    {
        Dispatch::Answer { line, .. } => {
            let status = if known {
                StatusCode::OK
            } else {
                // The spec's 404 for a method the server does not implement, with the
                // -32601 body that tells it from an unknown endpoint.
                StatusCode::NOT_FOUND
            };
            respond(status, line)
        }
        Dispatch::Call(call) => match step_up(shared, &id, &call) {
            Some(refused) => refused,
            None => run(shared, headers, None, id, call, true).await,
        },
    }
}

/// A 2025-11-25 (or older handshake version) message, in a session.
async fn legacy(
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
        Message::Request { id, method, params } if method == "initialize" => {
            let mut handshake = Handshake::default();
            let Dispatch::Answer { line, ok } =
                shared
                    .engine
                    .dispatch(&mut handshake, &id, &method, params, caller)
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
        _ if session.is_none() => refuse(
            StatusCode::BAD_REQUEST,
            codes::INVALID_REQUEST,
            "Bad request: send the Mcp-Session-Id header that `initialize` returned.",
            request_id(&message),
        ),
        Message::Request { id, method, params } => {
            let session = session.expect("checked above");
            let set = shared.sessions.level(session);
            let mut handshake = Handshake {
                initialized: true,
                caps: session.caps(),
                log_level: set,
            };
            let dispatched = shared
                .engine
                .dispatch(&mut handshake, &id, &method, params, caller);
            if let Some(level) = handshake.log_level.filter(|l| Some(*l) != set) {
                shared.sessions.set_level(session, level);
            }
            let session = Some(session);
            match dispatched {
                Dispatch::Answer { line, .. } => respond(StatusCode::OK, line),
                Dispatch::Call(call) => match step_up(shared, &id, &call) {
                    Some(refused) => refused,
                    None => run(shared, headers, session, id, call, false).await,
                },
            }
        }
        Message::Notification { method, params } => {
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

/// Run a tool call and answer it: `application/json`, or `text/event-stream` when the call
/// asked for progress and the client takes a stream.
async fn run(
    shared: &Arc<Shared>,
    headers: &HeaderMap,
    session: Option<Session>,
    id: Id,
    mut call: ToolCall,
    stateless: bool,
) -> Response<Body> {
    if call.trace.is_none() {
        call.trace = headers
            .get(headers::TRACEPARENT)
            .and_then(|v| v.to_str().ok())
            .and_then(TraceParent::parse);
    }
    // A 2025-11-25 call whose handler may talk back (elicitation, sampling, log messages)
    // is answered as a stream once it does, and as `application/json` if it never does.
    let talks = call.era == Era::Legacy && call.talks;
    if call.progress_token.is_some() || talks {
        return stream(Arc::clone(shared), session, id, call, stateless, talks).await;
    }
    match answer(shared, session, &id, call, None, None).await {
        Some(line) => respond(StatusCode::OK, line),
        // Cancelled: no JSON-RPC answer; 202 ends the exchange as for a notification.
        None => empty(StatusCode::ACCEPTED),
    }
}

/// Run `call` to its response line; `None` when `notifications/cancelled` stopped it (a
/// call of a session is cancellable while it runs). When the drain grace of a shutdown runs
/// out first, the line is the `-32603` of [`response::shutting_down`].
async fn answer(
    shared: &Shared,
    session: Option<Session>,
    id: &Id,
    call: ToolCall,
    progress: Option<ProgressSink>,
    link: Option<Arc<dyn Link>>,
) -> Option<Vec<u8>> {
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
        Some(outcome) => shared.engine.outcome_line(id, era, outcome),
        None => response::shutting_down(id),
    })
}

/// Run `call` unless the drain grace of a shutdown runs out first (`None`).
async fn until_expired<F: std::future::Future>(shared: &Shared, call: F) -> Option<F::Output> {
    let mut expired = shared.expired.subscribe();
    let output =
        match futures_util::future::select(pin!(call), pin!(expired.wait_for(|e| *e))).await {
            Either::Left((output, _)) => Some(output),
            Either::Right(_) => None,
        };
    output
}

/// An SSE event carrying one JSON-RPC message.
fn event(line: &[u8]) -> Bytes {
    let mut out = Vec::with_capacity(line.len() + 22);
    out.extend_from_slice(b"event: message\ndata: ");
    out.extend_from_slice(line);
    out.extend_from_slice(b"\n\n");
    Bytes::from(out)
}

/// What a call sends on its stream: messages before the answer, then the answer.
enum Ev {
    Message(Vec<u8>),
    Answer(Vec<u8>),
}

/// Events for one call, progress in increasing order, none after the answer.
struct Gate {
    out: Option<mpsc::UnboundedSender<Ev>>,
    order: ProgressOrder,
}

impl Gate {
    /// Send `line` before the answer; `false` once the answer went (or the stream is gone).
    fn send(&self, line: Vec<u8>) -> bool {
        self.out
            .as_ref()
            .is_some_and(|out| out.send(Ev::Message(line)).is_ok())
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
async fn stream(
    shared: Arc<Shared>,
    session: Option<Session>,
    id: Id,
    call: ToolCall,
    stateless: bool,
    talks: bool,
) -> Response<Body> {
    let (tx, mut rx) = mpsc::unbounded_channel::<Ev>();
    let gate = Arc::new(Mutex::new(Gate {
        out: Some(tx),
        order: ProgressOrder::default(),
    }));
    let sink = call.progress_token.clone().map(|token| -> ProgressSink {
        let gate = Arc::clone(&gate);
        Arc::new(move |progress: Progress| {
            let mut gate = lock(&gate);
            if gate.order.admit(progress.progress) {
                gate.send(response::progress_line(&token, &progress));
            }
        })
    });
    let link = session.filter(|_| talks).map(|session| -> Arc<dyn Link> {
        Arc::new(HttpLink {
            shared: Arc::clone(&shared),
            session,
            gate: Arc::clone(&gate),
        })
    });
    let task = tokio::spawn(async move {
        let line = answer(&shared, session, &id, call, sink, link).await;
        // Close the gate and send the answer under one lock: nothing after it. A
        // cancelled call's stream ends with no answer.
        let mut gate = lock(&gate);
        if let (Some(out), Some(line)) = (gate.out.take(), line) {
            let _ = out.send(Ev::Answer(line));
        }
    });
    // The stream owns the task in the 2026-07-28 era: dropping it (the client went away)
    // stops the call.
    let guard = stateless.then(|| AbortOnDrop(task.abort_handle()));
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
    let mut response = Response::new(Body::from_stream(events));
    let headers = response.headers_mut();
    headers.insert(header::CONTENT_TYPE, SSE);
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    headers.insert("x-accel-buffering", HeaderValue::from_static("no"));
    response
}

/// The way back to the client for one call of a 2025-11-25 session: requests and log
/// messages go on the call's stream, and the client's answers arrive in POSTs of the
/// session, on this replica.
struct HttpLink {
    shared: Arc<Shared>,
    session: Session,
    gate: Arc<Mutex<Gate>>,
}

impl Link for HttpLink {
    fn request(&self, method: &'static str, params: Value) -> LinkFuture {
        let gate = Arc::clone(&self.gate);
        self.shared
            .sessions
            .asks
            .ask(self.session, method, &params, move |line| {
                lock(&gate).send(line)
            })
    }

    fn notify(&self, method: &'static str, params: Value) {
        lock(&self.gate).send(response::notification_line(method, &params));
    }
}

struct AbortOnDrop(tokio::task::AbortHandle);

impl Drop for AbortOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}
