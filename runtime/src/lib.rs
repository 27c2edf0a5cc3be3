//! MCP tools whose failures are classified at compile time.
//!
//! A tool handler can fail in two ways on the wire: a **protocol error** (JSON-RPC
//! `error`; the model learns nothing) or a **tool result with `isError: true`** (the model
//! reads it and can recover). toolwright decides which, per error variant, at compile time:
//! `#[derive(ToolError)]` requires an `#[error_kind(security | operational | internal)]` on
//! every variant, and `#[mcp_tool]` only accepts handlers whose error type derives it.
//!
//! ```
//! use toolwright::{mcp_tool, tools, ToolError};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! pub enum RefundError {
//!     // Display text goes to the server log only.
//!     #[error("refund of {amount} exceeds limit {limit} for order {order}")]
//!     #[error_kind(operational, category = "business",
//!         message = "Refund of ${amount} exceeds the ${limit} policy limit.",
//!         customer_message = "Refunds over ${limit} need manager approval.",
//!         suggested_action = "Ask a manager to approve the refund, or refund a smaller amount.")]
//!     OverLimit { amount: u64, limit: u64, order: String },
//!
//!     #[error("token rejected for tenant {tenant}")]
//!     #[error_kind(security, reply = "unauthorized")]
//!     BadToken { tenant: String },
//!
//!     #[error("order {0} belongs to another customer")]
//!     #[error_kind(security, disguise = NotFound)]
//!     Foreign(String),
//!
//!     #[error("order {0} not found")]
//!     #[error_kind(operational, category = "not_found",
//!         message = "No such order. Call list_orders to see valid ids.")]
//!     NotFound(String),
//!
//!     #[error("database: {0}")]
//!     #[error_kind(internal)]
//!     Db(#[from] std::io::Error),
//! }
//!
//! #[derive(serde::Serialize, schemars::JsonSchema)]
//! pub struct Receipt {
//!     refund_id: String,
//! }
//!
//! /// Refund part or all of an order.
//! #[mcp_tool(destructive, idempotent = false, timeout_ms = 10_000)]
//! async fn refund_order(
//!     /// The order id, as returned by list_orders.
//!     order_id: String,
//!     /// Amount in cents.
//!     amount: u64,
//! ) -> Result<Receipt, RefundError> {
//!     if amount > 500 {
//!         return Err(RefundError::OverLimit { amount, limit: 500, order: order_id });
//!     }
//!     Ok(Receipt { refund_id: format!("r-{order_id}") })
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! let tools = tools![refund_order];
//! let outcome = tools
//!     .call("refund_order", serde_json::json!({"order_id": "o-1", "amount": 750}))
//!     .await;
//! let result = outcome.as_result().expect("operational failures are tool results");
//! assert!(result.is_error);
//! assert!(result.text().starts_with("Refund of $750 exceeds the $500 policy limit."));
//! # }
//! ```
//!
//! # State and context
//!
//! `#[ctx]` parameters are injected, never part of the input schema: a [`State<T>`]
//! registered with [`ToolSet::with_state`], and the call's [`Context`] (the tool's name, the
//! request's era, progress reports). The README's example, run:
//!
//! ```
//! use std::convert::Infallible;
//! use toolwright::{mcp_tool, tools, Context, State};
//!
//! struct Orders { by_customer: std::collections::HashMap<String, u64> }
//!
//! /// Count a customer's orders.
//! #[mcp_tool(read_only)]
//! async fn count_orders(
//!     customer: String,
//!     #[ctx] orders: State<Orders>,
//!     #[ctx] ctx: Context,
//! ) -> Result<u64, Infallible> {
//!     ctx.report_progress(1.0, Some(1.0), Some("counted"));
//!     Ok(orders.by_customer.get(&customer).copied().unwrap_or(0))
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() {
//! let orders = Orders { by_customer: [("c-1".to_owned(), 2)].into() };
//! let tools = tools![count_orders].with_state(orders);
//! let outcome = tools.call("count_orders", serde_json::json!({"customer": "c-1"})).await;
//! assert_eq!(outcome.as_result().unwrap().text(), "2");
//! // The schema the model sees has `customer` only.
//! let listed = &tools.list(toolwright::Era::Legacy)[0];
//! assert_eq!(listed["inputSchema"]["required"], serde_json::json!(["customer"]));
//!
//! // Without the state registered, the call is an internal error; the log names the type.
//! let outcome = tools![count_orders].call("count_orders", serde_json::json!({"customer": "c-1"})).await;
//! assert_eq!(outcome.as_error().unwrap().message, "Internal error");
//! # }
//! ```
//!
//! # What each kind becomes
//!
//! | kind | on the wire | the model sees |
//! |---|---|---|
//! | `security` | `{"code":-32600,"message":<reply>,"data":{"correlationId":..}}` | nothing it can use |
//! | `internal` | `{"code":-32603,"message":"Internal error","data":{"correlationId":..}}` | nothing it can use |
//! | `operational` | `isError: true` result: text, `_meta["dev.toolwright/error"]`, and `structuredContent` when the tool has no `outputSchema` | message, suggested action, `[category=..; retryable=..; ref=..]` |
//!
//! Every failure is logged through `tracing` with the tool, variant, kind, correlation id and
//! the full Display and source chain.
//!
//! # Details
//!
//! - `#[error_kind(security)]`: a fixed reply, `reply = "rejected"` (default, `Request
//!   rejected`), `"unauthorized"` (`Unauthorized`) or `"access_denied"` (`Access denied`).
//!   Two security variants with one reply answer byte-identically but for the ids.
//!   `disguise = Sibling` answers exactly as the operational variant `Sibling`, whose texts
//!   must use no fields; the log still records a security event.
//! - `#[error_kind(internal)]`: always `-32603 Internal error`.
//! - `#[error_kind(operational, category = "..", message = "..")]`: `category` is one of
//!   [`Category`]; `message`, `customer_message` and `suggested_action` are templates whose
//!   `{field}` / `{0}` placeholders are filled with the sanitized Display of the field
//!   (`{{`/`}}` for braces). `message = display` reuses the sanitized Display text, but only
//!   on variants that wrap no upstream error and have no `#[sensitive]` field.
//!   `retryable = bool` overrides the category's default; `retry_after_ms = N` needs a
//!   retryable variant.
//! - `#[sensitive]` on a field: it can never appear in a template.
//! - `#[mcp_tool(...)]`: `name`, `title`, `description` (default: the doc comment),
//!   `read_only`, `destructive`, `idempotent`, `open_world` (each `= bool` optional),
//!   `timeout_ms`. Arguments become the input schema (doc comments become descriptions,
//!   `Option` means not required, unknown properties are rejected); `#[ctx]` parameters
//!   ([`Context`], [`State<T>`]) are injected instead.
//! - Where `#[mcp_tool]` goes: on a free `fn` (async or not) in a module, not on a method or
//!   associated function. It defines an empty struct (`struct name {}`, in the type
//!   namespace only) named after the function, which
//!   `tools![...]` names; a struct cannot live in an `impl` block, so there rustc answers
//!   "struct is not supported in `trait`s or `impl`s". For what a method would reach
//!   through `self`, take a `#[ctx] State<T>` parameter.
//! - Success types: anything `Serialize + JsonSchema` (structured content and an output
//!   schema; in the 2025-11-25 era non-object roots are wrapped as `{"result": ..}`), a
//!   string-like type (plain text, no output schema), or [`Contents`]: any of MCP's content
//!   blocks ([`ContentBlock`]: text, image, audio, resource link, embedded resource).
//! - Arguments are validated against the advertised schema before the handler runs; a
//!   failure is an operational `validation` result naming each JSON path and what it
//!   expects, never the supplied value (SEP-1303).
//! - A handler panic is an internal error; a handler past its timeout is an operational,
//!   retryable `timeout`.

#![warn(missing_docs, missing_debug_implementations)]

// The modules depend one way, each only on those above it:
//   types:          error, wire, context
//   decoding:       schema, decode, validate
//   classification: sanitize, tool, classify
//   registry:       toolset
//   protocol:       server (the engine and the stdio transport)
//   bridges:        rmcp
mod classify;
mod context;
mod decode;
mod error;
#[cfg(feature = "rmcp")]
pub mod rmcp;
pub mod sanitize;
mod schema;
pub mod server;
mod tool;
mod toolset;
mod validate;
mod wire;

#[doc(hidden)]
pub mod __private;

pub use classify::correlation_id;
pub use context::{Context, FromContext, Progress, ProgressSink, State};
pub use decode::Argument;
pub use error::{Category, Kind, Reply, ToolError, VariantSpec};
pub use tool::{Contents, IntoToolResult, Tool, ToolReturn};
pub use toolset::{CallOptions, ErrorSurface, SurfaceRow, ToolSet, ToolSurface};
pub use wire::{
    codes, Annotations, ContentBlock, Era, Outcome, ProtocolError, ResourceContents,
    ToolDefinition, ToolResult, ERROR_META_KEY,
};

pub use toolwright_macros::{mcp_tool, tools, ToolError};
