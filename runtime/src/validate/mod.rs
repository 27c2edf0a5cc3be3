//! Argument validation against a tool's advertised input schema (MCP SEP-1303).
//!
//! SEP-1303 says that when a model calls a tool with arguments that do not match the
//! tool's `inputSchema`, the server should answer with a *tool error* (a result with
//! `isError: true`) rather than a protocol error, so the model sees what was wrong and
//! can correct its call. [`ArgValidator`] compiles the schema once, when the tool set is
//! built, and checks every call's arguments against it.
//!
//! The message it produces is written for a model to read, and is built here from the
//! error *kind* and schema-side data only: it names each failing location as a JSON path
//! (`items[2].qty`, or `(root)`) and says what was expected, but never echoes a supplied
//! value. Arguments can carry secrets or injected text, and a validation error is exactly
//! the place where a library would helpfully quote them back (jsonschema's own `Display`
//! does), so we never use that. Property names taken from the arguments (unexpected
//! properties, map keys in paths) are stripped of control characters and capped in
//! length. Only the JSON *type* of a supplied value is ever mentioned.
//!
//! Schemas are compiled as JSON Schema 2020-12 unless they declare `$schema`. External
//! references (`http(s)://`, `file://`, ...) are never fetched, whatever features the
//! `jsonschema` crate was built with: only references inside the schema itself, such as
//! `#/$defs/Item`, resolve.

mod render;
#[cfg(test)]
mod tests;

use jsonschema::error::{TypeKind, ValidationErrorKind};
use jsonschema::{Draft, JsonType, Retrieve, Uri, ValidationError, Validator};
use serde_json::Value;

use render::{
    join_types, list_values, plural, render, sanitize_name, schema_value, type_name, Issue, Path,
};

/// How deep `anyOf`/`oneOf` explanations recurse into their branches.
const MAX_BRANCH_DEPTH: usize = 4;

/// A tool's input schema, compiled once when the `ToolSet` is built.
#[derive(Debug)]
pub struct ArgValidator {
    validator: Validator,
}

/// Refuses every external reference, so compiling a schema never touches the network or
/// the file system, even if some other crate in the build enables jsonschema's
/// `resolve-http` / `resolve-file` features.
#[derive(Debug)]
struct NoExternalRefs;

impl Retrieve for NoExternalRefs {
    fn retrieve(
        &self,
        uri: &Uri<String>,
    ) -> Result<Value, Box<dyn std::error::Error + Send + Sync>> {
        Err(format!("external $ref not allowed (only local #/$defs/... refs): {uri}").into())
    }
}

impl ArgValidator {
    /// Compile `schema` as JSON Schema 2020-12 (when `$schema` is absent). Never resolves network or file $refs (only local `#/$defs/...`). Err(message) if the schema is invalid.
    ///
    /// # Errors
    ///
    /// A developer-facing message when the schema is not a valid JSON Schema, or when it
    /// has a `$ref` that does not resolve within the schema itself.
    pub fn new(schema: &Value) -> Result<Self, String> {
        let mut options = jsonschema::options()
            .with_retriever(NoExternalRefs)
            .should_validate_formats(true)
            .should_ignore_unknown_formats(true);
        let declares_draft = schema
            .as_object()
            .is_some_and(|o| o.contains_key("$schema"));
        if !declares_draft {
            options = options.with_draft(Draft::Draft202012);
        }
        let validator = options
            .build(schema)
            .map_err(|e| format!("invalid input schema: {e}"))?;
        Ok(Self { validator })
    }

    /// Ok(()) when `args` conforms; otherwise Err(message) for an LLM to read.
    ///
    /// # Errors
    ///
    /// `Invalid arguments: ` followed by up to five `; `-separated issues, each naming a
    /// JSON path and what was expected there, e.g.
    /// ``Invalid arguments: (root): missing required property `order_id`; `items[2].qty`: must be >= 1``.
    /// Supplied values are never quoted, only their JSON type.
    pub fn validate(&self, args: &Value) -> Result<(), String> {
        // Fast path: no error objects are built for valid input.
        if self.validator.is_valid(args) {
            return Ok(());
        }
        Err(explain(&self.validator, args))
    }
}

/// Build the model-facing message for arguments already known to be invalid.
fn explain(validator: &Validator, args: &Value) -> String {
    let mut issues = Vec::new();
    for error in validator.iter_errors(args) {
        collect(&error, args, 0, &mut issues);
    }
    if issues.is_empty() {
        // Should not happen (is_valid said no), but never report success.
        issues.push(Issue::new(
            Path::root(),
            "does not match the schema".to_owned(),
        ));
    }
    render(issues)
}

fn types_of(kind: &TypeKind) -> Vec<JsonType> {
    match kind {
        TypeKind::Single(t) => vec![*t],
        TypeKind::Multiple(set) => set.iter().collect(),
    }
}

/// Turn one jsonschema error into issues, without ever reading the instance's content
/// (only its JSON type).
fn collect(error: &ValidationError<'_>, args: &Value, depth: usize, out: &mut Vec<Issue>) {
    let path = || Path::from_pointer(error.instance_path().as_str(), args);
    let text = match error.kind() {
        ValidationErrorKind::AdditionalProperties { unexpected }
        | ValidationErrorKind::UnevaluatedProperties { unexpected } => {
            unexpected_properties(path, unexpected, out);
            return;
        }
        ValidationErrorKind::FalseSchema => match false_schema_object(error, args) {
            Some(map) => {
                unexpected_properties(path, map.keys(), out);
                return;
            }
            None => "is not allowed here".to_owned(),
        },
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            explain_alternatives(error, context, args, depth, out);
            return;
        }
        kind => type_or_value(error)
            .or_else(|| numeric_bound(kind))
            .or_else(|| string_constraint(kind))
            .or_else(|| collection_shape(kind))
            .or_else(|| combinator(kind))
            .unwrap_or_else(|| format!("does not match the schema ({})", kind.keyword())),
    };
    out.push(Issue::new(path(), text));
}

/// One issue per unexpected property, at the object that has it.
fn unexpected_properties<'a>(
    path: impl Fn() -> Path,
    names: impl IntoIterator<Item = &'a String>,
    out: &mut Vec<Issue>,
) {
    for name in names {
        out.push(Issue::new(
            path(),
            format!("unexpected property `{}`", sanitize_name(name)),
        ));
    }
}

/// The object whose members are all unexpected, when a `FalseSchema` error stands for
/// `additionalProperties: false`.
///
/// jsonschema reports `additionalProperties: false` *without* `properties` as a single
/// FalseSchema at the object (its instance is the first member's value), not as
/// AdditionalProperties: every member is unexpected there.
fn false_schema_object<'a>(
    error: &ValidationError<'_>,
    args: &'a Value,
) -> Option<&'a serde_json::Map<String, Value>> {
    let schema_path = error.schema_path().as_str();
    if schema_path.ends_with("/additionalProperties")
        && !schema_path.ends_with("/properties/additionalProperties")
    {
        if let Some(Value::Object(map)) = args.pointer(error.instance_path().as_str()) {
            return Some(map);
        }
    }
    None
}

/// What the value should have been: its JSON type, one of some values, or one value.
fn type_or_value(error: &ValidationError<'_>) -> Option<String> {
    Some(match error.kind() {
        ValidationErrorKind::Type { kind } => format!(
            "expected {}, got {}",
            join_types(&types_of(kind)),
            type_name(error.instance())
        ),
        ValidationErrorKind::Enum { options } => {
            let values: Vec<&Value> = match options.as_ref() {
                Value::Array(items) => items.iter().collect(),
                other => vec![other],
            };
            format!("must be one of {}", list_values(&values))
        }
        ValidationErrorKind::Constant { expected_value } => {
            format!("must be {}", schema_value(expected_value))
        }
        _ => return None,
    })
}

/// Numeric bounds: `minimum`, `maximum`, their exclusive forms, `multipleOf`.
fn numeric_bound(kind: &ValidationErrorKind) -> Option<String> {
    Some(match kind {
        ValidationErrorKind::Minimum { limit } => format!("must be >= {limit}"),
        ValidationErrorKind::Maximum { limit } => format!("must be <= {limit}"),
        ValidationErrorKind::ExclusiveMinimum { limit } => format!("must be > {limit}"),
        ValidationErrorKind::ExclusiveMaximum { limit } => format!("must be < {limit}"),
        ValidationErrorKind::MultipleOf { multiple_of } => {
            format!("must be a multiple of {multiple_of}")
        }
        _ => return None,
    })
}

/// String constraints: length, `pattern`, `format` and content.
fn string_constraint(kind: &ValidationErrorKind) -> Option<String> {
    Some(match kind {
        ValidationErrorKind::MinLength { limit } => {
            format!(
                "must be at least {}",
                plural(*limit, "character", "characters")
            )
        }
        ValidationErrorKind::MaxLength { limit } => {
            format!(
                "must be at most {}",
                plural(*limit, "character", "characters")
            )
        }
        ValidationErrorKind::Pattern { pattern } => format!("must match the pattern {pattern}"),
        ValidationErrorKind::Format { format } => format!("must be a valid {format}"),
        ValidationErrorKind::ContentEncoding { content_encoding } => {
            format!("must be valid {content_encoding}-encoded content")
        }
        ValidationErrorKind::ContentMediaType { content_media_type } => {
            format!("must be valid {content_media_type} content")
        }
        _ => return None,
    })
}

/// The structure of objects and arrays: required properties, sizes, property names,
/// item constraints.
fn collection_shape(kind: &ValidationErrorKind) -> Option<String> {
    Some(match kind {
        ValidationErrorKind::Required { property } => {
            let name = property
                .as_str()
                .map_or_else(|| sanitize_name(&property.to_string()), sanitize_name);
            format!("missing required property `{name}`")
        }
        ValidationErrorKind::MinItems { limit } => {
            format!("must have at least {}", plural(*limit, "item", "items"))
        }
        ValidationErrorKind::MaxItems { limit } => {
            format!("must have at most {}", plural(*limit, "item", "items"))
        }
        ValidationErrorKind::AdditionalItems { limit } => {
            format!(
                "must have at most {}",
                plural(*limit as u64, "item", "items")
            )
        }
        ValidationErrorKind::MinProperties { limit } => {
            format!(
                "must have at least {}",
                plural(*limit, "property", "properties")
            )
        }
        ValidationErrorKind::MaxProperties { limit } => {
            format!(
                "must have at most {}",
                plural(*limit, "property", "properties")
            )
        }
        ValidationErrorKind::UniqueItems => "must not contain duplicate items".to_owned(),
        ValidationErrorKind::Contains => "must contain at least one matching item".to_owned(),
        ValidationErrorKind::UnevaluatedItems { .. } => "has unexpected items".to_owned(),
        ValidationErrorKind::PropertyNames { error: inner } => property_names(inner.kind()),
        _ => return None,
    })
}

/// A property name that fails `propertyNames`.
fn property_names(inner: &ValidationErrorKind) -> String {
    match inner {
        ValidationErrorKind::Pattern { pattern } => {
            format!("property names must match the pattern {pattern}")
        }
        ValidationErrorKind::MaxLength { limit } => format!(
            "property names must be at most {}",
            plural(*limit, "character", "characters")
        ),
        ValidationErrorKind::MinLength { limit } => format!(
            "property names must be at least {}",
            plural(*limit, "character", "characters")
        ),
        ValidationErrorKind::Enum { options } => {
            let values: Vec<&Value> = options
                .as_array()
                .map_or_else(Vec::new, |a| a.iter().collect());
            format!("property names must be one of {}", list_values(&values))
        }
        _ => "has a property name that does not match the schema (propertyNames)".to_owned(),
    }
}

/// Combinators that fail as a whole: `not`, and `oneOf` with several matches (`anyOf`
/// and `oneOf` with none are explained by [`explain_alternatives`]).
fn combinator(kind: &ValidationErrorKind) -> Option<String> {
    Some(match kind {
        ValidationErrorKind::Not { .. } => "must not match the disallowed schema".to_owned(),
        ValidationErrorKind::OneOfMultipleValid { .. } => {
            "must match exactly one of the allowed shapes, but matches several".to_owned()
        }
        _ => return None,
    })
}

/// Explain an `anyOf` / `oneOf` failure more usefully than "no branch matched" when the
/// branches make it clear what was meant (this is the shape schemars gives `Option<T>`
/// fields and documented enums):
///
/// * every branch wants a different JSON type: "expected object or null, got string";
/// * every branch is a single `const`/`enum` at this spot: "must be one of ...";
/// * exactly one branch accepts this value's type: report that branch's own issues.
///
/// Otherwise: "must match one of the allowed shapes".
fn explain_alternatives(
    error: &ValidationError<'_>,
    branches: &[Vec<ValidationError<'static>>],
    args: &Value,
    depth: usize,
    out: &mut Vec<Issue>,
) {
    let here = error.instance_path().as_str();
    let path = || Path::from_pointer(here, args);
    let at_here = |e: &ValidationError<'_>| e.instance_path().as_str() == here;

    let mut wanted_types = Vec::new();
    let mut consts: Vec<&Value> = Vec::new();
    let mut all_consts = !branches.is_empty();
    let mut type_ok = Vec::new();
    for branch in branches {
        let mut mismatched = false;
        for e in branch.iter().filter(|e| at_here(e)) {
            if let ValidationErrorKind::Type { kind } = e.kind() {
                wanted_types.extend(types_of(kind));
                mismatched = true;
            }
        }
        if !mismatched {
            type_ok.push(branch);
        }
        match branch.as_slice() {
            [e] if at_here(e) => match e.kind() {
                ValidationErrorKind::Constant { expected_value } => consts.push(expected_value),
                ValidationErrorKind::Enum { options } => match options.as_array() {
                    Some(a) => consts.extend(a.iter()),
                    None => all_consts = false,
                },
                _ => all_consts = false,
            },
            _ => all_consts = false,
        }
    }

    if all_consts && !consts.is_empty() {
        out.push(Issue::new(
            path(),
            format!("must be one of {}", list_values(&consts)),
        ));
    } else if type_ok.is_empty() && !wanted_types.is_empty() {
        out.push(Issue::new(
            path(),
            format!(
                "expected {}, got {}",
                join_types(&wanted_types),
                type_name(error.instance())
            ),
        ));
    } else if let ([branch], true) = (type_ok.as_slice(), depth < MAX_BRANCH_DEPTH) {
        if branch.is_empty() {
            out.push(Issue::new(
                path(),
                "must match one of the allowed shapes".to_owned(),
            ));
        }
        for e in *branch {
            collect(e, args, depth + 1, out);
        }
    } else {
        out.push(Issue::new(
            path(),
            "must match one of the allowed shapes".to_owned(),
        ));
    }
}
