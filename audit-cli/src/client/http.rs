//! Streamable HTTP: each message a POST to the endpoint, answered with a JSON body or an SSE
//! stream; the session id (2025-11-25) and the protocol headers kept and sent.

use super::lines::{self, Line, LINE_CAP};
use super::{answers, request_message, Answer, Crash, Era, How, Together, Wire, STATELESS_VERSION};
use serde_json::{json, Value};
use std::io::{BufReader, Read};
use std::time::{Duration, Instant};
use ureq::http::Response;
use ureq::Body;

/// Bodies, and the data of one SSE event, are read up to this much (an MCP answer is
/// small; a larger one is refused, not held).
const BODY_LIMIT: u64 = 8 << 20;

/// A Streamable HTTP endpoint.
pub struct Http {
    agent: ureq::Agent,
    url: String,
    /// The user's `--header`s (credentials among them: never printed).
    headers: Vec<(String, String)>,
    era: Era,
    session: Option<String>,
    version: Option<String>,
    /// Set when the server answered 404 to the session's id: it expired.
    expired: Option<String>,
    /// What the current request showed of a crash.
    crash: Option<Crash>,
}

impl Http {
    /// A client of `url`, sending `headers` with every request.
    pub fn new(url: &str, headers: Vec<(String, String)>, era: Era) -> Http {
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .max_redirects(0)
            .build()
            .new_agent();
        Http {
            agent,
            url: url.to_owned(),
            headers,
            era,
            session: None,
            version: (era == Era::Stateless).then(|| STATELESS_VERSION.to_owned()),
            expired: None,
            crash: None,
        }
    }

    /// The protocol headers of a message: version, session, and in 2026 `Mcp-Method` and
    /// `Mcp-Name`.
    fn protocol_headers(&self, method: &str, params: &Value) -> Vec<(String, String)> {
        let mut out = Vec::new();
        if let Some(v) = &self.version {
            out.push(("MCP-Protocol-Version".to_owned(), v.clone()));
        }
        if let Some(s) = &self.session {
            out.push(("Mcp-Session-Id".to_owned(), s.clone()));
        }
        if self.era == Era::Stateless {
            out.push(("Mcp-Method".to_owned(), method.to_owned()));
            let name = params.get("name").or_else(|| params.get("uri"));
            if let Some(name) = name.and_then(Value::as_str) {
                out.push(("Mcp-Name".to_owned(), header_value(name)));
            }
        }
        out
    }

    /// POST `message` with the protocol headers and `extra` ones.
    fn post(
        &self,
        message: &Value,
        extra: &[(String, String)],
        timeout: Duration,
    ) -> Result<Response<Body>, ureq::Error> {
        self.request_of(message, extra, timeout)
            .send(message.to_string())
    }

    /// The POST of `message`, headers set, ready to send.
    fn request_of(
        &self,
        message: &Value,
        extra: &[(String, String)],
        timeout: Duration,
    ) -> ureq::RequestBuilder<ureq::typestate::WithBody> {
        let method = message.get("method").and_then(Value::as_str).unwrap_or("");
        let params = message.get("params").cloned().unwrap_or(Value::Null);
        let mut request = self
            .agent
            .post(&self.url)
            .config()
            .timeout_global(Some(timeout))
            .build()
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream");
        for (name, value) in self.protocol_headers(method, &params).iter().chain(extra) {
            request = request.header(name.as_str(), value.as_str());
        }
        request
    }
}

/// `value` as a header value: printable ASCII as it is, anything else as `?` (tool names are
/// ASCII by the spec's naming rule; a server that breaks it gets a mismatch it earned).
fn header_value(value: &str) -> String {
    value
        .chars()
        .map(|c| {
            if c.is_ascii() && !c.is_ascii_control() {
                c
            } else {
                '?'
            }
        })
        .collect()
}

/// Whether `e` (or the error inside it) is a timeout.
fn timed_out(e: &std::io::Error) -> bool {
    e.kind() == std::io::ErrorKind::TimedOut
        || e.get_ref()
            .and_then(|inner| inner.downcast_ref::<ureq::Error>())
            .is_some_and(|u| matches!(u, ureq::Error::Timeout(_)))
}

/// Whether I/O error `e` (or the ureq error inside it) is a connection reset or closed
/// under the read: a crash, with the error.
fn reset(e: &std::io::Error) -> Option<How> {
    use std::io::ErrorKind::{BrokenPipe, ConnectionAborted, ConnectionReset, UnexpectedEof};
    let kind = match e.get_ref().and_then(|i| i.downcast_ref::<ureq::Error>()) {
        Some(ureq::Error::Io(inner)) => inner.kind(),
        _ => e.kind(),
    };
    matches!(
        kind,
        ConnectionReset | ConnectionAborted | UnexpectedEof | BrokenPipe
    )
    .then(|| How::Reset(e.to_string()))
}

/// The crash a failed request shows: the connection refused (the server went before it),
/// reset or closed without an answer.
fn failed(e: &ureq::Error) -> Option<Crash> {
    match e {
        ureq::Error::Io(io) if io.kind() == std::io::ErrorKind::ConnectionRefused => Some(Crash {
            how: How::Refused,
            before: true,
        }),
        ureq::Error::Io(io) => reset(io).map(Crash::during),
        _ => None,
    }
}

/// Whether `response` is an SSE stream.
fn is_sse(response: &Response<Body>) -> bool {
    response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("text/event-stream"))
}

/// Add an SSE `data:` line's data to `data`, a line of its own; whether it was one.
fn push_data(line: &str, data: &mut String) -> bool {
    let Some(rest) = line.strip_prefix("data:") else {
        return false;
    };
    data.push_str(rest.strip_prefix(' ').unwrap_or(rest));
    data.push('\n');
    true
}

/// The answer to request `id` in an SSE stream: the `data` of each event until one answers.
/// A line over [`LINE_CAP`], or an event's data over [`BODY_LIMIT`], ends the read. With it,
/// the crash the stream showed: a line that is not UTF-8, a connection reset under it.
fn from_sse(body: impl Read, id: u64) -> (Answer, Option<How>) {
    let mut reader = BufReader::new(body);
    let mut data = String::new();
    loop {
        let line = match lines::read_line(&mut reader, LINE_CAP) {
            Ok(Some(Line::Text(line))) => line,
            Ok(Some(Line::NotUtf8)) => {
                let why = "the SSE stream has a line that is not UTF-8";
                return (Answer::Transport(why.into()), Some(How::NotUtf8));
            }
            Ok(Some(Line::TooLong(n))) => {
                let why = format!(
                    "the SSE stream has a line of {n} bytes, over the {} MiB cap",
                    LINE_CAP >> 20
                );
                return (Answer::Transport(why), None);
            }
            Ok(None) => break,
            Err(e) if timed_out(&e) => return (Answer::Timeout, None),
            Err(e) => {
                let why = format!("reading the SSE stream failed: {e}");
                return (Answer::Transport(why), reset(&e));
            }
        };
        if push_data(&line, &mut data) {
            if data.len() as u64 > BODY_LIMIT {
                let why = format!("an SSE event over the {} MiB cap", BODY_LIMIT >> 20);
                return (Answer::Transport(why), None);
            }
        } else if line.is_empty() && !data.is_empty() {
            if let Ok(message) = lines::parse(&data) {
                if answers(&message, id) {
                    return (Answer::of_response(&message), None);
                }
            }
            data.clear();
        }
    }
    // A 2025-11-25 server may end a stream early and let the client resume it: no crash.
    let why = "the SSE stream ended without an answer";
    (Answer::Transport(why.to_owned()), None)
}

/// Cut `text` to `max` chars.
pub fn cut(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max).collect();
    out.push('…');
    out
}

/// The answer in response `response` to request `id`, and the crash it showed: a 5xx
/// status without a JSON-RPC answer, a connection reset or closed under the body, a line of
/// an SSE stream that is not UTF-8.
fn answer_of(response: Response<Body>, id: u64) -> (Answer, Option<How>) {
    let status = response.status().as_u16();
    let sse = is_sse(&response);
    let mut body = response.into_body();
    let (answer, how) = if sse {
        from_sse(body.as_reader(), id)
    } else {
        match body.with_config().limit(BODY_LIMIT).read_to_string() {
            Ok(text) => match lines::parse(&text) {
                Ok(message) if answers(&message, id) => (Answer::of_response(&message), None),
                _ => {
                    let why = format!("HTTP {status}: {}", cut(text.trim(), 200));
                    (Answer::Transport(why), None)
                }
            },
            Err(ureq::Error::Timeout(_)) => (Answer::Timeout, None),
            Err(e) => {
                let how = failed(&e).map(|c| c.how);
                let why = format!("HTTP {status}: reading the body failed: {e}");
                (Answer::Transport(why), how)
            }
        }
    };
    let how = match &answer {
        Answer::Transport(why) if status >= 500 && how.is_none() => {
            let body = why.strip_prefix(&format!("HTTP {status}: ")).unwrap_or(why);
            Some(How::Status(status, body.to_owned()))
        }
        _ => how,
    };
    (answer, how)
}

/// The status and text of a response to a raw request: the body whatever its status (an
/// error page too), or the data of an SSE stream's first event; up to [`BODY_LIMIT`].
fn raw_text(response: Response<Body>) -> (u16, String) {
    let status = response.status().as_u16();
    let sse = is_sse(&response);
    let mut body = response.into_body();
    if !sse {
        let text = body.with_config().limit(BODY_LIMIT).read_to_string();
        return (status, text.unwrap_or_default());
    }
    let mut reader = BufReader::new(body.as_reader());
    let mut data = String::new();
    while let Ok(Some(Line::Text(line))) = lines::read_line(&mut reader, LINE_CAP) {
        push_data(&line, &mut data);
        if (line.is_empty() && !data.is_empty()) || data.len() as u64 > BODY_LIMIT {
            break;
        }
    }
    (status, data)
}

impl Wire for Http {
    fn request(&mut self, id: u64, method: &str, params: &Value, timeout: Duration) -> Answer {
        self.crash = None;
        let message = request_message(id, method, params);
        let response = match self.post(&message, &self.headers, timeout) {
            Ok(response) => response,
            Err(ureq::Error::Timeout(_)) => return Answer::Timeout,
            Err(e) => {
                self.crash = failed(&e);
                return Answer::Transport(format!("POST {} failed: {e}", self.url));
            }
        };
        if response.status().as_u16() == 404 && self.session.is_some() {
            // The spec's sign that the session is gone: the client starts a new one.
            let why = "the HTTP session expired (404 to its Mcp-Session-Id)".to_owned();
            self.session = None;
            self.expired = Some(why.clone());
            return Answer::Transport(why);
        }
        if let Some(session) = response
            .headers()
            .get("mcp-session-id")
            .and_then(|v| v.to_str().ok())
        {
            self.session = Some(session.to_owned());
        }
        let (answer, how) = answer_of(response, id);
        self.crash = how.map(Crash::during);
        answer
    }

    fn concurrent(
        &mut self,
        slow: (u64, &str, &Value),
        fast: (u64, &str, &Value),
        timeout: Duration,
    ) -> Option<Together> {
        let message =
            |(id, method, params): (u64, &str, &Value)| request_message(id, method, params);
        let slow_message = message(slow);
        let request = self.request_of(&slow_message, &self.headers, timeout);
        let start = Instant::now();
        let slow_call = std::thread::spawn(move || {
            let response = request.send(slow_message.to_string()).ok()?;
            let answered = !matches!(
                answer_of(response, slow.0).0,
                Answer::Transport(_) | Answer::Timeout
            );
            answered.then(|| start.elapsed())
        });
        // Let the slow call reach the server first.
        std::thread::sleep(Duration::from_millis(100));
        let sent = Instant::now();
        let fast_answer = match self.post(&message(fast), &self.headers, timeout) {
            Ok(response) => answer_of(response, fast.0).0,
            Err(_) => Answer::Timeout,
        };
        let fast_took = sent.elapsed();
        let fast_ended = start.elapsed();
        let slow_took = slow_call.join().ok().flatten()?;
        matches!(fast_answer, Answer::Result(_)).then_some(Together {
            slow: slow_took,
            fast: fast_took,
            after: super::held_until_the_end(slow_took, fast_ended),
        })
    }

    fn broken(&self) -> Option<&str> {
        self.expired.as_deref()
    }

    fn crash(&mut self) -> Option<Crash> {
        self.crash.take()
    }

    fn refused_unread(&self) -> bool {
        self.expired.is_some()
    }

    fn notify(&mut self, method: &str, params: &Value) {
        let message = json!({ "jsonrpc": "2.0", "method": method, "params": params });
        let _ = self.post(&message, &self.headers, Duration::from_secs(10));
    }

    fn set_version(&mut self, version: &str) {
        self.version = Some(version.to_owned());
    }

    fn auth_probe(&mut self, id: u64, bearer: Option<&str>) -> Option<(u16, String, bool)> {
        let message = json!({ "jsonrpc": "2.0", "id": id, "method": "tools/list", "params": {} });
        let mut message = message;
        if self.era == Era::Stateless {
            message["params"]["_meta"] = Value::Object(super::stateless_meta());
        }
        let extra: Vec<(String, String)> = bearer
            .map(|b| vec![("Authorization".to_owned(), format!("Bearer {b}"))])
            .unwrap_or_default();
        Some(match self.post(&message, &extra, Duration::from_secs(10)) {
            Ok(response) => {
                let status = response.status().as_u16();
                let challenge = response.headers().contains_key("www-authenticate");
                let mut body = response.into_body();
                let text = body
                    .with_config()
                    .limit(BODY_LIMIT)
                    .read_to_string()
                    .unwrap_or_default();
                (status, cut(text.trim(), 300), challenge)
            }
            Err(e) => (0, format!("the request failed: {e}"), false),
        })
    }

    fn raw(
        &mut self,
        body: &str,
        _id: Option<u64>,
        route: (&str, &Value),
        wait: Duration,
    ) -> Option<(u16, String)> {
        let (method, params) = route;
        let routed = json!({ "method": method, "params": params });
        let response = self
            .request_of(&routed, &self.headers, wait)
            .send(body.to_owned())
            .ok()?;
        Some(raw_text(response))
    }

    fn name(&self) -> &'static str {
        "http"
    }
}

impl Drop for Http {
    /// End a 2025 session (`DELETE` with its id), as a client leaving should.
    fn drop(&mut self) {
        if let Some(session) = &self.session {
            let mut request = self
                .agent
                .delete(&self.url)
                .config()
                .timeout_global(Some(Duration::from_secs(2)))
                .build()
                .header("Mcp-Session-Id", session.as_str());
            if let Some(v) = &self.version {
                request = request.header("MCP-Protocol-Version", v.as_str());
            }
            for (name, value) in &self.headers {
                request = request.header(name.as_str(), value.as_str());
            }
            let _ = request.call();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_sse_stream_is_read_up_to_the_answer() {
        let stream = "event: message\ndata: {\"jsonrpc\":\"2.0\",\"method\":\"notifications/progress\"}\n\n\
                      : a comment\nevent: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":7,\ndata: \"result\":{\"ok\":true}}\n\n\
                      data: {\"jsonrpc\":\"2.0\",\"id\":8,\"result\":{}}\n\n";
        assert_eq!(
            from_sse(stream.as_bytes(), 7),
            (Answer::Result(json!({"ok": true})), None)
        );
        assert!(matches!(
            from_sse("data: {}\n\n".as_bytes(), 7),
            (Answer::Transport(_), None)
        ));
        assert_eq!(from_sse(&b"data: x\n\xff\n"[..], 7).1, Some(How::NotUtf8));
    }

    #[test]
    fn an_sse_line_or_event_over_the_cap_is_refused_not_held() {
        let line = format!("data: {}\n\n", "x".repeat(LINE_CAP + 1));
        let (Answer::Transport(why), None) = from_sse(line.as_bytes(), 7) else {
            panic!("a line over the cap")
        };
        assert!(why.ends_with("bytes, over the 8 MiB cap"), "{why}");
        let chunk = format!("data: {}\n", "x".repeat(1 << 20));
        let event = chunk.repeat(9);
        let (Answer::Transport(why), None) = from_sse(event.as_bytes(), 7) else {
            panic!("an event over the cap")
        };
        assert_eq!(why, "an SSE event over the 8 MiB cap");
    }
}
