//! JSON Schema, compiled once and checked per call: the 2020-12 vocabulary (applicators,
//! validation, `format` as an assertion for the formats below, `unevaluated*`), and the
//! earlier drafts' array `items`, `additionalItems`, `definitions` and `dependencies` when a
//! schema declares one. References resolve inside the schema only (`#`, JSON pointers,
//! `$defs`, `$anchor`); anything else is refused when the schema is compiled.
//!
//! A failure is a [`Fault`]: where (a JSON pointer into the arguments) and what, from the
//! schema's side only. The model-facing text is written from faults in `validate/mod.rs`;
//! nothing here formats a supplied value.

use regex::Regex;
use serde_json::{Map, Number, Value};
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
fn is_integer(n: &Number) -> bool {
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

/// The formats asserted; any other `format` (schemars' `uint64`, `int32`, `double`, ...)
/// is an annotation and passes.
#[derive(Debug, Clone, Copy)]
enum Format {
    DateTime,
    Date,
    Time,
    Email,
    Hostname,
    Ipv4,
    Ipv6,
    Uri,
    Uuid,
}

impl Format {
    fn parse(name: &str) -> Option<Self> {
        Some(match name {
            "date-time" => Self::DateTime,
            "date" => Self::Date,
            "time" => Self::Time,
            "email" => Self::Email,
            "hostname" => Self::Hostname,
            "ipv4" => Self::Ipv4,
            "ipv6" => Self::Ipv6,
            "uri" => Self::Uri,
            "uuid" => Self::Uuid,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            Self::DateTime => "date-time",
            Self::Date => "date",
            Self::Time => "time",
            Self::Email => "email",
            Self::Hostname => "hostname",
            Self::Ipv4 => "ipv4",
            Self::Ipv6 => "ipv6",
            Self::Uri => "uri",
            Self::Uuid => "uuid",
        }
    }

    fn admits(self, s: &str) -> bool {
        match self {
            Self::DateTime => formats::date_time(s),
            Self::Date => formats::date(s),
            Self::Time => formats::time(s),
            Self::Email => formats::email(s),
            Self::Hostname => formats::hostname(s),
            Self::Ipv4 => s.parse::<std::net::Ipv4Addr>().is_ok(),
            Self::Ipv6 => s.parse::<std::net::Ipv6Addr>().is_ok(),
            Self::Uri => formats::uri(s),
            Self::Uuid => formats::uuid(s),
        }
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
        let mut faults = Vec::new();
        self.check(
            self.root,
            value,
            &mut String::new(),
            &mut faults,
            None,
            0,
            true,
        );
        faults.is_empty()
    }

    /// Every fault of `value`.
    pub(super) fn faults(&self, value: &Value) -> Vec<Fault> {
        let mut faults = Vec::new();
        self.check(
            self.root,
            value,
            &mut String::new(),
            &mut faults,
            None,
            0,
            false,
        );
        faults
    }

    /// Check `value` at `pointer` against node `id`, adding faults; what it evaluated goes
    /// to `seen` (for `unevaluated*`). `first` stops at the first fault.
    #[allow(clippy::too_many_arguments)]
    fn check(
        &self,
        id: Id,
        value: &Value,
        pointer: &mut String,
        faults: &mut Vec<Fault>,
        seen: Option<&mut Seen>,
        depth: usize,
        first: bool,
    ) {
        let k = match &self.nodes[id] {
            Node::Bool(true) | Node::Pending => return,
            Node::Bool(false) => return fault(faults, pointer, FaultKind::False),
            Node::Schema(k) => k,
        };
        if depth > MAX_DEPTH {
            return fault(faults, pointer, FaultKind::False);
        }
        let mut local = Seen::default();
        let before = faults.len();
        if let Some(r) = k.reference {
            self.check(
                r,
                value,
                pointer,
                faults,
                Some(&mut local),
                depth + 1,
                first,
            );
        }
        if let Some(types) = &k.types {
            if !types.iter().any(|t| t.admits(value)) {
                fault(faults, pointer, FaultKind::Type(types.clone()));
            }
        }
        if let Some(options) = &k.enumeration {
            if !options.iter().any(|o| equal(o, value)) {
                fault(
                    faults,
                    pointer,
                    FaultKind::Enum(Value::Array(options.clone())),
                );
            }
        }
        if let Some(c) = &k.constant {
            if !equal(c, value) {
                fault(faults, pointer, FaultKind::Const(c.clone()));
            }
        }
        match value {
            Value::Number(n) => number(k, n, pointer, faults),
            Value::String(s) => string(k, s, pointer, faults),
            _ => {}
        }
        if k.groups == 0 || (first && faults.len() > before) {
            if let Some(seen) = seen {
                seen.absorb(local);
            }
            return;
        }
        match value {
            Value::Array(items) if k.groups & ARRAY != 0 => {
                self.array(k, items, pointer, faults, &mut local, depth, first);
            }
            Value::Object(map) if k.groups & OBJECT != 0 => {
                self.object(k, value, map, pointer, faults, &mut local, depth, first);
            }
            _ => {}
        }
        if first && faults.len() > before {
            return;
        }
        if k.groups & COMBINE != 0 {
            self.combinators(k, value, pointer, faults, &mut local, depth, first);
        }
        if k.groups & UNEVALUATED != 0 {
            self.unevaluated(k, value, pointer, faults, &mut local, depth, first);
        }
        if let Some(seen) = seen {
            seen.absorb(local);
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn array(
        &self,
        k: &Keywords,
        items: &[Value],
        pointer: &mut String,
        faults: &mut Vec<Fault>,
        seen: &mut Seen,
        depth: usize,
        first: bool,
    ) {
        let n = items.len() as u64;
        if k.min_items.is_some_and(|m| n < m) {
            fault(
                faults,
                pointer,
                FaultKind::MinItems(k.min_items.unwrap_or(0)),
            );
        }
        if k.max_items.is_some_and(|m| n > m) {
            fault(
                faults,
                pointer,
                FaultKind::MaxItems(k.max_items.unwrap_or(0)),
            );
        }
        if k.unique_items && !unique(items) {
            fault(faults, pointer, FaultKind::UniqueItems);
        }
        for (i, (item, &schema)) in items.iter().zip(&k.prefix_items).enumerate() {
            self.at(schema, item, Step::Index(i), pointer, faults, depth, first);
        }
        seen.items = seen.items.max(k.prefix_items.len().min(items.len()));
        if let Some(schema) = k.items {
            if self.dialect_additional_false(schema) && items.len() > k.prefix_items.len() {
                fault(
                    faults,
                    pointer,
                    FaultKind::AdditionalItems(k.prefix_items.len() as u64),
                );
            } else {
                for (i, item) in items.iter().enumerate().skip(k.prefix_items.len()) {
                    self.at(schema, item, Step::Index(i), pointer, faults, depth, first);
                }
            }
            seen.items = items.len();
        }
        if let Some(schema) = k.contains {
            let matching: Vec<usize> = (0..items.len())
                .filter(|&i| self.passes(schema, &items[i], depth))
                .collect();
            let found = matching.len() as u64;
            if found < k.min_contains.unwrap_or(1) || k.max_contains.is_some_and(|m| found > m) {
                fault(faults, pointer, FaultKind::Contains);
            }
            if self.tracks {
                seen.contained.extend(matching);
            }
        }
    }

    /// `additionalItems: false` in a legacy tuple schema is reported as such (by the count
    /// the tuple allows), not as a `false` schema per extra item.
    fn dialect_additional_false(&self, schema: Id) -> bool {
        matches!(self.nodes[schema], Node::Bool(false))
    }

    /// Check `member`, one step below `pointer` (an item or a property), against `schema`.
    #[allow(clippy::too_many_arguments)]
    fn at(
        &self,
        schema: Id,
        member: &Value,
        step: Step<'_>,
        pointer: &mut String,
        faults: &mut Vec<Fault>,
        depth: usize,
        first: bool,
    ) {
        if first {
            // Only whether it passes is asked: no place is written.
            return self.check(schema, member, pointer, faults, None, depth + 1, first);
        }
        let len = pointer.len();
        pointer.push('/');
        match step {
            Step::Index(i) => pointer.push_str(itoa::Buffer::new().format(i)),
            Step::Key(key) => {
                for c in key.chars() {
                    match c {
                        '~' => pointer.push_str("~0"),
                        '/' => pointer.push_str("~1"),
                        c => pointer.push(c),
                    }
                }
            }
        }
        self.check(schema, member, pointer, faults, None, depth + 1, first);
        pointer.truncate(len);
    }

    #[allow(clippy::too_many_arguments)]
    fn object(
        &self,
        k: &Keywords,
        value: &Value,
        map: &Map<String, Value>,
        pointer: &mut String,
        faults: &mut Vec<Fault>,
        seen: &mut Seen,
        depth: usize,
        first: bool,
    ) {
        let n = map.len() as u64;
        if let Some(m) = k.min_properties.filter(|&m| n < m) {
            fault(faults, pointer, FaultKind::MinProperties(m));
        }
        if let Some(m) = k.max_properties.filter(|&m| n > m) {
            fault(faults, pointer, FaultKind::MaxProperties(m));
        }
        for name in &k.required {
            if !map.contains_key(name) {
                fault(faults, pointer, FaultKind::Required(name.clone()));
            }
        }
        for (name, needs) in &k.dependent_required {
            if map.contains_key(name) {
                for need in needs.iter().filter(|need| !map.contains_key(*need)) {
                    fault(faults, pointer, FaultKind::Required(need.clone()));
                }
            }
        }
        if let Some(names) = k.property_names {
            for key in map.keys() {
                let mut inner = Vec::new();
                let name = Value::String(key.clone());
                self.check(
                    names,
                    &name,
                    &mut String::new(),
                    &mut inner,
                    None,
                    depth + 1,
                    true,
                );
                if let Some(f) = inner.into_iter().next() {
                    fault(faults, pointer, FaultKind::PropertyNames(Box::new(f.kind)));
                }
            }
        }
        let mut unexpected = Vec::new();
        for (key, member) in map {
            let mut matched = false;
            if let Some((_, schema)) = k.properties.iter().find(|(name, _)| name == key) {
                self.at(
                    *schema,
                    member,
                    Step::Key(key),
                    pointer,
                    faults,
                    depth,
                    first,
                );
                matched = true;
            }
            for (re, schema) in &k.pattern_properties {
                if re.is_match(key) {
                    self.at(
                        *schema,
                        member,
                        Step::Key(key),
                        pointer,
                        faults,
                        depth,
                        first,
                    );
                    matched = true;
                }
            }
            if let (false, Some(schema)) = (matched, k.additional_properties) {
                if matches!(self.nodes[schema], Node::Bool(false)) {
                    unexpected.push(key.clone());
                } else {
                    self.at(
                        schema,
                        member,
                        Step::Key(key),
                        pointer,
                        faults,
                        depth,
                        first,
                    );
                }
                matched = true;
            }
            if matched && self.tracks {
                seen.properties.push(key.clone());
            }
        }
        if !unexpected.is_empty() {
            fault(faults, pointer, FaultKind::UnexpectedProperties(unexpected));
        }
        for (name, schema) in &k.dependent_schemas {
            if map.contains_key(name) {
                self.check(
                    *schema,
                    value,
                    pointer,
                    faults,
                    Some(seen),
                    depth + 1,
                    first,
                );
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn combinators(
        &self,
        k: &Keywords,
        value: &Value,
        pointer: &mut String,
        faults: &mut Vec<Fault>,
        seen: &mut Seen,
        depth: usize,
        first: bool,
    ) {
        for &schema in &k.all_of {
            self.check(schema, value, pointer, faults, Some(seen), depth + 1, first);
        }
        if !k.any_of.is_empty() {
            let mut branches = Vec::new();
            let mut any = false;
            for &schema in &k.any_of {
                let (passed, branch, branch_seen) =
                    self.branch(schema, value, pointer, depth, first);
                if passed {
                    any = true;
                    seen.absorb(branch_seen);
                } else {
                    branches.push(branch);
                }
            }
            if !any {
                fault(faults, pointer, FaultKind::AnyOf(branches));
            }
        }
        if !k.one_of.is_empty() {
            let mut branches = Vec::new();
            let mut passing = 0;
            for &schema in &k.one_of {
                let (passed, branch, branch_seen) =
                    self.branch(schema, value, pointer, depth, first);
                if passed {
                    passing += 1;
                    seen.absorb(branch_seen);
                } else {
                    branches.push(branch);
                }
            }
            match passing {
                0 => fault(faults, pointer, FaultKind::OneOfNone(branches)),
                1 => {}
                _ => fault(faults, pointer, FaultKind::OneOfSeveral),
            }
        }
        if let Some(schema) = k.not {
            if self.passes(schema, value, depth) {
                fault(faults, pointer, FaultKind::Not);
            }
        }
        if let Some((condition, then, otherwise)) = k.condition {
            let (passed, _, branch_seen) = self.branch(condition, value, pointer, depth, true);
            let next = if passed {
                seen.absorb(branch_seen);
                then
            } else {
                otherwise
            };
            if let Some(schema) = next {
                self.check(schema, value, pointer, faults, Some(seen), depth + 1, first);
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn unevaluated(
        &self,
        k: &Keywords,
        value: &Value,
        pointer: &mut String,
        faults: &mut Vec<Fault>,
        seen: &mut Seen,
        depth: usize,
        first: bool,
    ) {
        if let (Some(schema), Value::Object(map)) = (k.unevaluated_properties, value) {
            let mut unexpected = Vec::new();
            for (key, member) in map {
                if seen.properties.iter().any(|p| p == key) {
                    continue;
                }
                if matches!(self.nodes[schema], Node::Bool(false)) {
                    unexpected.push(key.clone());
                } else {
                    self.at(
                        schema,
                        member,
                        Step::Key(key),
                        pointer,
                        faults,
                        depth,
                        first,
                    );
                }
                seen.properties.push(key.clone());
            }
            if !unexpected.is_empty() {
                fault(faults, pointer, FaultKind::UnexpectedProperties(unexpected));
            }
        }
        if let (Some(schema), Value::Array(items)) = (k.unevaluated_items, value) {
            let rest = (seen.items..items.len()).filter(|i| !seen.contained.contains(i));
            let mut failed = false;
            for i in rest {
                failed |= !self.passes(schema, &items[i], depth);
            }
            if failed {
                fault(faults, pointer, FaultKind::UnevaluatedItems);
            }
            seen.items = items.len();
        }
    }

    /// One alternative of `anyOf`, `oneOf` or `if`: whether it passes, its faults (kept
    /// apart) and what it evaluated.
    fn branch(
        &self,
        schema: Id,
        value: &Value,
        pointer: &mut String,
        depth: usize,
        first: bool,
    ) -> (bool, Vec<Fault>, Seen) {
        let mut faults = Vec::new();
        let mut seen = Seen::default();
        self.check(
            schema,
            value,
            pointer,
            &mut faults,
            Some(&mut seen),
            depth + 1,
            first,
        );
        (faults.is_empty(), faults, seen)
    }

    fn passes(&self, schema: Id, value: &Value, depth: usize) -> bool {
        let mut faults = Vec::new();
        self.check(
            schema,
            value,
            &mut String::new(),
            &mut faults,
            None,
            depth + 1,
            true,
        );
        faults.is_empty()
    }
}

/// One step into the arguments: an array item or an object member.
#[derive(Clone, Copy)]
enum Step<'k> {
    Index(usize),
    Key(&'k str),
}

/// What the keywords of one schema (and its in-place applicators) evaluated, for
/// `unevaluatedProperties` and `unevaluatedItems`.
#[derive(Debug, Default)]
struct Seen {
    properties: Vec<String>,
    /// Items `0..items` were evaluated.
    items: usize,
    contained: Vec<usize>,
}

impl Seen {
    fn absorb(&mut self, other: Seen) {
        self.properties.extend(other.properties);
        self.items = self.items.max(other.items);
        self.contained.extend(other.contained);
    }
}

fn fault(faults: &mut Vec<Fault>, pointer: &str, kind: FaultKind) {
    faults.push(Fault {
        pointer: pointer.to_owned(),
        kind,
    });
}

#[inline]
fn number(k: &Keywords, n: &Number, pointer: &str, faults: &mut Vec<Fault>) {
    use std::cmp::Ordering::{Greater, Less};
    let bound = |limit: &Option<Number>, bad: &[std::cmp::Ordering]| {
        limit
            .as_ref()
            .filter(|l| compare(n, l).is_some_and(|o| bad.contains(&o)))
            .cloned()
    };
    if let Some(l) = bound(&k.minimum, &[Less]) {
        fault(faults, pointer, FaultKind::Minimum(l));
    }
    if let Some(l) = bound(&k.maximum, &[Greater]) {
        fault(faults, pointer, FaultKind::Maximum(l));
    }
    if let Some(l) = bound(&k.exclusive_minimum, &[Less, std::cmp::Ordering::Equal]) {
        fault(faults, pointer, FaultKind::ExclusiveMinimum(l));
    }
    if let Some(l) = bound(&k.exclusive_maximum, &[Greater, std::cmp::Ordering::Equal]) {
        fault(faults, pointer, FaultKind::ExclusiveMaximum(l));
    }
    if let Some(m) = &k.multiple_of {
        if !multiple_of(n, m) {
            fault(faults, pointer, FaultKind::MultipleOf(m.clone()));
        }
    }
}

/// `a` against `b`, exactly for integers (u64 and i64 alike), as floats otherwise.
fn compare(a: &Number, b: &Number) -> Option<std::cmp::Ordering> {
    let int = |n: &Number| {
        n.as_i64()
            .map(i128::from)
            .or_else(|| n.as_u64().map(i128::from))
    };
    match (int(a), int(b)) {
        (Some(x), Some(y)) => Some(x.cmp(&y)),
        _ => a.as_f64()?.partial_cmp(&b.as_f64()?),
    }
}

fn multiple_of(n: &Number, m: &Number) -> bool {
    if let (Some(x), Some(y)) = (n.as_u64().or(n.as_i64().map(i64::unsigned_abs)), m.as_u64()) {
        return y != 0 && x % y == 0;
    }
    match (n.as_f64(), m.as_f64()) {
        (Some(x), Some(y)) if y > 0.0 => {
            let q = x / y;
            q.is_finite() && (q - q.round()).abs() < 1e-9
        }
        _ => false,
    }
}

#[inline]
fn string(k: &Keywords, s: &str, pointer: &str, faults: &mut Vec<Fault>) {
    if k.min_length.is_some() || k.max_length.is_some() {
        let chars = s.chars().count() as u64;
        if let Some(m) = k.min_length.filter(|&m| chars < m) {
            fault(faults, pointer, FaultKind::MinLength(m));
        }
        if let Some(m) = k.max_length.filter(|&m| chars > m) {
            fault(faults, pointer, FaultKind::MaxLength(m));
        }
    }
    if let Some((source, re)) = &k.pattern {
        if !re.is_match(s) {
            fault(faults, pointer, FaultKind::Pattern(source.clone()));
        }
    }
    if let Some(format) = k.format {
        if !format.admits(s) {
            fault(faults, pointer, FaultKind::Format(format.name().to_owned()));
        }
    }
}

/// JSON equality as JSON Schema has it: numbers by value (`1` equals `1.0`).
fn equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => compare(x, y) == Some(std::cmp::Ordering::Equal),
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(a, b)| equal(a, b))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| equal(v, w)))
        }
        _ => a == b,
    }
}

fn unique(items: &[Value]) -> bool {
    // Hash the common case (scalars and flat values) by their serialization; fall back to
    // pairwise comparison only among items that serialize alike or are numbers.
    let mut seen = std::collections::HashSet::with_capacity(items.len());
    let mut numbers: Vec<&Number> = Vec::new();
    for item in items {
        if let Value::Number(n) = item {
            if numbers
                .iter()
                .any(|m| compare(m, n) == Some(std::cmp::Ordering::Equal))
            {
                return false;
            }
            numbers.push(n);
        } else if !seen.insert(canonical(item)) {
            return false;
        }
    }
    true
}

/// A serialization equal for equal values (object members sorted).
fn canonical(value: &Value) -> String {
    match value {
        Value::Object(map) => {
            let mut members: Vec<_> = map.iter().collect();
            members.sort_by(|a, b| a.0.cmp(b.0));
            let inner: Vec<String> = members
                .iter()
                .map(|(k, v)| format!("{}:{}", Value::String((*k).clone()), canonical(v)))
                .collect();
            format!("{{{}}}", inner.join(","))
        }
        Value::Array(items) => {
            let inner: Vec<String> = items.iter().map(canonical).collect();
            format!("[{}]", inner.join(","))
        }
        Value::Number(n) => n.as_f64().map_or_else(|| n.to_string(), |f| f.to_string()),
        other => other.to_string(),
    }
}

/// Every `$anchor` in `schema`, with the JSON pointer to the schema that declares it.
fn find_anchors(schema: &Value, pointer: String, out: &mut HashMap<String, String>) {
    match schema {
        Value::Object(map) => {
            if let Some(Value::String(anchor)) = map.get("$anchor") {
                out.entry(anchor.clone()).or_insert_with(|| pointer.clone());
            }
            for (key, child) in map {
                if matches!(key.as_str(), "enum" | "const" | "default" | "examples") {
                    continue;
                }
                find_anchors(child, format!("{pointer}/{}", escape(key)), out);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter().enumerate() {
                find_anchors(child, format!("{pointer}/{i}"), out);
            }
        }
        _ => {}
    }
}

fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

impl Compiler<'_> {
    fn node(&mut self, schema: &Value) -> Result<Id, String> {
        let node = self.build(schema)?;
        self.nodes.push(node);
        Ok(self.nodes.len() - 1)
    }

    fn build(&mut self, schema: &Value) -> Result<Node, String> {
        let map = match schema {
            Value::Bool(b) => return Ok(Node::Bool(*b)),
            Value::Object(map) => map,
            _ => {
                return Err(format!(
                    "a schema must be an object or a boolean, not {schema}"
                ))
            }
        };
        let mut k = Keywords::default();
        if let Some(r) = map.get("$ref") {
            let r = r.as_str().ok_or("$ref must be a string")?;
            k.reference = Some(self.reference(r)?);
        }
        self.assertions(map, &mut k)?;
        self.arrays(map, &mut k)?;
        self.objects(map, &mut k)?;
        for (name, list) in [
            ("allOf", &mut k.all_of),
            ("anyOf", &mut k.any_of),
            ("oneOf", &mut k.one_of),
        ] {
            if let Some(v) = map.get(name) {
                let items = v
                    .as_array()
                    .filter(|a| !a.is_empty())
                    .ok_or_else(|| format!("{name} must be a non-empty array"))?;
                for item in items {
                    list.push(self.node(item)?);
                }
            }
        }
        k.not = self.sub(map, "not")?;
        if let Some(condition) = self.sub(map, "if")? {
            k.condition = Some((condition, self.sub(map, "then")?, self.sub(map, "else")?));
        }
        k.groups = k.groups();
        Ok(Node::Schema(Box::new(k)))
    }

    fn sub(&mut self, map: &Map<String, Value>, name: &str) -> Result<Option<Id>, String> {
        map.get(name).map(|v| self.node(v)).transpose()
    }

    /// The node a `$ref` names, compiled once (later, from the queue, so a recursive
    /// schema compiles).
    fn reference(&mut self, r: &str) -> Result<Id, String> {
        let fragment = r.strip_prefix('#').ok_or_else(|| {
            format!("external $ref not allowed (only local #/$defs/... refs): {r}")
        })?;
        let pointer = if fragment.is_empty() || fragment.starts_with('/') {
            percent_decode(fragment)
        } else {
            self.anchors
                .get(fragment)
                .cloned()
                .ok_or_else(|| format!("$ref `{r}` names no $anchor in the schema"))?
        };
        if let Some(&id) = self.refs.get(&pointer) {
            return Ok(id);
        }
        if self.root.pointer(&pointer).is_none() {
            return Err(format!("$ref `{r}` does not resolve within the schema"));
        }
        self.nodes.push(Node::Pending);
        let id = self.nodes.len() - 1;
        self.refs.insert(pointer.clone(), id);
        self.queue.push((id, pointer));
        Ok(id)
    }

    fn assertions(&mut self, map: &Map<String, Value>, k: &mut Keywords) -> Result<(), String> {
        if let Some(t) = map.get("type") {
            let names: Vec<&Value> = match t {
                Value::Array(a) => a.iter().collect(),
                other => vec![other],
            };
            let mut types = Vec::new();
            for name in names {
                let name = name.as_str().and_then(JsonType::parse);
                types.push(name.ok_or_else(|| format!("unknown type in {t}"))?);
            }
            k.types = Some(types);
        }
        if let Some(e) = map.get("enum") {
            k.enumeration = Some(e.as_array().ok_or("enum must be an array")?.clone());
        }
        k.constant = map.get("const").cloned();
        let num = |name: &str| -> Result<Option<Number>, String> {
            match map.get(name) {
                None => Ok(None),
                Some(Value::Number(n)) => Ok(Some(n.clone())),
                Some(_) => Err(format!("{name} must be a number")),
            }
        };
        k.minimum = num("minimum")?;
        k.maximum = num("maximum")?;
        k.exclusive_minimum = num("exclusiveMinimum")?;
        k.exclusive_maximum = num("exclusiveMaximum")?;
        k.multiple_of = num("multipleOf")?;
        if k.multiple_of
            .as_ref()
            .is_some_and(|m| m.as_f64().is_none_or(|f| f <= 0.0))
        {
            return Err("multipleOf must be greater than 0".to_owned());
        }
        k.min_length = count(map, "minLength")?;
        k.max_length = count(map, "maxLength")?;
        if let Some(p) = map.get("pattern") {
            let p = p.as_str().ok_or("pattern must be a string")?;
            k.pattern = Some((p.to_owned(), regex(p)?));
        }
        k.format = map
            .get("format")
            .and_then(Value::as_str)
            .and_then(Format::parse);
        Ok(())
    }

    fn arrays(&mut self, map: &Map<String, Value>, k: &mut Keywords) -> Result<(), String> {
        match (self.dialect, map.get("items")) {
            (Dialect::Legacy, Some(Value::Array(tuple))) => {
                for item in tuple {
                    k.prefix_items.push(self.node(item)?);
                }
                k.items = self.sub(map, "additionalItems")?;
            }
            (_, Some(items)) => k.items = Some(self.node(items)?),
            (_, None) => {}
        }
        if self.dialect == Dialect::Current {
            if let Some(tuple) = map.get("prefixItems") {
                for item in tuple.as_array().ok_or("prefixItems must be an array")? {
                    k.prefix_items.push(self.node(item)?);
                }
            }
        }
        k.contains = self.sub(map, "contains")?;
        k.min_contains = count(map, "minContains")?;
        k.max_contains = count(map, "maxContains")?;
        k.min_items = count(map, "minItems")?;
        k.max_items = count(map, "maxItems")?;
        k.unique_items = map.get("uniqueItems") == Some(&Value::Bool(true));
        k.unevaluated_items = self.sub(map, "unevaluatedItems")?;
        Ok(())
    }

    fn objects(&mut self, map: &Map<String, Value>, k: &mut Keywords) -> Result<(), String> {
        if let Some(props) = map.get("properties") {
            for (name, schema) in props.as_object().ok_or("properties must be an object")? {
                k.properties.push((name.clone(), self.node(schema)?));
            }
        }
        if let Some(props) = map.get("patternProperties") {
            for (p, schema) in props
                .as_object()
                .ok_or("patternProperties must be an object")?
            {
                k.pattern_properties.push((regex(p)?, self.node(schema)?));
            }
        }
        k.additional_properties = self.sub(map, "additionalProperties")?;
        k.unevaluated_properties = self.sub(map, "unevaluatedProperties")?;
        k.property_names = self.sub(map, "propertyNames")?;
        if let Some(required) = map.get("required") {
            let names = required.as_array().ok_or("required must be an array")?;
            for name in names {
                k.required.push(
                    name.as_str()
                        .ok_or("required must list strings")?
                        .to_owned(),
                );
            }
        }
        let legacy = (self.dialect == Dialect::Legacy)
            .then(|| map.get("dependencies"))
            .flatten();
        for deps in [map.get("dependentRequired"), legacy].into_iter().flatten() {
            for (name, needs) in deps
                .as_object()
                .ok_or("dependentRequired must be an object")?
            {
                if let Value::Array(needs) = needs {
                    let needs = needs.iter().filter_map(Value::as_str).map(str::to_owned);
                    k.dependent_required.push((name.clone(), needs.collect()));
                } else {
                    k.dependent_schemas.push((name.clone(), self.node(needs)?));
                }
            }
        }
        if let Some(deps) = map.get("dependentSchemas") {
            for (name, schema) in deps
                .as_object()
                .ok_or("dependentSchemas must be an object")?
            {
                k.dependent_schemas.push((name.clone(), self.node(schema)?));
            }
        }
        k.min_properties = count(map, "minProperties")?;
        k.max_properties = count(map, "maxProperties")?;
        Ok(())
    }
}

fn count(map: &Map<String, Value>, name: &str) -> Result<Option<u64>, String> {
    match map.get(name) {
        None => Ok(None),
        Some(v) => v
            .as_u64()
            .or_else(|| {
                v.as_f64()
                    .filter(|f| *f >= 0.0 && f.fract() == 0.0)
                    .map(|f| f as u64)
            })
            .map(Some)
            .ok_or_else(|| format!("{name} must be a non-negative integer")),
    }
}

fn regex(pattern: &str) -> Result<Regex, String> {
    Regex::new(pattern).map_err(|e| format!("pattern {pattern:?} is not supported: {e}"))
}

/// `%XX` escapes in a `$ref`'s fragment, decoded.
fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            if let Ok(b) = u8::from_str_radix(&s[i + 1..i + 3], 16) {
                out.push(b);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

/// The formats asserted, written from their RFCs' grammars.
mod formats {
    fn digits(s: &str, n: usize) -> Option<u32> {
        (s.len() == n && s.bytes().all(|b| b.is_ascii_digit())).then(|| s.parse().ok())?
    }

    /// RFC 3339 `full-date`.
    pub(super) fn date(s: &str) -> bool {
        let mut parts = s.split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return false;
        };
        let (Some(y), Some(m), Some(d)) = (digits(y, 4), digits(m, 2), digits(d, 2)) else {
            return false;
        };
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        let days = match m {
            1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
            4 | 6 | 9 | 11 => 30,
            2 if leap => 29,
            2 => 28,
            _ => return false,
        };
        (1..=days).contains(&d)
    }

    /// RFC 3339 `full-time`: `hh:mm:ss[.frac](Z|±hh:mm)`.
    pub(super) fn time(s: &str) -> bool {
        let s = s.to_ascii_uppercase();
        let (clock, offset_ok) = if let Some(c) = s.strip_suffix('Z') {
            (c.to_owned(), true)
        } else if s.len() > 6 {
            let (c, off) = s.split_at(s.len() - 6);
            let ok = (off.starts_with('+') || off.starts_with('-'))
                && off.as_bytes()[3] == b':'
                && digits(&off[1..3], 2).is_some_and(|h| h < 24)
                && digits(&off[4..6], 2).is_some_and(|m| m < 60);
            (c.to_owned(), ok)
        } else {
            return false;
        };
        if !offset_ok {
            return false;
        }
        let (whole, frac) = match clock.split_once('.') {
            Some((w, f)) => (w, Some(f)),
            None => (clock.as_str(), None),
        };
        if frac.is_some_and(|f| f.is_empty() || !f.bytes().all(|b| b.is_ascii_digit())) {
            return false;
        }
        let mut parts = whole.split(':');
        let (Some(h), Some(m), Some(sec), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return false;
        };
        matches!((digits(h, 2), digits(m, 2), digits(sec, 2)), (Some(h), Some(m), Some(s)) if h < 24 && m < 60 && s <= 60)
    }

    /// RFC 3339 `date-time`.
    pub(super) fn date_time(s: &str) -> bool {
        match s.find(['T', 't', ' ']) {
            Some(i) if s.as_bytes()[i] != b' ' => date(&s[..i]) && time(&s[i + 1..]),
            _ => false,
        }
    }

    /// An addr-spec's shape: a dot-atom or quoted local part, `@`, a hostname or an
    /// address literal.
    pub(super) fn email(s: &str) -> bool {
        let Some((local, domain)) = s.rsplit_once('@') else {
            return false;
        };
        let local_ok = if local.starts_with('"') && local.ends_with('"') && local.len() >= 2 {
            true
        } else {
            !local.is_empty()
                && local.len() <= 64
                && !local.starts_with('.')
                && !local.ends_with('.')
                && !local.contains("..")
                && local.chars().all(|c| {
                    c.is_ascii_alphanumeric() || "!#$%&'*+-/=?^_`{|}~.".contains(c) || !c.is_ascii()
                })
        };
        let domain_ok = match domain.strip_prefix('[').and_then(|d| d.strip_suffix(']')) {
            Some(literal) => {
                literal.parse::<std::net::Ipv4Addr>().is_ok()
                    || literal
                        .strip_prefix("IPv6:")
                        .is_some_and(|a| a.parse::<std::net::Ipv6Addr>().is_ok())
            }
            None => hostname(domain),
        };
        local_ok && domain_ok
    }

    /// RFC 1123 hostname: labels of letters, digits and inner hyphens, 63 each, 253 in all.
    pub(super) fn hostname(s: &str) -> bool {
        let s = s.strip_suffix('.').unwrap_or(s);
        !s.is_empty()
            && s.len() <= 253
            && s.split('.').all(|label| {
                !label.is_empty()
                    && label.len() <= 63
                    && !label.starts_with('-')
                    && !label.ends_with('-')
                    && label
                        .bytes()
                        .all(|b| b.is_ascii_alphanumeric() || b == b'-')
            })
    }

    /// RFC 3986 absolute URI: a scheme, `:`, and no character a URI cannot hold.
    pub(super) fn uri(s: &str) -> bool {
        let Some((scheme, rest)) = s.split_once(':') else {
            return false;
        };
        let mut chars = scheme.chars();
        chars.next().is_some_and(|c| c.is_ascii_alphabetic())
            && chars.all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
            && !rest
                .chars()
                .any(|c| c.is_whitespace() || c.is_control() || "<>\"{}|\\^`".contains(c))
            && percent_escapes_ok(rest)
    }

    fn percent_escapes_ok(s: &str) -> bool {
        let b = s.as_bytes();
        (0..b.len()).all(|i| {
            b[i] != b'%'
                || (b.get(i + 1).is_some_and(u8::is_ascii_hexdigit)
                    && b.get(i + 2).is_some_and(u8::is_ascii_hexdigit))
        })
    }

    /// RFC 4122 textual form: 8-4-4-4-12 hex digits.
    pub(super) fn uuid(s: &str) -> bool {
        let groups: Vec<&str> = s.split('-').collect();
        groups.len() == 5
            && groups
                .iter()
                .zip([8, 4, 4, 4, 12])
                .all(|(g, n)| g.len() == n && g.bytes().all(|b| b.is_ascii_hexdigit()))
    }
}
