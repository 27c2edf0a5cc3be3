//! What a handler can know about its call: the per-call [`Context`], shared [`State<T>`],
//! the [`Caller`], and the glue's view of a call ([`Call`], hidden).

mod complete;
mod talk;

pub use complete::Completing;

use crate::caller::Caller;
use crate::talk::Talk;
use crate::wire::Era;
use serde::Serialize;
use std::any::{Any, TypeId};
use std::collections::HashMap;
use std::fmt;
use std::ops::Deref;
use std::sync::Arc;

/// A progress report sink, set by a transport when the request carries a progress token.
pub type ProgressSink = Arc<dyn Fn(Progress) + Send + Sync>;

/// Which progress reports of a call reach the client: MCP asks for increasing values, so a
/// report that does not exceed the last one sent (or is NaN) is dropped. Every transport's
/// progress sink asks it.
#[derive(Debug)]
pub(crate) struct ProgressOrder {
    last: f64,
}

impl Default for ProgressOrder {
    fn default() -> Self {
        ProgressOrder {
            last: f64::NEG_INFINITY,
        }
    }
}

impl ProgressOrder {
    /// Whether to send a report of `progress`; if so, it is the new last.
    pub(crate) fn admit(&mut self, progress: f64) -> bool {
        if progress.is_nan() || progress <= self.last {
            return false;
        }
        self.last = progress;
        true
    }
}

/// One progress report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Progress {
    /// Progress so far; increases with each report.
    pub progress: f64,
    /// The total, if known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub total: Option<f64>,
    /// A short human-readable message.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
}

/// Shared state registered with [`ToolSet::with_state`](crate::ToolSet::with_state).
#[derive(Default, Clone)]
pub(crate) struct Extensions(HashMap<TypeId, Arc<dyn Any + Send + Sync>>);

impl Extensions {
    pub(crate) fn insert<T: Send + Sync + 'static>(&mut self, value: Arc<T>) {
        self.0.insert(TypeId::of::<T>(), value);
    }

    fn get<T: Send + Sync + 'static>(&self) -> Option<Arc<T>> {
        self.0.get(&TypeId::of::<T>())?.clone().downcast().ok()
    }
}

/// One call as the generated glue sees it, borrowed from the [`ToolSet`](crate::ToolSet)
/// for the call's duration. Not public API: handlers take a [`Context`], which the glue
/// makes from this only for a handler that asks for one (so a call that needs none clones
/// nothing shared).
#[doc(hidden)]
#[allow(missing_debug_implementations)]
pub struct Call<'a> {
    pub(crate) tool: &'static str,
    pub(crate) era: Era,
    /// The tool advertises an output schema.
    pub(crate) structured: bool,
    /// Legacy era and a non-object output schema: structured content goes out as
    /// `{"result": ...}`, matching the wrapped schema.
    pub(crate) wrap_result: bool,
    pub(crate) state: &'a Arc<Extensions>,
    pub(crate) progress: Option<ProgressSink>,
    pub(crate) caller: Option<Caller>,
    /// The way back to the client, for a tool whose handler takes a [`Context`].
    pub(crate) talk: Option<Arc<Talk>>,
}

impl Call<'_> {
    /// The handler's view of the call.
    fn context(&self) -> Context {
        Context {
            tool: self.tool,
            era: self.era,
            state: Arc::clone(self.state),
            progress: self.progress.clone(),
            caller: self.caller.clone(),
            talk: self.talk.clone(),
            key: None,
        }
    }
}

/// What a handler can know about the call it serves. Take it as a `#[ctx] ctx: Context`
/// parameter.
#[derive(Clone)]
pub struct Context {
    pub(crate) tool: &'static str,
    era: Era,
    state: Arc<Extensions>,
    progress: Option<ProgressSink>,
    caller: Option<Caller>,
    /// Elicitation, sampling and log messages (see `talk.rs`).
    pub(crate) talk: Option<Arc<Talk>>,
    /// The `inputRequests` key of this context's questions ([`Context::keyed`]).
    pub(crate) key: Option<Arc<str>>,
}

impl fmt::Debug for Context {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Context")
            .field("tool", &self.tool)
            .field("era", &self.era)
            .field("progress", &self.progress.is_some())
            .field("caller", &self.caller)
            .field("talk", &self.talk)
            .finish_non_exhaustive()
    }
}

impl Context {
    /// The tool being called.
    pub fn tool(&self) -> &'static str {
        self.tool
    }

    /// The era of the request.
    pub fn era(&self) -> Era {
        self.era
    }

    /// Whether the client asked for progress (the request carried a progress token).
    pub fn wants_progress(&self) -> bool {
        self.progress.is_some()
    }

    /// Report progress; a no-op when the client did not ask for it. `progress` should
    /// increase with each report.
    pub fn report_progress(&self, progress: f64, total: Option<f64>, message: Option<&str>) {
        if let Some(sink) = &self.progress {
            sink(Progress {
                progress,
                total,
                message: message.map(str::to_owned),
            });
        }
    }

    /// Who is calling, when the transport verified a credential (or the in-process call
    /// passed one in [`CallOptions`](crate::CallOptions)).
    pub fn caller(&self) -> Option<&Caller> {
        self.caller.as_ref()
    }

    /// Shared state of type `T`, if registered.
    pub fn state<T: Send + Sync + 'static>(&self) -> Option<State<T>> {
        self.state.get::<T>().map(State)
    }
}

/// Shared state of type `T`, registered with
/// [`ToolSet::with_state`](crate::ToolSet::with_state); take it as a `#[ctx]` parameter.
pub struct State<T>(pub Arc<T>);

impl<T> Clone for State<T> {
    fn clone(&self) -> Self {
        State(self.0.clone())
    }
}

impl<T: fmt::Debug> fmt::Debug for State<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("State").field(&self.0).finish()
    }
}

impl<T> Deref for State<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.0
    }
}

/// Why a `#[ctx]` parameter could not be made. Not public API.
#[doc(hidden)]
#[derive(Debug, Clone, Copy)]
pub enum NotInjected {
    /// The state of this type was never registered: a wiring bug, answered as an internal
    /// error.
    State(&'static str),
    /// The handler needs a [`Caller`] and the call has none: answered as a security
    /// `unauthorized`.
    Caller,
}

mod sealed {
    /// Only toolwright's own types are injectable: what a handler may learn is the runtime's
    /// decision, and the glue's `Call` may change in any release.
    pub trait Sealed {}
    impl Sealed for super::Context {}
    impl<T> Sealed for super::State<T> {}
    impl Sealed for super::Caller {}
    impl Sealed for Option<super::Caller> {}
}

/// Something a handler can take as a `#[ctx]` parameter: [`Context`], [`State<T>`],
/// [`Caller`] or `Option<Caller>`. Sealed: the runtime decides what a handler can be
/// handed.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a #[ctx] parameter",
    label = "not injectable",
    note = "a #[ctx] parameter must be `toolwright::Context`, `toolwright::State<T>`, `toolwright::Caller` or `Option<toolwright::Caller>`; arguments the model supplies take no #[ctx]"
)]
pub trait FromContext: Sized + sealed::Sealed {
    /// Whether the parameter needs a caller (the tool is refused without one). Not public
    /// API.
    #[doc(hidden)]
    const NEEDS_CALLER: bool = false;
    /// Whether the parameter can talk back to the client (a [`Context`]: elicitation,
    /// sampling, log messages). Not public API.
    #[doc(hidden)]
    const TALKS: bool = false;
    /// Extract from the call (what the generated glue calls). Not public API.
    #[doc(hidden)]
    fn from_call(call: &Call<'_>) -> Result<Self, NotInjected>;
}

impl FromContext for Context {
    const TALKS: bool = true;
    fn from_call(call: &Call<'_>) -> Result<Self, NotInjected> {
        Ok(call.context())
    }
}

impl<T: Send + Sync + 'static> FromContext for State<T> {
    fn from_call(call: &Call<'_>) -> Result<Self, NotInjected> {
        call.state
            .get::<T>()
            .map(State)
            .ok_or(NotInjected::State(std::any::type_name::<T>()))
    }
}

impl FromContext for Caller {
    const NEEDS_CALLER: bool = true;
    fn from_call(call: &Call<'_>) -> Result<Self, NotInjected> {
        call.caller.clone().ok_or(NotInjected::Caller)
    }
}

impl FromContext for Option<Caller> {
    fn from_call(call: &Call<'_>) -> Result<Self, NotInjected> {
        Ok(call.caller.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::ProgressOrder;

    #[test]
    fn progress_must_increase_and_nan_is_dropped() {
        let mut order = ProgressOrder::default();
        assert!(order.admit(1.0));
        assert!(!order.admit(1.0));
        assert!(!order.admit(f64::NAN));
        assert!(!order.admit(0.5));
        assert!(order.admit(2.0));
    }
}
