//! `completion/complete`: suggestions for a prompt's argument or a resource template's
//! variable, from the completion function the attribute names, capped at 100.

use super::ToolSet;
use crate::caller::Caller;
use crate::classify::{self, unknown_prompt};
use crate::context::Completing;
use crate::wire::{Completion, Outcome, ProtocolError};
use serde_json::Value;
use std::collections::HashMap;

impl ToolSet {
    /// The suggestions for `argument` of the prompt or resource template `reference` names
    /// (`{"type": "ref/prompt", "name"}` or `{"type": "ref/resource", "uri"}`), given its
    /// partial `value` and the arguments already filled: exactly what `completion/complete`
    /// answers. An argument with no completion function gets no suggestions.
    ///
    /// # Errors
    ///
    /// A reference to no prompt or template of the set (or one hidden from `caller`), or
    /// one `caller` may not use.
    pub fn complete(
        &self,
        reference: &Value,
        argument: &str,
        value: &str,
        arguments: &HashMap<String, String>,
        caller: Option<&Caller>,
    ) -> Result<Completion, ProtocolError> {
        let kind = reference.get("type").and_then(Value::as_str);
        // A reference to something the caller may not see is answered exactly as one to
        // nothing: the same words, naming what the request named.
        let unknown = || match kind {
            Some("ref/prompt") => {
                unknown_prompt(reference.get("name").and_then(Value::as_str).unwrap_or(""))
            }
            _ => ProtocolError::invalid_params(format!(
                "Unknown resource template: {}",
                crate::wire::printable_uri(
                    reference.get("uri").and_then(Value::as_str).unwrap_or("")
                )
            )),
        };
        let (name, guard, complete) = match kind {
            Some("ref/prompt") => {
                let name = reference.get("name").and_then(Value::as_str).unwrap_or("");
                let entry = self.find_prompt(name).ok_or_else(unknown)?;
                (
                    entry.definition.name,
                    &entry.common.policies.access,
                    entry.complete,
                )
            }
            Some("ref/resource") => {
                let uri = reference.get("uri").and_then(Value::as_str).unwrap_or("");
                let entry = self
                    .resources
                    .iter()
                    .find(|e| e.definition.uri == uri)
                    .ok_or_else(unknown)?;
                (
                    entry.definition.name,
                    &entry.common.policies.access,
                    entry.complete,
                )
            }
            _ => {
                return Err(ProtocolError::invalid_params(
                    "Invalid params: `ref.type` must be \"ref/prompt\" or \"ref/resource\".",
                ))
            }
        };
        let access = guard.access(caller, self.visibility);
        match guard.refusal(access, name, caller, || Outcome::Error(unknown())) {
            None => {}
            Some(Outcome::Error(refused)) => return Err(refused),
            Some(_) => unreachable!("a refusal is an error"),
        }
        let request = Completing {
            argument,
            value,
            arguments,
            state: &self.state,
            caller,
        };
        match classify::catch_sync(|| complete(&request)) {
            Ok(values) => Ok(Completion::capped(values.unwrap_or_default())),
            Err(payload) => Err(match classify::panicked_in("completion", name, &*payload) {
                Outcome::Error(e) => e,
                _ => unreachable!("a panic is answered as an error"),
            }),
        }
    }
}
