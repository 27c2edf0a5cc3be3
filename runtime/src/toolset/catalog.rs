//! The rest of a server beside its tools: resources (fixed URIs and URI templates) and
//! prompts, each read or got with the exact wire answer, and completion of their arguments.

use super::entry::{Common, Entry, Failures};
use super::policy::access::UseGuard;
use super::policy::timeout::Timeout;
use super::ToolSet;
use crate::audit::{SurfaceRow, ToolSurface};
use crate::caller::Caller;
use crate::classify::{self, INVALID_ARGUMENTS, PANICKED, TIMED_OUT};
use crate::context::{Call, Completing};
use crate::error::VariantSpec;
use crate::handler::HandlerKind;
use crate::prompt::Prompt;
use crate::resource::Resource;
use crate::uri_template::{self, TemplateRefusal, UriTemplate};
use crate::wire::{Outcome, PromptDefinition, ResourceDefinition};
use futures_util::future::BoxFuture;
use futures_util::FutureExt;
use serde_json::Value;
use std::future::Future;

type Read = for<'a> fn(&'a ToolSet, Call<'a>, String, Value) -> BoxFuture<'a, Outcome>;
type Complete = fn(&Completing<'_>) -> Option<Vec<String>>;

/// What a resource's (or a resource template's) entry adds to what every entry has.
pub(super) struct ResourceSpec {
    pub(super) definition: ResourceDefinition,
    /// The parsed template (`None`: a fixed URI).
    pub(super) template: Option<UriTemplate>,
    pub(super) read: Read,
    pub(super) complete: Complete,
}

/// One resource, or one resource template.
pub(super) type ResourceEntry = Entry<ResourceSpec>;

type Get = for<'a> fn(&'a ToolSet, Call<'a>, Value) -> BoxFuture<'a, Outcome>;

/// What a prompt's entry adds to what every entry has.
pub(super) struct PromptSpec {
    pub(super) definition: PromptDefinition,
    pub(super) get: Get,
    pub(super) complete: Complete,
}

/// One prompt.
pub(super) type PromptEntry = Entry<PromptSpec>;

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
    guard: &UseGuard,
    failures: Failures,
    served: HandlerKind,
) -> ToolSurface {
    let access = guard.refusals();
    ToolSurface {
        name,
        error_type: failures.error_type,
        scopes: guard.scope_names(),
        variants: access
            .iter()
            .copied()
            .chain(failures.variants)
            .chain(
                match served {
                    HandlerKind::Prompt => &PROMPT_FAILURES[..],
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
        retry: None,
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
        let _scopes = R::scopes();
        let timeout = Timeout::new(None, self.default_timeout);
        self.resources.push(Entry::new(
            Common::of::<R, <R::Ret as crate::resource::ResourceReturn>::Err>(timeout),
            ResourceSpec {
                definition,
                template,
                read: read_of::<R>,
                complete: R::complete,
            },
        ));
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
        let _scopes = P::scopes();
        let timeout = Timeout::new(None, self.default_timeout);
        self.prompts.push(Entry::new(
            Common::of::<P, <P::Ret as crate::prompt::PromptReturn>::Err>(timeout),
            PromptSpec {
                definition: P::definition(),
                get: get_of::<P>,
                complete: P::complete,
            },
        ));
        self
    }

    /// Whether the set has resources (fixed or templates, or the files of agent skills).
    pub fn has_resources(&self) -> bool {
        !self.resources.is_empty() || self.has_skills()
    }

    /// Whether the set has prompts.
    pub fn has_prompts(&self) -> bool {
        !self.prompts.is_empty()
    }

    /// The `resources` array of a `resources/list` result as `caller` sees it: the
    /// resources of fixed URIs, in declaration order, then each agent skill's `SKILL.md`.
    pub fn resources_for(&self, caller: Option<&Caller>) -> Vec<Value> {
        let resources = self
            .resources
            .iter()
            .filter(|e| e.template.is_none() && e.common.shown(caller, self.visibility))
            .map(|e| e.definition.to_json());
        #[cfg(feature = "skills")]
        let resources = resources.chain(self.skill_manifests(caller));
        resources.collect()
    }

    /// The `resourceTemplates` array of a `resources/templates/list` result as `caller`
    /// sees it, in declaration order.
    pub fn templates_for(&self, caller: Option<&Caller>) -> Vec<Value> {
        self.resources
            .iter()
            .filter(|e| e.template.is_some() && e.common.shown(caller, self.visibility))
            .map(|e| e.definition.to_json())
            .collect()
    }

    /// The `prompts` array of a `prompts/list` result as `caller` sees it, in declaration
    /// order.
    pub fn prompts_for(&self, caller: Option<&Caller>) -> Vec<Value> {
        self.prompts
            .iter()
            .filter(|e| e.common.shown(caller, self.visibility))
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

    /// The prompt named `name`.
    pub(super) fn find_prompt(&self, name: &str) -> Option<&PromptEntry> {
        self.prompts.iter().find(|e| e.definition.name == name)
    }

    /// The resource `uri` names, and its template variables: a fixed URI first, then the
    /// templates in declaration order.
    pub(super) fn find_resource(
        &self,
        uri: &str,
    ) -> Option<(&ResourceEntry, Result<Vec<String>, TemplateRefusal>)> {
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

    /// The error surface of every resource and template.
    pub(super) fn resource_surfaces(&self) -> Vec<ToolSurface> {
        self.resources
            .iter()
            .map(|e| {
                surface(
                    e.definition.uri,
                    &e.common.policies.access,
                    e.common.failures,
                    HandlerKind::Resource,
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
                    &e.common.policies.access,
                    e.common.failures,
                    HandlerKind::Prompt,
                )
            })
            .collect()
    }

    /// Every scope a resource or prompt requires.
    pub(super) fn catalog_scopes(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.resources
            .iter()
            .map(|e| &e.common.policies.access)
            .chain(self.prompts.iter().map(|e| &e.common.policies.access))
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
