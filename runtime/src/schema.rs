//! The JSON Schemas a tool advertises, in a profile every major MCP client accepts.
//!
//! - **Self-contained.** Subschemas are inlined; only a recursive type keeps a `$ref`, to
//!   `$defs` in the same schema (`#/$defs/..`). No `$ref` leaves the schema, none dangles.
//!   Some clients (Gemini CLI, Copilot CLI, Zed) reject `$ref`/`$defs` outright: a tool whose
//!   arguments or result are not recursive never has one.
//! - **No `$schema`.** The schemas are JSON Schema 2020-12, as MCP specifies for a schema
//!   without `$schema`; a `$schema` some clients do not know is worse than none.
//! - **Standard `format`s only.** schemars marks Rust's integer and float widths with
//!   `format` values no JSON Schema draft defines (`uint64`, `int32`, `double`, ..), which the
//!   official TypeScript client logs as unknown on every use. They are dropped (the
//!   `minimum`/`maximum` schemars gives stay, and serde still refuses an out-of-range value,
//!   naming the argument). The formats of the 2020-12 format vocabulary that every client's
//!   validator knows (`date-time`, `email`, `uuid`, `ipv4`, ..) are kept; the
//!   internationalized ones (`idn-email`, `idn-hostname`, `iri`, `iri-reference`), which
//!   the TypeScript client's Ajv does not know and warns about, are dropped too.

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

/// The schema of `T` in toolwright's profile.
pub(crate) fn root_schema<T: JsonSchema + ?Sized>() -> Value {
    let mut settings = SchemaSettings::draft2020_12();
    settings.inline_subschemas = true;
    settings.meta_schema = None;
    settings
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
        inner: Inner,
        ratio: f64,
        #[schemars(email)]
        contact: String,
    }

    #[derive(schemars::JsonSchema)]
    #[allow(dead_code)]
    struct Tree {
        children: Vec<Tree>,
    }

    #[test]
    fn nested_types_are_inlined_without_nonstandard_formats_or_schema_uri() {
        let schema = root_schema::<Outer>();
        assert_eq!(
            schema,
            json!({
                "title": "Outer",
                "type": "object",
                "properties": {
                    "inner": {
                        "type": "object",
                        "properties": {
                            "count": {"type": "integer", "minimum": 0},
                            "when": {"type": ["string", "null"]}
                        },
                        "required": ["count"]
                    },
                    "ratio": {"type": "number"},
                    "contact": {"type": "string", "format": "email"}
                },
                "required": ["inner", "ratio", "contact"]
            })
        );
    }

    #[test]
    fn a_recursive_type_refers_to_itself_inside_the_schema() {
        let schema = root_schema::<Tree>();
        assert_eq!(
            schema["properties"]["children"]["items"],
            json!({"$ref": "#"})
        );
        assert!(schema.get("$defs").is_none());
    }

    #[test]
    fn a_property_named_format_is_not_a_format() {
        #[derive(schemars::JsonSchema)]
        #[allow(dead_code)]
        struct Export {
            format: u32,
        }
        let schema = root_schema::<Export>();
        assert_eq!(
            schema["properties"]["format"],
            json!({"type": "integer", "minimum": 0})
        );
    }
}
