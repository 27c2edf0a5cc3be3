//! [`Completing`]: what a completion function is handed (`complete = fn` on a prompt or a
//! resource template).

use super::{Extensions, State};
use crate::caller::Caller;
use std::collections::HashMap;
use std::fmt;
use std::sync::Arc;

/// One `completion/complete` request, as a completion function sees it: which argument (or
/// template variable) the user is typing, what they typed so far, and the other arguments
/// already filled (`context.arguments`).
///
/// A completion function is `fn(&Completing) -> Vec<String>`: every suggestion that fits;
/// the server sends the first 100 with `total` and `hasMore`.
pub struct Completing<'a> {
    pub(crate) argument: &'a str,
    pub(crate) value: &'a str,
    pub(crate) arguments: &'a HashMap<String, String>,
    pub(crate) state: &'a Arc<Extensions>,
    pub(crate) caller: Option<&'a Caller>,
}

impl Completing<'_> {
    /// The name of the argument or template variable being completed.
    pub fn argument(&self) -> &str {
        self.argument
    }

    /// What the user typed so far.
    pub fn value(&self) -> &str {
        self.value
    }

    /// Another argument the client already filled in, by name.
    pub fn other(&self, name: &str) -> Option<&str> {
        self.arguments.get(name).map(String::as_str)
    }

    /// Shared state registered with [`ToolSet::with_state`](crate::ToolSet::with_state).
    pub fn state<T: Send + Sync + 'static>(&self) -> Option<State<T>> {
        self.state.get::<T>().map(State)
    }

    /// Who is asking, when a credential was verified.
    pub fn caller(&self) -> Option<&Caller> {
        self.caller
    }
}

impl fmt::Debug for Completing<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Completing")
            .field("argument", &self.argument)
            .field("value", &self.value)
            .field("arguments", &self.arguments)
            .finish_non_exhaustive()
    }
}
