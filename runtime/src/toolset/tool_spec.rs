//! A tool's entry: its definition as generated and as advertised in the set's schema
//! profile, its arguments' validator, its start, the arguments it mirrors into headers; its
//! policies composed once, here.

use super::call::start;
use super::entry::{Common, Entry};
use super::future::CallFuture;
use super::policy::timeout::Timeout;
use super::policy::Layer;
use super::{CallOptions, ToolSet};
use crate::schema::SchemaProfile;
use crate::tool::{TaskSupport, Tool, ToolReturn};
use crate::validate::ArgValidator;
use crate::wire::{is_object_schema, Era, ToolDefinition};
use serde_json::Value;
use std::time::Duration;

/// What a tool's entry adds to what every entry has (its policies: who may call it, its
/// rate limit and key, its timeout).
pub(super) struct ToolSpec {
    /// As the tool generated it.
    pub(super) generated: ToolDefinition,
    /// As the set advertises it: `generated` in the set's schema profile.
    pub(super) definition: ToolDefinition,
    pub(super) validator: ArgValidator,
    pub(super) start: for<'a> fn(&'a ToolSet, &'a ToolEntry, Value, CallOptions) -> CallFuture<'a>,
    pub(super) structured: bool,
    pub(super) object_output: bool,
    /// The arguments a 2026-07-28 HTTP client mirrors into `Mcp-Param-*` headers.
    pub(super) headers: Vec<ParamHeader>,
    /// Whether a 2026-07-28 call may run as a task.
    pub(super) task: TaskSupport,
}

/// A tool of the set.
pub(super) type ToolEntry = Entry<ToolSpec>;

/// A tool argument a client mirrors into an HTTP header (SEP-2243): a top-level input
/// property whose schema says `"x-mcp-header": "<header>"`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ParamHeader {
    /// The argument's JSON name.
    pub(crate) property: String,
    /// `Region` of `Mcp-Param-Region`.
    pub(crate) header: String,
}

impl ParamHeader {
    /// Those of a tool's input schema (`#[header("..")]` arguments, or a hand-written
    /// `x-mcp-header`), top-level properties only.
    fn of(input_schema: &Value) -> Vec<ParamHeader> {
        let Some(Value::Object(properties)) = input_schema.get("properties") else {
            return Vec::new();
        };
        properties
            .iter()
            .filter_map(|(property, schema)| {
                let header = schema.get("x-mcp-header")?.as_str()?;
                Some(ParamHeader {
                    property: property.clone(),
                    header: header.to_owned(),
                })
            })
            .collect()
    }
}

impl ToolSpec {
    /// The entry of tool `T`, in a set of `profile` whose default timeout is `default`: its
    /// schemas advertised and compiled, its policies composed, once.
    pub(super) fn entry<T: Tool>(profile: SchemaProfile, default: Option<Duration>) -> ToolEntry {
        let mut generated = T::definition();
        generated.idempotency_key = T::IDEMPOTENCY_KEY;
        let definition = advertised(&generated, profile);
        let timeout = Timeout::new(definition.timeout_ms.map(Duration::from_millis), default);
        let mut common = Common::of::<T, <T::Ret as ToolReturn>::Err>(timeout);
        common.policies.layer(Layer::of::<T>());
        let spec = ToolSpec {
            headers: ParamHeader::of(&generated.input_schema),
            task: T::TASK,
            validator: compile(&definition),
            structured: definition.output_schema.is_some(),
            object_output: definition
                .output_schema
                .as_ref()
                .is_none_or(is_object_schema),
            generated,
            definition,
            start: start::<T>,
        };
        Entry::new(common, spec)
    }

    /// The same tool, advertised in `profile`.
    pub(super) fn advertise_in(&mut self, profile: SchemaProfile) {
        self.definition = advertised(&self.generated, profile);
        self.validator = compile(&self.definition);
    }

    /// The definition a client of `era` is shown: in 2026-07-28 the schemas as declared
    /// (SEP-2106: a server keeps every keyword), in 2025-11-25 in the set's profile.
    pub(super) fn advertised_in(&self, era: Era) -> &ToolDefinition {
        match era {
            Era::Stateless => &self.generated,
            Era::Legacy => &self.definition,
        }
    }
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
