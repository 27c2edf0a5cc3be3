//! The portable profile: self-contained, no `$schema` (see the [module docs](super)).

use serde_json::{Map, Value};
use std::collections::{HashMap, HashSet};

/// `schema` with every `$ref` into `$defs` replaced by the definition, but the refs to a
/// definition that is recursive (reaches itself), which stay, their definitions kept in
/// `$defs`; and without `$schema`.
/// The `$defs` name a `$ref` points at, for refs of the form `#/$defs/<name>`.
pub(super) fn def_name(reference: &str) -> Option<String> {
    let name = reference.strip_prefix("#/$defs/")?;
    (!name.contains('/')).then(|| name.replace("~1", "/").replace("~0", "~"))
}

/// The names of the `$defs` that `schema` refers to, directly.
fn refs_in(schema: &Value, out: &mut Vec<String>) {
    match schema {
        Value::Object(map) => {
            if let Some(name) = map.get("$ref").and_then(Value::as_str).and_then(def_name) {
                out.push(name);
            }
            map.values().for_each(|v| refs_in(v, out));
        }
        Value::Array(items) => items.iter().for_each(|v| refs_in(v, out)),
        _ => {}
    }
}

pub(super) fn portable(schema: &Value) -> Value {
    let mut root = schema.clone();
    let Value::Object(map) = &mut root else {
        return root;
    };
    map.remove("$schema");
    let Some(Value::Object(defs)) = map.remove("$defs") else {
        return root;
    };
    let direct: HashMap<&str, Vec<String>> = defs
        .iter()
        .map(|(name, def)| {
            let mut out = Vec::new();
            refs_in(def, &mut out);
            (name.as_str(), out)
        })
        .collect();
    let recursive: HashSet<String> = defs
        .keys()
        .filter(|name| reaches(name, name, &direct))
        .cloned()
        .collect();
    inline_refs(&mut root, &defs, &recursive);
    // The recursive definitions the inlined schema still points at, themselves inlined.
    let mut kept = Map::new();
    let mut wanted = Vec::new();
    refs_in(&root, &mut wanted);
    while let Some(name) = wanted.pop() {
        if kept.contains_key(&name) {
            continue;
        }
        if let Some(def) = defs.get(&name) {
            let mut def = def.clone();
            inline_refs(&mut def, &defs, &recursive);
            refs_in(&def, &mut wanted);
            kept.insert(name, def);
        }
    }
    if let (false, Value::Object(map)) = (kept.is_empty(), &mut root) {
        map.insert("$defs".into(), Value::Object(kept));
    }
    root
}

/// Whether definition `from` refers, through any chain of refs, to `to`.
fn reaches(from: &str, to: &str, direct: &HashMap<&str, Vec<String>>) -> bool {
    let mut seen = HashSet::new();
    let mut stack: Vec<&str> = direct
        .get(from)
        .map_or(Vec::new(), |r| r.iter().map(String::as_str).collect());
    while let Some(name) = stack.pop() {
        if name == to {
            return true;
        }
        if seen.insert(name) {
            if let Some(next) = direct.get(name) {
                stack.extend(next.iter().map(String::as_str));
            }
        }
    }
    false
}

/// Replace, in place, every `{"$ref": "#/$defs/X", ..}` whose `X` is not recursive with X's
/// definition (itself inlined), the ref's other keywords (a field's `description`) laid over
/// it.
fn inline_refs(schema: &mut Value, defs: &Map<String, Value>, recursive: &HashSet<String>) {
    match schema {
        Value::Object(map) => {
            let target = map
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(def_name)
                .filter(|name| !recursive.contains(name));
            if let Some(def) = target.and_then(|name| defs.get(&name)) {
                let mut inlined = def.clone();
                inline_refs(&mut inlined, defs, recursive);
                map.remove("$ref");
                if let Value::Object(body) = &mut inlined {
                    for (key, value) in std::mem::take(map) {
                        body.insert(key, value);
                    }
                }
                *schema = inlined;
                return;
            }
            map.values_mut()
                .for_each(|v| inline_refs(v, defs, recursive));
        }
        Value::Array(items) => items
            .iter_mut()
            .for_each(|v| inline_refs(v, defs, recursive)),
        _ => {}
    }
}
