//! What the protocol engine is configured with, whatever the transport (the [`Server`]'s
//! builder fills it in).
//!
//! [`Server`]: crate::server::Server

use super::{state, tasks};
use crate::ratelimit::RateLimit;
use std::time::Duration;

/// What the protocol engine is configured with, whatever the transport.
#[derive(Debug, Clone)]
pub(crate) struct EngineConfig {
    pub(crate) name: String,
    pub(crate) version: String,
    pub(crate) instructions: Option<String>,
    pub(crate) page_size: usize,
    pub(crate) list_ttl: Duration,
    /// How long a handler waits for the client's answer to a question (2025-11-25), and
    /// how long a `requestState` is good for (2026-07-28).
    pub(crate) elicitation_timeout: Duration,
    /// The key `requestState` is sealed under.
    pub(crate) state_key: state::StateKey,
    /// How tasks are kept and run (`None`: the defaults).
    pub(crate) tasks: Option<tasks::TaskConfig>,
    /// The backend's task store and lease ([`Server::store`](crate::server::Server::store); `None`: in memory, 30 s).
    pub(crate) backend_tasks: Option<tasks::BackendTasks>,
    /// The server-wide limit of each caller's requests ([`Server::rate_limit`](crate::server::Server::rate_limit)).
    pub(crate) per_caller: Option<RateLimit>,
}
