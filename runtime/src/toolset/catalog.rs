//! The rest of a server beside its tools: resources (fixed URIs and URI templates) and
//! prompts, each read or got with the exact wire answer, and completion of their arguments.

use super::{CallOptions, ToolSet};
use crate::access::{self, decide, Access, Visibility};
use crate::audit::{Served, SurfaceRow, ToolSurface};
use crate::caller::{Caller, Required};
use crate::classify::{
    self, hidden_resource, read_timed_out, unknown_prompt, INSUFFICIENT_SCOPE, INVALID_ARGUMENTS,
    NO_CALLER, PANICKED, TIMED_OUT,
};
use crate::context::{Call, Completing};
use crate::error::VariantSpec;
use crate::prompt::Prompt;
use crate::resource::Resource;
use crate::talk::Talk;
use crate::uri_template::{self, Refused, UriTemplate};
use crate::wire::{
    resource_not_found, Outcome, PromptDefinition, ProtocolError, ResourceDefinition,
};
use futures_util::future::BoxFuture;
use futures_util::FutureExt;
use serde_json::{Map, Value};
use std::future::Future;
use std::sync::Arc;

/// What a resource or prompt entry knows about who may use it.
pub(super) struct Guard {
    pub(super) scopes: Vec<Required>,
    pub(super) needs_caller: bool,
}

impl Guard {
    pub(super) fn access(&self, caller: Option<&Caller>, visibility: Visibility) -> Access {
        decide(&self.scopes, self.needs_caller, caller, visibility)
    }
}

type Read = for<'a> fn(&'a ToolSet, Call<'a>, String, Value) -> BoxFuture<'a, Outcome>;
type Complete = fn(&Completing<'_>) -> Option<Vec<String>>;

/// One resource, or one resource template.
pub(super) struct ResourceEntry {
    pub(super) definition: ResourceDefinition,
    /// The parsed template (`None`: a fixed URI).
    template: Option<UriTemplate>,
    read: Read,
    pub(super) complete: Complete,
    pub(super) guard: Guard,
    /// The handler takes a `#[ctx] Context`: it may ask the client.
    talks: bool,
    #[allow(
        dead_code,
        reason = "for the error surface's audit of resources, to come"
    )]
    pub(super) surface: &'static [VariantSpec],
    #[allow(
        dead_code,
        reason = "for the error surface's audit of resources, to come"
    )]
    pub(super) error_type: &'static str,
}

type Get = for<'a> fn(&'a ToolSet, Call<'a>, Value) -> BoxFuture<'a, Outcome>;

/// One prompt.
pub(super) struct PromptEntry {
    pub(super) definition: PromptDefinition,
    get: Get,
    pub(super) complete: Complete,
    pub(super) guard: Guard,
    /// The handler takes a `#[ctx] Context`: it may ask the client.
    talks: bool,
    #[allow(
        dead_code,
        reason = "for the error surface's audit of resources, to come"
    )]
    pub(super) surface: &'static [VariantSpec],
    #[allow(
        dead_code,
        reason = "for the error surface's audit of resources, to come"
    )]
    pub(super) error_type: &'static str,
}

/// A read's or a prompt's run that ends with its questions when it asks the client
/// something its 2026-07-28 round did not answer.
fn asked(run: BoxFuture<'_, Outcome>, rounds: Option<Arc<Talk>>) -> BoxFuture<'_, Outcome> {
    match rounds {
        Some(talk) => super::call::asking(run, talk).boxed(),
        None => run,
    }
}

/// Start a read or a prompt with `begin` (its variables or arguments decoded now): its run,
/// or the answer to what did not decode, or to a panic on the way.
fn begun<'a, F>(name: &str, begin: impl FnOnce() -> Result<F, Outcome>) -> BoxFuture<'a, Outcome>
where
    F: Future<Output = Outcome> + Send + 'a,
{
    match classify::catch_sync(begin) {
        Ok(Ok(run)) => run.boxed(),
        Ok(Err(outcome)) => std::future::ready(outcome).boxed(),
        Err(payload) => std::future::ready(classify::panicked(name, &*payload)).boxed(),
    }
}

fn read_of<'a, R: Resource>(
    _set: &'a ToolSet,
    call: Call<'a>,
    uri: String,
    vars: Value,
) -> BoxFuture<'a, Outcome> {
    begun(call.tool, || R::read(call, uri, vars))
}

fn get_of<'a, P: Prompt>(_set: &'a ToolSet, call: Call<'a>, args: Value) -> BoxFuture<'a, Outcome> {
    begun(call.tool, || P::get(call, args))
}

/// The runtime's own failure modes of a prompt: its arguments may be missing or not decode.
static PROMPT_FAILURES: [&VariantSpec; 3] = [&INVALID_ARGUMENTS, &TIMED_OUT, &PANICKED];

/// The runtime's own failure modes of a read (a template variable that does not decode
/// names no resource: not found, like a URI no template matches).
static READ_FAILURES: [&VariantSpec; 2] = [&TIMED_OUT, &PANICKED];

/// One resource's or prompt's failure modes: the access refusals it can meet, its
/// variants, then the runtime's own (a timeout, a panic).
fn surface(
    name: &'static str,
    error_type: &'static str,
    guard: &Guard,
    variants: &'static [VariantSpec],
    served: Served,
) -> ToolSurface {
    let access: &[&VariantSpec] = match (guard.needs_caller, guard.scopes.is_empty()) {
        (false, _) => &[],
        (true, true) => &[&NO_CALLER],
        (true, false) => &[&NO_CALLER, &INSUFFICIENT_SCOPE],
    };
    ToolSurface {
        name,
        error_type,
        scopes: guard.scopes.iter().map(|r| r.name).collect(),
        variants: access
            .iter()
            .copied()
            .chain(variants)
            .chain(
                match served {
                    Served::Prompt => &PROMPT_FAILURES[..],
                    _ => &READ_FAILURES[..],
                }
                .iter()
                .copied(),
            )
            .map(|spec| {
                // The access refusals answer as they do for tools.
                if access.iter().any(|a| std::ptr::eq(*a, spec)) {
                    SurfaceRow::new(spec)
                } else {
                    SurfaceRow::of(spec, served)
                }
            })
            .collect(),
    }
}

/// What `tools![...]` registers: a tool, a resource or a prompt. Implemented by the
/// attribute macros. Not public API.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an #[mcp_tool], #[mcp_resource] or #[mcp_prompt]",
    label = "not a tool, resource or prompt",
    note = "tools![...] lists the names of functions marked #[mcp_tool], #[mcp_resource] or #[mcp_prompt]"
)]
pub trait Register {
    /// `0` tool, `1` resource, `2` prompt: names must be unique within a kind.
    const KIND: u8;
    /// The tool or prompt name, or the resource's URI (template).
    const KEY: &'static str;
    /// Add it to `set`.
    fn register(set: ToolSet) -> ToolSet;
}

impl ToolSet {
    /// Add resource `R` (what `tools![...]` expands to for an `#[mcp_resource]`).
    ///
    /// # Panics
    ///
    /// If a resource with the same URI (template) is already in the set, or if the URI
    /// template is not one the server can match (`#[mcp_resource]` refuses both at compile
    /// time).
    #[must_use]
    pub fn with_resource<R: Resource>(mut self) -> Self {
        let definition = R::definition();
        let template = definition.template.then(|| {
            uri_template::parse(definition.uri)
                .unwrap_or_else(|e| panic!("toolwright: resource `{}`: {e}", definition.name))
        });
        assert!(
            !self
                .resources
                .iter()
                .any(|e| e.definition.uri == definition.uri),
            "toolwright: two resources have the URI `{}`",
            definition.uri
        );
        let scopes = R::scopes();
        self.resources.push(ResourceEntry {
            definition,
            template,
            read: read_of::<R>,
            complete: R::complete,
            talks: R::TALKS,
            guard: Guard {
                needs_caller: R::NEEDS_CALLER || !scopes.is_empty(),
                scopes,
            },
            surface:
                <<R::Ret as crate::resource::ResourceReturn>::Err as crate::ToolError>::SURFACE,
            error_type: std::any::type_name::<<R::Ret as crate::resource::ResourceReturn>::Err>(),
        });
        self
    }

    /// Add prompt `P` (what `tools![...]` expands to for an `#[mcp_prompt]`).
    ///
    /// # Panics
    ///
    /// If a prompt of the same name is already in the set (`tools![...]` refuses that at
    /// compile time).
    #[must_use]
    pub fn with_prompt<P: Prompt>(mut self) -> Self {
        assert!(
            !self.prompts.iter().any(|e| e.definition.name == P::NAME),
            "toolwright: two prompts are named `{}`",
            P::NAME
        );
        let scopes = P::scopes();
        self.prompts.push(PromptEntry {
            definition: P::definition(),
            get: get_of::<P>,
            complete: P::complete,
            talks: P::TALKS,
            guard: Guard {
                needs_caller: P::NEEDS_CALLER || !scopes.is_empty(),
                scopes,
            },
            surface: <<P::Ret as crate::prompt::PromptReturn>::Err as crate::ToolError>::SURFACE,
            error_type: std::any::type_name::<<P::Ret as crate::prompt::PromptReturn>::Err>(),
        });
        self
    }

    /// Whether the set has resources (fixed or templates).
    pub fn has_resources(&self) -> bool {
        !self.resources.is_empty()
    }

    /// Whether the set has prompts.
    pub fn has_prompts(&self) -> bool {
        !self.prompts.is_empty()
    }

    fn shows_guarded(&self, guard: &Guard, caller: Option<&Caller>) -> bool {
        self.visibility == Visibility::All
            || guard.access(caller, self.visibility) != Access::Hidden
    }

    /// The `resources` array of a `resources/list` result as `caller` sees it: the
    /// resources of fixed URIs, in declaration order.
    pub fn resources_for(&self, caller: Option<&Caller>) -> Vec<Value> {
        self.resources
            .iter()
            .filter(|e| e.template.is_none() && self.shows_guarded(&e.guard, caller))
            .map(|e| e.definition.to_json())
            .collect()
    }

    /// The `resourceTemplates` array of a `resources/templates/list` result as `caller`
    /// sees it, in declaration order.
    pub fn templates_for(&self, caller: Option<&Caller>) -> Vec<Value> {
        self.resources
            .iter()
            .filter(|e| e.template.is_some() && self.shows_guarded(&e.guard, caller))
            .map(|e| e.definition.to_json())
            .collect()
    }

    /// The `prompts` array of a `prompts/list` result as `caller` sees it, in declaration
    /// order.
    pub fn prompts_for(&self, caller: Option<&Caller>) -> Vec<Value> {
        self.prompts
            .iter()
            .filter(|e| self.shows_guarded(&e.guard, caller))
            .map(|e| e.definition.to_json())
            .collect()
    }

    /// The resource definitions (fixed URIs and templates), in declaration order.
    pub fn resource_definitions(&self) -> impl Iterator<Item = &ResourceDefinition> {
        self.resources.iter().map(|e| &e.definition)
    }

    /// The prompt definitions, in declaration order.
    pub fn prompt_definitions(&self) -> impl Iterator<Item = &PromptDefinition> {
        self.prompts.iter().map(|e| &e.definition)
    }

    /// The resource `uri` names, and its template variables: a fixed URI first, then the
    /// templates in declaration order.
    fn find_resource(&self, uri: &str) -> Option<(&ResourceEntry, Result<Vec<String>, Refused>)> {
        if let Some(entry) = self
            .resources
            .iter()
            .find(|e| e.template.is_none() && e.definition.uri == uri)
        {
            return Some((entry, Ok(Vec::new())));
        }
        self.resources.iter().find_map(|e| {
            let matched = e.template.as_ref()?.matches(uri)?;
            Some((e, matched))
        })
    }

    /// Read the resource at `uri`: exactly what `resources/read` answers
    /// ([`Outcome::Read`], or an error), in the legacy era.
    pub fn read<'a>(&'a self, uri: &str) -> impl Future<Output = Outcome> + Send + 'a {
        self.read_with(uri, CallOptions::default())
    }

    /// Read the resource at `uri` with per-request options.
    pub fn read_with<'a>(
        &'a self,
        uri: &str,
        options: CallOptions,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        let era = options.era;
        let Some((entry, matched)) = self.find_resource(uri) else {
            return std::future::ready(Outcome::Error(resource_not_found(era, uri))).left_future();
        };
        let name = entry.definition.name;
        let refusal = match entry.guard.access(options.caller.as_ref(), self.visibility) {
            Access::Allowed => None,
            Access::Hidden => Some(hidden_resource(
                name,
                options.caller.as_ref(),
                era,
                uri,
                "read of a resource hidden from its caller; answered as not found",
            )),
            Access::NoCaller => Some(classify::unauthenticated(name)),
            Access::Missing => {
                let caller = options.caller.as_ref().expect("a caller lacks scopes");
                let missing = access::missing(&entry.guard.scopes, caller);
                Some(classify::insufficient_scope(name, caller, &missing))
            }
        };
        let refusal = refusal.or_else(|| match &matched {
            Ok(_) => None,
            Err(Refused::Undecodable) => Some(Outcome::Error(resource_not_found(era, uri))),
            Err(Refused::Escapes(why)) => Some(hidden_resource(
                name,
                options.caller.as_ref(),
                era,
                uri,
                &format!("refused URI: {why} after percent-decoding; answered as not found"),
            )),
        });
        if let Some(refusal) = refusal {
            return std::future::ready(refusal).left_future();
        }
        let vars: Map<String, Value> = entry
            .template
            .iter()
            .flat_map(|t| t.variables.iter().map(|v| v.name.clone()))
            .zip(matched.unwrap_or_default().into_iter().map(Value::String))
            .collect();
        let caller = options.caller.clone();
        let (call, rounds) = self.request_call(name, options, entry.talks);
        let run = asked(
            (entry.read)(self, call, uri.to_owned(), Value::Object(vars)),
            rounds,
        );
        let mime = entry.definition.mime_type;
        let meta = entry.definition.meta.as_ref();
        let timed = self.timed(name, caller, Some(uri), run);
        async move {
            match timed.await {
                Outcome::Read(mut read) => {
                    read.contents = read
                        .contents
                        .into_iter()
                        .map(|c| {
                            let c = c.or_mime_type(mime);
                            match meta.and_then(|m| m.get("ui")) {
                                Some(ui) => c.with_meta("ui", ui.clone()),
                                None => c,
                            }
                        })
                        .collect();
                    Outcome::Read(read)
                }
                other => other,
            }
        }
        .right_future()
    }

    /// Get prompt `name` with `args` (an object of strings, or `null`): exactly what
    /// `prompts/get` answers ([`Outcome::Prompt`], or an error), in the legacy era.
    pub fn get_prompt<'a>(
        &'a self,
        name: &str,
        args: Value,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        self.get_prompt_with(name, args, CallOptions::default())
    }

    /// Get prompt `name` with `args` and per-request options.
    pub fn get_prompt_with<'a>(
        &'a self,
        name: &str,
        args: Value,
        options: CallOptions,
    ) -> impl Future<Output = Outcome> + Send + 'a {
        let ready = |o: Outcome| std::future::ready(o).left_future();
        let Some(entry) = self.prompts.iter().find(|e| e.definition.name == name) else {
            return ready(Outcome::Error(unknown_prompt(name)));
        };
        let prompt = entry.definition.name;
        match entry.guard.access(options.caller.as_ref(), self.visibility) {
            Access::Allowed => {}
            Access::Hidden => {
                tracing::warn!(target: "toolwright", prompt, "get of a prompt hidden from its caller; answered as an unknown prompt");
                return ready(Outcome::Error(unknown_prompt(name)));
            }
            Access::NoCaller => return ready(classify::unauthenticated(prompt)),
            Access::Missing => {
                let caller = options.caller.as_ref().expect("a caller lacks scopes");
                let missing = access::missing(&entry.guard.scopes, caller);
                return ready(classify::insufficient_scope(prompt, caller, &missing));
            }
        }
        let args = match args {
            Value::Null => Value::Object(Map::new()),
            Value::Object(map) if map.values().all(Value::is_string) => Value::Object(map),
            _ => {
                return ready(Outcome::Error(ProtocolError::invalid_params(
                    "Invalid params: `arguments` must be an object of strings.",
                )))
            }
        };
        // An argument the prompt does not take is refused, as a tool's would be.
        let takes = |name: &String| entry.definition.arguments.iter().any(|a| a.name == *name);
        if let Some(unexpected) = args.as_object().and_then(|m| m.keys().find(|k| !takes(k))) {
            return ready(classify::unexpected_prompt_argument(
                prompt,
                options.caller.as_ref(),
                unexpected,
            ));
        }
        let caller = options.caller.clone();
        let (call, rounds) = self.request_call(prompt, options, entry.talks);
        self.timed(
            prompt,
            caller,
            None,
            asked((entry.get)(self, call, args), rounds),
        )
        .right_future()
    }

    /// Whether `caller` may read resource `uri` or get prompt `name` (`None`: there is no
    /// such thing), decided once by the engine; and the scopes it lacks (for the HTTP
    /// step-up).
    pub(crate) fn admit_request(
        &self,
        resource: Option<&str>,
        prompt: Option<&str>,
        caller: Option<&Caller>,
    ) -> Option<(Access, Vec<&'static str>)> {
        let guard = match (resource, prompt) {
            (Some(uri), _) => &self.find_resource(uri)?.0.guard,
            (_, Some(name)) => {
                &self
                    .prompts
                    .iter()
                    .find(|e| e.definition.name == name)?
                    .guard
            }
            _ => return None,
        };
        let access = guard.access(caller, self.visibility);
        let missing = match (access, caller) {
            (Access::Missing, Some(caller)) => access::missing(&guard.scopes, caller),
            _ => Vec::new(),
        };
        Some((access, missing))
    }

    /// The glue's view of a read or a prompt.
    /// The call of a read or a prompt, and the way back of a 2026-07-28 one whose handler
    /// may ask (`talks`), whose run then ends with its questions.
    fn request_call(
        &self,
        name: &'static str,
        options: CallOptions,
        talks: bool,
    ) -> (Call<'_>, Option<Arc<Talk>>) {
        let talk = options.talk.filter(|_| talks);
        let rounds = talk.clone().filter(|t| t.rounds.is_some());
        let call = Call {
            tool: name,
            era: options.era,
            structured: false,
            wrap_result: false,
            state: &self.state,
            progress: options.progress,
            caller: options.caller,
            talk,
        };
        (call, rounds)
    }

    /// Whether the handler of resource `uri` or prompt `name` may ask the client (it takes
    /// a `#[ctx] Context`), looked up once by the engine.
    pub(crate) fn request_talks(&self, uri: Option<&str>, prompt: Option<&str>) -> bool {
        match (uri, prompt) {
            (Some(uri), _) => self.find_resource(uri).is_some_and(|(e, _)| e.talks),
            (None, Some(name)) => self
                .prompts
                .iter()
                .any(|e| e.definition.name == name && e.talks),
            (None, None) => false,
        }
    }

    /// A read (of `uri`) or a prompt under the set's default timeout.
    fn timed<'a>(
        &self,
        name: &'static str,
        caller: Option<Caller>,
        uri: Option<&str>,
        run: BoxFuture<'a, Outcome>,
    ) -> BoxFuture<'a, Outcome> {
        match self.default_timeout {
            None => run,
            Some(limit) => {
                let uri = uri.map(str::to_owned);
                tokio::time::timeout(limit, run)
                    .map(move |r| {
                        r.unwrap_or_else(|_| {
                            read_timed_out(name, caller.as_ref(), limit.as_millis(), uri.as_deref())
                        })
                    })
                    .boxed()
            }
        }
    }

    /// The error surface of every resource and template.
    pub(super) fn resource_surfaces(&self) -> Vec<ToolSurface> {
        self.resources
            .iter()
            .map(|e| {
                surface(
                    e.definition.uri,
                    e.error_type,
                    &e.guard,
                    e.surface,
                    Served::Resource,
                )
            })
            .collect()
    }

    /// The error surface of every prompt.
    pub(super) fn prompt_surfaces(&self) -> Vec<ToolSurface> {
        self.prompts
            .iter()
            .map(|e| {
                surface(
                    e.definition.name,
                    e.error_type,
                    &e.guard,
                    e.surface,
                    Served::Prompt,
                )
            })
            .collect()
    }

    /// Every scope a resource or prompt requires.
    pub(super) fn catalog_scopes(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.resources
            .iter()
            .map(|e| &e.guard)
            .chain(self.prompts.iter().map(|e| &e.guard))
            .flat_map(|g| g.scopes.iter().map(|r| r.name))
    }
}

/// The first tool (name, `ui` URI) of `tools` whose app UI is none of `resources`.
fn missing_app<'a>(
    tools: impl IntoIterator<Item = (&'a str, Option<&'a str>)>,
    resources: &[&str],
) -> Option<(&'a str, &'a str)> {
    tools.into_iter().find_map(|(tool, ui)| {
        let uri = ui?;
        (!resources.contains(&uri)).then_some((tool, uri))
    })
}

impl ToolSet {
    /// The set, once every tool's app UI (`#[mcp_tool(ui = "ui://..")]`) is a resource of
    /// it: what `tools![...]` ends with. Not public API.
    ///
    /// # Panics
    ///
    /// If a tool opens a `ui://` URI no resource of the set has: the host would render
    /// nothing.
    #[doc(hidden)]
    #[must_use]
    pub fn __checked(self) -> Self {
        let uris: Vec<&str> = self.resources.iter().map(|e| e.definition.uri).collect();
        let tools = self.entries.iter().map(|e| {
            let ui = e.generated.ui.as_ref().map(|ui| ui.resource_uri);
            (e.generated.name, ui)
        });
        if let Some((tool, uri)) = missing_app(tools, &uris) {
            panic!(
                "toolwright: tool `{tool}` opens the app UI `{uri}`, but no #[mcp_resource(uri = \"{uri}\")] is in the set: add it to tools![...]"
            );
        }
        self
    }
}

#[cfg(test)]
mod tests {
    use super::missing_app;

    #[test]
    fn a_tool_ui_must_name_a_resource_of_the_set() {
        let resources = ["ui://orders/app.html", "file:///{+path}"];
        let tools = [
            ("list", None),
            ("open", Some("ui://orders/app.html")),
            ("chart", Some("ui://charts/app.html")),
        ];
        assert_eq!(
            missing_app(tools, &resources),
            Some(("chart", "ui://charts/app.html"))
        );
        assert_eq!(missing_app(tools[..2].iter().copied(), &resources), None);
        assert_eq!(
            missing_app([("open", Some("ui://x"))], &[]),
            Some(("open", "ui://x"))
        );
    }
}
