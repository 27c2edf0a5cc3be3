//! Argument decoding: the [`Argument`] types a handler may take, and [`Args`], the validated
//! arguments of one call, taken field by field by the generated glue.

use schemars::JsonSchema;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// A type an `#[mcp_tool]` argument can have: decoded from the call's JSON arguments
/// (`serde::Deserialize`, owning its data) and described in the tool's input schema
/// (`schemars::JsonSchema`). Implemented for every such type.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be a tool argument",
    label = "a tool argument must be `serde::Deserialize` (owning its data) and `schemars::JsonSchema`",
    note = "derive `serde::Deserialize` and `schemars::JsonSchema` on `{Self}`, or use an owned type the model can send as JSON (`String`, `u64`, `Vec<T>`, `Option<T>`); state and context are `#[ctx]` parameters"
)]
pub trait Argument: DeserializeOwned + JsonSchema {}

impl<T: DeserializeOwned + JsonSchema> Argument for T {}

/// A type a `#[header("Name")]` tool argument can have: one SEP-2243 lets a client mirror
/// into an `Mcp-Param-Name` HTTP header, a string, an integer or a bool (or an `Option` of
/// one). Floating-point numbers, arrays and objects have no header form.
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be mirrored into an HTTP header",
    label = "a #[header] argument is a string, an integer or a bool",
    note = "SEP-2243 mirrors only `string`, `integer` and `boolean` arguments (`String`, `u32`, `i64`, `bool`, or an `Option` of one) into `Mcp-Param-*` headers: remove #[header], or give the argument one of those types"
)]
pub trait HeaderArgument {}

macro_rules! header_arguments {
    ($($t:ty),*) => { $(impl HeaderArgument for $t {})* };
}
header_arguments!(String, bool, i8, i16, i32, i64, isize, u8, u16, u32, u64, usize);
impl<T: HeaderArgument> HeaderArgument for Option<T> {}

/// An argument that passed the input schema but not serde (a number past the type's range,
/// say): the argument's name and serde's message, which may quote the value and is for the
/// log only. Not public API.
#[doc(hidden)]
#[derive(Debug)]
pub struct ArgumentError {
    pub(crate) name: &'static str,
    pub(crate) error: serde_json::Error,
}

impl ArgumentError {
    /// serde's message for a required argument that is absent.
    pub(crate) const MISSING: &'static str = "missing";
}

/// The validated arguments of one call, taken field by field by the glue. Not public API.
#[doc(hidden)]
#[derive(Debug)]
pub struct Args(serde_json::Map<String, Value>);

impl Args {
    /// Wrap validated arguments (an object; anything else was rejected before).
    pub fn new(args: Value) -> Self {
        match args {
            Value::Object(map) => Args(map),
            _ => Args(serde_json::Map::new()),
        }
    }

    /// Decode argument `name`. A missing one decodes as serde does a missing field (`None`
    /// for an `Option`, an error otherwise).
    ///
    /// # Errors
    ///
    /// The value (or its absence) does not decode as `T`.
    pub fn take<T: Argument>(&mut self, name: &'static str) -> Result<T, ArgumentError> {
        let decoded = match self.0.remove(name) {
            Some(value) => T::deserialize(value),
            None => T::deserialize(Missing),
        };
        decoded.map_err(|error| ArgumentError { name, error })
    }

    /// Decode argument `name` from text (a prompt argument, a URI template variable: MCP
    /// sends both as strings): as a JSON string first (`String`, an enum's unit variant),
    /// then as the JSON the text spells (`42` for a number, `true`).
    ///
    /// # Errors
    ///
    /// The text (or its absence) decodes as `T` neither way: the first way's error.
    pub fn take_text<T: Argument>(&mut self, name: &'static str) -> Result<T, ArgumentError> {
        let decoded = match self.0.remove(name) {
            Some(Value::String(text)) => {
                T::deserialize(Value::String(text.clone())).or_else(|first| {
                    serde_json::from_str::<Value>(&text)
                        .ok()
                        .filter(|v| !v.is_string())
                        .and_then(|v| T::deserialize(v).ok())
                        .ok_or(first)
                })
            }
            Some(value) => T::deserialize(value),
            None => T::deserialize(Missing),
        };
        decoded.map_err(|error| ArgumentError { name, error })
    }
}

/// A deserializer for an argument that is absent: `Option`s become `None`, anything else
/// fails, as serde's derive treats a missing field.
struct Missing;

impl<'de> serde::Deserializer<'de> for Missing {
    type Error = serde_json::Error;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(serde::de::Error::custom(ArgumentError::MISSING))
    }

    fn deserialize_option<V: serde::de::Visitor<'de>>(
        self,
        visitor: V,
    ) -> Result<V::Value, Self::Error> {
        visitor.visit_none()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf unit unit_struct newtype_struct seq tuple
        tuple_struct map struct enum identifier ignored_any
    }
}

/// The input schema of the glue's argument struct: root `type: "object"`, JSON Schema
/// 2020-12 with standard formats only (a tool set advertises it in its schema profile),
/// without the generated struct's name (meaningless to a client) as its `title`.
pub fn input_schema<A: JsonSchema>() -> Value {
    let mut schema = crate::schema::generate::<A>();
    if let Value::Object(root) = &mut schema {
        root.remove("title");
    }
    schema
}
