//! [`JwtVerifier`]: signed JWT access tokens (RFC 9068 profile), through `jsonwebtoken`.

use super::{Rejection, TokenVerifier, VerifyFuture};
use crate::caller::Caller;
use crate::json::{Strict, StrictMap};
use base64::Engine as _;
use jsonwebtoken::errors::ErrorKind;
use jsonwebtoken::jwk::{
    AlgorithmParameters, EllipticCurve, Jwk, JwkSet, KeyAlgorithm, PublicKeyUse,
};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde_json::{Map, Value};
use std::fmt;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};

/// The most leeway [`JwtVerifier::leeway`] allows: clocks that disagree by more are a
/// problem to fix, not to paper over.
const MAX_LEEWAY: Duration = Duration::from_secs(300);

/// A JWKS document that could not be used.
#[derive(Debug)]
pub struct InvalidKeys(String);

impl fmt::Display for InvalidKeys {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid JWKS: {}", self.0)
    }
}

impl std::error::Error for InvalidKeys {}

/// One verification key and the one algorithm it verifies.
struct Key {
    kid: Option<String>,
    alg: Algorithm,
    decoding: DecodingKey,
}

/// The public keys an authorization server signs its tokens with: a JWKS document
/// (RFC 7517), from a string or a file. Each key verifies exactly one algorithm: its `alg`,
/// or, when it names none, RS256 for an RSA key, ES256 for P-256, ES384 for P-384 and
/// EdDSA for Ed25519. Symmetric (`oct`) keys are refused here (HS256 is configured
/// explicitly, [`JwtVerifier::hs256_secret`]), and keys marked `"use": "enc"` are skipped.
#[derive(Clone)]
pub struct Jwks {
    keys: Arc<Vec<Key>>,
}

impl fmt::Debug for Jwks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let keys: Vec<String> = self
            .keys
            .iter()
            .map(|k| format!("{:?} {}", k.alg, k.kid.as_deref().unwrap_or("(no kid)")))
            .collect();
        f.debug_struct("Jwks").field("keys", &keys).finish()
    }
}

impl Jwks {
    /// The keys of a JWKS document.
    ///
    /// # Errors
    ///
    /// [`InvalidKeys`] when the document is not a JWKS, a key is symmetric or of an
    /// unsupported type, two keys share a `kid`, or no key can verify signatures.
    pub fn from_json(document: &str) -> Result<Self, InvalidKeys> {
        let set: JwkSet =
            serde_json::from_str(document).map_err(|e| InvalidKeys(format!("not a JWKS: {e}")))?;
        let keys = set
            .keys
            .iter()
            .filter(|jwk| jwk.common.public_key_use != Some(PublicKeyUse::Encryption))
            .map(key)
            .collect::<Result<Vec<Key>, InvalidKeys>>()?;
        if keys.is_empty() {
            return Err(InvalidKeys("it holds no signing key".into()));
        }
        // A `kid` names one key: a token naming a shared one could be checked against a key
        // its issuer did not mean.
        for (i, key) in keys.iter().enumerate() {
            if let Some(kid) = &key.kid {
                if keys[..i].iter().any(|k| k.kid.as_ref() == Some(kid)) {
                    return Err(InvalidKeys(format!(
                        "two keys share kid {kid}: each key needs a kid of its own"
                    )));
                }
            }
        }
        Ok(Jwks {
            keys: Arc::new(keys),
        })
    }

    /// The keys of the JWKS document in file `path`, read now.
    ///
    /// # Errors
    ///
    /// [`InvalidKeys`] when the file cannot be read, or as [`Jwks::from_json`].
    pub fn from_file(path: impl AsRef<Path>) -> Result<Self, InvalidKeys> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path)
            .map_err(|e| InvalidKeys(format!("cannot read {}: {e}", path.display())))?;
        Self::from_json(&text)
    }
}

/// The key a JWK describes, with the one algorithm it may verify.
fn key(jwk: &Jwk) -> Result<Key, InvalidKeys> {
    let named = jwk.common.key_id.as_deref().unwrap_or("(no kid)");
    let alg = match (&jwk.algorithm, jwk.common.key_algorithm) {
        (AlgorithmParameters::OctetKey(_), _) => {
            return Err(InvalidKeys(format!(
                "key {named} is symmetric (kty oct): HS256 is configured with JwtVerifier::hs256_secret, never taken from a key set"
            )))
        }
        (AlgorithmParameters::RSA(_), None | Some(KeyAlgorithm::RS256)) => Algorithm::RS256,
        (AlgorithmParameters::RSA(_), Some(KeyAlgorithm::RS384)) => Algorithm::RS384,
        (AlgorithmParameters::RSA(_), Some(KeyAlgorithm::RS512)) => Algorithm::RS512,
        (AlgorithmParameters::RSA(_), Some(KeyAlgorithm::PS256)) => Algorithm::PS256,
        (AlgorithmParameters::RSA(_), Some(KeyAlgorithm::PS384)) => Algorithm::PS384,
        (AlgorithmParameters::RSA(_), Some(KeyAlgorithm::PS512)) => Algorithm::PS512,
        (AlgorithmParameters::EllipticCurve(ec), None | Some(KeyAlgorithm::ES256))
            if ec.curve == EllipticCurve::P256 =>
        {
            Algorithm::ES256
        }
        (AlgorithmParameters::EllipticCurve(ec), None | Some(KeyAlgorithm::ES384))
            if ec.curve == EllipticCurve::P384 =>
        {
            Algorithm::ES384
        }
        (AlgorithmParameters::OctetKeyPair(okp), None | Some(KeyAlgorithm::EdDSA))
            if okp.curve == EllipticCurve::Ed25519 =>
        {
            Algorithm::EdDSA
        }
        (_, alg) => {
            return Err(InvalidKeys(format!(
                "key {named}: unsupported key type or algorithm ({alg:?}); supported: RSA (RS256/384/512, PS256/384/512), EC P-256 (ES256), P-384 (ES384), Ed25519 (EdDSA)"
            )))
        }
    };
    let decoding = DecodingKey::from_jwk(jwk)
        .map_err(|e| InvalidKeys(format!("key {named} cannot be used: {e}")))?;
    Ok(Key {
        kid: jwk.common.key_id.clone(),
        alg,
        decoding,
    })
}

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

/// What fetches a JWKS document: given the URL, its body.
pub type FetchJwks = Arc<
    dyn Fn(
            String,
        )
            -> std::pin::Pin<Box<dyn std::future::Future<Output = Result<String, String>> + Send>>
        + Send
        + Sync,
>;

/// An authorization server's keys, fetched from its JWKS URL and cached: fetched on the
/// first token, again when the cache is older than its lifetime (default 10 minutes), and
/// when a token names a `kid` the cache lacks (keys rotate), at most once per 30 s. When a
/// fetch fails the keys fetched before stay in use (and the failure is logged); with none
/// at all, tokens are [`Rejection::Unavailable`] (over HTTP a `503`, not a `401`). One
/// fetch runs at a time.
///
/// toolwright does not choose your HTTP client or TLS stack: `fetch` gets the URL and
/// returns the document, with whatever client the application already uses.
///
/// ```
/// use std::sync::Arc;
/// use toolwright::auth::{JwtVerifier, RemoteJwks};
///
/// let keys = RemoteJwks::new(
///     "https://auth.example.com/.well-known/jwks.json",
///     Arc::new(|url: String| {
///         Box::pin(async move {
///             // e.g. reqwest::get(&url).await?.error_for_status()?.text().await
///             Err::<String, String>(format!("no HTTP client in this example for {url}"))
///         })
///     }),
/// );
/// let verifier = JwtVerifier::new("https://auth.example.com", "https://mcp.example.com/mcp")
///     .remote_keys(keys);
/// ```
pub struct RemoteJwks {
    url: String,
    fetch: FetchJwks,
    lifetime: Duration,
    min_refetch: Duration,
    cache: tokio::sync::Mutex<Cache>,
}

#[derive(Default)]
struct Cache {
    keys: Option<Jwks>,
    /// When `keys` were fetched.
    fetched: Option<tokio::time::Instant>,
    /// When a fetch was last tried, whatever came of it.
    tried: Option<tokio::time::Instant>,
}

impl fmt::Debug for RemoteJwks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RemoteJwks")
            .field("url", &self.url)
            .field("lifetime", &self.lifetime)
            .finish_non_exhaustive()
    }
}

impl RemoteJwks {
    /// The keys at `url`, fetched with `fetch`.
    pub fn new(url: impl Into<String>, fetch: FetchJwks) -> Self {
        RemoteJwks {
            url: url.into(),
            fetch,
            lifetime: Duration::from_secs(600),
            min_refetch: Duration::from_secs(30),
            cache: tokio::sync::Mutex::new(Cache::default()),
        }
    }

    /// The same, keeping fetched keys for `lifetime` before fetching again.
    #[must_use]
    pub fn lifetime(mut self, lifetime: Duration) -> Self {
        self.lifetime = lifetime;
        self
    }

    /// Fetch now (the cache is locked), keeping the old keys if it fails.
    async fn fetch_into(&self, cache: &mut Cache) {
        let now = tokio::time::Instant::now();
        cache.tried = Some(now);
        let fetched = (self.fetch)(self.url.clone())
            .await
            .and_then(|doc| Jwks::from_json(&doc).map_err(|e| e.to_string()));
        match fetched {
            Ok(keys) => {
                cache.keys = Some(keys);
                cache.fetched = Some(now);
            }
            Err(e) => tracing::warn!(
                target: "toolwright::auth",
                url = %self.url,
                error = %e,
                "fetching the signing keys failed; keeping the keys fetched before, if any"
            ),
        }
    }

    /// The keys to check a token with: cached, or fetched if stale.
    async fn current(&self) -> Result<Jwks, Rejection> {
        let mut cache = self.cache.lock().await;
        let stale = cache.fetched.is_none_or(|at| at.elapsed() >= self.lifetime);
        // Never tried, or the last try was long enough ago: a failing server is not asked
        // at every token.
        let may_try = cache
            .tried
            .is_none_or(|at| at.elapsed() >= self.min_refetch);
        if stale && may_try {
            self.fetch_into(&mut cache).await;
        }
        cache.keys.clone().ok_or(Rejection::Unavailable)
    }

    /// Fresh keys for a token naming an unknown `kid`, unless a fetch was tried lately.
    async fn refetch(&self) -> Option<Jwks> {
        let mut cache = self.cache.lock().await;
        if cache
            .tried
            .is_some_and(|at| at.elapsed() < self.min_refetch)
        {
            return None;
        }
        self.fetch_into(&mut cache).await;
        cache.keys.clone()
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

#[cfg(test)]
mod tests {
    use super::*;
    use jsonwebtoken::{encode, EncodingKey};
    use serde_json::json;
    use std::sync::LazyLock;
    use std::time::SystemTime;

    const ISS: &str = "https://auth.example.com";
    const AUD: &str = "https://mcp.example.com/mcp";
    const SECRET: &[u8] = b"an-hs256-secret-of-at-least-32-bytes!!";

    fn now() -> u64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |d| d.as_secs())
    }

    /// Keys generated for this test run: RSA 2048, P-256, Ed25519.
    struct TestKeys {
        rsa: EncodingKey,
        ec: EncodingKey,
        ed: EncodingKey,
        jwks: String,
        /// The RSA public key's DER: what an algorithm-confusion attack signs HS256 with.
        rsa_public_der: Vec<u8>,
    }

    /// A fresh Ed25519 key, as PKCS#8 v1 (what jsonwebtoken's backend reads).
    fn ed25519(rng: &mut rand::rngs::OsRng) -> EncodingKey {
        use ed25519_dalek::pkcs8::{EncodePrivateKey, KeypairBytes};
        let key = ed25519_dalek::SigningKey::generate(rng);
        let der = KeypairBytes {
            secret_key: key.to_bytes(),
            public_key: None,
        }
        .to_pkcs8_der()
        .unwrap();
        EncodingKey::from_ed_der(der.as_bytes())
    }

    static KEYS: LazyLock<TestKeys> = LazyLock::new(|| {
        use rsa::pkcs1::{EncodeRsaPrivateKey, EncodeRsaPublicKey};
        let mut rng = rand::rngs::OsRng;
        let rsa_key = rsa::RsaPrivateKey::new(&mut rng, 2048).expect("an RSA key");
        let rsa_public_der = rsa_key.to_public_key().to_pkcs1_der().unwrap().into_vec();
        let rsa = EncodingKey::from_rsa_der(rsa_key.to_pkcs1_der().unwrap().as_bytes());
        let ec = {
            use p256::pkcs8::EncodePrivateKey;
            let key = p256::SecretKey::random(&mut rng);
            EncodingKey::from_ec_der(key.to_pkcs8_der().unwrap().as_bytes())
        };
        let ed = ed25519(&mut rng);
        let jwk = |key: &EncodingKey, alg, kid: &str| {
            let mut jwk = Jwk::from_encoding_key(key, alg).unwrap();
            jwk.common.key_id = Some(kid.into());
            // A key set publishes what a key is, not necessarily its `alg`.
            jwk.common.key_algorithm = None;
            jwk
        };
        let set = JwkSet {
            keys: vec![
                jwk(&rsa, Algorithm::RS256, "rsa-1"),
                jwk(&ec, Algorithm::ES256, "ec-1"),
                jwk(&ed, Algorithm::EdDSA, "ed-1"),
            ],
        };
        TestKeys {
            rsa,
            ec,
            ed,
            jwks: serde_json::to_string(&set).unwrap(),
            rsa_public_der,
        }
    });

    impl JwtVerifier {
        /// `check` with the verifier's fixed keys.
        fn check_fixed(&self, token: &str) -> Result<Caller, Rejection> {
            match &self.keys {
                Some(Keys::Fixed(keys)) => self.check(token, Some(keys)),
                _ => self.check(token, None),
            }
        }
    }

    fn verifier() -> JwtVerifier {
        JwtVerifier::new(ISS, AUD).keys(Jwks::from_json(&KEYS.jwks).unwrap())
    }

    fn claims() -> Value {
        json!({
            "iss": ISS,
            "aud": AUD,
            "sub": "c-100",
            "client_id": "claude-desktop",
            "scope": "orders:read refunds:write",
            "exp": now() + 600,
            "iat": now(),
            "tenant": "acme",
        })
    }

    fn sign(alg: Algorithm, kid: Option<&str>, key: &EncodingKey, claims: &Value) -> String {
        let mut header = jsonwebtoken::Header::new(alg);
        header.kid = kid.map(str::to_owned);
        encode(&header, claims, key).unwrap()
    }

    fn rs256(claims: &Value) -> String {
        sign(Algorithm::RS256, Some("rsa-1"), &KEYS.rsa, claims)
    }

    fn with(changes: Value) -> Value {
        let mut claims = claims();
        for (k, v) in changes.as_object().unwrap() {
            if v.is_null() {
                claims.as_object_mut().unwrap().remove(k);
            } else {
                claims[k] = v.clone();
            }
        }
        claims
    }

    /// A token with a header and payload of our own making and a junk signature.
    fn forged(header: &Value, claims: &Value) -> String {
        let b64 = |v: &Value| {
            base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(v.to_string().as_bytes())
        };
        format!("{}.{}.", b64(header), b64(claims))
    }

    #[test]
    fn an_rs256_token_names_its_caller_scopes_client_and_expiry() {
        let caller = verifier().check_fixed(&rs256(&claims())).unwrap();
        assert_eq!(caller.subject(), "c-100");
        assert_eq!(caller.client_id(), Some("claude-desktop"));
        assert_eq!(caller.issuer(), Some(ISS));
        assert_eq!(
            caller.scopes().collect::<Vec<_>>(),
            ["orders:read", "refunds:write"]
        );
        assert!(caller.expires_at().is_some());
        assert_eq!(caller.claim("tenant"), Some(&json!("acme")));
    }

    #[test]
    fn es256_and_eddsa_tokens_verify_with_their_keys() {
        let es = sign(Algorithm::ES256, Some("ec-1"), &KEYS.ec, &claims());
        let ed = sign(Algorithm::EdDSA, Some("ed-1"), &KEYS.ed, &claims());
        assert_eq!(verifier().check_fixed(&es).unwrap().subject(), "c-100");
        assert_eq!(verifier().check_fixed(&ed).unwrap().subject(), "c-100");
        // Without a kid the key is found by its algorithm.
        let ed = sign(Algorithm::EdDSA, None, &KEYS.ed, &claims());
        assert_eq!(verifier().check_fixed(&ed).unwrap().subject(), "c-100");
    }

    #[test]
    fn scp_as_an_array_and_azp_are_read_too() {
        let token = rs256(&with(
            json!({"scope": null, "client_id": null, "scp": ["a", "b"], "azp": "cursor"}),
        ));
        let caller = verifier().check_fixed(&token).unwrap();
        assert_eq!(caller.scopes().collect::<Vec<_>>(), ["a", "b"]);
        assert_eq!(caller.client_id(), Some("cursor"));
    }

    #[test]
    fn alg_none_is_refused() {
        let token = forged(&json!({"alg": "none", "typ": "JWT"}), &claims());
        assert_eq!(verifier().check_fixed(&token), Err(Rejection::Algorithm));
        let token = forged(&json!({"alg": "None"}), &claims());
        assert_eq!(verifier().check_fixed(&token), Err(Rejection::Algorithm));
    }

    #[test]
    fn hs256_is_refused_unless_configured() {
        let token = sign(
            Algorithm::HS256,
            None,
            &EncodingKey::from_secret(SECRET),
            &claims(),
        );
        assert_eq!(verifier().check_fixed(&token), Err(Rejection::Algorithm));
        let configured = verifier().hs256_secret(SECRET);
        assert_eq!(configured.check_fixed(&token).unwrap().subject(), "c-100");
        let other = verifier().hs256_secret([7u8; 32]);
        assert_eq!(other.check_fixed(&token), Err(Rejection::BadSignature));
    }

    #[test]
    fn hs256_signed_with_the_rsa_public_key_is_refused() {
        // The classic confusion: the public key, which anyone has, used as an HMAC secret.
        let key = EncodingKey::from_secret(&KEYS.rsa_public_der);
        let token = sign(Algorithm::HS256, Some("rsa-1"), &key, &claims());
        assert_eq!(verifier().check_fixed(&token), Err(Rejection::Algorithm));
        let configured = verifier().hs256_secret(SECRET);
        assert_eq!(configured.check_fixed(&token), Err(Rejection::BadSignature));
    }

    #[test]
    fn a_kid_naming_a_key_of_another_algorithm_is_refused() {
        let token = sign(Algorithm::ES256, Some("rsa-1"), &KEYS.ec, &claims());
        assert_eq!(verifier().check_fixed(&token), Err(Rejection::Algorithm));
    }

    #[test]
    fn an_unknown_kid_is_refused() {
        let token = sign(Algorithm::RS256, Some("rsa-9"), &KEYS.rsa, &claims());
        assert_eq!(verifier().check_fixed(&token), Err(Rejection::UnknownKey));
    }

    #[test]
    fn a_key_in_the_tokens_own_header_is_ignored() {
        // Signed by a key of the attacker's, which the header carries: not one of ours.
        let mut rng = rand::rngs::OsRng;
        let attacker = ed25519(&mut rng);
        let mut header = jsonwebtoken::Header::new(Algorithm::EdDSA);
        header.jwk = Some(Jwk::from_encoding_key(&attacker, Algorithm::EdDSA).unwrap());
        header.kid = Some("ed-1".into());
        let token = encode(&header, &claims(), &attacker).unwrap();
        assert_eq!(verifier().check_fixed(&token), Err(Rejection::BadSignature));
    }

    #[test]
    fn a_tampered_payload_fails_the_signature() {
        let token = rs256(&claims());
        let parts: Vec<&str> = token.split('.').collect();
        let payload = base64::engine::general_purpose::URL_SAFE_NO_PAD
            .encode(with(json!({"sub": "c-200"})).to_string());
        let tampered = format!("{}.{}.{}", parts[0], payload, parts[2]);
        assert_eq!(
            verifier().check_fixed(&tampered),
            Err(Rejection::BadSignature)
        );
    }

    #[test]
    fn expiry_is_checked_with_a_bounded_leeway() {
        let expired = rs256(&with(json!({"exp": now() - 120})));
        assert_eq!(verifier().check_fixed(&expired), Err(Rejection::Expired));
        let just = rs256(&with(json!({"exp": now() - 10})));
        assert!(
            verifier().check_fixed(&just).is_ok(),
            "within the 30 s leeway"
        );
        let strict = verifier().leeway(Duration::ZERO);
        assert_eq!(strict.check_fixed(&just), Err(Rejection::Expired));
        let lax = verifier().leeway(Duration::from_secs(86_400));
        let old = rs256(&with(json!({"exp": now() - 600})));
        assert_eq!(
            lax.check_fixed(&old),
            Err(Rejection::Expired),
            "leeway capped at 5 min"
        );
        let missing = rs256(&with(json!({"exp": null})));
        assert_eq!(
            verifier().check_fixed(&missing),
            Err(Rejection::MissingClaim("exp"))
        );
    }

    #[test]
    fn a_token_not_valid_yet_is_refused() {
        let early = rs256(&with(json!({"nbf": now() + 600})));
        assert_eq!(verifier().check_fixed(&early), Err(Rejection::NotYetValid));
    }

    #[test]
    fn another_issuer_is_refused() {
        let token = rs256(&with(json!({"iss": "https://evil.example.com"})));
        assert_eq!(verifier().check_fixed(&token), Err(Rejection::WrongIssuer));
    }

    #[test]
    fn a_token_for_another_resource_is_refused() {
        for aud in [
            json!("https://other.example.com/mcp"),
            json!("https://mcp.example.com/"),
            json!(["https://other.example.com"]),
            json!(null),
        ] {
            let token = rs256(&with(json!({ "aud": aud.clone() })));
            assert_eq!(
                verifier().check_fixed(&token),
                Err(Rejection::WrongAudience),
                "{aud}"
            );
        }
    }

    #[test]
    fn the_audience_is_compared_canonically() {
        for aud in [
            json!("https://MCP.example.com/mcp"),
            json!("HTTPS://mcp.example.com/mcp/"),
            json!(["https://mcp.example.com/mcp"]),
            json!([
                "https://mcp.example.com/mcp",
                "https://MCP.example.com/mcp/"
            ]),
        ] {
            let token = rs256(&with(json!({ "aud": aud.clone() })));
            assert!(verifier().check_fixed(&token).is_ok(), "{aud}");
        }
    }

    #[test]
    fn a_token_also_issued_for_another_resource_is_refused_unless_shared_audiences_are_accepted() {
        // The other resource holds this token too, and could replay it here.
        let shared = json!(["https://other.example.com", "https://mcp.example.com/mcp"]);
        let token = rs256(&with(json!({ "aud": shared })));
        assert_eq!(
            verifier().check_fixed(&token),
            Err(Rejection::WrongAudience)
        );
        let lax = verifier().accept_shared_audience();
        assert_eq!(lax.check_fixed(&token).unwrap().subject(), "c-100");
        let empty = rs256(&with(json!({ "aud": [] })));
        assert_eq!(lax.check_fixed(&empty), Err(Rejection::WrongAudience));
        assert_eq!(
            verifier().check_fixed(&empty),
            Err(Rejection::WrongAudience)
        );
    }

    #[test]
    fn a_blank_subject_names_no_caller() {
        // The README's `order_id.starts_with(caller.subject())` passes every order for "".
        for sub in ["", "   ", "\t", "alice\nforged"] {
            let token = rs256(&with(json!({ "sub": sub })));
            assert_eq!(
                verifier().check_fixed(&token),
                Err(Rejection::MissingClaim("sub")),
                "{sub:?}"
            );
        }
        let number = rs256(&with(json!({ "sub": 7 })));
        assert_eq!(
            verifier().check_fixed(&number),
            Err(Rejection::MissingClaim("sub"))
        );
    }

    #[test]
    fn a_critical_extension_is_refused_whatever_it_names() {
        for crit in [vec!["b64".to_owned()], vec!["exp-ext".to_owned()], vec![]] {
            let mut header = jsonwebtoken::Header::new(Algorithm::RS256);
            header.kid = Some("rsa-1".into());
            header.crit = Some(crit.clone());
            let token = encode(&header, &claims(), &KEYS.rsa).unwrap();
            assert_eq!(
                verifier().check_fixed(&token),
                Err(Rejection::UnknownCritical),
                "{crit:?}"
            );
        }
    }

    #[test]
    fn a_token_typed_as_something_else_than_an_access_token_is_refused() {
        for (typ, ok) in [
            (None, true),
            (Some("JWT"), true),
            (Some("at+jwt"), true),
            (Some("application/AT+JWT"), true),
            (Some("logout+jwt"), false),
            (Some("dpop+jwt"), false),
            (Some(""), false),
        ] {
            let mut header = jsonwebtoken::Header::new(Algorithm::RS256);
            header.kid = Some("rsa-1".into());
            header.typ = typ.map(str::to_owned);
            let token = encode(&header, &claims(), &KEYS.rsa).unwrap();
            let checked = verifier().check_fixed(&token);
            if ok {
                assert!(checked.is_ok(), "{typ:?}: {checked:?}");
            } else {
                assert_eq!(checked, Err(Rejection::WrongType), "{typ:?}");
            }
        }
    }

    #[test]
    fn a_token_issued_in_the_future_is_refused() {
        let future = rs256(&with(json!({"iat": now() + 600})));
        assert_eq!(verifier().check_fixed(&future), Err(Rejection::NotYetValid));
        let skewed = rs256(&with(json!({"iat": now() + 10})));
        assert!(
            verifier().check_fixed(&skewed).is_ok(),
            "within the 30 s leeway"
        );
        let text = rs256(&with(json!({"iat": "yesterday"})));
        assert_eq!(
            verifier().check_fixed(&text),
            Err(Rejection::MissingClaim("iat"))
        );
        let none = rs256(&with(json!({"iat": null})));
        assert!(verifier().check_fixed(&none).is_ok(), "iat is optional");
    }

    /// A token signed over a header and payload written by hand (so they can name a
    /// member twice), with the RSA key.
    fn signed_raw(header: &str, payload: &str) -> String {
        let b64 = |s: &str| base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(s);
        let message = format!("{}.{}", b64(header), b64(payload));
        let signature =
            jsonwebtoken::crypto::sign(message.as_bytes(), &KEYS.rsa, Algorithm::RS256).unwrap();
        format!("{message}.{signature}")
    }

    #[test]
    fn a_claim_or_header_member_named_twice_is_malformed() {
        let header = r#"{"alg":"RS256","kid":"rsa-1"}"#;
        let claims = claims().to_string();
        // The control: the same bytes without a duplicate verify.
        assert!(verifier().check_fixed(&signed_raw(header, &claims)).is_ok());
        let body = claims.trim_end_matches('}');
        for (header, payload) in [
            (header.to_owned(), format!(r#"{body},"sub":"c-200"}}"#)),
            (header.to_owned(), format!(r#"{body},"scope":"admin"}}"#)),
            (
                r#"{"alg":"RS256","kid":"rsa-1","kid":"ec-1"}"#.to_owned(),
                claims.clone(),
            ),
        ] {
            assert_eq!(
                verifier().check_fixed(&signed_raw(&header, &payload)),
                Err(Rejection::Malformed),
                "{header} {payload}"
            );
        }
    }

    #[test]
    fn a_key_set_whose_keys_share_a_kid_is_refused() {
        let mut set: Value = serde_json::from_str(&KEYS.jwks).unwrap();
        set["keys"][1]["kid"] = json!("rsa-1");
        let e = Jwks::from_json(&set.to_string()).unwrap_err().to_string();
        assert_eq!(
            e,
            "invalid JWKS: two keys share kid rsa-1: each key needs a kid of its own"
        );
    }

    #[test]
    fn a_token_without_sub_is_refused() {
        let token = rs256(&with(json!({"sub": null})));
        assert_eq!(
            verifier().check_fixed(&token),
            Err(Rejection::MissingClaim("sub"))
        );
    }

    #[test]
    fn malformed_tokens_are_malformed() {
        for token in ["", "abc", "a.b", "a.b.c.d", "!!.!!.!!", ".x.y", "e30.e30.x"] {
            assert_eq!(
                verifier().check_fixed(token),
                Err(Rejection::Malformed),
                "{token:?}"
            );
        }
    }

    #[test]
    fn a_verifier_without_keys_accepts_nothing() {
        let bare = JwtVerifier::new(ISS, AUD);
        assert_eq!(
            bare.check_fixed(&rs256(&claims())),
            Err(Rejection::UnknownKey)
        );
    }

    #[test]
    fn symmetric_keys_in_a_key_set_are_refused() {
        let set = r#"{"keys":[{"kty":"oct","k":"c2VjcmV0","kid":"s"}]}"#;
        let e = Jwks::from_json(set).unwrap_err().to_string();
        assert!(e.contains("symmetric"), "{e}");
        assert!(Jwks::from_json(r#"{"keys":[]}"#).is_err());
        assert!(Jwks::from_json("not json").is_err());
    }

    #[test]
    fn debug_shows_no_secret() {
        let shown = format!("{:?}", verifier().hs256_secret(SECRET));
        assert!(!shown.contains("an-hs256-secret"), "{shown}");
        assert!(shown.contains("hs256: true"), "{shown}");
    }

    /// A fetcher serving `doc` (changeable), counting fetches; an empty doc fails.
    fn fetcher(
        doc: &Arc<std::sync::Mutex<String>>,
        count: &Arc<std::sync::atomic::AtomicUsize>,
    ) -> FetchJwks {
        let (doc, count) = (Arc::clone(doc), Arc::clone(count));
        Arc::new(move |_url: String| {
            count.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            let doc = doc.lock().unwrap().clone();
            Box::pin(async move {
                if doc.is_empty() {
                    Err("connection refused".to_owned())
                } else {
                    Ok(doc)
                }
            })
        })
    }

    #[tokio::test(start_paused = true)]
    async fn remote_keys_are_fetched_once_cached_refetched_when_stale_and_kept_on_failure() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let doc = Arc::new(std::sync::Mutex::new(KEYS.jwks.clone()));
        let count = Arc::new(AtomicUsize::new(0));
        let remote = RemoteJwks::new("https://auth.example.com/jwks", fetcher(&doc, &count))
            .lifetime(Duration::from_secs(600));
        let verifier = JwtVerifier::new(ISS, AUD).remote_keys(remote);
        let token = rs256(&claims());
        for _ in 0..3 {
            assert_eq!(verifier.verify(&token).await.unwrap().subject(), "c-100");
        }
        assert_eq!(count.load(Ordering::SeqCst), 1, "cached");
        // Stale, and the server is down: the old keys stay in use.
        tokio::time::advance(Duration::from_secs(601)).await;
        doc.lock().unwrap().clear();
        assert!(verifier.verify(&token).await.is_ok());
        assert_eq!(count.load(Ordering::SeqCst), 2);
        // Not retried at every token while it is down.
        assert!(verifier.verify(&token).await.is_ok());
        assert_eq!(count.load(Ordering::SeqCst), 2);
        // Back up: fetched again once the retry interval has passed.
        *doc.lock().unwrap() = KEYS.jwks.clone();
        tokio::time::advance(Duration::from_secs(31)).await;
        assert!(verifier.verify(&token).await.is_ok());
        assert_eq!(count.load(Ordering::SeqCst), 3);
    }

    #[tokio::test(start_paused = true)]
    async fn a_new_kid_refetches_at_most_every_30_seconds() {
        use std::sync::atomic::{AtomicUsize, Ordering};
        let doc = Arc::new(std::sync::Mutex::new(KEYS.jwks.clone()));
        let count = Arc::new(AtomicUsize::new(0));
        let verifier = JwtVerifier::new(ISS, AUD)
            .remote_keys(RemoteJwks::new("https://a/jwks", fetcher(&doc, &count)));
        let unknown = sign(Algorithm::RS256, Some("rsa-next"), &KEYS.rsa, &claims());
        assert_eq!(verifier.verify(&unknown).await, Err(Rejection::UnknownKey));
        assert_eq!(
            count.load(Ordering::SeqCst),
            1,
            "the first fetch was just now"
        );
        // The issuer rotates: the new kid appears in the document.
        let rotated = KEYS.jwks.replace("\"rsa-1\"", "\"rsa-next\"");
        *doc.lock().unwrap() = rotated;
        tokio::time::advance(Duration::from_secs(31)).await;
        assert_eq!(verifier.verify(&unknown).await.unwrap().subject(), "c-100");
        assert_eq!(count.load(Ordering::SeqCst), 2);
        // A flood of unknown kids does not become a flood of fetches.
        let bogus = sign(Algorithm::RS256, Some("rsa-bogus"), &KEYS.rsa, &claims());
        for _ in 0..5 {
            assert_eq!(verifier.verify(&bogus).await, Err(Rejection::UnknownKey));
        }
        assert_eq!(count.load(Ordering::SeqCst), 2);
    }

    #[tokio::test(start_paused = true)]
    async fn without_any_keys_tokens_cannot_be_checked_now() {
        use std::sync::atomic::AtomicUsize;
        let doc = Arc::new(std::sync::Mutex::new(String::new()));
        let count = Arc::new(AtomicUsize::new(0));
        let verifier = JwtVerifier::new(ISS, AUD)
            .remote_keys(RemoteJwks::new("https://a/jwks", fetcher(&doc, &count)));
        assert_eq!(
            verifier.verify(&rs256(&claims())).await,
            Err(Rejection::Unavailable)
        );
    }
}
