//! [`Jwks`]: the keys of a JWKS document, each with the one algorithm it verifies.

use jsonwebtoken::jwk::{
    AlgorithmParameters, EllipticCurve, Jwk, JwkSet, KeyAlgorithm, PublicKeyUse,
};
use jsonwebtoken::{Algorithm, DecodingKey};
use std::fmt;
use std::path::Path;
use std::sync::Arc;

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
pub(super) struct Key {
    pub(super) kid: Option<String>,
    pub(super) alg: Algorithm,
    pub(super) decoding: DecodingKey,
}

/// The public keys an authorization server signs its tokens with: a JWKS document
/// (RFC 7517), from a string or a file. Each key verifies exactly one algorithm: its `alg`,
/// or, when it names none, RS256 for an RSA key, ES256 for P-256, ES384 for P-384 and
/// EdDSA for Ed25519. Symmetric (`oct`) keys are refused here (HS256 is configured
/// explicitly, [`JwtVerifier::hs256_secret`](super::JwtVerifier::hs256_secret)), and keys
/// marked `"use": "enc"` are skipped.
#[derive(Clone)]
pub struct Jwks {
    pub(super) keys: Arc<Vec<Key>>,
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
