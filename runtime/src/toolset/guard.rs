//! Who may use a tool, a resource or a prompt, and the answer to a caller who may not: one
//! guard for every kind of handler, and one question the server asks of the set ("may this
//! caller use this thing, and if not, why").

use super::ToolSet;
use crate::access::{self, decide, Access, Visibility};
use crate::audit::Served;
use crate::caller::{Caller, Required};
use crate::classify::{self, INSUFFICIENT_SCOPE, NO_CALLER};
use crate::error::VariantSpec;
use crate::wire::Outcome;

/// What a tool, resource or prompt entry knows about who may use it.
pub(crate) struct Guard {
    /// The scopes a caller must hold.
    pub(super) scopes: Vec<Required>,
    /// It needs a caller: it requires scopes or takes a `#[ctx] Caller`.
    needs_caller: bool,
}

impl Guard {
    /// The guard of a handler that requires `scopes` and, when `takes_caller`, takes a
    /// `#[ctx] Caller`.
    pub(super) fn new(scopes: Vec<Required>, takes_caller: bool) -> Guard {
        Guard {
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

/// What [`ToolSet::admit_use`] finds out about a use of a resource or a prompt.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Use {
    /// Who may use it.
    pub(crate) access: Access,
    /// Its handler may ask the client.
    pub(crate) talks: bool,
}

impl ToolSet {
    /// The guard of the tool, resource (by URI) or prompt `name` of kind `kind`, and whether
    /// its handler may talk back; `None` when the set has no such thing.
    pub(crate) fn guard(&self, kind: Served, name: &str) -> Option<(&Guard, bool)> {
        match kind {
            Served::Tool => self.entry(name).map(|e| (&e.guard, e.talks)),
            Served::Resource => self.find_resource(name).map(|(e, _)| (&e.guard, e.talks)),
            Served::Prompt => self
                .prompts
                .iter()
                .find(|e| e.definition.name == name)
                .map(|e| (&e.guard, e.talks)),
        }
    }

    /// Whether `caller` may use the `kind` named `name`, and whether its handler may talk
    /// back (`None`: there is no such thing): decided once, in the engine, and handed to
    /// the call.
    pub(crate) fn admit_use(
        &self,
        kind: Served,
        name: &str,
        caller: Option<&Caller>,
    ) -> Option<Use> {
        self.guard(kind, name).map(|(guard, talks)| Use {
            access: guard.access(caller, self.visibility),
            talks,
        })
    }

    /// The scopes of the `kind` named `name` that `caller` lacks (for the HTTP `403`
    /// challenge; none for a thing the set does not have).
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn missing_scopes(
        &self,
        kind: Served,
        name: &str,
        caller: &Caller,
    ) -> Vec<&'static str> {
        self.guard(kind, name)
            .map_or_else(Vec::new, |(guard, _)| guard.missing(caller))
    }
}
