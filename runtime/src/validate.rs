//! Argument validation against a tool's advertised input schema (SEP-1303).
//! (stub: being written)

use serde_json::Value;

/// A tool's input schema, compiled once.
#[derive(Debug)]
pub struct ArgValidator;

impl ArgValidator {
    /// Compile `schema` (JSON Schema 2020-12).
    pub fn new(_schema: &Value) -> Result<Self, String> {
        Ok(ArgValidator)
    }

    /// `Ok(())` or a model-readable message naming each failing JSON path and what was
    /// expected; never echoes supplied values.
    pub fn validate(&self, _args: &Value) -> Result<(), String> {
        Ok(())
    }
}
