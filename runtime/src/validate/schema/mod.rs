//! JSON Schema, compiled once and checked per call: the 2020-12 vocabulary (applicators,
//! validation, `format` as an assertion for the formats below, `unevaluated*`), and the
//! earlier drafts' array `items`, `additionalItems`, `definitions` and `dependencies` when a
//! schema declares one. References resolve inside the schema only (`#`, JSON pointers,
//! `$defs`, `$anchor`); anything else is refused when the schema is compiled.
//!
//! A failure is a [`Fault`]: where (a JSON pointer into the arguments) and what, from the
//! schema's side only. The model-facing text is written from faults in `validate/mod.rs`;
//! nothing here formats a supplied value.

mod check;
mod compile;
mod formats;
mod seen;
mod values;

use check::Walk;
use compile::find_anchors;
use formats::Format;
use regex::Regex;
use serde_json::{Number, Value};
use std::collections::HashMap;

/// A JSON type, as a schema names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum JsonType {
    Array,
    Boolean,
    Integer,
    Null,
    Number,
    Object,
    String,
}

impl JsonType {
    fn parse(name: &str) -> Option<Self> {
        Some(match name {
            "array" => Self::Array,
            "boolean" => Self::Boolean,
            "integer" => Self::Integer,
            "null" => Self::Null,
            "number" => Self::Number,
            "object" => Self::Object,
            "string" => Self::String,
            _ => return None,
        })
    }

    pub(super) fn name(self) -> &'static str {
        match self {
            Self::Array => "array",
            Self::Boolean => "boolean",
            Self::Integer => "integer",
            Self::Null => "null",
            Self::Number => "number",
            Self::Object => "object",
            Self::String => "string",
        }
    }

    fn admits(self, value: &Value) -> bool {
        match (self, value) {
            (Self::Array, Value::Array(_))
            | (Self::Boolean, Value::Bool(_))
            | (Self::Null, Value::Null)
            | (Self::Number, Value::Number(_))
            | (Self::Object, Value::Object(_))
            | (Self::String, Value::String(_)) => true,
            (Self::Integer, Value::Number(n)) => is_integer(n),
            _ => false,
        }
    }
}

/// An integer in JSON Schema's sense: any number with no fractional part (`1.0` is one).
pub(super) fn is_integer(n: &Number) -> bool {
    n.is_i64() || n.is_u64() || n.as_f64().is_some_and(|f| f.fract() == 0.0)
}

/// What failed, from the schema's side.
#[derive(Debug, Clone)]
pub(super) enum FaultKind {
    Type(Vec<JsonType>),
    Enum(Value),
    Const(Value),
    Minimum(Number),
    Maximum(Number),
    ExclusiveMinimum(Number),
    ExclusiveMaximum(Number),
    MultipleOf(Number),
    MinLength(u64),
    MaxLength(u64),
    Pattern(String),
    Format(String),
    Required(String),
    MinItems(u64),
    MaxItems(u64),
    /// Draft 2019-09 and earlier: `additionalItems: false` after this many tuple items.
    AdditionalItems(u64),
    MinProperties(u64),
    MaxProperties(u64),
    UniqueItems,
    Contains,
    /// Properties no keyword allows (`additionalProperties` or `unevaluatedProperties`
    /// false).
    UnexpectedProperties(Vec<String>),
    UnevaluatedItems,
    /// A `false` schema.
    False,
    Not,
    AnyOf(Vec<Vec<Fault>>),
    OneOfNone(Vec<Vec<Fault>>),
    OneOfSeveral,
    PropertyNames(Box<FaultKind>),
}

/// One failure at one place in the arguments.
#[derive(Debug, Clone)]
pub(super) struct Fault {
    /// A JSON pointer into the arguments (`""` is the root).
    pub(super) pointer: String,
    pub(super) kind: FaultKind,
}

type Id = usize;

#[derive(Debug)]
enum Node {
    Bool(bool),
    Schema(Box<Keywords>),
    /// A `$ref` not compiled yet (only while compiling).
    Pending,
}

#[derive(Debug, Default)]
struct Keywords {
    /// Which groups of keywords this schema has ([`Keywords::groups`]): a check skips the
    /// rest without looking at them.
    groups: u8,
    reference: Option<Id>,
    types: Option<Vec<JsonType>>,
    enumeration: Option<Vec<Value>>,
    constant: Option<Value>,
    minimum: Option<Number>,
    maximum: Option<Number>,
    exclusive_minimum: Option<Number>,
    exclusive_maximum: Option<Number>,
    multiple_of: Option<Number>,
    min_length: Option<u64>,
    max_length: Option<u64>,
    pattern: Option<(String, Regex)>,
    format: Option<Format>,
    prefix_items: Vec<Id>,
    items: Option<Id>,
    contains: Option<Id>,
    min_contains: Option<u64>,
    max_contains: Option<u64>,
    min_items: Option<u64>,
    max_items: Option<u64>,
    unique_items: bool,
    unevaluated_items: Option<Id>,
    properties: Vec<(String, Id)>,
    pattern_properties: Vec<(Regex, Id)>,
    additional_properties: Option<Id>,
    unevaluated_properties: Option<Id>,
    property_names: Option<Id>,
    required: Vec<String>,
    dependent_required: Vec<(String, Vec<String>)>,
    dependent_schemas: Vec<(String, Id)>,
    min_properties: Option<u64>,
    max_properties: Option<u64>,
    all_of: Vec<Id>,
    any_of: Vec<Id>,
    one_of: Vec<Id>,
    not: Option<Id>,
    condition: Option<(Id, Option<Id>, Option<Id>)>,
}

const OBJECT: u8 = 1;
const ARRAY: u8 = 2;
const COMBINE: u8 = 4;
const UNEVALUATED: u8 = 8;

impl Keywords {
    fn groups(&self) -> u8 {
        let object = !self.properties.is_empty()
            || !self.pattern_properties.is_empty()
            || self.additional_properties.is_some()
            || self.property_names.is_some()
            || !self.required.is_empty()
            || !self.dependent_required.is_empty()
            || !self.dependent_schemas.is_empty()
            || self.min_properties.is_some()
            || self.max_properties.is_some();
        let array = !self.prefix_items.is_empty()
            || self.items.is_some()
            || self.contains.is_some()
            || self.min_items.is_some()
            || self.max_items.is_some()
            || self.unique_items;
        let combine = !self.all_of.is_empty()
            || !self.any_of.is_empty()
            || !self.one_of.is_empty()
            || self.not.is_some()
            || self.condition.is_some();
        let unevaluated = self.unevaluated_properties.is_some() || self.unevaluated_items.is_some();
        [
            (object, OBJECT),
            (array, ARRAY),
            (combine, COMBINE),
            (unevaluated, UNEVALUATED),
        ]
        .iter()
        .filter(|(has, _)| *has)
        .fold(0, |groups, (_, group)| groups | group)
    }
}

/// Which draft's array and dependency keywords a schema uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Dialect {
    /// 2020-12 (the default): `prefixItems` and `items`.
    Current,
    /// Draft 4 to 2019-09: `items` as an array, `additionalItems`, `dependencies`.
    Legacy,
}

/// A compiled schema.
#[derive(Debug)]
pub(super) struct Schema {
    nodes: Vec<Node>,
    root: Id,
    /// Whether any node has `unevaluatedProperties` or `unevaluatedItems`: only then is
    /// what each keyword evaluated recorded.
    tracks: bool,
}

struct Compiler<'s> {
    root: &'s Value,
    dialect: Dialect,
    nodes: Vec<Node>,
    /// Compiled `$ref` targets, by their JSON pointer into the root.
    refs: HashMap<String, Id>,
    /// `$anchor` names and where they are.
    anchors: HashMap<String, String>,
    queue: Vec<(Id, String)>,
}

/// The deepest a check goes into the arguments and through references before it stops
/// with a failure: a recursive schema on deep input cannot take the stack.
const MAX_DEPTH: usize = 128;

impl Schema {
    /// Compile `schema`. A message for the developer when it is not a schema this
    /// validator can hold (a wrong keyword type, a `$ref` outside the schema, a pattern
    /// the `regex` crate does not take).
    pub(super) fn compile(schema: &Value) -> Result<Self, String> {
        let dialect = match schema.get("$schema").and_then(Value::as_str) {
            Some(uri) if !uri.contains("2020-12") => Dialect::Legacy,
            _ => Dialect::Current,
        };
        let mut anchors = HashMap::new();
        find_anchors(schema, String::new(), &mut anchors);
        let mut compiler = Compiler {
            root: schema,
            dialect,
            nodes: Vec::new(),
            refs: HashMap::new(),
            anchors,
            queue: Vec::new(),
        };
        let root = compiler.node(schema)?;
        while let Some((id, pointer)) = compiler.queue.pop() {
            let target = compiler.root.pointer(&pointer).ok_or_else(|| {
                format!("$ref to `#{pointer}` does not resolve within the schema")
            })?;
            let node = compiler.build(target)?;
            compiler.nodes[id] = node;
        }
        let tracks = compiler.nodes.iter().any(|n| {
            matches!(n, Node::Schema(k) if k.unevaluated_properties.is_some() || k.unevaluated_items.is_some())
        });
        Ok(Self {
            nodes: compiler.nodes,
            root,
            tracks,
        })
    }

    /// Whether `value` passes, building no fault.
    pub(super) fn is_valid(&self, value: &Value) -> bool {
        self.run(value, true).is_empty()
    }

    /// Every fault of `value`.
    pub(super) fn faults(&self, value: &Value) -> Vec<Fault> {
        self.run(value, false)
    }

    /// The faults of `value` (with `first`, only whether there is one).
    fn run(&self, value: &Value, first: bool) -> Vec<Fault> {
        let mut faults = Vec::new();
        let mut pointer = String::new();
        let mut walk = Walk {
            pointer: &mut pointer,
            faults: &mut faults,
            depth: 0,
            first,
        };
        self.check(self.root, value, &mut walk, None);
        faults
    }
}
