//! `#[derive(Elicit)]`: the exact `requestedSchema` an `elicitation/create` carries for a
//! form, and what the conversion from schemars' schema refuses.

use schemars::{schema_for, JsonSchema};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use toolwright::__private::form_schema;
use toolwright::Elicit;

fn requested<T: Elicit>() -> &'static Value {
    T::requested_schema().expect("a form")
}

// The conformance suite's SEP-1034 form: every kind of field with a default.

#[derive(Serialize, Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "lowercase")]
enum Status {
    Active,
    Inactive,
    Pending,
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[allow(dead_code)]
struct Sep1034Defaults {
    /// User name
    #[serde(default = "default_name")]
    name: String,
    /// User age
    #[serde(default = "default_age")]
    age: i64,
    /// User score
    #[serde(default = "default_score")]
    score: f64,
    /// User status
    #[serde(default = "default_status")]
    status: Status,
    /// Verification status
    #[serde(default = "default_verified")]
    verified: bool,
}

fn default_name() -> String {
    "John Doe".into()
}
fn default_age() -> i64 {
    30
}
fn default_score() -> f64 {
    95.5
}
fn default_status() -> Status {
    Status::Active
}
fn default_verified() -> bool {
    true
}

#[test]
fn sep_1034_defaults() {
    assert_eq!(
        *requested::<Sep1034Defaults>(),
        json!({
            "type": "object",
            "properties": {
                "name": {"type": "string", "description": "User name", "default": "John Doe"},
                "age": {"type": "integer", "description": "User age", "default": 30},
                "score": {"type": "number", "description": "User score", "default": 95.5},
                "status": {
                    "type": "string",
                    "description": "User status",
                    "enum": ["active", "inactive", "pending"],
                    "default": "active"
                },
                "verified": {"type": "boolean", "description": "Verification status", "default": true}
            }
        })
    );
}

// The conformance suite's SEP-1330 form: the five shapes of a choice.

#[derive(Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "lowercase")]
enum Untitled {
    Option1,
    Option2,
    Option3,
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "lowercase")]
enum Titled {
    #[schemars(title = "First Option")]
    Value1,
    #[schemars(title = "Second Option")]
    Value2,
    #[schemars(title = "Third Option")]
    Value3,
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[serde(rename_all = "camelCase")]
#[allow(dead_code)]
struct Sep1330Enums {
    /// Untitled single-select
    untitled_single: Untitled,
    /// Titled single-select
    titled_single: Titled,
    /// Legacy titled enum
    #[schemars(extend(
        "enum" = ["opt1", "opt2", "opt3"],
        "enumNames" = ["Option One", "Option Two", "Option Three"]
    ))]
    legacy_enum: String,
    /// Untitled multi-select
    untitled_multi: Vec<Untitled>,
    /// Titled multi-select
    #[schemars(length(min = 1, max = 2))]
    titled_multi: Vec<Titled>,
}

#[test]
fn sep_1330_enums() {
    assert_eq!(
        *requested::<Sep1330Enums>(),
        json!({
            "type": "object",
            "properties": {
                "untitledSingle": {
                    "type": "string",
                    "description": "Untitled single-select",
                    "enum": ["option1", "option2", "option3"]
                },
                "titledSingle": {
                    "type": "string",
                    "description": "Titled single-select",
                    "oneOf": [
                        {"const": "value1", "title": "First Option"},
                        {"const": "value2", "title": "Second Option"},
                        {"const": "value3", "title": "Third Option"}
                    ]
                },
                "legacyEnum": {
                    "type": "string",
                    "description": "Legacy titled enum",
                    "enum": ["opt1", "opt2", "opt3"],
                    "enumNames": ["Option One", "Option Two", "Option Three"]
                },
                "untitledMulti": {
                    "type": "array",
                    "description": "Untitled multi-select",
                    "items": {"type": "string", "enum": ["option1", "option2", "option3"]}
                },
                "titledMulti": {
                    "type": "array",
                    "description": "Titled multi-select",
                    "items": {
                        "anyOf": [
                            {"const": "value1", "title": "First Option"},
                            {"const": "value2", "title": "Second Option"},
                            {"const": "value3", "title": "Third Option"}
                        ]
                    },
                    "minItems": 1,
                    "maxItems": 2
                }
            },
            "required": ["untitledSingle", "titledSingle", "legacyEnum", "untitledMulti", "titledMulti"]
        })
    );
}

// The conformance suite's `test_elicitation` tool asks for these two.

/// Not sent: a form's own doc comment is not part of the request.
#[derive(Deserialize, JsonSchema, Elicit)]
#[allow(dead_code)]
struct UserResponse {
    /// User's response
    username: String,
    /// User's email address
    email: String,
}

#[test]
fn conformance_test_elicitation_form() {
    assert_eq!(
        *requested::<UserResponse>(),
        json!({
            "type": "object",
            "properties": {
                "username": {"type": "string", "description": "User's response"},
                "email": {"type": "string", "description": "User's email address"}
            },
            "required": ["username", "email"]
        })
    );
}

// Optional fields, limits, formats and titles.

/// A seating preference: the enum's doc describes a field that has none of its own.
#[derive(Deserialize, JsonSchema, Elicit)]
enum Seating {
    Indoor,
    Terrace,
}

#[derive(Deserialize, JsonSchema, Elicit)]
enum Extra {
    #[schemars(title = "High chair")]
    HighChair,
    /// A bowl of water for a dog
    DogBowl,
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[serde(deny_unknown_fields)]
#[allow(dead_code)]
struct Booking {
    /// Who the table is for
    #[schemars(title = "Name", length(min = 1, max = 80))]
    name: String,
    /// Where to send the confirmation
    #[schemars(email)]
    contact: String,
    #[schemars(url)]
    website: Option<String>,
    #[schemars(extend("format" = "date"))]
    day: String,
    #[schemars(extend("format" = "uuid"))]
    reference: Option<String>,
    #[schemars(range(min = 1, max = 12))]
    guests: u8,
    tip: Option<f32>,
    highchair: Option<bool>,
    seating: Option<Seating>,
    extras: Option<Vec<Extra>>,
    #[serde(default)]
    notes: Vec<Extra>,
    #[serde(skip)]
    internal: std::collections::HashMap<String, String>,
}

#[test]
fn optional_fields_are_not_required_and_limits_formats_and_titles_are_kept() {
    assert_eq!(
        *requested::<Booking>(),
        json!({
            "type": "object",
            "properties": {
                "name": {
                    "type": "string",
                    "title": "Name",
                    "description": "Who the table is for",
                    "minLength": 1,
                    "maxLength": 80
                },
                "contact": {
                    "type": "string",
                    "description": "Where to send the confirmation",
                    "format": "email"
                },
                "website": {"type": "string", "format": "uri"},
                "day": {"type": "string", "format": "date"},
                "reference": {"type": "string"},
                "guests": {"type": "integer", "minimum": 1, "maximum": 12},
                "tip": {"type": "number"},
                "highchair": {"type": "boolean"},
                "seating": {
                    "type": "string",
                    "description": "A seating preference: the enum's doc describes a field that has none of its own.",
                    "enum": ["Indoor", "Terrace"]
                },
                "extras": {
                    "type": "array",
                    "items": {
                        "anyOf": [
                            {"const": "HighChair", "title": "High chair"},
                            {"const": "DogBowl", "title": "A bowl of water for a dog"}
                        ]
                    }
                },
                "notes": {
                    "type": "array",
                    "items": {
                        "anyOf": [
                            {"const": "HighChair", "title": "High chair"},
                            {"const": "DogBowl", "title": "A bowl of water for a dog"}
                        ]
                    }
                }
            },
            "required": ["name", "contact", "day", "guests"]
        })
    );
}

/// Inlined, an optional choice is one schema whose `enum` lists `null`.
#[derive(Deserialize, JsonSchema, Elicit)]
#[schemars(inline)]
enum Inlined {
    Yes,
    No,
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[schemars(inline)]
enum InlinedTitled {
    #[schemars(title = "Yes please")]
    Yes,
    #[schemars(title = "No thanks")]
    No,
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[allow(dead_code)]
struct Inlines {
    plain: Option<Inlined>,
    titled: Option<InlinedTitled>,
    many: Vec<InlinedTitled>,
}

#[test]
fn inlined_optional_choices_lose_their_null() {
    assert_eq!(
        *requested::<Inlines>(),
        json!({
            "type": "object",
            "properties": {
                "plain": {
                    "type": "string",
                    "description": "Inlined, an optional choice is one schema whose `enum` lists `null`.",
                    "enum": ["Yes", "No"]
                },
                "titled": {
                    "type": "string",
                    "oneOf": [
                        {"const": "Yes", "title": "Yes please"},
                        {"const": "No", "title": "No thanks"}
                    ]
                },
                "many": {
                    "type": "array",
                    "items": {
                        "anyOf": [
                            {"const": "Yes", "title": "Yes please"},
                            {"const": "No", "title": "No thanks"}
                        ]
                    }
                }
            },
            "required": ["many"]
        })
    );
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[allow(dead_code)]
struct Numbers {
    a: i8,
    b: i16,
    c: i32,
    d: isize,
    e: u16,
    f: u32,
    g: u64,
    h: usize,
}

#[test]
fn integer_widths_keep_their_bounds_but_not_their_format() {
    assert_eq!(
        requested::<Numbers>()["properties"],
        json!({
            "a": {"type": "integer", "minimum": -128, "maximum": 127},
            "b": {"type": "integer", "minimum": -32768, "maximum": 32767},
            "c": {"type": "integer"},
            "d": {"type": "integer"},
            "e": {"type": "integer", "minimum": 0, "maximum": 65535},
            "f": {"type": "integer", "minimum": 0},
            "g": {"type": "integer", "minimum": 0},
            "h": {"type": "integer", "minimum": 0}
        })
    );
}

#[derive(Deserialize, JsonSchema, Elicit)]
enum Partly {
    #[schemars(title = "Alpha")]
    A,
    B,
    C,
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[allow(dead_code)]
struct PartlyTitled {
    pick: Partly,
}

/// schemars groups a choice's untitled variants into one `enum` listed first; they are
/// titled by their value, and come first.
#[test]
fn a_choice_titling_some_options_titles_the_others_by_their_value() {
    assert_eq!(
        requested::<PartlyTitled>()["properties"]["pick"],
        json!({
            "type": "string",
            "oneOf": [
                {"const": "B", "title": "B"},
                {"const": "C", "title": "C"},
                {"const": "A", "title": "Alpha"}
            ]
        })
    );
}

#[derive(Deserialize, JsonSchema, Elicit)]
struct Confirm {}

#[test]
fn a_form_without_fields_asks_for_nothing() {
    assert_eq!(
        *requested::<Confirm>(),
        json!({"type": "object", "properties": {}})
    );
}

#[test]
fn the_schema_is_computed_once() {
    assert!(std::ptr::eq(
        requested::<UserResponse>(),
        requested::<UserResponse>()
    ));
}

// What the conversion refuses: schemars attributes that reshape a field past what a form
// can hold (the derive refuses the field types at compile time; see tests/compile-fail/ui/elicit).

fn refused<T: JsonSchema>() -> String {
    form_schema(&schema_for!(T)).expect_err("not a form")
}

#[derive(Deserialize, JsonSchema, Elicit)]
#[allow(dead_code)]
struct Voucher {
    #[schemars(regex(pattern = r"^\d+$"))]
    code: String,
}

#[test]
fn a_pattern_is_refused_with_the_property_named() {
    assert_eq!(
        Voucher::requested_schema(),
        Err(
            "property `code` has `pattern`, which an elicitation form cannot express: a string \
             field takes `minLength`, `maxLength` and a `format` of `email`, `uri`, `date` or \
             `date-time`"
        )
    );
}

#[test]
fn a_nested_object_is_refused() {
    #[derive(JsonSchema)]
    #[allow(dead_code)]
    struct Address {
        street: String,
    }
    #[derive(JsonSchema)]
    #[allow(dead_code)]
    struct Form {
        address: Address,
    }
    assert_eq!(
        refused::<Form>(),
        "property `address` is a nested object: a form is flat, its fields strings, numbers, \
         booleans or choices"
    );
}

#[test]
fn a_list_of_free_text_is_refused() {
    #[derive(JsonSchema)]
    #[allow(dead_code)]
    struct Form {
        tags: Vec<String>,
    }
    assert_eq!(
        refused::<Form>(),
        "property `tags` is a list of something other than choices: a list field is a \
         multi-select, a `Vec` of a unit-only enum deriving `Elicit`"
    );
}

#[test]
fn a_choice_of_numbers_is_refused() {
    #[derive(JsonSchema)]
    #[allow(dead_code)]
    struct Form {
        #[schemars(extend("enum" = [1, 2, 3]))]
        stars: u8,
    }
    assert_eq!(
        refused::<Form>(),
        "property `stars` is a choice of \"integer\" values: a form's options are strings"
    );
}

#[test]
fn a_type_that_is_no_object_is_refused() {
    assert_eq!(
        refused::<String>(),
        "a form is a struct with named fields, and this schema is no object"
    );
}
