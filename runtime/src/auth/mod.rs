//! Who is calling: verifying the credential a request carries and turning it into the
//! [`Caller`] a handler sees.
//!
//! MCP keeps credentials away from the model: over HTTP an access token travels only in the
//! `Authorization: Bearer` header, and a stdio server takes its credential from the
//! environment. Neither ever becomes a tool argument, and toolwright hands a handler the
//! [`Caller`] the credential stands for, never the credential.
//!
//! Credentials never pass through the model. A tool takes the caller as a `#[ctx]` parameter,
//! not as an argument, and names the scopes it needs; the scopes come from one enum the
//! application declares, so a misspelled scope does not compile:
//!
//! ```
//! use toolwright::{mcp_tool, tools, Caller, CallOptions, ScopeSet, ToolError};
//!
//! #[derive(Debug, Clone, Copy, ScopeSet)]
//! pub enum Scope {
//!     /// Read the customer's orders.
//!     #[scope("orders:read")]
//!     OrdersRead,
//!     /// Refund orders.
//!     #[scope("refunds:write")]
//!     Refunds,
//!     /// Everything an operator may do.
//!     #[scope("payments:admin", includes(OrdersRead, Refunds))]
//!     Admin,
//! }
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! pub enum RefundError {
//!     #[error("order {order} belongs to another customer")]
//!     #[error_kind(security, disguise = NotFound)]
//!     Foreign { order: String },
//!     #[error("order {0} not found")]
//!     #[error_kind(operational, category = "not_found", message = "No such order.")]
//!     NotFound(String),
//! }
//!
//! /// Refund one of the caller's orders.
//! #[mcp_tool(destructive, scopes = [Scope::Refunds])]
//! async fn refund(#[ctx] caller: Caller, order_id: String) -> Result<String, RefundError> {
//!     // `caller.subject()` is the verified subject, never something the model typed.
//!     if !order_id.starts_with(caller.subject()) {
//!         return Err(RefundError::Foreign { order: order_id });
//!     }
//!     Ok(format!("refunded {order_id}"))
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! let tools = tools![refund];
//! let alice = Caller::new("alice").expect("a named subject").with_scopes(["refunds:write"]);
//! let ok = tools.call_with("refund", serde_json::json!({"order_id": "alice-1"}),
//!                          CallOptions::default().with_caller(alice)).await;
//! assert!(ok.as_result().is_some_and(|r| !r.is_error));
//! // No caller, or one without `refunds:write`: refused before the arguments are looked at.
//! let refused = tools.call("refund", serde_json::json!({"order_id": "alice-1"})).await;
//! let refused = refused.as_error().expect("a protocol error");
//! assert!(refused.message.starts_with("Unauthorized (ref tw-"));
//! # }
//! ```
//!
//! - **The caller** ([`Caller`]: subject, client id, issuer, scopes, expiry, claims) comes
//!   from a verified credential on every transport: a bearer token per request over HTTP, the
//!   credential a stdio server was started with ([`Server::caller`](crate::server::Server::caller), usually from
//!   [`caller_from_env`], checked once at start), [`CallOptions::with_caller`](crate::CallOptions::with_caller)
//!   in-process and in tests. It never holds the credential, so a handler cannot pass the
//!   token on; its `Debug` shows claim names, never claim values. `#[ctx] caller: Caller`
//!   refuses a call without one (security `unauthorized`); `Option<Caller>` takes either.
//! - **Scopes** (`#[mcp_tool(scopes = [..])]`) are all required, checked before argument
//!   validation and before the handler. A broader scope `includes(..)` narrower ones (the
//!   2026-07-28 spec asks servers to honour that). No caller: `-32600 "Unauthorized (ref
//!   tw-…)"`; a missing scope: `-32600 "Access denied (ref tw-…)"` (over HTTP a `403` step-up
//!   challenge instead).
//!   [`ToolSet::error_surface`](crate::ToolSet::error_surface) lists each tool's scopes.
//! - **Visibility**: [`Visibility::Callable`](crate::access::Visibility::Callable)
//!   ([`ToolSet::with_visibility`](crate::ToolSet::with_visibility),
//!   [`Server::visibility`](crate::server::Server::visibility))
//!   lists only the tools the caller may call, and answers a call to any other exactly as a
//!   call to a tool that does not exist, so neither the list nor a call reveals what else the
//!   server offers (the price: a client never sees a `403` to step up from).
//! - **Verifiers.** A [`TokenVerifier`] checks a token and names its caller, or says why not
//!   ([`Rejection`], for the server log only: every rejection looks the same to the client);
//!   implement it for your scheme (introspection, a session store). [`StaticTokens`] keeps API
//!   keys as SHA-256 digests compared in constant time (`subtle`). `JwtVerifier` (feature
//!   `jwt`, on the `jsonwebtoken` crate) checks RS256/PS256/ES256/ES384/EdDSA signatures with
//!   keys from a JWKS document (inline, a file, or fetched from a URL and cached: `RemoteJwks`),
//!   HS256 only when given a secret, refuses `alg: none`, algorithm confusion and keys a token
//!   carries in its own header, and checks `iss`, `aud` (the server's canonical URL, RFC 8707,
//!   compared case-insensitively on scheme and host; an `aud` array must name only this server
//!   unless `accept_shared_audience()`), `exp`/`nbf` (30 s leeway, at most 5 minutes), an `iat`
//!   in the future (beyond the leeway), and `sub`, which must name someone. It takes nothing
//!   else on trust: a `crit` header extension (none is understood: RFC 7515 says refuse), a
//!   `typ` that is not an access token's (`at+jwt`, `JWT`, or none), a header or payload naming
//!   a member twice, and a JWKS whose keys share a `kid` are all refused.
//!   [`caller_from_env`]: the caller of a stdio server, from a token in an environment
//!   variable, verified once at start.
//! - **No caller without a name.** [`Caller::new`] returns `Result<Caller,
//!   `[`InvalidSubject`]`>`: an empty, blank or control-character subject is refused, so a check
//!   like `order_id.starts_with(caller.subject())` can never be passed by a nameless caller,
//!   and no verifier (`JwtVerifier`, `StaticTokens`, your own, `caller_from_env`) can hand a
//!   handler one. In a `TokenVerifier`, `Caller::new(sub)?` answers a blank subject as
//!   [`Rejection::MissingClaim`]`("sub")`.
//! - **Over HTTP** (`HttpConfig::bearer_auth(BearerAuth::new(verifier, resource_url,
//!   authorization_server))`, feature `http`): every request needs `Authorization: Bearer`;
//!   every rejected token gets one identical `401`, a missing scope a `403` step-up challenge,
//!   a verifier that cannot check tokens now a `503`, and a session is bound to the subject
//!   that opened it. The `server::http` module lists each answer and the Protected Resource
//!   Metadata it serves.
//! - **Secrets out of the log too**: a `#[sensitive]` error field named in the variant's
//!   `#[error("...")]` text (the Display the log records), or used as its source, does not
//!   compile; a `#[sensitive]` tool argument's value never reaches the log (a decoding failure
//!   logs the argument's name only).
//!
//! The payments example: `PAYMENTS_API_KEY=tok_live_demo_7c1d` for the stdio binary; the
//! HTTP binary verifies demo JWTs (`cargo run -p toolwright-examples --bin http -- mint c-100
//! orders:read refunds:write` prints one, signed with the documented demo secret, for
//! `http://127.0.0.1:8000/mcp`). A server that needs a credential: over stdio it goes in the
//! server's `env` (Claude Desktop's `claude_desktop_config.json`, Cursor's `.cursor/mcp.json`),
//! over HTTP in `headers` (Cursor; Claude Code: `claude mcp add --transport http payments
//! http://127.0.0.1:8000/mcp --header "Authorization: Bearer <token>"`), never in a prompt:
//!
//! ```json
//! {
//!   "mcpServers": {
//!     "payments": {
//!       "command": "/path/to/toolwright/target/release/payments",
//!       "env": { "PAYMENTS_API_KEY": "tok_live_demo_7c1d" }
//!     },
//!     "payments-http": {
//!       "url": "http://127.0.0.1:8000/mcp",
//!       "headers": { "Authorization": "Bearer <the token `http mint` printed>" }
//!     }
//!   }
//! }
//! ```

mod env;
#[cfg(feature = "jwt")]
mod jwt;
mod static_tokens;

pub use env::{caller_from_env, EnvCredentialError};
#[cfg(feature = "jwt")]
pub use jwt::{FetchJwks, InvalidKeys, Jwks, JwtVerifier, RemoteJwks};
pub use static_tokens::StaticTokens;

pub use crate::caller::InvalidSubject;

use crate::caller::Caller;
use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// What [`TokenVerifier::verify`] returns.
pub type VerifyFuture<'a> = Pin<Box<dyn Future<Output = Result<Caller, Rejection>> + Send + 'a>>;

/// Checks a bearer token and names its caller. Implement it for your own scheme (token
/// introspection, a session store); toolwright ships [`StaticTokens`] and, with the `jwt`
/// feature, `JwtVerifier`.
///
/// ```
/// use toolwright::auth::{Rejection, TokenVerifier, VerifyFuture};
/// use toolwright::Caller;
///
/// /// Asks the identity service who a token belongs to.
/// struct Introspect;
///
/// impl TokenVerifier for Introspect {
///     fn verify<'a>(&'a self, token: &'a str) -> VerifyFuture<'a> {
///         Box::pin(async move {
///             // ... an RFC 7662 introspection request, say ...
///             match token.len() {
///                 0 => Err(Rejection::Malformed),
///                 // `?`: a blank subject is `Rejection::MissingClaim("sub")`.
///                 _ => Ok(Caller::new("user-1")?.with_scopes(["orders:read"])),
///             }
///         })
///     }
/// }
/// ```
pub trait TokenVerifier: Send + Sync + 'static {
    /// The caller `token` stands for, or why it stands for none. `token` is a secret: an
    /// implementation must not log it, nor put it in the [`Caller`].
    fn verify<'a>(&'a self, token: &'a str) -> VerifyFuture<'a>;
}

impl<T: TokenVerifier + ?Sized> TokenVerifier for Arc<T> {
    fn verify<'a>(&'a self, token: &'a str) -> VerifyFuture<'a> {
        (**self).verify(token)
    }
}

impl<T: TokenVerifier + ?Sized> TokenVerifier for Box<T> {
    fn verify<'a>(&'a self, token: &'a str) -> VerifyFuture<'a> {
        (**self).verify(token)
    }
}

/// Why a token names no caller. For the server's log: over HTTP every rejection but
/// [`Rejection::Unavailable`] is one identical `401`, so the answer tells a prober nothing.
/// Its `Display` never contains the token.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Rejection {
    /// No credential was presented.
    Missing,
    /// Not a token of the expected form (not a JWT, bad encoding, no `sub`).
    Malformed,
    /// Not a token this server knows.
    Unknown,
    /// The signature does not verify.
    BadSignature,
    /// The token's algorithm is `none`, not allowed, or not the signing key's.
    Algorithm,
    /// No signing key matches the token's `kid`.
    UnknownKey,
    /// Expired (past `exp`, beyond the leeway).
    Expired,
    /// Not valid yet (before `nbf`, beyond the leeway).
    NotYetValid,
    /// Issued by someone other than the configured issuer.
    WrongIssuer,
    /// Issued for another resource (its audience is not this server's canonical URL).
    WrongAudience,
    /// A claim the server requires is missing or has the wrong type (`sub` also when it
    /// names no one: empty, blank, or with a control character).
    MissingClaim(&'static str),
    /// The token's header lists in `crit` an extension this verifier does not understand
    /// (RFC 7515 §4.1.11: such a token must be refused).
    UnknownCritical,
    /// The token's `typ` says it is something other than an access token (a logout token,
    /// a DPoP proof, ...).
    WrongType,
    /// Revoked, or reported inactive by the authorization server.
    Revoked,
    /// The token could not be checked now (signing keys unreachable): over HTTP a `503`,
    /// not a `401`, so clients retry instead of sending their user to log in again.
    Unavailable,
}

impl fmt::Display for Rejection {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Rejection::Missing => f.write_str("no credential presented"),
            Rejection::Malformed => f.write_str("malformed token"),
            Rejection::Unknown => f.write_str("unknown token"),
            Rejection::BadSignature => f.write_str("signature does not verify"),
            Rejection::Algorithm => f.write_str("algorithm not allowed"),
            Rejection::UnknownKey => f.write_str("no signing key matches the token's kid"),
            Rejection::Expired => f.write_str("token expired"),
            Rejection::NotYetValid => f.write_str("token not valid yet (nbf)"),
            Rejection::WrongIssuer => f.write_str("issuer not trusted"),
            Rejection::WrongAudience => f.write_str("token issued for another resource (aud)"),
            Rejection::MissingClaim(claim) => write!(f, "claim `{claim}` missing or ill-typed"),
            Rejection::UnknownCritical => {
                f.write_str("the header marks an extension critical (crit) that is not understood")
            }
            Rejection::WrongType => f.write_str("the token's type (typ) is not an access token's"),
            Rejection::Revoked => f.write_str("token revoked or inactive"),
            Rejection::Unavailable => f.write_str("token cannot be checked now"),
        }
    }
}

impl std::error::Error for Rejection {}

/// A subject no caller can have is a missing `sub`.
impl From<InvalidSubject> for Rejection {
    fn from(_: InvalidSubject) -> Self {
        Rejection::MissingClaim("sub")
    }
}
