//! [`RemoteJwks`]: an authorization server's keys, fetched from its JWKS URL and cached.

use super::Jwks;
use crate::auth::Rejection;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

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
    pub(super) async fn current(&self) -> Result<Jwks, Rejection> {
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
    pub(super) async fn refetch(&self) -> Option<Jwks> {
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
