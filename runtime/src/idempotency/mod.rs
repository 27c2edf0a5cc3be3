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
//! does), so a second task with a used key ends with the kept outcome instead of running. A first call that timed out, or whose request
//! was cancelled, may have taken effect without telling: its key answers `unknown_outcome`
//! from then on and never runs the handler ("check whether it took effect, then use a new
//! key"), as the payments example's `ChargeInDoubt` tells a model. A result of the
//! handler's own `unknown_outcome` category is kept and replayed as it is.
//!
//! A key is 1 to [`KEY_MAX`] (255) bytes: an empty or longer one is a `validation` failure
//! and the call does not run.
//!
//! Keys are scoped to the verified caller's subject; calls without a caller (stdio, a
//! server with no authentication) share one key space. Keys live [`IdempotencyConfig::ttl`]
//! (24 hours) and at most [`IdempotencyConfig::max_keys`] (10,000) are kept; past that the
//! oldest ended ones make room, with a warning in the log. Kept in memory, per process:
//! replicas behind a balancer do not share them yet.

mod memory;

pub(crate) use memory::{Begin, Keys};

use serde_json::Value;
use sha2::{Digest, Sha256};
use std::time::Duration;

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
