//! Every schema the example servers advertise, in both eras and both schema profiles: valid
//! JSON Schema 2020-12 by the meta-schema, compilable by a strict validator that resolves
//! nothing outside the schema, no `$ref` leaving the schema or dangling, and only the
//! `format`s every client's validator knows; in the portable profile (the default, what every
//! major MCP client accepts) also no `$schema` and no `$ref` but a recursive type's.

use serde_json::Value;
use toolwright::{tool::SchemaProfile, Era, ToolSet};
use toolwright_examples::files;

/// The `format` values of JSON Schema 2020-12's format vocabulary that every official
/// client's validator knows (the internationalized ones are not in Ajv's ajv-formats).
const STANDARD_FORMATS: &[&str] = &[
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

fn servers() -> [(&'static str, ToolSet); 3] {
    let sandbox = files::Sandbox::new(std::env::temp_dir()).expect("the temp dir exists");
    toolwright_examples::toolsets(sandbox)
}

/// Every advertised schema in `profile`: (where, schema).
/// Every schema `era` is shown by a set in `profile` (2026-07-28 is shown the schemas as
/// declared, whatever the profile).
fn advertised_in(profile: SchemaProfile, era: Era) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    for (server, tools) in servers() {
        let tools = tools.with_schema_profile(profile);
        {
            for tool in tools.list(era) {
                let name = tool["name"].as_str().expect("a name").to_owned();
                for key in ["inputSchema", "outputSchema"] {
                    if let Some(schema) = tool.get(key) {
                        let what = format!("{server}/{name} {key} ({era:?}, {profile:?})");
                        out.push((what, schema.clone()));
                    }
                }
            }
        }
    }
    assert!(
        out.len() >= 8,
        "every example tool is covered: {}",
        out.len()
    );
    out
}

/// Every `(key, value)` of a schema object and its subschemas, wherever they nest; `properties`
/// and `$defs` maps are walked as maps of schemas, so a property named `format` is no keyword.
fn keywords<'a>(schema: &'a Value, out: &mut Vec<(&'a str, &'a Value)>) {
    let Value::Object(map) = schema else { return };
    for (key, value) in map {
        out.push((key, value));
        match (key.as_str(), value) {
            (
                "properties" | "$defs" | "patternProperties" | "dependentSchemas",
                Value::Object(m),
            ) => {
                m.values().for_each(|s| keywords(s, out));
            }
            ("allOf" | "anyOf" | "oneOf" | "prefixItems", Value::Array(a)) => {
                a.iter().for_each(|s| keywords(s, out));
            }
            (_, Value::Object(_)) => keywords(value, out),
            _ => {}
        }
    }
}

/// Every advertised schema in both profiles.
/// What 2025-11-25 clients are shown in `profile`.
fn advertised(profile: SchemaProfile) -> Vec<(String, Value)> {
    advertised_in(profile, Era::Legacy)
}

fn every_profile() -> Vec<(String, Value)> {
    let mut all = advertised(SchemaProfile::Portable);
    all.extend(advertised(SchemaProfile::Referenced));
    all.extend(advertised_in(SchemaProfile::Portable, Era::Stateless));
    all
}

#[test]
fn the_2026_wire_is_shown_every_schema_as_declared_whatever_the_profile() {
    let declared = advertised(SchemaProfile::Referenced);
    for profile in [SchemaProfile::Portable, SchemaProfile::Referenced] {
        let stateless = advertised_in(profile, Era::Stateless);
        assert_eq!(stateless.len(), declared.len());
        for ((what, shown), (_, as_declared)) in stateless.iter().zip(&declared) {
            // The 2025-11-25 era wraps a non-object result; compare the input schemas.
            if what.contains("inputSchema") {
                assert_eq!(shown, as_declared, "{what}");
            }
        }
    }
}

#[test]
fn every_advertised_schema_is_valid_json_schema_2020_12() {
    for (what, schema) in every_profile() {
        if let Err(e) = jsonschema::draft202012::meta::validate(&schema) {
            panic!("{what} is not valid JSON Schema 2020-12: {e}\n{schema:#}");
        }
    }
}

#[test]
fn every_advertised_schema_compiles_without_anything_from_outside() {
    struct Nothing;
    impl jsonschema::Retrieve for Nothing {
        fn retrieve(
            &self,
            uri: &jsonschema::Uri<String>,
        ) -> Result<Value, Box<dyn std::error::Error + Send + Sync>> {
            Err(format!("the schema reaches outside itself: {uri}").into())
        }
    }
    for (what, schema) in every_profile() {
        let compiled = jsonschema::draft202012::options()
            .with_retriever(Nothing)
            .should_validate_formats(true)
            .build(&schema);
        if let Err(e) = compiled {
            panic!("{what} does not compile on its own: {e}\n{schema:#}");
        }
    }
}

#[test]
fn portable_schemas_have_no_schema_uri_and_no_defs() {
    // No example tool has a recursive type, so no portable schema needs `$defs`.
    for (what, schema) in advertised(SchemaProfile::Portable) {
        assert!(schema.get("$schema").is_none(), "{what} carries $schema");
        assert!(schema.get("$defs").is_none(), "{what} carries $defs");
        let mut found = Vec::new();
        keywords(&schema, &mut found);
        assert!(
            !found.iter().any(|(k, _)| *k == "$ref"),
            "{what} has a $ref"
        );
    }
}

#[test]
fn no_outside_or_dangling_ref_and_only_standard_formats() {
    for (what, schema) in every_profile() {
        let mut found = Vec::new();
        keywords(&schema, &mut found);
        for (key, value) in found {
            match key {
                "$ref" => {
                    let target = value.as_str().expect("a $ref is a string");
                    assert!(
                        target.starts_with('#'),
                        "{what}: $ref {target} leaves the schema"
                    );
                    let pointer = &target[1..];
                    assert!(
                        schema.pointer(pointer).is_some(),
                        "{what}: $ref {target} dangles"
                    );
                }
                "format" => {
                    let format = value.as_str().expect("a format is a string");
                    assert!(
                        STANDARD_FORMATS.contains(&format),
                        "{what}: format {format:?} is not a JSON Schema format"
                    );
                }
                _ => {}
            }
        }
    }
}
