//! [`Changes`]: the handle an application tells the server through that a resource, or the
//! set of resources or prompts, changed; each transport passes it on to the clients that
//! asked.

use tokio::sync::broadcast;

/// One change the application reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Change {
    /// The resource at this URI changed: `notifications/resources/updated` to each session
    /// subscribed to it.
    Resource(String),
    /// The list of resources changed: `notifications/resources/list_changed` to every
    /// session.
    Resources,
    /// The list of prompts changed: `notifications/prompts/list_changed` to every session.
    Prompts,
}

impl Change {
    /// The notification line for this change.
    pub(crate) fn method(&self) -> &'static str {
        match self {
            Change::Resource(_) => "notifications/resources/updated",
            Change::Resources => "notifications/resources/list_changed",
            Change::Prompts => "notifications/prompts/list_changed",
        }
    }
}

/// How many changes a slow connection may fall behind by before it misses some (it is told
/// the lists changed instead).
const BACKLOG: usize = 256;

/// Tell the server's clients that something changed: get one from
/// [`ToolSet::changes`](crate::ToolSet::changes) before serving the set, keep it (it is
/// cheap to clone), and call it whenever the application changes a resource.
///
/// In a 2025-11-25 session (stdio, or Streamable HTTP with its `GET` stream open), a client
/// that sent `resources/subscribe` for a URI gets `notifications/resources/updated` when
/// [`Changes::resource_updated`] names it; every client gets `list_changed` notifications.
/// A change reported while no client listens is dropped: notifications are hints to re-read,
/// not a log.
#[derive(Debug, Clone)]
pub struct Changes {
    tx: broadcast::Sender<Change>,
}

impl Default for Changes {
    fn default() -> Self {
        Changes {
            tx: broadcast::channel(BACKLOG).0,
        }
    }
}

impl Changes {
    /// The resource at `uri` changed: subscribers should read it again.
    pub fn resource_updated(&self, uri: impl Into<String>) {
        let _ = self.tx.send(Change::Resource(uri.into()));
    }

    /// Resources were added or removed (the answer to `resources/list` or
    /// `resources/templates/list` changed).
    pub fn resources_changed(&self) {
        let _ = self.tx.send(Change::Resources);
    }

    /// Prompts were added or removed (the answer to `prompts/list` changed).
    pub fn prompts_changed(&self) {
        let _ = self.tx.send(Change::Prompts);
    }

    /// A receiver of every change from now on (one per listening connection).
    pub(crate) fn listen(&self) -> broadcast::Receiver<Change> {
        self.tx.subscribe()
    }
}
