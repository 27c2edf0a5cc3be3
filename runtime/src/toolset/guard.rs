//! Who may use a tool, a resource or a prompt, and the answer to a caller who may not: one
//! guard for every kind of handler, and one question the server asks of the set ("may this
//! caller use this thing, and if not, why"); with what its error type can fail with, the
//! two halves of its error surface.

use super::{CallOptions, ToolSet};
use crate::access::{self, decide, Access, Visibility};
use crate::caller::{Caller, Required};
use crate::classify::{self, INSUFFICIENT_SCOPE, NO_CALLER};
use crate::error::{ToolError, VariantSpec};
use crate::handler::Handler;
use crate::handler::HandlerKind;
use crate::wire::Outcome;

/// What a tool, resource or prompt entry knows about who may use it.
pub(crate) struct UseGuard {
    /// The scopes a caller must hold.
    pub(super) scopes: Vec<Required>,
    /// It needs a caller: it requires scopes or takes a `#[ctx] Caller`.
    needs_caller: bool,
}

impl UseGuard {
    /// The guard of a handler that requires `scopes` and, when `takes_caller`, takes a
    /// `#[ctx] Caller`.
    pub(super) fn new(scopes: Vec<Required>, takes_caller: bool) -> UseGuard {
        UseGuard {
            needs_caller: takes_caller || !scopes.is_empty(),
            scopes,
        }
    }

    /// Who `caller` is to it.
    #[inline]
    pub(super) fn access(&self, caller: Option<&Caller>, visibility: Visibility) -> Access {
        decide(&self.scopes, self.needs_caller, caller, visibility)
    }

    /// The scopes it requires that `caller` lacks (the HTTP `403`'s challenge).
    pub(crate) fn missing(&self, caller: &Caller) -> Vec<&'static str> {
        access::missing(&self.scopes, caller)
    }

    /// The scopes it requires, by name, in declaration order.
    pub(super) fn scope_names(&self) -> Vec<&'static str> {
        self.scopes.iter().map(|r| r.name).collect()
    }

    /// The refusals its error surface lists before the handler's own failures.
    pub(super) fn refusals(&self) -> &'static [&'static VariantSpec] {
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
    pub(super) fn refuse(
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
    pub(super) fn refusal(
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

/// What a handler's error type says it can fail with, for the error surface.
#[derive(Clone, Copy)]
pub(super) struct Failures {
    /// Its variants, as `#[derive(ToolError)]` wrote them.
    pub(super) variants: &'static [VariantSpec],
    /// The type's name.
    pub(super) error_type: &'static str,
}

impl Failures {
    /// What error type `E` can fail with.
    pub(super) fn of<E: ToolError>() -> Failures {
        Failures {
            variants: E::SURFACE,
            error_type: std::any::type_name::<E>(),
        }
    }
}

/// What the entry of every kind of handler has, from its [`Handler`] impl and its error
/// type.
pub(super) struct Common {
    /// Who may use it.
    pub(super) guard: UseGuard,
    /// The handler takes a `#[ctx] Context`: it may talk back to the client.
    pub(super) talks: bool,
    /// What its error type can fail with.
    pub(super) failures: Failures,
}

impl Common {
    /// What handler `H`, failing with `E`, says of itself.
    pub(super) fn of<H: Handler, E: ToolError>() -> Common {
        Common {
            guard: UseGuard::new(H::scopes(), H::NEEDS_CALLER),
            talks: H::TALKS,
            failures: Failures::of::<E>(),
        }
    }
}

/// What [`ToolSet::admit_use`] finds out about a use of a resource or a prompt.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Use {
    /// Who may use it.
    pub(crate) access: Access,
    /// Its handler may ask the client.
    pub(crate) talks: bool,
}

impl ToolSet {
    /// What the tool, resource (by URI) or prompt `name` of kind `kind` says of itself (its
    /// guard above all); `None` when the set has no such thing.
    fn common(&self, kind: HandlerKind, name: &str) -> Option<&Common> {
        match kind {
            HandlerKind::Tool => self.entry(name).map(|e| &e.common),
            #[cfg(feature = "skills")]
            HandlerKind::Resource if self.has_skills() && name.starts_with("skill://") => {
                self.skill_common(name)
            }
            HandlerKind::Resource => self.find_resource(name).map(|(e, _)| &e.common),
            HandlerKind::Prompt => self
                .prompts
                .iter()
                .find(|e| e.definition.name == name)
                .map(|e| &e.common),
        }
    }

    /// Whether `caller` may use the `kind` named `name`, and whether its handler may talk
    /// back (`None`: there is no such thing): decided once, in the engine, and handed to
    /// the call.
    pub(crate) fn admit_use(
        &self,
        kind: HandlerKind,
        name: &str,
        caller: Option<&Caller>,
    ) -> Option<Use> {
        self.common(kind, name).map(|c| Use {
            access: c.guard.access(caller, self.visibility),
            talks: c.talks,
        })
    }

    /// The scopes of the `kind` named `name` that `caller` lacks (for the HTTP `403`
    /// challenge; none for a thing the set does not have).
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn missing_scopes(
        &self,
        kind: HandlerKind,
        name: &str,
        caller: &Caller,
    ) -> Vec<&'static str> {
        self.common(kind, name)
            .map_or_else(Vec::new, |c| c.guard.missing(caller))
    }
}
