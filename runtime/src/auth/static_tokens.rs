//! [`StaticTokens`]: a fixed table of opaque bearer tokens.

use super::{Rejection, TokenVerifier, VerifyFuture};
use crate::caller::Caller;
use sha2::{Digest, Sha256};
use std::fmt;
use std::time::SystemTime;
use subtle::ConstantTimeEq;

/// A fixed table of opaque tokens and the callers they stand for: API keys issued by hand,
/// a demo, tests. Each token is kept only as its SHA-256 digest, and a presented token is
/// compared against every entry in constant time (the digest of any token has the same
/// length, so neither a token's length nor its longest matching prefix shows in the time
/// a check takes). A caller whose [`Caller::with_expiry`] has passed is
/// [`Rejection::Expired`].
///
/// ```
/// use toolwright::auth::StaticTokens;
/// use toolwright::Caller;
///
/// let tokens = StaticTokens::new()
///     .token("tok_ops_2b7d", Caller::new("ops").unwrap().with_scopes(["orders:read"]));
/// ```
#[derive(Default, Clone)]
pub struct StaticTokens {
    entries: Vec<([u8; 32], Caller)>,
}

impl fmt::Debug for StaticTokens {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("StaticTokens")
            .field("tokens", &self.entries.len())
            .finish()
    }
}

fn digest(token: &[u8]) -> [u8; 32] {
    Sha256::digest(token).into()
}

impl StaticTokens {
    /// An empty table (it accepts nothing).
    pub fn new() -> Self {
        Self::default()
    }

    /// The same table, with `token` standing for `caller`.
    ///
    /// # Panics
    ///
    /// If `token` is empty: an empty bearer token is no credential.
    #[must_use]
    pub fn token(mut self, token: impl AsRef<[u8]>, caller: Caller) -> Self {
        let token = token.as_ref();
        assert!(
            !token.is_empty(),
            "toolwright: a static token cannot be empty"
        );
        self.entries.push((digest(token), caller));
        self
    }

    fn check(&self, token: &str) -> Result<Caller, Rejection> {
        let presented = digest(token.as_bytes());
        let mut found = None;
        // Every entry is compared, whatever matched before.
        for (known, caller) in &self.entries {
            if bool::from(known.ct_eq(&presented)) {
                found = Some(caller);
            }
        }
        let caller = found.ok_or(Rejection::Unknown)?;
        match caller.expires_at() {
            Some(at) if at <= SystemTime::now() => Err(Rejection::Expired),
            _ => Ok(caller.clone()),
        }
    }
}

impl TokenVerifier for StaticTokens {
    fn verify<'a>(&'a self, token: &'a str) -> VerifyFuture<'a> {
        let checked = self.check(token);
        Box::pin(std::future::ready(checked))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    fn table() -> StaticTokens {
        StaticTokens::new()
            .token(
                "tok_alice",
                Caller::new("alice").unwrap().with_scopes(["a"]),
            )
            .token("tok_bob", Caller::new("bob").unwrap())
            .token(
                "tok_old",
                Caller::new("old")
                    .unwrap()
                    .with_expiry(SystemTime::now() - Duration::from_secs(1)),
            )
    }

    #[test]
    fn a_known_token_names_its_caller() {
        let caller = table().check("tok_alice").unwrap();
        assert_eq!(caller.subject(), "alice");
        assert!(caller.has_scope("a"));
        assert_eq!(table().check("tok_bob").unwrap().subject(), "bob");
    }

    #[test]
    fn an_unknown_a_prefix_or_an_extended_token_is_unknown() {
        for token in ["tok_alic", "tok_alicex", "", "TOK_ALICE", "tok_carol"] {
            assert_eq!(table().check(token), Err(Rejection::Unknown), "{token:?}");
        }
    }

    #[test]
    fn an_expired_callers_token_is_expired() {
        assert_eq!(table().check("tok_old"), Err(Rejection::Expired));
    }

    #[test]
    fn debug_shows_no_token_nor_digest() {
        let shown = format!("{:?}", table());
        assert_eq!(shown, "StaticTokens { tokens: 3 }");
    }
}
