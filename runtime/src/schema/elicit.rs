//! An elicitation form's JSON Schema (schemars 1.x, of a type deriving `Elicit`) as the
//! flat `requestedSchema` MCP allows: an object whose properties are strings, numbers,
//! booleans, single-selects and multi-selects, with no `$ref`s.

use super::portable::def_name;
use schemars::Schema;
use serde_json::{Map, Value};

/// The `format`s an elicitation string may carry; others are dropped.
const FORMATS: &[&str] = &["email", "uri", "date", "date-time"];

/// Keywords that only annotate a property: dropped, as nothing the user is asked depends on
/// them. (A multi-select's `uniqueItems` goes too: its options are picked at most once.)
const ANNOTATIONS: &[&str] = &[
    "$comment",
    "examples",
    "deprecated",
    "readOnly",
    "writeOnly",
];

/// How many `$ref`s and `Option` wrappers one property may go through before it is taken
/// for a type that refers to itself.
const MAX_INDIRECTIONS: usize = 16;

/// The MCP `requestedSchema` for the struct whose schemars (1.x) schema is `schema`:
/// `{"type": "object", "properties": {..}, "required": [..]}`, every property one of the
/// flat kinds MCP allows, with no `$ref`, `$schema`, or top-level `title`/`description`.
///
/// # Errors
///
/// A message naming the property that a form cannot express, and why.
#[doc(hidden)]
pub fn form_schema(schema: &Schema) -> Result<Value, String> {
    let root = schema
        .as_object()
        .ok_or("the schema is a boolean, not an object with properties")?;
    if root.get("type").and_then(Value::as_str) != Some("object") {
        return Err("a form is a struct with named fields, and this schema is no object".into());
    }
    for key in root.keys() {
        if !matches!(
            key.as_str(),
            "$schema"
                | "title"
                | "description"
                | "type"
                | "properties"
                | "required"
                | "$defs"
                | "additionalProperties"
        ) && !ANNOTATIONS.contains(&key.as_str())
        {
            return Err(format!(
                "the form's schema has `{key}`, which a flat elicitation form cannot express"
            ));
        }
    }
    let empty = Map::new();
    let defs = root
        .get("$defs")
        .and_then(Value::as_object)
        .unwrap_or(&empty);
    let mut properties = Map::new();
    if let Some(props) = root.get("properties").and_then(Value::as_object) {
        for (name, prop) in props {
            let converted =
                property(prop, defs).map_err(|why| format!("property `{name}` {why}"))?;
            properties.insert(name.clone(), converted);
        }
    }
    let mut form = Map::new();
    form.insert("type".into(), "object".into());
    form.insert("properties".into(), Value::Object(properties));
    if let Some(Value::Array(required)) = root.get("required") {
        if !required.is_empty() {
            form.insert("required".into(), Value::Array(required.clone()));
        }
    }
    Ok(Value::Object(form))
}

/// What a property is, once `$ref`s and `Option` are seen through.
#[derive(Clone, Copy)]
enum FieldKind {
    String,
    Number,
    Boolean,
    SingleSelect,
    MultiSelect,
}

impl FieldKind {
    fn of(schema: &Map<String, Value>) -> Result<Self, String> {
        if ["enum", "oneOf", "const"]
            .iter()
            .any(|k| schema.contains_key(*k))
        {
            return Ok(FieldKind::SingleSelect);
        }
        match schema.get("type") {
            Some(Value::String(ty)) => match ty.as_str() {
                "string" => Ok(FieldKind::String),
                "integer" | "number" => Ok(FieldKind::Number),
                "boolean" => Ok(FieldKind::Boolean),
                "array" => Ok(FieldKind::MultiSelect),
                "object" => Err("is a nested object: a form is flat, its fields strings, numbers, booleans or choices".into()),
                other => Err(format!("has type `{other}`, which a form field cannot have")),
            },
            Some(_) => Err("may be of several types: a form field has one".into()),
            None => Err("is neither a string, a number, a boolean nor a choice: a form field is one of those".into()),
        }
    }

    /// The keywords of this kind that [`FieldKind::convert`] reads.
    fn keywords(self) -> &'static [&'static str] {
        match self {
            FieldKind::String => &["minLength", "maxLength", "format"],
            FieldKind::Number => &["minimum", "maximum", "format"],
            FieldKind::Boolean => &[],
            FieldKind::SingleSelect => &["enum", "enumNames", "oneOf", "const"],
            FieldKind::MultiSelect => &["items", "minItems", "maxItems", "uniqueItems"],
        }
    }

    /// What this kind of field takes, for an error.
    fn takes(self) -> &'static str {
        match self {
            FieldKind::String => "a string field takes `minLength`, `maxLength` and a `format` of `email`, `uri`, `date` or `date-time`",
            FieldKind::Number => "a number field takes `minimum` and `maximum`",
            FieldKind::Boolean => "a boolean field takes only `title`, `description` and `default`",
            FieldKind::SingleSelect => "a choice takes `enum` or `oneOf` of `const`s with `title`s",
            FieldKind::MultiSelect => "a multi-select takes `items` (its options), `minItems` and `maxItems`",
        }
    }

    /// The property's kind-specific keywords, in MCP's shape.
    fn convert(
        self,
        schema: &Map<String, Value>,
        defs: &Map<String, Value>,
    ) -> Result<Map<String, Value>, String> {
        let mut out = Map::new();
        match self {
            FieldKind::String => {
                out.insert("type".into(), "string".into());
                copy(schema, &mut out, &["minLength", "maxLength"]);
                if let Some(format) = schema.get("format").and_then(Value::as_str) {
                    if FORMATS.contains(&format) {
                        out.insert("format".into(), format.into());
                    }
                }
            }
            FieldKind::Number => {
                let ty = schema.get("type").cloned();
                out.insert("type".into(), ty.unwrap_or_else(|| "number".into()));
                copy(schema, &mut out, &["minimum", "maximum"]);
            }
            FieldKind::Boolean => {
                out.insert("type".into(), "boolean".into());
            }
            FieldKind::SingleSelect => {
                out.insert("type".into(), "string".into());
                let options = options(schema, defs)?;
                if let Some(names) = schema.get("enumNames") {
                    // The legacy titled form, as written.
                    out.insert("enum".into(), values(&options));
                    out.insert("enumNames".into(), names.clone());
                } else if options.iter().any(|(_, title)| title.is_some()) {
                    out.insert("oneOf".into(), titled(&options));
                } else {
                    out.insert("enum".into(), values(&options));
                }
            }
            FieldKind::MultiSelect => {
                out.insert("type".into(), "array".into());
                let items = match schema.get("items") {
                    Some(Value::Object(items)) => see_through(items, defs)?,
                    _ => return Err("is a list without one item type: a list field is a multi-select, a `Vec` of a unit-only enum".into()),
                };
                if !matches!(FieldKind::of(&items), Ok(FieldKind::SingleSelect)) {
                    return Err("is a list of something other than choices: a list field is a multi-select, a `Vec` of a unit-only enum deriving `Elicit`".into());
                }
                let options = options(&items, defs)?;
                let items = if options.iter().any(|(_, title)| title.is_some()) {
                    serde_json::json!({ "anyOf": titled(&options) })
                } else {
                    serde_json::json!({ "type": "string", "enum": values(&options) })
                };
                out.insert("items".into(), items);
                copy(schema, &mut out, &["minItems", "maxItems"]);
            }
        }
        Ok(out)
    }
}

/// One property in MCP's shape.
fn property(schema: &Value, defs: &Map<String, Value>) -> Result<Value, String> {
    let Value::Object(schema) = schema else {
        return Err(
            "accepts any value: a form field is a string, a number, a boolean or a choice".into(),
        );
    };
    let schema = see_through(schema, defs)?;
    let kind = FieldKind::of(&schema)?;
    let mut out = kind.convert(&schema, defs)?;
    for (key, value) in &schema {
        match key.as_str() {
            "title" | "description" => {
                out.insert(key.clone(), value.clone());
            }
            "default" if !value.is_null() => {
                out.insert(key.clone(), value.clone());
            }
            "type" | "default" => {}
            k if kind.keywords().contains(&k) || ANNOTATIONS.contains(&k) => {}
            other => {
                return Err(format!(
                    "has `{other}`, which an elicitation form cannot express: {}",
                    kind.takes()
                ))
            }
        }
    }
    Ok(Value::Object(out))
}

/// `schema` with its `$ref`s replaced by the definitions they name, and `Option`'s shapes
/// (`"type": [X, "null"]`, `anyOf: [X, {"type": "null"}]`, `null` in an `enum`) by X. The
/// referring schema's own keywords (a field's description, its default) win over the
/// definition's.
fn see_through(
    schema: &Map<String, Value>,
    defs: &Map<String, Value>,
) -> Result<Map<String, Value>, String> {
    let mut schema = schema.clone();
    for _ in 0..MAX_INDIRECTIONS {
        let inner = if let Some(reference) = schema.remove("$ref") {
            Some(definition(&reference, defs)?)
        } else if let Some(Value::Array(branches)) = schema.get("anyOf") {
            match non_null(branches) {
                Some(branch) => {
                    let branch = branch.clone();
                    schema.remove("anyOf");
                    Some(branch)
                }
                None => None,
            }
        } else {
            None
        };
        let Some(inner) = inner else {
            drop_null(&mut schema);
            return Ok(schema);
        };
        let Value::Object(mut merged) = inner else {
            return Err(
                "accepts any value: a form field is a string, a number, a boolean or a choice"
                    .into(),
            );
        };
        merged.extend(schema);
        schema = merged;
    }
    Err("refers to itself: a form is flat".into())
}

/// The one branch of `anyOf: [X, {"type": "null"}]` that is not null.
fn non_null(branches: &[Value]) -> Option<&Value> {
    let is_null = |b: &Value| b.get("type").and_then(Value::as_str) == Some("null");
    match branches {
        [a, b] if is_null(b) => Some(a),
        [a, b] if is_null(a) => Some(b),
        _ => None,
    }
}

/// Removes `"null"` from a `type` array and `null` from an `enum`.
fn drop_null(schema: &mut Map<String, Value>) {
    if let Some(Value::Array(types)) = schema.get_mut("type") {
        types.retain(|t| t != "null");
        if let [only] = types.as_slice() {
            let only = only.clone();
            schema.insert("type".into(), only);
        }
    }
    if let Some(Value::Array(values)) = schema.get_mut("enum") {
        values.retain(|v| !v.is_null());
    }
}

/// The definition a `$ref` (`#/$defs/<name>`) points at.
fn definition(reference: &Value, defs: &Map<String, Value>) -> Result<Value, String> {
    reference
        .as_str()
        .and_then(def_name)
        .and_then(|name| defs.get(&name).cloned())
        .ok_or_else(|| format!("refers to {reference}, which the schema does not define"))
}

/// The options of a choice, each its value and title, in the order the schema lists them:
/// `enum` (titled by `enumNames` if given), `const`, or `oneOf` of `const`s (titled by their
/// `title`, else their `description`) and `enum`s (untitled).
fn options(
    schema: &Map<String, Value>,
    defs: &Map<String, Value>,
) -> Result<Vec<(String, Option<String>)>, String> {
    if let Some(ty) = schema.get("type") {
        if ty != "string" {
            return Err(format!(
                "is a choice of {ty} values: a form's options are strings"
            ));
        }
    }
    let mut found = Vec::new();
    if let Some(values) = schema.get("enum") {
        let names = schema.get("enumNames").map(strings).transpose()?;
        let values = strings(values)?;
        if names.as_ref().is_some_and(|n| n.len() != values.len()) {
            return Err("has `enumNames` that do not match its `enum` one for one".into());
        }
        let mut names = names.into_iter().flatten();
        found.extend(values.into_iter().map(|v| (v, names.next())));
    }
    if let Some(value) = schema.get("const") {
        let value = value.as_str().ok_or_else(|| not_a_string(value))?;
        found.push((value.to_owned(), None));
    }
    if let Some(branches) = schema.get("oneOf") {
        let Value::Array(branches) = branches else {
            return Err("has a `oneOf` that is not a list".into());
        };
        for branch in branches {
            let Value::Object(branch) = branch else {
                return Err("has an option that is not a schema".into());
            };
            let branch = see_through(branch, defs)?;
            if branch.contains_key("oneOf") {
                return Err("has options nested in options: a choice is flat".into());
            }
            let title = ["title", "description"]
                .iter()
                .find_map(|k| branch.get(*k).and_then(Value::as_str))
                .map(str::to_owned);
            let mut inner = options(&branch, defs)?;
            if let ([(_, t)], true) = (inner.as_mut_slice(), branch.contains_key("const")) {
                *t = title;
            }
            found.extend(inner);
        }
    }
    if found.is_empty() {
        return Err("is a choice without options".into());
    }
    Ok(found)
}

fn strings(values: &Value) -> Result<Vec<String>, String> {
    let Value::Array(values) = values else {
        return Err(format!("lists its options as {values}, not as a list"));
    };
    values
        .iter()
        .map(|v| v.as_str().map(str::to_owned).ok_or_else(|| not_a_string(v)))
        .collect()
}

fn not_a_string(value: &Value) -> String {
    format!("has the option {value}: a form's options are strings")
}

fn values(options: &[(String, Option<String>)]) -> Value {
    options
        .iter()
        .map(|(v, _)| Value::from(v.as_str()))
        .collect()
}

/// `[{"const": v, "title": t}, ..]`; an untitled option (in a choice that titles others)
/// is titled by its value.
fn titled(options: &[(String, Option<String>)]) -> Value {
    options
        .iter()
        .map(|(v, t)| serde_json::json!({ "const": v, "title": t.as_deref().unwrap_or(v) }))
        .collect()
}

fn copy(from: &Map<String, Value>, to: &mut Map<String, Value>, keys: &[&str]) {
    for key in keys {
        if let Some(value) = from.get(*key) {
            to.insert((*key).into(), value.clone());
        }
    }
}
