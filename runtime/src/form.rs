//! What an elicitation form may ask for: the [`Elicit`] trait (derived with
//! `#[derive(Elicit)]`), the hidden field traits the derive checks each field against, and
//! the conversion of a type's JSON Schema into the flat `requestedSchema` MCP allows.

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// A type a handler can ask the user to fill in (`Context::elicit`): a struct with named
/// fields of strings, numbers, booleans and choices. Derive it with `#[derive(Elicit)]`
/// beside `Deserialize` and `JsonSchema`; a field that elicitation cannot express does not
/// compile.
pub trait Elicit: DeserializeOwned + JsonSchema + Send + 'static {
    /// The `requestedSchema` of an `elicitation/create` asking for this type, or why it
    /// cannot be one. Not public API: the derive writes it.
    #[doc(hidden)]
    fn requested_schema() -> Result<&'static Value, &'static str>;
}
