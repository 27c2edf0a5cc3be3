//! Compiling a schema: keywords read once into [`Keywords`], references resolved inside
//! the schema (JSON pointers, `$anchor`), the dialect's array and dependency keywords.

use super::formats::Format;
use super::{Compiler, Dialect, Id, JsonType, Keywords, Node};
use crate::uri_template::percent_decode;
use regex::Regex;
use serde_json::{Map, Number, Value};
use std::collections::HashMap;

/// Every `$anchor` in `schema`, with the JSON pointer to the schema that declares it.
pub(super) fn find_anchors(schema: &Value, pointer: String, out: &mut HashMap<String, String>) {
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
    pub(super) fn node(&mut self, schema: &Value) -> Result<Id, String> {
        let node = self.build(schema)?;
        self.nodes.push(node);
        Ok(self.nodes.len() - 1)
    }

    pub(super) fn build(&mut self, schema: &Value) -> Result<Node, String> {
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
                .ok_or_else(|| format!("$ref `{r}` has a malformed %-escape"))?
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
