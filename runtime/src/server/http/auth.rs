//! Bearer tokens over HTTP, as the MCP authorization spec gives them: the `401` challenge
//! pointing at the Protected Resource Metadata (RFC 9728), the metadata document itself,
//! and the `403` step-up challenge for a tool whose scope the token lacks.

use super::reply::{empty, respond, Shared};
use crate::access::Access;
use crate::auth::Rejection;
use crate::auth::TokenVerifier;
use crate::caller::Caller;
use crate::classify::{correlated_error, correlation_id};
use crate::server::engine::request::ToolCall;
use crate::server::message::Id;
use crate::server::response;
use crate::wire::codes;
use axum::body::Body;
use axum::http::header::{self, HeaderValue};
use axum::http::{HeaderMap, Method, Response, StatusCode};
use std::sync::Arc;

use serde::Serialize;
use std::fmt;

/// The path prefix of the Protected Resource Metadata (RFC 9728 §3).
pub(crate) const METADATA_PREFIX: &str = "/.well-known/oauth-protected-resource";

/// Bearer-token authentication for the HTTP transport ([`HttpConfig::bearer_auth`]): every
/// request to the MCP endpoint must carry `Authorization: Bearer <token>` that the
/// verifier accepts, and the caller it names is the [`Caller`] of the request's tool calls.
///
/// - No token, or one the verifier rejects for any reason (malformed, unknown, expired,
///   wrong signature, issuer or audience): `401` with
///   `WWW-Authenticate: Bearer resource_metadata="<metadata URL>"`, the same bytes whatever
///   the reason but for the correlation id in the JSON-RPC body. The reason goes to the
///   log with the correlation id; the token goes nowhere.
/// - A verifier that cannot check tokens now ([`Rejection::Unavailable`]): `503` with
///   `Retry-After`.
/// - A `tools/call` of a tool whose scopes the token lacks: `403` with
///   `WWW-Authenticate: Bearer error="insufficient_scope", scope="<needed and granted>"`, so
///   the client can ask its user for more (step-up), logged with the subject.
/// - `GET /.well-known/oauth-protected-resource` (and the same with the endpoint's path
///   appended, e.g. `/.well-known/oauth-protected-resource/mcp`): the metadata document,
///   naming the resource, its authorization servers and its scopes.
///
/// [`HttpConfig::bearer_auth`]: super::HttpConfig::bearer_auth
#[derive(Clone)]
pub struct BearerAuth {
    verifier: Arc<dyn TokenVerifier>,
    resource: String,
    metadata_url: String,
    authorization_servers: Vec<String>,
    scopes_supported: Option<Vec<String>>,
    resource_name: Option<String>,
    /// `scopes_supported` as served when none are set: every scope a tool requires.
    pub(crate) tool_scopes: Vec<String>,
}

impl fmt::Debug for BearerAuth {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("BearerAuth")
            .field("resource", &self.resource)
            .field("authorization_servers", &self.authorization_servers)
            .field("scopes_supported", &self.scopes_supported)
            .finish_non_exhaustive()
    }
}

impl BearerAuth {
    /// Authenticate with `verifier` the callers of the MCP endpoint at `resource`, its
    /// canonical URL as clients reach it (`https://mcp.example.com/mcp`: the audience the
    /// tokens must be issued for), whose tokens `authorization_server` issues.
    ///
    /// # Panics
    ///
    /// If `resource` is not an absolute `http` or `https` URL without a query or fragment.
    pub fn new(
        verifier: impl TokenVerifier,
        resource: impl Into<String>,
        authorization_server: impl Into<String>,
    ) -> Self {
        let resource = resource.into();
        let metadata_url = metadata_url(&resource).unwrap_or_else(|| {
            panic!(
                "toolwright: the resource `{resource}` is not an absolute http(s) URL without a query or fragment"
            )
        });
        BearerAuth {
            verifier: Arc::new(verifier),
            resource,
            metadata_url,
            authorization_servers: vec![authorization_server.into()],
            scopes_supported: None,
            resource_name: None,
            tool_scopes: Vec::new(),
        }
    }

    /// The same, naming another authorization server whose tokens are accepted.
    #[must_use]
    pub fn authorization_server(mut self, url: impl Into<String>) -> Self {
        self.authorization_servers.push(url.into());
        self
    }

    /// The `scopes_supported` of the metadata document (default: every scope a tool
    /// requires, which is what a client should ask for).
    #[must_use]
    pub fn scopes_supported<I: IntoIterator<Item = S>, S: Into<String>>(
        mut self,
        scopes: I,
    ) -> Self {
        self.scopes_supported = Some(scopes.into_iter().map(Into::into).collect());
        self
    }

    /// The `resource_name` of the metadata document, for people choosing whether to grant
    /// access.
    #[must_use]
    pub fn resource_name(mut self, name: impl Into<String>) -> Self {
        self.resource_name = Some(name.into());
        self
    }

    /// The URL of the metadata document (what the `401` challenge names).
    pub fn metadata_url(&self) -> &str {
        &self.metadata_url
    }

    /// The caller of a request, or why it has none.
    pub(crate) async fn authenticate(&self, headers: &HeaderMap) -> Result<Caller, Rejection> {
        // A repeated `Authorization` was refused before (headers::repeated).
        let Some(value) = headers.get(header::AUTHORIZATION) else {
            return Err(Rejection::Missing);
        };
        let token = value
            .to_str()
            .ok()
            .and_then(|v| {
                let (scheme, token) = v.split_once(' ')?;
                scheme
                    .eq_ignore_ascii_case("bearer")
                    .then_some(token.trim())
            })
            .filter(|t| !t.is_empty())
            .ok_or(Rejection::Malformed)?;
        self.verifier.verify(token).await
    }

    /// `WWW-Authenticate` of a `401`.
    pub(crate) fn challenge(&self) -> HeaderValue {
        HeaderValue::try_from(format!(
            "Bearer resource_metadata=\"{}\"",
            self.metadata_url
        ))
        .expect("the metadata URL is a valid header value")
    }

    /// `WWW-Authenticate` of a `403` for a call needing `missing`: the scope list names
    /// what the call needs and what the caller already holds, so a client that
    /// re-authorizes with it loses nothing (what the 2025-11-25 spec asks, and 2026-07-28
    /// allows).
    pub(crate) fn step_up(&self, caller: &Caller, missing: &[&str]) -> HeaderValue {
        let mut scopes: Vec<&str> = caller.scopes().chain(missing.iter().copied()).collect();
        scopes.sort_unstable();
        scopes.dedup();
        // Scope tokens are printable ASCII without `"` or `\` (RFC 6749); anything else a
        // token carried is left out of the header.
        scopes.retain(|s| {
            s.bytes()
                .all(|b| b.is_ascii_graphic() && b != b'"' && b != b'\\')
        });
        HeaderValue::try_from(format!(
            "Bearer error=\"insufficient_scope\", scope=\"{}\", resource_metadata=\"{}\", error_description=\"The token lacks a scope this tool requires.\"",
            scopes.join(" "),
            self.metadata_url
        ))
        .expect("scope tokens and the metadata URL are valid header values")
    }

    /// The metadata document (RFC 9728 §2).
    pub(crate) fn metadata(&self) -> Vec<u8> {
        #[derive(Serialize)]
        struct Metadata<'a> {
            resource: &'a str,
            authorization_servers: &'a [String],
            scopes_supported: &'a [String],
            bearer_methods_supported: [&'static str; 1],
            #[serde(skip_serializing_if = "Option::is_none")]
            resource_name: Option<&'a str>,
        }
        serde_json::to_vec(&Metadata {
            resource: &self.resource,
            authorization_servers: &self.authorization_servers,
            scopes_supported: self.scopes_supported.as_ref().unwrap_or(&self.tool_scopes),
            bearer_methods_supported: ["header"],
            resource_name: self.resource_name.as_deref(),
        })
        .expect("metadata serializes")
    }
}

/// The metadata URL of `resource`: its origin, [`METADATA_PREFIX`], then its path (RFC 9728
/// §3.1), without a trailing `/`.
fn metadata_url(resource: &str) -> Option<String> {
    let (scheme, rest) = resource.split_once("://")?;
    if !(scheme.eq_ignore_ascii_case("http") || scheme.eq_ignore_ascii_case("https"))
        || rest.contains(['?', '#', '"', ' '])
    {
        return None;
    }
    let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
    if authority.is_empty() {
        return None;
    }
    let path = path.trim_end_matches('/');
    Some(format!("{scheme}://{authority}{METADATA_PREFIX}{path}"))
}

/// The Protected Resource Metadata document (RFC 9728), when the server authenticates.
pub(crate) fn metadata(auth: Option<&BearerAuth>, method: &Method) -> Response<Body> {
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
pub(crate) fn unauthorized(auth: &BearerAuth, why: &Rejection) -> Response<Body> {
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
pub(super) fn step_up(shared: &Shared, id: &Id, call: &ToolCall) -> Option<Response<Body>> {
    let auth = shared.config.auth.as_ref()?;
    let caller = call.caller.as_ref()?;
    // Not for a tool hidden from the caller: that decision is `Hidden`.
    if call.access != Some(Access::Missing) {
        return None;
    }
    let missing = shared.engine.missing_scopes(call, caller);
    let correlation = correlation_id();
    tracing::warn!(
        target: "toolwright::server",
        correlation_id = %correlation,
        subject = caller.subject(),
        tool = %call.name,
        missing = %missing.join(" "),
        "request refused: insufficient scope (403)"
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

#[cfg(test)]
mod tests {
    use super::metadata_url;

    #[test]
    fn the_metadata_url_inserts_the_well_known_prefix_before_the_path() {
        assert_eq!(
            metadata_url("https://example.com/public/mcp").as_deref(),
            Some("https://example.com/.well-known/oauth-protected-resource/public/mcp")
        );
        assert_eq!(
            metadata_url("http://127.0.0.1:8000/mcp/").as_deref(),
            Some("http://127.0.0.1:8000/.well-known/oauth-protected-resource/mcp")
        );
        assert_eq!(
            metadata_url("https://example.com").as_deref(),
            Some("https://example.com/.well-known/oauth-protected-resource")
        );
        for bad in [
            "example.com/mcp",
            "ftp://x/mcp",
            "https:///mcp",
            "https://x/mcp?a=1",
            "https://x/mcp#f",
        ] {
            assert_eq!(metadata_url(bad), None, "{bad}");
        }
    }
}
