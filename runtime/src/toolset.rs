//! [`ToolSet`]: the tools of a server, callable in-process with the exact wire outcome.

use crate::caller::{Caller, Required};
use crate::classify::{
    self, INSUFFICIENT_SCOPE, INVALID_ARGUMENTS, NO_CALLER, RUNTIME_FAILURES, TIMED_OUT,
};
use crate::context::{Call, Extensions, ProgressSink};
use crate::error::{Category, Kind, Reply, VariantSpec};
use crate::schema::SchemaProfile;
use crate::talk::Talk;
use crate::tool::{Tool, ToolReturn};
use crate::validate::ArgValidator;
use crate::wire::{is_object_schema, Era, InputRequired, Outcome, ProtocolError, ToolDefinition};
use futures_util::FutureExt;
use serde::Serialize;
use serde_json::Value;
use std::collections::HashMap;
use std::fmt;
use std::future::Future;
use std::sync::Arc;
use std::task::Poll;
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
            .finish()
    }
}

/// Which tools a caller sees in `tools/list` ([`ToolSet::with_visibility`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum Visibility {
    /// Every tool, whoever asks (the default). A call the caller may not make is refused
    /// as a security failure (over HTTP, `401` or a `403` step-up challenge).
    #[default]
    All,
    /// Only the tools the caller may call: it holds every scope the tool requires, and is
    /// known when the tool needs a caller. A call to any other tool is answered exactly as
    /// a call to a tool that does not exist, so neither the list nor a call can be used to
    /// learn what else the server offers. The lists then depend on the caller (2026-07-28
    /// `cacheScope: "private"`).
    Callable,
}

/// Whether a caller may call a tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Access {
    /// It may (or the tool does not exist: the call's own answer says so).
    Allowed,
    /// The tool needs a caller and there is none.
    NoCaller,
    /// The caller lacks these scopes.
    Missing(Vec<&'static str>),
}

struct Entry {
    /// As the tool generated it.
    generated: ToolDefinition,
    /// As the set advertises it: `generated` in the set's schema profile.
    definition: ToolDefinition,
    validator: ArgValidator,
    start: for<'a> fn(&'a ToolSet, &'a Entry, Value, CallOptions) -> CallFuture<'a>,
    surface: &'static [VariantSpec],
    error_type: &'static str,
    structured: bool,
    object_output: bool,
    /// The scopes a caller must hold.
    scopes: Vec<Required>,
    /// The tool needs a caller: it requires scopes or takes a `#[ctx] Caller`.
    needs_caller: bool,
    /// The handler takes a `#[ctx] Context`: it may talk back to the client.
    talks: bool,
}

impl Entry {
    fn access(&self, caller: Option<&Caller>) -> Access {
        match caller {
            None if self.needs_caller => Access::NoCaller,
            None => Access::Allowed,
            Some(caller) => {
                let missing: Vec<&'static str> = self
                    .scopes
                    .iter()
                    .filter(|r| !r.held_by(caller))
                    .map(|r| r.name)
                    .collect();
                if missing.is_empty() {
                    Access::Allowed
                } else {
                    Access::Missing(missing)
                }
            }
        }
    }
}

/// Byte-wise string equality, usable in constants (duplicate tool names in `tools![...]`).
/// Not public API.
#[doc(hidden)]
pub const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// The validator of a tool's arguments: the input schema it advertises, compiled.
///
/// # Panics
///
/// If the schema does not compile (a bug: generated schemas do).
fn compile(definition: &ToolDefinition) -> ArgValidator {
    ArgValidator::new(&definition.input_schema).unwrap_or_else(|e| {
        panic!(
            "toolwright: the input schema of `{}` does not compile: {e}",
            definition.name
        )
    })
}

/// A generated definition as a set in `profile` advertises it.
fn advertised(generated: &ToolDefinition, profile: SchemaProfile) -> ToolDefinition {
    let mut definition = generated.clone();
    definition.input_schema = profile.apply(&generated.input_schema);
    definition.output_schema = generated.output_schema.as_ref().map(|s| profile.apply(s));
    definition
}

/// Up to this many tools, [`ToolSet::call`] finds a tool by comparing names, not by hashing.
const SCAN_MAX: usize = 16;

/// The tools of a server. Build one with [`tools!`](crate::tools), then serve it, or call
/// it in-process: [`ToolSet::call`] returns exactly what a client would receive.
pub struct ToolSet {
    entries: Vec<Entry>,
    index: HashMap<&'static str, usize>,
    state: Arc<Extensions>,
    default_timeout: Option<Duration>,
    profile: SchemaProfile,
    visibility: Visibility,
}

impl fmt::Debug for ToolSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ToolSet")
            .field(
                "tools",
                &self
                    .entries
                    .iter()
                    .map(|e| e.definition.name)
                    .collect::<Vec<_>>(),
            )
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
        let generated = T::definition();
        let definition = advertised(&generated, self.profile);
        let validator = compile(&definition);
        let structured = definition.output_schema.is_some();
        let object_output = definition
            .output_schema
            .as_ref()
            .is_none_or(is_object_schema);
        let scopes = T::scopes();
        let needs_caller = T::NEEDS_CALLER || !scopes.is_empty();
        let previous = self.index.insert(T::NAME, self.entries.len());
        assert!(
            previous.is_none(),
            "toolwright: two tools are named `{}`",
            T::NAME
        );
        self.entries.push(Entry {
            generated,
            definition,
            validator,
            start: start::<T>,
            surface: <<T::Ret as ToolReturn>::Err as crate::ToolError>::SURFACE,
            error_type: std::any::type_name::<<T::Ret as ToolReturn>::Err>(),
            structured,
            object_output,
            scopes,
            needs_caller,
            talks: T::TALKS,
        });
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
            entry.definition = advertised(&entry.generated, profile);
            entry.validator = compile(&entry.definition);
        }
        self
    }

    /// The timeout for tools that declare no `timeout_ms` of their own (none by default).
    #[must_use]
    pub fn with_default_timeout(mut self, timeout: Duration) -> Self {
        self.default_timeout = Some(timeout);
        self
    }

    /// Which tools a caller sees: [`Visibility::All`] by default.
    #[must_use]
    pub fn with_visibility(mut self, visibility: Visibility) -> Self {
        self.visibility = visibility;
        self
    }

    /// Which tools a caller sees.
    pub fn visibility(&self) -> Visibility {
        self.visibility
    }

    /// The scopes tool `name` requires (`#[mcp_tool(scopes = [...])]`), in declaration
    /// order; `None` when there is no such tool.
    pub fn scopes_of(&self, name: &str) -> Option<Vec<&'static str>> {
        self.entry(name)
            .map(|e| e.scopes.iter().map(|r| r.name).collect())
    }

    /// Every scope some tool requires, sorted, without duplicates (what the protected
    /// resource metadata lists as `scopes_supported` unless told otherwise).
    pub fn all_scopes(&self) -> Vec<&'static str> {
        let mut all: Vec<&'static str> = self
            .entries
            .iter()
            .flat_map(|e| e.scopes.iter().map(|r| r.name))
            .collect();
        all.sort_unstable();
        all.dedup();
        all
    }

    /// Whether tool `name`'s handler takes a `#[ctx] Context`, through which it may ask
    /// the client things (elicitation, sampling) and send it log messages: a transport
    /// prepares a way back only for such a call.
    pub fn talks(&self, name: &str) -> bool {
        self.entry(name).is_some_and(|e| e.talks)
    }

    /// Whether `caller` may call tool `name` (a tool that does not exist is for the call
    /// to answer). The HTTP transport's `403` step-up asks it.
    #[cfg_attr(not(feature = "http"), allow(dead_code))]
    pub(crate) fn access(&self, name: &str, caller: Option<&Caller>) -> Access {
        self.entry(name)
            .map_or(Access::Allowed, |e| e.access(caller))
    }

    fn shows(&self, entry: &Entry, caller: Option<&Caller>) -> bool {
        self.visibility == Visibility::All || entry.access(caller) == Access::Allowed
    }

    /// The `tools` array of a `tools/list` result for `era` as `caller` sees it (every tool
    /// unless [`Visibility::Callable`]), in declaration order.
    pub fn list_for(&self, era: Era, caller: Option<&Caller>) -> Vec<Value> {
        self.entries
            .iter()
            .filter(|e| self.shows(e, caller))
            .map(|e| e.definition.to_json(era))
            .collect()
    }

    /// Whether `caller` sees every tool (the lists need no filtering).
    pub(crate) fn sees_all(&self, caller: Option<&Caller>) -> bool {
        self.visibility == Visibility::All || self.entries.iter().all(|e| self.shows(e, caller))
    }

    /// The tool definitions, in declaration order.
    pub fn definitions(&self) -> impl Iterator<Item = &ToolDefinition> {
        self.entries.iter().map(|e| &e.definition)
    }

    /// The `tools` array of a `tools/list` result for `era`, in declaration order.
    pub fn list(&self, era: Era) -> Vec<Value> {
        self.definitions().map(|d| d.to_json(era)).collect()
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
        options: CallOptions,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        match self.entry(name) {
            Some(entry) if self.shows(entry, options.caller.as_ref()) => {
                (entry.start)(self, entry, args, options)
            }
            Some(_) => {
                tracing::warn!(
                    target: "toolwright",
                    tool = name,
                    subject = options.caller.as_ref().map(Caller::subject),
                    "call to a tool hidden from its caller; answered as an unknown tool"
                );
                ready(Outcome::Error(ProtocolError::unknown_tool(name)))
            }
            None => ready(Outcome::Error(ProtocolError::unknown_tool(name))),
        }
    }

    /// The entry of tool `name`. In a small set, comparing names is cheaper than hashing
    /// the requested one: SipHash costs about 200 instructions for a short name, a name
    /// comparison a few (lengths first).
    fn entry(&self, name: &str) -> Option<&Entry> {
        if self.entries.len() <= SCAN_MAX {
            self.entries.iter().find(|e| e.definition.name == name)
        } else {
            self.index.get(name).map(|&i| &self.entries[i])
        }
    }

    /// Every tool and every way it can fail: the audit a security reviewer reads.
    pub fn error_surface(&self) -> ErrorSurface {
        ErrorSurface {
            tools: self
                .entries
                .iter()
                .map(|e| {
                    let access: &[&VariantSpec] = match (e.needs_caller, e.scopes.is_empty()) {
                        (false, _) => &[],
                        (true, true) => &[&NO_CALLER],
                        (true, false) => &[&NO_CALLER, &INSUFFICIENT_SCOPE],
                    };
                    ToolSurface {
                        name: e.definition.name,
                        error_type: e.error_type,
                        scopes: e.scopes.iter().map(|r| r.name).collect(),
                        variants: access
                            .iter()
                            .copied()
                            .chain(e.surface)
                            .chain(RUNTIME_FAILURES)
                            .map(SurfaceRow::new)
                            .collect(),
                    }
                })
                .collect(),
        }
    }
}

/// The bytes a call's future may take to be held inline, in the future `call_with` returns,
/// rather than in an allocation of its own. A small tool's handler fits (see BENCHMARKS.md);
/// a larger one is boxed.
const INLINE_CALL: usize = 256;

/// One call in flight, whichever tool it runs: inline when it fits [`INLINE_CALL`] bytes,
/// boxed otherwise.
type CallFuture<'a> = stackfuture::StackFuture<'a, Outcome, INLINE_CALL>;

/// An answer known before any handler runs.
fn ready<'a>(outcome: Outcome) -> CallFuture<'a> {
    CallFuture::from(std::future::ready(outcome))
}

/// Start a call of tool `T`, the one type-erased step of a call: check and decode the
/// arguments now, and return the handler's run, or the answer to arguments that fail.
fn start<'a, T: Tool>(
    set: &'a ToolSet,
    entry: &'a Entry,
    args: Value,
    options: CallOptions,
) -> CallFuture<'a> {
    let tool = entry.definition.name;
    // Who may call it is settled before the arguments are looked at.
    match entry.access(options.caller.as_ref()) {
        Access::Allowed => {}
        Access::NoCaller => return ready(classify::unauthenticated(tool)),
        Access::Missing(missing) => {
            let caller = options.caller.as_ref().expect("a caller lacks scopes");
            return ready(classify::insufficient_scope(tool, caller, &missing));
        }
    }
    // A 2026-07-28 call that asks the client something ends with its questions.
    let rounds = options
        .talk
        .as_ref()
        .filter(|t| entry.talks && t.rounds.is_some())
        .cloned();
    let handler = match prepare::<T>(set, entry, args, options) {
        Ok(handler) => handler,
        Err(outcome) => return ready(outcome),
    };
    let limit = entry
        .definition
        .timeout_ms
        .map(Duration::from_millis)
        .or(set.default_timeout);
    match (limit, rounds) {
        (None, None) => CallFuture::from_or_box(handler),
        (Some(limit), None) => timed(tool, limit, handler),
        (None, Some(talk)) => CallFuture::from_or_box(asking(handler, talk)),
        (Some(limit), Some(talk)) => timed(tool, limit, asking(handler, talk)),
    }
}

/// A handler's run that ends with [`Outcome::InputRequired`] as soon as it waits for an
/// answer its round did not bring (it asked, and can go no further).
fn asking<'a>(
    handler: impl Future<Output = Outcome> + Send + 'a,
    talk: Arc<Talk>,
) -> impl Future<Output = Outcome> + Send + 'a {
    let mut handler = Box::pin(handler);
    std::future::poll_fn(move |cx| {
        if let Poll::Ready(outcome) = handler.as_mut().poll(cx) {
            return Poll::Ready(outcome);
        }
        let Some(rounds) = talk.rounds.as_ref() else {
            return Poll::Pending;
        };
        // The waker first: a question asked on another thread after the check wakes us.
        rounds.wake_on_ask(cx.waker());
        if rounds.waiting() {
            return Poll::Ready(Outcome::InputRequired(InputRequired {
                requests: rounds.take_asked(),
                state: None,
            }));
        }
        Poll::Pending
    })
}

/// Check and decode the arguments of a call of `T`, and return its handler's run (which
/// answers a panic itself), or the answer when they fail.
#[inline]
fn prepare<'a, T: Tool>(
    set: &'a ToolSet,
    entry: &'a Entry,
    args: Value,
    options: CallOptions,
) -> Result<impl Future<Output = Outcome> + Send + 'a, Outcome> {
    let tool = entry.definition.name;
    let args = match args {
        Value::Null => Value::Object(serde_json::Map::new()),
        Value::Object(_) => args,
        _ => return Err(Outcome::Error(ProtocolError::arguments_not_an_object())),
    };
    if let Err(message) = entry.validator.validate(&args) {
        return Err(classify::runtime_operational(
            tool,
            &INVALID_ARGUMENTS,
            message.clone(),
            &message,
        ));
    }
    let call = Call {
        tool,
        era: options.era,
        structured: entry.structured,
        wrap_result: options.era == Era::Legacy && !entry.object_output,
        state: &set.state,
        progress: options.progress,
        caller: options.caller,
        talk: options.talk.filter(|_| entry.talks),
    };
    // A `Deserialize` impl may panic too: the same answer as a panicking handler.
    match classify::catch_sync(|| T::invoke(call, args)) {
        Ok(decoded) => decoded,
        Err(payload) => Err(classify::panicked(tool, &*payload)),
    }
}

/// A handler's run under a timeout.
#[inline(never)]
fn timed<'a>(
    tool: &'static str,
    limit: Duration,
    handler: impl Future<Output = Outcome> + Send + 'a,
) -> CallFuture<'a> {
    CallFuture::from_or_box(
        tokio::time::timeout(limit, handler).map(move |timed| match timed {
            Ok(outcome) => outcome,
            Err(_) => {
                let ms = limit.as_millis();
                classify::runtime_operational(
                    tool,
                    &TIMED_OUT,
                    format!("The tool did not finish within {ms} ms."),
                    &format!("handler exceeded its {ms} ms timeout and was dropped"),
                )
            }
        }),
    )
}

/// [`ToolSet::error_surface`]: every tool's failure modes and what each becomes on the wire.
#[derive(Debug, Clone, Serialize)]
pub struct ErrorSurface {
    /// One entry per tool, in declaration order.
    pub tools: Vec<ToolSurface>,
}

/// One tool's failure modes.
#[derive(Debug, Clone, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ToolSurface {
    /// The tool name.
    pub name: &'static str,
    /// The Rust error type.
    pub error_type: &'static str,
    /// The scopes a caller must hold, in declaration order.
    pub scopes: Vec<&'static str>,
    /// For a tool that needs a caller, `<no caller>` (and, with scopes,
    /// `<missing scope>`); each variant; then the runtime's own failure modes
    /// (`<invalid arguments>`, `<timeout>`, `<panic>`).
    pub variants: Vec<SurfaceRow>,
}

/// One failure mode.
#[derive(Debug, Clone, Serialize)]
pub struct SurfaceRow {
    /// The variant's compile-time spec.
    #[serde(flatten)]
    pub spec: VariantSpec,
    /// What it becomes on the wire, e.g. `error -32600 "Unauthorized"` or
    /// `isError result`.
    pub wire: String,
}

impl SurfaceRow {
    fn new(spec: &VariantSpec) -> Self {
        let wire = match spec.kind {
            Kind::Security => match spec.disguise {
                Some(target) => format!("isError result, identical to {target}"),
                None => format!(
                    "error -32600 {:?}",
                    spec.reply.unwrap_or(Reply::Rejected).message()
                ),
            },
            Kind::Internal => "error -32603 \"Internal error (ref tw-…)\"".to_owned(),
            Kind::Operational => "isError result".to_owned(),
        };
        SurfaceRow { spec: *spec, wire }
    }
}

impl SurfaceRow {
    /// A short summary of the answer, for tables: `isError business`, `-32600 "Unauthorized"`.
    pub fn answer_summary(&self) -> String {
        let s = &self.spec;
        match s.kind {
            Kind::Operational => {
                let mut out = format!("isError {}", s.category.map_or("?", Category::as_str));
                if s.retryable == Some(true) {
                    out.push_str(", retry");
                    match s.retry_after_ms {
                        Some(ms) if ms % 1000 == 0 => out.push_str(&format!(" {}s", ms / 1000)),
                        Some(ms) => out.push_str(&format!(" {ms}ms")),
                        None => {}
                    }
                }
                out
            }
            Kind::Security => match s.disguise {
                Some(target) => format!("as {target}"),
                None => format!("-32600 {:?}", s.reply.unwrap_or(Reply::Rejected).message()),
            },
            Kind::Internal => "-32603".to_owned(),
        }
    }
}

/// Cut `s` to `width` chars, marking the cut.
fn fit(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        s.to_owned()
    } else {
        let mut out: String = s.chars().take(width.saturating_sub(1)).collect();
        out.push('…');
        out
    }
}

impl fmt::Display for ErrorSurface {
    /// A table that fits 80 columns: tool, variant, kind, and what goes on the wire.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const TOOL: usize = 16;
        const VARIANT: usize = 19;
        const KIND: usize = 11;
        const ANSWER: usize = 80 - TOOL - VARIANT - KIND - 3;
        writeln!(
            f,
            "{:<TOOL$} {:<VARIANT$} {:<KIND$} ANSWER",
            "TOOL", "VARIANT", "KIND"
        )?;
        let mut previous: Option<&ToolSurface> = None;
        for tool in &self.tools {
            let scopes = (!tool.scopes.is_empty()).then(|| {
                fit(
                    &format!("needs scope {}", tool.scopes.join(" ")),
                    80 - TOOL - 1,
                )
            });
            let same_rows = |p: &&ToolSurface| {
                p.error_type == tool.error_type
                    && p.variants
                        .iter()
                        .map(|r| r.spec)
                        .eq(tool.variants.iter().map(|r| r.spec))
            };
            if let Some(prev) = previous.filter(same_rows) {
                let same = format!("(same as {})", prev.name);
                writeln!(f, "{:<TOOL$} {}", fit(tool.name, TOOL), same)?;
                if let Some(scopes) = scopes {
                    writeln!(f, "{:<TOOL$} {scopes}", "")?;
                }
                continue;
            }
            previous = Some(tool);
            let mut name = fit(tool.name, TOOL);
            if let Some(scopes) = scopes {
                writeln!(f, "{name:<TOOL$} {scopes}")?;
                name = String::new();
            }
            for row in &tool.variants {
                writeln!(
                    f,
                    "{:<TOOL$} {:<VARIANT$} {:<KIND$} {}",
                    std::mem::take(&mut name),
                    fit(row.spec.variant, VARIANT),
                    row.spec.kind.as_str(),
                    fit(&row.answer_summary(), ANSWER)
                )?;
            }
        }
        Ok(())
    }
}
