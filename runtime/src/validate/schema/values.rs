//! Scalar checks and JSON Schema's equality: numbers compared exactly, strings by
//! characters, equal values however they are written.

use super::{Fault, FaultKind, Keywords};
use serde_json::{Number, Value};

/// Add a fault at `pointer`.
pub(super) fn fault(faults: &mut Vec<Fault>, pointer: &str, kind: FaultKind) {
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

pub(super) fn unique(items: &[Value]) -> bool {
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

/// What does not look inside the value: its type, `enum`, `const`, and the number and
/// string keywords.
pub(super) fn scalar(k: &Keywords, value: &Value, pointer: &str, faults: &mut Vec<Fault>) {
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
}
