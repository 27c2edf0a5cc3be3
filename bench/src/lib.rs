//! Benchmarks of toolwright (see BENCHMARKS.md).
//!
//! One small tool, `add_item`, served two ways:
//!
//! * [`generated`]: declared with `#[mcp_tool]` and `#[derive(ToolError)]`, collected with
//!   `tools![...]` and called through [`ToolSet::call`](toolwright::ToolSet::call);
//! * [`HandWritten`]: what a careful developer writes without the macros, with the same
//!   behaviour and the same output bytes: argument validation with
//!   [`ArgValidator`] (compiled once), serde decoding of each argument (so that a value the
//!   schema admits but the type does not is answered naming the argument, as the glue
//!   does), the same handler, the same success encoding (text JSON + `structuredContent`)
//!   and the same `isError` result (message and category line with the field value
//!   sanitized, `_meta["dev.toolwright/error"]` envelope, correlation id, log event, panics
//!   caught). It dispatches on the name with a `match` and calls the handler directly: no
//!   boxed future, no shared state, no `Context`.
//!
//! [`assert_equivalent`] checks that both give the same response lines (modulo the
//! correlation id) for successes, the tool's error, invalid arguments, a value past `u32`,
//! a non-object and an unknown tool, before anything is measured; `tests/logs.rs` checks
//! they log the same lines. `benches/glue.rs` then compares their speed.

use futures_util::FutureExt;
use serde::de::DeserializeOwned;
use serde::Serialize;
use serde_json::{json, Map, Value};
use std::future::Future;
use std::hint::black_box;
use std::panic::AssertUnwindSafe;
use std::pin::Pin;
use std::time::{Duration, Instant};
use tokio::runtime::Runtime;
use toolwright::__private::ArgValidator;
use toolwright::sanitize::sanitize;
use toolwright::wire::{ProtocolError, ERROR_META_KEY};
use toolwright::{
    mcp_tool, tools,
    wire::{ContentBlock, ToolResult},
    Category, Outcome, ToolError, ToolSet,
};

/// The tool's failures.
#[derive(Debug, thiserror::Error, ToolError)]
pub enum CartError {
    /// Not enough stock: the model should pick another SKU or a smaller quantity.
    #[error("sku {sku} is out of stock")]
    #[error_kind(
        operational,
        category = "conflict",
        message = "SKU {sku} is out of stock."
    )]
    OutOfStock {
        /// The SKU asked for.
        sku: String,
    },
}

/// What `add_item` returns.
#[derive(Debug, Serialize, schemars::JsonSchema)]
pub struct Added {
    /// The SKU added.
    pub sku: String,
    /// How many are now in the cart.
    pub qty: u32,
}

/// The most of one SKU in stock.
pub const STOCK: u32 = 10;

/// Add an item to the cart. The handler body both paths call.
#[mcp_tool]
pub async fn add_item(sku: String, qty: u32) -> Result<Added, CartError> {
    if qty > STOCK {
        return Err(CartError::OutOfStock { sku });
    }
    Ok(Added { sku, qty })
}

/// The generated path: `tools![add_item]`.
pub fn generated() -> ToolSet {
    tools![add_item]
}

/// Arguments that succeed.
pub fn ok_args() -> Value {
    json!({"sku": "SKU-1042", "qty": 3})
}

/// Arguments that fail with `OutOfStock`.
pub fn err_args() -> Value {
    json!({"sku": "SKU-1042", "qty": 11})
}

/// The hand-written path: no macros, same behaviour, same bytes.
#[derive(Debug)]
pub struct HandWritten {
    validator: ArgValidator,
}

impl Default for HandWritten {
    fn default() -> Self {
        Self::new()
    }
}

const TOOL: &str = "add_item";

impl HandWritten {
    /// The input schema `add_item` advertises (the test checks it is the generated one).
    pub fn input_schema() -> Value {
        json!({
            "type": "object",
            "properties": {
                "sku": {"type": "string"},
                "qty": {"type": "integer", "minimum": 0}
            },
            "required": ["sku", "qty"],
            "additionalProperties": false
        })
    }

    /// Compile the input schema, once.
    ///
    /// # Panics
    ///
    /// Never: the schema is a valid constant.
    pub fn new() -> Self {
        HandWritten {
            validator: ArgValidator::new(&Self::input_schema()).expect("schema compiles"),
        }
    }

    /// Call tool `name` with `args`: the same answers as `ToolSet::call`.
    pub async fn call(&self, name: &str, args: Value) -> Outcome {
        match name {
            TOOL => self.add_item(args).await,
            _ => Outcome::Error(ProtocolError::invalid_params(format!(
                "Unknown tool: {}",
                name.chars()
                    .filter(|c| !c.is_control())
                    .take(128)
                    .collect::<String>()
            ))),
        }
    }

    async fn add_item(&self, args: Value) -> Outcome {
        let args = match args {
            Value::Null => Value::Object(Map::new()),
            Value::Object(_) => args,
            _ => {
                return Outcome::Error(ProtocolError::invalid_params(
                    "Invalid params: `arguments` must be an object.",
                ))
            }
        };
        if let Err(message) = self.validator.validate(&args) {
            return invalid_arguments(&message, &message);
        }
        // Validated: an object with exactly the declared properties. Each argument is decoded
        // on its own, so a value the schema lets through but serde does not (a `qty` past
        // `u32::MAX`) is answered naming the argument.
        let mut map = match args {
            Value::Object(map) => map,
            _ => Map::new(),
        };
        let sku: String = match take(&mut map, "sku") {
            Ok(v) => v,
            Err(o) => return o,
        };
        let qty: u32 = match take(&mut map, "qty") {
            Ok(v) => v,
            Err(o) => return o,
        };
        match AssertUnwindSafe(add_item(sku, qty)).catch_unwind().await {
            Ok(Ok(added)) => success(&added),
            Ok(Err(err)) => {
                let id = toolwright::__private::correlation_id();
                // The field expressions run only if a subscriber wants the event.
                tracing::info!(
                    target: "toolwright",
                    tool = TOOL, caller = %"-", variant = "OutOfStock", kind = "operational",
                    correlation_id = id.as_str(), error = err.to_string().as_str(),
                    "tool call failed"
                );
                let CartError::OutOfStock { sku } = &err;
                let message = format!("SKU {} is out of stock.", sanitize(sku));
                operational(Category::Conflict, false, &message, None, id)
            }
            Err(payload) => {
                let detail = payload
                    .downcast_ref::<&str>()
                    .map(|s| (*s).to_owned())
                    .or_else(|| payload.downcast_ref::<String>().cloned())
                    .unwrap_or_else(|| "non-string panic payload".to_owned());
                internal("<panic>", &format!("handler panicked: {detail}"))
            }
        }
    }
}

/// Text JSON plus `structuredContent`.
fn success<T: Serialize>(value: &T) -> Outcome {
    let value = match serde_json::to_value(value) {
        Ok(v) => v,
        Err(e) => return internal("<encode>", &e.to_string()),
    };
    Outcome::Result(ToolResult {
        content: vec![ContentBlock::text(value.to_string())],
        structured_content: Some(value),
        ..ToolResult::default()
    })
}

/// An `isError` result (the tool has an output schema, so no `structuredContent`).
fn operational(
    category: Category,
    retryable: bool,
    message: &str,
    suggested_action: Option<&str>,
    id: String,
) -> Outcome {
    let mut text = String::with_capacity(message.len() + 96);
    text.push_str(message);
    if let Some(action) = suggested_action {
        text.push('\n');
        text.push_str(action);
    }
    text.push_str("\n[category=");
    text.push_str(category.as_str());
    text.push_str(if retryable {
        "; retryable=true; ref="
    } else {
        "; retryable=false; ref="
    });
    text.push_str(&id);
    text.push(']');
    let mut env = Map::new();
    env.insert("errorCategory".into(), category.as_str().into());
    env.insert("isRetryable".into(), retryable.into());
    if let Some(action) = suggested_action {
        env.insert("suggestedAction".into(), action.into());
    }
    env.insert("correlationId".into(), id.into());
    let mut meta = Map::new();
    meta.insert(ERROR_META_KEY.into(), Value::Object(env));
    Outcome::Result(ToolResult {
        content: vec![ContentBlock::text(text)],
        structured_content: None,
        is_error: true,
        meta: Some(meta),
    })
}

/// Arguments the model must fix.
fn invalid_arguments(message: &str, detail: &str) -> Outcome {
    let id = toolwright::__private::correlation_id();
    tracing::info!(
        target: "toolwright",
        tool = TOOL, caller = %"-", variant = "<invalid arguments>", kind = "operational",
        correlation_id = id.as_str(), error = detail,
        "tool call failed"
    );
    operational(
        Category::Validation,
        false,
        message,
        Some("Fix the arguments to match the tool's input schema, then call again."),
        id,
    )
}

/// Decode argument `name` with serde, moving it out of the validated arguments.
fn take<T: DeserializeOwned>(map: &mut Map<String, Value>, name: &str) -> Result<T, Outcome> {
    match map.remove(name) {
        Some(value) => T::deserialize(value).map_err(|e| decode_failure(name, &e)),
        None => Err(invalid_arguments(
            &format!("Invalid arguments: (root): missing required property `{name}`"),
            "missing",
        )),
    }
}

/// An argument that passed the schema but not serde: name it and what serde expected, never
/// the value.
#[cold]
fn decode_failure(name: &str, e: &serde_json::Error) -> Outcome {
    let msg = e.to_string();
    let message = match msg.split_once(", expected ") {
        Some((_, exp)) => {
            let exp = exp.split(" at line ").next().unwrap_or(exp);
            format!("Invalid arguments: `{name}`: expected {}", sanitize(exp))
        }
        None => format!("Invalid arguments: `{name}`: does not match the input schema"),
    };
    invalid_arguments(&message, &msg)
}

/// `-32603 Internal error`, with only a correlation id.
fn internal(variant: &str, detail: &str) -> Outcome {
    let id = toolwright::__private::correlation_id();
    tracing::error!(
        target: "toolwright",
        tool = TOOL, caller = %"-", variant, kind = "internal", correlation_id = id.as_str(), error = detail,
        "tool call failed"
    );
    Outcome::Error(ProtocolError {
        code: toolwright::wire::codes::INTERNAL_ERROR,
        message: "Internal error".into(),
        data: Some(json!({ "correlationId": id })),
    })
}

/// `text` with every correlation id (`tw-` and 16 hex digits) replaced by `tw-<id>`.
pub fn mask_correlation_ids(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("tw-") {
        let (before, from) = rest.split_at(at);
        out.push_str(before);
        let hex = from.as_bytes().get(3..19);
        if hex.is_some_and(|h| h.iter().all(u8::is_ascii_hexdigit)) {
            out.push_str("tw-<id>");
            rest = &from[19..];
        } else {
            out.push_str("tw-");
            rest = &from[3..];
        }
    }
    out.push_str(rest);
    out
}

/// The calls the equivalence check makes: each path must answer them byte for byte alike.
pub fn equivalence_cases() -> Vec<(&'static str, Value)> {
    vec![
        ("add_item", ok_args()),
        ("add_item", err_args()),
        ("add_item", json!({"sku": "SKU-1042"})),
        (
            "add_item",
            json!({"sku": "SKU-1042", "qty": -1, "extra": true}),
        ),
        (
            "add_item",
            json!({"sku": "SKU-1042", "qty": 5_000_000_000_u64}),
        ),
        ("add_item", json!({"sku": "a@b.example", "qty": 99})),
        ("add_item", json!([1])),
        ("add_item", Value::Null),
        ("remove_item", ok_args()),
    ]
}

/// The executor every measurement runs on: a current-thread tokio runtime.
///
/// # Panics
///
/// If the runtime cannot be built.
pub fn current_thread() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .build()
        .expect("tokio runtime")
}

/// What the timed benchmarks start from: the runtime and both paths, checked by
/// [`assert_equivalent`] to answer every case with the same bytes (an honest comparison).
///
/// # Panics
///
/// If any answer differs.
pub fn checked_paths() -> (tokio::runtime::Runtime, ToolSet, HandWritten) {
    let rt = current_thread();
    let set = generated();
    let hand = HandWritten::new();
    rt.block_on(assert_equivalent(&set, &hand));
    (rt, set, hand)
}

/// Check that both paths give the same response line for every [`equivalence_cases`] call
/// (correlation ids masked), so the benchmark compares equal work.
///
/// # Panics
///
/// If any answer differs.
pub async fn assert_equivalent(generated: &ToolSet, hand: &HandWritten) {
    for (name, args) in equivalence_cases() {
        let id = json!(1);
        let g = generated.call(name, args.clone()).await.to_response(&id);
        let h = hand.call(name, args.clone()).await.to_response(&id);
        assert_eq!(
            mask_correlation_ids(&g),
            mask_correlation_ids(&h),
            "generated and hand-written differ for {name}({args})"
        );
    }
}

/// A boxed, type-erased future: the simple way to hold calls of different tools behind one
/// type (the `hand_written_boxed` ablation).
pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// Calls timed per clock reading.
const CHUNK: usize = 256;

/// Time `iters` calls of `call`, each on a fresh clone of `args`: the clones are made before
/// the clock starts and the outputs dropped after it stops, [`CHUNK`] calls at a time, all in
/// one `block_on` of `rt` (so the runtime's entry is not in the figure either).
pub fn time_calls<F, Fut, O>(rt: &Runtime, args: &Value, iters: u64, mut call: F) -> Duration
where
    F: FnMut(Value) -> Fut,
    Fut: Future<Output = O>,
{
    let mut inputs: Vec<Value> = Vec::with_capacity(CHUNK);
    let mut outputs: Vec<O> = Vec::with_capacity(CHUNK);
    let mut total = Duration::ZERO;
    let mut remaining = iters;
    rt.block_on(async {
        while remaining > 0 {
            let n = usize::try_from(remaining).map_or(CHUNK, |r| r.min(CHUNK));
            inputs.extend(std::iter::repeat_n(args, n).cloned());
            let start = Instant::now();
            for a in inputs.drain(..) {
                outputs.push(call(black_box(a)).await);
            }
            total += start.elapsed();
            black_box(&outputs);
            outputs.clear();
            remaining -= n as u64;
        }
    });
    total
}

#[cfg(test)]
mod tests {
    use super::*;

    fn block_on<F: std::future::Future>(f: F) -> F::Output {
        current_thread().block_on(f)
    }

    #[test]
    fn hand_written_schema_is_the_generated_one() {
        let set = generated();
        let def = set.definitions().next().expect("one tool");
        assert_eq!(def.input_schema, HandWritten::input_schema());
    }

    #[test]
    fn same_wire_bytes() {
        block_on(assert_equivalent(&generated(), &HandWritten::new()));
    }

    #[test]
    fn the_cases_cover_success_and_error() {
        let set = generated();
        let ok = block_on(set.call(TOOL, ok_args()));
        let err = block_on(set.call(TOOL, err_args()));
        assert!(ok.as_result().is_some_and(|r| !r.is_error));
        let err = err.as_result().expect("isError result");
        assert!(err.is_error);
        assert!(err
            .text()
            .starts_with("SKU SKU-1042 is out of stock.\n[category=conflict"));
    }
}
