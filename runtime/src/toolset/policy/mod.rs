//! The policies around a use of a tool, a resource, a prompt or a skill: each in a module of
//! its own that decides when it refuses, answers its refusals and lists them for the error
//! surface; composed per entry once, when the entry is registered.
//!
//! | policy | module | wraps | refusals |
//! |---|---|---|---|
//! | who may use it | [`access`] | every kind, before anything is read of the request | unknown (hidden), no caller, missing scope |
//! | a tool's rate limit | [`rate`] | a tool call, before its key and arguments | rate limited, its store out of reach |
//! | a tool's idempotency key | [`key`] | a tool call, around the handler's whole run | the key's six answers |
//! | the timeout | [`timeout`] | every kind's handler run | timed out |
//!
//! The access check and the timeout are every entry's; the layers between them (a rate limit,
//! a key) are a tool's, in that order, kept in [`Policies`] as a slice walked by [`Next`]
//! in the spirit of tower's `Layer`: each layer is a plain function that gets the rest of
//! the stack and runs it when it lets the call through. An entry with no layers (most
//! tools, every resource and prompt) runs its handler directly, with no allocation and no
//! dynamic call. Adding a policy is a module here, a [`Layer`] variant (its place in
//! [`Layer::of`], its arm in [`Next::run`]), and what the macro declares of it.

pub(super) mod access;
pub(super) mod key;
pub(super) mod rate;
pub(super) mod timeout;

use super::future::CallFuture;
use super::{CallOptions, ToolEntry, ToolSet};
use crate::error::VariantSpec;
use crate::ratelimit::RateLimit;
use crate::tool::Tool;
use access::UseGuard;
use serde_json::Value;
use std::time::Duration;
use timeout::Timeout;

/// When a call refused for a store out of reach may try again: a limit's always, a key's
/// unless the store's guard says (its deadline, or what is left of a breaker's cool-down).
const STORE_RETRY: Duration = Duration::from_secs(1);

/// One policy between a tool call's admission and its handler.
#[derive(Debug, Clone, Copy)]
pub(super) enum Layer {
    /// `#[mcp_tool(rate_limit = "..")]`: [`rate`].
    Rate(RateLimit),
    /// `#[mcp_tool(idempotency_key = arg)]`, the argument's name: [`key`].
    Key(&'static str),
}

impl Layer {
    /// The layers tool `T` declares, outermost first: a call over its limit is refused
    /// before its key is looked up.
    pub(super) fn of<T: Tool>() -> impl Iterator<Item = Layer> {
        [
            T::RATE_LIMIT.map(Layer::Rate),
            T::IDEMPOTENCY_KEY.map(Layer::Key),
        ]
        .into_iter()
        .flatten()
    }

    /// The refusals it may answer, for the error surface.
    fn refusals(self) -> &'static [&'static VariantSpec] {
        match self {
            Layer::Rate(_) => &rate::REFUSALS,
            Layer::Key(_) => &key::REFUSALS,
        }
    }
}

/// The policies of one entry, composed when it is registered.
pub(super) struct Policies {
    /// Who may use it.
    pub(super) access: UseGuard,
    /// The layers between the access check and the handler, outermost first: none on the
    /// fast path.
    layers: Box<[Layer]>,
    /// How long its handler may run.
    pub(super) timeout: Timeout,
}

impl Policies {
    /// `access` and `timeout`, with no layer between them.
    pub(super) fn new(access: UseGuard, timeout: Timeout) -> Policies {
        Policies {
            access,
            layers: Box::new([]),
            timeout,
        }
    }

    /// Put `layers` inside the layers already there, outermost first.
    pub(super) fn layer(&mut self, layers: impl IntoIterator<Item = Layer>) {
        let mut all = std::mem::take(&mut self.layers).into_vec();
        all.extend(layers);
        self.layers = all.into_boxed_slice();
    }

    /// The tool's rate limit, if it has one.
    pub(super) fn rate_limit(&self) -> Option<RateLimit> {
        self.layers.iter().find_map(|l| match *l {
            Layer::Rate(limit) => Some(limit),
            Layer::Key(_) => None,
        })
    }

    /// The argument carrying the tool's idempotency key, if it takes one.
    pub(super) fn key(&self) -> Option<&'static str> {
        self.layers.iter().find_map(|l| match *l {
            Layer::Key(property) => Some(property),
            Layer::Rate(_) => None,
        })
    }

    /// What the layers may answer instead of the handler, outermost first (the access
    /// refusals and the timeout are listed by every entry's surface, in their own places).
    pub(super) fn layer_refusals(&self) -> impl Iterator<Item = &'static VariantSpec> + '_ {
        self.layers
            .iter()
            .flat_map(|l| l.refusals().iter().copied())
    }
}

/// The rest of a tool call's stack: the layers still to pass, then the handler.
#[derive(Clone, Copy)]
pub(super) struct Next<'a> {
    pub(super) set: &'a ToolSet,
    pub(super) entry: &'a ToolEntry,
    layers: &'a [Layer],
}

impl<'a> Next<'a> {
    /// The whole stack of `entry`'s layers.
    #[inline]
    pub(super) fn of(set: &'a ToolSet, entry: &'a ToolEntry) -> Next<'a> {
        Next {
            set,
            entry,
            layers: &entry.common.policies.layers,
        }
    }

    /// Run the call through the layers left, then the handler: with none left (an entry
    /// with no layers), the handler's start itself.
    #[inline]
    pub(super) fn run(self, args: Value, options: CallOptions) -> CallFuture<'a> {
        let Some((layer, layers)) = self.layers.split_first() else {
            return (self.entry.start)(self.set, self.entry, args, options);
        };
        let next = Next { layers, ..self };
        match *layer {
            Layer::Rate(limit) => rate::around(limit, next, args, options),
            Layer::Key(property) => key::around(property, next, args, options),
        }
    }
}
