//! An MCP client for agents that acts on what a tool's failure says.
//!
//! Every failure of a call is one typed [`Failure`]: the tool's own (`isError: true`, which
//! the model reads), a JSON-RPC error, an HTTP status with its `Retry-After`, a timeout, a
//! lost connection. What it says is read from toolwright's envelope
//! (`_meta["dev.toolwright/error"]`), from the ToolFailure proposal's
//! `_meta["io.modelcontextprotocol/toolFailure"]`, from turbomcp's
//! `_meta["io.turbomcp/errorKind"]`, or from the plain text any other server writes.
//!
//! [`Client::call_retrying`] retries with a [`RetryPolicy`] that follows it: it waits what
//! the server asks (`retryAfterMs`, `Retry-After`), retries only what may succeed later,
//! never an `unknown_outcome`, and never a call of a tool that is destructive and not
//! idempotent unless the call carries an idempotency key (which it can fill in:
//! [`RetryPolicy::fill_key`]). [`render`] turns the outcome into the tool result an agent
//! loop hands back to the model, for Anthropic, OpenAI and rmcp.
//!
//! Builds on Rust 1.85; the feature `rmcp` (`render::rmcp`) needs what rmcp 3.11 needs, 1.88.
//!
//! ```
//! use serde_json::json;
//! use toolwright::{mcp_tool, tools, ToolError};
//! use toolwright_client::{render, Connect, RetryPolicy};
//!
//! #[derive(Debug, thiserror::Error, ToolError)]
//! enum ForecastError {
//!     #[error("no forecast for that city")]
//!     #[error_kind(operational, category = "not_found", message = "No forecast for that city.",
//!                  suggested_action = "Call list_cities to see the cities with a forecast.")]
//!     UnknownCity,
//! }
//!
//! /// Today's forecast for a city.
//! #[mcp_tool(read_only)]
//! async fn get_forecast(city: String) -> Result<String, ForecastError> {
//!     if city == "Lisbon" { Ok("sunny".into()) } else { Err(ForecastError::UnknownCity) }
//! }
//!
//! # #[tokio::main(flavor = "current_thread")]
//! # async fn main() -> Result<(), toolwright_client::Failure> {
//! // A server in this process; `Connect::new().stdio(command)` and `.http(url)` the same.
//! let client = Connect::new().in_process(tools![get_forecast]).await?;
//! let outcome = client
//!     .call_retrying("get_forecast", json!({"city": "Mars"}), &RetryPolicy::new())
//!     .await;
//! let failure = outcome.as_ref().unwrap_err();
//! assert_eq!(failure.category, Some(toolwright::Category::NotFound));
//! assert_eq!(failure.retryable, Some(false)); // so it was tried once
//!
//! // What the agent loop hands back to the model.
//! let block = render::anthropic("toolu_01", "get_forecast", &outcome);
//! assert_eq!(block["is_error"], true);
//! assert!(block["content"][0]["text"].as_str().unwrap().contains("Call list_cities"));
//! client.close().await;
//! # Ok(())
//! # }
//! ```

// A `Failure` is what this crate is for: every call returns one by value, with the text the
// model reads and what the server said (about 180 bytes). Boxing it would make every
// caller's match and field read go through a pointer to save a copy that costs nothing next
// to a network round trip.
#![allow(clippy::result_large_err)]

mod client;
mod connect;
mod failure;
mod link;
pub mod render;
mod retry;
mod tool;

pub use client::{Client, Output};
pub use connect::{Connect, DEFAULT_TIMEOUT};
pub use failure::{Failure, FailureKind, Source, TOOL_FAILURE_META_KEY, TURBOMCP_KIND_META_KEY};
pub use retry::{Decision, RetryPolicy, Stop};
pub use tool::Tool;
pub use toolwright::{Category, Era};
