//! [`MemoryKeys`]: the keys of one process, a map under a mutex, each key's first call
//! announced to the calls waiting for it through a `watch` channel (closed when it ends).

use super::{Claim, End, KeyStatus, KeyStore};
use crate::store::StoreFuture;
use crate::util::lock;
use crate::wire::Outcome;
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::Mutex;
use std::time::{Duration, Instant};
use tokio::sync::watch;

/// What a key holds.
enum State {
    /// Its first call runs; dropping the sender tells the waiting calls it ended.
    Running(#[allow(dead_code)] watch::Sender<()>),
    /// Its first call ended with this outcome, era-neutral (rendered per replay).
    Done(Outcome),
    /// Its first call was cancelled or timed out: it may have taken effect.
    Interrupted,
}

struct Slot {
    fingerprint: [u8; 32],
    owner: [u8; 16],
    state: State,
    /// Until when it is kept once its first call ended (a running one is never dropped).
    until: Instant,
}

impl Slot {
    fn running(&self) -> bool {
        matches!(self.state, State::Running(_))
    }
}

/// Idempotency keys in this process's memory: the default store
/// ([`ToolSet::with_idempotency`](crate::ToolSet::with_idempotency)). Nothing shared: behind
/// a load balancer a retry landing on another replica runs again (use a shared store there,
/// such as `RedisKeys`), and a process that dies takes its keys with it, so there is no
/// lease. A call waiting for a running first call wakes when it ends. At most
/// [`MemoryKeys::max_keys`] keys (10,000 by default); past that the expired ones, then the
/// oldest ended sixteenth, make room, with a warning in the log.
pub struct MemoryKeys {
    slots: Mutex<HashMap<String, Slot>>,
    max_keys: usize,
}

impl Default for MemoryKeys {
    fn default() -> Self {
        MemoryKeys {
            slots: Mutex::new(HashMap::new()),
            max_keys: 10_000,
        }
    }
}

impl std::fmt::Debug for MemoryKeys {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("MemoryKeys")
            .field("keys", &lock(&self.slots).len())
            .field("max_keys", &self.max_keys)
            .finish()
    }
}

impl MemoryKeys {
    /// Keep at most `max_keys` keys (at least one).
    #[must_use]
    pub fn max_keys(mut self, max_keys: usize) -> Self {
        self.max_keys = max_keys.max(1);
        self
    }

    /// How many keys are kept.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        lock(&self.slots).len()
    }

    /// Drop the expired keys, then (still full) the oldest ended ones, a sixteenth of the
    /// keys at once, so that a full map costs each new key a sixteenth of a pass, not a
    /// pass; `false` when every key kept is running.
    fn make_room(&self, slots: &mut HashMap<String, Slot>, now: Instant) -> bool {
        slots.retain(|_, s| now < s.until || s.running());
        if slots.len() < self.max_keys {
            return true;
        }
        let mut ended: Vec<(Instant, &String)> = slots
            .iter()
            .filter(|(_, s)| !s.running())
            .map(|(name, s)| (s.until, name))
            .collect();
        if ended.is_empty() {
            return false;
        }
        let drop = (self.max_keys / 16).clamp(1, ended.len());
        ended.select_nth_unstable_by_key(drop - 1, |(until, _)| *until);
        let oldest: Vec<String> = ended[..drop].iter().map(|(_, n)| (*n).clone()).collect();
        tracing::warn!(
            target: "toolwright",
            dropped = drop,
            max_keys = self.max_keys,
            "idempotency keys full: the oldest ended keys were dropped before their time; a retry with one would run again"
        );
        for name in &oldest {
            slots.remove(name);
        }
        true
    }

    pub(super) fn begin_now(&self, name: &str, claim: &Claim) -> KeyStatus {
        let now = Instant::now();
        let mut slots = lock(&self.slots);
        if let Some(slot) = slots.get(name) {
            // A running first call's key never expires under it.
            if slot.running() || now < slot.until {
                if slot.fingerprint != claim.fingerprint {
                    return KeyStatus::Reused;
                }
                return match &slot.state {
                    State::Running(sender) => KeyStatus::Busy(Some(sender.subscribe())),
                    State::Done(outcome) => KeyStatus::Done(outcome.clone()),
                    State::Interrupted => KeyStatus::Interrupted,
                };
            }
            slots.remove(name);
        }
        if slots.len() >= self.max_keys && !self.make_room(&mut slots, now) {
            return KeyStatus::Full;
        }
        let (sender, _) = watch::channel(());
        slots.insert(
            name.to_owned(),
            Slot {
                fingerprint: claim.fingerprint,
                owner: claim.owner,
                state: State::Running(sender),
                until: now + claim.ttl,
            },
        );
        KeyStatus::Run
    }

    pub(super) fn settle_now(&self, name: &str, claim: &Claim, end: End<'_>) -> bool {
        let mut slots = lock(&self.slots);
        let Some(slot) = slots.get_mut(name).filter(|s| s.owner == claim.owner) else {
            return false;
        };
        // Replacing `Running` drops its sender: the waiting calls wake.
        slot.state = match end {
            End::Done(outcome) => State::Done(outcome.clone()),
            End::Interrupted => State::Interrupted,
            End::Free => {
                slots.remove(name);
                return true;
            }
        };
        slot.until = Instant::now() + claim.ttl;
        true
    }
}

impl KeyStore for MemoryKeys {
    /// The parts joined, each of the first two after its length (so that no two parts
    /// make one name): no digest to compute, nothing leaves the process.
    fn name(&self, subject: &str, tool: &str, key: &str) -> String {
        let mut name = String::with_capacity(subject.len() + tool.len() + key.len() + 8);
        let _ = write!(
            name,
            "{}:{subject}{}:{tool}{key}",
            subject.len(),
            tool.len()
        );
        name
    }

    fn begin<'a>(&'a self, name: &'a str, claim: &'a Claim) -> StoreFuture<'a, KeyStatus> {
        Box::pin(std::future::ready(Ok(self.begin_now(name, claim))))
    }

    fn settle<'a>(
        &'a self,
        name: &'a str,
        claim: &'a Claim,
        end: End<'a>,
    ) -> StoreFuture<'a, bool> {
        Box::pin(std::future::ready(Ok(self.settle_now(name, claim, end))))
    }

    /// Nothing to renew: a claim lives as long as the process.
    fn renew<'a>(&'a self, _name: &'a str, _claim: &'a Claim) -> StoreFuture<'a, bool> {
        Box::pin(std::future::ready(Ok(true)))
    }

    /// None: a claim dies with the process, and there is no other to take it over.
    fn lease_time(&self) -> Option<Duration> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{ContentBlock, ToolResult};
    use futures_util::FutureExt;

    fn done(text: &str) -> Outcome {
        Outcome::Result(ToolResult {
            content: vec![ContentBlock::text(text)],
            structured_content: None,
            is_error: false,
            meta: None,
        })
    }

    const DAY: Duration = Duration::from_secs(24 * 3600);

    /// Begin `key` of `subject`'s calls of `tool` with arguments `fp`: what the store found,
    /// and the claim (for its settle).
    fn begin(
        keys: &MemoryKeys,
        (subject, tool, key): (&str, &str, &str),
        fp: u8,
    ) -> (KeyStatus, Claim) {
        let claim = Claim::new([fp; 32], DAY);
        let name = keys.name(subject, tool, key);
        let found = keys.begin(&name, &claim).now_or_never().unwrap().unwrap();
        (found, claim)
    }

    fn settle(
        keys: &MemoryKeys,
        (subject, tool, key): (&str, &str, &str),
        claim: &Claim,
        end: End<'_>,
    ) -> bool {
        let name = keys.name(subject, tool, key);
        keys.settle(&name, claim, end)
            .now_or_never()
            .unwrap()
            .unwrap()
    }

    const SCOPE: (&str, &str, &str) = ("alice", "charge", "k-1");

    #[test]
    fn a_key_runs_once_keeps_its_outcome_and_refuses_other_arguments() {
        let keys = MemoryKeys::default();
        let (KeyStatus::Run, claim) = begin(&keys, SCOPE, 1) else {
            panic!("the first call runs")
        };
        assert!(matches!(begin(&keys, SCOPE, 1).0, KeyStatus::Busy(Some(_))));
        assert!(matches!(begin(&keys, SCOPE, 2).0, KeyStatus::Reused));
        assert!(settle(&keys, SCOPE, &claim, End::Done(&done("charged"))));
        assert!(matches!(begin(&keys, SCOPE, 1).0, KeyStatus::Done(o) if o == done("charged")));
        assert!(matches!(begin(&keys, SCOPE, 2).0, KeyStatus::Reused));
        // Another caller, another tool: another key.
        assert!(matches!(
            begin(&keys, ("bob", "charge", "k-1"), 1).0,
            KeyStatus::Run
        ));
        assert!(matches!(
            begin(&keys, ("alice", "refund", "k-1"), 1).0,
            KeyStatus::Run
        ));
        // Names of other parts differ.
        assert_ne!(keys.name("ab", "c", "d"), keys.name("a", "bc", "d"));
        assert_ne!(keys.name("a", "bc", "d"), keys.name("a", "b", "cd"));
    }

    #[test]
    fn an_interrupted_first_call_leaves_doubt_a_free_one_nothing_and_only_its_owner_settles() {
        let keys = MemoryKeys::default();
        let (KeyStatus::Run, claim) = begin(&keys, SCOPE, 1) else {
            panic!()
        };
        let stranger = Claim::new([1; 32], DAY);
        assert!(!settle(&keys, SCOPE, &stranger, End::Free), "not its claim");
        assert!(settle(&keys, SCOPE, &claim, End::Interrupted));
        assert!(matches!(begin(&keys, SCOPE, 1).0, KeyStatus::Interrupted));
        let other = ("alice", "charge", "k-2");
        let (KeyStatus::Run, claim) = begin(&keys, other, 1) else {
            panic!()
        };
        assert!(settle(&keys, other, &claim, End::Free));
        assert!(matches!(begin(&keys, other, 1).0, KeyStatus::Run));
    }

    #[tokio::test]
    async fn a_waiting_call_wakes_when_the_first_ends() {
        let keys = MemoryKeys::default();
        let (KeyStatus::Run, claim) = begin(&keys, SCOPE, 1) else {
            panic!()
        };
        let (KeyStatus::Busy(Some(mut changed)), _) = begin(&keys, SCOPE, 1) else {
            panic!()
        };
        let waiter = tokio::spawn(async move { changed.changed().await.is_err() });
        settle(&keys, SCOPE, &claim, End::Done(&done("ok")));
        assert!(
            waiter.await.unwrap(),
            "the sender was dropped: the wait ends"
        );
    }

    #[test]
    fn a_full_store_evicts_its_oldest_sixteenth_at_once_and_never_a_running_key() {
        let keys = MemoryKeys::default().max_keys(32);
        let (KeyStatus::Run, _running) = begin(&keys, ("", "t", "running"), 0) else {
            panic!()
        };
        for i in 0..31 {
            let key = format!("k{i}");
            let (KeyStatus::Run, claim) = begin(&keys, ("", "t", &key), 0) else {
                panic!()
            };
            settle(&keys, ("", "t", &key), &claim, End::Done(&done("x")));
            if i < 3 {
                // The three oldest end at distinct times.
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        assert_eq!(keys.len(), 32);
        assert!(matches!(
            begin(&keys, ("", "t", "new"), 0).0,
            KeyStatus::Run
        ));
        // Two (32 / 16) of the oldest ended keys made room for it: 32 - 2 + 1.
        assert_eq!(keys.len(), 31);
        assert!(
            matches!(begin(&keys, ("", "t", "k0"), 0).0, KeyStatus::Run),
            "k0 was dropped"
        );
        assert!(
            matches!(begin(&keys, ("", "t", "k2"), 0).0, KeyStatus::Done(_)),
            "k2 kept"
        );
        assert!(matches!(
            begin(&keys, ("", "t", "running"), 0).0,
            KeyStatus::Busy(_)
        ));
    }

    #[test]
    fn keys_expire_and_the_oldest_ended_makes_room() {
        let keys = MemoryKeys::default().max_keys(2);
        for key in ["a", "b"] {
            let (KeyStatus::Run, claim) = begin(&keys, ("", "t", key), 0) else {
                panic!()
            };
            settle(&keys, ("", "t", key), &claim, End::Done(&done(key)));
        }
        let (KeyStatus::Run, _running) = begin(&keys, ("", "t", "c"), 0) else {
            panic!("room made")
        };
        assert_eq!(keys.len(), 2);
        assert!(matches!(
            begin(&keys, ("", "t", "a"), 0).0,
            KeyStatus::Full | KeyStatus::Run
        ));
        let short = MemoryKeys::default();
        let claim = Claim::new([1; 32], Duration::ZERO);
        let name = short.name(SCOPE.0, SCOPE.1, SCOPE.2);
        let found = short.begin(&name, &claim).now_or_never().unwrap().unwrap();
        assert!(matches!(found, KeyStatus::Run));
        short
            .settle(&name, &claim, End::Done(&done("x")))
            .now_or_never();
        assert!(
            matches!(begin(&short, SCOPE, 2).0, KeyStatus::Run),
            "expired"
        );
    }
}
