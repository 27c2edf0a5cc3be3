//! Tests of [`JwtVerifier`], [`Jwks`] and [`RemoteJwks`], with keys generated for the run.

use super::*;
use jsonwebtoken::jwk::{Jwk, JwkSet};
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
