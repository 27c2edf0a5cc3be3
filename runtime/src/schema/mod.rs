//! The JSON Schemas a tool advertises, and the profiles they can be written in.
//!
//! Schemas are generated once, by schemars, in full JSON Schema 2020-12: `$schema` declared,
//! shared types as `$defs` with `$ref`s. What a [`ToolSet`](crate::ToolSet) advertises is
//! that schema in its [`SchemaProfile`]:
//!
//! - [`SchemaProfile::Portable`] (the default), a profile every major MCP client accepts:
//!   **self-contained**, every `$ref` inlined but a recursive type's, which points into
//!   `$defs` in the same schema (some clients, Gemini CLI, Copilot CLI and Zed among them,
//!   reject `$ref`/`$defs` outright: a tool whose arguments and result are not recursive
//!   never has one); and **no `$schema`** (MCP reads a schema without one as 2020-12, and a
//!   `$schema` some clients do not know is worse than none).
//! - [`SchemaProfile::Referenced`]: the generated schema as it is, for clients that handle
//!   all of 2020-12 and servers that want `$schema` and `$defs` kept (the official
//!   conformance suite's `json-schema-2020-12` scenario checks both).
//!
//! In both, **only standard `format`s.** schemars marks Rust's integer and float widths with
//! `format` values no JSON Schema draft defines (`uint64`, `int32`, `double`, ..), which the
//! official TypeScript client logs as unknown on every use. They are dropped (the
//! `minimum`/`maximum` schemars gives stay, and serde still refuses an out-of-range value,
//! naming the argument). The formats of the 2020-12 format vocabulary that every client's
//! validator knows (`date-time`, `email`, `uuid`, `ipv4`, ..) are kept; the
//! internationalized ones (`idn-email`, `idn-hostname`, `iri`, `iri-reference`), which the
//! TypeScript client's Ajv does not know and warns about, are dropped too.

pub(crate) mod elicit;

use schemars::transform::{transform_subschemas, Transform};
use schemars::{generate::SchemaSettings, JsonSchema, Schema};
use serde_json::Value;

/// The `format` values kept: those JSON Schema 2020-12 defines that the official clients'
/// validators (Ajv with ajv-formats, Python's jsonschema) know.
pub(crate) const STANDARD_FORMATS: &[&str] = &[
    "date-time",
    "date",
    "time",
    "duration",
    "email",
    "hostname",
    "ipv4",
    "ipv6",
    "uri",
    "uri-reference",
    "uuid",
    "uri-template",
    "json-pointer",
    "relative-json-pointer",
    "regex",
];

/// Drops every `format` the standard does not define, in every subschema.
#[derive(Debug, Clone, Copy)]
struct StandardFormats;

impl Transform for StandardFormats {
    fn transform(&mut self, schema: &mut Schema) {
        let standard = match schema.get("format") {
            Some(Value::String(format)) => STANDARD_FORMATS.contains(&format.as_str()),
            Some(_) => false,
            None => true,
        };
        if !standard {
            schema.remove("format");
        }
        transform_subschemas(self, schema);
    }
}

/// How the schemas a [`ToolSet`](crate::ToolSet) advertises are written; see
/// [`ToolSet::with_schema_profile`](crate::ToolSet::with_schema_profile).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
#[non_exhaustive]
pub enum SchemaProfile {
    /// Self-contained (every `$ref` inlined but a recursive type's), no `$schema`, standard
    /// `format`s only: what every major MCP client accepts. The default.
    #[default]
    Portable,
    /// Full JSON Schema 2020-12 as generated: `$schema` declared, shared types as `$defs`
    /// with `$ref`s, standard `format`s only.
    Referenced,
}

impl SchemaProfile {
    /// `schema` (as [`generate`] writes it) in this profile.
    pub(crate) fn apply(self, schema: &Value) -> Value {
        match self {
            SchemaProfile::Referenced => schema.clone(),
            SchemaProfile::Portable => portable(schema),
        }
    }
}

/// The schema of `T`: JSON Schema 2020-12 with `$schema`, shared types in `$defs`, standard
/// `format`s only.
pub(crate) fn generate<T: JsonSchema + ?Sized>() -> Value {
    SchemaSettings::draft2020_12()
        .with_transform(StandardFormats)
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value()
}

/// The `$defs` name a `$ref` points at, for refs of the form `#/$defs/<name>`.
fn def_name(reference: &str) -> Option<String> {
    let name = reference.strip_prefix("#/$defs/")?;
    (!name.contains('/')).then(|| name.replace("~1", "/").replace("~0", "~"))
}

/// The names of the `$defs` that `schema` refers to, directly.
fn refs_in(schema: &Value, out: &mut Vec<String>) {
    match schema {
        Value::Object(map) => {
            if let Some(name) = map.get("$ref").and_then(Value::as_str).and_then(def_name) {
                out.push(name);
            }
            map.values().for_each(|v| refs_in(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| refs_in(v, out)),
        _ => {}
    }
}

/// `schema` with every `$ref` into `$defs` replaced by the definition, but the refs to a
/// definition that is recursive (reaches itself), which stay, their definitions kept in
/// `$defs`; and without `$schema`.
fn portable(schema: &Value) -> Value {
    let mut root = schema.clone();
    let Value::Object(map) = &mut root else {
        return root;
    };
    map.remove("$schema");
    let Some(Value::Object(defs)) = map.remove("$defs") else {
        return root;
    };
    let direct: std::collections::HashMap<&str, Vec<String>> = defs
        .iter()
        .map(|(name, def)| {
            let mut out = Vec::new();
            refs_in(def, &mut out);
            (name.as_str(), out)
        })
        .collect();
    let recursive: std::collections::HashSet<String> = defs
        .keys()
        .filter(|name| reaches(name, name, &direct))
        .cloned()
        .collect();
    inline_refs(&mut root, &defs, &recursive);
    // The recursive definitions the inlined schema still points at, themselves inlined.
    let mut kept = serde_json::Map::new();
    let mut wanted = Vec::new();
    refs_in(&root, &mut wanted);
    while let Some(name) = wanted.pop() {
        if kept.contains_key(&name) {
            continue;
        }
        if let Some(def) = defs.get(&name) {
            let mut def = def.clone();
            inline_refs(&mut def, &defs, &recursive);
            refs_in(&def, &mut wanted);
            kept.insert(name, def);
        }
    }
    if let (false, Value::Object(map)) = (kept.is_empty(), &mut root) {
        map.insert("$defs".into(), Value::Object(kept));
    }
    root
}

/// Whether definition `from` refers, through any chain of refs, to `to`.
fn reaches(from: &str, to: &str, direct: &std::collections::HashMap<&str, Vec<String>>) -> bool {
    let mut seen = std::collections::HashSet::new();
    let mut stack: Vec<&str> = direct
        .get(from)
        .map_or(Vec::new(), |r| r.iter().map(String::as_str).collect());
    while let Some(name) = stack.pop() {
        if name == to {
            return true;
        }
        if seen.insert(name) {
            if let Some(next) = direct.get(name) {
                stack.extend(next.iter().map(String::as_str));
            }
        }
    }
    false
}

/// Replace, in place, every `{"$ref": "#/$defs/X", ..}` whose `X` is not recursive with X's
/// definition (itself inlined), the ref's other keywords (a field's `description`) laid over
/// it.
fn inline_refs(
    schema: &mut Value,
    defs: &serde_json::Map<String, Value>,
    recursive: &std::collections::HashSet<String>,
) {
    match schema {
        Value::Object(map) => {
            let target = map
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(def_name)
                .filter(|name| !recursive.contains(name));
            if let Some(def) = target.and_then(|name| defs.get(&name)) {
                let mut inlined = def.clone();
                inline_refs(&mut inlined, defs, recursive);
                map.remove("$ref");
                if let Value::Object(body) = &mut inlined {
                    for (key, value) in std::mem::take(map) {
                        body.insert(key, value);
                    }
                }
                *schema = inlined;
                return;
            }
            map.values_mut()
                .for_each(|v| inline_refs(v, defs, recursive));
        }
        Value::Array(items) => items
            .iter_mut()
            .for_each(|v| inline_refs(v, defs, recursive)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct Inner {
        count: u64,
        when: Option<String>,
    }

    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct Outer {
        /// The inner part.
        inner: Inner,
        again: Option<Inner>,
        ratio: f64,
        #[schemars(email)]
        contact: String,
    }

    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct Tree {
        children: Vec<Tree>,
    }

    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct Node {
        next: Option<Box<Node>>,
    }

    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct List {
        head: Node,
        inner: Inner,
    }

    fn portable_of<T: JsonSchema>() -> Value {
        SchemaProfile::Portable.apply(&generate::<T>())
    }

    const INNER: fn() -> Value = || {
        json!({
            "type": "object",
            "properties": {
                "count": {"type": "integer", "minimum": 0},
                "when": {"type": ["string", "null"]}
            },
            "required": ["count"]
        })
    };

    #[test]
    fn portable_inlines_shared_types_and_drops_schema_uri_and_nonstandard_formats() {
        let mut inner_doc = INNER();
        inner_doc["description"] = json!("The inner part.");
        assert_eq!(
            portable_of::<Outer>(),
            json!({
                "title": "Outer",
                "type": "object",
                "properties": {
                    "inner": inner_doc,
                    "again": {"anyOf": [INNER(), {"type": "null"}]},
                    "ratio": {"type": "number"},
                    "contact": {"type": "string", "format": "email"}
                },
                "required": ["inner", "ratio", "contact"]
            })
        );
    }

    #[test]
    fn referenced_keeps_schema_uri_and_defs_but_not_nonstandard_formats() {
        let schema = SchemaProfile::Referenced.apply(&generate::<Outer>());
        assert_eq!(
            schema["$schema"],
            "https://json-schema.org/draft/2020-12/schema"
        );
        assert_eq!(schema["properties"]["inner"]["$ref"], "#/$defs/Inner");
        assert_eq!(schema["$defs"]["Inner"], INNER());
        assert_eq!(schema["properties"]["ratio"], json!({"type": "number"}));
    }

    #[test]
    fn a_type_recursive_at_the_root_refers_to_the_root() {
        let schema = portable_of::<Tree>();
        assert_eq!(
            schema["properties"]["children"]["items"],
            json!({"$ref": "#"})
        );
        assert!(schema.get("$defs").is_none());
    }

    #[test]
    fn a_recursive_type_inside_keeps_its_ref_and_definition_and_nothing_else() {
        let schema = portable_of::<List>();
        assert_eq!(
            schema["properties"]["head"],
            json!({"$ref": "#/$defs/Node"})
        );
        assert_eq!(schema["properties"]["inner"], INNER());
        let defs = schema["$defs"]
            .as_object()
            .expect("$defs for the recursive type");
        assert_eq!(defs.keys().collect::<Vec<_>>(), ["Node"]);
        assert_eq!(
            defs["Node"]["properties"]["next"]["anyOf"][0],
            json!({"$ref": "#/$defs/Node"})
        );
    }

    #[test]
    fn a_property_named_format_is_not_a_format() {
        #[derive(schemars::JsonSchema)]
        #[allow(dead_code)]
        struct Export {
            format: u32,
        }
        assert_eq!(
            portable_of::<Export>()["properties"]["format"],
            json!({"type": "integer", "minimum": 0})
        );
    }
}
