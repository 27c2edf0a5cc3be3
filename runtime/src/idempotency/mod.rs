//! Idempotency keys (`#[mcp_tool(idempotency_key = arg)]`): a retry is not "run it again".
//!
//! A tool that changes something names the argument its client sends a key in. Per caller
//! and tool, the first call with a key runs the handler and its final outcome is kept; a
//! later call with the same key:
//!
//! | the key's first call | the same arguments | other arguments |
//! |---|---|---|
//! | ended (a result, or a classified failure) | the stored outcome again, marked `"dev.toolwright/replay": true` in the result's `_meta`; the handler does not run | `conflict`: the key was used for another request |
//! | still running | waits for it (within the tool's timeout, or [`IdempotencyConfig::wait`]), then its outcome; past that, `transient`, retryable after 1 s | `conflict` |
//! | was cancelled, or timed out | `unknown_outcome`: it may have taken effect; the handler does not run | `conflict` |
//! | ended internal, or asked the client something (`input_required`) | runs again: nothing was kept | runs |
//!
//! ```
//! # use std::convert::Infallible;
//! use toolwright::{mcp_tool, tools};
//!
//! /// Charge the customer's card, once per key.
//! #[mcp_tool(destructive, idempotency_key = charge_id)]
//! async fn charge_card(
//!     /// A key the client makes for this charge, and sends again when it retries it.
//!     charge_id: String,
//!     amount_cents: u64,
//! ) -> Result<String, Infallible> {
//!     Ok(format!("Charged {amount_cents} cents."))
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! let set = tools![charge_card];
//! let args = serde_json::json!({"charge_id": "c-7", "amount_cents": 500});
//! let first = set.call("charge_card", args.clone()).await;
//! let again = set.call("charge_card", args).await; // replayed: the handler did not run
//! assert_eq!(
//!     again.to_response(&1.into()),
//!     r#"{"jsonrpc":"2.0","id":1,"result":{"content":[{"type":"text","text":"Charged 500 cents."}],"_meta":{"dev.toolwright/replay":true}}}"#
//! );
//! # let _ = first;
//! # }
//! ```
//!
//! A replay is the first call's outcome byte for byte but for the JSON-RPC id and the mark
//! (a failure's reference is the first call's: one event, told twice), and the log says
//! `tool call replayed`. Only a handler's final word is kept: a result, or a classified
//! failure. A 2026-07-28 call that asks the client something (`input_required`) keeps
//! nothing, so its retry with the answers (the same arguments and key) continues the call.
//! A task-mode call's run goes through the same check (a task runs its tool as any call
//! does): with a used key whose first call still runs, the call waits for it (a task of its
//! own, if it waits on) and ends with its outcome, marked; once the first has ended, the
//! kept outcome is answered at once and no task is made. A first call that timed out, or
//! whose request was cancelled, may have taken effect without telling: its key answers `unknown_outcome`
//! from then on and never runs the handler ("check whether it took effect, then use a new
//! key"), as the payments example's `ChargeInDoubt` tells a model. A result of the
//! handler's own `unknown_outcome` category is kept and replayed as it is.
//!
//! # Key or limit: which to use
//!
//! | the tool | use | why |
//! |---|---|---|
//! | changes something once per request the client means: a charge, an order, a transfer | an idempotency key | the client makes the key once and sends it with every retry: a retry answers the first outcome, a new request takes a new key |
//! | changes something, and the client has no id for the request: send a message, start a job | a rate limit | a key the model makes up for each call protects nothing; a limit bounds what a retry loop can do, and tells the model when to come back |
//! | costs something per call: an upstream quota, a paid API | a rate limit | the limit is the quota; `retryAfterMs` is exact |
//! | repeating it changes nothing more: set a flag, upsert by id | `idempotent`, neither | a repeat is safe by itself |
//! | both of the first two | both | the limit counts every call, replays included, before the key is looked at |
//!
//! [`ToolSet::audit`](crate::ToolSet::audit) flags (`retry-unsafe`) a tool declared
//! `destructive`, not `idempotent`, that has neither.
//!
//! # The wire
//!
//! Byte for byte (the references `tw-…` are each answer's own; a replay carries its first
//! call's). A replay is above; a key used with other arguments, a call over a limit:
//!
//! ```
//! # use std::convert::Infallible;
//! use toolwright::{mcp_tool, tools};
//!
//! /// Charge the customer's card, once per key; twice a minute per caller.
//! #[mcp_tool(destructive, idempotency_key = charge_id, rate_limit = "2/minute")]
//! async fn charge_card(charge_id: String, amount_cents: u64) -> Result<String, Infallible> {
//!     Ok(format!("Charged {amount_cents} cents."))
//! }
//!
//! # #[tokio::main(flavor = "current_thread", start_paused = true)]
//! # async fn main() {
//! let set = tools![charge_card];
//! let answer = |args| {
//!     let set = &set;
//!     async move {
//!         let line = set.call("charge_card", args).await.to_response(&7.into());
//!         let at = line.find("tw-").map_or(0, |i| i + 3);
//!         line.replace(&line[at..at + 16], "…") // the reference, 16 hex digits
//!     }
//! };
//! answer(serde_json::json!({"charge_id": "c-1", "amount_cents": 500})).await;
//! assert_eq!(
//!     answer(serde_json::json!({"charge_id": "c-1", "amount_cents": 900})).await,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"This idempotency key was already used for a request with other arguments; this call did not run.\nUse a new key for a new request, or send exactly the arguments of the key's first call to get its outcome.\n[category=conflict; retryable=false; ref=tw-…]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-…","errorCategory":"conflict","isRetryable":false,"suggestedAction":"Use a new key for a new request, or send exactly the arguments of the key's first call to get its outcome."}}}}"#
//! );
//! // Two calls were counted (the refused one too): the third waits 30 s.
//! assert_eq!(
//!     answer(serde_json::json!({"charge_id": "c-2", "amount_cents": 100})).await,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"Rate limit reached: this tool takes no more calls from you for now; this call did not run.\nCall again after retryAfterMs milliseconds, not before.\n[category=rate_limited; retryable=true; retry_after_ms=30000; ref=tw-…]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-…","errorCategory":"rate_limited","isRetryable":true,"retryAfterMs":30000,"suggestedAction":"Call again after retryAfterMs milliseconds, not before."}}}}"#
//! );
//! # }
//! ```
//!
//! A call while its key's first call runs past the wait is `transient`, retryable after
//! 1000 ms ("The first call with this idempotency key is still running; this call did not
//! run."); after an interrupted first call, `unknown_outcome` ("... it may have taken
//! effect. This call did not run."), not retryable. The server-wide limit's `429` is in
//! [`crate::ratelimit`].
//!
//! A key is 1 to [`KEY_MAX`] (255) bytes: an empty or longer one is a `validation` failure
//! and the call does not run.
//!
//! Keys are scoped to the verified caller's subject; calls without a caller (stdio, a
//! server with no authentication) share one key space. Keys live [`IdempotencyConfig::ttl`]
//! (24 hours) and at most [`IdempotencyConfig::max_keys`] (10,000) are kept; past that the
//! oldest ended ones make room, with a warning in the log.
//!
//! # Across replicas
//!
//! Kept in memory by default, per process. Replicas behind a load balancer share them in
//! Redis ([`RedisKeys`], feature `redis`; the same URLs as the task store's), so a retry
//! landing on another replica is answered the same:
//!
//! ```no_run
//! # #[cfg(feature = "redis")]
//! # async fn serve() -> Result<(), String> {
//! # use std::convert::Infallible;
//! use toolwright::idempotency::{IdempotencyConfig, RedisKeys};
//! # #[toolwright::mcp_tool(destructive, idempotency_key = charge_id)]
//! # async fn charge_card(charge_id: String) -> Result<String, Infallible> { Ok(charge_id) }
//!
//! let keys = RedisKeys::connect("redis://127.0.0.1:6379/").await?;
//! let set = toolwright::tools![charge_card].with_key_store(IdempotencyConfig::default(), keys);
//! # drop(set);
//! # Ok(())
//! # }
//! ```
//!
//! | what happens | memory | Redis |
//! |---|---|---|
//! | two calls with one key at once | one runs (a map under a lock) | one runs, on any replica (one Lua script claims the key) |
//! | a call while the first runs | waits for its end (a channel) | asks Redis again every 50 ms, within the wait |
//! | the first call's process dies | its keys die with it | its lease (30 s, renewed every 10 s, on Redis's clock) lapses: the key answers `unknown_outcome` from then on |
//! | the store cannot be reached | - | the call does not run: `-32603` retryable, `retryAfterMs` 1000 (HTTP `503`, `Retry-After: 1`) within the store deadline (1 s); running unchecked could run it twice |
//! | a first call ends while the store is away | - | its outcome is answered; its key, left running, lapses into `unknown_outcome` |
//! | bounded by | `max_keys`, the oldest ended sixteenth evicted at once | the ttl: give Redis room for a ttl's keys, and the `noeviction` policy (a key evicted early lets a retry run again) |
//!
//! `scripts/tasks-replicas.sh` checks each row of the Redis column with two replicas of the
//! tasks example behind haproxy (`scripts/tasks/retries.py`).

#[cfg(feature = "redis")]
mod kept;
mod memory;
#[cfg(feature = "redis")]
mod redis;

#[cfg(feature = "redis")]
pub use redis::RedisKeys;

use crate::wire::{codes, Outcome, ERROR_META_KEY};
use memory::{Memory, MemoryTicket};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// The keys of a set: in this process, or in Redis.
pub(crate) struct Keys {
    pub(crate) config: IdempotencyConfig,
    store: Store,
}

enum Store {
    Memory(Arc<Memory>),
    #[cfg(feature = "redis")]
    Redis(Arc<RedisKeys>),
}

/// What a call with a key does.
pub(crate) enum Begin {
    /// Run the handler, then [`Ticket::finish`].
    Run(Ticket),
    /// Answer the first call's outcome.
    Replay(Outcome),
    /// The key was used with other arguments.
    Reused,
    /// The first call runs: wait until this changes (or, with `None`, a moment), then
    /// begin again.
    Busy(Option<watch::Receiver<()>>),
    /// The first call was cancelled or timed out.
    Interrupted,
    /// Every kept key is running: no room for another.
    Full,
    /// The store of the keys cannot be reached (the detail for the log): the call does not
    /// run, since running it unchecked could run it twice.
    #[cfg_attr(not(feature = "redis"), allow(dead_code))]
    Unavailable(String),
}

/// The first call of a key, running; dropped unfinished (the call cancelled), the key is
/// left interrupted.
pub(crate) enum Ticket {
    Memory(MemoryTicket),
    #[cfg(feature = "redis")]
    Redis(redis::RedisTicket),
}

impl Keys {
    pub(crate) fn new(config: IdempotencyConfig) -> Keys {
        Keys {
            config,
            store: Store::Memory(Memory::new(config)),
        }
    }

    #[cfg(feature = "redis")]
    pub(crate) fn redis(config: IdempotencyConfig, store: RedisKeys) -> Keys {
        Keys {
            config,
            store: Store::Redis(Arc::new(store)),
        }
    }

    /// Begin a call of `tool` by `subject` with `key` and arguments of `fingerprint`.
    pub(crate) async fn begin(
        &self,
        scope: (&str, &'static str, &str),
        fingerprint: [u8; 32],
    ) -> Begin {
        match &self.store {
            Store::Memory(memory) => memory.begin(scope, fingerprint),
            #[cfg(feature = "redis")]
            Store::Redis(store) => store.begin(scope, fingerprint, self.config.ttl).await,
        }
    }
}

impl Ticket {
    /// The first call ended with `outcome`.
    pub(crate) async fn finish(self, outcome: &Outcome) {
        match self {
            Ticket::Memory(ticket) => ticket.finish(outcome),
            #[cfg(feature = "redis")]
            Ticket::Redis(ticket) => ticket.finish(outcome).await,
        }
    }
}

/// What a key keeps of its first call's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Settle {
    /// The outcome, replayed from then on.
    Done,
    /// Doubt: cancelled, or timed out.
    Interrupted,
    /// Nothing: the key is free again (an internal failure, a question to the client).
    Nothing,
}

/// What a key keeps of `outcome`: a final outcome, or nothing (an internal failure, a
/// question to the client), or the doubt of a timeout.
fn settled(outcome: &Outcome) -> Settle {
    match outcome {
        o if timed_out(o) => Settle::Interrupted,
        Outcome::Result(_) => Settle::Done,
        Outcome::Error(e) if e.code != codes::INTERNAL_ERROR => Settle::Done,
        _ => Settle::Nothing,
    }
}

/// Whether `outcome` is a timeout (the runtime's or the handler's `timeout` category): the
/// handler may have done its work without telling.
fn timed_out(outcome: &Outcome) -> bool {
    let Outcome::Result(result) = outcome else {
        return false;
    };
    result.is_error
        && result
            .meta
            .as_ref()
            .and_then(|m| m.get(ERROR_META_KEY))
            .and_then(|e| e.get("errorCategory"))
            .and_then(|c| c.as_str())
            == Some("timeout")
}

/// How long keys are kept, how many, and how long a call waits for its key's first call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct IdempotencyConfig {
    /// How long a key's outcome is kept (24 hours by default).
    pub ttl: Duration,
    /// The most keys kept (10,000 by default).
    pub max_keys: usize,
    /// How long a call waits for its key's first call to end, when the tool has no
    /// `timeout_ms` (30 seconds by default).
    pub wait: Duration,
}

impl Default for IdempotencyConfig {
    fn default() -> Self {
        IdempotencyConfig {
            ttl: Duration::from_secs(24 * 3600),
            max_keys: 10_000,
            wait: Duration::from_secs(30),
        }
    }
}

impl IdempotencyConfig {
    /// Keep each key's outcome for `ttl`.
    #[must_use]
    pub fn ttl(mut self, ttl: Duration) -> Self {
        self.ttl = ttl;
        self
    }

    /// Keep at most `max_keys` keys.
    #[must_use]
    pub fn max_keys(mut self, max_keys: usize) -> Self {
        self.max_keys = max_keys.max(1);
        self
    }

    /// Let a call wait `wait` for its key's first call, when the tool has no timeout.
    #[must_use]
    pub fn wait(mut self, wait: Duration) -> Self {
        self.wait = wait;
        self
    }
}

/// The SHA-256 of a call's arguments as they arrived (a JSON object's members in one
/// order), which a key's later calls must match.
pub(crate) fn fingerprint(args: &Value) -> [u8; 32] {
    let bytes = serde_json::to_vec(args).unwrap_or_default();
    Sha256::digest(&bytes).into()
}

/// The longest key kept, in bytes: a longer (or an empty) key is refused as a validation
/// failure, so no client fills the keys' memory with long keys.
pub const KEY_MAX: usize = 255;

/// The `_meta` member a replayed result carries.
pub(crate) const REPLAY_META_KEY: &str = "dev.toolwright/replay";
