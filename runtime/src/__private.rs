//! Not public API: what the generated glue reaches through `::toolwright::__private`.
//! May change in any release; the runtime pins the macros crate exactly.

pub use crate::answer::{correlation_id, finish};
pub use crate::error::{Category, Classified, Kind, Rendered, Reply, VariantSpec};
pub use crate::sanitize::sanitize;
pub use crate::tool::{BoxFuture, Context, FromContext, IntoToolResult, Tool, ToolReturn};
pub use crate::wire::{Annotations, Outcome, ToolDefinition};
pub use core;
pub use schemars;
pub use serde;
pub use serde_json;
pub use std;

use serde::de::DeserializeOwned;
use serde_json::Value;

/// Decode validated arguments. A failure here means the value passed the schema but not
/// serde (e.g. an integer past the type's range): answered as a validation error naming what
/// serde expected, never the value.
pub fn decode<A: DeserializeOwned>(ctx: &Context, args: Value) -> Result<A, Outcome> {
    serde_json::from_value(args).map_err(|e| {
        let msg = e.to_string();
        let expected = msg
            .split_once(", expected ")
            .map(|(_, exp)| exp.split(" at line ").next().unwrap_or(exp).to_owned());
        let message = match expected {
            Some(exp) => format!("Invalid arguments: expected {}", sanitize(&exp)),
            None => "Invalid arguments: they do not match the input schema".to_owned(),
        };
        crate::answer::runtime_operational(
            ctx.tool,
            &crate::toolset::INVALID_ARGUMENTS,
            message,
            &msg,
            ctx.structured,
        )
    })
}

/// Extract a `#[ctx]` parameter; a missing state is a wiring bug, answered as internal.
pub fn inject<T: FromContext>(ctx: &Context) -> Result<T, Outcome> {
    T::from_context(ctx).map_err(|missing| {
        crate::answer::runtime_internal(
            ctx.tool,
            "<missing state>",
            &format!(
                "no state of type `{}` was registered with ToolSet::with_state",
                missing.0
            ),
        )
    })
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
    let mut out = String::new();
    for piece in pieces {
        match piece {
            Piece::Lit(s) => out.push_str(s),
            Piece::Value(v) => out.push_str(&sanitize(&v.to_string())),
        }
    }
    std::borrow::Cow::Owned(out)
}

/// `message = display`: the Display text, sanitized.
pub fn render_display(err: &dyn std::fmt::Display) -> std::borrow::Cow<'static, str> {
    std::borrow::Cow::Owned(sanitize(&err.to_string()).into_owned())
}
