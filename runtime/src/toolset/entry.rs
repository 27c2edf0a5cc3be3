//! One entry type for everything the set serves: [`Entry`], what every kind has
//! ([`Common`]: its policies, whether it talks back, what it can fail with) beside what its
//! kind adds (a tool's schemas and start, a resource's template and read, a prompt's
//! arguments and get); and the one question the server asks of the set about any of them
//! ("may this caller use this thing, and may it talk back").

use super::policy::access::UseGuard;
use super::policy::timeout::Timeout;
use super::policy::Policies;
use super::ToolSet;
use crate::access::{Access, Visibility};
use crate::caller::Caller;
use crate::error::{ToolError, VariantSpec};
use crate::handler::Handler;
use crate::handler::HandlerKind;

/// A tool, a resource or a prompt of the set: what every kind has, and what its kind adds
/// (`K`: `ToolSpec`, `ResourceSpec`, `PromptSpec`), read through it.
pub(super) struct Entry<K> {
    /// Its policies, whether it talks back, what it can fail with.
    pub(super) common: Common,
    spec: K,
}

impl<K> Entry<K> {
    /// The entry of a thing of kind `spec`, with `common`.
    pub(super) fn new(common: Common, spec: K) -> Entry<K> {
        Entry { common, spec }
    }

    /// What its kind adds, to change (the set's schema profile changed).
    pub(super) fn spec_mut(&mut self) -> &mut K {
        &mut self.spec
    }
}

/// An entry reads as what its kind adds: `entry.definition`, `entry.template`.
impl<K> std::ops::Deref for Entry<K> {
    type Target = K;

    fn deref(&self) -> &K {
        &self.spec
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
    /// Who may use it, the layers around its run, how long it may run.
    pub(super) policies: Policies,
    /// The handler takes a `#[ctx] Context`: it may talk back to the client.
    pub(super) talks: bool,
    /// What its error type can fail with.
    pub(super) failures: Failures,
}

impl Common {
    /// Who `caller` is to it.
    #[inline]
    pub(super) fn access(&self, caller: Option<&Caller>, visibility: Visibility) -> Access {
        self.policies.access.access(caller, visibility)
    }

    /// Whether a list shows it to `caller`: every entry unless the set shows only what a
    /// caller may use ([`Visibility::Callable`]).
    pub(super) fn shown(&self, caller: Option<&Caller>, visibility: Visibility) -> bool {
        visibility == Visibility::All || self.access(caller, visibility) != Access::Hidden
    }

    /// What handler `H`, failing with `E`, says of itself, its run given `timeout`.
    pub(super) fn of<H: Handler, E: ToolError>(timeout: Timeout) -> Common {
        Common {
            policies: Policies::new(UseGuard::new(H::scopes(), H::NEEDS_CALLER), timeout),
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
            HandlerKind::Prompt => self.find_prompt(name).map(|e| &e.common),
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
            access: c.access(caller, self.visibility),
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
            .map_or_else(Vec::new, |c| c.policies.access.missing(caller))
    }
}
