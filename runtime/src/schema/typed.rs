//! One `type` per schema and no bare booleans, in every schema toolwright generates.
//!
//! MCP Inspector's `--strict` lint (2.12) holds a tool's schemas to these forms, and the
//! OpenAPI subset behind Gemini's function declarations reads only them; schemars writes
//! two others, rewritten here into equivalent ones (the same instances accepted, the same
//! refused):
//!
//! - a type union (`"type": ["string", "null"]`, what schemars writes for an `Option<T>` of a
//!   simple `T`) becomes an `anyOf` of one branch per type, each with the keywords that
//!   constrain that type (`{"anyOf": [{"type": "string", "maxLength": 5}, {"type":
//!   "null"}]}`), the form schemars already writes for an `Option` of a struct. The
//!   annotations (`description`, `default`, ..) and the keywords for every type (`enum`,
//!   `const`, ..) stay beside it;
//! - a schema that accepts anything (a `serde_json::Value`: schemars writes the bare `true`,
//!   or `{}` with only annotations) becomes an `anyOf` of the six JSON types, which says what
//!   it is: any JSON value. The bare `false` becomes `{"not": {}}`. `additionalProperties`
//!   and `unevaluatedProperties` keep their booleans: there a boolean is the usual form.
//!
//! This is how a schema is generated, not a rewrite of one: it holds in both profiles and
//! both eras (a 2026-07-28 client sees the schema as generated, SEP-2106), and strips no
//! keyword.
//!
//! Why not drop `null` from an optional argument instead: the server still accepts an
//! explicit `null` there (serde reads it as `None`), and a result's `structuredContent`
//! carries `null` for a `None` field, which an output schema without `null` would refuse.

use serde_json::{json, Map, Value};

/// Keywords whose value is one subschema.
const ONE: &[&str] = &[
    "items",
    "contains",
    "not",
    "propertyNames",
    "if",
    "then",
    "else",
    "additionalProperties",
    "unevaluatedProperties",
    "unevaluatedItems",
    "contentSchema",
];
/// Keywords whose value is an array of subschemas.
const MANY: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems"];
/// Keywords whose value maps names to subschemas.
const MAP: &[&str] = &[
    "properties",
    "patternProperties",
    "dependentSchemas",
    "$defs",
];
/// Keywords where a boolean is the usual form and stays.
const BOOLEAN_KEPT: &[&str] = &["additionalProperties", "unevaluatedProperties"];

/// The keywords that constrain only one JSON type, by type (`integer` shares `number`'s).
const FOR_TYPE: &[(&str, &[&str])] = &[
    (
        "number",
        &[
            "multipleOf",
            "maximum",
            "exclusiveMaximum",
            "minimum",
            "exclusiveMinimum",
        ],
    ),
    (
        "string",
        &[
            "maxLength",
            "minLength",
            "pattern",
            "format",
            "contentMediaType",
            "contentEncoding",
            "contentSchema",
        ],
    ),
    (
        "array",
        &[
            "items",
            "prefixItems",
            "contains",
            "maxItems",
            "minItems",
            "uniqueItems",
            "maxContains",
            "minContains",
            "unevaluatedItems",
        ],
    ),
    (
        "object",
        &[
            "properties",
            "patternProperties",
            "additionalProperties",
            "required",
            "maxProperties",
            "minProperties",
            "dependentRequired",
            "dependentSchemas",
            "propertyNames",
            "unevaluatedProperties",
        ],
    ),
];
/// Keywords that constrain an instance of any type (with those of [`FOR_TYPE`], every
/// keyword that makes a schema accept less than anything; `if` only with `then` or `else`).
const ANY_TYPE: &[&str] = &[
    "type",
    "enum",
    "const",
    "allOf",
    "anyOf",
    "oneOf",
    "not",
    "$ref",
    "$dynamicRef",
];
/// The JSON types, `integer` left out: `number` has it.
const ALL_TYPES: &[&str] = &["object", "array", "string", "number", "boolean", "null"];

/// Rewrites, in place and in every subschema, a type union into an `anyOf` of one type each
/// and a schema that accepts anything into an `anyOf` of every type (`keyword`: the one
/// `schema` is the value of, `None` for the root and the members of an array or map).
pub(super) fn single_typed(schema: &mut Value, keyword: Option<&str>) {
    match schema {
        Value::Bool(_) if keyword.is_some_and(|k| BOOLEAN_KEPT.contains(&k)) => {}
        Value::Bool(true) => *schema = any_value(Map::new()),
        Value::Bool(false) => *schema = json!({"not": {}}),
        Value::Object(map) => {
            for key in ONE {
                if let Some(child) = map.get_mut(*key) {
                    single_typed(child, Some(key));
                }
            }
            for key in MANY {
                if let Some(Value::Array(children)) = map.get_mut(*key) {
                    children.iter_mut().for_each(|c| single_typed(c, None));
                }
            }
            for key in MAP {
                if let Some(Value::Object(children)) = map.get_mut(*key) {
                    children.values_mut().for_each(|c| single_typed(c, None));
                }
            }
            if let Some(Value::Array(types)) = map.get("type") {
                let types = types.clone();
                split_types(map, &types);
            } else if keyword != Some("not") && !constrains(map) {
                *schema = any_value(std::mem::take(map));
            }
        }
        _ => {}
    }
}

/// Whether `map` accepts less than every value.
pub(super) fn constrains(map: &Map<String, Value>) -> bool {
    map.keys().any(|k| {
        ANY_TYPE.contains(&k.as_str())
            || FOR_TYPE.iter().any(|(_, keys)| keys.contains(&k.as_str()))
    }) || (map.contains_key("if") && (map.contains_key("then") || map.contains_key("else")))
}

/// `annotations` (a schema's keywords that do not constrain) with an `anyOf` of every type.
fn any_value(mut annotations: Map<String, Value>) -> Value {
    let branches = ALL_TYPES.iter().map(|t| json!({ "type": t })).collect();
    annotations.insert("anyOf".into(), Value::Array(branches));
    Value::Object(annotations)
}

/// `map`'s `"type": [..]` replaced by one `anyOf` branch per type, each with the keywords
/// that constrain its type, moved out of `map`. One type is written as itself.
fn split_types(map: &mut Map<String, Value>, types: &[Value]) {
    map.remove("type");
    if let [only] = types {
        map.insert("type".into(), only.clone());
        return;
    }
    fn family(t: &str) -> &str {
        if t == "integer" {
            "number"
        } else {
            t
        }
    }
    let mut branches = Vec::with_capacity(types.len());
    for t in types {
        let mut branch = Map::new();
        branch.insert("type".into(), t.clone());
        let keys = FOR_TYPE
            .iter()
            .find(|(name, _)| Some(*name) == t.as_str().map(family))
            .map_or(&[][..], |(_, keys)| *keys);
        for key in keys {
            if let Some(value) = map.get(*key) {
                branch.insert((*key).into(), value.clone());
            }
        }
        branches.push(Value::Object(branch));
    }
    for (_, keys) in FOR_TYPE {
        keys.iter().for_each(|k| {
            map.remove(*k);
        });
    }
    let any_of = Value::Array(branches);
    match map.remove("anyOf") {
        // An `anyOf` already there stays as it is, beside the new one in an `allOf`.
        Some(existing) => {
            let all = map
                .entry("allOf")
                .or_insert_with(|| Value::Array(Vec::new()));
            if let Value::Array(all) = all {
                all.push(json!({ "anyOf": existing }));
            }
            map.insert("anyOf".into(), any_of);
        }
        None => {
            map.insert("anyOf".into(), any_of);
        }
    }
}
