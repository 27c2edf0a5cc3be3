use super::*;
use serde_json::json;

const SECRET: &str = "sk_live_PLANTED_SECRET_42";

/// What schemars 1.x emits for:
///
/// ```ignore
/// #[derive(JsonSchema)]
/// struct PlaceOrder {
///     order_id: String,
///     amount: u64,
///     items: Vec<Item>,
///     mode: Mode,            // enum Mode { Fast, Safe } with rename_all = "lowercase"
///     note: Option<String>,
///     shipping: Option<Address>,
/// }
/// ```
fn order_schema() -> Value {
    json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": "PlaceOrder",
        "type": "object",
        "properties": {
            "order_id": { "type": "string" },
            "amount": { "type": "integer", "format": "uint64", "minimum": 0 },
            "items": { "type": "array", "items": { "$ref": "#/$defs/Item" } },
            "mode": { "$ref": "#/$defs/Mode" },
            "note": { "type": ["string", "null"] },
            "shipping": {
                "anyOf": [ { "$ref": "#/$defs/Address" }, { "type": "null" } ]
            }
        },
        "required": ["order_id", "amount", "items", "mode"],
        "additionalProperties": false,
        "$defs": {
            "Item": {
                "type": "object",
                "properties": {
                    "sku": { "type": "string", "pattern": "^[A-Z]{3}$" },
                    "qty": { "type": "integer", "format": "uint32", "minimum": 1 }
                },
                "required": ["sku", "qty"],
                "additionalProperties": false
            },
            "Mode": { "type": "string", "enum": ["fast", "safe"] },
            "Address": {
                "type": "object",
                "properties": {
                    "street": { "type": "string", "maxLength": 64 },
                    "zip": { "type": "string", "minLength": 5 }
                },
                "required": ["street", "zip"],
                "additionalProperties": false
            }
        }
    })
}

fn valid_order() -> Value {
    json!({
        "order_id": "o-1",
        "amount": 100,
        "items": [ { "sku": "ABC", "qty": 1 }, { "sku": "XYZ", "qty": 3 } ],
        "mode": "fast",
        "note": null,
        "shipping": { "street": "1 Main St", "zip": "12345" }
    })
}

fn order() -> ArgValidator {
    ArgValidator::new(&order_schema()).expect("schema compiles")
}

/// Validate `args` against the order schema with `edit` applied to a valid order.
fn order_err(edit: impl FnOnce(&mut Value)) -> String {
    let mut args = valid_order();
    edit(&mut args);
    order().validate(&args).expect_err("should be invalid")
}

fn assert_no_secret(msg: &str) {
    assert!(!msg.contains(SECRET), "secret leaked: {msg}");
    assert!(!msg.contains("PLANTED"), "secret leaked: {msg}");
}

#[test]
fn valid_input_passes() {
    assert_eq!(order().validate(&valid_order()), Ok(()));
    // Option fields may be absent or null.
    let mut args = valid_order();
    args.as_object_mut().unwrap().remove("note");
    args["shipping"] = Value::Null;
    assert_eq!(order().validate(&args), Ok(()));
}

#[test]
fn wrong_type() {
    let msg = order_err(|a| a["amount"] = json!(SECRET));
    assert_eq!(
        msg,
        "Invalid arguments: `amount`: expected integer, got string"
    );
    assert_no_secret(&msg);
}

#[test]
fn wrong_type_float_for_integer() {
    let msg = order_err(|a| a["amount"] = json!(1.5));
    assert_eq!(
        msg,
        "Invalid arguments: `amount`: expected integer, got number"
    );
}

#[test]
fn nullable_field_wrong_type() {
    let msg = order_err(|a| a["note"] = json!(42));
    assert_eq!(
        msg,
        "Invalid arguments: `note`: expected string or null, got integer"
    );
}

#[test]
fn missing_required() {
    let msg = order_err(|a| {
        a.as_object_mut().unwrap().remove("order_id");
    });
    assert_eq!(
        msg,
        "Invalid arguments: (root): missing required property `order_id`"
    );
}

#[test]
fn minimum_in_nested_ref_array() {
    let msg = order_err(|a| {
        a["items"]
            .as_array_mut()
            .unwrap()
            .push(json!({"sku": "DEF", "qty": 0}));
    });
    assert_eq!(msg, "Invalid arguments: `items[2].qty`: must be >= 1");
}

#[test]
fn unsigned_minimum_zero() {
    let msg = order_err(|a| a["amount"] = json!(-5));
    assert_eq!(msg, "Invalid arguments: `amount`: must be >= 0");
    assert!(!msg.contains("-5"));
}

#[test]
fn enum_values_listed() {
    let msg = order_err(|a| a["mode"] = json!(SECRET));
    assert_eq!(
        msg,
        r#"Invalid arguments: `mode`: must be one of "fast", "safe""#
    );
    assert_no_secret(&msg);
}

#[test]
fn max_length_through_option_ref() {
    let msg = order_err(|a| a["shipping"]["street"] = json!(format!("{SECRET}{}", "x".repeat(80))));
    assert_eq!(
        msg,
        "Invalid arguments: `shipping.street`: must be at most 64 characters"
    );
    assert_no_secret(&msg);
}

#[test]
fn min_length() {
    let v = ArgValidator::new(&json!({"type": "string", "minLength": 1})).unwrap();
    assert_eq!(
        v.validate(&json!("")).unwrap_err(),
        "Invalid arguments: (root): must be at least 1 character"
    );
}

#[test]
fn option_struct_wrong_type_names_both_shapes() {
    let msg = order_err(|a| a["shipping"] = json!(SECRET));
    assert_eq!(
        msg,
        "Invalid arguments: `shipping`: expected object or null, got string"
    );
    assert_no_secret(&msg);
}

#[test]
fn option_struct_missing_field_reports_inner_issue() {
    let msg = order_err(|a| {
        a["shipping"].as_object_mut().unwrap().remove("zip");
    });
    assert_eq!(
        msg,
        "Invalid arguments: `shipping`: missing required property `zip`"
    );
}

#[test]
fn pattern() {
    let msg = order_err(|a| a["items"][0]["sku"] = json!(SECRET));
    assert_eq!(
        msg,
        "Invalid arguments: `items[0].sku`: must match the pattern ^[A-Z]{3}$"
    );
    assert_no_secret(&msg);
}

#[test]
fn unexpected_property_does_not_echo_value() {
    let msg = order_err(|a| a["foo"] = json!(SECRET));
    assert_eq!(msg, "Invalid arguments: (root): unexpected property `foo`");
    assert_no_secret(&msg);
}

#[test]
fn unexpected_property_name_is_sanitized_and_capped() {
    let long = format!("evil\u{1b}[31m\n\u{202e}`{}", "z".repeat(200));
    let msg = order_err(|a| a[long.as_str()] = json!(SECRET));
    assert_no_secret(&msg);
    assert!(!msg.chars().any(char::is_control), "{msg:?}");
    assert!(!msg.contains('\u{202e}'));
    let name = msg
        .strip_prefix("Invalid arguments: (root): unexpected property `")
        .and_then(|s| s.strip_suffix('`'))
        .expect(&msg);
    assert_eq!(name.chars().count(), 64);
    assert!(name.starts_with("evil[31m"), "{name}");
    assert!(name.ends_with("..."));
}

#[test]
fn unexpected_property_name_carrying_a_secret_is_redacted() {
    let msg = order_err(|a| a["token=sk_live_51HxPLANTEDsecretKEY0099"] = json!(1));
    assert!(!msg.contains("sk_live_51HxPLANTED"), "{msg}");
    assert!(msg.contains("[secret]"), "{msg}");
}

#[test]
fn format_date_time() {
    let schema = json!({
        "type": "object",
        "properties": { "at": { "type": "string", "format": "date-time" } }
    });
    let v = ArgValidator::new(&schema).unwrap();
    assert_eq!(v.validate(&json!({"at": "2024-01-02T03:04:05Z"})), Ok(()));
    let msg = v.validate(&json!({ "at": SECRET })).unwrap_err();
    assert_eq!(msg, "Invalid arguments: `at`: must be a valid date-time");
    assert_no_secret(&msg);
}

#[test]
fn schemars_integer_formats_are_not_enforced_as_unknown() {
    // "uint64"/"uint32" are not JSON Schema formats; they must not reject valid input.
    let v =
        ArgValidator::new(&json!({"type": "integer", "format": "uint64", "minimum": 0})).unwrap();
    assert_eq!(v.validate(&json!(18_446_744_073_709_551_615u64)), Ok(()));
}

#[test]
fn one_of_unrelated_shapes() {
    let schema = json!({
        "oneOf": [
            { "type": "object", "properties": { "a": { "type": "integer" } }, "required": ["a"] },
            { "type": "object", "properties": { "b": { "type": "string" } }, "required": ["b"] }
        ]
    });
    let v = ArgValidator::new(&schema).unwrap();
    let msg = v.validate(&json!({ "c": SECRET })).unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: (root): must match one of the allowed shapes"
    );
    assert_no_secret(&msg);
    let msg = v.validate(&json!({ "a": 1, "b": "x" })).unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: (root): must match exactly one of the allowed shapes, but matches several"
    );
}

#[test]
fn any_of_unrelated_shapes() {
    let schema = json!({
        "anyOf": [ { "type": "string", "minLength": 10 }, { "type": "string", "pattern": "^x" } ]
    });
    let v = ArgValidator::new(&schema).unwrap();
    let msg = v.validate(&json!("short")).unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: (root): must match one of the allowed shapes"
    );
}

#[test]
fn additional_properties_with_pattern_properties() {
    let schema = json!({
        "type": "object",
        "patternProperties": { "^x-": { "type": "string" } },
        "additionalProperties": false
    });
    let v = ArgValidator::new(&schema).unwrap();
    assert_eq!(v.validate(&json!({"x-a": "ok"})), Ok(()));
    let msg = v
        .validate(&json!({"x-a": "ok", "other": SECRET}))
        .unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: (root): unexpected property `other`"
    );
    assert_no_secret(&msg);
}

#[test]
fn empty_struct_rejects_every_property() {
    // `additionalProperties: false` with no `properties` (and with empty ones, as
    // schemars emits for `struct Empty {}`).
    for schema in [
        json!({"type": "object", "additionalProperties": false}),
        json!({"type": "object", "properties": {}, "additionalProperties": false}),
    ] {
        let v = ArgValidator::new(&schema).unwrap();
        assert_eq!(v.validate(&json!({})), Ok(()));
        let msg = v.validate(&json!({"b": SECRET, "a": SECRET})).unwrap_err();
        assert_eq!(
            msg,
            "Invalid arguments: (root): unexpected property `a`; (root): unexpected property `b`",
            "{schema}"
        );
        assert_no_secret(&msg);
    }
    // A property literally named `additionalProperties` set to false is not confused
    // with the keyword.
    let v = ArgValidator::new(&json!({
        "type": "object",
        "properties": { "additionalProperties": false }
    }))
    .unwrap();
    let msg = v
        .validate(&json!({ "additionalProperties": { "k": SECRET } }))
        .unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: `additionalProperties`: is not allowed here"
    );
}

#[test]
fn documented_enum_one_of_consts() {
    // schemars 1.x for an enum whose variants carry doc comments.
    let schema = json!({
        "type": "object",
        "properties": {
            "mode": {
                "oneOf": [
                    { "description": "Go fast", "type": "string", "const": "fast" },
                    { "description": "Be safe", "type": "string", "const": "safe" }
                ]
            }
        }
    });
    let v = ArgValidator::new(&schema).unwrap();
    let msg = v.validate(&json!({ "mode": SECRET })).unwrap_err();
    assert_eq!(
        msg,
        r#"Invalid arguments: `mode`: must be one of "fast", "safe""#
    );
    assert_no_secret(&msg);
    let msg = v.validate(&json!({ "mode": 7 })).unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: `mode`: expected string, got integer"
    );
}

#[test]
fn const_value() {
    let v = ArgValidator::new(&json!({"const": "v1"})).unwrap();
    let msg = v.validate(&json!(SECRET)).unwrap_err();
    assert_eq!(msg, r#"Invalid arguments: (root): must be "v1""#);
}

#[test]
fn numeric_bounds() {
    let schema = json!({
        "type": "object",
        "properties": {
            "a": { "type": "number", "maximum": 10 },
            "b": { "type": "number", "exclusiveMinimum": 0 },
            "c": { "type": "number", "exclusiveMaximum": 1.5 },
            "d": { "type": "integer", "multipleOf": 5 }
        }
    });
    let v = ArgValidator::new(&schema).unwrap();
    let msg = v
        .validate(&json!({"a": 11, "b": 0, "c": 1.5, "d": 7}))
        .unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: `a`: must be <= 10; `b`: must be > 0; `c`: must be < 1.5; `d`: must be a multiple of 5"
    );
}

#[test]
fn array_and_object_sizes() {
    let schema = json!({
        "type": "object",
        "properties": {
            "tags": { "type": "array", "items": { "type": "string" }, "minItems": 1, "maxItems": 2, "uniqueItems": true },
            "more": { "type": "array", "maxItems": 1 },
            "meta": { "type": "object", "maxProperties": 1 },
            "dup": { "type": "array", "uniqueItems": true }
        }
    });
    let v = ArgValidator::new(&schema).unwrap();
    let msg = v
        .validate(&json!({
            "tags": [],
            "more": [1, 2],
            "meta": {"x": 1, "y": 2},
            "dup": [SECRET, SECRET]
        }))
        .unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: `dup`: must not contain duplicate items; `meta`: must have at most 1 property; `more`: must have at most 1 item; `tags`: must have at least 1 item"
    );
    assert_no_secret(&msg);
}

#[test]
fn issues_sorted_by_path_with_numeric_indices() {
    let schema = json!({
        "type": "array",
        "items": { "type": "integer" }
    });
    let v = ArgValidator::new(&schema).unwrap();
    let mut args = vec![json!(1); 11];
    args[10] = json!("x");
    args[2] = json!("y");
    let msg = v.validate(&Value::Array(args)).unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: `[2]`: expected integer, got string; `[10]`: expected integer, got string"
    );
}

#[test]
fn multiple_issues_sorted_root_first() {
    let msg = order_err(|a| {
        a.as_object_mut().unwrap().remove("order_id");
        a["amount"] = json!("12");
        a["mode"] = json!("slow");
    });
    assert_eq!(
        msg,
        r#"Invalid arguments: (root): missing required property `order_id`; `amount`: expected integer, got string; `mode`: must be one of "fast", "safe""#
    );
}

#[test]
fn caps_at_five_issues() {
    let v = ArgValidator::new(&json!({
        "type": "object",
        "additionalProperties": false
    }))
    .unwrap();
    let args = json!({"a": SECRET, "b": 1, "c": 2, "d": 3, "e": 4, "f": 5, "g": 6, "h": 7});
    let msg = v.validate(&args).unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: (root): unexpected property `a`; (root): unexpected property `b`; \
         (root): unexpected property `c`; (root): unexpected property `d`; \
         (root): unexpected property `e`; and 3 more"
    );
    assert_no_secret(&msg);
}

#[test]
fn output_is_deterministic() {
    let mut args = valid_order();
    args["amount"] = json!(-1);
    args["items"][1]["qty"] = json!("three");
    args["zzz"] = json!(1);
    args["aaa"] = json!(2);
    let v = order();
    let first = v.validate(&args).unwrap_err();
    for _ in 0..10 {
        assert_eq!(v.validate(&args).unwrap_err(), first);
    }
    assert_eq!(
        first,
        "Invalid arguments: (root): unexpected property `aaa`; (root): unexpected property `zzz`; \
         `amount`: must be >= 0; `items[1].qty`: expected integer, got string"
    );
}

#[test]
fn secret_in_every_wrong_place_never_leaks() {
    let cases: Vec<Value> = vec![
        json!({"order_id": {"k": SECRET}, "amount": SECRET, "items": SECRET, "mode": SECRET}),
        json!({
            "order_id": "o", "amount": 1, "mode": [SECRET], "note": [SECRET],
            "items": [SECRET, {"sku": SECRET, "qty": SECRET, "extra": SECRET}],
            "shipping": {"street": SECRET, "zip": 5, "x": SECRET}
        }),
        json!({"order_id": SECRET, "amount": 1, "items": [], "mode": "fast", "shipping": [SECRET]}),
        json!([SECRET]),
        json!(SECRET),
    ];
    let v = order();
    for args in cases {
        let msg = v.validate(&args).unwrap_err();
        assert!(msg.starts_with("Invalid arguments: "), "{msg}");
        assert_no_secret(&msg);
    }
}

#[test]
fn map_keys_in_paths_are_rendered_safely() {
    // HashMap<String, u32> in schemars: additionalProperties carries the value schema.
    let schema = json!({
        "type": "object",
        "additionalProperties": { "type": "integer", "format": "uint32", "minimum": 0 }
    });
    let v = ArgValidator::new(&schema).unwrap();
    let msg = v
        .validate(&json!({"a.b\n\"c": -1, "ok_key": -2, "2": -3}))
        .unwrap_err();
    assert_eq!(
        msg,
        r#"Invalid arguments: `2`: must be >= 0; `["a.b\"c"]`: must be >= 0; `ok_key`: must be >= 0"#
    );
}

#[test]
fn local_defs_ref_resolves() {
    let schema = json!({
        "type": "object",
        "properties": { "inner": { "$ref": "#/$defs/Inner" } },
        "required": ["inner"],
        "$defs": {
            "Inner": {
                "type": "object",
                "properties": { "n": { "$ref": "#/$defs/Small" } },
                "required": ["n"]
            },
            "Small": { "type": "integer", "maximum": 3 }
        }
    });
    let v = ArgValidator::new(&schema).unwrap();
    assert_eq!(v.validate(&json!({"inner": {"n": 2}})), Ok(()));
    assert_eq!(
        v.validate(&json!({"inner": {"n": 9}})).unwrap_err(),
        "Invalid arguments: `inner.n`: must be <= 3"
    );
}

#[test]
fn remote_ref_is_never_fetched() {
    let schema = json!({
        "type": "object",
        "properties": { "x": { "$ref": "https://evil.example/x.json" } }
    });
    let err = ArgValidator::new(&schema).expect_err("remote $ref must not resolve");
    assert!(err.starts_with("invalid input schema: "), "{err}");
    assert!(err.contains("external $ref not allowed"), "{err}");
    // That it is refused without a connection is `remote_ref_makes_no_connection`.
}

#[test]
fn remote_ref_makes_no_connection() {
    use std::net::TcpListener;
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let port = listener.local_addr().unwrap().port();
    for uri in [
        format!("http://127.0.0.1:{port}/x.json"),
        format!("http://127.0.0.1:{port}/y.json#/$defs/Y"),
    ] {
        let schema = json!({ "$ref": uri });
        assert!(ArgValidator::new(&schema).is_err());
    }
    // A `$id` that makes a relative ref remote is refused as well.
    let schema = json!({
        "$id": format!("http://127.0.0.1:{port}/root.json"),
        "properties": { "x": { "$ref": "other.json" } }
    });
    assert!(ArgValidator::new(&schema).is_err());
    match listener.accept() {
        Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
        other => panic!("unexpected connection attempt: {other:?}"),
    }
}

#[test]
fn file_ref_is_never_read() {
    let schema = json!({ "$ref": "file:///etc/passwd" });
    let err = ArgValidator::new(&schema).expect_err("file $ref must not resolve");
    assert!(err.contains("external $ref not allowed"), "{err}");
}

#[test]
fn invalid_schema_is_rejected() {
    for schema in [
        json!({"type": "strnig"}),
        json!({"minimum": "zero"}),
        json!({"required": "id"}),
        json!({"pattern": "("}),
        json!({"$ref": "#/$defs/Missing"}),
        json!({"$ref": "#/$defs/%zz", "$defs": {"%zz": {}}}),
    ] {
        let err = ArgValidator::new(&schema).expect_err(&schema.to_string());
        assert!(err.starts_with("invalid input schema: "), "{err}");
    }
}

#[test]
fn defaults_to_2020_12_but_honours_declared_draft() {
    // prefixItems is a 2020-12 keyword; draft-07 ignores it.
    let schema = json!({"type": "array", "prefixItems": [{"type": "integer"}]});
    let v = ArgValidator::new(&schema).unwrap();
    assert_eq!(
        v.validate(&json!(["x"])).unwrap_err(),
        "Invalid arguments: `[0]`: expected integer, got string"
    );
    let mut draft7 = schema.clone();
    draft7["$schema"] = json!("http://json-schema.org/draft-07/schema#");
    let v = ArgValidator::new(&draft7).unwrap();
    assert_eq!(v.validate(&json!(["x"])), Ok(()));
}

#[test]
fn unevaluated_and_false_schema_and_not() {
    let schema = json!({
        "type": "object",
        "properties": {
            "a": { "type": "string" },
            "legacy": false,
            "n": { "not": { "type": "string" } }
        },
        "unevaluatedProperties": false
    });
    let v = ArgValidator::new(&schema).unwrap();
    let msg = v
        .validate(&json!({"a": "ok", "legacy": SECRET, "n": SECRET, "extra": SECRET}))
        .unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: (root): unexpected property `extra`; `legacy`: is not allowed here; \
         `n`: must not match the disallowed schema"
    );
    assert_no_secret(&msg);
}

#[test]
fn property_names_and_contains() {
    let schema = json!({
        "type": "object",
        "propertyNames": { "pattern": "^[a-z]+$" },
        "properties": { "list": { "type": "array", "contains": { "const": 1 } } }
    });
    let v = ArgValidator::new(&schema).unwrap();
    let msg = v.validate(&json!({"list": [SECRET]})).unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: `list`: must contain at least one matching item"
    );
    let msg = v.validate(&json!({ "BAD": 1 })).unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: (root): property names must match the pattern ^[a-z]+$"
    );
}

#[test]
fn unknown_keywords_are_annotations() {
    let v = ArgValidator::new(&json!({"properties": {"token": {"x-short": true}}})).unwrap();
    assert_eq!(v.validate(&json!({ "token": SECRET })), Ok(()));
}

#[test]
fn conditionals_all_of_and_dependent_required() {
    // What a schema_transform adds: allOf, if/then/else, dependentRequired, $anchor.
    let schema = json!({
        "type": "object",
        "properties": {
            "kind": { "enum": ["card", "bank"] },
            "card": { "$ref": "#digits" },
            "iban": { "type": "string" }
        },
        "allOf": [{
            "if": { "properties": { "kind": { "const": "card" } } },
            "then": { "required": ["card"] },
            "else": { "required": ["iban"] }
        }],
        "dependentRequired": { "card": ["kind"] },
        "$defs": { "Digits": { "$anchor": "digits", "type": "string", "pattern": "^[0-9]{16}$" } }
    });
    let v = ArgValidator::new(&schema).unwrap();
    assert_eq!(
        v.validate(&json!({"kind": "card", "card": "4242424242424242"})),
        Ok(())
    );
    assert_eq!(
        v.validate(&json!({"kind": "card"})).unwrap_err(),
        "Invalid arguments: (root): missing required property `card`"
    );
    assert_eq!(
        v.validate(&json!({"kind": "bank"})).unwrap_err(),
        "Invalid arguments: (root): missing required property `iban`"
    );
    let msg = v
        .validate(&json!({"card": SECRET, "iban": "x"}))
        .unwrap_err();
    assert_eq!(
        msg,
        "Invalid arguments: (root): missing required property `kind`; `card`: must match the pattern ^[0-9]{16}$"
    );
    assert_no_secret(&msg);
}

#[test]
fn recursive_refs_compile_and_check_at_depth() {
    let schema = json!({
        "$ref": "#/$defs/Node",
        "$defs": { "Node": {
            "type": "object",
            "properties": { "children": { "type": "array", "items": { "$ref": "#/$defs/Node" } },
                            "n": { "type": "integer", "multipleOf": 2 } }
        } }
    });
    let v = ArgValidator::new(&schema).unwrap();
    let deep = json!({"children": [{"children": [{"n": 4}, {"n": 3}]}]});
    assert_eq!(
        v.validate(&deep).unwrap_err(),
        "Invalid arguments: `children[0].children[1].n`: must be a multiple of 2"
    );
    // Nesting deeper than the validator follows is refused, not a stack overflow.
    let mut tower = json!({});
    for _ in 0..1_000 {
        tower = json!({ "children": [tower] });
    }
    assert!(v.validate(&tower).is_err());
}

#[test]
fn numbers_compare_exactly_and_equal_across_representations() {
    let v = ArgValidator::new(&json!({"maximum": 18_446_744_073_709_551_614u64})).unwrap();
    assert_eq!(
        v.validate(&json!(18_446_744_073_709_551_615u64))
            .unwrap_err(),
        "Invalid arguments: (root): must be <= 18446744073709551614"
    );
    let v = ArgValidator::new(&json!({"enum": [1, "a"], "type": "integer"})).unwrap();
    assert_eq!(v.validate(&json!(1.0)), Ok(()));
    let v = ArgValidator::new(&json!({"uniqueItems": true})).unwrap();
    assert_eq!(
        v.validate(&json!([1, 1.0])).unwrap_err(),
        "Invalid arguments: (root): must not contain duplicate items"
    );
    assert_eq!(
        v.validate(&json!([{"a": 1, "b": 2}, {"b": 2, "a": 3}])),
        Ok(())
    );
}

#[test]
fn formats_asserted() {
    for (format, good, bad) in [
        ("date", "2024-02-29", "2023-02-29"),
        ("time", "23:59:60.5+01:00", "24:00:00Z"),
        ("email", "ops@example.com", "ops@@example"),
        ("hostname", "api.example.com", "-bad-.example"),
        ("ipv4", "10.0.0.1", "10.0.0.256"),
        ("ipv6", "::1", "::g"),
        ("uri", "https://example.com/a%20b", "no scheme"),
        (
            "uuid",
            "123e4567-e89b-12d3-a456-426614174000",
            "123e4567e89b12d3a456426614174000",
        ),
    ] {
        let v = ArgValidator::new(&json!({"format": format})).unwrap();
        assert_eq!(v.validate(&json!(good)), Ok(()), "{format} {good}");
        assert_eq!(
            v.validate(&json!(bad)).unwrap_err(),
            format!("Invalid arguments: (root): must be a valid {format}"),
            "{format} {bad}"
        );
    }
}

#[test]
fn legacy_tuple_items_and_additional_items() {
    let schema = json!({
        "$schema": "http://json-schema.org/draft-07/schema#",
        "items": [{ "type": "string" }],
        "additionalItems": false
    });
    let v = ArgValidator::new(&schema).unwrap();
    assert_eq!(v.validate(&json!(["a"])), Ok(()));
    assert_eq!(
        v.validate(&json!(["a", SECRET])).unwrap_err(),
        "Invalid arguments: (root): must have at most 1 item"
    );
}

#[test]
fn path_rendering() {
    let args = json!({"items": [{"qty": 1}], "a b": {"c": 1}, "m": {"0": 1}});
    assert_eq!(Path::from_pointer("", &args).display, "(root)");
    assert_eq!(
        Path::from_pointer("/items/0/qty", &args).display,
        "`items[0].qty`"
    );
    assert_eq!(Path::from_pointer("/a b/c", &args).display, "`[\"a b\"].c`");
    // "0" under an object is a key, not an index.
    assert_eq!(Path::from_pointer("/m/0", &args).display, "`m.0`");
    assert_eq!(
        Path::from_pointer("/x~1y~0z", &args).display,
        "`[\"x/y~z\"]`"
    );
}

#[test]
fn type_names_never_include_content() {
    assert_eq!(type_name(&json!(SECRET)), "string");
    assert_eq!(type_name(&json!(1)), "integer");
    assert_eq!(type_name(&json!(1.5)), "number");
    assert_eq!(type_name(&json!([SECRET])), "array");
    assert_eq!(type_name(&json!({ SECRET: 1 })), "object");
    assert_eq!(type_name(&json!(true)), "boolean");
    assert_eq!(type_name(&Value::Null), "null");
}

#[test]
fn validator_is_send_sync() {
    fn assert_send_sync<T: Send + Sync>() {}
    assert_send_sync::<ArgValidator>();
}
