//! 2025-11-25 sessions without server memory: the `Mcp-Session-Id` carries what the session
//! is (when it began, what the client declared it can be asked, a random nonce),
//! authenticated with HMAC-SHA256 under the server's key, so any replica holding the key
//! serves any session. A replica remembers only what it must: the calls it is running (for
//! `notifications/cancelled`), the requests it sent the client that wait for answers, the
//! log level a client set on it, and the sessions a client ended with `DELETE` (until they
//! would have expired anyway).

use crate::server::engine::state;
use crate::server::message::Id;
use crate::server::outbound::Asks;
use crate::talk::{ClientCaps, LogLevel};
use crate::util::{decode_hex, encode_hex, lock, now_secs, random_bytes};
use futures_util::future::AbortHandle;
use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;
use std::collections::{HashMap, HashSet, VecDeque};
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// Format version, the first byte of every id.
const FORMAT: u8 = 2;
const NONCE: usize = 16;
/// Version, issue time (seconds since the epoch, big-endian), client capabilities, nonce.
const PAYLOAD: usize = 1 + 8 + 1 + NONCE;
/// Log levels remembered per replica; past it the oldest setting is forgotten (its session
/// falls back to the default level).
const MAX_LEVELS: usize = 65_536;
/// The most resource URIs one session may subscribe to.
pub(crate) const MAX_SUBSCRIPTIONS: usize = 1_024;
/// The most sessions a replica keeps subscriptions for (expired ones are forgotten first).
const MAX_LISTENERS: usize = 65_536;
/// HMAC-SHA256 truncated to 128 bits.
const TAG: usize = 16;
/// Hex digits of an id.
const ID_LEN: usize = 2 * (PAYLOAD + TAG);

/// The key session ids are signed with. Replicas behind one load balancer must share it.
#[derive(Clone)]
pub struct SessionKey(pub(crate) [u8; 32]);

impl SessionKey {
    /// A key from 32 secret bytes (say, 64 hex digits from a secret store, decoded).
    pub fn from_bytes(bytes: [u8; 32]) -> Self {
        SessionKey(bytes)
    }

    /// A key from 64 hex digits, as `openssl rand -hex 32` prints one.
    ///
    /// # Errors
    ///
    /// When `hex` is not 64 hex digits.
    pub fn from_hex(hex: &str) -> Result<Self, InvalidSessionKey> {
        let hex = hex.trim();
        let mut key = [0; 32];
        if hex.len() != 64 || !decode_hex(hex.as_bytes(), &mut key) {
            return Err(InvalidSessionKey);
        }
        Ok(SessionKey(key))
    }

    /// A random key: sessions survive only on this process.
    pub fn random() -> Self {
        SessionKey(random_bytes())
    }
}

impl fmt::Debug for SessionKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("SessionKey(..)")
    }
}

/// [`SessionKey::from_hex`] was not given 64 hex digits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InvalidSessionKey;

impl fmt::Display for InvalidSessionKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a session key is 64 hex digits (32 bytes), as `openssl rand -hex 32` prints")
    }
}

impl std::error::Error for InvalidSessionKey {}

/// A verified session.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) struct Session {
    nonce: [u8; NONCE],
    issued: u64,
    caps: u8,
}

impl Session {
    /// What the client declared in the session's `initialize`.
    pub(crate) fn caps(self) -> ClientCaps {
        ClientCaps::from_bits(self.caps)
    }
}

/// The sessions of one replica.
pub(crate) struct Sessions {
    mac: Hmac<Sha256>,
    lifetime: Duration,
    max_ended: usize,
    ended: Mutex<Ended>,
    calls: Mutex<HashMap<(Session, Id), (u64, AbortHandle)>>,
    seq: AtomicU64,
    /// `logging/setLevel` of sessions, as set on this replica, oldest first.
    levels: Mutex<(HashMap<Session, LogLevel>, VecDeque<Session>)>,
    /// Requests to clients waiting for answers, by session.
    pub(crate) asks: Arc<Asks<Session>>,
    /// The resource URIs each session subscribed to on this replica, and whether its `GET`
    /// stream is open here.
    listeners: Mutex<HashMap<Session, Listener>>,
}

/// What a session listens to on this replica.
#[derive(Default)]
struct Listener {
    uris: HashSet<String>,
    streaming: bool,
}

/// Sessions ended by `DELETE`, oldest first, until their lifetime is over.
#[derive(Default)]
struct Ended {
    set: HashMap<[u8; NONCE], u64>,
    order: VecDeque<([u8; NONCE], u64)>,
}

impl Sessions {
    pub(crate) fn new(key: &SessionKey, lifetime: Duration, max_ended: usize) -> Self {
        Sessions {
            mac: Hmac::new_from_slice(&key.0).expect("HMAC takes keys of any length"),
            lifetime,
            max_ended,
            ended: Mutex::default(),
            calls: Mutex::default(),
            seq: AtomicU64::new(0),
            levels: Mutex::default(),
            asks: Arc::new(Asks::new()),
            listeners: Mutex::default(),
        }
    }

    /// Record `session`'s `resources/subscribe` (`on`) or `unsubscribe` of `uri`. At most
    /// [`MAX_SUBSCRIPTIONS`] URIs per session: past that the oldest is not dropped, the new
    /// one is refused (`false`).
    pub(crate) fn subscribe(&self, session: Session, uri: String, on: bool) -> bool {
        let mut listeners = lock(&self.listeners);
        if !on {
            if let Some(listener) = listeners.get_mut(&session) {
                listener.uris.remove(&uri);
            }
            return true;
        }
        if !listeners.contains_key(&session) && !self.room(&mut listeners) {
            return false;
        }
        let listener = listeners.entry(session).or_default();
        if listener.uris.len() >= MAX_SUBSCRIPTIONS && !listener.uris.contains(&uri) {
            return false;
        }
        listener.uris.insert(uri);
        true
    }

    /// Whether `session` subscribed to `uri` on this replica.
    pub(crate) fn subscribed(&self, session: Session, uri: &str) -> bool {
        lock(&self.listeners)
            .get(&session)
            .is_some_and(|l| l.uris.contains(uri))
    }

    /// Open `session`'s `GET` stream on this replica: `false` when one is open already
    /// (each message goes to one stream).
    pub(crate) fn open_stream(&self, session: Session) -> bool {
        let mut listeners = lock(&self.listeners);
        if !listeners.contains_key(&session) && !self.room(&mut listeners) {
            return false;
        }
        let listener = listeners.entry(session).or_default();
        !std::mem::replace(&mut listener.streaming, true)
    }

    /// Whether the listeners have room for one more session, after forgetting the expired.
    fn room(&self, listeners: &mut HashMap<Session, Listener>) -> bool {
        if listeners.len() < MAX_LISTENERS {
            return true;
        }
        let now = now_secs();
        listeners.retain(|s, _| now.saturating_sub(s.issued) <= self.lifetime.as_secs());
        listeners.len() < MAX_LISTENERS
    }

    /// `session`'s `GET` stream closed.
    pub(crate) fn close_stream(&self, session: Session) {
        if let Some(listener) = lock(&self.listeners).get_mut(&session) {
            listener.streaming = false;
        }
    }

    /// Whether `session` is still live here (not ended by `DELETE`).
    pub(crate) fn live(&self, session: Session) -> bool {
        !lock(&self.ended).set.contains_key(&session.nonce)
    }

    /// The MAC of a session id's payload, bound to the subject that opened the session
    /// (when the server authenticates callers): an id is valid only for that subject.
    fn tag(&self, payload: &[u8], subject: Option<&str>) -> Hmac<Sha256> {
        state::bound_tag(&self.mac, payload, subject)
    }

    /// A new session of `subject` (the caller, when the server authenticates) and its id.
    pub(crate) fn mint(&self, subject: Option<&str>, caps: ClientCaps) -> (Session, String) {
        let mut nonce = [0; NONCE];
        getrandom::fill(&mut nonce).expect("the operating system's random source");
        let session = Session {
            nonce,
            issued: now_secs(),
            caps: caps.bits(),
        };
        let mut payload = [0; PAYLOAD];
        payload[0] = FORMAT;
        payload[1..9].copy_from_slice(&session.issued.to_be_bytes());
        payload[9] = session.caps;
        payload[10..].copy_from_slice(&nonce);
        let tag = self.tag(&payload, subject).finalize().into_bytes();
        let mut id = String::with_capacity(ID_LEN);
        encode_hex(&payload, &mut id);
        encode_hex(&tag[..TAG], &mut id);
        (session, id)
    }

    /// The session `id` names, if this server's key signed it for `subject` and it has
    /// neither expired nor been ended.
    pub(crate) fn verify(&self, id: &[u8], subject: Option<&str>) -> Option<Session> {
        let mut raw = [0; PAYLOAD + TAG];
        if id.len() != ID_LEN || !decode_hex(id, &mut raw) || raw[0] != FORMAT {
            return None;
        }
        let (payload, tag) = raw.split_at(PAYLOAD);
        // Constant time: a forger learns nothing from how long a wrong tag takes.
        self.tag(payload, subject).verify_truncated_left(tag).ok()?;
        let issued = u64::from_be_bytes(payload[1..9].try_into().expect("8 bytes"));
        let caps = payload[9];
        let mut nonce = [0; NONCE];
        nonce.copy_from_slice(&payload[10..]);
        let now = now_secs();
        if now.saturating_sub(issued) > self.lifetime.as_secs() {
            return None;
        }
        if lock(&self.ended).set.contains_key(&nonce) {
            return None;
        }
        Some(Session {
            nonce,
            issued,
            caps,
        })
    }

    /// The log level `session` set on this replica, if it did.
    pub(crate) fn level(&self, session: Session) -> Option<LogLevel> {
        lock(&self.levels).0.get(&session).copied()
    }

    /// Remember `session`'s `logging/setLevel`.
    pub(crate) fn set_level(&self, session: Session, level: LogLevel) {
        let mut levels = lock(&self.levels);
        let (set, order) = &mut *levels;
        if set.insert(session, level).is_none() {
            order.push_back(session);
        }
        while set.len() > MAX_LEVELS {
            let Some(oldest) = order.pop_front() else {
                break;
            };
            set.remove(&oldest);
        }
    }

    /// End `session` (a `DELETE`): this replica answers its id `404` from now on, until
    /// it would have expired anyway. Past `max_ended` remembered sessions the oldest is
    /// forgotten.
    pub(crate) fn end(&self, session: Session) {
        let expires = session.issued.saturating_add(self.lifetime.as_secs());
        let now = now_secs();
        let mut ended = lock(&self.ended);
        let Ended { set, order } = &mut *ended;
        while let Some(&(nonce, at)) = order.front() {
            if at > now && set.len() < self.max_ended {
                break;
            }
            order.pop_front();
            set.remove(&nonce);
        }
        if set.insert(session.nonce, expires).is_none() {
            order.push_back((session.nonce, expires));
        }
        drop(ended);
        {
            let mut levels = lock(&self.levels);
            if levels.0.remove(&session).is_some() {
                levels.1.retain(|s| *s != session);
            }
        }
        self.asks.close(session);
        lock(&self.listeners).remove(&session);
        // Its calls in flight here are stopped: the client will read no answer to them.
        lock(&self.calls).retain(|(s, _), (_, abort)| {
            if *s == session {
                abort.abort();
            }
            *s != session
        });
    }

    /// Register a call of `session` for `notifications/cancelled`, until the guard drops.
    pub(crate) fn track(&self, session: Session, id: Id, abort: AbortHandle) -> Tracked<'_> {
        let seq = self.seq.fetch_add(1, Ordering::Relaxed);
        lock(&self.calls).insert((session, id.clone()), (seq, abort));
        Tracked {
            sessions: self,
            key: Some((session, id)),
            seq,
        }
    }

    /// Stop call `id` of `session`, if it runs here.
    pub(crate) fn cancel(&self, session: Session, id: Id) {
        if let Some((_, abort)) = lock(&self.calls).remove(&(session, id)) {
            abort.abort();
        }
    }

    /// Calls in flight and ended sessions remembered, for tests of bounded memory.
    #[cfg(test)]
    fn remembered(&self) -> (usize, usize) {
        (lock(&self.calls).len(), lock(&self.ended).set.len())
    }
}

/// A call registered by [`Sessions::track`].
pub(crate) struct Tracked<'a> {
    sessions: &'a Sessions,
    key: Option<(Session, Id)>,
    seq: u64,
}

impl Drop for Tracked<'_> {
    fn drop(&mut self) {
        if let Some(key) = self.key.take() {
            let mut calls = lock(&self.sessions.calls);
            // A request id reused while the first call ran replaced its entry: leave it.
            if calls.get(&key).is_some_and(|(seq, _)| *seq == self.seq) {
                calls.remove(&key);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use futures_util::future::abortable;

    fn sessions() -> Sessions {
        Sessions::new(&SessionKey::random(), Duration::from_secs(3600), 4)
    }

    #[test]
    fn a_session_of_one_subject_is_unknown_to_another() {
        let s = sessions();
        let (session, id) = s.mint(Some("alice"), ClientCaps::default());
        assert_eq!(s.verify(id.as_bytes(), Some("alice")), Some(session));
        assert_eq!(s.verify(id.as_bytes(), Some("bob")), None);
        assert_eq!(s.verify(id.as_bytes(), Some("alic")), None);
        assert_eq!(s.verify(id.as_bytes(), None), None);
        let (_, anonymous) = s.mint(None, ClientCaps::default());
        assert_eq!(s.verify(anonymous.as_bytes(), Some("alice")), None);
    }

    #[test]
    fn ids_verify_on_any_replica_with_the_key_and_no_other() {
        let key = SessionKey::random();
        let a = Sessions::new(&key, Duration::from_secs(60), 4);
        let b = Sessions::new(&key, Duration::from_secs(60), 4);
        let (session, id) = a.mint(None, ClientCaps::default());
        assert_eq!(id.len(), ID_LEN);
        assert!(id.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(b.verify(id.as_bytes(), None), Some(session));
        assert_eq!(sessions().verify(id.as_bytes(), None), None, "another key");
    }

    #[test]
    fn tampered_truncated_and_foreign_ids_are_refused() {
        let s = sessions();
        let (_, id) = s.mint(None, ClientCaps::default());
        let mut flipped = id.clone().into_bytes();
        // A bit of the issue time: a forger moving a session's start forward.
        flipped[10] = if flipped[10] == b'0' { b'1' } else { b'0' };
        assert_eq!(s.verify(&flipped, None), None);
        assert_eq!(s.verify(&id.as_bytes()[..ID_LEN - 2], None), None);
        assert_eq!(s.verify(b"not-a-session", None), None);
        assert_eq!(s.verify("é".repeat(ID_LEN / 2).as_bytes(), None), None);
    }

    #[test]
    fn sessions_expire_after_their_lifetime() {
        let s = Sessions::new(&SessionKey::random(), Duration::ZERO, 4);
        let mut payload = [0; PAYLOAD];
        payload[0] = FORMAT;
        payload[1..9].copy_from_slice(&(now_secs() - 5).to_be_bytes());
        let tag = s.tag(&payload, None).finalize().into_bytes();
        let mut id = String::new();
        encode_hex(&payload, &mut id);
        encode_hex(&tag[..TAG], &mut id);
        assert_eq!(s.verify(id.as_bytes(), None), None);
    }

    #[test]
    fn ended_sessions_are_refused_and_remembered_boundedly() {
        let s = sessions();
        let (first, first_id) = s.mint(None, ClientCaps::default());
        s.end(first);
        assert_eq!(s.verify(first_id.as_bytes(), None), None);
        for _ in 0..10 {
            let (session, _) = s.mint(None, ClientCaps::default());
            s.end(session);
        }
        assert!(s.remembered().1 <= 5, "{:?}", s.remembered());
    }

    #[tokio::test]
    async fn cancel_stops_the_tracked_call_and_the_guard_forgets_it() {
        let s = sessions();
        let (session, _) = s.mint(None, ClientCaps::default());
        let (call, abort) = abortable(std::future::pending::<()>());
        let tracked = s.track(session, Id::Int(1), abort);
        assert_eq!(s.remembered().0, 1);
        s.cancel(session, Id::Int(1));
        assert!(call.await.is_err(), "aborted");
        drop(tracked);
        assert_eq!(s.remembered().0, 0);
        let (_, abort) = abortable(std::future::pending::<()>());
        drop(s.track(session, Id::Int(2), abort));
        assert_eq!(s.remembered().0, 0);
    }
}
