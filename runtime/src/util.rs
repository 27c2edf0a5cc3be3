//! Small helpers the runtime shares: one copy each.

use std::sync::{Mutex, MutexGuard, PoisonError};
use std::time::{SystemTime, UNIX_EPOCH};

/// Lock `m`, taking the data of a poisoned lock as it is: a panicking handler is answered
/// as an internal error, and must not take the transport down with it.
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The first 16 bytes of a SHA-256 digest, in hex: what a `requestState` names a question
/// or a call's arguments by.
pub(crate) fn short_hex(digest: &[u8]) -> String {
    let mut out = String::with_capacity(32);
    encode_hex(&digest[..16], &mut out);
    out
}

/// `bytes` in lowercase hex, appended to `out`.
pub(crate) fn encode_hex(bytes: &[u8], out: &mut String) {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    for b in bytes {
        out.push(char::from(DIGITS[usize::from(b >> 4)]));
        out.push(char::from(DIGITS[usize::from(b & 15)]));
    }
}

/// Hex digits (either case) into `out`, which they must fill exactly; `false` if they do
/// not.
#[cfg_attr(not(feature = "http"), allow(dead_code))]
pub(crate) fn decode_hex(hex: &[u8], out: &mut [u8]) -> bool {
    if hex.len() != 2 * out.len() {
        return false;
    }
    let digit = |c: u8| match c {
        b'0'..=b'9' => Some(c - b'0'),
        b'a'..=b'f' => Some(c - b'a' + 10),
        b'A'..=b'F' => Some(c - b'A' + 10),
        _ => None,
    };
    for (byte, pair) in out.iter_mut().zip(hex.chunks_exact(2)) {
        match (digit(pair[0]), digit(pair[1])) {
            (Some(hi), Some(lo)) => *byte = hi << 4 | lo,
            _ => return false,
        }
    }
    true
}

/// `<prefix>` and the SHA-256 of `parts` (each after its length) in hex: a name that holds
/// none of them (no subject, token or client key appears in a store's key space).
pub(crate) fn digest_name(prefix: &str, parts: &[&[u8]]) -> String {
    use sha2::{Digest, Sha256};
    let mut digest = Sha256::new();
    for part in parts {
        digest.update(part.len().to_le_bytes());
        digest.update(part);
    }
    let mut name = String::with_capacity(prefix.len() + 64);
    name.push_str(prefix);
    encode_hex(&digest.finalize(), &mut name);
    name
}

/// Seconds since the Unix epoch (0 for a clock set before it).
pub(crate) fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}

/// `N` bytes from the operating system's random source (keys, nonces).
pub(crate) fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0; N];
    getrandom::fill(&mut bytes).expect("the operating system's random source");
    bytes
}
