//! Streamable HTTP: each message a `POST`, its answer a JSON body or an event stream; the
//! session id of 2025-11-25 kept and sent back, and a 2026-07-28 request's routing headers
//! (`Mcp-Method`, `Mcp-Name`, `Mcp-Param-*`) taken from its body.

use super::{closed, lock, Route, Shared};
use crate::failure::{Failure, FailureKind};
use futures_util::StreamExt as _;
use reqwest::header::{HeaderMap, HeaderName, HeaderValue, ACCEPT, CONTENT_TYPE, RETRY_AFTER};
use reqwest::{Response, StatusCode};
use serde_json::Value;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};
use toolwright::wire::headers::{self, METHOD, NAME, PARAM_PREFIX, PROTOCOL_VERSION, SESSION_ID};
use toolwright::Era;

/// How long ending a session may take.
const CLOSE_PATIENCE: Duration = Duration::from_secs(5);

/// The largest answer read: a longer one is a broken server.
const MAX_BODY: usize = 64 * 1024 * 1024;

/// A Streamable HTTP endpoint, and how to talk to it.
#[derive(Clone, Debug)]
pub struct Http {
    inner: Arc<Inner>,
}

#[derive(Debug)]
struct Inner {
    client: reqwest::Client,
    url: String,
    headers: HeaderMap,
    era: Era,
    /// `Mcp-Session-Id`, once the server gives one.
    session: Mutex<Option<HeaderValue>>,
    /// `MCP-Protocol-Version`: the negotiated version, or 2026-07-28's.
    version: Mutex<Option<HeaderValue>>,
}

impl Http {
    pub(crate) fn new(client: reqwest::Client, url: String, headers: HeaderMap, era: Era) -> Http {
        let version = (era == Era::Stateless)
            .then(|| HeaderValue::from_static(toolwright::server::STATELESS_VERSIONS[0]));
        Http {
            inner: Arc::new(Inner {
                client,
                url,
                headers,
                era,
                session: Mutex::new(None),
                version: Mutex::new(version),
            }),
        }
    }

    /// Send `MCP-Protocol-Version: version` from now on (the handshake's answer).
    pub(crate) fn negotiated(&self, version: &str) {
        if let Ok(value) = HeaderValue::from_str(version) {
            *lock(&self.inner.version) = Some(value);
        }
    }

    /// `POST` `message`, and route what comes back; a request's answer settles its waiter.
    /// Returns once the request is answered (an event stream is left at its answer, not
    /// read to its end).
    pub(crate) async fn send(
        &self,
        shared: &Arc<Shared>,
        message: Value,
        route: Route,
    ) -> Result<(), Failure> {
        let id = message.get("id").and_then(Value::as_u64);
        let is_request = id.is_some() && message.get("method").is_some();
        let initialize = message.get("method").and_then(Value::as_str) == Some("initialize");
        let (request, session) = self.post(&message, &route)?;
        let response = request.send().await.map_err(|e| {
            Failure::client(
                FailureKind::Disconnected {
                    sent: !e.is_connect(),
                },
                if e.is_connect() {
                    "the server could not be reached"
                } else {
                    "the connection failed"
                },
            )
        })?;
        let status = response.status();
        let retry_after = retry_after(response.headers());
        self.keep_session(&response, initialize, status, session.as_ref());
        if !is_request {
            return match status.is_success() {
                true => Ok(()),
                false => Err(Failure::from_status(status.as_u16(), retry_after)),
            };
        }
        let id = id.expect("a request has an id");
        let http = Some((status.as_u16(), retry_after));
        let event_stream = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/event-stream"));
        if event_stream {
            self.read_events(shared, response, id, http).await;
        } else {
            match read_body(response).await {
                Ok(body) => match serde_json::from_slice::<Value>(&body) {
                    Ok(mut message) => {
                        // An error answered before the body was read (a refused token, a
                        // bad header) has a `null` id, or none: over HTTP it is this
                        // request's.
                        let no_id = message.get("id").is_none_or(Value::is_null);
                        let rpc = message.get("jsonrpc").and_then(Value::as_str) == Some("2.0");
                        if rpc && message.get("error").is_some_and(Value::is_object) && no_id {
                            message["id"] = id.into();
                        }
                        // Not JSON-RPC (an OAuth middleware's `{"error": "invalid_token"}`):
                        // the status below says what happened.
                        if rpc || message.is_array() {
                            self.route(shared, message, http);
                        } else if status.is_success() {
                            shared.settle(
                                id,
                                Err(Failure::client(
                                    FailureKind::Garbled,
                                    "the server answered JSON that is not JSON-RPC",
                                )),
                            );
                        }
                    }
                    Err(_) if !status.is_success() => {}
                    Err(_) => shared.settle(
                        id,
                        Err(Failure::client(
                            FailureKind::Garbled,
                            "the server answered what is not JSON",
                        )),
                    ),
                },
                Err(failure) => shared.settle(id, Err(failure)),
            }
        }
        // Whatever the answer was, it is in. If none was: an error status says what
        // happened (its body was not JSON-RPC: a gateway's, an OAuth middleware's); a
        // success status ended without an answer.
        if !status.is_success() {
            shared.settle(id, Err(Failure::from_status(status.as_u16(), retry_after)));
        }
        shared.settle(id, Err(closed("the server ended its answer without one")));
        Ok(())
    }

    /// Keep the session a response gives (the handshake's), and forget the one a `404`
    /// refuses, if it is still the one the request carried (another request may have begun
    /// a new one meanwhile).
    fn keep_session(
        &self,
        response: &Response,
        initialize: bool,
        status: StatusCode,
        sent: Option<&HeaderValue>,
    ) {
        let mut session = lock(&self.inner.session);
        if initialize && status.is_success() {
            *session = response.headers().get(SESSION_ID).cloned();
        } else if status == StatusCode::NOT_FOUND && sent.is_some() && session.as_ref() == sent {
            tracing::info!(target: "toolwright_client", "the server ended the session (HTTP 404)");
            *session = None;
        }
    }

    /// Whether a session is open (a 2025-11-25 handshake's, not refused since).
    pub(crate) fn has_session(&self) -> bool {
        lock(&self.inner.session).is_some()
    }

    /// Route each message of an event stream, until the answer to request `id`.
    async fn read_events(
        &self,
        shared: &Arc<Shared>,
        response: Response,
        id: u64,
        http: Option<(u16, Option<Duration>)>,
    ) {
        let mut events = sse_stream::SseStream::from_bytes_stream(response.bytes_stream());
        while let Some(event) = events.next().await {
            let Ok(event) = event else { return };
            let Some(data) = event.data.filter(|d| !d.is_empty()) else {
                continue;
            };
            match serde_json::from_str::<Value>(&data) {
                Ok(message) => self.route(shared, message, http),
                Err(_) => {
                    tracing::warn!(target: "toolwright_client", "an event that is not JSON; ignored")
                }
            }
            if !shared.is_waiting(id) {
                // Answered (or given up): the stream need not stay open until the server
                // closes it.
                return;
            }
        }
    }

    /// Route `message`; a request of the server's is answered in a `POST` of its own, so
    /// the stream it came on goes on.
    fn route(&self, shared: &Arc<Shared>, message: Value, http: Option<(u16, Option<Duration>)>) {
        for message in batch(message) {
            if let Some(reply) = shared.route(message, http) {
                let this = self.clone();
                let shared = Arc::clone(shared);
                tokio::spawn(async move {
                    let _ = this.send(&shared, reply, Route::default()).await;
                });
            }
        }
    }

    /// Request `id` was given up. In 2026-07-28 the caller dropping its response is the
    /// cancellation; in 2025-11-25 the server is told.
    pub(crate) fn cancel(&self, shared: &Arc<Shared>, _id: u64, notice: Value) {
        if self.inner.era == Era::Legacy {
            let this = self.clone();
            let shared = Arc::clone(shared);
            tokio::spawn(async move {
                let _ = this.send(&shared, notice, Route::default()).await;
            });
        }
    }

    /// End the session (`DELETE`), if there is one.
    pub(crate) async fn close(&self) {
        let Some(session) = lock(&self.inner.session).take() else {
            return;
        };
        let request = self
            .inner
            .client
            .delete(&self.inner.url)
            .headers(self.inner.headers.clone())
            .header(SESSION_ID, session);
        match tokio::time::timeout(CLOSE_PATIENCE, request.send()).await {
            Ok(Ok(_)) => {}
            // Without the URL, which may carry a credential.
            Ok(Err(e)) => {
                tracing::debug!(target: "toolwright_client", "ending the session: {}", e.without_url())
            }
            Err(_) => tracing::debug!(target: "toolwright_client", "ending the session: no answer"),
        }
    }

    /// The `POST` of `message`, and the session it carries.
    fn post(
        &self,
        message: &Value,
        route: &Route,
    ) -> Result<(reqwest::RequestBuilder, Option<HeaderValue>), Failure> {
        let inner = &self.inner;
        let body = serde_json::to_vec(message).expect("a JSON value serializes");
        let mut request = inner
            .client
            .post(&inner.url)
            .headers(inner.headers.clone())
            .header(CONTENT_TYPE, "application/json")
            .header(ACCEPT, "application/json, text/event-stream");
        if let Some(version) = lock(&inner.version).clone() {
            request = request.header(PROTOCOL_VERSION, version);
        }
        let session = lock(&inner.session).clone();
        if let Some(session) = &session {
            request = request.header(SESSION_ID, session);
        }
        if inner.era == Era::Stateless {
            if let Some(method) = message.get("method").and_then(Value::as_str) {
                request = request.header(METHOD, header_text(method)?);
            }
            if let Some(name) = &route.name {
                request = request.header(NAME, header_text(name)?);
            }
            for (header, value) in &route.params {
                let name =
                    HeaderName::try_from(format!("{PARAM_PREFIX}{header}")).map_err(|_| {
                        Failure::client(
                            FailureKind::Garbled,
                            "a tool's x-mcp-header is no header name",
                        )
                    })?;
                request = request.header(name, header_text(value)?);
            }
        }
        Ok((request.body(body), session))
    }
}

/// A header value for `text` (2026-07-28's encoding).
fn header_text(text: &str) -> Result<HeaderValue, Failure> {
    HeaderValue::from_str(&headers::encode(text))
        .map_err(|_| Failure::client(FailureKind::Garbled, "a value no header can carry"))
}

/// `Retry-After`: seconds, or an HTTP date.
fn retry_after(headers: &HeaderMap) -> Option<Duration> {
    let value = headers.get(RETRY_AFTER)?.to_str().ok()?.trim();
    if let Ok(seconds) = value.parse::<u64>() {
        return Some(Duration::from_secs(seconds));
    }
    let when = httpdate::parse_http_date(value).ok()?;
    Some(when.duration_since(SystemTime::now()).unwrap_or_default())
}

/// The body, up to [`MAX_BODY`].
async fn read_body(mut response: Response) -> Result<Vec<u8>, Failure> {
    let mut body = Vec::new();
    loop {
        match response.chunk().await {
            Ok(Some(chunk)) if body.len() + chunk.len() > MAX_BODY => {
                return Err(Failure::client(
                    FailureKind::Garbled,
                    "the server's answer is over 64 MiB",
                ))
            }
            Ok(Some(chunk)) => body.extend_from_slice(&chunk),
            Ok(None) => return Ok(body),
            Err(_) => return Err(closed("the connection failed mid-answer")),
        }
    }
}

/// The messages of a body: one, or each of a batch.
fn batch(message: Value) -> Vec<Value> {
    match message {
        Value::Array(messages) => messages,
        one => vec![one],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_reads_seconds_and_dates() {
        let mut headers = HeaderMap::new();
        headers.insert(RETRY_AFTER, HeaderValue::from_static("7"));
        assert_eq!(retry_after(&headers), Some(Duration::from_secs(7)));
        let later = httpdate::fmt_http_date(SystemTime::now() + Duration::from_secs(120));
        headers.insert(RETRY_AFTER, HeaderValue::from_str(&later).unwrap());
        let wait = retry_after(&headers).unwrap();
        assert!(wait > Duration::from_secs(100) && wait <= Duration::from_secs(120));
        headers.insert(RETRY_AFTER, HeaderValue::from_static("soon"));
        assert_eq!(retry_after(&headers), None);
    }
}
