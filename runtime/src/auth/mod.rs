//! Who is calling: verifying the credential a request carries and turning it into the
//! [`Caller`] a handler sees.
//!
//! MCP keeps credentials away from the model: over HTTP an access token travels only in the
//! `Authorization: Bearer` header, and a stdio server takes its credential from the
//! environment. Neither ever becomes a tool argument, and toolwright hands a handler the
//! [`Caller`] the credential stands for, never the credential.
//!
//! - A [`TokenVerifier`] checks a token and names its caller, or says why not
//!   ([`Rejection`], for the server log only: every rejection looks the same to the client).
//! - [`StaticTokens`]: a fixed table of opaque tokens, compared in constant time.
//! - `JwtVerifier` (feature `jwt`): signed JWT access tokens, checked for signature,
//!   issuer, audience (the server's canonical URL, RFC 8707) and lifetime, with keys from a
//!   JWKS document (inline, a file, or fetched from a URL and cached: [`RemoteJwks`]).
//! - [`caller_from_env`]: the caller of a stdio server, from a token in an environment
//!   variable, verified once at start.
//!
//! Over HTTP, `HttpConfig::bearer_auth` (feature `http`) verifies every request's token and
//! answers `401`/`403` as the MCP authorization spec asks.

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
