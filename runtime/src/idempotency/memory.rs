//! The keys of one process: a map under a mutex, each key's first call announced to the
//! calls waiting for it through a `watch` channel (closed when it ends).

use super::{settled, Settle};
use super::{Begin, IdempotencyConfig, Ticket};
use crate::util::lock;
use crate::wire::Outcome;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Instant;
use tokio::sync::watch;

/// Whose key: the caller's subject (empty without one), the tool, the key.
type Scope = (String, &'static str, String);

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
    state: State,
    at: Instant,
}

/// The keys of a set, in this process.
pub(crate) struct Memory {
    slots: Mutex<HashMap<Scope, Slot>>,
    config: IdempotencyConfig,
}

/// The first call of a key, running. Dropped unfinished (the call cancelled), the key is
/// left interrupted.
pub(crate) struct MemoryTicket {
    keys: Arc<Memory>,
    scope: Option<Scope>,
}

impl Memory {
    pub(crate) fn new(config: IdempotencyConfig) -> Arc<Memory> {
        Arc::new(Memory {
            slots: Mutex::new(HashMap::new()),
            config,
        })
    }

    /// How many keys are kept.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        lock(&self.slots).len()
    }

    /// Begin a call of `tool` by `subject` with `key` and arguments of `fingerprint`.
    pub(crate) fn begin(
        self: &Arc<Self>,
        (subject, tool, key): (&str, &'static str, &str),
        fingerprint: [u8; 32],
    ) -> Begin {
        let scope: Scope = (subject.to_owned(), tool, key.to_owned());
        let now = Instant::now();
        let mut slots = lock(&self.slots);
        if let Some(slot) = slots.get(&scope) {
            // A running first call's key never expires under it.
            let running = matches!(slot.state, State::Running(_));
            if running || now.duration_since(slot.at) < self.config.ttl {
                if slot.fingerprint != fingerprint {
                    return Begin::Reused;
                }
                return match &slot.state {
                    State::Running(sender) => Begin::Busy(Some(sender.subscribe())),
                    State::Done(outcome) => Begin::Replay(outcome.clone()),
                    State::Interrupted => Begin::Interrupted,
                };
            }
            slots.remove(&scope);
        }
        if slots.len() >= self.config.max_keys && !self.make_room(&mut slots, now) {
            return Begin::Full;
        }
        let (sender, _) = watch::channel(());
        slots.insert(
            scope.clone(),
            Slot {
                fingerprint,
                state: State::Running(sender),
                at: now,
            },
        );
        Begin::Run(Ticket::Memory(MemoryTicket {
            keys: Arc::clone(self),
            scope: Some(scope),
        }))
    }

    /// Drop the expired keys, then (still full) the oldest ended ones, a sixteenth of the
    /// keys at once, so that a full map costs each new key a sixteenth of a pass, not a
    /// pass; `false` when every key kept is running.
    fn make_room(&self, slots: &mut HashMap<Scope, Slot>, now: Instant) -> bool {
        let ttl = self.config.ttl;
        slots.retain(|_, s| now.duration_since(s.at) < ttl || matches!(s.state, State::Running(_)));
        if slots.len() < self.config.max_keys {
            return true;
        }
        let mut ended: Vec<(Instant, &Scope)> = slots
            .iter()
            .filter(|(_, s)| !matches!(s.state, State::Running(_)))
            .map(|(scope, s)| (s.at, scope))
            .collect();
        if ended.is_empty() {
            return false;
        }
        let drop = (self.config.max_keys / 16).clamp(1, ended.len());
        ended.select_nth_unstable_by_key(drop - 1, |(at, _)| *at);
        let oldest: Vec<Scope> = ended[..drop].iter().map(|(_, s)| (*s).clone()).collect();
        tracing::warn!(
            target: "toolwright",
            dropped = drop,
            max_keys = self.config.max_keys,
            "idempotency keys full: the oldest ended keys were dropped before their time; a retry with one would run again"
        );
        for scope in &oldest {
            slots.remove(scope);
        }
        true
    }

    /// What the key of `scope` keeps of `outcome` ([`settled`]): a final outcome, or nothing
    /// (a failure told retryable, an internal failure, a question to the client), or the
    /// doubt of a timeout; `None`, the call cancelled, is doubt too.
    fn settle(&self, scope: &Scope, outcome: Option<&Outcome>) {
        let mut slots = lock(&self.slots);
        let state = match outcome.map_or(Settle::Interrupted, settled) {
            Settle::Interrupted => Some(State::Interrupted),
            Settle::Done => outcome.cloned().map(State::Done),
            Settle::Nothing => None,
        };
        match state {
            Some(state) => {
                if let Some(slot) = slots.get_mut(scope) {
                    // Replacing `Running` drops its sender: the waiting calls wake.
                    slot.state = state;
                    slot.at = Instant::now();
                }
            }
            None => {
                slots.remove(scope);
            }
        }
    }
}

impl MemoryTicket {
    /// The first call ended with `outcome`.
    pub(crate) fn finish(mut self, outcome: &Outcome) {
        if let Some(scope) = self.scope.take() {
            self.keys.settle(&scope, Some(outcome));
        }
    }
}

impl Drop for MemoryTicket {
    fn drop(&mut self) {
        if let Some(scope) = self.scope.take() {
            self.keys.settle(&scope, None);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::wire::{ContentBlock, ProtocolError, ToolResult};

    fn done(text: &str) -> Outcome {
        Outcome::Result(ToolResult {
            content: vec![ContentBlock::text(text)],
            structured_content: None,
            is_error: false,
            meta: None,
        })
    }

    const SCOPE: (&str, &str, &str) = ("alice", "charge", "k-1");

    #[test]
    fn a_key_runs_once_replays_its_outcome_and_refuses_other_arguments() {
        let keys = Memory::new(IdempotencyConfig::default());
        let Begin::Run(Ticket::Memory(ticket)) = keys.begin(SCOPE, [1; 32]) else {
            panic!("the first call runs")
        };
        assert!(matches!(keys.begin(SCOPE, [1; 32]), Begin::Busy(_)));
        assert!(matches!(keys.begin(SCOPE, [2; 32]), Begin::Reused));
        ticket.finish(&done("charged"));
        assert!(matches!(keys.begin(SCOPE, [1; 32]), Begin::Replay(o) if o == done("charged")));
        assert!(matches!(keys.begin(SCOPE, [2; 32]), Begin::Reused));
        // Another caller, another tool: another key.
        assert!(matches!(
            keys.begin(("bob", "charge", "k-1"), [1; 32]),
            Begin::Run(_)
        ));
        assert!(matches!(
            keys.begin(("alice", "refund", "k-1"), [1; 32]),
            Begin::Run(_)
        ));
    }

    #[test]
    fn a_cancelled_first_call_leaves_its_key_in_doubt_and_an_internal_one_leaves_nothing() {
        let keys = Memory::new(IdempotencyConfig::default());
        let Begin::Run(Ticket::Memory(ticket)) = keys.begin(SCOPE, [1; 32]) else {
            panic!()
        };
        drop(ticket);
        assert!(matches!(keys.begin(SCOPE, [1; 32]), Begin::Interrupted));
        let other = ("alice", "charge", "k-2");
        let Begin::Run(Ticket::Memory(ticket)) = keys.begin(other, [1; 32]) else {
            panic!()
        };
        ticket.finish(&Outcome::Error(ProtocolError::new(
            crate::wire::codes::INTERNAL_ERROR,
            "Internal error",
        )));
        assert!(matches!(keys.begin(other, [1; 32]), Begin::Run(_)));
    }

    #[test]
    fn a_question_to_the_client_keeps_nothing_so_the_retry_with_the_answers_runs() {
        let keys = Memory::new(IdempotencyConfig::default());
        let Begin::Run(Ticket::Memory(ticket)) = keys.begin(SCOPE, [1; 32]) else {
            panic!()
        };
        ticket.finish(&Outcome::InputRequired(crate::wire::InputRequired {
            requests: Vec::new(),
            state: None,
        }));
        assert!(matches!(keys.begin(SCOPE, [1; 32]), Begin::Run(_)));
    }

    #[tokio::test]
    async fn a_waiting_call_wakes_when_the_first_ends() {
        let keys = Memory::new(IdempotencyConfig::default());
        let Begin::Run(Ticket::Memory(ticket)) = keys.begin(SCOPE, [1; 32]) else {
            panic!()
        };
        let Begin::Busy(Some(mut changed)) = keys.begin(SCOPE, [1; 32]) else {
            panic!()
        };
        let waiter = tokio::spawn(async move { changed.changed().await.is_err() });
        ticket.finish(&done("ok"));
        assert!(
            waiter.await.unwrap(),
            "the sender was dropped: the wait ends"
        );
    }

    #[test]
    fn a_full_store_evicts_its_oldest_sixteenth_at_once_and_never_a_running_key() {
        let keys = Memory::new(IdempotencyConfig::default().max_keys(32));
        let Begin::Run(_running) = keys.begin(("", "t", "running"), [0; 32]) else {
            panic!()
        };
        for i in 0..31 {
            let key = format!("k{i}");
            let Begin::Run(Ticket::Memory(t)) = keys.begin(("", "t", &key), [0; 32]) else {
                panic!()
            };
            t.finish(&done("x"));
            if i < 3 {
                // The three oldest end at distinct times.
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
        }
        assert_eq!(keys.len(), 32);
        assert!(matches!(
            keys.begin(("", "t", "new"), [0; 32]),
            Begin::Run(_)
        ));
        // Two (32 / 16) of the oldest ended keys made room for it: 32 - 2 + 1.
        assert_eq!(keys.len(), 31);
        assert!(
            matches!(keys.begin(("", "t", "k0"), [0; 32]), Begin::Run(_)),
            "k0 was dropped"
        );
        assert!(
            matches!(keys.begin(("", "t", "k2"), [0; 32]), Begin::Replay(_)),
            "k2 kept"
        );
        assert!(matches!(
            keys.begin(("", "t", "running"), [0; 32]),
            Begin::Busy(_)
        ));
    }

    #[test]
    fn keys_expire_and_the_oldest_ended_makes_room() {
        let keys = Memory::new(IdempotencyConfig::default().max_keys(2));
        for key in ["a", "b"] {
            let Begin::Run(Ticket::Memory(t)) = keys.begin(("", "t", key), [0; 32]) else {
                panic!()
            };
            t.finish(&done(key));
        }
        let Begin::Run(_running) = keys.begin(("", "t", "c"), [0; 32]) else {
            panic!("room made")
        };
        assert_eq!(keys.len(), 2);
        assert!(matches!(
            keys.begin(("", "t", "a"), [0; 32]),
            Begin::Full | Begin::Run(_)
        ));
        let short = Memory::new(IdempotencyConfig::default().ttl(std::time::Duration::ZERO));
        let Begin::Run(Ticket::Memory(t)) = short.begin(SCOPE, [1; 32]) else {
            panic!()
        };
        t.finish(&done("x"));
        assert!(
            matches!(short.begin(SCOPE, [2; 32]), Begin::Run(_)),
            "expired"
        );
    }
}
