//! One rmcp session of an [`RmcpServer`](super::RmcpServer): the resources its client subscribed
//! to, and the task passing the set's changes on to it as notifications.

use crate::toolset::ToolSet;
use ::rmcp::RoleServer;
use std::sync::Arc;

/// One session's resource subscriptions, and the task forwarding the set's
/// [`Changes`](crate::ToolSet::changes) to its client while the session lasts.
#[derive(Default)]
pub(super) struct Session {
    state: Arc<std::sync::Mutex<Subscriptions>>,
}

#[derive(Default)]
struct Subscriptions {
    uris: std::collections::HashSet<String>,
    /// Dropped with the session, which ends the forwarding task.
    forwarding: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Session {
    /// Forward the set's changes to `peer` from now on, unless already forwarding:
    /// `notifications/resources/updated` for the URIs subscribed to, and the list changes.
    pub(super) fn forward(&self, set: &ToolSet, peer: &::rmcp::Peer<RoleServer>) {
        use crate::changes::Change;
        use ::rmcp::model::ResourceUpdatedNotificationParam;
        use tokio::sync::broadcast::error::RecvError;
        let mut state = crate::util::lock(&self.state);
        if state.forwarding.is_some() || !(set.has_resources() || set.has_prompts()) {
            return;
        }
        let (stop, mut stopped) = tokio::sync::oneshot::channel();
        state.forwarding = Some(stop);
        let mut changes = set.changes().listen();
        let subscriptions = Arc::downgrade(&self.state);
        let (resources, prompts) = (set.has_resources(), set.has_prompts());
        let peer = peer.clone();
        tokio::spawn(async move {
            loop {
                let change = tokio::select! {
                    _ = &mut stopped => return,
                    change = changes.recv() => change,
                };
                let sent = match change {
                    Ok(Change::Resource(uri)) => {
                        let Some(state) = subscriptions.upgrade() else {
                            return;
                        };
                        let subscribed = crate::util::lock(&state).uris.contains(&uri);
                        drop(state);
                        if !subscribed {
                            continue;
                        }
                        peer.notify_resource_updated(ResourceUpdatedNotificationParam::new(uri))
                            .await
                    }
                    // A session that fell behind is told the lists changed.
                    Ok(Change::Resources) | Err(RecvError::Lagged(_)) if resources => {
                        peer.notify_resource_list_changed().await
                    }
                    Ok(Change::Prompts) if prompts => peer.notify_prompt_list_changed().await,
                    Err(RecvError::Closed) => return,
                    _ => continue,
                };
                if sent.is_err() {
                    // The client is gone.
                    return;
                }
            }
        });
    }

    pub(super) fn subscribe(&self, set: &ToolSet, uri: String, peer: &::rmcp::Peer<RoleServer>) {
        crate::util::lock(&self.state).uris.insert(uri);
        self.forward(set, peer);
    }

    pub(super) fn unsubscribe(&self, uri: &str) {
        crate::util::lock(&self.state).uris.remove(uri);
    }
}
