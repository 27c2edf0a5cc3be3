//! How to connect: the transport (a server binary over stdio, a Streamable HTTP endpoint, a
//! server in this process), the era, the timeout, the headers.

use crate::client::Client;
use crate::failure::{Failure, FailureKind};
use crate::link::{Http, Lines, Link, Server as Running, Shared};
use reqwest::header::{HeaderMap, HeaderName, HeaderValue, AUTHORIZATION};
use std::process::Stdio;
use std::sync::Arc;
use std::time::Duration;
use toolwright::server::Server;
use toolwright::Era;

/// How long a request waits for its answer unless told otherwise.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(60);

/// How to connect: the era, each request's timeout, the headers every HTTP request carries
/// (auth among them), and the HTTP client to use.
#[derive(Debug, Clone)]
pub struct Connect {
    era: Era,
    timeout: Duration,
    headers: HeaderMap,
    http: Option<reqwest::Client>,
    name: String,
}

impl Default for Connect {
    fn default() -> Self {
        Connect {
            era: Era::Legacy,
            timeout: DEFAULT_TIMEOUT,
            headers: HeaderMap::new(),
            http: None,
            name: "toolwright-client".into(),
        }
    }
}

impl Connect {
    /// 2025-11-25 (a handshake, then a session), each request waiting up to 60 s.
    pub fn new() -> Connect {
        Connect::default()
    }

    /// Speak `era`: [`Era::Legacy`] (2025-11-25, the handshake) or [`Era::Stateless`]
    /// (2026-07-28: no handshake, each request says its revision).
    #[must_use]
    pub fn era(mut self, era: Era) -> Connect {
        self.era = era;
        self
    }

    /// How long each request waits for its answer; past it, the server is told the request
    /// is cancelled and the call fails as [`FailureKind::TimedOut`].
    #[must_use]
    pub fn timeout(mut self, timeout: Duration) -> Connect {
        self.timeout = timeout;
        self
    }

    /// `Authorization: Bearer <token>` on every HTTP request (marked sensitive: never
    /// logged by the HTTP client).
    ///
    /// # Panics
    ///
    /// When `token` holds what no header can (a line break).
    #[must_use]
    pub fn bearer(mut self, token: &str) -> Connect {
        let mut value = HeaderValue::from_str(&format!("Bearer {token}"))
            .expect("a bearer token is header text");
        value.set_sensitive(true);
        self.headers.insert(AUTHORIZATION, value);
        self
    }

    /// A header every HTTP request carries.
    #[must_use]
    pub fn header(mut self, name: HeaderName, value: HeaderValue) -> Connect {
        self.headers.insert(name, value);
        self
    }

    /// The HTTP client to use (its TLS, proxy and pool settings); the default is a plain
    /// `reqwest::Client` (no TLS: `http://` only, unless your build enables reqwest's).
    #[must_use]
    pub fn http_client(mut self, client: reqwest::Client) -> Connect {
        self.http = Some(client);
        self
    }

    /// The `clientInfo.name` the handshake gives.
    #[must_use]
    pub fn name(mut self, name: impl Into<String>) -> Connect {
        self.name = name.into();
        self
    }

    /// Start the server `command` runs and talk to it over its stdin and stdout (its stderr
    /// goes where `command` says: by default, this process's).
    ///
    /// # Errors
    ///
    /// When the command cannot be started or the handshake fails.
    pub async fn stdio(self, mut command: tokio::process::Command) -> Result<Client, Failure> {
        command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .kill_on_drop(true);
        let mut child = command.spawn().map_err(|e| {
            Failure::client(
                FailureKind::Disconnected { sent: false },
                format!("the server could not be started: {e}"),
            )
        })?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            unreachable!("both pipes were asked for");
        };
        let shared = Arc::new(Shared::default());
        let link = Lines::start(input, output, Running::Child(child), &shared);
        self.start(Link::Lines(Box::new(link)), shared).await
    }

    /// Talk to the Streamable HTTP endpoint at `url` (`http://host:port/mcp`).
    ///
    /// # Errors
    ///
    /// When the handshake fails (the server unreachable, or refusing it).
    pub async fn http(self, url: impl Into<String>) -> Result<Client, Failure> {
        let client = self.http.clone().unwrap_or_default();
        let link = Http::new(client, url.into(), self.headers.clone(), self.era);
        self.start(Link::Http(link), Arc::new(Shared::default()))
            .await
    }

    /// Talk to `server` (a [`Server`], or a [`ToolSet`](toolwright::ToolSet) with the
    /// defaults) running on this runtime, over in-memory pipes: the same engine and bytes as
    /// its stdio transport, no process.
    ///
    /// # Errors
    ///
    /// When the handshake fails.
    pub async fn in_process(self, server: impl Into<Server>) -> Result<Client, Failure> {
        let (input, server_in) = tokio::io::duplex(64 * 1024);
        let (server_out, output) = tokio::io::duplex(64 * 1024);
        let task = tokio::spawn(server.into().serve(server_in, server_out));
        let shared = Arc::new(Shared::default());
        let link = Lines::start(input, output, Running::Task(task), &shared);
        self.start(Link::Lines(Box::new(link)), shared).await
    }

    async fn start(self, link: Link, shared: Arc<Shared>) -> Result<Client, Failure> {
        Client::start(link, shared, self.era, self.timeout, self.name).await
    }
}
