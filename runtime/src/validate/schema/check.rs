//! Checking a value against a compiled schema: every keyword group, the alternatives of
//! `anyOf`/`oneOf`/`if`, and what was evaluated for `unevaluated*`.

use super::seen::{Seen, Step};
use super::values::{self, fault, unique};
use super::{
    Fault, FaultKind, Id, Keywords, Node, Schema, ARRAY, COMBINE, MAX_DEPTH, OBJECT, UNEVALUATED,
};
use serde_json::{Map, Value};

/// Where a check stands: the JSON pointer of the value it is at, the faults found so far,
/// how deep it is, and whether it stops at the first fault (`first`: only whether there is
/// one is asked). Each step down is a [`Walk::deeper`] of it.
pub(super) struct Walk<'w> {
    pub(super) pointer: &'w mut String,
    pub(super) faults: &'w mut Vec<Fault>,
    pub(super) depth: usize,
    pub(super) first: bool,
}

impl Walk<'_> {
    /// The same place, one level deeper.
    fn deeper(&mut self) -> Walk<'_> {
        Walk {
            pointer: self.pointer,
            faults: self.faults,
            depth: self.depth + 1,
            first: self.first,
        }
    }

    /// A fault at this place.
    fn fault(&mut self, kind: FaultKind) {
        fault(self.faults, self.pointer, kind);
    }

    /// Whether it stops here: it asks only for the first fault, and found one since
    /// `before` faults.
    fn stops(&self, before: usize) -> bool {
        self.first && self.faults.len() > before
    }
}

impl Schema {
    /// Check `value` against node `id` where `w` stands, adding faults; what it evaluated
    /// goes to `seen` (for `unevaluated*`).
    pub(super) fn check(&self, id: Id, value: &Value, w: &mut Walk<'_>, seen: Option<&mut Seen>) {
        let k = match &self.nodes[id] {
            Node::Bool(true) | Node::Pending => return,
            Node::Bool(false) => return w.fault(FaultKind::False),
            Node::Schema(k) => k,
        };
        if w.depth > MAX_DEPTH {
            return w.fault(FaultKind::False);
        }
        let mut local = Seen::default();
        let before = w.faults.len();
        if let Some(r) = k.reference {
            self.check(r, value, &mut w.deeper(), Some(&mut local));
        }
        values::scalar(k, value, w.pointer, w.faults);
        if k.groups == 0 || w.stops(before) {
            if let Some(seen) = seen {
                seen.absorb(local);
            }
            return;
        }
        match value {
            Value::Array(items) if k.groups & ARRAY != 0 => self.array(k, items, w, &mut local),
            Value::Object(map) if k.groups & OBJECT != 0 => {
                self.object(k, (value, map), w, &mut local);
            }
            _ => {}
        }
        if w.stops(before) {
            return;
        }
        if k.groups & COMBINE != 0 {
            self.combinators(k, value, w, &mut local);
        }
        if k.groups & UNEVALUATED != 0 {
            self.unevaluated(k, value, w, &mut local);
        }
        if let Some(seen) = seen {
            seen.absorb(local);
        }
    }

    fn array(&self, k: &Keywords, items: &[Value], w: &mut Walk<'_>, seen: &mut Seen) {
        let n = items.len() as u64;
        if k.min_items.is_some_and(|m| n < m) {
            w.fault(FaultKind::MinItems(k.min_items.unwrap_or(0)));
        }
        if k.max_items.is_some_and(|m| n > m) {
            w.fault(FaultKind::MaxItems(k.max_items.unwrap_or(0)));
        }
        if k.unique_items && !unique(items) {
            w.fault(FaultKind::UniqueItems);
        }
        for (i, (item, &schema)) in items.iter().zip(&k.prefix_items).enumerate() {
            self.at(schema, item, Step::Index(i), w);
        }
        seen.items = seen.items.max(k.prefix_items.len().min(items.len()));
        if let Some(schema) = k.items {
            if self.is_false(schema) && items.len() > k.prefix_items.len() {
                w.fault(FaultKind::AdditionalItems(k.prefix_items.len() as u64));
            } else {
                for (i, item) in items.iter().enumerate().skip(k.prefix_items.len()) {
                    self.at(schema, item, Step::Index(i), w);
                }
            }
            seen.items = items.len();
        }
        if let Some(schema) = k.contains {
            let matching: Vec<usize> = (0..items.len())
                .filter(|&i| self.passes(schema, &items[i], w.depth))
                .collect();
            let found = matching.len() as u64;
            if found < k.min_contains.unwrap_or(1) || k.max_contains.is_some_and(|m| found > m) {
                w.fault(FaultKind::Contains);
            }
            if self.tracks {
                seen.contained.extend(matching);
            }
        }
    }

    /// Whether node `id` is the `false` schema: extra tuple items, unexpected properties
    /// and unevaluated ones are reported as such, not as a `false` schema per member.
    fn is_false(&self, id: Id) -> bool {
        matches!(self.nodes[id], Node::Bool(false))
    }

    /// A member no other keyword took, against `additionalProperties` or
    /// `unevaluatedProperties`: unexpected when that schema is `false`, checked otherwise.
    fn leftover(
        &self,
        schema: Id,
        (key, member): (&str, &Value),
        unexpected: &mut Vec<String>,
        w: &mut Walk<'_>,
    ) {
        if self.is_false(schema) {
            unexpected.push(key.to_owned());
        } else {
            self.at(schema, member, Step::Key(key), w);
        }
    }

    /// Check `member`, one step below where `w` stands (an item or a property), against
    /// `schema`.
    fn at(&self, schema: Id, member: &Value, step: Step<'_>, w: &mut Walk<'_>) {
        if w.first {
            // Only whether it passes is asked: no place is written.
            return self.check(schema, member, &mut w.deeper(), None);
        }
        let pointer = &mut *w.pointer;
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
        self.check(schema, member, &mut w.deeper(), None);
        w.pointer.truncate(len);
    }

    fn object(
        &self,
        k: &Keywords,
        (value, map): (&Value, &Map<String, Value>),
        w: &mut Walk<'_>,
        seen: &mut Seen,
    ) {
        self.object_shape(k, map, w);
        self.members(k, map, w, seen);
        for (name, schema) in &k.dependent_schemas {
            if map.contains_key(name) {
                self.check(*schema, value, &mut w.deeper(), Some(seen));
            }
        }
    }

    /// The object's own shape: its size, the properties it must have, its names.
    fn object_shape(&self, k: &Keywords, map: &Map<String, Value>, w: &mut Walk<'_>) {
        let n = map.len() as u64;
        if let Some(m) = k.min_properties.filter(|&m| n < m) {
            w.fault(FaultKind::MinProperties(m));
        }
        if let Some(m) = k.max_properties.filter(|&m| n > m) {
            w.fault(FaultKind::MaxProperties(m));
        }
        for name in &k.required {
            if !map.contains_key(name) {
                w.fault(FaultKind::Required(name.clone()));
            }
        }
        for (name, needs) in &k.dependent_required {
            if map.contains_key(name) {
                for need in needs.iter().filter(|need| !map.contains_key(*need)) {
                    w.fault(FaultKind::Required(need.clone()));
                }
            }
        }
        if let Some(names) = k.property_names {
            for key in map.keys() {
                let mut inner = Vec::new();
                let name = Value::String(key.clone());
                let mut alone = Walk {
                    pointer: &mut String::new(),
                    faults: &mut inner,
                    depth: w.depth + 1,
                    first: true,
                };
                self.check(names, &name, &mut alone, None);
                if let Some(f) = inner.into_iter().next() {
                    w.fault(FaultKind::PropertyNames(Box::new(f.kind)));
                }
            }
        }
    }

    /// Each member against `properties`, `patternProperties` and `additionalProperties`.
    fn members(&self, k: &Keywords, map: &Map<String, Value>, w: &mut Walk<'_>, seen: &mut Seen) {
        let mut unexpected = Vec::new();
        for (key, member) in map {
            let named = k.properties.iter().filter(|(name, _)| name == key);
            let patterned = k
                .pattern_properties
                .iter()
                .filter(|(re, _)| re.is_match(key));
            let mut matched = false;
            for schema in named.map(|(_, s)| *s).chain(patterned.map(|(_, s)| *s)) {
                self.at(schema, member, Step::Key(key), w);
                matched = true;
            }
            if let (false, Some(schema)) = (matched, k.additional_properties) {
                self.leftover(schema, (key, member), &mut unexpected, w);
                matched = true;
            }
            if matched && self.tracks {
                seen.properties.push(key.clone());
            }
        }
        if !unexpected.is_empty() {
            w.fault(FaultKind::UnexpectedProperties(unexpected));
        }
    }

    fn combinators(&self, k: &Keywords, value: &Value, w: &mut Walk<'_>, seen: &mut Seen) {
        for &schema in &k.all_of {
            self.check(schema, value, &mut w.deeper(), Some(seen));
        }
        if !k.any_of.is_empty() {
            let mut branches = Vec::new();
            let mut any = false;
            for &schema in &k.any_of {
                let (passed, branch, branch_seen) = self.branch(schema, value, w, w.first);
                if passed {
                    any = true;
                    seen.absorb(branch_seen);
                } else {
                    branches.push(branch);
                }
            }
            if !any {
                w.fault(FaultKind::AnyOf(branches));
            }
        }
        if !k.one_of.is_empty() {
            let mut branches = Vec::new();
            let mut passing = 0;
            for &schema in &k.one_of {
                let (passed, branch, branch_seen) = self.branch(schema, value, w, w.first);
                if passed {
                    passing += 1;
                    seen.absorb(branch_seen);
                } else {
                    branches.push(branch);
                }
            }
            match passing {
                0 => w.fault(FaultKind::OneOfNone(branches)),
                1 => {}
                _ => w.fault(FaultKind::OneOfSeveral),
            }
        }
        if let Some(schema) = k.not {
            if self.passes(schema, value, w.depth) {
                w.fault(FaultKind::Not);
            }
        }
        if let Some((condition, then, otherwise)) = k.condition {
            let (passed, _, branch_seen) = self.branch(condition, value, w, true);
            let next = if passed {
                seen.absorb(branch_seen);
                then
            } else {
                otherwise
            };
            if let Some(schema) = next {
                self.check(schema, value, &mut w.deeper(), Some(seen));
            }
        }
    }

    fn unevaluated(&self, k: &Keywords, value: &Value, w: &mut Walk<'_>, seen: &mut Seen) {
        if let (Some(schema), Value::Object(map)) = (k.unevaluated_properties, value) {
            let mut unexpected = Vec::new();
            for (key, member) in map {
                if seen.properties.iter().any(|p| p == key) {
                    continue;
                }
                self.leftover(schema, (key, member), &mut unexpected, w);
                seen.properties.push(key.clone());
            }
            if !unexpected.is_empty() {
                w.fault(FaultKind::UnexpectedProperties(unexpected));
            }
        }
        if let (Some(schema), Value::Array(items)) = (k.unevaluated_items, value) {
            let rest = (seen.items..items.len()).filter(|i| !seen.contained.contains(i));
            let mut failed = false;
            for i in rest {
                failed |= !self.passes(schema, &items[i], w.depth);
            }
            if failed {
                w.fault(FaultKind::UnevaluatedItems);
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
        w: &mut Walk<'_>,
        first: bool,
    ) -> (bool, Vec<Fault>, Seen) {
        let mut faults = Vec::new();
        let mut seen = Seen::default();
        let mut apart = Walk {
            pointer: w.pointer,
            faults: &mut faults,
            depth: w.depth + 1,
            first,
        };
        self.check(schema, value, &mut apart, Some(&mut seen));
        (faults.is_empty(), faults, seen)
    }

    fn passes(&self, schema: Id, value: &Value, depth: usize) -> bool {
        let mut faults = Vec::new();
        let mut alone = Walk {
            pointer: &mut String::new(),
            faults: &mut faults,
            depth: depth + 1,
            first: true,
        };
        self.check(schema, value, &mut alone, None);
        faults.is_empty()
    }
}
