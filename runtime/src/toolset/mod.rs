//! [`ToolSet`]: the tools of a server, callable in-process with the exact wire outcome.

mod call;
mod catalog;
mod complete;
mod entry;
mod future;
mod policy;
mod serve;
#[cfg(feature = "skills")]
mod skills;
mod tool_spec;
#[doc(hidden)]
pub mod unique;

pub use catalog::Register;
use catalog::{PromptEntry, ResourceEntry};
pub(crate) use entry::Use;
#[cfg(feature = "http")]
pub(crate) use tool_spec::ParamHeader;
use tool_spec::{ToolEntry, ToolSpec};

use crate::access::{Access, Visibility};
use crate::audit::{ErrorSurface, RetrySafety, SurfaceRow, ToolSurface};
use crate::caller::Caller;
use crate::changes::Changes;
use crate::classify::RUNTIME_FAILURES;
use crate::context::{Extensions, ProgressSink};
use crate::idempotency::{IdempotencyConfig, Keys};
use crate::ratelimit::Limits;
use crate::schema::SchemaProfile;
use crate::talk::Talk;
use crate::tool::{TaskSupport, Tool};
use crate::wire::{Era, Outcome, ProtocolError, ToolDefinition};
use future::ready;
use policy::Next;
use serde_json::Value;
use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

/// Options for one call: what a transport knows about the request. Start from
/// `CallOptions::default()` (the legacy era, no progress) and set what you know: transports
/// will know more about a request over time, and so will this type.
#[derive(Clone, Default)]
#[non_exhaustive]
pub struct CallOptions {
    /// The era of the request.
    pub era: Era,
    /// Where progress reports go, when the request carries a progress token.
    pub progress: Option<ProgressSink>,
    /// Who is calling, when a credential was verified.
    pub caller: Option<Caller>,
    /// The way back to the client (elicitation, sampling, log messages), which a transport
    /// sets for a tool that talks ([`ToolSet::talks`]).
    pub(crate) talk: Option<Arc<Talk>>,
    /// Who may call the tool, when a transport decided it already.
    pub(crate) access: Option<Access>,
}

impl CallOptions {
    /// The same options for a request of `era`.
    #[must_use]
    pub fn with_era(mut self, era: Era) -> Self {
        self.era = era;
        self
    }

    /// The same options, for a call made by `caller` (what a transport sets from a verified
    /// credential; what a test sets to call a tool that requires scopes).
    #[must_use]
    pub fn with_caller(mut self, caller: Caller) -> Self {
        self.caller = Some(caller);
        self
    }

    /// The same options, with progress reports going to `sink`.
    #[must_use]
    pub fn with_progress(mut self, sink: ProgressSink) -> Self {
        self.progress = Some(sink);
        self
    }
}

impl fmt::Debug for CallOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("CallOptions")
            .field("era", &self.era)
            .field("progress", &self.progress.is_some())
            .field("caller", &self.caller)
            .field("talk", &self.talk)
            .field("access", &self.access)
            .finish()
    }
}

/// What [`ToolSet::admit`] finds out about a call of a tool.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Admitted {
    /// Who may call it.
    pub(crate) access: Access,
    /// Its handler may talk back.
    pub(crate) talks: bool,
    /// Whether it may run as a task.
    pub(crate) task: TaskSupport,
    /// Some argument is mirrored into an HTTP header.
    pub(crate) mirrors: bool,
}

/// Up to this many tools, [`ToolSet::call`] finds a tool by comparing names, not by hashing.
const SCAN_MAX: usize = 16;

/// The tools of a server. Build one with [`tools!`](crate::tools), then serve it, or call
/// it in-process: [`ToolSet::call`] returns exactly what a client would receive.
pub struct ToolSet {
    entries: Vec<ToolEntry>,
    index: HashMap<&'static str, usize>,
    state: Arc<Extensions>,
    default_timeout: Option<Duration>,
    profile: SchemaProfile,
    visibility: Visibility,
    resources: Vec<ResourceEntry>,
    prompts: Vec<PromptEntry>,
    changes: Changes,
    /// The idempotency keys of the tools that take one.
    keys: Arc<Keys>,
    /// The counts of the rate limits: the tools' and the server-wide one.
    limits: Arc<Limits>,
    /// The agent skills it serves (feature `skills`).
    #[cfg(feature = "skills")]
    skills: Option<skills::SkillSet>,
}

impl fmt::Debug for ToolSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let tools: Vec<_> = self.entries.iter().map(|e| e.definition.name).collect();
        let resources: Vec<_> = self.resources.iter().map(|e| e.definition.uri).collect();
        let prompts: Vec<_> = self.prompts.iter().map(|e| e.definition.name).collect();
        f.debug_struct("ToolSet")
            .field("tools", &tools)
            .field("resources", &resources)
            .field("prompts", &prompts)
            .field("default_timeout", &self.default_timeout)
            .field("profile", &self.profile)
            .field("visibility", &self.visibility)
            .finish_non_exhaustive()
    }
}

impl Default for ToolSet {
    fn default() -> Self {
        Self::new()
    }
}

impl ToolSet {
    /// An empty set.
    pub fn new() -> Self {
        ToolSet {
            entries: Vec::new(),
            index: HashMap::new(),
            state: Arc::new(Extensions::default()),
            default_timeout: None,
            profile: SchemaProfile::default(),
            visibility: Visibility::All,
            resources: Vec::new(),
            prompts: Vec::new(),
            changes: Changes::default(),
            keys: Arc::new(Keys::new(IdempotencyConfig::default())),
            limits: Arc::new(Limits::default()),
            #[cfg(feature = "skills")]
            skills: None,
        }
    }

    /// Add tool `T` (what `tools![...]` expands to). Its input schema is compiled here,
    /// once.
    ///
    /// # Panics
    ///
    /// If a tool of the same name is already in the set (`tools![...]` rejects that at
    /// compile time), or if the generated input schema does not compile (a bug).
    #[must_use]
    pub fn with<T: Tool>(mut self) -> Self {
        let previous = self.index.insert(T::NAME, self.entries.len());
        assert!(
            previous.is_none(),
            "toolwright: two tools are named `{}`",
            T::NAME
        );
        let entry = ToolSpec::entry::<T>(self.profile, self.default_timeout);
        self.entries.push(entry);
        self
    }

    /// Register shared state, available to handlers as a `#[ctx] s: State<T>` parameter.
    #[must_use]
    pub fn with_state<T: Send + Sync + 'static>(mut self, value: T) -> Self {
        Arc::make_mut(&mut self.state).insert(Arc::new(value));
        self
    }

    /// How the input and output schemas of the tools are advertised:
    /// [`SchemaProfile::Portable`] by default (self-contained, no `$schema`: what every major
    /// client accepts), or [`SchemaProfile::Referenced`] (shared types as `$defs`, `$schema`
    /// declared). Arguments are validated against the schema advertised, which says the same
    /// in either profile.
    #[must_use]
    pub fn with_schema_profile(mut self, profile: SchemaProfile) -> Self {
        self.profile = profile;
        for entry in &mut self.entries {
            entry.spec_mut().advertise_in(profile);
        }
        self
    }

    /// The timeout for tools that declare no `timeout_ms` of their own (none by default).
    #[must_use]
    pub fn with_default_timeout(mut self, timeout: Duration) -> Self {
        self.default_timeout = Some(timeout);
        let commons = self.entries.iter_mut().map(|e| &mut e.common);
        let commons = commons
            .chain(self.resources.iter_mut().map(|e| &mut e.common))
            .chain(self.prompts.iter_mut().map(|e| &mut e.common));
        for common in commons {
            common.policies.timeout.default_to(timeout);
        }
        self
    }

    /// How the idempotency keys of the tools that take one
    /// (`#[mcp_tool(idempotency_key = arg)]`) are kept: [`IdempotencyConfig::default`]
    /// (24 hours, 10,000 keys, in memory) unless set here.
    #[must_use]
    pub fn with_idempotency(mut self, config: IdempotencyConfig) -> Self {
        self.keys = Arc::new(Keys::new(config));
        self
    }

    /// Keep the idempotency keys in `store`, with `config`'s ttl and wait: any
    /// [`KeyStore`](crate::idempotency::KeyStore), such as
    /// [`MemoryKeys`](crate::idempotency::MemoryKeys) or `RedisKeys` (feature `redis`), so
    /// that every replica pointed at a shared one answers a key the same. Its operations go
    /// through the server's guard: its deadline ([`KeyStore::timeout`](crate::idempotency::KeyStore::timeout)),
    /// at most 64 keyed calls waiting on it, a breaker per failure domain. A store set
    /// here is kept apart from the server's backend ([`Server::store`](crate::server::Server::store)
    /// leaves it): for a set served without a `Server` (the rmcp bridge), or keys with a
    /// prefix or a loss window of their own beside the backend's tasks and limits.
    #[must_use]
    pub fn with_key_store(
        mut self,
        config: IdempotencyConfig,
        store: impl crate::idempotency::KeyStore,
    ) -> Self {
        let mut keys = Keys::with_store(config, store);
        keys.apart = true;
        self.keys = Arc::new(keys);
        self
    }

    /// Keep the keys and count the limits in a backend's stores, each made only where the
    /// set has none apart: [`Server::store`](crate::server::Server::store).
    pub(crate) fn backed_by(
        mut self,
        keys: impl FnOnce(&IdempotencyConfig) -> Arc<dyn crate::idempotency::KeyStore>,
        limits: impl FnOnce() -> Arc<dyn crate::ratelimit::LimitStore>,
    ) -> Self {
        if !self.keys.apart {
            let config = self.keys.config;
            self.keys = Arc::new(Keys::shared(config, keys(&config)));
        }
        if !self.limits.apart {
            self.limits = Arc::new(Limits::shared(limits()));
        }
        self
    }

    /// Count the rate limits in `store` instead of this process's memory: any
    /// [`LimitStore`](crate::ratelimit::LimitStore), such as `RedisLimits` (feature
    /// `redis`), so that replicas sharing it admit each limit between them. Its steps go
    /// through the server's guard: its deadline, and its rule for when it cannot be reached
    /// ([`LimitStore::store_failure`](crate::ratelimit::LimitStore::store_failure)).
    /// Kept apart from the server's backend, as [`ToolSet::with_key_store`]'s.
    #[must_use]
    pub fn with_limit_store(mut self, store: impl crate::ratelimit::LimitStore) -> Self {
        let mut limits = Limits::new(store);
        limits.apart = true;
        self.limits = Arc::new(limits);
        self
    }

    /// Which tools a caller sees: [`Visibility::All`] by default.
    #[must_use]
    pub fn with_visibility(mut self, visibility: Visibility) -> Self {
        self.visibility = visibility;
        self
    }

    /// The handle to tell clients that a resource, or the list of resources or prompts,
    /// changed: take it before serving the set.
    pub fn changes(&self) -> Changes {
        self.changes.clone()
    }

    /// Which tools a caller sees.
    pub fn visibility(&self) -> Visibility {
        self.visibility
    }

    /// The scopes tool `name` requires (`#[mcp_tool(scopes = [...])]`), in declaration
    /// order; `None` when there is no such tool.
    pub fn scopes_of(&self, name: &str) -> Option<Vec<&'static str>> {
        self.entry(name)
            .map(|e| e.common.policies.access.scope_names())
    }

    /// Every scope some tool, resource or prompt requires, sorted, without duplicates (what the protected
    /// resource metadata lists as `scopes_supported` unless told otherwise).
    pub fn all_scopes(&self) -> Vec<&'static str> {
        let mut all: Vec<&'static str> = self
            .entries
            .iter()
            .flat_map(|e| e.common.policies.access.scopes.iter().map(|r| r.name))
            .chain(self.catalog_scopes())
            .collect();
        all.sort_unstable();
        all.dedup();
        all
    }

    /// Whether tool `name`'s handler takes a `#[ctx] Context`, through which it may ask
    /// the client things (elicitation, sampling) and send it log messages: a transport
    /// prepares a way back only for such a call.
    pub fn talks(&self, name: &str) -> bool {
        self.entry(name).is_some_and(|e| e.common.talks)
    }

    /// Whether `caller` may call tool `name`, and what else a call of it needs to know
    /// (`None`: there is no such tool): what a transport decides once, in the engine, with
    /// one look-up, and hands to the call ([`CallOptions`]).
    pub(crate) fn admit(&self, name: &str, caller: Option<&Caller>) -> Option<Admitted> {
        self.entry(name).map(|e| Admitted {
            access: e.common.access(caller, self.visibility),
            talks: e.common.talks,
            task: e.task,
            mirrors: !e.headers.is_empty(),
        })
    }

    /// The arguments of tool `name` a 2026-07-28 HTTP client mirrors into `Mcp-Param-*`
    /// headers (none for an unknown tool).
    #[cfg(feature = "http")]
    pub(crate) fn param_headers(&self, name: &str) -> &[ParamHeader] {
        self.entry(name).map_or(&[], |e| &e.headers)
    }

    /// Whether the set serves agent skills (feature `skills`).
    #[cfg(not(feature = "skills"))]
    pub(crate) fn has_skills(&self) -> bool {
        false
    }

    /// Whether any tool of the set may run as a task (the server then serves the tasks
    /// extension).
    pub(crate) fn has_tasks(&self) -> bool {
        self.entries.iter().any(|e| e.task != TaskSupport::Never)
    }

    /// The `tools` array of a `tools/list` result for `era` as `caller` sees it (every tool
    /// unless [`Visibility::Callable`]), in declaration order.
    pub fn list_for(&self, era: Era, caller: Option<&Caller>) -> Vec<Value> {
        self.entries
            .iter()
            .filter(|e| e.common.shown(caller, self.visibility))
            .map(|e| e.advertised_in(era).to_json(era))
            .collect()
    }

    /// Whether `caller` sees every tool (the lists need no filtering).
    pub(crate) fn sees_all(&self, caller: Option<&Caller>) -> bool {
        self.visibility == Visibility::All
            || self
                .entries
                .iter()
                .all(|e| e.common.shown(caller, self.visibility))
    }

    /// The tool definitions in the set's [`SchemaProfile`] (as a 2025-11-25 client is
    /// shown them; [`ToolSet::definitions_in`] for either era), in declaration order.
    pub fn definitions(&self) -> impl Iterator<Item = &ToolDefinition> {
        self.entries.iter().map(|e| &e.definition)
    }

    /// The tool definitions a client of `era` is shown, in declaration order: in
    /// 2026-07-28 the schemas as declared, whatever the profile (SEP-2106 forbids a server
    /// to rewrite them); in 2025-11-25 the schemas in the set's [`SchemaProfile`].
    pub fn definitions_in(&self, era: Era) -> impl Iterator<Item = &ToolDefinition> {
        self.entries.iter().map(move |e| e.advertised_in(era))
    }

    /// The `tools` array of a `tools/list` result for `era`, in declaration order.
    pub fn list(&self, era: Era) -> Vec<Value> {
        self.definitions_in(era).map(|d| d.to_json(era)).collect()
    }

    /// The number of tools.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether the set has no tools.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Call tool `name` with `args` (a JSON object, or `null` for none) in the legacy era.
    /// Returns exactly what goes on the wire.
    #[inline]
    pub fn call<'a>(
        &'a self,
        name: &str,
        args: Value,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        self.call_with(name, args, CallOptions::default())
    }

    /// Call tool `name` with `args` and per-request options.
    ///
    /// The tool is looked up, and its arguments checked against the input schema and
    /// decoded, when this is called; the handler runs when the future is polled (and is
    /// dropped, unfinished, with it). The future borrows the set, not `name`.
    #[inline]
    pub fn call_with<'a>(
        &'a self,
        name: &str,
        args: Value,
        mut options: CallOptions,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        let Some(entry) = self.entry(name) else {
            return ready(Outcome::Error(ProtocolError::unknown_tool(name)));
        };
        // Who may call it is settled before the arguments are looked at.
        let hidden = |caller: Option<&Caller>| {
            tracing::warn!(
                target: "toolwright",
                tool = name,
                subject = caller.map(Caller::subject),
                "call to a tool hidden from its caller; answered as an unknown tool"
            );
            Outcome::Error(ProtocolError::unknown_tool(name))
        };
        let tool = entry.definition.name;
        let policies = &entry.common.policies;
        match policies
            .access
            .refuse(&mut options, self.visibility, tool, hidden)
        {
            None => Next::of(self, entry).run(args, options),
            Some(refused) => ready(refused),
        }
    }

    /// The entry of tool `name`. In a small set, comparing names is cheaper than hashing
    /// the requested one: SipHash costs about 200 instructions for a short name, a name
    /// comparison a few (lengths first).
    fn entry(&self, name: &str) -> Option<&ToolEntry> {
        if self.entries.len() <= SCAN_MAX {
            self.entries.iter().find(|e| e.definition.name == name)
        } else {
            self.index.get(name).map(|&i| &self.entries[i])
        }
    }

    /// Grade the failure design of every tool, resource and prompt
    /// ([`ErrorSurface::audit`]): a grade per axis and the findings, with the assertion for
    /// a test suite (`tools.audit().assert_at_least(Grade::A)`).
    pub fn audit(&self) -> crate::audit::Report {
        self.error_surface().audit()
    }

    /// Every tool and every way it can fail: the audit a security reviewer reads.
    pub fn error_surface(&self) -> ErrorSurface {
        ErrorSurface {
            tools: self
                .entries
                .iter()
                .map(|e| {
                    let policies = &e.common.policies;
                    ToolSurface {
                        name: e.definition.name,
                        error_type: e.common.failures.error_type,
                        scopes: policies.access.scope_names(),
                        // Who may call it, what it fails with, the runtime's own failures,
                        // then what its layers answer instead of it.
                        variants: policies
                            .access
                            .refusals()
                            .iter()
                            .copied()
                            .chain(e.common.failures.variants)
                            .chain(RUNTIME_FAILURES)
                            .chain(policies.layer_refusals())
                            .map(SurfaceRow::new)
                            .collect(),
                        retry: Some(RetrySafety {
                            destructive: e.definition.annotations.destructive == Some(true),
                            idempotent: e.definition.annotations.idempotent == Some(true),
                            idempotency_key: policies.key(),
                            rate_limit: policies.rate_limit().map(|r| r.to_string()),
                        }),
                    }
                })
                .collect(),
            resources: self.resource_surfaces(),
            prompts: self.prompt_surfaces(),
        }
    }
}
