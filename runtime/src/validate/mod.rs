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
//! the place where a library would helpfully quote them back (validators' own messages
//! do), so we never use that. Property names taken from the arguments (unexpected
//! properties, map keys in paths) are stripped of control characters and capped in
//! length. Only the JSON *type* of a supplied value is ever mentioned.
//!
//! Schemas are compiled as JSON Schema 2020-12 unless they declare an earlier `$schema`
//! (`validate/schema/`, the validator, says what it covers). External references
//! (`http(s)://`, `file://`, relative ones) are never fetched: only references inside the
//! schema itself, such as `#/$defs/Item`, resolve.

mod render;
mod schema;
#[cfg(test)]
mod tests;

use schema::{Fault, FaultKind, JsonType, Schema};
use serde_json::Value;

pub(crate) use render::sanitize_name;
use render::{join_types, list_values, plural, render, schema_value, type_name, Issue, Path};

/// How deep `anyOf`/`oneOf` explanations recurse into their branches.
const MAX_BRANCH_DEPTH: usize = 4;

/// A tool's input schema, compiled once when the `ToolSet` is built.
#[derive(Debug)]
pub struct ArgValidator {
    schema: Schema,
}

impl ArgValidator {
    /// Compile `schema` as JSON Schema 2020-12 (when `$schema` is absent). Never resolves network or file $refs (only local `#/$defs/...`). Err(message) if the schema is invalid.
    ///
    /// # Errors
    ///
    /// A developer-facing message when the schema is not a valid JSON Schema, or when it
    /// has a `$ref` that does not resolve within the schema itself.
    pub fn new(schema: &Value) -> Result<Self, String> {
        let schema = Schema::compile(schema).map_err(|e| format!("invalid input schema: {e}"))?;
        Ok(Self { schema })
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
        // Fast path: no fault is built for valid input.
        if self.schema.is_valid(args) {
            return Ok(());
        }
        Err(explain(&self.schema, args))
    }
}

/// Build the model-facing message for arguments already known to be invalid.
fn explain(schema: &Schema, args: &Value) -> String {
    let mut issues = Vec::new();
    for fault in schema.faults(args) {
        collect(&fault, args, 0, &mut issues);
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

/// Turn one fault into issues, without ever reading the instance's content (only its
/// JSON type).
fn collect(fault: &Fault, args: &Value, depth: usize, out: &mut Vec<Issue>) {
    let path = || Path::from_pointer(&fault.pointer, args);
    let text = match &fault.kind {
        FaultKind::UnexpectedProperties(names) => {
            for name in names {
                out.push(Issue::new(
                    path(),
                    format!("unexpected property `{}`", sanitize_name(name)),
                ));
            }
            return;
        }
        FaultKind::False => "is not allowed here".to_owned(),
        FaultKind::AnyOf(branches) | FaultKind::OneOfNone(branches) => {
            explain_alternatives(fault, branches, args, depth, out);
            return;
        }
        FaultKind::Type(types) => format!(
            "expected {}, got {}",
            join_types(types),
            type_name(instance(fault, args))
        ),
        kind => numeric_bound(kind)
            .or_else(|| string_constraint(kind))
            .or_else(|| collection_shape(kind))
            .or_else(|| value_or_combinator(kind))
            .unwrap_or_else(|| "does not match the schema".to_owned()),
    };
    out.push(Issue::new(path(), text));
}

/// The value a fault is about (only ever asked for its JSON type).
fn instance<'a>(fault: &Fault, args: &'a Value) -> &'a Value {
    args.pointer(&fault.pointer).unwrap_or(&Value::Null)
}

/// One of some values, one value, or a combinator that fails as a whole: `not`, and
/// `oneOf` with several matches (`anyOf` and `oneOf` with none are explained by
/// [`explain_alternatives`]).
fn value_or_combinator(kind: &FaultKind) -> Option<String> {
    Some(match kind {
        FaultKind::Enum(options) => {
            let values: Vec<&Value> = match options {
                Value::Array(items) => items.iter().collect(),
                other => vec![other],
            };
            format!("must be one of {}", list_values(&values))
        }
        FaultKind::Const(expected) => format!("must be {}", schema_value(expected)),
        FaultKind::Not => "must not match the disallowed schema".to_owned(),
        FaultKind::OneOfSeveral => {
            "must match exactly one of the allowed shapes, but matches several".to_owned()
        }
        _ => return None,
    })
}

/// Numeric bounds: `minimum`, `maximum`, their exclusive forms, `multipleOf`.
fn numeric_bound(kind: &FaultKind) -> Option<String> {
    Some(match kind {
        FaultKind::Minimum(limit) => format!("must be >= {limit}"),
        FaultKind::Maximum(limit) => format!("must be <= {limit}"),
        FaultKind::ExclusiveMinimum(limit) => format!("must be > {limit}"),
        FaultKind::ExclusiveMaximum(limit) => format!("must be < {limit}"),
        FaultKind::MultipleOf(multiple_of) => format!("must be a multiple of {multiple_of}"),
        _ => return None,
    })
}

/// String constraints: length, `pattern`, `format`.
fn string_constraint(kind: &FaultKind) -> Option<String> {
    Some(match kind {
        FaultKind::MinLength(limit) => {
            format!(
                "must be at least {}",
                plural(*limit, "character", "characters")
            )
        }
        FaultKind::MaxLength(limit) => {
            format!(
                "must be at most {}",
                plural(*limit, "character", "characters")
            )
        }
        FaultKind::Pattern(pattern) => format!("must match the pattern {pattern}"),
        FaultKind::Format(format) => format!("must be a valid {format}"),
        _ => return None,
    })
}

/// The structure of objects and arrays: required properties, sizes, property names,
/// item constraints.
fn collection_shape(kind: &FaultKind) -> Option<String> {
    Some(match kind {
        FaultKind::Required(property) => {
            format!("missing required property `{}`", sanitize_name(property))
        }
        FaultKind::MinItems(limit) => {
            format!("must have at least {}", plural(*limit, "item", "items"))
        }
        FaultKind::MaxItems(limit) | FaultKind::AdditionalItems(limit) => {
            format!("must have at most {}", plural(*limit, "item", "items"))
        }
        FaultKind::MinProperties(limit) => {
            format!(
                "must have at least {}",
                plural(*limit, "property", "properties")
            )
        }
        FaultKind::MaxProperties(limit) => {
            format!(
                "must have at most {}",
                plural(*limit, "property", "properties")
            )
        }
        FaultKind::UniqueItems => "must not contain duplicate items".to_owned(),
        FaultKind::Contains => "must contain at least one matching item".to_owned(),
        FaultKind::UnevaluatedItems => "has unexpected items".to_owned(),
        FaultKind::PropertyNames(inner) => property_names(inner),
        _ => return None,
    })
}

/// A property name that fails `propertyNames`.
fn property_names(inner: &FaultKind) -> String {
    match inner {
        FaultKind::Pattern(pattern) => {
            format!("property names must match the pattern {pattern}")
        }
        FaultKind::MaxLength(limit) => format!(
            "property names must be at most {}",
            plural(*limit, "character", "characters")
        ),
        FaultKind::MinLength(limit) => format!(
            "property names must be at least {}",
            plural(*limit, "character", "characters")
        ),
        FaultKind::Enum(options) => {
            let values: Vec<&Value> = options
                .as_array()
                .map_or_else(Vec::new, |a| a.iter().collect());
            format!("property names must be one of {}", list_values(&values))
        }
        _ => "has a property name that does not match the schema (propertyNames)".to_owned(),
    }
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
    fault: &Fault,
    branches: &[Vec<Fault>],
    args: &Value,
    depth: usize,
    out: &mut Vec<Issue>,
) {
    let here = fault.pointer.as_str();
    let path = || Path::from_pointer(here, args);
    let at_here = |f: &Fault| f.pointer == here;

    let mut wanted_types: Vec<JsonType> = Vec::new();
    let mut consts: Vec<&Value> = Vec::new();
    let mut all_consts = !branches.is_empty();
    let mut type_ok = Vec::new();
    for branch in branches {
        let mut mismatched = false;
        for f in branch.iter().filter(|f| at_here(f)) {
            if let FaultKind::Type(types) = &f.kind {
                wanted_types.extend(types);
                mismatched = true;
            }
        }
        if !mismatched {
            type_ok.push(branch);
        }
        match branch.as_slice() {
            [f] if at_here(f) => match &f.kind {
                FaultKind::Const(expected) => consts.push(expected),
                FaultKind::Enum(options) => match options.as_array() {
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
                type_name(instance(fault, args))
            ),
        ));
    } else if let ([branch], true) = (type_ok.as_slice(), depth < MAX_BRANCH_DEPTH) {
        if branch.is_empty() {
            out.push(Issue::new(
                path(),
                "must match one of the allowed shapes".to_owned(),
            ));
        }
        for f in *branch {
            collect(f, args, depth + 1, out);
        }
    } else {
        out.push(Issue::new(
            path(),
            "must match one of the allowed shapes".to_owned(),
        ));
    }
}
