//! [`JwtVerifier`]: signed JWT access tokens (RFC 9068 profile), through `jsonwebtoken`.

mod jwks;
mod remote;
#[cfg(test)]
mod tests;

pub use jwks::{InvalidKeys, Jwks};
pub use remote::{FetchJwks, RemoteJwks};

use crate::auth::{Rejection, TokenVerifier, VerifyFuture};
use crate::caller::Caller;
use crate::json::{Strict, StrictMap};
use base64::Engine as _;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use jwks::Key;
use serde_json::{Map, Value};
use std::fmt;
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};

/// The most leeway [`JwtVerifier::leeway`] allows: clocks that disagree by more are a
/// problem to fix, not to paper over.
const MAX_LEEWAY: Duration = Duration::from_secs(300);

/// Verifies JWT access tokens: the signature with the issuer's keys ([`Jwks`]), or HS256
/// with a shared secret only when one is configured; `alg: none`, an algorithm other than
/// the key's own, and keys the token names in its own header (`jwk`, `jku`, `x5u`) are
/// refused. Then the claims: `iss` must be the configured issuer; `aud` must name this
/// server's canonical URL (RFC 8707; scheme and host compared case-insensitively, a
/// trailing `/` ignored; every audience an `aud` array names must be this server unless
/// [`JwtVerifier::accept_shared_audience`]); `exp` is required and `nbf` honoured, each
/// with a leeway of 30 s by default, and an `iat` beyond the leeway in the future is
/// refused; `sub` is required and must name someone (not empty, not blank, no control
/// characters: see [`Caller::new`]).
///
/// What else is not taken on trust: a header listing any `crit` extension (none is
/// understood, RFC 7515 §4.1.11); a `typ` other than `at+jwt`, `application/at+jwt`,
/// `JWT` or `application/jwt` (case-insensitively; absent is fine), so a logout token or
/// DPoP proof signed by the same issuer is not an access token; a header or payload that
/// names a member twice (two readers, two meanings); a JWKS whose keys share a `kid`
/// ([`Jwks::from_json`] refuses it). A token without a `kid` is checked against each key
/// of its algorithm.
///
/// The [`Caller`]: `sub`; `client_id` (or `azp`); scopes from `scope` (space-separated,
/// RFC 9068) or `scp` (a string or an array); `exp`; `iss`; every claim.
///
/// ```
/// use toolwright::auth::{Jwks, JwtVerifier};
///
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// # let document = r#"{"keys":[{"kty":"OKP","crv":"Ed25519","x":"11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo","kid":"k1"}]}"#;
/// let verifier = JwtVerifier::new("https://auth.example.com", "https://mcp.example.com/mcp")
///     .keys(Jwks::from_json(document)?);
/// # Ok(()) }
/// ```
#[derive(Clone)]
pub struct JwtVerifier {
    issuer: String,
    audience: String,
    shared_audience: bool,
    leeway: Duration,
    keys: Option<Keys>,
    hs256: Option<Arc<DecodingKey>>,
}

/// Where a verifier's keys come from.
#[derive(Clone, Debug)]
enum Keys {
    Fixed(Jwks),
    Remote(Arc<RemoteJwks>),
}

impl fmt::Debug for JwtVerifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("JwtVerifier")
            .field("issuer", &self.issuer)
            .field("audience", &self.audience)
            .field("shared_audience", &self.shared_audience)
            .field("leeway", &self.leeway)
            .field("keys", &self.keys)
            .field("hs256", &self.hs256.is_some())
            .finish()
    }
}

impl JwtVerifier {
    /// A verifier of tokens issued by `issuer` (its `iss`, exactly) for `audience`: this
    /// server's canonical URL, e.g. `https://mcp.example.com/mcp`. It accepts nothing
    /// until it has keys ([`JwtVerifier::keys`] or [`JwtVerifier::hs256_secret`]).
    pub fn new(issuer: impl Into<String>, audience: impl Into<String>) -> Self {
        JwtVerifier {
            issuer: issuer.into(),
            audience: canonical(&audience.into()),
            shared_audience: false,
            leeway: Duration::from_secs(30),
            keys: None,
            hs256: None,
        }
    }

    /// The same verifier, checking signatures with `keys`.
    #[must_use]
    pub fn keys(mut self, keys: Jwks) -> Self {
        self.keys = Some(Keys::Fixed(keys));
        self
    }

    /// The same verifier, checking signatures with the keys a [`RemoteJwks`] fetches and
    /// caches (the authorization server's `jwks_uri`).
    #[must_use]
    pub fn remote_keys(mut self, keys: RemoteJwks) -> Self {
        self.keys = Some(Keys::Remote(Arc::new(keys)));
        self
    }

    /// The same verifier, also accepting HS256 tokens signed with `secret` (a secret the
    /// issuer shares with this server; at least 32 bytes). Without this, HS256 is refused.
    ///
    /// # Panics
    ///
    /// If `secret` is shorter than 32 bytes (RFC 7518 §3.2: the key must be at least as
    /// long as the hash).
    #[must_use]
    pub fn hs256_secret(mut self, secret: impl AsRef<[u8]>) -> Self {
        let secret = secret.as_ref();
        assert!(
            secret.len() >= 32,
            "toolwright: an HS256 secret needs at least 32 bytes"
        );
        self.hs256 = Some(Arc::new(DecodingKey::from_secret(secret)));
        self
    }

    /// The same verifier, also accepting a token whose `aud` array names other resources
    /// beside this one. By default every audience a token names must be this server: a
    /// token also issued for another resource can be replayed here by that resource (RFC
    /// 8707 audience restriction; the MCP spec's "issued specifically for" this server).
    #[must_use]
    pub fn accept_shared_audience(mut self) -> Self {
        self.shared_audience = true;
        self
    }

    /// The same verifier, allowing clocks to differ by `leeway` when checking `exp` and
    /// `nbf` (default 30 s; at most 5 minutes, larger values are cut to that).
    #[must_use]
    pub fn leeway(mut self, leeway: Duration) -> Self {
        self.leeway = leeway.min(MAX_LEEWAY);
        self
    }

    /// The caller `token` stands for, checked with `keys`.
    fn check(&self, token: &str, keys: Option<&Jwks>) -> Result<Caller, Rejection> {
        let header = header(token)?;
        let alg = match header.alg.as_str() {
            "RS256" => Algorithm::RS256,
            "RS384" => Algorithm::RS384,
            "RS512" => Algorithm::RS512,
            "PS256" => Algorithm::PS256,
            "PS384" => Algorithm::PS384,
            "PS512" => Algorithm::PS512,
            "ES256" => Algorithm::ES256,
            "ES384" => Algorithm::ES384,
            "EdDSA" => Algorithm::EdDSA,
            "HS256" if self.hs256.is_some() => Algorithm::HS256,
            // `none`, HS384/512, HS256 when not configured, anything else.
            _ => return Err(Rejection::Algorithm),
        };
        let candidates: Vec<&DecodingKey> = if alg == Algorithm::HS256 {
            self.hs256.iter().map(|k| &**k).collect()
        } else {
            let keys = keys.map_or(&[][..], |k| &k.keys[..]);
            let named: Vec<&Key> = match &header.kid {
                Some(kid) => keys
                    .iter()
                    .filter(|k| k.kid.as_deref() == Some(kid))
                    .collect(),
                None => keys.iter().collect(),
            };
            if named.is_empty() {
                return Err(Rejection::UnknownKey);
            }
            let fitting: Vec<&DecodingKey> = named
                .iter()
                .filter(|k| k.alg == alg)
                .map(|k| &k.decoding)
                .collect();
            if fitting.is_empty() {
                // The key the token names verifies another algorithm: confusion.
                return Err(Rejection::Algorithm);
            }
            fitting
        };
        let mut validation = Validation::new(alg);
        validation.leeway = self.leeway.as_secs();
        validation.validate_nbf = true;
        // The audience is compared below, canonically.
        validation.validate_aud = false;
        validation.set_issuer(&[&self.issuer]);
        validation.set_required_spec_claims(&["exp", "iss", "sub"]);
        let mut last = Rejection::BadSignature;
        for key in candidates {
            // The claims are read strictly: a claim named twice is two claims to two readers.
            match jsonwebtoken::decode::<StrictMap>(token, key, &validation) {
                Ok(data) => return self.caller(data.claims.0),
                Err(e) => {
                    last = rejection(e.kind());
                    if last != Rejection::BadSignature {
                        break;
                    }
                }
            }
        }
        Err(last)
    }

    fn caller(&self, claims: Map<String, Value>) -> Result<Caller, Rejection> {
        let ours = |a: &Value| a.as_str().is_some_and(|a| canonical(a) == self.audience);
        let audience_ok = match claims.get("aud") {
            Some(aud @ Value::String(_)) => ours(aud),
            Some(Value::Array(auds)) if self.shared_audience => auds.iter().any(ours),
            Some(Value::Array(auds)) => !auds.is_empty() && auds.iter().all(ours),
            _ => false,
        };
        if !audience_ok {
            return Err(Rejection::WrongAudience);
        }
        // Issued in the future (beyond the leeway): a clock or an issuer not to trust.
        match claims.get("iat") {
            None => {}
            Some(Value::Number(iat)) => {
                let now = jsonwebtoken::get_current_timestamp();
                if iat
                    .as_f64()
                    .is_none_or(|iat| iat > (now + self.leeway.as_secs()) as f64)
                {
                    return Err(Rejection::NotYetValid);
                }
            }
            Some(_) => return Err(Rejection::MissingClaim("iat")),
        }
        let Some(Value::String(subject)) = claims.get("sub") else {
            return Err(Rejection::MissingClaim("sub"));
        };
        // A blank subject names no one: `?` refuses it as a missing `sub`.
        let mut caller = Caller::new(subject.clone())?.with_issuer(self.issuer.clone());
        if let Some(client) = ["client_id", "azp"]
            .iter()
            .find_map(|c| claims.get(*c).and_then(Value::as_str))
        {
            caller = caller.with_client_id(client);
        }
        let scopes: Vec<&str> = match (claims.get("scope"), claims.get("scp")) {
            (Some(Value::String(s)), _) | (None, Some(Value::String(s))) => {
                s.split_ascii_whitespace().collect()
            }
            (None, Some(Value::Array(a))) => a.iter().filter_map(Value::as_str).collect(),
            (None, None) => Vec::new(),
            (Some(_), _) => return Err(Rejection::MissingClaim("scope")),
            (None, Some(_)) => return Err(Rejection::MissingClaim("scp")),
        };
        caller = caller.with_scopes(scopes);
        if let Some(exp) = claims.get("exp").and_then(Value::as_u64) {
            caller = caller.with_expiry(UNIX_EPOCH + Duration::from_secs(exp));
        }
        Ok(caller.with_claims(claims))
    }
}

impl TokenVerifier for JwtVerifier {
    fn verify<'a>(&'a self, token: &'a str) -> VerifyFuture<'a> {
        match &self.keys {
            None => Box::pin(std::future::ready(self.check(token, None))),
            Some(Keys::Fixed(keys)) => Box::pin(std::future::ready(self.check(token, Some(keys)))),
            Some(Keys::Remote(remote)) => Box::pin(async move {
                let keys = remote.current().await?;
                match self.check(token, Some(&keys)) {
                    // Keys rotate: a kid not seen yet may be in a fresh copy.
                    Err(Rejection::UnknownKey) => match remote.refetch().await {
                        Some(fresh) => self.check(token, Some(&fresh)),
                        None => Err(Rejection::UnknownKey),
                    },
                    checked => checked,
                }
            }),
        }
    }
}

/// What the verifier reads of a token's header before choosing a key.
struct Header {
    alg: String,
    kid: Option<String>,
}

fn header(token: &str) -> Result<Header, Rejection> {
    let mut parts = token.split('.');
    let (Some(header), Some(payload), Some(_signature), None) =
        (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(Rejection::Malformed);
    };
    if header.is_empty() || payload.is_empty() {
        return Err(Rejection::Malformed);
    }
    let bytes = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(header)
        .map_err(|_| Rejection::Malformed)?;
    // Strictly: a header naming `alg` twice has two algorithms to two readers.
    let Ok(Strict(Value::Object(fields))) = serde_json::from_slice::<Strict>(&bytes) else {
        return Err(Rejection::Malformed);
    };
    // This verifier understands no JWS extension, so any `crit` list names one it does not
    // (an empty list is invalid too): RFC 7515 §4.1.11 says refuse.
    if fields.contains_key("crit") {
        return Err(Rejection::UnknownCritical);
    }
    // No `typ`, or one an access token has (RFC 9068 §2.1 `at+jwt`; `JWT` from issuers that
    // predate it). Any other type is a token for something else.
    match fields.get("typ") {
        None => {}
        Some(Value::String(typ))
            if ["JWT", "at+jwt", "application/at+jwt", "application/jwt"]
                .iter()
                .any(|t| t.eq_ignore_ascii_case(typ)) => {}
        Some(_) => return Err(Rejection::WrongType),
    }
    let Some(Value::String(alg)) = fields.get("alg") else {
        return Err(Rejection::Malformed);
    };
    let kid = match fields.get("kid") {
        None => None,
        Some(Value::String(kid)) => Some(kid.clone()),
        Some(_) => return Err(Rejection::Malformed),
    };
    Ok(Header {
        alg: alg.clone(),
        kid,
    })
}

fn rejection(kind: &ErrorKind) -> Rejection {
    match kind {
        ErrorKind::InvalidSignature => Rejection::BadSignature,
        ErrorKind::ExpiredSignature => Rejection::Expired,
        ErrorKind::ImmatureSignature => Rejection::NotYetValid,
        ErrorKind::InvalidIssuer => Rejection::WrongIssuer,
        ErrorKind::InvalidAudience => Rejection::WrongAudience,
        ErrorKind::InvalidAlgorithm | ErrorKind::InvalidAlgorithmName => Rejection::Algorithm,
        ErrorKind::MissingRequiredClaim(claim) => Rejection::MissingClaim(match claim.as_str() {
            "exp" => "exp",
            "iss" => "iss",
            "sub" => "sub",
            "aud" => "aud",
            "nbf" => "nbf",
            _ => "a required claim",
        }),
        ErrorKind::InvalidClaimFormat(_) => Rejection::MissingClaim("a registered claim"),
        _ => Rejection::Malformed,
    }
}

/// A URL in the form audiences are compared in: scheme and host lowercased, no trailing
/// `/` (RFC 8707 and the MCP spec's canonical server URI).
fn canonical(url: &str) -> String {
    let url = url.trim();
    let url = url.strip_suffix('/').unwrap_or(url);
    match url.split_once("://") {
        Some((scheme, rest)) => {
            let (authority, path) = rest.split_at(rest.find('/').unwrap_or(rest.len()));
            format!(
                "{}://{}{path}",
                scheme.to_ascii_lowercase(),
                authority.to_ascii_lowercase()
            )
        }
        None => url.to_owned(),
    }
}
