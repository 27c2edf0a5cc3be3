//! What binds a sealed value (a 2026-07-28 `requestState`, a 2025-11-25 session id) to one
//! caller: its HMAC tag covers the caller's subject, which the value does not carry.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// `mac` (keyed, nothing fed yet) over `payload` and then `subject` (the caller, or none),
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
