//! Who may use a tool, a resource, a prompt or a skill, and the answer to a caller who may
//! not: one guard for every kind of entry, checked before anything else is read of the
//! request. Its refusals: a use hidden from its caller answered as one of a thing that does
//! not exist, [`NO_CALLER`] without a caller, [`INSUFFICIENT_SCOPE`] with one that lacks a
//! scope (their specs stay in `classify`, whose injection of a `#[ctx] Caller` answers the
//! first too).

use crate::access::{self, decide, Access, Visibility};
use crate::caller::{Caller, Required};
use crate::classify::{self, INSUFFICIENT_SCOPE, NO_CALLER};
use crate::error::VariantSpec;
use crate::toolset::CallOptions;
use crate::wire::Outcome;

/// What a tool, resource or prompt entry knows about who may use it.
pub(crate) struct UseGuard {
    /// The scopes a caller must hold.
    pub(in crate::toolset) scopes: Vec<Required>,
    /// It needs a caller: it requires scopes or takes a `#[ctx] Caller`.
    needs_caller: bool,
}

impl UseGuard {
    /// The guard of a handler that requires `scopes` and, when `takes_caller`, takes a
    /// `#[ctx] Caller`.
    pub(in crate::toolset) fn new(scopes: Vec<Required>, takes_caller: bool) -> UseGuard {
        UseGuard {
            needs_caller: takes_caller || !scopes.is_empty(),
            scopes,
        }
    }

    /// Who `caller` is to it.
    #[inline]
    pub(in crate::toolset) fn access(
        &self,
        caller: Option<&Caller>,
        visibility: Visibility,
    ) -> Access {
        decide(&self.scopes, self.needs_caller, caller, visibility)
    }

    /// The scopes it requires that `caller` lacks (the HTTP `403`'s challenge).
    pub(crate) fn missing(&self, caller: &Caller) -> Vec<&'static str> {
        access::missing(&self.scopes, caller)
    }

    /// The scopes it requires, by name, in declaration order.
    pub(in crate::toolset) fn scope_names(&self) -> Vec<&'static str> {
        self.scopes.iter().map(|r| r.name).collect()
    }

    /// The refusals its error surface lists before the handler's own failures.
    pub(in crate::toolset) fn refusals(&self) -> &'static [&'static VariantSpec] {
        static REFUSALS: [&VariantSpec; 2] = [&NO_CALLER, &INSUFFICIENT_SCOPE];
        match (self.needs_caller, self.scopes.is_empty()) {
            (false, _) => &[],
            (true, true) => &REFUSALS[..1],
            (true, false) => &REFUSALS,
        }
    }

    /// The answer to a use of `name` with `options` that its caller may not make (`None`
    /// when it may): who the caller is was decided once, by the engine, and travels in
    /// `options`; the set decides it here only for a call made in process.
    #[inline]
    pub(in crate::toolset) fn refuse(
        &self,
        options: &mut CallOptions,
        visibility: Visibility,
        name: &str,
        hidden: impl FnOnce(Option<&Caller>) -> Outcome,
    ) -> Option<Outcome> {
        let caller = options.caller.as_ref();
        let access = options
            .access
            .take()
            .unwrap_or_else(|| self.access(caller, visibility));
        self.refusal(access, name, caller, || hidden(caller))
    }

    /// The answer to a use of `name` by `caller` that `access` does not allow (`None` when
    /// it does): a use hidden from its caller is answered `hidden()`, as the use of one
    /// that does not exist; one without a caller as unauthenticated; one whose caller lacks
    /// scopes with the scopes it lacks.
    #[inline]
    pub(in crate::toolset) fn refusal(
        &self,
        access: Access,
        name: &str,
        caller: Option<&Caller>,
        hidden: impl FnOnce() -> Outcome,
    ) -> Option<Outcome> {
        Some(match (access, caller) {
            (Access::Allowed, _) => return None,
            (Access::Hidden, _) => hidden(),
            (Access::Missing, Some(caller)) => {
                classify::insufficient_scope(name, caller, &self.missing(caller))
            }
            // `Missing` is only decided for a caller; without one it is `NoCaller`.
            (Access::NoCaller | Access::Missing, _) => classify::unauthenticated(name),
        })
    }
}
