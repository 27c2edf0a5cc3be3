//! The test client over Streamable HTTP: a server's tower service called in-process (no
//! socket; the same engine, encoders and HTTP layer as `serve_http`), or a URL through
//! hyper's client. Each message is a `POST`; its answer (a JSON body or an event stream) is
//! read into lines, as the stdio transport writes them, so the rest of the client is the same.

use crate::server::era::STATELESS_VERSIONS;
use crate::server::http::McpService;
use crate::server::routed_name;
use crate::wire::headers::{self, METHOD, NAME, PROTOCOL_VERSION, SESSION_ID};
use crate::wire::Era;
use axum::body::{Body, Bytes};
use axum::http::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, HOST};
use axum::http::{HeaderMap, HeaderValue, Method, Request, Response, StatusCode, Uri};
use futures_util::StreamExt as _;
use http_body_util::{BodyExt as _, Full};
use hyper_util::client::legacy::{connect::HttpConnector, Client};
use hyper_util::rt::TokioExecutor;
use serde_json::Value;
use std::collections::VecDeque;
use tower_service::Service as _;

/// Where requests go.
enum Target {
    Service(McpService),
    Url(Client<HttpConnector, Full<Bytes>>, Uri),
}

/// A Streamable HTTP connection, read as lines.
pub(super) struct HttpWire {
    target: Target,
    era: Era,
    headers: HeaderMap,
    session: Option<HeaderValue>,
    version: Option<HeaderValue>,
    lines: VecDeque<String>,
    /// The status of the last answer.
    pub(super) status: Option<StatusCode>,
}

impl HttpWire {
    pub(super) fn service(service: McpService, era: Era) -> HttpWire {
        let mut headers = HeaderMap::new();
        // The service checks `Host` against DNS rebinding: the loopback name it allows.
        headers.insert(HOST, HeaderValue::from_static("127.0.0.1"));
        HttpWire::new(Target::Service(service), era, headers)
    }

    pub(super) fn url(url: &str, era: Era, bearer: Option<&str>) -> HttpWire {
        let uri: Uri = url
            .parse()
            .unwrap_or_else(|e| panic!("not a URL ({e}): {url}"));
        let client = Client::builder(TokioExecutor::new()).build_http();
        let mut headers = HeaderMap::new();
        if let Some(token) = bearer {
            let mut value = HeaderValue::from_str(&format!("Bearer {token}"))
                .expect("a bearer token is header text");
            value.set_sensitive(true);
            headers.insert(AUTHORIZATION, value);
        }
        HttpWire::new(Target::Url(client, uri), era, headers)
    }

    fn new(target: Target, era: Era, headers: HeaderMap) -> HttpWire {
        HttpWire {
            target,
            era,
            headers,
            session: None,
            version: (era == Era::Stateless)
                .then(|| HeaderValue::from_static(STATELESS_VERSIONS[0])),
            lines: VecDeque::new(),
            status: None,
        }
    }

    /// `POST` `message`; what comes back is read into lines.
    pub(super) async fn post(&mut self, message: &Value) {
        let request = self.request(message);
        let response = match &mut self.target {
            Target::Service(service) => match service.call(request).await {
                Ok(response) => response,
                Err(never) => match never {},
            },
            Target::Url(client, uri) => {
                let (mut parts, body) = request.into_parts();
                parts.uri = uri.clone();
                let body = Full::new(body.collect().await.expect("a full body").to_bytes());
                client
                    .request(Request::from_parts(parts, body))
                    .await
                    .unwrap_or_else(|e| panic!("the server at {uri} could not be reached: {e}"))
                    .map(Body::new)
            }
        };
        self.read(response, message.get("id")).await;
    }

    /// The next line the server sent.
    pub(super) fn next_line(&mut self) -> Option<String> {
        self.lines.pop_front()
    }

    fn request(&self, message: &Value) -> Request<Body> {
        let mut request = Request::builder()
            .method(Method::POST)
            .uri("/mcp")
            .header(CONTENT_TYPE, "application/json")
            .header(ACCEPT, "application/json, text/event-stream");
        for (name, value) in &self.headers {
            request = request.header(name, value);
        }
        if let Some(version) = &self.version {
            request = request.header(PROTOCOL_VERSION, version);
        }
        if let Some(session) = &self.session {
            request = request.header(SESSION_ID, session);
        }
        if self.era == Era::Stateless {
            if let Some(method) = message.get("method").and_then(Value::as_str) {
                request = request.header(METHOD, method);
            }
            let method = message.get("method").and_then(Value::as_str);
            let params = message.get("params").and_then(Value::as_object);
            let name = method.zip(params).and_then(|(m, p)| routed_name(m, p));
            if let Some(name) = name {
                request = request.header(NAME, &*headers::encode(name));
            }
        }
        let body = serde_json::to_vec(message).expect("a JSON value serializes");
        request.body(Body::from(body)).expect("a valid request")
    }

    async fn read(&mut self, response: Response<Body>, id: Option<&Value>) {
        let status = response.status();
        self.status = Some(status);
        if let Some(session) = response.headers().get(SESSION_ID) {
            self.session = Some(session.clone());
        }
        let version = response
            .headers()
            .get(PROTOCOL_VERSION)
            .filter(|_| self.era == Era::Legacy);
        if let Some(version) = version {
            self.version = Some(version.clone());
        }
        let events = response
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/event-stream"));
        if events {
            let mut stream = sse_stream::SseStream::new(response.into_body());
            while let Some(event) = stream.next().await {
                let event = event.expect("the event stream reads");
                if let Some(data) = event.data.filter(|d| !d.is_empty()) {
                    self.lines.push_back(data);
                }
            }
            return;
        }
        let body = response
            .into_body()
            .collect()
            .await
            .expect("the body reads");
        let body = body.to_bytes();
        if body.is_empty() {
            assert!(
                status.is_success() || id.is_none(),
                "the server answered HTTP {status} with no body"
            );
            return;
        }
        let message: Value = serde_json::from_slice(&body).unwrap_or_else(|e| {
            panic!(
                "the server answered HTTP {status} with what is not JSON ({e}): {}",
                String::from_utf8_lossy(&body)
            )
        });
        // An error answered before the body was read (a refused token, a bad header) has a
        // `null` id: over HTTP it is this request's. Otherwise the line is the bytes as sent.
        let line = match (id, message.get("id")) {
            (Some(id), Some(Value::Null)) => {
                let mut message = message;
                message["id"] = id.clone();
                message.to_string()
            }
            _ => String::from_utf8_lossy(body.trim_ascii_end()).into_owned(),
        };
        self.lines.push_back(line);
    }
}
