//! Checking a value against a compiled schema: every keyword group, the alternatives of
//! `anyOf`/`oneOf`/`if`, and what was evaluated for `unevaluated*`.

use super::seen::{Seen, Step};
use super::values::{self, fault, unique};
use super::{
    Fault, FaultKind, Id, Keywords, Node, Schema, ARRAY, COMBINE, MAX_DEPTH, OBJECT, UNEVALUATED,
};
use serde_json::{Map, Value};

impl Schema {
    /// Check `value` at `pointer` against node `id`, adding faults; what it evaluated goes
    /// to `seen` (for `unevaluated*`). `first` stops at the first fault.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn check(
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
        values::scalar(k, value, pointer, faults);
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
            if self.is_false(schema) && items.len() > k.prefix_items.len() {
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

    /// Whether node `id` is the `false` schema: extra tuple items, unexpected properties
    /// and unevaluated ones are reported as such, not as a `false` schema per member.
    fn is_false(&self, id: Id) -> bool {
        matches!(self.nodes[id], Node::Bool(false))
    }

    /// A member no other keyword took, against `additionalProperties` or
    /// `unevaluatedProperties`: unexpected when that schema is `false`, checked otherwise.
    #[allow(clippy::too_many_arguments)]
    fn leftover(
        &self,
        schema: Id,
        key: &str,
        member: &Value,
        unexpected: &mut Vec<String>,
        pointer: &mut String,
        faults: &mut Vec<Fault>,
        depth: usize,
        first: bool,
    ) {
        if self.is_false(schema) {
            unexpected.push(key.to_owned());
        } else {
            let step = Step::Key(key);
            self.at(schema, member, step, pointer, faults, depth, first);
        }
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
        self.object_shape(k, map, pointer, faults, depth);
        self.members(k, map, pointer, faults, seen, depth, first);
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

    /// The object's own shape: its size, the properties it must have, its names.
    fn object_shape(
        &self,
        k: &Keywords,
        map: &Map<String, Value>,
        pointer: &str,
        faults: &mut Vec<Fault>,
        depth: usize,
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
    }

    /// Each member against `properties`, `patternProperties` and `additionalProperties`.
    #[allow(clippy::too_many_arguments)]
    fn members(
        &self,
        k: &Keywords,
        map: &Map<String, Value>,
        pointer: &mut String,
        faults: &mut Vec<Fault>,
        seen: &mut Seen,
        depth: usize,
        first: bool,
    ) {
        let mut unexpected = Vec::new();
        for (key, member) in map {
            let named = k.properties.iter().filter(|(name, _)| name == key);
            let patterned = k
                .pattern_properties
                .iter()
                .filter(|(re, _)| re.is_match(key));
            let mut matched = false;
            for schema in named.map(|(_, s)| *s).chain(patterned.map(|(_, s)| *s)) {
                let step = Step::Key(key);
                self.at(schema, member, step, pointer, faults, depth, first);
                matched = true;
            }
            if let (false, Some(schema)) = (matched, k.additional_properties) {
                self.leftover(
                    schema,
                    key,
                    member,
                    &mut unexpected,
                    pointer,
                    faults,
                    depth,
                    first,
                );
                matched = true;
            }
            if matched && self.tracks {
                seen.properties.push(key.clone());
            }
        }
        if !unexpected.is_empty() {
            fault(faults, pointer, FaultKind::UnexpectedProperties(unexpected));
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
                self.leftover(
                    schema,
                    key,
                    member,
                    &mut unexpected,
                    pointer,
                    faults,
                    depth,
                    first,
                );
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
