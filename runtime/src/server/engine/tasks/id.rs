//! Task ids sealed to their owner: 12 random bytes, the issue time (milliseconds on the
//! store's clock) and a 12-byte HMAC-SHA256 tag over both and the owner's digest, under a
//! key derived from the server's state key (replicas that share the session key open each
//! other's ids), in 64 hex digits.
//!
//! An id whose record is gone (the store flushed, restarted empty, a failover that dropped a
//! write) opens for its owner, and only for its owner, until its ttl would have run out: the
//! server can tell "a task of yours that it lost" from "no task it ever issued" without
//! storing anything, and answer the first as lost. Anyone else, and the owner after the ttl,
//! gets the answer an id never issued gets.

use crate::server::engine::state;
use crate::server::engine::state::StateKey;
use crate::util::{decode_hex, encode_hex, random_bytes};
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

const RANDOM: usize = 12;
const ISSUED: usize = 8;
const TAG: usize = 12;
const LEN: usize = RANDOM + ISSUED + TAG;

/// Issues and opens task ids.
pub(crate) struct TaskIds {
    mac: Hmac<Sha256>,
}

impl TaskIds {
    pub(crate) fn new(key: &StateKey) -> Self {
        let mut derive =
            <Hmac<Sha256> as KeyInit>::new_from_slice(&key.0).expect("HMAC takes any key");
        derive.update(b"toolwright task id v1");
        let key = derive.finalize().into_bytes();
        TaskIds {
            mac: <Hmac<Sha256> as KeyInit>::new_from_slice(&key).expect("HMAC takes any key"),
        }
    }

    /// A new id of `owner`'s task, issued at `issued` (store clock, ms).
    pub(crate) fn issue(&self, owner: Option<&str>, issued: u64) -> String {
        let mut bytes = [0u8; LEN];
        bytes[..RANDOM].copy_from_slice(&random_bytes::<RANDOM>());
        bytes[RANDOM..RANDOM + ISSUED].copy_from_slice(&issued.to_be_bytes());
        let tag = state::bound_tag(&self.mac, &bytes[..RANDOM + ISSUED], owner)
            .finalize()
            .into_bytes();
        bytes[RANDOM + ISSUED..].copy_from_slice(&tag[..TAG]);
        let mut id = String::with_capacity(LEN * 2);
        encode_hex(&bytes, &mut id);
        id
    }

    /// When `id` was issued, if this server issued it to `owner`.
    pub(crate) fn open(&self, id: &str, owner: Option<&str>) -> Option<u64> {
        let mut bytes = [0u8; LEN];
        // Exactly as issued: lowercase (an id in another case is not one this server issued).
        let issued_form = id.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f'));
        if id.len() != LEN * 2 || !issued_form || !decode_hex(id.as_bytes(), &mut bytes) {
            return None;
        }
        let (payload, tag) = bytes.split_at(RANDOM + ISSUED);
        state::bound_tag(&self.mac, payload, owner)
            .verify_truncated_left(tag)
            .ok()?;
        let issued: [u8; ISSUED] = payload[RANDOM..].try_into().expect("eight bytes");
        Some(u64::from_be_bytes(issued))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_id_opens_for_its_owner_only_and_under_its_key_only() {
        let ids = TaskIds::new(&StateKey([7; 32]));
        let id = ids.issue(Some("owner-a"), 1_795_689_344_123);
        assert_eq!(id.len(), 64);
        assert_eq!(ids.open(&id, Some("owner-a")), Some(1_795_689_344_123));
        assert_eq!(ids.open(&id, Some("owner-b")), None);
        assert_eq!(ids.open(&id, None), None);
        assert_eq!(
            TaskIds::new(&StateKey([8; 32])).open(&id, Some("owner-a")),
            None
        );
        let anonymous = ids.issue(None, 5);
        assert_eq!(ids.open(&anonymous, None), Some(5));
        assert_eq!(ids.open(&anonymous, Some("owner-a")), None);
    }

    #[test]
    fn a_changed_issue_time_or_a_malformed_id_does_not_open() {
        let ids = TaskIds::new(&StateKey([7; 32]));
        let id = ids.issue(Some("o"), 1000);
        // The issue time moved forward by one hex digit: the tag no longer holds.
        let mut later = id.clone().into_bytes();
        later[RANDOM * 2 + ISSUED * 2 - 1] = b'9';
        assert_eq!(
            ids.open(&String::from_utf8(later).unwrap(), Some("o")),
            None
        );
        assert_eq!(ids.open(&id[..63], Some("o")), None);
        assert_eq!(ids.open(&format!("{}zz", &id[..62]), Some("o")), None);
        assert_eq!(ids.open("", Some("o")), None);
        // The same id in other letter case is no id this server issued.
        assert_eq!(ids.open(&id.to_ascii_uppercase(), Some("o")), None);
    }
}
