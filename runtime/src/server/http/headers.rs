//! What the HTTP headers of a request must say: each header read as one value said once,
//! `Host` and `Origin` (DNS rebinding), `Content-Type` and `Accept`, and the 2026-07-28
//! routing and `Mcp-Param-*` headers, which must repeat the body.

use crate::server::engine::methods::Method;
use crate::toolset::ParamHeader;
use axum::http::header::{ACCEPT, AUTHORIZATION, CONTENT_TYPE, HOST, ORIGIN};
use axum::http::{HeaderMap, HeaderName, HeaderValue, Uri};
use serde_json::Value;

pub(crate) use crate::wire::headers::{decode, METHOD, NAME, PROTOCOL_VERSION, SESSION_ID};
pub(crate) const TRACEPARENT: &str = "traceparent";

/// A header that toolwright reads as one value, sent on more than one line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Repeated {
    /// A 2026-07-28 routing header (`MCP-Protocol-Version`, `Mcp-Method`, `Mcp-Name`):
    /// `400` with `-32020` and this message.
    Routing(&'static str),
    /// `Authorization`: the `401` every rejected credential gets.
    Authorization,
    /// Any other (`Host`, `Origin`, `Content-Type`, `Mcp-Session-Id`): `400` with this
    /// message.
    Other(&'static str),
}

/// The headers toolwright reads as single-valued, and how a repeat of each is refused.
/// `Authorization` is read (and so checked) only when the server authenticates.
const SINGLE_VALUED: [(HeaderName, Repeated); 7] = [
    (
        HOST,
        Repeated::Other("Bad request: Host is sent more than once."),
    ),
    (
        ORIGIN,
        Repeated::Other("Bad request: Origin is sent more than once."),
    ),
    (
        CONTENT_TYPE,
        Repeated::Other("Bad request: Content-Type is sent more than once."),
    ),
    (
        HeaderName::from_static(SESSION_ID),
        Repeated::Other("Bad request: Mcp-Session-Id is sent more than once."),
    ),
    (
        HeaderName::from_static(PROTOCOL_VERSION),
        Repeated::Routing("Header mismatch: MCP-Protocol-Version is sent more than once."),
    ),
    (
        HeaderName::from_static(METHOD),
        Repeated::Routing("Header mismatch: Mcp-Method is sent more than once."),
    ),
    (
        HeaderName::from_static(NAME),
        Repeated::Routing("Header mismatch: Mcp-Name is sent more than once."),
    ),
];

/// The one rule for single-valued headers, checked before anything reads a header: a
/// header toolwright reads as one value (`Host`, `Origin`, `Content-Type`,
/// `Mcp-Session-Id`, the routing headers, and `Authorization` when `authenticates`) must
/// come on one line. Two lines are two readings of one request: a proxy or gateway that
/// takes the last would route, check or authorize another request than the one served
/// (RFC 9110 5.3 allows repeating only list-valued fields). Comma-joined values on one
/// line are left to each header's own parsing, and list headers (`Accept`) keep their
/// list meaning.
pub(crate) fn repeated(headers: &HeaderMap, authenticates: bool) -> Option<Repeated> {
    // As many values as names: nothing is repeated, and nothing to look up.
    if headers.len() == headers.keys_len() {
        return None;
    }
    let twice = |name: &HeaderName| headers.get_all(name).iter().nth(1).is_some();
    if authenticates && twice(&AUTHORIZATION) {
        return Some(Repeated::Authorization);
    }
    SINGLE_VALUED
        .iter()
        .find(|(name, _)| twice(name))
        .map(|(_, repeated)| *repeated)
}

/// Which `Host` and `Origin` values are served.
#[derive(Debug, Clone)]
pub(crate) enum Hosts {
    Any,
    /// Host names (no port), lowercase.
    Only(Vec<String>),
}

impl Hosts {
    pub(crate) fn loopback() -> Self {
        Hosts::Only(vec!["localhost".into(), "127.0.0.1".into(), "[::1]".into()])
    }

    fn allows(&self, host: &str) -> bool {
        match self {
            Hosts::Any => true,
            Hosts::Only(names) => {
                let name = strip_port(host);
                names.iter().any(|n| n.eq_ignore_ascii_case(name))
            }
        }
    }
}

/// `host` without its `:port`, keeping an IPv6 literal's brackets.
fn strip_port(host: &str) -> &str {
    if host.starts_with('[') {
        return host.find(']').map_or(host, |end| &host[..=end]);
    }
    host.rsplit_once(':')
        .filter(|(_, port)| port.bytes().all(|b| b.is_ascii_digit()))
        .map_or(host, |(name, _)| name)
}

/// Why a request's `Host` or `Origin` is refused. Every authority the request names must
/// be an allowed host: the `Host` header, and the request line's own when its target is in
/// absolute form (`POST http://host/mcp`), which RFC 9112 3.2.2 puts in place of `Host`.
/// Both are judged, so a reader that takes either one sees an allowed host; a request
/// naming neither is refused.
pub(crate) fn rebinding(
    headers: &HeaderMap,
    uri: &Uri,
    hosts: &Hosts,
    origins: &[String],
) -> Option<&'static str> {
    if !matches!(hosts, Hosts::Any) {
        let header = headers.get(HOST).map(|h| h.to_str().ok());
        let target = uri.authority().map(|a| Some(a.as_str()));
        let allowed = |named: Option<Option<&str>>| match named {
            None => true,
            Some(host) => host.is_some_and(|host| hosts.allows(host)),
        };
        if (header.is_none() && target.is_none()) || !allowed(header) || !allowed(target) {
            return Some("Forbidden: this server does not serve that Host.");
        }
    }
    if let Some(origin) = headers.get(ORIGIN) {
        // Served when listed, or when it is a page of a host the allow-list names (never
        // merely because any host is allowed).
        let of_named_host = |origin: &str| match (hosts, origin.split_once("://")) {
            (Hosts::Only(_), Some(("http" | "https", host))) => hosts.allows(host),
            _ => false,
        };
        let ok = origin.to_str().is_ok_and(|origin| {
            origins.iter().any(|o| o.eq_ignore_ascii_case(origin)) || of_named_host(origin)
        });
        if !ok {
            return Some("Forbidden: this server does not serve that Origin.");
        }
    }
    None
}

/// Whether the body is declared JSON (`application/json`, any parameters).
pub(crate) fn is_json(headers: &HeaderMap) -> bool {
    headers
        .get(CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|t| t.trim().eq_ignore_ascii_case("application/json"))
}

/// What the client's `Accept` lists: JSON, and an SSE stream.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Accepts {
    pub(crate) json: bool,
    pub(crate) sse: bool,
}

pub(crate) fn accepts(headers: &HeaderMap) -> Accepts {
    let mut accepts = Accepts {
        json: false,
        sse: false,
    };
    for value in headers.get_all(ACCEPT) {
        let Ok(value) = value.to_str() else { continue };
        for range in value.split(',') {
            let mut params = range.split(';');
            let media = params.next().unwrap_or("").trim();
            // `q=0` means "not acceptable".
            if params.any(|p| {
                p.trim()
                    .strip_prefix("q=")
                    .is_some_and(|q| q.trim().parse::<f32>().is_ok_and(|q| q == 0.0))
            }) {
                continue;
            }
            let is = |t: &str| media.eq_ignore_ascii_case(t);
            accepts.json |= is("application/json") || is("application/*") || is("*/*");
            accepts.sse |= is("text/event-stream") || is("text/*") || is("*/*");
        }
    }
    accepts
}

/// A header's value as text, if present; `Err` when it is not visible ASCII.
pub(crate) fn text<'a>(headers: &'a HeaderMap, name: &str) -> Result<Option<&'a str>, ()> {
    headers
        .get(name)
        .map(HeaderValue::to_str)
        .transpose()
        .map_err(|_| ())
}

/// Check a 2026-07-28 request's routing headers against its body: `Mcp-Method` equals
/// `method`, and for a method whose `row` names a target (`tools/call`, `prompts/get`,
/// `resources/read`, the tasks extension's), `Mcp-Name` equals that member of `params`
/// (`name`, `uri`, `taskId`). `Err` names what is wrong, for a `-32020` answer.
pub(crate) fn routing(
    headers: &HeaderMap,
    method: &str,
    row: Option<&Method>,
    params: Option<&Value>,
) -> Result<(), &'static str> {
    match text(headers, METHOD) {
        Ok(Some(m)) if m == method => {}
        Ok(Some(_)) => return Err("Header mismatch: Mcp-Method does not match the body's method."),
        Ok(None) => return Err("Header mismatch: the Mcp-Method header is missing."),
        Err(()) => return Err("Header mismatch: Mcp-Method is not a valid header value."),
    }
    // The member the method's row names (SEP-2243; the tasks extension's `taskId`, SEP-2663).
    let Some(member) = row.and_then(|row| row.target) else {
        return Ok(());
    };
    let body = params.and_then(|p| p.get(member)).and_then(Value::as_str);
    match text(headers, NAME) {
        Ok(Some(name)) => match decode(name) {
            Some(name) if Some(&*name) == body => Ok(()),
            Some(_) => Err("Header mismatch: Mcp-Name does not match the body."),
            None => Err("Header mismatch: Mcp-Name is not a valid header value."),
        },
        Ok(None) => Err("Header mismatch: the Mcp-Name header is missing."),
        Err(()) => Err("Header mismatch: Mcp-Name is not a valid header value."),
    }
}

/// Check a 2026-07-28 `tools/call`'s `Mcp-Param-*` headers against its arguments
/// (SEP-2243): an argument with a value must be mirrored, once, by a header that decodes
/// (`=?base64?..?=` strictly, padding included) to the same value (a string as is, an
/// integer numerically, a bool as `true`/`false`); an absent or `null` argument must have no
/// header. `Err` names the header and the argument (never a value), for a `-32020` answer.
pub(crate) fn params(
    headers: &HeaderMap,
    mirrored: &[ParamHeader],
    args: &Value,
) -> Result<(), String> {
    for ParamHeader { property, header } in mirrored {
        let name = format!(
            "{}{}",
            crate::wire::headers::PARAM_PREFIX,
            header.to_ascii_lowercase()
        );
        let mut sent = headers.get_all(name.as_str()).iter();
        let (first, again) = (sent.next(), sent.next());
        let fail = |what: &str| Err(format!("Header mismatch: Mcp-Param-{header} {what}"));
        if again.is_some() {
            return fail("is sent more than once.");
        }
        let body = args.get(property).filter(|v| !v.is_null());
        let (value, body) = match (first, body) {
            (None, None) => continue,
            (None, Some(_)) => {
                return fail(&format!(
                    "is missing; the argument `{property}` has a value."
                ))
            }
            (Some(_), None) => {
                return fail(&format!(
                    "is sent, but the argument `{property}` has no value."
                ))
            }
            (Some(value), Some(body)) => (value, body),
        };
        let Some(decoded) = value.to_str().ok().and_then(decode) else {
            return fail(
                "is not a valid header value (visible ASCII, or `=?base64?...?=` with padding).",
            );
        };
        if !same(&decoded, body) {
            return fail(&format!("does not match the argument `{property}`."));
        }
    }
    Ok(())
}

/// Whether a decoded header value says what the body's `value` says.
fn same(header: &str, value: &Value) -> bool {
    match value {
        Value::String(s) => header == s,
        Value::Bool(b) => header == if *b { "true" } else { "false" },
        Value::Number(n) => match (header.parse::<i128>(), n.as_i64(), n.as_u64()) {
            (Ok(h), Some(b), _) => h == i128::from(b),
            (Ok(h), None, Some(b)) => h == i128::from(b),
            // `42.0` against `42`: compared as numbers (the spec's SHOULD).
            _ => header
                .parse::<f64>()
                .ok()
                .zip(n.as_f64())
                .is_some_and(|(h, b)| h.is_finite() && h == b),
        },
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::server::engine::methods;
    use serde_json::json;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut map = HeaderMap::new();
        for (name, value) in pairs {
            map.append(*name, HeaderValue::from_str(value).unwrap());
        }
        map
    }

    #[test]
    fn hosts_and_origins() {
        let uri = Uri::from_static("/mcp");
        let loopback = Hosts::loopback();
        let check =
            |pairs: &[(&'static str, &str)]| rebinding(&headers(pairs), &uri, &loopback, &[]);
        assert_eq!(check(&[("host", "127.0.0.1:8000")]), None);
        assert_eq!(check(&[("host", "LOCALHOST")]), None);
        assert_eq!(check(&[("host", "[::1]:9")]), None);
        assert!(check(&[("host", "evil.example:8000")]).is_some());
        assert!(check(&[("host", "127.0.0.1.evil.example")]).is_some());
        assert!(check(&[]).is_some());
        assert_eq!(
            check(&[("host", "localhost:1"), ("origin", "http://localhost:3000")]),
            None
        );
        assert!(check(&[("host", "localhost:1"), ("origin", "http://evil.example")]).is_some());
        assert!(check(&[("host", "localhost:1"), ("origin", "null")]).is_some());
        let listed = ["https://app.example".to_owned()];
        assert_eq!(
            rebinding(
                &headers(&[("host", "localhost"), ("origin", "https://app.example")]),
                &uri,
                &loopback,
                &listed
            ),
            None
        );
    }

    #[test]
    fn accept_ranges() {
        let a = |v: &str| accepts(&headers(&[("accept", v)]));
        assert_eq!(
            a("application/json, text/event-stream"),
            Accepts {
                json: true,
                sse: true
            }
        );
        assert_eq!(
            a("*/*"),
            Accepts {
                json: true,
                sse: true
            }
        );
        assert_eq!(
            a("application/json"),
            Accepts {
                json: true,
                sse: false
            }
        );
        assert_eq!(
            a("application/json, text/event-stream;q=0"),
            Accepts {
                json: true,
                sse: false
            }
        );
        assert_eq!(
            accepts(&HeaderMap::new()),
            Accepts {
                json: false,
                sse: false
            }
        );
    }

    #[test]
    fn routing_headers_must_repeat_the_body() {
        let params = json!({"name": "café"});
        let call = |pairs: &[(&'static str, &str)]| {
            routing(
                &headers(pairs),
                "tools/call",
                methods::find("tools/call"),
                Some(&params),
            )
        };
        assert_eq!(
            call(&[
                ("mcp-method", "tools/call"),
                ("mcp-name", "=?base64?Y2Fmw6k=?=")
            ]),
            Ok(())
        );
        assert!(call(&[
            ("mcp-method", "TOOLS/CALL"),
            ("mcp-name", "=?base64?Y2Fmw6k=?=")
        ])
        .is_err());
        assert!(call(&[("mcp-method", "tools/call"), ("mcp-name", "cafe")]).is_err());
        assert!(call(&[("mcp-method", "tools/call")]).is_err());
        assert!(call(&[("mcp-name", "x")]).is_err());
        assert_eq!(
            routing(
                &headers(&[("mcp-method", "tools/list")]),
                "tools/list",
                methods::find("tools/list"),
                None
            ),
            Ok(())
        );
    }
}
