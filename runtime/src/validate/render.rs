//! How issues are written for the model: the message, JSON paths, property names taken
//! from the arguments, schema-side values and type names.

use std::cmp::Ordering;
use std::fmt::Write as _;

use super::schema::JsonType;
use serde_json::Value;

/// Most issues listed in one message; the rest are counted ("and N more").
const MAX_ISSUES: usize = 5;
/// Longest property name (in characters) echoed from the arguments.
const MAX_NAME_CHARS: usize = 64;
/// Longest rendered path (in characters).
const MAX_PATH_CHARS: usize = 200;
/// Most `enum` values listed in one issue.
const MAX_ENUM_VALUES: usize = 20;
/// Longest rendering of one schema-side value (enum member, const).
const MAX_SCHEMA_VALUE_CHARS: usize = 80;

/// One problem at one location.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Issue {
    path: Path,
    text: String,
}

impl Issue {
    pub(super) fn new(path: Path, text: String) -> Self {
        Self { path, text }
    }
}

impl Ord for Issue {
    fn cmp(&self, other: &Self) -> Ordering {
        self.path
            .key
            .cmp(&other.path.key)
            .then_with(|| self.text.cmp(&other.text))
    }
}

impl PartialOrd for Issue {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

pub(super) fn render(mut issues: Vec<Issue>) -> String {
    issues.sort();
    issues.dedup();
    let total = issues.len();
    let mut out = String::from("Invalid arguments: ");
    for (i, issue) in issues.iter().take(MAX_ISSUES).enumerate() {
        if i > 0 {
            out.push_str("; ");
        }
        let _ = write!(out, "{}: {}", issue.path.display, issue.text);
    }
    if total > MAX_ISSUES {
        let _ = write!(out, "; and {} more", total - MAX_ISSUES);
    }
    out
}

/// A segment of an instance location, ordered so that indices sort numerically.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Seg {
    Index(usize),
    Key(String),
}

/// An instance location: a sort key plus its rendering (`items[2].qty`, `(root)`).
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Path {
    key: Vec<Seg>,
    pub(super) display: String,
}

impl Path {
    pub(super) fn root() -> Self {
        Self {
            key: Vec::new(),
            display: "(root)".to_owned(),
        }
    }

    /// Parse a JSON Pointer, walking `args` alongside so that an object key such as `"2"`
    /// is not mistaken for an array index.
    pub(super) fn from_pointer(pointer: &str, args: &Value) -> Self {
        if pointer.is_empty() {
            return Self::root();
        }
        let mut key = Vec::new();
        let mut display = String::new();
        let mut current = Some(args);
        for raw in pointer.split('/').skip(1) {
            let name = raw.replace("~1", "/").replace("~0", "~");
            let index = match current {
                Some(Value::Array(_)) => name.parse::<usize>().ok(),
                _ => None,
            };
            if let Some(i) = index {
                current = current.and_then(|v| v.get(i));
                let _ = write!(display, "[{i}]");
                key.push(Seg::Index(i));
            } else {
                current = current.and_then(|v| v.get(name.as_str()));
                let clean = sanitize_name(&name);
                if is_plain_name(&clean) {
                    if !display.is_empty() {
                        display.push('.');
                    }
                    display.push_str(&clean);
                } else {
                    display.push_str("[\"");
                    for c in clean.chars() {
                        if c == '"' || c == '\\' {
                            display.push('\\');
                        }
                        display.push(c);
                    }
                    display.push_str("\"]");
                }
                key.push(Seg::Key(clean));
            }
        }
        if display.chars().count() > MAX_PATH_CHARS {
            display = display.chars().take(MAX_PATH_CHARS - 3).collect();
            display.push_str("...");
        }
        Self {
            key,
            display: format!("`{display}`"),
        }
    }
}

fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
}

/// Make a property name (which came from the arguments) safe to echo: run it through the
/// leak sanitizer (a name can carry a token or a host as well as a value can), drop control
/// and invisible formatting characters (bidi overrides, zero-width) and backticks, and cap
/// the length.
pub(crate) fn sanitize_name(name: &str) -> String {
    let visible: String = name
        .chars()
        .filter(|&c| {
            !c.is_control()
                && c != '`'
                && !matches!(c, '\u{200B}'..='\u{200F}'
                    | '\u{202A}'..='\u{202E}'
                    | '\u{2060}'..='\u{206F}'
                    | '\u{FEFF}')
        })
        .collect();
    let kept: Vec<char> = crate::sanitize::sanitize(&visible).chars().collect();
    if kept.len() > MAX_NAME_CHARS {
        let mut s: String = kept[..MAX_NAME_CHARS - 3].iter().collect();
        s.push_str("...");
        s
    } else {
        kept.into_iter().collect()
    }
}

/// Compact JSON of a schema-side value, capped in length.
pub(super) fn schema_value(v: &Value) -> String {
    let s = v.to_string();
    if s.chars().count() > MAX_SCHEMA_VALUE_CHARS {
        let mut t: String = s.chars().take(MAX_SCHEMA_VALUE_CHARS - 3).collect();
        t.push_str("...");
        t
    } else {
        s
    }
}

/// The JSON type name of a supplied value (never its content).
pub(super) fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// "string", "string or null", "integer, string or null" (null always last).
pub(super) fn join_types(types: &[JsonType]) -> String {
    let mut names: Vec<&str> = types
        .iter()
        .filter(|t| **t != JsonType::Null)
        .map(|t| t.name())
        .collect();
    names.sort_unstable();
    names.dedup();
    if types.contains(&JsonType::Null) {
        names.push("null");
    }
    match names.split_last() {
        None => "nothing".to_owned(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
    }
}

pub(super) fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

pub(super) fn list_values(values: &[&Value]) -> String {
    let mut s = values
        .iter()
        .take(MAX_ENUM_VALUES)
        .map(|v| schema_value(v))
        .collect::<Vec<_>>()
        .join(", ");
    if values.len() > MAX_ENUM_VALUES {
        let _ = write!(s, ", ... ({} more)", values.len() - MAX_ENUM_VALUES);
    }
    s
}
