//! What an elicitation form may ask for: the [`Elicit`] trait (derived with
//! `#[derive(Elicit)]`) and the hidden field traits the derive checks each field against.
//! The conversion of a form's JSON Schema into the flat `requestedSchema` MCP allows is
//! with the other schema work, in `schema::elicit`.
//!
//! MCP forms are flat: an object whose properties are strings (`minLength`, `maxLength`,
//! a `format` of `email`, `uri`, `date` or `date-time`), numbers (`minimum`, `maximum`),
//! booleans, single-selects (`enum`, or `oneOf` of `{const, title}`) and multi-selects (an
//! array whose `items` is one of those), each with an optional `title`, `description` and
//! `default`. The derive refuses at compile time a field whose type is none of these; what
//! a schemars attribute adds that a form cannot carry (`pattern`, say) is refused by
//! the conversion, with the property's name.

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// A type a handler can ask the user to fill in (`Context::elicit`): a struct with named
/// fields of strings, numbers, booleans and choices. Derive it with `#[derive(Elicit)]`
/// beside `Deserialize` and `JsonSchema`; a field that elicitation cannot express does not
/// compile.
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not an elicitation form",
    label = "not a form",
    note = "a form is a struct with named fields deriving `serde::Deserialize`, `schemars::JsonSchema` and `toolwright::Elicit`: `#[derive(Deserialize, JsonSchema, Elicit)] struct Approval {{ approve: bool }}`"
)]
pub trait Elicit: DeserializeOwned + JsonSchema + Send + 'static {
    /// The `requestedSchema` of an `elicitation/create` asking for this type, or why it
    /// cannot be one. Not public API: the derive writes it.
    #[doc(hidden)]
    fn requested_schema() -> Result<&'static Value, &'static str>;
}

/// A type one field of a form can have. Not public API: `#[derive(Elicit)]` checks each
/// field's type against it, so that the error names the field.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a field of an elicitation form",
    label = "not a string, number, boolean or choice",
    note = "a form is flat: a field is a `String`, a `bool`, an integer or float type, a unit-only enum deriving `Elicit` (one choice), a `Vec` of such an enum (several choices), or an `Option` of any of these (not required)"
)]
pub trait ElicitField {}

/// A unit-only enum whose variants are the options of a choice (`#[derive(Elicit)]` on an
/// enum). Not public API.
#[doc(hidden)]
#[diagnostic::on_unimplemented(
    message = "`{Self}` is not a choice an elicitation form can offer",
    label = "a list in a form is a multi-select: its items must be the variants of a unit-only enum",
    note = "declare the options as an enum, `#[derive(Deserialize, JsonSchema, Elicit)] enum Topping {{ Cheese, Olives }}`, and make the field `Vec<Topping>`; a form cannot hold a list of free text, numbers or objects"
)]
pub trait ElicitChoice {}

macro_rules! fields {
    ($($ty:ty),* $(,)?) => { $(impl ElicitField for $ty {})* };
}

fields!(String, bool, i8, i16, i32, i64, isize, u8, u16, u32, u64, usize, f32, f64);

impl<T: ElicitField> ElicitField for Option<T> {}

impl<E: ElicitChoice> ElicitField for Vec<E> {}
