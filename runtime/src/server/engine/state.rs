//! Sealed state: a tag that binds a value to one caller ([`bound_tag`], for session ids
//! and task ids too), and `requestState` for 2026-07-28 multi round-trip requests: what a call that asked the
//! client something carries to its retry, sealed so that a client can neither forge it nor
//! use it for another call.
//!
//! The state is `base64url(payload) "." base64url(tag)`: the payload is JSON naming the
//! tool, a digest of the call's arguments, an expiry, the questions asked (by key, with a
//! digest of each) and the answers of earlier rounds; the tag is HMAC-SHA256, under the
//! server's key, of the payload and the caller's subject (which the state binds without
//! carrying it: a client reads nothing of the server's idea of who it is). Replicas that share the key accept
//! each other's states, so a retry can land on any replica.

use crate::talk::Answer;
use crate::util::{now_secs, random_bytes, short_hex};
use crate::wire::InputRequest;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use hmac::{Hmac, KeyInit, Mac};
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::fmt;
use std::time::Duration;

/// The format of the payload.
const VERSION: u8 = 1;

/// A 32-byte server secret (never printed).
#[derive(Clone)]
pub(crate) struct StateKey(pub(crate) [u8; 32]);

impl StateKey {
    /// A key from the operating system's random source.
    pub(crate) fn random() -> Self {
        StateKey(random_bytes())
    }

    /// A key derived from `secret` for this one purpose.
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn derived(secret: &[u8]) -> Self {
        let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(secret)
            .expect("HMAC takes keys of any length");
        mac.update(b"toolwright requestState v1");
        StateKey(mac.finalize().into_bytes().into())
    }
}

impl fmt::Debug for StateKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("StateKey(..)")
    }
}

/// What a call is: the state of one call is refused for any other.
pub(crate) struct CallIdentity {
    tool: String,
    /// SHA-256 of the arguments' JSON, hex (first 16 bytes).
    args: String,
    subject: Option<String>,
}

impl CallIdentity {
    pub(crate) fn new(tool: &str, args: &Value, subject: Option<&str>) -> Self {
        let digest = Sha256::digest(serde_json::to_vec(args).expect("JSON values serialize"));
        CallIdentity {
            tool: tool.to_owned(),
            args: short_hex(&digest),
            subject: subject.map(str::to_owned),
        }
    }
}

#[derive(Serialize, Deserialize)]
struct Payload {
    v: u8,
    /// The tool.
    t: String,
    /// The arguments' digest.
    a: String,
    /// Expiry, seconds since the Unix epoch.
    e: u64,
    /// The questions asked: key -> digest.
    q: HashMap<String, String>,
    /// The answers of earlier rounds.
    r: HashMap<String, Answer>,
}

/// Why a `requestState` was refused (logged, never sent).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StateRefusal {
    /// Not in the format, or its tag does not verify (forged, or another caller's).
    Forged,
    /// For another tool, other arguments or another caller.
    OtherCall,
    /// Past its expiry.
    Expired,
}

impl fmt::Display for StateRefusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            StateRefusal::Forged => {
                "malformed, not signed with this server's key, or issued to another caller"
            }
            StateRefusal::OtherCall => "issued for another tool or other arguments",
            StateRefusal::Expired => "expired",
        })
    }
}

/// Seals and opens states under one key.
pub(crate) struct Sealer {
    mac: Hmac<Sha256>,
    lifetime: Duration,
}

impl Sealer {
    pub(crate) fn new(key: &StateKey, lifetime: Duration) -> Self {
        Sealer {
            mac: <Hmac<Sha256> as KeyInit>::new_from_slice(&key.0)
                .expect("HMAC takes keys of any length"),
            lifetime,
        }
    }

    /// The MAC of a payload, bound to the caller's subject.
    fn tag(&self, payload: &[u8], subject: Option<&str>) -> Hmac<Sha256> {
        bound_tag(&self.mac, payload, subject)
    }

    /// The state for a call that asked `asked`, knowing `answers`.
    pub(crate) fn seal(
        &self,
        call: &CallIdentity,
        asked: &[InputRequest],
        answers: HashMap<String, Answer>,
    ) -> String {
        let payload = Payload {
            v: VERSION,
            t: call.tool.clone(),
            a: call.args.clone(),
            e: now_secs().saturating_add(self.lifetime.as_secs()),
            q: asked
                .iter()
                .map(|r| (r.key.clone(), r.digest.clone()))
                .collect(),
            r: answers,
        };
        let json = serde_json::to_vec(&payload).expect("states serialize");
        let tag = self
            .tag(&json, call.subject.as_deref())
            .finalize()
            .into_bytes();
        let mut state = URL_SAFE_NO_PAD.encode(&json);
        state.push('.');
        state.push_str(&URL_SAFE_NO_PAD.encode(tag));
        state
    }

    /// The answers a retry of `call` brings: those of earlier rounds in `state`, and each
    /// of `responses` that answers a question the state says was asked (others are
    /// ignored, as the spec asks).
    pub(crate) fn open(
        &self,
        call: &CallIdentity,
        state: &str,
        responses: Option<&Map<String, Value>>,
    ) -> Result<HashMap<String, Answer>, StateRefusal> {
        let (payload, tag) = state.split_once('.').ok_or(StateRefusal::Forged)?;
        let json = URL_SAFE_NO_PAD
            .decode(payload)
            .map_err(|_| StateRefusal::Forged)?;
        let tag = URL_SAFE_NO_PAD
            .decode(tag)
            .map_err(|_| StateRefusal::Forged)?;
        // Constant time: a forger learns nothing from how long a wrong tag takes.
        self.tag(&json, call.subject.as_deref())
            .verify_slice(&tag)
            .map_err(|_| StateRefusal::Forged)?;
        let payload: Payload = serde_json::from_slice(&json).map_err(|_| StateRefusal::Forged)?;
        if payload.v != VERSION {
            return Err(StateRefusal::Forged);
        }
        if payload.t != call.tool || payload.a != call.args {
            return Err(StateRefusal::OtherCall);
        }
        if payload.e < now_secs() {
            return Err(StateRefusal::Expired);
        }
        let mut answers = payload.r;
        for (key, digest) in payload.q {
            if let Some(value) = responses.and_then(|r| r.get(&key)) {
                answers.insert(
                    key,
                    Answer {
                        digest,
                        value: value.clone(),
                    },
                );
            }
        }
        Ok(answers)
    }
}

/// What binds a sealed value (a 2026-07-28 `requestState`, a 2025-11-25 session id, a
/// task id) to one caller: `mac` (keyed, nothing fed yet) over `payload` and then `subject` (the caller, or none),
/// length-prefixed: what a state or a session id is valid for only one subject by.
pub(crate) fn bound_tag(mac: &Hmac<Sha256>, payload: &[u8], subject: Option<&str>) -> Hmac<Sha256> {
    let mut mac = mac.clone();
    mac.update(payload);
    match subject {
        None => mac.update(&[0]),
        Some(subject) => {
            mac.update(&[1]);
            mac.update(&(subject.len() as u64).to_be_bytes());
            mac.update(subject.as_bytes());
        }
    }
    mac
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn question(n: usize) -> InputRequest {
        let params = json!({"message": format!("question {n}")});
        InputRequest {
            key: format!("elicitation-{n}"),
            method: "elicitation/create",
            digest: InputRequest::digest_of("elicitation/create", &params),
            params,
        }
    }

    fn sealer() -> Sealer {
        Sealer::new(&StateKey([7; 32]), Duration::from_secs(60))
    }

    #[test]
    fn a_state_opens_for_its_call_with_the_answers_to_what_it_asked() {
        let call = CallIdentity::new("refund", &json!({"amount": 750}), Some("c-1"));
        let state = sealer().seal(&call, &[question(1)], HashMap::new());
        let responses = json!({"elicitation-1": {"action": "accept"}, "extra": {}});
        let answers = sealer()
            .open(&call, &state, responses.as_object())
            .expect("opens");
        assert_eq!(answers.len(), 1, "the unasked key is ignored");
        assert_eq!(answers["elicitation-1"].value, json!({"action": "accept"}));
        assert_eq!(answers["elicitation-1"].digest, question(1).digest);
    }

    #[test]
    fn a_state_is_refused_for_other_arguments_tools_callers_and_keys() {
        let call = CallIdentity::new("refund", &json!({"amount": 750}), Some("c-1"));
        let state = sealer().seal(&call, &[question(1)], HashMap::new());
        let other_args = CallIdentity::new("refund", &json!({"amount": 75000}), Some("c-1"));
        let other_tool = CallIdentity::new("charge", &json!({"amount": 750}), Some("c-1"));
        let other_caller = CallIdentity::new("refund", &json!({"amount": 750}), Some("c-2"));
        let anonymous = CallIdentity::new("refund", &json!({"amount": 750}), None);
        for other in [&other_args, &other_tool] {
            assert_eq!(
                sealer().open(other, &state, None).unwrap_err(),
                StateRefusal::OtherCall
            );
        }
        for other in [&other_caller, &anonymous] {
            assert_eq!(
                sealer().open(other, &state, None).unwrap_err(),
                StateRefusal::Forged
            );
        }
        // The state binds the subject without carrying it.
        let payload = URL_SAFE_NO_PAD
            .decode(state.split_once('.').unwrap().0)
            .unwrap();
        assert!(!String::from_utf8(payload).unwrap().contains("c-1"));
        let foreign = Sealer::new(&StateKey([8; 32]), Duration::from_secs(60));
        assert_eq!(
            foreign.open(&call, &state, None).unwrap_err(),
            StateRefusal::Forged
        );
    }

    #[test]
    fn a_tampered_or_truncated_state_is_forged() {
        let call = CallIdentity::new("refund", &json!({}), None);
        let state = sealer().seal(&call, &[question(1)], HashMap::new());
        let (payload, tag) = state.split_once('.').unwrap();
        // The client rewrites the answers it carries: the tag no longer verifies.
        let mut json: Value =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap();
        json["r"] = json!({"elicitation-1": {"d": question(1).digest, "v": {"action": "accept"}}});
        let forged = format!(
            "{}.{tag}",
            URL_SAFE_NO_PAD.encode(serde_json::to_vec(&json).unwrap())
        );
        for bad in [forged.as_str(), payload, &state[..state.len() - 2], "", "."] {
            assert_eq!(
                sealer().open(&call, bad, None).unwrap_err(),
                StateRefusal::Forged,
                "{bad}"
            );
        }
    }

    #[test]
    fn an_expired_state_is_refused() {
        let call = CallIdentity::new("refund", &json!({}), None);
        let past = Sealer {
            lifetime: Duration::ZERO,
            ..sealer()
        };
        let mut state = past.seal(&call, &[], HashMap::new());
        // Re-seal with an expiry in the past.
        let (payload, _) = state.split_once('.').unwrap();
        let mut json: Value =
            serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).unwrap()).unwrap();
        json["e"] = json!(now_secs() - 1);
        let bytes = serde_json::to_vec(&json).unwrap();
        state = format!(
            "{}.{}",
            URL_SAFE_NO_PAD.encode(&bytes),
            URL_SAFE_NO_PAD.encode(past.tag(&bytes, None).finalize().into_bytes())
        );
        assert_eq!(
            past.open(&call, &state, None).unwrap_err(),
            StateRefusal::Expired
        );
    }
}
