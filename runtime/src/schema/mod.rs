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
//!
//! In both, and in both eras, **one `type` per schema and no bare booleans**: an
//! `Option<u8>` is `{"anyOf": [{"type": "integer", "minimum": 0, "maximum": 255}, {"type":
//! "null"}]}`, not a type union, and a `serde_json::Value` is an `anyOf` of the six JSON
//! types, not the bare `true` (MCP Inspector's `--strict` refuses that one and warns about
//! the union; `typed` has the forms and why). Every example's schemas pass `--strict` with
//! no warning (CI runs it).

pub(crate) mod elicit;
mod portable;
mod typed;

use portable::portable;

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
/// `format`s only, one `type` per schema (`typed`).
pub(crate) fn generate<T: JsonSchema + ?Sized>() -> Value {
    let mut schema = schemars_output::<T>();
    typed::single_typed(&mut schema, None);
    schema
}

/// The schema of `T` as schemars writes it, standard `format`s only.
fn schemars_output<T: JsonSchema + ?Sized>() -> Value {
    SchemaSettings::draft2020_12()
        .with_transform(StandardFormats)
        .into_generator()
        .into_root_schema_for::<T>()
        .to_value()
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
                "when": {"anyOf": [{"type": "string"}, {"type": "null"}]}
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

    /// Every schema position in `schema` (with its path), to check what a client's lint
    /// reads: the keyword it is the value of, or `None`.
    fn positions<'a>(
        schema: &'a Value,
        path: String,
        keyword: Option<&'a str>,
        out: &mut Vec<(String, Option<&'a str>, &'a Value)>,
    ) {
        out.push((path.clone(), keyword, schema));
        let Value::Object(map) = schema else { return };
        for (key, value) in map {
            match (key.as_str(), value) {
                (
                    "properties" | "patternProperties" | "$defs" | "dependentSchemas",
                    Value::Object(children),
                ) => {
                    for (name, child) in children {
                        positions(child, format!("{path}.{key}.{name}"), None, out);
                    }
                }
                ("allOf" | "anyOf" | "oneOf" | "prefixItems", Value::Array(children)) => {
                    for (i, child) in children.iter().enumerate() {
                        positions(child, format!("{path}.{key}[{i}]"), None, out);
                    }
                }
                (
                    "items"
                    | "contains"
                    | "not"
                    | "propertyNames"
                    | "if"
                    | "then"
                    | "else"
                    | "additionalProperties"
                    | "unevaluatedProperties"
                    | "unevaluatedItems",
                    child,
                ) => {
                    positions(child, format!("{path}.{key}"), Some(key), out);
                }
                _ => {}
            }
        }
    }

    #[derive(schemars::JsonSchema, serde::Serialize)]
    #[allow(dead_code)]
    enum Color {
        Red,
        Green,
    }

    /// A struct with every shape that schemars writes as a type union or a bare boolean.
    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct Loose {
        /// A free-form value.
        payload: Value,
        list: Vec<Value>,
        map: std::collections::BTreeMap<String, Value>,
        maybe_count: Option<u32>,
        maybe_text: Option<String>,
        maybe_list: Option<Vec<u8>>,
        maybe_color: Option<Color>,
        maybe_value: Option<Value>,
        pair: (u8, String),
        inner: Option<Inner>,
    }

    #[test]
    fn no_type_union_and_no_bare_boolean_but_additional_properties() {
        let schema = portable_of::<Loose>();
        let mut all = Vec::new();
        positions(&schema, "inputSchema".into(), None, &mut all);
        for (path, keyword, node) in all {
            match node {
                Value::Bool(_) => assert!(
                    matches!(
                        keyword,
                        Some("additionalProperties" | "unevaluatedProperties")
                    ),
                    "a bare boolean at {path} in {schema:#}"
                ),
                Value::Object(map) => {
                    assert!(
                        !map.get("type").is_some_and(Value::is_array),
                        "a type union at {path} in {schema:#}"
                    );
                    assert!(
                        keyword == Some("not") || typed::constrains(map),
                        "an untyped schema at {path} in {schema:#}"
                    );
                }
                other => panic!("{path} is {other}"),
            }
        }
    }

    #[test]
    fn an_optional_number_keeps_its_bounds_in_its_own_branch_and_its_description_outside() {
        #[derive(schemars::JsonSchema)]
        #[allow(dead_code)]
        struct Page {
            /// How many, at most.
            limit: Option<u8>,
        }
        assert_eq!(
            portable_of::<Page>()["properties"]["limit"],
            json!({
                "description": "How many, at most.",
                "anyOf": [{"type": "integer", "minimum": 0, "maximum": 255}, {"type": "null"}]
            })
        );
    }

    #[test]
    fn a_free_form_value_is_any_of_the_six_json_types_and_keeps_its_description() {
        let schema = portable_of::<Loose>();
        let any = json!([
            {"type": "object"}, {"type": "array"}, {"type": "string"},
            {"type": "number"}, {"type": "boolean"}, {"type": "null"}
        ]);
        assert_eq!(
            schema["properties"]["payload"],
            json!({"description": "A free-form value.", "anyOf": any})
        );
        assert_eq!(
            schema["properties"]["list"],
            json!({"type": "array", "items": {"anyOf": any}})
        );
        assert_eq!(
            schema["properties"]["map"],
            json!({"type": "object", "additionalProperties": true})
        );
    }

    #[test]
    fn one_type_per_schema_accepts_and_refuses_what_schemars_output_does_in_both_profiles() {
        let validator = |schema: &Value| crate::validate::ArgValidator::new(schema).unwrap();
        let full = validator(&schemars_output::<Loose>());
        let referenced = validator(&generate::<Loose>());
        let portable = validator(&portable_of::<Loose>());
        let base = json!({
            "payload": {"any": ["thing"]}, "list": [1, "two", null], "map": {"k": false},
            "pair": [1, "x"], "maybe_color": "Red"
        });
        let with = |key: &str, value: Value| {
            let mut v = base.clone();
            v[key] = value;
            v
        };
        let cases = [
            base.clone(),
            with("payload", json!(null)),
            with("payload", json!(3.5)),
            with("maybe_count", json!(null)),
            with("maybe_count", json!(7)),
            with("maybe_count", json!(-1)),
            with("maybe_count", json!(5_000_000_000u64)),
            with("maybe_count", json!("7")),
            with("maybe_text", json!(null)),
            with("maybe_text", json!(1)),
            with("maybe_list", json!([1, 2])),
            with("maybe_list", json!([300])),
            with("maybe_list", json!("no")),
            with("maybe_color", json!("Blue")),
            with("maybe_color", json!(null)),
            with("maybe_value", json!({"x": 1})),
            with("pair", json!([1, 2])),
            with("pair", json!([1, "x", 3])),
            with("inner", json!({"count": 1, "when": null})),
            with("inner", json!({"count": 1, "when": 5})),
            with("inner", json!(null)),
            with("list", json!("not a list")),
        ];
        let mut refused = 0;
        for case in cases {
            let expected = full.validate(&case).is_ok();
            refused += usize::from(!expected);
            assert_eq!(
                referenced.validate(&case).is_ok(),
                expected,
                "referenced, on {case}"
            );
            assert_eq!(
                portable.validate(&case).is_ok(),
                expected,
                "portable, on {case}"
            );
        }
        assert!(
            refused >= 8,
            "the cases refuse as many as they accept: {refused}"
        );
    }
}
