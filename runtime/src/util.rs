//! Small helpers the runtime shares: one copy each.

use std::sync::{Mutex, MutexGuard, PoisonError};

/// Lock `m`, taking the data of a poisoned lock as it is: a panicking handler is answered
/// as an internal error, and must not take the transport down with it.
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The first 16 bytes of a SHA-256 digest, in hex: what a `requestState` names a question
/// or a call's arguments by.
pub(crate) fn short_hex(digest: &[u8]) -> String {
    use std::fmt::Write;
    digest[..16]
        .iter()
        .fold(String::with_capacity(32), |mut out, b| {
            let _ = write!(out, "{b:02x}");
            out
        })
}
