//! Idempotency keys (`#[mcp_tool(idempotency_key = arg)]`): a retry is not "run it again".
//!
//! A tool that changes something names the argument its client sends a key in. Per caller
//! and tool, the first call with a key runs the handler and its final outcome is kept; a
//! later call with the same key:
//!
//! | the key's first call | the same arguments | other arguments |
//! |---|---|---|
//! | ended with a result, or a failure the model is told not to retry | the stored outcome again, marked `"dev.toolwright/replay": true` in the result's `_meta`; the handler does not run | `conflict`: the key was used for another request |
//! | still running | waits for it (within the tool's timeout, or [`IdempotencyConfig::wait`]), then its outcome; past that, `transient`, retryable after 1 s | `conflict` |
//! | was cancelled, or ran past its tool's timeout (and answered `unknown_outcome` itself: check, then use a new key) | `unknown_outcome`: it may have taken effect; check whether it did, then use a new key; the handler does not run | `conflict` |
//! | ended with a failure the model is told it may retry (`isRetryable`: a handler's `transient`, `timeout` or `rate_limited`, the runtime's "temporarily unavailable"), or internal, or asked the client something (`input_required`) | runs again: nothing was kept | runs |
//!
//! ```
//! # use std::convert::Infallible;
//! use toolwright::{mcp_tool, tools};
//!
//! /// Charge the customer's card, once per key.
//! #[mcp_tool(destructive, idempotent, idempotency_key = charge_id)]
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
//! A replay is the first call's outcome byte for byte but for the JSON-RPC id, the mark and
//! its own request's era (a failure's reference is the first call's: one event, told
//! twice), and the log says `tool call replayed`. A success that is not a JSON object (a
//! list, a number) is kept as the handler's value, and its `structuredContent` is wrapped as
//! `{"result": ..}` for a 2025-11-25 request and not for a 2026-07-28 one, whichever era
//! the first call was, so a replay always fits the `outputSchema` its era's `tools/list`
//! showed. Only a handler's final word is kept: a result, or a failure the model is told
//! not to retry. A failure told retryable is not kept (a key that kept it would refuse the
//! very retry it invites): its retry with the key runs. A 2026-07-28 call that asks the
//! client something (`input_required`) keeps nothing, so its retry with the answers (the
//! same arguments and key) continues the call.
//! A task-mode call's run goes through the same check (a task runs its tool as any call
//! does): with a used key whose first call still runs, the call waits for it (a task of its
//! own, if it waits on) and ends with its outcome, marked; once the first has ended, the
//! kept outcome is answered at once and no task is made. A first call that ran past its
//! tool's timeout, or whose request was cancelled, may have taken effect without telling:
//! its key answers `unknown_outcome` from then on and never runs the handler ("check
//! whether it took effect, then use a new key"), as the payments example's `ChargeInDoubt`
//! tells a model. The timed-out call itself answers so too, not the "retry later" of a
//! call without a key, which its key would refuse. A handler's own failure is kept or not
//! by what it told the model: one of its `unknown_outcome` category is kept and replayed as
//! it is; one of its `timeout` category that it marks retryable is not kept.
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
//! A failure told retryable is not kept, so its retry with the key runs; a first call past
//! its tool's timeout answers `unknown_outcome`, and so does every call with its key after:
//!
//! ```
//! use std::sync::atomic::{AtomicUsize, Ordering};
//! use std::time::Duration;
//! use toolwright::{mcp_tool, tools, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! enum ChargeError {
//!     #[error("the card network did not answer")]
//!     #[error_kind(operational, category = "transient", message = "The card network is busy.")]
//!     NetworkBusy,
//! }
//!
//! static TRIES: AtomicUsize = AtomicUsize::new(0);
//!
//! /// Charge the customer's card, once per key, within 2 seconds.
//! #[mcp_tool(destructive, idempotency_key = charge_id, timeout_ms = 2000)]
//! async fn charge_card(charge_id: String, amount_cents: u64) -> Result<String, ChargeError> {
//!     if TRIES.fetch_add(1, Ordering::Relaxed) == 0 {
//!         return Err(ChargeError::NetworkBusy); // the first try only
//!     }
//!     if amount_cents > 10_000 {
//!         tokio::time::sleep(Duration::from_secs(5)).await; // a bank that hangs
//!     }
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
//!         match line.find("tw-") {
//!             Some(at) => line.replace(&line[at + 3..at + 19], "…"), // the reference
//!             None => line,
//!         }
//!     }
//! };
//! let retried = serde_json::json!({"charge_id": "c-1", "amount_cents": 500});
//! assert_eq!(
//!     answer(retried.clone()).await,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"The card network is busy.\n[category=transient; retryable=true; ref=tw-…]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-…","errorCategory":"transient","isRetryable":true}}}}"#
//! );
//! // Not kept: the retry with the key runs, and its outcome is the key's.
//! assert_eq!(
//!     answer(retried).await,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"Charged 500 cents."}]}}"#
//! );
//! let slow = serde_json::json!({"charge_id": "c-2", "amount_cents": 20000});
//! assert_eq!(
//!     answer(slow.clone()).await,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"The tool did not finish within 2000 ms; it may have taken effect.\nCheck whether it took effect, then use a new key to try again.\n[category=unknown_outcome; retryable=false; ref=tw-…]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-…","errorCategory":"unknown_outcome","isRetryable":false,"suggestedAction":"Check whether it took effect, then use a new key to try again."}}}}"#
//! );
//! // In doubt from then on: the handler does not run again.
//! assert_eq!(
//!     answer(slow).await,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"The first call with this idempotency key was interrupted before it answered; it may have taken effect. This call did not run.\nCheck whether it took effect, then use a new key.\n[category=unknown_outcome; retryable=false; ref=tw-…]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-…","errorCategory":"unknown_outcome","isRetryable":false,"suggestedAction":"Check whether it took effect, then use a new key."}}}}"#
//! );
//! assert_eq!(TRIES.load(Ordering::Relaxed), 3);
//! # }
//! ```
//!
//! The other answers a key gives, byte for byte: a key of the wrong length (1 to
//! [`KEY_MAX`], 255 bytes), a call while its key's first call runs past the wait, and, from
//! a stand-in [`KeyStore`], a store out of reach (`-32603` retryable; over HTTP `503` with
//! `Retry-After: 1`) and a key a store that lost its memory no longer knows (see
//! [`RedisKeys::after_loss`](crate::idempotency::RedisKeys)). None of them runs the handler.
//! The server-wide limit's `429` is in [`crate::ratelimit`].
//!
//! ```
//! # use std::convert::Infallible;
//! use std::time::Duration;
//! use toolwright::idempotency::{Claim, End, KeyStatus, IdempotencyConfig, KeyStore};
//! use toolwright::store::{StoreError, StoreFuture};
//! use toolwright::{mcp_tool, tools};
//!
//! /// Charge the customer's card, once per key.
//! #[mcp_tool(destructive, idempotency_key = charge_id)]
//! async fn charge_card(charge_id: String, amount_cents: u64) -> Result<String, Infallible> {
//!     tokio::time::sleep(Duration::from_secs(10)).await; // a slow bank
//!     Ok(format!("Charged {amount_cents} cents."))
//! }
//!
//! /// A stand-in store: down for key "down", forgotten for any other.
//! struct StandIn;
//! impl KeyStore for StandIn {
//!     fn name(&self, _: &str, _: &str, key: &str) -> String { key.to_owned() }
//!     fn begin<'a>(&'a self, name: &'a str, _: &'a Claim) -> StoreFuture<'a, KeyStatus> {
//!         Box::pin(async move {
//!             match name {
//!                 "down" => Err(StoreError("connection refused (redis://10.0.0.7)".into())),
//!                 _ => Ok(KeyStatus::Forgotten),
//!             }
//!         })
//!     }
//!     fn settle<'a>(&'a self, _: &'a str, _: &'a Claim, _: End<'a>) -> StoreFuture<'a, bool> {
//!         Box::pin(async { Ok(true) })
//!     }
//!     fn renew<'a>(&'a self, _: &'a str, _: &'a Claim) -> StoreFuture<'a, bool> {
//!         Box::pin(async { Ok(true) })
//!     }
//! }
//!
//! # #[tokio::main(flavor = "current_thread", start_paused = true)]
//! # async fn main() {
//! async fn answer(set: &toolwright::ToolSet, key: &str) -> String {
//!     let args = serde_json::json!({"charge_id": key, "amount_cents": 500});
//!     let line = set.call("charge_card", args).await.to_response(&7.into());
//!     match line.find("tw-") {
//!         Some(at) => line.replace(&line[at + 3..at + 19], "…"), // the reference
//!         None => line,
//!     }
//! }
//! let set = tools![charge_card]
//!     .with_idempotency(IdempotencyConfig::default().wait(Duration::from_millis(100)));
//! assert_eq!(
//!     answer(&set, "").await,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"The idempotency key must be 1 to 255 bytes long; this call did not run.\nSend a key of 1 to 255 bytes (a UUID is 36), made once for this request and sent again with its retries.\n[category=validation; retryable=false; ref=tw-…]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-…","errorCategory":"validation","isRetryable":false,"suggestedAction":"Send a key of 1 to 255 bytes (a UUID is 36), made once for this request and sent again with its retries."}}}}"#
//! );
//! // The first call runs 10 s; the second waits 100 ms for it.
//! let (_, busy) = tokio::join!(answer(&set, "c-1"), answer(&set, "c-1"));
//! assert_eq!(
//!     busy,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"The first call with this idempotency key is still running; this call did not run.\nRetry with the same key and arguments shortly to get its outcome.\n[category=transient; retryable=true; retry_after_ms=1000; ref=tw-…]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-…","errorCategory":"transient","isRetryable":true,"retryAfterMs":1000,"suggestedAction":"Retry with the same key and arguments shortly to get its outcome."}}}}"#
//! );
//! let set = tools![charge_card].with_key_store(IdempotencyConfig::default(), StandIn);
//! // The store's error (its address) goes to the log, under the reference, never here.
//! assert_eq!(
//!     answer(&set, "down").await,
//!     r#"{"jsonrpc":"2.0","id":7,"error":{"code":-32603,"message":"Temporarily unavailable; retry shortly (ref tw-…)","data":{"correlationId":"tw-…","errorCategory":"transient","isRetryable":true,"retryAfterMs":1000}}}"#
//! );
//! assert_eq!(
//!     answer(&set, "c-2").await,
//!     r#"{"jsonrpc":"2.0","id":7,"result":{"content":[{"type":"text","text":"The server lost its record of recent idempotency keys; a call with this key may already have taken effect. This call did not run.\nCheck whether the request already took effect; if it did not, the server's operator can clear the loss window, or retry after it ends.\n[category=unknown_outcome; retryable=false; ref=tw-…]"}],"isError":true,"_meta":{"dev.toolwright/error":{"correlationId":"tw-…","errorCategory":"unknown_outcome","isRetryable":false,"suggestedAction":"Check whether the request already took effect; if it did not, the server's operator can clear the loss window, or retry after it ends."}}}}"#
//! );
//! # }
//! ```
//!
//! Keys are scoped to the verified caller's subject; calls without a caller (stdio, a
//! server with no authentication) share one key space. Keys live [`IdempotencyConfig::ttl`]
//! (24 hours) and at most [`IdempotencyConfig::max_keys`] (10,000) are kept; past that the
//! oldest ended ones make room, with a warning in the log. Every setting: the ttl,
//! `max_keys` and [`IdempotencyConfig::wait`] (30 s, how long a call waits for its key's
//! first call when the tool has no `timeout_ms`); for Redis, the lease
//! ([`Redis::lease`](crate::store::Redis::lease), 30 s, renewed every third of it, shared
//! with the tasks), and for keys set apart, [`RedisKeys`]' `prefix`, `lease`,
//! `store_timeout` (1 s) and `after_loss` (the ttl).
//!
//! **Annotations.** A keyed tool that changes something is `destructive` and `idempotent`
//! (as the example above, and the payments example's `charge_card`): MCP's `idempotentHint`
//! is about a repeat with the same arguments, and the key is one of them, so a repeat
//! changes nothing more. Without `idempotent`, a client is told a retry may do harm it will
//! not.
//!
//! **A dropped connection.** A call whose connection the server sees close before its
//! handler ends is cancelled: always for a 2026-07-28 call (a client closing its stream is
//! its cancellation), and for a 2025-11-25 call answered as JSON when the close reaches the
//! server. Its handler is dropped and its key answers `unknown_outcome` from then on (it may
//! have taken effect); a call that ran to its end kept its outcome, which the client's
//! retry with the key gets. A proxy whose timeout is shorter than the handler closes the
//! connection the same way and answers the client itself (a `504`): set it above the
//! tool's `timeout_ms`, or the retry of a slow call meets a key in doubt.
//!
//! # Across replicas
//!
//! Kept in memory by default ([`MemoryKeys`]), per process. Replicas behind a load balancer
//! share them in Redis ([`RedisKeys`], feature `redis`; the same URLs as the task store's),
//! so a retry landing on another replica is answered the same. Any [`KeyStore`] will do
//! (the trait says what a store must guarantee); the deadline, the cap on the calls waiting
//! on it, the breaker, the lease's renewal and the retried settle are the server's, around
//! every store:
//!
//! ```no_run
//! # #[cfg(feature = "redis")]
//! # async fn serve() -> Result<(), toolwright::store::StoreError> {
//! # use std::convert::Infallible;
//! use toolwright::server::Server;
//! use toolwright::store::Redis;
//! # #[toolwright::mcp_tool(destructive, idempotency_key = charge_id)]
//! # async fn charge_card(charge_id: String) -> Result<String, Infallible> { Ok(charge_id) }
//!
//! let redis = Redis::connect("redis://127.0.0.1:6379/").await?; // keys, limits and tasks
//! let server = Server::new(toolwright::tools![charge_card]).store(redis);
//! # drop(server);
//! # Ok(())
//! # }
//! ```
//!
//! | what happens | memory | Redis |
//! |---|---|---|
//! | two calls with one key at once | one runs (a map under a lock) | one runs, on any replica (one Lua script claims the key) |
//! | a call while the first runs | waits for its end (a channel) | asks Redis again every 50 ms, within the wait |
//! | the first call's process dies | its keys die with it | its lease (30 s, renewed every 10 s, on Redis's clock) lapses: the key answers `unknown_outcome` from then on |
//! | the store cannot be reached | - | the call does not run: `-32603` retryable, `retryAfterMs` 1000 (HTTP `503`, `Retry-After: 1`) within the store deadline (1 s); after three failures in a row at once, without asking the store, until a probe a second later finds it back (under a Cluster, only for the keys on the master down); past 64 keyed calls waiting on it, at once too; running unchecked could run it twice |
//! | a first call ends while the store is away | - | its outcome is answered, and its end written once the store answers again (retried in the background within two thirds of the lease); otherwise its key, left running, lapses into `unknown_outcome` |
//! | bounded by | `max_keys`, the oldest ended sixteenth evicted at once | the ttl: give Redis room for a ttl's keys, and the `noeviction` policy (a key evicted early lets a retry run again) |
//!
//! `scripts/tasks-replicas.sh` checks each row of the Redis column with two replicas of the
//! tasks example behind haproxy (`scripts/tasks/retries.py`).

pub mod contract;
mod keeping;
mod memory;
#[cfg(feature = "redis")]
mod redis;
#[cfg(test)]
mod store_faults;

pub use crate::store::{decode_outcome, encode_outcome};
pub(crate) use keeping::{Begin, KeyRefusal, Keys};
pub use memory::MemoryKeys;
#[cfg(feature = "redis")]
pub use redis::RedisKeys;

use crate::classify::TIMED_OUT;
use crate::store::guard::{Cause, Fault, StoreGuard, Work};
use crate::store::Domain;
use crate::store::StoreFuture;
use crate::wire::{codes, ContentBlock, Outcome, ERROR_META_KEY};
use futures_util::FutureExt;
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tokio::sync::watch;
use tokio::task::JoinHandle;

/// Where idempotency keys live: for each key its first call's claim (the arguments'
/// fingerprint, its owner), then its end. [`MemoryKeys`] (this process, the default) and
/// `RedisKeys` (feature `redis`) are two; set any on a tool set with
/// [`ToolSet::with_key_store`](crate::ToolSet::with_key_store).
///
/// The server calls [`KeyStore::begin`] before a keyed call's handler runs: a key the
/// store does not know (or whose time is up) is claimed for the call ([`KeyStatus::Run`]), and
/// any other answer is told to the client without running the handler. The call's end is
/// then written with [`KeyStore::settle`], while it runs its claim is renewed every third
/// of [`KeyStore::lease_time`] ([`KeyStore::renew`]), and a settle the store could not take is
/// retried in the background within two thirds of the lease. The server bounds every
/// operation by [`KeyStore::timeout`]; a `begin` is a request's work (at most 64 wait on
/// the store at once, and a part of the store known down, [`KeyStore::domain`], is failed
/// fast), refused as retryable before the handler runs when the store cannot answer it; a
/// settle or a renewal is never refused. A store need not time out on its own; an `Err` is
/// a store that cannot be reached.
///
/// What a store must guarantee:
///
/// - **`begin` is atomic**: of any number of calls beginning one key at once, on any number
///   of replicas sharing the store, one is answered `Run` (read and claim under one lock,
///   in one script, or in one transaction); otherwise a retry may run the handler twice.
/// - **A lease on one clock**: a claim holds [`KeyStore::lease_time`] from its last renewal,
///   judged on the store's own clock (Redis `TIME`), never a replica's; a claim whose lease
///   lapsed is answered `Interrupted` (its replica died mid-call) and can no longer be
///   settled or renewed by its owner ([`Claim::owner`]: fencing). A store whose claims die
///   with the process (in memory) has no lease.
/// - **Expiry**: a key is kept [`Claim::ttl`] from its first call's begin, and again from
///   its end, never while its first call runs; a store may forget it after that, and must
///   not before (a key forgotten early lets a retry run again).
/// - **What it forgot**: a store that may lose what it holds (a restart without
///   persistence, a failover) should notice it and answer [`KeyStatus::Forgotten`] for keys it
///   no longer knows for a while (`RedisKeys` keeps an epoch marker per group of keys).
pub trait KeyStore: Send + Sync + 'static {
    /// The name the key `key` of `subject`'s calls of `tool` is kept under: the same parts,
    /// the same name; other parts, another. By default the SHA-256 of the three in hex (64
    /// digits), which holds none of them; a store in this process may join them more
    /// cheaply.
    fn name(&self, subject: &str, tool: &str, key: &str) -> String {
        crate::util::digest_name("", &[subject.as_bytes(), tool.as_bytes(), key.as_bytes()])
    }

    /// Begin a call with the key `name`, atomically: claim it for `claim` if it is free
    /// ([`KeyStatus::Run`]), or say what holds it.
    fn begin<'a>(&'a self, name: &'a str, claim: &'a Claim) -> StoreFuture<'a, KeyStatus>;

    /// Write the end of the first call that claimed `name` with `claim`: `false` if the
    /// claim is no longer its owner's (its lease lapsed and the key was found interrupted).
    /// A store that lost the key under a running first call writes it back with this end.
    fn settle<'a>(&'a self, name: &'a str, claim: &'a Claim, end: End<'a>)
        -> StoreFuture<'a, bool>;

    /// Renew the lease of `claim` on `name` (and keep the key from expiring while its first
    /// call runs): `false` if the claim is no longer its owner's. A store without a lease
    /// answers `true`.
    fn renew<'a>(&'a self, name: &'a str, claim: &'a Claim) -> StoreFuture<'a, bool>;

    /// How long a claim holds without renewal (30 s by default; renewed every third of it
    /// while its first call runs): how soon a key whose replica died is in doubt. `None`
    /// for a store whose claims die with the process (in memory): nothing to renew.
    fn lease_time(&self) -> Option<Duration> {
        Some(Duration::from_secs(30))
    }

    /// The failure domain `name` lives in: the part of the store that fails apart from the
    /// others (a Redis Cluster's node holding it), each with its own breaker. A store that
    /// fails whole keeps the default, one domain.
    fn domain(&self, name: &str) -> Domain {
        let _ = name;
        0
    }

    /// The deadline the server gives each operation (1 s by default).
    fn timeout(&self) -> Duration {
        Duration::from_secs(1)
    }

    /// Work to do once, when the store is set on a tool set (within a tokio runtime), before
    /// its first key: started at once and run in the background within
    /// [`KeyStore::timeout`], a failure logged. A store that needs it done for a begin does
    /// it there too: `RedisKeys` reads every group's epoch here, so that it tells a loss even
    /// in a group not used yet, and on its first begin should that have failed. Nothing by
    /// default.
    fn prepare(&self) -> StoreFuture<'_, ()> {
        Box::pin(std::future::ready(Ok(())))
    }
}

/// A store shared by several tool sets (replicas in one process, tests).
impl<T: KeyStore + ?Sized> KeyStore for Arc<T> {
    fn name(&self, subject: &str, tool: &str, key: &str) -> String {
        (**self).name(subject, tool, key)
    }
    fn begin<'a>(&'a self, name: &'a str, claim: &'a Claim) -> StoreFuture<'a, KeyStatus> {
        (**self).begin(name, claim)
    }
    fn settle<'a>(
        &'a self,
        name: &'a str,
        claim: &'a Claim,
        end: End<'a>,
    ) -> StoreFuture<'a, bool> {
        (**self).settle(name, claim, end)
    }
    fn renew<'a>(&'a self, name: &'a str, claim: &'a Claim) -> StoreFuture<'a, bool> {
        (**self).renew(name, claim)
    }
    fn lease_time(&self) -> Option<Duration> {
        (**self).lease_time()
    }
    fn domain(&self, name: &str) -> Domain {
        (**self).domain(name)
    }
    fn timeout(&self) -> Duration {
        (**self).timeout()
    }
    fn prepare(&self) -> StoreFuture<'_, ()> {
        (**self).prepare()
    }
}

/// A call's claim on a key: what its first call is recognized by, and who runs it.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Claim {
    /// The SHA-256 of the call's arguments as they arrived: a later call with the key and
    /// other arguments is [`KeyStatus::Reused`].
    pub fingerprint: [u8; 32],
    /// Who runs the call: unique to it among every call of every replica, so that only it
    /// settles or renews the key (not after its lease lapsed and another call found it
    /// interrupted).
    pub owner: [u8; 16],
    /// How long the key is kept from its first call's begin, and again from its end
    /// ([`IdempotencyConfig::ttl`]).
    pub ttl: Duration,
}

impl Claim {
    /// A claim of the call whose arguments have `fingerprint`, with an owner of its own.
    pub fn new(fingerprint: [u8; 32], ttl: Duration) -> Self {
        // This process's random half, and a count: unique without asking the operating
        // system's random source for each call.
        static PROCESS: OnceLock<[u8; 8]> = OnceLock::new();
        static CALLS: AtomicU64 = AtomicU64::new(0);
        let mut owner = [0; 16];
        owner[..8].copy_from_slice(PROCESS.get_or_init(crate::util::random_bytes));
        owner[8..].copy_from_slice(&CALLS.fetch_add(1, Ordering::Relaxed).to_be_bytes());
        Claim {
            fingerprint,
            owner,
            ttl,
        }
    }
}

/// What a key holds, as [`KeyStore::begin`] finds it.
#[derive(Debug)]
#[non_exhaustive]
pub enum KeyStatus {
    /// It was free: it is now claimed, and the call runs its handler.
    Run,
    /// Its first call had other arguments.
    Reused,
    /// Its first call still runs (its lease holds). `Some`: a channel that changes or
    /// closes when it ends (a store in this process); `None`: ask again in a moment (50 ms).
    Busy(Option<watch::Receiver<()>>),
    /// Its first call ended with this outcome (era-neutral: each replay is rendered in its
    /// own request's era).
    Done(Outcome),
    /// Its first call was cancelled, ran past its tool's timeout, or its lease lapsed: it
    /// may have taken effect.
    Interrupted,
    /// The store lost its memory lately (restarted empty, flushed) and does not know the
    /// key: its first call may have run before the loss.
    Forgotten,
    /// No room for another key: every key kept is running.
    Full,
}

/// How a key's first call ended, for [`KeyStore::settle`]. Not `non_exhaustive`: a store
/// must write every kind of end, and a new one should not compile until it does.
#[derive(Debug, Clone, Copy)]
pub enum End<'a> {
    /// Kept: replayed from now on ([`encode_outcome`] makes it text for a store that keeps
    /// text).
    Done(&'a Outcome),
    /// In doubt: cancelled, or ran past its tool's timeout.
    Interrupted,
    /// Nothing kept: the key is free again (a failure told retryable, an internal failure,
    /// a question to the client, or a claim whose begin was not answered).
    Free,
}

/// What a key keeps of its first call's end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Settle {
    /// The outcome, replayed from then on.
    Done,
    /// Doubt: cancelled, or timed out.
    Interrupted,
    /// Nothing: the key is free again (a failure told retryable, an internal failure, a
    /// question to the client).
    Nothing,
}

/// What a key keeps of `outcome`, by what the model was told: a handler that ran past its
/// tool's timeout leaves doubt; a failure told retryable (or an internal one, or a question
/// to the client) leaves nothing, so its retry runs; any other final outcome is kept.
fn settled(outcome: &Outcome) -> Settle {
    match outcome {
        o if timeout_ref(o).is_some() => Settle::Interrupted,
        o if retryable(o) => Settle::Nothing,
        Outcome::Result(_) => Settle::Done,
        Outcome::Error(e) if e.code != codes::INTERNAL_ERROR => Settle::Done,
        _ => Settle::Nothing,
    }
}

/// The reference of `outcome` when it is the runtime's answer to a handler that ran past its
/// tool's timeout ([`TIMED_OUT`]): the handler was dropped mid-run, and may have done its
/// work without telling. A handler's own `timeout` failure is not this: it answered.
pub(crate) fn timeout_ref(outcome: &Outcome) -> Option<&str> {
    let Outcome::Result(result) = outcome else {
        return None;
    };
    let envelope = result.meta.as_ref()?.get(ERROR_META_KEY)?;
    let Some(ContentBlock::Text { text }) = result.content.first() else {
        return None;
    };
    let runtimes = result.is_error
        && envelope.get("errorCategory").and_then(Value::as_str) == Some("timeout")
        && envelope.get("suggestedAction").and_then(Value::as_str) == TIMED_OUT.suggested_action
        && text.starts_with("The tool did not finish within ");
    envelope
        .get("correlationId")
        .and_then(Value::as_str)
        .filter(|_| runtimes)
}

/// Whether `outcome` is a failure the model is told it may retry (`isRetryable`): a key
/// that kept it would refuse the very retry it invites.
fn retryable(outcome: &Outcome) -> bool {
    let envelope = match outcome {
        Outcome::Result(r) if r.is_error => r.meta.as_ref().and_then(|m| m.get(ERROR_META_KEY)),
        Outcome::Error(e) => e.data.as_ref(),
        _ => None,
    };
    envelope.and_then(|e| e.get("isRetryable")) == Some(&Value::Bool(true))
}

/// How long keys are kept, how many, and how long a call waits for its key's first call.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub struct IdempotencyConfig {
    /// How long a key's outcome is kept (24 hours by default).
    pub ttl: Duration,
    /// The most keys kept (10,000 by default) by the memory store
    /// [`ToolSet::with_idempotency`](crate::ToolSet::with_idempotency) makes
    /// ([`MemoryKeys::max_keys`]); a shared store is bounded by the ttl instead.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::classify::{self, correlated_error};
    use crate::error::{Category, ErrorKind, Rendered, VariantSpec};
    use crate::wire::{ContentBlock, ProtocolError, ToolResult};

    /// A handler's failure of `category`, told `retryable` or not.
    fn failure(category: Category, retryable: bool) -> Outcome {
        let spec = VariantSpec {
            category: Some(category),
            retryable: Some(retryable),
            ..VariantSpec::new("Failed", ErrorKind::Operational)
        };
        let rendered = Rendered::runtime("It failed.".into(), None);
        classify::operational(&spec, rendered, classify::correlation_id())
    }

    #[test]
    fn a_key_keeps_what_the_model_was_told_not_to_retry_and_doubts_a_timeout() {
        let runtime_timeout = classify::runtime_operational(
            "charge",
            &TIMED_OUT,
            "The tool did not finish within 200 ms.".into(),
            "handler exceeded its 200 ms timeout and was dropped",
        );
        let unavailable = classify::runtime_unavailable(
            "charge",
            "<idempotency key store unavailable>",
            "down",
            Duration::from_secs(1),
        );
        let success = Outcome::Result(ToolResult {
            content: vec![ContentBlock::text("Charged 500 cents.")],
            ..ToolResult::default()
        });
        let cases = [
            (runtime_timeout, Settle::Interrupted),
            (failure(Category::Timeout, true), Settle::Nothing),
            (failure(Category::Timeout, false), Settle::Done),
            (failure(Category::Transient, true), Settle::Nothing),
            (failure(Category::RateLimited, true), Settle::Nothing),
            (failure(Category::Business, false), Settle::Done),
            (failure(Category::UnknownOutcome, false), Settle::Done),
            (unavailable, Settle::Nothing),
            (
                Outcome::Error(correlated_error(-32001, "Unauthorized", "tw-0".into())),
                Settle::Done,
            ),
            (success, Settle::Done),
            (
                Outcome::Error(ProtocolError::new(codes::INTERNAL_ERROR, "Internal error")),
                Settle::Nothing,
            ),
            (
                Outcome::InputRequired(crate::wire::InputRequired {
                    requests: Vec::new(),
                    state: None,
                }),
                Settle::Nothing,
            ),
        ];
        for (outcome, keeps) in cases {
            assert_eq!(settled(&outcome), keeps, "{outcome:?}");
        }
    }

    #[test]
    fn only_the_runtimes_own_timeout_answer_carries_a_timeout_reference() {
        let answer = classify::runtime_operational(
            "charge",
            &TIMED_OUT,
            "The tool did not finish within 200 ms.".into(),
            "dropped",
        );
        let Outcome::Result(result) = &answer else {
            panic!("{answer:?}")
        };
        let id = result.meta.as_ref().unwrap()[ERROR_META_KEY]["correlationId"]
            .as_str()
            .unwrap();
        assert_eq!(timeout_ref(&answer), Some(id));
        assert_eq!(timeout_ref(&failure(Category::Timeout, true)), None);
        // The answer of a key in doubt (an unknown outcome) is no timeout's.
        let in_doubt = VariantSpec {
            category: Some(Category::UnknownOutcome),
            retryable: Some(false),
            ..VariantSpec::new("<idempotency key interrupted>", ErrorKind::Operational)
        };
        let interrupted = classify::runtime_operational(
            "charge",
            &in_doubt,
            "It may have run.".into(),
            "in doubt",
        );
        assert_eq!(timeout_ref(&interrupted), None);
    }
}
