//! Not public API: what the generated glue reaches through `::toolwright::__private`.
//! May change in any release; the runtime pins the macros crate exactly.

pub use crate::answer::{correlation_id, finish};
pub use crate::error::{Category, Classified, Kind, Rendered, Reply, VariantSpec};
pub use crate::sanitize::sanitize;
pub use crate::tool::{Call, Context, FromContext, IntoToolResult, Tool, ToolReturn};
pub use crate::wire::{Annotations, Outcome, ToolDefinition};
pub use core;
pub use schemars;
pub use serde;
pub use serde_json;
pub use std;

use serde::de::DeserializeOwned;
use serde_json::Value;

/// An async handler's run, its panics caught (`finish` answers them).
pub fn catch<F: std::future::Future>(
    handler: F,
) -> futures_util::future::CatchUnwind<std::panic::AssertUnwindSafe<F>> {
    futures_util::FutureExt::catch_unwind(std::panic::AssertUnwindSafe(handler))
}

/// A sync handler's run, its panics caught (`finish` answers them).
pub fn catch_sync<R>(handler: impl FnOnce() -> R) -> std::thread::Result<R> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(handler))
}

/// The validated arguments of one call, taken field by field by the glue.
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
    /// for an `Option`, an error otherwise). A failure here means the value passed the schema
    /// but not serde: answered as a validation error naming the argument and what serde
    /// expected, never the value.
    pub fn take<T: DeserializeOwned>(&mut self, call: &Call<'_>, name: &str) -> Result<T, Outcome> {
        let decoded = match self.0.remove(name) {
            Some(value) => T::deserialize(value),
            None => T::deserialize(Missing),
        };
        decoded.map_err(|e| invalid_argument(call, name, &e))
    }
}

#[cold]
fn invalid_argument(call: &Call<'_>, name: &str, e: &serde_json::Error) -> Outcome {
    let msg = e.to_string();
    let message = if msg == MISSING {
        format!("Invalid arguments: (root): missing required property `{name}`")
    } else {
        match msg.split_once(", expected ") {
            Some((_, exp)) => format!(
                "Invalid arguments: `{name}`: expected {}",
                sanitize(exp.split(" at line ").next().unwrap_or(exp))
            ),
            None => format!("Invalid arguments: `{name}`: does not match the input schema"),
        }
    };
    crate::answer::runtime_operational(
        call.tool,
        &crate::toolset::INVALID_ARGUMENTS,
        message,
        &msg,
        call.structured,
    )
}

const MISSING: &str = "missing";

/// A deserializer for an argument that is absent: `Option`s become `None`, anything else
/// fails, as serde's derive treats a missing field.
struct Missing;

impl<'de> serde::Deserializer<'de> for Missing {
    type Error = serde_json::Error;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
        Err(serde::de::Error::custom(MISSING))
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

/// A `#[ctx]` parameter whose state was never registered: a wiring bug, answered as
/// internal.
#[cold]
pub fn missing_state(call: &Call<'_>, missing: crate::MissingState) -> Outcome {
    crate::answer::runtime_internal(
        call.tool,
        "<missing state>",
        &format!(
            "no state of type `{}` was registered with ToolSet::with_state",
            missing.0
        ),
    )
}

/// The output schema of tool `T`'s success type. (A function generic over the tool, so the
/// glue names no projection of the return type: its bounds are checked once, in the impl.)
pub fn output_schema<T: Tool>() -> Option<Value> {
    <<T::Ret as ToolReturn>::Ok as IntoToolResult>::output_schema()
}

/// The input schema of an argument struct, root `type: "object"`.
pub fn input_schema<A: schemars::JsonSchema>() -> Value {
    let mut schema = schemars::SchemaGenerator::default()
        .into_root_schema_for::<A>()
        .to_value();
    if let Value::Object(root) = &mut schema {
        // The generated struct's name means nothing to a client.
        root.remove("title");
    }
    schema
}

/// Byte-wise string equality, usable in constants (duplicate tool names in `tools![...]`).
pub const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// One piece of a message template.
#[derive(Clone, Copy)]
#[allow(missing_debug_implementations)]
pub enum Piece<'a> {
    /// Literal text from the attribute.
    Lit(&'static str),
    /// A field value; sanitized before it is spliced in.
    Value(&'a dyn std::fmt::Display),
}

/// Render a template, sanitizing every field value.
pub fn render(pieces: &[Piece<'_>]) -> std::borrow::Cow<'static, str> {
    use std::fmt::Write as _;
    let guess: usize = pieces
        .iter()
        .map(|p| match p {
            Piece::Lit(s) => s.len(),
            Piece::Value(_) => 24,
        })
        .sum();
    let mut out = String::with_capacity(guess);
    for piece in pieces {
        match piece {
            Piece::Lit(s) => out.push_str(s),
            Piece::Value(v) => {
                // Format in place, then sanitize just the appended text.
                let start = out.len();
                let _ = write!(out, "{v}");
                if let std::borrow::Cow::Owned(clean) = sanitize(&out[start..]) {
                    out.truncate(start);
                    out.push_str(&clean);
                }
            }
        }
    }
    std::borrow::Cow::Owned(out)
}

/// `message = display`: the Display text, sanitized.
pub fn render_display(err: &dyn std::fmt::Display) -> std::borrow::Cow<'static, str> {
    std::borrow::Cow::Owned(sanitize(&err.to_string()).into_owned())
}
